	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	gemm_f16_wmma           ; -- Begin function gemm_f16_wmma
	.globl	gemm_f16_wmma
	.p2align	8
	.type	gemm_f16_wmma,@function
gemm_f16_wmma:                          ; @gemm_f16_wmma
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b96 s[8:10], s[0:1], 0x18
	v_dual_lshrrev_b32 v1, 1, v0 :: v_dual_bitop2_b32 v39, 15, v0 bitop3:0x40
	s_mov_b32 s3, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_and_b32_e32 v38, 8, v1
	s_wait_kmcnt 0x0
	s_cmp_gt_i32 s10, 0
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	v_and_b32_e32 v34, 8, v1
	v_and_b32_e32 v35, 15, v0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b32 s3, -1
                                        ; implicit-def: $vgpr34
                                        ; implicit-def: $vgpr35
.LBB0_3:                                ; %Flow168
	v_dual_mov_b32 v9, 0 :: v_dual_bitop2_b32 v36, 32, v1 bitop3:0x40
	v_and_b32_e32 v37, 32, v0
	s_lshl_b32 s2, ttmp7, 6
	s_and_not1_b32 vcc_lo, exec_lo, s3
	s_delay_alu instid0(VALU_DEP_2)
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
	s_lshl_b32 s3, ttmp9, 6
	s_cbranch_vccnz .LBB0_7
; %bb.4:
	v_dual_add_nc_u32 v2, s2, v1 :: v_dual_add_nc_u32 v4, s3, v1
	s_mov_b32 s11, 0
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v43, 1, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_dual_ashrrev_i32 v3, 31, v2 :: v_dual_ashrrev_i32 v5, 31, v4
	v_mul_lo_u32 v34, 0x50, v37
	v_mul_u32_u24_e32 v8, 0x50, v36
	v_mul_u32_u24_e32 v42, 0x50, v39
	v_mul_u64_e32 v[6:7], s[10:11], v[2:3]
	v_mul_u64_e32 v[4:5], s[10:11], v[4:5]
	v_dual_lshlrev_b32 v2, 5, v0 :: v_dual_bitop2_b32 v0, 1, v0 bitop3:0x40
	v_mov_b32_e32 v27, 0
	v_add3_u32 v40, v8, v42, v43
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_lshlrev_b32 v26, 5, v0 :: v_dual_bitop2_b32 v41, 32, v2 bitop3:0x40
	v_add_nc_u32_e32 v0, 0x1400, v34
	v_dual_mov_b32 v28, v27 :: v_dual_mov_b32 v29, v27
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u32_u24 v41, 0x50, v1, v41
	v_dual_mov_b32 v30, v27 :: v_dual_mov_b32 v31, v27
	v_dual_mov_b32 v32, v27 :: v_dual_mov_b32 v33, v27
	v_dual_mov_b32 v18, v27 :: v_dual_mov_b32 v19, v27
	v_dual_mov_b32 v20, v27 :: v_dual_mov_b32 v21, v27
	v_dual_mov_b32 v22, v27 :: v_dual_mov_b32 v23, v27
	v_dual_mov_b32 v24, v27 :: v_dual_mov_b32 v25, v27
	v_dual_mov_b32 v10, v27 :: v_dual_mov_b32 v11, v27
	v_dual_mov_b32 v12, v27 :: v_dual_mov_b32 v13, v27
	v_dual_mov_b32 v14, v27 :: v_dual_mov_b32 v15, v27
	v_dual_mov_b32 v16, v27 :: v_dual_mov_b32 v17, v27
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[26:27]
	v_lshl_add_u64 v[8:9], v[4:5], 1, v[26:27]
	v_dual_mov_b32 v2, v27 :: v_dual_mov_b32 v3, v27
	v_dual_mov_b32 v4, v27 :: v_dual_mov_b32 v5, v27
	s_wait_kmcnt 0x0
	v_add_nc_u64_e32 v[34:35], s[4:5], v[6:7]
	v_add_nc_u64_e32 v[8:9], s[6:7], v[8:9]
	v_mov_b32_e32 v7, v27
	v_add3_u32 v42, v0, v42, v43
	v_dual_mov_b32 v6, v27 :: v_dual_mov_b32 v26, v27
	v_add_nc_u64_e32 v[0:1], 16, v[34:35]
	v_add_nc_u64_e32 v[34:35], 16, v[8:9]
	v_dual_mov_b32 v8, v27 :: v_dual_mov_b32 v9, v27
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_clause 0x1
	global_load_b128 v[44:47], v[0:1], off offset:-16
	global_load_b128 v[48:51], v[0:1], off
	s_clause 0x1
	global_load_b128 v[52:55], v[34:35], off offset:-16
	global_load_b128 v[56:59], v[34:35], off
	s_wait_xcnt 0x2
	v_add_nc_u64_e32 v[0:1], 64, v[0:1]
	s_wait_xcnt 0x0
	v_add_nc_u64_e32 v[34:35], 64, v[34:35]
	s_add_co_i32 s11, s11, 32
	s_wait_loadcnt 0x3
	ds_store_b128 v41, v[44:47]
	s_wait_loadcnt 0x2
	ds_store_b128 v41, v[48:51] offset:16
	s_wait_loadcnt 0x1
	ds_store_b128 v41, v[52:55] offset:5120
	s_wait_loadcnt 0x0
	ds_store_b128 v41, v[56:59] offset:5136
	s_cmp_lt_i32 s11, s10
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b128 v[44:47], v40
	ds_load_b128 v[48:51], v40 offset:32
	ds_load_b128 v[52:55], v42
	ds_load_b128 v[56:59], v42 offset:32
	ds_load_b128 v[60:63], v42 offset:1280
	ds_load_b128 v[64:67], v42 offset:1312
	ds_load_b128 v[68:71], v40 offset:1280
	ds_load_b128 v[72:75], v40 offset:1312
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x32_f16 v[26:33], v[44:51], v[52:59], v[26:33]
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_wmma_f32_16x16x32_f16 v[18:25], v[44:51], v[60:67], v[18:25]
	s_barrier_wait -1
	v_wmma_f32_16x16x32_f16 v[10:17], v[68:75], v[52:59], v[10:17]
	v_wmma_f32_16x16x32_f16 v[2:9], v[68:75], v[60:67], v[2:9]
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %Flow
	v_dual_mov_b32 v34, v38 :: v_dual_mov_b32 v35, v39
