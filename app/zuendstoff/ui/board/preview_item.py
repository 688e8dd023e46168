"""The hand's card preview on the board: where a card would take the piece (engine/preview.py).

One item over the discs, drawn only while a person looks at a card: the flight as arrows in
the card's colour (a hop round the edge leaves the board and comes back at the far side),
a numbered dot on every disc the piece could stop at, and how the flight ends: a glowing
sun (a chip), a "?" on a face-down planet, a cross where the sun or a visited disc blocks
the way. A rotation card: a turning arrow round each disc it may turn. It has no words of
its own (the sentence for screen readers is made in ui/game/card_preview.py).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from .. import palette
from . import art
from .art import DISC_R, MARGIN, PITCH
from .shown import cell_centre

_STEP = ((0, -1), (1, 0), (0, 1), (-1, 0))  # N E S W as (dx, dy)
INK = QColor(0, 0, 0, 200)


class PreviewItem(QGraphicsItem):
    """Drawn over the board while a card is looked at; hidden otherwise."""

    def __init__(self, layout) -> None:
        super().__init__()
        self.layout = layout
        self.preview = None
        self.setZValue(2.5)  # over the discs and their marks, under the pieces
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setVisible(False)
        self._rect = QRectF(0, 0, 2 * MARGIN + layout.cols * PITCH, 2 * MARGIN + layout.rows * PITCH)

    def set_preview(self, preview) -> None:
        if preview == self.preview:
            return
        self.prepareGeometryChange()
        self.preview = preview
        self.setVisible(preview is not None)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    # ------------------------------------------------------------------ painting
    def _centre(self, i: int) -> QPointF:
        return cell_centre(self.layout.cells[i])

    def paint(self, painter: QPainter, option, widget=None) -> None:
        p = self.preview
        if p is None:
            return
        painter.setRenderHint(QPainter.Antialiasing, True)
        painter.setRenderHint(QPainter.TextAntialiasing, True)
        if p.kind == "flight":
            self._paint_flight(painter, p)
        elif p.kind in ("sun", "planet"):
            for k, cell in enumerate(p.turns):
                self._paint_turn(painter, self._centre(cell), main=k == 0)

    def _paint_flight(self, painter: QPainter, p) -> None:
        colour = QColor(palette.current().rocket_fill[p.colour])
        edge = QColor(palette.current().rocket_edge[p.colour])
        board = QRectF(MARGIN, MARGIN, self.layout.cols * PITCH, self.layout.rows * PITCH)
        out = MARGIN * 0.55  # how far a hop round the edge goes past the board
        for h in p.hops:
            a, b = self._centre(h.src), self._centre(h.dst)
            dx, dy = _STEP[h.direction]
            if not h.wraps:
                self._arrow(painter, self._off(a, dx, dy, 0.55), self._off(b, -dx, -dy, 0.75),
                            colour, head=True)
                continue
            # off the board on this side, back in from the far side (R11)
            exit_ = QPointF(board.right() + out if dx > 0 else board.left() - out if dx < 0 else a.x(),
                            board.bottom() + out if dy > 0 else board.top() - out if dy < 0 else a.y())
            enter = QPointF(board.left() - out if dx > 0 else board.right() + out if dx < 0 else b.x(),
                            board.top() - out if dy > 0 else board.bottom() + out if dy < 0 else b.y())
            self._arrow(painter, self._off(a, dx, dy, 0.55), exit_, colour, head=False, dashed=True)
            self._arrow(painter, enter, self._off(b, -dx, -dy, 0.75), colour, head=True, dashed=True)
        for k, cell in enumerate(p.path):  # the discs the piece may stop at, in order
            self._badge(painter, self._centre(cell) + QPointF(0, -DISC_R * 0.62), str(k + 1),
                        colour, edge)
        last = p.path[-1] if p.path else p.start
        if p.end == "sun":
            c = self._centre(last)
            glow = QColor(colour)
            glow.setAlpha(120)
            painter.setBrush(Qt.NoBrush)
            painter.setPen(QPen(glow, 22))
            painter.drawEllipse(c, DISC_R + 6, DISC_R + 6)
            painter.setPen(QPen(colour, 8))
            painter.drawEllipse(c, DISC_R + 6, DISC_R + 6)
        elif p.end == "unknown":
            self._badge(painter, self._centre(last), "?", QColor("#ffffff"), INK, big=True)
        elif p.end in ("wall", "revisit", "alone") or not p.path:
            c = self._centre(last)
            d = p.end_direction
            if d >= 0:
                dx, dy = _STEP[d]
                c = self._off(c, dx, dy, 1.15)
            self._cross(painter, c, colour)

    @staticmethod
    def _off(c: QPointF, dx: int, dy: int, f: float) -> QPointF:
        return QPointF(c.x() + dx * DISC_R * f, c.y() + dy * DISC_R * f)

    def _arrow(self, painter: QPainter, a: QPointF, b: QPointF, colour: QColor, head: bool,
               dashed: bool = False) -> None:
        halo = QPen(INK, 20, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin)
        pen = QPen(colour, 11, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin)
        if dashed:
            pen.setDashPattern([2.2, 1.4])
        painter.setBrush(Qt.NoBrush)
        painter.setPen(halo)
        painter.drawLine(a, b)
        painter.setPen(pen)
        painter.drawLine(a, b)
        if head:
            angle = math.atan2(b.y() - a.y(), b.x() - a.x())
            tip = QPainterPath()
            size = 30.0
            tip.moveTo(b)
            for da in (2.6, -2.6):
                tip.lineTo(QPointF(b.x() + size * math.cos(angle + da), b.y() + size * math.sin(angle + da)))
            tip.closeSubpath()
            painter.setPen(QPen(INK, 5, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
            painter.setBrush(colour)
            painter.drawPath(tip)

    def _badge(self, painter: QPainter, c: QPointF, text: str, fill: QColor, edge: QColor,
               big: bool = False) -> None:
        r = 44.0 if big else 22.0
        painter.setPen(QPen(edge, 5 if big else 4))
        painter.setBrush(fill)
        painter.drawEllipse(c, r, r)
        painter.setFont(art.font(52 if big else 24))
        # the number on a colour's own ink (white on red and blue, dark on yellow)
        painter.setPen(QColor("#111111") if big else QColor(palette.current().rocket_text[
            self.preview.colour]) if self.preview.colour >= 0 else QColor("#111111"))
        painter.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignCenter, text)

    def _cross(self, painter: QPainter, c: QPointF, colour: QColor) -> None:
        s = 20.0
        for pen in (QPen(INK, 20, Qt.SolidLine, Qt.RoundCap), QPen(colour, 10, Qt.SolidLine, Qt.RoundCap)):
            painter.setPen(pen)
            painter.drawLine(QPointF(c.x() - s, c.y() - s), QPointF(c.x() + s, c.y() + s))
            painter.drawLine(QPointF(c.x() - s, c.y() + s), QPointF(c.x() + s, c.y() - s))

    def _paint_turn(self, painter: QPainter, c: QPointF, main: bool) -> None:
        """A clockwise arrow round the disc: bold for the disc the card turns for sure (the
        sun, the piece's own planet), thin and dashed for those it may turn instead."""
        r = DISC_R + 14
        rect = QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)
        colour = QColor("#ffd43b")
        width = 11 if main else 6
        for pen in (QPen(INK, width + 9, Qt.SolidLine, Qt.FlatCap), QPen(colour, width, Qt.SolidLine, Qt.FlatCap)):
            if not main:
                pen.setDashPattern([2.0, 1.5])
            painter.setPen(pen)
            painter.setBrush(Qt.NoBrush)
            painter.drawArc(rect, 60 * 16, -300 * 16)  # from the top right, clockwise
        # the arrow head at the end of the arc (pointing clockwise)
        end = math.radians(60 - 300)
        tip = QPointF(c.x() + r * math.cos(end), c.y() - r * math.sin(end))
        tangent = end - math.pi / 2  # clockwise direction on the screen
        size = 34.0 if main else 24.0
        head = QPainterPath()
        head.moveTo(QPointF(tip.x() + size * math.cos(tangent), tip.y() - size * math.sin(tangent)))
        for da in (2.5, -2.5):
            head.lineTo(QPointF(tip.x() + size * 0.8 * math.cos(tangent + da),
                                tip.y() - size * 0.8 * math.sin(tangent + da)))
        head.closeSubpath()
        painter.setPen(QPen(INK, 4))
        painter.setBrush(colour)
        painter.drawPath(head)
