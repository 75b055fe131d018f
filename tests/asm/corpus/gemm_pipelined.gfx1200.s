	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	gemm_pipelined          ; -- Begin function gemm_pipelined
	.globl	gemm_pipelined
	.p2align	8
	.type	gemm_pipelined,@function
gemm_pipelined:                         ; @gemm_pipelined
; %bb.0:
	s_clause 0x1
	s_load_b128 s[12:15], s[0:1], 0x20
	s_load_b128 s[8:11], s[0:1], 0x0
	v_lshrrev_b32_e32 v2, 1, v0
	s_lshl_b32 s6, ttmp9, 5
	v_dual_mov_b32 v36, 0 :: v_dual_and_b32 v1, 15, v0
	s_add_co_i32 s2, s6, 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_and_b32_e32 v66, 8, v2
	s_lshl_b32 s7, ttmp7, 5
	v_dual_mov_b32 v32, 0 :: v_dual_mov_b32 v37, 0
	v_or_b32_e32 v6, s6, v1
	v_add_nc_u32_e32 v3, 8, v66
	v_lshlrev_b32_e32 v2, 1, v66
	v_dual_mov_b32 v38, 0 :: v_dual_mov_b32 v39, 0
	s_wait_kmcnt 0x0
	s_cmp_le_i32 s2, s12
	v_cmp_ge_i32_e64 s5, s14, v3
	s_cselect_b32 s2, -1, 0
	s_add_co_i32 s3, s7, 32
	v_add_co_u32 v4, s16, s8, v2
	s_cmp_le_i32 s3, s13
	v_add_co_ci_u32_e64 v5, null, s9, 0, s16
	s_cselect_b32 s3, -1, 0
	s_and_b32 s4, s14, 15
	s_and_b32 s2, s2, s3
	v_cmp_gt_i32_e64 s3, s12, v6
	s_cmp_eq_u32 s4, 0
	s_cselect_b32 s4, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_and_b32 s20, s2, s4
	s_and_b32 s2, s3, s5
	s_or_b32 s4, s20, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s2, s4
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mad_co_i64_i32 v[7:8], null, v6, s14, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[7:8], 1, v[7:8]
	v_add_co_u32 v7, vcc_lo, v4, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, v5, v8, vcc_lo
	global_load_b128 v[36:39], v[7:8], off
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v64, s7, v1
	v_add_co_u32 v2, s4, s10, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, s11, 0, s4
	v_cmp_gt_i32_e64 s2, s13, v64
	v_dual_mov_b32 v33, 0 :: v_dual_mov_b32 v34, 0
	v_mov_b32_e32 v35, 0
	s_and_b32 s4, s2, s5
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s16, s20, s4
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s4, s16
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_mad_co_i64_i32 v[7:8], null, v64, s14, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[7:8], 1, v[7:8]
	v_add_co_u32 v7, vcc_lo, v2, v7
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v8, null, v3, v8, vcc_lo
	global_load_b128 v[32:35], v[7:8], off
.LBB0_4:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v6, 16, v6
	v_dual_mov_b32 v40, 0 :: v_dual_mov_b32 v45, 0
	v_dual_mov_b32 v44, 0 :: v_dual_mov_b32 v47, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e64 s4, s12, v6
	v_mov_b32_e32 v46, 0
	s_and_b32 s16, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s17, s20, s16
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s16, s17
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_mad_co_i64_i32 v[6:7], null, v6, s14, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[6:7], 1, v[6:7]
	v_add_co_u32 v4, vcc_lo, v4, v6
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v5, null, v5, v7, vcc_lo
	global_load_b128 v[44:47], v[4:5], off
.LBB0_6:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s16
	v_or_b32_e32 v4, 16, v64
	v_dual_mov_b32 v41, 0 :: v_dual_mov_b32 v42, 0
	v_mov_b32_e32 v43, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e32 vcc_lo, s13, v4
	s_and_b32 s5, vcc_lo, s5
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s5, s20, s5
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_mad_co_i64_i32 v[4:5], null, v4, s14, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[4:5], 1, v[4:5]
	v_add_co_u32 v2, s5, v2, v4
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v3, null, v3, v5, s5
	global_load_b128 v[40:43], v[2:3], off
