	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	softmax_rows            ; -- Begin function softmax_rows
	.globl	softmax_rows
	.p2align	8
	.type	softmax_rows,@function
softmax_rows:                           ; @softmax_rows
; %bb.0:
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	v_lshrrev_b32_e32 v1, 6, v0
	v_lshl_or_b32 v1, s2, 2, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_le_i32_e32 vcc, s7, v1
	s_and_b64 s[2:3], vcc, exec
	v_readfirstlane_b32 s2, v1
	s_cbranch_scc1 .LBB0_23
; %bb.1:
	s_load_dwordx2 s[8:9], s[0:1], 0x0
	s_mul_hi_i32 s11, s6, s2
	s_mul_i32 s10, s6, s2
	s_lshl_b64 s[14:15], s[10:11], 2
	v_and_b32_e32 v0, 63, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s8, s14
	s_addc_u32 s13, s9, s15
	v_cmp_gt_i32_e32 vcc, s6, v0
	v_mov_b32_e32 v1, 0xff800000
	v_xad_u32 v7, v0, -1, s6
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB0_11
; %bb.2:
	s_movk_i32 s2, 0xbf
	v_cmp_lt_u32_e64 s[2:3], s2, v7
	s_mov_b64 s[20:21], -1
	v_mov_b32_e32 v1, 0xff800000
	v_mov_b32_e32 v2, v0
	s_and_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB0_6
; %bb.3:
	v_lshrrev_b32_e32 v1, 6, v7
	v_add_u32_e32 v8, 1, v1
	v_or_b32_e32 v1, 64, v0
	v_and_b32_e32 v9, 0x7fffffe, v8
	s_mov_b32 s7, 2
	s_mov_b64 s[22:23], 0
	v_mov_b32_e32 v6, 0xff800000
	v_mov_b32_e32 v3, 0
	v_mov_b64_e32 v[4:5], v[0:1]
	v_mov_b32_e32 v1, 0xff800000
                                        ; implicit-def: $sgpr20_sgpr21
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v10, v5
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v2, v4
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[12:13]
	v_lshl_add_u64 v[12:13], v[2:3], 2, s[12:13]
	global_load_dword v14, v[10:11], off
	global_load_dword v15, v[12:13], off
	v_mov_b32_e32 v10, v1
	v_max_f32_e32 v1, v10, v10
	v_cmp_eq_u32_e64 s[2:3], s7, v9
	s_add_i32 s7, s7, 2
	v_mov_b32_e32 v2, v6
	v_max_f32_e32 v6, v2, v2
	v_add_u32_e32 v5, 0x80, v5
	v_add_u32_e32 v4, 0x80, v4
	v_mov_b32_e32 v11, s7
	s_waitcnt vmcnt(1)
	v_cmp_u_f32_e64 s[4:5], v14, v14
	v_max_f32_e32 v12, v14, v14
	s_nop 0
	v_cndmask_b32_e64 v14, 0, 1, s[4:5]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s[4:5], v15, v15
	v_max_f32_e32 v13, v15, v15
	v_max_f32_e32 v1, v1, v12
	v_cndmask_b32_e64 v15, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v12, 1, v14
	v_bitop3_b16 v12, v15, 3, v12 bitop3:0xc8
	v_cmp_ne_u16_e64 s[4:5], 0, v12
	s_or_b64 s[2:3], s[4:5], s[2:3]
	s_and_b64 s[2:3], exec, s[2:3]
	s_or_b64 s[22:23], s[2:3], s[22:23]
	s_andn2_b64 s[2:3], s[20:21], exec
	s_and_b64 s[4:5], s[4:5], exec
	v_max_f32_e32 v6, v6, v13
	s_or_b64 s[20:21], s[2:3], s[4:5]
	s_andn2_b64 exec, exec, s[22:23]
	s_cbranch_execnz .LBB0_4
; %bb.5:
	s_or_b64 exec, exec, s[22:23]
	v_add_u32_e32 v3, -4, v11
	v_cndmask_b32_e64 v2, v6, v2, s[20:21]
	v_cndmask_b32_e64 v1, v1, v10, s[20:21]
	v_cmp_ne_u32_e64 s[2:3], v8, v9
	v_cndmask_b32_e64 v3, v9, v3, s[20:21]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v2, v2, v2
	s_or_b64 s[2:3], s[2:3], s[20:21]
	v_max_f32_e32 v1, v2, v1
	v_lshl_or_b32 v2, v3, 6, v0
	s_orn2_b64 s[20:21], s[2:3], exec
