	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function poly_eval
	.type	poly_eval,@function
poly_eval:                              ; @poly_eval
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
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
	s_setpc_b64 s[30:31]
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
; codeLenInByte = 68
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
	s_clause 0x1
	s_load_b32 s10, s[0:1], 0x18
	s_load_b64 s[8:9], s[0:1], 0x8
	v_lshl_or_b32 v0, ttmp9, 7, v0
	s_mov_b32 s32, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64_e32 v[9:10], 2, v[0:1]
	s_wait_kmcnt 0x0
	s_cmp_lt_i32 s10, 1
	s_cbranch_scc1 .LBB1_4
; %bb.1:
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 1.0
	s_wait_kmcnt 0x0
	v_add_co_u32 v0, vcc_lo, s2, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s3, v10, vcc_lo
	s_load_b256 s[0:7], s[0:1], 0x0
	global_load_b32 v0, v[0:1], off
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v1, s0 :: v_dual_mov_b32 v2, s1
	v_dual_mov_b32 v3, s2 :: v_dual_mov_b32 v4, s3
	v_dual_mov_b32 v5, s4 :: v_dual_mov_b32 v6, s5
	v_dual_mov_b32 v7, s6 :: v_dual_mov_b32 v8, s7
	s_getpc_b64 s[12:13]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s13, s13
	s_add_co_u32 s12, s12, poly_eval@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s13, s13, poly_eval@rel32@hi+24
	s_wait_alu depctr_sa_sdst(0)
	s_swappc_b64 s[30:31], s[12:13]
	v_add_f32_e32 v11, v11, v0
	v_mul_f32_e32 v12, v12, v0
	v_mul_f32_e32 v0, 0.5, v0
	s_add_co_i32 s10, s10, -1
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s10, 0
	s_cbranch_scc1 .LBB1_2
; %bb.3:
	v_add_f32_e32 v0, v11, v12
	s_branch .LBB1_5
.LBB1_4:
	v_mov_b32_e32 v0, 1.0
