	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	gemm_f16_wmma           ; -- Begin function gemm_f16_wmma
	.globl	gemm_f16_wmma
	.p2align	8
	.type	gemm_f16_wmma,@function
gemm_f16_wmma:                          ; @gemm_f16_wmma
; %bb.0:
	s_load_b96 s[8:10], s[0:1], 0x18
	v_lshrrev_b32_e32 v33, 1, v0
	v_and_b32_e32 v40, 15, v0
	s_mov_b32 s2, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_and_b32_e32 v39, 8, v33
	s_wait_kmcnt 0x0
	s_cmp_gt_i32 s10, 0
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	v_and_b32_e32 v34, 8, v33
	v_and_b32_e32 v35, 15, v0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b32 s2, -1
                                        ; implicit-def: $vgpr34
                                        ; implicit-def: $vgpr35
.LBB0_3:                                ; %Flow168
	s_load_b64 s[4:5], s[0:1], 0x10
	v_dual_mov_b32 v8, 0 :: v_dual_and_b32 v37, 32, v33
	v_and_b32_e32 v38, 32, v0
	s_lshl_b32 s6, ttmp7, 6
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v7, v8 :: v_dual_mov_b32 v6, v8
	v_dual_mov_b32 v5, v8 :: v_dual_mov_b32 v4, v8
	v_dual_mov_b32 v3, v8 :: v_dual_mov_b32 v2, v8
	v_dual_mov_b32 v1, v8 :: v_dual_mov_b32 v16, v8
	v_dual_mov_b32 v15, v8 :: v_dual_mov_b32 v14, v8
	v_dual_mov_b32 v13, v8 :: v_dual_mov_b32 v12, v8
	v_dual_mov_b32 v11, v8 :: v_dual_mov_b32 v10, v8
	v_dual_mov_b32 v9, v8 :: v_dual_mov_b32 v24, v8
	v_dual_mov_b32 v23, v8 :: v_dual_mov_b32 v22, v8
	v_dual_mov_b32 v21, v8 :: v_dual_mov_b32 v20, v8
	v_dual_mov_b32 v19, v8 :: v_dual_mov_b32 v18, v8
	v_dual_mov_b32 v17, v8 :: v_dual_mov_b32 v32, v8
	v_dual_mov_b32 v31, v8 :: v_dual_mov_b32 v30, v8
	v_dual_mov_b32 v29, v8 :: v_dual_mov_b32 v28, v8
	v_dual_mov_b32 v27, v8 :: v_dual_mov_b32 v26, v8
	v_mov_b32_e32 v25, v8
	s_lshl_b32 s7, ttmp9, 6
	s_cbranch_vccnz .LBB0_7
