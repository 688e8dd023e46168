"""Work-around for a reference-count bug in PySide6 6.12.0 on Python 3.11.

Measured on this project's machine (PySide6-Essentials 6.12.0, CPython 3.11.7):
every ``SignalInstance.emit()`` from Python drops one reference to ``True`` and every
Python slot that returns ``None`` drops one reference to ``None`` (a QTimer.singleShot
callback two). Python 3.12+ makes these singletons immortal, so the bug is invisible
there; on 3.11 the app dies with "Fatal Python error: bool_dealloc / none_dealloc"
after a few hundred signals (True starts with about 400 references).

:func:`apply` gives ``None``, ``True`` and ``False`` a huge reference count, which is
what Python 3.12 does for them anyway. It does nothing on other Pythons.
Remove this module once PySide6 is pinned to a version without the bug.
"""

from __future__ import annotations

import sys

_done = False


def apply() -> None:
    global _done
    if _done or sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return
    import ctypes

    for obj in (None, True, False):
        # ob_refcnt is the first field of every CPython object
        ctypes.c_ssize_t.from_address(id(obj)).value += 1 << 40
    _done = True


apply()
