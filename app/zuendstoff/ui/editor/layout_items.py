"""Graphics items of the layout editor: the discs on the grid and the path overlay."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from ...document.layout_commands import kind_name
from .. import palette
from .common import paint_rocket_letter

CELL = 64.0
DISC = 54.0  # disc diameter inside a cell

# default rocket colours, index = engine colour; painting uses ui/palette.py
ROCKET_COLOURS = (QColor("#d62828"), QColor("#f2c200"), QColor("#1f6fd1"))
SUN_FILL, SUN_EDGE = QColor("#ffb703"), QColor("#c8691c")
EARTH_FILL, EARTH_EDGE = QColor("#2a9d8f"), QColor("#1d6b61")
SLOT_FILL, SLOT_EDGE = QColor("#5c4d7d"), QColor("#392e52")
# unit vectors of the sides N, E, S, W in scene coordinates (y grows downwards)
SIDE_VECTORS = ((0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0))


def cell_origin(cell: tuple[int, int]) -> QPointF:
    return QPointF(cell[1] * CELL, cell[0] * CELL)


def cell_centre(cell: tuple[int, int]) -> QPointF:
    return QPointF((cell[1] + 0.5) * CELL, (cell[0] + 0.5) * CELL)


class DiscItem(QGraphicsItem):
    """A disc on the grid; its position is the top-left corner of its cell."""

    def __init__(self, cell: tuple[int, int], kind: str) -> None:
        super().__init__()
        self.cell = cell
        self.kind = kind
        self.face = 0  # planet number shown in the path preview (0: none)
        self.rocket_side = -1  # preview: side of the chosen colour's rocket
        self.rocket_colour = 0
        self.setFlags(QGraphicsItem.ItemIsSelectable | QGraphicsItem.ItemIsMovable)
        self.setPos(cell_origin(cell))
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)  # cheap frames while dragging
        self.problem = False  # one of several suns or Earths (R8)
        self.setToolTip(kind_name(kind))

    def set_kind(self, kind: str) -> None:
        self.kind = kind
        self.setToolTip(kind_name(kind))
        self.update()

    def set_problem(self, problem: bool) -> None:
        if problem != self.problem:
            self.problem = problem
            self.update()

    def set_preview(self, face: int, side: int, colour: int) -> None:
        if (face, side, colour) != (self.face, self.rocket_side, self.rocket_colour):
            self.face, self.rocket_side, self.rocket_colour = face, side, colour
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CELL, CELL)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        m = (CELL - DISC) / 2
        path.addEllipse(QRectF(m, m, DISC, DISC))
        return path

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        m = (CELL - DISC) / 2
        rect = QRectF(m, m, DISC, DISC)
        c = QPointF(CELL / 2, CELL / 2)
        if self.kind == "sun":
            p.setPen(QPen(SUN_EDGE, 2))
            p.setBrush(SUN_FILL)
            rays = QPolygonF()
            for k in range(24):
                rad = DISC / 2 if k % 2 == 0 else DISC / 2 - 6
                a = k * math.pi / 12
                rays.append(c + QPointF(rad * math.cos(a), rad * math.sin(a)))
            p.drawPolygon(rays)
            p.setBrush(QColor("#ffd166"))
            p.drawEllipse(c, DISC / 2 - 10, DISC / 2 - 10)
        elif self.kind == "earth":
            p.setPen(QPen(EARTH_EDGE, 2))
            p.setBrush(EARTH_FILL)
            p.drawEllipse(rect)
            p.setBrush(QColor("#8ac926"))
            p.setPen(Qt.NoPen)
            p.drawEllipse(c + QPointF(-8, -6), 9, 7)
            p.drawEllipse(c + QPointF(9, 8), 7, 5)
        else:
            p.setPen(QPen(SLOT_EDGE, 2))
            p.setBrush(SLOT_FILL)
            p.drawEllipse(rect)
            if not self.face:  # face down: the compass rose of the back (R1)
                p.setPen(QPen(QColor("#b8acd6"), 1.5))
                r = DISC / 2 - 8
                star = QPolygonF()
                for k in range(8):
                    rad = r if k % 2 == 0 else r * 0.3
                    a = k * math.pi / 4 - math.pi / 2
                    star.append(c + QPointF(rad * math.cos(a), rad * math.sin(a)))
                p.setBrush(Qt.NoBrush)
                p.drawPolygon(star)
        if self.face and self.kind != "sun":
            number = rect
            if self.rocket_side >= 0:  # the overlay draws the rocket; the number steps back
                dx, dy = SIDE_VECTORS[self.rocket_side]
                number = rect.translated(-dx * 4, -dy * 3)
            font = QFont(p.font())
            font.setBold(True)
            font.setPixelSize(17)
            p.setFont(font)
            p.setPen(Qt.white)
            p.drawText(number, Qt.AlignCenter, str(self.face))
        if self.problem:
            p.setBrush(Qt.NoBrush)
            p.setPen(QPen(QColor("#c1121f"), 3))
            p.drawEllipse(QRectF(m - 2, m - 2, DISC + 4, DISC + 4))
        if self.isSelected():
            p.setBrush(Qt.NoBrush)
            p.setPen(QPen(QColor("#0a84ff"), 3, Qt.DashLine))
            p.drawRect(QRectF(2, 2, CELL - 4, CELL - 4))


def paint_preview_rocket(p: QPainter, c: QPointF, side: int, colour: int) -> None:
    """The rocket of ``colour`` on the rim of the disc centred at ``c``, as an arrow pointing
    to ``side``, the colour's letter on it (R/Y/B, as on the board)."""
    dx, dy = SIDE_VECTORS[side]
    tip = c + QPointF(dx * (DISC / 2 + 7), dy * (DISC / 2 + 7))
    base = c + QPointF(dx * (DISC / 2 - 13), dy * (DISC / 2 - 13))
    wing = QPointF(-dy * 10.5, dx * 10.5)
    colours = palette.current()
    p.setPen(QPen(colours.edge(colour), 1.2, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    p.setBrush(colours.fill(colour))
    p.drawPolygon(QPolygonF([tip, base + wing, base - wing]))
    paint_rocket_letter(p, base + (tip - base) / 3, colour, 9.5)


class PathOverlay(QGraphicsItem):
    """The preview path: arrows hop to hop; wrap-arounds leave one edge and enter the other."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self._segments: list[tuple[QPointF, QPointF, bool, bool]] = []  # a, b, dashed, arrow
        self._marks: list[tuple[QPointF, str]] = []
        self._rockets: list[tuple[QPointF, int]] = []  # disc centre, side of its rocket
        self._colour = QColor(Qt.black)
        self._rocket_colour = 0
        self._rect = QRectF()

    def set_path(self, segments, marks, colour: QColor, rockets=(), rocket_colour: int = 0) -> None:
        """``rockets``: (disc centre, side) of each face-up disc's rocket of ``rocket_colour``;
        drawn over the lines (a rocket shows which way a piece leaves) and under the marks."""
        self.prepareGeometryChange()
        self._segments, self._marks, self._colour = segments, marks, colour
        self._rockets, self._rocket_colour = list(rockets), rocket_colour
        rect = QRectF()
        for pt, _side in self._rockets:
            rect = rect.united(QRectF(pt.x() - CELL / 2, pt.y() - CELL / 2, CELL, CELL))
        for a, b, _d, _arrow in segments:
            rect = rect.united(QRectF(a, b).normalized())
        for pt, _t in marks:
            rect = rect.united(QRectF(pt.x() - 30, pt.y() - 30, 60, 60))
        self._rect = rect.adjusted(-20, -20, 20, 20)
        self.update()

    def clear(self) -> None:
        self.set_path([], [], self._colour)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        for a, b, dashed, arrow in self._segments:
            for width, colour in ((7, QColor(0, 0, 0, 160)), (4, self._colour)):
                pen = QPen(colour, width, Qt.DashLine if dashed else Qt.SolidLine)
                pen.setCapStyle(Qt.RoundCap)
                p.setPen(pen)
                p.drawLine(a, b)
            if arrow:
                ang = math.atan2(b.y() - a.y(), b.x() - a.x())
                head = QPolygonF([b, b - QPointF(math.cos(ang - 0.45) * 14, math.sin(ang - 0.45) * 14),
                                  b - QPointF(math.cos(ang + 0.45) * 14, math.sin(ang + 0.45) * 14)])
                p.setPen(QPen(Qt.black, 1.5))
                p.setBrush(self._colour)
                p.drawPolygon(head)
        for pt, side in self._rockets:
            paint_preview_rocket(p, pt, side, self._rocket_colour)
        font = QFont(p.font())
        font.setBold(True)
        font.setPixelSize(13)
        p.setFont(font)
        for pt, text in self._marks:
            box = QRectF(pt.x() - 11, pt.y() - 11, 22, 22)
            if len(text) > 2:
                box = QRectF(pt.x() - 4 * len(text) - 6, pt.y() - 11, 8 * len(text) + 12, 22)
            p.setPen(QPen(Qt.black, 1.5))
            p.setBrush(QBrush(QColor("#ffffff")))
            p.drawRoundedRect(box, 10, 10)
            p.setPen(Qt.black)
            p.drawText(box, Qt.AlignCenter, text)

