"""A disc on the board: the sun, a face-up planet or a face-down planet (R1, R2, R22).

The item only knows what is public: a face-down planet's item is given no
planet at all (the scene reads faces with ``game.planet_at``), so nothing in it
can reveal what lies face down. Rockets turn with the disc (property
``angle``); numbers and letters stay upright so they can always be read.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ...engine.discs import Planet, Sun
from .. import palette
from . import art
from .art import DISC_R, translate
from .marks import MarkItem

_BOUND = DISC_R + 12.0  # the disc and its shadow; marks are drawn by MarkItem
_TAIL_R = 58.0  # rockets run from here outwards
_BADGE_R = 44.0  # centre of a rocket's number badge

# the compass rose, drawn once per size in device pixels
_BACKS: dict[int, QImage] = {}

# pastel surfaces for planets 1..15 (Earth is blue-green)
_SURFACE = ("#7fc8a9", "#e8d9b5", "#cfd8f0", "#f0cfc4", "#d6e8c4", "#e6cfe8", "#c4e3e8",
            "#f0e2c4", "#d9d2f2", "#c8e6d0", "#f2d0d9", "#dfe6c2", "#c9d9ec", "#ecd8c0",
            "#d4e4e4")


class DiscItem(QGraphicsObject):
    """One disc; the scene positions it at its cell's centre."""

    def __init__(self, cell: tuple[int, int], is_sun: bool, sun: Sun | None = None) -> None:
        super().__init__()
        self.cell = cell
        # row and column on the layout's grid, from 1 (the scene sets them: see
        # document.names.grid_place); what a screen reader and the buttons name it by
        self.place = (cell[0] + 1, cell[1] + 1)
        self.is_sun = is_sun
        self._sun = sun
        self._planet: Planet | None = None  # only ever set while face up
        self._angle = 0.0
        self._flip = 1.0  # 0..1 while turning over; 1 = at rest
        self._flip_from_back = False
        self.stop = False
        self.highlights: set[str] = set()
        self.occupants: list[str] = []  # names of the players whose pieces stand here
        self._hover = False
        self.marks = MarkItem(cell)  # the scene adds it beside the disc
        self.setFlag(QGraphicsItem.ItemIsFocusable, True)
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.setZValue(1)

    # ---------------------------------------------------------------- state
    @property
    def face_up(self) -> bool:
        return self.is_sun or self._planet is not None

    @property
    def planet_number(self) -> int | None:
        return None if self._planet is None else self._planet.number

    def set_planet(self, planet: Planet | None) -> None:
        """Show ``planet`` face up, or the compass rose for ``None`` (face down)."""
        if planet is not self._planet:
            self._planet = planet
            self.update()

    def start_flip(self, to_face_up: bool) -> None:
        """Begin turning over; the animation drives ``flip`` from 0 to 1."""
        self._flip_from_back = to_face_up
        self._flip = 0.0
        self.update()

    def set_marks(self, stop: bool, highlights: set[str], occupants: list[str]) -> None:
        if stop != self.stop or highlights != self.highlights or occupants != self.occupants:
            self.stop, self.highlights, self.occupants = stop, set(highlights), list(occupants)
            self.setCursor(Qt.PointingHandCursor if highlights else Qt.ArrowCursor)
            self._update_marks()

    def _update_marks(self) -> None:
        self.marks.set_state(self.stop, self.highlights, self._hover, self.hasFocus())

    def _get_angle(self) -> float:
        return self._angle

    def _set_angle(self, value: float) -> None:
        self._angle = float(value)
        self.update()

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = float(value)
        self.update()

    # clockwise turn in degrees (a quarter turn = 90); R7
    angle = Property(float, _get_angle, _set_angle)
    # progress of turning the disc over (0..1)
    flip = Property(float, _get_flip, _set_flip)

    def quarters(self) -> int:
        return round(self._angle / 90.0) & 3

    def rocket_sides(self) -> dict[int, tuple[int, ...]]:
        """Side (0 N .. 3 W) each colour's rocket points to as shown now (R7); {} face down."""
        q = self.quarters()
        if self.is_sun and self._sun is not None:
            return {c: tuple(s for s in range(4) if c in self._sun.colours_at(s, q))
                    for c in range(3)}
        if self._planet is None:
            return {}
        return {c: ((r.side + q) & 3,) for c, r in enumerate(self._planet.rockets)}

    # ------------------------------------------------------- accessibility
    def name(self) -> str:
        """The disc named on its own, without its place: never a face-down identity."""
        if self.is_sun:
            return translate("Board", "Sun")
        if self._planet is None:
            return translate("Board", "Face-down planet")
        if self._planet.number == 1:
            return translate("Board", "Earth, planet 1")
        return translate("Board", "Planet %1").replace("%1", str(self._planet.number))

    def place_text(self) -> str:
        """"row 2, column 3": where it lies on the layout's grid."""
        return translate("Board", "row %1, column %2").replace("%1", str(self.place[0])).replace(
            "%2", str(self.place[1]))

    def label(self) -> str:
        """A screen reader's name for it, unique on the board: the disc and its place
        ("Face-down planet, row 2, column 3"); never a face-down identity."""
        return translate("Board", "%1, %2", "a disc, then its place").replace(
            "%1", self.name()).replace("%2", self.place_text())

    def describe(self, with_name: bool = True) -> str:
        """A sentence describing the disc, for screen readers (never a face-down identity):
        with its name and place (the status bar's line), or without them (the accessible
        description, which a screen reader reads after the name: nothing said twice)."""
        parts = [self.label()] if with_name else []
        q = self.quarters()
        if self.is_sun:
            for side in range(4):
                cols = self._sun.colours_at(side, q) if self._sun else ()
                names = [art.colour_name(c) for c in cols]
                names = translate("Board", "%1 and %2").replace("%1", ", ".join(names[:-1])).replace(
                    "%2", names[-1]) if len(names) > 1 else "".join(names)
                parts.append(translate("Board", "%1 rockets pointing %2").replace("%1", names)
                             .replace("%2", art.side_name(side)) if len(cols) > 1 else
                             translate("Board", "%1 rocket pointing %2").replace("%1", names)
                             .replace("%2", art.side_name(side)))
        elif self._planet is not None:
            p = self._planet
            for c, rocket in enumerate(p.rockets):
                parts.append(translate("Board", "%1 rocket %2 pointing %3")
                             .replace("%1", art.colour_name(c)).replace("%2", str(rocket.number))
                             .replace("%3", art.side_name(rocket.side + q)))
            parts.append(translate("Board", "face up"))
        if self.stop:
            parts.append(translate("Board", "stop disc"))
        # what the current decision makes of it (the marks drawn round it)
        for role, words in (("path", translate("Board", "on the flight path")),
                            ("choice", translate("Board", "highlighted choice")),
                            ("target", translate("Board", "highlighted, can be chosen"))):
            if role in self.highlights:
                parts.append(words)
        n = len(self.occupants)
        if n:
            parts.append((translate("Board", "1 piece: %2") if n == 1 else translate("Board", "%1 pieces: %2"))
                         .replace("%1", str(n)).replace("%2", ", ".join(self.occupants)))
        text = ", ".join(parts)
        return text if with_name else text[:1].upper() + text[1:]

    # -------------------------------------------------------------- input
    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        event.accept() if event.button() == Qt.LeftButton else event.ignore()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.LeftButton and self.contains(event.pos()):
            self._activate()

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.key() in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space, Qt.Key_Select):
            self._activate()
        else:
            super().keyPressEvent(event)

    def _activate(self) -> None:
        scene = self.scene()
        if scene is not None and hasattr(scene, "discClicked"):
            scene.discClicked.emit(self.cell)

    def hoverEnterEvent(self, event) -> None:  # noqa: N802
        self._hover = True
        self._update_marks()

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self._hover = False
        self._update_marks()

    def focusInEvent(self, event) -> None:  # noqa: N802
        super().focusInEvent(event)
        self._update_marks()

    def focusOutEvent(self, event) -> None:  # noqa: N802
        super().focusOutEvent(event)
        self._update_marks()

    # ------------------------------------------------------------ painting
    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-_BOUND, -_BOUND, 2 * _BOUND, 2 * _BOUND)

    def shape(self) -> QPainterPath:
        p = QPainterPath()
        p.addEllipse(QPointF(0, 0), DISC_R, DISC_R)
        return p

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing, True)
        painter.setRenderHint(QPainter.TextAntialiasing, True)
        # shadow under the disc
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawEllipse(QPointF(5, 7), DISC_R, DISC_R)
        painter.save()
        turning = 0.0 < self._flip < 1.0
        if turning:
            painter.scale(max(0.02, abs(math.cos(math.pi * self._flip))), 1.0)
        if turning and self._flip < 0.5:
            if self._flip_from_back:
                self._paint_back(painter)
            else:
                self._paint_blank_front(painter)
        elif self.is_sun:
            self._paint_sun(painter)
        elif self._planet is None:
            self._paint_back(painter)
        else:
            self._paint_planet(painter, self._planet)
        painter.restore()

    def _paint_back(self, painter: QPainter) -> None:
        t = painter.deviceTransform()
        pixels = max(8, round(2 * DISC_R * math.hypot(t.m21(), t.m22())))  # y scale (flips squeeze x)
        image = _BACKS.get(pixels)
        if image is None:  # every back looks the same: draw the SVG once per size
            image = QImage(pixels, pixels, QImage.Format_ARGB32_Premultiplied)
            image.fill(0)
            p = QPainter(image)
            p.setRenderHint(QPainter.Antialiasing, True)
            art.svg("planet_back.svg").render(p, QRectF(0, 0, pixels, pixels))
            p.end()
            if len(_BACKS) > 8:
                _BACKS.clear()
            _BACKS[pixels] = image
        painter.setRenderHint(QPainter.SmoothPixmapTransform, True)
        painter.drawImage(QRectF(-DISC_R, -DISC_R, 2 * DISC_R, 2 * DISC_R), image)

    def _surface(self, number: int | None) -> QRadialGradient:
        base = QColor(_SURFACE[(number or 3) - 1])
        g = QRadialGradient(QPointF(-DISC_R * 0.35, -DISC_R * 0.4), DISC_R * 1.5)
        g.setColorAt(0.0, base.lighter(125))
        g.setColorAt(0.65, base)
        g.setColorAt(1.0, base.darker(135))
        return g

    def _paint_blank_front(self, painter: QPainter) -> None:
        painter.setBrush(QBrush(self._surface(None)))
        painter.setPen(QPen(art.PLANET_RIM, 4))
        painter.drawEllipse(QPointF(0, 0), DISC_R - 2, DISC_R - 2)

    @staticmethod
    def _lod(painter: QPainter) -> float:
        """Device pixels per scene unit, vertically (flips squeeze only x)."""
        t = painter.deviceTransform()
        return math.hypot(t.m21(), t.m22()) / max(painter.device().devicePixelRatioF(), 1.0)

    def _paint_planet(self, painter: QPainter, planet: Planet) -> None:
        painter.setBrush(QBrush(self._surface(planet.number)))
        painter.setPen(QPen(art.PLANET_RIM, 4))
        painter.drawEllipse(QPointF(0, 0), DISC_R - 2, DISC_R - 2)
        if planet.number == 1:  # Earth: a hint of continents
            painter.setPen(Qt.NoPen)
            painter.setBrush(QColor(46, 125, 80, 120))
            painter.drawEllipse(QPointF(-48, 40), 26, 18)
            painter.drawEllipse(QPointF(52, -44), 20, 14)
        sides = {rocket.side for rocket in planet.rockets}
        empty = next(s for s in range(4) if s not in sides)
        # a faint mark on the empty side, so the disc's orientation reads at a glance
        painter.setPen(QPen(QColor(23, 32, 63, 90), 3, Qt.SolidLine, Qt.RoundCap))
        tip = art.unit(empty + self._angle / 90.0, DISC_R - 14)
        base = art.unit(empty + self._angle / 90.0, DISC_R - 26)
        painter.drawLine(base, tip)
        self._paint_top(painter)
        for colour, rocket in enumerate(planet.rockets):
            self._paint_rocket(painter, colour, rocket.side + self._angle / 90.0, rocket.number)
        grow = min(1.15, max(1.0, 0.62 / max(self._lod(painter), 0.01)))
        painter.setPen(QPen(art.NUMBER_INK))
        if planet.number == 1:  # Earth by its name, as everywhere else, over its number
            painter.setFont(art.font(30 * grow))
            painter.drawText(QRectF(-30, -27, 60, 34), Qt.AlignCenter, "1")
            painter.setFont(art.font(20 * grow))
            painter.drawText(QRectF(-40, 3, 80, 26), Qt.AlignCenter, translate("Board", "Earth"))
            return
        painter.setFont(art.font((40 if planet.number < 10 else 33) * grow))
        painter.drawText(QRectF(-30, -24, 60, 48), Qt.AlignCenter, str(planet.number))

    def _paint_top(self, painter: QPainter) -> None:
        """The disc's top (its printed north): a bright arc on the rim that turns with the
        disc, so "top to the east" can be checked on the board (under the rockets)."""
        r = DISC_R - 7
        rect = QRectF(-r, -r, 2 * r, 2 * r)
        start = (90.0 - self._angle + 24.0) * 16  # Qt's angles: counter-clockwise from east
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(QColor("#ffffff"), 13, Qt.SolidLine, Qt.FlatCap))
        painter.drawArc(rect, int(start), int(-48 * 16))
        painter.setPen(QPen(art.NUMBER_INK, 7, Qt.SolidLine, Qt.FlatCap))
        painter.drawArc(rect, int(start), int(-48 * 16))

    def _paint_rocket(self, painter: QPainter, colour: int, side: float, number: int | None,
                      scale: float = 0.8, offset: float = 0.0) -> None:
        painter.save()
        centre = art.unit(side, _TAIL_R)
        if offset:
            centre += art.unit(side + 1, offset)
        painter.translate(centre)
        painter.rotate(side * 90.0)
        colours = palette.current()
        painter.setBrush(colours.fill(colour))
        painter.setPen(QPen(colours.edge(colour), colours.edge_width, Qt.SolidLine, Qt.RoundCap,
                            Qt.RoundJoin))
        painter.drawPath(art.rocket_path(scale))
        painter.restore()
        # upright letter on the rocket's body
        mid = centre + art.unit(side, 27 * scale)
        painter.setFont(art.font(16 * scale / 0.8))
        painter.setPen(colours.text(colour))
        painter.drawText(QRectF(mid.x() - 12, mid.y() - 11, 24, 22), Qt.AlignCenter,
                         art.colour_letter(colour))
        if number is not None:
            # on a small board the badges grow a little, so their numbers stay readable
            # (up to 1.5: at 1280×720 the digits stay ≥ 8 px, tests/ui/access/test_scaling.py)
            grow = min(1.5, max(1.0, 0.62 / max(self._lod(painter), 0.01)))
            badge = art.unit(side, _BADGE_R + 6 * (grow - 1))
            radius = 15.5 * grow
            painter.setBrush(QColor("#fbfbf6"))
            painter.setPen(QPen(colours.fill(colour).darker(115), 4))
            painter.drawEllipse(badge, radius, radius)
            painter.setFont(art.font((18 if number < 100 else 14) * grow))
            painter.setPen(art.NUMBER_INK)
            painter.drawText(QRectF(badge.x() - radius, badge.y() - radius, 2 * radius, 2 * radius),
                             Qt.AlignCenter,
                             str(number))

    def _paint_sun(self, painter: QPainter) -> None:
        painter.save()
        painter.rotate(self._angle)
        art.svg("sun.svg").render(painter, QRectF(-DISC_R, -DISC_R, 2 * DISC_R, 2 * DISC_R))
        painter.restore()
        self._paint_top(painter)
        if self._sun is None:
            return
        for side in range(4):
            mask = self._sun.masks[side]
            cols = [c for c in range(3) if mask >> c & 1]
            at = side + self._angle / 90.0
            if len(cols) == 1:
                self._paint_rocket(painter, cols[0], at, None)
            else:
                for k, c in enumerate(cols):
                    self._paint_rocket(painter, c, at, None, scale=0.55, offset=(k - 1) * 24.0)
