	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
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
	v_and_b32_e32 v18, 15, v0
	v_bfe_u32 v19, v0, 4, 2
	s_waitcnt lgkmcnt(0)
	s_mul_hi_i32 s5, s6, s3
	s_mul_i32 s4, s6, s3
	v_lshl_or_b32 v11, v1, 4, s2
	v_lshlrev_b32_e32 v22, 2, v19
	v_mov_b32_e32 v17, 0
	s_cmp_lt_i32 s6, 1
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b64_e32 v[2:3], 0
	v_mov_b64_e32 v[4:5], 0
	v_mov_b64_e32 v[6:7], 0
	v_mov_b64_e32 v[8:9], 0
	v_lshlrev_b32_e32 v10, 1, v18
	s_cbranch_scc1 .LBB0_6
; %bb.1:
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	v_or_b32_e32 v2, v11, v18
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[2:3]
	v_lshlrev_b64 v[2:3], 6, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[8:9], 0, v[2:3]
	v_lshlrev_b32_e32 v16, 1, v22
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[16:17]
	global_load_dwordx2 v[38:39], v[2:3], off offset:32
	global_load_dwordx2 v[40:41], v[2:3], off
	v_mul_u32_u24_e32 v2, 0x60, v18
	v_or_b32_e32 v20, 0x1800, v2
	v_lshlrev_b32_e32 v1, 10, v1
	v_lshlrev_b32_e32 v2, 8, v19
	v_or3_b32 v23, v1, v2, v10
	v_lshlrev_b32_e32 v2, 6, v18
	s_movk_i32 s9, 0x1000
	s_movk_i32 s2, 0x200
	v_or3_b32 v24, v1, v2, v16
	v_or3_b32 v25, v2, v16, s9
	v_and_b32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v16, 5, v0
	v_cmp_gt_u32_e64 s[2:3], s2, v0
	s_movk_i32 s8, 0x60
	v_or_b32_e32 v26, 0xffffff00, v0
	v_lshlrev_b32_e32 v2, 6, v1
	v_lshlrev_b32_e32 v0, 1, v16
	v_lshlrev_b32_e32 v4, 1, v1
	v_or3_b32 v27, v2, v0, s9
	v_mad_u32_u24 v0, v16, s8, v4
	v_or_b32_e32 v28, 0x1800, v0
	v_lshl_add_u64 v[0:1], v[16:17], 0, s[4:5]
	v_lshlrev_b64 v[2:3], 6, v[0:1]
	v_lshlrev_b32_e32 v21, 3, v19
	v_or_b32_e32 v2, v2, v4
	v_lshl_add_u64 v[0:1], s[12:13], 0, v[2:3]
	v_lshl_add_u64 v[16:17], s[10:11], 0, v[2:3]
	s_mov_b32 s16, 0
	v_mov_b32_e32 v31, 0xff800000
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_mov_b64 s[8:9], 0x200
	v_add_u32_e32 v29, v20, v21
	s_mov_b32 s17, 0x3fb8aa3b
	s_mov_b32 s18, 0xc2ce8ed0
	s_mov_b32 s19, 0x42b17218
	s_mov_b64 s[10:11], 0x400
	v_mov_b32_e32 v30, 0x7f800000
	v_mov_b32_e32 v32, 0xff800000
	v_mov_b32_e32 v33, 0xff800000
	v_mov_b32_e32 v34, 0xff800000
	s_branch .LBB0_3
