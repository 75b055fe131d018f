	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.amdhsa_code_object_version 6
	.text
	.protected	segmented_affine        ; -- Begin function segmented_affine
	.globl	segmented_affine
	.p2align	8
	.type	segmented_affine,@function
segmented_affine:                       ; @segmented_affine
; %bb.0:
	s_load_dword s7, s[4:5], 0x8
	s_lshl_b32 s8, s6, 2
	s_waitcnt lgkmcnt(0)
	s_cmp_le_i32 s7, s8
	s_cbranch_scc1 .LBB0_16
; %bb.1:                                ; %.preheader
	s_load_dwordx2 s[10:11], s[4:5], 0x0
	s_load_dwordx4 s[0:3], s[4:5], 0x10
	s_load_dwordx2 s[12:13], s[4:5], 0x20
	s_add_i32 s4, s8, 4
	s_min_i32 s28, s4, s7
	v_mov_b32_e32 v2, 0
	s_branch .LBB0_3
.LBB0_2:                                ; %Flow8
                                        ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_add_i32 s8, s8, 1
	s_cmp_lt_i32 s8, s28
	s_cbranch_scc0 .LBB0_16
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[4:5], s[8:9], 5
	s_waitcnt lgkmcnt(0)
	s_add_u32 s16, s10, s4
	s_addc_u32 s17, s11, s5
	s_load_dwordx4 s[4:7], s[16:17], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s5, v0
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_load_dword s9, s[16:17], 0x10
	s_mov_b64 s[16:17], 0
	v_max_f32_e64 v5, s7, s7
	v_mov_b32_e32 v6, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s18, s9, 15
	s_lshl_b32 s18, s18, 2
	s_add_u32 s18, s12, s18
	s_addc_u32 s19, s13, 0
	s_lshr_b32 s20, s9, 2
	s_and_b32 s20, s20, 60
	s_add_u32 s20, s12, s20
	s_addc_u32 s21, s13, 0
	s_branch .LBB0_6
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=2
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v1, v4, vcc
	v_add_u32_e32 v6, 64, v6
	v_cmp_le_u32_e32 vcc, s5, v6
	s_or_b64 s[16:17], vcc, s[16:17]
	global_store_dword v[3:4], v7, off
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB0_2
.LBB0_6:                                ; %NodeBlock
                                        ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v1, s4, v6
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v7, vcc, s0, v3
	v_addc_co_u32_e32 v8, vcc, v1, v4, vcc
	global_load_dword v1, v[7:8], off
	s_mov_b64 s[26:27], -1
	s_mov_b64 s[22:23], 0
	s_cmp_lt_i32 s9, 1
	s_mov_b64 s[24:25], 0
                                        ; implicit-def: $vgpr7
	s_cbranch_scc0 .LBB0_10
; %bb.7:                                ; %Flow
                                        ;   in Loop: Header=BB0_6 Depth=2
	s_and_b64 vcc, exec, s[26:27]
	s_cbranch_vccnz .LBB0_13
.LBB0_8:                                ; %Flow5
                                        ;   in Loop: Header=BB0_6 Depth=2
	s_andn2_b64 vcc, exec, s[24:25]
	s_cbranch_vccz .LBB0_14
.LBB0_9:                                ; %Flow6
                                        ;   in Loop: Header=BB0_6 Depth=2
	s_andn2_b64 vcc, exec, s[22:23]
	s_cbranch_vccnz .LBB0_5
	s_branch .LBB0_15
.LBB0_10:                               ; %LeafBlock2
                                        ;   in Loop: Header=BB0_6 Depth=2
	s_cmp_eq_u32 s9, 1
	s_mov_b64 s[24:25], -1
                                        ; implicit-def: $vgpr7
	s_cbranch_scc0 .LBB0_12
; %bb.11:                               ;   in Loop: Header=BB0_6 Depth=2
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, s6, v1
	v_max_f32_e32 v7, v7, v5
	s_mov_b64 s[24:25], 0
.LBB0_12:                               ; %Flow4
                                        ;   in Loop: Header=BB0_6 Depth=2
	s_branch .LBB0_8
