	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	outer_product_blocked   ; -- Begin function outer_product_blocked
	.globl	outer_product_blocked
	.p2align	8
	.type	outer_product_blocked,@function
outer_product_blocked:                  ; @outer_product_blocked
; %bb.0:
	s_load_b64 s[2:3], s[0:1], 0x18
	s_lshl_b32 s8, ttmp9, 10
	s_wait_kmcnt 0x0
	s_cmp_lt_i32 s2, 1
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.preheader
	v_dual_mov_b32 v82, 0 :: v_dual_add_nc_u32 v1, s8, v0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v29, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_mad_co_i64_i32 v[1:2], null, v1, 40, 0
	v_mov_b32_e32 v37, 0
	s_load_b128 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v61, 0
	v_dual_mov_b32 v81, 0 :: v_dual_mov_b32 v92, 0
	scratch_store_b64 off, v[1:2], off offset:104 ; 8-byte Folded Spill
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, 0
	v_mov_b32_e32 v20, 0
	v_dual_mov_b32 v28, 0 :: v_dual_mov_b32 v91, 0
	v_mov_b32_e32 v90, 0
	scratch_store_b64 off, v[1:2], off offset:40 ; 8-byte Folded Spill
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, 0
	v_dual_mov_b32 v36, 0 :: v_dual_mov_b32 v89, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v7, 0
	v_mov_b32_e32 v6, 0
	scratch_store_b64 off, v[1:2], off offset:48 ; 8-byte Folded Spill
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, 0
	v_mov_b32_e32 v44, 0
	v_dual_mov_b32 v52, 0 :: v_dual_mov_b32 v5, 0
	v_mov_b32_e32 v84, 0
	scratch_store_b64 off, v[1:2], off offset:56 ; 8-byte Folded Spill
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, 0
	v_dual_mov_b32 v60, 0 :: v_dual_mov_b32 v83, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v11, 0
	v_mov_b32_e32 v10, 0
	scratch_store_b64 off, v[1:2], off offset:64 ; 8-byte Folded Spill
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v14, 0
	scratch_store_b64 off, v[1:2], off offset:8 ; 8-byte Folded Spill
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, 0
	v_dual_mov_b32 v19, 0 :: v_dual_mov_b32 v18, 0
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v24, 0
	scratch_store_b64 off, v[1:2], off offset:16 ; 8-byte Folded Spill
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, 0
	v_dual_mov_b32 v68, 0 :: v_dual_mov_b32 v23, 0
	v_dual_mov_b32 v22, 0 :: v_dual_mov_b32 v27, 0
	v_dual_mov_b32 v26, 0 :: v_dual_mov_b32 v25, 0
	v_dual_mov_b32 v32, 0 :: v_dual_mov_b32 v31, 0
	v_dual_mov_b32 v30, 0 :: v_dual_mov_b32 v35, 0
	v_dual_mov_b32 v34, 0 :: v_dual_mov_b32 v33, 0
	v_dual_mov_b32 v40, 0 :: v_dual_mov_b32 v39, 0
	v_dual_mov_b32 v38, 0 :: v_dual_mov_b32 v43, 0
	v_dual_mov_b32 v42, 0 :: v_dual_mov_b32 v41, 0
	v_dual_mov_b32 v48, 0 :: v_dual_mov_b32 v47, 0
	v_dual_mov_b32 v46, 0 :: v_dual_mov_b32 v51, 0
	v_dual_mov_b32 v50, 0 :: v_dual_mov_b32 v49, 0
	v_dual_mov_b32 v56, 0 :: v_dual_mov_b32 v55, 0
	v_dual_mov_b32 v54, 0 :: v_dual_mov_b32 v59, 0
	v_dual_mov_b32 v58, 0 :: v_dual_mov_b32 v57, 0
	v_dual_mov_b32 v64, 0 :: v_dual_mov_b32 v63, 0
	v_mov_b32_e32 v62, 0
	scratch_store_b64 off, v[1:2], off offset:24 ; 8-byte Folded Spill
	v_dual_mov_b32 v67, 0 :: v_dual_mov_b32 v66, 0
	v_dual_mov_b32 v65, 0 :: v_dual_mov_b32 v72, 0
	v_dual_mov_b32 v71, 0 :: v_dual_mov_b32 v70, 0
	v_dual_mov_b32 v69, 0 :: v_dual_mov_b32 v2, 0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v76, 0
	v_dual_mov_b32 v75, 0 :: v_dual_mov_b32 v74, 0
	v_dual_mov_b32 v73, 0 :: v_dual_mov_b32 v80, 0
	v_dual_mov_b32 v79, 0 :: v_dual_mov_b32 v78, 0
	v_mov_b32_e32 v77, 0
	scratch_store_b64 off, v[1:2], off offset:32 ; 8-byte Folded Spill
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	scratch_load_b64 v[1:2], off, off offset:104 ; 8-byte Folded Reload
	s_clause 0x1                            ; 16-byte Folded Spill
	scratch_store_b64 off, v[83:84], off offset:80
	scratch_store_b64 off, v[81:82], off offset:72
	s_add_co_i32 s2, s2, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s2, 0
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v3, vcc_lo, s4, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v4, null, s5, v2, vcc_lo
	v_add_co_u32 v85, vcc_lo, s6, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v86, null, s7, v2, vcc_lo
	scratch_store_b64 off, v[3:4], off      ; 8-byte Folded Spill
	global_load_b128 v[1:4], v[3:4], off
	s_clause 0x2
	global_load_b128 v[81:84], v[85:86], off
	global_load_b64 v[93:94], v[85:86], off offset:32
	global_load_b128 v[85:88], v[85:86], off offset:16
	s_add_nc_u64 s[6:7], s[6:7], 0x10000
	s_add_nc_u64 s[4:5], s[4:5], 0x10000
	s_wait_loadcnt 0x2
	v_dual_fmac_f32 v77, v1, v81 :: v_dual_fmac_f32 v70, v2, v82
	v_dual_fmac_f32 v78, v1, v82 :: v_dual_fmac_f32 v69, v2, v81
	v_dual_fmac_f32 v79, v1, v83 :: v_dual_fmac_f32 v72, v2, v84
	v_dual_fmac_f32 v80, v1, v84 :: v_dual_fmac_f32 v71, v2, v83
	s_wait_loadcnt 0x0
	v_dual_fmac_f32 v73, v1, v85 :: v_dual_fmac_f32 v66, v2, v86
	v_dual_fmac_f32 v74, v1, v86 :: v_dual_fmac_f32 v65, v2, v85
	scratch_store_b128 off, v[77:80], off offset:88 ; 16-byte Folded Spill
	scratch_load_b64 v[77:78], off, off offset:32 th:TH_LOAD_LU ; 8-byte Folded Reload
	v_dual_fmac_f32 v75, v1, v87 :: v_dual_fmac_f32 v68, v2, v88
	v_dual_fmac_f32 v76, v1, v88 :: v_dual_fmac_f32 v67, v2, v87
	v_dual_fmac_f32 v61, v3, v81 :: v_dual_fmac_f32 v54, v4, v82
	v_dual_fmac_f32 v62, v3, v82 :: v_dual_fmac_f32 v53, v4, v81
	v_dual_fmac_f32 v63, v3, v83 :: v_dual_fmac_f32 v56, v4, v84
	v_dual_fmac_f32 v64, v3, v84 :: v_dual_fmac_f32 v55, v4, v83
	v_dual_fmac_f32 v57, v3, v85 :: v_dual_fmac_f32 v50, v4, v86
	v_dual_fmac_f32 v58, v3, v86 :: v_dual_fmac_f32 v49, v4, v85
	v_dual_fmac_f32 v59, v3, v87 :: v_dual_fmac_f32 v52, v4, v88
	v_dual_fmac_f32 v60, v3, v88 :: v_dual_fmac_f32 v51, v4, v87
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v77, v1, v93
	v_fmac_f32_e32 v78, v1, v94
	scratch_store_b64 off, v[77:78], off offset:32 ; 8-byte Folded Spill
	scratch_load_b64 v[77:78], off, off offset:24 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v77, v2, v93
	v_fmac_f32_e32 v78, v2, v94
	scratch_load_b64 v[1:2], off, off offset:16 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v1, v3, v93
	v_fmac_f32_e32 v2, v3, v94
	scratch_store_b64 off, v[1:2], off offset:16 ; 8-byte Folded Spill
	scratch_load_b64 v[1:2], off, off offset:8 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v1, v4, v93
	v_fmac_f32_e32 v2, v4, v94
	scratch_store_b64 off, v[77:78], off offset:24 ; 8-byte Folded Spill
	scratch_load_b64 v[77:78], off, off offset:64 th:TH_LOAD_LU ; 8-byte Folded Reload
	scratch_store_b64 off, v[1:2], off offset:8 ; 8-byte Folded Spill
	scratch_load_b64 v[1:2], off, off       ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	global_load_b128 v[1:4], v[1:2], off offset:16
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v77, v1, v93
	v_fmac_f32_e32 v78, v1, v94
	v_dual_fmac_f32 v48, v1, v84 :: v_dual_fmac_f32 v39, v2, v83
	v_dual_fmac_f32 v45, v1, v81 :: v_dual_fmac_f32 v38, v2, v82
	scratch_store_b64 off, v[77:78], off offset:64 ; 8-byte Folded Spill
	v_dual_mov_b32 v80, v76 :: v_dual_mov_b32 v77, v73
	v_dual_mov_b32 v79, v75 :: v_dual_mov_b32 v78, v74
	v_dual_mov_b32 v76, v72 :: v_dual_mov_b32 v75, v71
	v_dual_mov_b32 v74, v70 :: v_dual_mov_b32 v73, v69
	v_dual_mov_b32 v72, v68 :: v_dual_mov_b32 v71, v67
	v_dual_fmac_f32 v46, v1, v82 :: v_dual_fmac_f32 v37, v2, v81
	v_dual_fmac_f32 v47, v1, v83 :: v_dual_fmac_f32 v40, v2, v84
	v_dual_fmac_f32 v44, v1, v88 :: v_dual_fmac_f32 v35, v2, v87
	v_dual_mov_b32 v70, v66 :: v_dual_mov_b32 v69, v65
	v_dual_mov_b32 v68, v64 :: v_dual_mov_b32 v67, v63
	v_dual_fmac_f32 v41, v1, v85 :: v_dual_fmac_f32 v34, v2, v86
	v_dual_fmac_f32 v42, v1, v86 :: v_dual_fmac_f32 v33, v2, v85
	v_dual_fmac_f32 v43, v1, v87 :: v_dual_fmac_f32 v36, v2, v88
	v_dual_mov_b32 v66, v62 :: v_dual_mov_b32 v65, v61
	v_dual_mov_b32 v64, v60 :: v_dual_mov_b32 v63, v59
	v_dual_mov_b32 v62, v58 :: v_dual_mov_b32 v61, v57
	v_dual_mov_b32 v60, v56 :: v_dual_mov_b32 v59, v55
	v_dual_mov_b32 v58, v54 :: v_dual_mov_b32 v57, v53
	v_dual_mov_b32 v56, v52 :: v_dual_mov_b32 v55, v51
	v_dual_mov_b32 v54, v50 :: v_dual_mov_b32 v53, v49
	v_dual_mov_b32 v52, v48 :: v_dual_mov_b32 v51, v47
	v_dual_mov_b32 v50, v46 :: v_dual_mov_b32 v49, v45
	v_dual_mov_b32 v48, v44 :: v_dual_mov_b32 v47, v43
	v_dual_mov_b32 v46, v42 :: v_dual_mov_b32 v45, v41
	v_dual_mov_b32 v44, v40 :: v_dual_mov_b32 v43, v39
	v_dual_mov_b32 v42, v38 :: v_dual_mov_b32 v41, v37
	v_dual_mov_b32 v40, v36 :: v_dual_mov_b32 v39, v35
	v_dual_mov_b32 v38, v34 :: v_dual_mov_b32 v37, v33
	v_dual_mov_b32 v36, v32 :: v_dual_mov_b32 v35, v31
	v_dual_mov_b32 v34, v30 :: v_dual_mov_b32 v33, v29
	v_dual_mov_b32 v32, v28 :: v_dual_mov_b32 v31, v27
	v_dual_mov_b32 v30, v26 :: v_dual_mov_b32 v29, v25
	v_dual_mov_b32 v28, v24 :: v_dual_mov_b32 v27, v23
	v_dual_mov_b32 v26, v22 :: v_dual_mov_b32 v25, v21
	v_dual_mov_b32 v24, v20 :: v_dual_mov_b32 v23, v19
	v_dual_mov_b32 v22, v18 :: v_dual_mov_b32 v21, v17
	v_dual_mov_b32 v20, v16 :: v_dual_mov_b32 v19, v15
	v_dual_mov_b32 v18, v14 :: v_dual_mov_b32 v17, v13
	v_dual_mov_b32 v16, v12 :: v_dual_mov_b32 v15, v11
	v_dual_mov_b32 v14, v10 :: v_dual_mov_b32 v13, v9
	v_dual_mov_b32 v12, v8 :: v_dual_mov_b32 v11, v7
	v_dual_mov_b32 v10, v6 :: v_dual_mov_b32 v9, v5
	v_dual_mov_b32 v5, v89 :: v_dual_mov_b32 v6, v90
	v_dual_mov_b32 v7, v91 :: v_dual_mov_b32 v8, v92
	scratch_load_b64 v[89:90], off, off offset:56 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v89, v2, v93
	v_fmac_f32_e32 v90, v2, v94
	scratch_load_b64 v[1:2], off, off offset:48 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v1, v3, v93
	v_fmac_f32_e32 v2, v3, v94
	scratch_store_b64 off, v[1:2], off offset:48 ; 8-byte Folded Spill
	scratch_load_b64 v[1:2], off, off offset:40 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v1, v4, v93
	v_fmac_f32_e32 v2, v4, v94
	scratch_store_b64 off, v[89:90], off offset:56 ; 8-byte Folded Spill
	v_dual_mov_b32 v92, v8 :: v_dual_mov_b32 v89, v5
	v_dual_mov_b32 v91, v7 :: v_dual_mov_b32 v90, v6
	v_dual_mov_b32 v5, v9 :: v_dual_mov_b32 v6, v10
	v_dual_mov_b32 v7, v11 :: v_dual_mov_b32 v8, v12
	v_dual_mov_b32 v9, v13 :: v_dual_mov_b32 v10, v14
	v_dual_mov_b32 v11, v15 :: v_dual_mov_b32 v12, v16
	v_dual_mov_b32 v13, v17 :: v_dual_mov_b32 v14, v18
	v_dual_mov_b32 v15, v19 :: v_dual_mov_b32 v16, v20
	v_dual_mov_b32 v17, v21 :: v_dual_mov_b32 v18, v22
	v_dual_mov_b32 v19, v23 :: v_dual_mov_b32 v20, v24
	v_dual_mov_b32 v21, v25 :: v_dual_mov_b32 v22, v26
	v_dual_mov_b32 v23, v27 :: v_dual_mov_b32 v24, v28
	v_dual_mov_b32 v25, v29 :: v_dual_mov_b32 v26, v30
	v_dual_mov_b32 v27, v31 :: v_dual_mov_b32 v28, v32
	v_dual_mov_b32 v29, v33 :: v_dual_mov_b32 v30, v34
	v_dual_mov_b32 v31, v35 :: v_dual_mov_b32 v32, v36
	v_dual_mov_b32 v33, v37 :: v_dual_mov_b32 v34, v38
	v_dual_mov_b32 v35, v39 :: v_dual_mov_b32 v36, v40
	v_dual_mov_b32 v37, v41 :: v_dual_mov_b32 v38, v42
	v_dual_mov_b32 v39, v43 :: v_dual_mov_b32 v40, v44
	v_dual_mov_b32 v41, v45 :: v_dual_mov_b32 v42, v46
	v_dual_mov_b32 v43, v47 :: v_dual_mov_b32 v44, v48
	v_dual_mov_b32 v45, v49 :: v_dual_mov_b32 v46, v50
	v_dual_mov_b32 v47, v51 :: v_dual_mov_b32 v48, v52
	v_dual_mov_b32 v49, v53 :: v_dual_mov_b32 v50, v54
	v_dual_mov_b32 v51, v55 :: v_dual_mov_b32 v52, v56
	v_dual_mov_b32 v53, v57 :: v_dual_mov_b32 v54, v58
	v_dual_mov_b32 v55, v59 :: v_dual_mov_b32 v56, v60
	v_dual_mov_b32 v57, v61 :: v_dual_mov_b32 v58, v62
	v_dual_mov_b32 v59, v63 :: v_dual_mov_b32 v60, v64
	v_dual_mov_b32 v61, v65 :: v_dual_mov_b32 v62, v66
	v_dual_mov_b32 v63, v67 :: v_dual_mov_b32 v64, v68
	v_dual_mov_b32 v65, v69 :: v_dual_mov_b32 v66, v70
	v_dual_mov_b32 v67, v71 :: v_dual_mov_b32 v68, v72
	v_dual_mov_b32 v69, v73 :: v_dual_mov_b32 v70, v74
	v_dual_mov_b32 v71, v75 :: v_dual_mov_b32 v72, v76
	v_dual_mov_b32 v73, v77 :: v_dual_mov_b32 v74, v78
	v_dual_mov_b32 v75, v79 :: v_dual_mov_b32 v76, v80
	scratch_load_b128 v[77:80], off, off offset:88 ; 16-byte Folded Reload
	scratch_store_b64 off, v[1:2], off offset:40 ; 8-byte Folded Spill
	scratch_load_b64 v[1:2], off, off th:TH_LOAD_LU ; 8-byte Folded Reload
	v_dual_fmac_f32 v29, v3, v81 :: v_dual_fmac_f32 v22, v4, v82
	v_dual_fmac_f32 v30, v3, v82 :: v_dual_fmac_f32 v21, v4, v81
	v_dual_fmac_f32 v31, v3, v83 :: v_dual_fmac_f32 v24, v4, v84
	v_dual_fmac_f32 v32, v3, v84 :: v_dual_fmac_f32 v23, v4, v83
	v_dual_fmac_f32 v25, v3, v85 :: v_dual_fmac_f32 v18, v4, v86
	v_dual_fmac_f32 v26, v3, v86 :: v_dual_fmac_f32 v17, v4, v85
	v_dual_fmac_f32 v27, v3, v87 :: v_dual_fmac_f32 v20, v4, v88
	v_dual_fmac_f32 v28, v3, v88 :: v_dual_fmac_f32 v19, v4, v87
	s_wait_loadcnt 0x0
	global_load_b64 v[1:2], v[1:2], off offset:32
	s_wait_loadcnt 0x0
	v_dual_fmac_f32 v13, v1, v81 :: v_dual_fmac_f32 v6, v2, v82
	v_dual_fmac_f32 v14, v1, v82 :: v_dual_fmac_f32 v5, v2, v81
	v_dual_fmac_f32 v15, v1, v83 :: v_dual_fmac_f32 v8, v2, v84
	v_dual_fmac_f32 v16, v1, v84 :: v_dual_fmac_f32 v7, v2, v83
	s_clause 0x1                            ; 16-byte Folded Reload
	scratch_load_b64 v[81:82], off, off offset:72 th:TH_LOAD_LU
	scratch_load_b64 v[83:84], off, off offset:80 th:TH_LOAD_LU
	v_dual_fmac_f32 v9, v1, v85 :: v_dual_fmac_f32 v90, v2, v86
	v_dual_fmac_f32 v10, v1, v86 :: v_dual_fmac_f32 v89, v2, v85
	v_dual_fmac_f32 v11, v1, v87 :: v_dual_fmac_f32 v92, v2, v88
	v_dual_fmac_f32 v12, v1, v88 :: v_dual_fmac_f32 v91, v2, v87
	s_wait_loadcnt 0x0
	v_dual_fmac_f32 v81, v2, v93 :: v_dual_fmac_f32 v84, v1, v94
	v_dual_fmac_f32 v83, v1, v93 :: v_dual_fmac_f32 v82, v2, v94
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %Flow
	s_clause 0x3                            ; 32-byte Folded Reload
	scratch_load_b64 v[3:4], off, off offset:40
	scratch_load_b64 v[85:86], off, off offset:48
	scratch_load_b64 v[87:88], off, off offset:56
	scratch_load_b64 v[93:94], off, off offset:64
	s_branch .LBB0_5
