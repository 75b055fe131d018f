	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.amdhsa_code_object_version 6
	.text
	.protected	gemm_f16_mfma16         ; -- Begin function gemm_f16_mfma16
	.globl	gemm_f16_mfma16
	.p2align	8
	.type	gemm_f16_mfma16,@function
gemm_f16_mfma16:                        ; @gemm_f16_mfma16
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx4 s[8:11], s[4:5], 0x1c
	s_lshl_b32 s18, s7, 6
	v_lshrrev_b32_e32 v4, 2, v0
	v_or_b32_e32 v1, s18, v4
	v_lshlrev_b32_e32 v5, 3, v0
	s_waitcnt lgkmcnt(0)
	v_mad_i64_i32 v[1:2], s[12:13], s9, v1, 0
	v_and_b32_e32 v11, 56, v5
	v_mov_b32_e32 v5, s1
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	v_lshrrev_b32_e32 v3, 3, v0
	v_add_co_u32_e32 v7, vcc, s0, v1
	v_addc_co_u32_e32 v8, vcc, v5, v2, vcc
	v_lshlrev_b32_e32 v5, 4, v0
	v_and_b32_e32 v12, 48, v5
	v_mad_i64_i32 v[5:6], s[12:13], s8, v3, 0
	v_add_co_u32_e32 v7, vcc, v7, v12
	v_lshlrev_b64 v[5:6], 1, v[5:6]
	s_lshl_b32 s6, s6, 6
	v_addc_co_u32_e32 v8, vcc, 0, v8, vcc
	s_ashr_i32 s7, s6, 31
	v_mov_b32_e32 v13, s3
	v_add_co_u32_e32 v5, vcc, s2, v5
	v_addc_co_u32_e32 v6, vcc, v13, v6, vcc
	s_lshl_b64 s[14:15], s[6:7], 1
	v_mov_b32_e32 v13, s15
	v_add_co_u32_e32 v5, vcc, s14, v5
	v_addc_co_u32_e32 v6, vcc, v6, v13, vcc
	v_lshlrev_b32_e32 v13, 1, v11
	v_add_co_u32_e32 v5, vcc, v5, v13
	v_addc_co_u32_e32 v6, vcc, 0, v6, vcc
	global_load_dwordx4 v[7:10], v[7:8], off
	v_accvgpr_write_b32 a0, 0
	global_load_dwordx4 v[17:20], v[5:6], off
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a15, 0
	s_movk_i32 s7, 0x50
	v_mul_u32_u24_e32 v5, 0x50, v11
	s_ashr_i32 s13, s8, 31
	v_lshrrev_b32_e32 v6, 1, v0
	v_and_b32_e32 v13, 12, v4
	v_mad_u32_u24 v16, v4, s7, v12
	v_lshl_or_b32 v5, v3, 1, v5
	s_mov_b32 s12, s8
	s_cmp_gt_i32 s9, 0
	v_and_b32_e32 v15, 15, v0
	s_waitcnt vmcnt(1)
	ds_write_b128 v16, v[7:10]
	s_waitcnt vmcnt(0)
	ds_write_b16 v5, v17 offset:10240
	ds_write_b16_d16_hi v5, v17 offset:10320
	ds_write_b16 v5, v18 offset:10400
	ds_write_b16_d16_hi v5, v18 offset:10480
	ds_write_b16 v5, v19 offset:10560
	ds_write_b16_d16_hi v5, v19 offset:10640
	ds_write_b16 v5, v20 offset:10720
	ds_write_b16_d16_hi v5, v20 offset:10800
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	v_and_b32_e32 v11, 12, v4
	v_and_b32_e32 v17, 15, v0
	s_mov_b64 s[16:17], 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[16:17], -1
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr17
.LBB0_3:                                ; %Flow90
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	v_and_b32_e32 v12, 32, v4
	s_andn2_b64 vcc, exec, s[16:17]
	v_and_b32_e32 v14, 32, v6
	s_cbranch_vccnz .LBB0_11
