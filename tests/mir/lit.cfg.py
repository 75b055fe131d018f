# lit configuration for mirpass's own .mir tests: `lit tests/mir`.
# Substitutions: %mirpass (the CLI of this checkout), FileCheck (LLVM 22's if installed, else the
# `filecheck` Python package), %llc (LLVM 22's llc).
import os
import shutil
import sys

import lit.formats

config.name = "mirpass"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mir"]
config.test_source_root = os.path.dirname(__file__)
# The corpus and the malformed inputs are data, not lit tests.
config.excludes = ["corpus", "malformed", "lit.cfg.py"]

root = os.path.dirname(os.path.dirname(config.test_source_root))
llvm_bin = os.environ.get("MIRPASS_LLVM_BIN", "/usr/lib/llvm-22/bin")
filecheck = os.path.join(llvm_bin, "FileCheck")
if not os.path.exists(filecheck):
    filecheck = shutil.which("filecheck") or os.path.join(os.path.dirname(sys.executable), "filecheck")

config.substitutions.append(("%mirpass", f"{sys.executable} -m mirpass.cli"))
config.substitutions.append(("%llc", os.path.join(llvm_bin, "llc")))
config.substitutions.append(("FileCheck", filecheck))
config.environment["PYTHONPATH"] = root
if os.path.exists(os.path.join(llvm_bin, "llc")):
    config.available_features.add("llc")