; %bb.4:
	v_dual_mov_b32 v25, 0 :: v_dual_and_b32 v12, 1, v0
	v_add_nc_u32_e32 v1, s6, v33
	v_add_nc_u32_e32 v3, s7, v33
	v_mul_lo_u32 v11, 0x50, v38
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v26, v25
	v_ashrrev_i32_e32 v6, 31, v1
	v_mad_co_u64_u32 v[1:2], null, v1, s10, 0
	v_mov_b32_e32 v28, v25
	v_mad_co_u64_u32 v[4:5], null, v3, s10, 0
	v_ashrrev_i32_e32 v8, 31, v3
	v_mul_u32_u24_e32 v7, 0x50, v37
	v_mul_u32_u24_e32 v10, 0x50, v40
	v_mad_co_u64_u32 v[2:3], null, v6, s10, v[2:3]
	v_dual_mov_b32 v18, v25 :: v_dual_lshlrev_b32 v3, 1, v39
	v_mad_co_u64_u32 v[5:6], null, v8, s10, v[5:6]
	v_dual_mov_b32 v27, v25 :: v_dual_add_nc_u32 v6, 0x1400, v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64_e32 v[1:2], 1, v[1:2]
	v_add3_u32 v41, v7, v10, v3
	v_dual_mov_b32 v20, v25 :: v_dual_lshlrev_b32 v7, 5, v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_add3_u32 v42, v6, v10, v3
	v_lshlrev_b64_e32 v[3:4], 1, v[4:5]
	v_dual_mov_b32 v30, v25 :: v_dual_lshlrev_b32 v9, 5, v0
	v_add_co_u32 v1, vcc_lo, v1, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_add_co_u32 v3, vcc_lo, v3, v7
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	v_dual_mov_b32 v32, v25 :: v_dual_and_b32 v9, 32, v9
	s_wait_kmcnt 0x0
	v_add_co_u32 v1, vcc_lo, s0, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v2, null, s1, v2, vcc_lo
	v_add_co_u32 v3, vcc_lo, s2, v3
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	v_mad_u32_u24 v0, 0x50, v33, v9
	v_add_co_u32 v33, vcc_lo, v1, 16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v34, null, 0, v2, vcc_lo
	v_add_co_u32 v35, vcc_lo, v3, 16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v36, null, 0, v4, vcc_lo
	v_dual_mov_b32 v29, v25 :: v_dual_mov_b32 v22, v25
	v_dual_mov_b32 v31, v25 :: v_dual_mov_b32 v24, v25
	v_dual_mov_b32 v17, v25 :: v_dual_mov_b32 v10, v25
	v_dual_mov_b32 v19, v25 :: v_dual_mov_b32 v12, v25
	v_dual_mov_b32 v21, v25 :: v_dual_mov_b32 v14, v25
	v_dual_mov_b32 v23, v25 :: v_dual_mov_b32 v16, v25
	v_dual_mov_b32 v9, v25 :: v_dual_mov_b32 v2, v25
	v_dual_mov_b32 v11, v25 :: v_dual_mov_b32 v4, v25
	v_dual_mov_b32 v13, v25 :: v_dual_mov_b32 v6, v25
	v_dual_mov_b32 v15, v25 :: v_dual_mov_b32 v8, v25
	v_mov_b32_e32 v1, v25
	v_mov_b32_e32 v3, v25
	v_mov_b32_e32 v5, v25
	v_mov_b32_e32 v7, v25
	s_mov_b32 s0, 0
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_clause 0x1
	global_load_b128 v[43:46], v[33:34], off offset:-16
	global_load_b128 v[47:50], v[33:34], off
	s_clause 0x1
	global_load_b128 v[51:54], v[35:36], off offset:-16
	global_load_b128 v[55:58], v[35:36], off
	v_add_co_u32 v33, vcc_lo, v33, 64
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v34, null, 0, v34, vcc_lo
	v_add_co_u32 v35, vcc_lo, v35, 64
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v36, null, 0, v36, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s0, s0, 32
	s_wait_loadcnt 0x3
	ds_store_b128 v0, v[43:46]
	s_wait_loadcnt 0x2
	ds_store_b128 v0, v[47:50] offset:16
	s_wait_loadcnt 0x1
	ds_store_b128 v0, v[51:54] offset:5120
	s_wait_loadcnt 0x0
	ds_store_b128 v0, v[55:58] offset:5136
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_i32 s0, s10
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[43:46], v41
	ds_load_b128 v[47:50], v41 offset:32
	ds_load_b128 v[51:54], v42
	ds_load_b128 v[55:58], v42 offset:32
	ds_load_b128 v[59:62], v42 offset:1280
	ds_load_b128 v[63:66], v42 offset:1312
	ds_load_b128 v[67:70], v41 offset:1280
	ds_load_b128 v[71:74], v41 offset:1312
	s_wait_dscnt 0x5
	v_wmma_f32_16x16x16_f16 v[25:32], v[43:46], v[51:54], v[25:32]
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x16_f16 v[17:24], v[43:46], v[59:62], v[17:24]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[9:16], v[67:70], v[51:54], v[9:16]
	v_wmma_f32_16x16x16_f16 v[1:8], v[67:70], v[59:62], v[1:8]
	v_wmma_f32_16x16x16_f16 v[25:32], v[47:50], v[55:58], v[25:32]
	v_wmma_f32_16x16x16_f16 v[17:24], v[47:50], v[63:66], v[17:24]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[9:16], v[71:74], v[55:58], v[9:16]
	v_wmma_f32_16x16x16_f16 v[1:8], v[71:74], v[63:66], v[1:8]
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %Flow
	v_dual_mov_b32 v34, v39 :: v_dual_mov_b32 v35, v40