.LBB0_8:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s16
	s_load_b128 s[16:19], s[0:1], 0x10
	v_mov_b32_e32 v7, 0
	s_cmp_gt_i32 s14, 16
	s_mov_b32 s5, 16
	s_cbranch_scc0 .LBB0_19
; %bb.9:
	v_dual_mov_b32 v24, 0 :: v_dual_add_nc_u32 v3, s7, v1
	v_add_nc_u32_e32 v5, s6, v1
	v_and_b32_e32 v65, -16, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mad_co_i64_i32 v[1:2], null, v3, s14, 0
	v_dual_mov_b32 v28, v24 :: v_dual_add_nc_u32 v3, 16, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v26, v24 :: v_dual_add_nc_u32 v7, 16, v5
	v_mov_b32_e32 v16, v24
	v_mad_co_i64_i32 v[3:4], null, v3, s14, 0
	v_lshlrev_b64_e32 v[0:1], 1, v[1:2]
	v_mad_co_i64_i32 v[5:6], null, v5, s14, 0
	v_mad_co_i64_i32 v[7:8], null, v7, s14, 0
	v_dual_mov_b32 v25, v24 :: v_dual_mov_b32 v18, v24
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s0, s10, v0
	v_add_co_ci_u32_e64 v9, null, s11, v1, s0
	v_lshlrev_b64_e32 v[0:1], 1, v[3:4]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v67, s0, v2, 32
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v68, null, 0, v9, s0
	v_dual_mov_b32 v27, v24 :: v_dual_mov_b32 v20, v24
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_co_u32 v2, s0, s10, v0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v3, null, s11, v1, s0
	v_lshlrev_b64_e32 v[0:1], 1, v[5:6]
	v_add_co_u32 v69, s0, v2, 32
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v70, null, 0, v3, s0
	v_lshlrev_b64_e32 v[2:3], 1, v[7:8]
	v_add_co_u32 v0, s0, s8, v0
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v1, null, s9, v1, s0
	v_dual_mov_b32 v29, v24 :: v_dual_mov_b32 v22, v24
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v2, s0, s8, v2
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v3, null, s9, v3, s0
	v_add_co_u32 v71, s0, v0, 32
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v72, null, 0, v1, s0
	v_add_co_u32 v73, s0, v2, 32
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v74, null, 0, v3, s0
	v_dual_mov_b32 v30, v24 :: v_dual_mov_b32 v31, v24
	v_dual_mov_b32 v8, v24 :: v_dual_mov_b32 v17, v24
	v_dual_mov_b32 v10, v24 :: v_dual_mov_b32 v19, v24
	v_dual_mov_b32 v12, v24 :: v_dual_mov_b32 v21, v24
	v_dual_mov_b32 v14, v24 :: v_dual_mov_b32 v23, v24
	v_dual_mov_b32 v0, v24 :: v_dual_mov_b32 v9, v24
	v_dual_mov_b32 v2, v24 :: v_dual_mov_b32 v11, v24
	v_dual_mov_b32 v4, v24 :: v_dual_mov_b32 v13, v24
	v_dual_mov_b32 v6, v24 :: v_dual_mov_b32 v15, v24
	v_mov_b32_e32 v1, v24
	v_mov_b32_e32 v3, v24
	v_mov_b32_e32 v5, v24
	v_mov_b32_e32 v7, v24
	s_branch .LBB0_11
