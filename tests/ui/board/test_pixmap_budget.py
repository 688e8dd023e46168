"""The pixmap cache is sized for the boards on screen (issue 41: a long evening's memory).

The board's items keep their pictures in Qt's pixmap cache. Its limit follows the shown views:
large enough that a board filling a large screen is copied from the cache frame after frame,
small enough that a small window's long evening does not fill Qt's default 10 MB with pictures
nobody will show again.
"""

from __future__ import annotations

import pytest
from board_helpers import new_game
from PySide6.QtGui import QPixmapCache
from zuendstoff.ui import pixmap_budget
from zuendstoff.ui.board import disc_item
from zuendstoff.ui.board.view import BoardView


@pytest.fixture
def painted(monkeypatch):
    """Counts the discs painted from their vector art (not copied from the cache)."""
    count = [0]
    paint = disc_item.DiscItem.paint

    def counting(self, *args):
        count[0] += 1
        return paint(self, *args)

    monkeypatch.setattr(disc_item.DiscItem, "paint", counting)
    return count


def shown_view(qtbot, board, width, height):
    _model, scene = board(new_game())
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_a_board_filling_a_large_screen_is_copied_from_the_cache(qtbot, board, painted):
    """At 3840×2160 the board's pictures need more than Qt's default 10 MB: with the default
    every repaint painted all the discs anew."""
    view = shown_view(qtbot, board, 3840, 2160)
    view.grab()  # a first frame paints the discs and caches their pictures
    assert painted[0] > 0
    painted[0] = 0
    view.grab()  # the next ones copy them
    view.grab()
    assert painted[0] == 0, f"{painted[0]} discs painted anew with nothing changed"


def test_the_limit_follows_the_shown_views(qtbot, board):
    view = shown_view(qtbot, board, 800, 560)
    small = QPixmapCache.cacheLimit()
    assert pixmap_budget.FLOOR_KB <= small < 10240  # below Qt's default in a small window
    view.resize(1600, 1000)
    qtbot.waitUntil(lambda: QPixmapCache.cacheLimit() > small)
    assert QPixmapCache.cacheLimit() >= 1600 * 1000 * 4 // 1024
    view.hide()
    assert QPixmapCache.cacheLimit() == pixmap_budget.FLOOR_KB
