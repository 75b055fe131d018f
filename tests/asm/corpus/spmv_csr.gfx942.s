	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	spmv_scalar             ; -- Begin function spmv_scalar
	.globl	spmv_scalar
	.p2align	8
	.type	spmv_scalar,@function
spmv_scalar:                            ; @spmv_scalar
; %bb.0:
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	v_lshl_or_b32 v0, s2, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s12, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_14
; %bb.1:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[4:5]
	global_load_dwordx2 v[4:5], v[2:3], off
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 4, v4
	v_cmp_le_i32_e32 vcc, v2, v5
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_5
; %bb.2:                                ; %.preheader
	v_ashrrev_i32_e32 v3, 31, v4
	v_mov_b32_e32 v2, v4
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_mov_b64 s[16:17], s[6:7]
	s_mov_b64 s[18:19], s[8:9]
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[8:9], s[16:17], 0, v[6:7]
	global_load_dwordx4 v[8:11], v[8:9], off
	v_lshl_add_u64 v[12:13], s[18:19], 0, v[6:7]
	global_load_dwordx4 v[12:15], v[12:13], off
	s_add_u32 s18, s18, 16
	s_addc_u32 s19, s19, 0
	s_add_u32 s16, s16, 16
	s_addc_u32 s17, s17, 0
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e32 v17, 31, v8
	v_mov_b32_e32 v16, v8
	v_ashrrev_i32_e32 v19, 31, v9
	v_mov_b32_e32 v18, v9
	v_ashrrev_i32_e32 v9, 31, v10
	v_mov_b32_e32 v8, v10
	v_ashrrev_i32_e32 v21, 31, v11
	v_mov_b32_e32 v20, v11
	v_lshl_add_u64 v[10:11], v[16:17], 2, s[10:11]
	v_lshl_add_u64 v[16:17], v[18:19], 2, s[10:11]
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[10:11]
	v_lshl_add_u64 v[18:19], v[20:21], 2, s[10:11]
	global_load_dword v20, v[10:11], off
	global_load_dword v22, v[16:17], off
	global_load_dword v23, v[18:19], off
	global_load_dword v21, v[8:9], off
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v10, v13
	v_mov_b32_e32 v11, v15
	v_add_u32_e32 v8, 4, v4
	v_add_u32_e32 v4, 8, v4
	v_mov_b32_e32 v13, v14
	v_cmp_gt_i32_e32 vcc, v4, v5
	v_mov_b32_e32 v4, v8
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[10:11], v[10:11], v[22:23]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[10:11], v[12:13], v[20:21], v[10:11]
	s_nop 0
	v_pk_add_f32 v[2:3], v[2:3], v[10:11]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %Flow34
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v4, v8
.LBB0_5:                                ; %Flow35
	s_or_b64 exec, exec, s[2:3]
	v_cmp_lt_i32_e32 vcc, v4, v5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_11
; %bb.6:
	v_ashrrev_i32_e32 v7, 31, v4
	v_mov_b32_e32 v6, v4
	v_lshlrev_b64 v[8:9], 2, v[6:7]
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[8:9]
	global_load_dword v12, v[6:7], off
	v_lshl_add_u64 v[8:9], s[8:9], 0, v[8:9]
	global_load_dword v10, v[8:9], off
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[10:11]
	global_load_dword v11, v[12:13], off
	v_add_u32_e32 v12, 1, v4
	v_cmp_lt_i32_e32 vcc, v12, v5
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:
	global_load_dword v12, v[6:7], off offset:4
	global_load_dword v14, v[8:9], off offset:4
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[10:11]
	global_load_dword v12, v[12:13], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, v14, v12
.LBB0_8:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v4, 2, v4
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, v10, v11
	v_cmp_lt_i32_e32 vcc, v4, v5
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_10
; %bb.9:
	global_load_dword v4, v[6:7], off offset:8
	global_load_dword v10, v[8:9], off offset:8
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[10:11]
	global_load_dword v4, v[4:5], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, v10, v4
.LBB0_10:                               ; %Flow
	s_or_b64 exec, exec, s[4:5]
.LBB0_11:                               ; %Flow33
	s_or_b64 exec, exec, s[2:3]
	v_add_f32_e32 v2, v3, v2
	v_cmp_eq_f32_e64 s[2:3], s14, 0
	v_mul_f32_e32 v2, s13, v2
	s_and_b64 vcc, exec, s[2:3]
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	s_cbranch_vccnz .LBB0_13
; %bb.12:
	global_load_dword v3, v[0:1], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, s14, v3
