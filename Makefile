# Two entry points: `make run` and `make test`. Both install what is missing first.
SHELL := /bin/bash
LLVM_BIN := /usr/lib/llvm-22/bin
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test setup llvm venv lint corpus

run: setup
	$(PY) -m mirpass.demo

test: setup
	$(PY) -m ruff check mirpass tools tests
	$(PY) -m pytest -q tests

setup: llvm venv

# Debian's LLVM 22 packages (llvm-22 has llvm-mc, llvm-objdump and llvm-readelf, which
# assembly and code-object input use; lld-22's ld.lld links the code objects the tests check);
# apt runs only when a binary is missing.
llvm:
	@if [ ! -x $(LLVM_BIN)/llc ] || [ ! -x $(LLVM_BIN)/FileCheck ] || [ ! -x $(LLVM_BIN)/clang ] \
	  || [ ! -x $(LLVM_BIN)/llvm-mc ] || [ ! -x $(LLVM_BIN)/llvm-objdump ] || [ ! -x $(LLVM_BIN)/llvm-readelf ] \
	  || [ ! -x $(LLVM_BIN)/ld.lld ]; then \
	  echo "installing llvm-22, llvm-22-tools, clang-22, lld-22"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq llvm-22 llvm-22-tools clang-22 lld-22; \
	fi

venv: $(STAMP)

$(STAMP): pyproject.toml
	@python3 -m venv --help >/dev/null 2>&1 || (apt-get update -qq && apt-get install -y -qq python3-venv)
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

corpus: setup
	$(PY) tools/gen_corpus.py
