	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.protected	conv1d_lds_dma          ; -- Begin function conv1d_lds_dma
	.globl	conv1d_lds_dma
	.p2align	8
	.type	conv1d_lds_dma,@function
conv1d_lds_dma:                         ; @conv1d_lds_dma
; %bb.0:
	s_load_dword s10, s[6:7], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_ge_i32 s8, s10
	s_cbranch_scc1 .LBB0_5
; %bb.1:
	s_load_dwordx4 s[20:23], s[6:7], 0x0
	s_load_dwordx2 s[2:3], s[6:7], 0x10
	v_and_b32_e32 v8, 63, v0
	v_cmp_gt_u32_e32 vcc, 64, v0
	v_cmp_gt_u32_e64 s[0:1], 16, v8
	s_waitcnt lgkmcnt(0)
	s_load_dwordx8 s[12:19], s[22:23], 0x0
	s_load_dword s6, s[22:23], 0x20
	v_mov_b32_e32 v3, s3
	s_load_dword s3, s[4:5], 0xc
	v_lshlrev_b32_e32 v2, 2, v0
	v_mov_b32_e32 v1, 0
	s_and_b64 s[0:1], vcc, s[0:1]
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_and_b32_e32 v6, 0x3c0, v0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s4, s3, 8
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_lshlrev_b32_e32 v1, 2, v8
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[2:3]
	v_lshl_add_u32 v7, v0, 2, s5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[8:9], v7 offset1:1
	ds_read2_b32 v[10:11], v7 offset0:2 offset1:3
	ds_read2_b32 v[12:13], v7 offset0:4 offset1:5
	ds_read2_b32 v[14:15], v7 offset0:6 offset1:7
	ds_read_b32 v7, v7 offset:32
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v8, v8, s12, 0
	v_fmac_f32_e32 v8, s13, v9
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v8, s14, v10
	v_fmac_f32_e32 v8, s15, v11
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v8, s16, v12
	s_lshl_b64 s[2:3], s[8:9], 8
	v_fmac_f32_e32 v8, s17, v13
	s_lshl_b64 s[2:3], s[2:3], 2
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v8, s18, v14
	s_add_i32 s8, s8, s4
	v_mov_b32_e32 v17, s3
	v_add_co_u32_e32 v16, vcc, s2, v2
	v_fmac_f32_e32 v8, s19, v15
	s_cmp_lt_i32 s8, s10
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v8, s6, v7
	global_store_dword v[16:17], v8, off
	s_barrier
	s_cbranch_scc0 .LBB0_5
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_ashr_i32 s9, s8, 31
	s_and_b32 s5, s8, 1
	s_lshl_b64 s[2:3], s[8:9], 10
	s_add_u32 s7, s20, s2
	s_mulk_i32 s5, 0x500
	s_addc_u32 s11, s21, s3
	v_lshl_add_u32 v7, v6, 2, s5
	v_mov_b32_e32 v9, s11
	v_add_co_u32_e32 v8, vcc, s7, v4
	v_readfirstlane_b32 s2, v7
	v_addc_co_u32_e32 v9, vcc, v9, v5, vcc
	s_mov_b32 m0, s2
	s_nop 0
	global_load_dword v[8:9], off lds
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_mov_b32_e32 v7, s11
	v_add_co_u32_e32 v8, vcc, s7, v1
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	v_add_co_u32_e32 v8, vcc, 0x400, v8
	s_add_i32 m0, s5, 0x400
	v_addc_co_u32_e32 v9, vcc, 0, v7, vcc
	global_load_dword v[8:9], off lds
	s_branch .LBB0_2
.LBB0_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel conv1d_lds_dma
		.amdhsa_group_segment_fixed_size 2560
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 20
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
	.size	conv1d_lds_dma, .Lfunc_end0-conv1d_lds_dma
                                        ; -- End function
	.set conv1d_lds_dma.num_vgpr, 18
	.set conv1d_lds_dma.num_agpr, 0
	.set conv1d_lds_dma.numbered_sgpr, 24
	.set conv1d_lds_dma.num_named_barrier, 0
	.set conv1d_lds_dma.private_seg_size, 0
	.set conv1d_lds_dma.uses_vcc, 1
	.set conv1d_lds_dma.uses_flat_scratch, 0
	.set conv1d_lds_dma.has_dyn_sized_stack, 0
	.set conv1d_lds_dma.has_recursion, 0
	.set conv1d_lds_dma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 420
; TotalNumSgprs: 28
; NumVgprs: 18
; NumAgprs: 0
; TotalNumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2560 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 18
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
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
      - .address_space:  global
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
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         conv1d_lds_dma.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
