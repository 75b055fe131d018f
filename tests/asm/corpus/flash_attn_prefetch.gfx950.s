	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	flash_attn_prefetch     ; -- Begin function flash_attn_prefetch
	.globl	flash_attn_prefetch
	.p2align	8
	.type	flash_attn_prefetch,@function
flash_attn_prefetch:                    ; @flash_attn_prefetch
; %bb.0:
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	v_and_b32_e32 v4, 15, v0
	v_cmp_gt_u32_e32 vcc, 16, v0
	v_cmp_lt_u32_e64 s[4:5], 15, v0
	s_and_saveexec_b64 s[12:13], s[4:5]
	s_xor_b64 s[4:5], exec, s[12:13]
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_load_dwordx2 s[18:19], s[0:1], 0x18
	v_lshlrev_b32_e32 v1, 4, v4
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_lshlrev_b32_e32 v2, 4, v4
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[6:9], v2, s[10:11]
	global_load_dwordx4 v[10:13], v2, s[6:7]
	s_waitcnt vmcnt(1)
	ds_write_b128 v1, v[6:9]
	s_waitcnt vmcnt(0)
	ds_write_b128 v1, v[10:13] offset:544
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[82:85], v1, s[10:11] offset:256
	global_load_dwordx4 v[86:89], v1, s[6:7] offset:256
	s_load_dwordx2 s[20:21], s[0:1], 0x20
	v_lshl_or_b32 v64, s2, 6, v0
	v_cndmask_b32_e32 v5, 16, v4, vcc
	; sched_barrier mask(0x00000000)
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[0:1], v[64:65], 4, s[8:9]
	global_load_dwordx4 v[0:3], v[0:1], off
	v_mov_b32_e32 v6, 0x200
	v_lshlrev_b32_e32 v74, 4, v5
	v_mov_b32_e32 v5, 0
	v_lshl_or_b32 v4, v4, 4, v6
	s_waitcnt lgkmcnt(0)
	s_max_i32 s20, s20, 1
	s_mov_b32 s24, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v78, 0xff800000
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	s_mov_b32 s25, 0x3fb8aa3b
	s_mov_b32 s26, 0xc2ce8ed0
	s_mov_b32 s27, 0x42b17218
	v_mov_b32_e32 v75, 0x7f800000
	v_lshl_add_u64 v[66:67], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[68:69], s[10:11], 0, v[4:5]
	s_mov_b64 s[22:23], 0x100
	; wave barrier
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_and_b32 s28, s24, 1
	s_mul_i32 s0, s28, 0x110
	v_mov_b32_e32 v77, s0
	ds_read_b128 v[56:59], v77
	ds_read_b128 v[60:63], v77 offset:16
	ds_read_b128 v[28:31], v77 offset:32
	ds_read_b128 v[8:11], v77 offset:48
	ds_read_b128 v[36:39], v77 offset:64
	ds_read_b128 v[16:19], v77 offset:80
	ds_read_b128 v[20:23], v77 offset:96
	ds_read_b128 v[4:7], v77 offset:112
	ds_read_b128 v[12:15], v77 offset:128
	ds_read_b128 v[24:27], v77 offset:144
	ds_read_b128 v[32:35], v77 offset:160
	ds_read_b128 v[40:43], v77 offset:176
	ds_read_b128 v[44:47], v77 offset:192
	ds_read_b128 v[48:51], v77 offset:208
	ds_read_b128 v[52:55], v77 offset:224
	s_waitcnt vmcnt(0) lgkmcnt(14)
	v_mul_f32_e32 v79, v1, v57
	v_fmac_f32_e32 v79, v0, v56
	s_waitcnt lgkmcnt(13)
	v_mul_f32_e32 v80, v1, v61
	v_fmac_f32_e32 v79, v2, v58
	v_fmac_f32_e32 v80, v0, v60
	s_waitcnt lgkmcnt(12)
	v_mul_f32_e32 v81, v1, v29
	s_waitcnt lgkmcnt(11)
	v_mul_f32_e32 v90, v1, v9
	s_waitcnt lgkmcnt(7)
	v_mul_f32_e32 v5, v1, v5
	v_fmac_f32_e32 v79, v3, v59
	ds_read_b128 v[56:59], v77 offset:240
	v_fmac_f32_e32 v80, v2, v62
	v_fmac_f32_e32 v81, v0, v28
	v_fmac_f32_e32 v90, v0, v8
	v_mul_f32_e32 v37, v1, v37
	v_mul_f32_e32 v17, v1, v17
	v_fmac_f32_e32 v5, v0, v4
	v_fmac_f32_e32 v80, v3, v63
	v_fmac_f32_e32 v81, v2, v30
	v_fmac_f32_e32 v90, v2, v10
	v_fmac_f32_e32 v37, v0, v36
	v_mul_f32_e32 v21, v1, v21
	v_fmac_f32_e32 v17, v0, v16
	s_waitcnt lgkmcnt(7)
	v_mul_f32_e32 v13, v1, v13
	v_fmac_f32_e32 v5, v2, v6
	v_fmac_f32_e32 v81, v3, v31
	v_fmac_f32_e32 v90, v3, v11
	v_fmac_f32_e32 v37, v2, v38
	v_fmac_f32_e32 v17, v2, v18
	s_waitcnt lgkmcnt(6)
	v_mul_f32_e32 v16, v1, v25
	v_fmac_f32_e32 v21, v0, v20
	v_fmac_f32_e32 v13, v0, v12
	v_fmac_f32_e32 v5, v3, v7
	v_mul_f32_e32 v6, s21, v79
	v_mul_f32_e32 v7, s21, v80
	v_fmac_f32_e32 v37, v3, v39
	v_fmac_f32_e32 v17, v3, v19
	s_waitcnt lgkmcnt(5)
	v_mul_f32_e32 v18, v1, v33
	s_waitcnt lgkmcnt(4)
	v_mul_f32_e32 v19, v1, v41
	v_fmac_f32_e32 v21, v2, v22
	v_fmac_f32_e32 v16, v0, v24
	v_fmac_f32_e32 v13, v2, v14
	v_mul_f32_e32 v12, s21, v81
	v_mul_f32_e32 v14, s21, v90
	v_max3_f32 v4, v78, v6, v7
	v_fmac_f32_e32 v21, v3, v23
	s_waitcnt lgkmcnt(3)
	v_mul_f32_e32 v20, v1, v45
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v22, v1, v49
	v_fmac_f32_e32 v18, v0, v32
	v_fmac_f32_e32 v19, v0, v40
	v_fmac_f32_e32 v16, v2, v26
	v_fmac_f32_e32 v13, v3, v15
	v_mul_f32_e32 v15, s21, v37
	v_mul_f32_e32 v17, s21, v17
	v_max3_f32 v4, v4, v12, v14
	ds_read_b128 v[60:63], v77 offset:544
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v23, v1, v53
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v25, v1, v57
	v_fmac_f32_e32 v20, v0, v44
	v_fmac_f32_e32 v22, v0, v48
	v_fmac_f32_e32 v18, v2, v34
	v_fmac_f32_e32 v19, v2, v42
	v_fmac_f32_e32 v16, v3, v27
	v_mul_f32_e32 v21, s21, v21
	v_mul_f32_e32 v5, s21, v5
	v_max3_f32 v4, v4, v15, v17
	v_fmac_f32_e32 v23, v0, v52
	v_fmac_f32_e32 v25, v0, v56
	v_fmac_f32_e32 v20, v2, v46
	v_fmac_f32_e32 v22, v2, v50
	v_fmac_f32_e32 v18, v3, v35
	v_fmac_f32_e32 v19, v3, v43
	v_mul_f32_e32 v13, s21, v13
	v_mul_f32_e32 v16, s21, v16
	v_max3_f32 v4, v4, v21, v5
	v_fmac_f32_e32 v23, v2, v54
	v_fmac_f32_e32 v25, v2, v58
	v_fmac_f32_e32 v20, v3, v47
	v_fmac_f32_e32 v22, v3, v51
	v_mul_f32_e32 v18, s21, v18
	v_mul_f32_e32 v19, s21, v19
	v_max3_f32 v4, v4, v13, v16
	v_fmac_f32_e32 v23, v3, v55
	v_fmac_f32_e32 v25, v3, v59
	v_mul_f32_e32 v20, s21, v20
	v_mul_f32_e32 v22, s21, v22
	v_max3_f32 v4, v4, v18, v19
	v_mul_f32_e32 v23, s21, v23
	v_mul_f32_e32 v24, s21, v25
	v_max3_f32 v4, v4, v20, v22
	v_max3_f32 v4, v4, v23, v24
	v_sub_f32_e32 v6, v6, v4
	v_sub_f32_e32 v57, v13, v4
	v_mul_f32_e32 v13, 0x3fb8aa3b, v6
	v_sub_f32_e32 v46, v7, v4
	v_fma_f32 v35, v6, s25, -v13
	v_rndne_f32_e32 v42, v13
	v_sub_f32_e32 v49, v14, v4
	v_mul_f32_e32 v14, 0x3fb8aa3b, v46
	v_fmac_f32_e32 v35, 0x32a5705f, v6
	v_sub_f32_e32 v13, v13, v42
	v_sub_f32_e32 v47, v12, v4
	v_fma_f32 v43, v46, s25, -v14
	v_add_f32_e32 v13, v13, v35
	v_rndne_f32_e32 v35, v14
	v_sub_f32_e32 v51, v15, v4
	v_mul_f32_e32 v15, 0x3fb8aa3b, v47
	v_fmac_f32_e32 v43, 0x32a5705f, v46
	v_sub_f32_e32 v14, v14, v35
	v_sub_f32_e32 v7, v16, v4
	v_mul_f32_e32 v16, 0x3fb8aa3b, v49
	v_fma_f32 v44, v47, s25, -v15
	v_add_f32_e32 v14, v14, v43
	v_rndne_f32_e32 v43, v15
	v_fma_f32 v45, v49, s25, -v16
	v_fmac_f32_e32 v44, 0x32a5705f, v47
	v_sub_f32_e32 v15, v15, v43
	v_rndne_f32_e32 v91, v16
	v_sub_f32_e32 v53, v17, v4
	v_mul_f32_e32 v17, 0x3fb8aa3b, v51
	v_add_f32_e32 v44, v15, v44
	v_fmac_f32_e32 v45, 0x32a5705f, v49
	v_sub_f32_e32 v15, v16, v91
	v_fma_f32 v48, v51, s25, -v17
	v_add_f32_e32 v16, v15, v45
	v_rndne_f32_e32 v45, v17
	v_sub_f32_e32 v36, v18, v4
	v_mul_f32_e32 v18, 0x3fb8aa3b, v53
	v_fmac_f32_e32 v48, 0x32a5705f, v51
	v_sub_f32_e32 v15, v17, v45
	v_sub_f32_e32 v55, v21, v4
	v_fma_f32 v50, v53, s25, -v18
	v_add_f32_e32 v17, v15, v48
	v_rndne_f32_e32 v48, v18
	v_sub_f32_e32 v5, v5, v4
	v_sub_f32_e32 v37, v19, v4
	v_mul_f32_e32 v19, 0x3fb8aa3b, v55
	v_fmac_f32_e32 v50, 0x32a5705f, v53
	v_sub_f32_e32 v15, v18, v48
	v_sub_f32_e32 v38, v20, v4
	v_mul_f32_e32 v20, 0x3fb8aa3b, v5
	v_fma_f32 v52, v55, s25, -v19
	v_add_f32_e32 v18, v15, v50
	v_rndne_f32_e32 v50, v19
	v_fma_f32 v54, v5, s25, -v20
	v_fmac_f32_e32 v52, 0x32a5705f, v55
	v_sub_f32_e32 v15, v19, v50
	v_rndne_f32_e32 v92, v20
	v_mul_f32_e32 v21, 0x3fb8aa3b, v57
	v_add_f32_e32 v52, v15, v52
	v_fmac_f32_e32 v54, 0x32a5705f, v5
	v_sub_f32_e32 v15, v20, v92
	v_fma_f32 v56, v57, s25, -v21
	v_add_f32_e32 v20, v15, v54
	v_rndne_f32_e32 v54, v21
	v_sub_f32_e32 v39, v22, v4
	v_mul_f32_e32 v22, 0x3fb8aa3b, v7
	v_fmac_f32_e32 v56, 0x32a5705f, v57
	v_sub_f32_e32 v15, v21, v54
	v_fma_f32 v58, v7, s25, -v22
	v_add_f32_e32 v21, v15, v56
	v_rndne_f32_e32 v56, v22
	v_sub_f32_e32 v40, v78, v4
	v_sub_f32_e32 v41, v23, v4
	v_mul_f32_e32 v23, 0x3fb8aa3b, v36
	v_fmac_f32_e32 v58, 0x32a5705f, v7
	v_sub_f32_e32 v15, v22, v56
	v_sub_f32_e32 v59, v24, v4
	v_mul_f32_e32 v12, 0x3fb8aa3b, v40
	v_mul_f32_e32 v24, 0x3fb8aa3b, v37
	v_fma_f32 v78, v36, s25, -v23
	v_add_f32_e32 v22, v15, v58
	v_rndne_f32_e32 v58, v23
	v_fma_f32 v33, v40, s25, -v12
	v_rndne_f32_e32 v34, v12
	v_fma_f32 v79, v37, s25, -v24
	v_fmac_f32_e32 v78, 0x32a5705f, v36
	v_sub_f32_e32 v15, v23, v58
	v_rndne_f32_e32 v93, v24
	v_mul_f32_e32 v25, 0x3fb8aa3b, v38
	v_fmac_f32_e32 v33, 0x32a5705f, v40
	v_sub_f32_e32 v12, v12, v34
	v_add_f32_e32 v78, v15, v78
	v_fmac_f32_e32 v79, 0x32a5705f, v37
	v_sub_f32_e32 v15, v24, v93
	v_fma_f32 v80, v38, s25, -v25
	v_add_f32_e32 v12, v12, v33
	v_add_f32_e32 v24, v15, v79
	v_rndne_f32_e32 v79, v25
	v_mul_f32_e32 v26, 0x3fb8aa3b, v39
	v_fmac_f32_e32 v80, 0x32a5705f, v38
	v_sub_f32_e32 v15, v25, v79
	v_cvt_i32_f32_e32 v19, v34
	v_exp_f32_e32 v12, v12
	v_fma_f32 v81, v39, s25, -v26
	v_add_f32_e32 v25, v15, v80
	v_rndne_f32_e32 v80, v26
	v_mul_f32_e32 v27, 0x3fb8aa3b, v41
	v_fmac_f32_e32 v81, 0x32a5705f, v39
	v_sub_f32_e32 v15, v26, v80
	v_add_f32_e32 v26, v15, v81
	v_rndne_f32_e32 v81, v27
	v_fma_f32 v90, v41, s25, -v27
	v_sub_f32_e32 v15, v27, v81
	v_cvt_i32_f32_e32 v23, v42
	v_cvt_i32_f32_e32 v27, v35
	v_exp_f32_e32 v13, v13
	v_ldexp_f32 v42, v12, v19
	v_cvt_i32_f32_e32 v19, v43
	v_cvt_i32_f32_e32 v34, v48
	v_exp_f32_e32 v35, v44
	v_exp_f32_e32 v18, v18
	v_mul_f32_e32 v32, 0x3fb8aa3b, v59
	v_fma_f32 v33, v59, s25, -v32
	v_fmac_f32_e32 v90, 0x32a5705f, v41
	v_rndne_f32_e32 v94, v32
	v_add_f32_e32 v90, v15, v90
	v_fmac_f32_e32 v33, 0x32a5705f, v59
	v_sub_f32_e32 v15, v32, v94
	v_add_f32_e32 v32, v15, v33
	v_ldexp_f32 v33, v13, v23
	v_cvt_i32_f32_e32 v23, v91
	v_ldexp_f32 v91, v35, v19
	v_ldexp_f32 v98, v18, v34
	v_cvt_i32_f32_e32 v34, v54
	v_cvt_i32_f32_e32 v35, v56
	v_exp_f32_e32 v21, v21
	v_exp_f32_e32 v22, v22
	v_exp_f32_e32 v14, v14
	v_exp_f32_e32 v16, v16
	v_ldexp_f32 v100, v21, v34
	v_ldexp_f32 v34, v22, v35
	v_cvt_i32_f32_e32 v35, v93
	v_exp_f32_e32 v24, v24
	v_ldexp_f32 v95, v14, v27
	v_cvt_i32_f32_e32 v27, v45
	v_exp_f32_e32 v17, v17
	v_ldexp_f32 v96, v16, v23
	v_cvt_i32_f32_e32 v23, v50
	v_cvt_i32_f32_e32 v50, v94
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v43, v52
	v_ldexp_f32 v48, v24, v35
	v_cvt_i32_f32_e32 v35, v81
	v_exp_f32_e32 v52, v90
	v_cmp_ngt_f32_e64 s[0:1], s26, v6
	v_ldexp_f32 v97, v17, v27
	v_cvt_i32_f32_e32 v27, v92
	v_exp_f32_e32 v20, v20
	v_exp_f32_e32 v45, v78
	v_ldexp_f32 v78, v32, v50
	v_cndmask_b32_e64 v50, 0, v33, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], s27, v6
	v_ldexp_f32 v52, v52, v35
	v_cmp_ngt_f32_e64 s[12:13], s26, v41
	v_cndmask_b32_e64 v50, v75, v50, s[0:1]
	v_cmp_ngt_f32_e64 s[0:1], s26, v46
	v_cndmask_b32_e64 v94, 0, v52, s[12:13]
	v_ldexp_f32 v99, v20, v27
	v_cndmask_b32_e64 v52, 0, v95, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], s27, v46
	v_cvt_i32_f32_e32 v27, v58
	v_cvt_i32_f32_e32 v44, v80
	v_cndmask_b32_e64 v52, v75, v52, s[0:1]
	v_cmp_ngt_f32_e64 s[0:1], s26, v47
	v_exp_f32_e32 v26, v26
	ds_read_b128 v[28:31], v77 offset:560
	ds_read_b128 v[8:11], v77 offset:576
	v_cndmask_b32_e64 v46, 0, v91, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], s27, v47
	v_cmp_ngt_f32_e64 s[10:11], s26, v40
	v_cmp_ngt_f32_e64 s[2:3], s26, v37
	v_cndmask_b32_e64 v54, v75, v46, s[0:1]
	v_cmp_ngt_f32_e64 s[0:1], s26, v49
	v_cndmask_b32_e64 v6, 0, v42, s[10:11]
	v_cmp_nlt_f32_e64 s[10:11], s27, v40
	v_cndmask_b32_e64 v46, 0, v96, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], s27, v49
	v_cmp_ngt_f32_e32 vcc, s26, v7
	v_cndmask_b32_e64 v81, 0, v48, s[2:3]
	v_cndmask_b32_e64 v48, v75, v6, s[10:11]
	v_cndmask_b32_e64 v56, v75, v46, s[0:1]
	v_cmp_ngt_f32_e64 s[0:1], s26, v51
	v_ldexp_f32 v92, v43, v23
	v_cvt_i32_f32_e32 v43, v79
	v_ldexp_f32 v45, v45, v27
	v_ldexp_f32 v44, v26, v44
	v_cndmask_b32_e32 v79, 0, v34, vcc
	v_cmp_nlt_f32_e32 vcc, s27, v7
	v_cmp_ngt_f32_e64 s[6:7], s26, v39
	v_cmp_ngt_f32_e64 s[8:9], s26, v36
	v_cmp_nlt_f32_e64 s[12:13], s27, v41
	v_pk_mul_f32 v[6:7], v[70:71], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[72:73], v[48:49] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v46, 0, v97, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], s27, v51
	v_exp_f32_e32 v25, v25
	v_cndmask_b32_e64 v80, 0, v45, s[8:9]
	v_cndmask_b32_e64 v93, 0, v44, s[6:7]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[44:45], v[50:51], v[60:61], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[50:51], v[62:63], v[6:7] op_sel_hi:[0,1,1]
	v_cndmask_b32_e64 v58, v75, v46, s[0:1]
	v_cmp_ngt_f32_e64 s[0:1], s26, v53
	v_cmp_ngt_f32_e64 s[16:17], s26, v55
	ds_read_b128 v[12:15], v77 offset:592
	ds_read_b128 v[16:19], v77 offset:608
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[6:7], v[52:53], v[30:31], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[52:53], v[28:29], v[44:45] op_sel_hi:[0,1,1]
	v_cndmask_b32_e64 v46, 0, v98, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], s27, v53
	v_cmp_ngt_f32_e64 s[14:15], s26, v5
	v_cndmask_b32_e64 v53, 0, v92, s[16:17]
	v_cmp_nlt_f32_e64 s[16:17], s27, v55
	v_cndmask_b32_e64 v49, 0, v99, s[14:15]
	v_cmp_nlt_f32_e64 s[14:15], s27, v5
	v_cndmask_b32_e64 v70, v75, v53, s[16:17]
	v_mul_f32_e32 v53, v76, v48
	ds_read_b128 v[20:23], v77 offset:624
	v_cndmask_b32_e64 v48, v75, v49, s[14:15]
	v_add_f32_e32 v49, v53, v50
	v_ldexp_f32 v43, v25, v43
	ds_read_b128 v[24:27], v77 offset:640
	v_add_f32_e32 v49, v49, v52
	ds_read_b128 v[32:35], v77 offset:656
	v_cmp_ngt_f32_e64 s[4:5], s26, v38
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[44:45], v[54:55], v[8:9], v[44:45] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[54:55], v[10:11], v[6:7] op_sel_hi:[0,1,1]
	v_cndmask_b32_e64 v60, v75, v46, s[0:1]
	v_cmp_ngt_f32_e64 s[0:1], s26, v59
	v_add_f32_e32 v49, v49, v54
	v_cmp_nlt_f32_e64 s[8:9], s27, v36
	v_cmp_nlt_f32_e64 s[2:3], s27, v37
	v_cndmask_b32_e64 v90, 0, v43, s[4:5]
	v_cmp_nlt_f32_e64 s[4:5], s27, v38
	v_cmp_nlt_f32_e64 s[6:7], s27, v39
	ds_read_b128 v[36:39], v77 offset:672
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[14:15], v[56:57], v[14:15], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[56:57], v[12:13], v[44:45] op_sel_hi:[0,1,1]
	v_cndmask_b32_e64 v5, 0, v78, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], s27, v59
	v_add_f32_e32 v49, v49, v56
	ds_read_b128 v[40:43], v77 offset:688
	ds_read_b128 v[28:31], v77 offset:704
	s_waitcnt lgkmcnt(6)
	v_pk_fma_f32 v[44:45], v[58:59], v[16:17], v[44:45] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[58:59], v[18:19], v[14:15] op_sel_hi:[0,1,1]
	v_cndmask_b32_e64 v56, v75, v5, s[0:1]
	v_add_f32_e32 v5, v49, v58
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[22:23], v[60:61], v[22:23], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[60:61], v[20:21], v[44:45] op_sel_hi:[0,1,1]
	v_cmp_ngt_f32_e64 s[10:11], s26, v57
	v_add_f32_e32 v5, v5, v60
	ds_read_b128 v[6:9], v77 offset:720
	ds_read_b128 v[10:13], v77 offset:736
	v_cndmask_b32_e64 v51, 0, v100, s[10:11]
	v_cmp_nlt_f32_e64 s[10:11], s27, v57
	s_waitcnt lgkmcnt(6)
	v_pk_fma_f32 v[24:25], v[70:71], v[24:25], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[70:71], v[26:27], v[22:23] op_sel_hi:[0,1,1]
	v_add_f32_e32 v5, v5, v70
	v_cndmask_b32_e64 v72, v75, v51, s[10:11]
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[22:23], v[48:49], v[34:35], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], v[48:49], v[32:33], v[24:25] op_sel_hi:[0,1,1]
	v_add_f32_e32 v5, v5, v48
	ds_read_b128 v[14:17], v77 offset:752
	ds_read_b128 v[18:21], v77 offset:768
	v_cndmask_b32_e32 v50, v75, v79, vcc
	v_add_f32_e32 v5, v5, v72
	s_waitcnt lgkmcnt(6)
	v_pk_fma_f32 v[24:25], v[72:73], v[36:37], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[72:73], v[38:39], v[22:23] op_sel_hi:[0,1,1]
	v_cndmask_b32_e64 v76, v75, v80, s[8:9]
	v_add_f32_e32 v5, v5, v50
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[22:23], v[50:51], v[42:43], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], v[50:51], v[40:41], v[24:25] op_sel_hi:[0,1,1]
	ds_read_b128 v[44:47], v77 offset:784
	v_cndmask_b32_e64 v52, v75, v81, s[2:3]
	v_add_f32_e32 v5, v5, v76
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[24:25], v[76:77], v[28:29], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[76:77], v[30:31], v[22:23] op_sel_hi:[0,1,1]
	v_cndmask_b32_e64 v78, v75, v90, s[4:5]
	v_add_f32_e32 v5, v5, v52
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[8:9], v[52:53], v[8:9], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[52:53], v[6:7], v[24:25] op_sel_hi:[0,1,1]
	v_cndmask_b32_e64 v54, v75, v93, s[6:7]
	v_add_f32_e32 v5, v5, v78
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[6:7], v[78:79], v[10:11], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[78:79], v[12:13], v[8:9] op_sel_hi:[0,1,1]
	v_cndmask_b32_e64 v80, v75, v94, s[12:13]
	v_add_f32_e32 v5, v5, v54
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[8:9], v[54:55], v[16:17], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[54:55], v[14:15], v[6:7] op_sel_hi:[0,1,1]
	v_add_f32_e32 v5, v5, v80
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[6:7], v[80:81], v[18:19], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[80:81], v[20:21], v[8:9] op_sel_hi:[0,1,1]
	v_add_f32_e32 v76, v5, v56
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[70:71], v[56:57], v[46:47], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[72:73], v[56:57], v[44:45], v[6:7] op_sel_hi:[0,1,1]
	; sched_barrier mask(0x00000000)
	s_xor_b32 s0, s28, 1
	s_mulk_i32 s0, 0x110
	v_add_u32_e32 v5, s0, v74
	ds_write_b128 v5, v[82:85]
	ds_write_b128 v5, v[86:89] offset:544
	; sched_barrier mask(0x00000000)
	global_load_dwordx4 v[82:85], v[68:69], off
	global_load_dwordx4 v[86:89], v[66:67], off
	s_add_i32 s24, s24, 1
	v_lshl_add_u64 v[66:67], v[66:67], 0, s[22:23]
	v_lshl_add_u64 v[68:69], v[68:69], 0, s[22:23]
	v_mov_b32_e32 v78, v4
	s_cmp_lg_u32 s20, s24
	s_waitcnt lgkmcnt(0)
	; wave barrier
	s_cbranch_scc1 .LBB0_3
