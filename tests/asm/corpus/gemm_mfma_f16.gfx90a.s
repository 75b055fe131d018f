	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
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
	v_lshlrev_b32_e32 v2, 3, v0
	v_and_b32_e32 v8, 56, v2
	v_or_b32_e32 v2, s18, v4
	s_lshl_b32 s12, s6, 6
	s_waitcnt lgkmcnt(0)
	v_mad_i64_i32 v[2:3], s[6:7], s9, v2, 0
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v6, vcc, s0, v2
	v_lshlrev_b32_e32 v7, 4, v0
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	v_and_b32_e32 v9, 48, v7
	v_add_co_u32_e32 v6, vcc, v6, v9
	v_lshrrev_b32_e32 v1, 3, v0
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	global_load_dwordx4 v[10:13], v[6:7], off
	v_mad_i64_i32 v[6:7], s[6:7], s8, v1, 0
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v6, vcc, s2, v6
	v_addc_co_u32_e32 v5, vcc, v5, v7, vcc
	s_lshl_b64 s[14:15], s[12:13], 1
	v_mov_b32_e32 v7, s15
	v_add_co_u32_e32 v6, vcc, s14, v6
	v_addc_co_u32_e32 v5, vcc, v5, v7, vcc
	v_lshlrev_b32_e32 v7, 1, v8
	v_add_co_u32_e32 v6, vcc, v6, v7
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	global_load_dwordx4 v[14:17], v[6:7], off
	s_movk_i32 s6, 0x50
	v_mul_u32_u24_e32 v6, 0x50, v8
	s_ashr_i32 s7, s8, 31
	v_lshrrev_b32_e32 v5, 1, v0
	v_and_b32_e32 v20, 12, v4
	v_mad_u32_u24 v24, v4, s6, v9
	v_lshl_or_b32 v6, v1, 1, v6
	s_mov_b32 s6, s8
	s_cmp_gt_i32 s9, 0
	v_and_b32_e32 v21, 15, v0
	s_waitcnt vmcnt(1)
	ds_write_b128 v24, v[10:13]
	s_waitcnt vmcnt(0)
	ds_write_b16 v6, v14 offset:10240
	ds_write_b16_d16_hi v6, v14 offset:10320
	ds_write_b16 v6, v15 offset:10400
	ds_write_b16_d16_hi v6, v15 offset:10480
	ds_write_b16 v6, v16 offset:10560
	ds_write_b16_d16_hi v6, v16 offset:10640
	ds_write_b16 v6, v17 offset:10720
	ds_write_b16_d16_hi v6, v17 offset:10800
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	s_mov_b64 s[16:17], 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[16:17], -1
.LBB0_3:                                ; %Flow90
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	v_and_b32_e32 v22, 32, v4
	s_andn2_b64 vcc, exec, s[16:17]
	v_and_b32_e32 v23, 32, v5
	s_cbranch_vccnz .LBB0_10
