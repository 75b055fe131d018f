	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	gemm_lds_prefetch       ; -- Begin function gemm_lds_prefetch
	.globl	gemm_lds_prefetch
	.p2align	8
	.type	gemm_lds_prefetch,@function
gemm_lds_prefetch:                      ; @gemm_lds_prefetch
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x0
	s_load_b64 s[2:3], s[0:1], 0x20
	v_lshl_or_b32 v2, ttmp9, 6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_lshlrev_b32 v0, 2, v0 :: v_dual_ashrrev_i32 v3, 31, v2
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[4:5]
	s_ashr_i32 s1, s3, 31
	s_mov_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_lshl_b64 s[14:15], s[0:1], 3
	v_mad_nc_i64_i32 v[6:7], s3, 12, v[4:5]
	v_add_nc_u64_e32 v[8:9], s[14:15], v[4:5]
	s_lshl_b64 s[12:13], s[0:1], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[26:27], s[12:13], v[4:5]
	v_add_nc_u64_e32 v[10:11], s[14:15], v[8:9]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[12:13], s[14:15], v[6:7]
	v_add_nc_u64_e32 v[14:15], s[14:15], v[10:11]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u64_e32 v[16:17], s[14:15], v[12:13]
	s_clause 0x7
	global_load_b32 v32, v2, s[4:5] scale_offset
	global_load_b32 v33, v[26:27], off
	global_load_b32 v34, v[8:9], off
	global_load_b32 v35, v[6:7], off
	global_load_b32 v36, v[10:11], off
	global_load_b32 v37, v[12:13], off
	global_load_b32 v38, v[14:15], off
	global_load_b32 v39, v[16:17], off
	s_wait_loadcnt 0x6
	ds_store_2addr_stride64_b32 v0, v32, v33 offset1:1
	s_wait_loadcnt 0x4
	ds_store_2addr_stride64_b32 v0, v34, v35 offset0:2 offset1:3
	s_wait_loadcnt 0x2
	ds_store_2addr_stride64_b32 v0, v36, v37 offset0:4 offset1:5
	s_wait_loadcnt 0x0
	ds_store_2addr_stride64_b32 v0, v38, v39 offset0:6 offset1:7
	v_add_nc_u64_e32 v[18:19], s[14:15], v[14:15]
	v_add_nc_u64_e32 v[20:21], s[14:15], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[22:23], s[14:15], v[18:19]
	v_add_nc_u64_e32 v[24:25], s[14:15], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[28:29], s[14:15], v[22:23]
	v_add_nc_u64_e32 v[30:31], s[14:15], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[14:15], s[14:15], v[28:29]
	v_add_nc_u64_e32 v[16:17], s[14:15], v[30:31]
	s_clause 0x7
	global_load_b32 v1, v[18:19], off
	global_load_b32 v6, v[20:21], off
	global_load_b32 v7, v[22:23], off
	global_load_b32 v8, v[24:25], off
	global_load_b32 v9, v[28:29], off
	global_load_b32 v11, v[30:31], off
	global_load_b32 v10, v[14:15], off
	global_load_b32 v12, v[16:17], off
	; sched_barrier mask(0x00000000)
	global_load_b32 v13, v2, s[8:9] scale_offset
	s_mov_b32 s4, ttmp7
	s_ashr_i32 s5, ttmp7, 31
	s_wait_xcnt 0x2
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v15, 0
	s_wait_xcnt 0x0
	s_mov_b32 s9, 0
	s_lshl_b64 s[14:15], s[4:5], 2
	s_mov_b32 s8, s9
	s_mov_b32 s3, s9
	s_add_nc_u64 s[6:7], s[6:7], s[14:15]
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	v_fma_f32 v16, v13, v13, v15
	s_and_b32 s16, s3, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, v16, v16, v15
	v_fma_f32 v16, v16, v16, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, v16, v16, v15
	v_fma_f32 v16, v16, v16, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v15, v16, v16
	; sched_barrier mask(0x00000000)
	s_lshl_b64 s[14:15], s[8:9], 4
	v_lshl_or_b32 v22, s16, 11, v0
	s_add_nc_u64 s[14:15], s[6:7], s[14:15]
	s_clause 0x7
	s_load_b32 s17, s[14:15], 0x0
	s_load_b32 s18, s[14:15], 0x10
	s_load_b32 s19, s[14:15], 0x20
	s_load_b32 s20, s[14:15], 0x30
	s_load_b32 s21, s[14:15], 0x40
	s_load_b32 s22, s[14:15], 0x50
	s_load_b32 s23, s[14:15], 0x60
	s_load_b32 s24, s[14:15], 0x70
	ds_load_2addr_stride64_b32 v[16:17], v22 offset1:1
	ds_load_2addr_stride64_b32 v[18:19], v22 offset0:2 offset1:3
	ds_load_2addr_stride64_b32 v[20:21], v22 offset0:4 offset1:5
	ds_load_2addr_stride64_b32 v[22:23], v22 offset0:6 offset1:7
	; sched_barrier mask(0x00000000)
	s_wait_xcnt 0x0
	s_add_co_i32 s14, s8, 16
	s_wait_dscnt 0x3
	v_dual_mul_f32 v16, v15, v16 :: v_dual_mul_f32 v17, v15, v17
	s_ashr_i32 s15, s14, 31
	s_add_co_i32 s8, s8, 8
	s_mul_u64 s[14:15], s[14:15], s[0:1]
	s_wait_dscnt 0x2
	s_wait_kmcnt 0x0
	v_dual_fmac_f32 v14, s17, v16 :: v_dual_mul_f32 v16, v15, v18
	v_lshl_add_u64 v[24:25], s[14:15], 2, v[4:5]
	s_xor_b32 s14, s16, 1
	s_add_co_i32 s3, s3, 1
	v_lshl_or_b32 v38, s14, 11, v0
	v_dual_fmac_f32 v14, s18, v17 :: v_dual_mul_f32 v17, v15, v19
	v_add_nc_u64_e32 v[26:27], s[12:13], v[24:25]
	ds_store_2addr_stride64_b32 v38, v1, v6 offset1:1
	ds_store_2addr_stride64_b32 v38, v7, v8 offset0:2 offset1:3
	ds_store_2addr_stride64_b32 v38, v9, v11 offset0:4 offset1:5
	ds_store_2addr_stride64_b32 v38, v10, v12 offset0:6 offset1:7
	v_fmac_f32_e32 v14, s19, v16
	s_wait_dscnt 0x5
	v_mul_f32_e32 v16, v15, v20
	s_cmp_lt_i32 s8, s2
	v_add_nc_u64_e32 v[28:29], s[12:13], v[26:27]
	s_clause 0x2
	global_load_b32 v1, v[24:25], off
	global_load_b32 v6, v[26:27], off
	global_load_b32 v7, v[28:29], off
	v_fmac_f32_e32 v14, s20, v17
	v_add_nc_u64_e32 v[30:31], s[12:13], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v17, v15, v21 :: v_dual_fmac_f32 v14, s21, v16
	s_wait_dscnt 0x4
	v_mul_f32_e32 v16, v15, v22
	v_add_nc_u64_e32 v[32:33], s[12:13], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v14, s22, v17 :: v_dual_mul_f32 v17, v15, v23
	v_add_nc_u64_e32 v[34:35], s[12:13], v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v14, s23, v16
	v_fmac_f32_e32 v14, s24, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_nc_u64_e32 v[36:37], s[12:13], v[34:35]
	s_wait_xcnt 0x2
	v_add_nc_u64_e32 v[24:25], s[12:13], v[36:37]
	s_clause 0x4
	global_load_b32 v8, v[30:31], off
	global_load_b32 v9, v[32:33], off
	global_load_b32 v11, v[34:35], off
	global_load_b32 v10, v[36:37], off
	global_load_b32 v12, v[24:25], off
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	s_wait_loadcnt 0x7
	v_lshl_add_u64 v[0:1], v[2:3], 4, s[10:11]
	v_add_f32_e32 v2, v15, v14
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u64 v[0:1], s[4:5], 2, v[0:1]
	global_store_b32 v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_lds_prefetch
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 113
		.amdhsa_next_free_sgpr 25
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
	.size	gemm_lds_prefetch, .Lfunc_end0-gemm_lds_prefetch
                                        ; -- End function
	.set gemm_lds_prefetch.num_vgpr, 40
	.set gemm_lds_prefetch.num_agpr, 0
	.set gemm_lds_prefetch.numbered_sgpr, 25
	.set gemm_lds_prefetch.num_named_barrier, 0
	.set gemm_lds_prefetch.private_seg_size, 0
	.set gemm_lds_prefetch.uses_vcc, 0
	.set gemm_lds_prefetch.uses_flat_scratch, 0
	.set gemm_lds_prefetch.has_dyn_sized_stack, 0
	.set gemm_lds_prefetch.has_recursion, 0
	.set gemm_lds_prefetch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1048
; TotalNumSgprs: 25
; NumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 25
; NumVGPRsForWavesPerEU: 113
; NamedBarCnt: 0
; Occupancy: 8
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
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           gemm_lds_prefetch
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     25
    .sgpr_spill_count: 0
    .symbol:         gemm_lds_prefetch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
