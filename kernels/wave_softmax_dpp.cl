// targets: gfx942 gfx950 gfx1200 gfx1250
// Wave-level reductions without LDS: DPP row shifts/quad permutes,
// ds_swizzle butterflies, permlanex16 (gfx12) or row_bcast (gfx9), and
// readlane for the cross-half step. Used for a one-wave-per-row softmax and
// an inclusive wave prefix sum.
#define AS_F(x) __builtin_bit_cast(float, (x))
#define AS_I(x) __builtin_bit_cast(int, (x))
#define DPP_F(v, ctrl, rm, bm, bc) AS_F(__builtin_amdgcn_update_dpp(0, AS_I(v), ctrl, rm, bm, bc))
#define SWZ_F(v, pattern) AS_F(__builtin_amdgcn_ds_swizzle(AS_I(v), pattern))
#define READLANE_F(v, l) AS_F(__builtin_amdgcn_readlane(AS_I(v), l))

// Butterfly within each row of 16 lanes using DPP, then across rows.
static inline float wave_max(float v) {
  v = __builtin_fmaxf(v, DPP_F(v, 0xb1, 0xf, 0xf, true));  // quad_perm [1,0,3,2]
  v = __builtin_fmaxf(v, DPP_F(v, 0x4e, 0xf, 0xf, true));  // quad_perm [2,3,0,1]
  v = __builtin_fmaxf(v, SWZ_F(v, 0x1f | (4 << 10)));      // xor 4
  v = __builtin_fmaxf(v, SWZ_F(v, 0x1f | (8 << 10)));      // xor 8
  v = __builtin_fmaxf(v, SWZ_F(v, 0x1f | (16 << 10)));     // xor 16
  if (__builtin_amdgcn_wavefrontsize() == 64)
    v = __builtin_fmaxf(READLANE_F(v, 0), READLANE_F(v, 32));
  return v;
}

static inline float wave_sum(float v) {
  v += DPP_F(v, 0xb1, 0xf, 0xf, true);
  v += DPP_F(v, 0x4e, 0xf, 0xf, true);
  v += SWZ_F(v, 0x1f | (4 << 10));
  v += SWZ_F(v, 0x1f | (8 << 10));
  v += SWZ_F(v, 0x1f | (16 << 10));
  if (__builtin_amdgcn_wavefrontsize() == 64)
    v = READLANE_F(v, 0) + READLANE_F(v, 32);
  return v;
}

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void softmax_rows(__global const float *restrict x, __global float *restrict y, int cols,
                  int nrows) {
  const int wsize = __builtin_amdgcn_wavefrontsize();
  const int tid = __builtin_amdgcn_workitem_id_x();
  const int lane = tid % wsize;
  const int row = __builtin_amdgcn_workgroup_id_x() * (256 / wsize) + tid / wsize;
  if (row >= nrows)
    return;
  __global const float *px = x + (size_t)row * cols;
  __global float *py = y + (size_t)row * cols;
  float m = -__builtin_inff();
  for (int c = lane; c < cols; c += wsize)
    m = __builtin_fmaxf(m, px[c]);
  m = wave_max(m);
  float s = 0.0f;
  for (int c = lane; c < cols; c += wsize)
    s += __builtin_expf(px[c] - m);
  s = wave_sum(s);
  const float inv = __builtin_amdgcn_rcpf(s);
  for (int c = lane; c < cols; c += wsize)
    py[c] = __builtin_expf(px[c] - m) * inv;
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void wave_prefix_sum(__global const int *restrict in, __global int *restrict out) {
  const int tid = __builtin_amdgcn_workitem_id_x();
  const size_t i = (size_t)__builtin_amdgcn_workgroup_id_x() * 64 + tid;
  int v = in[i];
  v += __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false);  // row_shr:1
  v += __builtin_amdgcn_update_dpp(0, v, 0x112, 0xf, 0xf, false);  // row_shr:2
  v += __builtin_amdgcn_update_dpp(0, v, 0x114, 0xf, 0xe, false);  // row_shr:4
  v += __builtin_amdgcn_update_dpp(0, v, 0x118, 0xf, 0xc, false);  // row_shr:8
#if defined(__gfx942__) || defined(__gfx950__)
  v += __builtin_amdgcn_update_dpp(0, v, 0x142, 0xa, 0xf, false);  // row_bcast:15
  v += __builtin_amdgcn_update_dpp(0, v, 0x143, 0xc, 0xf, false);  // row_bcast:31
#else
  // gfx12: permlanex16 swaps values between the two 16-lane rows of a
  // 32-lane half; lanes 16..31 add the total of row 0.
  const int x16 = __builtin_amdgcn_permlanex16(0, v, -1, -1, false, false);
  v += ((tid & 31) >= 16) ? __builtin_amdgcn_readlane(x16, 15 + 16) : 0;
  v += (tid >= 32) ? __builtin_amdgcn_readlane(v, 31) : 0;
#endif
  out[i] = v;
}
