	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function poly_eval
	.type	poly_eval,@function
poly_eval:                              ; @poly_eval
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_fmac_f32_e32 v7, v8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v6, v7, v0
	v_fmac_f32_e32 v5, v6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v5, v0
	v_fmac_f32_e32 v3, v4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v2, v3, v0
	v_fma_f32 v0, v2, v0, v1
	s_set_pc_i64 s[30:31]
.Lfunc_end0:
	.size	poly_eval, .Lfunc_end0-poly_eval
                                        ; -- End function
	.set .Lpoly_eval.num_vgpr, 9
	.set .Lpoly_eval.num_agpr, 0
	.set .Lpoly_eval.numbered_sgpr, 32
	.set .Lpoly_eval.num_named_barrier, 0
	.set .Lpoly_eval.private_seg_size, 0
	.set .Lpoly_eval.uses_vcc, 0
	.set .Lpoly_eval.uses_flat_scratch, 0
	.set .Lpoly_eval.has_dyn_sized_stack, 0
	.set .Lpoly_eval.has_recursion, 0
	.set .Lpoly_eval.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 56
; TotalNumSgprs: 32
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	call_poly               ; -- Begin function call_poly
	.globl	call_poly
	.p2align	8
	.type	call_poly,@function
call_poly:                              ; @call_poly
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b32 s12, s[0:1], 0x18
	v_lshl_or_b32 v10, ttmp9, 7, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_ashrrev_i32_e32 v11, 31, v10
	s_wait_kmcnt 0x0
	s_cmp_lt_i32 s12, 1
	s_cbranch_scc1 .LBB1_4
; %bb.1:
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x0
	s_load_b64 s[14:15], s[0:1], 0x10
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v12, 1.0
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[0:1], v[10:11], 2, s[2:3]
	s_load_b256 s[4:11], s[14:15], 0x0
	s_get_pc_i64 s[2:3]
	s_add_nc_u64 s[2:3], s[2:3], poly_eval@rel64+4
	global_load_b32 v0, v[0:1], off
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	s_wait_kmcnt 0x0
	s_wait_xcnt 0x0
	v_dual_mov_b32 v1, s4 :: v_dual_mov_b32 v2, s5
	v_dual_mov_b32 v3, s6 :: v_dual_mov_b32 v4, s7
	v_dual_mov_b32 v5, s8 :: v_dual_mov_b32 v6, s9
	v_dual_mov_b32 v7, s10 :: v_dual_mov_b32 v8, s11
	s_swap_pc_i64 s[30:31], s[2:3]
	v_dual_add_f32 v9, v9, v0 :: v_dual_mul_f32 v12, v12, v0
	v_mul_f32_e32 v0, 0.5, v0
	s_add_co_i32 s12, s12, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s12, 0
	s_cbranch_scc1 .LBB1_2
; %bb.3:
	v_add_f32_e32 v0, v9, v12
	s_branch .LBB1_5
.LBB1_4:
	v_mov_b32_e32 v0, 1.0
