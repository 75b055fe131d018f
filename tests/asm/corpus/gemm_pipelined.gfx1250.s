	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	gemm_pipelined          ; -- Begin function gemm_pipelined
	.globl	gemm_pipelined
	.p2align	8
	.type	gemm_pipelined,@function
gemm_pipelined:                         ; @gemm_pipelined
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b128 s[12:15], s[0:1], 0x20
	s_load_b128 s[8:11], s[0:1], 0x0
	s_lshl_b32 s19, ttmp9, 5
	v_dual_mov_b32 v101, 0 :: v_dual_bitop2_b32 v8, 15, v0 bitop3:0x40
	s_add_co_i32 s2, s19, 32
	v_and_b32_e32 v1, 16, v0
	s_lshl_b32 s17, ttmp7, 5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v34, v101 :: v_dual_mov_b32 v41, v101
	v_dual_add_nc_u32 v2, 16, v1 :: v_dual_bitop2_b32 v6, s19, v8 bitop3:0x54
	v_dual_mov_b32 v35, v101 :: v_dual_lshlrev_b32 v100, 1, v1
	v_dual_mov_b32 v36, v101 :: v_dual_mov_b32 v37, v101
	v_dual_mov_b32 v38, v101 :: v_dual_mov_b32 v39, v101
	v_mov_b32_e32 v40, v101
	s_wait_kmcnt 0x0
	s_cmp_le_i32 s2, s12
	v_cmp_ge_i32_e64 s5, s14, v2
	s_cselect_b32 s2, -1, 0
	s_add_co_i32 s3, s17, 32
	v_add_nc_u64_e32 v[4:5], s[8:9], v[100:101]
	s_cmp_le_i32 s3, s13
	v_cmp_gt_i32_e64 s3, s12, v6
	s_cselect_b32 s4, -1, 0
	s_and_b32 s6, s14, 31
	s_and_b32 s2, s2, s4
	s_cmp_eq_u32 s6, 0
	s_mov_b32 s16, s13
	s_cselect_b32 s4, -1, 0
	s_ashr_i32 s7, s14, 31
	s_and_b32 s18, s2, s4
	s_and_b32 s2, s3, s5
	s_mov_b32 s6, s14
	s_or_b32 s4, s18, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s2, s4
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_ashrrev_i32_e32 v7, 31, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[2:3], s[6:7], v[6:7]
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[4:5]
	s_clause 0x1
	global_load_b128 v[34:37], v[2:3], off
	global_load_b128 v[38:41], v[2:3], off offset:16
.LBB0_2:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	v_dual_mov_b32 v55, 0 :: v_dual_bitop2_b32 v98, s17, v8 bitop3:0x54
	v_add_nc_u64_e32 v[2:3], s[10:11], v[100:101]
	v_dual_mov_b32 v56, 0 :: v_dual_mov_b32 v57, 0
	v_mov_b32_e32 v58, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e64 s2, s13, v98
	v_dual_ashrrev_i32 v99, 31, v98 :: v_dual_mov_b32 v59, 0
	v_dual_mov_b32 v60, 0 :: v_dual_mov_b32 v61, 0
	s_and_b32 s4, s2, s5
	s_or_b32 s14, s18, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s4, s14
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_mul_u64_e32 v[10:11], s[6:7], v[98:99]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[10:11], v[10:11], 1, v[2:3]
	s_clause 0x1
	global_load_b128 v[54:57], v[10:11], off
	global_load_b128 v[58:61], v[10:11], off offset:16
	s_wait_loadcnt 0x1
	v_mov_b32_e32 v101, v54
.LBB0_4:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s4
	v_dual_mov_b32 v46, 0 :: v_dual_bitop2_b32 v6, 16, v6 bitop3:0x54
	v_dual_mov_b32 v42, 0 :: v_dual_mov_b32 v43, 0
	v_dual_mov_b32 v44, 0 :: v_dual_mov_b32 v45, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e64 s4, s12, v6
	v_dual_mov_b32 v50, 0 :: v_dual_mov_b32 v51, 0
	v_dual_mov_b32 v52, 0 :: v_dual_mov_b32 v53, 0
	s_and_b32 s14, s4, s5
	s_or_b32 s20, s18, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s14, s20
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_ashrrev_i32_e32 v7, 31, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[6:7], s[6:7], v[6:7]
	v_lshl_add_u64 v[4:5], v[6:7], 1, v[4:5]
	s_clause 0x1
	global_load_b128 v[42:45], v[4:5], off
	global_load_b128 v[50:53], v[4:5], off offset:16
