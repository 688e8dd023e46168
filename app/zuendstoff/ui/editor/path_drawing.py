"""How the layout editor draws a path preview: hops as segments and marks in scene coordinates.

:mod:`.path_preview` works out, without Qt, where a piece would fly from a disc;
:func:`preview_geometry` turns that into what the scene's overlay paints — an arrow per
hop (cut short at the discs' rims), a numbered mark per step, a dashed hop out over one
edge and back in at the other with ↻ where it leaves and where it comes back (R11), and ✕ or ↺ where the last
hop is blocked by the sun (R23) or would revisit a disc (R21). :class:`.layout_scene.LayoutScene`
calls it from ``show_preview``.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ...document.layout_model import Cell
from .layout_items import CELL, DISC, SIDE_VECTORS, cell_centre


def _edge_point(cell: Cell, d: int, bounds) -> QPointF:
    """Where a hop leaving ``cell`` in direction ``d`` crosses the layout's edge."""
    r0, c0, r1, c1 = bounds
    c = cell_centre(cell)
    if d == 0:
        return QPointF(c.x(), (r0 - 0.45) * CELL)
    if d == 2:
        return QPointF(c.x(), (r1 + 1.45) * CELL)
    if d == 1:
        return QPointF((c1 + 1.45) * CELL, c.y())
    return QPointF((c0 - 0.45) * CELL, c.y())


def _towards(a: QPointF, b: QPointF, dist: float) -> QPointF:
    v = b - a
    n = (v.x() ** 2 + v.y() ** 2) ** 0.5 or 1.0
    return a + v * (dist / n)


def preview_geometry(pv, cells: list[Cell], bounds):
    """Segments (a, b, dashed, arrow) and marks (point, text) for a preview.

    A hop over the edge (R11) leaves one side of the layout and comes back at the other, with
    ↻ where it leaves and another where it comes back in; so does the last attempted hop
    that the sun blocks (✕ on the side of the sun it would enter, R23) or that would revisit
    a disc (↺ on that disc, R21).
    """
    segments, marks = [], []
    rim = DISC / 2 + 2

    def wrap(src: Cell, dst: Cell, d: int, arrow: bool) -> None:
        out = _edge_point(src, d, bounds)
        back = _edge_point(dst, (d + 2) & 3, bounds)
        segments.append((_towards(cell_centre(src), out, rim), out, True, False))
        segments.append((back, _towards(cell_centre(dst), back, rim), True, arrow))
        marks.append((out, "↻"))
        marks.append((back, "↻"))  # and where it comes back in: the arrival is as plain

    for k, step in enumerate(pv.steps):
        src, dst = cells[step.src], cells[step.dst]
        a, b = cell_centre(src), cell_centre(dst)
        if not step.wraps:
            segments.append((_towards(a, b, rim), _towards(b, a, rim), False, True))
        else:
            wrap(src, dst, step.direction, True)
        marks.append((b + QPointF(CELL * 0.3, -CELL * 0.3), str(k + 1)))
    last = cells[pv.steps[-1].dst] if pv.steps else cells[pv.start]
    if pv.end in ("wall", "revisit") and pv.blocked_at >= 0:
        there = cell_centre(cells[pv.blocked_at])
        d = pv.end_direction
        if getattr(pv, "end_wraps", False):
            wrap(last, cells[pv.blocked_at], d, False)
        if pv.end == "wall":
            # the side the piece would enter by: opposite its direction of travel (R23)
            dx, dy = SIDE_VECTORS[(d + 2) & 3]
            marks.append((there + QPointF(dx, dy) * (rim + 4), "✕"))
        else:
            marks.append((there + QPointF(-CELL * 0.3, CELL * 0.3), "↺"))
    return segments, marks