; %bb.4:
	v_add_u32_e32 v25, 0x2800, v6
	s_movk_i32 s13, 0x50
	v_mul_u32_u24_e32 v4, 0x50, v21
	v_mul_u32_u24_e32 v6, 0x50, v22
	v_lshlrev_b32_e32 v7, 1, v20
	v_mad_u32_u24 v5, v23, s13, v4
	v_add3_u32 v26, v6, v4, v7
	v_and_b32_e32 v4, 3, v0
	v_lshlrev_b32_e32 v4, 4, v4
	v_add_co_u32_e32 v2, vcc, v2, v4
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_add_co_u32_e32 v16, vcc, 64, v2
	v_or_b32_e32 v1, 32, v1
	v_addc_co_u32_e32 v17, vcc, 0, v3, vcc
	v_mad_i64_i32 v[2:3], s[0:1], v1, s6, 0
	v_and_b32_e32 v0, 7, v0
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_lshlrev_b32_e32 v0, 4, v0
	v_add_co_u32_e32 v0, vcc, v2, v0
	s_add_u32 s0, s2, s14
	v_addc_co_u32_e32 v1, vcc, 0, v3, vcc
	s_addc_u32 s1, s3, s15
	s_movk_i32 s8, 0x2800
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v18, vcc, s0, v0
	s_lshl_b64 s[2:3], s[6:7], 6
	v_add3_u32 v27, v5, v7, s8
	s_mov_b32 s8, 32
	v_addc_co_u32_e32 v19, vcc, v2, v1, vcc
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
	v_mov_b32_e32 v28, s3
                                        ; implicit-def: $vgpr30_vgpr31_vgpr32_vgpr33
                                        ; implicit-def: $vgpr34_vgpr35_vgpr36_vgpr37
	s_branch .LBB0_6
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=1
	v_add_co_u32_e32 v16, vcc, 64, v16
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_add_co_u32_e32 v18, vcc, s2, v18
	v_addc_co_u32_e32 v19, vcc, v19, v28, vcc
	s_add_i32 s8, s8, 32
	s_mov_b64 vcc, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_vccnz .LBB0_11
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	s_cmp_lt_i32 s8, s9
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_ge_i32 s8, s9
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[0:1], exec, s[0:1]
	s_mov_b64 vcc, s[0:1]
	s_cbranch_vccnz .LBB0_8
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	global_load_dwordx4 v[34:37], v[16:17], off
	global_load_dwordx4 v[30:33], v[18:19], off
.LBB0_8:                                ;   in Loop: Header=BB0_6 Depth=1
	s_setprio 1
	s_mul_i32 s3, s13, 0x1400
	v_add_u32_e32 v29, s3, v26
	ds_read2_b64 v[38:41], v29 offset1:4
	ds_read2_b64 v[50:53], v29 offset0:160 offset1:164
	v_add_u32_e32 v46, s3, v27
	ds_read2_b64 v[42:45], v46 offset1:4
	ds_read2_b64 v[46:49], v46 offset0:160 offset1:164
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 v[12:15], v[38:39], v[42:43], v[12:15]
	v_mfma_f32_16x16x16f16 v[8:11], v[38:39], v[46:47], v[8:11]
	v_mfma_f32_16x16x16f16 v[4:7], v[50:51], v[42:43], v[4:7]
	v_mfma_f32_16x16x16f16 v[0:3], v[50:51], v[46:47], v[0:3]
	v_mfma_f32_16x16x16f16 v[12:15], v[40:41], v[44:45], v[12:15]
	v_mfma_f32_16x16x16f16 v[8:11], v[40:41], v[48:49], v[8:11]
	v_mfma_f32_16x16x16f16 v[4:7], v[52:53], v[44:45], v[4:7]
	v_mfma_f32_16x16x16f16 v[0:3], v[52:53], v[48:49], v[0:3]
	s_setprio 0
	s_andn2_b64 vcc, exec, s[14:15]
	s_xor_b32 s13, s13, 1
	s_cbranch_vccnz .LBB0_5
; %bb.9:                                ;   in Loop: Header=BB0_6 Depth=1
	s_mul_i32 s3, s13, 0x1400
	v_add_u32_e32 v29, s3, v24
	s_waitcnt vmcnt(1)
	ds_write_b128 v29, v[34:37]
	v_add_u32_e32 v29, s3, v25
	s_waitcnt vmcnt(0)
	ds_write_b16 v29, v30
	ds_write_b16_d16_hi v29, v30 offset:80
	ds_write_b16 v29, v31 offset:160
	ds_write_b16_d16_hi v29, v31 offset:240
	ds_write_b16 v29, v32 offset:320
	ds_write_b16_d16_hi v29, v32 offset:400
	ds_write_b16 v29, v33 offset:480
	ds_write_b16_d16_hi v29, v33 offset:560
	s_branch .LBB0_5
