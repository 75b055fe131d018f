// targets: gfx942 gfx950 gfx1250
// Global -> LDS DMA staging of a tiled 1D convolution. gfx942/gfx950 use
// global_load_lds (LDS DMA through M0; gfx950 also the 16-byte form),
// gfx1250 uses the asynchronous global_load_async_to_lds + s_wait_asynccnt.
#define BARRIER()                                                              \
  do {                                                                         \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");                     \
    __builtin_amdgcn_s_barrier();                                              \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");                     \
  } while (0)

#define TILE 256
#define TAPS 9

__kernel __attribute__((reqd_work_group_size(TILE, 1, 1)))
void conv1d_lds_dma(__global const float *restrict in, __global const float *restrict w,
                    __global float *restrict out, int ntiles) {
  __local float tile[2][TILE + 64];
  const int tid = __builtin_amdgcn_workitem_id_x();
  const int wsize = __builtin_amdgcn_wavefrontsize();
  const int wave = tid / wsize;
  const int lane = tid % wsize;
  float wr[TAPS];
  for (int t = 0; t < TAPS; ++t)
    wr[t] = w[t];

  for (int t = __builtin_amdgcn_workgroup_id_x(); t < ntiles;
       t += __builtin_amdgcn_grid_size_x() / TILE) {
    const int buf = t & 1;
    __global const float *src = in + (size_t)t * TILE;
    // Each wave DMA-copies its own slice; the LDS destination is wave-uniform.
    __local float *dst = &tile[buf][wave * wsize];
#if defined(__gfx1250__)
    __builtin_amdgcn_global_load_async_to_lds_b32((__global int *)(src + tid),
                                                  (__local int *)(dst + lane), 0, 0);
    if (tid < 16)
      __builtin_amdgcn_global_load_async_to_lds_b32((__global int *)(src + TILE + tid),
                                                    (__local int *)&tile[buf][TILE + tid], 0, 0);
    __builtin_amdgcn_s_wait_asynccnt(0);
#else
    __builtin_amdgcn_global_load_lds((__global void *)(src + tid), (__local void *)dst, 4, 0, 0);
    if (wave == 0 && lane < 16)
      __builtin_amdgcn_global_load_lds((__global void *)(src + TILE + lane),
                                       (__local void *)&tile[buf][TILE], 4, 0, 0);
#endif
    BARRIER();
    float acc = 0.0f;
#pragma unroll
    for (int k = 0; k < TAPS; ++k)
      acc = __builtin_fmaf(tile[buf][tid + k], wr[k], acc);
    out[(size_t)t * TILE + tid] = acc;
    BARRIER();
  }
}

#if defined(__gfx950__)
typedef float v4f __attribute__((ext_vector_type(4)));
// gfx950 only: 16-byte LDS DMA (global_load_lds_dwordx4) for a bulk tile copy.
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void tile_copy_lds_dma_b128(__global const v4f *restrict in, __global v4f *restrict out) {
  __local v4f tile[256];
  const int tid = __builtin_amdgcn_workitem_id_x();
  const int wave = tid >> 6;
  const size_t base = (size_t)__builtin_amdgcn_workgroup_id_x() * 256;
  __builtin_amdgcn_global_load_lds((__global void *)(in + base + tid),
                                   (__local void *)&tile[wave * 64], 16, 0, 0);
  BARRIER();
  out[base + tid] = tile[255 - tid] * 2.0f;
}
#endif