.LBB0_2:                                ; %Flow57
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[18:21], v29 offset1:4
	s_add_i32 s16, s16, 16
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[42:45], v[40:41], v[18:19], 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[10:11]
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[10:11]
	s_cmp_ge_i32 s16, s6
	v_mfma_f32_16x16x16_f16 v[18:21], v[38:39], v[20:21], v[42:45]
	s_nop 6
	v_mul_f32_e32 v35, s7, v18
	v_mul_f32_e32 v36, s7, v19
	s_nop 0
	v_mov_b32_dpp v37, v35 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v37, v37, v37
	v_max_f32_e32 v35, v35, v37
	v_mov_b32_dpp v42, v36 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v42, v42, v42
	v_mov_b32_dpp v37, v35 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v37, v37, v37
	v_max_f32_e32 v36, v36, v42
	v_max_f32_e32 v35, v35, v37
	ds_swizzle_b32 v37, v35 offset:swizzle(SWAP,4)
	v_mov_b32_dpp v42, v36 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v42, v42, v42
	v_max_f32_e32 v36, v36, v42
	ds_swizzle_b32 v42, v36 offset:swizzle(SWAP,4)
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v37, v37, v37
	v_max_f32_e32 v35, v35, v37
	ds_swizzle_b32 v37, v35 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v42, v42, v42
	v_max_f32_e32 v36, v36, v42
	ds_swizzle_b32 v42, v36 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(1)
	v_max3_f32 v35, v31, v35, v37
	v_fma_f32 v18, v18, s7, -v35
	v_mul_f32_e32 v37, 0x3fb8aa3b, v18
	v_fma_f32 v43, v18, s17, -v37
	v_rndne_f32_e32 v44, v37
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v45, v32, v36, v42
	v_fmac_f32_e32 v43, 0x32a5705f, v18
	v_sub_f32_e32 v37, v37, v44
	v_fma_f32 v19, v19, s7, -v45
	v_add_f32_e32 v37, v37, v43
	v_mul_f32_e32 v36, 0x3fb8aa3b, v19
	v_cvt_i32_f32_e32 v44, v44
	v_exp_f32_e32 v37, v37
	v_fma_f32 v42, v19, s17, -v36
	v_rndne_f32_e32 v43, v36
	v_fmac_f32_e32 v42, 0x32a5705f, v19
	v_sub_f32_e32 v36, v36, v43
	v_add_f32_e32 v36, v36, v42
	v_exp_f32_e32 v42, v36
	v_mul_f32_e32 v36, s7, v20
	v_ldexp_f32 v37, v37, v44
	v_cvt_i32_f32_e32 v43, v43
	v_mov_b32_dpp v44, v36 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v44, v44, v44
	v_max_f32_e32 v36, v36, v44
	v_cmp_ngt_f32_e32 vcc, s18, v18
	s_nop 0
	v_mov_b32_dpp v44, v36 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v44, v44, v44
	v_max_f32_e32 v44, v36, v44
	ds_swizzle_b32 v46, v44 offset:swizzle(SWAP,4)
	v_cndmask_b32_e32 v37, 0, v37, vcc
	v_cmp_nlt_f32_e32 vcc, s19, v18
	s_nop 1
	v_cndmask_b32_e32 v36, v30, v37, vcc
	v_ldexp_f32 v37, v42, v43
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v42, v46, v46
	v_mul_f32_e32 v46, s7, v21
	v_max_f32_e32 v42, v44, v42
	ds_swizzle_b32 v43, v42 offset:swizzle(SWAP,8)
	v_mov_b32_dpp v47, v46 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v47, v47, v47
	v_max_f32_e32 v46, v46, v47
	v_cmp_ngt_f32_e32 vcc, s18, v19
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v44, v33, v42, v43
	v_mov_b32_dpp v47, v46 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v47, v47, v47
	v_max_f32_e32 v46, v46, v47
	ds_swizzle_b32 v47, v46 offset:swizzle(SWAP,4)
	v_cndmask_b32_e32 v37, 0, v37, vcc
	v_cmp_nlt_f32_e32 vcc, s19, v19
	v_fma_f32 v19, v20, s7, -v44
	v_mul_f32_e32 v20, 0x3fb8aa3b, v19
	v_fma_f32 v42, v19, s17, -v20
	v_rndne_f32_e32 v43, v20
	v_fmac_f32_e32 v42, 0x32a5705f, v19
	v_sub_f32_e32 v20, v20, v43
	v_add_f32_e32 v20, v20, v42
	v_cvt_i32_f32_e32 v42, v43
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v43, v47, v47
	v_max_f32_e32 v43, v46, v43
	ds_swizzle_b32 v46, v43 offset:swizzle(SWAP,8)
	v_exp_f32_e32 v20, v20
	v_cndmask_b32_e32 v37, v30, v37, vcc
	v_cmp_ngt_f32_e32 vcc, s18, v19
	v_cvt_f16_f32_e32 v18, v36
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v50, v34, v43, v46
	v_fma_f32 v21, v21, s7, -v50
	v_ldexp_f32 v20, v20, v42
	v_mul_f32_e32 v42, 0x3fb8aa3b, v21
	v_fma_f32 v43, v21, s17, -v42
	v_rndne_f32_e32 v46, v42
	v_fmac_f32_e32 v43, 0x32a5705f, v21
	v_sub_f32_e32 v42, v42, v46
	v_add_f32_e32 v42, v42, v43
	v_exp_f32_e32 v43, v42
	v_cvt_i32_f32_e32 v46, v46
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cmp_nlt_f32_e32 vcc, s19, v19
	v_cvt_f16_f32_e32 v47, v37
	v_sub_f32_e32 v49, v34, v50
	v_cndmask_b32_e32 v42, v30, v20, vcc
	v_ldexp_f32 v20, v43, v46
	v_cmp_ngt_f32_e32 vcc, s18, v21
	v_cvt_f16_f32_e32 v19, v42
	v_sub_f32_e32 v46, v31, v35
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cmp_nlt_f32_e32 vcc, s19, v21
	v_mul_f32_e32 v34, 0x3fb8aa3b, v46
	v_sub_f32_e32 v48, v33, v44
	v_cndmask_b32_e32 v43, v30, v20, vcc
	v_cvt_f16_f32_e32 v20, v43
	ds_write_b16 v23, v18
	ds_write_b16 v23, v47 offset:64
	ds_write_b16 v23, v19 offset:128
	ds_write_b16 v23, v20 offset:192
	ds_read2st64_b64 v[18:21], v25 offset1:2
	ds_read_b64 v[60:61], v24
	v_sub_f32_e32 v47, v32, v45
	v_mov_b32_e32 v31, v35
	v_mul_f32_e32 v35, 0x3fb8aa3b, v47
	v_fma_f32 v51, v46, s17, -v34
	v_rndne_f32_e32 v52, v34
	v_mov_b32_e32 v33, v44
	v_mul_f32_e32 v44, 0x3fb8aa3b, v48
	v_fma_f32 v53, v47, s17, -v35
	v_rndne_f32_e32 v54, v35
	v_fmac_f32_e32 v51, 0x32a5705f, v46
	v_sub_f32_e32 v34, v34, v52
	v_mov_b32_e32 v32, v45
	v_mul_f32_e32 v45, 0x3fb8aa3b, v49
	v_fma_f32 v55, v48, s17, -v44
	v_rndne_f32_e32 v56, v44
	v_fmac_f32_e32 v53, 0x32a5705f, v47
	v_sub_f32_e32 v35, v35, v54
	v_add_f32_e32 v34, v34, v51
	v_fma_f32 v57, v49, s17, -v45
	v_rndne_f32_e32 v58, v45
	v_cvt_i32_f32_e32 v52, v52
	v_fmac_f32_e32 v55, 0x32a5705f, v48
	v_sub_f32_e32 v44, v44, v56
	v_add_f32_e32 v35, v35, v53
	v_exp_f32_e32 v34, v34
	v_cvt_i32_f32_e32 v54, v54
	v_fmac_f32_e32 v57, 0x32a5705f, v49
	v_sub_f32_e32 v45, v45, v58
	v_add_f32_e32 v44, v44, v55
	v_exp_f32_e32 v35, v35
	v_cvt_i32_f32_e32 v56, v56
	v_add_f32_e32 v45, v45, v57
	v_exp_f32_e32 v44, v44
	v_cvt_i32_f32_e32 v58, v58
	v_exp_f32_e32 v45, v45
	v_ldexp_f32 v34, v34, v52
	v_cmp_ngt_f32_e32 vcc, s18, v46
	v_ldexp_f32 v35, v35, v54
	v_ldexp_f32 v44, v44, v56
	v_cndmask_b32_e32 v34, 0, v34, vcc
	v_cmp_ngt_f32_e32 vcc, s18, v47
	v_ldexp_f32 v45, v45, v58
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v35, 0, v35, vcc
	v_cmp_ngt_f32_e32 vcc, s18, v48
	s_barrier
	s_nop 0
	v_cndmask_b32_e32 v44, 0, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s18, v49
	s_nop 1
	v_cndmask_b32_e32 v45, 0, v45, vcc
	v_cmp_nlt_f32_e32 vcc, s19, v46
	v_mov_b32_dpp v46, v36 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_cndmask_b32_e32 v34, v30, v34, vcc
	v_cmp_nlt_f32_e32 vcc, s19, v47
	v_mov_b32_dpp v47, v37 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[36:37], v[36:37], v[46:47]
	v_cndmask_b32_e32 v35, v30, v35, vcc
	v_cmp_nlt_f32_e32 vcc, s19, v48
	v_mov_b32_dpp v48, v42 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v46, v36 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_cndmask_b32_e32 v44, v30, v44, vcc
	v_cmp_nlt_f32_e32 vcc, s19, v49
	v_mov_b32_dpp v49, v43 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[42:43], v[42:43], v[48:49]
	v_mov_b32_dpp v47, v37 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[36:37], v[36:37], v[46:47]
	v_mov_b32_dpp v48, v42 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v49, v43 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[42:43], v[42:43], v[48:49]
	ds_swizzle_b32 v46, v36 offset:swizzle(SWAP,4)
	ds_swizzle_b32 v47, v37 offset:swizzle(SWAP,4)
	ds_swizzle_b32 v48, v42 offset:swizzle(SWAP,4)
	ds_swizzle_b32 v49, v43 offset:swizzle(SWAP,4)
	v_cndmask_b32_e32 v45, v30, v45, vcc
	v_mul_f32_e32 v6, v34, v6
	s_waitcnt lgkmcnt(2)
	v_pk_add_f32 v[36:37], v[36:37], v[46:47]
	ds_swizzle_b32 v46, v36 offset:swizzle(SWAP,8)
	s_waitcnt lgkmcnt(1)
	v_pk_add_f32 v[42:43], v[42:43], v[48:49]
	ds_swizzle_b32 v47, v37 offset:swizzle(SWAP,8)
	ds_swizzle_b32 v48, v42 offset:swizzle(SWAP,8)
	ds_swizzle_b32 v49, v43 offset:swizzle(SWAP,8)
	v_mul_f32_e32 v2, v34, v2
	v_mul_f32_e32 v7, v35, v7
	v_mul_f32_e32 v3, v35, v3
	v_mul_f32_e32 v8, v44, v8
	v_mul_f32_e32 v9, v45, v9
	v_mul_f32_e32 v4, v44, v4
	v_mul_f32_e32 v5, v45, v5
	v_mfma_f32_16x16x16_f16 v[6:9], v[60:61], v[18:19], v[6:9]
	s_waitcnt lgkmcnt(2)
	v_pk_add_f32 v[18:19], v[36:37], v[46:47]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[14:15], v[34:35], v[18:19]
	v_mfma_f32_16x16x16_f16 v[2:5], v[60:61], v[20:21], v[2:5]
	s_waitcnt lgkmcnt(0)
	v_pk_add_f32 v[20:21], v[42:43], v[48:49]
	v_mov_b32_e32 v34, v50
	v_pk_fma_f32 v[12:13], v[12:13], v[44:45], v[20:21]
	s_cbranch_scc1 .LBB0_6
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
	s_and_saveexec_b64 s[12:13], s[2:3]
	s_cbranch_execz .LBB0_2
