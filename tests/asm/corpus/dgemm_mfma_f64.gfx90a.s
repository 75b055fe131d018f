	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.protected	dgemm_mfma              ; -- Begin function dgemm_mfma
	.globl	dgemm_mfma
	.p2align	8
	.type	dgemm_mfma,@function
dgemm_mfma:                             ; @dgemm_mfma
; %bb.0:
	s_load_dwordx2 s[12:13], s[4:5], 0x1c
	v_lshrrev_b32_e32 v47, 2, v0
	v_lshrrev_b32_e32 v1, 1, v0
	v_and_b32_e32 v50, 15, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s13, 0
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	s_ashr_i32 s9, s12, 31
	s_mov_b32 s8, s12
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $sgpr8_sgpr9
.LBB0_3:                                ; %Flow125
	s_load_dwordx2 s[10:11], s[4:5], 0x10
	s_lshl_b32 s14, s7, 6
	s_lshl_b32 s6, s6, 6
	v_and_b32_e32 v52, 32, v47
	v_and_b32_e32 v51, 32, v1
	s_andn2_b64 vcc, exec, s[0:1]
	v_pk_mov_b32 v[8:9], 0, 0
	v_pk_mov_b32 v[6:7], 0, 0
	v_pk_mov_b32 v[4:5], 0, 0
	v_pk_mov_b32 v[2:3], 0, 0
	v_pk_mov_b32 v[16:17], 0, 0
	v_pk_mov_b32 v[14:15], 0, 0
	v_pk_mov_b32 v[12:13], 0, 0
	v_pk_mov_b32 v[10:11], 0, 0
	v_pk_mov_b32 v[24:25], 0, 0
	v_pk_mov_b32 v[22:23], 0, 0
	v_pk_mov_b32 v[20:21], 0, 0
	v_pk_mov_b32 v[18:19], 0, 0
	v_pk_mov_b32 v[32:33], 0, 0
	v_pk_mov_b32 v[30:31], 0, 0
	v_pk_mov_b32 v[28:29], 0, 0
	v_pk_mov_b32 v[26:27], 0, 0
	s_cbranch_vccnz .LBB0_22
