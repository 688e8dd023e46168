"""One accessibility factory for the app's own interfaces.

PySide6 can give Qt a Python factory (``QAccessible.installFactory``) that makes the
accessible interface for an object. The board's discs, the screen-reader notices and the
editors' radio-like tool buttons each need one; :func:`register` adds a maker, and the single
factory installed with the first asks each maker in turn. A maker returns an interface or
None (not its kind of object). A screen reader may ask while a window is torn down: a maker
that raises then yields Qt's own interface, never an error in the app.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible

_makers: list[Callable[[QObject], object | None]] = []


def register(make: Callable[[QObject], object | None]) -> None:
    """Let ``make`` build interfaces (once per maker; the factory is installed once)."""
    if make in _makers:
        return
    if not _makers:
        QAccessible.installFactory(_factory)
    _makers.append(make)


def _factory(_key: str, obj: QObject):
    for make in _makers:
        try:
            made = make(obj)
        except Exception:  # noqa: BLE001 - an object on its way out: Qt's own interface then
            return None
        if made is not None:
            return made
    return None
