	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	spmv_scalar             ; -- Begin function spmv_scalar
	.globl	spmv_scalar
	.p2align	8
	.type	spmv_scalar,@function
spmv_scalar:                            ; @spmv_scalar
; %bb.0:
	s_load_b96 s[12:14], s[0:1], 0x28
	v_lshl_or_b32 v0, ttmp9, 8, v0
	s_mov_b32 s2, exec_lo
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_i32_e64 s12, v0
	s_cbranch_execz .LBB0_14
; %bb.1:
	s_load_b256 s[4:11], s[0:1], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	s_load_b64 s[0:1], s[0:1], 0x20
	v_mov_b32_e32 v8, 0
	s_mov_b32 s12, exec_lo
	v_mov_b32_e32 v9, 0
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, s4, v0
	v_add_co_ci_u32_e64 v3, null, s5, v1, vcc_lo
	s_mov_b64 s[4:5], s[6:7]
	s_mov_b64 s[2:3], s[8:9]
	global_load_b64 v[2:3], v[2:3], off
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v4, 4, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_le_i32_e64 v4, v3
	s_cbranch_execz .LBB0_5
; %bb.2:                                ; %.preheader
	v_ashrrev_i32_e32 v5, 31, v2
	v_dual_mov_b32 v4, v2 :: v_dual_mov_b32 v9, 0
	v_mov_b32_e32 v8, 0
	s_mov_b32 s15, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b64_e32 v[4:5], 2, v[4:5]
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v6, vcc_lo, s6, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s7, v5, vcc_lo
	s_add_nc_u64 s[6:7], s[6:7], 16
	global_load_b128 v[10:13], v[6:7], off
	v_add_co_u32 v6, vcc_lo, s8, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s9, v5, vcc_lo
	s_add_nc_u64 s[8:9], s[8:9], 16
	s_wait_loadcnt 0x0
	v_ashrrev_i32_e32 v16, 31, v10
	v_dual_mov_b32 v15, v10 :: v_dual_mov_b32 v10, v12
	v_ashrrev_i32_e32 v18, 31, v11
	v_mov_b32_e32 v17, v11
	v_ashrrev_i32_e32 v14, 31, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshlrev_b64_e32 v[15:16], 2, v[15:16]
	v_ashrrev_i32_e32 v11, 31, v12
	v_lshlrev_b64_e32 v[17:18], 2, v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64_e32 v[12:13], 2, v[13:14]
	v_lshlrev_b64_e32 v[10:11], 2, v[10:11]
	v_add_co_u32 v14, vcc_lo, s10, v15
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s11, v16, vcc_lo
	v_add_co_u32 v16, vcc_lo, s10, v17
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s11, v18, vcc_lo
	v_add_co_u32 v18, vcc_lo, s10, v12
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s11, v13, vcc_lo
	v_add_co_u32 v20, vcc_lo, s10, v10
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v21, null, s11, v11, vcc_lo
	global_load_b128 v[10:13], v[6:7], off
	s_clause 0x3
	global_load_b32 v6, v[16:17], off
	global_load_b32 v7, v[18:19], off
	global_load_b32 v14, v[14:15], off
	global_load_b32 v15, v[20:21], off
	s_wait_loadcnt 0x2
	v_dual_mul_f32 v6, v11, v6 :: v_dual_mul_f32 v7, v13, v7
	v_add_nc_u32_e32 v11, 8, v2
	v_add_nc_u32_e32 v2, 4, v2
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v6, v10, v14 :: v_dual_fmac_f32 v7, v12, v15
	v_cmp_gt_i32_e32 vcc_lo, v11, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_dual_add_f32 v8, v8, v6 :: v_dual_add_f32 v9, v9, v7
	s_or_b32 s15, vcc_lo, s15
	s_and_not1_b32 exec_lo, exec_lo, s15
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ; %Flow26
	s_or_b32 exec_lo, exec_lo, s15
.LBB0_5:                                ; %Flow27
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i32_e64 v2, v3
	s_cbranch_execz .LBB0_11
; %bb.6:
	v_ashrrev_i32_e32 v5, 31, v2
	v_mov_b32_e32 v4, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[6:7], 2, v[4:5]
	v_add_co_u32 v4, vcc_lo, s4, v6
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v5, null, s5, v7, vcc_lo
	v_add_co_u32 v6, vcc_lo, s2, v6
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s3, v7, vcc_lo
	global_load_b32 v10, v[4:5], off
	s_mov_b32 s2, exec_lo
	s_wait_loadcnt 0x0
	v_ashrrev_i32_e32 v11, 31, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[10:11], 2, v[10:11]
	v_add_co_u32 v12, vcc_lo, s10, v10
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, s11, v11, vcc_lo
	global_load_b32 v10, v[6:7], off
	global_load_b32 v11, v[12:13], off
	v_add_nc_u32_e32 v12, 1, v2
	v_cmpx_lt_i32_e64 v12, v3
	s_cbranch_execz .LBB0_8