.LBB0_4:
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0
	v_dual_mov_b32 v77, 0 :: v_dual_mov_b32 v78, 0
	v_dual_mov_b32 v79, 0 :: v_dual_mov_b32 v80, 0
	scratch_store_b64 off, v[1:2], off offset:32 ; 8-byte Folded Spill
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0
	v_dual_mov_b32 v73, 0 :: v_dual_mov_b32 v74, 0
	v_dual_mov_b32 v75, 0 :: v_dual_mov_b32 v76, 0
	scratch_store_b64 off, v[1:2], off offset:24 ; 8-byte Folded Spill
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0
	v_dual_mov_b32 v69, 0 :: v_dual_mov_b32 v70, 0
	v_dual_mov_b32 v71, 0 :: v_dual_mov_b32 v72, 0
	v_dual_mov_b32 v65, 0 :: v_dual_mov_b32 v66, 0
	v_dual_mov_b32 v67, 0 :: v_dual_mov_b32 v68, 0
	v_dual_mov_b32 v61, 0 :: v_dual_mov_b32 v62, 0
	v_dual_mov_b32 v63, 0 :: v_dual_mov_b32 v64, 0
	v_dual_mov_b32 v57, 0 :: v_dual_mov_b32 v58, 0
	v_dual_mov_b32 v59, 0 :: v_dual_mov_b32 v60, 0
	scratch_store_b64 off, v[1:2], off offset:16 ; 8-byte Folded Spill
	v_dual_mov_b32 v53, 0 :: v_dual_mov_b32 v54, 0
	v_dual_mov_b32 v55, 0 :: v_dual_mov_b32 v56, 0
	v_dual_mov_b32 v49, 0 :: v_dual_mov_b32 v50, 0
	v_dual_mov_b32 v51, 0 :: v_dual_mov_b32 v52, 0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0
	v_dual_mov_b32 v45, 0 :: v_dual_mov_b32 v46, 0
	v_dual_mov_b32 v47, 0 :: v_dual_mov_b32 v48, 0
	v_dual_mov_b32 v41, 0 :: v_dual_mov_b32 v42, 0
	v_dual_mov_b32 v43, 0 :: v_dual_mov_b32 v44, 0
	v_dual_mov_b32 v93, 0 :: v_dual_mov_b32 v94, 0
	v_dual_mov_b32 v37, 0 :: v_dual_mov_b32 v38, 0
	v_dual_mov_b32 v39, 0 :: v_dual_mov_b32 v40, 0
	v_dual_mov_b32 v33, 0 :: v_dual_mov_b32 v34, 0
	v_dual_mov_b32 v35, 0 :: v_dual_mov_b32 v36, 0
	v_dual_mov_b32 v87, 0 :: v_dual_mov_b32 v88, 0
	v_dual_mov_b32 v29, 0 :: v_dual_mov_b32 v30, 0
	v_dual_mov_b32 v31, 0 :: v_dual_mov_b32 v32, 0
	v_dual_mov_b32 v25, 0 :: v_dual_mov_b32 v26, 0
	v_dual_mov_b32 v27, 0 :: v_dual_mov_b32 v28, 0
	v_dual_mov_b32 v85, 0 :: v_dual_mov_b32 v86, 0
	v_dual_mov_b32 v21, 0 :: v_dual_mov_b32 v22, 0
	v_dual_mov_b32 v23, 0 :: v_dual_mov_b32 v24, 0
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v18, 0
	v_dual_mov_b32 v19, 0 :: v_dual_mov_b32 v20, 0
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v83, 0 :: v_dual_mov_b32 v84, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v89, 0 :: v_dual_mov_b32 v90, 0
	v_dual_mov_b32 v91, 0 :: v_dual_mov_b32 v92, 0
	v_dual_mov_b32 v81, 0 :: v_dual_mov_b32 v82, 0
	scratch_store_b64 off, v[1:2], off offset:8 ; 8-byte Folded Spill
