"""One running app per person (issue "Nothing lost"): two copies would share the autosave and
overwrite each other's game after every move. A later start hands its file (or its "new
game", or only "come to the front") to the running copy and ends; a request that is damaged or
hostile is said in one line and changes nothing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDialog
from zuendstoff import instance


def _handover(folder, acted, refused):
    h = instance.Handover(folder, lambda path, new: acted.append((path, new)), refused.append)
    h.start()
    return h


def _in_thread(fn, *args):
    out = {}
    t = threading.Thread(target=lambda: out.setdefault("result", fn(*args)), daemon=True)
    t.start()
    return t, out


def test_the_first_copy_holds_the_lock_and_a_second_does_not_get_it(tmp_path, qapp):
    first = instance.claim(tmp_path)
    assert first is not None and first.isLocked()
    assert instance.claim(tmp_path) is None  # the first copy runs
    first.unlock()
    again = instance.claim(tmp_path)  # it ended: the next start is the running copy
    assert again is not None
    again.unlock()


def test_a_lock_left_by_a_copy_that_died_is_stale(tmp_path, qapp):
    """A crash leaves the lock file behind: the next start must not think the app runs."""
    code = ("import os, sys; from PySide6.QtCore import QCoreApplication; "
            "app = QCoreApplication([]); from pathlib import Path; "
            "from zuendstoff import instance; "
            f"lock = instance.claim(Path({str(tmp_path)!r})); assert lock is not None; "
            "os._exit(0)")  # ends without unlocking, as a crash would
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60,
                   env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert (tmp_path / instance.LOCK_FILE).exists()
    lock = instance.claim(tmp_path)
    assert lock is not None
    lock.unlock()


def test_a_later_start_hands_its_file_to_the_running_copy(tmp_path, qtbot):
    acted, refused = [], []
    folder = tmp_path / instance.REQUESTS
    h = _handover(folder, acted, refused)
    game = str(tmp_path / "our game.zrec")
    t, out = _in_thread(instance.hand_over, tmp_path, game, False, 10.0)
    qtbot.waitUntil(lambda: bool(acted), timeout=10000)
    t.join(10)
    assert out["result"] is True and acted == [(game, False)] and refused == []
    assert not [p for p in folder.iterdir() if not p.name.startswith(".")]  # taken
    # "new game", and a start with nothing to open (come to the front)
    for path, new in ((None, True), (None, False)):
        acted.clear()
        t, out = _in_thread(instance.hand_over, tmp_path, path, new, 10.0)
        qtbot.waitUntil(lambda: bool(acted), timeout=10000)
        t.join(10)
        assert out["result"] is True and acted == [(path, new)]
    h.deleteLater()


def test_nobody_answering_is_said_and_the_request_taken_back(tmp_path):
    t0 = time.monotonic()
    assert instance.hand_over(tmp_path, str(tmp_path / "x.zrec"), False, wait=0.3) is False
    assert time.monotonic() - t0 < 5
    assert not list((tmp_path / instance.REQUESTS).glob("*.json"))


def test_a_request_waits_while_a_question_is_open(tmp_path, qtbot):
    """A file handed over during "Continue the last game?" must not open inside that
    question's loop (its answer would then replace it): it opens once it is answered."""
    acted, refused = [], []
    h = instance.Handover(tmp_path / instance.REQUESTS, lambda p, n: acted.append(p), refused.append)
    question = QDialog()
    question.setModal(True)
    qtbot.addWidget(question)
    question.show()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is question, timeout=5000)
    h.open_file("/games/a.zrec")
    h.open_file("/games/b.zrec")
    qtbot.wait(700)
    assert acted == []
    question.close()
    qtbot.waitUntil(lambda: acted == ["/games/a.zrec", "/games/b.zrec"], timeout=5000)


def test_an_old_request_left_by_a_start_that_gave_up_is_dropped(tmp_path, qtbot):
    folder = tmp_path / instance.REQUESTS
    folder.mkdir()
    old = folder / "0123.json"
    old.write_text(json.dumps({"open": str(tmp_path / "long ago.zrec"), "new": False}))
    long_ago = time.time() - 3 * instance.WAIT
    os.utime(old, (long_ago, long_ago))
    acted, refused = [], []
    _handover(folder, acted, refused)
    assert acted == [] and refused == [] and not old.exists()


_VALID = {"open": "/games/a.zrec", "new": False}
_junk = st.one_of(
    st.binary(max_size=300),
    st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=20),
                 lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=8), c, max_size=4),
                 max_leaves=10).map(lambda v: json.dumps(v).encode()),
    st.dictionaries(st.sampled_from(["open", "new", "close", ""]),
                    st.none() | st.booleans() | st.integers() | st.text(max_size=30)
                    | st.just("relative/path.zrec") | st.just("/a\u0000b") | st.just("/x" * 3000),
                    max_size=3).map(lambda d: json.dumps(d).encode()),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=_junk)
