"""Pointing at a "Fly <colour>" button draws that flight on the board (issue 42, item 11), as
pointing at a card in the hand does; moving off it takes the drawing away."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from helpers import settle
from PySide6.QtCore import QEvent, QPointF
from PySide6.QtGui import QEnterEvent
from PySide6.QtWidgets import QApplication
from zuendstoff.document.game_model import SeatKind
from zuendstoff.engine import Phase, PickColour
from zuendstoff.engine.constants import COLOUR_INDEX
from zuendstoff.engine.preview import flight_preview

sys.path.insert(0, str(Path(__file__).parents[2] / "document"))
from game_states import phase_is, reach  # noqa: E402

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _enter(widget) -> None:
    QApplication.sendEvent(widget, QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))


def _leave(widget) -> None:
    QApplication.sendEvent(widget, QEvent(QEvent.Type.Leave))


def test_pointing_at_fly_colour_draws_that_flight(qtbot, make_window):
    game = reach(phase_is(Phase.PICK))
    window = make_window(game, [SeatKind()] * len(game.players))
    settle(qtbot, window)
    seat = game.pending_seats()[0]
    picks = [d for d in window.bar.legal if isinstance(d, PickColour)]
    assert len(picks) >= 2
    for decision in picks:
        button = window.bar.control_for(decision)
        assert button is not None and button.isVisible()
        _enter(button)
        expected = flight_preview(window.model.game.view(seat), COLOUR_INDEX[decision.colour])
        assert window.scene.shown_preview() == expected, decision
        assert window.scene.preview_item.isVisible()
        _leave(button)
    button.clearFocus()
    for b in (window.bar.control_for(d) for d in picks):
        _leave(b)
    assert not window.scene.preview_item.isVisible()
    # the flight chosen: the bar ends, nothing is left drawn
    _enter(window.bar.control_for(picks[0]))
    assert window.scene.preview_item.isVisible()
    window.bar.control_for(picks[0]).click()
    settle(qtbot, window)
    assert window.fly_previews.shown is None
