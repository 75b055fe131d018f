	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.amdhsa_code_object_version 6
	.text
	.protected	outer_product_blocked   ; -- Begin function outer_product_blocked
	.globl	outer_product_blocked
	.p2align	8
	.type	outer_product_blocked,@function
outer_product_blocked:                  ; @outer_product_blocked
; %bb.0:
	s_mov_b64 s[14:15], s[2:3]
	s_mov_b64 s[12:13], s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x10
	s_add_u32 s12, s12, s7
	s_addc_u32 s13, s13, 0
	s_lshl_b32 s8, s6, 10
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s2, 1
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.preheader
	v_add_u32_e32 v1, s8, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 5, v[1:2]
	v_mov_b32_e32 v4, 0
	buffer_store_dword v1, off, s[12:15], 0 offset:80 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v2, off, s[12:15], 0 offset:84 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	buffer_store_dword v1, off, s[12:15], 0 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v2, off, s[12:15], 0 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[12:15], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[12:15], 0 offset:12 ; 4-byte Folded Spill
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	buffer_store_dword v1, off, s[12:15], 0 offset:32 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v2, off, s[12:15], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[12:15], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[12:15], 0 offset:44 ; 4-byte Folded Spill
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a8, 0
	buffer_store_dword v1, off, s[12:15], 0 offset:16 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v2, off, s[12:15], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[12:15], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[12:15], 0 offset:28 ; 4-byte Folded Spill
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a15, 0
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a27, 0
	v_accvgpr_write_b32 a26, 0
	v_accvgpr_write_b32 a25, 0
	v_accvgpr_write_b32 a24, 0
	v_accvgpr_write_b32 a31, 0
	v_accvgpr_write_b32 a30, 0
	v_accvgpr_write_b32 a29, 0
	v_accvgpr_write_b32 a28, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a19, 0
	v_accvgpr_write_b32 a18, 0
	v_accvgpr_write_b32 a17, 0
	v_accvgpr_write_b32 a16, 0
	buffer_store_dword v5, off, s[12:15], 0 offset:48 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v6, off, s[12:15], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[12:15], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[12:15], 0 offset:60 ; 4-byte Folded Spill
	v_accvgpr_write_b32 a20, 0
	v_accvgpr_write_b32 a21, 0
	v_accvgpr_write_b32 a22, 0
	v_accvgpr_write_b32 a23, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	buffer_store_dword v9, off, s[12:15], 0 offset:64 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v10, off, s[12:15], 0 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[12:15], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[12:15], 0 offset:76 ; 4-byte Folded Spill
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	buffer_load_dword v11, off, s[12:15], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[12:15], 0 offset:84 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v9, s5
	v_mov_b32_e32 v10, s7
	buffer_load_dword v21, off, s[12:15], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v22, off, s[12:15], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v23, off, s[12:15], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v24, off, s[12:15], 0 offset:60 ; 4-byte Folded Reload
	s_add_i32 s2, s2, -1
	s_waitcnt vmcnt(5)
	v_add_co_u32_e32 v29, vcc, s4, v11
	s_waitcnt vmcnt(4)
	v_addc_co_u32_e32 v30, vcc, v9, v12, vcc
	v_add_co_u32_e32 v9, vcc, s6, v11
	v_addc_co_u32_e32 v10, vcc, v10, v12, vcc
	global_load_dwordx4 v[17:20], v[29:30], off
	global_load_dwordx4 v[13:16], v[9:10], off
	s_add_u32 s6, s6, 0x10000
	global_load_dwordx4 v[9:12], v[9:10], off offset:16
	s_addc_u32 s7, s7, 0
	s_add_u32 s4, s4, 0x10000
	s_addc_u32 s5, s5, 0
	s_cmp_eq_u32 s2, 0
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v5, v17, v13
	v_fmac_f32_e32 v6, v17, v14
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v21, v17, v9
	v_fmac_f32_e32 v22, v17, v10
	v_fmac_f32_e32 v23, v17, v11
	v_fmac_f32_e32 v24, v17, v12
	buffer_store_dword v21, off, s[12:15], 0 offset:48 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v22, off, s[12:15], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[12:15], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[12:15], 0 offset:60 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v24, a19
	v_accvgpr_read_b32 v21, a16
	v_accvgpr_read_b32 v23, a18
	v_accvgpr_read_b32 v22, a17
	v_fmac_f32_e32 v21, v18, v9
	v_fmac_f32_e32 v22, v18, v10
	v_fmac_f32_e32 v23, v18, v11
	v_fmac_f32_e32 v24, v18, v12
	v_accvgpr_write_b32 a16, v21
	v_accvgpr_write_b32 a17, v22
	v_accvgpr_write_b32 a18, v23
	v_accvgpr_write_b32 a19, v24
	v_accvgpr_read_b32 v24, a3
	v_accvgpr_read_b32 v21, a0
	v_accvgpr_read_b32 v23, a2
	v_accvgpr_read_b32 v22, a1
	v_fmac_f32_e32 v21, v19, v13
	v_fmac_f32_e32 v22, v19, v14
	v_fmac_f32_e32 v23, v19, v15
	v_fmac_f32_e32 v24, v19, v16
	v_accvgpr_write_b32 a0, v21
	v_accvgpr_write_b32 a1, v22
	v_accvgpr_write_b32 a2, v23
	v_accvgpr_write_b32 a3, v24
	v_accvgpr_read_b32 v21, a28
	v_accvgpr_read_b32 v24, a31
	v_accvgpr_read_b32 v22, a29
	v_accvgpr_read_b32 v23, a30
	v_fmac_f32_e32 v24, v19, v12
	v_fmac_f32_e32 v21, v19, v9
	v_fmac_f32_e32 v22, v19, v10
	v_fmac_f32_e32 v23, v19, v11
	v_accvgpr_write_b32 a31, v24
	v_accvgpr_write_b32 a29, v22
	v_accvgpr_write_b32 a30, v23
	v_accvgpr_write_b32 a28, v21
	v_accvgpr_read_b32 v21, a24
	v_accvgpr_read_b32 v24, a27
	v_accvgpr_read_b32 v22, a25
	v_accvgpr_read_b32 v23, a26
	v_fmac_f32_e32 v24, v20, v16
	v_fmac_f32_e32 v21, v20, v13
	v_fmac_f32_e32 v22, v20, v14
	v_fmac_f32_e32 v23, v20, v15
	v_accvgpr_write_b32 a27, v24
	v_accvgpr_write_b32 a25, v22
	v_accvgpr_write_b32 a26, v23
	v_accvgpr_write_b32 a24, v21
	v_accvgpr_read_b32 v24, a15
	v_accvgpr_read_b32 v23, a14
	v_accvgpr_read_b32 v22, a13
	v_accvgpr_read_b32 v21, a12
	v_fmac_f32_e32 v7, v17, v15
	v_fmac_f32_e32 v8, v17, v16
	v_fmac_f32_e32 v1, v18, v13
	v_fmac_f32_e32 v2, v18, v14
	v_fmac_f32_e32 v3, v18, v15
	v_fmac_f32_e32 v4, v18, v16
	v_fmac_f32_e32 v21, v20, v9
	v_fmac_f32_e32 v22, v20, v10
	v_fmac_f32_e32 v23, v20, v11
	v_fmac_f32_e32 v24, v20, v12
	global_load_dwordx4 v[17:20], v[29:30], off offset:16
	v_accvgpr_write_b32 a12, v21
	v_accvgpr_write_b32 a13, v22
	v_accvgpr_write_b32 a14, v23
	v_accvgpr_write_b32 a15, v24
	v_accvgpr_read_b32 v24, a7
	v_accvgpr_read_b32 v21, a4
	v_accvgpr_read_b32 v23, a6
	v_accvgpr_read_b32 v22, a5
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v21, v17, v13
	v_fmac_f32_e32 v22, v17, v14
	v_fmac_f32_e32 v23, v17, v15
	v_fmac_f32_e32 v24, v17, v16
	v_accvgpr_write_b32 a4, v21
	v_accvgpr_write_b32 a5, v22
	v_accvgpr_write_b32 a6, v23
	v_accvgpr_write_b32 a7, v24
	buffer_load_dword v21, off, s[12:15], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v22, off, s[12:15], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v23, off, s[12:15], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v24, off, s[12:15], 0 offset:44 ; 4-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v21, v18, v13
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v22, v18, v14
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v23, v18, v15
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v24, v18, v16
	buffer_store_dword v21, off, s[12:15], 0 offset:32 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v22, off, s[12:15], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[12:15], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[12:15], 0 offset:44 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v24, a11
	v_accvgpr_read_b32 v23, a10
	v_accvgpr_read_b32 v22, a9
	v_accvgpr_read_b32 v21, a8
	v_accvgpr_write_b32 a8, v25
	v_accvgpr_write_b32 a9, v26
	v_accvgpr_write_b32 a10, v27
	v_accvgpr_write_b32 a11, v28
	buffer_load_dword v25, off, s[12:15], 0 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v26, off, s[12:15], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v27, off, s[12:15], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v28, off, s[12:15], 0 offset:76 ; 4-byte Folded Reload
	v_fmac_f32_e32 v21, v19, v13
	v_fmac_f32_e32 v22, v19, v14
	v_fmac_f32_e32 v23, v19, v15
	v_fmac_f32_e32 v24, v19, v16
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v25, v20, v13
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v26, v20, v14
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v27, v20, v15
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v28, v20, v16
	buffer_load_dword v13, off, s[12:15], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[12:15], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[12:15], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[12:15], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v25, off, s[12:15], 0 offset:64 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v26, off, s[12:15], 0 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[12:15], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v28, off, s[12:15], 0 offset:76 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v28, a11
	v_accvgpr_read_b32 v27, a10
	v_accvgpr_read_b32 v26, a9
	v_accvgpr_read_b32 v25, a8
	v_accvgpr_write_b32 a8, v21
	v_accvgpr_write_b32 a9, v22
	v_accvgpr_write_b32 a10, v23
	v_accvgpr_write_b32 a11, v24
	v_accvgpr_read_b32 v24, a23
	v_accvgpr_read_b32 v21, a20
	v_accvgpr_read_b32 v23, a22
	v_accvgpr_read_b32 v22, a21
	v_fmac_f32_e32 v21, v20, v9
	v_fmac_f32_e32 v22, v20, v10
	v_fmac_f32_e32 v23, v20, v11
	v_fmac_f32_e32 v24, v20, v12
	v_accvgpr_write_b32 a20, v21
	v_accvgpr_write_b32 a21, v22
	v_accvgpr_write_b32 a22, v23
	v_accvgpr_write_b32 a23, v24
	v_fmac_f32_e32 v25, v18, v9
	v_fmac_f32_e32 v26, v18, v10
	v_fmac_f32_e32 v27, v18, v11
	v_fmac_f32_e32 v28, v18, v12
	s_waitcnt vmcnt(7)
	v_fmac_f32_e32 v13, v17, v9
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v14, v17, v10
	s_waitcnt vmcnt(5)
	v_fmac_f32_e32 v15, v17, v11
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v16, v17, v12
	buffer_store_dword v13, off, s[12:15], 0 offset:16 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v14, off, s[12:15], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[12:15], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[12:15], 0 offset:28 ; 4-byte Folded Spill
	buffer_load_dword v13, off, s[12:15], 0 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[12:15], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[12:15], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[12:15], 0 offset:12 ; 4-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v13, v19, v9
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v14, v19, v10
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v15, v19, v11
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v16, v19, v12
	buffer_store_dword v13, off, s[12:15], 0 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v14, off, s[12:15], 0 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[12:15], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[12:15], 0 offset:12 ; 4-byte Folded Spill
	s_cbranch_scc0 .LBB0_2