; %bb.4:
	v_bfe_u32 v1, v0, 4, 2
	v_lshlrev_b32_e32 v3, 3, v52
	v_lshlrev_b32_e32 v4, 3, v50
	v_mul_u32_u24_e32 v1, 0x208, v1
	v_add3_u32 v53, v3, v4, v1
	v_or_b32_e32 v3, 0x100, v0
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_and_b32_e32 v2, 63, v0
	v_lshrrev_b32_e32 v54, 6, v0
	v_lshrrev_b32_e32 v56, 6, v3
	v_or_b32_e32 v3, 0x200, v0
	v_or_b32_e32 v0, 0x300, v0
	v_lshlrev_b32_e32 v34, 3, v2
	s_movk_i32 s15, 0x208
	v_lshrrev_b32_e32 v58, 6, v3
	v_lshrrev_b32_e32 v60, 6, v0
	v_lshl_add_u32 v5, v51, 3, v4
	v_mad_u32_u24 v55, v54, s15, v34
	v_mad_u32_u24 v57, v56, s15, v34
	v_mad_u32_u24 v59, v58, s15, v34
	v_mad_u32_u24 v61, v60, s15, v34
	s_movk_i32 s15, 0x2080
	s_ashr_i32 s7, s6, 31
	v_add3_u32 v62, v5, v1, s15
	v_mad_i64_i32 v[0:1], s[16:17], v60, s12, 0
	s_ashr_i32 s9, s12, 31
	s_lshl_b64 s[16:17], s[6:7], 3
	s_waitcnt lgkmcnt(0)
	s_add_u32 s7, s2, s16
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_addc_u32 s15, s3, s17
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e32 v0, vcc, s7, v0
	v_add_u32_e32 v2, s14, v2
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	v_ashrrev_i32_e32 v5, 31, v2
	v_mad_u64_u32 v[2:3], s[16:17], v2, s13, 0
	v_mov_b32_e32 v4, v3
	v_mad_u64_u32 v[4:5], s[16:17], v5, s13, v[4:5]
	v_mov_b32_e32 v3, v4
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_lshlrev_b32_e32 v4, 3, v60
	v_add_co_u32_e32 v4, vcc, v2, v4
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v36, vcc, s0, v4
	v_addc_co_u32_e32 v37, vcc, v6, v5, vcc
	v_mad_i64_i32 v[4:5], s[16:17], v58, s12, 0
	v_lshlrev_b64 v[4:5], 3, v[4:5]
	v_mov_b32_e32 v6, s15
	v_add_co_u32_e32 v38, vcc, s7, v4
	v_addc_co_u32_e32 v35, vcc, v6, v5, vcc
	v_lshlrev_b32_e32 v4, 3, v58
	v_add_co_u32_e32 v4, vcc, v2, v4
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v40, vcc, s0, v4
	v_addc_co_u32_e32 v41, vcc, v6, v5, vcc
	v_mad_i64_i32 v[4:5], s[16:17], v56, s12, 0
	v_lshlrev_b64 v[4:5], 3, v[4:5]
	v_mov_b32_e32 v6, s15
	v_add_co_u32_e32 v42, vcc, s7, v4
	v_addc_co_u32_e32 v39, vcc, v6, v5, vcc
	v_lshlrev_b32_e32 v4, 3, v56
	v_add_co_u32_e32 v4, vcc, v2, v4
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v44, vcc, s0, v4
	v_addc_co_u32_e32 v45, vcc, v6, v5, vcc
	v_mad_i64_i32 v[4:5], s[16:17], v54, s12, 0
	v_lshlrev_b64 v[4:5], 3, v[4:5]
	v_mov_b32_e32 v6, s15
	v_add_co_u32_e32 v46, vcc, s7, v4
	v_addc_co_u32_e32 v43, vcc, v6, v5, vcc
	v_lshlrev_b32_e32 v4, 3, v54
	v_add_co_u32_e32 v2, vcc, v2, v4
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_mov_b32 s8, s12
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v48, vcc, s0, v2
	s_lshl_b64 s[2:3], s[8:9], 7
	v_addc_co_u32_e32 v49, vcc, v4, v3, vcc
	s_mov_b32 s7, 0
	v_pk_mov_b32 v[2:3], 0, 0
	v_pk_mov_b32 v[4:5], 0, 0
	v_pk_mov_b32 v[6:7], 0, 0
	v_pk_mov_b32 v[8:9], 0, 0
	v_pk_mov_b32 v[10:11], 0, 0
	v_pk_mov_b32 v[12:13], 0, 0
	v_pk_mov_b32 v[14:15], 0, 0
	v_pk_mov_b32 v[16:17], 0, 0
	v_pk_mov_b32 v[18:19], 0, 0
	v_pk_mov_b32 v[20:21], 0, 0
	v_pk_mov_b32 v[22:23], 0, 0
	v_pk_mov_b32 v[24:25], 0, 0
	v_pk_mov_b32 v[26:27], 0, 0
	v_pk_mov_b32 v[28:29], 0, 0
	v_pk_mov_b32 v[30:31], 0, 0
	v_pk_mov_b32 v[32:33], 0, 0
	s_movk_i32 s12, 0x80
	v_mov_b32_e32 v65, v64
	s_branch .LBB0_6
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v63, 0x800, v53
	s_waitcnt vmcnt(0)
	ds_write_b64 v61, v[66:67] offset:8320
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[74:77], v63 offset0:4 offset1:20
	v_add_u32_e32 v63, 0x800, v62
	ds_read2_b64 v[78:81], v63 offset0:4 offset1:20
	v_add_u32_e32 v63, 0x1000, v53
	ds_read2_b64 v[82:85], v63 offset0:8 offset1:24
	v_add_u32_e32 v63, 0x1000, v62
	ds_read2_b64 v[86:89], v63 offset0:8 offset1:24
	v_add_u32_e32 v63, 0x1800, v53
	ds_read2_b64 v[90:93], v63 offset0:12 offset1:28
	v_add_u32_e32 v63, 0x1800, v62
	ds_read2_b64 v[66:69], v53 offset1:16
	ds_read2_b64 v[70:73], v62 offset1:16
	ds_read2_b64 v[94:97], v63 offset0:12 offset1:28
	v_add_co_u32_e32 v36, vcc, s12, v36
	v_addc_co_u32_e32 v37, vcc, 0, v37, vcc
	s_waitcnt lgkmcnt(1)
	v_mfma_f64_16x16x4f64 v[26:33], v[66:67], v[70:71], v[26:33]
	v_mfma_f64_16x16x4f64 v[18:25], v[66:67], v[72:73], v[18:25]
	s_add_i32 s7, s7, 16
	s_cmp_ge_i32 s7, s13
	v_add_co_u32_e32 v40, vcc, s12, v40
	v_mfma_f64_16x16x4f64 v[10:17], v[68:69], v[70:71], v[10:17]
	v_addc_co_u32_e32 v41, vcc, 0, v41, vcc
	v_add_co_u32_e32 v44, vcc, s12, v44
	v_addc_co_u32_e32 v45, vcc, 0, v45, vcc
	v_mov_b32_e32 v63, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v1, v63, vcc
	v_add_co_u32_e32 v38, vcc, s2, v38
	v_addc_co_u32_e32 v35, vcc, v35, v63, vcc
	v_mfma_f64_16x16x4f64 v[2:9], v[68:69], v[72:73], v[2:9]
	v_add_co_u32_e32 v42, vcc, s2, v42
	v_addc_co_u32_e32 v39, vcc, v39, v63, vcc
	v_add_co_u32_e32 v46, vcc, s2, v46
	v_addc_co_u32_e32 v43, vcc, v43, v63, vcc
	v_add_co_u32_e32 v48, vcc, s12, v48
	v_addc_co_u32_e32 v49, vcc, 0, v49, vcc
	v_mfma_f64_16x16x4f64 v[26:33], v[74:75], v[78:79], v[26:33]
	v_mfma_f64_16x16x4f64 v[18:25], v[74:75], v[80:81], v[18:25]
	v_mfma_f64_16x16x4f64 v[10:17], v[76:77], v[78:79], v[10:17]
	v_mfma_f64_16x16x4f64 v[2:9], v[76:77], v[80:81], v[2:9]
	v_mfma_f64_16x16x4f64 v[26:33], v[82:83], v[86:87], v[26:33]
	v_mfma_f64_16x16x4f64 v[18:25], v[82:83], v[88:89], v[18:25]
	v_mfma_f64_16x16x4f64 v[10:17], v[84:85], v[86:87], v[10:17]
	v_mfma_f64_16x16x4f64 v[2:9], v[84:85], v[88:89], v[2:9]
	s_waitcnt lgkmcnt(0)
	v_mfma_f64_16x16x4f64 v[26:33], v[90:91], v[94:95], v[26:33]
	v_mfma_f64_16x16x4f64 v[18:25], v[90:91], v[96:97], v[18:25]
	v_mfma_f64_16x16x4f64 v[10:17], v[92:93], v[94:95], v[10:17]
	v_mfma_f64_16x16x4f64 v[2:9], v[92:93], v[96:97], v[2:9]
	s_barrier
	s_cbranch_scc1 .LBB0_22
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v63, s7, v54
	v_cmp_le_i32_e32 vcc, s13, v63
	s_mov_b64 s[0:1], -1
	s_cbranch_vccz .LBB0_8
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	ds_write_b64 v55, v[64:65]
	s_mov_b64 s[0:1], 0