.LBB0_10:                               ;   in Loop: Header=BB0_11 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_add_co_u32 v67, s0, v67, 32
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v68, null, 0, v68, s0
	v_add_co_u32 v69, s0, v69, 32
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v70, null, 0, v70, s0
	v_add_co_u32 v71, s0, v71, 32
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v72, null, 0, v72, s0
	v_add_co_u32 v73, s0, v73, 32
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x16_f16 v[24:31], v[36:39], v[32:35], v[24:31]
	v_wmma_f32_16x16x16_f16 v[16:23], v[36:39], v[40:43], v[16:23]
	v_wmma_f32_16x16x16_f16 v[8:15], v[44:47], v[32:35], v[8:15]
	v_wmma_f32_16x16x16_f16 v[0:7], v[44:47], v[40:43], v[0:7]
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v74, null, 0, v74, s0
	v_dual_mov_b32 v32, v52 :: v_dual_mov_b32 v33, v53
	v_dual_mov_b32 v34, v54 :: v_dual_mov_b32 v35, v55
	v_dual_mov_b32 v40, v60 :: v_dual_mov_b32 v41, v61
	v_dual_mov_b32 v42, v62 :: v_dual_mov_b32 v43, v63
	v_dual_mov_b32 v36, v48 :: v_dual_mov_b32 v37, v49
	v_dual_mov_b32 v38, v50 :: v_dual_mov_b32 v39, v51
	v_dual_mov_b32 v44, v56 :: v_dual_mov_b32 v45, v57
	v_dual_mov_b32 v46, v58 :: v_dual_mov_b32 v47, v59
	s_add_co_i32 s5, s5, 16
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_ge_i32 s5, s14
	s_cbranch_scc1 .LBB0_20
.LBB0_11:                               ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_sa_sdst(0)
	v_add3_u32 v48, v66, s5, 8
	v_dual_mov_b32 v50, 0 :: v_dual_mov_b32 v51, 0
	v_mov_b32_e32 v49, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_ge_i32_e64 s0, s14, v48
	v_mov_b32_e32 v48, 0
	s_and_b32 s1, s3, s0
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s20, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s7, s1
	s_cbranch_execz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_11 Depth=1
	v_add_co_u32 v48, s1, v71, v65
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v49, null, 0, v72, s1
	global_load_b128 v[48:51], v[48:49], off
.LBB0_13:                               ;   in Loop: Header=BB0_11 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s7
	v_dual_mov_b32 v56, 0 :: v_dual_mov_b32 v53, 0
	v_dual_mov_b32 v52, 0 :: v_dual_mov_b32 v55, 0
	v_mov_b32_e32 v54, 0
	s_and_b32 s1, s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s20, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s7, s1
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_11 Depth=1
	v_add_co_u32 v52, s1, v67, v65
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v53, null, 0, v68, s1
	global_load_b128 v[52:55], v[52:53], off
.LBB0_15:                               ;   in Loop: Header=BB0_11 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s7
	v_dual_mov_b32 v57, 0 :: v_dual_mov_b32 v58, 0
	v_mov_b32_e32 v59, 0
	s_and_b32 s1, s4, s0
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s20, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s7, s1
	s_cbranch_execz .LBB0_17
; %bb.16:                               ;   in Loop: Header=BB0_11 Depth=1
	v_add_co_u32 v56, s1, v73, v65
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v57, null, 0, v74, s1
	global_load_b128 v[56:59], v[56:57], off
.LBB0_17:                               ;   in Loop: Header=BB0_11 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s7
	v_dual_mov_b32 v60, 0 :: v_dual_mov_b32 v61, 0
	v_dual_mov_b32 v62, 0 :: v_dual_mov_b32 v63, 0
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s0, s20, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_10
; %bb.18:                               ;   in Loop: Header=BB0_11 Depth=1
	v_add_co_u32 v60, s0, v69, v65
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v61, null, 0, v70, s0
	global_load_b128 v[60:63], v[60:61], off
	s_branch .LBB0_10
