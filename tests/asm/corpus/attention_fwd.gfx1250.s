	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	attention_fwd           ; -- Begin function attention_fwd
	.globl	attention_fwd
	.p2align	8
	.type	attention_fwd,@function
attention_fwd:                          ; @attention_fwd
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b64 s[14:15], s[0:1], 0x20
	v_dual_lshrrev_b32 v10, 5, v0 :: v_dual_bitop2_b32 v62, 15, v0 bitop3:0x40
	s_lshl_b32 s4, ttmp9, 6
	v_bfe_u32 v63, v0, 4, 1
	s_mov_b32 s2, ttmp7
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_or_b32 v64, v10, 4, s4
	s_ashr_i32 s3, ttmp7, 31
	s_wait_kmcnt 0x0
	s_ashr_i32 s5, s14, 31
	s_mov_b32 s4, s14
	s_cmp_lt_i32 s14, 1
	s_mul_u64 s[12:13], s[4:5], s[2:3]
	s_cbranch_scc1 .LBB0_11
; %bb.1:
	v_dual_mov_b32 v27, 0 :: v_dual_bitop2_b32 v2, v64, v62 bitop3:0x54
	s_clause 0x1
	s_load_b128 s[8:11], s[0:1], 0x0
	s_load_b64 s[16:17], s[0:1], 0x10
	v_mul_lo_u32 v1, 0x600, v10
	v_dual_ashrrev_i32 v3, 31, v2 :: v_dual_lshlrev_b32 v26, 5, v63
	v_or_b32_e32 v15, 0x380, v0
	v_or_b32_e32 v14, 0x100, v0
	s_movk_i32 s2, 0x2400
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u64_e32 v[2:3], s[12:13], v[2:3]
	v_dual_mov_b32 v21, v27 :: v_dual_lshrrev_b32 v20, 5, v15
	v_cmp_gt_u32_e32 vcc_lo, 0x380, v0
	v_cmp_gt_u32_e64 s3, 0x280, v0
	v_cmp_gt_u32_e64 s4, 0x200, v0
	v_cmp_gt_u32_e64 s5, 0x180, v0
	v_lshlrev_b64_e32 v[2:3], 6, v[2:3]
	v_cmp_gt_u32_e64 s6, 0x100, v0
	v_cmp_gt_u32_e64 s7, 0x80, v0
	v_dual_mov_b32 v19, v27 :: v_dual_mov_b32 v29, v27
	v_dual_mov_b32 v17, v27 :: v_dual_mov_b32 v15, v27
	s_wait_kmcnt 0x0
	v_add_nc_u64_e32 v[2:3], s[8:9], v[2:3]
	v_dual_mov_b32 v32, v27 :: v_dual_mov_b32 v33, v27
	v_dual_mov_b32 v30, v27 :: v_dual_mov_b32 v31, v27
	v_dual_mov_b32 v23, v27 :: v_dual_mov_b32 v24, v27
	s_delay_alu instid0(VALU_DEP_4)
	v_add_nc_u64_e32 v[12:13], v[2:3], v[26:27]
	v_mov_b32_e32 v25, v27
	v_dual_mov_b32 v87, 0xff800000 :: v_dual_mov_b32 v86, 0xff800000
	v_dual_mov_b32 v85, 0xff800000 :: v_dual_mov_b32 v84, 0xff800000
	v_dual_mov_b32 v83, 0xff800000 :: v_dual_mov_b32 v82, 0xff800000
	s_clause 0x1
	global_load_b128 v[6:9], v[12:13], off offset:16
	global_load_b128 v[2:5], v[12:13], off
	s_wait_xcnt 0x0
	v_mul_u32_u24_e32 v12, 0x60, v62
	v_mad_u32_u24 v13, 0x300, v63, v1
	v_dual_mov_b32 v81, 0xff800000 :: v_dual_lshrrev_b32 v14, 5, v14
	v_mov_b32_e32 v88, 0xff800000
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v66, v1, v12, v26
	v_or_b32_e32 v1, 0x80, v0
	v_and_b32_e32 v11, 31, v0
	v_or_b32_e32 v22, 0x1800, v12
	v_add3_u32 v67, v12, v26, 0x2400
	v_lshl_or_b32 v65, v62, 1, v13
	v_lshrrev_b32_e32 v12, 5, v1
	v_or_b32_e32 v1, 0x180, v0
	v_lshlrev_b32_e32 v28, 1, v11
	v_mad_u32_u24 v11, 0x60, v11, s2
	v_cmp_gt_u32_e64 s2, 0x300, v0
	v_dual_add_nc_u32 v80, v22, v26 :: v_dual_mov_b32 v26, v27
	v_lshrrev_b32_e32 v16, 5, v1
	v_or_b32_e32 v1, 0x280, v0
	v_or_b32_e32 v13, 0x1800, v28
	v_lshl_or_b32 v69, v10, 1, v11
	v_lshl_or_b32 v71, v12, 1, v11
	v_lshl_or_b32 v73, v14, 1, v11
	v_lshrrev_b32_e32 v18, 5, v1
	v_add_nc_u64_e32 v[0:1], s[12:13], v[20:21]
	v_mad_u32 v68, 0x60, v10, v13
	v_mad_u32_u24 v70, 0x60, v12, v13
	v_mad_u32_u24 v72, 0x60, v14, v13
	v_mad_u32_u24 v74, 0x60, v16, v13
	v_lshl_or_b32 v75, v16, 1, v11
	v_mad_u32_u24 v76, 0x60, v18, v13
	v_lshl_add_u32 v77, v18, 1, v11
	v_mad_u32_u24 v78, 0x60, v20, v13
	v_lshl_add_u32 v79, v20, 1, v11
	v_dual_mov_b32 v13, v27 :: v_dual_mov_b32 v11, v27
	v_add_nc_u64_e32 v[18:19], s[12:13], v[18:19]
	v_lshlrev_b64_e32 v[0:1], 6, v[0:1]
	v_add_nc_u64_e32 v[16:17], s[12:13], v[16:17]
	v_add_nc_u64_e32 v[14:15], s[12:13], v[14:15]
	v_add_nc_u64_e32 v[12:13], s[12:13], v[12:13]
	v_add_nc_u64_e32 v[10:11], s[12:13], v[10:11]
	v_dual_mov_b32 v20, v27 :: v_dual_mov_b32 v22, v27
	v_lshlrev_b64_e32 v[18:19], 6, v[18:19]
	v_add_nc_u64_e32 v[34:35], s[16:17], v[0:1]
	v_lshlrev_b64_e32 v[16:17], 6, v[16:17]
	v_add_nc_u64_e32 v[36:37], s[10:11], v[0:1]
	v_lshlrev_b64_e32 v[0:1], 6, v[14:15]
	v_lshlrev_b64_e32 v[12:13], 6, v[12:13]
	v_lshlrev_b64_e32 v[10:11], 6, v[10:11]
	v_add_nc_u64_e32 v[38:39], s[16:17], v[18:19]
	v_add_nc_u64_e32 v[40:41], s[10:11], v[18:19]
	v_add_nc_u64_e32 v[42:43], s[16:17], v[16:17]
	v_add_nc_u64_e32 v[44:45], s[10:11], v[16:17]
	v_add_nc_u64_e32 v[46:47], s[16:17], v[0:1]
	v_add_nc_u64_e32 v[48:49], s[10:11], v[0:1]
	v_add_nc_u64_e32 v[50:51], s[16:17], v[12:13]
	v_add_nc_u64_e32 v[52:53], s[10:11], v[12:13]
	v_add_nc_u64_e32 v[54:55], s[10:11], v[10:11]
	v_add_nc_u64_e32 v[56:57], s[16:17], v[10:11]
	v_dual_mov_b32 v0, v27 :: v_dual_mov_b32 v1, v27
	v_dual_mov_b32 v18, v27 :: v_dual_mov_b32 v19, v27
	v_dual_mov_b32 v10, v27 :: v_dual_mov_b32 v11, v27
	v_dual_mov_b32 v12, v27 :: v_dual_mov_b32 v13, v27
	v_dual_mov_b32 v14, v27 :: v_dual_mov_b32 v15, v27
	v_dual_mov_b32 v16, v27 :: v_dual_mov_b32 v17, v27
	s_mov_b32 s16, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u64_e32 v[34:35], 0x800, v[34:35]
	v_add_nc_u64_e32 v[36:37], 0x800, v[36:37]
	v_add_nc_u64_e32 v[38:39], 0x800, v[38:39]
	v_add_nc_u64_e32 v[40:41], 0x800, v[40:41]
	v_add_nc_u64_e32 v[42:43], 0x800, v[42:43]
	v_add_nc_u64_e32 v[44:45], 0x800, v[44:45]
	v_add_nc_u64_e32 v[46:47], 0x800, v[46:47]
	v_add_nc_u64_e32 v[48:49], 0x800, v[48:49]
	v_add_nc_u64_e32 v[50:51], 0x800, v[50:51]
	v_add_nc_u64_e32 v[52:53], 0x800, v[52:53]
	v_add_nc_u64_e32 v[54:55], 0x800, v[54:55]
	v_add_nc_u64_e32 v[56:57], 0x800, v[56:57]
	s_add_co_i32 s16, s16, 32
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_i32 s16, s14
	s_barrier_wait -1
	ds_load_b128 v[90:93], v80
	ds_load_b128 v[94:97], v80 offset:16
	ds_load_b128 v[98:101], v80 offset:1552
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x32_f16 v[102:109], v[2:9], v[90:97], 0
	ds_load_b128 v[94:97], v80 offset:1536
	v_nop
	v_nop
	v_nop
	v_nop
	v_dual_max_num_f32 v59, v102, v102 :: v_dual_max_num_f32 v61, v103, v103
	v_dual_max_num_f32 v90, v104, v104 :: v_dual_max_num_f32 v92, v105, v105
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x32_f16 v[110:117], v[2:9], v[94:101], 0
	v_dual_max_num_f32 v94, v106, v106 :: v_dual_max_num_f32 v96, v107, v107
	v_dual_max_num_f32 v98, v108, v108 :: v_dual_max_num_f32 v100, v109, v109
	v_nop
	v_nop
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_dual_max_num_f32 v58, v110, v110 :: v_dual_max_num_f32 v60, v111, v111
	v_dual_max_num_f32 v89, v112, v112 :: v_dual_max_num_f32 v91, v113, v113
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_max_num_f32 v93, v114, v114 :: v_dual_max_num_f32 v95, v115, v115
	v_dual_max_num_f32 v58, v59, v58 :: v_dual_max_num_f32 v59, v61, v60
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_max_num_f32 v60, v90, v89 :: v_dual_max_num_f32 v61, v92, v91
	v_dual_max_num_f32 v89, v94, v93 :: v_dual_max_num_f32 v90, v96, v95
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v58, s15, v58 :: v_dual_mul_f32 v59, s15, v59
	v_dual_max_num_f32 v97, v116, v116 :: v_dual_max_num_f32 v99, v117, v117
	v_dual_mul_f32 v60, s15, v60 :: v_dual_mul_f32 v61, s15, v61
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v89, s15, v89 :: v_dual_mul_f32 v90, s15, v90
	v_mov_b32_dpp v93, v58 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v94, v59 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_dual_max_num_f32 v91, v98, v97 :: v_dual_max_num_f32 v92, v100, v99
	v_mov_b32_dpp v95, v60 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v96, v61 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v97, v89 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v98, v90 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_dual_max_num_f32 v93, v93, v93 :: v_dual_max_num_f32 v94, v94, v94
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_max_num_f32 v95, v95, v95 :: v_dual_max_num_f32 v96, v96, v96
	v_max_num_f32_e32 v97, v97, v97
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_max_num_f32 v58, v58, v93 :: v_dual_max_num_f32 v59, v59, v94
	v_dual_max_num_f32 v93, v98, v98 :: v_dual_mul_f32 v91, s15, v91
	v_dual_mul_f32 v92, s15, v92 :: v_dual_max_num_f32 v89, v89, v97
	v_dual_max_num_f32 v60, v60, v95 :: v_dual_max_num_f32 v61, v61, v96
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_max_num_f32_e32 v90, v90, v93
	v_mov_b32_dpp v93, v91 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mov_b32_dpp v94, v92 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v95, v58 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v96, v59 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v97, v60 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_dual_max_num_f32 v93, v93, v93 :: v_dual_max_num_f32 v94, v94, v94
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_max_num_f32 v95, v95, v95 :: v_dual_max_num_f32 v96, v96, v96
	v_max_num_f32_e32 v97, v97, v97
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_max_num_f32 v91, v91, v93 :: v_dual_max_num_f32 v92, v92, v94
	v_max_num_f32_e32 v58, v58, v95
	v_mov_b32_dpp v93, v61 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v94, v89 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v95, v90 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_dual_max_num_f32 v59, v59, v96 :: v_dual_max_num_f32 v60, v60, v97
	v_mov_b32_dpp v96, v91 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v97, v92 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_dual_max_num_f32 v93, v93, v93 :: v_dual_max_num_f32 v94, v94, v94
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_max_num_f32 v95, v95, v95 :: v_dual_max_num_f32 v96, v96, v96
	v_max_num_f32_e32 v97, v97, v97
	ds_swizzle_b32 v98, v58 offset:swizzle(SWAP,4)
	ds_swizzle_b32 v99, v59 offset:swizzle(SWAP,4)
	v_dual_max_num_f32 v61, v61, v93 :: v_dual_max_num_f32 v91, v91, v96
	v_dual_max_num_f32 v90, v90, v95 :: v_dual_max_num_f32 v89, v89, v94
	v_max_num_f32_e32 v92, v92, v97
	ds_swizzle_b32 v100, v60 offset:swizzle(SWAP,4)
	ds_swizzle_b32 v93, v61 offset:swizzle(SWAP,4)
	ds_swizzle_b32 v95, v90 offset:swizzle(SWAP,4)
	ds_swizzle_b32 v94, v89 offset:swizzle(SWAP,4)
	ds_swizzle_b32 v96, v91 offset:swizzle(SWAP,4)
	ds_swizzle_b32 v97, v92 offset:swizzle(SWAP,4)
	s_wait_dscnt 0x6
	v_dual_max_num_f32 v98, v98, v98 :: v_dual_max_num_f32 v99, v99, v99
	s_wait_dscnt 0x5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_max_num_f32 v58, v58, v98 :: v_dual_max_num_f32 v100, v100, v100
	s_wait_dscnt 0x4
	v_dual_max_num_f32 v59, v59, v99 :: v_dual_max_num_f32 v93, v93, v93
	s_wait_dscnt 0x2
	v_dual_max_num_f32 v94, v94, v94 :: v_dual_max_num_f32 v95, v95, v95
	s_wait_dscnt 0x1
	v_max_num_f32_e32 v96, v96, v96
	s_wait_dscnt 0x0
	v_dual_max_num_f32 v60, v60, v100 :: v_dual_max_num_f32 v97, v97, v97
	v_dual_max_num_f32 v61, v61, v93 :: v_dual_max_num_f32 v90, v90, v95
	v_max_num_f32_e32 v89, v89, v94
	ds_swizzle_b32 v93, v58 offset:swizzle(SWAP,8)
	ds_swizzle_b32 v94, v59 offset:swizzle(SWAP,8)
	v_dual_max_num_f32 v91, v91, v96 :: v_dual_max_num_f32 v92, v92, v97
	ds_swizzle_b32 v95, v60 offset:swizzle(SWAP,8)
	ds_swizzle_b32 v98, v90 offset:swizzle(SWAP,8)
	ds_swizzle_b32 v97, v89 offset:swizzle(SWAP,8)
	ds_swizzle_b32 v99, v91 offset:swizzle(SWAP,8)
	ds_swizzle_b32 v100, v92 offset:swizzle(SWAP,8)
	ds_swizzle_b32 v96, v61 offset:swizzle(SWAP,8)
	s_wait_dscnt 0x7
	v_max3_num_f32 v118, v88, v58, v93
	s_wait_dscnt 0x6
	v_max3_num_f32 v119, v87, v59, v94
	s_wait_dscnt 0x5
	v_max3_num_f32 v120, v86, v60, v95
	v_fma_f32 v58, v102, s15, -v118
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f32 v59, v103, s15, -v119
	s_wait_dscnt 0x4
	v_max3_num_f32 v123, v83, v90, v98
	s_wait_dscnt 0x2
	v_max3_num_f32 v124, v82, v91, v99
	v_max3_num_f32 v122, v84, v89, v97
	v_dual_mul_f32 v98, 0x3fb8aa3b, v58 :: v_dual_mul_f32 v99, 0x3fb8aa3b, v59
	s_wait_dscnt 0x1
	v_max3_num_f32 v125, v81, v92, v100
	v_fma_f32 v89, v104, s15, -v120
	v_fma_f32 v60, v110, s15, -v118
	v_fma_f32 v100, 0x3fb8aa3b, v58, -v98
	v_rndne_f32_e32 v101, v98
	v_fma_f32 v103, 0x3fb8aa3b, v59, -v99
	v_rndne_f32_e32 v104, v99
	v_fma_f32 v91, v106, s15, -v122
	v_fmac_f32_e32 v100, 0x32a5705f, v58
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_sub_f32 v98, v98, v101 :: v_dual_fmac_f32 v103, 0x32a5705f, v59
	v_sub_f32_e32 v99, v99, v104
	v_mul_f32_e32 v102, 0x3fb8aa3b, v60
	v_fma_f32 v92, v107, s15, -v123
	s_wait_dscnt 0x0
	v_max3_num_f32 v121, v85, v61, v96
	v_fma_f32 v61, v111, s15, -v119
	v_add_f32_e32 v99, v99, v103
	v_fma_f32 v106, 0x3fb8aa3b, v60, -v102
	v_rndne_f32_e32 v107, v102
	v_sub_f32_e32 v87, v87, v119
	v_cvt_i32_f32_e32 v101, v101
	v_exp_f32_e32 v99, v99
	v_fmac_f32_e32 v106, 0x32a5705f, v60
	v_add_f32_e32 v98, v98, v100
	v_sub_f32_e32 v100, v102, v107
	v_mul_f32_e32 v102, 0x3fb8aa3b, v61
	v_cvt_i32_f32_e32 v103, v104
	v_cmp_ngt_f32_e64 s8, 0xc2ce8ed0, v59
	v_cmp_ngt_f32_e64 s9, 0xc2ce8ed0, v58
	v_add_f32_e32 v100, v100, v106
	v_exp_f32_e32 v98, v98
	v_fma_f32 v104, 0x3fb8aa3b, v61, -v102
	v_rndne_f32_e32 v106, v102
	v_ldexp_f32 v99, v99, v103
	v_exp_f32_e32 v100, v100
	v_cmp_ngt_f32_e64 s10, 0xc2ce8ed0, v60
	v_fmac_f32_e32 v104, 0x32a5705f, v61
	v_ldexp_f32 v98, v98, v101
	v_cvt_i32_f32_e32 v101, v107
	v_dual_sub_f32 v102, v102, v106 :: v_dual_cndmask_b32 v99, 0, v99, s8
	v_sub_f32_e32 v88, v88, v118
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v98, 0, v98, s9
	v_cmp_nlt_f32_e64 s8, 0x42b17218, v58
	v_ldexp_f32 v100, v100, v101
	v_add_f32_e32 v101, v102, v104
	v_cmp_nlt_f32_e64 s9, 0x42b17218, v59
	v_mul_f32_e32 v102, 0x3fb8aa3b, v88
	v_cndmask_b32_e64 v58, 0x7f800000, v98, s8
	v_cvt_i32_f32_e32 v103, v106
	v_exp_f32_e32 v101, v101
	v_cndmask_b32_e64 v59, 0x7f800000, v99, s9
	v_rndne_f32_e32 v99, v102
	v_cndmask_b32_e64 v98, 0, v100, s10
	v_cvt_f16_f32_e32 v100, v58
	v_mul_f32_e32 v104, 0x3fb8aa3b, v89
	v_cmp_nlt_f32_e64 s8, 0x42b17218, v60
	v_fma_f32 v60, 0x3fb8aa3b, v88, -v102
	v_sub_f32_e32 v102, v102, v99
	ds_store_b16 v65, v100
	v_ldexp_f32 v100, v101, v103
	v_rndne_f32_e32 v103, v104
	v_cmp_ngt_f32_e64 s9, 0xc2ce8ed0, v61
	v_cmp_nlt_f32_e64 s10, 0x42b17218, v61
	v_mul_f32_e32 v106, 0x3fb8aa3b, v87
	v_fma_f32 v96, v113, s15, -v121
	v_dual_sub_f32 v61, v104, v103 :: v_dual_fmac_f32 v60, 0x32a5705f, v88
	v_cvt_i32_f32_e32 v99, v99
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_rndne_f32_e32 v107, v106
	v_dual_cndmask_b32 v100, 0, v100, s9 :: v_dual_sub_f32 v85, v85, v121
	v_add_f32_e32 v101, v102, v60
	v_fma_f32 v102, 0x3fb8aa3b, v89, -v104
	v_fma_f32 v104, 0x3fb8aa3b, v87, -v106
	v_cndmask_b32_e64 v60, 0x7f800000, v98, s8
	v_sub_f32_e32 v98, v106, v107
	v_exp_f32_e32 v101, v101
	v_fmac_f32_e32 v102, 0x32a5705f, v89
	v_fmac_f32_e32 v104, 0x32a5705f, v87
	v_cvt_i32_f32_e32 v103, v103
	v_fma_f32 v90, v105, s15, -v121
	v_fma_f32 v95, v112, s15, -v120
	v_add_f32_e32 v61, v61, v102
	v_ldexp_f32 v99, v101, v99
	v_add_f32_e32 v98, v98, v104
	v_cvt_f16_f32_e32 v102, v60
	v_cvt_f16_f32_e32 v106, v59
	v_exp_f32_e32 v104, v61
	v_nop
	v_cndmask_b32_e64 v61, 0x7f800000, v100, s10
	v_exp_f32_e32 v98, v98
	v_cvt_i32_f32_e32 v101, v107
	v_cmp_ngt_f32_e64 s8, 0xc2ce8ed0, v89
	ds_store_b16 v65, v102 offset:32
	v_mul_f32_e32 v102, 0x3fb8aa3b, v90
	v_ldexp_f32 v100, v104, v103
	v_cvt_f16_f32_e32 v103, v61
	ds_store_b16 v65, v106 offset:96
	v_ldexp_f32 v101, v98, v101
	v_mul_f32_e32 v106, 0x3fb8aa3b, v95
	v_cndmask_b32_e64 v98, 0, v100, s8
	v_cmp_nlt_f32_e64 s8, 0x42b17218, v89
	v_fma_f32 v100, 0x3fb8aa3b, v90, -v102
	v_rndne_f32_e32 v104, v102
	v_fma_f32 v93, v108, s15, -v124
	v_sub_f32_e32 v86, v86, v120
	v_cndmask_b32_e64 v98, 0x7f800000, v98, s8
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v100, 0x32a5705f, v90 :: v_dual_sub_f32 v89, v102, v104
	v_fma_f32 v102, 0x3fb8aa3b, v95, -v106
	v_cmp_ngt_f32_e64 s8, 0xc2ce8ed0, v88
	v_cvt_f16_f32_e32 v108, v98
	ds_store_b16 v65, v103 offset:128
	v_rndne_f32_e32 v103, v106
	v_dual_add_f32 v89, v89, v100 :: v_dual_fmac_f32 v102, 0x32a5705f, v95
	v_cmp_ngt_f32_e64 s9, 0xc2ce8ed0, v87
	v_cndmask_b32_e64 v99, 0, v99, s8
	s_delay_alu instid0(VALU_DEP_4)
	v_sub_f32_e32 v100, v106, v103
	v_cmp_nlt_f32_e64 s8, 0x42b17218, v88
	v_exp_f32_e32 v89, v89
	v_fma_f32 v97, v114, s15, -v122
	v_cmp_ngt_f32_e64 s10, 0xc2ce8ed0, v85
	v_dual_add_f32 v88, v100, v102 :: v_dual_cndmask_b32 v100, 0, v101, s9
	v_cvt_i32_f32_e32 v101, v104
	v_cmp_nlt_f32_e64 s9, 0x42b17218, v87
	v_cndmask_b32_e64 v106, 0x7f800000, v99, s8
	s_delay_alu instid0(VALU_DEP_4)
	v_exp_f32_e32 v87, v88
	v_nop
	v_cvt_i32_f32_e32 v88, v103
	v_ldexp_f32 v89, v89, v101
	v_cmp_ngt_f32_e64 s8, 0xc2ce8ed0, v90
	v_mul_f32_e32 v99, 0x3fb8aa3b, v96
	v_cndmask_b32_e64 v107, 0x7f800000, v100, s9
	v_cmp_ngt_f32_e64 s9, 0xc2ce8ed0, v95
	v_ldexp_f32 v87, v87, v88
	v_cndmask_b32_e64 v88, 0, v89, s8
	v_cmp_nlt_f32_e64 s8, 0x42b17218, v90
	v_fma_f32 v89, 0x3fb8aa3b, v96, -v99
	v_rndne_f32_e32 v90, v99
	v_cndmask_b32_e64 v87, 0, v87, s9
	v_cmp_nlt_f32_e64 s9, 0x42b17218, v95
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_sub_f32 v84, v84, v122 :: v_dual_fmac_f32 v89, 0x32a5705f, v96
	v_sub_f32_e32 v95, v99, v90
	v_cndmask_b32_e64 v99, 0x7f800000, v88, s8
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v100, 0x7f800000, v87, s9
	v_cvt_i32_f32_e32 v90, v90
	v_cmp_ngt_f32_e64 s8, 0xc2ce8ed0, v96
	v_add_f32_e32 v87, v95, v89
	v_dual_mul_f32 v89, 0x3fb8aa3b, v85 :: v_dual_mul_f32 v88, 0x3fb8aa3b, v86
	v_cmp_nlt_f32_e64 s9, 0x42b17218, v86
	v_fma_f32 v105, v115, s15, -v123
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_exp_f32_e32 v87, v87
	v_fma_f32 v102, 0x3fb8aa3b, v85, -v89
	v_rndne_f32_e32 v103, v89
	v_rndne_f32_e32 v101, v88
	v_fma_f32 v95, 0x3fb8aa3b, v86, -v88
	v_fma_f32 v94, v109, s15, -v125
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v102, 0x32a5705f, v85 :: v_dual_sub_f32 v89, v89, v103
	v_ldexp_f32 v87, v87, v90
	v_dual_sub_f32 v88, v88, v101 :: v_dual_fmac_f32 v95, 0x32a5705f, v86
	v_cvt_f16_f32_e32 v90, v100
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_dual_add_f32 v89, v89, v102 :: v_dual_cndmask_b32 v87, 0, v87, s8
	v_cmp_nlt_f32_e64 s8, 0x42b17218, v96
	v_cvt_i32_f32_e32 v96, v101
	v_cvt_i32_f32_e32 v102, v103
	v_exp_f32_e32 v89, v89
	v_add_f32_e32 v88, v88, v95
	v_cndmask_b32_e64 v101, 0x7f800000, v87, s8
	v_mul_f32_e32 v87, 0x3fb8aa3b, v92
	v_cvt_f16_f32_e32 v95, v99
	ds_store_b16 v65, v108 offset:192
	ds_store_b16 v65, v90 offset:224
	v_cvt_f16_f32_e32 v90, v101
	v_ldexp_f32 v89, v89, v102
	v_fma_f32 v102, 0x3fb8aa3b, v92, -v87
	v_rndne_f32_e32 v103, v87
	ds_store_b16 v65, v95 offset:288
	ds_store_b16 v65, v90 offset:320
	v_mul_f32_e32 v95, 0x3fb8aa3b, v97
	v_exp_f32_e32 v88, v88
	v_dual_fmac_f32 v102, 0x32a5705f, v92 :: v_dual_sub_f32 v87, v87, v103
	v_cmp_ngt_f32_e64 s8, 0xc2ce8ed0, v86
	v_cndmask_b32_e64 v89, 0, v89, s10
	v_cmp_ngt_f32_e64 s10, 0xc2ce8ed0, v91
	v_sub_f32_e32 v83, v83, v123
	s_delay_alu instid0(TRANS32_DEP_1)
	v_ldexp_f32 v88, v88, v96
	v_add_f32_e32 v86, v87, v102
	v_rndne_f32_e32 v102, v95
	v_mul_f32_e32 v96, 0x3fb8aa3b, v91
	v_fma_f32 v87, 0x3fb8aa3b, v97, -v95
	v_cmp_nlt_f32_e64 s11, 0x42b17218, v92
	v_exp_f32_e32 v86, v86
	v_sub_f32_e32 v95, v95, v102
	v_fma_f32 v90, 0x3fb8aa3b, v91, -v96
	v_rndne_f32_e32 v104, v96
	v_fmac_f32_e32 v87, 0x32a5705f, v97
	v_fma_f32 v111, v116, s15, -v124
	v_fma_f32 v115, v117, s15, -v125
	v_fmac_f32_e32 v90, 0x32a5705f, v91
	v_sub_f32_e32 v96, v96, v104
	v_cndmask_b32_e64 v88, 0, v88, s8
	v_cmp_nlt_f32_e64 s8, 0x42b17218, v85
	v_add_f32_e32 v87, v95, v87
	v_cvt_i32_f32_e32 v95, v102
	v_add_f32_e32 v85, v96, v90
	v_cndmask_b32_e64 v108, 0x7f800000, v88, s9
	v_cvt_i32_f32_e32 v88, v103
	v_cvt_i32_f32_e32 v90, v104
	v_cmp_ngt_f32_e64 s9, 0xc2ce8ed0, v92
	v_exp_f32_e32 v85, v85
	v_cndmask_b32_e64 v109, 0x7f800000, v89, s8
	v_ldexp_f32 v86, v86, v88
	v_mul_f32_e32 v88, 0x3fb8aa3b, v105
	v_exp_f32_e32 v87, v87
	v_dual_mul_f32 v89, 0x3fb8aa3b, v84 :: v_dual_mul_f32 v92, 0x3fb8aa3b, v83
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f32 v85, v85, v90
	v_fma_f32 v90, 0x3fb8aa3b, v105, -v88
	v_cndmask_b32_e64 v86, 0, v86, s9
	v_cmp_ngt_f32_e64 s9, 0xc2ce8ed0, v97
	s_delay_alu instid0(TRANS32_DEP_1)
	v_ldexp_f32 v87, v87, v95
	v_rndne_f32_e32 v95, v88
	v_cndmask_b32_e64 v85, 0, v85, s10
	v_cmp_nlt_f32_e64 s10, 0x42b17218, v91
	v_fmac_f32_e32 v90, 0x32a5705f, v105
	v_cndmask_b32_e64 v103, 0x7f800000, v86, s11
	v_sub_f32_e32 v88, v88, v95
	v_cndmask_b32_e64 v87, 0, v87, s9
	v_cmp_nlt_f32_e64 s9, 0x42b17218, v97
	v_cndmask_b32_e64 v102, 0x7f800000, v85, s10
	v_cmp_ngt_f32_e64 s8, 0xc2ce8ed0, v105
	v_add_f32_e32 v85, v88, v90
	v_cvt_i32_f32_e32 v88, v95
	v_cndmask_b32_e64 v104, 0x7f800000, v87, s9
	v_cvt_f16_f32_e32 v86, v102
	v_cvt_f16_f32_e32 v95, v103
	v_exp_f32_e32 v85, v85
	v_cmp_nlt_f32_e64 s9, 0x42b17218, v105
	v_cvt_f16_f32_e32 v87, v104
	ds_store_b16 v65, v86 offset:384
	v_dual_sub_f32 v81, v81, v125 :: v_dual_sub_f32 v82, v82, v124
	v_cmp_nlt_f32_e64 s11, 0x42b17218, v111
	ds_store_b16 v65, v87 offset:416
	v_ldexp_f32 v85, v85, v88
	v_fma_f32 v87, 0x3fb8aa3b, v84, -v89
	v_rndne_f32_e32 v88, v89
	v_dual_mul_f32 v20, v108, v20 :: v_dual_mul_f32 v21, v109, v21
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v85, 0, v85, s8
	v_cmp_ngt_f32_e64 s8, 0xc2ce8ed0, v93
	v_sub_f32_e32 v89, v89, v88
	v_fmac_f32_e32 v87, 0x32a5705f, v84
	v_mul_f32_e32 v86, 0x3fb8aa3b, v93
	v_cndmask_b32_e64 v105, 0x7f800000, v85, s9
	v_cvt_i32_f32_e32 v85, v88
	v_cmp_ngt_f32_e64 s9, 0xc2ce8ed0, v83
	v_add_f32_e32 v87, v89, v87
	v_fma_f32 v90, 0x3fb8aa3b, v93, -v86
	v_rndne_f32_e32 v91, v86
	v_fma_f32 v89, 0x3fb8aa3b, v83, -v92
	v_cmp_ngt_f32_e64 s10, 0xc2ce8ed0, v84
	v_exp_f32_e32 v87, v87
	v_fmac_f32_e32 v90, 0x32a5705f, v93
	v_sub_f32_e32 v86, v86, v91
	v_fmac_f32_e32 v89, 0x32a5705f, v83
	v_cvt_i32_f32_e32 v91, v91
	v_pk_add_f32 v[58:59], v[58:59], v[60:61]
	v_dual_mul_f32 v10, v106, v10 :: v_dual_mul_f32 v11, v107, v11
	v_add_f32_e32 v86, v86, v90
	v_rndne_f32_e32 v90, v92
	v_ldexp_f32 v85, v87, v85
	v_cvt_f16_f32_e32 v87, v105
	ds_store_b16 v65, v95 offset:480
	v_exp_f32_e32 v86, v86
	v_dual_sub_f32 v92, v92, v90 :: v_dual_cndmask_b32 v85, 0, v85, s10
	v_cmp_ngt_f32_e64 s10, 0xc2ce8ed0, v111
	v_mul_f32_e32 v18, v106, v18
	v_mov_b32_dpp v60, v58 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v61, v59 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_ldexp_f32 v86, v86, v91
	v_add_f32_e32 v89, v92, v89
	v_dual_mul_f32 v12, v108, v12 :: v_dual_mul_f32 v13, v109, v13
	v_pk_add_f32 v[58:59], v[58:59], v[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v86, 0, v86, s8
	v_exp_f32_e32 v88, v89
	v_nop
	v_cvt_i32_f32_e32 v89, v90
	v_mul_f32_e32 v90, 0x3fb8aa3b, v111
	v_cmp_nlt_f32_e64 s8, 0x42b17218, v93
	v_mul_f32_e32 v19, v107, v19
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f32 v92, 0x3fb8aa3b, v111, -v90
	v_rndne_f32_e32 v93, v90
	v_ldexp_f32 v88, v88, v89
	v_mul_f32_e32 v89, 0x3fb8aa3b, v94
	v_cndmask_b32_e64 v110, 0x7f800000, v86, s8
	v_fmac_f32_e32 v92, 0x32a5705f, v111
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_sub_f32 v90, v90, v93 :: v_dual_cndmask_b32 v86, 0, v88, s9
	v_rndne_f32_e32 v91, v89
	v_cmp_nlt_f32_e64 s9, 0x42b17218, v83
	v_cmp_nlt_f32_e64 s8, 0x42b17218, v84
	s_delay_alu instid0(VALU_DEP_4)
	v_add_f32_e32 v88, v90, v92
	v_cvt_f16_f32_e32 v92, v110
	ds_store_b16 v65, v87 offset:512
	v_fma_f32 v87, 0x3fb8aa3b, v94, -v89
	v_sub_f32_e32 v89, v89, v91
	v_cndmask_b32_e64 v113, 0x7f800000, v86, s9
	v_mul_f32_e32 v86, 0x3fb8aa3b, v82
	v_cvt_i32_f32_e32 v84, v91
	v_fmac_f32_e32 v87, 0x32a5705f, v94
	v_cndmask_b32_e64 v112, 0x7f800000, v85, s8
	v_cvt_i32_f32_e32 v85, v93
	v_rndne_f32_e32 v90, v86
	v_mul_f32_e32 v91, 0x3fb8aa3b, v81
	v_add_f32_e32 v87, v89, v87
	v_fma_f32 v89, 0x3fb8aa3b, v82, -v86
	v_cmp_ngt_f32_e64 s8, 0xc2ce8ed0, v94
	v_sub_f32_e32 v86, v86, v90
	v_cmp_nlt_f32_e64 s9, 0x42b17218, v94
	v_exp_f32_e32 v83, v87
	v_exp_f32_e32 v87, v88
	v_fmac_f32_e32 v89, 0x32a5705f, v82
	ds_store_b16 v65, v92 offset:576
	v_dual_mul_f32 v22, v112, v22 :: v_dual_mul_f32 v23, v113, v23
	v_dual_mul_f32 v14, v112, v14 :: v_dual_mul_f32 v15, v113, v15
	v_ldexp_f32 v83, v83, v84
	v_mul_f32_e32 v84, 0x3fb8aa3b, v115
	v_ldexp_f32 v85, v87, v85
	v_add_f32_e32 v86, v86, v89
	v_rndne_f32_e32 v89, v91
	v_cndmask_b32_e64 v83, 0, v83, s8
	v_fma_f32 v87, 0x3fb8aa3b, v115, -v84
	v_rndne_f32_e32 v88, v84
	v_cmp_ngt_f32_e64 s8, 0xc2ce8ed0, v115
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v111, 0x7f800000, v83, s9
	v_dual_fmac_f32 v87, 0x32a5705f, v115 :: v_dual_sub_f32 v84, v84, v88
	v_cvt_i32_f32_e32 v88, v88
	v_cmp_ngt_f32_e64 s9, 0xc2ce8ed0, v82
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v84, v84, v87
	v_fma_f32 v87, 0x3fb8aa3b, v81, -v91
	v_sub_f32_e32 v91, v91, v89
	v_exp_f32_e32 v84, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v87, 0x32a5705f, v81
	v_dual_cndmask_b32 v85, 0, v85, s10 :: v_dual_add_f32 v87, v91, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_2)
	v_cndmask_b32_e64 v114, 0x7f800000, v85, s11
	v_exp_f32_e32 v85, v86
	v_ldexp_f32 v84, v84, v88
	v_cvt_i32_f32_e32 v86, v90
	v_exp_f32_e32 v87, v87
	v_cvt_i32_f32_e32 v88, v89
	v_cvt_f16_f32_e32 v83, v114
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_3)
	v_ldexp_f32 v85, v85, v86
	v_cndmask_b32_e64 v84, 0, v84, s8
	v_cmp_nlt_f32_e64 s8, 0x42b17218, v115
	v_cvt_f16_f32_e32 v86, v111
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v85, 0, v85, s9
	v_cmp_nlt_f32_e64 s9, 0x42b17218, v81
	v_cndmask_b32_e64 v115, 0x7f800000, v84, s8
	v_ldexp_f32 v84, v87, v88
	v_cmp_ngt_f32_e64 s8, 0xc2ce8ed0, v81
	v_mov_b32_e32 v81, v125
	s_delay_alu instid0(VALU_DEP_4)
	v_cvt_f16_f32_e32 v87, v115
	ds_store_b16 v65, v83 offset:608
	ds_store_b16 v65, v86 offset:672
	ds_store_b16 v65, v87 offset:704
	v_cndmask_b32_e64 v84, 0, v84, s8
	v_cmp_nlt_f32_e64 s8, 0x42b17218, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v117, 0x7f800000, v84, s9
	v_cndmask_b32_e64 v116, 0x7f800000, v85, s8
	ds_load_b128 v[90:93], v66
	ds_load_b128 v[94:97], v66 offset:16
	ds_load_b128 v[82:85], v67
	ds_load_b128 v[86:89], v67 offset:16
	v_dual_mul_f32 v25, v117, v25 :: v_dual_mul_f32 v24, v116, v24
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x32_f16 v[18:25], v[90:97], v[82:89], v[18:25]
	v_nop
	v_nop
	v_nop
	v_nop
	v_pk_add_f32 v[82:83], v[98:99], v[100:101]
	v_pk_add_f32 v[84:85], v[102:103], v[104:105]
	v_pk_add_f32 v[86:87], v[110:111], v[114:115]
	v_mov_b32_dpp v88, v58 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v89, v59 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v60, v82 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v61, v83 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v98, v84 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v99, v85 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v100, v86 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v101, v87 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[60:61], v[82:83], v[60:61]
	v_pk_add_f32 v[58:59], v[58:59], v[88:89]
	v_pk_add_f32 v[82:83], v[84:85], v[98:99]
	v_dual_mul_f32 v16, v116, v16 :: v_dual_mul_f32 v17, v117, v17
	v_pk_add_f32 v[84:85], v[86:87], v[100:101]
	v_mov_b32_dpp v86, v60 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mov_b32_dpp v88, v82 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v89, v83 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v87, v61 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v98, v84 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v99, v85 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[82:83], v[82:83], v[88:89]
	s_delay_alu instid0(VALU_DEP_4)
	v_pk_add_f32 v[60:61], v[60:61], v[86:87]
	ds_swizzle_b32 v86, v58 offset:swizzle(SWAP,4)
	v_pk_add_f32 v[84:85], v[84:85], v[98:99]
	ds_swizzle_b32 v87, v59 offset:swizzle(SWAP,4)
	ds_swizzle_b32 v98, v82 offset:swizzle(SWAP,4)
	ds_swizzle_b32 v99, v83 offset:swizzle(SWAP,4)
	ds_swizzle_b32 v88, v60 offset:swizzle(SWAP,4)
	ds_swizzle_b32 v100, v84 offset:swizzle(SWAP,4)
	ds_swizzle_b32 v101, v85 offset:swizzle(SWAP,4)
	ds_swizzle_b32 v89, v61 offset:swizzle(SWAP,4)
	s_wait_dscnt 0x6
	v_pk_add_f32 v[58:59], v[58:59], v[86:87]
	s_wait_dscnt 0x4
	v_pk_add_f32 v[82:83], v[82:83], v[98:99]
	s_wait_dscnt 0x1
	v_pk_add_f32 v[84:85], v[84:85], v[100:101]
	s_wait_dscnt 0x0
	v_pk_add_f32 v[60:61], v[60:61], v[88:89]
	ds_swizzle_b32 v98, v82 offset:swizzle(SWAP,8)
	ds_swizzle_b32 v99, v83 offset:swizzle(SWAP,8)
	ds_swizzle_b32 v86, v58 offset:swizzle(SWAP,8)
	ds_swizzle_b32 v100, v84 offset:swizzle(SWAP,8)
	ds_swizzle_b32 v101, v85 offset:swizzle(SWAP,8)
	ds_swizzle_b32 v87, v59 offset:swizzle(SWAP,8)
	ds_swizzle_b32 v88, v60 offset:swizzle(SWAP,8)
	ds_swizzle_b32 v89, v61 offset:swizzle(SWAP,8)
	s_wait_dscnt 0x6
	v_pk_add_f32 v[82:83], v[82:83], v[98:99]
	s_wait_dscnt 0x3
	v_pk_add_f32 v[84:85], v[84:85], v[100:101]
	ds_load_b128 v[102:105], v67 offset:1552
	ds_load_b128 v[98:101], v67 offset:1536
	s_wait_dscnt 0x4
	v_pk_add_f32 v[58:59], v[58:59], v[86:87]
	s_wait_dscnt 0x2
	v_pk_add_f32 v[60:61], v[60:61], v[88:89]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x32_f16 v[10:17], v[90:97], v[98:105], v[10:17]
	v_pk_fma_f32 v[0:1], v[0:1], v[116:117], v[84:85]
	v_pk_fma_f32 v[30:31], v[30:31], v[112:113], v[82:83]
	v_dual_mov_b32 v88, v118 :: v_dual_mov_b32 v87, v119
	v_dual_mov_b32 v86, v120 :: v_dual_mov_b32 v85, v121
	v_dual_mov_b32 v84, v122 :: v_dual_mov_b32 v83, v123
	v_mov_b32_e32 v82, v124
	v_pk_fma_f32 v[32:33], v[32:33], v[108:109], v[60:61]
	v_pk_fma_f32 v[26:27], v[26:27], v[106:107], v[58:59]
	s_barrier_signal -1
	s_barrier_wait -1
	s_cbranch_scc1 .LBB0_12
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u64_e32 v[58:59], v[54:55], v[28:29]
	v_add_nc_u64_e32 v[60:61], v[56:57], v[28:29]
	global_load_u16 v89, v[58:59], off
	global_load_u16 v90, v[60:61], off
	s_wait_loadcnt 0x1
	ds_store_b16 v68, v89
	s_wait_loadcnt 0x0
	ds_store_b16 v69, v90
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_add_nc_u64_e32 v[90:91], v[52:53], v[28:29]
	v_add_nc_u64_e32 v[92:93], v[50:51], v[28:29]
	global_load_u16 v89, v[90:91], off
	global_load_u16 v94, v[92:93], off
	s_wait_loadcnt 0x1
	ds_store_b16 v70, v89
	s_wait_loadcnt 0x0
	ds_store_b16 v71, v94
	s_and_saveexec_b32 s9, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s9, exec_lo, s9
	s_cbranch_execz .LBB0_2
