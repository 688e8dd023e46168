"""Nothing a person saved is overwritten unless they chose it (issue "Nothing lost").

- Save asks first when the game's file was changed on disk since it was opened or saved here
  (another program, a second copy of the app, a synced folder);
- Save as asks about the name with the file ending added (the dialog asked about the name as
  typed only);
- when an unfinished game cannot be kept aside (a full disk, a folder that cannot be written),
  the other game does not come: one message, the table and the autosave as they were.
The editors get the same two questions."""

from __future__ import annotations

import json
import os
import time

import pytest
from helpers import new_game, settle
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMessageBox
from zuendstoff import userdata
from zuendstoff.engine.bots import make_bot
from zuendstoff.engine.record import save_record, to_record
from zuendstoff.ui import file_guard

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _other_game_file(path, seed=30):
    """A different game (Clara and David's) written to ``path`` by "another program"."""
    from zuendstoff import resources
    from zuendstoff.engine import Game, Player
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Clara", "black"), Player("David", "white")], seed=seed)
    save_record(game, path)
    later = time.time() + 5  # a clock tick the file system surely tells apart
    os.utime(path, (later, later))
    return path.read_bytes()


@pytest.fixture
def asked(monkeypatch):
    """Answers for file_guard.ask_changed, and what it was asked."""
    state = {"answer": file_guard.CANCEL, "asked": []}

    def ask(parent, path):
        state["asked"].append(path)
        return state["answer"]

    monkeypatch.setattr(file_guard, "ask_changed", ask)
    return state


def test_save_over_a_file_changed_on_disk_asks_first(qtbot, make_window, tmp_path, asked, monkeypatch):
    window = make_window(*new_game(seed=4))
    settle(qtbot, window)
    path = tmp_path / "our game.zrec"
    assert window.files.save_to(str(path))
    assert window.files.save() and asked["asked"] == []  # unchanged: saved without a question
    theirs = _other_game_file(path)
    # cancel: the other program's file stays exactly as it is
    assert not window.files.save()
    assert asked["asked"] == [str(path)] and path.read_bytes() == theirs
    # save as: the dialog, and the other file still untouched
    asked["answer"] = file_guard.SAVE_AS
    elsewhere = tmp_path / "ours again.zrec"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(elsewhere), ""))
    assert window.files.save()
    assert path.read_bytes() == theirs and window.files.path == str(elsewhere)
    assert json.loads(elsewhere.read_text())["players"][0]["name"] == "Anna"
    # replace: the person chose it
    _other_game_file(elsewhere)
    asked["answer"] = file_guard.REPLACE
    assert window.files.save()
    assert json.loads(elsewhere.read_text())["players"][0]["name"] == "Anna"
    # and after our own save the next one asks nothing
    asked["asked"].clear()
    assert window.files.save() and asked["asked"] == []


def test_save_after_open_asks_when_the_opened_file_changed(qtbot, make_window, tmp_path, asked):
    window = make_window(*new_game(seed=4))
    path = tmp_path / "opened.zrec"
    game, _ = new_game(seed=9)
    save_record(game, path)
    assert window.files.open_path(str(path))
    settle(qtbot, window)
    assert window.files.save() and asked["asked"] == []
    theirs = _other_game_file(path)
    assert not window.files.save() and path.read_bytes() == theirs
    # a file that is gone holds nothing to lose: Save writes it again without a question
    path.unlink()
    asked["asked"].clear()
    assert window.files.save() and path.exists() and asked["asked"] == []


def test_the_real_question_offers_replace_save_as_and_cancel(qtbot):
    box, buttons = file_guard.changed_box(None, "/games/ours.zrec")
    qtbot.addWidget(box)
    assert "/games/ours.zrec" in box.text() and "changed" in box.text()
    assert set(buttons) == {file_guard.REPLACE, file_guard.SAVE_AS, file_guard.CANCEL}
    assert box.defaultButton() is buttons[file_guard.SAVE_AS]  # Enter never replaces
    assert box.escapeButton() is buttons[file_guard.CANCEL]


def test_save_as_asks_about_the_name_with_the_ending_added(qtbot, make_window, tmp_path, monkeypatch):
    window = make_window(*new_game(seed=4))
    settle(qtbot, window)
    existing = tmp_path / "Anna-Ben.zrec"
    theirs = _other_game_file(existing)
    typed = str(tmp_path / "Anna-Ben")  # what the dialog returns: it asked about this name
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (typed, ""))
    questions = []
    answer = [QMessageBox.StandardButton.No]
    monkeypatch.setattr(QMessageBox, "question",
                        lambda _p, title, text, *a: questions.append(text) or answer[0])
    assert not window.files.save_as()
    assert len(questions) == 1 and str(existing) in questions[0]
    assert existing.read_bytes() == theirs and not os.path.exists(typed)
    answer[0] = QMessageBox.StandardButton.Yes
    assert window.files.save_as()
    assert window.files.path == str(existing)
    assert json.loads(existing.read_text())["players"][0]["name"] == "Anna"
    # a new name: the ending is added and nothing is asked
    questions.clear()
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "Brett v1.2"), ""))
    assert window.files.save_as() and questions == []
    assert (tmp_path / "Brett v1.2.zrec").exists()