.LBB0_8:                                ; %Flow123
                                        ;   in Loop: Header=BB0_6 Depth=1
	s_andn2_b64 vcc, exec, s[0:1]
	v_pk_mov_b32 v[66:67], 0, 0
	s_cbranch_vccnz .LBB0_10
; %bb.9:                                ;   in Loop: Header=BB0_6 Depth=1
	v_add_co_u32_e32 v66, vcc, v46, v34
	v_addc_co_u32_e32 v67, vcc, 0, v43, vcc
	global_load_dwordx2 v[68:69], v[48:49], off
	s_waitcnt vmcnt(0)
	ds_write_b64 v55, v[68:69]
	global_load_dwordx2 v[66:67], v[66:67], off
.LBB0_10:                               ;   in Loop: Header=BB0_6 Depth=1
	v_add_u32_e32 v63, s7, v56
	v_cmp_le_i32_e32 vcc, s13, v63
	s_waitcnt vmcnt(0)
	ds_write_b64 v55, v[66:67] offset:8320
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.11:                               ;   in Loop: Header=BB0_6 Depth=1
	ds_write_b64 v57, v[64:65]
; %bb.12:                               ; %Flow122
                                        ;   in Loop: Header=BB0_6 Depth=1
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_pk_mov_b32 v[66:67], 0, 0
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_14
; %bb.13:                               ;   in Loop: Header=BB0_6 Depth=1
	v_add_co_u32_e32 v66, vcc, v42, v34
	v_addc_co_u32_e32 v67, vcc, 0, v39, vcc
	global_load_dwordx2 v[68:69], v[44:45], off
	s_waitcnt vmcnt(0)
	ds_write_b64 v57, v[68:69]
	global_load_dwordx2 v[66:67], v[66:67], off
