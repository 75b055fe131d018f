// targets: gfx942 gfx950
// FP64 DGEMM with the 16x16x4 double-precision MFMA. Each wave owns a 32x32
// tile of C (2x2 MFMA blocks); the K loop is staged through LDS.
#define BARRIER()                                                              \
  do {                                                                         \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");                     \
    __builtin_amdgcn_s_barrier();                                              \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");                     \
  } while (0)

typedef double v4d __attribute__((ext_vector_type(4)));

#define BM 64
#define BN 64
#define BK 16

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void dgemm_mfma(__global const double *restrict A, __global const double *restrict B,
                __global double *restrict C, int M, int N, int K, double alpha) {
  __local double sA[BK][BM + 1];
  __local double sB[BK][BN + 1];

  const int tid = __builtin_amdgcn_workitem_id_x();
  const int lane = tid & 63;
  const int wave = tid >> 6;
  const int bm = __builtin_amdgcn_workgroup_id_y() * BM;
  const int bn = __builtin_amdgcn_workgroup_id_x() * BN;
  const int wm = (wave >> 1) * 32;
  const int wn = (wave & 1) * 32;

  v4d acc00 = 0.0, acc01 = 0.0, acc10 = 0.0, acc11 = 0.0;

  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int r = 0; r < 4; ++r) {
      const int idx = tid + r * 256;
      const int kk = idx >> 6, mm = idx & 63;
      const int gm = bm + mm, gk = k0 + kk;
      // Zero-fill the ragged K edge; M is a multiple of the block tile.
      sA[kk][mm] = gk < K ? A[(size_t)gm * K + gk] : 0.0;
      sB[kk][mm] = gk < K ? B[(size_t)gk * N + bn + mm] : 0.0;
    }
    BARRIER();
#pragma unroll
    for (int kk = 0; kk < BK; kk += 4) {
      const int k = kk + (lane >> 4);
      const double a0 = sA[k][wm + (lane & 15)];
      const double a1 = sA[k][wm + 16 + (lane & 15)];
      const double b0 = sB[k][wn + (lane & 15)];
      const double b1 = sB[k][wn + 16 + (lane & 15)];
      acc00 = __builtin_amdgcn_mfma_f64_16x16x4f64(a0, b0, acc00, 0, 0, 0);
      acc01 = __builtin_amdgcn_mfma_f64_16x16x4f64(a0, b1, acc01, 0, 0, 0);
      acc10 = __builtin_amdgcn_mfma_f64_16x16x4f64(a1, b0, acc10, 0, 0, 0);
      acc11 = __builtin_amdgcn_mfma_f64_16x16x4f64(a1, b1, acc11, 0, 0, 0);
    }
    BARRIER();
  }

  // M and N are multiples of the 64x64 block tile.
  for (int e = 0; e < 4; ++e) {
    const size_t r0 = bm + wm + (lane >> 4) * 4 + e;
    const int c0 = bn + wn + (lane & 15);
    C[r0 * N + c0] = alpha * acc00[e];
    C[r0 * N + c0 + 16] = alpha * acc01[e];
    C[(r0 + 16) * N + c0] = alpha * acc10[e];
    C[(r0 + 16) * N + c0 + 16] = alpha * acc11[e];
  }
}
