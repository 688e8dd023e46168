"""No tall empty gap in the side column (issue 42, item 11): at a hot-seat table the decision
bar keeps a hand's height, and its few buttons sat at the top of it with the rest empty down
to the players table. They now sit right over the table; the board and the panels keep their
place (test_room_for_the_hand.py)."""

from __future__ import annotations

import pytest
from helpers import at_moment, new_game, on_privacy, settle
from PySide6.QtWidgets import QApplication

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _gap(window) -> int:
    """From the bottom of the bar's lowest control to the top of the players table."""
    bar = window.bar
    lowest = max(w.mapTo(window, w.rect().bottomLeft()).y() for w in bar.controls()
                 if w.isVisible())
    return window.players_view.mapTo(window, window.players_view.rect().topLeft()).y() - lowest


def test_the_decision_buttons_sit_over_the_players_table(qtbot, make_window, settings):
    settings.table_pause = -1  # (the cards turned over wait for Continue)
    window = make_window(*new_game(n_humans=2, bots=("greedy",), seed=3))
    window.resize(1600, 960)
    gaps = {}
    for _ in range(60):
        settle(qtbot, window)
        QApplication.processEvents()
        game = window.model.game
        if at_moment(window):
            gaps.setdefault("moment", _gap(window))
            window.flow.continue_moment()
        elif window.bar.in_use() and window.bar.seat is not None:
            gaps.setdefault(game.phase.name, _gap(window))
            window.bar.decided.emit(window.bar.legal[0])
        elif on_privacy(window):
            window.privacy.button.click()
        elif window.hand.isVisible():
            window.hand.confirm()
        if len(gaps) >= 3:
            break
    assert gaps, "no decision met"
    room = window.controls.height()
    assert room > 300  # (the hand's height, kept at a hot-seat table)
    # no more than the margins and spacing between them: the buttons are over the table
    assert all(gap <= 24 for gap in gaps.values()), (gaps, room)
