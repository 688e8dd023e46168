"""The room for the hand and the decision buttons, at the top of the side column beside the
board, goes to what the table can show there: a hot-seat table keeps the hand's height all
game (so neither the board nor the panels below move), a table of computers gives all of it
to the panels, and a new game with other seats takes the room its seats need."""

from __future__ import annotations

import pytest
from helpers import choose_card_by_keys, new_game, on_privacy, pass_privacy, settle
from PySide6.QtWidgets import QApplication
from zuendstoff.document.game_model import HUMAN, SeatKind

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def test_hot_seat_table_keeps_the_hands_height_while_it_comes_and_goes(qtbot, make_window):
    window = make_window(*new_game(n_humans=1, bots=("greedy",), seed=3))
    settle(qtbot, window)
    if on_privacy(window):
        pass_privacy(qtbot, window)
    room = window.controls.height()
    assert room == window.hand.sizeHint().height()
    assert window.hand.isVisible()
    board = window.board_view.geometry()
    panels = window.panels.geometry()
    for _ in range(4):  # both cards: then the hand goes and the table plays on
        choose_card_by_keys(qtbot, window, window.hand_model.card(0))
        settle(qtbot, window)
        if window.hand.isHidden():
            break
    QApplication.processEvents()
    assert window.hand.isHidden() and window.pages.currentIndex() == 0
    assert window.controls.height() == room and window.board_view.geometry() == board
    assert window.panels.geometry() == panels


def test_a_table_of_computers_gives_the_panels_the_room(qtbot, make_window):
    hot_seat = make_window(*new_game(n_humans=1, bots=("greedy",), seed=3))
    settle(qtbot, hot_seat)
    window = make_window(*new_game(n_humans=0, bots=("greedy", "greedy"), seed=3))
    seen = []  # at every step of a few rounds of the computers' play: nothing below the board
    window.model.changed.connect(lambda: seen.append(
        (window.controls.height(), window.bar.in_use(), window.hand.isVisible())))
    qtbot.waitUntil(lambda: window.model.game.round_no > 3 or window.model.game.is_over,
                    timeout=20000)
    assert len(seen) > 10 and set(seen) == {(0, False, False)}
    assert window.panels.height() >= hot_seat.panels.height() + hot_seat.controls.height() - 2
    assert window.board_view.height() == hot_seat.board_view.height()  # (it has its own column)
    # a new game with a person at the table takes the hand's room again
    game, seats = new_game(n_humans=1, bots=("greedy",), seed=4)
    window.model.set_game(game, seats)
    QApplication.processEvents()  # (the side column lays itself out again)
    assert window.controls.height() == window.hand.sizeHint().height()
    window.model.set_game(*new_game(n_humans=0, bots=("greedy", "greedy"), seed=5))
    QApplication.processEvents()
    assert window.controls.height() == 0
    window.model.set_seat(1, HUMAN)  # someone takes over a computer's seat mid-game
    QApplication.processEvents()
    assert window.controls.height() == window.hand.sizeHint().height()
    window.model.set_seat(1, SeatKind("greedy"))
    QApplication.processEvents()
    assert window.controls.height() == 0
