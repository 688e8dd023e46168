"""Pieces (R6) and the seat panel with the chips each seat holds (R5, R25)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .. import palette
from . import art
from .art import PIECE_R, translate


class PieceItem(QGraphicsObject):
    """One seat's piece: its colour and its own shape, so it reads without colour too."""

    def __init__(self, seat: int, piece: int, name: str) -> None:
        super().__init__()
        self.seat = seat
        self.piece = piece
        self.player = name
        self.active = False  # the seat whose turn it is on the board
        self.setZValue(10)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def set_active(self, active: bool) -> None:
        if active != self.active:
            self.active = active
            self.update()

    def describe(self) -> str:
        return (translate("Board", "%1's piece (%2 %3)").replace("%1", self.player)
                .replace("%2", art.piece_name(self.piece))
                .replace("%3", art.shape_name(self.piece)))

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = PIECE_R + 14
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        paint_piece(painter, self.piece, QPointF(0, 0), PIECE_R, self.active)


def paint_piece(painter: QPainter, piece: int, at: QPointF, r: float, active: bool = False) -> None:
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing, True)
    painter.translate(at)
    painter.scale(r / PIECE_R, r / PIECE_R)
    path = art.piece_path(piece)
    if active:
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(QColor(10, 12, 30, 220), 6))
        painter.drawEllipse(QPointF(0, 0), PIECE_R + 8, PIECE_R + 8)
        painter.setPen(QPen(QColor("#ffffff"), 3, Qt.DashLine))
        painter.drawEllipse(QPointF(0, 0), PIECE_R + 8, PIECE_R + 8)
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor(0, 0, 0, 120))
    painter.drawPath(path.translated(2.5, 3.5))
    fill = art.PIECE_FILL[piece]
    g = QLinearGradient(QPointF(-PIECE_R, -PIECE_R), QPointF(PIECE_R, PIECE_R))
    g.setColorAt(0.0, fill.lighter(150) if piece != 0 else QColor("#55555f"))
    g.setColorAt(1.0, fill)
    painter.setBrush(g)
    painter.setPen(QPen(art.PIECE_EDGE[piece], 3, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    painter.drawPath(path)
    painter.restore()


def paint_chip(painter: QPainter, colour: int | None, at: QPointF, r: float) -> None:
    """A sunglasses chip of ``colour`` (R5), or an empty slot for ``None``."""
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing, True)
    painter.translate(at)
    if colour is None:
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 90), 2, Qt.DashLine))
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.restore()
        return
    colours = palette.current()
    painter.setBrush(colours.fill(colour))
    painter.setPen(QPen(colours.edge(colour), colours.edge_width))
    painter.drawEllipse(QPointF(0, 0), r, r)
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor("#1d1d28"))
    painter.drawPath(art.sunglasses_path(r * 1.45).translated(0, -r * 0.3))
    painter.setPen(colours.text(colour))
    painter.setFont(art.font(r * 0.75))
    painter.drawText(QRectF(-r, 0, 2 * r, r * 0.9), Qt.AlignCenter, art.colour_letter(colour))
    painter.restore()


class ChipToken(QGraphicsObject):
    """A chip on its way from the sun to its seat (shown only while that animation runs)."""

    def __init__(self, colour: int) -> None:
        super().__init__()
        self.colour = colour
        self.setZValue(20)
        self.setOpacity(0.0)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-24, -24, 48, 48)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        paint_chip(painter, self.colour, QPointF(0, 0), 20)


class GapItem(QGraphicsItem):
    """An empty cell inside the layout's grid (R8): pieces skip it (R11)."""

    def __init__(self, cell: tuple[int, int]) -> None:
        super().__init__()
        self.cell = cell
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def describe(self) -> str:
        return translate("Board", "Gap")

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = art.DISC_R
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing, True)
        painter.setBrush(QColor(255, 255, 255, 10))
        painter.setPen(QPen(QColor(255, 255, 255, 40), 3, Qt.DotLine))
        painter.drawEllipse(QPointF(0, 0), art.DISC_R - 8, art.DISC_R - 8)


