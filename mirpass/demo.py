"""`make run`: mirpass's main job on a bundled real kernel.

At this stage the job is: read the kernel's MIR, translate nothing, write it back, and show
that the result is byte-identical and that llc 22 reads it.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from mirpass.cli import main as mirpass_main
from mirpass.mir import read

ROOT = Path(__file__).resolve().parent.parent
KERNEL = ROOT / "tests" / "mir" / "corpus" / "gemm_mfma_f16.gfx942.before-waitcnt.mir"
LLC = Path("/usr/lib/llvm-22/bin/llc")


def main() -> int:
    out_dir = ROOT / "out"
    out_dir.mkdir(exist_ok=True)
    output = out_dir / KERNEL.name
    command = ["-run-pass=none", str(KERNEL.relative_to(ROOT)), "-o", str(output.relative_to(ROOT))]
    print("$ mirpass " + " ".join(command))
    start = time.perf_counter()
    status = mirpass_main([str(KERNEL), "-run-pass=none", "-o", str(output)])
    elapsed = time.perf_counter() - start
    if status != 0:
        return status
    mir = read(output.read_bytes(), str(output))
    blocks = sum(len(f.blocks) for f in mir.functions)
    insts = sum(1 for f in mir.functions for _ in f.instructions())
    same = output.read_bytes() == KERNEL.read_bytes()
    print(f"read and wrote {len(mir.functions)} functions, {blocks} blocks, {insts} instructions "
          f"for {mir.target_cpu()} in {elapsed * 1000:.1f} ms")
    print(f"byte-identical round trip: {'yes' if same else 'NO'}")
    if LLC.exists():
        proc = subprocess.run([str(LLC), "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx942",
                               "-run-pass=none", "-verify-machineinstrs", str(output),
                               "-o", "/dev/null"], capture_output=True, text=True)
        print(f"llc 22 -run-pass=none -verify-machineinstrs: "
              f"{'accepts the output' if proc.returncode == 0 else 'REJECTS: ' + proc.stderr}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
