"""The players table: each piece's colour swatch has an outline, so the white piece's swatch
is as clear on the table's light background as the black one's."""

from __future__ import annotations

import pytest
from helpers import new_game
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QStyleOptionViewItem
from zuendstoff.document.players_model import PlayersModel

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def test_the_white_pieces_swatch_has_an_outline(qtbot, make_window):
    window = make_window(*new_game(n_humans=2, bots=(), seed=3))  # Anna black, Ben white
    view = window.players_view
    index = window.players_model.index(1, PlayersModel.PIECE)
    assert window.players_model.data(index).lower().startswith("white")
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    option.widget = view
    view.itemDelegateForColumn(PlayersModel.PIECE).initStyleOption(option, index)
    size = option.decorationSize
    image = option.icon.pixmap(size).toImage()
    assert not image.isNull()
    edge = image.pixelColor(0, image.height() // 2)
    middle = image.pixelColor(image.width() // 2, image.height() // 2)
    background = view.palette().base().color()
    assert middle.lightness() > 230  # the white piece, white
    assert edge.lightness() < min(middle.lightness(), background.lightness()) - 60, (
        edge.name(), middle.name(), background.name())
    assert QColor(middle).name() != QColor(edge).name()
