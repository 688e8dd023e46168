"""A forced move made for a person is never silent: it is said (status bar, screen reader)
and the disc it concerns is ringed on the board for a moment."""

from __future__ import annotations

import pytest
from helpers import settle
from test_table_moments import _before_a_forced_move, states

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def test_a_forced_move_is_said_and_its_disc_ringed(qtbot, make_window):
    from zuendstoff.document.game_model import SeatKind
    game = next(states(_before_a_forced_move, seats=3))
    window = make_window(game.copy(), [SeatKind()] * 3)
    window.flow.auto_forced = True
    said = []
    window.access.announcer.say = said.append
    settle(qtbot, window)
    seat = game.pending_seats()[0]
    window.bar.decided.emit(game.legal_decisions(seat)[0])
    settle(qtbot, window)
    forced = window.stack.command(1)
    assert forced.forced
    notice = window.forced_notice.last
    assert notice.startswith("Done for you") and forced.text() in notice
    assert notice in said
    assert window.statusBar().currentMessage() == notice or notice in said
    assert window.scene.flashing()  # the disc is ringed ...
    qtbot.waitUntil(lambda: not window.scene.flashing(), timeout=5000)  # ... for a moment
