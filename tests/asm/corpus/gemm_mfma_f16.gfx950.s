	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	gemm_f16_mfma16         ; -- Begin function gemm_f16_mfma16
	.globl	gemm_f16_mfma16
	.p2align	8
	.type	gemm_f16_mfma16,@function
gemm_f16_mfma16:                        ; @gemm_f16_mfma16
; %bb.0:
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx4 s[4:7], s[0:1], 0x1c
	s_lshl_b32 s18, s3, 6
	v_lshrrev_b32_e32 v20, 2, v0
	v_lshlrev_b32_e32 v2, 3, v0
	v_and_b32_e32 v10, 56, v2
	v_or_b32_e32 v2, s18, v20
	s_lshl_b32 s12, s2, 6
	s_waitcnt lgkmcnt(0)
	v_mad_i64_i32 v[4:5], s[2:3], s5, v2, 0
	v_lshlrev_b32_e32 v6, 4, v0
	v_lshl_add_u64 v[2:3], v[4:5], 1, s[8:9]
	v_mov_b32_e32 v7, 0
	v_and_b32_e32 v6, 48, v6
	v_lshrrev_b32_e32 v1, 3, v0
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[6:7]
	global_load_dwordx4 v[12:15], v[2:3], off
	v_mad_i64_i32 v[2:3], s[2:3], s4, v1, 0
	s_ashr_i32 s13, s12, 31
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[10:11]
	v_lshl_add_u64 v[2:3], s[12:13], 1, v[2:3]
	v_lshlrev_b32_e32 v8, 1, v10
	v_mov_b32_e32 v9, v7
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[8:9]
	global_load_dwordx4 v[16:19], v[2:3], off
	s_movk_i32 s2, 0x50
	v_mul_u32_u24_e32 v3, 0x50, v10
	s_ashr_i32 s3, s4, 31
	v_lshrrev_b32_e32 v2, 1, v0
	v_mad_u32_u24 v24, v20, s2, v6
	v_lshl_or_b32 v6, v1, 1, v3
	s_mov_b32 s2, s4
	s_cmp_gt_i32 s5, 0
	v_and_b32_e32 v21, 15, v0
	s_waitcnt vmcnt(1)
	ds_write_b128 v24, v[12:15]
	s_waitcnt vmcnt(0)
	ds_write_b16 v6, v16 offset:10240
	ds_write_b16_d16_hi v6, v16 offset:10320
	ds_write_b16 v6, v17 offset:10400
	ds_write_b16_d16_hi v6, v17 offset:10480
	ds_write_b16 v6, v18 offset:10560
	ds_write_b16_d16_hi v6, v18 offset:10640
	ds_write_b16 v6, v19 offset:10720
	ds_write_b16_d16_hi v6, v19 offset:10800
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	s_mov_b64 s[16:17], 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[16:17], -1
.LBB0_3:                                ; %Flow88
	s_load_dwordx2 s[14:15], s[0:1], 0x10
	v_and_b32_e32 v23, 32, v20
	v_and_b32_e32 v22, 32, v2
	s_andn2_b64 vcc, exec, s[16:17]
	v_mov_b32_e32 v3, 0
	s_cbranch_vccnz .LBB0_10
