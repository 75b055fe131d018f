// targets: gfx942 gfx950 gfx1200 gfx1250
// Matrix transpose through a padded 32x32 LDS tile (bank-conflict free),
// 8 rows per work-item, plus a batched fp16 -> fp32 transpose-and-convert.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#define BARRIER()                                                              \
  do {                                                                         \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");                     \
    __builtin_amdgcn_s_barrier();                                              \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");                     \
  } while (0)

#define TDIM 32
#define ROWS 8

__kernel __attribute__((reqd_work_group_size(TDIM * ROWS, 1, 1)))
void transpose32(__global const float *restrict in, __global float *restrict out, int w, int h) {
  __local float tile[TDIM][TDIM + 1];
  const int tid = __builtin_amdgcn_workitem_id_x();
  const int tx = tid % TDIM, ty = tid / TDIM;
  int x = __builtin_amdgcn_workgroup_id_x() * TDIM + tx;
  int y = __builtin_amdgcn_workgroup_id_y() * TDIM + ty;
#pragma unroll
  for (int j = 0; j < TDIM; j += ROWS)
    if (x < w && y + j < h)
      tile[ty + j][tx] = in[(size_t)(y + j) * w + x];
  BARRIER();
  x = __builtin_amdgcn_workgroup_id_y() * TDIM + tx;
  y = __builtin_amdgcn_workgroup_id_x() * TDIM + ty;
#pragma unroll
  for (int j = 0; j < TDIM; j += ROWS)
    if (x < h && y + j < w)
      out[(size_t)(y + j) * h + x] = tile[tx][ty + j];
}

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void transpose_cvt_f16_batched(__global const half *restrict in, __global float *restrict out,
                               int batch_stride) {
  __local half tile[16][16 + 2];
  const int tid = __builtin_amdgcn_workitem_id_x();
  const int b = __builtin_amdgcn_workgroup_id_z();
  const int tx = tid & 15, ty = tid >> 4;
  __global const half *src = in + (size_t)b * batch_stride;
  __global float *dst = out + (size_t)b * batch_stride;
  const int bx = __builtin_amdgcn_workgroup_id_x() * 16, by = __builtin_amdgcn_workgroup_id_y() * 16;
  tile[ty][tx] = src[(size_t)(by + ty) * 1024 + bx + tx];
  BARRIER();
  dst[(size_t)(bx + ty) * 1024 + by + tx] = (float)tile[tx][ty] * 0.125f;
}
