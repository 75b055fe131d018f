	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	outer_product_blocked   ; -- Begin function outer_product_blocked
	.globl	outer_product_blocked
	.p2align	8
	.type	outer_product_blocked,@function
outer_product_blocked:                  ; @outer_product_blocked
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b64 s[2:3], s[0:1], 0x18
	s_lshl_b32 s8, ttmp9, 10
	s_wait_kmcnt 0x0
	s_cmp_lt_i32 s2, 1
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.preheader
	scratch_store_b32 off, v0, off offset:88 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	v_dual_add_nc_u32 v0, s8, v0 :: v_dual_mov_b32 v60, 0
	s_load_b128 s[4:7], s[0:1], 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_ashrrev_i32 v1, 31, v0 :: v_dual_mov_b32 v61, v60
	v_dual_mov_b32 v58, v60 :: v_dual_mov_b32 v59, v60
	v_dual_mov_b32 v4, v60 :: v_dual_mov_b32 v5, v60
	v_lshlrev_b64_e32 v[0:1], 5, v[0:1]
	v_dual_mov_b32 v2, v60 :: v_dual_mov_b32 v3, v60
	v_dual_mov_b32 v56, v60 :: v_dual_mov_b32 v57, v60
	v_dual_mov_b32 v54, v60 :: v_dual_mov_b32 v55, v60
	scratch_store_b64 off, v[0:1], off offset:80 ; 8-byte Folded Spill
	s_wait_xcnt 0x0
	v_dual_mov_b32 v0, v60 :: v_dual_mov_b32 v1, v60
	v_dual_mov_b32 v8, v60 :: v_dual_mov_b32 v9, v60
	v_dual_mov_b32 v6, v60 :: v_dual_mov_b32 v7, v60
	v_dual_mov_b32 v48, v60 :: v_dual_mov_b32 v49, v60
	v_dual_mov_b32 v46, v60 :: v_dual_mov_b32 v47, v60
	v_dual_mov_b32 v22, v60 :: v_dual_mov_b32 v23, v60
	v_dual_mov_b32 v20, v60 :: v_dual_mov_b32 v21, v60
	v_dual_mov_b32 v32, v60 :: v_dual_mov_b32 v33, v60
	v_dual_mov_b32 v30, v60 :: v_dual_mov_b32 v31, v60
	v_dual_mov_b32 v36, v60 :: v_dual_mov_b32 v37, v60
	v_dual_mov_b32 v34, v60 :: v_dual_mov_b32 v35, v60
	v_dual_mov_b32 v28, v60 :: v_dual_mov_b32 v29, v60
	v_dual_mov_b32 v26, v60 :: v_dual_mov_b32 v27, v60
	v_dual_mov_b32 v40, v60 :: v_dual_mov_b32 v41, v60
	v_dual_mov_b32 v38, v60 :: v_dual_mov_b32 v39, v60
	v_dual_mov_b32 v52, v60 :: v_dual_mov_b32 v53, v60
	v_dual_mov_b32 v50, v60 :: v_dual_mov_b32 v51, v60
	v_dual_mov_b32 v16, v60 :: v_dual_mov_b32 v17, v60
	v_dual_mov_b32 v14, v60 :: v_dual_mov_b32 v15, v60
	v_dual_mov_b32 v44, v60 :: v_dual_mov_b32 v45, v60
	v_dual_mov_b32 v42, v60 :: v_dual_mov_b32 v43, v60
	s_clause 0x2                            ; 48-byte Folded Spill
	scratch_store_b128 off, v[2:5], off
	scratch_store_b128 off, v[0:3], off offset:16
	scratch_store_b128 off, v[0:3], off offset:32
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_clause 0x2                            ; 8-byte Folded Reload
	scratch_load_b64 v[0:1], off, off offset:80
	scratch_store_b128 off, v[14:17], off offset:64
	scratch_store_b128 off, v[20:23], off offset:48
	s_add_co_i32 s2, s2, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s2, 0
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	v_add_nc_u64_e32 v[62:63], s[4:5], v[0:1]
	v_add_nc_u64_e32 v[10:11], s[6:7], v[0:1]
	s_add_nc_u64 s[6:7], s[6:7], 0x10000
	s_add_nc_u64 s[4:5], s[4:5], 0x10000
	global_load_b128 v[18:21], v[62:63], off
	global_load_b128 v[14:17], v[10:11], off
	scratch_load_b128 v[22:25], off, off th:TH_LOAD_LU ; 16-byte Folded Reload
	global_load_b128 v[10:13], v[10:11], off offset:16
	s_wait_loadcnt 0x3
	v_mov_b32_e32 v0, v21
	s_wait_loadcnt 0x2
	v_pk_fma_f32 v[46:47], v[20:21], v[14:15], v[46:47] op_sel_hi:[0,1,1]
	s_wait_loadcnt 0x1
	v_pk_fma_f32 v[22:23], v[18:19], v[14:15], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], v[18:19], v[16:17], v[24:25] op_sel_hi:[0,1,1]
	s_wait_loadcnt 0x0
	v_pk_fma_f32 v[58:59], v[18:19], v[10:11], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[18:19], v[12:13], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[18:19], v[10:11], v[54:55] op_sel:[1,0,0]
	v_pk_fma_f32 v[56:57], v[18:19], v[12:13], v[56:57] op_sel:[1,0,0]
	s_clause 0x1                            ; 16-byte Folded Reload
	scratch_store_b128 off, v[22:25], off
	scratch_load_b128 v[22:25], off, off offset:16 th:TH_LOAD_LU
	v_pk_fma_f32 v[48:49], v[20:21], v[16:17], v[48:49] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[20:21], v[10:11], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[20:21], v[12:13], v[8:9] op_sel_hi:[0,1,1]
	s_wait_loadcnt 0x0
	v_pk_fma_f32 v[22:23], v[18:19], v[14:15], v[22:23] op_sel:[1,0,0]
	v_pk_fma_f32 v[24:25], v[18:19], v[16:17], v[24:25] op_sel:[1,0,0]
	global_load_b128 v[18:21], v[62:63], off offset:16
	scratch_store_b128 off, v[22:25], off offset:16 ; 16-byte Folded Spill
	s_wait_loadcnt 0x0
	v_pk_fma_f32 v[34:35], v[18:19], v[14:15], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[36:37], v[18:19], v[16:17], v[36:37] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[18:19], v[10:11], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[18:19], v[12:13], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[18:19], v[14:15], v[26:27] op_sel:[1,0,0]
	v_pk_fma_f32 v[28:29], v[18:19], v[16:17], v[28:29] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[18:19], v[10:11], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[18:19], v[12:13], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[50:51], v[20:21], v[14:15], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[20:21], v[16:17], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[20:21], v[10:11], v[38:39] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], v[20:21], v[12:13], v[40:41] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v18, v21
	scratch_load_b128 v[20:23], off, off offset:32 th:TH_LOAD_LU ; 16-byte Folded Reload
	v_pk_fma_f32 v[42:43], v[18:19], v[14:15], v[42:43] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[18:19], v[16:17], v[44:45] op_sel_hi:[0,1,1]
	s_wait_loadcnt 0x0
	v_pk_fma_f32 v[20:21], v[0:1], v[14:15], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[0:1], v[16:17], v[22:23] op_sel_hi:[0,1,1]
	s_clause 0x2                            ; 32-byte Folded Reload
	scratch_store_b128 off, v[20:23], off offset:32
	scratch_load_b128 v[14:17], off, off offset:64 th:TH_LOAD_LU
	scratch_load_b128 v[20:23], off, off offset:48 th:TH_LOAD_LU
	s_wait_loadcnt 0x1
	v_pk_fma_f32 v[14:15], v[18:19], v[10:11], v[14:15] op_sel_hi:[0,1,1]
	s_wait_loadcnt 0x0
	v_pk_fma_f32 v[20:21], v[0:1], v[10:11], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[0:1], v[12:13], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[18:19], v[12:13], v[16:17] op_sel_hi:[0,1,1]
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %Flow
	s_clause 0x1                            ; 32-byte Folded Spill
	scratch_store_b128 off, v[54:57], off offset:64
	scratch_store_b128 off, v[6:9], off offset:48
	s_wait_xcnt 0x1
	v_mov_b64_e32 v[56:57], v[40:41]
	v_mov_b64_e32 v[54:55], v[38:39]
	s_clause 0x3                            ; 52-byte Folded Reload
	scratch_load_b128 v[38:41], off, off offset:32
	scratch_load_b32 v0, off, off offset:88
	scratch_load_b128 v[10:13], off, off offset:16
	scratch_load_b128 v[6:9], off, off
	s_branch .LBB0_5
