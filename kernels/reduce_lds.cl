// targets: gfx942 gfx950 gfx1200 gfx1250
// Block-wide sum and max reduction: grid-stride accumulation, tree reduction
// in LDS with workgroup barriers, one partial result per workgroup.
#define BARRIER()                                                              \
  do {                                                                         \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");                     \
    __builtin_amdgcn_s_barrier();                                              \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");                     \
  } while (0)

#define BLOCK 256

__kernel __attribute__((reqd_work_group_size(BLOCK, 1, 1)))
void reduce_sum_max(__global const float *restrict in, __global float2 *restrict partial,
                    unsigned n) {
  __local float2 sred[BLOCK]; // (sum, max) pairs
  const unsigned tid = __builtin_amdgcn_workitem_id_x();
  const unsigned gid = __builtin_amdgcn_workgroup_id_x();
  const unsigned ngroups = __builtin_amdgcn_grid_size_x() / BLOCK;

  float s = 0.0f, m = -__builtin_inff();
  for (unsigned i = gid * BLOCK + tid; i < n; i += ngroups * BLOCK) {
    const float v = in[i];
    s += v;
    m = __builtin_fmaxf(m, v);
  }
  sred[tid] = (float2)(s, m);
  BARRIER();

  for (unsigned stride = BLOCK / 2; stride > 0; stride >>= 1) {
    if (tid < stride) {
      const float2 a = sred[tid], b = sred[tid + stride];
      sred[tid] = (float2)(a.x + b.x, __builtin_fmaxf(a.y, b.y));
    }
    BARRIER();
  }
  if (tid == 0)
    partial[gid] = sred[0];
}

__kernel __attribute__((reqd_work_group_size(BLOCK, 1, 1)))
void reduce_rows_f64(__global const double *restrict in, __global double *restrict out,
                     int cols) {
  __local double sdata[BLOCK];
  const int tid = __builtin_amdgcn_workitem_id_x();
  const int row = __builtin_amdgcn_workgroup_id_x();
  __global const double *p = in + (size_t)row * cols;
  double acc = 0.0;
  for (int c = tid; c < cols; c += BLOCK)
    acc += p[c] * p[c];
  sdata[tid] = acc;
  BARRIER();
  for (int stride = BLOCK / 2; stride >= 1; stride >>= 1) {
    if (tid < stride)
      sdata[tid] += sdata[tid + stride];
    BARRIER();
  }
  if (tid == 0)
    out[row] = sdata[0];
}
