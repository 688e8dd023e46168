"""What is drawn around a disc only now and then: highlights, the hover and focus rings,
and the stop sign of a stop disc (R22).

A separate item, shown only while it has something to draw, so the discs themselves stay
small cached pictures and frames stay cheap while pieces fly.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from .. import palette
from . import art
from .art import DISC_R, translate

_BOUND = DISC_R + 62.0
_STOP_AT = 7.5  # the stop sign sits towards the north-west (in quarter turns)
FOCUS_R = DISC_R + 38.0  # the keyboard cursor's ring, outside the highlight rings
FOCUS_INK = QColor("#ffffff")
FOCUS_HALO = QColor(0, 0, 0, 220)


class MarkItem(QGraphicsItem):
    """Drawn over disc ``cell``; the scene keeps it at the disc's position."""

    def __init__(self, cell: tuple[int, int]) -> None:
        super().__init__()
        self.cell = cell
        self.stop = False
        self.highlights: set[str] = set()
        self.hover = False
        self.focus = False
        self.setZValue(2)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.setVisible(False)

    def set_state(self, stop: bool, highlights: set[str], hover: bool, focus: bool) -> None:
        state = (stop, set(highlights), hover, focus)
        if state != (self.stop, self.highlights, self.hover, self.focus):
            self.stop, self.highlights, self.hover, self.focus = state
            self.setVisible(bool(stop or highlights or hover or focus))
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-_BOUND, -_BOUND, 2 * _BOUND, 2 * _BOUND)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing, True)
        painter.setRenderHint(QPainter.TextAntialiasing, True)
        self._paint_highlights(painter)
        if self.hover and self.highlights:
            painter.setBrush(Qt.NoBrush)
            painter.setPen(QPen(QColor(255, 255, 255, 200), 4))
            painter.drawEllipse(QPointF(0, 0), DISC_R - 2, DISC_R - 2)
        if self.focus:
            self._paint_focus(painter)
        if self.stop:
            self._paint_stop(painter)

    def _paint_focus(self, painter: QPainter) -> None:
        """The keyboard cursor: a broad ring, light on a dark halo, with four brackets
        outside it, so it reads on the night sky, on any highlight and in every palette."""
        r = FOCUS_R
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(FOCUS_HALO, 16))
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(QPen(FOCUS_INK, 8))
        painter.drawEllipse(QPointF(0, 0), r, r)
        bracket = QPainterPath()
        bracket.moveTo(r + 14, -16)
        bracket.lineTo(r + 22, 0)
        bracket.lineTo(r + 14, 16)
        halo = QPen(FOCUS_HALO, 14, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin)
        ink = QPen(FOCUS_INK, 7, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin)
        for q in range(4):
            painter.save()
            painter.rotate(45 + 90 * q)
            painter.setPen(halo)
            painter.drawPath(bracket)
            painter.setPen(ink)
            painter.drawPath(bracket)
            painter.restore()

    def _paint_stop(self, painter: QPainter) -> None:
        # R22: a dashed ring and an octagonal stop sign towards the north-west
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(QColor("#ffffff"), 5, Qt.DashLine))
        painter.drawEllipse(QPointF(0, 0), DISC_R + 3, DISC_R + 3)
        c = art.unit(_STOP_AT, DISC_R + 20)
        oct_ = QPainterPath()
        for k in range(8):
            a = math.radians(22.5 + k * 45)
            pt = QPointF(c.x() + 24 * math.cos(a), c.y() + 24 * math.sin(a))
            oct_.moveTo(pt) if k == 0 else oct_.lineTo(pt)
        oct_.closeSubpath()
        painter.setBrush(QColor("#d32f2f"))
        painter.setPen(QPen(QColor("#ffffff"), 3))
        painter.drawPath(oct_)
        painter.setFont(art.font(11))
        painter.drawText(QRectF(c.x() - 24, c.y() - 10, 48, 20), Qt.AlignCenter, translate("Board", "STOP"))

    def _paint_highlights(self, painter: QPainter) -> None:
        for k, role in enumerate(art.HIGHLIGHT_ROLES):
            if role not in self.highlights:
                continue
            _colour, dashes, marker = art.HIGHLIGHT_STYLE[role]
            colour = QColor(palette.current().highlight[role])
            r = DISC_R + 8 + 10 * k
            pen = QPen(colour, 7, Qt.SolidLine, Qt.FlatCap)
            if dashes:
                pen.setDashPattern(dashes)
            glow = QColor(colour)
            glow.setAlpha(70)
            painter.setBrush(Qt.NoBrush)
            painter.setPen(QPen(glow, 16))
            painter.drawEllipse(QPointF(0, 0), r, r)
            painter.setPen(pen)
            painter.drawEllipse(QPointF(0, 0), r, r)
            painter.setPen(QPen(colour, 5, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
            for q in range(4):
                self._paint_marker(painter, marker, q + 0.5, r + 12)

    def _paint_marker(self, painter: QPainter, marker: str, side: float, r: float) -> None:
        painter.save()
        painter.translate(art.unit(side, r))
        painter.rotate(side * 90.0)
        if marker == "chevron":  # pointing inwards
            painter.drawPath(art.chevron_path(8))
        elif marker == "corner":
            painter.drawLine(QPointF(-10, 0), QPointF(10, 0))
            painter.drawLine(QPointF(0, -4), QPointF(0, 6))
        else:
            painter.drawLine(QPointF(-7, -7), QPointF(7, 7))
            painter.drawLine(QPointF(-7, 7), QPointF(7, -7))
        painter.restore()
