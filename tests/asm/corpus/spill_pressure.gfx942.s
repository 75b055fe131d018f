	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	outer_product_blocked   ; -- Begin function outer_product_blocked
	.globl	outer_product_blocked
	.p2align	8
	.type	outer_product_blocked,@function
outer_product_blocked:                  ; @outer_product_blocked
; %bb.0:
	s_load_dwordx2 s[8:9], s[0:1], 0x18
	s_lshl_b32 s2, s2, 10
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s8, 1
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.preheader
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_add_u32_e32 v2, s2, v0
	v_ashrrev_i32_e32 v3, 31, v2
	scratch_store_dword off, v0, off offset:128 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 5, v[2:3]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	scratch_store_dwordx2 off, v[0:1], off offset:80 ; 8-byte Folded Spill
	scratch_store_dwordx4 off, v[2:5], off  ; 16-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	scratch_store_dwordx4 off, v[6:9], off offset:32 ; 16-byte Folded Spill
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	scratch_store_dwordx4 off, v[0:3], off offset:16 ; 16-byte Folded Spill
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	scratch_store_dwordx4 off, v[6:9], off offset:48 ; 16-byte Folded Spill
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
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
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	scratch_store_dwordx4 off, v[6:9], off offset:64 ; 16-byte Folded Spill
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	scratch_load_dwordx2 v[0:1], off, off offset:80 ; 8-byte Folded Reload
	v_mov_b64_e32 v[56:57], v[18:19]
	v_mov_b64_e32 v[54:55], v[16:17]
	v_mov_b64_e32 v[44:45], v[12:13]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[42:43], v[10:11]
	v_mov_b64_e32 v[18:19], v[2:3]
	s_add_i32 s8, s8, -1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[62:63], s[4:5], 0, v[0:1]
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[0:1]
	global_load_dwordx4 v[14:17], v[62:63], off
	global_load_dwordx4 v[10:13], v[6:7], off
	scratch_load_dwordx4 v[0:3], off, off offset:16 ; 16-byte Folded Reload
	s_add_u32 s6, s6, 0x10000
	global_load_dwordx4 v[6:9], v[6:7], off offset:16
	s_addc_u32 s7, s7, 0
	s_add_u32 s4, s4, 0x10000
	s_addc_u32 s5, s5, 0
	s_cmp_lg_u32 s8, 0
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[58:59], v[14:15], v[10:11], v[58:59] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[0:1], v[14:15], v[10:11], v[0:1] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[14:15], v[12:13], v[2:3] op_sel:[1,0,0]
	scratch_store_dwordx4 off, v[0:3], off offset:16 ; 16-byte Folded Spill
	scratch_load_dwordx4 v[0:3], off, off   ; 16-byte Folded Reload
	v_pk_fma_f32 v[60:61], v[14:15], v[12:13], v[60:61] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[50:51], v[14:15], v[6:7], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[14:15], v[8:9], v[52:53] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[14:15], v[6:7], v[0:1] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[14:15], v[8:9], v[2:3] op_sel:[1,0,0]
	scratch_store_dwordx4 off, v[0:3], off  ; 16-byte Folded Spill
	s_nop 1
	v_mov_b64_e32 v[2:3], v[18:19]
	v_mov_b64_e32 v[4:5], v[20:21]
	scratch_load_dwordx4 v[18:21], off, off offset:32 ; 16-byte Folded Reload
	v_pk_fma_f32 v[2:3], v[16:17], v[6:7], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[16:17], v[8:9], v[4:5] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v0, v17
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[18:19], v[16:17], v[10:11], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[16:17], v[12:13], v[20:21] op_sel_hi:[0,1,1]
	scratch_store_dwordx4 off, v[18:21], off offset:32 ; 16-byte Folded Spill
	global_load_dwordx4 v[14:17], v[62:63], off offset:16
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[46:47], v[14:15], v[10:11], v[46:47] op_sel_hi:[0,1,1]
	scratch_load_dwordx4 v[18:21], off, off offset:64 ; 16-byte Folded Reload
	v_pk_fma_f32 v[48:49], v[14:15], v[12:13], v[48:49] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[14:15], v[10:11], v[38:39] op_sel:[1,0,0]
	v_pk_fma_f32 v[40:41], v[14:15], v[12:13], v[40:41] op_sel:[1,0,0]
	v_pk_fma_f32 v[34:35], v[14:15], v[6:7], v[34:35] op_sel:[1,0,0]
	v_pk_fma_f32 v[36:37], v[14:15], v[8:9], v[36:37] op_sel:[1,0,0]
	v_pk_fma_f32 v[30:31], v[16:17], v[10:11], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[16:17], v[12:13], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[16:17], v[6:7], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[16:17], v[8:9], v[28:29] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[18:19], v[14:15], v[6:7], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[14:15], v[8:9], v[20:21] op_sel_hi:[0,1,1]
	scratch_store_dwordx4 off, v[18:21], off offset:64 ; 16-byte Folded Spill
	v_mov_b32_e32 v14, v17
	scratch_load_dwordx4 v[16:19], off, off offset:48 ; 16-byte Folded Reload
	v_pk_fma_f32 v[22:23], v[14:15], v[10:11], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], v[14:15], v[12:13], v[24:25] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[16:17], v[0:1], v[10:11], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[0:1], v[12:13], v[18:19] op_sel_hi:[0,1,1]
	scratch_store_dwordx4 off, v[16:19], off offset:48 ; 16-byte Folded Spill
	v_mov_b64_e32 v[10:11], v[42:43]
	v_mov_b64_e32 v[12:13], v[44:45]
	v_mov_b64_e32 v[16:17], v[54:55]
	v_mov_b64_e32 v[18:19], v[56:57]
	v_pk_fma_f32 v[16:17], v[0:1], v[6:7], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[0:1], v[8:9], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[14:15], v[6:7], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[14:15], v[8:9], v[12:13] op_sel_hi:[0,1,1]
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %Flow
	scratch_store_dwordx4 off, v[58:61], off offset:96 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[50:53], off offset:80 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[22:25], off offset:112 ; 16-byte Folded Spill
	scratch_load_dwordx4 v[42:45], off, off offset:64 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[54:57], off, off offset:48 ; 16-byte Folded Reload
	v_mov_b64_e32 v[22:23], v[4:5]
	v_mov_b64_e32 v[20:21], v[2:3]
	scratch_load_dwordx4 v[2:5], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[6:9], off, off   ; 16-byte Folded Reload
	scratch_load_dwordx4 v[50:53], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dword v0, off, off offset:128 ; 4-byte Folded Reload
	s_branch .LBB0_5
