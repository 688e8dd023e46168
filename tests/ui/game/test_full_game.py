"""A whole 3-seat game (two people, one computer) played through the window with clicks and
keys, to the game-over screen, with the privacy check (R13, R26) at every privacy screen."""

from __future__ import annotations

import pytest
from helpers import (
    choose_card_by_keys,
    is_card_phase,
    new_game,
    on_privacy,
    pass_privacy,
    play_public,
    settle,
)
from privacy_probe import assert_no_secret
from PySide6.QtWidgets import QApplication
from zuendstoff.engine import PlayCard
from zuendstoff.engine.bots import make_bot

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def test_r13_r26_complete_game_two_people_one_computer(qtbot, make_window):
    game, kinds = new_game(n_humans=2, bots=("greedy",), seed=7)
    window = make_window(game, kinds)
    brains = {0: make_bot("greedy", 1), 1: make_bot("greedy", 2)}
    privacy_screens = swaps = 0
    seen = set()
    for _step in range(3000):
        settle(qtbot, window)
        game = window.model.game
        if game.is_over:
            break
        if is_card_phase(game):
            assert on_privacy(window), "a person's card choice must start behind the screen"
            privacy_screens += 1
            swaps += assert_no_secret(window, qtbot)
            seat = pass_privacy(qtbot, window)
            assert window.hand_model.rowCount() == sum(game.hand(seat).values())
            decision = brains[seat].decide(game.view(seat))
            assert isinstance(decision, PlayCard)
            choose_card_by_keys(qtbot, window, decision.card)
            seen.add("card")
            # the hand is gone at once: the screen covers or the cards are revealed
            assert window.hand_model.rowCount() == 0
            continue
        seat = game.pending_seats()[0]
        assert not window.model.is_computer(seat), "the computer should have moved by itself"
        assert game.players[seat].name in window.status_line.text()
        decision = brains[seat].decide(game.view(seat))
        seen.add(type(decision).__name__)
        before = game.copy()
        play_public(qtbot, window, decision)
        settle(qtbot, window)
        assert window.model.game.history_depth == 0
        assert window.model.game.rounds != before.rounds or window.model.game.phase != \
            before.phase, f"{decision} had no effect"
    else:
        raise AssertionError("the game did not end")
    settle(qtbot, window)
    qtbot.waitUntil(lambda: window.game_over_dialog is not None
                    and window.game_over_dialog.isVisible())
    dialog = window.game_over_dialog
    winners = [game.players[s].name for s in window.model.game.winners]
    assert winners and all(name in dialog.title.text() for name in winners)
    assert "Game over" in window.status_line.text()
    assert privacy_screens >= 4 and swaps > 0
    assert {"card", "Stop"} <= seen
    dialog.reject()
    QApplication.processEvents()


def test_a_round_with_animations_on(qtbot, make_window):
    """With animations running, every step still comes (after the board has caught up)."""
    game, kinds = new_game(n_humans=2, bots=("greedy",), seed=7)
    window = make_window(game, kinds)
    window.scene.set_animation_speed(4.0)
    window.reveal.speed = 4.0
    brains = {0: make_bot("greedy", 1), 1: make_bot("greedy", 2)}
    from helpers import step
    for _ in range(60):
        if window.model.game.round_no >= 3:
            break
        assert step(qtbot, window, brains)
    assert window.model.game.round_no >= 3