; %bb.3:                                ; %Flow
	v_accvgpr_read_b32 v31, a16             ;  Reload Reuse
	buffer_store_dword v5, off, s[12:15], 0 offset:80 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v6, off, s[12:15], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[12:15], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[12:15], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[12:15], 0 offset:192 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v2, off, s[12:15], 0 offset:196 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[12:15], 0 offset:200 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[12:15], 0 offset:204 ; 4-byte Folded Spill
	buffer_store_dword v31, off, s[12:15], 0 offset:176 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a17             ;  Reload Reuse
	v_mov_b32_e32 v5, v25
	v_mov_b32_e32 v6, v26
	buffer_store_dword v31, off, s[12:15], 0 offset:180 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a18             ;  Reload Reuse
	v_mov_b32_e32 v7, v27
	v_mov_b32_e32 v8, v28
	buffer_store_dword v31, off, s[12:15], 0 offset:184 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a19             ;  Reload Reuse
	buffer_load_dword v25, off, s[12:15], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v26, off, s[12:15], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v27, off, s[12:15], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v28, off, s[12:15], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[12:15], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[12:15], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[12:15], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[12:15], 0 offset:60 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v20, a11
	buffer_store_dword v31, off, s[12:15], 0 offset:188 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a0              ;  Reload Reuse
	v_accvgpr_read_b32 v19, a10
	v_accvgpr_read_b32 v18, a9
	buffer_store_dword v31, off, s[12:15], 0 offset:160 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a1              ;  Reload Reuse
	v_accvgpr_read_b32 v17, a8
	s_nop 0
	buffer_store_dword v31, off, s[12:15], 0 offset:164 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a2              ;  Reload Reuse
	s_nop 1
	buffer_store_dword v31, off, s[12:15], 0 offset:168 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a3              ;  Reload Reuse
	s_nop 1
	buffer_store_dword v31, off, s[12:15], 0 offset:172 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a28             ;  Reload Reuse
	s_nop 1
	buffer_store_dword v31, off, s[12:15], 0 offset:128 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a29             ;  Reload Reuse
	s_nop 1
	buffer_store_dword v31, off, s[12:15], 0 offset:132 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a30             ;  Reload Reuse
	s_nop 1
	buffer_store_dword v31, off, s[12:15], 0 offset:136 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a31             ;  Reload Reuse
	s_nop 1
	buffer_store_dword v31, off, s[12:15], 0 offset:140 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a24             ;  Reload Reuse
	s_nop 1
	buffer_store_dword v31, off, s[12:15], 0 offset:112 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a25             ;  Reload Reuse
	s_nop 1
	buffer_store_dword v31, off, s[12:15], 0 offset:116 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a26             ;  Reload Reuse
	s_nop 1
	buffer_store_dword v31, off, s[12:15], 0 offset:120 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a27             ;  Reload Reuse
	s_nop 1
	buffer_store_dword v31, off, s[12:15], 0 offset:124 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a12             ;  Reload Reuse
	s_nop 1
	buffer_store_dword v31, off, s[12:15], 0 offset:144 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a13             ;  Reload Reuse
	s_nop 1
	buffer_store_dword v31, off, s[12:15], 0 offset:148 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a14             ;  Reload Reuse
	s_nop 1
	buffer_store_dword v31, off, s[12:15], 0 offset:152 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a15             ;  Reload Reuse
	s_nop 1
	buffer_store_dword v31, off, s[12:15], 0 offset:156 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a4              ;  Reload Reuse
	s_nop 1
	buffer_store_dword v31, off, s[12:15], 0 offset:96 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a5              ;  Reload Reuse
	s_nop 1
	buffer_store_dword v31, off, s[12:15], 0 offset:100 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a6              ;  Reload Reuse
	s_nop 1
	buffer_store_dword v31, off, s[12:15], 0 offset:104 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v31, a7              ;  Reload Reuse
	s_nop 1
	buffer_store_dword v31, off, s[12:15], 0 offset:108 ; 4-byte Folded Spill
	buffer_load_dword v31, off, s[12:15], 0 offset:32 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a0, v31             ;  Reload Reuse
	buffer_load_dword v31, off, s[12:15], 0 offset:36 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a1, v31             ;  Reload Reuse
	buffer_load_dword v31, off, s[12:15], 0 offset:40 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a2, v31             ;  Reload Reuse
	buffer_load_dword v31, off, s[12:15], 0 offset:44 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a3, v31             ;  Reload Reuse
	buffer_load_dword v31, off, s[12:15], 0 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a4, v31             ;  Reload Reuse
	buffer_load_dword v31, off, s[12:15], 0 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a5, v31             ;  Reload Reuse
	buffer_load_dword v31, off, s[12:15], 0 offset:72 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a6, v31             ;  Reload Reuse
	buffer_load_dword v31, off, s[12:15], 0 offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a7, v31             ;  Reload Reuse
	buffer_load_dword v31, off, s[12:15], 0 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a12, v31            ;  Reload Reuse
	buffer_load_dword v31, off, s[12:15], 0 offset:4 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a13, v31            ;  Reload Reuse
	buffer_load_dword v31, off, s[12:15], 0 offset:8 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a14, v31            ;  Reload Reuse
	buffer_load_dword v31, off, s[12:15], 0 offset:12 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a15, v31            ;  Reload Reuse
	s_branch .LBB0_5