.LBB0_19:
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v6, v7 :: v_dual_mov_b32 v5, v7
	v_dual_mov_b32 v4, v7 :: v_dual_mov_b32 v3, v7
	v_dual_mov_b32 v2, v7 :: v_dual_mov_b32 v1, v7
	v_dual_mov_b32 v0, v7 :: v_dual_mov_b32 v15, v7
	v_dual_mov_b32 v14, v7 :: v_dual_mov_b32 v13, v7
	v_dual_mov_b32 v12, v7 :: v_dual_mov_b32 v11, v7
	v_dual_mov_b32 v10, v7 :: v_dual_mov_b32 v9, v7
	v_dual_mov_b32 v8, v7 :: v_dual_mov_b32 v23, v7
	v_dual_mov_b32 v22, v7 :: v_dual_mov_b32 v21, v7
	v_dual_mov_b32 v20, v7 :: v_dual_mov_b32 v19, v7
	v_dual_mov_b32 v18, v7 :: v_dual_mov_b32 v17, v7
	v_dual_mov_b32 v16, v7 :: v_dual_mov_b32 v31, v7
	v_dual_mov_b32 v30, v7 :: v_dual_mov_b32 v29, v7
	v_dual_mov_b32 v28, v7 :: v_dual_mov_b32 v27, v7
	v_dual_mov_b32 v26, v7 :: v_dual_mov_b32 v25, v7
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v24, v7 :: v_dual_mov_b32 v63, v43
	v_dual_mov_b32 v62, v42 :: v_dual_mov_b32 v61, v41
	v_dual_mov_b32 v60, v40 :: v_dual_mov_b32 v55, v35
	v_dual_mov_b32 v54, v34 :: v_dual_mov_b32 v53, v33
	v_dual_mov_b32 v52, v32 :: v_dual_mov_b32 v59, v47
	v_dual_mov_b32 v58, v46 :: v_dual_mov_b32 v57, v45
	v_dual_mov_b32 v56, v44 :: v_dual_mov_b32 v51, v39
	v_dual_mov_b32 v50, v38 :: v_dual_mov_b32 v49, v37
	v_mov_b32_e32 v48, v36
.LBB0_20:
	v_ashrrev_i32_e32 v65, 31, v64
	s_wait_kmcnt 0x0
	s_cmp_lg_u64 s[18:19], 0
	s_delay_alu instid0(VALU_DEP_2)
	v_wmma_f32_16x16x16_f16 v[24:31], v[48:51], v[52:55], v[24:31]
	v_wmma_f32_16x16x16_f16 v[16:23], v[48:51], v[60:63], v[16:23]
	v_wmma_f32_16x16x16_f16 v[8:15], v[56:59], v[52:55], v[8:15]
	v_lshlrev_b64_e32 v[32:33], 2, v[64:65]
	v_wmma_f32_16x16x16_f16 v[0:7], v[56:59], v[60:63], v[0:7]
	v_mov_b32_e32 v37, 0
	s_cselect_b32 s14, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s11, s14, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s11
	s_cbranch_execz .LBB0_22
; %bb.21:
	v_add_co_u32 v34, s0, s18, v32
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v35, null, s19, v33, s0
	global_load_b32 v37, v[34:35], off
.LBB0_22:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_add_nc_u32_e32 v36, s6, v66
	v_add_co_u32 v34, s3, s16, v32
	s_cmp_eq_u32 s15, 0
	v_add_co_ci_u32_e64 v35, null, s17, v33, s3
	v_cmp_gt_i32_e64 s1, s12, v36
	s_cselect_b32 s0, -1, 0
	s_and_b32 s3, s1, s2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s3, s20, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_24
; %bb.23:
	v_mad_co_i64_i32 v[38:39], null, v36, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v24, v37, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v40, 0, v24
	v_lshlrev_b64_e32 v[38:39], 2, v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v24, v40, v24, s0
	v_add_co_u32 v38, s3, v34, v38
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v39, null, v35, v39, s3
	global_store_b32 v[38:39], v24, off
.LBB0_24:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v24, 1, v36
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s3, s12, v24
	s_and_b32 s4, s3, s2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s4, s20, s4
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_26
; %bb.25:
	v_mad_co_i64_i32 v[38:39], null, v24, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v25, v37, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v40, 0, v25
	v_lshlrev_b64_e32 v[38:39], 2, v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v40, v25, s0
	v_add_co_u32 v38, s4, v34, v38
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v39, null, v35, v39, s4
	global_store_b32 v[38:39], v25, off