.LBB0_7:                                ; %Flow169
	s_load_b64 s[0:1], s[0:1], 0x10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_or3_b32 v0, s3, v35, v37
	v_add_nc_u32_e32 v35, s2, v36
	s_ashr_i32 s11, s9, 31
	s_mov_b32 s10, s9
	v_dual_ashrrev_i32 v1, 31, v0 :: v_dual_bitop2_b32 v34, v35, v34 bitop3:0x54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_gt_i32_e32 vcc_lo, s8, v34
	v_ashrrev_i32_e32 v35, 31, v34
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_9
; %bb.8:
	v_mul_u64_e32 v[36:37], s[10:11], v[34:35]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[36:37], v[36:37], 2, v[0:1]
	global_store_b32 v[36:37], v26, off
.LBB0_9:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	v_or_b32_e32 v36, 1, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s0, s8, v36
	v_ashrrev_i32_e32 v37, 31, v36
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_11
; %bb.10:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[38:39], s[10:11], v[36:37]
	v_lshl_add_u64 v[38:39], v[38:39], 2, v[0:1]
	global_store_b32 v[38:39], v27, off
.LBB0_11:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v26, 2, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s1, s8, v26
	v_ashrrev_i32_e32 v27, 31, v26
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_13
; %bb.12:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[38:39], s[10:11], v[26:27]
	v_lshl_add_u64 v[38:39], v[38:39], 2, v[0:1]
	global_store_b32 v[38:39], v28, off
.LBB0_13:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v38, 3, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s2, s8, v38
	v_ashrrev_i32_e32 v39, 31, v38
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_15
; %bb.14:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[40:41], s[10:11], v[38:39]
	v_lshl_add_u64 v[40:41], v[40:41], 2, v[0:1]
	global_store_b32 v[40:41], v29, off
