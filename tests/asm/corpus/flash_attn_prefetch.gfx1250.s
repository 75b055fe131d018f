	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	flash_attn_prefetch     ; -- Begin function flash_attn_prefetch
	.globl	flash_attn_prefetch
	.p2align	8
	.type	flash_attn_prefetch,@function
flash_attn_prefetch:                    ; @flash_attn_prefetch
; %bb.0:
	s_mov_b32 s32, 16
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[36:37], s[2:3]
	s_mov_b64 s[38:39], s[0:1]
	s_clause 0x1
	s_load_b128 s[0:3], s[4:5], 0x0
	s_load_b64 s[6:7], s[4:5], 0x10
	v_mov_b32_e32 v45, v0
	s_mov_b32 s8, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_and_b32_e32 v0, 15, v45
	v_cmp_gt_u32_e64 s33, 16, v45
	v_cmpx_lt_u32_e32 15, v45
	s_xor_b32 s8, exec_lo, s8
	s_and_not1_saveexec_b32 s8, s8
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b128 v[2:5], v0, s[2:3] scale_offset
	global_load_b128 v[6:9], v0, s[6:7] scale_offset
	v_lshlrev_b32_e32 v1, 4, v0
	s_wait_loadcnt 0x1
	ds_store_b128 v1, v[2:5]
	s_wait_loadcnt 0x0
	ds_store_b128 v1, v[6:9] offset:512
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s8
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b128 v[108:111], v0, s[2:3] offset:256 scale_offset
	global_load_b128 v[120:123], v0, s[6:7] offset:256 scale_offset
	s_load_b128 s[52:55], s[4:5], 0x18
	v_lshl_or_b32 v2, ttmp9, 6, v45
	; sched_barrier mask(0x00000000)
	global_load_b128 v[40:43], v2, s[0:1] scale_offset
	s_barrier_signal -1
	v_lshl_or_b32 v254, v0, 4, 0x200
	v_dual_mov_b32 v255, 0 :: v_dual_ashrrev_i32 v3, 31, v2
	v_lshl_or_b32 v47, v0, 4, 0x200
	v_mov_b32_e32 v59, 0xff800000
	s_wait_kmcnt 0x0
	s_max_i32 s54, s54, 1
	v_add_nc_u64_e32 v[250:251], s[6:7], v[254:255]
	v_add_nc_u64_e32 v[252:253], s[2:3], v[254:255]
	v_dual_mov_b32 v57, v255 :: v_dual_mov_b32 v248, v255
	v_dual_mov_b32 v254, v255 :: v_dual_mov_b32 v249, v255
	s_mov_b32 s66, 0
	s_add_nc_u64 s[48:49], s[4:5], 40
	scratch_store_b64 off, v[2:3], off      ; 8-byte Folded Spill
	s_get_pc_i64 s[50:51]
	s_add_nc_u64 s[50:51], s[50:51], _Z3dotDv4_fS_@rel64+4
	s_get_pc_i64 s[64:65]
	s_add_nc_u64 s[64:65], s[64:65], _Z3expf@rel64+4
	s_barrier_wait -1
	s_branch .LBB0_4
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s0
	v_mul_f32_e32 v1, v57, v44
	v_pk_mul_f32 v[6:7], v[248:249], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[254:255], v[44:45] op_sel_hi:[1,0]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, v1, v46
	v_pk_fma_f32 v[6:7], v[46:47], v[126:127], v[6:7] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[8:9], v[46:47], v[124:125], v[8:9] op_sel_hi:[0,1,1]
	v_add_f32_e32 v1, v1, v56
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[6:7], v[56:57], v[138:139], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[56:57], v[136:137], v[8:9] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, v1, v58
	v_pk_fma_f32 v[6:7], v[58:59], v[142:143], v[6:7] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[8:9], v[58:59], v[140:141], v[8:9] op_sel_hi:[0,1,1]
	v_add_f32_e32 v1, v1, v60
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[6:7], v[60:61], v[154:155], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[60:61], v[152:153], v[8:9] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, v1, v62
	v_pk_fma_f32 v[6:7], v[62:63], v[158:159], v[6:7] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[8:9], v[62:63], v[156:157], v[8:9] op_sel_hi:[0,1,1]
	v_add_f32_e32 v1, v1, v72
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[6:7], v[72:73], v[170:171], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[72:73], v[168:169], v[8:9] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, v1, v74
	v_pk_fma_f32 v[6:7], v[74:75], v[174:175], v[6:7] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[8:9], v[74:75], v[172:173], v[8:9] op_sel_hi:[0,1,1]
	v_add_f32_e32 v1, v1, v76
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[6:7], v[76:77], v[186:187], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[76:77], v[184:185], v[8:9] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, v1, v78
	v_pk_fma_f32 v[6:7], v[78:79], v[190:191], v[6:7] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[8:9], v[78:79], v[188:189], v[8:9] op_sel_hi:[0,1,1]
	v_add_f32_e32 v1, v1, v88
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[6:7], v[88:89], v[202:203], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[88:89], v[200:201], v[8:9] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, v1, v90
	v_pk_fma_f32 v[6:7], v[90:91], v[206:207], v[6:7] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[8:9], v[90:91], v[204:205], v[8:9] op_sel_hi:[0,1,1]
	v_add_f32_e32 v1, v1, v92
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[6:7], v[92:93], v[218:219], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[92:93], v[216:217], v[8:9] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, v1, v94
	v_pk_fma_f32 v[6:7], v[94:95], v[222:223], v[6:7] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[8:9], v[94:95], v[220:221], v[8:9] op_sel_hi:[0,1,1]
	v_add_f32_e32 v1, v1, v104
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[6:7], v[104:105], v[234:235], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[104:105], v[232:233], v[8:9] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, v1, v106
	v_pk_fma_f32 v[6:7], v[106:107], v[238:239], v[6:7] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[8:9], v[106:107], v[236:237], v[8:9] op_sel_hi:[0,1,1]
	v_add_f32_e32 v57, v1, v0
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[248:249], v[0:1], v[4:5], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[254:255], v[0:1], v[2:3], v[8:9] op_sel_hi:[0,1,1]
	; sched_barrier mask(0x00000000)
	global_load_b128 v[108:111], v[252:253], off
	global_load_b128 v[120:123], v[250:251], off
	s_barrier_signal -1
	s_wait_xcnt 0x0
	v_add_nc_u64_e32 v[250:251], 0x100, v[250:251]
	v_add_nc_u64_e32 v[252:253], 0x100, v[252:253]
	s_add_co_i32 s66, s66, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s54, s66
	s_barrier_wait -1
	s_cbranch_scc0 .LBB0_6
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	s_and_b32 s67, s66, 1
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v31, v45 :: v_dual_mov_b32 v0, v40
	s_wait_xcnt 0x1
	s_lshl_b32 s0, s67, 8
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v44, v59 :: v_dual_mov_b32 v61, s0
	s_wait_xcnt 0x0
	v_dual_mov_b32 v1, v41 :: v_dual_mov_b32 v2, v42
	v_mov_b32_e32 v3, v43
	s_mov_b64 s[4:5], s[38:39]
	ds_load_b128 v[4:7], v61
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[50:51]
	ds_load_b128 v[4:7], v61 offset:16
	v_dual_mul_f32 v46, s55, v0 :: v_dual_mov_b32 v31, v45
	v_dual_mov_b32 v0, v40 :: v_dual_mov_b32 v1, v41
	v_dual_mov_b32 v2, v42 :: v_dual_mov_b32 v3, v43
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[50:51]
	ds_load_b128 v[4:7], v61 offset:32
	v_dual_mul_f32 v56, s55, v0 :: v_dual_mov_b32 v31, v45
	v_dual_mov_b32 v0, v40 :: v_dual_mov_b32 v1, v41
	v_dual_mov_b32 v2, v42 :: v_dual_mov_b32 v3, v43
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	v_max3_num_f32 v58, v44, v46, v56
	s_swap_pc_i64 s[30:31], s[50:51]
	ds_load_b128 v[4:7], v61 offset:48
	v_dual_mul_f32 v60, s55, v0 :: v_dual_mov_b32 v31, v45
	v_dual_mov_b32 v0, v40 :: v_dual_mov_b32 v1, v41
	v_dual_mov_b32 v2, v42 :: v_dual_mov_b32 v3, v43
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[50:51]
	ds_load_b128 v[4:7], v61 offset:64
	v_dual_mul_f32 v62, s55, v0 :: v_dual_mov_b32 v31, v45
	v_dual_mov_b32 v0, v40 :: v_dual_mov_b32 v1, v41
	v_dual_mov_b32 v2, v42 :: v_dual_mov_b32 v3, v43
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	v_max3_num_f32 v58, v58, v60, v62
	s_swap_pc_i64 s[30:31], s[50:51]
	ds_load_b128 v[4:7], v61 offset:80
	v_dual_mul_f32 v63, s55, v0 :: v_dual_mov_b32 v31, v45
	v_dual_mov_b32 v0, v40 :: v_dual_mov_b32 v1, v41
	v_dual_mov_b32 v2, v42 :: v_dual_mov_b32 v3, v43
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[50:51]
	ds_load_b128 v[4:7], v61 offset:96
	v_dual_mul_f32 v72, s55, v0 :: v_dual_mov_b32 v31, v45
	v_dual_mov_b32 v0, v40 :: v_dual_mov_b32 v1, v41
	v_dual_mov_b32 v2, v42 :: v_dual_mov_b32 v3, v43
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	v_max3_num_f32 v58, v58, v63, v72
	s_swap_pc_i64 s[30:31], s[50:51]
	ds_load_b128 v[4:7], v61 offset:112
	v_dual_mul_f32 v73, s55, v0 :: v_dual_mov_b32 v31, v45
	v_dual_mov_b32 v0, v40 :: v_dual_mov_b32 v1, v41
	v_dual_mov_b32 v2, v42 :: v_dual_mov_b32 v3, v43
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[50:51]
	ds_load_b128 v[4:7], v61 offset:128
	v_dual_mul_f32 v75, s55, v0 :: v_dual_mov_b32 v31, v45
	v_dual_mov_b32 v0, v40 :: v_dual_mov_b32 v1, v41
	v_dual_mov_b32 v2, v42 :: v_dual_mov_b32 v3, v43
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	v_max3_num_f32 v58, v58, v73, v75
	s_swap_pc_i64 s[30:31], s[50:51]
	ds_load_b128 v[4:7], v61 offset:144
	v_dual_mul_f32 v77, s55, v0 :: v_dual_mov_b32 v31, v45
	v_dual_mov_b32 v0, v40 :: v_dual_mov_b32 v1, v41
	v_dual_mov_b32 v2, v42 :: v_dual_mov_b32 v3, v43
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[50:51]
	ds_load_b128 v[4:7], v61 offset:160
	v_dual_mul_f32 v79, s55, v0 :: v_dual_mov_b32 v31, v45
	v_dual_mov_b32 v0, v40 :: v_dual_mov_b32 v1, v41
	v_dual_mov_b32 v2, v42 :: v_dual_mov_b32 v3, v43
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	v_max3_num_f32 v58, v58, v77, v79
	s_swap_pc_i64 s[30:31], s[50:51]
	ds_load_b128 v[4:7], v61 offset:176
	v_dual_mul_f32 v89, s55, v0 :: v_dual_mov_b32 v31, v45
	v_dual_mov_b32 v0, v40 :: v_dual_mov_b32 v1, v41
	v_dual_mov_b32 v2, v42 :: v_dual_mov_b32 v3, v43
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[50:51]
	ds_load_b128 v[4:7], v61 offset:192
	v_dual_mul_f32 v91, s55, v0 :: v_dual_mov_b32 v31, v45
	v_dual_mov_b32 v0, v40 :: v_dual_mov_b32 v1, v41
	v_dual_mov_b32 v2, v42 :: v_dual_mov_b32 v3, v43
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	v_max3_num_f32 v58, v58, v89, v91
	s_swap_pc_i64 s[30:31], s[50:51]
	ds_load_b128 v[4:7], v61 offset:208
	v_dual_mul_f32 v93, s55, v0 :: v_dual_mov_b32 v31, v45
	v_dual_mov_b32 v0, v40 :: v_dual_mov_b32 v1, v41
	v_dual_mov_b32 v2, v42 :: v_dual_mov_b32 v3, v43
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[50:51]
	ds_load_b128 v[4:7], v61 offset:224
	v_dual_mul_f32 v95, s55, v0 :: v_dual_mov_b32 v31, v45
	v_dual_mov_b32 v0, v40 :: v_dual_mov_b32 v1, v41
	v_dual_mov_b32 v2, v42 :: v_dual_mov_b32 v3, v43
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	v_max3_num_f32 v58, v58, v93, v95
	s_swap_pc_i64 s[30:31], s[50:51]
	ds_load_b128 v[4:7], v61 offset:240
	v_dual_mul_f32 v105, s55, v0 :: v_dual_mov_b32 v31, v45
	v_dual_mov_b32 v0, v40 :: v_dual_mov_b32 v1, v41
	v_dual_mov_b32 v2, v42 :: v_dual_mov_b32 v3, v43
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[50:51]
	v_dual_mul_f32 v107, s55, v0 :: v_dual_mov_b32 v31, v45
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_max3_num_f32 v59, v58, v105, v107
	s_mov_b64 s[10:11], s[34:35]
	v_sub_f32_e32 v0, v44, v59
	s_swap_pc_i64 s[30:31], s[64:65]
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v44, v0 :: v_dual_sub_f32 v0, v46, v59
	v_mov_b32_e32 v31, v45
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[64:65]
	ds_load_b128 v[124:127], v61 offset:512
	v_dual_mov_b32 v46, v0 :: v_dual_mov_b32 v31, v45
	v_sub_f32_e32 v0, v56, v59
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[64:65]
	ds_load_b128 v[136:139], v61 offset:528
	v_dual_mov_b32 v56, v0 :: v_dual_mov_b32 v31, v45
	v_sub_f32_e32 v0, v60, v59
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[64:65]
	ds_load_b128 v[140:143], v61 offset:544
	v_dual_mov_b32 v58, v0 :: v_dual_sub_f32 v0, v62, v59
	v_mov_b32_e32 v31, v45
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[64:65]
	ds_load_b128 v[152:155], v61 offset:560
	v_dual_mov_b32 v60, v0 :: v_dual_sub_f32 v0, v63, v59
	v_mov_b32_e32 v31, v45
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[64:65]
	ds_load_b128 v[156:159], v61 offset:576
	v_dual_mov_b32 v62, v0 :: v_dual_mov_b32 v31, v45
	v_sub_f32_e32 v0, v72, v59
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[64:65]
	ds_load_b128 v[168:171], v61 offset:592
	v_dual_mov_b32 v72, v0 :: v_dual_sub_f32 v0, v73, v59
	v_mov_b32_e32 v31, v45
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[64:65]
	ds_load_b128 v[172:175], v61 offset:608
	v_dual_mov_b32 v74, v0 :: v_dual_sub_f32 v0, v75, v59
	v_mov_b32_e32 v31, v45
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[64:65]
	ds_load_b128 v[184:187], v61 offset:624
	v_dual_mov_b32 v76, v0 :: v_dual_sub_f32 v0, v77, v59
	v_mov_b32_e32 v31, v45
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[64:65]
	ds_load_b128 v[188:191], v61 offset:640
	v_dual_mov_b32 v78, v0 :: v_dual_sub_f32 v0, v79, v59
	v_mov_b32_e32 v31, v45
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[64:65]
	ds_load_b128 v[200:203], v61 offset:656
	v_dual_mov_b32 v88, v0 :: v_dual_sub_f32 v0, v89, v59
	v_mov_b32_e32 v31, v45
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[64:65]
	ds_load_b128 v[204:207], v61 offset:672
	v_dual_mov_b32 v90, v0 :: v_dual_sub_f32 v0, v91, v59
	v_mov_b32_e32 v31, v45
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[64:65]
	ds_load_b128 v[216:219], v61 offset:688
	v_dual_mov_b32 v92, v0 :: v_dual_sub_f32 v0, v93, v59
	v_mov_b32_e32 v31, v45
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[64:65]
	ds_load_b128 v[220:223], v61 offset:704
	v_dual_mov_b32 v94, v0 :: v_dual_sub_f32 v0, v95, v59
	v_mov_b32_e32 v31, v45
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[64:65]
	ds_load_b128 v[232:235], v61 offset:720
	v_dual_mov_b32 v104, v0 :: v_dual_sub_f32 v0, v105, v59
	v_mov_b32_e32 v31, v45
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[64:65]
	ds_load_b128 v[236:239], v61 offset:736
	v_dual_mov_b32 v106, v0 :: v_dual_sub_f32 v0, v107, v59
	v_mov_b32_e32 v31, v45
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_swap_pc_i64 s[30:31], s[64:65]
	ds_load_b128 v[2:5], v61 offset:752
	; sched_barrier mask(0x00000000)
	s_and_saveexec_b32 s0, s33
	s_cbranch_execz .LBB0_3
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	s_xor_b32 s1, s67, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v1, s1, 8, v47
	v_add_nc_u32_e32 v6, 0xfffffe00, v1
	ds_store_b128 v6, v[108:111]
	ds_store_b128 v1, v[120:123]
	s_branch .LBB0_3
