"""Every disc shows where its top (its printed north) is: a dark arc on the rim that turns
with the disc, so 'turned face up, top to the east' can be checked on the board."""

from __future__ import annotations

import math

from PySide6.QtGui import QColor, QImage, QPainter
from zuendstoff.resources import default_discs
from zuendstoff.ui.board.art import DISC_R, NUMBER_INK
from zuendstoff.ui.board.disc_item import DiscItem

SIZE = 300


def _render(item) -> QImage:
    image = QImage(SIZE, SIZE, QImage.Format_ARGB32)
    image.fill(QColor("#000000"))
    p = QPainter(image)
    p.translate(SIZE / 2, SIZE / 2)
    item.paint(p, None)
    p.end()
    return image


def _ink_at(image: QImage, compass_deg: float) -> bool:
    r = DISC_R - 7
    a = math.radians(compass_deg)
    x, y = SIZE / 2 + r * math.sin(a), SIZE / 2 - r * math.cos(a)
    c = image.pixelColor(round(x), round(y))
    ink = NUMBER_INK
    return abs(c.red() - ink.red()) + abs(c.green() - ink.green()) + abs(c.blue() - ink.blue()) < 60


def test_the_top_mark_turns_with_the_disc(qapp):
    planet = default_discs().planet(5)
    for quarters in range(4):
        item = DiscItem((0, 0), False)
        item.set_planet(planet)
        item.angle = 90.0 * quarters
        image = _render(item)
        top = 90 * quarters
        assert _ink_at(image, top + 16) and _ink_at(image, top - 16), quarters
        other = 90 * ((quarters + 2) % 4)  # nothing like it at the bottom
        assert not (_ink_at(image, other + 16) and _ink_at(image, other - 16)), quarters
