	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	conv1d_lds_dma          ; -- Begin function conv1d_lds_dma
	.globl	conv1d_lds_dma
	.p2align	8
	.type	conv1d_lds_dma,@function
conv1d_lds_dma:                         ; @conv1d_lds_dma
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b32 s10, s[2:3], 0x18
	s_wait_kmcnt 0x0
	s_cmp_ge_i32 ttmp9, s10
	s_cbranch_scc1 .LBB0_5
; %bb.1:
	s_clause 0x1
	s_load_b128 s[12:15], s[2:3], 0x0
	s_load_b64 s[16:17], s[2:3], 0x10
	s_load_b32 s9, s[0:1], 0xc
	v_dual_mov_b32 v3, 0 :: v_dual_lshlrev_b32 v2, 2, v0
	v_and_b32_e32 v1, 0xe0, v0
	s_mov_b32 s8, ttmp9
	v_cmp_gt_u32_e32 vcc_lo, 16, v0
	s_wait_kmcnt 0x0
	s_clause 0x1
	s_load_b256 s[0:7], s[14:15], 0x0
	s_load_b32 s11, s[14:15], 0x20
	v_add_nc_u64_e32 v[4:5], s[16:17], v[2:3]
	v_add_nc_u64_e32 v[6:7], s[12:13], v[2:3]
	v_and_b32_e32 v3, 31, v0
	s_lshr_b32 s12, s9, 8
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s14
	s_wait_asynccnt 0x0
	s_barrier_signal -1
	v_lshl_add_u32 v16, v0, 2, s13
	s_lshl_b64 s[14:15], s[8:9], 8
	s_add_co_i32 s8, s8, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lt_i32 s8, s10
	s_barrier_wait -1
	ds_load_2addr_b32 v[8:9], v16 offset1:1
	ds_load_2addr_b32 v[10:11], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[12:13], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[14:15], v16 offset0:6 offset1:7
	ds_load_b32 v16, v16 offset:32
	s_wait_dscnt 0x4
	s_wait_kmcnt 0x0
	v_fma_f32 v17, v8, s0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v17, s1, v9
	v_lshl_add_u64 v[8:9], s[14:15], 2, v[4:5]
	s_wait_dscnt 0x3
	v_fmac_f32_e32 v17, s2, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v17, s3, v11
	s_wait_dscnt 0x2
	v_fmac_f32_e32 v17, s4, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v17, s5, v13
	s_wait_dscnt 0x1
	v_fmac_f32_e32 v17, s6, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v17, s7, v15
	s_wait_dscnt 0x0
	v_fmac_f32_e32 v17, s11, v16
	global_store_b32 v[8:9], v17, off
	s_wait_storecnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_cbranch_scc0 .LBB0_5
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_and_b32 s13, s8, 1
	s_ashr_i32 s9, s8, 31
	s_mulk_i32 s13, 0x500
	s_wait_xcnt 0x0
	s_lshl_b64 s[14:15], s[8:9], 10
	v_lshl_add_u32 v10, v1, 2, s13
	v_add_nc_u64_e32 v[8:9], s[14:15], v[6:7]
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v10, v3, 2, v10
	global_load_async_to_lds_b32 v10, v[8:9], off
	s_and_saveexec_b32 s14, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_add_nc_u64_e32 v[8:9], 0x400, v[8:9]
	v_add3_u32 v10, s13, v2, 0x400
	global_load_async_to_lds_b32 v10, v[8:9], off
	s_branch .LBB0_2
.LBB0_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel conv1d_lds_dma
		.amdhsa_group_segment_fixed_size 2560
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 4
		.amdhsa_user_sgpr_dispatch_ptr 1
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
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 18
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 4
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
	.size	conv1d_lds_dma, .Lfunc_end0-conv1d_lds_dma
                                        ; -- End function
	.set conv1d_lds_dma.num_vgpr, 18
	.set conv1d_lds_dma.num_agpr, 0
	.set conv1d_lds_dma.numbered_sgpr, 18
	.set conv1d_lds_dma.num_named_barrier, 0
	.set conv1d_lds_dma.private_seg_size, 0
	.set conv1d_lds_dma.uses_vcc, 1
	.set conv1d_lds_dma.uses_flat_scratch, 0
	.set conv1d_lds_dma.has_dyn_sized_stack, 0
	.set conv1d_lds_dma.has_recursion, 0
	.set conv1d_lds_dma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 424
; TotalNumSgprs: 20
; NumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2560 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 18
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
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
    .group_segment_fixed_size: 2560
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           conv1d_lds_dma
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         conv1d_lds_dma.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
