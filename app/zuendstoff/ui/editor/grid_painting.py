"""How the layout editor paints its grid: the cells, their lines, and the rulers' numbers.

The scene's background is the grid of its current region (rows ``r0``–``r1``, columns
``c0``–``c1``) on a darker surround, with a margin of :data:`RULER` scene units all round
holding the row numbers left and right and the column numbers above and below — the
numbers a screen reader says for a cell (:meth:`.layout_scene.LayoutScene.label`), so
they are passed in rather than worked out here. Nothing here keeps state:
:class:`.layout_scene.LayoutScene` calls :func:`paint_grid` from ``drawBackground``.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from ...document.layout_model import Cell
from .layout_items import CELL

GRID_FILL, GRID_LINE = QColor("#f4f1ea"), QColor("#cfc8b8")
RULER_TEXT = QColor("#6b6457")
# the margin round the grid holding the row and column numbers
RULER = 22.0


def paint_grid(p: QPainter, rect: QRectF, region: tuple[int, int, int, int],
               label: Callable[[Cell], tuple[int, int]]) -> None:
    """Paint the grid of ``region`` and its rulers (``label``: a cell's row and column
    numbers) where ``rect`` needs it."""
    p.fillRect(rect, QColor("#e2ddd0"))
    r0, c0, r1, c1 = region
    grid = QRectF(c0 * CELL, r0 * CELL, (c1 - c0 + 1) * CELL, (r1 - r0 + 1) * CELL)
    p.fillRect(grid.intersected(rect), GRID_FILL)
    p.setPen(QPen(GRID_LINE, 1))
    for r in range(r0, r1 + 2):
        p.drawLine(QPointF(grid.left(), r * CELL), QPointF(grid.right(), r * CELL))
    for c in range(c0, c1 + 2):
        p.drawLine(QPointF(c * CELL, grid.top()), QPointF(c * CELL, grid.bottom()))
    # the rulers: the row and column numbers a screen reader says (``label``)
    font = QFont(p.font())
    font.setPixelSize(13)
    p.setFont(font)
    p.setPen(RULER_TEXT)
    for r in range(r0, r1 + 1):
        number = str(label((r, c0))[0])
        for x in (grid.left() - RULER, grid.right()):
            p.drawText(QRectF(x, r * CELL, RULER, CELL), Qt.AlignCenter, number)
    for c in range(c0, c1 + 1):
        number = str(label((r0, c))[1])
        for y in (grid.top() - RULER, grid.bottom()):
            p.drawText(QRectF(c * CELL, y, CELL, RULER), Qt.AlignCenter, number)
