	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.protected	outer_product_blocked   ; -- Begin function outer_product_blocked
	.globl	outer_product_blocked
	.p2align	8
	.type	outer_product_blocked,@function
outer_product_blocked:                  ; @outer_product_blocked
; %bb.0:
	s_mov_b64 s[14:15], s[2:3]
	s_mov_b64 s[12:13], s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x10
	s_add_u32 s12, s12, s7
	s_addc_u32 s13, s13, 0
	s_lshl_b32 s8, s6, 10
	v_mov_b32_e32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s2, 1
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.preheader
	v_add_u32_e32 v2, s8, v1
	v_ashrrev_i32_e32 v3, 31, v2
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b64 v[2:3], 5, v[2:3]
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	buffer_store_dword v2, off, s[12:15], 0 offset:80 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[12:15], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[12:15], 0 offset:16 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v7, off, s[12:15], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[12:15], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[12:15], 0 offset:28 ; 4-byte Folded Spill
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	buffer_store_dword v2, off, s[12:15], 0 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[12:15], 0 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[12:15], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[12:15], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[12:15], 0 offset:32 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v7, off, s[12:15], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[12:15], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[12:15], 0 offset:44 ; 4-byte Folded Spill
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	buffer_store_dword v6, off, s[12:15], 0 offset:48 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v7, off, s[12:15], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[12:15], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[12:15], 0 offset:60 ; 4-byte Folded Spill
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	buffer_load_dword v6, off, s[12:15], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[12:15], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v16, off, s[12:15], 0 offset:64 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v17, off, s[12:15], 0 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[12:15], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[12:15], 0 offset:76 ; 4-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s5
	v_pk_mov_b32 v[18:19], v[54:55], v[54:55] op_sel:[0,1]
	v_pk_mov_b32 v[20:21], v[56:57], v[56:57] op_sel:[0,1]
	v_pk_mov_b32 v[56:57], v[24:25], v[24:25] op_sel:[0,1]
	v_pk_mov_b32 v[48:49], v[12:13], v[12:13] op_sel:[0,1]
	v_pk_mov_b32 v[54:55], v[22:23], v[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[22:23], v[50:51], v[50:51] op_sel:[0,1]
	v_pk_mov_b32 v[46:47], v[10:11], v[10:11] op_sel:[0,1]
	v_pk_mov_b32 v[24:25], v[52:53], v[52:53] op_sel:[0,1]
	buffer_load_dword v50, off, s[12:15], 0 ; 4-byte Folded Reload
	buffer_load_dword v51, off, s[12:15], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v52, off, s[12:15], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v53, off, s[12:15], 0 offset:12 ; 4-byte Folded Reload
	s_add_i32 s2, s2, -1
	s_waitcnt vmcnt(9)
	v_add_co_u32_e32 v62, vcc, s4, v6
	s_waitcnt vmcnt(8)
	v_addc_co_u32_e32 v63, vcc, v0, v7, vcc
	v_mov_b32_e32 v0, s7
	v_add_co_u32_e32 v6, vcc, s6, v6
	v_addc_co_u32_e32 v7, vcc, v0, v7, vcc
	global_load_dwordx4 v[14:17], v[62:63], off
	global_load_dwordx4 v[10:13], v[6:7], off
	s_add_u32 s6, s6, 0x10000
	global_load_dwordx4 v[6:9], v[6:7], off offset:16
	s_addc_u32 s7, s7, 0
	s_add_u32 s4, s4, 0x10000
	s_addc_u32 s5, s5, 0
	s_cmp_lg_u32 s2, 0
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v0, v17
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[58:59], v[14:15], v[10:11], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[14:15], v[12:13], v[60:61] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[50:51], v[14:15], v[6:7], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[14:15], v[8:9], v[52:53] op_sel_hi:[0,1,1]
	buffer_store_dword v50, off, s[12:15], 0 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v51, off, s[12:15], 0 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v52, off, s[12:15], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v53, off, s[12:15], 0 offset:12 ; 4-byte Folded Spill
	buffer_load_dword v50, off, s[12:15], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v51, off, s[12:15], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v52, off, s[12:15], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v53, off, s[12:15], 0 offset:28 ; 4-byte Folded Reload
	v_pk_fma_f32 v[2:3], v[14:15], v[6:7], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[14:15], v[8:9], v[4:5] op_sel:[1,0,0]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[50:51], v[14:15], v[10:11], v[50:51] op_sel:[1,0,0]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[52:53], v[14:15], v[12:13], v[52:53] op_sel:[1,0,0]
	buffer_store_dword v50, off, s[12:15], 0 offset:16 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v51, off, s[12:15], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v52, off, s[12:15], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v53, off, s[12:15], 0 offset:28 ; 4-byte Folded Spill
	v_pk_mov_b32 v[52:53], v[24:25], v[24:25] op_sel:[0,1]
	v_pk_mov_b32 v[50:51], v[22:23], v[22:23] op_sel:[0,1]
	buffer_load_dword v22, off, s[12:15], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v23, off, s[12:15], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v24, off, s[12:15], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[12:15], 0 offset:44 ; 4-byte Folded Reload
	v_pk_fma_f32 v[50:51], v[16:17], v[6:7], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[16:17], v[8:9], v[52:53] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[22:23], v[16:17], v[10:11], v[22:23] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[24:25], v[16:17], v[12:13], v[24:25] op_sel_hi:[0,1,1]
	buffer_store_dword v22, off, s[12:15], 0 offset:32 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v23, off, s[12:15], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[12:15], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[12:15], 0 offset:44 ; 4-byte Folded Spill
	v_pk_mov_b32 v[22:23], v[54:55], v[54:55] op_sel:[0,1]
	v_pk_mov_b32 v[24:25], v[56:57], v[56:57] op_sel:[0,1]
	v_pk_mov_b32 v[56:57], v[20:21], v[20:21] op_sel:[0,1]
	v_pk_mov_b32 v[54:55], v[18:19], v[18:19] op_sel:[0,1]
	global_load_dwordx4 v[14:17], v[62:63], off offset:16
	buffer_load_dword v18, off, s[12:15], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v19, off, s[12:15], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v20, off, s[12:15], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[12:15], 0 offset:60 ; 4-byte Folded Reload
	v_pk_fma_f32 v[22:23], v[0:1], v[10:11], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], v[0:1], v[12:13], v[24:25] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[54:55], v[14:15], v[6:7], v[54:55] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[18:19], v[14:15], v[10:11], v[18:19] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[20:21], v[14:15], v[12:13], v[20:21] op_sel_hi:[0,1,1]
	buffer_store_dword v18, off, s[12:15], 0 offset:48 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v19, off, s[12:15], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[12:15], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v21, off, s[12:15], 0 offset:60 ; 4-byte Folded Spill
	v_pk_fma_f32 v[56:57], v[14:15], v[8:9], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[14:15], v[10:11], v[38:39] op_sel:[1,0,0]
	v_pk_fma_f32 v[40:41], v[14:15], v[12:13], v[40:41] op_sel:[1,0,0]
	v_pk_fma_f32 v[34:35], v[14:15], v[6:7], v[34:35] op_sel:[1,0,0]
	v_pk_fma_f32 v[36:37], v[14:15], v[8:9], v[36:37] op_sel:[1,0,0]
	v_pk_fma_f32 v[30:31], v[16:17], v[10:11], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[16:17], v[12:13], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[16:17], v[6:7], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[16:17], v[8:9], v[28:29] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v14, v17
	buffer_load_dword v16, off, s[12:15], 0 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[12:15], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v18, off, s[12:15], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v19, off, s[12:15], 0 offset:76 ; 4-byte Folded Reload
	v_pk_fma_f32 v[42:43], v[14:15], v[10:11], v[42:43] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[14:15], v[12:13], v[44:45] op_sel_hi:[0,1,1]
	v_pk_mov_b32 v[10:11], v[46:47], v[46:47] op_sel:[0,1]
	v_pk_mov_b32 v[12:13], v[48:49], v[48:49] op_sel:[0,1]
	v_pk_fma_f32 v[10:11], v[14:15], v[6:7], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[14:15], v[8:9], v[12:13] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[16:17], v[0:1], v[6:7], v[16:17] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[18:19], v[0:1], v[8:9], v[18:19] op_sel_hi:[0,1,1]
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %Flow
	buffer_store_dword v58, off, s[12:15], 0 offset:80 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v59, off, s[12:15], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[12:15], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[12:15], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[12:15], 0 offset:64 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[12:15], 0 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[12:15], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[12:15], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[12:15], 0 offset:96 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v43, off, s[12:15], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[12:15], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[12:15], 0 offset:108 ; 4-byte Folded Spill
	v_pk_mov_b32 v[42:43], v[54:55], v[54:55] op_sel:[0,1]
	v_pk_mov_b32 v[44:45], v[56:57], v[56:57] op_sel:[0,1]
	v_pk_mov_b32 v[56:57], v[24:25], v[24:25] op_sel:[0,1]
	v_pk_mov_b32 v[54:55], v[22:23], v[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[20:21], v[50:51], v[50:51] op_sel:[0,1]
	v_pk_mov_b32 v[22:23], v[52:53], v[52:53] op_sel:[0,1]
	buffer_load_dword v50, off, s[12:15], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v51, off, s[12:15], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v52, off, s[12:15], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v53, off, s[12:15], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[12:15], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[12:15], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[12:15], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[12:15], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[12:15], 0  ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[12:15], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[12:15], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[12:15], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[12:15], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[12:15], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v48, off, s[12:15], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v49, off, s[12:15], 0 offset:60 ; 4-byte Folded Reload
	s_branch .LBB0_5
.LBB0_4:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	buffer_store_dword v2, off, s[12:15], 0 offset:96 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[12:15], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[12:15], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[12:15], 0 offset:108 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	buffer_store_dword v2, off, s[12:15], 0 offset:64 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[12:15], 0 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[12:15], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[12:15], 0 offset:76 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	buffer_store_dword v2, off, s[12:15], 0 offset:80 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[12:15], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[12:15], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[12:15], 0 offset:92 ; 4-byte Folded Spill
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
.LBB0_5:
	v_or_b32_e32 v0, s8, v1
	s_ashr_i32 s5, s3, 31
	s_mov_b32 s4, s3
	v_mad_i64_i32 v[0:1], s[2:3], v0, s3, 0
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_mov_b32_e32 v6, s1
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	buffer_load_dword v6, off, s[12:15], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[12:15], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[12:15], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[12:15], 0 offset:92 ; 4-byte Folded Reload
	s_lshl_b64 s[0:1], s[4:5], 2
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[0:1], v[6:9], off
	global_store_dwordx4 v[0:1], v[2:5], off offset:16
	buffer_load_dword v4, off, s[12:15], 0 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[12:15], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[12:15], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[12:15], 0 offset:76 ; 4-byte Folded Reload
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_mov_b32_e32 v2, s1
	v_addc_co_u32_e32 v1, vcc, v1, v2, vcc
	global_store_dwordx4 v[0:1], v[58:61], off
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v[0:1], v[4:7], off offset:16
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v2, vcc
	global_store_dwordx4 v[0:1], v[50:53], off
	global_store_dwordx4 v[0:1], v[20:23], off offset:16
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v2, vcc
	global_store_dwordx4 v[0:1], v[54:57], off
	global_store_dwordx4 v[0:1], v[16:19], off offset:16
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v2, vcc
	global_store_dwordx4 v[0:1], v[46:49], off
	global_store_dwordx4 v[0:1], v[42:45], off offset:16
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v2, vcc
	global_store_dwordx4 v[0:1], v[38:41], off
	global_store_dwordx4 v[0:1], v[34:37], off offset:16
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v2, vcc
	global_store_dwordx4 v[0:1], v[30:33], off
	global_store_dwordx4 v[0:1], v[26:29], off offset:16
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v2, vcc
	buffer_load_dword v2, off, s[12:15], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[12:15], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[12:15], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[12:15], 0 offset:108 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[0:1], v[2:5], off
	global_store_dwordx4 v[0:1], v[10:13], off offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel outer_product_blocked
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 116
		.amdhsa_kernarg_size 32
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 64
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
	.size	outer_product_blocked, .Lfunc_end0-outer_product_blocked
                                        ; -- End function
	.set outer_product_blocked.num_vgpr, 64
	.set outer_product_blocked.num_agpr, 0
	.set outer_product_blocked.numbered_sgpr, 16
	.set outer_product_blocked.num_named_barrier, 0
	.set outer_product_blocked.private_seg_size, 116
	.set outer_product_blocked.uses_vcc, 1
	.set outer_product_blocked.uses_flat_scratch, 0
	.set outer_product_blocked.has_dyn_sized_stack, 0
	.set outer_product_blocked.has_recursion, 0
	.set outer_product_blocked.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2400
; TotalNumSgprs: 20
; NumVgprs: 64
; NumAgprs: 0
; TotalNumVgprs: 64
; ScratchSize: 116
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 64
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           outer_product_blocked
    .private_segment_fixed_size: 116
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         outer_product_blocked.kd
    .uses_dynamic_stack: false
    .vgpr_count:     64
    .vgpr_spill_count: 62
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
