	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	gemm_lds_prefetch       ; -- Begin function gemm_lds_prefetch
	.globl	gemm_lds_prefetch
	.p2align	8
	.type	gemm_lds_prefetch,@function
gemm_lds_prefetch:                      ; @gemm_lds_prefetch
; %bb.0:
	s_load_dwordx2 s[14:15], s[0:1], 0x20
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_or_b32 v2, s2, 6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[14:15], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s1, s15, 31
	s_mov_b32 s0, s15
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[14:15]
	s_lshl_b64 s[4:5], s[0:1], 3
	v_lshl_add_u64 v[8:9], v[4:5], 0, s[4:5]
	v_mad_i64_i32 v[10:11], s[16:17], s15, 12, v[4:5]
	v_lshl_add_u64 v[12:13], v[8:9], 0, s[4:5]
	v_lshl_add_u64 v[16:17], v[10:11], 0, s[4:5]
	s_mov_b32 s12, s3
	s_lshl_b64 s[2:3], s[0:1], 2
	v_lshl_add_u64 v[18:19], v[12:13], 0, s[4:5]
	v_lshl_add_u64 v[20:21], v[16:17], 0, s[4:5]
	v_lshl_add_u64 v[6:7], v[4:5], 0, s[2:3]
	global_load_dword v32, v[4:5], off
	global_load_dword v33, v[6:7], off
	global_load_dword v34, v[8:9], off
	global_load_dword v35, v[10:11], off
	global_load_dword v36, v[12:13], off
	global_load_dword v37, v[16:17], off
	global_load_dword v38, v[18:19], off
	global_load_dword v39, v[20:21], off
	v_lshl_add_u64 v[16:17], v[18:19], 0, s[4:5]
	v_lshl_add_u64 v[18:19], v[20:21], 0, s[4:5]
	v_lshl_add_u64 v[20:21], v[16:17], 0, s[4:5]
	v_lshl_add_u64 v[22:23], v[18:19], 0, s[4:5]
	v_lshl_add_u64 v[24:25], v[20:21], 0, s[4:5]
	v_lshl_add_u64 v[26:27], v[22:23], 0, s[4:5]
	v_lshl_add_u64 v[28:29], v[24:25], 0, s[4:5]
	v_lshl_add_u64 v[30:31], v[26:27], 0, s[4:5]
	global_load_dword v1, v[16:17], off
	global_load_dword v6, v[18:19], off
	global_load_dword v7, v[20:21], off
	global_load_dword v8, v[22:23], off
	global_load_dword v10, v[24:25], off
	global_load_dword v11, v[26:27], off
	global_load_dword v12, v[28:29], off
	global_load_dword v13, v[30:31], off
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(14)
	ds_write2st64_b32 v0, v32, v33 offset1:1
	s_waitcnt vmcnt(12)
	ds_write2st64_b32 v0, v34, v35 offset0:2 offset1:3
	s_waitcnt vmcnt(10)
	ds_write2st64_b32 v0, v36, v37 offset0:4 offset1:5
	s_waitcnt vmcnt(8)
	ds_write2st64_b32 v0, v38, v39 offset0:6 offset1:7
	; sched_barrier mask(0x00000000)
	v_lshl_add_u64 v[14:15], s[8:9], 0, v[14:15]
	global_load_dword v9, v[14:15], off
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[8:9], s[12:13], 2
	s_mov_b32 s5, 0
	s_add_u32 s1, s6, s8
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	s_mov_b32 s4, s5
	s_addc_u32 s6, s7, s9
	s_mov_b32 s7, s5
	s_waitcnt lgkmcnt(0)
	; wave barrier
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_fma_f32 v16, v9, v9, v15
	v_fma_f32 v16, v16, v16, v15
	v_fma_f32 v16, v16, v16, v15
	v_fma_f32 v16, v16, v16, v15
	v_fma_f32 v16, v16, v16, v15
	v_fmac_f32_e32 v15, v16, v16
	s_and_b32 s15, s7, 1
	; sched_barrier mask(0x00000000)
	s_lshl_b64 s[8:9], s[4:5], 4
	s_add_u32 s8, s1, s8
	s_addc_u32 s9, s6, s9
	s_load_dword s16, s[8:9], 0x0
	s_load_dword s17, s[8:9], 0x10
	s_load_dword s18, s[8:9], 0x20
	s_load_dword s19, s[8:9], 0x30
	s_load_dword s20, s[8:9], 0x40
	s_load_dword s21, s[8:9], 0x50
	s_load_dword s22, s[8:9], 0x60
	s_load_dword s23, s[8:9], 0x70
	v_lshl_or_b32 v22, s15, 11, v0
	ds_read2st64_b32 v[16:17], v22 offset1:1
	ds_read2st64_b32 v[18:19], v22 offset0:2 offset1:3
	ds_read2st64_b32 v[20:21], v22 offset0:4 offset1:5
	ds_read2st64_b32 v[22:23], v22 offset0:6 offset1:7
	; sched_barrier mask(0x00000000)
	s_xor_b32 s8, s15, 1
	s_add_i32 s15, s4, 16
	v_lshl_or_b32 v24, s8, 11, v0
	s_mul_hi_i32 s9, s15, s0
	s_mul_i32 s8, s15, s0
	ds_write2st64_b32 v24, v1, v6 offset1:1
	ds_write2st64_b32 v24, v7, v8 offset0:2 offset1:3
	ds_write2st64_b32 v24, v10, v11 offset0:4 offset1:5
	ds_write2st64_b32 v24, v12, v13 offset0:6 offset1:7
	v_lshl_add_u64 v[10:11], s[8:9], 2, v[4:5]
	v_lshl_add_u64 v[12:13], v[10:11], 0, s[2:3]
	global_load_dword v1, v[10:11], off
	global_load_dword v6, v[12:13], off
	v_lshl_add_u64 v[10:11], v[12:13], 0, s[2:3]
	v_lshl_add_u64 v[12:13], v[10:11], 0, s[2:3]
	global_load_dword v7, v[10:11], off
	global_load_dword v8, v[12:13], off
	v_lshl_add_u64 v[12:13], v[12:13], 0, s[2:3]
	v_lshl_add_u64 v[24:25], v[12:13], 0, s[2:3]
	global_load_dword v10, v[12:13], off
	global_load_dword v11, v[24:25], off
	v_lshl_add_u64 v[24:25], v[24:25], 0, s[2:3]
	v_lshl_add_u64 v[26:27], v[24:25], 0, s[2:3]
	global_load_dword v12, v[24:25], off
	global_load_dword v13, v[26:27], off
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v16, v15, v16
	v_mul_f32_e32 v17, v15, v17
	v_fmac_f32_e32 v14, s16, v16
	v_mul_f32_e32 v18, v15, v18
	v_fmac_f32_e32 v14, s17, v17
	v_mul_f32_e32 v19, v15, v19
	v_fmac_f32_e32 v14, s18, v18
	v_mul_f32_e32 v20, v15, v20
	v_fmac_f32_e32 v14, s19, v19
	v_mul_f32_e32 v21, v15, v21
	v_fmac_f32_e32 v14, s20, v20
	v_mul_f32_e32 v22, v15, v22
	v_fmac_f32_e32 v14, s21, v21
	v_mul_f32_e32 v23, v15, v23
	s_add_i32 s7, s7, 1
	s_add_i32 s4, s4, 8
	v_fmac_f32_e32 v14, s22, v22
	s_cmp_lt_i32 s4, s14
	v_fmac_f32_e32 v14, s23, v23
	; wave barrier
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	s_waitcnt vmcnt(7)
	v_lshl_add_u64 v[0:1], v[2:3], 4, s[10:11]
	v_add_f32_e32 v4, v15, v14
	v_lshl_add_u64 v[0:1], s[12:13], 2, v[0:1]
	global_store_dword v[0:1], v4, off
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 40
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.set gemm_lds_prefetch.numbered_sgpr, 24
	.set gemm_lds_prefetch.num_named_barrier, 0
	.set gemm_lds_prefetch.private_seg_size, 0
	.set gemm_lds_prefetch.uses_vcc, 0
	.set gemm_lds_prefetch.uses_flat_scratch, 0
	.set gemm_lds_prefetch.has_dyn_sized_stack, 0
	.set gemm_lds_prefetch.has_recursion, 0
	.set gemm_lds_prefetch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 896
; TotalNumSgprs: 30
; NumVgprs: 40
; NumAgprs: 0
; TotalNumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 40
; AccumOffset: 40
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         gemm_lds_prefetch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
