"""The disc-set editor's scene: the sun and the 15 planets drawn as discs, editable on them.

Click a rocket (or an empty side) and its content turns one quarter clockwise, swapping
places with what was there; Shift+click turns it back. Items follow the model's signals;
clicks become undo commands pushed on the window's stack.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from ...document.discset_model import SUN, DiscSetModel
from ...engine.constants import PLANET_COUNT
from .. import palette
from ..board import art
from ..board.art import colour_letter
from .common import paint_rocket_letter
from .layout_items import (
    EARTH_EDGE,
    EARTH_FILL,
    SIDE_VECTORS,
    SLOT_EDGE,
    SLOT_FILL,
    SUN_EDGE,
    SUN_FILL,
)

RADIUS = 62.0
PITCH = 200.0
COLUMNS = 4
PROBLEM = QColor("#c1121f")


def disc_centre(disc: int) -> QPointF:
    row, col = divmod(disc, COLUMNS)
    return QPointF(col * PITCH + PITCH / 2, row * PITCH + PITCH / 2 - 6)


def paint_rocket(p: QPainter, base: QPointF, side: int, colour: int, scale: float = 0.6) -> None:
    """The board's rocket (``art.rocket_path``) with its tail at ``base``, pointing to
    ``side``, the colour's letter upright on its body (R/Y/B, as on the board)."""
    colours = palette.current()
    p.save()
    p.translate(base)
    p.rotate(90 * side)
    p.setPen(QPen(colours.edge(colour), 1.6, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    p.setBrush(colours.fill(colour))
    p.drawPath(art.rocket_path(scale))
    p.restore()
    dx, dy = SIDE_VECTORS[side]
    paint_rocket_letter(p, base + QPointF(dx, dy) * (27 * scale), colour, 20 * scale)


class SideItem(QGraphicsItem):
    """One side of a disc: the rocket(s) there, its number; click to turn it."""

    def __init__(self, disc: int, side: int, parent: "DiscItem") -> None:
        super().__init__(parent)
        self.disc, self.side = disc, side
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.PointingHandCursor)
        self._hover = False
        dx, dy = SIDE_VECTORS[side]
        self._centre = QPointF(dx * (RADIUS - 4), dy * (RADIUS - 4))

    def boundingRect(self) -> QRectF:
        return QRectF(self._centre.x() - 32, self._centre.y() - 32, 64, 64)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(self.boundingRect().adjusted(4, 4, -4, -4))
        return path

    def hoverEnterEvent(self, event) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:
        self._hover = False
        self.update()

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.LeftButton:
            scene = self.scene()
            scene.select_disc(self.disc)
            quarters = 3 if event.modifiers() & Qt.ShiftModifier else 1
            scene.sideClicked.emit(self.disc, self.side, quarters)
            event.accept()
        else:
            event.ignore()

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        scene = self.scene()
        model: DiscSetModel = scene.model
        dx, dy = SIDE_VECTORS[self.side]
        rim = QPointF(dx * (RADIUS - 10), dy * (RADIUS - 10))
        if self._hover and scene.editable:
            p.setPen(Qt.NoPen)
            p.setBrush(QColor(255, 255, 255, 90))
            p.drawEllipse(self.boundingRect().adjusted(6, 6, -6, -6))
        if self.disc == SUN:
            mask = model.sun[self.side]
            colours = [c for c in range(3) if mask >> c & 1]
            perp = QPointF(-dy, dx)
            for k, c in enumerate(colours):  # the side with all three: smaller, side by side
                off = (k - (len(colours) - 1) / 2) * 24
                paint_rocket(p, rim + perp * off, self.side, c, 0.5 if len(colours) > 1 else 0.62)
            return
        face = model.planet(self.disc)
        colour = face.side_contents()[self.side]
        if colour is None:
            p.setPen(QPen(QColor(255, 255, 255, 110), 1.5, Qt.DotLine))
            p.setBrush(Qt.NoBrush)
            p.drawEllipse(rim + QPointF(dx * 14, dy * 14), 9, 9)
            return
        # a little further out than the sun's, clear of the number label inside
        paint_rocket(p, QPointF(dx * (RADIUS - 6), dy * (RADIUS - 6)), self.side, colour, 0.58)
        inset = 30 if dx == 0 else 27
        label = QPointF(dx * (RADIUS - inset), dy * (RADIUS - inset))
        box = QRectF(label.x() - 17, label.y() - 10, 34, 20)
        p.setPen(QPen(palette.current().fill(colour), 2))
        p.setBrush(QColor("#ffffff"))
        p.drawRoundedRect(box, 9, 9)
        font = QFont(p.font())
        font.setPixelSize(12)
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("#111111"))
        # the colour's letter too, so the number's colour reads without colour vision
        p.drawText(box, Qt.AlignCenter, colour_letter(colour) + str(face.numbers[colour]))


