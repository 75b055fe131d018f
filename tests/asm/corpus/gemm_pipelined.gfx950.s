	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	gemm_pipelined          ; -- Begin function gemm_pipelined
	.globl	gemm_pipelined
	.p2align	8
	.type	gemm_pipelined,@function
gemm_pipelined:                         ; @gemm_pipelined
; %bb.0:
	s_load_dwordx4 s[16:19], s[0:1], 0x0
	s_load_dwordx4 s[12:15], s[0:1], 0x20
	s_lshl_b32 s22, s2, 5
	s_lshl_b32 s24, s3, 5
	s_add_i32 s2, s22, 32
	v_lshrrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_le_i32 s2, s12
	s_cselect_b64 s[2:3], -1, 0
	s_add_i32 s4, s24, 32
	s_cmp_le_i32 s4, s13
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 s[2:3], s[2:3], s[4:5]
	s_and_b32 s4, s14, 15
	v_and_b32_e32 v19, 15, v0
	s_cmp_eq_u32 s4, 0
	v_and_b32_e32 v18, 12, v2
	s_cselect_b64 s[4:5], -1, 0
	v_or_b32_e32 v1, s22, v19
	v_add_u32_e32 v2, 4, v18
	s_and_b64 s[20:21], s[2:3], s[4:5]
	v_cmp_ge_i32_e64 s[8:9], s14, v2
	v_cmp_gt_i32_e64 s[2:3], s12, v1
	v_mov_b32_e32 v5, 0
	v_lshlrev_b32_e32 v4, 1, v18
	s_and_b64 s[4:5], s[2:3], s[8:9]
	v_mov_b32_e32 v30, 0
	v_lshl_add_u64 v[2:3], s[16:17], 0, v[4:5]
	s_or_b64 s[6:7], s[20:21], s[4:5]
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, v30
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mad_i64_i32 v[6:7], s[6:7], v1, s14, 0
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[2:3]
	global_load_dwordx2 v[36:37], v[6:7], off
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v20, s24, v19
	v_cmp_gt_i32_e64 s[6:7], s13, v20
	v_lshlrev_b32_e32 v4, 1, v18
	s_and_b64 s[4:5], s[6:7], s[8:9]
	v_lshl_add_u64 v[4:5], s[18:19], 0, v[4:5]
	s_or_b64 s[10:11], s[20:21], s[4:5]
	v_mov_b32_e32 v31, v30
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_mad_i64_i32 v[6:7], s[10:11], v20, s14, 0
	v_lshl_add_u64 v[6:7], v[6:7], 1, v[4:5]
	global_load_dwordx2 v[30:31], v[6:7], off
.LBB0_4:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 16, v1
	v_cmp_gt_i32_e64 s[4:5], s12, v1
	s_and_b64 s[10:11], s[4:5], s[8:9]
	v_mov_b32_e32 v32, 0
	s_or_b64 s[26:27], s[20:21], s[10:11]
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, v32
	s_and_saveexec_b64 s[10:11], s[26:27]
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_mad_i64_i32 v[6:7], s[26:27], v1, s14, 0
	v_lshl_add_u64 v[2:3], v[6:7], 1, v[2:3]
	global_load_dwordx2 v[34:35], v[2:3], off
.LBB0_6:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v1, 16, v20
	v_cmp_gt_i32_e32 vcc, s13, v1
	s_and_b64 s[8:9], vcc, s[8:9]
	s_or_b64 s[10:11], s[20:21], s[8:9]
	v_mov_b32_e32 v33, v32
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_mad_i64_i32 v[2:3], s[10:11], v1, s14, 0
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[4:5]
	global_load_dwordx2 v[32:33], v[2:3], off
