"""Crash reports (zuendstoff/crash.py): an uncaught exception saves the game first, writes
a log, shows a dialog naming both, and never loses the autosave."""

from __future__ import annotations

import sys
import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox
from zuendstoff import crash, resources, userdata
from zuendstoff.engine import Game, Player, load_record, save_record

pytestmark = pytest.mark.qt_no_exception_capture  # our hook, not pytest-qt's, must see them


@pytest.fixture
def game():
    return Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Ben", "white")], seed=3)


@pytest.fixture
def crash_env(userdata_home, monkeypatch, qapp):
    """Crash handler installed, dialogs captured instead of shown."""
    shown: list[QMessageBox] = []

    def fake_exec(box):
        shown.append({"title": box.windowTitle(), "text": box.text(),
                      "info": box.informativeText()})
        return int(QMessageBox.StandardButton.Ok)

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    monkeypatch.setattr(crash, "_dialog_allowed_offscreen", lambda: True)
    crash.reset()
    crash.install()
    yield shown
    crash.uninstall()
    crash.set_save_hook(None)
    crash.reset()


def _raise_and_hook(message: str = "boom in the board"):
    try:
        raise RuntimeError(message)
    except RuntimeError:
        sys.excepthook(*sys.exc_info())


def test_crash_saves_game_first_keeps_autosave_logs_and_tells(crash_env, game):
    autosave = userdata.autosave_path()
    save_record(game, autosave)
    autosave_before = autosave.read_bytes()
    order: list[str] = []

    def hook(path):
        order.append("save")
        assert not list(userdata.log_dir().glob("crash-*.log"))  # saved before the log
        save_record(game, path)

    crash.set_save_hook(hook)
    _raise_and_hook()

    assert order == ["save"]
    assert crash.has_crashed()
    saved = list((userdata.data_dir() / "crash").glob("crash-*.zrec"))
    assert len(saved) == 1 and saved[0] != autosave
    assert load_record(saved[0]).rounds == game.rounds  # a loadable record of the game
    assert autosave.read_bytes() == autosave_before     # the autosave is untouched ...
    kept = list((userdata.data_dir() / "crash").glob("autosave-before-crash-*.zrec"))
    assert len(kept) == 1 and kept[0].read_bytes() == autosave_before  # ... and kept apart
    logs = list(userdata.log_dir().glob("crash-*.log"))
    assert len(logs) == 1
    log = logs[0].read_text(encoding="utf-8")
    assert "RuntimeError: boom in the board" in log and "Traceback" in log
    assert str(saved[0]) in log
    assert len(crash_env) == 1
    dialog = crash_env[0]
    assert "RuntimeError: boom in the board" in dialog["text"]
    assert str(logs[0]) in dialog["info"] and str(saved[0]) in dialog["info"]


def test_exception_in_a_qt_slot_reaches_the_handler(crash_env, game, qtbot):
    crash.set_save_hook(lambda path: save_record(game, path))

    def broken_slot():
        raise ValueError("slot failed")

    QTimer.singleShot(0, broken_slot)
    qtbot.waitUntil(lambda: len(crash_env) == 1, timeout=5000)
    assert "ValueError: slot failed" in crash_env[0]["text"]
    assert list((userdata.data_dir() / "crash").glob("crash-*.zrec"))


def test_failing_save_is_reported_and_autosave_survives(crash_env, game):
    autosave = userdata.autosave_path()
    save_record(game, autosave)
    before = autosave.read_bytes()

    def broken_hook(path):
        raise KeyError("state is broken")

    crash.set_save_hook(broken_hook)
    _raise_and_hook()
    assert autosave.read_bytes() == before
    log = next(userdata.log_dir().glob("crash-*.log")).read_text(encoding="utf-8")
    assert "saving the game failed: KeyError" in log
    assert "could not be saved" in crash_env[0]["info"]
    assert "autosave is untouched" in crash_env[0]["info"]


def test_no_game_open_still_logs_and_tells(crash_env):
    _raise_and_hook("early")
    assert next(userdata.log_dir().glob("crash-*.log")).exists()
    assert "no save hook" in crash_env[0]["info"]


def test_thread_exception_is_logged_without_a_dialog(crash_env, game):
    crash.set_save_hook(lambda path: save_record(game, path))

    def work():
        raise OSError("worker failed")

    t = threading.Thread(target=work, name="bot-worker")
    t.start()
    t.join()
    log = next(userdata.log_dir().glob("crash-*.log")).read_text(encoding="utf-8")
    assert "OSError: worker failed" in log and "thread: bot-worker" in log
    assert crash_env == []  # dialogs only in the GUI thread


def test_error_inside_the_report_does_not_recurse(crash_env, monkeypatch):
    calls = []

    def dialog_that_fails(*args):
        calls.append(1)
        _raise_and_hook("second")
        raise RuntimeError("dialog broke")

    monkeypatch.setattr(crash, "_show_dialog", dialog_that_fails)
    _raise_and_hook("first")  # the report survives a failing dialog
    assert calls == [1]
    assert len(list(userdata.log_dir().glob("crash-*.log"))) == 1  # the nested one only printed


def test_the_same_error_again_is_logged_once_without_more_dialogs(crash_env, game):
    """A paint() that fails on every frame must not stack up dialogs and saves."""
    crash.set_save_hook(lambda path: save_record(game, path))

    def failing_paint():
        raise NameError("name 'QImage' is not defined")

    for _ in range(5):
        try:
            failing_paint()
        except NameError:
            sys.excepthook(*sys.exc_info())
    assert len(crash_env) == 1
    assert len(list((userdata.data_dir() / "crash").glob("crash-*.zrec"))) == 1
    logs = list(userdata.log_dir().glob("crash-*.log"))
    assert len(logs) == 1
    assert logs[0].read_text(encoding="utf-8").count("repeated at") == 4
    _raise_and_hook("a different error")  # a new error is reported in full
    assert len(crash_env) == 2