; %bb.4:
	v_add_u32_e32 v25, 0x2800, v6
	s_movk_i32 s1, 0x50
	v_mul_u32_u24_e32 v6, 0x50, v21
	v_and_b32_e32 v2, 24, v2
	s_movk_i32 s0, 0x2800
	v_mad_u32_u24 v7, v22, s1, v6
	v_mul_u32_u24_e32 v8, 0x50, v23
	v_lshlrev_b32_e32 v2, 1, v2
	v_add3_u32 v26, v8, v6, v2
	v_add3_u32 v27, v7, v2, s0
	v_and_b32_e32 v2, 3, v0
	v_lshlrev_b32_e32 v2, 4, v2
	v_lshl_add_u64 v[4:5], v[4:5], 1, v[2:3]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[4:5]
	v_or_b32_e32 v1, 32, v1
	v_lshl_add_u64 v[16:17], v[4:5], 0, 64
	v_mad_i64_i32 v[4:5], s[0:1], v1, s2, 0
	v_and_b32_e32 v0, 7, v0
	s_lshl_b64 s[0:1], s[12:13], 1
	v_lshlrev_b32_e32 v2, 4, v0
	s_add_u32 s0, s10, s0
	v_lshl_add_u64 v[0:1], v[4:5], 1, v[2:3]
	s_addc_u32 s1, s11, s1
	s_mov_b32 s4, 32
	v_lshl_add_u64 v[18:19], s[0:1], 0, v[0:1]
	s_lshl_b64 s[8:9], s[2:3], 6
	s_mov_b32 s13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
                                        ; implicit-def: $vgpr28_vgpr29_vgpr30_vgpr31
                                        ; implicit-def: $vgpr32_vgpr33_vgpr34_vgpr35
	s_branch .LBB0_6
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=1
	v_lshl_add_u64 v[16:17], v[16:17], 0, 64
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[8:9]
	s_add_i32 s4, s4, 32
	s_mov_b64 vcc, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_vccnz .LBB0_11
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	s_cmp_lt_i32 s4, s5
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_ge_i32 s4, s5
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[0:1], exec, s[0:1]
	s_mov_b64 vcc, s[0:1]
	s_cbranch_vccnz .LBB0_8
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	global_load_dwordx4 v[32:35], v[16:17], off
	global_load_dwordx4 v[28:31], v[18:19], off
.LBB0_8:                                ;   in Loop: Header=BB0_6 Depth=1
	s_setprio 1
	s_mul_i32 s16, s13, 0x1400
	v_add_u32_e32 v36, s16, v26
	ds_read_b128 v[38:41], v36
	v_add_u32_e32 v37, s16, v27
	ds_read_b128 v[42:45], v37
	ds_read_b128 v[46:49], v37 offset:1280
	ds_read_b128 v[50:53], v36 offset:1280
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[4:7], v[50:53], v[42:45], v[4:7]
	v_mfma_f32_16x16x32_f16 v[12:15], v[38:41], v[42:45], v[12:15]
	v_mfma_f32_16x16x32_f16 v[8:11], v[38:41], v[46:49], v[8:11]
	v_mfma_f32_16x16x32_f16 v[0:3], v[50:53], v[46:49], v[0:3]
	s_setprio 0
	s_andn2_b64 vcc, exec, s[10:11]
	s_xor_b32 s13, s13, 1
	s_cbranch_vccnz .LBB0_5
; %bb.9:                                ;   in Loop: Header=BB0_6 Depth=1
	s_mul_i32 s10, s13, 0x1400
	v_add_u32_e32 v36, s10, v24
	s_waitcnt vmcnt(1)
	ds_write_b128 v36, v[32:35]
	v_add_u32_e32 v36, s10, v25
	s_waitcnt vmcnt(0)
	ds_write_b16 v36, v28
	ds_write_b16_d16_hi v36, v28 offset:80
	ds_write_b16 v36, v29 offset:160
	ds_write_b16_d16_hi v36, v29 offset:240
	ds_write_b16 v36, v30 offset:320
	ds_write_b16_d16_hi v36, v30 offset:400
	ds_write_b16 v36, v31 offset:480
	ds_write_b16_d16_hi v36, v31 offset:560
	s_branch .LBB0_5