.LBB0_13:                               ; %LeafBlock
                                        ;   in Loop: Header=BB0_6 Depth=2
	s_cmp_lg_u32 s9, 0
	s_mov_b64 s[22:23], -1
	s_cselect_b64 s[24:25], -1, 0
	s_andn2_b64 vcc, exec, s[24:25]
	s_cbranch_vccnz .LBB0_9
.LBB0_14:                               ;   in Loop: Header=BB0_6 Depth=2
	s_load_dword s22, s[20:21], 0x0
	s_load_dword s23, s[18:19], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v7, s22
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v7, s23, v1
	s_cbranch_execnz .LBB0_5
.LBB0_15:                               ;   in Loop: Header=BB0_6 Depth=2
	v_mov_b32_e32 v7, s7
	s_waitcnt vmcnt(0)
	v_fma_f32 v7, s6, v1, v7
	s_branch .LBB0_5
.LBB0_16:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel segmented_affine
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 29
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
.Lfunc_end0:
	.size	segmented_affine, .Lfunc_end0-segmented_affine
                                        ; -- End function
	.set segmented_affine.num_vgpr, 9
	.set segmented_affine.num_agpr, 0
	.set segmented_affine.numbered_sgpr, 29
	.set segmented_affine.num_named_barrier, 0
	.set segmented_affine.private_seg_size, 0
	.set segmented_affine.uses_vcc, 1
	.set segmented_affine.uses_flat_scratch, 0
	.set segmented_affine.has_dyn_sized_stack, 0
	.set segmented_affine.has_recursion, 0
	.set segmented_affine.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 424
; TotalNumSgprs: 33
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 33
; NumVGPRsForWavesPerEU: 9
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	uniform_dispatch        ; -- Begin function uniform_dispatch
	.globl	uniform_dispatch
	.p2align	8
	.type	uniform_dispatch,@function
uniform_dispatch:                       ; @uniform_dispatch
; %bb.0:
	s_load_dword s7, s[4:5], 0x18
	s_load_dwordx2 s[0:1], s[4:5], 0x8
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s7, 1
	s_cbranch_scc1 .LBB1_7
; %bb.1:
	s_load_dwordx2 s[8:9], s[4:5], 0x0
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	v_lshlrev_b32_e32 v2, 2, v0
	v_and_b32_e32 v6, 7, v0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s9
	v_add_co_u32_e32 v2, vcc, s8, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_branch .LBB1_3
.LBB1_2:                                ;   in Loop: Header=BB1_3 Depth=1
	s_add_i32 s9, s9, s8
	s_and_b32 s4, s9, 63
	s_lshl_b32 s4, s4, 2
	s_load_dword s4, s[2:3], s4 offset:0x0
	s_add_i32 s7, s7, -1
	v_add_co_u32_e32 v2, vcc, 0x100, v2
	s_cmp_lg_u32 s7, 0
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v1, s4, v4
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_cbranch_scc0 .LBB1_8
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v4, v[2:3], off
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s4, v4
	s_and_b32 s5, s4, 63
	s_lshr_b32 s4, s4, 4
	s_lshl_b32 s5, s5, 2
	s_and_b32 s4, s4, 0xfc
	s_load_dword s8, s[2:3], s5 offset:0x0
	s_load_dword s9, s[2:3], s4 offset:0x0
	s_mov_b64 s[4:5], -1
                                        ; implicit-def: $vgpr4
	s_waitcnt lgkmcnt(0)
	s_cmp_le_i32 s8, s9
	s_cbranch_scc0 .LBB1_5
; %bb.4:                                ;   in Loop: Header=BB1_3 Depth=1
	v_ashrrev_i32_e64 v4, v6, s9
	v_sub_u32_e32 v4, v1, v4
	s_mov_b64 s[4:5], 0
.LBB1_5:                                ; %Flow
                                        ;   in Loop: Header=BB1_3 Depth=1
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB1_2
; %bb.6:                                ;   in Loop: Header=BB1_3 Depth=1
	v_mad_u64_u32 v[4:5], s[4:5], s8, v0, v[1:2]
	s_branch .LBB1_2