class DiscItem(QGraphicsItem):
    """One disc: the sun or a planet, with its four sides as children."""

    def __init__(self, disc: int) -> None:
        super().__init__()
        self.disc = disc
        self.problem = False
        self.setPos(disc_centre(disc))
        self.setFlag(QGraphicsItem.ItemIsSelectable)
        self.sides = [SideItem(disc, s, self) for s in range(4)]

    def boundingRect(self) -> QRectF:
        return QRectF(-PITCH / 2 + 4, -PITCH / 2 + 8, PITCH - 8, PITCH - 4)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), RADIUS, RADIUS)
        return path

    def mousePressEvent(self, event) -> None:
        self.scene().select_disc(self.disc)
        event.accept()

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        model: DiscSetModel = self.scene().model
        if self.isSelected():
            p.setPen(QPen(QColor("#0a84ff"), 3))
            p.setBrush(QColor(10, 132, 255, 30))
            p.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 12, 12)
        if self.disc == SUN:
            p.setPen(QPen(SUN_EDGE, 2))
            p.setBrush(SUN_FILL)
            rays = QPolygonF()
            for k in range(32):
                rad = RADIUS if k % 2 == 0 else RADIUS - 9
                a = k * math.pi / 16
                rays.append(QPointF(rad * math.cos(a), rad * math.sin(a)))
            p.drawPolygon(rays)
            p.setBrush(QColor("#ffd166"))
            p.drawEllipse(QPointF(0, 0), RADIUS - 14, RADIUS - 14)
            title = QCoreApplication.translate("DiscSetScene", "Sun")
        else:
            earth = self.disc == 1
            p.setPen(QPen(EARTH_EDGE if earth else SLOT_EDGE, 2))
            p.setBrush(EARTH_FILL if earth else SLOT_FILL)
            p.drawEllipse(QPointF(0, 0), RADIUS, RADIUS)
            font = QFont(p.font())
            font.setPixelSize(21)
            font.setBold(True)
            p.setFont(font)
            p.setPen(QColor("#ffffff"))
            p.drawText(QRectF(-20, -14, 40, 28), Qt.AlignCenter, str(self.disc))
            title = model.planet_name(self.disc)
        if self.problem:
            p.setPen(QPen(PROBLEM, 4))
            p.setBrush(Qt.NoBrush)
            p.drawEllipse(QPointF(0, 0), RADIUS + 5, RADIUS + 5)
        font = QFont(p.font())
        font.setPixelSize(13)
        font.setBold(False)
        p.setFont(font)
        p.setPen(PROBLEM if self.problem else QColor("#222222"))
        text = ("⚠ " if self.problem else "") + title
        p.drawText(QRectF(-PITCH / 2, RADIUS + 20, PITCH, 18), Qt.AlignCenter, text)


class DiscSetScene(QGraphicsScene):
    # a side was clicked: (disc, side, quarters to turn)
    sideClicked = Signal(int, int, int)
    # the selected disc changed
    discSelected = Signal(int)

    def __init__(self, model: DiscSetModel, parent=None) -> None:
        super().__init__(parent)
        self.model = model
        self.editable = True
        self.current = SUN
        self.discs = [DiscItem(d) for d in range(PLANET_COUNT + 1)]
        for item in self.discs:
            self.addItem(item)
        rows = (len(self.discs) + COLUMNS - 1) // COLUMNS
        self.setSceneRect(QRectF(0, 0, COLUMNS * PITCH, rows * PITCH))
        self.setBackgroundBrush(QColor("#e9e4d8"))
        model.discChanged.connect(self._on_disc_changed)
        model.changed.connect(self.refresh_problems)
        self.discs[SUN].setSelected(True)
        self.refresh_problems()

    def _on_disc_changed(self, disc: int) -> None:
        item = self.discs[disc]
        item.update()
        for side in item.sides:
            side.update()

    def refresh_problems(self) -> None:
        bad = {d for d, _text in self.model.problems()}
        for item in self.discs:
            if item.problem != (item.disc in bad):
                item.problem = item.disc in bad
                item.update()

    def select_disc(self, disc: int) -> None:
        disc = max(0, min(PLANET_COUNT, disc))
        if disc != self.current or not self.discs[disc].isSelected():
            self.clearSelection()
            self.discs[disc].setSelected(True)
            self.current = disc
            for v in self.views():
                v.ensureVisible(self.discs[disc])
            self.discSelected.emit(disc)