APP_CRASH_SCRIPT = r'''
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from zuendstoff import crash, userdata
from zuendstoff.__main__ import main

shown = []
QMessageBox.exec = lambda box: (shown.append(box.informativeText()), 0)[1]
crash._dialog_allowed_offscreen = lambda: True
state = {}

def boom():
    autosave = userdata.autosave_path()
    state["autosave"] = autosave.read_bytes().hex() if autosave.exists() else None
    raise RuntimeError("injected into the running app")

def finish():
    autosave = userdata.autosave_path()
    state["autosave_after"] = autosave.read_bytes().hex() if autosave.exists() else None
    state["dialogs"] = shown
    state["icon"] = not QApplication.windowIcon().isNull()
    state["desktop_file"] = QApplication.desktopFileName()
    print("STATE " + json.dumps(state), flush=True)
    QApplication.instance().exit(0)

def when_the_game_is_on_the_table():
    # the crash comes once the window shows the opened game, however long the start took
    # (a fixed 1.5 s came before it on a busy machine, and then there was no game to save)
    from zuendstoff.ui.game.window import MainWindow
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    if windows and windows[0].built and windows[0].has_game:
        QTimer.singleShot(300, boom)
        QTimer.singleShot(1300, finish)
    else:
        QTimer.singleShot(100, when_the_game_is_on_the_table)

app = QApplication(sys.argv[:1])  # the launcher takes this one
QTimer.singleShot(100, when_the_game_is_on_the_table)
sys.exit(main([sys.argv[1]]))
'''


def test_the_running_app_saves_its_game_when_it_crashes(userdata_home, tmp_path, game):
    """The launcher installs the handler and registers the window's game: an exception in
    the running app saves that game to its own file and leaves the autosave as it was."""
    import json
    import os
    import subprocess

    from zuendstoff.engine.bots import make_bot

    bot = make_bot("random", 1)
    for _ in range(12):
        seat = game.pending_seats()[0]
        game.apply(bot.decide(game.view(seat)))
    record = tmp_path / "under-way.zrec"
    save_record(game, record)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ZUENDSTOFF_HOME=str(userdata_home))
    result = subprocess.run([sys.executable, "-c", APP_CRASH_SCRIPT, str(record)], env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    state = json.loads(next(line[6:] for line in result.stdout.splitlines()
                            if line.startswith("STATE ")))
    saved = list((userdata_home / "data" / "crash").glob("crash-*.zrec"))
    assert len(saved) == 1
    assert load_record(saved[0]).rounds == game.rounds  # the game that was on the table
    assert state["autosave_after"] == state["autosave"]  # the crash did not touch it
    assert len(state["dialogs"]) == 1 and str(saved[0]) in state["dialogs"][0]
    assert list((userdata_home / "logs").glob("crash-*.log"))
    # desktop integration set up by the same launcher: the window's icon, and the id that
    # matches the installed .desktop file (Wayland finds the menu entry and icon by it)
    import buildinfo

    assert state["icon"] is True
    assert state["desktop_file"] == buildinfo.APP_ID


def test_the_crash_files_are_written_whole_or_not_at_all(userdata_home, monkeypatch, game):
    """The log and the copy of the autosave go to a temporary name first: a write that fails
    half-way (here: the disk refuses the flush) leaves no half file under the real name."""
    import os

    from zuendstoff.engine import jsonio
    save_record(game, userdata.autosave_path())

    def full_disk(_fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(jsonio.os, "fsync", full_disk)
    assert crash.write_log("20261125-220000", "Traceback …\n" * 1000) is None
    assert not list(userdata.log_dir().glob("crash-*.log"))

    import shutil

    def half_copy(src, dst):
        with open(dst, "wb") as fh:
            fh.write(open(src, "rb").read()[:10])
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(shutil, "copy2", half_copy)
    crash.set_save_hook(lambda path: save_record(game, path))
    try:
        crash.emergency_save("20261125-220001")
    finally:
        crash.set_save_hook(None)
    folder = userdata.data_dir() / "crash"
    assert not list(folder.glob("autosave-before-crash-*"))  # no half copy under its name
    assert not [p for p in os.listdir(folder) if p.endswith(".tmp")]  # nor its part


def test_the_board_picture_replaces_an_old_one_whole_or_not_at_all(tmp_path, monkeypatch, qapp):
    from PySide6.QtGui import QImage
    from zuendstoff.ui.board import screenshot

    out = tmp_path / "board.png"
    out.write_bytes(b"the old picture")

    def failing_save(image, path, fmt=None, quality=-1):
        with open(path, "wb") as fh:
            fh.write(b"\x89PNG half")
        return False

    monkeypatch.setattr(QImage, "save", failing_save)
    assert screenshot.save_atomic(QImage(4, 4, QImage.Format.Format_RGB32), str(out)) is False
    assert out.read_bytes() == b"the old picture"
    assert [p.name for p in tmp_path.iterdir()] == ["board.png"]
    monkeypatch.undo()
    image = QImage(4, 4, QImage.Format.Format_RGB32)
    image.fill(0)
    assert screenshot.save_atomic(image, str(out)) is True
    assert out.read_bytes().startswith(b"\x89PNG") and QImage(str(out)).width() == 4