; %bb.4:
	s_movk_i32 s8, 0x50
	v_mul_u32_u24_e32 v4, 0x50, v15
	v_mul_u32_u24_e32 v6, 0x50, v12
	v_lshlrev_b32_e32 v7, 1, v13
	v_add_u32_e32 v17, 0x2800, v5
	v_mad_u32_u24 v5, v14, s8, v4
	v_add3_u32 v18, v6, v4, v7
	v_and_b32_e32 v4, 3, v0
	v_lshlrev_b32_e32 v4, 4, v4
	v_add_co_u32_e32 v1, vcc, v1, v4
	s_movk_i32 s7, 0x2800
	v_addc_co_u32_e32 v2, vcc, 0, v2, vcc
	v_add3_u32 v19, v5, v7, s7
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v5, vcc, s0, v1
	v_or_b32_e32 v1, 32, v3
	v_addc_co_u32_e32 v4, vcc, v4, v2, vcc
	v_mad_i64_i32 v[1:2], s[0:1], v1, s12, 0
	v_add_co_u32_e32 v8, vcc, 64, v5
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	v_and_b32_e32 v0, 7, v0
	v_addc_co_u32_e32 v9, vcc, 0, v4, vcc
	v_lshlrev_b32_e32 v0, 4, v0
	v_add_co_u32_e32 v0, vcc, v1, v0
	s_add_u32 s0, s2, s14
	v_addc_co_u32_e32 v1, vcc, 0, v2, vcc
	s_addc_u32 s1, s3, s15
	v_accvgpr_write_b32 a15, 0
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v10, vcc, s0, v0
	s_mov_b32 s7, 32
	v_addc_co_u32_e32 v11, vcc, v2, v1, vcc
	s_lshl_b64 s[2:3], s[12:13], 6
	s_mov_b32 s8, 0
                                        ; implicit-def: $vgpr0_vgpr1_vgpr2_vgpr3
                                        ; implicit-def: $vgpr4_vgpr5_vgpr6_vgpr7
	s_branch .LBB0_6
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=1
	v_add_co_u32_e32 v8, vcc, 64, v8
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v10, vcc, s2, v10
	v_addc_co_u32_e32 v11, vcc, v11, v20, vcc
	s_add_i32 s7, s7, 32
	s_mov_b64 vcc, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_vccnz .LBB0_10
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	s_cmp_lt_i32 s7, s9
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_ge_i32 s7, s9
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[0:1], exec, s[0:1]
	s_mov_b64 vcc, s[0:1]
	s_cbranch_vccnz .LBB0_8
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	global_load_dwordx4 v[4:7], v[8:9], off
	global_load_dwordx4 v[0:3], v[10:11], off
.LBB0_8:                                ;   in Loop: Header=BB0_6 Depth=1
	s_setprio 1
	s_mul_i32 s16, s8, 0x1400
	v_add_u32_e32 v32, s16, v18
	ds_read2_b64 v[20:23], v32 offset1:4
	ds_read2_b64 v[32:35], v32 offset0:160 offset1:164
	v_add_u32_e32 v28, s16, v19
	ds_read2_b64 v[24:27], v28 offset1:4
	ds_read2_b64 v[28:31], v28 offset0:160 offset1:164
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 a[0:3], v[20:21], v[24:25], a[0:3]
	v_mfma_f32_16x16x16f16 a[4:7], v[20:21], v[28:29], a[4:7]
	v_mfma_f32_16x16x16f16 a[8:11], v[32:33], v[24:25], a[8:11]
	v_mfma_f32_16x16x16f16 a[12:15], v[32:33], v[28:29], a[12:15]
	v_mfma_f32_16x16x16f16 a[0:3], v[22:23], v[26:27], a[0:3]
	v_mfma_f32_16x16x16f16 a[4:7], v[22:23], v[30:31], a[4:7]
	v_mfma_f32_16x16x16f16 a[8:11], v[34:35], v[26:27], a[8:11]
	v_mfma_f32_16x16x16f16 a[12:15], v[34:35], v[30:31], a[12:15]
	s_setprio 0
	s_andn2_b64 vcc, exec, s[14:15]
	s_xor_b32 s8, s8, 1
	s_cbranch_vccnz .LBB0_5
; %bb.9:                                ;   in Loop: Header=BB0_6 Depth=1
	s_mul_i32 s14, s8, 0x1400
	v_add_u32_e32 v20, s14, v16
	s_waitcnt vmcnt(1)
	ds_write_b128 v20, v[4:7]
	v_add_u32_e32 v20, s14, v17
	s_waitcnt vmcnt(0)
	ds_write_b16 v20, v0
	ds_write_b16_d16_hi v20, v0 offset:80
	ds_write_b16 v20, v1 offset:160
	ds_write_b16_d16_hi v20, v1 offset:240
	ds_write_b16 v20, v2 offset:320
	ds_write_b16_d16_hi v20, v2 offset:400
	ds_write_b16 v20, v3 offset:480
	ds_write_b16_d16_hi v20, v3 offset:560
	s_branch .LBB0_5