.LBB0_26:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v25, 2, v36
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s4, s12, v25
	s_and_b32 s5, s4, s2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s5, s20, s5
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_28
; %bb.27:
	v_mad_co_i64_i32 v[38:39], null, v25, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v26, v37, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v40, 0, v26
	v_lshlrev_b64_e32 v[38:39], 2, v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v26, v40, v26, s0
	v_add_co_u32 v38, s5, v34, v38
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v39, null, v35, v39, s5
	global_store_b32 v[38:39], v26, off
.LBB0_28:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v26, 3, v36
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s5, s12, v26
	s_and_b32 s6, s5, s2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s6, s20, s6
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_30
; %bb.29:
	v_mad_co_i64_i32 v[38:39], null, v26, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v27, v37, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v40, 0, v27
	v_lshlrev_b64_e32 v[38:39], 2, v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v27, v40, v27, s0
	v_add_co_u32 v38, s6, v34, v38
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v39, null, v35, v39, s6
	global_store_b32 v[38:39], v27, off
.LBB0_30:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v27, 4, v36
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s6, s12, v27
	s_and_b32 s7, s6, s2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s7, s20, s7
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB0_32
; %bb.31:
	v_mad_co_i64_i32 v[38:39], null, v27, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v28, v37, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v40, 0, v28
	v_lshlrev_b64_e32 v[38:39], 2, v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v28, v40, v28, s0
	v_add_co_u32 v38, s7, v34, v38
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v39, null, v35, v39, s7
	global_store_b32 v[38:39], v28, off
.LBB0_32:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	v_or_b32_e32 v28, 5, v36
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s7, s12, v28
	s_and_b32 s8, s7, s2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s8, s20, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB0_34
; %bb.33:
	v_mad_co_i64_i32 v[38:39], null, v28, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v29, v37, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v40, 0, v29
	v_lshlrev_b64_e32 v[38:39], 2, v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v29, v40, v29, s0
	v_add_co_u32 v38, s8, v34, v38
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v39, null, v35, v39, s8
	global_store_b32 v[38:39], v29, off
.LBB0_34:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v29, 6, v36
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s8, s12, v29
	s_and_b32 s9, s8, s2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s9, s20, s9
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s10, s9
	s_cbranch_execz .LBB0_36
; %bb.35:
	v_mad_co_i64_i32 v[38:39], null, v29, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v30, v37, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v40, 0, v30
	v_lshlrev_b64_e32 v[38:39], 2, v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v30, v40, v30, s0
	v_add_co_u32 v38, s9, v34, v38
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v39, null, v35, v39, s9
	global_store_b32 v[38:39], v30, off
.LBB0_36:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s10
	v_or_b32_e32 v30, 7, v36
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s9, s12, v30
	s_and_b32 s10, s9, s2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s10, s20, s10
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s15, s10
	s_cbranch_execz .LBB0_38
; %bb.37:
	v_mad_co_i64_i32 v[38:39], null, v30, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v31, v37, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v40, 0, v31
	v_lshlrev_b64_e32 v[37:38], 2, v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v31, v40, v31, s0
	v_add_co_u32 v37, s10, v34, v37
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v38, null, v35, v38, s10
	global_store_b32 v[37:38], v31, off
.LBB0_38:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s15
	v_mov_b32_e32 v31, 0
	s_and_b32 s14, s14, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s15, s14
	s_cbranch_execz .LBB0_40
; %bb.39:
	s_wait_loadcnt 0x0
	v_add_co_u32 v37, s10, s18, v32
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v38, null, s19, v33, s10
	global_load_b32 v31, v[37:38], off offset:64
.LBB0_40:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s15
	s_and_b32 s1, s1, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s20, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s10, s1
	s_cbranch_execz .LBB0_42
; %bb.41:
	s_wait_loadcnt 0x0
	v_mad_co_i64_i32 v[37:38], null, v36, s13, 0
	v_add_f32_e32 v16, v31, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v39, 0, v16
	v_lshlrev_b64_e32 v[37:38], 2, v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v16, v39, v16, s0
	v_add_co_u32 v37, s1, v34, v37
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v38, null, v35, v38, s1
	global_store_b32 v[37:38], v16, off offset:64