.LBB0_4:
	v_mov_b32_e32 v43, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v42, v43 :: v_dual_mov_b32 v45, v43
	v_dual_mov_b32 v44, v43 :: v_dual_mov_b32 v15, v43
	v_dual_mov_b32 v14, v43 :: v_dual_mov_b32 v17, v43
	v_dual_mov_b32 v16, v43 :: v_dual_mov_b32 v51, v43
	v_dual_mov_b32 v50, v43 :: v_dual_mov_b32 v53, v43
	v_dual_mov_b32 v52, v43 :: v_dual_mov_b32 v55, v43
	v_dual_mov_b32 v54, v43 :: v_dual_mov_b32 v57, v43
	v_dual_mov_b32 v56, v43 :: v_dual_mov_b32 v27, v43
	v_dual_mov_b32 v26, v43 :: v_dual_mov_b32 v29, v43
	v_dual_mov_b32 v28, v43 :: v_dual_mov_b32 v3, v43
	v_dual_mov_b32 v2, v43 :: v_dual_mov_b32 v5, v43
	v_dual_mov_b32 v4, v43 :: v_dual_mov_b32 v35, v43
	v_dual_mov_b32 v34, v43 :: v_dual_mov_b32 v37, v43
	v_dual_mov_b32 v36, v43 :: v_dual_mov_b32 v31, v43
	v_dual_mov_b32 v30, v43 :: v_dual_mov_b32 v33, v43
	v_dual_mov_b32 v32, v43 :: v_dual_mov_b32 v39, v43
	v_dual_mov_b32 v38, v43 :: v_dual_mov_b32 v41, v43
	v_dual_mov_b32 v40, v43 :: v_dual_mov_b32 v21, v43
	v_dual_mov_b32 v20, v43 :: v_dual_mov_b32 v23, v43
	v_dual_mov_b32 v22, v43 :: v_dual_mov_b32 v47, v43
	v_dual_mov_b32 v46, v43 :: v_dual_mov_b32 v49, v43
	v_dual_mov_b32 v48, v43 :: v_dual_mov_b32 v7, v43
	v_dual_mov_b32 v6, v43 :: v_dual_mov_b32 v9, v43
	v_dual_mov_b32 v8, v43 :: v_dual_mov_b32 v11, v43
	v_dual_mov_b32 v10, v43 :: v_dual_mov_b32 v13, v43
	v_dual_mov_b32 v12, v43 :: v_dual_mov_b32 v59, v43
	v_dual_mov_b32 v58, v43 :: v_dual_mov_b32 v61, v43
	v_mov_b32_e32 v60, v43
	s_clause 0x1                            ; 32-byte Folded Spill
	scratch_store_b128 off, v[6:9], off offset:48
	scratch_store_b128 off, v[6:9], off offset:64
