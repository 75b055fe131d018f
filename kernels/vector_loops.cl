// targets: gfx942 gfx950 gfx1200 gfx1250
// Simple streaming loops: SAXPY with a grid-stride loop, a vectorized
// float4 triad, and a strided prefix-style loop with a loop-carried value.
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void saxpy(__global const float *restrict x, __global float *restrict y, float a, unsigned n) {
  const unsigned stride = __builtin_amdgcn_grid_size_x();
  for (unsigned i = __builtin_amdgcn_workgroup_id_x() * 256 + __builtin_amdgcn_workitem_id_x();
       i < n; i += stride)
    y[i] = a * x[i] + y[i];
}

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void triad4(__global const float4 *restrict b, __global const float4 *restrict c,
            __global float4 *restrict a, float s, int n4) {
  const int i = __builtin_amdgcn_workgroup_id_x() * 256 + __builtin_amdgcn_workitem_id_x();
  for (int j = i; j < n4; j += 256 * 1024)
    a[j] = b[j] + s * c[j];
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void running_poly(__global const float *restrict x, __global float *restrict out,
                  __global const float *restrict coeff, int len) {
  const int row = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  __global const float *px = x + (size_t)row * len;
  float acc = 0.0f, carry = 1.0f;
  for (int i = 0; i < len; ++i) {
    const float v = px[i];
    carry = __builtin_fmaf(carry, v, coeff[i & 15]);
    acc += carry * carry;
  }
  out[row] = acc;
}
