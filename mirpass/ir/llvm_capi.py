"""Parse and verify an IR module with llvmlite's LLVM, through the few C functions it needs.

`import llvmlite.binding` loads some forty Python modules and declares hundreds of C
functions: about 55 ms of CPU, most of the cost of reading a 10k-instruction MIR file. What
mirpass asks of the module (does it parse, does it verify, its defined functions' names and
attribute strings) takes six calls into the same library, `libllvmlite.so`, which are made here
with ctypes, as llvmlite itself makes them (the same entry points, argument types and
iteration rules). The entry points are llvmlite's own and may change between its versions, so
this is used only with the versions it was checked against (`SUPPORTED`); with any other, or if
the library or a symbol is missing, `functions` returns None and the caller uses
`llvmlite.binding`.
"""

from __future__ import annotations

import ctypes
import functools
import importlib.util
import os
from typing import Any

# llvmlite versions whose C entry points below were read and checked (tests/test_llvm_capi.py).
SUPPORTED = ("0.50.",)


class IRError(RuntimeError):
    """LLVM rejected the module; the message is as llvmlite.binding words it."""


class ParseError(IRError):
    pass


class VerifyError(IRError):
    pass


def _version() -> str | None:
    try:
        from llvmlite import __version__
    except ImportError:
        return None
    return str(__version__)


@functools.cache
def _library() -> Any:
    """libllvmlite.so with the entry points declared, or None."""
    version = _version()
    if version is None or not version.startswith(SUPPORTED):
        return None
    spec = importlib.util.find_spec("llvmlite.binding")
    if spec is None or not spec.submodule_search_locations:
        return None
    path = os.path.join(next(iter(spec.submodule_search_locations)), "libllvmlite.so")
    try:
        lib = ctypes.CDLL(path)
        p, s = ctypes.c_void_p, ctypes.POINTER(ctypes.c_char_p)
        _declare(lib.LLVMPY_GetGlobalContext, [], p)
        _declare(lib.LLVMPY_ParseAssembly, [p, ctypes.c_char_p, s], p)
        _declare(lib.LLVMPY_VerifyModule, [p, s], ctypes.c_bool)
        _declare(lib.LLVMPY_DisposeModule, [p], None)
        _declare(lib.LLVMPY_DisposeString, [ctypes.c_void_p], None)
        _declare(lib.LLVMPY_ModuleFunctionsIter, [p], p)
        _declare(lib.LLVMPY_FunctionsIterNext, [p], p)
        _declare(lib.LLVMPY_DisposeFunctionsIter, [p], None)
        _declare(lib.LLVMPY_IsDeclaration, [p], ctypes.c_int)
        _declare(lib.LLVMPY_GetValueName, [p], ctypes.c_char_p)
        _declare(lib.LLVMPY_FunctionAttributesIter, [p], p)
        _declare(lib.LLVMPY_AttributeListIterNext, [p], ctypes.c_void_p)
        _declare(lib.LLVMPY_DisposeAttributeListIter, [p], None)
    except (OSError, AttributeError):
        return None
    return lib


def _declare(fn: Any, argtypes: list[Any], restype: Any) -> None:
    fn.argtypes = argtypes
    fn.restype = restype


def _take_string(lib: Any, ptr: Any) -> bytes:
    """The bytes of a string the library made, which is then freed."""
    try:
        return ctypes.string_at(ptr)
    finally:
        lib.LLVMPY_DisposeString(ptr)


def functions(text: str) -> list[tuple[str, list[bytes]]] | None:
    """Each function the module `text` defines: its name and its attribute strings (as
    llvmlite's `ValueRef.attributes` gives them). ParseError or VerifyError where LLVM's
    parser or verifier rejects the module; None when this way is not available."""
    lib = _library()
    if lib is None:
        return None
    error = ctypes.c_char_p(None)
    context = lib.LLVMPY_GetGlobalContext()
    module = lib.LLVMPY_ParseAssembly(context, text.encode("utf-8"), ctypes.byref(error))
    if error.value is not None or not module:
        message = _take_string(lib, error) if error.value is not None else b""
        if module:
            lib.LLVMPY_DisposeModule(module)
        raise ParseError("LLVM IR parsing error\n" + message.decode("utf-8", "replace"))
    try:
        if lib.LLVMPY_VerifyModule(module, ctypes.byref(error)):
            message = _take_string(lib, error) if error.value is not None else b""
            raise VerifyError(message.decode("utf-8", "replace"))
        if error.value is not None:
            _take_string(lib, error)
        return _defined(lib, module)
    finally:
        lib.LLVMPY_DisposeModule(module)


def _defined(lib: Any, module: Any) -> list[tuple[str, list[bytes]]]:
    out: list[tuple[str, list[bytes]]] = []
    it = lib.LLVMPY_ModuleFunctionsIter(module)
    try:
        while True:
            fn = lib.LLVMPY_FunctionsIterNext(it)
            if not fn:
                break
            if lib.LLVMPY_IsDeclaration(fn):
                continue
            out.append((lib.LLVMPY_GetValueName(fn).decode("utf-8"), _attributes(lib, fn)))
    finally:
        lib.LLVMPY_DisposeFunctionsIter(it)
    return out


def _attributes(lib: Any, fn: Any) -> list[bytes]:
    out: list[bytes] = []
    it = lib.LLVMPY_FunctionAttributesIter(fn)
    try:
        while True:
            ptr = lib.LLVMPY_AttributeListIterNext(it)
            if ptr is None:
                break
            text = _take_string(lib, ptr)
            if not text:  # llvmlite's iterator stops at an empty one too
                break
            out.append(text)
    finally:
        lib.LLVMPY_DisposeAttributeListIter(it)
    return out