.LBB0_8:
	s_or_b64 exec, exec, s[8:9]
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	s_mov_b32 s23, 16
	s_cmp_gt_i32 s14, 16
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	s_cbranch_scc0 .LBB0_20
; %bb.9:
	v_add_u32_e32 v4, s24, v19
	v_mad_i64_i32 v[2:3], s[0:1], v4, s14, 0
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[18:19]
	v_lshl_add_u64 v[22:23], v[2:3], 0, 32
	v_add_u32_e32 v2, 16, v4
	v_mad_i64_i32 v[2:3], s[0:1], v2, s14, 0
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[18:19]
	v_add_u32_e32 v4, s22, v19
	v_lshl_add_u64 v[24:25], v[2:3], 0, 32
	v_mad_i64_i32 v[2:3], s[0:1], v4, s14, 0
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[16:17]
	v_lshl_add_u64 v[26:27], v[2:3], 0, 32
	v_add_u32_e32 v2, 16, v4
	v_mad_i64_i32 v[2:3], s[0:1], v2, s14, 0
	v_lshrrev_b32_e32 v0, 1, v0
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[16:17]
	v_mov_b32_e32 v19, 0
	v_and_b32_e32 v0, 0x7ffffff8, v0
	v_lshl_add_u64 v[28:29], v[2:3], 0, 32
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, v19
	s_branch .LBB0_11
.LBB0_10:                               ;   in Loop: Header=BB0_11 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x16_f16 v[14:17], v[36:37], v[30:31], v[14:17]
	s_add_i32 s23, s23, 16
	v_lshl_add_u64 v[22:23], v[22:23], 0, 32
	v_lshl_add_u64 v[24:25], v[24:25], 0, 32
	v_mfma_f32_16x16x16_f16 v[10:13], v[36:37], v[32:33], v[10:13]
	v_lshl_add_u64 v[26:27], v[26:27], 0, 32
	v_lshl_add_u64 v[28:29], v[28:29], 0, 32
	s_cmp_ge_i32 s23, s14
	v_mfma_f32_16x16x16_f16 v[6:9], v[34:35], v[30:31], v[6:9]
	v_mov_b32_e32 v30, v42
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v36, v38
	v_mfma_f32_16x16x16_f16 v[2:5], v[34:35], v[32:33], v[2:5]
	v_mov_b32_e32 v32, v44
	v_mov_b32_e32 v33, v45
	v_mov_b32_e32 v37, v39
	v_mov_b32_e32 v34, v40
	v_mov_b32_e32 v35, v41
	s_cbranch_scc1 .LBB0_19
.LBB0_11:                               ; =>This Inner Loop Header: Depth=1
	v_add3_u32 v21, v18, s23, 4
	v_cmp_ge_i32_e64 s[0:1], s14, v21
	s_and_b64 s[16:17], s[2:3], s[0:1]
	s_or_b64 s[18:19], s[20:21], s[16:17]
	v_mov_b32_e32 v38, v19
	v_mov_b32_e32 v39, v19
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_11 Depth=1
	v_lshl_add_u64 v[38:39], v[26:27], 0, v[0:1]
	global_load_dwordx2 v[38:39], v[38:39], off
.LBB0_13:                               ;   in Loop: Header=BB0_11 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[16:17], s[6:7], s[0:1]
	v_mov_b32_e32 v40, 0
	s_or_b64 s[18:19], s[20:21], s[16:17]
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, v40
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_11 Depth=1
	v_lshl_add_u64 v[42:43], v[22:23], 0, v[0:1]
	global_load_dwordx2 v[42:43], v[42:43], off
.LBB0_15:                               ;   in Loop: Header=BB0_11 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[16:17], s[4:5], s[0:1]
	s_or_b64 s[18:19], s[20:21], s[16:17]
	v_mov_b32_e32 v41, v40
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execz .LBB0_17
; %bb.16:                               ;   in Loop: Header=BB0_11 Depth=1
	v_lshl_add_u64 v[40:41], v[28:29], 0, v[0:1]
	global_load_dwordx2 v[40:41], v[40:41], off