.LBB0_14:                               ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v63, s7, v58
	v_cmp_le_i32_e32 vcc, s13, v63
	s_waitcnt vmcnt(0)
	ds_write_b64 v57, v[66:67] offset:8320
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.15:                               ;   in Loop: Header=BB0_6 Depth=1
	ds_write_b64 v59, v[64:65]
; %bb.16:                               ; %Flow121
                                        ;   in Loop: Header=BB0_6 Depth=1
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_pk_mov_b32 v[66:67], 0, 0
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_18
; %bb.17:                               ;   in Loop: Header=BB0_6 Depth=1
	v_add_co_u32_e32 v66, vcc, v38, v34
	v_addc_co_u32_e32 v67, vcc, 0, v35, vcc
	global_load_dwordx2 v[68:69], v[40:41], off
	s_waitcnt vmcnt(0)
	ds_write_b64 v59, v[68:69]
	global_load_dwordx2 v[66:67], v[66:67], off
.LBB0_18:                               ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v63, s7, v60
	v_cmp_le_i32_e32 vcc, s13, v63
	s_waitcnt vmcnt(0)
	ds_write_b64 v59, v[66:67] offset:8320
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.19:                               ;   in Loop: Header=BB0_6 Depth=1
	ds_write_b64 v61, v[64:65]
; %bb.20:                               ; %Flow
                                        ;   in Loop: Header=BB0_6 Depth=1
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_pk_mov_b32 v[66:67], 0, 0
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_5
; %bb.21:                               ;   in Loop: Header=BB0_6 Depth=1
	v_add_co_u32_e32 v66, vcc, v0, v34
	v_addc_co_u32_e32 v67, vcc, 0, v1, vcc
	global_load_dwordx2 v[68:69], v[36:37], off
	s_waitcnt vmcnt(0)
	ds_write_b64 v61, v[68:69]
	global_load_dwordx2 v[66:67], v[66:67], off
	s_branch .LBB0_5
