"""Windows: another program (Defender, the search indexer, OneDrive) holds a file for a
moment and the rename of an atomic write is refused. Stand-in: os.replace refusing with
PermissionError, and jsonio.RETRY_RENAME as on Windows. The autosave after a decision is
written on its own thread (the window never waits for the disk) and says nothing unless the file
stays busy; Save and keeping a game aside try again for about 2 s; a file that stays busy gives
one plain message and nothing is lost."""

from __future__ import annotations

import json
import os

import pytest
from helpers import new_game, settle, step
from PySide6.QtWidgets import QMessageBox
from zuendstoff import userdata
from zuendstoff.engine import jsonio
from zuendstoff.engine.bots import make_bot
from zuendstoff.engine.record import to_record
from zuendstoff.ui.game.file_actions import load_game

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


class Refusing:
    def __init__(self, monkeypatch, times):
        self.left = times
        real = os.replace

        def replace(src, dst):
            if self.left > 0:
                self.left -= 1
                raise PermissionError(13, "Access is denied", str(dst))
            real(src, dst)

        monkeypatch.setattr(os, "replace", replace)
        monkeypatch.setattr(jsonio, "RETRY_RENAME", True)


def test_an_autosave_refused_a_few_times_is_written_without_a_message(
        qtbot, make_window, monkeypatch):
    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=6)
    window = make_window(game, kinds)
    brains = {0: make_bot("greedy", 1)}
    step(qtbot, window, brains)
    settle(qtbot, window)
    auto = userdata.autosave_path()
    messages = []
    window.files.message.connect(messages.append)
    refusing = Refusing(monkeypatch, 3)
    step(qtbot, window, brains)
    settle(qtbot, window)
    qtbot.waitUntil(lambda: refusing.left == 0 and window.files.autosave_error is None
                    and json.dumps(to_record(load_game(auto)[0]))
                    == json.dumps(to_record(window.model.game)), timeout=5000)
    assert not [m for m in messages if "Autosave failed" in m]
    assert not [p for p in auto.parent.iterdir() if p.name.endswith(".tmp")]


def test_an_autosave_held_for_good_is_said_once_plainly_and_the_last_one_stays(
        qtbot, make_window, monkeypatch):
    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=6)
    window = make_window(game, kinds)
    brains = {0: make_bot("greedy", 1)}
    step(qtbot, window, brains)
    settle(qtbot, window)
    auto = userdata.autosave_path()
    good = auto.read_bytes()
    monkeypatch.setattr(jsonio, "REPLACE_PATIENCE", 0.3)
    messages = []
    window.files.message.connect(messages.append)
    Refusing(monkeypatch, 10**6)
    window.files.autosave()
    qtbot.waitUntil(lambda: window.files.autosave_error is not None, timeout=5000)
    failed = [m for m in messages if "Autosave failed" in m]
    assert len(failed) == 1 and "another program is using the file" in failed[0]
    assert "Errno" not in failed[0] and "WinError" not in failed[0]
    assert auto.read_bytes() == good
    assert not [p for p in auto.parent.iterdir() if p.name.endswith(".tmp")]


def test_save_waits_for_a_busy_file_then_saves(qtbot, make_window, monkeypatch, tmp_path):
    game, kinds = new_game(n_humans=2, bots=(), seed=2)
    window = make_window(game, kinds)
    settle(qtbot, window)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: shown.append(a))
    Refusing(monkeypatch, 3)
    path = tmp_path / "ours.zrec"
    assert window.files.save_to(str(path))
    assert shown == [] and load_game(path)[0] is not None


def test_the_autosave_after_a_decision_is_written_off_the_windows_thread(
        qtbot, make_window, monkeypatch):
    """fsync (and, on Windows, waiting for a busy file) never holds the window: after a
    decision the window only makes the record's text; the autosave's thread writes it."""
    import threading

    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=6)
    window = make_window(game, kinds)
    brains = {0: make_bot("greedy", 1)}
    settle(qtbot, window)
    synced = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: synced.append(threading.get_ident()) or real_fsync(fd))
    step(qtbot, window, brains)
    settle(qtbot, window)
    assert synced and threading.get_ident() not in synced
    auto = userdata.autosave_path()
    assert json.dumps(to_record(load_game(auto)[0])) == json.dumps(to_record(window.model.game))