; %bb.7:
	global_load_b32 v12, v[4:5], off offset:4
	s_wait_loadcnt 0x0
	v_ashrrev_i32_e32 v13, 31, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[12:13], 2, v[12:13]
	v_add_co_u32 v12, vcc_lo, s10, v12
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v13, null, s11, v13, vcc_lo
	global_load_b32 v14, v[6:7], off offset:4
	global_load_b32 v12, v[12:13], off
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v9, v14, v12
.LBB0_8:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	v_add_nc_u32_e32 v2, 2, v2
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v8, v10, v11
	s_mov_b32 s2, exec_lo
	s_delay_alu instid0(VALU_DEP_2)
	v_cmpx_lt_i32_e64 v2, v3
	s_cbranch_execz .LBB0_10
; %bb.9:
	global_load_b32 v2, v[4:5], off offset:8
	s_wait_loadcnt 0x0
	v_ashrrev_i32_e32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[2:3], 2, v[2:3]
	v_add_co_u32 v2, vcc_lo, s10, v2
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v3, null, s11, v3, vcc_lo
	global_load_b32 v4, v[6:7], off offset:8
	global_load_b32 v2, v[2:3], off
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v8, v4, v2
.LBB0_10:                               ; %Flow
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
.LBB0_11:                               ; %Flow25
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s6
	v_add_f32_e32 v2, v9, v8
	s_cmp_eq_f32 s14, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v2, s13, v2
	s_cbranch_scc1 .LBB0_13
; %bb.12:
	v_add_co_u32 v3, vcc_lo, s0, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v4, null, s1, v1, vcc_lo
	global_load_b32 v3, v[3:4], off
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v2, s14, v3
.LBB0_13:
	v_add_co_u32 v0, vcc_lo, s0, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	global_store_b32 v[0:1], v2, off
.LBB0_14:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel spmv_scalar
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 52
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
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 8
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
	.size	spmv_scalar, .Lfunc_end0-spmv_scalar
                                        ; -- End function
	.set spmv_scalar.num_vgpr, 22
	.set spmv_scalar.num_agpr, 0
	.set spmv_scalar.numbered_sgpr, 16
	.set spmv_scalar.num_named_barrier, 0
	.set spmv_scalar.private_seg_size, 0
	.set spmv_scalar.uses_vcc, 1
	.set spmv_scalar.uses_flat_scratch, 0
	.set spmv_scalar.has_dyn_sized_stack, 0
	.set spmv_scalar.has_recursion, 0
	.set spmv_scalar.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1012
; TotalNumSgprs: 18
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 22
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	spmv_vector             ; -- Begin function spmv_vector
	.globl	spmv_vector
	.p2align	8
	.type	spmv_vector,@function
spmv_vector:                            ; @spmv_vector
; %bb.0:
	s_load_b96 s[12:14], s[0:1], 0x30
	v_lshrrev_b32_e32 v1, 4, v0
	v_dual_mov_b32 v11, 0 :: v_dual_and_b32 v10, 15, v0
	s_mov_b32 s4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v1, ttmp9, 4, v1
	v_ashrrev_i32_e32 v2, 31, v1
	s_wait_kmcnt 0x0
	v_cmp_gt_i32_e64 s2, s12, v1
	v_cmp_le_i32_e32 vcc_lo, s12, v1
	s_and_saveexec_b32 s12, s2
	s_cbranch_execz .LBB1_16
; %bb.1:
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b64_e32 v[3:4], 2, v[1:2]
                                        ; implicit-def: $vgpr11
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, s2, s4, v3
	v_add_co_ci_u32_e64 v4, null, s5, v4, s2
	global_load_b64 v[3:4], v[3:4], off
	s_wait_loadcnt 0x0
	v_sub_nc_u32_e32 v5, v4, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s2, 0x41, v5
	v_add_nc_u32_e32 v5, v3, v10
	s_and_saveexec_b32 s3, s2
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s4, exec_lo, s3
	s_cbranch_execz .LBB1_7
; %bb.2:
	v_mov_b32_e32 v11, 0
	s_mov_b32 s5, exec_lo
	v_cmpx_lt_i32_e64 v5, v4
	s_cbranch_execz .LBB1_6