.LBB0_10:                               ; %Flow
	v_mov_b32_e32 v11, v13
	v_mov_b32_e32 v17, v15
.LBB0_11:                               ; %Flow91
	v_add_u32_e32 v12, s18, v12
	v_or_b32_e32 v24, v12, v11
	v_or3_b32 v11, v17, v14, s6
	v_ashrrev_i32_e32 v12, 31, v11
	v_mad_i64_i32 v[20:21], s[0:1], v24, s12, 0
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v14, s5
	v_add_co_u32_e32 v25, vcc, s4, v11
	v_addc_co_u32_e32 v14, vcc, v14, v12, vcc
	v_lshlrev_b64 v[11:12], 2, v[20:21]
	v_accvgpr_read_b32 v19, a0
	v_add_co_u32_e32 v11, vcc, v25, v11
	v_addc_co_u32_e32 v12, vcc, v14, v12, vcc
	global_load_dword v17, v[11:12], off
	s_lshl_b64 s[0:1], s[12:13], 2
	v_mov_b32_e32 v26, s1
	v_add_co_u32_e32 v20, vcc, s0, v11
	v_addc_co_u32_e32 v21, vcc, v12, v26, vcc
	v_accvgpr_read_b32 v18, a1
	v_add_co_u32_e32 v22, vcc, s0, v20
	v_addc_co_u32_e32 v23, vcc, v21, v26, vcc
	v_accvgpr_read_b32 v16, a2
	v_accvgpr_read_b32 v15, a3
	v_accvgpr_read_b32 v13, a4
	v_accvgpr_read_b32 v10, a5
	v_accvgpr_read_b32 v9, a6
	v_accvgpr_read_b32 v8, a7
	v_accvgpr_read_b32 v7, a8
	v_accvgpr_read_b32 v6, a9
	v_accvgpr_read_b32 v5, a10
	v_accvgpr_read_b32 v4, a11
	v_accvgpr_read_b32 v3, a12
	v_accvgpr_read_b32 v2, a13
	v_accvgpr_read_b32 v1, a14
	v_accvgpr_read_b32 v0, a15
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v17, s11, v17
	v_fmac_f32_e32 v17, s10, v19
	global_store_dword v[11:12], v17, off
	global_load_dword v17, v[20:21], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v17, s11, v17
	v_fmac_f32_e32 v17, s10, v18
	global_store_dword v[20:21], v17, off
	global_load_dword v19, v[22:23], off
	v_add_co_u32_e32 v17, vcc, s0, v22
	v_addc_co_u32_e32 v18, vcc, v23, v26, vcc
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v19, s11, v19
	v_fmac_f32_e32 v19, s10, v16
	global_store_dword v[22:23], v19, off
	global_load_dword v16, v[17:18], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v16, s11, v16
	v_fmac_f32_e32 v16, s10, v15
	global_store_dword v[17:18], v16, off
	global_load_dword v15, v[11:12], off offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v15, s11, v15
	v_fmac_f32_e32 v15, s10, v13
	global_store_dword v[11:12], v15, off offset:64
	global_load_dword v11, v[20:21], off offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v11, s11, v11
	v_fmac_f32_e32 v11, s10, v10
	global_store_dword v[20:21], v11, off offset:64
	global_load_dword v10, v[22:23], off offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v10, s11, v10
	v_fmac_f32_e32 v10, s10, v9
	global_store_dword v[22:23], v10, off offset:64
	global_load_dword v11, v[17:18], off offset:64
	v_or_b32_e32 v9, 16, v24
	v_mad_i64_i32 v[9:10], s[2:3], v9, s12, 0
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	v_add_co_u32_e32 v9, vcc, v25, v9
	v_addc_co_u32_e32 v10, vcc, v14, v10, vcc
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v11, s11, v11
	v_fmac_f32_e32 v11, s10, v8
	global_store_dword v[17:18], v11, off offset:64
	global_load_dword v8, v[9:10], off
	v_add_co_u32_e32 v11, vcc, s0, v9
	v_addc_co_u32_e32 v12, vcc, v10, v26, vcc
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v8, s11, v8
	v_fmac_f32_e32 v8, s10, v7
	global_store_dword v[9:10], v8, off
	global_load_dword v13, v[11:12], off
	v_add_co_u32_e32 v7, vcc, s0, v11
	v_addc_co_u32_e32 v8, vcc, v12, v26, vcc
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v13, s11, v13
	v_fmac_f32_e32 v13, s10, v6
	global_store_dword v[11:12], v13, off
	global_load_dword v6, v[7:8], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s11, v6
	v_fmac_f32_e32 v6, s10, v5
	v_add_co_u32_e32 v5, vcc, s0, v7
	global_store_dword v[7:8], v6, off
	v_addc_co_u32_e32 v6, vcc, v8, v26, vcc
	global_load_dword v13, v[5:6], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v13, s11, v13
	v_fmac_f32_e32 v13, s10, v4
	global_store_dword v[5:6], v13, off
	global_load_dword v4, v[9:10], off offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v4, s11, v4
	v_fmac_f32_e32 v4, s10, v3
	global_store_dword v[9:10], v4, off offset:64
	global_load_dword v3, v[11:12], off offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, s11, v3
	v_fmac_f32_e32 v3, s10, v2
	global_store_dword v[11:12], v3, off offset:64
	global_load_dword v2, v[7:8], off offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s11, v2
	v_fmac_f32_e32 v2, s10, v1
	global_store_dword v[7:8], v2, off offset:64
	global_load_dword v1, v[5:6], off offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v1, s11, v1
	v_fmac_f32_e32 v1, s10, v0
	global_store_dword v[5:6], v1, off offset:64
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_f16_mfma16
		.amdhsa_group_segment_fixed_size 20480
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 65
		.amdhsa_next_free_sgpr 98
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.set gemm_f16_mfma16.num_vgpr, 36
	.set gemm_f16_mfma16.num_agpr, 16
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
; codeLenInByte = 1840
; TotalNumSgprs: 23
; NumVgprs: 36
; NumAgprs: 16
; TotalNumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 20480 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 65
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	gemm_f16_mfma32         ; -- Begin function gemm_f16_mfma32
	.globl	gemm_f16_mfma32
	.p2align	8
	.type	gemm_f16_mfma32,@function
