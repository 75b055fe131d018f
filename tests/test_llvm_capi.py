"""mirpass.ir.llvm_capi gives what llvmlite.binding gives: the same defined functions and
attribute strings, and the same messages for modules LLVM rejects."""

from __future__ import annotations

from pathlib import Path

import pytest

from mirpass.ir import llvm_capi
from mirpass.mir import read

llvm = pytest.importorskip("llvmlite.binding")
pytestmark = pytest.mark.skipif(llvm_capi._library() is None, reason="llvmlite version not supported")

CORPUS = sorted((Path(__file__).parent / "mir" / "corpus").glob("*.mir"))


def _binding(text: str) -> list[tuple[str, list[bytes]]] | str:
    try:
        module = llvm.parse_assembly(text)
        module.verify()
    except RuntimeError as err:
        return str(err)
    return [(f.name, list(f.attributes)) for f in module.functions if not f.is_declaration]


def _capi(text: str) -> list[tuple[str, list[bytes]]] | str | None:
    try:
        return llvm_capi.functions(text)
    except llvm_capi.IRError as err:
        return str(err)


def test_every_corpus_module_reads_the_same() -> None:
    seen = 0
    for path in CORPUS:
        module = read(path.read_bytes(), str(path)).ir_module
        if module is None:
            continue
        expected = _binding(module.text)
        assert _capi(module.text) == expected, path.name
        assert isinstance(expected, list) and expected, path.name
        seen += 1
    assert seen > 100


BAD = [
    "define void @f() {\n  ret i32 0\n}\n",  # parse error: type mismatch
    "define void @f( {\n",  # parse error: syntax
    "define void @f() {\nentry:\n  br label %exit\n}\n",  # parse error: undefined label
    "define i32 @f() {\n  %a = add i32 %a, 1\n  ret i32 %a\n}\n",  # verifier: self-reference
    # verifier: a use its definition does not dominate
    "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  %x = add i32 1, 2\n"
    "  br label %b\nb:\n  ret i32 %x\n}\n",
]


@pytest.mark.parametrize("text", BAD)
def test_rejections_have_llvmlites_words(text: str) -> None:
    expected = _binding(text)
    assert isinstance(expected, str)
    assert _capi(text) == expected


def test_the_verifier_runs() -> None:
    assert "does not dominate" in str(_capi(BAD[-1]))


def test_declarations_and_attributes() -> None:
    text = (
        'declare void @g()\ndefine void @f() #0 {\n  ret void\n}\n'
        'attributes #0 = { "target-cpu"="gfx942" "amdgpu-flat-work-group-size"="1,256" }\n'
    )
    found = _capi(text)
    assert found == _binding(text)
    assert found == [("f", [b'"amdgpu-flat-work-group-size"="1,256" "target-cpu"="gfx942"'])]
