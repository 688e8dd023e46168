"""Save, open, autosave and resume (record format: docs/record-format.md)."""

from __future__ import annotations

import json
import os

import pytest
from helpers import new_game, settle, step
from PySide6.QtWidgets import QMessageBox
from zuendstoff import userdata
from zuendstoff.engine import Phase
from zuendstoff.engine.bots import make_bot
from zuendstoff.engine.record import to_record
from zuendstoff.ui.game.file_actions import load_game

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _record(game):
    return json.dumps(to_record(game))


class Messages:
    """Stands in for QMessageBox.warning/question so no modal box blocks a test."""

    def __init__(self, monkeypatch, answer=QMessageBox.StandardButton.Yes):
        self.shown = []
        monkeypatch.setattr(QMessageBox, "warning",
                            lambda parent, title, text, *a: self.shown.append((title, text)))
        monkeypatch.setattr(QMessageBox, "question",
                            lambda parent, title, text, *a: self.shown.append((title, text))
                            or answer)


def test_save_mid_round_quit_load_and_finish_the_same_game(qtbot, make_window, tmp_path):
    game, kinds = new_game(n_humans=2, bots=("greedy",), seed=4)
    window = make_window(game, kinds)
    brains = {0: make_bot("greedy", 1), 1: make_bot("greedy", 2)}
    for _ in range(2000):  # play until a flight is under way in round 2 or later
        settle(qtbot, window)
        g = window.model.game
        if g.round_no >= 2 and g.phase is Phase.STOP and not window.model.is_computer(
                g.pending_seats()[0]):
            break
        assert step(qtbot, window, brains)
    path = tmp_path / "mid.zrec"
    assert window.files.save_to(str(path))
    saved = _record(window.model.game)
    window.close()  # "quit"
    del window

    window = make_window(new_game(seed=99)[0], kinds)  # a fresh window with another game
    settle(qtbot, window)
    assert window.files.open_path(str(path))
    settle(qtbot, window)
    assert _record(window.model.game) == saved
    assert [k.bot for k in window.model.seats] == [None, None, "greedy"]
    assert window.model.game.phase is Phase.STOP
    for _ in range(3000):
        if not step(qtbot, window, brains):
            break
    settle(qtbot, window)
    assert window.model.game.is_over and window.model.game.winners
    assert to_record(window.model.game)["rounds"][0] == json.loads(saved)["rounds"][0]


def test_r26_save_during_card_choice_keeps_no_unrevealed_card(qtbot, make_window, tmp_path):
    game, kinds = new_game(n_humans=2, bots=(), seed=4)
    window = make_window(game, kinds)
    brains = {0: make_bot("greedy", 1), 1: make_bot("greedy", 2)}
    step(qtbot, window, brains)  # Anna lays a card face down
    settle(qtbot, window)
    assert window.model.game.has_chosen(0)
    path = tmp_path / "cards.zrec"
    window.files.save_to(str(path))
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["rounds"] == []  # round 1: nothing revealed yet, so nothing of it is written
    loaded, _seats, _casual = load_game(path)
    assert not loaded.has_chosen(0) and loaded.phase is Phase.FIRST_CARD  # Anna chooses again


def test_autosave_after_every_decision_and_a_failing_write_keeps_the_last_one(
        qtbot, make_window, monkeypatch):
    game, kinds = new_game(n_humans=1, bots=("greedy", "random"), seed=6)
    window = make_window(game, kinds)
    brains = {0: make_bot("greedy", 1)}
    auto = userdata.autosave_path()
    assert not auto.exists()  # opening a window never overwrites the last game's autosave
    step(qtbot, window, brains)
    settle(qtbot, window)
    assert _record(load_game(auto)[0]) == _record(window.model.game)
    good = auto.read_bytes()

    real_replace = os.replace

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", broken_replace)
    before_round = window.model.game.round_no
    for _ in range(6):
        step(qtbot, window, brains)
    settle(qtbot, window)
    assert window.model.game.round_no > before_round or window.model.game.rounds != []
    assert auto.read_bytes() == good  # the previous autosave is untouched…
    assert load_game(auto)[0] is not None  # …and loads
    assert "Autosave failed" in window.statusBar().currentMessage()
    assert window.files.autosave_error
    assert not [p for p in auto.parent.iterdir() if p.name.endswith(".tmp")]
    monkeypatch.setattr(os, "replace", real_replace)
    step(qtbot, window, brains)
    settle(qtbot, window)
    assert window.files.autosave_error is None
    loaded = load_game(auto)[0]
    g = window.model.game
    assert (loaded.round_no, loaded.phase, len(loaded.rounds)) == (g.round_no, g.phase, len(g.rounds))
    assert _record(loaded) == _record(window.model.game)


