// targets: gfx942 gfx950
// FP16 GEMM C[MxN] += A[MxK] * B[KxN] using MFMA, LDS double buffering and
// workgroup barriers. Two variants: 16x16x16 (4 waves, 64x64 block tile) and
// 32x32x8 (4 waves, 64x64 block tile). gfx950 additionally uses the wider
// 16x16x32 MFMA in the first kernel's inner loop.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

typedef half v4h __attribute__((ext_vector_type(4)));
typedef half v8h __attribute__((ext_vector_type(8)));
typedef float v4f __attribute__((ext_vector_type(4)));
typedef float v16f __attribute__((ext_vector_type(16)));

#define BARRIER()                                                              \
  do {                                                                         \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");                     \
    __builtin_amdgcn_s_barrier();                                              \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");                     \
  } while (0)

#define BM 64
#define BN 64
#define BK 32
#define LDS_PAD 8

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void gemm_f16_mfma16(__global const half *restrict A, __global const half *restrict B,
                     __global float *restrict C, int M, int N, int K, float alpha, float beta) {
  // A is stored [m][k] and B transposed [n][k] so every MFMA operand
  // fragment is one aligned vector LDS read.
  __local half sA[2][BM][BK + LDS_PAD] __attribute__((aligned(16)));
  __local half sBt[2][BN][BK + LDS_PAD] __attribute__((aligned(16)));

  const int tid = __builtin_amdgcn_workitem_id_x();
  const int lane = tid & 63;
  const int wave = tid >> 6;
  const int bm = __builtin_amdgcn_workgroup_id_y() * BM;
  const int bn = __builtin_amdgcn_workgroup_id_x() * BN;
  const int wm = (wave >> 1) * 32;
  const int wn = (wave & 1) * 32;

  v4f acc[2][2];
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j)
      acc[i][j] = (v4f)(0.0f);

  // Each thread copies 8 halves of A and 8 halves of B per stage.
  const int ar = tid >> 2, ac = (tid & 3) * 8;
  const int br = tid >> 3, bc = (tid & 7) * 8;

  int buf = 0;
  {
    const v8h pa = *(__global const v8h *)&A[(size_t)(bm + ar) * K + ac];
    const v8h pb = *(__global const v8h *)&B[(size_t)br * N + bn + bc];
    *(__local v8h *)&sA[0][ar][ac] = pa;
    for (int c = 0; c < 8; ++c)
      sBt[0][bc + c][br] = pb[c];
  }
  BARRIER();

  for (int k0 = 0; k0 < K; k0 += BK) {
    const int nk = k0 + BK;
    v8h pa, pb;
    if (nk < K) {
      pa = *(__global const v8h *)&A[(size_t)(bm + ar) * K + nk + ac];
      pb = *(__global const v8h *)&B[(size_t)(nk + br) * N + bn + bc];
    }
    __builtin_amdgcn_s_setprio(1);
#if defined(__gfx950__)
    for (int kk = 0; kk < BK; kk += 32) {
      for (int i = 0; i < 2; ++i) {
        const v8h a = *(__local const v8h *)&sA[buf][wm + i * 16 + (lane & 15)][kk + (lane >> 4) * 8];
        for (int j = 0; j < 2; ++j) {
          const v8h b =
              *(__local const v8h *)&sBt[buf][wn + j * 16 + (lane & 15)][kk + (lane >> 4) * 8];
          acc[i][j] = __builtin_amdgcn_mfma_f32_16x16x32_f16(a, b, acc[i][j], 0, 0, 0);
        }
      }
    }
#else
    for (int kk = 0; kk < BK; kk += 16) {
      for (int i = 0; i < 2; ++i) {
        const v4h a = *(__local const v4h *)&sA[buf][wm + i * 16 + (lane & 15)][kk + (lane >> 4) * 4];
        for (int j = 0; j < 2; ++j) {
          const v4h b =
              *(__local const v4h *)&sBt[buf][wn + j * 16 + (lane & 15)][kk + (lane >> 4) * 4];
          acc[i][j] = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc[i][j], 0, 0, 0);
        }
      }
    }
#endif
    __builtin_amdgcn_s_setprio(0);
    if (nk < K) {
      *(__local v8h *)&sA[buf ^ 1][ar][ac] = pa;
      for (int c = 0; c < 8; ++c)
        sBt[buf ^ 1][bc + c][br] = pb[c];
    }
    BARRIER();
    buf ^= 1;
  }

  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j)
      for (int e = 0; e < 4; ++e) {
        const int row = bm + wm + i * 16 + (lane >> 4) * 4 + e;
        const int col = bn + wn + j * 16 + (lane & 15);
        __global float *p = C + (size_t)row * N + col;
        *p = alpha * acc[i][j][e] + beta * *p;
      }
}

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void gemm_f16_mfma32(__global const v4h *restrict A, __global const v4h *restrict Bt,
                     __global float *restrict C, int N, int K) {
  __local v4h sA[BM][BK / 4 + 1];
  __local v4h sB[BN][BK / 4 + 1];

  const int tid = __builtin_amdgcn_workitem_id_x();
  const int lane = tid & 63;
  const int wave = tid >> 6;
  const int bm = __builtin_amdgcn_workgroup_id_y() * BM;
  const int bn = __builtin_amdgcn_workgroup_id_x() * BN;
  const int wm = (wave >> 1) * 32;
  const int wn = (wave & 1) * 32;
  const int K4 = K / 4;

  v16f acc = (v16f)(0.0f);
  for (int k0 = 0; k0 < K4; k0 += BK / 4) {
    // 64 rows x 8 v4h per operand = 512 elements, two per thread.
    for (int r = 0; r < 2; ++r) {
      const int idx = tid + r * 256;
      const int row = idx >> 3, col = idx & 7;
      sA[row][col] = A[(size_t)(bm + row) * K4 + k0 + col];
      sB[row][col] = Bt[(size_t)(bn + row) * K4 + k0 + col];
    }
    BARRIER();
    for (int kk = 0; kk < BK / 4; kk += 2) {
      const v4h a = sA[wm + (lane & 31)][kk + (lane >> 5)];
      const v4h b = sB[wn + (lane & 31)][kk + (lane >> 5)];
      acc = __builtin_amdgcn_mfma_f32_32x32x8f16(a, b, acc, 0, 0, 0);
    }
    BARRIER();
  }

  for (int e = 0; e < 16; ++e) {
    const int row = bm + wm + (e >> 2) * 8 + (lane >> 5) * 4 + (e & 3);
    const int col = bn + wn + (lane & 31);
    C[(size_t)row * N + col] = acc[e];
  }
}
