"""Files handed to the app by the desktop.

Linux and Windows start ``zuendstoff FILE`` for a double-clicked file (the command
line's ``game`` argument). macOS hands files to the app as ``QFileOpenEvent`` instead (also
to an app already running), which :func:`install_file_open_handler` passes on.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject


class _FileOpenFilter(QObject):
    def __init__(self, open_file: Callable[[str], object], parent: QObject) -> None:
        super().__init__(parent)
        self.open_file = open_file

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.FileOpen:
            path = event.file()
            if path:
                self.open_file(path)
                return True
        return False


def install_file_open_handler(app, open_file: Callable[[str], object]) -> QObject:
    """macOS: files double-clicked in the Finder reach the app as QFileOpenEvent."""
    handler = _FileOpenFilter(open_file, app)
    app.installEventFilter(handler)
    return handler