.LBB0_6:
	v_frexp_mant_f32_e32 v0, v57
	v_frexp_exp_i32_f32_e32 v1, v57
	v_frexp_exp_i32_f32_e32 v4, v255
	v_frexp_mant_f32_e32 v5, v255
	v_frexp_exp_i32_f32_e32 v2, v254
	v_rcp_f32_e32 v0, v0
	v_frexp_exp_i32_f32_e32 v6, v248
	v_frexp_mant_f32_e32 v7, v248
	v_frexp_mant_f32_e32 v8, v249
	v_frexp_exp_i32_f32_e32 v9, v249
	v_frexp_mant_f32_e32 v3, v254
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v5, v5, v0 :: v_dual_sub_nc_u32 v2, v2, v1
	v_dual_mul_f32 v7, v7, v0 :: v_dual_sub_nc_u32 v4, v4, v1
	v_dual_sub_nc_u32 v6, v6, v1 :: v_dual_mul_f32 v8, v8, v0
	v_sub_nc_u32_e32 v9, v9, v1
	v_ldexp_f32 v1, v5, v4
	scratch_load_b64 v[4:5], off, off th:TH_LOAD_LU ; 8-byte Folded Reload
	v_mul_f32_e32 v3, v3, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f32 v0, v3, v2
	v_ldexp_f32 v2, v7, v6
	v_ldexp_f32 v3, v8, v9
	s_wait_loadcnt 0x0
	v_lshl_add_u64 v[4:5], v[4:5], 4, s[52:53]
	global_store_b128 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel flash_attn_prefetch
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 16
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr max(totalnumvgprs(flash_attn_prefetch.num_agpr, flash_attn_prefetch.num_vgpr), 1, 113)
		.amdhsa_next_free_sgpr max(flash_attn_prefetch.numbered_sgpr+2, 1, 0)-2
		.amdhsa_named_barrier_count (((((alignto(flash_attn_prefetch.num_named_barrier, 4)/4)<<14)&~4080)|352)&114688)>>14
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 22
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
	.size	flash_attn_prefetch, .Lfunc_end0-flash_attn_prefetch
                                        ; -- End function
	.set flash_attn_prefetch.num_vgpr, max(256, amdgpu.max_num_vgpr)
	.set flash_attn_prefetch.num_agpr, max(0, amdgpu.max_num_agpr)
	.set flash_attn_prefetch.numbered_sgpr, max(68, amdgpu.max_num_sgpr)
	.set flash_attn_prefetch.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set flash_attn_prefetch.private_seg_size, 16
	.set flash_attn_prefetch.uses_vcc, 1
	.set flash_attn_prefetch.uses_flat_scratch, 1
	.set flash_attn_prefetch.has_dyn_sized_stack, 1
	.set flash_attn_prefetch.has_recursion, 1
	.set flash_attn_prefetch.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2772