.LBB0_13:
	global_store_dword v[0:1], v2, off
.LBB0_14:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel spmv_scalar
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 52
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 24
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
	.size	spmv_scalar, .Lfunc_end0-spmv_scalar
                                        ; -- End function
	.set spmv_scalar.num_vgpr, 24
	.set spmv_scalar.num_agpr, 0
	.set spmv_scalar.numbered_sgpr, 20
	.set spmv_scalar.num_named_barrier, 0
	.set spmv_scalar.private_seg_size, 0
	.set spmv_scalar.uses_vcc, 1
	.set spmv_scalar.uses_flat_scratch, 0
	.set spmv_scalar.has_dyn_sized_stack, 0
	.set spmv_scalar.has_recursion, 0
	.set spmv_scalar.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 668
; TotalNumSgprs: 26
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	spmv_vector             ; -- Begin function spmv_vector
	.globl	spmv_vector
	.p2align	8
	.type	spmv_vector,@function
spmv_vector:                            ; @spmv_vector
; %bb.0:
	s_load_dwordx4 s[12:15], s[0:1], 0x30
	v_lshrrev_b32_e32 v2, 4, v0
	v_lshl_or_b32 v2, s2, 4, v2
	v_and_b32_e32 v1, 15, v0
	s_mov_b64 s[4:5], 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_i32_e32 vcc, s12, v2
	v_cmp_gt_i32_e64 s[2:3], s12, v2
	v_mov_b32_e32 v12, 0
	v_ashrrev_i32_e32 v3, 31, v2
	s_and_saveexec_b64 s[16:17], s[2:3]
	s_cbranch_execz .LBB1_16
; %bb.1:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_movk_i32 s2, 0x41
                                        ; implicit-def: $vgpr12
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[4:5]
	global_load_dwordx2 v[4:5], v[4:5], off
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v6, v5, v4
	v_cmp_gt_i32_e64 s[2:3], s2, v6
	v_add_u32_e32 v6, v4, v1
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB1_7
; %bb.2:
	v_cmp_lt_i32_e64 s[2:3], v6, v5
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB1_6
; %bb.3:                                ; %.preheader1
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[10:11], 2, v[6:7]
	v_lshl_add_u64 v[8:9], s[6:7], 0, v[10:11]
	v_lshl_add_u64 v[10:11], s[8:9], 0, v[10:11]
	s_mov_b64 s[20:21], 0
	v_mov_b32_e32 v12, 0
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v14, v[8:9], off
	global_load_dword v4, v[10:11], off
	v_add_u32_e32 v6, 16, v6
	v_cmp_ge_i32_e64 s[2:3], v6, v5
	v_lshl_add_u64 v[8:9], v[8:9], 0, 64
	v_lshl_add_u64 v[10:11], v[10:11], 0, 64
	s_or_b64 s[20:21], s[2:3], s[20:21]
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[10:11]
	global_load_dword v7, v[14:15], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v12, v4, v7
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB1_4
; %bb.5:                                ; %Flow27
	s_or_b64 exec, exec, s[20:21]
.LBB1_6:                                ; %Flow28
	s_or_b64 exec, exec, s[18:19]
                                        ; implicit-def: $vgpr4_vgpr5
                                        ; implicit-def: $vgpr6
.LBB1_7:                                ; %Flow34
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_mov_b64 s[2:3], 0
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_15
; %bb.8:
	v_add_u32_e32 v4, 16, v6
	v_cmp_lt_i32_e64 s[2:3], v4, v5
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB1_12
; %bb.9:                                ; %.preheader
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[10:11], v[6:7], 2, 64
	v_lshl_add_u64 v[8:9], s[6:7], 0, v[10:11]
	v_lshl_add_u64 v[10:11], s[8:9], 0, v[10:11]
	s_mov_b64 s[20:21], 0
	v_mov_b32_e32 v12, 0
	s_mov_b64 s[22:23], 0x80