.LBB0_6:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s14
	v_dual_mov_b32 v47, 0 :: v_dual_bitop2_b32 v4, 16, v98 bitop3:0x54
	v_dual_mov_b32 v48, 0 :: v_dual_mov_b32 v49, 0
	v_dual_mov_b32 v62, 0 :: v_dual_mov_b32 v63, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e32 vcc_lo, s13, v4
	v_dual_mov_b32 v64, 0 :: v_dual_mov_b32 v65, 0
	s_and_b32 s5, vcc_lo, s5
	s_or_b32 s14, s18, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s5, s14
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_ashrrev_i32_e32 v5, 31, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[4:5], s[6:7], v[4:5]
	v_lshl_add_u64 v[2:3], v[4:5], 1, v[2:3]
	s_clause 0x1
	global_load_b128 v[46:49], v[2:3], off
	global_load_b128 v[62:65], v[2:3], off offset:16
.LBB0_8:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	v_mov_b32_e32 v9, 0
	s_cmp_gt_i32 s6, 32
	s_mov_b32 s14, 32
	s_cbranch_scc0 .LBB0_19
; %bb.9:
	v_dual_add_nc_u32 v2, s17, v8 :: v_dual_add_nc_u32 v4, s19, v8
	v_mov_b32_e32 v26, 0
	v_lshlrev_b64_e32 v[8:9], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_add_nc_u32 v6, 16, v2 :: v_dual_add_nc_u32 v10, 16, v4
	v_dual_ashrrev_i32 v3, 31, v2 :: v_dual_ashrrev_i32 v5, 31, v4
	v_dual_mov_b32 v28, v26 :: v_dual_mov_b32 v29, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v7, 31, v6
	v_dual_ashrrev_i32 v11, 31, v10 :: v_dual_mov_b32 v27, v26
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_u64_e32 v[66:67], s[6:7], v[2:3]
	v_mul_u64_e32 v[68:69], s[6:7], v[4:5]
	v_mul_u64_e32 v[70:71], s[6:7], v[6:7]
	s_delay_alu instid0(VALU_DEP_4)
	v_mul_u64_e32 v[72:73], s[6:7], v[10:11]
	v_dual_mov_b32 v30, v26 :: v_dual_mov_b32 v31, v26
	v_dual_mov_b32 v32, v26 :: v_dual_mov_b32 v33, v26
	v_dual_mov_b32 v18, v26 :: v_dual_mov_b32 v19, v26
	v_dual_mov_b32 v20, v26 :: v_dual_mov_b32 v21, v26
	v_dual_mov_b32 v22, v26 :: v_dual_mov_b32 v23, v26
	v_dual_mov_b32 v24, v26 :: v_dual_mov_b32 v25, v26
	v_dual_mov_b32 v10, v26 :: v_dual_mov_b32 v11, v26
	v_dual_mov_b32 v12, v26 :: v_dual_mov_b32 v13, v26
	v_dual_mov_b32 v14, v26 :: v_dual_mov_b32 v15, v26
	v_dual_mov_b32 v16, v26 :: v_dual_mov_b32 v17, v26
	v_dual_mov_b32 v2, v26 :: v_dual_mov_b32 v3, v26
	v_dual_mov_b32 v4, v26 :: v_dual_mov_b32 v5, v26
	v_dual_mov_b32 v6, v26 :: v_dual_bitop2_b32 v103, 1, v9 bitop3:0x40
	v_and_b32_e32 v102, 0xffffffe0, v8
	v_dual_mov_b32 v7, v26 :: v_dual_mov_b32 v8, v26
	v_lshl_add_u64 v[66:67], v[66:67], 1, s[10:11]
	v_lshl_add_u64 v[68:69], v[68:69], 1, s[8:9]
	v_lshl_add_u64 v[70:71], v[70:71], 1, s[10:11]
	v_lshl_add_u64 v[72:73], v[72:73], 1, s[8:9]
	v_mov_b32_e32 v9, v26
	v_add_nc_u64_e32 v[104:105], 64, v[66:67]
	v_add_nc_u64_e32 v[106:107], 64, v[68:69]
	v_add_nc_u64_e32 v[108:109], 64, v[70:71]
	v_add_nc_u64_e32 v[110:111], 64, v[72:73]
	s_branch .LBB0_11
