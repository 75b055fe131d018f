	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	jacobi5                 ; -- Begin function jacobi5
	.globl	jacobi5
	.p2align	8
	.type	jacobi5,@function
jacobi5:                                ; @jacobi5
; %bb.0:
	s_clause 0x1
	s_load_b96 s[8:10], s[0:1], 0x10
	s_load_b64 s[4:5], s[0:1], 0x0
	v_and_b32_e32 v11, 15, v0
	v_lshrrev_b32_e32 v12, 4, v0
	v_mov_b32_e32 v13, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshl_or_b32 v0, ttmp9, 4, v11
	v_lshl_or_b32 v10, ttmp7, 4, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v1, 31, v0
	s_wait_kmcnt 0x0
	v_cmp_gt_i32_e32 vcc_lo, s8, v0
	v_cmp_gt_i32_e64 s2, s9, v10
	s_and_b32 s11, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s6, s11
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mad_co_i64_i32 v[2:3], null, s8, v10, 0
	v_lshlrev_b64_e32 v[4:5], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[2:3], 2, v[2:3]
	v_add_co_u32 v2, s3, s4, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v3, null, s5, v3, s3
	v_add_co_u32 v2, s3, v2, v4
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v3, null, v3, v5, s3
	global_load_b32 v13, v[2:3], off
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s6
	s_load_b64 s[6:7], s[0:1], 0x8
	s_cmp_lt_i32 s10, 1
	s_cbranch_scc1 .LBB0_29
; %bb.3:
	v_dual_mov_b32 v5, 0 :: v_dual_add_nc_u32 v4, 1, v0
	v_add_nc_u32_e32 v18, 1, v10
	v_add_nc_u32_e32 v19, -1, v10
	v_mad_co_i64_i32 v[2:3], null, s8, v10, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_cmp_gt_i32_e64 s0, s8, v4
	v_mov_b32_e32 v4, v0
	v_mad_co_i64_i32 v[8:9], null, s8, v18, 0
	v_mad_co_u64_u32 v[6:7], null, s8, v19, 0
	s_ashr_i32 s1, s8, 31
	v_lshlrev_b64_e32 v[14:15], 2, v[0:1]
	v_lshlrev_b64_e32 v[2:3], 2, v[2:3]
	v_lshlrev_b64_e32 v[4:5], 2, v[4:5]
	v_lshlrev_b64_e32 v[16:17], 2, v[8:9]
	s_and_b32 s12, s0, s2
	s_wait_alu depctr_sa_sdst(0)
	v_mad_co_u64_u32 v[7:8], null, s1, v19, v[7:8]
	v_add_co_u32 v20, s0, s4, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_add_co_u32 v16, s3, s4, v16
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v17, null, s5, v17, s3
	v_lshlrev_b64_e32 v[8:9], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_add_co_u32 v6, s3, v16, v14
	v_add_co_ci_u32_e64 v21, null, s5, v3, s0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v7, null, v17, v15, s3
	v_add_co_u32 v8, s3, s4, v8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v9, null, s5, v9, s3
	v_add_co_u32 v2, s0, v20, v14
	v_add_co_u32 v4, s1, v20, v4
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v3, null, v21, v15, s0
	v_cmp_lt_i32_e64 s0, 0, v0
	v_add_co_ci_u32_e64 v5, null, v21, v5, s1
	v_cmp_gt_i32_e64 s1, s9, v18
	v_cmp_lt_i32_e64 s3, 0, v10
	v_add_co_u32 v8, s4, v8, v14
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v9, null, v9, v15, s4
	s_mov_b32 s13, 0
	s_and_b32 s0, s0, s2
	s_and_b32 s1, vcc_lo, s1
	s_and_b32 s2, s3, vcc_lo
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_5 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_add_co_i32 s10, s10, -1
	s_xor_b32 s13, s13, 1
	s_cmp_eq_u32 s10, 0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_2addr_b32 v[15:16], v14 offset0:1 offset1:20
	ds_load_2addr_b32 v[17:18], v14 offset0:18 offset1:19
	ds_load_b32 v13, v14 offset:148
	s_wait_dscnt 0x1
	v_add_f32_e32 v14, v18, v15
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, v14, v13
	v_add_f32_e32 v13, v13, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, v13, v16
	v_mul_f32_e32 v13, 0x3e4ccccd, v13
	s_cbranch_scc1 .LBB0_29
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_mul_i32 s3, s13, 0x510
	s_mov_b32 s4, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	v_mad_u32_u24 v15, 0x48, v12, s3
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v14, v11, 2, v15
	s_wait_loadcnt 0x0
	ds_store_b32 v14, v13 offset:76
	v_cmpx_lt_i32_e32 14, v11
	s_xor_b32 s4, exec_lo, s4
	s_cbranch_execz .LBB0_9
; %bb.6:                                ;   in Loop: Header=BB0_5 Depth=1
	v_mov_b32_e32 v16, v13
	s_and_saveexec_b32 s5, s12
	s_cbranch_execz .LBB0_8
; %bb.7:                                ;   in Loop: Header=BB0_5 Depth=1
	global_load_b32 v16, v[2:3], off offset:4
