"""The layout editor, driven for the AT-SPI test of its grid (tests/ui/access/test_editor_atspi.py).

``python editor_atspi_app.py DIR``: shows the editor with the grid focused, writes
``DIR/ready.json`` (its pid) and waits (bounded) for the reader's ``DIR/go``; then moves the
cursor three times and chooses the sun tool with its key, each 0.6 s apart, and writes
``DIR/finished``. The reader records what reaches the bus meanwhile.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

from bus_steps import run_script
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

LIMIT_S = 60.0


def main(folder: str) -> int:
    out = Path(folder)
    app = QApplication(sys.argv[:1])
    app.setApplicationName("zuendstoff-editor-atspi")
    from zuendstoff.ui.editor.layout_editor import LayoutEditorWindow

    win = LayoutEditorWindow()
    win.resize(1200, 800)
    win.show()
    win.activateWindow()
    started = time.monotonic()
    keys = [Qt.Key_Right, Qt.Key_Down, Qt.Key_Right, Qt.Key_S]

    def script():
        yield lambda: win.isVisible()
        win.activateWindow()
        win.view.setFocus()
        yield lambda: win.view.hasFocus() or time.monotonic() - started > 5
        (out / "ready.json").write_text(json.dumps({"pid": os.getpid()}))
        yield lambda: (out / "go").exists()
        for key in keys:
            QTest.keyClick(win.view, key)
            at = time.monotonic()
            yield lambda at=at: time.monotonic() - at > 0.6
        (out / "said.json").write_text(json.dumps(list(win.speech.announcer.history)))
        (out / "finished").write_text("")

    code = run_script(app, script(), out, started, LIMIT_S)
    win.stack.setClean()
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