.LBB0_17:                               ;   in Loop: Header=BB0_11 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[0:1], vcc, s[0:1]
	s_or_b64 s[16:17], s[20:21], s[0:1]
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_10
; %bb.18:                               ;   in Loop: Header=BB0_11 Depth=1
	v_lshl_add_u64 v[44:45], v[24:25], 0, v[0:1]
	global_load_dwordx2 v[44:45], v[44:45], off
	s_branch .LBB0_10
.LBB0_19:                               ; %Flow
	v_mov_b32_e32 v33, v45
	v_mov_b32_e32 v32, v44
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v30, v42
	v_mov_b32_e32 v35, v41
	v_mov_b32_e32 v34, v40
	v_mov_b32_e32 v37, v39
	v_mov_b32_e32 v36, v38
.LBB0_20:
	s_waitcnt vmcnt(0)
	s_nop 0
	v_mfma_f32_16x16x16_f16 v[14:17], v[36:37], v[30:31], v[14:17]
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[10:11], 0
	s_cselect_b64 s[18:19], -1, 0
	v_ashrrev_i32_e32 v21, 31, v20
	v_mfma_f32_16x16x16_f16 v[10:13], v[36:37], v[32:33], v[10:13]
	s_and_b64 s[16:17], s[18:19], s[6:7]
	v_mov_b32_e32 v19, 0
	v_lshl_add_u64 v[22:23], v[20:21], 2, s[10:11]
	v_mfma_f32_16x16x16_f16 v[6:9], v[34:35], v[30:31], v[6:9]
	v_mfma_f32_16x16x16_f16 v[0:3], v[34:35], v[32:33], v[2:5]
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_22
; %bb.21:
	global_load_dword v19, v[22:23], off
.LBB0_22:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v18, s22, v18
	s_cmp_eq_u32 s15, 0
	v_cmp_gt_i32_e64 s[0:1], s12, v18
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[4:5], s[0:1], s[6:7]
	v_lshl_add_u64 v[4:5], v[20:21], 2, s[8:9]
	s_or_b64 s[8:9], s[20:21], s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB0_24
; %bb.23:
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v14, v19, v14
	v_max_f32_e32 v20, 0, v14
	v_cndmask_b32_e64 v14, v20, v14, s[2:3]
	v_mad_i64_i32 v[20:21], s[8:9], v18, s13, 0
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[4:5]
	global_store_dword v[20:21], v14, off
.LBB0_24:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v14, 1, v18
	v_cmp_gt_i32_e64 s[4:5], s12, v14
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_or_b64 s[10:11], s[20:21], s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB0_26
; %bb.25:
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v15, v19, v15
	v_max_f32_e32 v20, 0, v15
	v_cndmask_b32_e64 v15, v20, v15, s[2:3]
	v_mad_i64_i32 v[20:21], s[10:11], v14, s13, 0
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[4:5]
	global_store_dword v[20:21], v15, off
.LBB0_26:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v15, 2, v18
	v_cmp_gt_i32_e64 s[8:9], s12, v15
	s_and_b64 s[10:11], s[8:9], s[6:7]
	s_or_b64 s[14:15], s[20:21], s[10:11]
	s_and_saveexec_b64 s[10:11], s[14:15]
	s_cbranch_execz .LBB0_28
; %bb.27:
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v16, v19, v16
	v_max_f32_e32 v20, 0, v16
	v_cndmask_b32_e64 v16, v20, v16, s[2:3]
	v_mad_i64_i32 v[20:21], s[14:15], v15, s13, 0
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[4:5]
	global_store_dword v[20:21], v16, off
.LBB0_28:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v16, 3, v18
	v_cmp_gt_i32_e64 s[10:11], s12, v16
	s_and_b64 s[14:15], s[10:11], s[6:7]
	s_or_b64 s[22:23], s[20:21], s[14:15]
	s_and_saveexec_b64 s[14:15], s[22:23]
	s_cbranch_execz .LBB0_30
; %bb.29:
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v17, v19, v17
	v_max_f32_e32 v19, 0, v17
	v_mad_i64_i32 v[20:21], s[22:23], v16, s13, 0
	v_cndmask_b32_e64 v17, v19, v17, s[2:3]
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[4:5]
	global_store_dword v[20:21], v17, off