.LBB0_22:
	s_load_dwordx2 s[0:1], s[4:5], 0x28
	v_or3_b32 v0, s6, v50, v51
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_u32_e32 v34, s14, v52
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_and_or_b32 v35, v47, 12, v34
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v36, s11
	v_add_co_u32_e32 v37, vcc, s10, v0
	v_ashrrev_i32_e32 v34, 31, v34
	v_addc_co_u32_e32 v36, vcc, v36, v1, vcc
	v_mul_f64 v[0:1], s[0:1], v[26:27]
	v_mul_lo_u32 v34, s8, v34
	v_mul_lo_u32 v38, s9, v35
	v_mad_u64_u32 v[26:27], s[2:3], s8, v35, 0
	v_add3_u32 v27, v27, v34, v38
	v_lshlrev_b64 v[26:27], 3, v[26:27]
	v_add_co_u32_e32 v26, vcc, v37, v26
	v_addc_co_u32_e32 v27, vcc, v36, v27, vcc
	global_store_dwordx2 v[26:27], v[0:1], off
	v_mul_f64 v[0:1], s[0:1], v[18:19]
	s_lshl_b64 s[2:3], s[8:9], 7
	global_store_dwordx2 v[26:27], v[0:1], off offset:128
	v_mul_f64 v[0:1], s[0:1], v[10:11]
	v_mov_b32_e32 v11, s3
	v_add_co_u32_e32 v10, vcc, s2, v26
	v_addc_co_u32_e32 v11, vcc, v27, v11, vcc
	s_lshl_b64 s[2:3], s[8:9], 3
	global_store_dwordx2 v[10:11], v[0:1], off
	v_mul_f64 v[0:1], s[0:1], v[2:3]
	v_mov_b32_e32 v18, s3
	v_add_co_u32_e32 v2, vcc, s2, v26
	global_store_dwordx2 v[10:11], v[0:1], off offset:128
	v_mul_f64 v[0:1], s[0:1], v[28:29]
	v_addc_co_u32_e32 v3, vcc, v27, v18, vcc
	global_store_dwordx2 v[2:3], v[0:1], off
	v_mul_f64 v[0:1], s[0:1], v[20:21]
	v_add_co_u32_e32 v10, vcc, s2, v10
	global_store_dwordx2 v[2:3], v[0:1], off offset:128
	v_mul_f64 v[0:1], s[0:1], v[12:13]
	v_addc_co_u32_e32 v11, vcc, v11, v18, vcc
	global_store_dwordx2 v[10:11], v[0:1], off
	v_mul_f64 v[0:1], s[0:1], v[4:5]
	v_add_co_u32_e32 v2, vcc, s2, v2
	global_store_dwordx2 v[10:11], v[0:1], off offset:128
	v_mul_f64 v[0:1], s[0:1], v[30:31]
	v_addc_co_u32_e32 v3, vcc, v3, v18, vcc
	global_store_dwordx2 v[2:3], v[0:1], off
	v_mul_f64 v[0:1], s[0:1], v[22:23]
	v_add_co_u32_e32 v4, vcc, s2, v10
	global_store_dwordx2 v[2:3], v[0:1], off offset:128
	v_mul_f64 v[0:1], s[0:1], v[14:15]
	v_addc_co_u32_e32 v5, vcc, v11, v18, vcc
	global_store_dwordx2 v[4:5], v[0:1], off
	v_mul_f64 v[0:1], s[0:1], v[6:7]
	v_add_co_u32_e32 v2, vcc, s2, v2
	global_store_dwordx2 v[4:5], v[0:1], off offset:128
	v_mul_f64 v[0:1], s[0:1], v[32:33]
	v_addc_co_u32_e32 v3, vcc, v3, v18, vcc
	global_store_dwordx2 v[2:3], v[0:1], off
	v_mul_f64 v[0:1], s[0:1], v[24:25]
	global_store_dwordx2 v[2:3], v[0:1], off offset:128
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_mul_f64 v[0:1], s[0:1], v[16:17]
	v_addc_co_u32_e32 v3, vcc, v5, v18, vcc
	global_store_dwordx2 v[2:3], v[0:1], off
	v_mul_f64 v[0:1], s[0:1], v[8:9]
	global_store_dwordx2 v[2:3], v[0:1], off offset:128
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel dgemm_mfma
		.amdhsa_group_segment_fixed_size 16640
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 129
		.amdhsa_next_free_sgpr 98
		.amdhsa_accum_offset 100
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.size	dgemm_mfma, .Lfunc_end0-dgemm_mfma
                                        ; -- End function
	.set dgemm_mfma.num_vgpr, 98
	.set dgemm_mfma.num_agpr, 0
	.set dgemm_mfma.numbered_sgpr, 18
	.set dgemm_mfma.num_named_barrier, 0
	.set dgemm_mfma.private_seg_size, 0
	.set dgemm_mfma.uses_vcc, 1
	.set dgemm_mfma.uses_flat_scratch, 0
	.set dgemm_mfma.has_dyn_sized_stack, 0
	.set dgemm_mfma.has_recursion, 0
	.set dgemm_mfma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1948
; TotalNumSgprs: 22
; NumVgprs: 98
; NumAgprs: 0
; TotalNumVgprs: 98
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16640 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 129
; AccumOffset: 100
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 24
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
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'double*'
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
      - .offset:         40
        .size:           8
        .type_name:      double
        .value_kind:     by_value
    .group_segment_fixed_size: 16640
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           dgemm_mfma
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         dgemm_mfma.kd
    .uses_dynamic_stack: false
    .vgpr_count:     98
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