; %bb.5:                                ;   in Loop: Header=BB0_3 Depth=1
	v_add_nc_u64_e32 v[90:91], v[48:49], v[28:29]
	v_add_nc_u64_e32 v[92:93], v[46:47], v[28:29]
	global_load_u16 v89, v[90:91], off
	global_load_u16 v94, v[92:93], off
	s_wait_loadcnt 0x1
	ds_store_b16 v72, v89
	s_wait_loadcnt 0x0
	ds_store_b16 v73, v94
	s_and_saveexec_b32 s9, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s9, exec_lo, s9
	s_cbranch_execz .LBB0_2
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	v_add_nc_u64_e32 v[90:91], v[44:45], v[28:29]
	v_add_nc_u64_e32 v[92:93], v[42:43], v[28:29]
	global_load_u16 v89, v[90:91], off
	global_load_u16 v94, v[92:93], off
	s_wait_loadcnt 0x1
	ds_store_b16 v74, v89
	s_wait_loadcnt 0x0
	ds_store_b16 v75, v94
	s_and_saveexec_b32 s9, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s9, exec_lo, s9
	s_cbranch_execz .LBB0_2
; %bb.7:                                ;   in Loop: Header=BB0_3 Depth=1
	global_load_u16 v89, v[58:59], off offset:1024
	global_load_u16 v90, v[60:61], off offset:1024
	s_wait_loadcnt 0x1
	ds_store_b16 v68, v89 offset:1536
	s_wait_loadcnt 0x0
	ds_store_b16 v69, v90 offset:32
	s_and_saveexec_b32 s9, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s9, exec_lo, s9
	s_cbranch_execz .LBB0_2
