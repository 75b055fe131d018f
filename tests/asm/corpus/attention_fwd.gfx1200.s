	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	attention_fwd           ; -- Begin function attention_fwd
	.globl	attention_fwd
	.p2align	8
	.type	attention_fwd,@function
attention_fwd:                          ; @attention_fwd
; %bb.0:
	s_load_b128 s[4:7], s[0:1], 0x18
	v_lshrrev_b32_e32 v1, 5, v0
	v_bfe_u32 v3, v0, 4, 1
	v_and_b32_e32 v2, 15, v0
	s_lshl_b32 s8, ttmp9, 6
	s_mov_b32 s2, ttmp7
	v_lshl_or_b32 v33, v1, 4, s8
	v_lshlrev_b32_e32 v34, 3, v3
	v_lshlrev_b32_e32 v32, 1, v2
	s_ashr_i32 s3, ttmp7, 31
	s_wait_kmcnt 0x0
	s_ashr_i32 s9, s6, 31
	s_mov_b32 s8, s6
	s_cmp_lt_i32 s6, 1
	s_wait_alu depctr_sa_sdst(0)
	s_mul_u64 s[2:3], s[8:9], s[2:3]
	s_cbranch_scc1 .LBB0_6
; %bb.1:
	v_or_b32_e32 v4, v33, v2
	s_load_b128 s[8:11], s[0:1], 0x0
	v_dual_mov_b32 v61, 0xff800000 :: v_dual_lshlrev_b32 v8, 1, v34
	s_load_b64 s[0:1], s[0:1], 0x10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_co_u32 v4, vcc_lo, s2, v4
	v_dual_mov_b32 v46, 0 :: v_dual_and_b32 v11, 31, v0
	v_add_co_ci_u32_e64 v5, null, s3, v5, vcc_lo
	v_dual_mov_b32 v59, 0xff800000 :: v_dual_lshlrev_b32 v10, 10, v1
	v_dual_mov_b32 v57, 0xff800000 :: v_dual_lshlrev_b32 v6, 9, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_lshlrev_b64_e32 v[4:5], 6, v[4:5]
	v_dual_mov_b32 v55, 0xff800000 :: v_dual_lshlrev_b32 v12, 4, v3
	v_dual_mov_b32 v62, 0xff800000 :: v_dual_lshlrev_b32 v3, 1, v11
	v_or3_b32 v35, v10, v6, v32
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_co_u32 v4, vcc_lo, s8, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s9, v5, vcc_lo
	v_or_b32_e32 v38, 0xffffff80, v0
	v_add_co_u32 v4, vcc_lo, v4, v8
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	v_cmp_gt_u32_e32 vcc_lo, 0x200, v0
	v_dual_mov_b32 v49, 0 :: v_dual_mov_b32 v52, 0
	s_clause 0x1
	global_load_b128 v[16:19], v[4:5], off
	global_load_b128 v[20:23], v[4:5], off offset:32
	v_mul_u32_u24_e32 v4, 0x60, v2
	v_dual_mov_b32 v47, 0 :: v_dual_lshlrev_b32 v2, 6, v2
	v_dual_mov_b32 v48, 0 :: v_dual_mov_b32 v53, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_or_b32_e32 v9, 0x1800, v4
	v_add_co_u32 v4, s8, v1, s2
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v5, null, 0, s3, s8
	v_or3_b32 v36, v10, v2, v8
	v_or3_b32 v37, v2, v8, 0x1000
	v_dual_mov_b32 v56, 0xff800000 :: v_dual_add_nc_u32 v41, v9, v12
	s_delay_alu instid0(VALU_DEP_4)
	v_lshlrev_b64_e32 v[4:5], 6, v[4:5]
	v_dual_mov_b32 v50, 0 :: v_dual_mov_b32 v51, 0
	v_mov_b32_e32 v60, 0xff800000
	v_mov_b32_e32 v58, 0xff800000
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v9, v46
	v_or_b32_e32 v2, v4, v3
	v_mad_co_u64_u32 v[6:7], null, 0x60, v1, v[3:4]
	v_lshlrev_b32_e32 v7, 6, v11
	v_lshlrev_b32_e32 v1, 1, v1
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v24, s0, s0, v2
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v25, null, s1, v5, s0
	v_add_co_u32 v26, s0, s10, v2
	v_or3_b32 v39, v7, v1, 0x1000
	v_or_b32_e32 v40, 0x1800, v6
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v27, null, s11, v5, s0
	v_dual_mov_b32 v10, v46 :: v_dual_mov_b32 v11, v46
	v_dual_mov_b32 v12, v46 :: v_dual_mov_b32 v13, v46
	v_dual_mov_b32 v14, v46 :: v_dual_mov_b32 v15, v46
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, v46
	v_dual_mov_b32 v2, v46 :: v_dual_mov_b32 v3, v46
	v_dual_mov_b32 v4, v46 :: v_dual_mov_b32 v5, v46
	v_dual_mov_b32 v6, v46 :: v_dual_mov_b32 v7, v46
	s_mov_b32 s1, 0
	s_branch .LBB0_3
