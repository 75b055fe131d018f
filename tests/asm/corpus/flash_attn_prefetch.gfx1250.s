	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	flash_attn_prefetch     ; -- Begin function flash_attn_prefetch
	.globl	flash_attn_prefetch
	.p2align	8
	.type	flash_attn_prefetch,@function
flash_attn_prefetch:                    ; @flash_attn_prefetch
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[8:9], s[0:1], 0x10
	v_and_b32_e32 v14, 15, v0
	v_cmp_lt_u32_e64 s2, 15, v0
	v_cmp_gt_u32_e32 vcc_lo, 16, v0
	s_and_saveexec_b32 s3, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s3
	s_and_not1_saveexec_b32 s2, s2
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b128 v[2:5], v14, s[6:7] scale_offset
	global_load_b128 v[6:9], v14, s[8:9] scale_offset
	v_lshlrev_b32_e32 v1, 4, v14
	s_wait_loadcnt 0x1
	ds_store_b128 v1, v[2:5]
	s_wait_loadcnt 0x0
	ds_store_b128 v1, v[6:9] offset:544
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b128 v[2:5], v14, s[6:7] offset:256 scale_offset
	global_load_b128 v[6:9], v14, s[8:9] offset:256 scale_offset
	s_load_b128 s[16:19], s[0:1], 0x18
	v_lshl_or_b32 v0, ttmp9, 6, v0
	v_cndmask_b32_e32 v15, 16, v14, vcc_lo
	; sched_barrier mask(0x00000000)
	global_load_b128 v[10:13], v0, s[4:5] scale_offset
	v_lshl_or_b32 v38, v14, 4, 0x200
	v_dual_mov_b32 v39, 0 :: v_dual_ashrrev_i32 v1, 31, v0
	v_lshlrev_b32_e32 v42, 4, v15
	v_mov_b32_e32 v44, 0xff800000
	s_wait_kmcnt 0x0
	s_max_i32 s18, s18, 1
	v_add_nc_u64_e32 v[34:35], s[8:9], v[38:39]
	v_add_nc_u64_e32 v[36:37], s[6:7], v[38:39]
	v_dual_mov_b32 v43, v39 :: v_dual_mov_b32 v38, v39
	v_dual_mov_b32 v40, v39 :: v_dual_mov_b32 v41, v39
	s_mov_b32 s20, 0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_and_b32 s21, s20, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s0, s21, 0x110
	v_mov_b32_e32 v45, s0
	ds_load_b128 v[46:49], v45
	ds_load_b128 v[50:53], v45 offset:16
	ds_load_b128 v[54:57], v45 offset:32
	ds_load_b128 v[58:61], v45 offset:48
	ds_load_b128 v[62:65], v45 offset:64
	ds_load_b128 v[66:69], v45 offset:80
	ds_load_b128 v[70:73], v45 offset:96
	ds_load_b128 v[74:77], v45 offset:112
	ds_load_b128 v[78:81], v45 offset:128
	ds_load_b128 v[82:85], v45 offset:144
	ds_load_b128 v[86:89], v45 offset:160
	ds_load_b128 v[90:93], v45 offset:176
	ds_load_b128 v[94:97], v45 offset:192
	ds_load_b128 v[98:101], v45 offset:208
	ds_load_b128 v[102:105], v45 offset:224
	ds_load_b128 v[106:109], v45 offset:240
	ds_load_b128 v[14:17], v45 offset:544
	ds_load_b128 v[18:21], v45 offset:560
	ds_load_b128 v[22:25], v45 offset:576
	ds_load_b128 v[26:29], v45 offset:592
	ds_load_b128 v[30:33], v45 offset:608
	ds_load_b128 v[110:113], v45 offset:624
	ds_load_b128 v[114:117], v45 offset:640
	ds_load_b128 v[118:121], v45 offset:656
	ds_load_b128 v[122:125], v45 offset:672
	ds_load_b128 v[126:129], v45 offset:688
	ds_load_b128 v[130:133], v45 offset:704
	ds_load_b128 v[134:137], v45 offset:720
	ds_load_b128 v[138:141], v45 offset:736
	ds_load_b128 v[142:145], v45 offset:752
	ds_load_b128 v[146:149], v45 offset:768
	ds_load_b128 v[150:153], v45 offset:784
	s_wait_loadcnt_dscnt 0x1f
	v_mul_f32_e32 v45, v11, v47
	s_wait_dscnt 0x1e
	v_mul_f32_e32 v47, v11, v51
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v47, v10, v50
	s_wait_dscnt 0x1d
	v_dual_fmac_f32 v45, v10, v46 :: v_dual_mul_f32 v46, v11, v55
	s_wait_dscnt 0x1a
	v_mul_f32_e32 v51, v11, v67
	s_wait_dscnt 0x19
	v_dual_mul_f32 v50, v11, v71 :: v_dual_fmac_f32 v47, v12, v52
	v_dual_fmac_f32 v45, v12, v48 :: v_dual_mul_f32 v48, v11, v59
	s_wait_dscnt 0x18
	v_dual_mul_f32 v52, v11, v75 :: v_dual_fmac_f32 v46, v10, v54
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v47, v13, v53
	v_dual_fmac_f32 v45, v13, v49 :: v_dual_mul_f32 v49, v11, v63
	s_wait_dscnt 0x17
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mul_f32 v53, v11, v79 :: v_dual_fmac_f32 v46, v12, v56
	s_wait_dscnt 0x16
	v_mul_f32_e32 v55, v11, v83
	s_wait_dscnt 0x15
	v_dual_mul_f32 v54, v11, v87 :: v_dual_fmac_f32 v48, v10, v58
	s_wait_dscnt 0x14
	v_dual_mul_f32 v56, v11, v91 :: v_dual_fmac_f32 v46, v13, v57
	s_wait_dscnt 0x12
	v_dual_mul_f32 v59, v11, v99 :: v_dual_fmac_f32 v49, v10, v62
	v_dual_fmac_f32 v48, v12, v60 :: v_dual_mul_f32 v57, v11, v95
	s_wait_dscnt 0x10
	v_dual_mul_f32 v60, v11, v107 :: v_dual_fmac_f32 v50, v10, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v52, v10, v74 :: v_dual_fmac_f32 v49, v12, v64
	v_dual_fmac_f32 v55, v10, v82 :: v_dual_fmac_f32 v48, v13, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v54, v10, v86 :: v_dual_fmac_f32 v52, v12, v76
	v_dual_fmac_f32 v59, v10, v98 :: v_dual_fmac_f32 v50, v12, v72
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v57, v10, v94 :: v_dual_fmac_f32 v55, v12, v84
	v_dual_mul_f32 v58, v11, v103 :: v_dual_fmac_f32 v51, v10, v66
	v_dual_fmac_f32 v53, v10, v78 :: v_dual_fmac_f32 v54, v12, v88
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v59, v12, v100 :: v_dual_fmac_f32 v49, v13, v65
	v_dual_fmac_f32 v55, v13, v85 :: v_dual_mul_f32 v48, s19, v48
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v51, v12, v68 :: v_dual_fmac_f32 v56, v10, v90
	v_dual_fmac_f32 v53, v12, v80 :: v_dual_fmac_f32 v58, v10, v102
	v_dual_fmac_f32 v52, v13, v77 :: v_dual_mul_f32 v47, s19, v47
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_fmac_f32 v59, v13, v101 :: v_dual_mul_f32 v55, s19, v55
	v_dual_mul_f32 v45, s19, v45 :: v_dual_fmac_f32 v60, v10, v106
	v_fmac_f32_e32 v57, v12, v96
	v_fmac_f32_e32 v56, v12, v92
	v_dual_fmac_f32 v58, v12, v104 :: v_dual_fmac_f32 v51, v13, v69
	v_dual_fmac_f32 v53, v13, v81 :: v_dual_mul_f32 v46, s19, v46
	v_dual_fmac_f32 v54, v13, v89 :: v_dual_mul_f32 v59, s19, v59
	v_max3_num_f32 v61, v44, v45, v47
	v_dual_fmac_f32 v60, v12, v108 :: v_dual_fmac_f32 v50, v13, v73
	v_dual_mul_f32 v51, s19, v51 :: v_dual_fmac_f32 v58, v13, v105
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v54, s19, v54 :: v_dual_mul_f32 v49, s19, v49
	v_max3_num_f32 v61, v61, v46, v48
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v56, v13, v93 :: v_dual_mul_f32 v50, s19, v50
	v_dual_fmac_f32 v57, v13, v97 :: v_dual_mul_f32 v52, s19, v52
	v_mul_f32_e32 v58, s19, v58
	v_max3_num_f32 v61, v61, v49, v51
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v60, v13, v109 :: v_dual_mul_f32 v56, s19, v56
	v_mul_f32_e32 v53, s19, v53
	v_mul_f32_e32 v57, s19, v57
	v_max3_num_f32 v61, v61, v50, v52
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v60, s19, v60
	v_max3_num_f32 v61, v61, v53, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_num_f32 v61, v61, v54, v56
	v_max3_num_f32 v61, v61, v57, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_num_f32 v61, v61, v58, v60
	v_dual_sub_f32 v44, v44, v61 :: v_dual_sub_f32 v45, v45, v61
	v_dual_sub_f32 v47, v47, v61 :: v_dual_sub_f32 v62, v46, v61
	v_dual_sub_f32 v51, v51, v61 :: v_dual_sub_f32 v50, v50, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v46, 0x3fb8aa3b, v44 :: v_dual_mul_f32 v63, 0x3fb8aa3b, v45
	v_mul_f32_e32 v64, 0x3fb8aa3b, v47
	v_dual_sub_f32 v48, v48, v61 :: v_dual_sub_f32 v49, v49, v61
	v_dual_sub_f32 v52, v52, v61 :: v_dual_sub_f32 v53, v53, v61
	v_dual_sub_f32 v56, v56, v61 :: v_dual_sub_f32 v57, v57, v61
	v_dual_sub_f32 v59, v59, v61 :: v_dual_sub_f32 v58, v58, v61
	v_dual_sub_f32 v60, v60, v61 :: v_dual_mul_f32 v65, 0x3fb8aa3b, v62
	v_dual_mul_f32 v68, 0x3fb8aa3b, v51 :: v_dual_mul_f32 v69, 0x3fb8aa3b, v50
	v_fma_f32 v79, 0x3fb8aa3b, v44, -v46
	v_rndne_f32_e32 v80, v46
	v_fma_f32 v81, 0x3fb8aa3b, v45, -v63
	v_rndne_f32_e32 v82, v63
	v_dual_mul_f32 v66, 0x3fb8aa3b, v48 :: v_dual_mul_f32 v67, 0x3fb8aa3b, v49
	v_dual_mul_f32 v70, 0x3fb8aa3b, v52 :: v_dual_mul_f32 v71, 0x3fb8aa3b, v53
	v_dual_mul_f32 v74, 0x3fb8aa3b, v56 :: v_dual_mul_f32 v75, 0x3fb8aa3b, v57
	v_dual_mul_f32 v76, 0x3fb8aa3b, v59 :: v_dual_mul_f32 v77, 0x3fb8aa3b, v58
	v_dual_mul_f32 v78, 0x3fb8aa3b, v60 :: v_dual_sub_f32 v63, v63, v82
	v_fma_f32 v92, 0x3fb8aa3b, v50, -v69
	v_fmac_f32_e32 v79, 0x32a5705f, v44
	v_dual_sub_f32 v46, v46, v80 :: v_dual_fmac_f32 v81, 0x32a5705f, v45
	v_dual_sub_f32 v55, v55, v61 :: v_dual_sub_f32 v54, v54, v61
	v_fma_f32 v83, 0x3fb8aa3b, v47, -v64
	v_rndne_f32_e32 v84, v64
	v_fma_f32 v89, 0x3fb8aa3b, v49, -v67
	v_fma_f32 v91, 0x3fb8aa3b, v51, -v68
	v_fma_f32 v94, 0x3fb8aa3b, v53, -v71
	v_fma_f32 v100, 0x3fb8aa3b, v58, -v77
	v_fma_f32 v101, 0x3fb8aa3b, v60, -v78
	v_rndne_f32_e32 v109, v75
	v_add_f32_e32 v63, v63, v81
	v_rndne_f32_e32 v81, v78
	v_fmac_f32_e32 v92, 0x32a5705f, v50
	v_add_f32_e32 v46, v46, v79
	v_rndne_f32_e32 v79, v77
	v_dual_mul_f32 v72, 0x3fb8aa3b, v55 :: v_dual_mul_f32 v73, 0x3fb8aa3b, v54
	v_fma_f32 v85, 0x3fb8aa3b, v62, -v65
	v_rndne_f32_e32 v86, v65
	v_fma_f32 v98, 0x3fb8aa3b, v57, -v75
	v_rndne_f32_e32 v154, v76
	v_dual_fmac_f32 v83, 0x32a5705f, v47 :: v_dual_fmac_f32 v94, 0x32a5705f, v53
	v_dual_fmac_f32 v89, 0x32a5705f, v49 :: v_dual_fmac_f32 v100, 0x32a5705f, v58
	v_dual_fmac_f32 v91, 0x32a5705f, v51 :: v_dual_sub_f32 v64, v64, v84
	v_fmac_f32_e32 v101, 0x32a5705f, v60
	v_dual_sub_f32 v75, v75, v109 :: v_dual_sub_f32 v77, v77, v79
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_sub_f32 v78, v78, v81 :: v_dual_add_f32 v64, v64, v83
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v63, v63
	v_cvt_i32_f32_e32 v80, v80
	v_cvt_i32_f32_e32 v82, v82
	v_fma_f32 v87, 0x3fb8aa3b, v48, -v66
	v_rndne_f32_e32 v88, v66
	v_fma_f32 v95, 0x3fb8aa3b, v55, -v72
	v_fma_f32 v96, 0x3fb8aa3b, v54, -v73
	v_fma_f32 v99, 0x3fb8aa3b, v59, -v76
	v_rndne_f32_e32 v105, v71
	v_dual_fmac_f32 v85, 0x32a5705f, v62 :: v_dual_fmac_f32 v98, 0x32a5705f, v57
	v_sub_f32_e32 v65, v65, v86
	v_dual_sub_f32 v76, v76, v154 :: v_dual_add_f32 v77, v77, v100
	v_add_f32_e32 v78, v78, v101
	v_ldexp_f32 v63, v63, v82
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2ce8ed0, v45
	v_ldexp_f32 v46, v46, v80
	v_cmp_ngt_f32_e64 s15, 0xc2ce8ed0, v44
	v_rndne_f32_e32 v90, v67
	v_dual_fmac_f32 v87, 0x32a5705f, v48 :: v_dual_fmac_f32 v96, 0x32a5705f, v54
	v_dual_fmac_f32 v95, 0x32a5705f, v55 :: v_dual_sub_f32 v66, v66, v88
	v_sub_f32_e32 v71, v71, v105
	v_add_f32_e32 v65, v65, v85
	v_exp_f32_e32 v64, v64
	v_exp_f32_e32 v78, v78
	v_cvt_i32_f32_e32 v84, v84
	v_cvt_i32_f32_e32 v81, v81
	v_dual_cndmask_b32 v46, 0, v46, s15 :: v_dual_cndmask_b32 v63, 0, v63, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b17218, v44
	v_fma_f32 v93, 0x3fb8aa3b, v52, -v70
	v_rndne_f32_e32 v102, v68
	v_rndne_f32_e32 v103, v69
	v_dual_sub_f32 v67, v67, v90 :: v_dual_add_f32 v66, v66, v87
	v_exp_f32_e32 v65, v65
	v_cvt_i32_f32_e32 v86, v86
	v_ldexp_f32 v64, v64, v84
	v_cmp_ngt_f32_e64 s0, 0xc2ce8ed0, v47
	v_ldexp_f32 v78, v78, v81
	v_cmp_ngt_f32_e64 s14, 0xc2ce8ed0, v60
	v_cndmask_b32_e32 v44, 0x7f800000, v46, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b17218, v45
	v_dual_fmac_f32 v93, 0x32a5705f, v52 :: v_dual_sub_f32 v68, v68, v102
	v_dual_sub_f32 v69, v69, v103 :: v_dual_add_f32 v67, v67, v89
	v_exp_f32_e32 v66, v66
	v_cvt_i32_f32_e32 v88, v88
	v_ldexp_f32 v65, v65, v86
	v_cmp_ngt_f32_e64 s1, 0xc2ce8ed0, v62
	v_dual_cndmask_b32 v64, 0, v64, s0 :: v_dual_cndmask_b32 v78, 0, v78, s14
	v_dual_mul_f32 v43, v43, v44 :: v_dual_cndmask_b32 v46, 0x7f800000, v63
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b17218, v47
	v_rndne_f32_e32 v104, v70
	v_add_f32_e32 v68, v68, v91
	v_exp_f32_e32 v67, v67
	v_cvt_i32_f32_e32 v90, v90
	v_ldexp_f32 v66, v66, v88
	v_cmp_ngt_f32_e64 s2, 0xc2ce8ed0, v48
	v_dual_cndmask_b32 v65, 0, v65, s1 :: v_dual_add_f32 v43, v43, v46
	v_pk_mul_f32 v[40:41], v[40:41], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[44:45] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v44, 0x7f800000, v64, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b17218, v62
	v_dual_fmac_f32 v99, 0x32a5705f, v59 :: v_dual_sub_f32 v70, v70, v104
	v_add_f32_e32 v69, v69, v92
	v_exp_f32_e32 v68, v68
	v_cvt_i32_f32_e32 v102, v102
	v_ldexp_f32 v67, v67, v90
	v_cmp_ngt_f32_e64 s3, 0xc2ce8ed0, v49
	v_cndmask_b32_e64 v66, 0, v66, s2
	s_wait_dscnt 0xf
	v_pk_fma_f32 v[14:15], v[46:47], v[14:15], v[38:39] op_sel_hi:[0,1,1]
	v_dual_cndmask_b32 v38, 0x7f800000, v65 :: v_dual_add_f32 v39, v43, v44
	v_pk_fma_f32 v[16:17], v[46:47], v[16:17], v[40:41] op_sel_hi:[0,1,1]
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b17218, v48
	v_fma_f32 v97, 0x3fb8aa3b, v56, -v74
	v_rndne_f32_e32 v106, v72
	v_add_f32_e32 v70, v70, v93
	v_exp_f32_e32 v69, v69
	v_cvt_i32_f32_e32 v103, v103
	v_ldexp_f32 v68, v68, v102
	v_cmp_ngt_f32_e64 s4, 0xc2ce8ed0, v51
	v_cndmask_b32_e64 v67, 0, v67, s3
	s_wait_dscnt 0xe
	v_pk_fma_f32 v[14:15], v[44:45], v[18:19], v[14:15] op_sel_hi:[0,1,1]
	v_cndmask_b32_e32 v18, 0x7f800000, v66, vcc_lo
	v_add_f32_e32 v19, v39, v38
	v_pk_fma_f32 v[16:17], v[44:45], v[20:21], v[16:17] op_sel_hi:[0,1,1]
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b17218, v49
	v_rndne_f32_e32 v107, v73
	v_dual_fmac_f32 v97, 0x32a5705f, v56 :: v_dual_sub_f32 v72, v72, v106
	v_add_f32_e32 v71, v71, v94
	v_exp_f32_e32 v70, v70
	v_cvt_i32_f32_e32 v104, v104
	v_ldexp_f32 v69, v69, v103
	v_cmp_ngt_f32_e64 s5, 0xc2ce8ed0, v50
	v_cndmask_b32_e64 v68, 0, v68, s4
	v_dual_cndmask_b32 v20, 0x7f800000, v67 :: v_dual_add_f32 v19, v19, v18
	s_wait_dscnt 0xd
	v_pk_fma_f32 v[16:17], v[38:39], v[24:25], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[38:39], v[22:23], v[14:15] op_sel_hi:[0,1,1]
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b17218, v51
	v_rndne_f32_e32 v108, v74
	v_sub_f32_e32 v73, v73, v107
	v_add_f32_e32 v72, v72, v95
	v_exp_f32_e32 v71, v71
	v_cvt_i32_f32_e32 v105, v105
	v_ldexp_f32 v70, v70, v104
	v_cmp_ngt_f32_e64 s6, 0xc2ce8ed0, v52
	v_cndmask_b32_e64 v69, 0, v69, s5
	s_wait_dscnt 0xc
	v_pk_fma_f32 v[16:17], v[18:19], v[28:29], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[18:19], v[26:27], v[14:15] op_sel_hi:[0,1,1]
	v_cndmask_b32_e32 v18, 0x7f800000, v68, vcc_lo
	v_add_f32_e32 v19, v19, v20
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b17218, v50
	v_sub_f32_e32 v74, v74, v108
	v_add_f32_e32 v73, v73, v96
	v_exp_f32_e32 v72, v72
	v_cvt_i32_f32_e32 v106, v106
	v_ldexp_f32 v71, v71, v105
	v_cmp_ngt_f32_e64 s7, 0xc2ce8ed0, v53
	v_cndmask_b32_e64 v70, 0, v70, s6
	v_add_f32_e32 v19, v19, v18
	s_wait_dscnt 0xb
	v_pk_fma_f32 v[16:17], v[20:21], v[32:33], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[20:21], v[30:31], v[14:15] op_sel_hi:[0,1,1]
	v_cndmask_b32_e32 v20, 0x7f800000, v69, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b17218, v52
	v_add_f32_e32 v74, v74, v97
	v_exp_f32_e32 v73, v73
	v_cvt_i32_f32_e32 v107, v107
	v_ldexp_f32 v72, v72, v106
	v_cmp_ngt_f32_e64 s8, 0xc2ce8ed0, v55
	v_cndmask_b32_e64 v71, 0, v71, s7
	s_wait_dscnt 0xa
	v_pk_fma_f32 v[16:17], v[18:19], v[112:113], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[18:19], v[110:111], v[14:15] op_sel_hi:[0,1,1]
	v_dual_cndmask_b32 v18, 0x7f800000, v70 :: v_dual_add_f32 v19, v19, v20
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b17218, v53
	v_dual_add_f32 v75, v75, v98 :: v_dual_add_f32 v76, v76, v99
	v_exp_f32_e32 v74, v74
	v_cvt_i32_f32_e32 v108, v108
	v_ldexp_f32 v73, v73, v107
	v_cmp_ngt_f32_e64 s9, 0xc2ce8ed0, v54
	v_dual_cndmask_b32 v72, 0, v72, s8 :: v_dual_add_f32 v19, v19, v18
	s_wait_dscnt 0x9
	v_pk_fma_f32 v[16:17], v[20:21], v[116:117], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[20:21], v[114:115], v[14:15] op_sel_hi:[0,1,1]
	v_cndmask_b32_e32 v20, 0x7f800000, v71, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b17218, v55
	v_exp_f32_e32 v75, v75
	v_cvt_i32_f32_e32 v109, v109
	v_ldexp_f32 v74, v74, v108
	v_cmp_ngt_f32_e64 s10, 0xc2ce8ed0, v56
	v_cndmask_b32_e64 v73, 0, v73, s9
	s_wait_dscnt 0x8
	v_pk_fma_f32 v[16:17], v[18:19], v[120:121], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[18:19], v[118:119], v[14:15] op_sel_hi:[0,1,1]
	v_cndmask_b32_e32 v18, 0x7f800000, v72, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b17218, v54
	v_add_f32_e32 v19, v19, v20
	v_exp_f32_e32 v76, v76
	v_cvt_i32_f32_e32 v154, v154
	v_ldexp_f32 v75, v75, v109
	v_cmp_ngt_f32_e64 s11, 0xc2ce8ed0, v57
	v_cndmask_b32_e64 v74, 0, v74, s10
	v_add_f32_e32 v19, v19, v18
	s_wait_dscnt 0x7
	v_pk_fma_f32 v[16:17], v[20:21], v[124:125], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[20:21], v[122:123], v[14:15] op_sel_hi:[0,1,1]
	v_cndmask_b32_e32 v20, 0x7f800000, v73, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b17218, v56
	v_exp_f32_e32 v77, v77
	v_cvt_i32_f32_e32 v79, v79
	v_ldexp_f32 v76, v76, v154
	v_cmp_ngt_f32_e64 s12, 0xc2ce8ed0, v59
	v_cndmask_b32_e64 v75, 0, v75, s11
	s_wait_dscnt 0x6
	v_pk_fma_f32 v[16:17], v[18:19], v[128:129], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[18:19], v[126:127], v[14:15] op_sel_hi:[0,1,1]
	v_dual_cndmask_b32 v18, 0x7f800000, v74 :: v_dual_add_f32 v19, v19, v20
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b17218, v57
	v_ldexp_f32 v77, v77, v79
	v_cmp_ngt_f32_e64 s13, 0xc2ce8ed0, v58
	v_cndmask_b32_e64 v76, 0, v76, s12
	s_wait_dscnt 0x5
	v_pk_fma_f32 v[16:17], v[20:21], v[132:133], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[20:21], v[130:131], v[14:15] op_sel_hi:[0,1,1]
	v_dual_cndmask_b32 v20, 0x7f800000, v75 :: v_dual_add_f32 v19, v19, v18
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b17218, v59
	v_cndmask_b32_e64 v77, 0, v77, s13
	s_wait_dscnt 0x4
	s_delay_alu instid0(VALU_DEP_3)
	v_pk_fma_f32 v[16:17], v[18:19], v[136:137], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[18:19], v[134:135], v[14:15] op_sel_hi:[0,1,1]
	v_cndmask_b32_e32 v18, 0x7f800000, v76, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b17218, v58
	v_add_f32_e32 v19, v19, v20
	s_wait_dscnt 0x3
	v_pk_fma_f32 v[16:17], v[20:21], v[140:141], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[20:21], v[138:139], v[14:15] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v20, 0x7f800000, v77 :: v_dual_add_f32 v19, v19, v18
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b17218, v60
	s_wait_dscnt 0x2
	v_pk_fma_f32 v[16:17], v[18:19], v[144:145], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[18:19], v[142:143], v[14:15] op_sel_hi:[0,1,1]
	v_dual_cndmask_b32 v18, 0x7f800000, v78 :: v_dual_add_f32 v19, v19, v20
	s_wait_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[16:17], v[20:21], v[148:149], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[20:21], v[146:147], v[14:15] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f32_e32 v43, v19, v18
	s_wait_dscnt 0x0
	v_pk_fma_f32 v[40:41], v[18:19], v[152:153], v[16:17] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_pk_fma_f32 v[38:39], v[18:19], v[150:151], v[14:15] op_sel_hi:[0,1,1]
	; sched_barrier mask(0x00000000)
	s_xor_b32 s0, s21, 1
	v_mad_u32 v14, 0x110, s0, v42
	ds_store_b128 v14, v[2:5]
	ds_store_b128 v14, v[6:9] offset:544
	; sched_barrier mask(0x00000000)
	global_load_b128 v[2:5], v[36:37], off
	global_load_b128 v[6:9], v[34:35], off
	s_wait_xcnt 0x0
	v_add_nc_u64_e32 v[34:35], 0x100, v[34:35]
	v_add_nc_u64_e32 v[36:37], 0x100, v[36:37]
	v_mov_b32_e32 v44, v61
	s_add_co_i32 s20, s20, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s18, s20
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_cbranch_scc1 .LBB0_3
; %bb.4:
	s_wait_loadcnt 0x1
	v_frexp_mant_f32_e32 v2, v43
	v_frexp_exp_i32_f32_e32 v3, v43
	v_frexp_exp_i32_f32_e32 v4, v38
	v_frexp_mant_f32_e32 v5, v38
	s_wait_loadcnt 0x0
	v_frexp_exp_i32_f32_e32 v6, v39
	v_rcp_f32_e32 v2, v2
	v_frexp_mant_f32_e32 v7, v39
	v_frexp_exp_i32_f32_e32 v8, v40
	v_frexp_mant_f32_e32 v9, v40
	v_frexp_mant_f32_e32 v10, v41
	v_frexp_exp_i32_f32_e32 v11, v41
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v5, v5, v2 :: v_dual_sub_nc_u32 v4, v4, v3
	v_dual_mul_f32 v7, v7, v2 :: v_dual_sub_nc_u32 v6, v6, v3
	v_dual_mul_f32 v9, v9, v2 :: v_dual_sub_nc_u32 v8, v8, v3
	v_dual_mul_f32 v10, v10, v2 :: v_dual_sub_nc_u32 v11, v11, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f32 v2, v5, v4
	v_ldexp_f32 v3, v7, v6
	s_delay_alu instid0(VALU_DEP_4)
	v_ldexp_f32 v4, v9, v8
	v_lshl_add_u64 v[0:1], v[0:1], 4, s[16:17]
	v_ldexp_f32 v5, v10, v11
	global_store_b128 v[0:1], v[2:5], off
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel flash_attn_prefetch
		.amdhsa_group_segment_fixed_size 1088
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 155
		.amdhsa_next_free_sgpr 22
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 27
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
	.size	flash_attn_prefetch, .Lfunc_end0-flash_attn_prefetch
                                        ; -- End function
	.set flash_attn_prefetch.num_vgpr, 155
	.set flash_attn_prefetch.num_agpr, 0
	.set flash_attn_prefetch.numbered_sgpr, 22
	.set flash_attn_prefetch.num_named_barrier, 0
	.set flash_attn_prefetch.private_seg_size, 0
	.set flash_attn_prefetch.uses_vcc, 1
	.set flash_attn_prefetch.uses_flat_scratch, 0
	.set flash_attn_prefetch.has_dyn_sized_stack, 0
	.set flash_attn_prefetch.has_recursion, 0
	.set flash_attn_prefetch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3380
; TotalNumSgprs: 24
; NumVgprs: 155
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1088 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 155
; NamedBarCnt: 0
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
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
        .type_name:      'vec*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'vec*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'vec*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'vec*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 1088
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           flash_attn_prefetch
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         flash_attn_prefetch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     155
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