; %bb.4:                                ; %.preheader
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b64 s[14:15], 0
	v_mov_b64_e32 v[18:19], v[16:17]
	v_mov_b64_e32 v[20:21], v[0:1]
	v_mov_b32_e32 v35, v28
	v_mov_b32_e32 v36, v27
	v_mov_b32_e32 v37, v26
.LBB0_5:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_ushort v42, v[18:19], off
	global_load_ushort v43, v[20:21], off
	v_add_co_u32_e32 v37, vcc, 0x100, v37
	s_xor_b64 s[20:21], vcc, -1
	s_and_b64 s[20:21], exec, s[20:21]
	v_lshl_add_u64 v[20:21], v[20:21], 0, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[8:9]
	s_or_b64 s[14:15], s[20:21], s[14:15]
	s_waitcnt vmcnt(1)
	ds_write_b16 v35, v42
	s_waitcnt vmcnt(0)
	ds_write_b16 v36, v43
	v_add_u32_e32 v36, 16, v36
	v_add_u32_e32 v35, 0x300, v35
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execnz .LBB0_5
	s_branch .LBB0_2
.LBB0_6:                                ; %Flow58
	s_load_dwordx2 s[0:1], s[0:1], 0x18
	v_or_b32_e32 v0, v11, v22
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v11, 0
	v_rcp_f32_e32 v14, v14
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[10:11]
	v_lshlrev_b64 v[0:1], 6, v[0:1]
	v_lshl_add_u64 v[0:1], v[10:11], 0, v[0:1]
	v_rcp_f32_e32 v10, v15
	v_fma_mixlo_f16 v6, v14, v6, 0
	global_store_short v[0:1], v6, off
	v_fma_mixlo_f16 v2, v14, v2, 0
	v_rcp_f32_e32 v6, v12
	global_store_short v[0:1], v2, off offset:32
	v_fma_mixlo_f16 v2, v10, v7, 0
	global_store_short v[0:1], v2, off offset:64
	v_fma_mixlo_f16 v2, v10, v3, 0
	v_rcp_f32_e32 v3, v13
	global_store_short v[0:1], v2, off offset:96
	v_fma_mixlo_f16 v2, v6, v8, 0
	global_store_short v[0:1], v2, off offset:128
	v_fma_mixlo_f16 v2, v6, v4, 0
	global_store_short v[0:1], v2, off offset:160
	v_fma_mixlo_f16 v2, v3, v9, 0
	global_store_short v[0:1], v2, off offset:192
	v_fma_mixlo_f16 v2, v3, v5, 0
	global_store_short v[0:1], v2, off offset:224
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attention_fwd
		.amdhsa_group_segment_fixed_size 7680
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
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 22
		.amdhsa_accum_offset 64
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
	.set attention_fwd.num_vgpr, 62
	.set attention_fwd.num_agpr, 0
	.set attention_fwd.numbered_sgpr, 22
	.set attention_fwd.num_named_barrier, 0
	.set attention_fwd.private_seg_size, 0
	.set attention_fwd.uses_vcc, 1
	.set attention_fwd.uses_flat_scratch, 0
	.set attention_fwd.has_dyn_sized_stack, 0
	.set attention_fwd.has_recursion, 0
	.set attention_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2176
; TotalNumSgprs: 28
; NumVgprs: 62
; NumAgprs: 0
; TotalNumVgprs: 62
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 7680 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 62
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
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
    .group_segment_fixed_size: 7680
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
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         attention_fwd.kd
    .uses_dynamic_stack: false
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
