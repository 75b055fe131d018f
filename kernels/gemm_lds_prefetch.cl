// targets: gfx942 gfx950 gfx1250
// A dequantizing GEMM main loop with global-to-LDS prefetch and LDS double buffering: tile k+1
// of A waits in registers while tile k is multiplied out of one LDS buffer; it is then written
// to the other buffer and tile k+2 is loaded into the same registers. The per-row dequant
// scale is loaded in the preheader (last, after tile 1) and applied at the top of every
// iteration, before the multiply; the LDS writes of tile k+1 come after it.
#define TILE 64
// A workgroup barrier that orders LDS only (as OpenCL's barrier(CLK_LOCAL_MEM_FENCE)).
#define BARRIER()                                                                          \
  do {                                                                                     \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup", "local");                        \
    __builtin_amdgcn_s_barrier();                                                          \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup", "local");                        \
  } while (0)
#define TK 8

__kernel __attribute__((reqd_work_group_size(TILE, 1, 1)))
void gemm_lds_prefetch(__global const float *restrict A, __global const float *restrict B,
                       __global const float *restrict scale, __global float *restrict C,
                       int K, int ldb) {
  __local float As[2][TK][TILE];
  const int lane = __builtin_amdgcn_workitem_id_x();
  const int row = __builtin_amdgcn_workgroup_id_x() * TILE + lane;
  const int col = __builtin_amdgcn_workgroup_id_y();
  float a[TK];
  for (int k = 0; k < TK; ++k)
    As[0][k][lane] = A[(size_t)k * ldb + row];
  for (int k = 0; k < TK; ++k)
    a[k] = A[(size_t)(TK + k) * ldb + row];
  __builtin_amdgcn_sched_barrier(0);
  const float s = scale[row];
  BARRIER();
  float acc = 0.0f, bias = 0.0f;
  int t = 0;
  do {
    const int buf = t & 1;
    float w = s;
    for (int k = 0; k < 6; ++k)
      w = fma(w, w, bias);
    bias = w;
    // the phases stay in this order (the scheduler would hoist the LDS writes of the prefetch)
    __builtin_amdgcn_sched_barrier(0);
    for (int k = 0; k < TK; ++k)
      acc = fma(As[buf][k][lane] * w, B[(size_t)(t * TK + k) * 4 + col], acc);
    __builtin_amdgcn_sched_barrier(0);
    for (int k = 0; k < TK; ++k)
      As[buf ^ 1][k][lane] = a[k];
    for (int k = 0; k < TK; ++k)
      a[k] = A[(size_t)((t + 2) * TK + k) * ldb + row];
    BARRIER();
    ++t;
  } while (t * TK < K);
  C[(size_t)row * 4 + col] = acc + bias;
}
