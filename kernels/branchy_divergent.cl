// targets: gfx942 gfx950 gfx1200 gfx1250
// Divergent control flow: per-lane if/else chains, a data-dependent while
// loop with early exit (Collatz-style), and a switch on lane data.
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void classify(__global const float *restrict in, __global float *restrict out,
              __global int *restrict counts, float lo, float hi) {
  const int i = __builtin_amdgcn_workgroup_id_x() * 256 + __builtin_amdgcn_workitem_id_x();
  const float v = in[i];
  float r;
  if (v < lo) {
    r = lo - v;
    counts[i * 3 + 0] = 1;
  } else if (v > hi) {
    r = __builtin_sqrtf(v - hi);
    counts[i * 3 + 1] = 1;
  } else {
    r = (v - lo) / (hi - lo);
    if (r > 0.5f)
      r = 1.0f - r;
    counts[i * 3 + 2] = 1;
  }
  out[i] = r;
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void collatz_steps(__global const unsigned *restrict seeds, __global int *restrict steps,
                   int max_steps) {
  const int i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  unsigned x = seeds[i];
  int s = 0;
  while (x != 1u) {
    if (s >= max_steps) {
      s = -1;
      break;
    }
    x = (x & 1u) ? 3u * x + 1u : x >> 1;
    ++s;
  }
  steps[i] = s;
}

__kernel __attribute__((reqd_work_group_size(128, 1, 1)))
void apply_op(__global const int *restrict op, __global const float *restrict a,
              __global const float *restrict b, __global float *restrict out) {
  const int i = __builtin_amdgcn_workgroup_id_x() * 128 + __builtin_amdgcn_workitem_id_x();
  const float x = a[i], y = b[i];
  float r;
  switch (op[i] & 7) {
  case 0: r = x + y; break;
  case 1: r = x - y; break;
  case 2: r = x * y; break;
  case 3: r = x / y; break;
  case 4: r = b[(int)x & 1023]; break;
  default: r = __builtin_fmaxf(x, y); break;
  }
  if (r != r)
    return;
  out[i] = r;
}
