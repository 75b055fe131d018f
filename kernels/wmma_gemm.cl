// targets: gfx1200 gfx1250
// FP16 GEMM with wave32 WMMA. gfx1200 uses the gfx12 16x16x16 WMMA,
// gfx1250 its own 16x16x32 WMMA. Workgroup of 4 waves (128 lanes), each
// wave computes a 32x32 C tile from operands staged in LDS.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

typedef half v8h __attribute__((ext_vector_type(8)));
typedef half v16h __attribute__((ext_vector_type(16)));
typedef float v8f __attribute__((ext_vector_type(8)));

#define BARRIER()                                                              \
  do {                                                                         \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");                     \
    __builtin_amdgcn_s_barrier();                                              \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");                     \
  } while (0)

#define BM 64
#define BN 64
#define BK 32

__kernel __attribute__((reqd_work_group_size(128, 1, 1)))
void gemm_f16_wmma(__global const half *restrict A, __global const half *restrict Bt,
                   __global float *restrict C, int M, int N, int K) {
  __local half sA[BM][BK + 8] __attribute__((aligned(16)));
  __local half sB[BN][BK + 8] __attribute__((aligned(16)));

  const int tid = __builtin_amdgcn_workitem_id_x();
  const int lane = tid & 31;
  const int wave = tid >> 5;
  const int bm = __builtin_amdgcn_workgroup_id_y() * BM;
  const int bn = __builtin_amdgcn_workgroup_id_x() * BN;
  const int wm = (wave >> 1) * 32;
  const int wn = (wave & 1) * 32;

  v8f acc[2][2];
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j)
      acc[i][j] = (v8f)(0.0f);

  for (int k0 = 0; k0 < K; k0 += BK) {
    // 64x32 halves per operand: two 8-half vectors per thread.
    for (int r = 0; r < 2; ++r) {
      const int idx = tid * 2 + r;
      const int row = idx >> 2, col = (idx & 3) * 8;
      *(__local v8h *)&sA[row][col] = *(__global const v8h *)&A[(size_t)(bm + row) * K + k0 + col];
      *(__local v8h *)&sB[row][col] = *(__global const v8h *)&Bt[(size_t)(bn + row) * K + k0 + col];
    }
    BARRIER();
#if defined(__gfx1250__)
    for (int i = 0; i < 2; ++i) {
      __local const half *pa = &sA[wm + i * 16 + (lane & 15)][(lane >> 4) * 8];
      const v16h a = __builtin_shufflevector(*(__local const v8h *)pa,
                                             *(__local const v8h *)(pa + 16), 0, 1, 2, 3, 4, 5,
                                             6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
      for (int j = 0; j < 2; ++j) {
        __local const half *pb = &sB[wn + j * 16 + (lane & 15)][(lane >> 4) * 8];
        const v16h b = __builtin_shufflevector(*(__local const v8h *)pb,
                                               *(__local const v8h *)(pb + 16), 0, 1, 2, 3, 4,
                                               5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
        acc[i][j] = __builtin_amdgcn_wmma_f32_16x16x32_f16(false, a, false, b, (short)0,
                                                           acc[i][j], false, false);
      }
    }
#else
    for (int kk = 0; kk < BK; kk += 16) {
      for (int i = 0; i < 2; ++i) {
        const v8h a = *(__local const v8h *)&sA[wm + i * 16 + (lane & 15)][kk + (lane >> 4) * 8];
        for (int j = 0; j < 2; ++j) {
          const v8h b = *(__local const v8h *)&sB[wn + j * 16 + (lane & 15)][kk + (lane >> 4) * 8];
          acc[i][j] = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a, b, acc[i][j]);
        }
      }
    }
#endif
    BARRIER();
  }

  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j)
      for (int e = 0; e < 8; ++e) {
        const int row = bm + wm + i * 16 + (lane >> 4) * 8 + e;
        const int col = bn + wn + j * 16 + (lane & 15);
        if (row < M)
          C[(size_t)row * N + col] = acc[i][j][e];
      }
}