gemm_f16_mfma32:                        ; @gemm_f16_mfma32
; %bb.0:
	s_load_dwordx2 s[8:9], s[4:5], 0x18
	v_lshrrev_b32_e32 v1, 2, v0
	v_lshrrev_b32_e32 v2, 1, v0
	v_lshrrev_b32_e32 v10, 3, v0
	v_and_b32_e32 v11, 31, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s9, 3
	s_cbranch_scc1 .LBB1_2
; %bb.1:
	v_lshrrev_b32_e32 v6, 3, v0
	v_and_b32_e32 v7, 31, v0
	s_mov_b64 s[0:1], 0
	s_branch .LBB1_3
.LBB1_2:
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
.LBB1_3:                                ; %Flow70
	s_load_dwordx2 s[10:11], s[4:5], 0x10
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a15, 0
	s_lshl_b32 s7, s7, 6
	s_lshl_b32 s6, s6, 6
	v_and_b32_e32 v9, 32, v1
	v_and_b32_e32 v8, 32, v2
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB1_7
; %bb.4:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_ashr_i32 s4, s9, 31
	s_lshr_b32 s4, s4, 30
	v_and_b32_e32 v2, 7, v0
	v_or_b32_e32 v0, 0x100, v0
	s_add_i32 s4, s9, s4
	v_lshlrev_b32_e32 v19, 3, v2
	v_mul_u32_u24_e32 v2, 0x48, v9
	v_mul_u32_u24_e32 v3, 0x48, v11
	v_and_b32_e32 v5, 8, v1
	v_lshrrev_b32_e32 v14, 3, v0
	s_ashr_i32 s4, s4, 2
	v_add3_u32 v12, v2, v3, v5
	v_add_u32_e32 v2, s6, v14
	v_mad_u64_u32 v[0:1], s[12:13], v2, s4, 0
	s_movk_i32 s5, 0x48
	v_ashrrev_i32_e32 v2, 31, v2
	v_mad_u32_u24 v4, v8, s5, v3
	v_add_u32_e32 v3, s6, v10
	v_mad_u64_u32 v[1:2], s[12:13], v2, s4, v[1:2]
	v_ashrrev_i32_e32 v6, 31, v3
	v_mad_u64_u32 v[2:3], s[12:13], v3, s4, 0
	v_mad_u32_u24 v13, v10, s5, v19
	v_add_u32_e32 v16, s7, v14
	v_mad_u32_u24 v14, v14, s5, v19
	s_movk_i32 s5, 0x1200
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_add3_u32 v15, v4, v5, s5
	v_mad_u64_u32 v[3:4], s[12:13], v6, s4, v[3:4]
	v_add_co_u32_e32 v0, vcc, v0, v19
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v5, v1, vcc
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_mad_u64_u32 v[4:5], s[12:13], v16, s4, 0
	v_add_co_u32_e32 v2, vcc, v2, v19
	v_ashrrev_i32_e32 v17, 31, v16
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_add_u32_e32 v7, s7, v10
	v_mov_b32_e32 v16, s3
	v_mad_u64_u32 v[5:6], s[12:13], v17, s4, v[5:6]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v16, v3, vcc
	v_mad_u64_u32 v[16:17], s[2:3], v7, s4, 0
	v_ashrrev_i32_e32 v18, 31, v7
	v_lshlrev_b64 v[4:5], 3, v[4:5]
	v_mad_u64_u32 v[17:18], s[2:3], v18, s4, v[17:18]
	v_add_co_u32_e32 v4, vcc, v4, v19
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	v_lshlrev_b64 v[6:7], 3, v[16:17]
	v_accvgpr_write_b32 a15, 0
	v_add_co_u32_e32 v6, vcc, v6, v19
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
	v_mov_b32_e32 v16, s1
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_addc_co_u32_e32 v7, vcc, v16, v7, vcc
	s_mov_b32 s0, 0