.LBB0_10:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
.LBB0_11:                               ; %Flow89
	v_add_u32_e32 v16, s18, v23
	v_and_or_b32 v24, v20, 12, v16
	v_or3_b32 v16, v21, v22, s12
	v_ashrrev_i32_e32 v17, 31, v16
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[14:15]
	v_mad_i64_i32 v[18:19], s[0:1], v24, s2, 0
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[16:17]
	global_load_dword v22, v[18:19], off
	s_lshl_b64 s[0:1], s[2:3], 2
	v_lshl_add_u64 v[20:21], v[18:19], 0, s[0:1]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v22, s7, v22
	v_fmac_f32_e32 v22, s6, v12
	global_store_dword v[18:19], v22, off
	global_load_dword v12, v[20:21], off
	v_lshl_add_u64 v[22:23], v[20:21], 0, s[0:1]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v12, s7, v12
	v_fmac_f32_e32 v12, s6, v13
	global_store_dword v[20:21], v12, off
	global_load_dword v25, v[22:23], off
	v_lshl_add_u64 v[12:13], v[22:23], 0, s[0:1]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v25, s7, v25
	v_fmac_f32_e32 v25, s6, v14
	global_store_dword v[22:23], v25, off
	global_load_dword v14, v[12:13], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v14, s7, v14
	v_fmac_f32_e32 v14, s6, v15
	global_store_dword v[12:13], v14, off
	global_load_dword v14, v[18:19], off offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v14, s7, v14
	v_fmac_f32_e32 v14, s6, v8
	global_store_dword v[18:19], v14, off offset:64
	global_load_dword v8, v[20:21], off offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v8, s7, v8
	v_fmac_f32_e32 v8, s6, v9
	global_store_dword v[20:21], v8, off offset:64
	global_load_dword v8, v[22:23], off offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v8, s7, v8
	v_fmac_f32_e32 v8, s6, v10
	global_store_dword v[22:23], v8, off offset:64
	global_load_dword v10, v[12:13], off offset:64
	v_or_b32_e32 v8, 16, v24
	v_mad_i64_i32 v[8:9], s[2:3], v8, s2, 0
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[16:17]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v10, s7, v10
	v_fmac_f32_e32 v10, s6, v11
	global_store_dword v[12:13], v10, off offset:64
	global_load_dword v12, v[8:9], off
	v_lshl_add_u64 v[10:11], v[8:9], 0, s[0:1]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v12, s7, v12
	v_fmac_f32_e32 v12, s6, v4
	global_store_dword v[8:9], v12, off
	global_load_dword v4, v[10:11], off
	v_lshl_add_u64 v[12:13], v[10:11], 0, s[0:1]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v4, s7, v4
	v_fmac_f32_e32 v4, s6, v5
	global_store_dword v[10:11], v4, off
	global_load_dword v4, v[12:13], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v4, s7, v4
	v_fmac_f32_e32 v4, s6, v6
	global_store_dword v[12:13], v4, off
	v_lshl_add_u64 v[4:5], v[12:13], 0, s[0:1]
	global_load_dword v6, v[4:5], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s7, v6
	v_fmac_f32_e32 v6, s6, v7
	global_store_dword v[4:5], v6, off
	global_load_dword v6, v[8:9], off offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s7, v6
	v_fmac_f32_e32 v6, s6, v0
	global_store_dword v[8:9], v6, off offset:64
	global_load_dword v0, v[10:11], off offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, s7, v0
	v_fmac_f32_e32 v0, s6, v1
	global_store_dword v[10:11], v0, off offset:64
	global_load_dword v0, v[12:13], off offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, s7, v0
	v_fmac_f32_e32 v0, s6, v2
	global_store_dword v[12:13], v0, off offset:64
	global_load_dword v0, v[4:5], off offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, s7, v0
	v_fmac_f32_e32 v0, s6, v3
	global_store_dword v[4:5], v0, off offset:64
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_f16_mfma16
		.amdhsa_group_segment_fixed_size 20480
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
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
		.amdhsa_next_free_vgpr 54
		.amdhsa_next_free_sgpr 19
		.amdhsa_accum_offset 56
		.amdhsa_reserve_vcc 1
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
	.size	gemm_f16_mfma16, .Lfunc_end0-gemm_f16_mfma16
                                        ; -- End function
	.set gemm_f16_mfma16.num_vgpr, 54
	.set gemm_f16_mfma16.num_agpr, 0
	.set gemm_f16_mfma16.numbered_sgpr, 19
	.set gemm_f16_mfma16.num_named_barrier, 0
	.set gemm_f16_mfma16.private_seg_size, 0
	.set gemm_f16_mfma16.uses_vcc, 1
	.set gemm_f16_mfma16.uses_flat_scratch, 0
	.set gemm_f16_mfma16.has_dyn_sized_stack, 0
	.set gemm_f16_mfma16.has_recursion, 0
	.set gemm_f16_mfma16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1468