.LBB1_5:                                ; %Flow
	s_load_b64 s[0:1], s[0:1], 0x8
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[2:3], v[10:11], 2, s[0:1]
	global_store_b32 v[2:3], v0, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel call_poly
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 33
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
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
.Lfunc_end1:
	.size	call_poly, .Lfunc_end1-call_poly
                                        ; -- End function
	.set call_poly.num_vgpr, max(13, .Lpoly_eval.num_vgpr)
	.set call_poly.num_agpr, max(0, .Lpoly_eval.num_agpr)
	.set call_poly.numbered_sgpr, max(33, .Lpoly_eval.numbered_sgpr)
	.set call_poly.num_named_barrier, max(0, .Lpoly_eval.num_named_barrier)
	.set call_poly.private_seg_size, 0+max(.Lpoly_eval.private_seg_size)
	.set call_poly.uses_vcc, or(0, .Lpoly_eval.uses_vcc)
	.set call_poly.uses_flat_scratch, or(0, .Lpoly_eval.uses_flat_scratch)
	.set call_poly.has_dyn_sized_stack, or(0, .Lpoly_eval.has_dyn_sized_stack)
	.set call_poly.has_recursion, or(0, .Lpoly_eval.has_recursion)
	.set call_poly.has_indirect_call, or(0, .Lpoly_eval.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 244
; TotalNumSgprs: 33
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 33
; NumVGPRsForWavesPerEU: 13
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2align	2                               ; -- Begin function many_args
	.type	many_args,@function
many_args:                              ; @many_args
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_clause 0xb
	scratch_load_b32 v37, off, s32 offset:8
	scratch_load_b32 v36, off, s32 offset:4
	scratch_load_b32 v39, off, s32 offset:24
	scratch_load_b32 v31, off, s32
	scratch_load_b32 v38, off, s32 offset:20
	scratch_load_b32 v49, off, s32 offset:16
	scratch_load_b32 v48, off, s32 offset:12
	scratch_load_b32 v51, off, s32 offset:32
	scratch_load_b32 v50, off, s32 offset:28
	scratch_load_b32 v32, off, s32 offset:44
	scratch_load_b32 v35, off, s32 offset:40
	scratch_load_b32 v34, off, s32 offset:36
	v_pk_mul_f32 v[10:11], v[10:11], v[14:15]
	v_pk_mul_f32 v[8:9], v[8:9], v[12:13]
	v_xor_b32_e32 v13, 0x80000000, v17
	v_xor_b32_e32 v12, 0x80000000, v16
	v_xor_b32_e32 v15, 0x80000000, v19
	v_xor_b32_e32 v14, 0x80000000, v18
	v_pk_fma_f32 v[0:1], v[0:1], v[4:5], v[8:9]
	v_pk_fma_f32 v[2:3], v[2:3], v[6:7], v[10:11]
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_pk_fma_f32 v[0:1], v[12:13], v[20:21], v[0:1]
	v_pk_fma_f32 v[2:3], v[14:15], v[22:23], v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_pk_fma_f32 v[0:1], v[24:25], v[28:29], v[0:1]
	s_wait_loadcnt 0x8
	v_pk_fma_f32 v[2:3], v[26:27], v[30:31], v[2:3]
	s_wait_loadcnt 0x7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_pk_fma_f32 v[0:1], v[36:37], v[38:39], v[0:1]
	s_wait_loadcnt 0x3
	v_pk_fma_f32 v[2:3], v[48:49], v[50:51], v[2:3]
	s_wait_loadcnt 0x2
	s_wait_xcnt 0x0
	v_cmpx_lt_i32_e32 -1, v32
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_dual_add_f32 v4, v0, v1 :: v_dual_mov_b32 v33, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v6, v2, v4
	s_wait_loadcnt 0x0
	v_lshl_add_u64 v[4:5], v[32:33], 2, v[34:35]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v6, v3, v6
	global_store_b32 v[4:5], v6, off
.LBB2_2:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end2:
	.size	many_args, .Lfunc_end2-many_args
                                        ; -- End function
	.set .Lmany_args.num_vgpr, 52
	.set .Lmany_args.num_agpr, 0
	.set .Lmany_args.numbered_sgpr, 33
	.set .Lmany_args.num_named_barrier, 0
	.set .Lmany_args.private_seg_size, 52
	.set .Lmany_args.uses_vcc, 0
	.set .Lmany_args.uses_flat_scratch, 1
	.set .Lmany_args.has_dyn_sized_stack, 0
	.set .Lmany_args.has_recursion, 0
	.set .Lmany_args.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 376
; TotalNumSgprs: 33
; NumVgprs: 52
; ScratchSize: 52
; MemoryBound: 0
	.text
	.protected	call_many_args          ; -- Begin function call_many_args
	.globl	call_many_args
	.p2align	8
	.type	call_many_args,@function
call_many_args:                         ; @call_many_args
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v32, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	s_get_pc_i64 s[2:3]
	s_add_nc_u64 s[2:3], s[2:3], many_args@rel64+4
	v_lshl_or_b32 v46, ttmp9, 6, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_ashrrev_i32 v33, 3, v46 :: v_dual_bitop2_b32 v32, 7, v32 bitop3:0x40
	v_cmp_eq_u32_e32 vcc_lo, 0, v32
	s_wait_kmcnt 0x0
	v_mad_nc_i64_i32 v[42:43], 0xa0, v46, s[4:5]
	s_clause 0x9
	global_load_b128 v[34:37], v[42:43], off offset:128
	global_load_b128 v[38:41], v[42:43], off offset:144
	global_load_b128 v[28:31], v[42:43], off offset:112
	global_load_b128 v[0:3], v[42:43], off
	global_load_b128 v[4:7], v[42:43], off offset:16
	global_load_b128 v[8:11], v[42:43], off offset:32
	global_load_b128 v[12:15], v[42:43], off offset:48
	global_load_b128 v[16:19], v[42:43], off offset:64
	global_load_b128 v[20:23], v[42:43], off offset:80
	global_load_b128 v[24:27], v[42:43], off offset:96
	v_dual_cndmask_b32 v47, -1, v33 :: v_dual_mov_b32 v48, s1
	s_wait_loadcnt 0x9
	s_wait_xcnt 0x0
	v_dual_mov_b32 v49, s0 :: v_dual_mov_b32 v42, v37
	s_wait_loadcnt 0x8
	v_dual_mov_b32 v43, v38 :: v_dual_mov_b32 v44, v39
	s_wait_loadcnt 0x7
	v_dual_mov_b32 v45, v40 :: v_dual_mov_b32 v32, v31
	v_dual_mov_b32 v33, v34 :: v_dual_mov_b32 v34, v35
	v_mov_b32_e32 v35, v36
	s_clause 0x5
	scratch_store_b32 off, v47, s32 offset:44
	scratch_store_b32 off, v48, s32 offset:40
	scratch_store_b32 off, v49, s32 offset:36
	scratch_store_b32 off, v41, s32 offset:32
	scratch_store_b128 off, v[42:45], s32 offset:16
	scratch_store_b128 off, v[32:35], s32
	s_swap_pc_i64 s[30:31], s[2:3]
	global_store_b128 v46, v[0:3], s[6:7] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel call_many_args
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 52
		.amdhsa_kernarg_size 24
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
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 113
		.amdhsa_next_free_sgpr 33
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 3
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
.Lfunc_end3:
	.size	call_many_args, .Lfunc_end3-call_many_args
                                        ; -- End function
	.set call_many_args.num_vgpr, max(50, .Lmany_args.num_vgpr)
	.set call_many_args.num_agpr, max(0, .Lmany_args.num_agpr)
	.set call_many_args.numbered_sgpr, max(33, .Lmany_args.numbered_sgpr)
	.set call_many_args.num_named_barrier, max(0, .Lmany_args.num_named_barrier)
	.set call_many_args.private_seg_size, 0+max(.Lmany_args.private_seg_size)
	.set call_many_args.uses_vcc, or(1, .Lmany_args.uses_vcc)
	.set call_many_args.uses_flat_scratch, or(1, .Lmany_args.uses_flat_scratch)
	.set call_many_args.has_dyn_sized_stack, or(0, .Lmany_args.has_dyn_sized_stack)
	.set call_many_args.has_recursion, or(0, .Lmany_args.has_recursion)
	.set call_many_args.has_indirect_call, or(0, .Lmany_args.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 376
; TotalNumSgprs: 35
; NumVgprs: 52
; ScratchSize: 52
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 35
; NumVGPRsForWavesPerEU: 113
; NamedBarCnt: 0
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2align	2                               ; -- Begin function lds_window_sum
	.type	lds_window_sum,@function
lds_window_sum:                         ; @lds_window_sum
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_lshlrev_b32_e32 v6, 2, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v0, -16, v6
	ds_load_2addr_b32 v[4:5], v6 offset1:1
	ds_load_2addr_b32 v[0:1], v0 offset1:1
	s_wait_dscnt 0x0
	v_dual_add_f32 v0, 0, v0 :: v_dual_add_nc_u32 v2, -8, v6
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	ds_load_b32 v7, v6 offset:16
	v_add_f32_e32 v8, v0, v1
	ds_load_2addr_b32 v[0:1], v6 offset0:2 offset1:3
	s_wait_dscnt 0x2
	v_add_f32_e32 v2, v8, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v3
	v_add_f32_e32 v2, v2, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v5
	s_wait_dscnt 0x0
	v_add_f32_e32 v0, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v1
	v_add_f32_e32 v0, v0, v7
	s_set_pc_i64 s[30:31]
.Lfunc_end4:
	.size	lds_window_sum, .Lfunc_end4-lds_window_sum
                                        ; -- End function
	.set .Llds_window_sum.num_vgpr, 9
	.set .Llds_window_sum.num_agpr, 0
	.set .Llds_window_sum.numbered_sgpr, 32
	.set .Llds_window_sum.num_named_barrier, 0
	.set .Llds_window_sum.private_seg_size, 0
	.set .Llds_window_sum.uses_vcc, 0
	.set .Llds_window_sum.uses_flat_scratch, 0
	.set .Llds_window_sum.has_dyn_sized_stack, 0
	.set .Llds_window_sum.has_recursion, 0
	.set .Llds_window_sum.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 132
; TotalNumSgprs: 32
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	call_lds_smooth         ; -- Begin function call_lds_smooth
	.globl	call_lds_smooth
	.p2align	8
	.type	call_lds_smooth,@function
call_lds_smooth:                        ; @call_lds_smooth
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b64 s[6:7], s[0:1], 0x0
	s_load_b32 s4, s[0:1], 0x10
	s_mov_b32 s2, ttmp9
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 8
	v_dual_mov_b32 v11, s3 :: v_dual_bitop2_b32 v10, s2, v0 bitop3:0x54
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[2:3], v[10:11], 2, s[6:7]
	s_cmp_lt_i32 s4, 1
	global_load_b32 v1, v[2:3], off
	s_cbranch_scc1 .LBB5_5
; %bb.1:
	v_dual_add_nc_u32 v9, 8, v0 :: v_dual_lshlrev_b32 v12, 2, v0
	v_mov_b32_e32 v13, 0
	s_add_nc_u64 s[8:9], s[0:1], 24
	v_cmp_gt_u32_e32 vcc_lo, 8, v0
	s_get_pc_i64 s[2:3]
	s_add_nc_u64 s[2:3], s[2:3], lds_window_sum@rel64+4
	s_branch .LBB5_3
.LBB5_2:                                ;   in Loop: Header=BB5_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s5
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_mov_b32_e32 v0, v9
	s_barrier_wait -1
	s_swap_pc_i64 s[30:31], s[2:3]
	s_wait_storecnt 0x0
	s_barrier_signal -1
	v_mul_f32_e32 v1, 0x3de38e39, v0
	s_add_co_i32 s4, s4, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s4, 0
	s_barrier_wait -1
	s_cbranch_scc0 .LBB5_5
.LBB5_3:                                ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	ds_store_b32 v12, v1 offset:32
	s_and_saveexec_b32 s5, vcc_lo
	s_cbranch_execz .LBB5_2
; %bb.4:                                ;   in Loop: Header=BB5_3 Depth=1
	ds_store_b32 v12, v13
	ds_store_b32 v12, v13 offset:1056
	s_branch .LBB5_2
.LBB5_5:                                ; %Flow2
	s_load_b64 s[0:1], s[0:1], 0x8
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[2:3], v[10:11], 2, s[0:1]
	s_wait_loadcnt 0x0
	global_store_b32 v[2:3], v1, off
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel call_lds_smooth
		.amdhsa_group_segment_fixed_size 1088
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 33
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 3
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
.Lfunc_end5:
	.size	call_lds_smooth, .Lfunc_end5-call_lds_smooth
                                        ; -- End function
	.set call_lds_smooth.num_vgpr, max(14, .Llds_window_sum.num_vgpr)
	.set call_lds_smooth.num_agpr, max(0, .Llds_window_sum.num_agpr)
	.set call_lds_smooth.numbered_sgpr, max(33, .Llds_window_sum.numbered_sgpr)
	.set call_lds_smooth.num_named_barrier, max(0, .Llds_window_sum.num_named_barrier)
	.set call_lds_smooth.private_seg_size, 0+max(.Llds_window_sum.private_seg_size)
	.set call_lds_smooth.uses_vcc, or(1, .Llds_window_sum.uses_vcc)
	.set call_lds_smooth.uses_flat_scratch, or(0, .Llds_window_sum.uses_flat_scratch)
	.set call_lds_smooth.has_dyn_sized_stack, or(0, .Llds_window_sum.has_dyn_sized_stack)
	.set call_lds_smooth.has_recursion, or(0, .Llds_window_sum.has_recursion)
	.set call_lds_smooth.has_indirect_call, or(0, .Llds_window_sum.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 284
; TotalNumSgprs: 35
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1088 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 35
; NumVGPRsForWavesPerEU: 14
; NamedBarCnt: 0
; Occupancy: 16
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
	.set amdgpu.max_num_vgpr, 52
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 33
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           call_poly
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         call_poly.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           call_many_args
    .private_segment_fixed_size: 52
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         call_many_args.kd
    .uses_dynamic_stack: false
    .vgpr_count:     52
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 1088
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           call_lds_smooth
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         call_lds_smooth.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
