"""The one place that finds the app's files, in a source checkout, an installed
wheel and a PyInstaller bundle alike.

The folder ``resources/`` of the repository is installed as the package
``zuendstoff.data``; importlib.resources finds it in a checkout (editable
install) and a wheel. A PyInstaller bundle unpacks it to
``<bundle>/zuendstoff/data``, which :func:`root` handles.
"""

from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the engine is imported when a layout or disc set is loaded, not before:
    from .engine.discs import DiscSet  # the game window is shown before it needs one
    from .engine.layout import Layout

BUILTIN_LAYOUTS = ("standard", "alt1", "alt2")
DEFAULT_DISCS = "default"


@lru_cache(maxsize=1)
def root() -> Path:
    """The folder holding layouts/, discsets/, art/, i18n/, schemas/."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "zuendstoff" / "data"
    from importlib import resources as _ir
    return Path(str(_ir.files("zuendstoff.data")))


def path(*parts: str) -> Path:
    return root().joinpath(*parts)


def layout_path(key: str) -> Path:
    return path("layouts", f"{key}.zlayout")


def discs_path(key: str = DEFAULT_DISCS) -> Path:
    return path("discsets", f"{key}.zdiscs")


def builtin_layout(key: str) -> Layout:
    if key not in BUILTIN_LAYOUTS:
        raise KeyError(key)
    from .engine.layout import Layout
    return Layout.load(str(layout_path(key)))


def builtin_layouts() -> list[tuple[str, Layout]]:
    return [(key, builtin_layout(key)) for key in BUILTIN_LAYOUTS]


def default_discs() -> DiscSet:
    from .engine.discs import DiscSet
    return DiscSet.load(str(discs_path()))


def discs_from_arg(arg: str | None) -> DiscSet:
    """The app's own disc set (``None``, ``""`` or ``"default"``) or a ``.zdiscs`` file's."""
    if not arg or arg == DEFAULT_DISCS:
        return default_discs()
    from .engine.discs import DiscSet
    return DiscSet.load(arg)


def layout_from_arg(arg: str) -> Layout:
    """A built-in layout's key, or the path of a ``.zlayout`` file (or of a shared board,
    ``.zboard``: its layout)."""
    if arg in BUILTIN_LAYOUTS:
        return builtin_layout(arg)
    if str(arg).lower().endswith(".zboard"):
        from .engine.board import Board
        return Board.load(arg).layout
    from .engine.layout import Layout
    return Layout.load(arg)