.LBB0_30:
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[14:15], s[18:19], vcc
	v_mov_b32_e32 v17, 0
	s_and_saveexec_b64 s[18:19], s[14:15]
	s_cbranch_execz .LBB0_32
; %bb.31:
	global_load_dword v17, v[22:23], off offset:64
.LBB0_32:
	s_or_b64 exec, exec, s[18:19]
	s_and_b64 s[0:1], s[0:1], vcc
	s_or_b64 s[18:19], s[20:21], s[0:1]
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB0_34
; %bb.33:
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v10, v17, v10
	v_max_f32_e32 v19, 0, v10
	v_mad_i64_i32 v[20:21], s[18:19], v18, s13, 0
	v_cndmask_b32_e64 v10, v19, v10, s[2:3]
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[4:5]
	global_store_dword v[20:21], v10, off offset:64
.LBB0_34:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[0:1], s[4:5], vcc
	s_or_b64 s[4:5], s[20:21], s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_36
; %bb.35:
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v10, v17, v11
	v_max_f32_e32 v11, 0, v10
	v_cndmask_b32_e64 v19, v11, v10, s[2:3]
	v_mad_i64_i32 v[10:11], s[4:5], v14, s13, 0
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[4:5]
	global_store_dword v[10:11], v19, off offset:64
.LBB0_36:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[0:1], s[8:9], vcc
	s_or_b64 s[4:5], s[20:21], s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_38
; %bb.37:
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v10, v17, v12
	v_max_f32_e32 v11, 0, v10
	v_cndmask_b32_e64 v12, v11, v10, s[2:3]
	v_mad_i64_i32 v[10:11], s[4:5], v15, s13, 0
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[4:5]
	global_store_dword v[10:11], v12, off offset:64
.LBB0_38:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[0:1], s[10:11], vcc
	s_or_b64 s[4:5], s[20:21], s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_40
; %bb.39:
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v10, v17, v13
	v_max_f32_e32 v11, 0, v10
	v_cndmask_b32_e64 v12, v11, v10, s[2:3]
	v_mad_i64_i32 v[10:11], s[4:5], v16, s13, 0
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[4:5]
	global_store_dword v[10:11], v12, off offset:64
.LBB0_40:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v11, 0
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_42
; %bb.41:
	global_load_dword v11, v[22:23], off
.LBB0_42:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v10, 16, v18
	v_cmp_gt_i32_e64 s[0:1], s12, v10
	s_and_b64 s[4:5], s[0:1], s[6:7]
	s_or_b64 s[8:9], s[20:21], s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB0_44
; %bb.43:
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v6, v11, v6
	v_max_f32_e32 v12, 0, v6
	v_cndmask_b32_e64 v6, v12, v6, s[2:3]
	v_mad_i64_i32 v[12:13], s[8:9], v10, s13, 0
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[4:5]
	global_store_dword v[12:13], v6, off
.LBB0_44:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v6, 17, v18
	v_cmp_gt_i32_e64 s[4:5], s12, v6
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_or_b64 s[10:11], s[20:21], s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB0_46
; %bb.45:
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v7, v11, v7
	v_max_f32_e32 v12, 0, v7
	v_cndmask_b32_e64 v7, v12, v7, s[2:3]
	v_mad_i64_i32 v[12:13], s[10:11], v6, s13, 0
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[4:5]
	global_store_dword v[12:13], v7, off
.LBB0_46:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v7, 18, v18
	v_cmp_gt_i32_e64 s[8:9], s12, v7
	s_and_b64 s[10:11], s[8:9], s[6:7]
	s_or_b64 s[16:17], s[20:21], s[10:11]
	s_and_saveexec_b64 s[10:11], s[16:17]
	s_cbranch_execz .LBB0_48
