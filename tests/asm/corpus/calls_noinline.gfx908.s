	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function poly_eval
	.type	poly_eval,@function
poly_eval:                              ; @poly_eval
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v7, v8, v0
	v_fmac_f32_e32 v6, v7, v0
	v_fmac_f32_e32 v5, v6, v0
	v_fmac_f32_e32 v4, v5, v0
	v_fmac_f32_e32 v3, v4, v0
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
; codeLenInByte = 40
; TotalNumSgprs: 36
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	call_poly               ; -- Begin function call_poly
	.globl	call_poly
	.p2align	8
	.type	call_poly,@function
call_poly:                              ; @call_poly
; %bb.0:
	s_load_dword s14, s[4:5], 0x18
	s_load_dwordx2 s[12:13], s[4:5], 0x8
	v_lshl_or_b32 v0, s6, 7, v0
	s_add_u32 s0, s0, s7
	v_ashrrev_i32_e32 v1, 31, v0
	s_addc_u32 s1, s1, 0
	v_lshlrev_b64 v[9:10], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s14, 1
	s_mov_b32 s32, 0
	s_cbranch_scc1 .LBB1_4
; %bb.1:
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_load_dwordx2 s[16:17], s[4:5], 0x10
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 1.0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s7
	v_add_co_u32_e32 v0, vcc, s6, v9
	v_addc_co_u32_e32 v1, vcc, v1, v10, vcc
	global_load_dword v0, v[0:1], off
	s_load_dwordx8 s[4:11], s[16:17], 0x0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, poly_eval@rel32@lo+4
	s_addc_u32 s17, s17, poly_eval@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v2, s5
	v_mov_b32_e32 v3, s6
	v_mov_b32_e32 v4, s7
	v_mov_b32_e32 v5, s8
	v_mov_b32_e32 v6, s9
	v_mov_b32_e32 v7, s10
	v_mov_b32_e32 v8, s11
	s_swappc_b64 s[30:31], s[16:17]
	s_add_i32 s14, s14, -1
	v_add_f32_e32 v11, v11, v0
	v_mul_f32_e32 v12, v12, v0
	s_cmp_lg_u32 s14, 0
	v_mul_f32_e32 v0, 0.5, v0
	s_cbranch_scc1 .LBB1_2
; %bb.3:
	v_add_f32_e32 v0, v11, v12
	s_branch .LBB1_5
.LBB1_4:
	v_mov_b32_e32 v0, 1.0
.LBB1_5:
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v1, vcc, s12, v9
	v_addc_co_u32_e32 v2, vcc, v2, v10, vcc
	global_store_dword v[1:2], v0, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel call_poly
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 29
		.amdhsa_next_free_sgpr 61
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
; codeLenInByte = 236
; TotalNumSgprs: 37
; NumVgprs: 13
; NumAgprs: 0
; TotalNumVgprs: 13
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 65
; NumVGPRsForWavesPerEU: 29
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v8, v8, v12
	v_fmac_f32_e32 v8, v0, v4
	v_mul_f32_e32 v0, v9, v13
	v_fmac_f32_e32 v0, v1, v5
	v_mul_f32_e32 v1, v10, v14
	v_fmac_f32_e32 v1, v2, v6
	v_mul_f32_e32 v2, v11, v15
	v_fmac_f32_e32 v2, v3, v7
	v_fma_f32 v3, -v19, v23, v2
	v_fma_f32 v2, -v18, v22, v1
	buffer_load_dword v5, off, s[0:3], s32
	buffer_load_dword v9, off, s[0:3], s32 offset:12
	buffer_load_dword v10, off, s[0:3], s32 offset:32
	buffer_load_dword v11, off, s[0:3], s32 offset:16
	buffer_load_dword v12, off, s[0:3], s32 offset:24
	buffer_load_dword v13, off, s[0:3], s32 offset:8
	buffer_load_dword v14, off, s[0:3], s32 offset:28
	buffer_load_dword v15, off, s[0:3], s32 offset:20
	buffer_load_dword v18, off, s[0:3], s32 offset:4
	buffer_load_dword v4, off, s[0:3], s32 offset:44
	buffer_load_dword v6, off, s[0:3], s32 offset:40
	buffer_load_dword v7, off, s[0:3], s32 offset:36
	v_fma_f32 v1, -v17, v21, v0
	v_fma_f32 v0, -v16, v20, v8
	v_fmac_f32_e32 v0, v24, v28
	v_fmac_f32_e32 v1, v25, v29
	v_fmac_f32_e32 v2, v26, v30
	s_waitcnt vmcnt(11)
	v_fmac_f32_e32 v3, v27, v5
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v3, v11, v10
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v1, v13, v12
	s_waitcnt vmcnt(5)
	v_fmac_f32_e32 v2, v9, v14
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v0, v18, v15
	s_waitcnt vmcnt(2)
	v_cmp_lt_i32_e32 vcc, -1, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v4, vcc, v7, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	v_add_f32_e32 v6, v0, v1
	v_add_f32_e32 v6, v2, v6
	v_add_f32_e32 v6, v3, v6
	global_store_dword v[4:5], v6, off