; %bb.4:
	v_frexp_mant_f32_e32 v0, v76
	v_rcp_f32_e32 v3, v0
	v_frexp_exp_i32_f32_e32 v4, v76
	v_frexp_exp_i32_f32_e32 v0, v72
	v_frexp_mant_f32_e32 v1, v72
	v_mul_f32_e32 v1, v1, v3
	v_sub_u32_e32 v0, v0, v4
	v_ldexp_f32 v0, v1, v0
	v_frexp_exp_i32_f32_e32 v1, v73
	v_frexp_mant_f32_e32 v2, v73
	v_mul_f32_e32 v2, v2, v3
	v_sub_u32_e32 v1, v1, v4
	v_ldexp_f32 v1, v2, v1
	v_frexp_exp_i32_f32_e32 v2, v70
	v_frexp_mant_f32_e32 v5, v70
	v_mul_f32_e32 v5, v5, v3
	v_sub_u32_e32 v2, v2, v4
	v_ldexp_f32 v2, v5, v2
	v_frexp_exp_i32_f32_e32 v5, v71
	v_frexp_mant_f32_e32 v6, v71
	v_mul_f32_e32 v3, v6, v3
	v_sub_u32_e32 v4, v5, v4
	v_ldexp_f32 v3, v3, v4
	v_lshl_add_u64 v[4:5], v[64:65], 4, s[18:19]
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel flash_attn_prefetch
		.amdhsa_group_segment_fixed_size 1088
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 101
		.amdhsa_next_free_sgpr 29
		.amdhsa_accum_offset 104
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
	.set flash_attn_prefetch.num_vgpr, 101
	.set flash_attn_prefetch.num_agpr, 0
	.set flash_attn_prefetch.numbered_sgpr, 29
	.set flash_attn_prefetch.num_named_barrier, 0
	.set flash_attn_prefetch.private_seg_size, 0
	.set flash_attn_prefetch.uses_vcc, 1
	.set flash_attn_prefetch.uses_flat_scratch, 0
	.set flash_attn_prefetch.has_dyn_sized_stack, 0
	.set flash_attn_prefetch.has_recursion, 0
	.set flash_attn_prefetch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3096
; TotalNumSgprs: 35
; NumVgprs: 101
; NumAgprs: 0
; TotalNumVgprs: 101
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1088 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 35
; NumVGPRsForWavesPerEU: 101
; AccumOffset: 104
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 25
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
    .group_segment_fixed_size: 1088
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
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
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         flash_attn_prefetch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     101
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
