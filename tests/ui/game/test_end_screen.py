"""The end of the game: who won and why, the rounds, the decisive flights; Replay, Rematch
with the same seats, Save, New game; the winner said first; the game kept in History."""

from __future__ import annotations

import pytest
from helpers import settle
from PySide6.QtWidgets import QApplication

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _over(qtbot, make_window, home):
    from game_states_path import reach_over
    game = reach_over()
    window = make_window(game, None)
    said = []
    window.access.announcer.say = said.append
    settle(qtbot, window)
    qtbot.waitUntil(lambda: window.game_over_dialog is not None
                    and window.game_over_dialog.isVisible())
    return window, window.game_over_dialog, said, game


def test_the_end_screen_tells_who_won_why_and_how(qtbot, make_window, home):
    window, dialog, said, game = _over(qtbot, make_window, home)
    winner = game.players[game.winners[0]].name
    assert dialog.title.text().startswith(winner)
    assert said and said[0] == dialog.winners_line()  # the winner is said first
    assert dialog.accessibleName() == dialog.winners_line()
    assert winner in dialog.why.text() and "chips of two colours" in dialog.why.text()
    story = dialog.story.text()
    # every chip of the game was a flight into the sun, told with its round
    chips = sum(len(c) for c in game.chips)
    assert story.count("into the sun") == chips and "Round " in story
    assert "round" in dialog.detail.text()
    for button in (dialog.replay_button, dialog.rematch_button, dialog.save_button,
                   dialog.new_button, dialog.close_button):
        assert button.text() and button.isVisible()
    dialog.reject()


def test_rematch_keeps_the_seats_and_the_board(qtbot, make_window, home):
    window, dialog, _said, game = _over(qtbot, make_window, home)
    seats = list(window.model.seats)
    dialog.rematch_button.click()
    settle(qtbot, window)
    new = window.model.game
    assert not new.is_over and new.round_no == 1 and new is not game
    assert [p.name for p in new.players] == [p.name for p in game.players]
    assert [p.piece for p in new.players] == [p.piece for p in game.players]
    assert new.layout == game.layout and list(window.model.seats) == seats


def test_replay_and_save_do_what_they_say(qtbot, make_window, home):
    window, dialog, _said, game = _over(qtbot, make_window, home)
    calls = []
    window.replays.replay_current = lambda: calls.append("replay")
    dialog.replay_button.click()
    QApplication.processEvents()
    assert calls == ["replay"]
    window.files.save = lambda: calls.append("save")
    window.show_game_over()
    window.game_over_dialog.save_button.click()
    QApplication.processEvents()
    assert calls == ["replay", "save"]
