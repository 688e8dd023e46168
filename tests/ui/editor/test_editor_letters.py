"""Rockets in the editors carry their colour's letter, as on the board (R1, R2; colour vision).

The items are painted with a painter that records every text it draws, where and in
which colour, so the tests see exactly what reaches the screen.
"""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from zuendstoff import i18n
from zuendstoff.ui import palette
from zuendstoff.ui.board.art import colour_letter
from zuendstoff.ui.editor.layout_items import DISC, SIDE_VECTORS


class RecordingPainter(QPainter):
    """A painter on a scratch image that keeps (centre, text, pen colour) of every text."""

    def __init__(self) -> None:
        self.image = QImage(800, 800, QImage.Format_ARGB32_Premultiplied)
        super().__init__(self.image)
        self.texts: list[tuple[QPointF, str, str]] = []

    def drawText(self, *args):  # noqa: N802 (Qt's name)
        where = args[0]
        centre = where.center() if isinstance(where, QRectF) else QPointF(where)
        self.texts.append((self.transform().map(centre), args[-1], self.pen().color().name()))
        return super().drawText(*args)


def _painted(item) -> list[tuple[QPointF, str, str]]:
    painter = RecordingPainter()
    try:
        item.paint(painter, QStyleOptionGraphicsItem())
    finally:
        painter.end()
    return painter.texts


def _letters(texts) -> list[tuple[QPointF, str, str]]:
    return [t for t in texts if len(t[1]) == 1 and t[1].isalpha()]


@pytest.fixture
def english_afterwards(qapp):
    yield
    i18n.uninstall()  # as the other tests expect: no translator at all


def test_r2_sun_rockets_in_the_disc_set_editor_carry_their_letters(discset_window):
    from zuendstoff.document.discset_model import SUN
    from zuendstoff.ui.editor.discset_scene import RADIUS

    scene = discset_window.scene
    sun = scene.discs[SUN]
    masks = scene.model.sun
    seen = 0
    for side_item in sun.sides:
        mask = masks[side_item.side]
        want = [c for c in range(3) if mask >> c & 1]
        letters = _letters(_painted(side_item))
        # one letter per rocket: R, Y, B in that order (the side with all three shows three)
        assert [text for _at, text, _pen in letters] == [colour_letter(c) for c in want]
        dx, dy = SIDE_VECTORS[side_item.side]
        for (at, _text, pen), c in zip(letters, want):
            assert pen == palette.current().text(c).name()  # as on the board: readable on the fill
            outward = at.x() * dx + at.y() * dy  # on the rocket, outside the sun's face
            assert RADIUS - 14 < outward < RADIUS + 30, (side_item.side, at)
            seen += 1
    assert seen == 6  # R2: three sides with one rocket, one side with all three


def test_r1_planet_rockets_in_the_disc_set_editor_carry_their_letters(discset_window):
    scene = discset_window.scene
    for disc in (1, 7, 15):
        face = scene.model.planet(disc)
        contents = face.side_contents()
        for side_item in scene.discs[disc].sides:
            colour = contents[side_item.side]
            texts = _painted(side_item)
            if colour is None:
                assert texts == []
                continue
            assert [t for _a, t, _p in _letters(texts)] == [colour_letter(colour)]
            # and the number's label names the colour too
            assert colour_letter(colour) + str(face.numbers[colour]) in [t for _a, t, _p in texts]


@pytest.mark.parametrize("colour", [0, 1, 2])
def test_r21_path_preview_rockets_carry_their_letters(layout_window, colour):
    win = layout_window
    win.open_builtin("standard")
    win.tool_actions["path"].trigger()
    win.panel.colour_box.setCurrentIndex(colour)
    layout, _pv = win.preview_result
    letters = _letters(_painted(win.scene.overlay))
    face_up = [item for item in win.scene.items_by_cell.values() if item.face]
    assert len(face_up) == 15  # Earth and the 14 planets dealt for the preview
    assert len(letters) == len(face_up)
    assert {text for _at, text, _pen in letters} == {colour_letter(colour)}
    assert {pen for _at, _text, pen in letters} == {palette.current().text(colour).name()}
    for item in face_up:  # each disc's letter sits on its rocket, towards the rocket's side
        centre = item.pos() + QPointF(32, 32)
        dx, dy = SIDE_VECTORS[item.rocket_side]
        near = [at for at, _t, _p in letters
                if math.hypot(at.x() - centre.x(), at.y() - centre.y()) < DISC / 2 + 4]
        assert len(near) == 1, item.cell
        outward = (near[0].x() - centre.x()) * dx + (near[0].y() - centre.y()) * dy
        assert DISC / 2 - 16 < outward < DISC / 2 + 4


def test_editor_letters_follow_the_language(discset_window, layout_window, english_afterwards):
    """German: Y(ellow) becomes G(elb), as on the board."""
    from zuendstoff.document.discset_model import SUN

    i18n.install("de")
    assert colour_letter(1) == "G"
    sun_letters = [t for side in discset_window.scene.discs[SUN].sides
                   for _a, t, _p in _letters(_painted(side))]
    assert sorted(sun_letters) == ["B", "B", "G", "G", "R", "R"]
    win = layout_window
    win.open_builtin("standard")
    win.tool_actions["path"].trigger()
    win.panel.colour_box.setCurrentIndex(1)
    assert {t for _a, t, _p in _letters(_painted(win.scene.overlay))} == {"G"}
