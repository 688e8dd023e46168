"""The test suite's modal-dialog guard (tests/conftest.py) turns a blocking dialog into a
failure instead of a hang.

A small test file runs under pytest in a fresh process with the suite's conftest.py. The
process has a time limit: were the guard missing, the first test would wait for a click
forever and the run would be cut off (which fails this test, it does not hang it).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

CONFTEST = Path(__file__).resolve().parents[1] / "conftest.py"

INNER = '''
import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog, QMessageBox

BOUND_EARLY = QMessageBox.information  # bound before the guard: only the watchdog sees it


def save_quietly():
    """App code that swallows every error (the guard's error must get through)."""
    try:
        QMessageBox.warning(None, "Cannot save", "The disk is full")
    except Exception:
        pass


def test_static_message_box(qapp):
    QMessageBox.warning(None, "Cannot save", "The disk is full")


def test_dialog_exec(qapp):
    dialog = QDialog()
    dialog.setWindowTitle("New game")
    dialog.exec()


def test_message_box_exec(qapp):
    box = QMessageBox(QMessageBox.Question, "Really?", "Quit the game?")
    box.exec()


def test_swallowed_by_the_app(qapp):
    save_quietly()


def test_swallowed_even_by_a_bare_except(qapp):
    try:
        QMessageBox.question(None, "Overwrite?", "The file exists")
    except BaseException:  # noqa: BLE001 - what careless code might do
        pass


def test_file_dialog(qapp):
    from PySide6.QtWidgets import QFileDialog
    QFileDialog.getOpenFileName(None, "Open game")


def test_patched_message_box_still_works(qapp, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda parent, title, text, *a: shown.append(title)
                                     or QMessageBox.Ok))
    QMessageBox.warning(None, "Cannot save", "The disk is full")
    assert shown == ["Cannot save"]


def test_patched_exec_still_works(qapp, monkeypatch):
    monkeypatch.setattr(QDialog, "exec", lambda self: QDialog.Accepted)
    assert QDialog().exec() == QDialog.Accepted


def test_non_blocking_open_is_fine(qapp, qtbot):
    dialog = QDialog()
    dialog.open()
    qtbot.wait(50)
    dialog.close()


@pytest.mark.modal_dialogs_allowed
def test_a_dialog_closed_by_a_timer_is_allowed_when_marked(qapp):
    dialog = QDialog()
    QTimer.singleShot(50, dialog.accept)
    assert dialog.exec() == QDialog.Accepted


def test_watchdog_closes_a_dialog_the_guard_cannot_see(qapp):
    BOUND_EARLY(None, "About", "A dialog reached through an early alias")


@pytest.mark.modal_dialogs_allowed  # no guard in this one: Qt's own functions are back
def test_the_guard_is_gone_after_each_test(qapp):
    from PySide6 import QtWidgets
    for function in (QtWidgets.QMessageBox.__dict__["warning"], QtWidgets.QDialog.__dict__["exec"]):
        assert "guard" not in repr(function)
'''


def test_an_unpatched_modal_dialog_fails_its_test_instead_of_hanging_the_suite(tmp_path):
    (tmp_path / "conftest.py").write_text(CONFTEST.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "test_inner.py").write_text(INNER, encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ZUENDSTOFF_MODAL_LIMIT="1")
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-rA", "-q",
         "--rootdir", str(tmp_path), "-c", os.devnull, str(tmp_path / "test_inner.py")],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=180)
    out = result.stdout + result.stderr
    outcomes = set(re.findall(r"^(PASSED|FAILED|ERROR) test_inner.py::(\w+)", out, re.M))
    assert outcomes == {
        ("FAILED", "test_static_message_box"),
        ("FAILED", "test_dialog_exec"),
        ("FAILED", "test_message_box_exec"),
        ("FAILED", "test_swallowed_by_the_app"),
        ("FAILED", "test_file_dialog"),
        # the error never reached pytest; the guard fails the test when it ends
        ("PASSED", "test_swallowed_even_by_a_bare_except"),
        ("ERROR", "test_swallowed_even_by_a_bare_except"),
        ("PASSED", "test_patched_message_box_still_works"),
        ("PASSED", "test_patched_exec_still_works"),
        ("PASSED", "test_non_blocking_open_is_fine"),
        ("PASSED", "test_a_dialog_closed_by_a_timer_is_allowed_when_marked"),
        # its body returns once the watchdog closed the box; the guard then fails it
        ("PASSED", "test_watchdog_closes_a_dialog_the_guard_cannot_see"),
        ("ERROR", "test_watchdog_closes_a_dialog_the_guard_cannot_see"),
        ("PASSED", "test_the_guard_is_gone_after_each_test"),
    }, out
    assert "5 failed, 7 passed, 2 errors" in out, out
    # clear messages, naming the dialog and what to do
    assert ("UnexpectedModalDialog: unexpected modal dialog QMessageBox.warning("
            "'Cannot save': 'The disk is full') would block the test suite") in out
    assert "QDialog 'New game'.exec()" in out
    assert "QMessageBox 'Really?' 'Quit the game?'.exec()" in out
    assert "QFileDialog.getOpenFileName('Open game')" in out
    assert "unexpected modal dialog(s) in this test: QMessageBox.question('Overwrite?': " \
        "'The file exists')" in out  # the swallowed one still fails
    assert "QMessageBox 'About' 'A dialog reached through an early alias' (open for 1 s" in out
    assert "or show the dialog with .open()" in out
