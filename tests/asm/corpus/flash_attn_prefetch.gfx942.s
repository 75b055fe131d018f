	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	flash_attn_prefetch     ; -- Begin function flash_attn_prefetch
	.globl	flash_attn_prefetch
	.p2align	8
	.type	flash_attn_prefetch,@function
flash_attn_prefetch:                    ; @flash_attn_prefetch
; %bb.0:
	s_mov_b64 s[36:37], s[4:5]
	s_mov_b64 s[38:39], s[2:3]
	s_mov_b64 s[48:49], s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_nop 0
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	v_mov_b32_e32 v41, v0
	s_mov_b32 s33, s10
	s_mov_b32 s54, s9
	s_mov_b32 s55, s8
	s_mov_b64 s[34:35], s[6:7]
	v_and_b32_e32 v0, 15, v41
	v_cmp_gt_u32_e64 s[50:51], 16, v41
	v_cmp_lt_u32_e32 vcc, 15, v41
	s_mov_b32 s32, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_load_dwordx2 s[64:65], s[36:37], 0x18
	v_lshlrev_b32_e32 v1, 4, v0
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_lshlrev_b32_e32 v2, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[4:7], v2, s[2:3]
	global_load_dwordx4 v[8:11], v2, s[4:5]
	s_waitcnt vmcnt(1)
	ds_write_b128 v1, v[4:7]
	s_waitcnt vmcnt(0)
	ds_write_b128 v1, v[8:11] offset:512
