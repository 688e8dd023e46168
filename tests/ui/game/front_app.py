"""The app side of test_windows_come_to_front.py: run on a real X screen with a window
manager (DISPLAY set, QT_QPA_PLATFORM=xcb). The game window with one finished game in the
history; Game → History; Watch the replay (a click on its button); then a real click
(xdotool) into the replay viewer. Prints one JSON line of what was seen; every wait is bounded."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("ZUENDSTOFF_HOME", tempfile.mkdtemp(prefix="zuendstoff-front-"))
os.environ.setdefault("ZUENDSTOFF_NO_SOUND", "1")
sys.path.insert(0, str(Path(__file__).parent))


def stacking() -> list[int]:
    """The window manager's stacking order, bottom first (client windows)."""
    out = subprocess.run(["xprop", "-root", "_NET_CLIENT_LIST_STACKING"], capture_output=True,
                         text=True, timeout=10).stdout
    return [int(w, 16) for w in out.split("#", 1)[-1].replace(",", " ").split()] if "#" in out else []


def main() -> int:
    import shiboken6
    from game_states_path import reach_over
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from zuendstoff import history
    from zuendstoff.document.game_model import SeatKind
    from zuendstoff.settings import Settings
    from zuendstoff.ui.game.window import MainWindow

    app = QApplication(sys.argv)
    history.keep(reach_over())
    settings = Settings(os.path.join(os.environ["ZUENDSTOFF_HOME"], "front.ini"))
    settings.lesson_offered = True
    settings.animation_speed = 0.0
    game = reach_over(seed=5)
    window = MainWindow(settings=settings, game=game, seats=[SeatKind("greedy")] * 3,
                        bot_delay_ms=0, bot_seed=0)
    window.resize(1000, 700)
    window.show()
    seen: dict = {"platform": app.platformName()}

    def wait(condition, seconds=10.0) -> bool:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            if condition():
                return True
            time.sleep(0.01)
        return False

    seen["main active"] = wait(window.isActiveWindow)
    over = window.game_over_dialog
    if over is not None:
        wait(over.isVisible, 3)
        over.reject()  # look at the board
    wait(lambda: window.isActiveWindow(), 5)
    window.history_action.trigger()
    dialog = window.replays.history_dialog
    seen["history active"] = wait(lambda: dialog.isActiveWindow())
    history_id = int(dialog.winId())
    QTest.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
    viewer = window.replays.windows[-1] if window.replays.windows else None
    seen["viewer opened"] = viewer is not None
    if viewer is None:
        print(json.dumps(seen), flush=True)
        return 1
    seen["viewer active"] = wait(viewer.isActiveWindow)
    wait(lambda: False, 0.5)  # whatever else would happen now (a modal window coming back)
    seen["viewer still active"] = viewer.isActiveWindow()
    seen["modal"] = QApplication.activeModalWidget() is not None
    order = stacking()
    ids = {"main": int(window.winId()), "history": history_id, "viewer": int(viewer.winId())}
    seen["stacking"] = {name: (order.index(i) if i in order else -1) for name, i in ids.items()}
    # a real click into the viewer (its timeline): it stays in front and active
    spot = viewer.timeline_tree.mapToGlobal(QPoint(20, 20))
    subprocess.run(["xdotool", "mousemove", str(spot.x()), str(spot.y()), "click", "1"],
                   timeout=10, check=False)
    wait(lambda: False, 1.0)
    seen["viewer active after a click"] = viewer.isActiveWindow()
    seen["active window"] = type(QApplication.activeWindow()).__name__
    seen["history open"] = shiboken6.isValid(dialog) and dialog.isVisible()
    print(json.dumps(seen), flush=True)
    window.runner.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
