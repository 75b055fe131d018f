"""AMDGPU facts: targets, registers, opcodes and wait-count encodings."""