.LBB0_2:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[250:253], v1, s[2:3] offset:256
	global_load_dwordx4 a[32:35], v1, s[4:5] offset:256
	s_load_dwordx2 s[66:67], s[36:37], 0x20
	v_lshl_or_b32 v232, s55, 6, v41
	; sched_barrier mask(0x00000000)
	v_ashrrev_i32_e32 v233, 31, v232
	v_lshl_add_u64 v[2:3], v[232:233], 4, s[0:1]
	global_load_dwordx4 v[104:107], v[2:3], off
	v_or_b32_e32 v43, 0x200, v1
	v_mov_b32_e32 v1, 0x200
	v_lshl_or_b32 v0, v0, 4, v1
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_max_i32 s66, s66, 1
	v_lshl_add_u64 v[234:235], s[4:5], 0, v[0:1]
	v_lshl_add_u64 v[236:237], s[2:3], 0, v[0:1]
	s_mov_b32 s80, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v40, 0xff800000
	v_mov_b32_e32 v248, 0
	v_mov_b32_e32 v249, 0
	v_mov_b32_e32 v238, 0
	v_mov_b32_e32 v239, 0
	s_mov_b64 s[68:69], 0x100
	; wave barrier
	s_branch .LBB0_4
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v1, v45, v40
	v_pk_mul_f32 v[6:7], v[238:239], v[40:41] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[248:249], v[40:41] op_sel_hi:[1,0]
	v_add_f32_e32 v1, v1, v42
	v_pk_fma_f32 v[8:9], v[42:43], v[108:109], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[42:43], v[110:111], v[6:7] op_sel_hi:[0,1,1]
	v_add_f32_e32 v1, v1, v44
	v_pk_fma_f32 v[6:7], v[44:45], v[122:123], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[44:45], v[120:121], v[8:9] op_sel_hi:[0,1,1]
	v_add_f32_e32 v1, v1, v46
	v_pk_fma_f32 v[8:9], v[46:47], v[124:125], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[46:47], v[126:127], v[6:7] op_sel_hi:[0,1,1]
	v_add_f32_e32 v1, v1, v56
	v_pk_fma_f32 v[6:7], v[56:57], v[138:139], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[56:57], v[136:137], v[8:9] op_sel_hi:[0,1,1]
	v_add_f32_e32 v1, v1, v58
	v_pk_fma_f32 v[8:9], v[58:59], v[140:141], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[58:59], v[142:143], v[6:7] op_sel_hi:[0,1,1]
	v_add_f32_e32 v1, v1, v60
	v_pk_fma_f32 v[6:7], v[60:61], v[154:155], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[60:61], v[152:153], v[8:9] op_sel_hi:[0,1,1]
	v_add_f32_e32 v1, v1, v62
	v_pk_fma_f32 v[8:9], v[62:63], v[156:157], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[62:63], v[158:159], v[6:7] op_sel_hi:[0,1,1]
	v_add_f32_e32 v1, v1, v72
	v_pk_fma_f32 v[6:7], v[72:73], v[170:171], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[72:73], v[168:169], v[8:9] op_sel_hi:[0,1,1]
	v_add_f32_e32 v1, v1, v74
	v_pk_fma_f32 v[8:9], v[74:75], v[172:173], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[74:75], v[174:175], v[6:7] op_sel_hi:[0,1,1]
	v_add_f32_e32 v1, v1, v76
	v_pk_fma_f32 v[6:7], v[76:77], v[186:187], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[76:77], v[184:185], v[8:9] op_sel_hi:[0,1,1]
	v_add_f32_e32 v1, v1, v78
	v_pk_fma_f32 v[8:9], v[78:79], v[188:189], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[78:79], v[190:191], v[6:7] op_sel_hi:[0,1,1]
	v_add_f32_e32 v1, v1, v88
	v_pk_fma_f32 v[6:7], v[88:89], v[202:203], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[88:89], v[200:201], v[8:9] op_sel_hi:[0,1,1]
	v_add_f32_e32 v1, v1, v90
	v_pk_fma_f32 v[8:9], v[90:91], v[204:205], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[90:91], v[206:207], v[6:7] op_sel_hi:[0,1,1]
	v_add_f32_e32 v1, v1, v92
	v_pk_fma_f32 v[6:7], v[92:93], v[218:219], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[92:93], v[216:217], v[8:9] op_sel_hi:[0,1,1]
	v_add_f32_e32 v1, v1, v94
	v_pk_fma_f32 v[8:9], v[94:95], v[220:221], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[94:95], v[222:223], v[6:7] op_sel_hi:[0,1,1]
	v_add_f32_e32 v45, v1, v0
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[238:239], v[0:1], v[4:5], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[248:249], v[0:1], v[2:3], v[8:9] op_sel_hi:[0,1,1]
	; sched_barrier mask(0x00000000)
	global_load_dwordx4 v[250:253], v[236:237], off
	global_load_dwordx4 a[32:35], v[234:235], off
	s_add_i32 s80, s80, 1
	v_lshl_add_u64 v[234:235], v[234:235], 0, s[68:69]
	v_lshl_add_u64 v[236:237], v[236:237], 0, s[68:69]
	s_cmp_lg_u32 s66, s80
	v_mov_b32_e32 v40, v57
	; wave barrier
	s_cbranch_scc0 .LBB0_6
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	s_and_b32 s81, s80, 1
	s_lshl_b32 s0, s81, 8
	v_mov_b32_e32 v47, s0
	ds_read_b128 v[4:7], v47
	s_add_u32 s52, s36, 40
	s_addc_u32 s53, s37, 0
	s_getpc_b64 s[70:71]
	s_add_u32 s70, s70, _Z3dotDv4_fS_@rel32@lo+4
	s_addc_u32 s71, s71, _Z3dotDv4_fS_@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v105
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[4:7], v47 offset:16
	v_mul_f32_e32 v42, s67, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v105
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[4:7], v47 offset:32
	v_mul_f32_e32 v44, s67, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v105
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	v_max3_f32 v46, v40, v42, v44
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[4:7], v47 offset:48
	v_mul_f32_e32 v56, s67, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v105
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[4:7], v47 offset:64
	v_mul_f32_e32 v58, s67, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v105
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	v_max3_f32 v46, v46, v56, v58
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[4:7], v47 offset:80
	v_mul_f32_e32 v59, s67, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v105
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[4:7], v47 offset:96
	v_mul_f32_e32 v60, s67, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v105
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	v_max3_f32 v46, v46, v59, v60
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[4:7], v47 offset:112
	v_mul_f32_e32 v61, s67, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v105
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[4:7], v47 offset:128
	v_mul_f32_e32 v63, s67, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v105
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	v_max3_f32 v46, v46, v61, v63
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[4:7], v47 offset:144
	v_mul_f32_e32 v73, s67, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v105
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[4:7], v47 offset:160
	v_mul_f32_e32 v75, s67, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v105
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	v_max3_f32 v46, v46, v73, v75
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[4:7], v47 offset:176
	v_mul_f32_e32 v77, s67, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v105
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[4:7], v47 offset:192
	v_mul_f32_e32 v79, s67, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v105
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	v_max3_f32 v46, v46, v77, v79
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[4:7], v47 offset:208
	v_mul_f32_e32 v89, s67, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v105
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[4:7], v47 offset:224
	v_mul_f32_e32 v91, s67, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v105
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	v_max3_f32 v46, v46, v89, v91
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[4:7], v47 offset:240
	v_mul_f32_e32 v93, s67, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v105
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	s_swappc_b64 s[30:31], s[70:71]
	v_mul_f32_e32 v95, s67, v0
	v_max3_f32 v57, v46, v93, v95
	v_sub_f32_e32 v0, v40, v57
	s_getpc_b64 s[70:71]
	s_add_u32 s70, s70, _Z3expf@rel32@lo+4
	s_addc_u32 s71, s71, _Z3expf@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[70:71]
	v_mov_b32_e32 v40, v0
	v_sub_f32_e32 v0, v42, v57
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[108:111], v47 offset:512
	v_mov_b32_e32 v42, v0
	v_sub_f32_e32 v0, v44, v57
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[120:123], v47 offset:528
	v_mov_b32_e32 v44, v0
	v_sub_f32_e32 v0, v56, v57
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[124:127], v47 offset:544
	v_mov_b32_e32 v46, v0
	v_sub_f32_e32 v0, v58, v57
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[136:139], v47 offset:560
	v_mov_b32_e32 v56, v0
	v_sub_f32_e32 v0, v59, v57
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[140:143], v47 offset:576
	v_mov_b32_e32 v58, v0
	v_sub_f32_e32 v0, v60, v57
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[152:155], v47 offset:592
	v_mov_b32_e32 v60, v0
	v_sub_f32_e32 v0, v61, v57
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[156:159], v47 offset:608
	v_mov_b32_e32 v62, v0
	v_sub_f32_e32 v0, v63, v57
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[168:171], v47 offset:624
	v_mov_b32_e32 v72, v0
	v_sub_f32_e32 v0, v73, v57
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[172:175], v47 offset:640
	v_mov_b32_e32 v74, v0
	v_sub_f32_e32 v0, v75, v57
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[184:187], v47 offset:656
	v_mov_b32_e32 v76, v0
	v_sub_f32_e32 v0, v77, v57
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[188:191], v47 offset:672
	v_mov_b32_e32 v78, v0
	v_sub_f32_e32 v0, v79, v57
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[200:203], v47 offset:688
	v_mov_b32_e32 v88, v0
	v_sub_f32_e32 v0, v89, v57
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[204:207], v47 offset:704
	v_mov_b32_e32 v90, v0
	v_sub_f32_e32 v0, v91, v57
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[216:219], v47 offset:720
	v_mov_b32_e32 v92, v0
	v_sub_f32_e32 v0, v93, v57
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[220:223], v47 offset:736
	v_mov_b32_e32 v94, v0
	v_sub_f32_e32 v0, v95, v57
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[2:5], v47 offset:752
	; sched_barrier mask(0x00000000)
	s_and_saveexec_b64 s[0:1], s[50:51]
	s_cbranch_execz .LBB0_3
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	s_xor_b32 s2, s81, 1
	v_lshl_add_u32 v1, s2, 8, v43
	v_add_u32_e32 v6, 0xfffffe00, v1
	ds_write_b128 v6, v[250:253]
	ds_write_b128 v1, a[32:35]
	s_branch .LBB0_3