.LBB0_10:
	v_mov_b32_e32 v3, 0
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
.LBB0_11:                               ; %Flow91
	v_add_u32_e32 v16, s18, v22
	v_or_b32_e32 v22, v16, v20
	v_or3_b32 v16, v21, v23, s12
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v18, s5
	v_add_co_u32_e32 v23, vcc, s4, v16
	v_addc_co_u32_e32 v24, vcc, v18, v17, vcc
	v_mad_i64_i32 v[16:17], s[0:1], v22, s6, 0
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_co_u32_e32 v16, vcc, v23, v16
	v_addc_co_u32_e32 v17, vcc, v24, v17, vcc
	global_load_dword v20, v[16:17], off
	s_lshl_b64 s[0:1], s[6:7], 2
	v_mov_b32_e32 v25, s1
	v_add_co_u32_e32 v18, vcc, s0, v16
	v_addc_co_u32_e32 v19, vcc, v17, v25, vcc
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v20, s11, v20
	v_fmac_f32_e32 v20, s10, v12
	global_store_dword v[16:17], v20, off
	global_load_dword v12, v[18:19], off
	v_add_co_u32_e32 v20, vcc, s0, v18
	v_addc_co_u32_e32 v21, vcc, v19, v25, vcc
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v12, s11, v12
	v_fmac_f32_e32 v12, s10, v13
	global_store_dword v[18:19], v12, off
	global_load_dword v26, v[20:21], off
	v_add_co_u32_e32 v12, vcc, s0, v20
	v_addc_co_u32_e32 v13, vcc, v21, v25, vcc
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v26, s11, v26
	v_fmac_f32_e32 v26, s10, v14
	global_store_dword v[20:21], v26, off
	global_load_dword v14, v[12:13], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v14, s11, v14
	v_fmac_f32_e32 v14, s10, v15
	global_store_dword v[12:13], v14, off
	global_load_dword v14, v[16:17], off offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v14, s11, v14
	v_fmac_f32_e32 v14, s10, v8
	global_store_dword v[16:17], v14, off offset:64
	global_load_dword v8, v[18:19], off offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v8, s11, v8
	v_fmac_f32_e32 v8, s10, v9
	global_store_dword v[18:19], v8, off offset:64
	global_load_dword v8, v[20:21], off offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v8, s11, v8
	v_fmac_f32_e32 v8, s10, v10
	global_store_dword v[20:21], v8, off offset:64
	global_load_dword v10, v[12:13], off offset:64
	v_or_b32_e32 v8, 16, v22
	v_mad_i64_i32 v[8:9], s[2:3], v8, s6, 0
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_co_u32_e32 v8, vcc, v23, v8
	v_addc_co_u32_e32 v9, vcc, v24, v9, vcc
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v10, s11, v10
	v_fmac_f32_e32 v10, s10, v11
	global_store_dword v[12:13], v10, off offset:64
	global_load_dword v12, v[8:9], off
	v_add_co_u32_e32 v10, vcc, s0, v8
	v_addc_co_u32_e32 v11, vcc, v9, v25, vcc
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v12, s11, v12
	v_fmac_f32_e32 v12, s10, v4
	global_store_dword v[8:9], v12, off
	global_load_dword v4, v[10:11], off
	v_add_co_u32_e32 v12, vcc, s0, v10
	v_addc_co_u32_e32 v13, vcc, v11, v25, vcc
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v4, s11, v4
	v_fmac_f32_e32 v4, s10, v5
	global_store_dword v[10:11], v4, off
	global_load_dword v4, v[12:13], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v4, s11, v4
	v_fmac_f32_e32 v4, s10, v6
	global_store_dword v[12:13], v4, off
	v_add_co_u32_e32 v4, vcc, s0, v12
	v_addc_co_u32_e32 v5, vcc, v13, v25, vcc
	global_load_dword v6, v[4:5], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s11, v6
	v_fmac_f32_e32 v6, s10, v7
	global_store_dword v[4:5], v6, off
	global_load_dword v6, v[8:9], off offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s11, v6
	v_fmac_f32_e32 v6, s10, v0
	global_store_dword v[8:9], v6, off offset:64
	global_load_dword v0, v[10:11], off offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, s11, v0
	v_fmac_f32_e32 v0, s10, v1
	global_store_dword v[10:11], v0, off offset:64
	global_load_dword v0, v[12:13], off offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, s11, v0
	v_fmac_f32_e32 v0, s10, v2
	global_store_dword v[12:13], v0, off offset:64
	global_load_dword v0, v[4:5], off offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, s11, v0
	v_fmac_f32_e32 v0, s10, v3
	global_store_dword v[4:5], v0, off offset:64
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 129
		.amdhsa_next_free_sgpr 98
		.amdhsa_accum_offset 56
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
; codeLenInByte = 1568
; TotalNumSgprs: 23
; NumVgprs: 54
; NumAgprs: 0
; TotalNumVgprs: 54
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 20480 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 129
; AccumOffset: 56
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_load_dwordx2 s[8:9], s[4:5], 0x18
	v_lshrrev_b32_e32 v1, 2, v0
	v_lshrrev_b32_e32 v2, 1, v0
	v_lshrrev_b32_e32 v24, 3, v0
	v_and_b32_e32 v25, 31, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s9, 3
	s_cbranch_scc1 .LBB1_2
