// targets: gfx942 gfx950 gfx1250
// A flash-attention forward (one query row per lane, online softmax) over K/V tiles double
// buffered in LDS: while tile j is read from one buffer, tile j+1 waits in registers and is
// written to the other buffer after the scores, and tile j+2 is prefetched from global memory.
// The query row is loaded in the preheader, last (after tile 1); the scores read it at the top
// of every iteration.
// A workgroup barrier that orders LDS only (as OpenCL's barrier(CLK_LOCAL_MEM_FENCE)).
#define BARRIER()                                                                          \
  do {                                                                                     \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup", "local");                        \
    __builtin_amdgcn_s_barrier();                                                          \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup", "local");                        \
  } while (0)
#define TKV 16
typedef float4 vec;

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void flash_attn_prefetch(__global const vec *restrict Q, __global const vec *restrict Kg,
                         __global const vec *restrict Vg, __global vec *restrict O, int tiles,
                         float scale) {
  __local vec Ks[2][TKV + 1], Vs[2][TKV + 1];
  const int lane = __builtin_amdgcn_workitem_id_x();
  const int row = __builtin_amdgcn_workgroup_id_x() * 64 + lane;
  const int kv = lane % TKV, slot = lane < TKV ? kv : TKV;
  if (lane < TKV) {
    Ks[0][kv] = Kg[kv];
    Vs[0][kv] = Vg[kv];
  }
  vec kn = Kg[TKV + kv], vn = Vg[TKV + kv];
  __builtin_amdgcn_sched_barrier(0);
  const vec q = Q[row];
  BARRIER();
  float m = -INFINITY, l = 0.0f;
  vec acc = (vec)(0.0f);
  int j = 0;
  do {
    const int buf = j & 1;
    float s[TKV];
    float mt = m;
#pragma unroll
    for (int t = 0; t < TKV; ++t) {
      const vec k = Ks[buf][t];
      s[t] = (q.x * k.x + q.y * k.y + q.z * k.z + q.w * k.w) * scale;
      mt = __builtin_fmaxf(mt, s[t]);
    }
    const float corr = __builtin_expf(m - mt);
    l *= corr;
    acc *= corr;
#pragma unroll
    for (int t = 0; t < TKV; ++t) {
      const float p = __builtin_expf(s[t] - mt);
      l += p;
      acc += p * Vs[buf][t];
    }
    m = mt;
    // the phases stay in this order (the scheduler would hoist the LDS writes of the prefetch)
    __builtin_amdgcn_sched_barrier(0);
    // every lane stores (the lanes past the tile into a spare slot): no branch in the loop
    Ks[buf ^ 1][slot] = kn;
    Vs[buf ^ 1][slot] = vn;
    __builtin_amdgcn_sched_barrier(0);
    kn = Kg[(size_t)(j + 2) * TKV + kv];
    vn = Vg[(size_t)(j + 2) * TKV + kv];
    BARRIER();
    ++j;
  } while (j < tiles);
  O[row] = acc / l;
}