.LBB0_15:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v28, 4, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s3, s8, v28
	v_ashrrev_i32_e32 v29, 31, v28
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_17
; %bb.16:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[40:41], s[10:11], v[28:29]
	v_lshl_add_u64 v[40:41], v[40:41], 2, v[0:1]
	global_store_b32 v[40:41], v30, off
.LBB0_17:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v40, 5, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s4, s8, v40
	v_ashrrev_i32_e32 v41, 31, v40
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_19
; %bb.18:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[42:43], s[10:11], v[40:41]
	v_lshl_add_u64 v[42:43], v[42:43], 2, v[0:1]
	global_store_b32 v[42:43], v31, off
.LBB0_19:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v30, 6, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s5, s8, v30
	v_ashrrev_i32_e32 v31, 31, v30
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_21
; %bb.20:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[42:43], s[10:11], v[30:31]
	v_lshl_add_u64 v[42:43], v[42:43], 2, v[0:1]
	global_store_b32 v[42:43], v32, off
.LBB0_21:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v42, 7, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s6, s8, v42
	v_ashrrev_i32_e32 v43, 31, v42
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_23
; %bb.22:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[44:45], s[10:11], v[42:43]
	v_lshl_add_u64 v[44:45], v[44:45], 2, v[0:1]
	global_store_b32 v[44:45], v33, off
.LBB0_23:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_25
; %bb.24:
	v_mul_u64_e32 v[32:33], s[10:11], v[34:35]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[32:33], v[32:33], 2, v[0:1]
	global_store_b32 v[32:33], v18, off offset:64
.LBB0_25:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_27
; %bb.26:
	v_mul_u64_e32 v[32:33], s[10:11], v[36:37]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[32:33], v[32:33], 2, v[0:1]
	global_store_b32 v[32:33], v19, off offset:64
.LBB0_27:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB0_29
; %bb.28:
	v_mul_u64_e32 v[18:19], s[10:11], v[26:27]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[0:1]
	global_store_b32 v[18:19], v20, off offset:64
.LBB0_29:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_31
; %bb.30:
	v_mul_u64_e32 v[18:19], s[10:11], v[38:39]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[0:1]
	global_store_b32 v[18:19], v21, off offset:64
.LBB0_31:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB0_33
; %bb.32:
	v_mul_u64_e32 v[18:19], s[10:11], v[28:29]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[0:1]
	global_store_b32 v[18:19], v22, off offset:64
.LBB0_33:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB0_35
; %bb.34:
	v_mul_u64_e32 v[18:19], s[10:11], v[40:41]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[0:1]
	global_store_b32 v[18:19], v23, off offset:64
.LBB0_35:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB0_37
; %bb.36:
	v_mul_u64_e32 v[18:19], s[10:11], v[30:31]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[0:1]
	global_store_b32 v[18:19], v24, off offset:64
.LBB0_37:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB0_39
; %bb.38:
	v_mul_u64_e32 v[18:19], s[10:11], v[42:43]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[0:1]
	global_store_b32 v[18:19], v25, off offset:64
.LBB0_39:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	v_or_b32_e32 v18, 16, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e32 vcc_lo, s8, v18
	v_ashrrev_i32_e32 v19, 31, v18
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_41
; %bb.40:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[20:21], s[10:11], v[18:19]
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[0:1]
	global_store_b32 v[20:21], v10, off
.LBB0_41:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	v_or_b32_e32 v20, 17, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s0, s8, v20
	v_ashrrev_i32_e32 v21, 31, v20
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_43
; %bb.42:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[22:23], s[10:11], v[20:21]
	v_lshl_add_u64 v[22:23], v[22:23], 2, v[0:1]
	global_store_b32 v[22:23], v11, off
.LBB0_43:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v10, 18, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s1, s8, v10
	v_ashrrev_i32_e32 v11, 31, v10
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_45
; %bb.44:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[22:23], s[10:11], v[10:11]
	v_lshl_add_u64 v[22:23], v[22:23], 2, v[0:1]
	global_store_b32 v[22:23], v12, off