.LBB0_42:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s10
	s_and_b32 s1, s3, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s20, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB0_44
; %bb.43:
	s_wait_loadcnt 0x0
	v_mad_co_i64_i32 v[37:38], null, v24, s13, 0
	v_add_f32_e32 v24, v31, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v39, 0, v24
	v_lshlrev_b64_e32 v[16:17], 2, v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v24, v39, v24, s0
	v_add_co_u32 v16, s1, v34, v16
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v17, null, v35, v17, s1
	global_store_b32 v[16:17], v24, off offset:64
.LBB0_44:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_and_b32 s1, s4, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s20, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB0_46
; %bb.45:
	v_mad_co_i64_i32 v[16:17], null, v25, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v18, v31, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v24, 0, v18
	v_lshlrev_b64_e32 v[16:17], 2, v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v18, v24, v18, s0
	v_add_co_u32 v16, s1, v34, v16
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v17, null, v35, v17, s1
	global_store_b32 v[16:17], v18, off offset:64
.LBB0_46:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_and_b32 s1, s5, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s20, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB0_48
; %bb.47:
	v_mad_co_i64_i32 v[16:17], null, v26, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v18, v31, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v19, 0, v18
	v_lshlrev_b64_e32 v[16:17], 2, v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v18, v19, v18, s0
	v_add_co_u32 v16, s1, v34, v16
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v17, null, v35, v17, s1
	global_store_b32 v[16:17], v18, off offset:64
.LBB0_48:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_and_b32 s1, s6, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s20, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB0_50
; %bb.49:
	v_mad_co_i64_i32 v[16:17], null, v27, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v18, v31, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v19, 0, v18
	v_lshlrev_b64_e32 v[16:17], 2, v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v18, v19, v18, s0
	v_add_co_u32 v16, s1, v34, v16
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v17, null, v35, v17, s1
	global_store_b32 v[16:17], v18, off offset:64
.LBB0_50:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_and_b32 s1, s7, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s20, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB0_52
; %bb.51:
	v_mad_co_i64_i32 v[16:17], null, v28, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v18, v31, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v19, 0, v18
	v_lshlrev_b64_e32 v[16:17], 2, v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v18, v19, v18, s0
	v_add_co_u32 v16, s1, v34, v16
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v17, null, v35, v17, s1
	global_store_b32 v[16:17], v18, off offset:64
.LBB0_52:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_and_b32 s1, s8, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s20, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB0_54
; %bb.53:
	v_mad_co_i64_i32 v[16:17], null, v29, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v18, v31, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v19, 0, v18
	v_lshlrev_b64_e32 v[16:17], 2, v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v18, v19, v18, s0
	v_add_co_u32 v16, s1, v34, v16
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v17, null, v35, v17, s1
	global_store_b32 v[16:17], v18, off offset:64
.LBB0_54:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_and_b32 s1, s9, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s20, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB0_56
; %bb.55:
	v_mad_co_i64_i32 v[16:17], null, v30, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v18, v31, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v19, 0, v18
	v_lshlrev_b64_e32 v[16:17], 2, v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v18, v19, v18, s0
	v_add_co_u32 v16, s1, v34, v16
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v17, null, v35, v17, s1
	global_store_b32 v[16:17], v18, off offset:64
.LBB0_56:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_mov_b32_e32 v17, 0
	s_and_saveexec_b32 s3, s11
	s_cbranch_execz .LBB0_58
; %bb.57:
	v_add_co_u32 v16, s1, s18, v32
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v17, null, s19, v33, s1
	global_load_b32 v17, v[16:17], off
.LBB0_58:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_add_nc_u32_e32 v16, 16, v36
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s1, s12, v16
	s_and_b32 s3, s1, s2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s3, s20, s3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_60
; %bb.59:
	v_mad_co_i64_i32 v[18:19], null, v16, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v8, v17, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v20, 0, v8
	v_lshlrev_b64_e32 v[18:19], 2, v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v8, v20, v8, s0
	v_add_co_u32 v18, s3, v34, v18
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v19, null, v35, v19, s3
	global_store_b32 v[18:19], v8, off