.LBB0_5:                                ; %Flow339
	s_wait_loadcnt 0x2
	v_or_b32_e32 v0, s8, v0
	s_ashr_i32 s5, s3, 31
	s_mov_b32 s4, s3
	s_load_b64 s[0:1], s[0:1], 0x10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_mul_u64_e32 v[0:1], s[4:5], v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 5, v[0:1]
	s_wait_kmcnt 0x0
	v_add_nc_u64_e32 v[0:1], s[0:1], v[0:1]
	s_lshl_b64 s[0:1], s[4:5], 2
	s_wait_loadcnt 0x0
	s_clause 0x1
	global_store_b128 v[0:1], v[6:9], off
	global_store_b128 v[0:1], v[58:61], off offset:16
	scratch_load_b128 v[58:61], off, off offset:64 th:TH_LOAD_LU ; 16-byte Folded Reload
	v_add_nc_u64_e32 v[8:9], s[0:1], v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_nc_u64_e32 v[6:7], s[0:1], v[8:9]
	global_store_b128 v[8:9], v[10:13], off
	s_wait_xcnt 0x0
	v_add_nc_u64_e32 v[10:11], s[0:1], v[6:7]
	v_add_nc_u64_e32 v[0:1], s[0:1], v[10:11]
	s_wait_loadcnt 0x0
	s_clause 0x1
	global_store_b128 v[8:9], v[58:61], off offset:16
	global_store_b128 v[6:7], v[46:49], off
	scratch_load_b128 v[46:49], off, off offset:48 th:TH_LOAD_LU ; 16-byte Folded Reload
	v_add_nc_u64_e32 v[8:9], s[0:1], v[0:1]
	s_wait_loadcnt 0x0
	s_clause 0x2
	global_store_b128 v[6:7], v[46:49], off offset:16
	global_store_b128 v[10:11], v[38:41], off
	global_store_b128 v[10:11], v[20:23], off offset:16
	v_add_nc_u64_e32 v[12:13], s[0:1], v[8:9]
	s_wait_xcnt 0x2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[6:7], s[0:1], v[12:13]
	s_clause 0x7
	global_store_b128 v[0:1], v[34:37], off
	global_store_b128 v[0:1], v[30:33], off offset:16
	global_store_b128 v[8:9], v[26:29], off
	global_store_b128 v[8:9], v[2:5], off offset:16
	global_store_b128 v[12:13], v[50:53], off
	global_store_b128 v[12:13], v[54:57], off offset:16
	global_store_b128 v[6:7], v[42:45], off
	global_store_b128 v[6:7], v[14:17], off offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel outer_product_blocked
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 96
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 9
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 13
		.amdhsa_round_robin_scheduling 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	outer_product_blocked, .Lfunc_end0-outer_product_blocked
                                        ; -- End function
	.set outer_product_blocked.num_vgpr, 64
	.set outer_product_blocked.num_agpr, 0
	.set outer_product_blocked.numbered_sgpr, 9
	.set outer_product_blocked.num_named_barrier, 0
	.set outer_product_blocked.private_seg_size, 96
	.set outer_product_blocked.uses_vcc, 0
	.set outer_product_blocked.uses_flat_scratch, 1
	.set outer_product_blocked.has_dyn_sized_stack, 0
	.set outer_product_blocked.has_recursion, 0
	.set outer_product_blocked.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1592
; TotalNumSgprs: 9
; NumVgprs: 64
; ScratchSize: 96
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 9
; NumVGPRsForWavesPerEU: 64
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           outer_product_blocked
    .private_segment_fixed_size: 96
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         outer_product_blocked.kd
    .uses_dynamic_stack: false
    .vgpr_count:     64
    .vgpr_spill_count: 51
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