def test_damaged_or_hostile_requests_are_said_in_one_line_and_do_nothing(tmp_path, qapp, data):
    folder = tmp_path / instance.REQUESTS
    folder.mkdir(exist_ok=True)
    for p in folder.iterdir():
        p.unlink()
    acted, refused = [], []
    h = instance.Handover(folder, lambda p, n: acted.append((p, n)), refused.append)
    (folder / "req.json").write_bytes(data)
    h.poll()
    QCoreApplication.processEvents()
    assert not (folder / "req.json").exists()  # taken either way: never read twice
    try:
        expected = instance.read_request(_write(tmp_path / "copy.json", data))
    except Exception as exc:  # noqa: BLE001 - the same check, to know what to expect
        assert type(exc).__name__ == "DataError"
        expected = None
    if expected is None:
        assert acted == [] and len(refused) == 1
        said = str(refused[0])
        assert "req.json" in said and "\n" not in said and "Traceback" not in said
    else:
        path, new = expected
        assert acted == [expected] and refused == []
        assert path is None or os.path.isabs(path)


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def test_an_oversized_request_is_not_read(tmp_path, qapp):
    folder = tmp_path / instance.REQUESTS
    folder.mkdir()
    big = folder / "big.json"
    big.write_bytes(b'{"open": "/' + b"a" * (instance.MAX_REQUEST + 10) + b'"}')
    acted, refused = [], []
    instance.Handover(folder, lambda p, n: acted.append(p), refused.append).poll()
    assert acted == [] and len(refused) == 1 and "too large" in str(refused[0])


def test_the_real_app_a_second_start_hands_over_and_ends(tmp_path):
    """Two real starts with the same user folders: the second ends at once (exit 0) after the
    running one took its file; the running one goes on."""
    home = tmp_path / "home"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ZUENDSTOFF_HOME=str(home))
    first = subprocess.Popen([sys.executable, "-m", "zuendstoff", "--new"], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        requests = home / "data" / instance.REQUESTS
        deadline = time.monotonic() + 60
        while not requests.is_dir() and time.monotonic() < deadline:  # its hand-over is ready
            assert first.poll() is None, first.stderr.read()
            time.sleep(0.2)
        assert requests.is_dir()
        game = tmp_path / "handed.zrec"
        game.write_text("{}")  # the running app says it cannot open it: not this test's business
        t0 = time.monotonic()
        second = subprocess.run([sys.executable, "-m", "zuendstoff", str(game)], env=env,
                                capture_output=True, text=True, timeout=60)
        assert second.returncode == 0, second.stderr
        assert time.monotonic() - t0 < 30
        assert first.poll() is None  # the running copy goes on
        assert not list(requests.glob("*.json"))
    finally:
        first.kill()
        first.wait(30)


def test_a_lock_naming_a_live_process_of_the_same_name_is_recovered(tmp_path, qapp):
    """Windows reuses process ids soon: after a crash the lock can name a live process of the
    same name (python, zuendstoff.exe), which Qt takes for the running copy. Stand-in: a lock
    file with this very process's id and name that no copy holds open."""
    from PySide6.QtCore import QLockFile

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    model = QLockFile(str(elsewhere / instance.LOCK_FILE))
    assert model.tryLock(0)
    contents = (elsewhere / instance.LOCK_FILE).read_bytes()  # our id, our name, this host
    model.unlock()
    (tmp_path / instance.LOCK_FILE).write_bytes(contents)
    probe = QLockFile(str(tmp_path / instance.LOCK_FILE))
    probe.setStaleLockTime(0)
    assert not probe.tryLock(0)  # what Qt alone says: "held"
    lock = instance.claim(tmp_path)
    assert lock is not None and lock.isLocked()
    assert instance.claim(tmp_path) is None  # and now it is held for real
    lock.unlock()


def test_a_lock_a_running_copy_holds_is_never_taken(tmp_path, qapp):
    """The recovery above must not take the lock from a copy that really runs."""
    code = ("import sys, time; from PySide6.QtCore import QCoreApplication; "
            "app = QCoreApplication([]); from pathlib import Path; "
            "from zuendstoff import instance; "
            f"lock = instance.claim(Path({str(tmp_path)!r})); assert lock is not None; "
            "print('held', flush=True); sys.stdin.readline()")
    proc = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True,
                            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    try:
        assert proc.stdout.readline().strip() == "held"
        assert instance.claim(tmp_path) is None
    finally:
        proc.communicate("\n", timeout=30)


@pytest.mark.modal_dialogs_allowed
def test_a_copy_that_does_not_answer_can_be_started_anyway(tmp_path, qapp, monkeypatch):
    """When the running copy does not take the request, the person may start anyway."""
    import argparse

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox
    from zuendstoff import __main__ as app_main

    monkeypatch.setattr(instance, "hand_over", lambda *a, **k: False)
    args = argparse.Namespace(game=None, new=False)

    def press(label):
        def click():
            box = QApplication.activeModalWidget()
            assert isinstance(box, QMessageBox)
            next(b for b in box.buttons() if b.text().replace("&", "") == label).click()
        QTimer.singleShot(50, click)

    press("Start anyway")
    assert app_main.hand_over(tmp_path, args) is None  # starts (without the lock)
    press("Close")
    assert app_main.hand_over(tmp_path, args) == 1


def test_a_later_start_on_windows_lets_the_running_copy_come_to_the_front(tmp_path, qapp):
    """Windows lets only the program just started take the foreground: the later start hands
    that right to the running copy (AllowSetForegroundWindow with the id the lock names).
    Stand-in: a user32 that records the call."""
    lock = instance.claim(tmp_path)
    try:
        class User32:
            allowed = []

            def AllowSetForegroundWindow(self, pid):  # noqa: N802
                self.allowed.append(pid)
                return 1

        user32 = User32()
        assert instance.allow_foreground(tmp_path, user32, "win32")
        assert user32.allowed == [os.getpid()]
        assert not instance.allow_foreground(tmp_path, user32, "linux")
        assert user32.allowed == [os.getpid()]
    finally:
        lock.unlock()