; TotalNumSgprs: 25
; NumVgprs: 54
; NumAgprs: 0
; TotalNumVgprs: 54
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 20480 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 25
; NumVGPRsForWavesPerEU: 54
; AccumOffset: 56
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 13
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	gemm_f16_mfma32         ; -- Begin function gemm_f16_mfma32
	.globl	gemm_f16_mfma32
	.p2align	8
	.type	gemm_f16_mfma32,@function
gemm_f16_mfma32:                        ; @gemm_f16_mfma32
; %bb.0:
	s_load_dwordx2 s[4:5], s[0:1], 0x18
	v_lshrrev_b32_e32 v1, 2, v0
	v_lshrrev_b32_e32 v2, 1, v0
	v_lshrrev_b32_e32 v24, 3, v0
	v_and_b32_e32 v25, 31, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s5, 3
	s_cbranch_scc1 .LBB1_2
; %bb.1:
	s_mov_b64 s[8:9], 0
	s_branch .LBB1_3
.LBB1_2:
	s_mov_b64 s[8:9], -1
.LBB1_3:                                ; %Flow70
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	s_lshl_b32 s11, s3, 6
	s_lshl_b32 s10, s2, 6
	v_and_b32_e32 v27, 32, v1
	v_and_b32_e32 v26, 32, v2
	s_andn2_b64 vcc, exec, s[8:9]
	v_mov_b32_e32 v15, 0
	s_cbranch_vccnz .LBB1_6
; %bb.4:
	s_ashr_i32 s8, s5, 31
	s_lshr_b32 s8, s8, 30
	v_and_b32_e32 v2, 7, v0
	v_or_b32_e32 v0, 0x100, v0
	s_add_i32 s5, s5, s8
	v_lshlrev_b32_e32 v14, 3, v2
	s_movk_i32 s8, 0x48
	v_mul_u32_u24_e32 v3, 0x48, v25
	v_lshrrev_b32_e32 v0, 3, v0
	s_ashr_i32 s5, s5, 2
	v_mul_u32_u24_e32 v2, 0x48, v27
	v_mad_u32_u24 v4, v26, s8, v3
	v_and_b32_e32 v1, 8, v1
	v_mad_u32_u24 v29, v24, s8, v14
	v_add_u32_e32 v9, s11, v0
	v_mad_u32_u24 v30, v0, s8, v14
	v_add_u32_e32 v0, s10, v0
	s_movk_i32 s8, 0x1200
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_add3_u32 v28, v2, v3, v1
	v_ashrrev_i32_e32 v3, 31, v0
	v_add3_u32 v31, v4, v1, s8
	v_mad_u64_u32 v[0:1], s[8:9], v0, s5, 0
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[8:9], v3, s5, v[2:3]
	v_mov_b32_e32 v1, v2
	v_add_u32_e32 v7, s10, v24
	v_lshl_add_u64 v[0:1], v[0:1], 3, v[14:15]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[16:17], s[2:3], 0, v[0:1]
	v_mad_u64_u32 v[0:1], s[8:9], v7, s5, 0
	v_ashrrev_i32_e32 v8, 31, v7
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[8:9], v8, s5, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshl_add_u64 v[0:1], v[0:1], 3, v[14:15]
	v_lshl_add_u64 v[18:19], s[2:3], 0, v[0:1]
	v_mad_u64_u32 v[0:1], s[2:3], v9, s5, 0
	v_ashrrev_i32_e32 v10, 31, v9
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[2:3], v10, s5, v[2:3]
	v_mov_b32_e32 v1, v2
	v_add_u32_e32 v5, s11, v24
	v_lshl_add_u64 v[0:1], v[0:1], 3, v[14:15]
	v_lshl_add_u64 v[20:21], s[0:1], 0, v[0:1]
	v_mad_u64_u32 v[0:1], s[2:3], v5, s5, 0
	v_ashrrev_i32_e32 v6, 31, v5
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[2:3], v6, s5, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshl_add_u64 v[0:1], v[0:1], 3, v[14:15]
	v_lshl_add_u64 v[22:23], s[0:1], 0, v[0:1]
	s_mov_b32 s0, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
