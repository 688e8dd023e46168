"""A board that fills the window (issue 31): the board's column is as tall as the window
allows, the hand and the decision buttons sit in the side column beside it, and the side
column takes the width the board cannot use. A person's own width for the side column is
kept (across starts too) until Ctrl+0 gives the automatic width back."""

from __future__ import annotations

import pytest
from helpers import new_game, on_privacy, pass_privacy, settle
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from zuendstoff.engine.constants import HAND_SIZE
from zuendstoff.ui.game.strips import SideFitter

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _board_px(window) -> int:
    """The board's discs area as drawn: its side in pixels (clipped to the view)."""
    view = window.board_view
    rect = view.mapFromScene(window.scene.board_rect()).boundingRect()
    rect = rect.intersected(view.viewport().rect())
    return min(rect.width(), rect.height())


def _at(qtbot, make_window, size):
    window = make_window(*new_game(n_humans=1, bots=("greedy",), seed=3))
    window.resize(*size)
    settle(qtbot, window)
    if on_privacy(window):
        pass_privacy(qtbot, window)
    for _ in range(5):
        QApplication.processEvents()
    return window


@pytest.mark.parametrize("size", [(1600, 1000), (1280, 720)])
def test_the_board_takes_the_height_and_the_side_column_the_rest(qtbot, make_window, size):
    window = _at(qtbot, make_window, size)
    assert window.size().height() == size[1]  # nothing asks for a taller window
    assert window.hand.isVisible() and window.side_column.isAncestorOf(window.hand)
    view = window.board_view
    scene = window.scene.sceneRect()
    # the view is as wide as the scene at the view's height needs (the board is not limited
    # by width), and the side column has the rest, at least its minimum
    wanted = view.height() * scene.width() / scene.height()
    side = window.side_column.width()
    assert side >= SideFitter.MIN_SIDE
    assert side == SideFitter.MIN_SIDE or abs(view.width() - wanted) <= 4 + 2 * view.frameWidth()
    # so the board is drawn as tall as the view's height allows (fitInView keeps 2 px round)
    fitted = min(view.viewport().width() / scene.width(), view.viewport().height() / scene.height())
    assert _board_px(window) >= 0.99 * window.scene.board_rect().height() * fitted
    # and below the board there is nothing: the view reaches the bottom of the table
    bottom = view.mapTo(window, QPoint(0, view.height())).y()
    table_bottom = window.pages.mapTo(window, QPoint(0, window.pages.height())).y()
    assert table_bottom - bottom <= 2


def test_the_board_is_larger_than_with_the_hand_below_it(qtbot, make_window):
    """The layout before issue 31 gave the board 666 px at 1600×1000 and 434 px at 1280×720
    (the hand and the buttons below it took the height); beside it, the board gets more."""
    big = _at(qtbot, make_window, (1600, 1000))
    small = _at(qtbot, make_window, (1280, 720))
    assert _board_px(big) >= 760 and _board_px(small) >= 520


def test_a_full_hand_shows_every_card_without_scrolling(qtbot, make_window):
    window = _at(qtbot, make_window, (1280, 720))
    view = window.hand.view
    assert window.hand_model.rowCount() == HAND_SIZE
    inside = view.viewport().rect()
    for row in range(HAND_SIZE):
        rect = view.visualRect(window.hand_model.index(row, 0))
        assert inside.contains(rect), (row, rect, inside)


def test_a_width_the_person_chose_is_kept_until_ctrl_0(qtbot, make_window, settings):
    window = _at(qtbot, make_window, (1500, 900))
    auto = window.side_column.width()
    handle = window.splitter.handle(1)
    start = handle.rect().center()
    qtbot.mousePress(handle, Qt.MouseButton.LeftButton, pos=start)
    for dx in (-20, -60, -120):
        qtbot.mouseMove(handle, start + QPoint(dx, 0))
    qtbot.mouseRelease(handle, Qt.MouseButton.LeftButton, pos=start + QPoint(-120, 0))
    QApplication.processEvents()
    chosen = window.side_column.width()
    assert chosen >= auto + 100
    window.resize(1400, 860)  # a resize keeps the person's width
    qtbot.waitUntil(lambda: window.side_column.width() == chosen, timeout=3000)
    window.close()  # saved for the next start
    assert settings.side_width == chosen
    again = _at(qtbot, make_window, (1400, 860))
    qtbot.waitUntil(lambda: again.side_column.width() == chosen, timeout=3000)
    again.menus.zoom_fit.trigger()  # View → Fit the board: the automatic width again
    qtbot.waitUntil(lambda: again.side_column.width() < chosen - 50, timeout=3000)
    assert again.side_fitter.chosen == 0


def test_the_side_width_setting_survives_damage(settings):
    settings.q.setValue("window/side_width", "wide")
    assert settings.side_width == 0 and "window/side_width" in settings.problems
    settings.q.setValue("window/side_width", -5)
    assert settings.side_width == 0
