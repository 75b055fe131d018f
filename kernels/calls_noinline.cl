// targets: gfx942 gfx950 gfx1200 gfx1250
// Kernels calling non-inlined device functions: a helper with many
// arguments (some passed on the stack), a helper taking an LDS pointer and
// a barrier inside the caller loop, and a leaf math helper called in a loop
// with values live across the call (callee-saved register spills).
#define BARRIER()                                                              \
  do {                                                                         \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");                     \
    __builtin_amdgcn_s_barrier();                                              \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");                     \
  } while (0)

__attribute__((noinline)) static float poly_eval(float x, float c0, float c1, float c2,
                                                 float c3, float c4, float c5, float c6,
                                                 float c7) {
  float r = c7;
  r = __builtin_fmaf(r, x, c6);
  r = __builtin_fmaf(r, x, c5);
  r = __builtin_fmaf(r, x, c4);
  r = __builtin_fmaf(r, x, c3);
  r = __builtin_fmaf(r, x, c2);
  r = __builtin_fmaf(r, x, c1);
  return __builtin_fmaf(r, x, c0);
}

__attribute__((noinline)) static float4 many_args(float4 a, float4 b, float4 c, float4 d,
                                                  float4 e, float4 f, float4 g, float4 h,
                                                  float4 i, float4 j, __global float *log,
                                                  int slot) {
  float4 r = a * b + c * d - e * f + g * h + i * j;
  if (slot >= 0)
    log[slot] = r.x + r.y + r.z + r.w;
  return r;
}

__attribute__((noinline)) static float lds_window_sum(__local const float *s, int center,
                                                      int radius) {
  float acc = 0.0f;
  for (int k = -radius; k <= radius; ++k)
    acc += s[center + k];
  return acc;
}

__kernel __attribute__((reqd_work_group_size(128, 1, 1)))
void call_poly(__global const float *restrict x, __global float *restrict y,
               __global const float *restrict coeffs, int iters) {
  const int i = __builtin_amdgcn_workgroup_id_x() * 128 + __builtin_amdgcn_workitem_id_x();
  float v = x[i];
  float acc = 0.0f, acc2 = 1.0f;
  for (int it = 0; it < iters; ++it) {
    const float p = poly_eval(v, coeffs[0], coeffs[1], coeffs[2], coeffs[3], coeffs[4],
                              coeffs[5], coeffs[6], coeffs[7]);
    acc += p;
    acc2 *= p;
    v = p * 0.5f;
  }
  y[i] = acc + acc2;
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void call_many_args(__global const float4 *restrict in, __global float4 *restrict out,
                    __global float *restrict log) {
  const int i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  __global const float4 *p = in + (size_t)i * 10;
  float4 r = many_args(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8], p[9], log,
                       (i & 7) ? -1 : i >> 3);
  out[i] = r;
}

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void call_lds_smooth(__global const float *restrict in, __global float *restrict out,
                     int steps) {
  __local float s[256 + 16];
  const int tid = __builtin_amdgcn_workitem_id_x();
  const size_t base = (size_t)__builtin_amdgcn_workgroup_id_x() * 256;
  float v = in[base + tid];
  for (int st = 0; st < steps; ++st) {
    s[tid + 8] = v;
    if (tid < 8) {
      s[tid] = 0.0f;
      s[256 + 8 + tid] = 0.0f;
    }
    BARRIER();
    v = lds_window_sum(s, tid + 8, 4) * (1.0f / 9.0f);
    BARRIER();
  }
  out[base + tid] = v;
}
