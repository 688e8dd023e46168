"""The game log shows its newest lines (issue 42, item 11): after a saved game is reopened
the log was not scrolled to its end, the newest entries below the fold."""

from __future__ import annotations

import pytest
from helpers import settle
from PySide6.QtWidgets import QApplication
from zuendstoff import resources
from zuendstoff.document.game_model import SeatKind
from zuendstoff.engine import Game, Player
from zuendstoff.engine.bots import make_bot

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _played(rounds: int) -> Game:
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Ben", "white"), Player("Clara", "purple")],
                    seed=6)
    bots = [make_bot("greedy", s + 1) for s in range(3)]
    while game.round_no <= rounds and not game.is_over:
        seat = game.pending_seats()[0]
        game.apply(bots[seat].decide(game.view(seat)))
    return game


def _newest_shown(view) -> bool:
    model = view.model()
    last = model.index(model.rowCount() - 1, 0)
    while model.rowCount(last) and view.isExpanded(last):
        last = model.index(model.rowCount(last) - 1, 0, last)
    rect = view.visualRect(last)
    return not rect.isEmpty() and view.viewport().rect().contains(rect)


@pytest.mark.parametrize("how", ["opened", "loaded"])
def test_the_log_shows_its_newest_line_when_a_game_is_reopened(qtbot, make_window, how):
    game = _played(4)
    seats = [SeatKind(), SeatKind("greedy"), SeatKind("greedy")]
    if how == "opened":  # a window started with the saved game
        window = make_window(game, seats)
    else:  # a game opened in a window that had another one
        window = make_window(_played(1), seats)
        settle(qtbot, window)
        window.model.set_game(game, seats)
    window.resize(1280, 680)
    settle(qtbot, window)
    QApplication.processEvents()
    view = window.log_view
    bar = view.verticalScrollBar()
    assert bar.maximum() > 0  # (the log is longer than its room: it must scroll)
    qtbot.waitUntil(lambda: _newest_shown(view), timeout=2000)
    assert bar.value() == bar.maximum()
