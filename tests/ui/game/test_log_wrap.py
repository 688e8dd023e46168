"""Long lines in the game's log and in the replay viewer's timeline and log are shown whole,
word-wrapped on as many lines as they need (never cut off with "…"), at any width."""

from __future__ import annotations

import pytest
from helpers import choose_card_by_keys, pass_privacy, settle
from PySide6.QtCore import QModelIndex
from PySide6.QtWidgets import QApplication
from zuendstoff import resources
from zuendstoff.document.game_model import SeatKind
from zuendstoff.engine import Game, Player
from zuendstoff.sim import play_game

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)

LONG = ["Annemarie Schmidt-Löwenberg von Hohenstein", "Bartholomäus Wiesenthaler"]


def rows(view, parent=QModelIndex()):
    model = view.model()
    for r in range(model.rowCount(parent)):
        index = model.index(r, 0, parent)
        yield index
        if view.isExpanded(index):
            yield from rows(view, index)


def check_whole(view) -> int:
    """Every shown row is as tall as its text needs at its width; returns how many wrap."""
    QApplication.processEvents()
    metrics = view.fontMetrics()
    wrapped = 0
    for index in rows(view):
        rect = view.visualRect(index)
        text = index.data()
        if not text or rect.isEmpty():
            continue
        if metrics.horizontalAdvance(text) > rect.width():  # longer than its row is wide
            wrapped += 1
            assert rect.height() >= 2 * metrics.lineSpacing(), (text, rect)
    return wrapped


def test_the_games_log_wraps_long_lines(qtbot, make_window):
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player(LONG[0][:40], "black"), Player(LONG[1], "white")], seed=3)
    window = make_window(game, [SeatKind(), SeatKind()])
    settle(qtbot, window)
    for card in ("planet", "sun", "sun", "planet"):  # "… played Planet rotation and Sun rotation"
        pass_privacy(qtbot, window)
        choose_card_by_keys(qtbot, window, card)
        settle(qtbot, window)
    window.splitter.setSizes([1100, 260])  # a narrow log
    assert check_whole(window.log_view) >= 2
    window.splitter.setSizes([700, 660])  # wider: the same lines on one line again
    QApplication.processEvents()
    assert check_whole(window.log_view) == 0
    first = window.log_model.index(0, 0)
    line = window.log_view.visualRect(window.log_model.index(0, 0, first))
    assert line.height() < 2 * window.log_view.fontMetrics().lineSpacing()


def test_the_replay_viewers_timeline_and_log_wrap_long_lines(qtbot):
    from zuendstoff.ui.replay.viewer import ReplayWindow
    game = play_game(resources.default_discs(), resources.builtin_layout("standard"),
                     ["medium"] * 3, "wrap")
    viewer = ReplayWindow(game, "test.zrec", animation_speed=0)
    qtbot.addWidget(viewer)
    viewer.resize(1000, 700)
    viewer.show()
    viewer.go(12)
    viewer.log_view.expandAll()
    QApplication.processEvents()
    assert check_whole(viewer.timeline_tree) >= 1  # (cards of a reveal: one long step)
    check_whole(viewer.log_view)
