"""First contact (issue 42, item 12): someone alone who opens the app for the first time and
presses Start in the New game dialog plays at once, one person against computer players,
with no "Pass to Ben" screens against themselves."""

from __future__ import annotations

import pytest
from helpers import on_privacy, settle
from PySide6.QtWidgets import QDialogButtonBox
from zuendstoff.ui.dialogs.new_game import NewGameDialog

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def test_the_first_new_game_is_one_person_against_computers(qtbot, settings, make_window):
    dialog = NewGameDialog(None, settings)  # a fresh settings file: nothing chosen before
    qtbot.addWidget(dialog)
    seats = dialog.seats()
    people = [s for s in seats if s.bot is None and not s.phone]
    assert len(people) == 1 and len(seats) >= 2, seats
    assert all(s.bot for s in seats if s is not people[0])
    start = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert start.isEnabled(), dialog.problem.text()
    start.click()  # Start, as it is
    setup = dialog.result_setup
    assert setup is not None and setup.seats == seats
    # the game it starts: that one person's hand, straight away, no privacy screen
    from zuendstoff import resources
    from zuendstoff.document.game_model import SeatKind
    from zuendstoff.engine import Game, Player
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player(s.name, s.piece) for s in setup.seats], seed=1)
    window = make_window(game, [SeatKind(s.bot) if s.bot else SeatKind() for s in setup.seats])
    for _ in range(4):  # both cards of the first round: never "Pass to …"
        settle(qtbot, window)
        assert not on_privacy(window)
        if window.hand.isVisible():
            window.hand.confirm()
    assert window.model.game.round_no >= 1