.LBB0_7:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or3_b32 v35, s7, v35, v38
	v_add_nc_u32_e32 v0, s6, v37
	v_ashrrev_i32_e32 v36, 31, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v34, v0, v34
	v_lshlrev_b64_e32 v[35:36], 2, v[35:36]
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, s4, v35
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v33, null, s5, v36, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, s8, v34
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_9
; %bb.8:
	v_mad_co_i64_i32 v[35:36], null, v34, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[35:36], 2, v[35:36]
	v_add_co_u32 v35, s0, v0, v35
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v36, null, v33, v36, s0
	global_store_b32 v[35:36], v25, off
.LBB0_9:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v25, 1, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s0, s8, v25
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_11
; %bb.10:
	v_mad_co_i64_i32 v[35:36], null, v25, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[35:36], 2, v[35:36]
	v_add_co_u32 v35, s1, v0, v35
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v36, null, v33, v36, s1
	global_store_b32 v[35:36], v26, off
.LBB0_11:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v26, 2, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s1, s8, v26
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB0_13
; %bb.12:
	v_mad_co_i64_i32 v[35:36], null, v26, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[35:36], 2, v[35:36]
	v_add_co_u32 v35, s2, v0, v35
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v36, null, v33, v36, s2
	global_store_b32 v[35:36], v27, off
.LBB0_13:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v27, 3, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s2, s8, v27
	s_and_saveexec_b32 s4, s2
	s_cbranch_execz .LBB0_15
; %bb.14:
	v_mad_co_i64_i32 v[35:36], null, v27, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[35:36], 2, v[35:36]
	v_add_co_u32 v35, s3, v0, v35
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v36, null, v33, v36, s3
	global_store_b32 v[35:36], v28, off
.LBB0_15:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v28, 4, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s3, s8, v28
	s_and_saveexec_b32 s5, s3
	s_cbranch_execz .LBB0_17
; %bb.16:
	v_mad_co_i64_i32 v[35:36], null, v28, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[35:36], 2, v[35:36]
	v_add_co_u32 v35, s4, v0, v35
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v36, null, v33, v36, s4
	global_store_b32 v[35:36], v29, off
.LBB0_17:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v29, 5, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s4, s8, v29
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB0_19
; %bb.18:
	v_mad_co_i64_i32 v[35:36], null, v29, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[35:36], 2, v[35:36]
	v_add_co_u32 v35, s5, v0, v35
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v36, null, v33, v36, s5
	global_store_b32 v[35:36], v30, off
.LBB0_19:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v30, 6, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s5, s8, v30
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_21
; %bb.20:
	v_mad_co_i64_i32 v[35:36], null, v30, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[35:36], 2, v[35:36]
	v_add_co_u32 v35, s6, v0, v35
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v36, null, v33, v36, s6
	global_store_b32 v[35:36], v31, off
.LBB0_21:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v31, 7, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s6, s8, v31
	s_and_saveexec_b32 s10, s6
	s_cbranch_execz .LBB0_23
; %bb.22:
	v_mad_co_i64_i32 v[35:36], null, v31, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[35:36], 2, v[35:36]
	v_add_co_u32 v35, s7, v0, v35
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v36, null, v33, v36, s7
	global_store_b32 v[35:36], v32, off
.LBB0_23:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_25
; %bb.24:
	v_mad_co_i64_i32 v[35:36], null, v34, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[35:36], 2, v[35:36]
	v_add_co_u32 v35, vcc_lo, v0, v35
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v36, null, v33, v36, vcc_lo
	global_store_b32 v[35:36], v17, off offset:64
.LBB0_25:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_27
; %bb.26:
	v_mad_co_i64_i32 v[35:36], null, v25, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[35:36], 2, v[35:36]
	v_add_co_u32 v35, vcc_lo, v0, v35
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v36, null, v33, v36, vcc_lo
	global_store_b32 v[35:36], v18, off offset:64
