"""The title names the saved game's file; the new-game dialog offers a difficulty level for
computer seats."""

from __future__ import annotations

import pytest
from helpers import new_game, settle

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def test_title_shows_the_saved_games_file_name(qtbot, make_window, tmp_path):
    game, kinds = new_game()
    window = make_window(game, kinds)
    settle(qtbot, window)
    assert window.windowTitle() == "Zündstoff – round 1"
    path = tmp_path / "Friday night.zrec"
    assert window.files.save_to(str(path))
    assert window.windowTitle() == "Friday night.zrec – Zündstoff – round 1"
    other = tmp_path / "copy.zrec"
    path.rename(other)
    assert window.files.open_path(str(other))
    assert window.windowTitle().startswith("copy.zrec – Zündstoff")
    window.start_game(None)  # (nothing chosen: the game and its file stay)
    assert window.windowTitle().startswith("copy.zrec")


def test_a_new_game_has_no_file_name_in_the_title(qtbot, make_window, tmp_path):
    from zuendstoff.settings import SeatSetup
    game, kinds = new_game()
    window = make_window(game, kinds)
    assert window.files.save_to(str(tmp_path / "old.zrec"))

    class Setup:
        seats = [SeatSetup("Anna", "black"), SeatSetup("Ben", "white")]
        layout = game.layout
        discs = game.discs
        seed = 3
        casual = False
    window.start_game(Setup)
    assert "old.zrec" not in window.windowTitle()


def test_new_game_dialog_defaults_a_computer_seat_to_a_difficulty_level(qtbot, home):
    from zuendstoff.settings import Settings
    from zuendstoff.ui.dialogs.new_game import NewGameDialog
    dialog = NewGameDialog(None, Settings(str(home / "fresh.ini")))
    qtbot.addWidget(dialog)
    bots = [seat.bot for seat in dialog.seats() if seat.bot]
    assert bots == ["medium", "medium"]  # (the first game: one person against two; issue 42)
    assert "Medium" in dialog.rows[1].kind.currentText()
    assert "Medium" in dialog.rows[2].kind.currentText()


def test_no_stale_disc_description_on_the_privacy_screen(qtbot, make_window):
    """The status bar's line for the focused disc says nothing on the privacy screen (it kept
    the last disc described on the board)."""
    from helpers import on_privacy, step
    from zuendstoff.engine import Phase
    from zuendstoff.engine.bots import make_bot
    window = make_window(*new_game(n_humans=2, bots=(), seed=12))
    brains = {s: make_bot("greedy", 50 + s) for s in range(2)}
    label = window.access.disc_label
    for _ in range(40):  # to the first public decision of round 1
        settle(qtbot, window)
        if window.model.game.phase not in (Phase.FIRST_CARD, Phase.SECOND_CARD):
            break
        assert step(qtbot, window, brains)
    else:
        raise AssertionError("no public decision came")
    window.board_view.setFocus()
    disc = window.scene.disc_item(window.model.game.piece_cell(0))
    disc.setFocus()
    qtbot.waitUntil(lambda: label.text() != "", timeout=3000)
    for _ in range(40):  # the round is played to its end; the next hand-over comes
        settle(qtbot, window)
        if on_privacy(window):
            break
        assert step(qtbot, window, brains)
    assert on_privacy(window)
    assert label.text() == "" or not label.isVisible()