.LBB0_10:                               ;   in Loop: Header=BB0_11 Depth=1
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_wait_loadcnt 0x0
	v_bfi_b32 v61, 0xffff, v61, v61
	v_bfi_b32 v60, 0xffff, v60, v60
	v_bfi_b32 v59, 0xffff, v59, v59
	v_bfi_b32 v58, 0xffff, v58, v58
	v_bfi_b32 v57, 0xffff, v57, v57
	v_bfi_b32 v56, 0xffff, v56, v56
	v_bfi_b32 v55, 0xffff, v55, v55
	v_bfi_b32 v41, 0xffff, v41, v41
	v_bfi_b32 v40, 0xffff, v40, v40
	v_bfi_b32 v39, 0xffff, v39, v39
	v_bfi_b32 v38, 0xffff, v38, v38
	v_bfi_b32 v37, 0xffff, v37, v37
	v_bfi_b32 v36, 0xffff, v36, v36
	v_bfi_b32 v35, 0xffff, v35, v35
	v_bfi_b32 v34, 0xffff, v34, v34
	v_bfi_b32 v119, 0xffff, v65, v65
	v_bfi_b32 v118, 0xffff, v64, v64
	v_bfi_b32 v117, 0xffff, v63, v63
	v_bfi_b32 v116, 0xffff, v62, v62
	v_bfi_b32 v54, 0xffff, v101, v101
	v_bfi_b32 v115, 0xffff, v49, v49
	v_bfi_b32 v114, 0xffff, v48, v48
	v_bfi_b32 v113, 0xffff, v47, v47
	v_bfi_b32 v112, 0xffff, v46, v46
	v_bfi_b32 v127, 0xffff, v53, v53
	v_bfi_b32 v126, 0xffff, v52, v52
	v_bfi_b32 v125, 0xffff, v51, v51
	v_bfi_b32 v124, 0xffff, v50, v50
	v_bfi_b32 v123, 0xffff, v45, v45
	v_bfi_b32 v122, 0xffff, v44, v44
	v_bfi_b32 v121, 0xffff, v43, v43
	v_bfi_b32 v120, 0xffff, v42, v42
	v_wmma_f32_16x16x32_f16 v[26:33], v[34:41], v[54:61], v[26:33]
	v_add_nc_u64_e32 v[104:105], 64, v[104:105]
	v_add_nc_u64_e32 v[108:109], 64, v[108:109]
	v_add_nc_u64_e32 v[106:107], 64, v[106:107]
	v_add_nc_u64_e32 v[110:111], 64, v[110:111]
	v_bfi_b32 v101, 0xffff, v78, v78
	v_bfi_b32 v46, 0xffff, v90, v90
	v_bfi_b32 v47, 0xffff, v91, v91
	v_wmma_f32_16x16x32_f16 v[18:25], v[34:41], v[112:119], v[18:25]
	v_bfi_b32 v48, 0xffff, v92, v92
	v_bfi_b32 v49, 0xffff, v93, v93
	v_bfi_b32 v62, 0xffff, v94, v94
	v_bfi_b32 v63, 0xffff, v95, v95
	v_bfi_b32 v64, 0xffff, v96, v96
	v_bfi_b32 v65, 0xffff, v97, v97
	v_bfi_b32 v34, 0xffff, v66, v66
	v_wmma_f32_16x16x32_f16 v[10:17], v[120:127], v[54:61], v[10:17]
	v_bfi_b32 v35, 0xffff, v67, v67
	v_bfi_b32 v36, 0xffff, v68, v68
	v_bfi_b32 v37, 0xffff, v69, v69
	v_bfi_b32 v38, 0xffff, v70, v70
	v_bfi_b32 v55, 0xffff, v79, v79
	v_bfi_b32 v56, 0xffff, v80, v80
	v_bfi_b32 v57, 0xffff, v81, v81
	v_wmma_f32_16x16x32_f16 v[2:9], v[120:127], v[112:119], v[2:9]
	v_bfi_b32 v58, 0xffff, v82, v82
	v_bfi_b32 v59, 0xffff, v83, v83
	v_bfi_b32 v60, 0xffff, v84, v84
	v_bfi_b32 v61, 0xffff, v85, v85
	v_bfi_b32 v39, 0xffff, v71, v71
	v_bfi_b32 v40, 0xffff, v72, v72
	v_bfi_b32 v41, 0xffff, v73, v73
	v_bfi_b32 v42, 0xffff, v74, v74
	v_bfi_b32 v43, 0xffff, v75, v75
	v_bfi_b32 v44, 0xffff, v76, v76
	v_bfi_b32 v45, 0xffff, v77, v77
	v_bfi_b32 v50, 0xffff, v86, v86
	v_bfi_b32 v51, 0xffff, v87, v87
	v_bfi_b32 v52, 0xffff, v88, v88
	v_bfi_b32 v53, 0xffff, v89, v89
	s_add_co_i32 s14, s14, 32
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_i32 s14, s6
	s_cbranch_scc1 .LBB0_20
.LBB0_11:                               ; =>This Inner Loop Header: Depth=1
	v_add3_u32 v54, v1, s14, 16
	v_dual_mov_b32 v66, 0 :: v_dual_mov_b32 v67, 0
	v_dual_mov_b32 v68, 0 :: v_dual_mov_b32 v69, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_ge_i32_e64 s5, s6, v54
	v_dual_mov_b32 v70, 0 :: v_dual_mov_b32 v71, 0
	v_dual_mov_b32 v72, 0 :: v_dual_mov_b32 v73, 0
	s_and_b32 s7, s3, s5
	s_or_b32 s8, s18, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s7, s8
	s_cbranch_execz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_11 Depth=1
	v_add_nc_u64_e32 v[74:75], v[106:107], v[102:103]
	s_clause 0x1
	global_load_b128 v[66:69], v[74:75], off
	global_load_b128 v[70:73], v[74:75], off offset:16
