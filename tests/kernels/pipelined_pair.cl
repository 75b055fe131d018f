// tests/test_wait_prefetch_kernel.py compiles this for gfx942, gfx950 and gfx1250.
// A software-pipelined loop with a loop-carried prefetch: each iteration first consumes the
// element the previous one prefetched (the preheader loads the first one, last), then the pair
// the previous iteration loaded after its prefetch; it prefetches the next element, works, and
// loads the next pair last (the sched_barriers keep that order). On the back edge the
// element's wait need only drain the element (the pair stays in flight for its consumers
// further down); on the entry edge the element is the youngest load. llc takes the stricter
// count on every iteration; mirpass moves the entry edge's wait to the preheader's end.
__kernel void pipelined_pair(__global const float *restrict a, __global const float *restrict b,
                             __global float *restrict out, int n, int stride) {
  const int g = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  float cur = a[g];
  float x = 0.0f, y = 0.0f;
  float acc = 0.0f;
  int i = 0;
  do {
    acc = fma(cur, cur, acc);
    for (int k = 0; k < 8; ++k)
      acc = fma(acc, acc, 0.5f);
    __builtin_amdgcn_sched_barrier(0);
    acc = fma(x, y, acc);
    __builtin_amdgcn_sched_barrier(0);
    cur = a[(size_t)(i + 1) * stride + g];
    __builtin_amdgcn_sched_barrier(0);
    for (int k = 0; k < 8; ++k)
      acc = fma(acc, acc, 0.25f);
    __builtin_amdgcn_sched_barrier(0);
    x = b[(size_t)(i + 1) * stride + g];
    y = b[(size_t)(i + 2) * stride + g];
    __builtin_amdgcn_sched_barrier(0);
    ++i;
  } while (i < n);
  out[g] = acc;
}