; %bb.47:
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v8, v11, v8
	v_max_f32_e32 v12, 0, v8
	v_cndmask_b32_e64 v8, v12, v8, s[2:3]
	v_mad_i64_i32 v[12:13], s[16:17], v7, s13, 0
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[4:5]
	global_store_dword v[12:13], v8, off
.LBB0_48:
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v8, 19, v18
	v_cmp_gt_i32_e64 s[10:11], s12, v8
	s_and_b64 s[6:7], s[10:11], s[6:7]
	s_or_b64 s[16:17], s[20:21], s[6:7]
	s_and_saveexec_b64 s[6:7], s[16:17]
	s_cbranch_execz .LBB0_50
; %bb.49:
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v9, v11, v9
	v_max_f32_e32 v11, 0, v9
	v_mad_i64_i32 v[12:13], s[16:17], v8, s13, 0
	v_cndmask_b32_e64 v9, v11, v9, s[2:3]
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[4:5]
	global_store_dword v[12:13], v9, off
.LBB0_50:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v9, 0
	s_and_saveexec_b64 s[6:7], s[14:15]
	s_cbranch_execz .LBB0_52
; %bb.51:
	global_load_dword v9, v[22:23], off offset:64
.LBB0_52:
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[0:1], s[0:1], vcc
	s_or_b64 s[6:7], s[20:21], s[0:1]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_54
; %bb.53:
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v9, v0
	v_max_f32_e32 v11, 0, v0
	v_cndmask_b32_e64 v0, v11, v0, s[2:3]
	v_mad_i64_i32 v[10:11], s[6:7], v10, s13, 0
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[4:5]
	global_store_dword v[10:11], v0, off offset:64
.LBB0_54:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[0:1], s[4:5], vcc
	s_or_b64 s[4:5], s[20:21], s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_56
; %bb.55:
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v9, v1
	v_max_f32_e32 v1, 0, v0
	v_cndmask_b32_e64 v10, v1, v0, s[2:3]
	v_mad_i64_i32 v[0:1], s[4:5], v6, s13, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	global_store_dword v[0:1], v10, off offset:64
.LBB0_56:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[0:1], s[8:9], vcc
	s_or_b64 s[4:5], s[20:21], s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_58
; %bb.57:
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v9, v2
	v_max_f32_e32 v1, 0, v0
	v_cndmask_b32_e64 v2, v1, v0, s[2:3]
	v_mad_i64_i32 v[0:1], s[4:5], v7, s13, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	global_store_dword v[0:1], v2, off offset:64
.LBB0_58:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[0:1], s[10:11], vcc
	s_or_b64 s[0:1], s[20:21], s[0:1]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_60
; %bb.59:
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v9, v3
	v_max_f32_e32 v1, 0, v0
	v_cndmask_b32_e64 v2, v1, v0, s[2:3]
	v_mad_i64_i32 v[0:1], s[0:1], v8, s13, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	global_store_dword v[0:1], v2, off offset:64
.LBB0_60:
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 28
		.amdhsa_accum_offset 48
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
	.size	gemm_pipelined, .Lfunc_end0-gemm_pipelined
                                        ; -- End function
	.set gemm_pipelined.num_vgpr, 46
	.set gemm_pipelined.num_agpr, 0
	.set gemm_pipelined.numbered_sgpr, 28
	.set gemm_pipelined.num_named_barrier, 0
	.set gemm_pipelined.private_seg_size, 0
	.set gemm_pipelined.uses_vcc, 1
	.set gemm_pipelined.uses_flat_scratch, 0
	.set gemm_pipelined.has_dyn_sized_stack, 0
	.set gemm_pipelined.has_recursion, 0
	.set gemm_pipelined.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2304
; TotalNumSgprs: 34
; NumVgprs: 46
; NumAgprs: 0
; TotalNumVgprs: 46
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 46
; AccumOffset: 48
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 11
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
    .max_flat_workgroup_size: 64
    .name:           gemm_pipelined
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         gemm_pipelined.kd
    .uses_dynamic_stack: false
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
