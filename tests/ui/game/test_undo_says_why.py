"""Issue 42 item 10: a greyed-out Undo says why. R27 stays as it is; the tip and the status
line name what sealed the game (the cards turned over, a laid card, a planet turned face up),
and the Undo key pressed then says it once, in the status line and to a screen reader."""

from __future__ import annotations

import pytest
from helpers import new_game, settle
from PySide6.QtCore import Qt
from zuendstoff import i18n
from zuendstoff.engine.bots import make_bot

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _press_undo(qtbot, window) -> list[str]:
    announcer = window.access.announcer
    announcer.flush()
    before = len(announcer.history)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    announcer.flush()
    return list(announcer.history)[before:]


def _lay_first_card(qtbot, window) -> None:
    settle(qtbot, window)
    seat = window.flow.looking
    assert seat == 0, "the person's hand is on show"
    card = make_bot("greedy", 1).decide(window.model.game.view(seat)).card
    window.hand.select_card(card)
    window.hand.confirm()
    settle(qtbot, window)


def test_r27_a_greyed_out_undo_names_the_rule_and_the_key_says_it(qtbot, make_window):
    window = make_window(*new_game(n_humans=1, bots=("greedy",), seed=3))
    settle(qtbot, window)
    undo = window.undo.undo_action
    assert not undo.isEnabled()
    assert undo.toolTip() == undo.statusTip() == \
        "Undo is not possible: nothing of yours to undo yet."
    _lay_first_card(qtbot, window)
    game = window.model.game
    assert game.reveals > 0 and game.round_no == 1, "both first cards turned over"
    assert not undo.isEnabled()  # R27 stays: nothing before the reveal is taken back
    why = ("Undo is not possible: the cards are turned over; this cannot be taken back "
           "(rule R27).")
    assert undo.toolTip() == undo.statusTip() == why
    assert _press_undo(qtbot, window) == [why]  # said once
    assert window.statusBar().currentMessage() == why
    assert window.model.game is game or window.model.game.reveals == game.reveals
    # pressed again: said again (a person asked twice)
    assert _press_undo(qtbot, window) == [why]


def test_an_undo_that_can_be_made_has_no_reason_and_the_key_undoes(qtbot, make_window):
    from helpers import is_card_phase
    window = make_window(*new_game(n_humans=1, bots=("greedy",), seed=3))
    _lay_first_card(qtbot, window)
    brain = make_bot("greedy", 1)
    for _ in range(200):  # on to a public decision of the person's that Undo can take back
        settle(qtbot, window)
        game = window.model.game
        if window.undo.undo_action.isEnabled():
            break
        seat = game.pending_seats()[0]
        if window.flow.moment is not None:
            window.bar.continue_button.click()
        elif is_card_phase(game):
            window.hand.select_card(brain.decide(game.view(seat)).card)
            window.hand.confirm()
        else:
            window.flow.decide(brain.decide(game.view(seat)))
    undo = window.undo.undo_action
    assert undo.isEnabled()
    assert undo.statusTip() == "" and undo.toolTip() == undo.text()
    before = window.model.game.copy()
    said = _press_undo(qtbot, window)
    settle(qtbot, window)
    assert not any(s.startswith("Undo is not possible") for s in said)
    assert window.model.game.rounds != before.rounds or window.model.game.phase != before.phase


def test_the_reason_in_german(qtbot, make_window):
    i18n.install("de")
    try:
        window = make_window(*new_game(n_humans=1, bots=("greedy",), seed=3))
        _lay_first_card(qtbot, window)
        tip = window.undo.undo_action.toolTip()
        assert "R27" in tip and "Undo is not possible" not in tip, tip
        assert _press_undo(qtbot, window) == [tip]
    finally:
        i18n.install("en")
