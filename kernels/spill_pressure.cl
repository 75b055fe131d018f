// targets: gfx942 gfx950 gfx1200 gfx1250
// Register-blocked outer-product kernel with launch bounds of 1024 work-items
// and an occupancy request: 8x8 (10x10 on gfx1200) accumulators per work-item
// exceed the VGPR budget that leaves, so the register allocator spills to
// scratch.
// Per-target tile and occupancy choices, as a tuned kernel would make them:
// the accumulator tile is always larger than the VGPR budget.
#if defined(__gfx1200__)
// gfx1200 has at most 16 waves/SIMD, i.e. a budget of 96 VGPRs.
#define TM 10
#define TN 10
#define WAVES_PER_EU 16
#elif defined(__gfx1250__)
// gfx1250: 16 waves/SIMD leave 64 VGPRs.
#define TM 8
#define TN 8
#define WAVES_PER_EU 16
#else
// gfx942/gfx950: 8 waves/SIMD leave 64 registers (VGPRs and AGPRs together).
#define TM 8
#define TN 8
#define WAVES_PER_EU 8
#endif

#define LAUNCH_BOUNDS                                                          \
  __attribute__((amdgpu_flat_work_group_size(1024, 1024), amdgpu_waves_per_eu(WAVES_PER_EU)))

__kernel LAUNCH_BOUNDS
void outer_product_blocked(__global const float *restrict A, __global const float *restrict B,
                           __global float *restrict C, int K, int ldc) {
  const int tid = __builtin_amdgcn_workitem_id_x();
  const int tile = __builtin_amdgcn_workgroup_id_x() * 1024 + tid;
  __global const float *a = A + (size_t)tile * TM;
  __global const float *b = B + (size_t)tile * TN;
  float acc[TM][TN];
#pragma unroll
  for (int i = 0; i < TM; ++i)
#pragma unroll
    for (int j = 0; j < TN; ++j)
      acc[i][j] = 0.0f;

  for (int k = 0; k < K; ++k) {
    float av[TM], bv[TN];
#pragma unroll
    for (int i = 0; i < TM; ++i)
      av[i] = a[(size_t)k * 16384 + i];
#pragma unroll
    for (int j = 0; j < TN; ++j)
      bv[j] = b[(size_t)k * 16384 + j];
#pragma unroll
    for (int i = 0; i < TM; ++i)
#pragma unroll
      for (int j = 0; j < TN; ++j)
        acc[i][j] = __builtin_fmaf(av[i], bv[j], acc[i][j]);
  }

  __global float *c = C + (size_t)tile * TM * ldc;
#pragma unroll
  for (int i = 0; i < TM; ++i)
#pragma unroll
    for (int j = 0; j < TN; ++j)
      c[i * ldc + j] = acc[i][j];
}
