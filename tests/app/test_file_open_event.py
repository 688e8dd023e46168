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