; %bb.8:                                ;   in Loop: Header=BB0_3 Depth=1
	v_add_nc_u64_e32 v[90:91], v[40:41], v[28:29]
	v_add_nc_u64_e32 v[92:93], v[38:39], v[28:29]
	global_load_u16 v89, v[90:91], off
	global_load_u16 v94, v[92:93], off
	s_wait_loadcnt 0x1
	ds_store_b16 v76, v89
	s_wait_loadcnt 0x0
	ds_store_b16 v77, v94
	s_and_saveexec_b32 s9, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s9, exec_lo, s9
	s_cbranch_execz .LBB0_2
; %bb.9:                                ;   in Loop: Header=BB0_3 Depth=1
	global_load_u16 v89, v[58:59], off offset:1536
	global_load_u16 v90, v[60:61], off offset:1536
	s_wait_loadcnt 0x1
	ds_store_b16 v68, v89 offset:2304
	s_wait_loadcnt 0x0
	ds_store_b16 v69, v90 offset:48
	s_and_saveexec_b32 s9, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s9, exec_lo, s9
	s_cbranch_execz .LBB0_2
; %bb.10:                               ;   in Loop: Header=BB0_3 Depth=1
	v_add_nc_u64_e32 v[58:59], v[36:37], v[28:29]
	v_add_nc_u64_e32 v[60:61], v[34:35], v[28:29]
	global_load_u16 v89, v[58:59], off
	global_load_u16 v90, v[60:61], off
	s_wait_loadcnt 0x1
	ds_store_b16 v78, v89
	s_wait_loadcnt 0x0
	ds_store_b16 v79, v90
	s_branch .LBB0_2