; %bb.3:                                ; %.preheader1
	v_ashrrev_i32_e32 v6, 31, v5
	v_mov_b32_e32 v11, 0
	s_mov_b32 s15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[8:9], 2, v[5:6]
	v_add_co_u32 v6, s2, s6, v8
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v7, null, s7, v9, s2
	v_add_co_u32 v8, s2, s8, v8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v9, null, s9, v9, s2
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	global_load_b32 v12, v[6:7], off
	v_add_nc_u32_e32 v5, 16, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_ge_i32_e64 s3, v5, v4
	s_or_b32 s15, s3, s15
	s_wait_loadcnt 0x0
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64_e32 v[12:13], 2, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v12, s2, s10, v12
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v13, null, s11, v13, s2
	v_add_co_u32 v6, s2, v6, 64
	global_load_b32 v3, v[8:9], off
	global_load_b32 v12, v[12:13], off
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v7, null, 0, v7, s2
	v_add_co_u32 v8, s2, v8, 64
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v9, null, 0, v9, s2
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v11, v3, v12
	s_and_not1_b32 exec_lo, exec_lo, s15
	s_cbranch_execnz .LBB1_4
; %bb.5:                                ; %Flow27
	s_or_b32 exec_lo, exec_lo, s15
.LBB1_6:                                ; %Flow28
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
                                        ; implicit-def: $vgpr3_vgpr4
                                        ; implicit-def: $vgpr5
.LBB1_7:                                ; %Flow34
	s_wait_alu depctr_sa_sdst(0)
	s_or_saveexec_b32 s4, s4
	s_mov_b32 s2, 0
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB1_15
; %bb.8:
	v_add_nc_u32_e32 v3, 16, v5
	v_mov_b32_e32 v11, 0
	s_mov_b32 s5, exec_lo
	s_delay_alu instid0(VALU_DEP_2)
	v_cmpx_lt_i32_e64 v3, v4
	s_cbranch_execz .LBB1_12
; %bb.9:                                ; %.preheader
	v_ashrrev_i32_e32 v6, 31, v5
	v_mov_b32_e32 v11, 0
	s_mov_b32 s15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[6:7], 2, v[5:6]
	v_add_co_u32 v3, s2, v6, 64
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v9, null, 0, v7, s2
	v_add_co_u32 v6, s2, s6, v3
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v7, null, s7, v9, s2
	v_add_co_u32 v8, s2, s8, v3
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v9, null, s9, v9, s2
.LBB1_10:                               ; =>This Inner Loop Header: Depth=1
	s_clause 0x1
	global_load_b32 v12, v[6:7], off
	global_load_b32 v14, v[6:7], off offset:-64
	s_wait_loadcnt 0x1
	v_ashrrev_i32_e32 v13, 31, v12
	s_wait_loadcnt 0x0
	v_ashrrev_i32_e32 v15, 31, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[12:13], 2, v[12:13]
	v_lshlrev_b64_e32 v[14:15], 2, v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v12, s2, s10, v12
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v13, null, s11, v13, s2
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v14, s2, s10, v14
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v15, null, s11, v15, s2
	s_clause 0x1
	global_load_b32 v3, v[8:9], off offset:-64
	global_load_b32 v16, v[8:9], off
	s_clause 0x1
	global_load_b32 v12, v[12:13], off
	global_load_b32 v13, v[14:15], off
	v_add_nc_u32_e32 v14, 48, v5
	v_add_co_u32 v6, s2, 0x80, v6
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v7, null, 0, v7, s2
	v_add_co_u32 v8, s2, 0x80, v8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v9, null, 0, v9, s2
	s_wait_loadcnt 0x1
	v_dual_mul_f32 v12, v16, v12 :: v_dual_add_nc_u32 v5, 32, v5
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v3, v13
	v_add_f32_e32 v11, v11, v12
	v_cmp_ge_i32_e64 s3, v14, v4
	s_or_b32 s15, s3, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s15
	s_cbranch_execnz .LBB1_10
; %bb.11:                               ; %Flow31
	s_or_b32 exec_lo, exec_lo, s15
.LBB1_12:                               ; %Flow32
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s3, exec_lo
	v_cmpx_lt_i32_e64 v5, v4
	s_cbranch_execz .LBB1_14