.LBB0_4:
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	buffer_store_dword v5, off, s[12:15], 0 offset:192 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v6, off, s[12:15], 0 offset:196 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[12:15], 0 offset:200 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[12:15], 0 offset:204 ; 4-byte Folded Spill
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	buffer_store_dword v5, off, s[12:15], 0 offset:176 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v6, off, s[12:15], 0 offset:180 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[12:15], 0 offset:184 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[12:15], 0 offset:188 ; 4-byte Folded Spill
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	buffer_store_dword v5, off, s[12:15], 0 offset:160 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v6, off, s[12:15], 0 offset:164 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[12:15], 0 offset:168 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[12:15], 0 offset:172 ; 4-byte Folded Spill
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	buffer_store_dword v5, off, s[12:15], 0 offset:128 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v6, off, s[12:15], 0 offset:132 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[12:15], 0 offset:136 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[12:15], 0 offset:140 ; 4-byte Folded Spill
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	buffer_store_dword v5, off, s[12:15], 0 offset:112 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v6, off, s[12:15], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[12:15], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[12:15], 0 offset:124 ; 4-byte Folded Spill
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	buffer_store_dword v5, off, s[12:15], 0 offset:144 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v6, off, s[12:15], 0 offset:148 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[12:15], 0 offset:152 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[12:15], 0 offset:156 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_accvgpr_write_b32 a23, 0
	v_accvgpr_write_b32 a22, 0
	v_accvgpr_write_b32 a21, 0
	v_accvgpr_write_b32 a20, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a4, 0
	buffer_store_dword v1, off, s[12:15], 0 offset:80 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v2, off, s[12:15], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[12:15], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[12:15], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[12:15], 0 offset:96 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v6, off, s[12:15], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[12:15], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[12:15], 0 offset:108 ; 4-byte Folded Spill
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a15, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
.LBB0_5:                                ; %Flow97
	buffer_load_dword v21, off, s[12:15], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v22, off, s[12:15], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v23, off, s[12:15], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v24, off, s[12:15], 0 offset:92 ; 4-byte Folded Reload
	v_or_b32_e32 v0, s8, v0
	s_ashr_i32 s5, s3, 31
	s_mov_b32 s4, s3
	v_mad_i64_i32 v[9:10], s[2:3], v0, s3, 0
	v_mov_b32_e32 v0, s1
	v_accvgpr_read_b32 v13, a20
	v_lshlrev_b64 v[9:10], 5, v[9:10]
	v_accvgpr_read_b32 v14, a21
	v_add_co_u32_e32 v9, vcc, s0, v9
	v_addc_co_u32_e32 v10, vcc, v0, v10, vcc
	s_lshl_b64 s[0:1], s[4:5], 2
	v_mov_b32_e32 v0, s1
	v_accvgpr_read_b32 v15, a22
	v_accvgpr_read_b32 v16, a23
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[9:10], v[21:24], off
	global_store_dwordx4 v[9:10], v[1:4], off offset:16
	s_nop 0
	v_add_co_u32_e32 v1, vcc, s0, v9
	v_addc_co_u32_e32 v2, vcc, v10, v0, vcc
	buffer_load_dword v9, off, s[12:15], 0 offset:192 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[12:15], 0 offset:196 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[12:15], 0 offset:200 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[12:15], 0 offset:204 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[1:2], v[9:12], off
	buffer_load_dword v9, off, s[12:15], 0 offset:176 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[12:15], 0 offset:180 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[12:15], 0 offset:184 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[12:15], 0 offset:188 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[1:2], v[9:12], off offset:16
	buffer_load_dword v9, off, s[12:15], 0 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[12:15], 0 offset:164 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[12:15], 0 offset:168 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[12:15], 0 offset:172 ; 4-byte Folded Reload
	v_add_co_u32_e32 v1, vcc, s0, v1
	v_addc_co_u32_e32 v2, vcc, v2, v0, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[1:2], v[9:12], off
	buffer_load_dword v9, off, s[12:15], 0 offset:128 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[12:15], 0 offset:132 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[12:15], 0 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[12:15], 0 offset:140 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[1:2], v[9:12], off offset:16
	buffer_load_dword v9, off, s[12:15], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[12:15], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[12:15], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[12:15], 0 offset:124 ; 4-byte Folded Reload
	v_add_co_u32_e32 v1, vcc, s0, v1
	v_addc_co_u32_e32 v2, vcc, v2, v0, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[1:2], v[9:12], off
	buffer_load_dword v9, off, s[12:15], 0 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[12:15], 0 offset:148 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[12:15], 0 offset:152 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[12:15], 0 offset:156 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[1:2], v[9:12], off offset:16
	buffer_load_dword v9, off, s[12:15], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[12:15], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[12:15], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[12:15], 0 offset:108 ; 4-byte Folded Reload
	v_add_co_u32_e32 v1, vcc, s0, v1
	v_addc_co_u32_e32 v2, vcc, v2, v0, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[1:2], v[9:12], off
	global_store_dwordx4 v[1:2], v[25:28], off offset:16
	v_add_co_u32_e32 v1, vcc, s0, v1
	v_accvgpr_read_b32 v12, a3
	v_addc_co_u32_e32 v2, vcc, v2, v0, vcc
	v_accvgpr_read_b32 v11, a2
	v_accvgpr_read_b32 v10, a1
	v_accvgpr_read_b32 v9, a0
	s_nop 1
	global_store_dwordx4 v[1:2], v[9:12], off
	global_store_dwordx4 v[1:2], v[5:8], off offset:16
	v_add_co_u32_e32 v1, vcc, s0, v1
	v_accvgpr_read_b32 v3, a12
	v_addc_co_u32_e32 v2, vcc, v2, v0, vcc
	v_accvgpr_read_b32 v4, a13
	v_accvgpr_read_b32 v5, a14
	v_accvgpr_read_b32 v6, a15
	global_store_dwordx4 v[1:2], v[17:20], off
	s_nop 0
	global_store_dwordx4 v[1:2], v[3:6], off offset:16
	v_add_co_u32_e32 v1, vcc, s0, v1
	v_accvgpr_read_b32 v3, a4
	v_addc_co_u32_e32 v2, vcc, v2, v0, vcc
	v_accvgpr_read_b32 v4, a5
	v_accvgpr_read_b32 v5, a6
	v_accvgpr_read_b32 v6, a7
	global_store_dwordx4 v[1:2], v[13:16], off offset:16
	s_nop 0
	global_store_dwordx4 v[1:2], v[3:6], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel outer_product_blocked
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 212
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 61
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
	.size	outer_product_blocked, .Lfunc_end0-outer_product_blocked
                                        ; -- End function
	.set outer_product_blocked.num_vgpr, 32
	.set outer_product_blocked.num_agpr, 32
	.set outer_product_blocked.numbered_sgpr, 16
	.set outer_product_blocked.num_named_barrier, 0
	.set outer_product_blocked.private_seg_size, 212
	.set outer_product_blocked.uses_vcc, 1
	.set outer_product_blocked.uses_flat_scratch, 0
	.set outer_product_blocked.has_dyn_sized_stack, 0
	.set outer_product_blocked.has_recursion, 0
	.set outer_product_blocked.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4216
; TotalNumSgprs: 20
; NumVgprs: 32
; NumAgprs: 32
; TotalNumVgprs: 32
; ScratchSize: 212
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 65
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
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
  - .agpr_count:     32
    .args:
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
    .private_segment_fixed_size: 212
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         outer_product_blocked.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 106
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