.LBB0_6:                                ; %Flow31
	s_or_b64 exec, exec, s[18:19]
	s_and_saveexec_b64 s[4:5], s[20:21]
	s_cbranch_execz .LBB0_10
; %bb.7:
	s_add_u32 s2, s8, s14
	v_mov_b32_e32 v3, 0
	s_addc_u32 s3, s9, s15
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[2:3]
	s_mov_b64 s[18:19], 0
	s_mov_b64 s[20:21], 0x100
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v3, v[4:5], off
	v_add_u32_e32 v2, 64, v2
	v_max_f32_e32 v1, v1, v1
	v_cmp_le_i32_e64 s[2:3], s6, v2
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[20:21]
	s_or_b64 s[18:19], s[2:3], s[18:19]
	s_waitcnt vmcnt(0)
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v1, v1, v3
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB0_8
; %bb.9:                                ; %Flow30
	s_or_b64 exec, exec, s[18:19]
.LBB0_10:                               ; %Flow32
	s_or_b64 exec, exec, s[4:5]
.LBB0_11:
	s_or_b64 exec, exec, s[16:17]
	v_mov_b32_dpp v2, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v1, v1, v2
	s_load_dwordx2 s[2:3], s[0:1], 0x8
	v_mov_b32_e32 v5, 0
	v_mov_b32_dpp v2, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v1, v1, v2
	ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v1, v1, v2
	ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v1, v1, v2
	ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v1, v1, v2
	s_nop 0
	v_readlane_b32 s0, v1, 0
	v_readlane_b32 s1, v1, 32
	s_nop 0
	v_max_f32_e64 v2, s0, s0
	v_max_f32_e64 v1, s1, s1
	v_max_f32_e32 v2, v2, v1
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_15
; %bb.12:                               ; %.preheader
	s_add_u32 s0, s8, s14
	v_lshlrev_b32_e32 v4, 2, v0
	s_addc_u32 s1, s9, s15
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[4:5]
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s7, 0x3fb8aa3b
	s_mov_b32 s20, 0xc2ce8ed0
	s_mov_b32 s21, 0x42b17218
	v_mov_b32_e32 v3, 0x7f800000
	s_mov_b64 s[18:19], 0x100
	v_mov_b32_e32 v6, v0
.LBB0_13:                               ; =>This Inner Loop Header: Depth=1
	global_load_dword v8, v[4:5], off
	v_add_u32_e32 v6, 64, v6
	v_cmp_le_i32_e64 s[0:1], s6, v6
	s_or_b64 s[16:17], s[0:1], s[16:17]
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[18:19]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v8, v8, v2
	v_mul_f32_e32 v9, 0x3fb8aa3b, v8
	v_fma_f32 v10, v8, s7, -v9
	v_rndne_f32_e32 v11, v9
	v_fmac_f32_e32 v10, 0x32a5705f, v8
	v_sub_f32_e32 v9, v9, v11
	v_add_f32_e32 v9, v9, v10
	v_cvt_i32_f32_e32 v11, v11
	v_exp_f32_e32 v9, v9
	v_cmp_ngt_f32_e64 s[0:1], s20, v8
	v_ldexp_f32 v9, v9, v11
	s_nop 0
	v_cndmask_b32_e64 v9, 0, v9, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], s21, v8
	s_nop 1
	v_cndmask_b32_e64 v8, v3, v9, s[0:1]
	v_add_f32_e32 v1, v1, v8
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execnz .LBB0_13
; %bb.14:                               ; %Flow28
	s_or_b64 exec, exec, s[16:17]