; %bb.13:
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[3:4], 2, v[5:6]
	v_add_co_u32 v5, s2, s6, v3
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v6, null, s7, v4, s2
	v_add_co_u32 v3, s2, s8, v3
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v4, null, s9, v4, s2
	global_load_b32 v5, v[5:6], off
	s_wait_loadcnt 0x0
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[5:6], 2, v[5:6]
	v_add_co_u32 v5, s2, s10, v5
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v6, null, s11, v6, s2
	global_load_b32 v3, v[3:4], off
	global_load_b32 v4, v[5:6], off
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v11, v3, v4
.LBB1_14:                               ; %Flow29
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s2, exec_lo
.LBB1_15:                               ; %Flow35
	s_or_b32 exec_lo, exec_lo, s4
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s4, s2, exec_lo
.LBB1_16:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s12
	v_lshlrev_b32_e32 v3, 2, v0
	s_mov_b32 s3, exec_lo
	ds_store_b32 v3, v11
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 8, v10
	s_cbranch_execz .LBB1_18
; %bb.17:
	ds_load_2addr_b32 v[4:5], v3 offset1:8
	s_wait_dscnt 0x0
	v_add_f32_e32 v0, v5, v4
	ds_store_b32 v3, v0
.LBB1_18:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s3, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 4, v10
	s_cbranch_execz .LBB1_20
; %bb.19:
	ds_load_2addr_b32 v[4:5], v3 offset1:4
	s_wait_dscnt 0x0
	v_add_f32_e32 v0, v5, v4
	ds_store_b32 v3, v0
.LBB1_20:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s3, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 2, v10
	s_cbranch_execz .LBB1_22
; %bb.21:
	ds_load_2addr_b32 v[4:5], v3 offset1:2
	s_wait_dscnt 0x0
	v_add_f32_e32 v0, v5, v4
	ds_store_b32 v3, v0
.LBB1_22:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s3, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_eq_u32_e32 0, v10
	s_cbranch_execz .LBB1_24
; %bb.23:
	ds_load_2addr_b32 v[4:5], v3 offset1:1
	s_wait_dscnt 0x0
	v_add_f32_e32 v0, v5, v4
	ds_store_b32 v3, v0
.LBB1_24:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_cmp_eq_u32_e64 s2, 0, v10
	s_xor_b32 s3, vcc_lo, -1
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, s2, s3
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB1_31
; %bb.25:
	s_load_b64 s[2:3], s[0:1], 0x20
	v_lshlrev_b64_e32 v[0:1], 2, v[1:2]
	s_cmp_eq_f32 s14, 0
	s_cbranch_scc1 .LBB1_27
; %bb.26:
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, vcc_lo, s2, v0
	v_add_co_ci_u32_e64 v5, null, s3, v1, vcc_lo
	global_load_b32 v2, v[4:5], off
	s_wait_loadcnt 0x0
	v_mul_f32_e32 v2, s14, v2
	s_branch .LBB1_28
.LBB1_27:
	v_mov_b32_e32 v2, 0
.LBB1_28:
	ds_load_b32 v3, v3
	s_wait_kmcnt 0x0
	v_add_co_u32 v0, vcc_lo, s2, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s3, v1, vcc_lo
	s_wait_dscnt 0x0
	v_fmac_f32_e32 v2, s13, v3
	global_store_b32 v[0:1], v2, off
	s_and_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB1_31
; %bb.29:
	s_mov_b32 s2, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	v_mbcnt_lo_u32_b32 v0, s2, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_and_b32 s3, exec_lo, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s3
	s_cbranch_execz .LBB1_31
; %bb.30:
	s_load_b64 s[0:1], s[0:1], 0x28
	s_bcnt1_i32_b32 s2, s2
	s_wait_alu depctr_sa_sdst(0)
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, s2
	s_wait_kmcnt 0x0
	global_atomic_add_u32 v0, v1, s[0:1] scope:SCOPE_DEV
.LBB1_31:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel spmv_vector
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 60
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
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 13
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
	.size	spmv_vector, .Lfunc_end1-spmv_vector
                                        ; -- End function
	.set spmv_vector.num_vgpr, 17
	.set spmv_vector.num_agpr, 0
	.set spmv_vector.numbered_sgpr, 16
	.set spmv_vector.num_named_barrier, 0
	.set spmv_vector.private_seg_size, 0
	.set spmv_vector.uses_vcc, 1
	.set spmv_vector.uses_flat_scratch, 0
	.set spmv_vector.has_dyn_sized_stack, 0
	.set spmv_vector.has_recursion, 0
	.set spmv_vector.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1568
; TotalNumSgprs: 18
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 17
; Occupancy: 16
; WaveLimiterHint : 1
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
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
      - .address_space:  global
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 52
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           spmv_scalar
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         spmv_scalar.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
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
      - .address_space:  global
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 60
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           spmv_vector
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         spmv_vector.kd
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
