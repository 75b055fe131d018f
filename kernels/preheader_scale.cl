// targets: gfx942 gfx950 gfx1250
// A loop with a preheader load consumed in its body: the per-lane scale is loaded in the
// preheader after the first element (the sched_barrier keeps that order) and read at the top of
// every iteration, while the element for the next iteration is prefetched in the loop. Only the
// first iteration needs the scale's wait; llc and consumer placement run it on every iteration,
// where it drains the prefetch before the work that could hide it.
__kernel void preheader_scale(__global const float *restrict a, __global const float *restrict scale,
                              __global float *restrict out, int n, int stride) {
  const int g = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  const float first = a[g];
  __builtin_amdgcn_sched_barrier(0);
  const float s = scale[g];
  float cur = first;
  float acc = 0.0f;
  int i = 0;
  do {
    float x = s;
    for (int k = 0; k < 12; ++k)
      x = fma(x, x, acc);
    acc = fma(x, cur, acc);
    cur = a[(size_t)(i + 1) * stride + g];
    for (int k = 0; k < 12; ++k)
      acc = fma(acc, acc, s);
    ++i;
  } while (i < n);
  out[g] = acc + first;
}
