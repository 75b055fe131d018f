// A HIP GEMM with MFMA builtins, for `mirpass pipeline` (gfx942, gfx950).
//
// C[M x N] += A[M x K] * B[K x N], fp16 inputs, fp32 accumulation. One 64-lane wave computes a
// 32x32 tile of C as four 16x16 MFMA tiles (__builtin_amdgcn_mfma_f32_16x16x16f16) fed from
// LDS, double-buffered over K; a second path accumulates with the 32x32x8 MFMA. Compiled with
// -nogpuinc: no HIP headers, so the few attributes and builtins it needs are spelled here.

#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __device__ __attribute__((device))

typedef _Float16 half4 __attribute__((ext_vector_type(4)));
typedef float float4v __attribute__((ext_vector_type(4)));
typedef float float16v __attribute__((ext_vector_type(16)));

#ifndef TILE_K
#define TILE_K 16
#endif

static __device__ inline int lane_id() { return __builtin_amdgcn_workitem_id_x(); }

extern "C" __global__ void __attribute__((amdgpu_flat_work_group_size(64, 64)))
hip_gemm_mfma16(const half4 *__restrict__ a, const half4 *__restrict__ b, float4v *__restrict__ c,
                int k_tiles, int lda4, int ldb4) {
  __shared__ half4 lds_a[2][2][64];
  __shared__ half4 lds_b[2][2][64];
  const int lane = lane_id();
  const int tile_m = __builtin_amdgcn_workgroup_id_x();
  const int tile_n = __builtin_amdgcn_workgroup_id_y();
  float4v acc[2][2] = {};
  const half4 *pa = a + tile_m * 2 * lda4;
  const half4 *pb = b + tile_n * 2 * ldb4;
  for (int t = 0; t < 2; ++t) {
    lds_a[0][t][lane] = pa[t * lda4 + lane];
    lds_b[0][t][lane] = pb[t * ldb4 + lane];
  }
  __builtin_amdgcn_s_barrier();
  for (int kt = 0; kt < k_tiles; ++kt) {
    const int cur = kt & 1, nxt = cur ^ 1;
    half4 next_a[2], next_b[2];
    const bool more = kt + 1 < k_tiles;
    if (more) {
      for (int t = 0; t < 2; ++t) {
        next_a[t] = pa[(kt + 1) * TILE_K * lda4 / TILE_K + t * lda4 + lane];
        next_b[t] = pb[(kt + 1) * TILE_K * ldb4 / TILE_K + t * ldb4 + lane];
      }
    }
    for (int i = 0; i < 2; ++i)
      for (int j = 0; j < 2; ++j)
        acc[i][j] = __builtin_amdgcn_mfma_f32_16x16x16f16(lds_a[cur][i][lane], lds_b[cur][j][lane],
                                                          acc[i][j], 0, 0, 0);
    if (more) {
      for (int t = 0; t < 2; ++t) {
        lds_a[nxt][t][lane] = next_a[t];
        lds_b[nxt][t][lane] = next_b[t];
      }
    }
    __builtin_amdgcn_s_barrier();
  }
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j) {
      // read the accumulator with VALU right after the last MFMA: a hazard the passes pad
      float4v r = acc[i][j];
      r *= 0.5f;
      c[((tile_m * 2 + i) * 2 + (tile_n * 2 + j)) * 64 + lane] = r;
    }
}

extern "C" __global__ void __attribute__((amdgpu_flat_work_group_size(64, 64)))
hip_gemm_mfma32(const half4 *__restrict__ a, const half4 *__restrict__ b, float16v *__restrict__ c,
                int k_steps) {
  const int lane = lane_id();
  float16v acc = {};
  for (int s = 0; s < k_steps; ++s)
    acc = __builtin_amdgcn_mfma_f32_32x32x8f16(a[s * 64 + lane], b[s * 64 + lane], acc, 0, 0, 0);
  c[__builtin_amdgcn_workgroup_id_x() * 64 + lane] = acc;
}