.LBB0_13:                               ;   in Loop: Header=BB0_11 Depth=1
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s7
	v_dual_mov_b32 v74, 0 :: v_dual_mov_b32 v78, 0
	v_dual_mov_b32 v79, 0 :: v_dual_mov_b32 v80, 0
	v_dual_mov_b32 v81, 0 :: v_dual_mov_b32 v82, 0
	v_dual_mov_b32 v83, 0 :: v_dual_mov_b32 v84, 0
	v_mov_b32_e32 v85, 0
	s_and_b32 s7, s2, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s8, s18, s7
	s_and_saveexec_b32 s7, s8
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_11 Depth=1
	v_add_nc_u64_e32 v[76:77], v[104:105], v[102:103]
	s_clause 0x1
	global_load_b128 v[78:81], v[76:77], off
	global_load_b128 v[82:85], v[76:77], off offset:16
.LBB0_15:                               ;   in Loop: Header=BB0_11 Depth=1
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s7
	v_dual_mov_b32 v75, 0 :: v_dual_mov_b32 v76, 0
	v_dual_mov_b32 v77, 0 :: v_dual_mov_b32 v86, 0
	v_dual_mov_b32 v87, 0 :: v_dual_mov_b32 v88, 0
	v_mov_b32_e32 v89, 0
	s_and_b32 s7, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s8, s18, s7
	s_and_saveexec_b32 s7, s8
	s_cbranch_execz .LBB0_17
; %bb.16:                               ;   in Loop: Header=BB0_11 Depth=1
	v_add_nc_u64_e32 v[90:91], v[110:111], v[102:103]
	s_clause 0x1
	global_load_b128 v[74:77], v[90:91], off
	global_load_b128 v[86:89], v[90:91], off offset:16
.LBB0_17:                               ;   in Loop: Header=BB0_11 Depth=1
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s7
	v_dual_mov_b32 v90, 0 :: v_dual_mov_b32 v91, 0
	v_dual_mov_b32 v92, 0 :: v_dual_mov_b32 v93, 0
	v_dual_mov_b32 v94, 0 :: v_dual_mov_b32 v95, 0
	v_dual_mov_b32 v96, 0 :: v_dual_mov_b32 v97, 0
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s7, s18, s5
	s_and_saveexec_b32 s5, s7
	s_cbranch_execz .LBB0_10
; %bb.18:                               ;   in Loop: Header=BB0_11 Depth=1
	v_add_nc_u64_e32 v[112:113], v[108:109], v[102:103]
	s_clause 0x1
	global_load_b128 v[90:93], v[112:113], off
	global_load_b128 v[94:97], v[112:113], off offset:16
	s_branch .LBB0_10
.LBB0_19:
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v8, v9 :: v_dual_mov_b32 v7, v9
	v_dual_mov_b32 v6, v9 :: v_dual_mov_b32 v5, v9
	v_dual_mov_b32 v4, v9 :: v_dual_mov_b32 v3, v9
	v_dual_mov_b32 v2, v9 :: v_dual_mov_b32 v17, v9
	v_dual_mov_b32 v16, v9 :: v_dual_mov_b32 v15, v9
	v_dual_mov_b32 v14, v9 :: v_dual_mov_b32 v13, v9
	v_dual_mov_b32 v12, v9 :: v_dual_mov_b32 v11, v9
	v_dual_mov_b32 v10, v9 :: v_dual_mov_b32 v25, v9
	v_dual_mov_b32 v24, v9 :: v_dual_mov_b32 v23, v9
	v_dual_mov_b32 v22, v9 :: v_dual_mov_b32 v21, v9
	v_dual_mov_b32 v20, v9 :: v_dual_mov_b32 v19, v9
	v_dual_mov_b32 v18, v9 :: v_dual_mov_b32 v33, v9
	v_dual_mov_b32 v32, v9 :: v_dual_mov_b32 v31, v9
	v_dual_mov_b32 v30, v9 :: v_dual_mov_b32 v29, v9
	v_dual_mov_b32 v28, v9 :: v_dual_mov_b32 v27, v9
	v_mov_b32_e32 v26, v9
