"""A safe start (issue "Nothing lost"): until the person has chosen to continue the last game
or to start another, nothing plays and nothing is written; an unfinished game is never
overwritten by a new one; damaged settings and temp files of killed writes are dealt with."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest
from helpers import new_game, settle
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox
from zuendstoff import userdata
from zuendstoff.engine.bots import make_bot
from zuendstoff.engine.record import save_record

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _unfinished_autosave(kinds=None):
    game, _kinds = new_game(n_humans=1, bots=("greedy",), seed=21)
    bot = make_bot("greedy", 3)
    for _ in range(9):
        seat = game.pending_seats()[0]
        game.apply(bot.decide(game.view(seat)))
    path = userdata.autosave_path()
    seats = [{"kind": "human"}, {"kind": "computer", "bot": "greedy"}]
    save_record(game, path, {"zuendstoff_app": {"seats": seats, "casual": False}})
    return path, path.read_bytes()


def _computer_seats(settings):
    settings.q.setValue("play/last_seats", json.dumps(
        [{"name": "C1", "piece": "black", "bot": "greedy"}, {"name": "C2", "piece": "white", "bot": "greedy"}]))


def test_nothing_plays_or_is_written_behind_the_first_question(qtbot, settings, monkeypatch):
    from zuendstoff.ui.game.window import MainWindow
    path, before = _unfinished_autosave()
    _computer_seats(settings)  # remembered seats are all computers: they must not play
    window = MainWindow(settings=settings, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.wait(2500)  # the question is open: seconds pass
    assert not window.has_game and window.pages.currentWidget() is window.no_game
    assert window.windowTitle() == "Zündstoff"  # no round of a game that does not exist
    assert not window.runner.busy and window.model.game.rounds[0]["cards"] == []
    assert path.read_bytes() == before
    # "No", then the new-game dialog cancelled: still untouched, still no game
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.No)
    window.resume_or_new()
    window.new_game_dialog.reject()
    qtbot.wait(500)
    assert path.read_bytes() == before and not window.has_game
    # a new game for real: the unfinished one is kept (moved, byte for byte), then play starts
    dialog = window.new_game()
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.model.game.rounds[0]["cards"] != [], timeout=10000)  # computers play
    kept = list((userdata.data_dir() / "previous-games").glob("*.zrec"))
    assert len(kept) == 1 and kept[0].read_bytes() == before
    assert window.has_game and "previous-games" in window.statusBar().currentMessage()


def test_continuing_starts_play_and_the_autosave_follows(qtbot, settings, monkeypatch):
    from zuendstoff.ui.game.window import MainWindow
    path, before = _unfinished_autosave()
    window = MainWindow(settings=settings, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    window.resume_or_new()
    settle(qtbot, window)
    assert window.has_game and window.pages.currentWidget() is not window.no_game
    assert "round" in window.windowTitle()
    assert not list((userdata.data_dir() / "previous-games").glob("*.zrec"))


def test_a_kill_during_the_question_leaves_the_autosave_as_it_was(home, tmp_path):
    """The real app, started as a person starts it; killed while it asks."""
    path, before = _unfinished_autosave()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ZUENDSTOFF_HOME=str(home))
    proc = subprocess.Popen([sys.executable, "-m", "zuendstoff"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(6)  # started, built, asking "Continue the last game?"
        assert proc.poll() is None, "the app ended by itself"
    finally:
        proc.kill()  # SIGKILL; on Windows TerminateProcess (it has no SIGKILL)
        proc.wait(timeout=30)
    assert path.read_bytes() == before
    assert not list(path.parent.glob(".autosave.zrec.*.tmp"))


def test_unknown_levels_and_damaged_settings_are_reset_and_said_once(qtbot, settings, monkeypatch):
    from zuendstoff.ui.game.window import MainWindow
    settings.q.setValue("play/last_seats", json.dumps(
        [{"name": "A", "piece": "black", "bot": "evil"}, {"name": "B", "piece": "white", "bot": None}]))
    settings.q.setValue("play/animation_speed", "fast, please")
    window = MainWindow(settings=settings, bot_delay_ms=0)  # no KeyError for "evil"
    qtbot.addWidget(window)
    assert [s.bot for s in settings.last_seats()] == ["medium", None]
    assert settings.animation_speed == 1.0
    said = []
    monkeypatch.setattr(QMessageBox, "information", lambda _p, title, text, *a: said.append(text))
    window.tidy_user_files()
    window.tidy_user_files()
    assert len(said) == 1 and "play/last_seats" in said[0] and "play/animation_speed" in said[0]


def test_stale_temp_files_of_killed_writes_are_removed_at_start(qtbot, settings, make_window):
    data = userdata.data_dir()
    stale = data / ".autosave.zrec.abc123.tmp"
    fresh = data / ".autosave.zrec.def456.tmp"
    mine = data / "my notes.tmp"
    for p in (stale, fresh, mine):
        p.write_text("half")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    os.utime(mine, (old, old))
    window = make_window(*new_game(seed=2))
    window.tidy_user_files()
    assert not stale.exists() and fresh.exists() and mine.exists()  # only our own, only old


def test_the_open_path_survives_hostile_records_and_keeps_the_game(qtbot, make_window, tmp_path,
                                                                   monkeypatch):
    """File → Open (and `zuendstoff FILE`, and the autosave at start) with damaged records,
    the app's own section included: one message each, the game on the table untouched."""
    import random
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "engine"))
    import hostile
    from zuendstoff.engine.record import to_record
    window = make_window(*new_game(seed=8))
    settle(qtbot, window)
    before = json.dumps(to_record(window.model.game))
    valid = json.loads(hostile.valid_files()["record"])
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text, *a: said.append(text))
    app_section = [{"seats": [{"kind": "computer", "bot": ["hard"]}] * 3},
                   {"seats": [{"kind": "computer", "bot": {"x": 1}}] * 3},
                   {"seats": "all of them"}, {"casual": "yes"}, {"hints": {"used": [[1, 2]]}},
                   {"seats": [{"kind": "robot"}] * 3}]
    rng = random.Random(11)
    tried = 0
    for case in range(40):
        doc = dict(valid)
        if case < len(app_section):
            doc["zuendstoff_app"] = app_section[case]
            data = json.dumps(doc).encode()
        else:
            data = hostile.mutate(json.dumps(doc).encode(), rng)
        path = tmp_path / f"hostile-{case}.zrec"
        path.write_bytes(data)
        said.clear()
        opened = window.files.open_path(str(path))
        tried += 1
        if opened:  # a mutant that is a true record: it loaded; put the game back
            window.model.set_game(new_game(seed=8)[0], window.model.seats)
            continue
        assert len(said) == 1 and str(path) in said[0] and len(said[0]) < len(str(path)) + 500
        assert json.dumps(to_record(window.model.game)) == before
    assert tried == 40


def test_the_empty_table_is_readable(qtbot, settings):
    """The page before any game draws its dark background in the window (its light words
    stood unreadable on the window's light grey: a style sheet's background on a plain
    QWidget subclass is painted only with WA_StyledBackground)."""
    from zuendstoff.ui.game.window import MainWindow
    window = MainWindow(settings=settings, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(900, 600)
    window.show()
    window.pages.setCurrentWidget(window.no_game)
    qtbot.wait(50)
    image = window.grab().toImage()
    corner = window.no_game.mapTo(window, window.no_game.rect().topLeft())
    assert image.pixelColor(corner.x() + 5, corner.y() + 5).lightness() < 60