.LBB0_27:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB0_29
; %bb.28:
	v_mad_co_i64_i32 v[17:18], null, v26, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[17:18], 2, v[17:18]
	v_add_co_u32 v17, vcc_lo, v0, v17
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v18, null, v33, v18, vcc_lo
	global_store_b32 v[17:18], v19, off offset:64
.LBB0_29:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_31
; %bb.30:
	v_mad_co_i64_i32 v[17:18], null, v27, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[17:18], 2, v[17:18]
	v_add_co_u32 v17, vcc_lo, v0, v17
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v18, null, v33, v18, vcc_lo
	global_store_b32 v[17:18], v20, off offset:64
.LBB0_31:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB0_33
; %bb.32:
	v_mad_co_i64_i32 v[17:18], null, v28, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[17:18], 2, v[17:18]
	v_add_co_u32 v17, vcc_lo, v0, v17
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v18, null, v33, v18, vcc_lo
	global_store_b32 v[17:18], v21, off offset:64
.LBB0_33:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB0_35
; %bb.34:
	v_mad_co_i64_i32 v[17:18], null, v29, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[17:18], 2, v[17:18]
	v_add_co_u32 v17, vcc_lo, v0, v17
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v18, null, v33, v18, vcc_lo
	global_store_b32 v[17:18], v22, off offset:64
.LBB0_35:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB0_37
; %bb.36:
	v_mad_co_i64_i32 v[17:18], null, v30, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[17:18], 2, v[17:18]
	v_add_co_u32 v17, vcc_lo, v0, v17
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v18, null, v33, v18, vcc_lo
	global_store_b32 v[17:18], v23, off offset:64
.LBB0_37:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB0_39
; %bb.38:
	v_mad_co_i64_i32 v[17:18], null, v31, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[17:18], 2, v[17:18]
	v_add_co_u32 v17, vcc_lo, v0, v17
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v18, null, v33, v18, vcc_lo
	global_store_b32 v[17:18], v24, off offset:64
.LBB0_39:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_or_b32_e32 v17, 16, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e32 vcc_lo, s8, v17
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_41
; %bb.40:
	v_mad_co_i64_i32 v[18:19], null, v17, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[18:19], 2, v[18:19]
	v_add_co_u32 v18, s0, v0, v18
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v19, null, v33, v19, s0
	global_store_b32 v[18:19], v9, off
.LBB0_41:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v9, 17, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s0, s8, v9
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_43
; %bb.42:
	v_mad_co_i64_i32 v[18:19], null, v9, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[18:19], 2, v[18:19]
	v_add_co_u32 v18, s1, v0, v18
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v19, null, v33, v19, s1
	global_store_b32 v[18:19], v10, off
.LBB0_43:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v10, 18, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s1, s8, v10
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB0_45
; %bb.44:
	v_mad_co_i64_i32 v[18:19], null, v10, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[18:19], 2, v[18:19]
	v_add_co_u32 v18, s2, v0, v18
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v19, null, v33, v19, s2
	global_store_b32 v[18:19], v11, off
.LBB0_45:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v11, 19, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s2, s8, v11
	s_and_saveexec_b32 s4, s2
	s_cbranch_execz .LBB0_47
; %bb.46:
	v_mad_co_i64_i32 v[18:19], null, v11, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[18:19], 2, v[18:19]
	v_add_co_u32 v18, s3, v0, v18
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v19, null, v33, v19, s3
	global_store_b32 v[18:19], v12, off
.LBB0_47:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v12, 20, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s3, s8, v12
	s_and_saveexec_b32 s5, s3
	s_cbranch_execz .LBB0_49
; %bb.48:
	v_mad_co_i64_i32 v[18:19], null, v12, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[18:19], 2, v[18:19]
	v_add_co_u32 v18, s4, v0, v18
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v19, null, v33, v19, s4
	global_store_b32 v[18:19], v13, off
.LBB0_49:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v13, 21, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s4, s8, v13
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB0_51
; %bb.50:
	v_mad_co_i64_i32 v[18:19], null, v13, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[18:19], 2, v[18:19]
	v_add_co_u32 v18, s5, v0, v18
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v19, null, v33, v19, s5
	global_store_b32 v[18:19], v14, off