.LBB0_20:                               ; %Flow618
	s_load_b128 s[4:7], s[0:1], 0x10
	s_wait_loadcnt 0x0
	v_bfi_b32 v61, 0xffff, v61, v61
	v_bfi_b32 v60, 0xffff, v60, v60
	v_bfi_b32 v59, 0xffff, v59, v59
	v_bfi_b32 v58, 0xffff, v58, v58
	v_bfi_b32 v57, 0xffff, v57, v57
	v_bfi_b32 v56, 0xffff, v56, v56
	v_bfi_b32 v55, 0xffff, v55, v55
	v_bfi_b32 v54, 0xffff, v101, v101
	v_bfi_b32 v41, 0xffff, v41, v41
	v_bfi_b32 v40, 0xffff, v40, v40
	v_bfi_b32 v39, 0xffff, v39, v39
	v_bfi_b32 v38, 0xffff, v38, v38
	v_bfi_b32 v37, 0xffff, v37, v37
	v_bfi_b32 v36, 0xffff, v36, v36
	v_bfi_b32 v35, 0xffff, v35, v35
	v_bfi_b32 v34, 0xffff, v34, v34
	v_bfi_b32 v69, 0xffff, v65, v65
	v_bfi_b32 v68, 0xffff, v64, v64
	v_bfi_b32 v67, 0xffff, v63, v63
	v_bfi_b32 v66, 0xffff, v62, v62
	v_bfi_b32 v65, 0xffff, v49, v49
	v_bfi_b32 v64, 0xffff, v48, v48
	v_bfi_b32 v63, 0xffff, v47, v47
	v_bfi_b32 v62, 0xffff, v46, v46
	v_bfi_b32 v77, 0xffff, v53, v53
	v_bfi_b32 v76, 0xffff, v52, v52
	v_bfi_b32 v75, 0xffff, v51, v51
	v_bfi_b32 v74, 0xffff, v50, v50
	v_bfi_b32 v73, 0xffff, v45, v45
	v_bfi_b32 v72, 0xffff, v44, v44
	v_bfi_b32 v71, 0xffff, v43, v43
	v_bfi_b32 v70, 0xffff, v42, v42
	v_wmma_f32_16x16x32_f16 v[26:33], v[34:41], v[54:61], v[26:33]
	s_wait_kmcnt 0x0
	s_cmp_lg_u64 s[6:7], 0
	v_mov_b32_e32 v47, 0
	s_cselect_b32 s11, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s10, s11, s2
	v_wmma_f32_16x16x32_f16 v[18:25], v[34:41], v[62:69], v[18:25]
	v_nop
	v_nop
	v_nop
	v_nop
	v_lshl_add_u64 v[34:35], v[98:99], 2, s[6:7]
	v_wmma_f32_16x16x32_f16 v[10:17], v[70:77], v[54:61], v[10:17]
	v_wmma_f32_16x16x32_f16 v[2:9], v[70:77], v[62:69], v[2:9]
	s_and_saveexec_b32 s0, s10
	s_cbranch_execz .LBB0_22
; %bb.21:
	global_load_b32 v47, v[34:35], off
.LBB0_22:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b32_e32 v48, 1, v0
	s_cmp_eq_u32 s15, 0
	v_lshl_add_u64 v[0:1], v[98:99], 2, s[4:5]
	s_cselect_b32 s0, -1, 0
	s_ashr_i32 s17, s13, 31
	v_and_b32_e32 v46, 0x1f8, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v36, s19, v46
	v_cmp_gt_i32_e64 s1, s12, v36
	v_ashrrev_i32_e32 v37, 31, v36
	s_and_b32 s3, s1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s18, s3
	s_and_saveexec_b32 s3, s4
	s_cbranch_execz .LBB0_24
; %bb.23:
	v_mul_u64_e32 v[38:39], s[16:17], v[36:37]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v26, v47, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v40, 0, v26
	v_cndmask_b32_e64 v26, v40, v26, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[38:39], v[38:39], 2, v[0:1]
	global_store_b32 v[38:39], v26, off
.LBB0_24:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s3
	v_add_nc_u32_e32 v38, 1, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e64 s3, s12, v38
	v_ashrrev_i32_e32 v39, 31, v38
	s_and_b32 s4, s3, s2
	s_or_b32 s5, s18, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s4, s5
	s_cbranch_execz .LBB0_26
; %bb.25:
	v_mul_u64_e32 v[40:41], s[16:17], v[38:39]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v26, v47, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v27, 0, v26
	v_cndmask_b32_e64 v42, v27, v26, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[26:27], v[40:41], 2, v[0:1]
	global_store_b32 v[26:27], v42, off
.LBB0_26:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s4
	v_add_nc_u32_e32 v40, 2, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e64 s4, s12, v40
	v_ashrrev_i32_e32 v41, 31, v40
	s_and_b32 s5, s4, s2
	s_or_b32 s6, s18, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s5, s6
	s_cbranch_execz .LBB0_28
; %bb.27:
	v_mul_u64_e32 v[26:27], s[16:17], v[40:41]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v28, v47, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v42, 0, v28
	v_cndmask_b32_e64 v28, v42, v28, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[26:27], v[26:27], 2, v[0:1]
	global_store_b32 v[26:27], v28, off
.LBB0_28:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	v_add_nc_u32_e32 v42, 3, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e64 s5, s12, v42
	v_ashrrev_i32_e32 v43, 31, v42
	s_and_b32 s6, s5, s2
	s_or_b32 s7, s18, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s6, s7
	s_cbranch_execz .LBB0_30
; %bb.29:
	v_mul_u64_e32 v[26:27], s[16:17], v[42:43]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v28, v47, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v29, 0, v28
	v_cndmask_b32_e64 v28, v29, v28, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[26:27], v[26:27], 2, v[0:1]
	global_store_b32 v[26:27], v28, off
