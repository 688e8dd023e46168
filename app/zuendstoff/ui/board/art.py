"""The board's look: sizes, colours, shapes and the SVG art, in one place.

Scene units: one grid cell is :data:`PITCH` units wide, a disc has radius
:data:`DISC_R`. Everything is vector art (QPainterPath or SVG), so the view can
scale it to any window and any device pixel ratio and stay crisp.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainterPath, QPolygonF
from PySide6.QtSvg import QSvgRenderer

from ... import resources

PITCH = 240.0  # distance between the centres of neighbouring cells
DISC_R = 104.0  # radius of a disc
PIECE_R = 17.0  # half the size of a piece
MARGIN = 44.0  # space around the board (highlight rings and wrap-around flights use it)
PANEL_W = 330.0  # width of the seat panel beside the board

# rocket colours (red, yellow, blue) and a darker outline for each
ROCKET_FILL = (QColor("#e53935"), QColor("#fdd835"), QColor("#1e88e5"))
ROCKET_EDGE = (QColor("#7f1212"), QColor("#8a6d00"), QColor("#0b3a6b"))
# text drawn on a rocket must contrast with its fill
ROCKET_TEXT = (QColor("#ffffff"), QColor("#1a1a1a"), QColor("#ffffff"))

# piece colours, in the engine's order (black, white, purple, orange, green)
PIECE_FILL = (QColor("#1b1b1f"), QColor("#f5f5f5"), QColor("#8e44ad"), QColor("#fb8c00"),
              QColor("#2e9d4a"))
PIECE_EDGE = (QColor("#e8e8e8"), QColor("#202020"), QColor("#f0e0ff"), QColor("#3d2200"),
              QColor("#062a10"))
# piece shapes, so pieces can be told apart without colour
PIECE_SHAPES = ("circle", "square", "triangle", "diamond", "hexagon")

SPACE_TOP = QColor("#0d1033")
SPACE_BOTTOM = QColor("#03040f")
PLANET_RIM = QColor("#2b3350")
NUMBER_INK = QColor("#17203f")

# highlight roles: (colour, dash pattern or None, marker)
HIGHLIGHT_STYLE = {
    "path": (QColor("#4dd0e1"), [4.0, 2.5], "chevron"),
    "choice": (QColor("#c6ff00"), None, "corner"),
    "target": (QColor("#ff4081"), [1.5, 1.5], "cross"),
}
HIGHLIGHT_ROLES = tuple(HIGHLIGHT_STYLE)


# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate


def tr(text: str) -> str:
    return QCoreApplication.translate("Board", text)


def colour_name(colour: int) -> str:
    return (translate("Board", "red"), translate("Board", "yellow"), translate("Board", "blue"))[colour]


def colour_letter(colour: int) -> str:
    """The letter printed on rockets and chips (translators: the colour's initial)."""
    return (translate("Board", "R"), translate("Board", "Y"), translate("Board", "B"))[colour]


def side_name(side: int) -> str:
    return (translate("Board", "north"), translate("Board", "east"), translate("Board", "south"),
            translate("Board", "west"))[side & 3]


def piece_name(piece: int) -> str:
    return (translate("Board", "black"), translate("Board", "white"), translate("Board", "purple"),
            translate("Board", "orange"), translate("Board", "green"))[piece]


def shape_name(piece: int) -> str:
    return (translate("Board", "circle"), translate("Board", "square"),
            translate("Board", "triangle"), translate("Board", "diamond"),
            translate("Board", "hexagon"))[piece]


def font(pixel_size: float, bold: bool = True) -> QFont:
    f = QFont()
    f.setFamilies(["DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial", "sans-serif"])
    f.setPixelSize(max(1, round(pixel_size)))
    f.setBold(bold)
    f.setStyleHint(QFont.SansSerif)
    return f


@lru_cache(maxsize=None)
def svg(name: str) -> QSvgRenderer:
    """A shared renderer of ``resources/art/<name>``."""
    r = QSvgRenderer(str(resources.path("art", name)))
    r.setAspectRatioMode(Qt.KeepAspectRatio)
    return r


def unit(side: int | float, radius: float) -> QPointF:
    """The point ``radius`` from the centre towards ``side`` (0 N, 1 E, 2 S, 3 W; fractions ok)."""
    a = math.radians(side * 90.0)
    return QPointF(radius * math.sin(a), -radius * math.cos(a))


@lru_cache(maxsize=None)
def rocket_path(scale: float = 1.0) -> QPainterPath:
    """A rocket pointing north (up), its tail at the origin, nose at y = -58 * scale."""
    s = scale
    p = QPainterPath()
    p.moveTo(0, -58 * s)
    p.cubicTo(12 * s, -46 * s, 14 * s, -26 * s, 12 * s, -8 * s)
    p.lineTo(22 * s, 4 * s)
    p.lineTo(22 * s, 10 * s)
    p.lineTo(9 * s, 4 * s)
    p.lineTo(-9 * s, 4 * s)
    p.lineTo(-22 * s, 10 * s)
    p.lineTo(-22 * s, 4 * s)
    p.lineTo(-12 * s, -8 * s)
    p.cubicTo(-14 * s, -26 * s, -12 * s, -46 * s, 0, -58 * s)
    p.closeSubpath()
    return p


@lru_cache(maxsize=None)
def piece_path(piece: int, r: float = PIECE_R) -> QPainterPath:
    """The outline of piece ``piece`` (index into PIECES), centred on the origin."""
    shape = PIECE_SHAPES[piece]
    p = QPainterPath()
    if shape == "circle":
        p.addEllipse(QPointF(0, 0), r, r)
    elif shape == "square":
        p.addRoundedRect(QRectF(-r * 0.9, -r * 0.9, r * 1.8, r * 1.8), 3, 3)
    elif shape == "triangle":
        p.addPolygon(_polygon(3, r * 1.22, -90, dy=r * 0.2))
        p.closeSubpath()
    elif shape == "diamond":
        p.addPolygon(_polygon(4, r * 1.18, -90))
        p.closeSubpath()
    else:
        p.addPolygon(_polygon(6, r * 1.05, 0))
        p.closeSubpath()
    return p


def _polygon(n: int, r: float, start_deg: float, dy: float = 0.0) -> QPolygonF:
    pts = []
    for k in range(n):
        a = math.radians(start_deg + k * 360.0 / n)
        pts.append(QPointF(r * math.cos(a), r * math.sin(a) + dy))
    return QPolygonF(pts)


@lru_cache(maxsize=None)
def sunglasses_path(w: float = 30.0) -> QPainterPath:
    """A sunglasses chip (R5), ``w`` wide, centred on the origin."""
    h = w * 0.42
    p = QPainterPath()
    lens_w = w * 0.44
    for x0 in (-w / 2, w / 2 - lens_w):
        lens = QPainterPath()
        lens.moveTo(x0, -h / 2)
        lens.lineTo(x0 + lens_w, -h / 2)
        lens.cubicTo(x0 + lens_w, h * 0.7, x0, h * 0.7, x0, -h / 2)
        p.addPath(lens)
    bridge = QPainterPath()
    bridge.addRect(QRectF(-w / 2, -h / 2 - 1.5, w, 3.0))
    return p.united(bridge)


def chevron_path(size: float) -> QPainterPath:
    p = QPainterPath()
    p.moveTo(-size, -size * 0.6)
    p.lineTo(0, size * 0.6)
    p.lineTo(size, -size * 0.6)
    return p


@lru_cache(maxsize=None)
def star_path(r: float) -> QPainterPath:
    """A five-pointed star of outer radius ``r`` (marks a winner, R25)."""
    p = QPainterPath()
    pts = []
    for k in range(10):
        a = math.radians(-90 + k * 36)
        rr = r if k % 2 == 0 else r * 0.45
        pts.append(QPointF(rr * math.cos(a), rr * math.sin(a)))
    p.addPolygon(QPolygonF(pts))
    p.closeSubpath()
    return p