.LBB1_5:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[16:17], v[6:7], off
	global_load_dwordx2 v[18:19], v[2:3], off
	global_load_dwordx2 v[20:21], v[4:5], off
	global_load_dwordx2 v[22:23], v[0:1], off
	v_add_co_u32_e32 v0, vcc, 64, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v2, vcc, 64, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_add_co_u32_e32 v4, vcc, 64, v4
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	s_add_i32 s0, s0, 8
	v_add_co_u32_e32 v6, vcc, 64, v6
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	s_cmp_lt_i32 s0, s4
	s_waitcnt vmcnt(2)
	ds_write2st64_b64 v13, v[16:17], v[18:19] offset1:9
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v14, v[20:21], v[22:23] offset1:9
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[16:19], v12 offset1:2
	ds_read2_b64 v[20:23], v15 offset1:2
	ds_read2_b64 v[24:27], v12 offset0:4 offset1:6
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8f16 a[0:15], v[16:17], v[20:21], a[0:15]
	v_mfma_f32_32x32x8f16 a[0:15], v[18:19], v[22:23], a[0:15]
	ds_read2_b64 v[16:19], v15 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8f16 a[0:15], v[24:25], v[16:17], a[0:15]
	s_barrier
	v_mfma_f32_32x32x8f16 a[0:15], v[26:27], v[18:19], a[0:15]
	s_cbranch_scc1 .LBB1_5
; %bb.6:                                ; %Flow
	v_mov_b32_e32 v6, v10
	v_mov_b32_e32 v7, v11