.LBB0_51:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v14, 22, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s5, s8, v14
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_53
; %bb.52:
	v_mad_co_i64_i32 v[18:19], null, v14, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[18:19], 2, v[18:19]
	v_add_co_u32 v18, s6, v0, v18
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v19, null, v33, v19, s6
	global_store_b32 v[18:19], v15, off
.LBB0_53:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v15, 23, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s6, s8, v15
	s_and_saveexec_b32 s8, s6
	s_cbranch_execz .LBB0_55
; %bb.54:
	v_mad_co_i64_i32 v[18:19], null, v15, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[18:19], 2, v[18:19]
	v_add_co_u32 v18, s7, v0, v18
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v19, null, v33, v19, s7
	global_store_b32 v[18:19], v16, off
.LBB0_55:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_57
; %bb.56:
	v_mad_co_i64_i32 v[16:17], null, v17, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[16:17], 2, v[16:17]
	v_add_co_u32 v16, vcc_lo, v0, v16
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v17, null, v33, v17, vcc_lo
	global_store_b32 v[16:17], v1, off offset:64
.LBB0_57:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_59
; %bb.58:
	v_mad_co_i64_i32 v[16:17], null, v9, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[16:17], 2, v[16:17]
	v_add_co_u32 v16, vcc_lo, v0, v16
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v17, null, v33, v17, vcc_lo
	global_store_b32 v[16:17], v2, off offset:64
.LBB0_59:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB0_61
; %bb.60:
	v_mad_co_i64_i32 v[1:2], null, v10, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, v0, v1
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v2, null, v33, v2, vcc_lo
	global_store_b32 v[1:2], v3, off offset:64
.LBB0_61:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_63
; %bb.62:
	v_mad_co_i64_i32 v[1:2], null, v11, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, v0, v1
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v2, null, v33, v2, vcc_lo
	global_store_b32 v[1:2], v4, off offset:64
.LBB0_63:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB0_65
; %bb.64:
	v_mad_co_i64_i32 v[1:2], null, v12, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, v0, v1
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v2, null, v33, v2, vcc_lo
	global_store_b32 v[1:2], v5, off offset:64
.LBB0_65:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB0_67
; %bb.66:
	v_mad_co_i64_i32 v[1:2], null, v13, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, v0, v1
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v2, null, v33, v2, vcc_lo
	global_store_b32 v[1:2], v6, off offset:64
.LBB0_67:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB0_69
; %bb.68:
	v_mad_co_i64_i32 v[1:2], null, v14, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, v0, v1
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v2, null, v33, v2, vcc_lo
	global_store_b32 v[1:2], v7, off offset:64
.LBB0_69:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB0_71
; %bb.70:
	v_mad_co_i64_i32 v[1:2], null, v15, s9, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[1:2], 2, v[1:2]
	v_add_co_u32 v0, vcc_lo, v0, v1
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, v33, v2, vcc_lo
	global_store_b32 v[0:1], v8, off offset:64
.LBB0_71:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_f16_wmma
		.amdhsa_group_segment_fixed_size 10240
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_next_free_vgpr 97
		.amdhsa_next_free_sgpr 11
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 28
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
	.size	gemm_f16_wmma, .Lfunc_end0-gemm_f16_wmma
                                        ; -- End function
	.set gemm_f16_wmma.num_vgpr, 75
	.set gemm_f16_wmma.num_agpr, 0
	.set gemm_f16_wmma.numbered_sgpr, 11
	.set gemm_f16_wmma.num_named_barrier, 0
	.set gemm_f16_wmma.private_seg_size, 0
	.set gemm_f16_wmma.uses_vcc, 1
	.set gemm_f16_wmma.uses_flat_scratch, 0
	.set gemm_f16_wmma.has_dyn_sized_stack, 0
	.set gemm_f16_wmma.has_recursion, 0
	.set gemm_f16_wmma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3468
; TotalNumSgprs: 13
; NumVgprs: 75
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 10240 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 97
; Occupancy: 12
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
    .group_segment_fixed_size: 10240
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           gemm_f16_wmma
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         gemm_f16_wmma.kd
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