.LBB0_6:
	v_frexp_mant_f32_e32 v0, v45
	v_rcp_f32_e32 v3, v0
	v_frexp_exp_i32_f32_e32 v4, v45
	v_frexp_exp_i32_f32_e32 v0, v248
	v_frexp_mant_f32_e32 v1, v248
	v_mul_f32_e32 v1, v1, v3
	v_sub_u32_e32 v0, v0, v4
	v_ldexp_f32 v0, v1, v0
	v_frexp_exp_i32_f32_e32 v1, v249
	v_frexp_mant_f32_e32 v2, v249
	v_mul_f32_e32 v2, v2, v3
	v_sub_u32_e32 v1, v1, v4
	v_ldexp_f32 v1, v2, v1
	v_frexp_exp_i32_f32_e32 v2, v238
	v_frexp_mant_f32_e32 v5, v238
	v_mul_f32_e32 v5, v5, v3
	v_sub_u32_e32 v2, v2, v4
	v_ldexp_f32 v2, v5, v2
	v_frexp_exp_i32_f32_e32 v5, v239
	v_frexp_mant_f32_e32 v6, v239
	v_mul_f32_e32 v3, v6, v3
	v_sub_u32_e32 v4, v5, v4
	v_ldexp_f32 v3, v3, v4
	v_lshl_add_u64 v[4:5], v[232:233], 4, s[64:65]
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel flash_attn_prefetch
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr max(totalnumvgprs(flash_attn_prefetch.num_agpr, flash_attn_prefetch.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(flash_attn_prefetch.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, flash_attn_prefetch.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
		.amdhsa_reserve_vcc 1
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
	.size	flash_attn_prefetch, .Lfunc_end0-flash_attn_prefetch
                                        ; -- End function
	.set flash_attn_prefetch.num_vgpr, max(254, amdgpu.max_num_vgpr)
	.set flash_attn_prefetch.num_agpr, max(36, amdgpu.max_num_agpr)
	.set flash_attn_prefetch.numbered_sgpr, max(82, amdgpu.max_num_sgpr)
	.set flash_attn_prefetch.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set flash_attn_prefetch.private_seg_size, 0
	.set flash_attn_prefetch.uses_vcc, 1
	.set flash_attn_prefetch.uses_flat_scratch, 1
	.set flash_attn_prefetch.has_dyn_sized_stack, 1
	.set flash_attn_prefetch.has_recursion, 1
	.set flash_attn_prefetch.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2904
; TotalNumSgprs: flash_attn_prefetch.numbered_sgpr+6
; NumVgprs: flash_attn_prefetch.num_vgpr
; NumAgprs: flash_attn_prefetch.num_agpr
; TotalNumVgprs: totalnumvgprs(flash_attn_prefetch.num_agpr, flash_attn_prefetch.num_vgpr)
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(flash_attn_prefetch.numbered_sgpr+extrasgprs(flash_attn_prefetch.uses_vcc, flash_attn_prefetch.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(flash_attn_prefetch.num_agpr, flash_attn_prefetch.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(flash_attn_prefetch.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(flash_attn_prefetch.num_agpr, flash_attn_prefetch.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, flash_attn_prefetch.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(flash_attn_prefetch.numbered_sgpr+extrasgprs(flash_attn_prefetch.uses_vcc, flash_attn_prefetch.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(flash_attn_prefetch.num_agpr, flash_attn_prefetch.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, flash_attn_prefetch.num_vgpr), 4)/4)-1)&~65536)&63
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
	.hidden	_Z3dotDv4_fS_
	.hidden	_Z3expf
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     36
    .args:
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
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     88
    .sgpr_spill_count: 0
    .symbol:         flash_attn_prefetch.kd
    .uses_dynamic_stack: true
    .vgpr_count:     292
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
