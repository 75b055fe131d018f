	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	attention_fwd           ; -- Begin function attention_fwd
	.globl	attention_fwd
	.p2align	8
	.type	attention_fwd,@function
attention_fwd:                          ; @attention_fwd
; %bb.0:
	s_load_dwordx2 s[6:7], s[0:1], 0x20
	v_lshrrev_b32_e32 v1, 6, v0
	s_lshl_b32 s2, s2, 6
	v_lshl_or_b32 v28, v1, 4, s2
	v_and_b32_e32 v29, 15, v0
	s_waitcnt lgkmcnt(0)
	s_mul_hi_i32 s5, s6, s3
	s_mul_i32 s4, s6, s3
	v_bfe_u32 v30, v0, 4, 2
	v_mov_b32_e32 v17, 0
	s_cmp_lt_i32 s6, 1
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b64_e32 v[6:7], 0
	v_mov_b64_e32 v[8:9], 0
	v_mov_b64_e32 v[2:3], 0
	v_mov_b64_e32 v[4:5], 0
	s_cbranch_scc1 .LBB0_5
; %bb.1:
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_or_b32_e32 v2, v28, v29
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[2:3]
	v_lshlrev_b64 v[2:3], 6, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[8:9], 0, v[2:3]
	v_lshlrev_b32_e32 v16, 4, v30
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[16:17]
	global_load_dwordx4 v[44:47], v[2:3], off
	s_movk_i32 s9, 0x600
	v_mul_u32_u24_e32 v2, 0x60, v29
	v_mul_lo_u32 v1, v1, s9
	s_movk_i32 s9, 0x180
	v_mad_u32_u24 v3, v30, s9, v1
	v_add3_u32 v32, v1, v2, v16
	v_and_b32_e32 v1, 31, v0
	s_movk_i32 s8, 0x60
	s_movk_i32 s9, 0x2400
	v_or_b32_e32 v34, 0xffffff00, v0
	v_lshrrev_b32_e32 v0, 5, v0
	v_lshlrev_b32_e32 v4, 1, v1
	v_or_b32_e32 v18, 0x1800, v2
	v_add3_u32 v33, v2, v16, s9
	v_mul_u32_u24_e32 v2, 0x60, v1
	v_mad_u32_u24 v1, v0, s8, v4
	v_or_b32_e32 v36, 0x1800, v1
	v_mov_b32_e32 v1, v17
	v_lshl_or_b32 v2, v0, 1, v2
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	v_lshl_or_b32 v31, v29, 1, v3
	v_add_u32_e32 v35, 0x2400, v2
	v_lshlrev_b64 v[2:3], 6, v[0:1]
	v_or_b32_e32 v2, v2, v4
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[2:3]
	v_lshl_add_u64 v[14:15], s[10:11], 0, v[2:3]
	s_mov_b32 s12, 0
	v_mov_b32_e32 v21, 0xff800000
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	s_mov_b64 s[2:3], 0x200
	s_movk_i32 s13, 0x2ff
	v_add_u32_e32 v37, v18, v16
	s_mov_b32 s14, 0x3fb8aa3b
	s_mov_b32 s15, 0xc2ce8ed0
	s_mov_b32 s16, 0x42b17218
	s_mov_b64 s[8:9], 0x800
	v_mov_b32_e32 v38, 0x7f800000
	v_mov_b32_e32 v20, 0xff800000
	v_mov_b32_e32 v23, 0xff800000
	v_mov_b32_e32 v27, 0xff800000
.LBB0_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_3 Depth 2
	s_mov_b64 s[10:11], 0
	v_mov_b64_e32 v[16:17], v[14:15]
	v_mov_b64_e32 v[18:19], v[0:1]
	v_mov_b32_e32 v22, v36
	v_mov_b32_e32 v24, v35
	v_mov_b32_e32 v25, v34
