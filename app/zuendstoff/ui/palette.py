"""The colours of everything that carries a game colour: rockets, cards, chips, highlights.

Two palettes: ``default`` and ``high_contrast``. The high-contrast one spreads the
three rocket colours over lightness as well as hue (a deep red, a light yellow, a
strong blue), so they stay apart for people with protanopia, deuteranopia and
tritanopia (measured in ``tests/ui/access/test_colour_vision.py``). Colour is never
the only cue: rockets and chips carry the letters R/Y/B, cards a shape mark, pieces a
shape, highlights a dash pattern and a marker.

The board, the hand, the cards on the table and the editors read :func:`current`
each time they paint; :func:`set_current` switches and tells :data:`notifier`'s
``changed`` listeners to repaint.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor

KEYS = ("default", "high_contrast")


@dataclass(frozen=True)
class Palette:
    key: str
    rocket_fill: tuple[str, str, str]  # red, yellow, blue
    rocket_edge: tuple[str, str, str]
    rocket_text: tuple[str, str, str]  # letters drawn on a rocket or chip
    card_fill: dict  # card kind -> band colour
    card_text: dict  # card kind -> colour of the mark and value on the band
    highlight: dict  # highlight role -> colour
    edge_width: float = 2.5  # outline of rockets and chips

    def fill(self, colour: int) -> QColor:
        return QColor(self.rocket_fill[colour])

    def edge(self, colour: int) -> QColor:
        return QColor(self.rocket_edge[colour])

    def text(self, colour: int) -> QColor:
        return QColor(self.rocket_text[colour])


DEFAULT = Palette(
    key="default",
    rocket_fill=("#e53935", "#fdd835", "#1e88e5"),
    rocket_edge=("#7f1212", "#8a6d00", "#0b3a6b"),
    rocket_text=("#ffffff", "#1a1a1a", "#ffffff"),
    card_fill={"red": "#d64545", "yellow": "#f2c230", "blue": "#3b73d1", "black": "#2b2b2b",
               "sun": "#f59f00", "planet": "#6c5ce7"},
    card_text={"red": "#ffffff", "yellow": "#202020", "blue": "#ffffff", "black": "#ffffff",
               "sun": "#ffffff", "planet": "#ffffff"},
    highlight={"path": "#4dd0e1", "choice": "#c6ff00", "target": "#ff4081"},
)

HIGH_CONTRAST = Palette(
    key="high_contrast",
    rocket_fill=("#a80d0d", "#fff38a", "#1838b0"),
    rocket_edge=("#000000", "#000000", "#000000"),
    rocket_text=("#ffffff", "#000000", "#ffffff"),
    card_fill={"red": "#a80d0d", "yellow": "#fff38a", "blue": "#1838b0", "black": "#000000",
               "sun": "#e07000", "planet": "#5b2d9e"},
    card_text={"red": "#ffffff", "yellow": "#000000", "blue": "#ffffff", "black": "#ffffff",
               "sun": "#000000", "planet": "#ffffff"},
    highlight={"path": "#ffffff", "choice": "#ffea00", "target": "#ff40ff"},
    edge_width=3.5,
)

PALETTES = {p.key: p for p in (DEFAULT, HIGH_CONTRAST)}


class _Notifier(QObject):
    changed = Signal(str)


notifier = _Notifier()
_current = DEFAULT


def current() -> Palette:
    return _current


def set_current(key: str) -> Palette:
    """Switch to palette ``key`` (unknown keys fall back to the default)."""
    global _current
    palette = PALETTES.get(key, DEFAULT)
    if palette is not _current:
        _current = palette
        notifier.changed.emit(palette.key)
    return palette


def repaint_scene(scene) -> None:
    """Redraw every item of ``scene`` (their device caches hold the old colours)."""
    if scene is None:
        return
    for item in scene.items():
        item.update()
    for view in scene.views():
        view.resetCachedContent()
        view.viewport().update()