.LBB0_30:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s6
	v_add_nc_u32_e32 v28, 4, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e64 s6, s12, v28
	v_ashrrev_i32_e32 v29, 31, v28
	s_and_b32 s7, s6, s2
	s_or_b32 s8, s18, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s7, s8
	s_cbranch_execz .LBB0_32
; %bb.31:
	v_mul_u64_e32 v[26:27], s[16:17], v[28:29]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v30, v47, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v44, 0, v30
	v_cndmask_b32_e64 v30, v44, v30, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[26:27], v[26:27], 2, v[0:1]
	global_store_b32 v[26:27], v30, off
.LBB0_32:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s7
	v_add_nc_u32_e32 v44, 5, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e64 s7, s12, v44
	v_ashrrev_i32_e32 v45, 31, v44
	s_and_b32 s8, s7, s2
	s_or_b32 s9, s18, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_34
; %bb.33:
	v_mul_u64_e32 v[26:27], s[16:17], v[44:45]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v30, v47, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v31, 0, v30
	v_cndmask_b32_e64 v30, v31, v30, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[26:27], v[26:27], 2, v[0:1]
	global_store_b32 v[26:27], v30, off
.LBB0_34:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s8
	v_add_nc_u32_e32 v30, 6, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e64 s8, s12, v30
	v_ashrrev_i32_e32 v31, 31, v30
	s_and_b32 s9, s8, s2
	s_or_b32 s13, s18, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s9, s13
	s_cbranch_execz .LBB0_36
; %bb.35:
	v_mul_u64_e32 v[26:27], s[16:17], v[30:31]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v32, v47, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v49, 0, v32
	v_cndmask_b32_e64 v32, v49, v32, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[26:27], v[26:27], 2, v[0:1]
	global_store_b32 v[26:27], v32, off
.LBB0_36:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v26, 7, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v26, s19, v26
	v_cmp_gt_i32_e64 s9, s12, v26
	v_ashrrev_i32_e32 v27, 31, v26
	s_and_b32 s13, s9, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s18, s13
	s_and_saveexec_b32 s13, s14
	s_cbranch_execz .LBB0_38
; %bb.37:
	v_mul_u64_e32 v[48:49], s[16:17], v[26:27]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v32, v47, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v33, 0, v32
	v_cndmask_b32_e64 v47, v33, v32, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[32:33], v[48:49], 2, v[0:1]
	global_store_b32 v[32:33], v47, off
.LBB0_38:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v32, 0
	s_and_b32 s11, s11, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s13, s11
	s_cbranch_execz .LBB0_40
; %bb.39:
	global_load_b32 v32, v[34:35], off offset:64
.LBB0_40:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s13
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s18, s1
	s_and_saveexec_b32 s1, s13
	s_cbranch_execz .LBB0_42
; %bb.41:
	v_mul_u64_e32 v[48:49], s[16:17], v[36:37]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v18, v32, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v33, 0, v18
	v_cndmask_b32_e64 v18, v33, v18, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[48:49], v[48:49], 2, v[0:1]
	global_store_b32 v[48:49], v18, off offset:64
.LBB0_42:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_b32 s1, s3, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s3, s18, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB0_44
; %bb.43:
	v_mul_u64_e32 v[38:39], s[16:17], v[38:39]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v18, v32, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v19, 0, v18
	v_cndmask_b32_e64 v33, v19, v18, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[18:19], v[38:39], 2, v[0:1]
	global_store_b32 v[18:19], v33, off offset:64
.LBB0_44:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_b32 s1, s4, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s3, s18, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB0_46
; %bb.45:
	v_mul_u64_e32 v[18:19], s[16:17], v[40:41]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v20, v32, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v33, 0, v20
	v_cndmask_b32_e64 v20, v33, v20, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[0:1]
	global_store_b32 v[18:19], v20, off offset:64
.LBB0_46:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_b32 s1, s5, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s3, s18, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB0_48
; %bb.47:
	v_mul_u64_e32 v[18:19], s[16:17], v[42:43]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v20, v32, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v21, 0, v20
	v_cndmask_b32_e64 v20, v21, v20, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[0:1]
	global_store_b32 v[18:19], v20, off offset:64
.LBB0_48:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_b32 s1, s6, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s3, s18, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB0_50
; %bb.49:
	v_mul_u64_e32 v[18:19], s[16:17], v[28:29]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v20, v32, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v21, 0, v20
	v_cndmask_b32_e64 v20, v21, v20, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[0:1]
	global_store_b32 v[18:19], v20, off offset:64
.LBB0_50:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_b32 s1, s7, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s3, s18, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB0_52
; %bb.51:
	v_mul_u64_e32 v[18:19], s[16:17], v[44:45]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v20, v32, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v21, 0, v20
	v_cndmask_b32_e64 v20, v21, v20, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[0:1]
	global_store_b32 v[18:19], v20, off offset:64