.LBB1_7:
	v_add_u32_e32 v9, s7, v9
	v_and_or_b32 v20, v6, 4, v9
	v_or3_b32 v6, s6, v7, v8
	v_ashrrev_i32_e32 v7, 31, v6
	v_mad_i64_i32 v[8:9], s[0:1], v20, s8, 0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v21, s11
	v_add_co_u32_e32 v22, vcc, s10, v6
	v_addc_co_u32_e32 v21, vcc, v21, v7, vcc
	v_lshlrev_b64 v[6:7], 2, v[8:9]
	s_ashr_i32 s9, s8, 31
	v_add_co_u32_e32 v6, vcc, v22, v6
	s_nop 1
	v_accvgpr_read_b32 v19, a0
	v_addc_co_u32_e32 v7, vcc, v21, v7, vcc
	s_lshl_b64 s[0:1], s[8:9], 2
	global_store_dword v[6:7], v19, off
	v_mov_b32_e32 v19, s1
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_accvgpr_read_b32 v18, a1
	v_addc_co_u32_e32 v7, vcc, v7, v19, vcc
	v_or_b32_e32 v8, 8, v20
	global_store_dword v[6:7], v18, off
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_mad_i64_i32 v[8:9], s[2:3], v8, s8, 0
	v_accvgpr_read_b32 v17, a2
	v_addc_co_u32_e32 v7, vcc, v7, v19, vcc
	s_nop 0
	global_store_dword v[6:7], v17, off
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_accvgpr_read_b32 v16, a3
	v_addc_co_u32_e32 v7, vcc, v7, v19, vcc
	s_nop 0
	global_store_dword v[6:7], v16, off
	v_lshlrev_b64 v[6:7], 2, v[8:9]
	v_accvgpr_read_b32 v15, a4
	v_add_co_u32_e32 v6, vcc, v22, v6
	v_addc_co_u32_e32 v7, vcc, v21, v7, vcc
	global_store_dword v[6:7], v15, off
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_accvgpr_read_b32 v14, a5
	v_addc_co_u32_e32 v7, vcc, v7, v19, vcc
	v_or_b32_e32 v8, 16, v20
	global_store_dword v[6:7], v14, off
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_mad_i64_i32 v[8:9], s[2:3], v8, s8, 0
	v_accvgpr_read_b32 v13, a6
	v_addc_co_u32_e32 v7, vcc, v7, v19, vcc
	s_nop 0
	global_store_dword v[6:7], v13, off
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_accvgpr_read_b32 v12, a7
	v_addc_co_u32_e32 v7, vcc, v7, v19, vcc
	s_nop 0
	global_store_dword v[6:7], v12, off
	v_lshlrev_b64 v[6:7], 2, v[8:9]
	v_accvgpr_read_b32 v11, a8
	v_add_co_u32_e32 v6, vcc, v22, v6
	v_addc_co_u32_e32 v7, vcc, v21, v7, vcc
	global_store_dword v[6:7], v11, off
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_accvgpr_read_b32 v10, a9
	v_addc_co_u32_e32 v7, vcc, v7, v19, vcc
	s_nop 0
	global_store_dword v[6:7], v10, off
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_accvgpr_read_b32 v5, a10
	v_addc_co_u32_e32 v7, vcc, v7, v19, vcc
	s_nop 0
	global_store_dword v[6:7], v5, off
	v_or_b32_e32 v5, 24, v20
	v_mad_i64_i32 v[8:9], s[2:3], v5, s8, 0
	v_add_co_u32_e32 v5, vcc, s0, v6
	v_accvgpr_read_b32 v4, a11
	v_addc_co_u32_e32 v6, vcc, v7, v19, vcc
	s_nop 0
	global_store_dword v[5:6], v4, off
	v_lshlrev_b64 v[4:5], 2, v[8:9]
	v_accvgpr_read_b32 v3, a12
	v_add_co_u32_e32 v4, vcc, v22, v4
	v_addc_co_u32_e32 v5, vcc, v21, v5, vcc
	global_store_dword v[4:5], v3, off
	v_add_co_u32_e32 v3, vcc, s0, v4
	v_accvgpr_read_b32 v2, a13
	v_addc_co_u32_e32 v4, vcc, v5, v19, vcc
	s_nop 0
	global_store_dword v[3:4], v2, off
	v_add_co_u32_e32 v2, vcc, s0, v3
	v_accvgpr_read_b32 v1, a14
	v_addc_co_u32_e32 v3, vcc, v4, v19, vcc
	s_nop 0
	global_store_dword v[2:3], v1, off
	v_add_co_u32_e32 v1, vcc, s0, v2
	v_accvgpr_read_b32 v0, a15
	v_addc_co_u32_e32 v2, vcc, v3, v19, vcc
	s_nop 0
	global_store_dword v[1:2], v0, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_f16_mfma32
		.amdhsa_group_segment_fixed_size 9216
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 33
		.amdhsa_next_free_sgpr 77
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.set gemm_f16_mfma32.num_vgpr, 28
	.set gemm_f16_mfma32.num_agpr, 16
	.set gemm_f16_mfma32.numbered_sgpr, 14
	.set gemm_f16_mfma32.num_named_barrier, 0
	.set gemm_f16_mfma32.private_seg_size, 0
	.set gemm_f16_mfma32.uses_vcc, 1
	.set gemm_f16_mfma32.uses_flat_scratch, 0
	.set gemm_f16_mfma32.has_dyn_sized_stack, 0
	.set gemm_f16_mfma32.has_recursion, 0
	.set gemm_f16_mfma32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1432
; TotalNumSgprs: 18
; NumVgprs: 28
; NumAgprs: 16
; TotalNumVgprs: 28
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 9216 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 81
; NumVGPRsForWavesPerEU: 33
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     16
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
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         gemm_f16_mfma16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     16
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
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
