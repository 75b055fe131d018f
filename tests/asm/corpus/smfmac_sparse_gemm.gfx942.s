	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	sparse_gemm_smfmac      ; -- Begin function sparse_gemm_smfmac
	.globl	sparse_gemm_smfmac
	.p2align	8
	.type	sparse_gemm_smfmac,@function
sparse_gemm_smfmac:                     ; @sparse_gemm_smfmac
; %bb.0:
	s_load_dword s6, s[0:1], 0x20
	s_load_dwordx2 s[4:5], s[0:1], 0x18
	s_ashr_i32 s3, s2, 31
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v10, 4, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s6, 32
	s_cbranch_scc1 .LBB0_8
; %bb.1:                                ; %.preheader
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[14:15], s[0:1], 0x10
	s_ashr_i32 s0, s6, 31
	s_lshr_b32 s0, s0, 27
	s_add_i32 s6, s6, s0
	s_ashr_i32 s12, s6, 5
	s_mul_hi_i32 s1, s2, s12
	s_mul_i32 s0, s2, s12
	s_lshl_b64 s[6:7], s[0:1], 8
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s10, s6
	v_lshlrev_b32_e32 v2, 2, v0
	s_addc_u32 s7, s11, s7
	v_lshl_add_u64 v[12:13], s[6:7], 0, v[2:3]
	s_lshl_b64 s[6:7], s[0:1], 10
	s_add_u32 s6, s14, s6
	s_addc_u32 s7, s15, s7
	s_lshl_b64 s[0:1], s[0:1], 9
	s_add_u32 s0, s8, s0
	v_lshlrev_b32_e32 v2, 3, v0
	s_addc_u32 s1, s9, s1
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v11, v3
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[2:3]
	v_mov_b32_e32 v2, v3
	v_mov_b64_e32 v[8:9], v[4:5]
	v_lshl_add_u64 v[14:15], s[6:7], 0, v[10:11]
	s_mov_b32 s13, 0
	s_mov_b64 s[0:1], 0x100
	s_mov_b64 s[6:7], 0x400
	s_mov_b64 s[8:9], 0x200
	v_mov_b64_e32 v[6:7], v[2:3]
	s_branch .LBB0_4
.LBB0_2:                                ;   in Loop: Header=BB0_4 Depth=1
	s_waitcnt vmcnt(0)
	v_smfmac_f32_16x16x32_f16 v[2:5], v[24:25], v[16:19], v11
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	s_add_i32 s13, s13, 1
	v_lshl_add_u64 v[12:13], v[12:13], 0, s[0:1]
	v_lshl_add_u64 v[14:15], v[14:15], 0, s[6:7]
	s_cmp_lg_u32 s12, s13
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[8:9]
	s_cbranch_scc0 .LBB0_9
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[24:25], v[0:1], off
	global_load_dwordx4 v[16:19], v[14:15], off
	global_load_dword v11, v[12:13], off
	s_bitcmp0_b32 s13, 0
	s_cbranch_scc1 .LBB0_6
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b64_e32 v[22:23], v[8:9]
	v_mov_b64_e32 v[20:21], v[6:7]
	s_waitcnt vmcnt(0)
	s_nop 0
	v_smfmac_f32_16x16x32_f16 v[20:23], v[24:25], v[16:19], v11
	s_cbranch_execz .LBB0_2
	s_branch .LBB0_7
.LBB0_6:                                ;   in Loop: Header=BB0_4 Depth=1
                                        ; implicit-def: $vgpr20_vgpr21_vgpr22_vgpr23
	s_branch .LBB0_2
.LBB0_7:                                ;   in Loop: Header=BB0_4 Depth=1
	s_nop 4
	v_mov_b64_e32 v[6:7], v[20:21]
	v_mov_b64_e32 v[8:9], v[22:23]
	s_branch .LBB0_3
.LBB0_8:
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	s_branch .LBB0_10
.LBB0_9:
	s_nop 0
	v_pk_add_f32 v[8:9], v[8:9], v[4:5]
	v_pk_add_f32 v[6:7], v[6:7], v[2:3]
	v_mov_b32_e32 v3, v9
.LBB0_10:
	s_lshl_b64 s[0:1], s[2:3], 10
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_mov_b32_e32 v9, v3
	global_store_dwordx4 v10, v[6:9], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sparse_gemm_smfmac
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 28
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
	.size	sparse_gemm_smfmac, .Lfunc_end0-sparse_gemm_smfmac
                                        ; -- End function
	.set sparse_gemm_smfmac.num_vgpr, 26
	.set sparse_gemm_smfmac.num_agpr, 0
	.set sparse_gemm_smfmac.numbered_sgpr, 16
	.set sparse_gemm_smfmac.num_named_barrier, 0
	.set sparse_gemm_smfmac.private_seg_size, 0
	.set sparse_gemm_smfmac.uses_vcc, 0
	.set sparse_gemm_smfmac.uses_flat_scratch, 0
	.set sparse_gemm_smfmac.has_dyn_sized_stack, 0
	.set sparse_gemm_smfmac.has_recursion, 0
	.set sparse_gemm_smfmac.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 408
; TotalNumSgprs: 22
; NumVgprs: 26
; NumAgprs: 0
; TotalNumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 26
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
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
        .type_name:      'v4h*'
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
        .type_name:      'v8h*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'v4f*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           sparse_gemm_smfmac
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         sparse_gemm_smfmac.kd
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
