// targets: gfx942 gfx950
// 2:4 structured-sparse FP16 GEMM using SMFMAC. A is stored compressed
// (half of K) with a per-lane 2-bit index word; B is dense. gfx950 also
// exercises the 16x16x64 sparse variant.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

typedef half v4h __attribute__((ext_vector_type(4)));
typedef half v8h __attribute__((ext_vector_type(8)));
typedef half v16h __attribute__((ext_vector_type(16)));
typedef float v4f __attribute__((ext_vector_type(4)));

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void sparse_gemm_smfmac(__global const v4h *restrict Acomp, __global const int *restrict Aidx,
                        __global const v8h *restrict B, __global v4f *restrict C, int K) {
  const int lane = __builtin_amdgcn_workitem_id_x();
  const int tile = __builtin_amdgcn_workgroup_id_x();
  const int ksteps = K / 32;
  __global const v4h *a = Acomp + (size_t)tile * ksteps * 64;
  __global const int *ai = Aidx + (size_t)tile * ksteps * 64;
  __global const v8h *b = B + (size_t)tile * ksteps * 64;

  v4f acc0 = (v4f)(0.0f);
  v4f acc1 = (v4f)(0.0f);
  int ks = 0;
#if defined(__gfx950__)
  for (; ks + 1 < ksteps; ks += 2) {
    v8h aw = __builtin_shufflevector(a[ks * 64 + lane], a[(ks + 1) * 64 + lane],
                                     0, 1, 2, 3, 4, 5, 6, 7);
    v16h bw = __builtin_shufflevector(b[ks * 64 + lane], b[(ks + 1) * 64 + lane],
                                      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    acc0 = __builtin_amdgcn_smfmac_f32_16x16x64_f16(aw, bw, acc0, ai[ks * 64 + lane], 0, 0);
  }
#endif
  for (; ks < ksteps; ++ks) {
    const v4h av = a[ks * 64 + lane];
    const v8h bv = b[ks * 64 + lane];
    const int idx = ai[ks * 64 + lane];
    if (ks & 1)
      acc1 = __builtin_amdgcn_smfmac_f32_16x16x32_f16(av, bv, acc1, idx, 0, 0);
    else
      acc0 = __builtin_amdgcn_smfmac_f32_16x16x32_f16(av, bv, acc0, idx, 0, 0);
  }
  C[(size_t)tile * 64 + lane] = acc0 + acc1;
}