.LBB0_60:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s4
	v_add_nc_u32_e32 v8, 17, v36
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s3, s12, v8
	s_and_b32 s4, s3, s2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s4, s20, s4
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_62
; %bb.61:
	v_mad_co_i64_i32 v[18:19], null, v8, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v9, v17, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v20, 0, v9
	v_lshlrev_b64_e32 v[18:19], 2, v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v9, v20, v9, s0
	v_add_co_u32 v18, s4, v34, v18
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v19, null, v35, v19, s4
	global_store_b32 v[18:19], v9, off
.LBB0_62:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	v_add_nc_u32_e32 v9, 18, v36
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s4, s12, v9
	s_and_b32 s5, s4, s2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s5, s20, s5
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_64
; %bb.63:
	v_mad_co_i64_i32 v[18:19], null, v9, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v10, v17, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v20, 0, v10
	v_lshlrev_b64_e32 v[18:19], 2, v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v10, v20, v10, s0
	v_add_co_u32 v18, s5, v34, v18
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v19, null, v35, v19, s5
	global_store_b32 v[18:19], v10, off
.LBB0_64:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s6
	v_add_nc_u32_e32 v10, 19, v36
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s5, s12, v10
	s_and_b32 s6, s5, s2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s6, s20, s6
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_66
; %bb.65:
	v_mad_co_i64_i32 v[18:19], null, v10, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v11, v17, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v20, 0, v11
	v_lshlrev_b64_e32 v[18:19], 2, v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v11, v20, v11, s0
	v_add_co_u32 v18, s6, v34, v18
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v19, null, v35, v19, s6
	global_store_b32 v[18:19], v11, off
.LBB0_66:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s7
	v_add_nc_u32_e32 v11, 20, v36
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s6, s12, v11
	s_and_b32 s7, s6, s2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s7, s20, s7
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB0_68
; %bb.67:
	v_mad_co_i64_i32 v[18:19], null, v11, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v12, v17, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v20, 0, v12
	v_lshlrev_b64_e32 v[18:19], 2, v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v12, v20, v12, s0
	v_add_co_u32 v18, s7, v34, v18
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v19, null, v35, v19, s7
	global_store_b32 v[18:19], v12, off
.LBB0_68:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	v_add_nc_u32_e32 v12, 21, v36
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s7, s12, v12
	s_and_b32 s8, s7, s2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s8, s20, s8
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB0_70
; %bb.69:
	v_mad_co_i64_i32 v[18:19], null, v12, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v13, v17, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v20, 0, v13
	v_lshlrev_b64_e32 v[18:19], 2, v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v13, v20, v13, s0
	v_add_co_u32 v18, s8, v34, v18
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v19, null, v35, v19, s8
	global_store_b32 v[18:19], v13, off
.LBB0_70:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
	v_add_nc_u32_e32 v13, 22, v36
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s8, s12, v13
	s_and_b32 s9, s8, s2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s9, s20, s9
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s10, s9
	s_cbranch_execz .LBB0_72
; %bb.71:
	v_mad_co_i64_i32 v[18:19], null, v13, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v14, v17, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v20, 0, v14
	v_lshlrev_b64_e32 v[18:19], 2, v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v14, v20, v14, s0
	v_add_co_u32 v18, s9, v34, v18
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v19, null, v35, v19, s9
	global_store_b32 v[18:19], v14, off
.LBB0_72:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s10
	v_add_nc_u32_e32 v14, 23, v36
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s9, s12, v14
	s_and_b32 s2, s9, s2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s2, s20, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s10, s2
	s_cbranch_execz .LBB0_74
; %bb.73:
	v_mad_co_i64_i32 v[18:19], null, v14, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v15, v17, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v20, 0, v15
	v_lshlrev_b64_e32 v[17:18], 2, v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v15, v20, v15, s0
	v_add_co_u32 v17, s2, v34, v17
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, v35, v18, s2
	global_store_b32 v[17:18], v15, off