.LBB0_15:                               ; %Flow29
	s_or_b64 exec, exec, s[4:5]
	v_add_f32_dpp v1, v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v1, v1, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	ds_swizzle_b32 v3, v1 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v3
	ds_swizzle_b32 v3, v1 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v3
	ds_swizzle_b32 v3, v1 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v3
	s_nop 0
	v_readlane_b32 s0, v1, 0
	v_readlane_b32 s1, v1, 32
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_23
; %bb.16:
	v_mov_b32_e32 v1, s1
	v_add_f32_e32 v1, s0, v1
	v_rcp_f32_e32 v4, v1
	v_lshrrev_b32_e32 v1, 6, v7
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_mov_b64 s[0:1], -1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_20
; %bb.17:
	v_add_u32_e32 v10, 1, v1
	s_add_u32 s14, s2, s14
	v_and_b32_e32 v11, 0x7fffffe, v10
	v_or_b32_e32 v1, 64, v0
	s_addc_u32 s15, s3, s15
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v5, v4
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v7, 0
	s_mov_b32 s7, 0x3fb8aa3b
	s_mov_b32 s18, 0xc2ce8ed0
	s_mov_b32 s19, 0x42b17218
	v_mov_b32_e32 v12, 0x7f800000
	v_mov_b32_e32 v13, v11
	v_mov_b64_e32 v[8:9], v[0:1]
.LBB0_18:                               ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v7
	v_lshlrev_b64 v[16:17], 2, v[6:7]
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_lshl_add_u64 v[18:19], s[12:13], 0, v[16:17]
	v_lshl_add_u64 v[20:21], s[12:13], 0, v[14:15]
	global_load_dword v22, v[18:19], off
	global_load_dword v23, v[20:21], off
	v_add_u32_e32 v13, -2, v13
	v_cmp_eq_u32_e32 vcc, 0, v13
	s_or_b64 s[16:17], vcc, s[16:17]
	v_add_u32_e32 v9, 0x80, v9
	v_add_u32_e32 v8, 0x80, v8
	v_lshl_add_u64 v[16:17], s[14:15], 0, v[16:17]
	v_lshl_add_u64 v[14:15], s[14:15], 0, v[14:15]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[18:19], v[22:23], v[2:3] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_mul_f32_e32 v1, 0x3fb8aa3b, v19
	v_mul_f32_e32 v6, 0x3fb8aa3b, v18
	v_fma_f32 v20, v19, s7, -v1
	v_rndne_f32_e32 v21, v1
	v_fma_f32 v22, v18, s7, -v6
	v_rndne_f32_e32 v23, v6
	v_fmac_f32_e32 v20, 0x32a5705f, v19
	v_sub_f32_e32 v1, v1, v21
	v_fmac_f32_e32 v22, 0x32a5705f, v18
	v_sub_f32_e32 v6, v6, v23
	v_add_f32_e32 v1, v1, v20
	v_add_f32_e32 v6, v6, v22
	v_cvt_i32_f32_e32 v21, v21
	v_cvt_i32_f32_e32 v23, v23
	v_exp_f32_e32 v1, v1
	v_exp_f32_e32 v6, v6
	v_cmp_ngt_f32_e32 vcc, s18, v18
	v_cmp_ngt_f32_e64 s[0:1], s18, v19
	v_ldexp_f32 v1, v1, v21
	v_ldexp_f32 v6, v6, v23
	v_cndmask_b32_e64 v1, 0, v1, s[0:1]
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_cmp_nlt_f32_e32 vcc, s19, v18
	v_cmp_nlt_f32_e64 s[0:1], s19, v19
	s_nop 0
	v_cndmask_b32_e32 v18, v12, v6, vcc
	v_cndmask_b32_e64 v19, v12, v1, s[0:1]
	v_pk_mul_f32 v[18:19], v[4:5], v[18:19]
	global_store_dword v[16:17], v18, off
	global_store_dword v[14:15], v19, off
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execnz .LBB0_18
; %bb.19:
	s_or_b64 exec, exec, s[16:17]
	v_cmp_ne_u32_e32 vcc, v10, v11
	v_lshl_or_b32 v0, v11, 6, v0
	s_orn2_b64 s[0:1], vcc, exec
.LBB0_20:                               ; %Flow25
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_23
; %bb.21:
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_lshl_add_u64 v[8:9], s[10:11], 2, v[6:7]
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[8:9]
	v_lshl_add_u64 v[8:9], s[8:9], 0, v[8:9]
	s_mov_b64 s[0:1], 0
	s_mov_b32 s4, 0x3fb8aa3b
	s_mov_b32 s5, 0xc2ce8ed0
	s_mov_b32 s7, 0x42b17218
	v_mov_b32_e32 v1, 0x7f800000
	s_mov_b64 s[2:3], 0x100
