	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.protected	jacobi5                 ; -- Begin function jacobi5
	.globl	jacobi5
	.p2align	8
	.type	jacobi5,@function
jacobi5:                                ; @jacobi5
; %bb.0:
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_load_dwordx4 s[8:11], s[4:5], 0x10
	v_and_b32_e32 v11, 15, v0
	v_lshrrev_b32_e32 v12, 4, v0
	v_lshl_or_b32 v0, s6, 4, v11
	v_lshl_or_b32 v10, s7, 4, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s8, v0
	v_cmp_gt_i32_e64 s[0:1], s9, v10
	s_and_b64 s[6:7], vcc, s[0:1]
	v_mov_b32_e32 v13, 0
	v_ashrrev_i32_e32 v1, 31, v0
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mad_i64_i32 v[2:3], s[2:3], s8, v10, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s17
	v_add_co_u32_e64 v5, s[2:3], s16, v2
	v_addc_co_u32_e64 v4, s[2:3], v4, v3, s[2:3]
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e64 v2, s[2:3], v5, v2
	v_addc_co_u32_e64 v3, s[2:3], v4, v3, s[2:3]
	global_load_dword v13, v[2:3], off
.LBB0_2:
	s_or_b64 exec, exec, s[12:13]
	s_load_dwordx2 s[4:5], s[4:5], 0x8
	s_cmp_lt_i32 s10, 1
	s_cbranch_scc1 .LBB0_29
; %bb.3:
	v_add_u32_e32 v2, 1, v0
	v_cmp_gt_i32_e64 s[2:3], s8, v2
	s_and_b64 s[12:13], s[2:3], s[0:1]
	v_mad_i64_i32 v[2:3], s[2:3], s8, v10, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s17
	v_add_co_u32_e64 v6, s[2:3], s16, v2
	v_addc_co_u32_e64 v7, s[2:3], v4, v3, s[2:3]
	v_lshlrev_b64 v[8:9], 2, v[0:1]
	v_add_co_u32_e64 v2, s[2:3], v6, v8
	v_addc_co_u32_e64 v3, s[2:3], v7, v9, s[2:3]
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, v0
	v_cmp_lt_i32_e64 s[2:3], 0, v0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_and_b64 s[2:3], s[2:3], s[0:1]
	v_add_co_u32_e64 v4, s[0:1], v6, v4
	v_addc_co_u32_e64 v5, s[0:1], v7, v5, s[0:1]
	v_add_u32_e32 v6, 1, v10
	v_cmp_gt_i32_e64 s[0:1], s9, v6
	s_and_b64 s[14:15], vcc, s[0:1]
	v_mad_i64_i32 v[6:7], s[0:1], s8, v6, 0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v14, s17
	v_add_co_u32_e64 v6, s[0:1], s16, v6
	v_add_u32_e32 v17, -1, v10
	v_addc_co_u32_e64 v7, s[0:1], v14, v7, s[0:1]
	v_mad_u64_u32 v[14:15], s[18:19], s8, v17, 0
	s_ashr_i32 s20, s8, 31
	v_mov_b32_e32 v16, v15
	v_add_co_u32_e64 v6, s[0:1], v6, v8
	v_mad_u64_u32 v[16:17], s[18:19], s20, v17, v[16:17]
	v_addc_co_u32_e64 v7, s[0:1], v7, v9, s[0:1]
	v_mov_b32_e32 v15, v16
	v_cmp_lt_i32_e64 s[0:1], 0, v10
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	s_and_b64 s[0:1], s[0:1], vcc
	v_mov_b32_e32 v16, s17
	v_add_co_u32_e32 v14, vcc, s16, v14
	v_addc_co_u32_e32 v15, vcc, v16, v15, vcc
	v_add_co_u32_e32 v8, vcc, v14, v8
	s_mov_b32 s11, 0
	v_addc_co_u32_e32 v9, vcc, v15, v9, vcc
	s_movk_i32 s9, 0x48
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_read2_b32 v[16:17], v14 offset0:1 offset1:20
	ds_read2_b32 v[18:19], v14 offset0:18 offset1:19
	ds_read_b32 v13, v14 offset:148
	s_xor_b32 s11, s11, 1
	s_add_i32 s10, s10, -1
	s_cmp_eq_u32 s10, 0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v14, v19, v16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v13, v14, v13
	v_add_f32_e32 v13, v13, v18
	v_add_f32_e32 v13, v13, v17
	v_mul_f32_e32 v13, 0x3e4ccccd, v13
	s_cbranch_scc1 .LBB0_29
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_mul_i32 s24, s11, 0x510
	v_mov_b32_e32 v14, s24
	v_mad_u32_u24 v15, v12, s9, v14
	v_lshl_add_u32 v14, v11, 2, v15
	v_cmp_lt_i32_e32 vcc, 14, v11
	s_waitcnt vmcnt(0)
	ds_write_b32 v14, v13 offset:76
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_9
; %bb.6:                                ;   in Loop: Header=BB0_5 Depth=1
	v_mov_b32_e32 v16, v13
	s_and_saveexec_b64 s[18:19], s[12:13]
	s_cbranch_execz .LBB0_8
