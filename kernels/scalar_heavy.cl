// targets: gfx942 gfx950 gfx1200 gfx1250
// Scalar-heavy code: kernel arguments and a constant-memory descriptor table
// read with s_load, uniform loops and branches on SGPR values, and
// readfirstlane to move lane values into scalar registers.
typedef struct {
  unsigned offset;
  unsigned length;
  float scale;
  float bias;
  int mode;
  int pad[3];
} segment_t;

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void segmented_affine(__constant segment_t *restrict segs, int nsegs,
                      __global const float *restrict in, __global float *restrict out,
                      __constant float *restrict lut) {
  const unsigned lane = __builtin_amdgcn_workitem_id_x();
  const int first = __builtin_amdgcn_workgroup_id_x() * 4;
  for (int s = first; s < first + 4 && s < nsegs; ++s) {
    const segment_t seg = segs[s];
    if (seg.length == 0)
      continue;
    for (unsigned i = lane; i < seg.length; i += 64) {
      float v = in[seg.offset + i];
      switch (seg.mode) {
      case 0:
        v = v * seg.scale + seg.bias;
        break;
      case 1:
        v = __builtin_fmaxf(v * seg.scale, seg.bias);
        break;
      default:
        v = lut[seg.mode & 15] * v + lut[(seg.mode >> 4) & 15];
        break;
      }
      out[seg.offset + i] = v;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void uniform_dispatch(__global const int *restrict work, __global int *restrict result,
                      __constant int *restrict table, int n) {
  const int lane = __builtin_amdgcn_workitem_id_x();
  int acc = 0;
  for (int i = 0; i < n; ++i) {
    // The first lane's value decides the path for the whole wave.
    const int w = __builtin_amdgcn_readfirstlane(work[i * 64 + lane]);
    const int t0 = table[w & 63];
    const int t1 = table[(w >> 6) & 63];
    if (t0 > t1)
      acc += t0 * lane;
    else
      acc -= t1 >> (lane & 7);
    acc ^= table[(t0 + t1) & 63];
  }
  result[__builtin_amdgcn_workgroup_id_x() * 64 + lane] = acc;
}

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void args_fanin(__global float *restrict o, float a0, float a1, float a2, float a3, float a4,
                float a5, float a6, float a7, int i0, int i1, int i2, int i3, long l0, long l1) {
  const int tid = __builtin_amdgcn_workitem_id_x();
  const int gid = __builtin_amdgcn_workgroup_id_x();
  const long idx = (long)gid * 256 + tid + l0;
  float v = a0;
  if (i0 > 0) v += a1 * i0;
  if (i1 > i2) v -= a2; else v += a3;
  v = v * a4 + a5;
  if ((i3 & 1) && l1 > 4) v = v * a6 - a7;
  o[idx] = v + (float)(l1 >> 3);
}
