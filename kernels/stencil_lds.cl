// targets: gfx942 gfx950 gfx1200 gfx1250
// 2D 5-point Jacobi stencil with a 16x16 LDS tile plus halo, boundary
// handling by divergent branches, and double buffering across time steps.
#define BARRIER()                                                              \
  do {                                                                         \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");                     \
    __builtin_amdgcn_s_barrier();                                              \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");                     \
  } while (0)

#define TX 16
#define TY 16

__kernel __attribute__((reqd_work_group_size(TX * TY, 1, 1)))
void jacobi5(__global const float *restrict in, __global float *restrict out, int nx, int ny,
             int tsteps) {
  __local float t[2][TY + 2][TX + 2];
  const int tid = __builtin_amdgcn_workitem_id_x();
  const int lx = tid % TX, ly = tid / TX;
  const int gx = __builtin_amdgcn_workgroup_id_x() * TX + lx;
  const int gy = __builtin_amdgcn_workgroup_id_y() * TY + ly;
  const bool inside = gx < nx && gy < ny;

  float v = inside ? in[(size_t)gy * nx + gx] : 0.0f;
  int cur = 0;
  for (int s = 0; s < tsteps; ++s) {
    t[cur][ly + 1][lx + 1] = v;
    if (lx == 0)
      t[cur][ly + 1][0] = (gx > 0 && gy < ny) ? in[(size_t)gy * nx + gx - 1] : v;
    if (lx == TX - 1)
      t[cur][ly + 1][TX + 1] = (gx + 1 < nx && gy < ny) ? in[(size_t)gy * nx + gx + 1] : v;
    if (ly == 0)
      t[cur][0][lx + 1] = (gy > 0 && gx < nx) ? in[(size_t)(gy - 1) * nx + gx] : v;
    if (ly == TY - 1)
      t[cur][TY + 1][lx + 1] = (gy + 1 < ny && gx < nx) ? in[(size_t)(gy + 1) * nx + gx] : v;
    BARRIER();
    v = 0.2f * (t[cur][ly + 1][lx + 1] + t[cur][ly][lx + 1] + t[cur][ly + 2][lx + 1] +
                t[cur][ly + 1][lx] + t[cur][ly + 1][lx + 2]);
    cur ^= 1;
  }
  if (inside)
    out[(size_t)gy * nx + gx] = v;
}
