"""Guard against a reference-count bug of PySide6 6.12 on Python 3.11.

Measured here (PySide6-Essentials 6.12.0, CPython 3.11.7): every call of a Qt
method that returns ``void`` (``setPos``, ``update``, ``setText`` ...) takes one
reference from ``None`` without having given it one. ``None`` starts with a few
thousand references, so after some thousand such calls (a few seconds of
animation) CPython frees ``None`` and aborts with "none_dealloc: deallocating
None". From Python 3.12 on ``None`` is immortal and the bug is harmless.

:func:`install` gives ``None`` a vast number of extra references once, which
keeps it alive for any realistic session (``None`` is never freed anyway).
It is idempotent and does nothing on Python 3.12 and later or outside CPython.
"""

from __future__ import annotations

import ctypes
import platform
import sys

_EXTRA = 1 << 40
_done = False


def install() -> None:
    global _done
    if _done or sys.version_info >= (3, 12) or platform.python_implementation() != "CPython":
        return
    ctypes.c_ssize_t.from_address(id(None)).value += _EXTRA
    _done = True
