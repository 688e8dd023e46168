"""The replay viewer, opened for the AT-SPI test of its speech (tests/ui/access/test_replay_atspi.py).

``python replay_atspi_app.py DIR``: opens the record ``DIR/game.zrec`` the way "Watch a
replay" does (``load_game``, then the viewer), with the board focused, and writes
``DIR/ready.json`` (its pid). From then on it does nothing: the reader (replay_atspi_reader.py)
drives the viewer with real key presses through the X server and reads what reaches the
bus. Everything the viewer's announcer says is kept in ``DIR/said.json``; when the viewer
has closed (Escape), ``DIR/closed`` is written and the app stays on the bus until the reader
writes ``DIR/finished`` (so the reader sees the window gone, not the app). Bounded by
``LIMIT_S``.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

from bus_steps import run_script
from PySide6.QtWidgets import QApplication

LIMIT_S = float(os.environ.get("REPLAY_ATSPI_LIMIT", "90"))


def main(folder: str) -> int:
    out = Path(folder)
    app = QApplication(sys.argv[:1])
    app.setApplicationName("zuendstoff-replay-atspi")
    app.setQuitOnLastWindowClosed(False)  # (stays on the bus after the viewer closed)
    from zuendstoff.ui.game.file_actions import load_game
    from zuendstoff.ui.replay.viewer import ReplayWindow

    game = load_game(out / "game.zrec")[0]
    viewer = ReplayWindow(game, "game.zrec", animation_speed=0)
    said: list[str] = []
    viewer.announcer.announced.connect(said.append)
    closed: list[bool] = []
    viewer.destroyed.connect(lambda *_: closed.append(True))
    viewer.resize(1200, 800)
    viewer.show()
    viewer.activateWindow()  # (no window manager on the private screen: Qt sets the X focus)
    started = time.monotonic()

    def keep_said() -> None:
        path = out / "said.json"
        path.with_suffix(".tmp").write_text(json.dumps(said))
        path.with_suffix(".tmp").replace(path)

    viewer.announcer.announced.connect(lambda _text: keep_said())

    def script():
        yield lambda: viewer.isVisible() and (viewer.isActiveWindow()
                                              or time.monotonic() - started > 5)
        viewer.view.setFocus()
        yield lambda: viewer.view.hasFocus() or time.monotonic() - started > 8
        print("active:", viewer.isActiveWindow(), "board focused:", viewer.view.hasFocus(),
              flush=True)
        keep_said()
        (out / "ready.json").write_text(json.dumps({"pid": os.getpid(),
                                                    "steps": len(viewer.steps)}))
        yield lambda: bool(closed) or (out / "finished").exists()
        keep_said()
        (out / "closed" if closed else out / "not-closed").write_text("")
        yield lambda: (out / "finished").exists()

    return run_script(app, script(), out, started, LIMIT_S)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