.LBB0_2:                                ; %Flow85
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_add_co_i32 s1, s1, 16
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_ge_i32 s1, s6
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[28:31], v41
	ds_load_b128 v[42:45], v41 offset:32
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[63:70], v[16:19], v[28:31], 0
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[63:70], v[20:23], v[42:45], v[63:70]
	v_mul_f32_e32 v28, s7, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_dpp v29, v28 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_num_f32_e32 v29, v29, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v28, v28, v29
	v_mov_b32_dpp v29, v28 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v29, v29, v29
	v_max_num_f32_e32 v28, v28, v29
	ds_swizzle_b32 v29, v28 offset:swizzle(SWAP,4)
	s_wait_dscnt 0x0
	v_max_num_f32_e32 v29, v29, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v28, v28, v29
	ds_swizzle_b32 v29, v28 offset:swizzle(SWAP,8)
	s_wait_dscnt 0x0
	v_max3_num_f32 v44, v62, v28, v29
	v_sub_f32_e32 v28, v62, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v29, 0x3fb8aa3b, v28
	v_cmp_ngt_f32_e64 s0, 0xc2ce8ed0, v28
	v_fma_f32 v30, 0x3fb8aa3b, v28, -v29
	v_rndne_f32_e32 v31, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v30, 0x32a5705f, v28 :: v_dual_sub_f32 v29, v29, v31
	v_add_f32_e32 v29, v29, v30
	v_cvt_i32_f32_e32 v30, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_exp_f32_e32 v29, v29
	v_ldexp_f32 v29, v29, v30
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v29, 0, v29, s0
	v_cmp_nlt_f32_e64 s0, 0x42b17218, v28
	v_fma_f32 v28, v63, s7, -v44
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v29, 0x7f800000, v29, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v30, 0x3fb8aa3b, v28
	v_cmp_ngt_f32_e64 s0, 0xc2ce8ed0, v28
	v_mul_f32_e32 v8, v29, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v31, 0x3fb8aa3b, v28, -v30
	v_rndne_f32_e32 v42, v30
	v_mul_f32_e32 v0, v29, v0
	v_dual_fmac_f32 v31, 0x32a5705f, v28 :: v_dual_sub_f32 v30, v30, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v30, v30, v31
	v_cvt_i32_f32_e32 v31, v42
	v_exp_f32_e32 v30, v30
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v30, v30, v31
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v30, 0, v30, s0
	v_cmp_nlt_f32_e64 s0, 0x42b17218, v28
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v28, 0x7f800000, v30, s0
	v_cvt_f16_f32_e32 v30, v28
	v_add_f32_dpp v28, v28, v28 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	ds_store_b16 v35, v30
	v_add_f32_dpp v28, v28, v28 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	ds_swizzle_b32 v30, v28 offset:swizzle(SWAP,4)
	s_wait_dscnt 0x0
	v_add_f32_e32 v28, v28, v30
	ds_swizzle_b32 v30, v28 offset:swizzle(SWAP,8)
	s_wait_dscnt 0x0
	v_add_f32_e32 v28, v28, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v28, v46, v29 :: v_dual_mul_f32 v29, s7, v64
	v_mov_b32_dpp v30, v29 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v30, v30, v30
	v_max_num_f32_e32 v29, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_dpp v30, v29 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_num_f32_e32 v30, v30, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v29, v29, v30
	ds_swizzle_b32 v30, v29 offset:swizzle(SWAP,4)
	s_wait_dscnt 0x0
	v_max_num_f32_e32 v30, v30, v30
	v_max_num_f32_e32 v29, v29, v30
	ds_swizzle_b32 v30, v29 offset:swizzle(SWAP,8)
	s_wait_dscnt 0x0
	v_max3_num_f32 v46, v61, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v29, v61, v46
	v_mul_f32_e32 v30, 0x3fb8aa3b, v29
	v_cmp_ngt_f32_e64 s0, 0xc2ce8ed0, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v31, 0x3fb8aa3b, v29, -v30
	v_rndne_f32_e32 v42, v30
	v_dual_fmac_f32 v31, 0x32a5705f, v29 :: v_dual_sub_f32 v30, v30, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v30, v30, v31
	v_cvt_i32_f32_e32 v31, v42
	v_exp_f32_e32 v30, v30
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v30, v30, v31
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v30, 0, v30, s0
	v_cmp_nlt_f32_e64 s0, 0x42b17218, v29
	v_fma_f32 v29, v64, s7, -v46
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v30, 0x7f800000, v30, s0
	v_mul_f32_e32 v31, 0x3fb8aa3b, v29
	v_cmp_ngt_f32_e64 s0, 0xc2ce8ed0, v29
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v9, v30, v9
	v_fma_f32 v42, 0x3fb8aa3b, v29, -v31
	v_rndne_f32_e32 v43, v31
	v_mul_f32_e32 v1, v30, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v42, 0x32a5705f, v29 :: v_dual_sub_f32 v31, v31, v43
	v_add_f32_e32 v31, v31, v42
	v_cvt_i32_f32_e32 v42, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_exp_f32_e32 v31, v31
	v_ldexp_f32 v31, v31, v42
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v31, 0, v31, s0
	v_cmp_nlt_f32_e64 s0, 0x42b17218, v29
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v29, 0x7f800000, v31, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_cvt_f16_f32_e32 v31, v29
	v_add_f32_dpp v29, v29, v29 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	ds_store_b16 v35, v31 offset:64
	v_add_f32_dpp v29, v29, v29 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	ds_swizzle_b32 v31, v29 offset:swizzle(SWAP,4)
	s_wait_dscnt 0x0
	v_add_f32_e32 v29, v29, v31
	ds_swizzle_b32 v31, v29 offset:swizzle(SWAP,8)
	s_wait_dscnt 0x0
	v_add_f32_e32 v29, v29, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v29, v47, v30 :: v_dual_mul_f32 v30, s7, v65
	v_mov_b32_dpp v31, v30 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v31, v31, v31
	v_max_num_f32_e32 v30, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_dpp v31, v30 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_num_f32_e32 v31, v31, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v30, v30, v31
	ds_swizzle_b32 v31, v30 offset:swizzle(SWAP,4)
	s_wait_dscnt 0x0
	v_max_num_f32_e32 v31, v31, v31
	v_max_num_f32_e32 v30, v30, v31
	ds_swizzle_b32 v31, v30 offset:swizzle(SWAP,8)
	s_wait_dscnt 0x0
	v_max3_num_f32 v47, v60, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v30, v60, v47
	v_mul_f32_e32 v31, 0x3fb8aa3b, v30
	v_cmp_ngt_f32_e64 s0, 0xc2ce8ed0, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v42, 0x3fb8aa3b, v30, -v31
	v_rndne_f32_e32 v43, v31
	v_dual_fmac_f32 v42, 0x32a5705f, v30 :: v_dual_sub_f32 v31, v31, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v31, v31, v42
	v_cvt_i32_f32_e32 v42, v43
	v_exp_f32_e32 v31, v31
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v31, v31, v42
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v31, 0, v31, s0
	v_cmp_nlt_f32_e64 s0, 0x42b17218, v30
	v_fma_f32 v30, v65, s7, -v47
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v31, 0x7f800000, v31, s0
	v_mul_f32_e32 v42, 0x3fb8aa3b, v30
	v_cmp_ngt_f32_e64 s0, 0xc2ce8ed0, v30
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v10, v31, v10
	v_fma_f32 v43, 0x3fb8aa3b, v30, -v42
	v_rndne_f32_e32 v45, v42
	v_mul_f32_e32 v2, v31, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v43, 0x32a5705f, v30 :: v_dual_sub_f32 v42, v42, v45
	v_add_f32_e32 v42, v42, v43
	v_cvt_i32_f32_e32 v43, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_exp_f32_e32 v42, v42
	v_ldexp_f32 v42, v42, v43
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v42, 0, v42, s0
	v_cmp_nlt_f32_e64 s0, 0x42b17218, v30
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v30, 0x7f800000, v42, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_cvt_f16_f32_e32 v42, v30
	v_add_f32_dpp v30, v30, v30 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	ds_store_b16 v35, v42 offset:128
	v_add_f32_dpp v30, v30, v30 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	ds_swizzle_b32 v42, v30 offset:swizzle(SWAP,4)
	s_wait_dscnt 0x0
	v_add_f32_e32 v30, v30, v42
	ds_swizzle_b32 v42, v30 offset:swizzle(SWAP,8)
	s_wait_dscnt 0x0
	v_add_f32_e32 v30, v30, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v30, v49, v31 :: v_dual_mul_f32 v31, s7, v66
	v_mov_b32_dpp v42, v31 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v42, v42, v42
	v_max_num_f32_e32 v31, v31, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_dpp v42, v31 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_num_f32_e32 v42, v42, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v31, v31, v42
	ds_swizzle_b32 v42, v31 offset:swizzle(SWAP,4)
	s_wait_dscnt 0x0
	v_max_num_f32_e32 v42, v42, v42
	v_max_num_f32_e32 v31, v31, v42
	ds_swizzle_b32 v42, v31 offset:swizzle(SWAP,8)
	s_wait_dscnt 0x0
	v_max3_num_f32 v49, v58, v31, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v31, v58, v49
	v_mul_f32_e32 v42, 0x3fb8aa3b, v31
	v_cmp_ngt_f32_e64 s0, 0xc2ce8ed0, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v43, 0x3fb8aa3b, v31, -v42
	v_rndne_f32_e32 v45, v42
	v_dual_fmac_f32 v43, 0x32a5705f, v31 :: v_dual_sub_f32 v42, v42, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v42, v42, v43
	v_cvt_i32_f32_e32 v43, v45
	v_exp_f32_e32 v42, v42
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v42, v42, v43
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v42, 0, v42, s0
	v_cmp_nlt_f32_e64 s0, 0x42b17218, v31
	v_fma_f32 v31, v66, s7, -v49
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v42, 0x7f800000, v42, s0
	v_mul_f32_e32 v43, 0x3fb8aa3b, v31
	v_cmp_ngt_f32_e64 s0, 0xc2ce8ed0, v31
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v11, v42, v11
	v_fma_f32 v45, 0x3fb8aa3b, v31, -v43
	v_rndne_f32_e32 v54, v43
	v_mul_f32_e32 v3, v42, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v45, 0x32a5705f, v31
	v_sub_f32_e32 v43, v43, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v43, v43, v45
	v_cvt_i32_f32_e32 v45, v54
	v_exp_f32_e32 v43, v43
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v43, v43, v45
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v43, 0, v43, s0
	v_cmp_nlt_f32_e64 s0, 0x42b17218, v31
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v31, 0x7f800000, v43, s0
	v_cvt_f16_f32_e32 v43, v31
	v_add_f32_dpp v31, v31, v31 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	ds_store_b16 v35, v43 offset:192
	v_add_f32_dpp v31, v31, v31 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	ds_swizzle_b32 v43, v31 offset:swizzle(SWAP,4)
	s_wait_dscnt 0x0
	v_add_f32_e32 v31, v31, v43
	ds_swizzle_b32 v43, v31 offset:swizzle(SWAP,8)
	s_wait_dscnt 0x0
	v_add_f32_e32 v31, v31, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v31, v52, v42 :: v_dual_mul_f32 v42, s7, v67
	v_mov_b32_dpp v43, v42 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v43, v43, v43
	v_max_num_f32_e32 v42, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_dpp v43, v42 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_num_f32_e32 v43, v43, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v42, v42, v43
	ds_swizzle_b32 v43, v42 offset:swizzle(SWAP,4)
	s_wait_dscnt 0x0
	v_max_num_f32_e32 v43, v43, v43
	v_max_num_f32_e32 v42, v42, v43
	ds_swizzle_b32 v43, v42 offset:swizzle(SWAP,8)
	s_wait_dscnt 0x0
	v_max3_num_f32 v52, v56, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v42, v56, v52
	v_mul_f32_e32 v43, 0x3fb8aa3b, v42
	v_cmp_ngt_f32_e64 s0, 0xc2ce8ed0, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v45, 0x3fb8aa3b, v42, -v43
	v_rndne_f32_e32 v54, v43
	v_fmac_f32_e32 v45, 0x32a5705f, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v43, v43, v54
	v_add_f32_e32 v43, v43, v45
	v_cvt_i32_f32_e32 v45, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_exp_f32_e32 v43, v43
	v_ldexp_f32 v43, v43, v45
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v43, 0, v43, s0
	v_cmp_nlt_f32_e64 s0, 0x42b17218, v42
	v_fma_f32 v42, v67, s7, -v52
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v43, 0x7f800000, v43, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v45, 0x3fb8aa3b, v42
	v_cmp_ngt_f32_e64 s0, 0xc2ce8ed0, v42
	v_mul_f32_e32 v4, v43, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v54, 0x3fb8aa3b, v42, -v45
	v_rndne_f32_e32 v56, v45
	v_mul_f32_e32 v12, v43, v12
	v_dual_fmac_f32 v54, 0x32a5705f, v42 :: v_dual_sub_f32 v45, v45, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v45, v45, v54
	v_cvt_i32_f32_e32 v54, v56
	v_exp_f32_e32 v45, v45
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v45, v45, v54
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v45, 0, v45, s0
	v_cmp_nlt_f32_e64 s0, 0x42b17218, v42
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v42, 0x7f800000, v45, s0
	v_cvt_f16_f32_e32 v45, v42
	v_add_f32_dpp v42, v42, v42 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	ds_store_b16 v35, v45 offset:256
	v_add_f32_dpp v42, v42, v42 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	ds_swizzle_b32 v45, v42 offset:swizzle(SWAP,4)
	s_wait_dscnt 0x0
	v_add_f32_e32 v42, v42, v45
	ds_swizzle_b32 v45, v42 offset:swizzle(SWAP,8)
	s_wait_dscnt 0x0
	v_add_f32_e32 v42, v42, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v42, v48, v43 :: v_dual_mul_f32 v43, s7, v68
	v_mov_b32_dpp v45, v43 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v45, v45, v45
	v_max_num_f32_e32 v43, v43, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_dpp v45, v43 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_num_f32_e32 v45, v45, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v43, v43, v45
	ds_swizzle_b32 v45, v43 offset:swizzle(SWAP,4)
	s_wait_dscnt 0x0
	v_max_num_f32_e32 v45, v45, v45
	v_max_num_f32_e32 v43, v43, v45
	ds_swizzle_b32 v45, v43 offset:swizzle(SWAP,8)
	s_wait_dscnt 0x0
	v_max3_num_f32 v48, v59, v43, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v43, v59, v48
	v_mul_f32_e32 v45, 0x3fb8aa3b, v43
	v_cmp_ngt_f32_e64 s0, 0xc2ce8ed0, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v54, 0x3fb8aa3b, v43, -v45
	v_rndne_f32_e32 v56, v45
	v_dual_fmac_f32 v54, 0x32a5705f, v43 :: v_dual_sub_f32 v45, v45, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v45, v45, v54
	v_cvt_i32_f32_e32 v54, v56
	v_exp_f32_e32 v45, v45
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v45, v45, v54
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v45, 0, v45, s0
	v_cmp_nlt_f32_e64 s0, 0x42b17218, v43
	v_fma_f32 v43, v68, s7, -v48
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v45, 0x7f800000, v45, s0
	v_mul_f32_e32 v54, 0x3fb8aa3b, v43
	v_cmp_ngt_f32_e64 s0, 0xc2ce8ed0, v43
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v13, v45, v13
	v_fma_f32 v56, 0x3fb8aa3b, v43, -v54
	v_rndne_f32_e32 v58, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v5, v45, v5 :: v_dual_fmac_f32 v56, 0x32a5705f, v43
	v_sub_f32_e32 v54, v54, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v54, v54, v56
	v_cvt_i32_f32_e32 v56, v58
	v_exp_f32_e32 v54, v54
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v54, v54, v56
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v54, 0, v54, s0
	v_cmp_nlt_f32_e64 s0, 0x42b17218, v43
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v43, 0x7f800000, v54, s0
	v_cvt_f16_f32_e32 v54, v43
	v_add_f32_dpp v43, v43, v43 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	ds_store_b16 v35, v54 offset:320
	v_add_f32_dpp v43, v43, v43 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	ds_swizzle_b32 v54, v43 offset:swizzle(SWAP,4)
	s_wait_dscnt 0x0
	v_add_f32_e32 v43, v43, v54
	ds_swizzle_b32 v54, v43 offset:swizzle(SWAP,8)
	s_wait_dscnt 0x0
	v_add_f32_e32 v43, v43, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v43, v50, v45
	v_mul_f32_e32 v45, s7, v69
	v_mov_b32_dpp v50, v45 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v50, v50, v50
	v_max_num_f32_e32 v45, v45, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_dpp v50, v45 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_num_f32_e32 v50, v50, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v45, v45, v50
	ds_swizzle_b32 v50, v45 offset:swizzle(SWAP,4)
	s_wait_dscnt 0x0
	v_max_num_f32_e32 v50, v50, v50
	v_max_num_f32_e32 v45, v45, v50
	ds_swizzle_b32 v50, v45 offset:swizzle(SWAP,8)
	s_wait_dscnt 0x0
	v_max3_num_f32 v50, v57, v45, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v45, v57, v50
	v_mul_f32_e32 v54, 0x3fb8aa3b, v45
	v_cmp_ngt_f32_e64 s0, 0xc2ce8ed0, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v56, 0x3fb8aa3b, v45, -v54
	v_rndne_f32_e32 v57, v54
	v_fmac_f32_e32 v56, 0x32a5705f, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v54, v54, v57
	v_add_f32_e32 v54, v54, v56
	v_cvt_i32_f32_e32 v56, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_exp_f32_e32 v54, v54
	v_ldexp_f32 v54, v54, v56
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v54, 0, v54, s0
	v_cmp_nlt_f32_e64 s0, 0x42b17218, v45
	v_fma_f32 v45, v69, s7, -v50
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v54, 0x7f800000, v54, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v56, 0x3fb8aa3b, v45
	v_cmp_ngt_f32_e64 s0, 0xc2ce8ed0, v45
	v_mul_f32_e32 v14, v54, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v57, 0x3fb8aa3b, v45, -v56
	v_rndne_f32_e32 v58, v56
	v_dual_mul_f32 v6, v54, v6 :: v_dual_fmac_f32 v57, 0x32a5705f, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v56, v56, v58
	v_add_f32_e32 v56, v56, v57
	v_cvt_i32_f32_e32 v57, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_exp_f32_e32 v56, v56
	v_ldexp_f32 v56, v56, v57
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v56, 0, v56, s0
	v_cmp_nlt_f32_e64 s0, 0x42b17218, v45
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v45, 0x7f800000, v56, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_cvt_f16_f32_e32 v56, v45
	v_add_f32_dpp v45, v45, v45 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	ds_store_b16 v35, v56 offset:384
	v_add_f32_dpp v45, v45, v45 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	ds_swizzle_b32 v56, v45 offset:swizzle(SWAP,4)
	s_wait_dscnt 0x0
	v_add_f32_e32 v45, v45, v56
	ds_swizzle_b32 v56, v45 offset:swizzle(SWAP,8)
	s_wait_dscnt 0x0
	v_add_f32_e32 v45, v45, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v45, v53, v54
	v_mul_f32_e32 v53, s7, v70
	v_mov_b32_dpp v54, v53 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v54, v54, v54
	v_max_num_f32_e32 v53, v53, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_dpp v54, v53 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_num_f32_e32 v54, v54, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v53, v53, v54
	ds_swizzle_b32 v54, v53 offset:swizzle(SWAP,4)
	s_wait_dscnt 0x0
	v_max_num_f32_e32 v54, v54, v54
	v_max_num_f32_e32 v53, v53, v54
	ds_swizzle_b32 v54, v53 offset:swizzle(SWAP,8)
	s_wait_dscnt 0x0
	v_max3_num_f32 v53, v55, v53, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v54, v55, v53
	v_mul_f32_e32 v55, 0x3fb8aa3b, v54
	v_cmp_ngt_f32_e64 s0, 0xc2ce8ed0, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v56, 0x3fb8aa3b, v54, -v55
	v_rndne_f32_e32 v57, v55
	v_dual_fmac_f32 v56, 0x32a5705f, v54 :: v_dual_sub_f32 v55, v55, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v55, v55, v56
	v_cvt_i32_f32_e32 v56, v57
	v_exp_f32_e32 v55, v55
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v55, v55, v56
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v55, 0, v55, s0
	v_cmp_nlt_f32_e64 s0, 0x42b17218, v54
	v_fma_f32 v54, v70, s7, -v53
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v62, 0x7f800000, v55, s0
	v_mul_f32_e32 v55, 0x3fb8aa3b, v54
	v_cmp_ngt_f32_e64 s0, 0xc2ce8ed0, v54
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v15, v62, v15
	v_fma_f32 v56, 0x3fb8aa3b, v54, -v55
	v_rndne_f32_e32 v57, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v7, v62, v7 :: v_dual_fmac_f32 v56, 0x32a5705f, v54
	v_sub_f32_e32 v55, v55, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v55, v55, v56
	v_cvt_i32_f32_e32 v56, v57
	v_exp_f32_e32 v55, v55
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v55, v55, v56
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v55, 0, v55, s0
	v_cmp_nlt_f32_e64 s0, 0x42b17218, v54
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v63, 0x7f800000, v55, s0
	v_add_co_u32 v24, s0, 0x400, v24
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v25, null, 0, v25, s0
	v_cvt_f16_f32_e32 v54, v63
	v_add_co_u32 v26, s0, 0x400, v26
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v27, null, 0, v27, s0
	ds_store_b16 v35, v54 offset:448
	ds_load_b128 v[54:57], v36
	ds_load_b128 v[58:61], v37
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[8:15], v[54:57], v[58:61], v[8:15]
	ds_load_b128 v[58:61], v37 offset:1024
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[0:7], v[54:57], v[58:61], v[0:7]
	v_add_f32_dpp v54, v63, v63 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_dual_mov_b32 v61, v46 :: v_dual_mov_b32 v60, v47
	v_mov_b32_e32 v58, v49
	v_mov_b32_e32 v56, v52
	s_delay_alu instid0(VALU_DEP_4)
	v_add_f32_dpp v54, v54, v54 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_e32 v59, v48
	v_dual_mov_b32 v57, v50 :: v_dual_mov_b32 v46, v28
	v_mov_b32_e32 v47, v29
	ds_swizzle_b32 v55, v54 offset:swizzle(SWAP,4)
	v_dual_mov_b32 v49, v30 :: v_dual_mov_b32 v52, v31
	v_mov_b32_e32 v48, v42
	v_mov_b32_e32 v50, v43
	s_wait_dscnt 0x0
	v_add_f32_e32 v54, v54, v55
	ds_swizzle_b32 v55, v54 offset:swizzle(SWAP,8)
	s_wait_dscnt 0x0
	v_dual_add_f32 v54, v54, v55 :: v_dual_mov_b32 v55, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v54, v51, v62
	v_dual_mov_b32 v62, v44 :: v_dual_mov_b32 v53, v45
	v_mov_b32_e32 v51, v54
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_cbranch_scc1 .LBB0_7
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.4:                                ; %.preheader
                                        ;   in Loop: Header=BB0_3 Depth=1
	v_dual_mov_b32 v29, v27 :: v_dual_mov_b32 v28, v26
	v_dual_mov_b32 v31, v25 :: v_dual_mov_b32 v30, v24
	v_dual_mov_b32 v42, v40 :: v_dual_mov_b32 v43, v39
	v_mov_b32_e32 v44, v38
	s_mov_b32 s9, 0
