// targets: gfx942 gfx950 gfx1200 gfx1250
// Flash-attention style forward pass: O = softmax(Q K^T * scale) V with an
// online softmax (running max / running sum, exp rescaling). Each wave owns
// 16 query rows; K/V tiles of 16 or 32 keys (the MMA K size) are staged in LDS with barriers, the
// P tile is re-laid out through per-wave LDS. Matrix cores: MFMA 16x16x16
// (gfx942), MFMA 16x16x32 (gfx950), WMMA 16x16x16 (gfx1200), WMMA 16x16x32
// (gfx1250).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

#define BARRIER()                                                              \
  do {                                                                         \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");                     \
    __builtin_amdgcn_s_barrier();                                              \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");                     \
  } while (0)

#if defined(__gfx942__)
#define WAVE 64
#define MMA_K 16
typedef half frag_t __attribute__((ext_vector_type(4)));
typedef float acc_t __attribute__((ext_vector_type(4)));
#define MMA(a, b, c) __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, c, 0, 0, 0)
#elif defined(__gfx950__)
#define WAVE 64
#define MMA_K 32
typedef half frag_t __attribute__((ext_vector_type(8)));
typedef float acc_t __attribute__((ext_vector_type(4)));
#define MMA(a, b, c) __builtin_amdgcn_mfma_f32_16x16x32_f16(a, b, c, 0, 0, 0)
#elif defined(__gfx1250__)
#define WAVE 32
#define MMA_K 32
typedef half frag_t __attribute__((ext_vector_type(16)));
typedef float acc_t __attribute__((ext_vector_type(8)));
#define MMA(a, b, c) __builtin_amdgcn_wmma_f32_16x16x32_f16(false, a, false, b, (short)0, c, false, false)
#else
#define WAVE 32
#define MMA_K 16
typedef half frag_t __attribute__((ext_vector_type(8)));
typedef float acc_t __attribute__((ext_vector_type(8)));
#define MMA(a, b, c) __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a, b, c)
#endif

#define FRAG (MMA_K * 16 / WAVE) // halves per lane per operand fragment
#define ACC (256 / WAVE)         // accumulator rows per lane
#define NWAVES 4
#define D 32                     // head dimension
#define KB MMA_K                 // keys per tile (one MMA K step for P V)
#define QROWS (16 * NWAVES)

#define AS_F(x) __builtin_bit_cast(float, (x))
#define AS_I(x) __builtin_bit_cast(int, (x))

// Reduce across the 16 lanes that hold one accumulator row.
static inline float row16_max(float v) {
  v = __builtin_fmaxf(v, AS_F(__builtin_amdgcn_update_dpp(0, AS_I(v), 0xb1, 0xf, 0xf, true)));
  v = __builtin_fmaxf(v, AS_F(__builtin_amdgcn_update_dpp(0, AS_I(v), 0x4e, 0xf, 0xf, true)));
  v = __builtin_fmaxf(v, AS_F(__builtin_amdgcn_ds_swizzle(AS_I(v), 0x1f | (4 << 10))));
  return __builtin_fmaxf(v, AS_F(__builtin_amdgcn_ds_swizzle(AS_I(v), 0x1f | (8 << 10))));
}

static inline float row16_sum(float v) {
  v += AS_F(__builtin_amdgcn_update_dpp(0, AS_I(v), 0xb1, 0xf, 0xf, true));
  v += AS_F(__builtin_amdgcn_update_dpp(0, AS_I(v), 0x4e, 0xf, 0xf, true));
  v += AS_F(__builtin_amdgcn_ds_swizzle(AS_I(v), 0x1f | (4 << 10)));
  return v + AS_F(__builtin_amdgcn_ds_swizzle(AS_I(v), 0x1f | (8 << 10)));
}