.LBB1_5:
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v1, vcc_lo, s8, v9
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v2, null, s9, v10, vcc_lo
	global_store_b32 v[1:2], v0, off
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
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
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
.Lfunc_end1:
	.size	call_poly, .Lfunc_end1-call_poly
                                        ; -- End function
	.set call_poly.num_vgpr, max(13, .Lpoly_eval.num_vgpr)
	.set call_poly.num_agpr, max(0, .Lpoly_eval.num_agpr)
	.set call_poly.numbered_sgpr, max(33, .Lpoly_eval.numbered_sgpr)
	.set call_poly.num_named_barrier, max(0, .Lpoly_eval.num_named_barrier)
	.set call_poly.private_seg_size, 0+max(.Lpoly_eval.private_seg_size)
	.set call_poly.uses_vcc, or(1, .Lpoly_eval.uses_vcc)
	.set call_poly.uses_flat_scratch, or(0, .Lpoly_eval.uses_flat_scratch)
	.set call_poly.has_dyn_sized_stack, or(0, .Lpoly_eval.has_dyn_sized_stack)
	.set call_poly.has_recursion, or(0, .Lpoly_eval.has_recursion)
	.set call_poly.has_indirect_call, or(0, .Lpoly_eval.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 284
; TotalNumSgprs: 35
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 35
; NumVGPRsForWavesPerEU: 13
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
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	s_clause 0xb
	scratch_load_b32 v32, off, s32 offset:20
	scratch_load_b32 v35, off, s32 offset:4
	scratch_load_b32 v36, off, s32 offset:24
	scratch_load_b32 v37, off, s32
	scratch_load_b32 v38, off, s32 offset:28
	scratch_load_b32 v39, off, s32 offset:12
	scratch_load_b32 v48, off, s32 offset:8
	scratch_load_b32 v49, off, s32 offset:32
	scratch_load_b32 v50, off, s32 offset:16
	scratch_load_b32 v31, off, s32 offset:44
	scratch_load_b32 v33, off, s32 offset:40
	scratch_load_b32 v34, off, s32 offset:36
	v_dual_mul_f32 v10, v10, v14 :: v_dual_mul_f32 v9, v9, v13
	v_dual_mul_f32 v8, v8, v12 :: v_dual_mul_f32 v11, v11, v15
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v10, v2, v6 :: v_dual_fmac_f32 v9, v1, v5
	v_dual_fmac_f32 v8, v0, v4 :: v_dual_fmac_f32 v11, v3, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v2, -v18, v22, v10
	v_fma_f32 v1, -v17, v21, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v0, -v16, v20, v8
	v_fma_f32 v3, -v19, v23, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v2, v26, v30 :: v_dual_fmac_f32 v1, v25, v29
	s_wait_loadcnt 0x8
	v_dual_fmac_f32 v0, v24, v28 :: v_dual_fmac_f32 v3, v27, v37
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v0, v35, v32
	s_wait_loadcnt 0x5
	v_dual_fmac_f32 v2, v39, v38 :: v_dual_fmac_f32 v1, v48, v36
	s_wait_loadcnt 0x3
	v_fmac_f32_e32 v3, v50, v49
	s_wait_loadcnt 0x2
	v_cmpx_lt_i32_e32 -1, v31
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_mov_b32_e32 v32, 0
	v_add_f32_e32 v6, v0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[4:5], 2, v[31:32]
	v_add_f32_e32 v6, v2, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f32_e32 v6, v3, v6
	s_wait_loadcnt 0x0
	v_add_co_u32 v4, vcc_lo, v34, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, v33, v5, vcc_lo
	global_store_b32 v[4:5], v6, off
.LBB2_2:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt 0x0
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	many_args, .Lfunc_end2-many_args
                                        ; -- End function
	.set .Lmany_args.num_vgpr, 51
	.set .Lmany_args.num_agpr, 0
	.set .Lmany_args.numbered_sgpr, 33
	.set .Lmany_args.num_named_barrier, 0
	.set .Lmany_args.private_seg_size, 52
	.set .Lmany_args.uses_vcc, 1
	.set .Lmany_args.uses_flat_scratch, 1
	.set .Lmany_args.has_dyn_sized_stack, 0
	.set .Lmany_args.has_recursion, 0
	.set .Lmany_args.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 392
; TotalNumSgprs: 35
; NumVgprs: 51
; ScratchSize: 52
; MemoryBound: 0
	.text
	.protected	call_many_args          ; -- Begin function call_many_args
	.globl	call_many_args
	.p2align	8
	.type	call_many_args,@function
call_many_args:                         ; @call_many_args
; %bb.0:
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	v_mov_b32_e32 v40, v0
	s_mov_b32 s32, 0
	s_getpc_b64 s[2:3]
	s_sext_i32_i16 s3, s3
	s_add_co_u32 s2, s2, many_args@rel32@lo+8
	s_add_co_ci_u32 s3, s3, many_args@rel32@hi+16
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v43, s1
	v_lshl_or_b32 v41, ttmp9, 6, v40
	v_and_b32_e32 v40, 7, v40
	v_mov_b32_e32 v44, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mad_co_i64_i32 v[24:25], null, 0xa0, v41, s[4:5]
	v_ashrrev_i32_e32 v42, 3, v41
	v_cmp_eq_u32_e32 vcc_lo, 0, v40
	s_clause 0x9
	global_load_b128 v[36:39], v[24:25], off offset:144
	global_load_b128 v[32:35], v[24:25], off offset:128
	global_load_b128 v[28:31], v[24:25], off offset:112
	global_load_b128 v[0:3], v[24:25], off
	global_load_b128 v[4:7], v[24:25], off offset:16
	global_load_b128 v[8:11], v[24:25], off offset:32
	global_load_b128 v[12:15], v[24:25], off offset:48
	global_load_b128 v[16:19], v[24:25], off offset:64
	global_load_b128 v[20:23], v[24:25], off offset:80
	global_load_b128 v[24:27], v[24:25], off offset:96
	v_cndmask_b32_e32 v40, -1, v42, vcc_lo
	v_ashrrev_i32_e32 v42, 31, v41
	s_clause 0x2
	scratch_store_b32 off, v40, s32 offset:44
	scratch_store_b32 off, v43, s32 offset:40
	scratch_store_b32 off, v44, s32 offset:36
	s_wait_loadcnt 0x9
	scratch_store_b32 off, v39, s32 offset:32
	s_wait_loadcnt 0x8
	scratch_store_b128 off, v[35:38], s32 offset:16
	s_wait_loadcnt 0x7
	scratch_store_b128 off, v[31:34], s32
	s_swappc_b64 s[30:31], s[2:3]
	v_lshlrev_b64_e32 v[4:5], 4, v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v4, vcc_lo, s6, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s7, v5, vcc_lo
	global_store_b128 v[4:5], v[0:3], off
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 51
		.amdhsa_next_free_sgpr 33
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
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
	.set call_many_args.num_vgpr, max(45, .Lmany_args.num_vgpr)
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
; codeLenInByte = 368
; TotalNumSgprs: 35
; NumVgprs: 51
; ScratchSize: 52
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 35
; NumVGPRsForWavesPerEU: 51
; Occupancy: 16
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
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_lshlrev_b32_e32 v6, 2, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v0, -16, v6
	v_add_nc_u32_e32 v2, -8, v6
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	ds_load_b32 v7, v6 offset:16
	ds_load_2addr_b32 v[0:1], v0 offset1:1
	ds_load_2addr_b32 v[4:5], v6 offset1:1
	s_wait_dscnt 0x1
	v_add_f32_e32 v0, 0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v0, v1
	ds_load_2addr_b32 v[0:1], v6 offset0:2 offset1:3
	v_add_f32_e32 v2, v8, v2
	v_add_f32_e32 v2, v2, v3
	s_wait_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v4
	v_add_f32_e32 v2, v2, v5
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v2, v0
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v7
	s_setpc_b64 s[30:31]
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
; codeLenInByte = 144
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
	s_load_b128 s[4:7], s[0:1], 0x0
	s_mov_b32 s2, ttmp9
	s_mov_b32 s3, 0
	s_mov_b32 s32, 0
	s_lshl_b64 s[2:3], s[2:3], 8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v0
	s_load_b32 s2, s[0:1], 0x10
	v_lshlrev_b64_e32 v[10:11], 2, v[1:2]
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, s4, v10
	v_add_co_ci_u32_e64 v2, null, s5, v11, vcc_lo
	global_load_b32 v1, v[1:2], off
	s_cmp_lt_i32 s2, 1
	s_cbranch_scc1 .LBB5_5
; %bb.1:
	v_add_nc_u32_e32 v9, 8, v0
	v_dual_mov_b32 v13, 0 :: v_dual_lshlrev_b32 v12, 2, v0
	s_add_nc_u64 s[8:9], s[0:1], 24
	v_cmp_gt_u32_e32 vcc_lo, 8, v0
	s_branch .LBB5_3
.LBB5_2:                                ;   in Loop: Header=BB5_3 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_mov_b32_e32 v0, v9
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, lds_window_sum@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, lds_window_sum@rel32@hi+24
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_wait_alu depctr_sa_sdst(0)
	s_swappc_b64 s[30:31], s[0:1]
	s_wait_storecnt 0x0
	s_barrier_signal -1
	v_mul_f32_e32 v1, 0x3de38e39, v0
	s_add_co_i32 s2, s2, -1
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s2, 0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_cbranch_scc0 .LBB5_5
.LBB5_3:                                ; =>This Inner Loop Header: Depth=1
	s_wait_loadcnt 0x0
	ds_store_b32 v12, v1 offset:32
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB5_2
; %bb.4:                                ;   in Loop: Header=BB5_3 Depth=1
	ds_store_b32 v12, v13
	ds_store_b32 v12, v13 offset:1056
	s_branch .LBB5_2
.LBB5_5:
	v_add_co_u32 v2, vcc_lo, s6, v10
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s7, v11, vcc_lo
	s_wait_loadcnt 0x0
	global_store_b32 v[2:3], v1, off
	s_nop 0
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
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
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
; codeLenInByte = 328
; TotalNumSgprs: 35
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1088 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 35
; NumVGPRsForWavesPerEU: 14
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
	.set amdgpu.max_num_vgpr, 51
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
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         call_poly.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .vgpr_count:     51
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