.LBB0_5:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_u16 v45, v[28:29], off
	global_load_u16 v54, v[30:31], off
	v_add_nc_u32_e32 v44, 0x80, v44
	v_add_co_u32 v30, s0, 0x100, v30
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v31, null, 0, v31, s0
	v_add_co_u32 v28, s0, 0x100, v28
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v29, null, 0, v29, s0
	v_cmp_lt_u32_e64 s0, 0x17f, v44
	s_wait_loadcnt 0x1
	ds_store_b16 v42, v45
	s_wait_loadcnt 0x0
	ds_store_b16 v43, v54
	v_add_nc_u32_e32 v43, 8, v43
	v_add_nc_u32_e32 v42, 0x180, v42
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s9, s0, s9
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 exec_lo, exec_lo, s9
	s_cbranch_execnz .LBB0_5
	s_branch .LBB0_2
.LBB0_6:
	v_dual_mov_b32 v29, 0 :: v_dual_mov_b32 v2, 0
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v45, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v54, 0
	v_dual_mov_b32 v43, 0 :: v_dual_mov_b32 v42, 0
	v_dual_mov_b32 v31, 0 :: v_dual_mov_b32 v30, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v28, 0
.LBB0_7:
	v_or_b32_e32 v16, v33, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v18, v28
	v_rcp_f32_e32 v19, v29
	v_add_co_u32 v20, s0, s4, v32
	v_ashrrev_i32_e32 v17, 31, v16
	v_add_co_u32 v16, vcc_lo, s2, v16
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v21, null, s5, 0, s0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s3, v17, vcc_lo
	v_rcp_f32_e32 v22, v30
	v_rcp_f32_e32 v23, v31
	v_fma_mixlo_f16 v24, v18, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_lshlrev_b64_e32 v[16:17], 6, v[16:17]
	v_fma_mixlo_f16 v0, v18, v0, 0
	v_fma_mixlo_f16 v18, v19, v9, 0
	v_fma_mixlo_f16 v1, v19, v1, 0
	v_rcp_f32_e32 v19, v45
	v_add_co_u32 v8, vcc_lo, v20, v16
	v_rcp_f32_e32 v16, v42
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, v21, v17, vcc_lo
	v_rcp_f32_e32 v17, v43
	v_rcp_f32_e32 v20, v54
	v_fma_mixlo_f16 v2, v22, v2, 0
	v_fma_mixlo_f16 v3, v23, v3, 0
	v_fma_mixlo_f16 v10, v22, v10, 0
	v_fma_mixlo_f16 v11, v23, v11, 0
	s_clause 0x7
	global_store_b16 v[8:9], v24, off
	global_store_b16 v[8:9], v0, off offset:32
	global_store_b16 v[8:9], v18, off offset:64
	global_store_b16 v[8:9], v1, off offset:96
	global_store_b16 v[8:9], v10, off offset:128
	global_store_b16 v[8:9], v2, off offset:160
	global_store_b16 v[8:9], v11, off offset:192
	global_store_b16 v[8:9], v3, off offset:224
	v_fma_mixlo_f16 v0, v16, v12, 0
	v_fma_mixlo_f16 v1, v16, v4, 0
	v_fma_mixlo_f16 v4, v19, v14, 0
	v_fma_mixlo_f16 v2, v17, v13, 0
	v_fma_mixlo_f16 v3, v17, v5, 0
	v_fma_mixlo_f16 v5, v19, v6, 0
	v_fma_mixlo_f16 v6, v20, v15, 0
	v_fma_mixlo_f16 v7, v20, v7, 0
	s_clause 0x7
	global_store_b16 v[8:9], v0, off offset:256
	global_store_b16 v[8:9], v1, off offset:288
	global_store_b16 v[8:9], v2, off offset:320
	global_store_b16 v[8:9], v3, off offset:352
	global_store_b16 v[8:9], v4, off offset:384
	global_store_b16 v[8:9], v5, off offset:416
	global_store_b16 v[8:9], v6, off offset:448
	global_store_b16 v[8:9], v7, off offset:480
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 71
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 40
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
	.size	attention_fwd, .Lfunc_end0-attention_fwd
                                        ; -- End function
	.set attention_fwd.num_vgpr, 71
	.set attention_fwd.num_agpr, 0
	.set attention_fwd.numbered_sgpr, 12
	.set attention_fwd.num_named_barrier, 0
	.set attention_fwd.private_seg_size, 0
	.set attention_fwd.uses_vcc, 1
	.set attention_fwd.uses_flat_scratch, 0
	.set attention_fwd.has_dyn_sized_stack, 0
	.set attention_fwd.has_recursion, 0
	.set attention_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5064
; TotalNumSgprs: 14
; NumVgprs: 71
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 7680 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 71
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
    .max_flat_workgroup_size: 128
    .name:           attention_fwd
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         attention_fwd.kd
    .uses_dynamic_stack: false
    .vgpr_count:     71
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
