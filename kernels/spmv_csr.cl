// targets: gfx942 gfx950 gfx1200 gfx1250
// Sparse matrix-vector products in CSR form, the way solver libraries write them: a scalar
// kernel (one row per lane, a data-dependent trip count, an unrolled main loop with a remainder),
// and a vector kernel (one row per 16 lanes, gathers of x through the column indices, a
// cross-lane reduction through LDS, and a guarded epilogue with alpha/beta scaling). Loads issue
// on some paths only and are consumed after the joins.

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void spmv_scalar(__global const int *restrict row_ptr, __global const int *restrict col,
                 __global const float *restrict val, __global const float *restrict x,
                 __global float *restrict y, int rows, float alpha, float beta) {
  const int r = __builtin_amdgcn_workgroup_id_x() * 256 + __builtin_amdgcn_workitem_id_x();
  if (r >= rows)
    return;
  const int begin = row_ptr[r], end = row_ptr[r + 1];
  float acc0 = 0.0f, acc1 = 0.0f;
  int j = begin;
  for (; j + 4 <= end; j += 4) {
    const int c0 = col[j], c1 = col[j + 1], c2 = col[j + 2], c3 = col[j + 3];
    acc0 += val[j] * x[c0] + val[j + 1] * x[c1];
    acc1 += val[j + 2] * x[c2] + val[j + 3] * x[c3];
  }
  if (j < end) {
    acc0 += val[j] * x[col[j]];
    if (j + 1 < end)
      acc1 += val[j + 1] * x[col[j + 1]];
    if (j + 2 < end)
      acc0 += val[j + 2] * x[col[j + 2]];
  }
  const float sum = alpha * (acc0 + acc1);
  y[r] = beta == 0.0f ? sum : sum + beta * y[r];
}

#define SUB 16
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void spmv_vector(__global const int *restrict row_ptr, __global const int *restrict col,
                 __global const float *restrict val, __global const float *restrict x,
                 __global float *restrict y, __global int *restrict long_rows, int rows,
                 float alpha, float beta) {
  __local float partial[256];
  const int tid = __builtin_amdgcn_workitem_id_x();
  const int lane = tid % SUB;
  const int r = __builtin_amdgcn_workgroup_id_x() * (256 / SUB) + tid / SUB;
  float acc = 0.0f;
  int len = 0;
  if (r < rows) {
    const int begin = row_ptr[r], end = row_ptr[r + 1];
    len = end - begin;
    if (len > 4 * SUB) {
      // long row: two gathers in flight per step
      int j = begin + lane;
      for (; j + SUB < end; j += 2 * SUB)
        acc += val[j] * x[col[j]] + val[j + SUB] * x[col[j + SUB]];
      if (j < end)
        acc += val[j] * x[col[j]];
    } else {
      for (int j = begin + lane; j < end; j += SUB)
        acc += val[j] * x[col[j]];
    }
  }
  partial[tid] = acc;
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
  for (int s = SUB / 2; s > 0; s >>= 1) {
    if (lane < s)
      partial[tid] += partial[tid + s];
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
  }
  if (lane == 0 && r < rows) {
    const float prev = beta == 0.0f ? 0.0f : beta * y[r];
    y[r] = alpha * partial[tid] + prev;
    if (len > 4 * SUB)
      __scoped_atomic_fetch_add(long_rows, 1, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
  }
}