; %bb.7:                                ;   in Loop: Header=BB0_5 Depth=1
	global_load_dword v16, v[2:3], off offset:4
.LBB0_8:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_waitcnt vmcnt(0)
	ds_write_b32 v15, v16 offset:140
                                        ; implicit-def: $vgpr15
.LBB0_9:                                ; %Flow22
                                        ;   in Loop: Header=BB0_5 Depth=1
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB0_15
; %bb.10:                               ; %LeafBlock
                                        ;   in Loop: Header=BB0_5 Depth=1
	v_cmp_eq_u32_e32 vcc, 0, v11
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_14
; %bb.11:                               ;   in Loop: Header=BB0_5 Depth=1
	v_mov_b32_e32 v16, v13
	s_and_saveexec_b64 s[20:21], s[2:3]
	s_cbranch_execz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_5 Depth=1
	global_load_dword v16, v[4:5], off offset:-4
.LBB0_13:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b32 v15, v16 offset:72
.LBB0_14:                               ; %Flow21
                                        ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[18:19]
.LBB0_15:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[16:17]
	v_cmp_lt_i32_e32 vcc, 14, v12
	s_mov_b64 s[16:17], 0
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $sgpr22
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_cbranch_execz .LBB0_21
; %bb.16:                               ; %LeafBlock13
                                        ;   in Loop: Header=BB0_5 Depth=1
	v_cmp_eq_u32_e32 vcc, 15, v12
	s_mov_b64 s[20:21], 0
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $sgpr22
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB0_20
; %bb.17:                               ;   in Loop: Header=BB0_5 Depth=1
	v_mov_b32_e32 v16, v13
	s_and_saveexec_b64 s[20:21], s[14:15]
	s_cbranch_execz .LBB0_19
; %bb.18:                               ;   in Loop: Header=BB0_5 Depth=1
	global_load_dword v16, v[6:7], off
.LBB0_19:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[20:21]
	s_mov_b64 s[20:21], exec
	s_add_i32 s22, s24, 0x4c8
.LBB0_20:                               ; %Flow18
                                        ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[16:17], s[20:21], exec
.LBB0_21:                               ; %Flow17
                                        ;   in Loop: Header=BB0_5 Depth=1
	s_or_saveexec_b64 s[18:19], s[18:19]
	v_mov_b32_e32 v15, s22
	s_xor_b64 exec, exec, s[18:19]
	s_cbranch_execz .LBB0_27
; %bb.22:                               ; %LeafBlock11
                                        ;   in Loop: Header=BB0_5 Depth=1
	v_cmp_eq_u32_e32 vcc, 0, v12
	s_mov_b64 s[22:23], s[16:17]
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_26
; %bb.23:                               ;   in Loop: Header=BB0_5 Depth=1
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_cbranch_execz .LBB0_25
; %bb.24:                               ;   in Loop: Header=BB0_5 Depth=1
	global_load_dword v13, v[8:9], off
.LBB0_25:                               ; %Flow
                                        ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[22:23]
	s_or_b64 s[22:23], s[16:17], exec
.LBB0_26:                               ; %Flow20
                                        ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[20:21]
	s_andn2_b64 s[16:17], s[16:17], exec
	s_and_b64 s[20:21], s[22:23], exec
	v_mov_b32_e32 v15, s24
	s_or_b64 s[16:17], s[16:17], s[20:21]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v16, v13
.LBB0_27:                               ; %Flow19
                                        ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_4
; %bb.28:                               ;   in Loop: Header=BB0_5 Depth=1
	v_lshl_add_u32 v13, v11, 2, v15
	s_waitcnt vmcnt(0)
	ds_write_b32 v13, v16 offset:4
	s_branch .LBB0_4
.LBB0_29:                               ; %Flow24
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_31
; %bb.30:
	v_mad_i64_i32 v[2:3], s[0:1], s8, v10, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s5
	v_add_co_u32_e32 v2, vcc, s4, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v2, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v13, off
.LBB0_31:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel jacobi5
		.amdhsa_group_segment_fixed_size 2592
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 25
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
	.size	jacobi5, .Lfunc_end0-jacobi5
                                        ; -- End function
	.set jacobi5.num_vgpr, 20
	.set jacobi5.num_agpr, 0
	.set jacobi5.numbered_sgpr, 25
	.set jacobi5.num_named_barrier, 0
	.set jacobi5.private_seg_size, 0
	.set jacobi5.uses_vcc, 1
	.set jacobi5.uses_flat_scratch, 0
	.set jacobi5.has_dyn_sized_stack, 0
	.set jacobi5.has_recursion, 0
	.set jacobi5.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 952
; TotalNumSgprs: 29
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2592 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 29
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
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
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 2592
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           jacobi5
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     29
    .sgpr_spill_count: 0
    .symbol:         jacobi5.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
