"""The game-over dialog belongs to the game that ended (issue 41): when another game takes
the table it closes, and it is deleted; its buttons never act on the game that came."""

from __future__ import annotations

import pytest
import shiboken6
from helpers import settle
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from zuendstoff import resources
from zuendstoff.document.game_model import SeatKind
from zuendstoff.engine import Game, Player
from zuendstoff.engine.bots import make_bot
from zuendstoff.ui.dialogs.game_over import GameOverDialog

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)

COMPUTERS = [SeatKind("greedy")] * 3


def one_step_before_the_end(seed: int = 4) -> Game:
    """A game of three computer players whose next decision ends it."""
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Ben", "white"), Player("Clara", "purple")],
                    seed=seed)
    bots = [make_bot("greedy", s + 1) for s in range(3)]
    for _ in range(5000):
        seat = game.pending_seats()[0]
        before = game.copy()
        game.apply(bots[seat].decide(game.view(seat)))
        if game.is_over:
            return before
    raise AssertionError("no winner")


def game_over_dialogs() -> list[GameOverDialog]:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return [w for w in QApplication.allWidgets() if isinstance(w, GameOverDialog)]


def test_a_game_that_ends_behind_new_game_takes_its_dialog_away_when_the_new_one_starts(
        qtbot, make_window, home):
    """Anna opens Game → New game…; meanwhile the computers make the winning move and the
    game-over dialog opens on top. Anna presses Start game: the game-over dialog goes (and
    is deleted), so its Save, Rematch and Replay can never act on the new game."""
    window = make_window(one_step_before_the_end(), COMPUTERS)
    new_game = window.new_game()  # before the computers' last move (no event has run yet)
    assert new_game.isVisible() and not window.model.game.is_over
    qtbot.waitUntil(lambda: window.game_over_dialog is not None
                    and window.game_over_dialog.isVisible(), timeout=10000)
    over = window.game_over_dialog
    ended = window.model.game
    assert over.game is ended and ended.is_over
    saved: list = []
    window.files.save = lambda: saved.append(window.model.game)
    new_game.seed.setText("5")
    qtbot.mouseClick(new_game.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert window.model.game is not ended and not window.model.game.is_over
    assert window.game_over_dialog is None
    qtbot.waitUntil(lambda: not shiboken6.isValid(over), timeout=3000)  # deleted, not hidden
    assert game_over_dialogs() == []
    assert saved == []  # closing it did nothing to the new game


def test_the_end_of_a_game_undone_takes_its_dialog_away(qtbot, make_window, home):
    """A casual game's end taken back with Undo: the dialog of that end goes too."""
    from zuendstoff.document.game_model import HUMAN
    game = one_step_before_the_end()
    seat = game.pending_seats()[0]
    kinds = [HUMAN if s == seat else SeatKind("greedy") for s in range(3)]
    window = make_window(game, kinds, casual=True)
    settle(qtbot, window)
    decision = make_bot("greedy", seat + 1).decide(game.view(seat))
    window.flow.decide(decision)
    qtbot.waitUntil(lambda: window.game_over_dialog is not None
                    and window.game_over_dialog.isVisible(), timeout=10000)
    over = window.game_over_dialog
    assert window.undo.undo_action.isEnabled()
    window.undo.undo_action.trigger()
    settle(qtbot, window)
    assert not window.model.game.is_over
    assert window.game_over_dialog is None
    qtbot.waitUntil(lambda: not shiboken6.isValid(over), timeout=3000)
    assert game_over_dialogs() == []


def test_rematch_from_the_dialog_leaves_no_dialog_behind(qtbot, make_window, home):
    window = make_window(one_step_before_the_end(), COMPUTERS)
    qtbot.waitUntil(lambda: window.game_over_dialog is not None
                    and window.game_over_dialog.isVisible(), timeout=10000)
    over = window.game_over_dialog
    ended = window.model.game
    qtbot.mouseClick(over.rematch_button, Qt.MouseButton.LeftButton)
    assert window.model.game is not ended  # (the computers play the new game at once)
    qtbot.waitUntil(lambda: not shiboken6.isValid(over), timeout=3000)
    assert game_over_dialogs() == []