.LBB0_5:                                ; %Flow141
	s_load_b64 s[0:1], s[0:1], 0x10
	v_or_b32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_co_i64_i32 v[1:2], null, v0, s3, 0
	s_wait_kmcnt 0x0
	v_mad_co_u64_u32 v[0:1], null, v1, 40, s[0:1]
	s_ashr_i32 s1, s3, 31
	s_mov_b32 s0, s3
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 2
	v_mad_co_u64_u32 v[1:2], null, v2, 40, v[1:2]
	s_clause 0x1
	global_store_b128 v[0:1], v[77:80], off
	global_store_b128 v[0:1], v[73:76], off offset:16
	scratch_load_b64 v[73:74], off, off offset:32 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	global_store_b64 v[0:1], v[73:74], off offset:32
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v0, vcc_lo, v0, s0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	s_clause 0x1
	global_store_b128 v[0:1], v[69:72], off
	global_store_b128 v[0:1], v[65:68], off offset:16
	scratch_load_b64 v[65:66], off, off offset:24 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	global_store_b64 v[0:1], v[65:66], off offset:32
	v_add_co_u32 v0, vcc_lo, v0, s0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	s_clause 0x1
	global_store_b128 v[0:1], v[61:64], off
	global_store_b128 v[0:1], v[57:60], off offset:16
	scratch_load_b64 v[57:58], off, off offset:16 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	global_store_b64 v[0:1], v[57:58], off offset:32
	v_add_co_u32 v0, vcc_lo, v0, s0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	s_clause 0x1
	global_store_b128 v[0:1], v[53:56], off
	global_store_b128 v[0:1], v[49:52], off offset:16
	scratch_load_b64 v[49:50], off, off offset:8 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	global_store_b64 v[0:1], v[49:50], off offset:32
	v_add_co_u32 v0, vcc_lo, v0, s0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	s_clause 0x2
	global_store_b128 v[0:1], v[45:48], off
	global_store_b128 v[0:1], v[41:44], off offset:16
	global_store_b64 v[0:1], v[93:94], off offset:32
	v_add_co_u32 v0, vcc_lo, v0, s0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	s_clause 0x2
	global_store_b128 v[0:1], v[37:40], off
	global_store_b128 v[0:1], v[33:36], off offset:16
	global_store_b64 v[0:1], v[87:88], off offset:32
	v_add_co_u32 v0, vcc_lo, v0, s0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	s_clause 0x2
	global_store_b128 v[0:1], v[29:32], off
	global_store_b128 v[0:1], v[25:28], off offset:16
	global_store_b64 v[0:1], v[85:86], off offset:32
	v_add_co_u32 v0, vcc_lo, v0, s0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	s_clause 0x2
	global_store_b128 v[0:1], v[21:24], off
	global_store_b128 v[0:1], v[17:20], off offset:16
	global_store_b64 v[0:1], v[3:4], off offset:32
	v_add_co_u32 v0, vcc_lo, v0, s0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc_lo, v0, s0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s1, v1, vcc_lo
	s_clause 0x5
	global_store_b128 v[0:1], v[13:16], off
	global_store_b128 v[0:1], v[9:12], off offset:16
	global_store_b64 v[0:1], v[83:84], off offset:32
	global_store_b128 v[2:3], v[5:8], off
	global_store_b128 v[2:3], v[89:92], off offset:16
	global_store_b64 v[2:3], v[81:82], off offset:32
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel outer_product_blocked
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 116
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 95
		.amdhsa_next_free_sgpr 9
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 26
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
	.size	outer_product_blocked, .Lfunc_end0-outer_product_blocked
                                        ; -- End function
	.set outer_product_blocked.num_vgpr, 95
	.set outer_product_blocked.num_agpr, 0
	.set outer_product_blocked.numbered_sgpr, 9
	.set outer_product_blocked.num_named_barrier, 0
	.set outer_product_blocked.private_seg_size, 116
	.set outer_product_blocked.uses_vcc, 1
	.set outer_product_blocked.uses_flat_scratch, 1
	.set outer_product_blocked.has_dyn_sized_stack, 0
	.set outer_product_blocked.has_recursion, 0
	.set outer_product_blocked.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3316
; TotalNumSgprs: 11
; NumVgprs: 95
; ScratchSize: 116
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 95
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
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
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           outer_product_blocked
    .private_segment_fixed_size: 116
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         outer_product_blocked.kd
    .uses_dynamic_stack: false
    .vgpr_count:     95
    .vgpr_spill_count: 52
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