.LBB0_11:
	v_mov_b32_e32 v1, 0
	v_mov_b64_e32 v[10:11], 0
	v_mov_b64_e32 v[12:13], 0
	v_mov_b64_e32 v[14:15], 0
	v_mov_b64_e32 v[16:17], 0
	v_mov_b64_e32 v[18:19], 0
	v_mov_b64_e32 v[20:21], 0
	v_mov_b64_e32 v[22:23], 0
	v_mov_b64_e32 v[24:25], 0
	v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v31, v1
	v_dual_mov_b32 v30, v1 :: v_dual_mov_b32 v33, v1
	v_dual_mov_b32 v32, v1 :: v_dual_mov_b32 v27, v1
	v_mov_b32_e32 v26, v1
.LBB0_12:                               ; %Flow141
	s_load_b64 s[0:1], s[0:1], 0x18
	v_lshl_or_b32 v2, v63, 3, v64
	v_lshlrev_b32_e32 v4, 1, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v6, v26
	v_rcp_f32_e32 v7, v27
	v_dual_mov_b32 v5, 0 :: v_dual_ashrrev_i32 v3, 31, v2
	v_rcp_f32_e32 v8, v32
	v_rcp_f32_e32 v9, v33
	v_rcp_f32_e32 v26, v30
	v_rcp_f32_e32 v28, v0
	v_add_nc_u64_e32 v[2:3], s[12:13], v[2:3]
	v_rcp_f32_e32 v29, v1
	v_rcp_f32_e32 v27, v31
	v_fma_mixlo_f16 v18, v6, v18, 0
	v_fma_mixlo_f16 v6, v6, v10, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[2:3], 6, v[2:3]
	s_wait_kmcnt 0x0
	v_add_nc_u64_e32 v[4:5], s[0:1], v[4:5]
	v_add_nc_u64_e32 v[0:1], v[4:5], v[2:3]
	v_fma_mixlo_f16 v2, v7, v19, 0
	v_fma_mixlo_f16 v3, v7, v11, 0
	v_fma_mixlo_f16 v4, v8, v20, 0
	v_fma_mixlo_f16 v5, v8, v12, 0
	v_fma_mixlo_f16 v7, v9, v21, 0
	v_fma_mixlo_f16 v8, v9, v13, 0
	s_clause 0x7
	global_store_b16 v[0:1], v18, off
	global_store_b16 v[0:1], v6, off offset:32
	global_store_b16 v[0:1], v2, off offset:64
	global_store_b16 v[0:1], v3, off offset:96
	global_store_b16 v[0:1], v4, off offset:128
	global_store_b16 v[0:1], v5, off offset:160
	global_store_b16 v[0:1], v7, off offset:192
	global_store_b16 v[0:1], v8, off offset:224
	s_wait_xcnt 0x5
	v_fma_mixlo_f16 v2, v26, v22, 0
	s_wait_xcnt 0x4
	v_fma_mixlo_f16 v3, v26, v14, 0
	s_wait_xcnt 0x3
	v_fma_mixlo_f16 v4, v27, v23, 0
	s_wait_xcnt 0x2
	v_fma_mixlo_f16 v5, v27, v15, 0
	v_fma_mixlo_f16 v6, v28, v24, 0
	s_wait_xcnt 0x1
	v_fma_mixlo_f16 v7, v28, v16, 0
	s_wait_xcnt 0x0
	v_fma_mixlo_f16 v8, v29, v25, 0
	v_fma_mixlo_f16 v9, v29, v17, 0
	s_clause 0x7
	global_store_b16 v[0:1], v2, off offset:256
	global_store_b16 v[0:1], v3, off offset:288
	global_store_b16 v[0:1], v4, off offset:320
	global_store_b16 v[0:1], v5, off offset:352
	global_store_b16 v[0:1], v6, off offset:384
	global_store_b16 v[0:1], v7, off offset:416
	global_store_b16 v[0:1], v8, off offset:448
	global_store_b16 v[0:1], v9, off offset:480
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 126
		.amdhsa_next_free_sgpr 18
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 51
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
	.set attention_fwd.num_vgpr, 126
	.set attention_fwd.num_agpr, 0
	.set attention_fwd.numbered_sgpr, 18
	.set attention_fwd.num_named_barrier, 0
	.set attention_fwd.private_seg_size, 0
	.set attention_fwd.uses_vcc, 1
	.set attention_fwd.uses_flat_scratch, 0
	.set attention_fwd.has_dyn_sized_stack, 0
	.set attention_fwd.has_recursion, 0
	.set attention_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6456
; TotalNumSgprs: 20
; NumVgprs: 126
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 12288 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 126
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
    .max_flat_workgroup_size: 128
    .name:           attention_fwd
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         attention_fwd.kd
    .uses_dynamic_stack: false
    .vgpr_count:     126
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
