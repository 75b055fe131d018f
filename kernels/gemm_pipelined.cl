// targets: gfx942 gfx950 gfx1200 gfx1250
// A software-pipelined GEMM main loop with register prefetch: the global loads of tile k+1 are
// issued before the matrix ops of tile k, so loads are in flight across the loop back-edge and
// the loop exit. Edge tiles take a guarded path (zero fill outside the matrix), and the
// epilogue stores with an optional bias and ReLU. Matrix cores: MFMA 16x16x16 f16 (gfx942,
// gfx950), WMMA 16x16x16 (gfx1200) and 16x16x32 (gfx1250).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

#if defined(__gfx942__) || defined(__gfx950__)
#define WAVE 64
#define MMA_K 16
typedef half frag_t __attribute__((ext_vector_type(4)));
typedef float acc_t __attribute__((ext_vector_type(4)));
#define MMA(a, b, c) __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, c, 0, 0, 0)
#elif defined(__gfx1250__)
#define WAVE 32
#define MMA_K 32
typedef half frag_t __attribute__((ext_vector_type(16)));
typedef float acc_t __attribute__((ext_vector_type(8)));
#define MMA(a, b, c) __builtin_amdgcn_wmma_f32_16x16x32_f16(false, a, false, b, (short)0, c, false, false)
#else
#define WAVE 32
#define MMA_K 16
typedef half frag_t __attribute__((ext_vector_type(8)));
typedef float acc_t __attribute__((ext_vector_type(8)));
#define MMA(a, b, c) __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a, b, c)
#endif
#define FRAG (MMA_K * 16 / WAVE)
#define ACC (256 / WAVE)

static inline frag_t load_frag(__global const half *p, int row, int k, int ld, int rows, int K,
                               int full) {
  if (full)
    return *(__global const frag_t *)&p[(size_t)row * ld + k];
  frag_t f = (frag_t)(0.0h);
  if (row < rows && k + FRAG <= K)
    f = *(__global const frag_t *)&p[(size_t)row * ld + k];
  return f;
}

__kernel __attribute__((reqd_work_group_size(WAVE, 1, 1)))
void gemm_pipelined(__global const half *restrict A, __global const half *restrict Bt,
                    __global float *restrict C, __global const float *restrict bias, int M,
                    int N, int K, int relu) {
  const int lane = __builtin_amdgcn_workitem_id_x();
  const int m0 = __builtin_amdgcn_workgroup_id_x() * 32, n0 = __builtin_amdgcn_workgroup_id_y() * 32;
  const int lrow = lane % 16, lgrp = lane / 16;
  const int full = m0 + 32 <= M && n0 + 32 <= N && K % MMA_K == 0;
  acc_t c[2][2];
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j)
      c[i][j] = (acc_t)(0.0f);
  frag_t a[2], b[2];
  for (int i = 0; i < 2; ++i) {
    a[i] = load_frag(A, m0 + 16 * i + lrow, lgrp * FRAG, K, M, K, full);
    b[i] = load_frag(Bt, n0 + 16 * i + lrow, lgrp * FRAG, K, N, K, full);
  }
  for (int k = MMA_K; k < K; k += MMA_K) {
    frag_t an[2], bn[2];
    for (int i = 0; i < 2; ++i) {
      an[i] = load_frag(A, m0 + 16 * i + lrow, k + lgrp * FRAG, K, M, K, full);
      bn[i] = load_frag(Bt, n0 + 16 * i + lrow, k + lgrp * FRAG, K, N, K, full);
    }
    for (int i = 0; i < 2; ++i)
      for (int j = 0; j < 2; ++j)
        c[i][j] = MMA(a[i], b[j], c[i][j]);
    for (int i = 0; i < 2; ++i) {
      a[i] = an[i];
      b[i] = bn[i];
    }
  }
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j)
      c[i][j] = MMA(a[i], b[j], c[i][j]);
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j) {
      const int col = n0 + 16 * j + lrow;
      const float bv = bias != 0 && col < N ? bias[col] : 0.0f;
      for (int e = 0; e < ACC; ++e) {
        const int row = m0 + 16 * i + (WAVE == 64 ? lgrp * 4 + e : lgrp * 8 + e);
        float v = c[i][j][e] + bv;
        if (relu)
          v = __builtin_fmaxf(v, 0.0f);
        if (full || (row < M && col < N))
          C[(size_t)row * N + col] = v;
      }
    }
}