.LBB1_5:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[32:33], v[22:23], off
	global_load_dwordx2 v[34:35], v[18:19], off
	global_load_dwordx2 v[36:37], v[20:21], off
	global_load_dwordx2 v[38:39], v[16:17], off
	s_add_i32 s0, s0, 8
	v_lshl_add_u64 v[16:17], v[16:17], 0, 64
	v_lshl_add_u64 v[18:19], v[18:19], 0, 64
	v_lshl_add_u64 v[20:21], v[20:21], 0, 64
	v_lshl_add_u64 v[22:23], v[22:23], 0, 64
	s_cmp_lt_i32 s0, s5
	s_waitcnt vmcnt(2)
	ds_write2st64_b64 v29, v[32:33], v[34:35] offset1:9
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v30, v[36:37], v[38:39] offset1:9
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[32:35], v28 offset1:2
	ds_read2_b64 v[36:39], v31 offset1:2
	ds_read2_b64 v[40:43], v28 offset0:4 offset1:6
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[0:15], v[32:33], v[36:37], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[38:39], v[0:15]
	ds_read2_b64 v[32:35], v31 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[40:41], v[32:33], v[0:15]
	s_barrier
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[34:35], v[0:15]
	s_cbranch_scc1 .LBB1_5
	s_branch .LBB1_7
.LBB1_6:
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
.LBB1_7:
	v_add_u32_e32 v16, s11, v27
	v_and_or_b32 v20, v24, 4, v16
	v_or3_b32 v16, s10, v25, v26
	v_ashrrev_i32_e32 v17, 31, v16
	s_ashr_i32 s5, s4, 31
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[6:7]
	v_mad_i64_i32 v[18:19], s[0:1], v20, s4, 0
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[16:17]
	s_lshl_b64 s[0:1], s[4:5], 2
	global_store_dword v[18:19], v0, off
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[0:1]
	global_store_dword v[18:19], v1, off
	v_lshl_add_u64 v[0:1], v[18:19], 0, s[0:1]
	global_store_dword v[0:1], v2, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v3, off
	v_or_b32_e32 v0, 8, v20
	v_mad_i64_i32 v[0:1], s[2:3], v0, s4, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	global_store_dword v[0:1], v4, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v5, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v6, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v7, off
	v_or_b32_e32 v0, 16, v20
	v_mad_i64_i32 v[0:1], s[2:3], v0, s4, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	global_store_dword v[0:1], v8, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v9, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v10, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v11, off
	v_or_b32_e32 v0, 24, v20
	v_mad_i64_i32 v[0:1], s[2:3], v0, s4, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	global_store_dword v[0:1], v12, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v13, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v14, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dword v[0:1], v15, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_f16_mfma32
		.amdhsa_group_segment_fixed_size 9216
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 44
		.amdhsa_reserve_vcc 1
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
.Lfunc_end1:
	.size	gemm_f16_mfma32, .Lfunc_end1-gemm_f16_mfma32
                                        ; -- End function
	.set gemm_f16_mfma32.num_vgpr, 44
	.set gemm_f16_mfma32.num_agpr, 0
	.set gemm_f16_mfma32.numbered_sgpr, 12
	.set gemm_f16_mfma32.num_named_barrier, 0
	.set gemm_f16_mfma32.private_seg_size, 0
	.set gemm_f16_mfma32.uses_vcc, 1
	.set gemm_f16_mfma32.uses_flat_scratch, 0
	.set gemm_f16_mfma32.has_dyn_sized_stack, 0
	.set gemm_f16_mfma32.has_recursion, 0
	.set gemm_f16_mfma32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1056
; TotalNumSgprs: 18
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 9216 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
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
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
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
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 20480
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           gemm_f16_mfma16
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     25
    .sgpr_spill_count: 0
    .symbol:         gemm_f16_mfma16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     54
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'v4h*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'v4h*'
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
    .group_segment_fixed_size: 9216
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           gemm_f16_mfma32
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         gemm_f16_mfma32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