; TotalNumSgprs: flash_attn_prefetch.numbered_sgpr+2
; NumVgprs: flash_attn_prefetch.num_vgpr
; ScratchSize: 16
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(flash_attn_prefetch.num_agpr, flash_attn_prefetch.num_vgpr), 1, 113), 1), 16)/16)-1
; NumSGPRsForWavesPerEU: max(flash_attn_prefetch.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(flash_attn_prefetch.num_agpr, flash_attn_prefetch.num_vgpr), 1, 113)
; NamedBarCnt: alignto(flash_attn_prefetch.num_named_barrier, 4)/4
; Occupancy: occupancy(16, 16, 1024, 11, 8, max(flash_attn_prefetch.numbered_sgpr+extrasgprs(flash_attn_prefetch.uses_vcc, flash_attn_prefetch.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(flash_attn_prefetch.num_agpr, flash_attn_prefetch.num_vgpr), 1, 113))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
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
	.hidden	_Z3dotDv4_fS_
	.hidden	_Z3expf
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
        .type_name:      'vec*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'vec*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'vec*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'vec*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         120
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         128
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         136
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         144
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         152
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         240
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           flash_attn_prefetch
    .private_segment_fixed_size: 16
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     70
    .sgpr_spill_count: 0
    .symbol:         flash_attn_prefetch.kd
    .uses_dynamic_stack: true
    .vgpr_count:     256
    .vgpr_spill_count: 2
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