.LBB0_74:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s10
	v_mov_b32_e32 v15, 0
	s_and_saveexec_b32 s10, s14
	s_cbranch_execz .LBB0_76
; %bb.75:
	s_wait_loadcnt 0x0
	v_add_co_u32 v17, s2, s18, v32
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v18, null, s19, v33, s2
	global_load_b32 v15, v[17:18], off offset:64
.LBB0_76:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s10
	s_and_b32 s1, s1, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s20, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_78
; %bb.77:
	s_wait_loadcnt 0x0
	v_mad_co_i64_i32 v[16:17], null, v16, s13, 0
	v_add_f32_e32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v18, 0, v0
	v_lshlrev_b64_e32 v[16:17], 2, v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v18, v0, s0
	v_add_co_u32 v16, s1, v34, v16
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v17, null, v35, v17, s1
	global_store_b32 v[16:17], v0, off offset:64
.LBB0_78:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_and_b32 s1, s3, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s20, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_80
; %bb.79:
	s_wait_loadcnt 0x0
	v_mad_co_i64_i32 v[16:17], null, v8, s13, 0
	v_add_f32_e32 v8, v15, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v18, 0, v8
	v_lshlrev_b64_e32 v[0:1], 2, v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v8, v18, v8, s0
	v_add_co_u32 v0, s1, v34, v0
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v1, null, v35, v1, s1
	global_store_b32 v[0:1], v8, off offset:64
.LBB0_80:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_and_b32 s1, s4, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s20, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_82
; %bb.81:
	v_mad_co_i64_i32 v[0:1], null, v9, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v2, v15, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v8, 0, v2
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, v8, v2, s0
	v_add_co_u32 v0, s1, v34, v0
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v1, null, v35, v1, s1
	global_store_b32 v[0:1], v2, off offset:64
.LBB0_82:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_and_b32 s1, s5, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s20, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_84
; %bb.83:
	v_mad_co_i64_i32 v[0:1], null, v10, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v2, v15, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v3, 0, v2
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, v3, v2, s0
	v_add_co_u32 v0, s1, v34, v0
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v1, null, v35, v1, s1
	global_store_b32 v[0:1], v2, off offset:64
.LBB0_84:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_and_b32 s1, s6, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s20, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_86
; %bb.85:
	v_mad_co_i64_i32 v[0:1], null, v11, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v2, v15, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v3, 0, v2
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, v3, v2, s0
	v_add_co_u32 v0, s1, v34, v0
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v1, null, v35, v1, s1
	global_store_b32 v[0:1], v2, off offset:64
.LBB0_86:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_and_b32 s1, s7, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s20, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_88
; %bb.87:
	v_mad_co_i64_i32 v[0:1], null, v12, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v2, v15, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v3, 0, v2
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, v3, v2, s0
	v_add_co_u32 v0, s1, v34, v0
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v1, null, v35, v1, s1
	global_store_b32 v[0:1], v2, off offset:64
.LBB0_88:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_and_b32 s1, s8, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s20, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_90
; %bb.89:
	v_mad_co_i64_i32 v[0:1], null, v13, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v2, v15, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v3, 0, v2
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, v3, v2, s0
	v_add_co_u32 v0, s1, v34, v0
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v1, null, v35, v1, s1
	global_store_b32 v[0:1], v2, off offset:64
.LBB0_90:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_and_b32 s1, s9, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s20, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_92
; %bb.91:
	v_mad_co_i64_i32 v[0:1], null, v14, s13, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v2, v15, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_num_f32_e32 v3, 0, v2
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, v3, v2, s0
	v_add_co_u32 v0, vcc_lo, v34, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v1, null, v35, v1, vcc_lo
	global_store_b32 v[0:1], v2, off offset:64
.LBB0_92:
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 75
		.amdhsa_next_free_sgpr 21
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 45
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
	.set gemm_pipelined.num_vgpr, 75
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
; codeLenInByte = 5756
; TotalNumSgprs: 23
; NumVgprs: 75
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 75
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
    .vgpr_count:     75
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