.LBB0_52:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_b32 s1, s8, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s3, s18, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB0_54
; %bb.53:
	v_mul_u64_e32 v[18:19], s[16:17], v[30:31]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v20, v32, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v21, 0, v20
	v_cndmask_b32_e64 v20, v21, v20, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[0:1]
	global_store_b32 v[18:19], v20, off offset:64
.LBB0_54:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_b32 s1, s9, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s3, s18, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB0_56
; %bb.55:
	v_mul_u64_e32 v[18:19], s[16:17], v[26:27]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v20, v32, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v21, 0, v20
	v_cndmask_b32_e64 v20, v21, v20, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[0:1]
	global_store_b32 v[18:19], v20, off offset:64
.LBB0_56:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v28, 0
	s_and_saveexec_b32 s1, s10
	s_cbranch_execz .LBB0_58
; %bb.57:
	global_load_b32 v28, v[34:35], off
.LBB0_58:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	v_add_nc_u32_e32 v18, 16, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e64 s1, s12, v18
	v_ashrrev_i32_e32 v19, 31, v18
	s_and_b32 s3, s1, s2
	s_or_b32 s4, s18, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s4
	s_cbranch_execz .LBB0_60
; %bb.59:
	v_mul_u64_e32 v[20:21], s[16:17], v[18:19]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v10, v28, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v22, 0, v10
	v_cndmask_b32_e64 v10, v22, v10, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[0:1]
	global_store_b32 v[20:21], v10, off
.LBB0_60:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s3
	s_or_b32 s8, s19, 16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v10, s8, v46
	v_add_nc_u32_e32 v20, 1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e64 s3, s12, v20
	v_ashrrev_i32_e32 v21, 31, v20
	s_and_b32 s4, s3, s2
	s_or_b32 s5, s18, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s4, s5
	s_cbranch_execz .LBB0_62
; %bb.61:
	v_mul_u64_e32 v[22:23], s[16:17], v[20:21]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v10, v28, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v11, 0, v10
	v_cndmask_b32_e64 v24, v11, v10, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[10:11], v[22:23], 2, v[0:1]
	global_store_b32 v[10:11], v24, off
.LBB0_62:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v10, 2, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v10, s8, v10
	v_cmp_gt_i32_e64 s4, s12, v10
	v_ashrrev_i32_e32 v11, 31, v10
	s_and_b32 s5, s4, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s6, s18, s5
	s_and_saveexec_b32 s5, s6
	s_cbranch_execz .LBB0_64
; %bb.63:
	v_mul_u64_e32 v[22:23], s[16:17], v[10:11]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v12, v28, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v24, 0, v12
	v_cndmask_b32_e64 v12, v24, v12, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[22:23], v[22:23], 2, v[0:1]
	global_store_b32 v[22:23], v12, off
.LBB0_64:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v12, 3, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v22, s8, v12
	v_cmp_gt_i32_e64 s5, s12, v22
	v_ashrrev_i32_e32 v23, 31, v22
	s_and_b32 s6, s5, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s7, s18, s6
	s_and_saveexec_b32 s6, s7
	s_cbranch_execz .LBB0_66
; %bb.65:
	v_mul_u64_e32 v[24:25], s[16:17], v[22:23]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v12, v28, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v13, 0, v12
	v_cndmask_b32_e64 v27, v13, v12, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[12:13], v[24:25], 2, v[0:1]
	global_store_b32 v[12:13], v27, off
.LBB0_66:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v12, 4, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v12, s8, v12
	v_cmp_gt_i32_e64 s6, s12, v12
	v_ashrrev_i32_e32 v13, 31, v12
	s_and_b32 s7, s6, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s9, s18, s7
	s_and_saveexec_b32 s7, s9
	s_cbranch_execz .LBB0_68
; %bb.67:
	v_mul_u64_e32 v[24:25], s[16:17], v[12:13]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v14, v28, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v27, 0, v14
	v_cndmask_b32_e64 v14, v27, v14, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[24:25], v[24:25], 2, v[0:1]
	global_store_b32 v[24:25], v14, off
.LBB0_68:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v14, 5, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v24, s8, v14
	v_cmp_gt_i32_e64 s7, s12, v24
	v_ashrrev_i32_e32 v25, 31, v24
	s_and_b32 s9, s7, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s18, s9
	s_and_saveexec_b32 s9, s10
	s_cbranch_execz .LBB0_70
; %bb.69:
	v_mul_u64_e32 v[30:31], s[16:17], v[24:25]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v14, v28, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v15, 0, v14
	v_cndmask_b32_e64 v27, v15, v14, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[14:15], v[30:31], 2, v[0:1]
	global_store_b32 v[14:15], v27, off
.LBB0_70:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v14, 6, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v14, s8, v14
	v_cmp_gt_i32_e64 s8, s12, v14
	v_ashrrev_i32_e32 v15, 31, v14
	s_and_b32 s9, s8, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s18, s9
	s_and_saveexec_b32 s9, s10
	s_cbranch_execz .LBB0_72