.LBB0_3:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_ushort v26, v[16:17], off
	global_load_ushort v39, v[18:19], off
	v_add_u32_e32 v25, 0x100, v25
	v_cmp_lt_u32_e32 vcc, s13, v25
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[2:3]
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[2:3]
	s_or_b64 s[10:11], vcc, s[10:11]
	s_waitcnt vmcnt(1)
	ds_write_b16 v22, v26
	s_waitcnt vmcnt(0)
	ds_write_b16 v24, v39
	v_add_u32_e32 v24, 16, v24
	v_add_u32_e32 v22, 0x300, v22
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[16:19], v37
	s_add_i32 s12, s12, 32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[48:51], v[44:47], v[16:19], 0
	ds_read_b128 v[16:19], v37 offset:1536
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[8:9]
	v_lshl_add_u64 v[14:15], v[14:15], 0, s[8:9]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[52:55], v[44:47], v[16:19], 0
	s_nop 2
	v_max_f32_e32 v17, v48, v48
	s_cmp_ge_i32 s12, s6
	s_nop 2
	v_max_f32_e32 v16, v52, v52
	v_max_f32_e32 v16, v17, v16
	v_mul_f32_e32 v16, s7, v16
	s_nop 1
	v_mov_b32_dpp v17, v16 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v17
	s_nop 1
	v_mov_b32_dpp v17, v16 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v17
	ds_swizzle_b32 v17, v16 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v17
	ds_swizzle_b32 v17, v16 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v39, v21, v16, v17
	v_fma_f32 v16, v48, s7, -v39
	v_mul_f32_e32 v17, 0x3fb8aa3b, v16
	v_fma_f32 v18, v16, s14, -v17
	v_rndne_f32_e32 v19, v17
	v_fmac_f32_e32 v18, 0x32a5705f, v16
	v_sub_f32_e32 v17, v17, v19
	v_add_f32_e32 v17, v17, v18
	v_exp_f32_e32 v17, v17
	v_cvt_i32_f32_e32 v18, v19
	v_cmp_ngt_f32_e32 vcc, s15, v16
	v_ldexp_f32 v17, v17, v18
	s_nop 0
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_nlt_f32_e32 vcc, s16, v16
	s_nop 1
	v_cndmask_b32_e32 v18, v38, v17, vcc
	v_cvt_f16_f32_e32 v16, v18
	ds_write_b16 v31, v16
	v_fma_f32 v16, v52, s7, -v39
	v_mul_f32_e32 v17, 0x3fb8aa3b, v16
	v_fma_f32 v19, v16, s14, -v17
	v_rndne_f32_e32 v22, v17
	v_fmac_f32_e32 v19, 0x32a5705f, v16
	v_sub_f32_e32 v17, v17, v22
	v_add_f32_e32 v17, v17, v19
	v_exp_f32_e32 v17, v17
	v_cvt_i32_f32_e32 v19, v22
	v_cmp_ngt_f32_e32 vcc, s15, v16
	v_ldexp_f32 v17, v17, v19
	s_nop 0
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_nlt_f32_e32 vcc, s16, v16
	s_nop 1
	v_cndmask_b32_e32 v24, v38, v17, vcc
	v_cvt_f16_f32_e32 v16, v24
	ds_write_b16 v31, v16 offset:32
	v_sub_f32_e32 v16, v21, v39
	v_mul_f32_e32 v17, 0x3fb8aa3b, v16
	v_fma_f32 v19, v16, s14, -v17
	v_rndne_f32_e32 v21, v17
	v_fmac_f32_e32 v19, 0x32a5705f, v16
	v_sub_f32_e32 v17, v17, v21
	v_add_f32_e32 v17, v17, v19
	v_exp_f32_e32 v17, v17
	v_cvt_i32_f32_e32 v19, v21
	v_cmp_ngt_f32_e32 vcc, s15, v16
	v_ldexp_f32 v17, v17, v19
	s_nop 0
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_nlt_f32_e32 vcc, s16, v16
	v_max_f32_e32 v19, v49, v49
	s_nop 0
	v_cndmask_b32_e32 v16, v38, v17, vcc
	v_max_f32_e32 v17, v53, v53
	v_max_f32_e32 v17, v19, v17
	v_mul_f32_e32 v17, s7, v17
	v_mul_f32_e32 v2, v16, v2
	v_mul_f32_e32 v6, v16, v6
	v_mov_b32_dpp v19, v17 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v19, v19, v19
	v_max_f32_e32 v17, v17, v19
	s_nop 1
	v_mov_b32_dpp v19, v17 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v19, v19, v19
	v_max_f32_e32 v17, v17, v19
	ds_swizzle_b32 v19, v17 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v19, v19, v19
	v_max_f32_e32 v17, v17, v19
	ds_swizzle_b32 v19, v17 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v40, v20, v17, v19
	v_fma_f32 v17, v49, s7, -v40
	v_mul_f32_e32 v19, 0x3fb8aa3b, v17
	v_fma_f32 v21, v17, s14, -v19
	v_rndne_f32_e32 v22, v19
	v_fmac_f32_e32 v21, 0x32a5705f, v17
	v_sub_f32_e32 v19, v19, v22
	v_add_f32_e32 v19, v19, v21
	v_exp_f32_e32 v19, v19
	v_cvt_i32_f32_e32 v21, v22
	v_cmp_ngt_f32_e32 vcc, s15, v17
	v_ldexp_f32 v19, v19, v21
	s_nop 0
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cmp_nlt_f32_e32 vcc, s16, v17
	s_nop 1
	v_cndmask_b32_e32 v19, v38, v19, vcc
	v_cvt_f16_f32_e32 v17, v19
	ds_write_b16 v31, v17 offset:96
	v_fma_f32 v17, v53, s7, -v40
	v_mul_f32_e32 v21, 0x3fb8aa3b, v17
	v_fma_f32 v22, v17, s14, -v21
	v_rndne_f32_e32 v25, v21
	v_fmac_f32_e32 v22, 0x32a5705f, v17
	v_sub_f32_e32 v21, v21, v25
	v_add_f32_e32 v21, v21, v22
	v_exp_f32_e32 v21, v21
	v_cvt_i32_f32_e32 v22, v25
	v_cmp_ngt_f32_e32 vcc, s15, v17
	v_ldexp_f32 v21, v21, v22
	s_nop 0
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_nlt_f32_e32 vcc, s16, v17
	s_nop 1
	v_cndmask_b32_e32 v25, v38, v21, vcc
	v_cvt_f16_f32_e32 v17, v25
	v_pk_add_f32 v[18:19], v[18:19], v[24:25]
	v_max_f32_e32 v24, v50, v50
	ds_write_b16 v31, v17 offset:128
	v_sub_f32_e32 v17, v20, v40
	v_mul_f32_e32 v20, 0x3fb8aa3b, v17
	v_fma_f32 v21, v17, s14, -v20
	v_rndne_f32_e32 v22, v20
	v_fmac_f32_e32 v21, 0x32a5705f, v17
	v_sub_f32_e32 v20, v20, v22
	v_add_f32_e32 v20, v20, v21
	v_cvt_i32_f32_e32 v21, v22
	v_max_f32_e32 v22, v54, v54
	v_max_f32_e32 v22, v24, v22
	v_mul_f32_e32 v22, s7, v22
	v_exp_f32_e32 v20, v20
	v_cmp_ngt_f32_e32 vcc, s15, v17
	v_mov_b32_dpp v24, v22 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v24, v24, v24
	v_max_f32_e32 v22, v22, v24
	v_ldexp_f32 v20, v20, v21
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_mov_b32_dpp v24, v22 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v24, v24, v24
	v_max_f32_e32 v22, v22, v24
	ds_swizzle_b32 v24, v22 offset:swizzle(SWAP,4)
	v_cmp_nlt_f32_e32 vcc, s16, v17
	v_mov_b32_dpp v21, v19 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v24, v24, v24
	v_max_f32_e32 v22, v22, v24
	ds_swizzle_b32 v24, v22 offset:swizzle(SWAP,8)
	v_cndmask_b32_e32 v17, v38, v20, vcc
	v_mul_f32_e32 v3, v17, v3
	v_mov_b32_dpp v20, v18 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v42, v23, v22, v24
	v_fma_f32 v22, v50, s7, -v42
	v_mul_f32_e32 v24, 0x3fb8aa3b, v22
	v_fma_f32 v25, v22, s14, -v24
	v_rndne_f32_e32 v26, v24
	v_fmac_f32_e32 v25, 0x32a5705f, v22
	v_sub_f32_e32 v24, v24, v26
	v_add_f32_e32 v24, v24, v25
	v_exp_f32_e32 v24, v24
	v_cvt_i32_f32_e32 v25, v26
	v_cmp_ngt_f32_e32 vcc, s15, v22
	v_sub_f32_e32 v23, v23, v42
	v_mov_b32_dpp v20, v18 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_ldexp_f32 v24, v24, v25
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cmp_nlt_f32_e32 vcc, s16, v22
	v_mov_b32_dpp v21, v19 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
	v_cndmask_b32_e32 v22, v38, v24, vcc
	v_cvt_f16_f32_e32 v24, v22
	ds_swizzle_b32 v20, v18 offset:swizzle(SWAP,4)
	ds_swizzle_b32 v21, v19 offset:swizzle(SWAP,4)
	v_mul_f32_e32 v7, v17, v7
	ds_write_b16 v31, v24 offset:192
	v_fma_f32 v24, v54, s7, -v42
	v_mul_f32_e32 v25, 0x3fb8aa3b, v24
	v_fma_f32 v26, v24, s14, -v25
	v_rndne_f32_e32 v41, v25
	v_fmac_f32_e32 v26, 0x32a5705f, v24
	v_sub_f32_e32 v25, v25, v41
	v_add_f32_e32 v25, v25, v26
	v_exp_f32_e32 v25, v25
	v_cvt_i32_f32_e32 v26, v41
	v_cmp_ngt_f32_e32 vcc, s15, v24
	s_waitcnt lgkmcnt(1)
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
	ds_swizzle_b32 v20, v18 offset:swizzle(SWAP,8)
	v_ldexp_f32 v25, v25, v26
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cmp_nlt_f32_e32 vcc, s16, v24
	ds_swizzle_b32 v21, v19 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
	v_cndmask_b32_e32 v24, v38, v25, vcc
	v_cvt_f16_f32_e32 v25, v24
	v_cmp_ngt_f32_e32 vcc, s15, v23
	v_pk_fma_f32 v[12:13], v[12:13], v[16:17], v[18:19]
	ds_write_b16 v31, v25 offset:224
	v_mul_f32_e32 v25, 0x3fb8aa3b, v23
	v_fma_f32 v26, v23, s14, -v25
	v_rndne_f32_e32 v41, v25
	v_fmac_f32_e32 v26, 0x32a5705f, v23
	v_sub_f32_e32 v25, v25, v41
	v_add_f32_e32 v25, v25, v26
	v_exp_f32_e32 v25, v25
	v_cvt_i32_f32_e32 v26, v41
	v_ldexp_f32 v25, v25, v26
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cmp_nlt_f32_e32 vcc, s16, v23
	v_max_f32_e32 v23, v55, v55
	s_nop 0
	v_cndmask_b32_e32 v26, v38, v25, vcc
	v_max_f32_e32 v25, v51, v51
	v_max_f32_e32 v23, v25, v23
	v_mul_f32_e32 v23, s7, v23
	v_mul_f32_e32 v4, v26, v4
	v_mul_f32_e32 v8, v26, v8
	v_mov_b32_dpp v25, v23 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v23, v23, v25
	s_nop 1
	v_mov_b32_dpp v25, v23 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v23, v23, v25
	ds_swizzle_b32 v25, v23 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v23, v23, v25
	ds_swizzle_b32 v25, v23 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v41, v27, v23, v25
	v_fma_f32 v23, v51, s7, -v41
	v_mul_f32_e32 v25, 0x3fb8aa3b, v23
	v_fma_f32 v43, v23, s14, -v25
	v_rndne_f32_e32 v48, v25
	v_fmac_f32_e32 v43, 0x32a5705f, v23
	v_sub_f32_e32 v25, v25, v48
	v_add_f32_e32 v25, v25, v43
	v_exp_f32_e32 v25, v25
	v_cvt_i32_f32_e32 v43, v48
	v_cmp_ngt_f32_e32 vcc, s15, v23
	v_sub_f32_e32 v27, v27, v41
	v_ldexp_f32 v25, v25, v43
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cmp_nlt_f32_e32 vcc, s16, v23
	s_nop 1
	v_cndmask_b32_e32 v23, v38, v25, vcc
	v_cvt_f16_f32_e32 v25, v23
	ds_write_b16 v31, v25 offset:288
	v_fma_f32 v25, v55, s7, -v41
	v_mul_f32_e32 v43, 0x3fb8aa3b, v25
	v_fma_f32 v48, v25, s14, -v43
	v_rndne_f32_e32 v49, v43
	v_fmac_f32_e32 v48, 0x32a5705f, v25
	v_sub_f32_e32 v43, v43, v49
	v_add_f32_e32 v43, v43, v48
	v_exp_f32_e32 v43, v43
	v_cvt_i32_f32_e32 v48, v49
	v_cmp_ngt_f32_e32 vcc, s15, v25
	v_ldexp_f32 v43, v43, v48
	s_nop 0
	v_cndmask_b32_e32 v43, 0, v43, vcc
	v_cmp_nlt_f32_e32 vcc, s16, v25
	s_nop 1
	v_cndmask_b32_e32 v25, v38, v43, vcc
	v_cvt_f16_f32_e32 v43, v25
	v_cmp_ngt_f32_e32 vcc, s15, v27
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
	ds_write_b16 v31, v43 offset:320
	v_mul_f32_e32 v43, 0x3fb8aa3b, v27
	v_fma_f32 v48, v27, s14, -v43
	v_rndne_f32_e32 v49, v43
	v_fmac_f32_e32 v48, 0x32a5705f, v27
	v_sub_f32_e32 v43, v43, v49
	v_add_f32_e32 v43, v43, v48
	v_exp_f32_e32 v43, v43
	v_cvt_i32_f32_e32 v48, v49
	v_mov_b32_dpp v24, v22 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
	v_ldexp_f32 v43, v43, v48
	ds_read_b128 v[48:51], v32
	ds_read_b128 v[52:55], v33
	v_cndmask_b32_e32 v43, 0, v43, vcc
	v_cmp_nlt_f32_e32 vcc, s16, v27
	v_mov_b32_dpp v24, v22 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v23 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_cndmask_b32_e32 v27, v38, v43, vcc
	v_mul_f32_e32 v5, v27, v5
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
	ds_swizzle_b32 v24, v22 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[2:5], v[48:51], v[52:55], v[2:5]
	ds_read_b128 v[52:55], v33 offset:1536
	ds_swizzle_b32 v25, v23 offset:swizzle(SWAP,4)
	v_mul_f32_e32 v9, v27, v9
	s_waitcnt lgkmcnt(0)
	v_pk_add_f32 v[22:23], v[22:23], v[24:25]
	ds_swizzle_b32 v24, v22 offset:swizzle(SWAP,8)
	ds_swizzle_b32 v25, v23 offset:swizzle(SWAP,8)
	v_mfma_f32_16x16x32_f16 v[6:9], v[48:51], v[52:55], v[6:9]
	s_waitcnt lgkmcnt(0)
	v_pk_add_f32 v[20:21], v[22:23], v[24:25]
	s_nop 0
	v_pk_fma_f32 v[10:11], v[10:11], v[26:27], v[20:21]
	v_mov_b32_e32 v21, v39
	v_mov_b32_e32 v20, v40
	v_mov_b32_e32 v23, v42
	v_mov_b32_e32 v27, v41
	s_barrier
	s_cbranch_scc0 .LBB0_2
