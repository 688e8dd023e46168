"""The status line, the window title and the players table's "Now" column say the same step
(issue 32, item 4): nobody "choosing" while the table waits for Continue, no person "to move"
while the board still shows the computer's move, no "round 3" while round 2's end is on
screen; and a panel visited once does not keep claiming the focus."""

from __future__ import annotations

import pytest
from helpers import at_moment, is_card_phase, new_game, press_continue, settle
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication
from test_table_moments import _person_step, _table
from zuendstoff.document.players_model import PlayersModel
from zuendstoff.engine.bots import make_bot

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def now_column(window) -> list[str]:
    model = window.players_model
    return [model.data(model.index(s, PlayersModel.STATUS)) for s in range(model.rowCount())]


def test_nobody_is_choosing_while_the_table_waits_for_continue(qtbot, make_window):
    window, brains = _table(make_window, people=3, bots=(), seed=4)
    for _ in range(40):
        settle(qtbot, window)
        if at_moment(window) and is_card_phase(window.model.game):
            break  # the first cards turned over; the second are to be chosen after Continue
        _person_step(qtbot, window, brains)
    assert at_moment(window) and window.flow.moment.kind == "reveal"
    assert "choosing" not in now_column(window), now_column(window)
    assert window.status_line.text() == window.flow.moment_line()
    press_continue(qtbot, window)
    settle(qtbot, window)
    assert "choosing" in now_column(window)  # now they are


def test_the_title_names_the_round_whose_end_is_on_screen(qtbot, make_window):
    window, brains = _table(make_window, people=2, bots=(), seed=7)
    for _ in range(200):
        settle(qtbot, window)
        if at_moment(window) and window.flow.moment.kind == "round":
            break
        if at_moment(window):
            press_continue(qtbot, window)
            continue
        _person_step(qtbot, window, brains)
    game = window.model.game
    assert at_moment(window) and game.round_no == 2
    assert window.windowTitle() == "Zündstoff – round 1"  # its end is what the table sees
    assert window.status_line.text().startswith("End of round 1")
    press_continue(qtbot, window)
    settle(qtbot, window)
    assert window.windowTitle() == "Zündstoff – round 2"


def test_a_person_is_not_to_move_while_the_board_shows_the_computers_move(qtbot, make_window):
    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=11)
    window = make_window(game, kinds)
    window.scene.set_animation_speed(0.3)  # the computer's move takes a while on the board
    brain = make_bot("greedy", 5)
    seen = False
    for _ in range(300):
        settle(qtbot, window, timeout=20000)
        game = window.model.game
        if game.is_over:
            break
        if is_card_phase(game):
            window.hand.confirmed.emit(0, brain.decide(game.view(0)).card)
            continue
        # the person's public decision; then the computer's turn comes, maybe
        made = window.stack.index() + 1
        window.bar.decided.emit(brain.decide(game.view(0)))
        qtbot.waitUntil(lambda: window.stack.index() > made or not window.runner.busy
                        and not window.scene.is_animating() and not window.flow._scheduled,
                        timeout=20000)
        game = window.model.game
        if window.stack.index() > made and window.stack.command(made).seat == 1 \
                and window.scene.is_animating() and not is_card_phase(game) \
                and not game.is_over and game.pending_seats()[0] == 0:
            seen = True  # the computer moved; the board still shows it; the person is next
            assert now_column(window)[0] != "to move", now_column(window)
            assert window.status_line.text().endswith("…")  # the move being shown
            break
    assert seen, "no computer move was animating before the person's turn"


def _focused_cells(view) -> list[str]:
    out = []
    todo = [QAccessible.queryAccessibleInterface(view)]
    while todo:
        iface = todo.pop()
        for i in range(iface.childCount()):
            child = iface.child(i)
            if child is None:
                continue
            if child.state().focused:
                out.append(child.text(QAccessible.Text.Name))
            todo.append(child)
    return out


def test_the_log_claims_the_focus_only_while_it_has_it(qtbot, make_window):
    window = make_window(*new_game(n_humans=2, bots=("greedy",), seed=3))
    settle(qtbot, window)
    window.log_view.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    assert _focused_cells(window.log_view) == ["Round 1"]  # visited: its cell has the focus
    window.board_view.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    assert QApplication.focusWidget() is window.board_view
    assert _focused_cells(window.log_view) == []  # one object claims the focus, not two
    window.log_view.setFocus(Qt.FocusReason.BacktabFocusReason)
    QApplication.processEvents()
    assert _focused_cells(window.log_view) == ["Round 1"]  # back where it was