.LBB1_10:                               ; =>This Inner Loop Header: Depth=1
	global_load_dword v14, v[8:9], off offset:-64
	global_load_dword v16, v[8:9], off
	global_load_dword v7, v[10:11], off offset:-64
	global_load_dword v13, v[10:11], off
	v_add_u32_e32 v4, 32, v6
	v_add_u32_e32 v6, 48, v6
	v_cmp_ge_i32_e64 s[2:3], v6, v5
	v_lshl_add_u64 v[8:9], v[8:9], 0, s[22:23]
	v_lshl_add_u64 v[10:11], v[10:11], 0, s[22:23]
	v_mov_b32_e32 v6, v4
	s_or_b64 s[20:21], s[2:3], s[20:21]
	s_waitcnt vmcnt(3)
	v_ashrrev_i32_e32 v15, 31, v14
	s_waitcnt vmcnt(2)
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[10:11]
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[10:11]
	global_load_dword v18, v[16:17], off
	global_load_dword v19, v[14:15], off
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v13, v13, v18
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v13, v7, v19
	v_add_f32_e32 v12, v12, v13
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB1_10
; %bb.11:                               ; %Flow31
	s_or_b64 exec, exec, s[20:21]
	v_mov_b32_e32 v6, v4
.LBB1_12:                               ; %Flow32
	s_or_b64 exec, exec, s[18:19]
	v_cmp_lt_i32_e64 s[2:3], v6, v5
	s_and_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB1_14
; %bb.13:
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[4:5], 2, v[6:7]
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[4:5]
	global_load_dword v6, v[6:7], off
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[4:5]
	global_load_dword v8, v[4:5], off
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[4:5], v[6:7], 2, s[10:11]
	global_load_dword v4, v[4:5], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v12, v8, v4
.LBB1_14:                               ; %Flow29
	s_or_b64 exec, exec, s[18:19]
	s_mov_b64 s[2:3], exec
.LBB1_15:                               ; %Flow35
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[4:5], s[2:3], exec
.LBB1_16:
	s_or_b64 exec, exec, s[16:17]
	v_lshlrev_b32_e32 v4, 2, v0
	v_cmp_gt_u32_e64 s[2:3], 8, v1
	ds_write_b32 v4, v12
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB1_18
; %bb.17:
	ds_read2_b32 v[6:7], v4 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v7, v6
	ds_write_b32 v4, v0
.LBB1_18:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_u32_e64 s[2:3], 4, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB1_20
; %bb.19:
	ds_read2_b32 v[6:7], v4 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v7, v6
	ds_write_b32 v4, v0
.LBB1_20:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_u32_e64 s[2:3], 2, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB1_22
; %bb.21:
	ds_read2_b32 v[6:7], v4 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v7, v6
	ds_write_b32 v4, v0
.LBB1_22:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_eq_u32_e64 s[2:3], 0, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB1_24
; %bb.23:
	ds_read2_b32 v[6:7], v4 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v7, v6
	ds_write_b32 v4, v0
.LBB1_24:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_eq_u32_e64 s[2:3], 0, v1
	s_xor_b64 s[6:7], vcc, -1
	s_and_b64 s[2:3], s[2:3], s[6:7]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB1_30
; %bb.25:
	s_load_dwordx2 s[2:3], s[0:1], 0x20
	v_cmp_eq_f32_e64 s[6:7], s14, 0
	v_mov_b32_e32 v5, 0
	s_and_b64 vcc, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[2:3]
	s_cbranch_vccnz .LBB1_27
; %bb.26:
	global_load_dword v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, s14, v2
.LBB1_27:
	ds_read_b32 v2, v4
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v5, s13, v2
	global_store_dword v[0:1], v5, off
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_30
; %bb.28:
	s_mov_b64 s[2:3], exec
	v_mbcnt_lo_u32_b32 v0, s2, 0
	v_mbcnt_hi_u32_b32 v0, s3, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 s[4:5], exec, vcc
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_30
; %bb.29:
	s_load_dwordx2 s[0:1], s[0:1], 0x28
	s_bcnt1_i32_b64 s2, s[2:3]
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s2
	s_waitcnt lgkmcnt(0)
	global_atomic_add v0, v1, s[0:1]
.LBB1_30:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel spmv_vector
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 60
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 20
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
	.size	spmv_vector, .Lfunc_end1-spmv_vector
                                        ; -- End function
	.set spmv_vector.num_vgpr, 20
	.set spmv_vector.num_agpr, 0
	.set spmv_vector.numbered_sgpr, 24
	.set spmv_vector.num_named_barrier, 0
	.set spmv_vector.private_seg_size, 0
	.set spmv_vector.uses_vcc, 1
	.set spmv_vector.uses_flat_scratch, 0
	.set spmv_vector.has_dyn_sized_stack, 0
	.set spmv_vector.has_recursion, 0
	.set spmv_vector.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1044
; TotalNumSgprs: 30
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 52
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           spmv_scalar
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         spmv_scalar.kd
    .uses_dynamic_stack: false
    .vgpr_count:     24
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 60
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           spmv_vector
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         spmv_vector.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