__kernel __attribute__((reqd_work_group_size(WAVE * NWAVES, 1, 1)))
void attention_fwd(__global const half *restrict Q, __global const half *restrict K,
                   __global const half *restrict V, __global half *restrict O, int seq_len,
                   float scale) {
  // Rows padded to a multiple of 32 bytes so every fragment is one aligned
  // vector LDS access; V is stored transposed so its fragments are contiguous.
  __local half sK[KB][D + 16] __attribute__((aligned(32)));
  __local half sVt[D][KB + 16] __attribute__((aligned(32)));
  __local half sP[NWAVES][16][KB + 16] __attribute__((aligned(32)));

  const int tid = __builtin_amdgcn_workitem_id_x();
  const int lane = tid % WAVE;
  const int wave = tid / WAVE;
  const int head = __builtin_amdgcn_workgroup_id_y();
  const size_t hoff = (size_t)head * seq_len * D;
  const int q0 = __builtin_amdgcn_workgroup_id_x() * QROWS + wave * 16;
  const int lrow = lane % 16;  // row (A) / column (B, C) inside a 16x16 block
  const int lgrp = lane / 16;  // k-group (A, B) / row-group (C)

  // Q fragments for this wave's 16 rows stay in registers.
  frag_t qf[D / MMA_K];
  for (int kk = 0; kk < D / MMA_K; ++kk)
    qf[kk] = *(__global const frag_t *)&Q[hoff + (size_t)(q0 + lrow) * D + kk * MMA_K + lgrp * FRAG];

  acc_t o[D / 16];
  for (int n = 0; n < D / 16; ++n)
    o[n] = (acc_t)(0.0f);
  float m_run[ACC], l_run[ACC];
  for (int i = 0; i < ACC; ++i) {
    m_run[i] = -__builtin_inff();
    l_run[i] = 0.0f;
  }

  for (int kb = 0; kb < seq_len; kb += KB) {
    for (int idx = tid; idx < KB * D; idx += WAVE * NWAVES) {
      const int r = idx / D, c = idx % D;
      sK[r][c] = K[hoff + (size_t)(kb + r) * D + c];
      sVt[c][r] = V[hoff + (size_t)(kb + r) * D + c];
    }
    BARRIER();

    // S = Q K^T for two 16-key blocks.
    acc_t s[KB / 16];
    for (int nb = 0; nb < KB / 16; ++nb) {
      s[nb] = (acc_t)(0.0f);
      for (int kk = 0; kk < D / MMA_K; ++kk) {
        const frag_t kf = *(__local const frag_t *)&sK[nb * 16 + lrow][kk * MMA_K + lgrp * FRAG];
        s[nb] = MMA(qf[kk], kf, s[nb]);
      }
    }

    // Online softmax on the rows this lane holds.
    for (int i = 0; i < ACC; ++i) {
      float lmx = s[0][i];
      for (int nb = 1; nb < KB / 16; ++nb)
        lmx = __builtin_fmaxf(lmx, s[nb][i]);
      const float mx = __builtin_fmaxf(m_run[i], row16_max(lmx * scale));
      const float alpha = __builtin_expf(m_run[i] - mx);
      float rs = 0.0f;
      for (int nb = 0; nb < KB / 16; ++nb) {
        const float p = __builtin_expf(s[nb][i] * scale - mx);
        rs += p;
        sP[wave][lgrp * ACC + i][nb * 16 + lrow] = (half)p;
      }
      l_run[i] = l_run[i] * alpha + row16_sum(rs);
      m_run[i] = mx;
      for (int n = 0; n < D / 16; ++n)
        o[n][i] *= alpha;
    }

    // O += P V.
    for (int kk = 0; kk < KB / MMA_K; ++kk) {
      const frag_t pf = *(__local const frag_t *)&sP[wave][lrow][kk * MMA_K + lgrp * FRAG];
      for (int n = 0; n < D / 16; ++n) {
        const frag_t vf = *(__local const frag_t *)&sVt[n * 16 + lrow][kk * MMA_K + lgrp * FRAG];
        o[n] = MMA(pf, vf, o[n]);
      }
    }
    BARRIER();
  }

  for (int i = 0; i < ACC; ++i) {
    const float inv = __builtin_amdgcn_rcpf(l_run[i]);
    const int row = q0 + lgrp * ACC + i;
    for (int n = 0; n < D / 16; ++n)
      O[hoff + (size_t)row * D + n * 16 + lrow] = (half)(o[n][i] * inv);
  }
}
