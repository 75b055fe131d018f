// targets: gfx942 gfx950 gfx1200 gfx1250
// Atomics: LDS-privatized histogram flushed with global atomics, a float
// atomic-add scatter, a CAS loop implementing atomic float max, and a
// last-block-done counter with release/acquire ordering.
#define BARRIER()                                                              \
  do {                                                                         \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");                     \
    __builtin_amdgcn_s_barrier();                                              \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");                     \
  } while (0)

#define NBINS 256

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void histogram256(__global const unsigned char *restrict data, __global unsigned *restrict hist,
                  unsigned n) {
  __local unsigned lh[NBINS];
  const unsigned tid = __builtin_amdgcn_workitem_id_x();
  lh[tid] = 0;
  BARRIER();
  for (unsigned i = __builtin_amdgcn_workgroup_id_x() * 256 + tid; i < n;
       i += __builtin_amdgcn_grid_size_x())
    __scoped_atomic_fetch_add(&lh[data[i]], 1u, __ATOMIC_RELAXED, __MEMORY_SCOPE_WRKGRP);
  BARRIER();
  const unsigned c = lh[tid];
  if (c)
    __scoped_atomic_fetch_add(&hist[tid], c, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
}

__kernel __attribute__((reqd_work_group_size(128, 1, 1)))
void scatter_add(__global const int *restrict idx, __global const float *restrict val,
                 __global float *restrict out, __global double *restrict total) {
  const int i = __builtin_amdgcn_workgroup_id_x() * 128 + __builtin_amdgcn_workitem_id_x();
  const float v = val[i];
  __scoped_atomic_fetch_add(&out[idx[i]], v, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
  __scoped_atomic_fetch_add(total, (double)v, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
}

static inline void atomic_max_float(__global float *p, float v) {
  unsigned old = __atomic_load_n((__global unsigned *)p, __ATOMIC_RELAXED);
  while (__builtin_bit_cast(float, old) < v) {
    if (__atomic_compare_exchange_n((__global unsigned *)p, &old, __builtin_bit_cast(unsigned, v),
                                    false, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
      break;
  }
}

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void max_and_finish(__global const float *restrict in, __global float *restrict gmax,
                    __global unsigned *restrict done, __global float *restrict result,
                    unsigned nblocks) {
  __local int is_last;
  const unsigned tid = __builtin_amdgcn_workitem_id_x();
  const unsigned bid = __builtin_amdgcn_workgroup_id_x();
  atomic_max_float(gmax, in[bid * 256 + tid]);
  BARRIER();
  if (tid == 0) {
    const unsigned prev =
        __scoped_atomic_fetch_add(done, 1u, __ATOMIC_ACQ_REL, __MEMORY_SCOPE_DEVICE);
    is_last = prev == nblocks - 1;
  }
  BARRIER();
  if (is_last && tid == 0) {
    result[0] = __builtin_bit_cast(float, __scoped_atomic_load_n((__global unsigned *)gmax,
                                                                 __ATOMIC_ACQUIRE,
                                                                 __MEMORY_SCOPE_DEVICE));
    __scoped_atomic_store_n(done, 0u, __ATOMIC_RELEASE, __MEMORY_SCOPE_DEVICE);
  }
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void ticket_lock_update(__global int *restrict ticket, __global int *restrict serving,
                        __global int *restrict shared_counter) {
  if (__builtin_amdgcn_workitem_id_x() != 0)
    return;
  const int my = __scoped_atomic_fetch_add(ticket, 1, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
  while (__scoped_atomic_load_n(serving, __ATOMIC_ACQUIRE, __MEMORY_SCOPE_DEVICE) != my)
    __builtin_amdgcn_s_sleep(2);
  *shared_counter += 1;
  __scoped_atomic_fetch_add(serving, 1, __ATOMIC_RELEASE, __MEMORY_SCOPE_DEVICE);
}