.LBB0_45:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v22, 19, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s2, s8, v22
	v_ashrrev_i32_e32 v23, 31, v22
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_47
; %bb.46:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[24:25], s[10:11], v[22:23]
	v_lshl_add_u64 v[24:25], v[24:25], 2, v[0:1]
	global_store_b32 v[24:25], v13, off
.LBB0_47:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v12, 20, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s3, s8, v12
	v_ashrrev_i32_e32 v13, 31, v12
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_49
; %bb.48:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[24:25], s[10:11], v[12:13]
	v_lshl_add_u64 v[24:25], v[24:25], 2, v[0:1]
	global_store_b32 v[24:25], v14, off
.LBB0_49:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v24, 21, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s4, s8, v24
	v_ashrrev_i32_e32 v25, 31, v24
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_51
; %bb.50:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[26:27], s[10:11], v[24:25]
	v_lshl_add_u64 v[26:27], v[26:27], 2, v[0:1]
	global_store_b32 v[26:27], v15, off
.LBB0_51:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v14, 22, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s5, s8, v14
	v_ashrrev_i32_e32 v15, 31, v14
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_53
; %bb.52:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[26:27], s[10:11], v[14:15]
	v_lshl_add_u64 v[26:27], v[26:27], 2, v[0:1]
	global_store_b32 v[26:27], v16, off
.LBB0_53:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v26, 23, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s6, s8, v26
	v_ashrrev_i32_e32 v27, 31, v26
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_55
; %bb.54:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[28:29], s[10:11], v[26:27]
	v_lshl_add_u64 v[28:29], v[28:29], 2, v[0:1]
	global_store_b32 v[28:29], v17, off
.LBB0_55:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_57
; %bb.56:
	v_mul_u64_e32 v[16:17], s[10:11], v[18:19]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[0:1]
	global_store_b32 v[16:17], v2, off offset:64
.LBB0_57:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_59
; %bb.58:
	v_mul_u64_e32 v[16:17], s[10:11], v[20:21]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[0:1]
	global_store_b32 v[16:17], v3, off offset:64
.LBB0_59:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB0_61
; %bb.60:
	v_mul_u64_e32 v[2:3], s[10:11], v[10:11]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_b32 v[2:3], v4, off offset:64
.LBB0_61:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_63
; %bb.62:
	v_mul_u64_e32 v[2:3], s[10:11], v[22:23]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_b32 v[2:3], v5, off offset:64
.LBB0_63:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB0_65
; %bb.64:
	v_mul_u64_e32 v[2:3], s[10:11], v[12:13]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_b32 v[2:3], v6, off offset:64
.LBB0_65:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB0_67
; %bb.66:
	v_mul_u64_e32 v[2:3], s[10:11], v[24:25]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_b32 v[2:3], v7, off offset:64
.LBB0_67:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB0_69
; %bb.68:
	v_mul_u64_e32 v[2:3], s[10:11], v[14:15]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_b32 v[2:3], v8, off offset:64
.LBB0_69:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB0_71
; %bb.70:
	v_mul_u64_e32 v[2:3], s[10:11], v[26:27]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	global_store_b32 v[0:1], v9, off offset:64
.LBB0_71:
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
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
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 21
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
	.set gemm_f16_wmma.num_vgpr, 76
	.set gemm_f16_wmma.num_agpr, 0
	.set gemm_f16_wmma.numbered_sgpr, 12
	.set gemm_f16_wmma.num_named_barrier, 0
	.set gemm_f16_wmma.private_seg_size, 0
	.set gemm_f16_wmma.uses_vcc, 1
	.set gemm_f16_wmma.uses_flat_scratch, 0
	.set gemm_f16_wmma.has_dyn_sized_stack, 0
	.set gemm_f16_wmma.has_recursion, 0
	.set gemm_f16_wmma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2580
; TotalNumSgprs: 14
; NumVgprs: 76
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 10240 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 76
; NamedBarCnt: 0
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         gemm_f16_wmma.kd
    .uses_dynamic_stack: false
    .vgpr_count:     76
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