.LBB0_4:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	scratch_store_dwordx4 off, v[2:5], off offset:112 ; 16-byte Folded Spill
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
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	scratch_store_dwordx4 off, v[58:61], off offset:96 ; 16-byte Folded Spill
	s_nop 1
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	scratch_store_dwordx4 off, v[58:61], off offset:80 ; 16-byte Folded Spill
.LBB0_5:                                ; %Flow339
	scratch_load_dwordx4 v[58:61], off, off offset:96 ; 16-byte Folded Reload
	s_load_dwordx2 s[0:1], s[0:1], 0x10
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v0, s2, v0
	v_mad_i64_i32 v[0:1], s[2:3], v0, s9, 0
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[0:1]
	s_ashr_i32 s1, s9, 31
	s_mov_b32 s0, s9
	s_lshl_b64 s[0:1], s[0:1], 2
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[0:1], v[58:61], off
	scratch_load_dwordx4 v[58:61], off, off offset:80 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[0:1], v[58:61], off offset:16
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dwordx4 v[0:1], v[50:53], off
	global_store_dwordx4 v[0:1], v[6:9], off offset:16
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dwordx4 v[0:1], v[2:5], off
	global_store_dwordx4 v[0:1], v[20:23], off offset:16
	scratch_load_dwordx4 v[2:5], off, off offset:112 ; 16-byte Folded Reload
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dwordx4 v[0:1], v[54:57], off
	global_store_dwordx4 v[0:1], v[16:19], off offset:16
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dwordx4 v[0:1], v[46:49], off
	global_store_dwordx4 v[0:1], v[42:45], off offset:16
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dwordx4 v[0:1], v[38:41], off
	global_store_dwordx4 v[0:1], v[34:37], off offset:16
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	global_store_dwordx4 v[0:1], v[30:33], off
	global_store_dwordx4 v[0:1], v[26:29], off offset:16
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	s_waitcnt vmcnt(8)
	global_store_dwordx4 v[0:1], v[2:5], off
	global_store_dwordx4 v[0:1], v[10:13], off offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel outer_product_blocked
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 136
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 64
		.amdhsa_reserve_vcc 0
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
	.set outer_product_blocked.numbered_sgpr, 10
	.set outer_product_blocked.num_named_barrier, 0
	.set outer_product_blocked.private_seg_size, 136
	.set outer_product_blocked.uses_vcc, 0
	.set outer_product_blocked.uses_flat_scratch, 0
	.set outer_product_blocked.has_dyn_sized_stack, 0
	.set outer_product_blocked.has_recursion, 0
	.set outer_product_blocked.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1532
; TotalNumSgprs: 16
; NumVgprs: 64
; NumAgprs: 0
; TotalNumVgprs: 64
; ScratchSize: 136
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 64
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
    .private_segment_fixed_size: 136
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         outer_product_blocked.kd
    .uses_dynamic_stack: false
    .vgpr_count:     64
    .vgpr_spill_count: 67
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
