"""How far the layout editor's grid reaches: the region of cells it shows, and its scene rectangle.

A region is ``(r0, c0, r1, c1)``, the first and last row and column shown (model cells).
A layout just opened gets one free row and column all round its discs, at least
:data:`MIN_ROWS` x :data:`MIN_COLS` (:func:`opening_region`); while editing the grid only
grows, at the edge a disc reached (:func:`grown_region`), so no cell ever moves or is
renumbered. :func:`region_rect` adds the rulers' margin round the cells. Plain
arithmetic: :class:`.layout_scene.LayoutScene` keeps the region and applies it.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

from ...document.layout_model import Cell
from .grid_painting import RULER
from .layout_items import CELL

MIN_ROWS = MIN_COLS = 5

Region = tuple[int, int, int, int]


def opening_region(b: Region | None) -> tuple[Region, Cell]:
    """The region round discs spanning ``b`` (the model's bounds, None when empty) and the
    cell numbered row 1, column 1: the top-left disc's row and column, or the empty grid's
    top-left cell."""
    if b is None:
        region = [0, 0, MIN_ROWS - 1, MIN_COLS - 1]
    else:
        region = [b[0] - 1, b[1] - 1, b[2] + 1, b[3] + 1]
        for lo, hi, least in ((0, 2, MIN_ROWS), (1, 3, MIN_COLS)):
            extra = least - (region[hi] - region[lo] + 1)
            if extra > 0:
                region[lo] -= extra // 2
                region[hi] += extra - extra // 2
    origin = (region[0], region[1]) if b is None else (b[0], b[1])
    return tuple(region), origin


def grown_region(region: Region, b: Region) -> Region:
    """``region`` grown (never shrunk) to keep one free row or column beyond discs spanning ``b``."""
    r0, c0, r1, c1 = region
    return (min(r0, b[0] - 1), min(c0, b[1] - 1), max(r1, b[2] + 1), max(c1, b[3] + 1))


def region_rect(region: Region) -> QRectF:
    """The scene rectangle of ``region``'s cells with the rulers' margin all round."""
    r0, c0, r1, c1 = region
    m = RULER
    return QRectF(c0 * CELL - m, r0 * CELL - m, (c1 - c0 + 1) * CELL + 2 * m, (r1 - r0 + 1) * CELL + 2 * m)