.LBB0_5:                                ; %Flow
	s_load_dwordx2 s[0:1], s[0:1], 0x18
	v_lshl_or_b32 v0, v30, 2, v28
	v_rcp_f32_e32 v12, v12
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b32_e32 v14, 1, v29
	v_mov_b32_e32 v15, 0
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[0:1]
	v_rcp_f32_e32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[14:15], s[0:1], 0, v[14:15]
	v_lshlrev_b64 v[0:1], 6, v[0:1]
	v_lshl_add_u64 v[0:1], v[14:15], 0, v[0:1]
	v_fma_mixlo_f16 v2, v12, v2, 0
	global_store_short v[0:1], v2, off
	v_fma_mixlo_f16 v2, v12, v6, 0
	global_store_short v[0:1], v2, off offset:32
	v_fma_mixlo_f16 v2, v13, v3, 0
	v_rcp_f32_e32 v3, v10
	global_store_short v[0:1], v2, off offset:64
	v_fma_mixlo_f16 v2, v13, v7, 0
	global_store_short v[0:1], v2, off offset:96
	v_fma_mixlo_f16 v2, v3, v4, 0
	v_rcp_f32_e32 v4, v11
	global_store_short v[0:1], v2, off offset:128
	v_fma_mixlo_f16 v2, v3, v8, 0
	global_store_short v[0:1], v2, off offset:160
	v_fma_mixlo_f16 v2, v4, v5, 0
	global_store_short v[0:1], v2, off offset:192
	v_fma_mixlo_f16 v2, v4, v9, 0
	global_store_short v[0:1], v2, off offset:224
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attention_fwd
		.amdhsa_group_segment_fixed_size 12288
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
		.amdhsa_next_free_vgpr 56
		.amdhsa_next_free_sgpr 17
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
	.size	attention_fwd, .Lfunc_end0-attention_fwd
                                        ; -- End function
	.set attention_fwd.num_vgpr, 56
	.set attention_fwd.num_agpr, 0
	.set attention_fwd.numbered_sgpr, 17
	.set attention_fwd.num_named_barrier, 0
	.set attention_fwd.private_seg_size, 0
	.set attention_fwd.uses_vcc, 1
	.set attention_fwd.uses_flat_scratch, 0
	.set attention_fwd.has_dyn_sized_stack, 0
	.set attention_fwd.has_recursion, 0
	.set attention_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2648
; TotalNumSgprs: 23
; NumVgprs: 56
; NumAgprs: 0
; TotalNumVgprs: 56
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 12288 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 56
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
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 12288
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           attention_fwd
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         attention_fwd.kd
    .uses_dynamic_stack: false
    .vgpr_count:     56
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