.LBB2_2:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	many_args, .Lfunc_end2-many_args
                                        ; -- End function
	.set .Lmany_args.num_vgpr, 31
	.set .Lmany_args.num_agpr, 0
	.set .Lmany_args.numbered_sgpr, 33
	.set .Lmany_args.num_named_barrier, 0
	.set .Lmany_args.private_seg_size, 52
	.set .Lmany_args.uses_vcc, 1
	.set .Lmany_args.uses_flat_scratch, 0
	.set .Lmany_args.has_dyn_sized_stack, 0
	.set .Lmany_args.has_recursion, 0
	.set .Lmany_args.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 288
; TotalNumSgprs: 37
; NumVgprs: 31
; NumAgprs: 0
; TotalNumVgprs: 31
; ScratchSize: 52
; MemoryBound: 0
	.text
	.protected	call_many_args          ; -- Begin function call_many_args
	.globl	call_many_args
	.p2align	8
	.type	call_many_args,@function
call_many_args:                         ; @call_many_args
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	v_mov_b32_e32 v32, v0
	s_add_u32 s0, s0, s7
	s_movk_i32 s7, 0xa0
	v_lshl_or_b32 v41, s6, 6, v32
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	v_mad_i64_i32 v[42:43], s[6:7], v41, s7, v[0:1]
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	v_and_b32_e32 v32, 7, v32
	global_load_dwordx4 v[33:36], v[42:43], off offset:128
	global_load_dwordx4 v[37:40], v[42:43], off offset:144
	global_load_dwordx4 v[28:31], v[42:43], off offset:112
	global_load_dwordx4 v[0:3], v[42:43], off
	global_load_dwordx4 v[4:7], v[42:43], off offset:16
	global_load_dwordx4 v[8:11], v[42:43], off offset:32
	global_load_dwordx4 v[12:15], v[42:43], off offset:48
	global_load_dwordx4 v[16:19], v[42:43], off offset:64
	global_load_dwordx4 v[20:23], v[42:43], off offset:80
	global_load_dwordx4 v[24:27], v[42:43], off offset:96
	v_ashrrev_i32_e32 v43, 3, v41
	v_cmp_eq_u32_e32 vcc, 0, v32
	s_mov_b32 s32, 0
	s_addc_u32 s1, s1, 0
	v_cndmask_b32_e32 v32, -1, v43, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v43, s4
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, many_args@rel32@lo+4
	s_addc_u32 s7, s7, many_args@rel32@hi+12
	buffer_store_dword v43, off, s[0:3], s32 offset:36
	v_mov_b32_e32 v43, s5
	v_ashrrev_i32_e32 v42, 31, v41
	buffer_store_dword v43, off, s[0:3], s32 offset:40
	buffer_store_dword v32, off, s[0:3], s32 offset:44
	s_waitcnt vmcnt(12)
	buffer_store_dword v33, off, s[0:3], s32 offset:4
	buffer_store_dword v34, off, s[0:3], s32 offset:8
	buffer_store_dword v35, off, s[0:3], s32 offset:12
	buffer_store_dword v36, off, s[0:3], s32 offset:16
	s_waitcnt vmcnt(15)
	buffer_store_dword v37, off, s[0:3], s32 offset:20
	buffer_store_dword v38, off, s[0:3], s32 offset:24
	buffer_store_dword v39, off, s[0:3], s32 offset:28
	buffer_store_dword v40, off, s[0:3], s32 offset:32
	s_waitcnt vmcnt(18)
	buffer_store_dword v31, off, s[0:3], s32
	s_swappc_b64 s[30:31], s[6:7]
	v_lshlrev_b64 v[4:5], 4, v[41:42]
	v_mov_b32_e32 v6, s11
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel call_many_args
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 52
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 33
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.set call_many_args.num_vgpr, max(44, .Lmany_args.num_vgpr)
	.set call_many_args.num_agpr, max(0, .Lmany_args.num_agpr)
	.set call_many_args.numbered_sgpr, max(33, .Lmany_args.numbered_sgpr)
	.set call_many_args.num_named_barrier, max(0, .Lmany_args.num_named_barrier)
	.set call_many_args.private_seg_size, 0+max(.Lmany_args.private_seg_size)
	.set call_many_args.uses_vcc, or(1, .Lmany_args.uses_vcc)
	.set call_many_args.uses_flat_scratch, or(0, .Lmany_args.uses_flat_scratch)
	.set call_many_args.has_dyn_sized_stack, or(0, .Lmany_args.has_dyn_sized_stack)
	.set call_many_args.has_recursion, or(0, .Lmany_args.has_recursion)
	.set call_many_args.has_indirect_call, or(0, .Lmany_args.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 340
; TotalNumSgprs: 37
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 52
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 37
; NumVGPRsForWavesPerEU: 44
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v8, 2, v0
	v_add_u32_e32 v0, -16, v8
	ds_read2_b32 v[0:1], v0 offset1:1
	v_add_u32_e32 v2, -8, v8
	ds_read2_b32 v[2:3], v2 offset1:1
	ds_read2_b32 v[4:5], v8 offset1:1
	ds_read2_b32 v[6:7], v8 offset0:2 offset1:3
	ds_read_b32 v8, v8 offset:16
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v0, 0, v0
	v_add_f32_e32 v0, v0, v1
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v2
	v_add_f32_e32 v0, v0, v3
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v4
	v_add_f32_e32 v0, v0, v5
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v6
	v_add_f32_e32 v0, v0, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v8
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
; codeLenInByte = 116
; TotalNumSgprs: 36
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	call_lds_smooth         ; -- Begin function call_lds_smooth
	.globl	call_lds_smooth
	.p2align	8
	.type	call_lds_smooth,@function
call_lds_smooth:                        ; @call_lds_smooth
; %bb.0:
	s_add_u32 s0, s0, s7
	s_mov_b32 s7, 0
	s_addc_u32 s1, s1, 0
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dword s12, s[4:5], 0x10
	s_lshl_b64 s[6:7], s[6:7], 8
	v_or_b32_e32 v1, s6, v0
	v_mov_b32_e32 v2, s7
	v_lshlrev_b64 v[10:11], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s9
	v_add_co_u32_e32 v1, vcc, s8, v10
	v_addc_co_u32_e32 v2, vcc, v2, v11, vcc
	global_load_dword v1, v[1:2], off
	s_cmp_lt_i32 s12, 1
	s_mov_b32 s32, 0
	s_cbranch_scc1 .LBB5_5
; %bb.1:
	v_add_u32_e32 v9, 8, v0
	v_lshlrev_b32_e32 v12, 2, v0
	v_cmp_gt_u32_e32 vcc, 8, v0
	v_mov_b32_e32 v13, 0
	s_branch .LBB5_3
.LBB5_2:                                ;   in Loop: Header=BB5_3 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s8, s4, 24
	s_addc_u32 s9, s5, 0
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, lds_window_sum@rel32@lo+4
	s_addc_u32 s7, s7, lds_window_sum@rel32@hi+12
	v_mov_b32_e32 v0, v9
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_swappc_b64 s[30:31], s[6:7]
	s_add_i32 s12, s12, -1
	v_mul_f32_e32 v1, 0x3de38e39, v0
	s_cmp_lg_u32 s12, 0
	s_barrier
	s_cbranch_scc0 .LBB5_5
.LBB5_3:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	ds_write_b32 v12, v1 offset:32
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB5_2
; %bb.4:                                ;   in Loop: Header=BB5_3 Depth=1
	ds_write_b32 v12, v13
	ds_write_b32 v12, v13 offset:1056
	s_branch .LBB5_2
.LBB5_5:
	v_mov_b32_e32 v0, s11
	v_add_co_u32_e32 v2, vcc, s10, v10
	v_addc_co_u32_e32 v3, vcc, v0, v11, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel call_lds_smooth
		.amdhsa_group_segment_fixed_size 1088
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 33
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
; codeLenInByte = 244
; TotalNumSgprs: 37
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1088 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 37
; NumVGPRsForWavesPerEU: 14
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 31
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 33
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
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
    .sgpr_count:     37
    .sgpr_spill_count: 0
    .symbol:         call_poly.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     37
    .sgpr_spill_count: 0
    .symbol:         call_many_args.kd
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .sgpr_count:     37
    .sgpr_spill_count: 0
    .symbol:         call_lds_smooth.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
