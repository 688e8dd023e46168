"""macOS hands a double-clicked file to the app as a QFileOpenEvent: it reaches the opener."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication
from zuendstoff.instance import install_file_open_handler


def test_a_file_open_event_opens_the_file(qtbot, tmp_path):
    app = QApplication.instance()
    opened = []
    handler = install_file_open_handler(app, opened.append)
    try:
        path = str(tmp_path / "game.zrec")
        QCoreApplication.sendEvent(app, QFileOpenEvent(path))
        assert opened == [path]
    finally:
        app.removeEventFilter(handler)


def test_kept_until_someone_takes_them(qapp):
    """Before the window is ready, the files wait; then they go to the opener in order."""
    handler = install_file_open_handler(qapp)
    try:
        QCoreApplication.sendEvent(qapp, QFileOpenEvent("/a.zrec"))
        QCoreApplication.sendEvent(qapp, QFileOpenEvent("/b.zrec"))
        opened = []
        handler.deliver_to(opened.append)
        QCoreApplication.sendEvent(qapp, QFileOpenEvent("/c.zrec"))
        assert opened == ["/a.zrec", "/b.zrec", "/c.zrec"] and handler.pending == []
    finally:
        qapp.removeEventFilter(handler)


_STARTED_BY_THE_FINDER = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

app = QApplication(["zuendstoff"])
from zuendstoff.ui.game.window import MainWindow

def open_file(self, path):
    print("open_file", path, flush=True)
    QTimer.singleShot(0, app.quit)
    return True

def resume_or_new(self):
    print("resume_or_new", flush=True)  # the "continue the last game?" question
    QTimer.singleShot(0, app.quit)

MainWindow.open_file = open_file
MainWindow.resume_or_new = resume_or_new
# what the Finder does for a double-clicked file while the app is closed: the event is
# waiting in the queue when the event loop starts
QApplication.postEvent(app, QFileOpenEvent(sys.argv[1]))
QTimer.singleShot(30000, app.quit)
from zuendstoff.__main__ import main
sys.exit(main([]))
"""


def test_the_file_that_started_the_app_is_opened(tmp_path):
    """macOS starts the app for a double-clicked file and hands the file over as an event
    posted before the event loop runs: it is opened, and nothing asks to continue the last
    game instead."""
    import os
    import subprocess
    import sys

    game = str(tmp_path / "our game.zrec")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ZUENDSTOFF_HOME=str(tmp_path / "home"))
    env.pop("ZUENDSTOFF_EXIT_AFTER_FIRST_FRAME", None)
    result = subprocess.run([sys.executable, "-c", _STARTED_BY_THE_FINDER, game], env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [f"open_file {game}"], result.stdout + result.stderr