def test_with_suffix_keeps_a_name_the_dialog_asked_about(tmp_path, qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a: pytest.fail("nothing to ask"))
    bare = tmp_path / "notes"
    bare.write_text("mine")
    assert file_guard.with_suffix(None, str(bare), ".zrec") == str(bare)  # chosen in the dialog
    assert file_guard.with_suffix(None, str(tmp_path / "a.ZREC"), ".zrec") == str(tmp_path / "a.ZREC")
    assert file_guard.with_suffix(None, str(tmp_path / "b"), ".zrec") == str(tmp_path / "b.zrec")


def test_the_editors_ask_the_same_two_questions(qtbot, tmp_path, monkeypatch, asked, home):
    from zuendstoff.ui.editor import layout_editor
    from zuendstoff.ui.editor.layout_editor import LayoutEditorWindow
    win = LayoutEditorWindow()
    qtbot.addWidget(win)
    win.new_layout()
    win.scene.place((0, 0), "sun")
    win.scene.place((1, 0), "earth")
    path = tmp_path / "kitchen.zlayout"
    assert win.save_to(str(path))
    win.scene.place((2, 0), "planet")
    theirs = path.read_bytes() + b" "
    path.write_bytes(theirs)
    later = time.time() + 5
    os.utime(path, (later, later))
    assert not win.save() and asked["asked"] == [str(path)] and path.read_bytes() == theirs
    asked["answer"] = file_guard.REPLACE
    assert win.save() and path.read_bytes() != theirs
    # Save as with a typed name whose .zlayout exists
    other = tmp_path / "hall.zlayout"
    other.write_text("theirs")
    monkeypatch.setattr(layout_editor.QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(tmp_path / "hall"), "")))
    questions = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda _p, title, text, *a: questions.append(text) or QMessageBox.StandardButton.No)
    assert not win.save_as()
    assert len(questions) == 1 and other.read_text() == "theirs"
    win.stack.setClean()
    win.close()


def _unfinished_autosave():
    game, _ = new_game(n_humans=1, bots=("greedy",), seed=21)
    bot = make_bot("greedy", 3)
    for _ in range(9):
        game.apply(bot.decide(game.view(game.pending_seats()[0])))
    path = userdata.autosave_path()
    save_record(game, path, {"zuendstoff_app": {"seats": [{"kind": "human"},
                                                          {"kind": "computer", "bot": "greedy"}],
                                                "casual": False}})
    return path, path.read_bytes()


def _previous_games_cannot_be_made():
    """A file where the folder of previous games would go: mkdir fails on every system."""
    blocker = userdata.data_dir() / "previous-games"
    blocker.write_text("not a folder")
    return blocker


def test_a_game_that_cannot_be_kept_aside_stays_and_the_other_does_not_come(
        qtbot, make_window, tmp_path, monkeypatch):
    window = make_window(*new_game(seed=4))
    settle(qtbot, window)
    table = json.dumps(to_record(window.model.game))
    path, before = _unfinished_autosave()
    _previous_games_cannot_be_made()
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text, *a: said.append((title, text)))
    other = tmp_path / "other.zrec"
    save_record(new_game(seed=12)[0], other)
    # File → Open (and a file handed over by the desktop)
    assert window.files.open_path(str(other)) is False
    assert len(said) == 1 and "previous-games" in said[0][1] and "Traceback" not in said[0][1]
    assert json.dumps(to_record(window.model.game)) == table and path.read_bytes() == before
    assert window.files.path is None
    # Game → New game
    said.clear()
    dialog = window.new_game()
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    qtbot.wait(200)
    assert len(said) == 1 and json.dumps(to_record(window.model.game)) == table
    assert path.read_bytes() == before
    # a replay's "play on from here"
    said.clear()
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    seats = window.model.seats
    assert window.replays.play_on(new_game(seed=13)[0], seats) is False
    assert len(said) == 1 and json.dumps(to_record(window.model.game)) == table
    assert path.read_bytes() == before


def test_keeping_aside_still_works_when_it_can(qtbot, make_window, tmp_path, monkeypatch):
    window = make_window(*new_game(seed=4))
    path, before = _unfinished_autosave()
    other = tmp_path / "other.zrec"
    save_record(new_game(seed=12)[0], other)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: pytest.fail("nothing to warn about"))
    assert window.files.open_path(str(other))
    kept = list((userdata.data_dir() / "previous-games").glob("*.zrec"))
    assert len(kept) == 1 and kept[0].read_bytes() == before