.LBB1_7:
	v_mov_b32_e32 v1, 0
.LBB1_8:
	v_lshl_or_b32 v2, s6, 6, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_store_dword v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel uniform_dispatch
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
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 10
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
	.size	uniform_dispatch, .Lfunc_end1-uniform_dispatch
                                        ; -- End function
	.set uniform_dispatch.num_vgpr, 7
	.set uniform_dispatch.num_agpr, 0
	.set uniform_dispatch.numbered_sgpr, 10
	.set uniform_dispatch.num_named_barrier, 0
	.set uniform_dispatch.private_seg_size, 0
	.set uniform_dispatch.uses_vcc, 1
	.set uniform_dispatch.uses_flat_scratch, 0
	.set uniform_dispatch.has_dyn_sized_stack, 0
	.set uniform_dispatch.has_recursion, 0
	.set uniform_dispatch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 280
; TotalNumSgprs: 14
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 7
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	args_fanin              ; -- Begin function args_fanin
	.globl	args_fanin
	.p2align	8
	.type	args_fanin,@function
args_fanin:                             ; @args_fanin
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x28
	s_load_dwordx8 s[16:23], s[4:5], 0x8
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v1, s8
	s_cmp_gt_i32 s8, 0
	v_mov_b32_e32 v2, s16
	s_cselect_b64 vcc, -1, 0
	v_fma_f32 v1, s17, v1, v2
	s_cmp_gt_i32 s9, s10
	v_cndmask_b32_e32 v1, v2, v1, vcc
	v_mov_b32_e32 v2, s19
	v_mov_b32_e32 v3, s18
	s_cselect_b64 s[2:3], -1, 0
	s_bitcmp1_b32 s11, 0
	v_cndmask_b32_e64 v2, v2, -v3, s[2:3]
	s_cselect_b64 s[2:3], -1, 0
	s_ashr_i64 s[8:9], s[14:15], 3
	s_xor_b32 s7, s8, s9
	s_ashr_i32 s7, s7, 31
	s_flbit_i32 s10, s9
	s_add_i32 s7, s7, 32
	s_add_i32 s10, s10, -1
	s_min_u32 s10, s10, s7
	s_lshl_b64 s[8:9], s[8:9], s10
	s_min_u32 s7, s8, 1
	s_or_b32 s7, s9, s7
	v_cvt_f32_i32_e32 v3, s7
	v_add_f32_e32 v1, v1, v2
	v_mov_b32_e32 v2, s21
	v_cmp_gt_i64_e64 s[4:5], s[14:15], 4
	v_fma_f32 v1, s20, v1, v2
	v_mov_b32_e32 v2, s23
	v_fma_f32 v2, v1, s22, -v2
	s_and_b64 vcc, s[2:3], s[4:5]
	s_ashr_i32 s7, s6, 31
	s_sub_i32 s2, 32, s10
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_ldexp_f32 v2, v3, s2
	s_lshl_b64 s[2:3], s[6:7], 10
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	v_add_f32_e32 v2, v1, v2
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_lshl_b64 s[0:1], s[12:13], 2
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel args_fanin
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 24
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
.Lfunc_end2:
	.size	args_fanin, .Lfunc_end2-args_fanin
                                        ; -- End function
	.set args_fanin.num_vgpr, 4
	.set args_fanin.num_agpr, 0
	.set args_fanin.numbered_sgpr, 24
	.set args_fanin.num_named_barrier, 0
	.set args_fanin.private_seg_size, 0
	.set args_fanin.uses_vcc, 1
	.set args_fanin.uses_flat_scratch, 0
	.set args_fanin.has_dyn_sized_stack, 0
	.set args_fanin.has_recursion, 0
	.set args_fanin.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 252
; TotalNumSgprs: 28
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 4
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
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
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
        .address_space:  constant
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'segment_t*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  constant
        .is_const:       true
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           segmented_affine
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         segmented_affine.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  constant
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'int*'
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
    .max_flat_workgroup_size: 64
    .name:           uniform_dispatch
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         uniform_dispatch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         56
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .offset:         64
        .size:           8
        .type_name:      long
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           args_fanin
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         args_fanin.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