; %bb.1:
	s_mov_b64 s[0:1], 0
	s_branch .LBB1_3
.LBB1_2:
	s_mov_b64 s[0:1], -1
.LBB1_3:                                ; %Flow70
	s_load_dwordx2 s[10:11], s[4:5], 0x10
	s_lshl_b32 s7, s7, 6
	s_lshl_b32 s6, s6, 6
	v_and_b32_e32 v26, 32, v1
	s_andn2_b64 vcc, exec, s[0:1]
	v_and_b32_e32 v27, 32, v2
	s_cbranch_vccnz .LBB1_6
; %bb.4:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_ashr_i32 s4, s9, 31
	s_lshr_b32 s4, s4, 30
	v_and_b32_e32 v2, 7, v0
	v_or_b32_e32 v0, 0x100, v0
	s_add_i32 s4, s9, s4
	v_lshlrev_b32_e32 v4, 3, v2
	s_movk_i32 s5, 0x48
	v_mul_u32_u24_e32 v3, 0x48, v25
	v_lshrrev_b32_e32 v0, 3, v0
	s_ashr_i32 s4, s4, 2
	v_mul_u32_u24_e32 v2, 0x48, v26
	v_mad_u32_u24 v5, v27, s5, v3
	v_and_b32_e32 v1, 8, v1
	v_mad_u32_u24 v29, v24, s5, v4
	v_add_u32_e32 v10, s7, v0
	v_mad_u32_u24 v30, v0, s5, v4
	v_add_u32_e32 v0, s6, v0
	s_movk_i32 s5, 0x1200
	v_add3_u32 v28, v2, v3, v1
	v_ashrrev_i32_e32 v3, 31, v0
	v_add3_u32 v31, v5, v1, s5
	v_mad_u64_u32 v[0:1], s[12:13], v0, s4, 0
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[12:13], v3, s4, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_u32_e32 v8, s6, v24
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v16, vcc, s2, v0
	v_addc_co_u32_e32 v17, vcc, v2, v1, vcc
	v_mad_u64_u32 v[0:1], s[12:13], v8, s4, 0
	v_ashrrev_i32_e32 v9, 31, v8
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[12:13], v9, s4, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v18, vcc, s2, v0
	v_addc_co_u32_e32 v19, vcc, v2, v1, vcc
	v_mad_u64_u32 v[0:1], s[2:3], v10, s4, 0
	v_ashrrev_i32_e32 v11, 31, v10
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[2:3], v11, s4, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_u32_e32 v6, s7, v24
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v20, vcc, s0, v0
	v_addc_co_u32_e32 v21, vcc, v2, v1, vcc
	v_mad_u64_u32 v[0:1], s[2:3], v6, s4, 0
	v_ashrrev_i32_e32 v7, 31, v6
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[2:3], v7, s4, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v22, vcc, s0, v0
	v_addc_co_u32_e32 v23, vcc, v2, v1, vcc
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
	v_add_co_u32_e32 v16, vcc, 64, v16
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_add_co_u32_e32 v18, vcc, 64, v18
	v_addc_co_u32_e32 v19, vcc, 0, v19, vcc
	v_add_co_u32_e32 v20, vcc, 64, v20
	v_addc_co_u32_e32 v21, vcc, 0, v21, vcc
	s_add_i32 s0, s0, 8
	v_add_co_u32_e32 v22, vcc, 64, v22
	v_addc_co_u32_e32 v23, vcc, 0, v23, vcc
	s_cmp_lt_i32 s0, s4
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
	v_mfma_f32_32x32x8f16 v[0:15], v[32:33], v[36:37], v[0:15]
	v_mfma_f32_32x32x8f16 v[0:15], v[34:35], v[38:39], v[0:15]
	ds_read2_b64 v[32:35], v31 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8f16 v[0:15], v[40:41], v[32:33], v[0:15]
	s_barrier
	v_mfma_f32_32x32x8f16 v[0:15], v[42:43], v[34:35], v[0:15]
	s_cbranch_scc1 .LBB1_5
	s_branch .LBB1_7