.LBB0_8:                                ;   in Loop: Header=BB0_5 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	s_wait_loadcnt 0x0
	ds_store_b32 v15, v16 offset:140
                                        ; implicit-def: $vgpr15
.LBB0_9:                                ; %Flow22
                                        ;   in Loop: Header=BB0_5 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_saveexec_b32 s4, s4
	s_cbranch_execz .LBB0_15
; %bb.10:                               ; %LeafBlock
                                        ;   in Loop: Header=BB0_5 Depth=1
	s_mov_b32 s5, exec_lo
	v_cmpx_eq_u32_e32 0, v11
	s_cbranch_execz .LBB0_14
; %bb.11:                               ;   in Loop: Header=BB0_5 Depth=1
	v_mov_b32_e32 v16, v13
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_5 Depth=1
	global_load_b32 v16, v[4:5], off offset:-4
.LBB0_13:                               ;   in Loop: Header=BB0_5 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
	s_wait_loadcnt 0x0
	ds_store_b32 v15, v16 offset:72
.LBB0_14:                               ; %Flow21
                                        ;   in Loop: Header=BB0_5 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
.LBB0_15:                               ;   in Loop: Header=BB0_5 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s4
	s_mov_b32 s4, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $sgpr9
	v_cmpx_lt_i32_e32 14, v12
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execz .LBB0_21
; %bb.16:                               ; %LeafBlock13
                                        ;   in Loop: Header=BB0_5 Depth=1
	s_mov_b32 s14, 0
	s_mov_b32 s4, exec_lo
                                        ; implicit-def: $sgpr9
	v_cmpx_eq_u32_e32 15, v12
	s_cbranch_execz .LBB0_20
; %bb.17:                               ;   in Loop: Header=BB0_5 Depth=1
	s_and_saveexec_b32 s9, s1
	s_cbranch_execz .LBB0_19
; %bb.18:                               ;   in Loop: Header=BB0_5 Depth=1
	global_load_b32 v13, v[6:7], off
.LBB0_19:                               ;   in Loop: Header=BB0_5 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s14, exec_lo
	s_add_co_i32 s9, s3, 0x4c8
.LBB0_20:                               ; %Flow18
                                        ;   in Loop: Header=BB0_5 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s4, s14, exec_lo
.LBB0_21:                               ; %Flow17
                                        ;   in Loop: Header=BB0_5 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v15, s9
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB0_27
; %bb.22:                               ; %LeafBlock11
                                        ;   in Loop: Header=BB0_5 Depth=1
	s_mov_b32 s14, s4
	s_mov_b32 s9, exec_lo
	v_cmpx_eq_u32_e32 0, v12
	s_cbranch_execz .LBB0_26
; %bb.23:                               ;   in Loop: Header=BB0_5 Depth=1
	s_and_saveexec_b32 s14, s2
	s_cbranch_execz .LBB0_25
; %bb.24:                               ;   in Loop: Header=BB0_5 Depth=1
	s_wait_loadcnt 0x0
	global_load_b32 v13, v[8:9], off
.LBB0_25:                               ; %Flow
                                        ;   in Loop: Header=BB0_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s14, s4, exec_lo
.LBB0_26:                               ; %Flow20
                                        ;   in Loop: Header=BB0_5 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
	v_mov_b32_e32 v15, s3
	s_and_not1_b32 s3, s4, exec_lo
	s_and_b32 s4, s14, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s4, s3, s4
.LBB0_27:                               ; %Flow19
                                        ;   in Loop: Header=BB0_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s5
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s4
	s_cbranch_execz .LBB0_4
; %bb.28:                               ;   in Loop: Header=BB0_5 Depth=1
	v_lshl_add_u32 v15, v11, 2, v15
	s_wait_loadcnt 0x0
	ds_store_b32 v15, v13 offset:4
	s_branch .LBB0_4
.LBB0_29:                               ; %Flow24
	s_and_saveexec_b32 s0, s11
	s_cbranch_execz .LBB0_31
; %bb.30:
	v_mad_co_i64_i32 v[2:3], null, s8, v10, 0
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[2:3], 2, v[2:3]
	s_wait_kmcnt 0x0
	v_add_co_u32 v2, vcc_lo, s6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v3, null, s7, v3, vcc_lo
	v_add_co_u32 v0, vcc_lo, v2, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, v3, v1, vcc_lo
	s_wait_loadcnt 0x0
	global_store_b32 v[0:1], v13, off
.LBB0_31:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel jacobi5
		.amdhsa_group_segment_fixed_size 2592
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 15
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 9
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
	.size	jacobi5, .Lfunc_end0-jacobi5
                                        ; -- End function
	.set jacobi5.num_vgpr, 22
	.set jacobi5.num_agpr, 0
	.set jacobi5.numbered_sgpr, 15
	.set jacobi5.num_named_barrier, 0
	.set jacobi5.private_seg_size, 0
	.set jacobi5.uses_vcc, 1
	.set jacobi5.uses_flat_scratch, 0
	.set jacobi5.has_dyn_sized_stack, 0
	.set jacobi5.has_recursion, 0
	.set jacobi5.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1112
; TotalNumSgprs: 17
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2592 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 22
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
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
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 2592
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           jacobi5
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         jacobi5.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