; %bb.71:
	v_mul_u64_e32 v[30:31], s[16:17], v[14:15]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v16, v28, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v27, 0, v16
	v_cndmask_b32_e64 v16, v27, v16, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[30:31], v[30:31], 2, v[0:1]
	global_store_b32 v[30:31], v16, off
.LBB0_72:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s9
	v_add_nc_u32_e32 v26, 16, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e64 s9, s12, v26
	v_ashrrev_i32_e32 v27, 31, v26
	s_and_b32 s2, s9, s2
	s_or_b32 s10, s18, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s2, s10
	s_cbranch_execz .LBB0_74
; %bb.73:
	v_mul_u64_e32 v[30:31], s[16:17], v[26:27]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v16, v28, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v17, 0, v16
	v_cndmask_b32_e64 v28, v17, v16, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[16:17], v[30:31], 2, v[0:1]
	global_store_b32 v[16:17], v28, off
.LBB0_74:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b32 s2, s11
	s_cbranch_execz .LBB0_76
; %bb.75:
	global_load_b32 v16, v[34:35], off offset:64
.LBB0_76:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s2, s18, s1
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_78
; %bb.77:
	v_mul_u64_e32 v[18:19], s[16:17], v[18:19]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v2, v16, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v17, 0, v2
	v_cndmask_b32_e64 v2, v17, v2, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[0:1]
	global_store_b32 v[18:19], v2, off offset:64
.LBB0_78:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_b32 s1, s3, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s2, s18, s1
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_80
; %bb.79:
	v_mul_u64_e32 v[18:19], s[16:17], v[20:21]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v2, v16, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v3, 0, v2
	v_cndmask_b32_e64 v17, v3, v2, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[2:3], v[18:19], 2, v[0:1]
	global_store_b32 v[2:3], v17, off offset:64
.LBB0_80:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_b32 s1, s4, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s2, s18, s1
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_82
; %bb.81:
	v_mul_u64_e32 v[2:3], s[16:17], v[10:11]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v4, v16, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v10, 0, v4
	v_cndmask_b32_e64 v4, v10, v4, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_b32 v[2:3], v4, off offset:64
.LBB0_82:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_b32 s1, s5, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s2, s18, s1
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_84
; %bb.83:
	v_mul_u64_e32 v[2:3], s[16:17], v[22:23]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v4, v16, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v5, 0, v4
	v_cndmask_b32_e64 v4, v5, v4, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_b32 v[2:3], v4, off offset:64
.LBB0_84:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_b32 s1, s6, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s2, s18, s1
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_86
; %bb.85:
	v_mul_u64_e32 v[2:3], s[16:17], v[12:13]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v4, v16, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v5, 0, v4
	v_cndmask_b32_e64 v4, v5, v4, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_b32 v[2:3], v4, off offset:64
.LBB0_86:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_b32 s1, s7, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s2, s18, s1
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_88
; %bb.87:
	v_mul_u64_e32 v[2:3], s[16:17], v[24:25]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v4, v16, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v5, 0, v4
	v_cndmask_b32_e64 v4, v5, v4, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_b32 v[2:3], v4, off offset:64
.LBB0_88:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_b32 s1, s8, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s2, s18, s1
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_90
; %bb.89:
	v_mul_u64_e32 v[2:3], s[16:17], v[14:15]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v4, v16, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v5, 0, v4
	v_cndmask_b32_e64 v4, v5, v4, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_b32 v[2:3], v4, off offset:64
.LBB0_90:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_b32 s1, s9, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s18, s1
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_92
; %bb.91:
	v_mul_u64_e32 v[2:3], s[16:17], v[26:27]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v4, v16, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v5, 0, v4
	v_cndmask_b32_e64 v4, v5, v4, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	global_store_b32 v[0:1], v4, off offset:64
.LBB0_92:
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_pipelined
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
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
		.amdhsa_next_free_vgpr 128
		.amdhsa_next_free_sgpr 21
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 46
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
	.size	gemm_pipelined, .Lfunc_end0-gemm_pipelined
                                        ; -- End function
	.set gemm_pipelined.num_vgpr, 128
	.set gemm_pipelined.num_agpr, 0
	.set gemm_pipelined.numbered_sgpr, 21
	.set gemm_pipelined.num_named_barrier, 0
	.set gemm_pipelined.private_seg_size, 0
	.set gemm_pipelined.uses_vcc, 1
	.set gemm_pipelined.uses_flat_scratch, 0
	.set gemm_pipelined.has_dyn_sized_stack, 0
	.set gemm_pipelined.has_recursion, 0
	.set gemm_pipelined.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5864
; TotalNumSgprs: 23
; NumVgprs: 128
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 128
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
      - .actual_access:  write_only
        .address_space:  global
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
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 32
    .name:           gemm_pipelined
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 1
      - 1
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         gemm_pipelined.kd
    .uses_dynamic_stack: false
    .vgpr_count:     128
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