.LBB0_22:                               ; =>This Inner Loop Header: Depth=1
	global_load_dword v3, v[8:9], off
	v_add_u32_e32 v0, 64, v0
	v_cmp_le_i32_e32 vcc, s6, v0
	s_or_b64 s[0:1], vcc, s[0:1]
	v_lshl_add_u64 v[8:9], v[8:9], 0, s[2:3]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v3, v2
	v_mul_f32_e32 v5, 0x3fb8aa3b, v3
	v_fma_f32 v10, v3, s4, -v5
	v_rndne_f32_e32 v11, v5
	v_fmac_f32_e32 v10, 0x32a5705f, v3
	v_sub_f32_e32 v5, v5, v11
	v_add_f32_e32 v5, v5, v10
	v_cvt_i32_f32_e32 v11, v11
	v_exp_f32_e32 v5, v5
	v_cmp_ngt_f32_e32 vcc, s5, v3
	v_ldexp_f32 v5, v5, v11
	s_nop 0
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cmp_nlt_f32_e32 vcc, s7, v3
	s_nop 1
	v_cndmask_b32_e32 v3, v1, v5, vcc
	v_mul_f32_e32 v3, v4, v3
	global_store_dword v[6:7], v3, off
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[2:3]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_22
.LBB0_23:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel softmax_rows
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_sgpr 24
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
	.size	softmax_rows, .Lfunc_end0-softmax_rows
                                        ; -- End function
	.set softmax_rows.num_vgpr, 24
	.set softmax_rows.num_agpr, 0
	.set softmax_rows.numbered_sgpr, 24
	.set softmax_rows.num_named_barrier, 0
	.set softmax_rows.private_seg_size, 0
	.set softmax_rows.uses_vcc, 1
	.set softmax_rows.uses_flat_scratch, 0
	.set softmax_rows.has_dyn_sized_stack, 0
	.set softmax_rows.has_recursion, 0
	.set softmax_rows.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1736
; TotalNumSgprs: 30
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
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
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
	.protected	wave_prefix_sum         ; -- Begin function wave_prefix_sum
	.globl	wave_prefix_sum
	.p2align	8
	.type	wave_prefix_sum,@function
wave_prefix_sum:                        ; @wave_prefix_sum
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_lshl_b64 s[0:1], s[2:3], 8
	v_lshl_or_b32 v0, v0, 2, s0
	v_mov_b32_e32 v1, s1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	global_load_dword v2, v[2:3], off
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[0:1]
	s_waitcnt vmcnt(0)
	v_add_u32_dpp v2, v2, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_u32_dpp v2, v2, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_u32_dpp v2, v2, v2 row_shr:4 row_mask:0xf bank_mask:0xe
	s_nop 1
	v_add_u32_dpp v2, v2, v2 row_shr:8 row_mask:0xf bank_mask:0xc
	s_nop 1
	v_add_u32_dpp v2, v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf
	s_nop 1
	v_add_u32_dpp v2, v2, v2 row_bcast:31 row_mask:0xc bank_mask:0xf
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wave_prefix_sum
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 4
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
.Lfunc_end1:
	.size	wave_prefix_sum, .Lfunc_end1-wave_prefix_sum
                                        ; -- End function
	.set wave_prefix_sum.num_vgpr, 4
	.set wave_prefix_sum.num_agpr, 0
	.set wave_prefix_sum.numbered_sgpr, 8
	.set wave_prefix_sum.num_named_barrier, 0
	.set wave_prefix_sum.private_seg_size, 0
	.set wave_prefix_sum.uses_vcc, 0
	.set wave_prefix_sum.uses_flat_scratch, 0
	.set wave_prefix_sum.has_dyn_sized_stack, 0
	.set wave_prefix_sum.has_recursion, 0
	.set wave_prefix_sum.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 140
; TotalNumSgprs: 14
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           softmax_rows
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         softmax_rows.kd
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
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           wave_prefix_sum
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         wave_prefix_sum.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