class SeatPanelItem(QGraphicsObject):
    """Beside the board: every seat's piece, name and chips (two chips of different colours win)."""

    ROW_H = 84.0
    HEAD_H = 56.0

    def __init__(self, players: list[tuple[str, int]]) -> None:
        super().__init__()
        self.players = players  # (name, piece index) per seat
        self.chips: list[tuple[int, ...]] = [() for _ in players]
        self.active: int | None = None
        self.winners: tuple[int, ...] = ()
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def set_state(self, chips: list[tuple[int, ...]], active: int | None,
                  winners: tuple[int, ...] = ()) -> None:
        chips = [tuple(c) for c in chips]
        if (chips, active, tuple(winners)) != (self.chips, self.active, self.winners):
            self.chips, self.active, self.winners = chips, active, tuple(winners)
            self.update()

    def chip_pos(self, seat: int, k: int) -> QPointF:
        """Where chip ``k`` of ``seat`` is drawn, in scene coordinates."""
        return self.mapToScene(QPointF(246 + k * 46, self.HEAD_H + (seat + 0.5) * self.ROW_H))

    def describe(self) -> str:
        rows = []
        for seat, (name, _piece) in enumerate(self.players):
            held = ", ".join(art.colour_name(c) for c in self.chips[seat]) or translate("Board", "none")
            row = translate("Board", "%1: chips %2").replace("%1", name).replace("%2", held)
            if seat in self.winners:
                row += translate("Board", ", wins")
            rows.append(row)
        return "; ".join(rows)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, art.PANEL_W, self.HEAD_H + self.ROW_H * len(self.players) + 16)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing, True)
        rect = self.boundingRect()
        painter.setPen(QPen(QColor(255, 255, 255, 40), 2))
        painter.setBrush(QColor(20, 26, 60, 190))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 18, 18)
        painter.setPen(QColor("#c9d2ff"))
        painter.setFont(art.font(22))
        painter.drawText(QRectF(20, 10, rect.width() - 40, 36), Qt.AlignVCenter | Qt.AlignLeft,
                         translate("Board", "Sunglasses chips"))
        name_font = art.font(22, bold=False)
        metrics = QFontMetricsF(name_font)
        for seat, (name, piece) in enumerate(self.players):
            top = self.HEAD_H + seat * self.ROW_H
            if seat == self.active:
                painter.setPen(Qt.NoPen)
                painter.setBrush(QColor(255, 255, 255, 28))
                painter.drawRoundedRect(QRectF(8, top + 2, rect.width() - 16, self.ROW_H - 4),
                                        12, 12)
            mid = top + self.ROW_H / 2
            paint_piece(painter, piece, QPointF(40, mid), 18, seat == self.active)
            if seat in self.winners:  # R25: a gold band and a star
                painter.setPen(QPen(QColor("#ffd54f"), 3))
                painter.setBrush(QColor(255, 213, 79, 40))
                painter.drawRoundedRect(QRectF(8, top + 2, rect.width() - 16, self.ROW_H - 4),
                                        12, 12)
                painter.setPen(Qt.NoPen)
                painter.setBrush(QColor("#ffd54f"))
                painter.drawPath(art.star_path(11).translated(208, mid))
            painter.setFont(name_font)
            painter.setPen(QColor("#f2f4ff"))
            text = metrics.elidedText(name, Qt.ElideRight, 128)
            painter.drawText(QRectF(76, mid - 18, 150, 36), Qt.AlignVCenter | Qt.AlignLeft, text)
            held = list(self.chips[seat])
            for k in range(max(2, len(held))):
                colour = held[k] if k < len(held) else None
                paint_chip(painter, colour, QPointF(246 + k * 46, mid), 20)  # see chip_pos