.LBB1_6:
	v_mov_b32_e32 v15, 0
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
	v_add_u32_e32 v16, s7, v26
	v_and_or_b32 v18, v24, 4, v16
	v_or3_b32 v16, s6, v25, v27
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v19, s11
	v_add_co_u32_e32 v20, vcc, s10, v16
	v_addc_co_u32_e32 v19, vcc, v19, v17, vcc
	v_mad_i64_i32 v[16:17], s[0:1], v18, s8, 0
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	s_ashr_i32 s9, s8, 31
	v_add_co_u32_e32 v16, vcc, v20, v16
	v_addc_co_u32_e32 v17, vcc, v19, v17, vcc
	s_lshl_b64 s[0:1], s[8:9], 2
	s_nop 1
	global_store_dword v[16:17], v0, off
	v_mov_b32_e32 v21, s1
	v_add_co_u32_e32 v16, vcc, s0, v16
	v_addc_co_u32_e32 v17, vcc, v17, v21, vcc
	v_add_co_u32_e32 v0, vcc, s0, v16
	global_store_dword v[16:17], v1, off
	v_addc_co_u32_e32 v1, vcc, v17, v21, vcc
	global_store_dword v[0:1], v2, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v21, vcc
	global_store_dword v[0:1], v3, off
	v_or_b32_e32 v0, 8, v18
	v_mad_i64_i32 v[0:1], s[2:3], v0, s8, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v20, v0
	v_addc_co_u32_e32 v1, vcc, v19, v1, vcc
	global_store_dword v[0:1], v4, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v21, vcc
	global_store_dword v[0:1], v5, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v21, vcc
	global_store_dword v[0:1], v6, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v21, vcc
	global_store_dword v[0:1], v7, off
	v_or_b32_e32 v0, 16, v18
	v_mad_i64_i32 v[0:1], s[2:3], v0, s8, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v20, v0
	v_addc_co_u32_e32 v1, vcc, v19, v1, vcc
	global_store_dword v[0:1], v8, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v21, vcc
	global_store_dword v[0:1], v9, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v21, vcc
	global_store_dword v[0:1], v10, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v21, vcc
	global_store_dword v[0:1], v11, off
	v_or_b32_e32 v0, 24, v18
	v_mad_i64_i32 v[0:1], s[2:3], v0, s8, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v20, v0
	v_addc_co_u32_e32 v1, vcc, v19, v1, vcc
	global_store_dword v[0:1], v12, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v21, vcc
	global_store_dword v[0:1], v13, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v21, vcc
	global_store_dword v[0:1], v14, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v21, vcc
	global_store_dword v[0:1], v15, off
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 65
		.amdhsa_next_free_sgpr 77
		.amdhsa_accum_offset 44
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
; codeLenInByte = 1156
; TotalNumSgprs: 18
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 9216 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 81
; NumVGPRsForWavesPerEU: 65
; AccumOffset: 44
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
    .sgpr_count:     23
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
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