def test_damaged_or_foreign_record_gives_one_message_and_changes_nothing(
        qtbot, make_window, monkeypatch, tmp_path):
    game, kinds = new_game(n_humans=2, bots=(), seed=2)
    window = make_window(game, kinds)
    settle(qtbot, window)
    messages = Messages(monkeypatch)
    current = window.model.game
    before = _record(current)
    window.files.autosave()
    good = tmp_path / "good.zrec"
    window.files.save_to(str(good))
    auto = userdata.autosave_path().read_bytes()  # (a save writes the autosave: it names the file)
    doc = json.loads(good.read_text(encoding="utf-8"))
    tampered = dict(doc, rounds=[{"cards": [["sun", "sun"], ["red2", "red3"]], "rotations": [],
                                  "picks": [], "flights": []}])
    cases = {
        "garbage.zrec": b"\x00\x01not json at all",
        "foreign.zrec": json.dumps({"format": "something-else", "version": 1}).encode(),
        "layout.zrec": json.dumps({"format": "zuendstoff-layout"}).encode(),
        "tampered.zrec": json.dumps(tampered).encode(),
        "truncated.zrec": good.read_bytes()[: len(good.read_bytes()) // 2],
    }
    for name, data in cases.items():
        path = tmp_path / name
        path.write_bytes(data)
        messages.shown.clear()
        assert window.files.open_path(str(path)) is False
        assert len(messages.shown) == 1, name
        assert str(path) in messages.shown[0][1]
        assert window.model.game is current and _record(window.model.game) == before
        assert userdata.autosave_path().read_bytes() == auto
    messages.shown.clear()
    assert window.files.open_path(str(tmp_path / "missing.zrec")) is False
    assert len(messages.shown) == 1 and "does not exist" in messages.shown[0][1]


def test_resume_offers_the_autosaved_game(qtbot, make_window, monkeypatch):
    game, kinds = new_game(n_humans=1, bots=("random",), seed=12)
    window = make_window(game, kinds)
    brains = {0: make_bot("greedy", 1)}
    for _ in range(5):
        step(qtbot, window, brains)
    settle(qtbot, window)
    saved = _record(window.model.game)
    window.close()

    messages = Messages(monkeypatch, QMessageBox.StandardButton.Yes)
    window = make_window(new_game(seed=50)[0], kinds)
    window.resume_or_new()
    settle(qtbot, window)
    assert len(messages.shown) == 1 and "Continue" in messages.shown[0][1]
    assert _record(window.model.game) == saved
    assert window.model.is_computer(1)

    messages = Messages(monkeypatch, QMessageBox.StandardButton.No)
    window2 = make_window(new_game(seed=51)[0], kinds)
    window2.resume_or_new()
    assert window2.new_game_dialog.isVisible()
    window2.new_game_dialog.reject()


def test_damaged_autosave_at_start_is_reported_once_and_kept(qtbot, make_window, monkeypatch):
    auto = userdata.autosave_path()
    auto.write_text('{"format": "zuendstoff-record", "version": 1, "rounds": [', "utf-8")
    messages = Messages(monkeypatch)
    game, kinds = new_game()
    window = make_window(game, kinds)
    window.resume_or_new()
    assert len(messages.shown) == 1 and str(auto) in messages.shown[0][1]
    kept = next(auto.parent.glob("autosave-damaged *.zrec"))
    assert kept.read_text("utf-8").endswith('"rounds": [')
    assert window.new_game_dialog.isVisible()  # on to a new game
    window.new_game_dialog.reject()


def test_every_kind_of_file_the_desktop_hands_over_opens_in_its_window(qtbot, make_window, tmp_path,
                                                                       monkeypatch):
    """The app is registered for games, layouts and disc sets (.desktop MimeType, Info.plist):
    a double-clicked layout or disc set opens in its editor (it was refused as 'not a game'),
    a game on the table; a damaged one gives one message and opens nothing."""
    from PySide6.QtWidgets import QApplication
    from zuendstoff import resources
    from zuendstoff.engine.layout import Layout
    from zuendstoff.engine.record import save_record
    from zuendstoff.ui.editor.discset_editor import DiscSetEditorWindow
    from zuendstoff.ui.editor.layout_editor import LayoutEditorWindow
    messages = Messages(monkeypatch)
    window = make_window(*new_game(seed=4))
    settle(qtbot, window)
    layout = tmp_path / "Mine.ZLAYOUT"
    Layout.build("Mine", [(0, 0, "sun"), (0, 2, "earth"), (1, 2, "planet")]).save(str(layout))
    discs = tmp_path / "mine.zdiscs"
    discs.write_bytes(resources.path("discsets", "default.zdiscs").read_bytes())
    game = tmp_path / "game.zrec"
    other, _kinds = new_game(seed=9)
    save_record(other, str(game))

    def editors(kind):
        return [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]

    assert window.open_file(str(layout))
    opened = editors(LayoutEditorWindow)
    assert len(opened) == 1 and opened[0].path == str(layout)
    assert window.open_file(str(discs))
    assert [w.path for w in editors(DiscSetEditorWindow)] == [str(discs)]
    assert messages.shown == []
    assert window.open_file(str(game)) and window.files.path == str(game)
    assert _record(window.model.game) == _record(other)
    broken = tmp_path / "broken.zlayout"
    broken.write_text("{")
    assert not window.open_file(str(broken))
    assert len(messages.shown) == 1 and str(broken) in messages.shown[0][1]
    assert len(editors(LayoutEditorWindow)) == 1  # no empty editor left behind
    for w in editors(LayoutEditorWindow) + editors(DiscSetEditorWindow):
        w.close()
