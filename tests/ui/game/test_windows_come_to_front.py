"""Every window that opens comes to the front, above the window that opened it (issue 41):
History → Watch the replay, under a real window manager (openbox on a private Xvfb screen,
tests/ui/access/xscreen.py). The replay viewer is the active window, stacked above the game
window, and History (window-modal) has stepped aside and blocks nothing: a real click into
the viewer keeps it in front (History used to take the front back, and the viewer opened
behind the game window). Skipped, saying why, where Xvfb, openbox, xprop or xdotool is missing."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "access"))
from xscreen import private_screen  # noqa: E402

pytestmark = pytest.mark.posix_only("an X server (Xvfb), openbox and xdotool")

TOOLS = ("Xvfb", "openbox", "xprop", "xdotool")
APP = Path(__file__).with_name("front_app.py")


def window_manager_ready(env, wm) -> bool:
    """Whether openbox runs on the screen and says so on the root window (30 s at most)."""
    end = time.monotonic() + 30
    while time.monotonic() < end and wm.poll() is None:
        out = subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], env=env,
                             capture_output=True, text=True, timeout=10).stdout
        if "window id" in out:
            return True
        time.sleep(0.1)
    return False


def start_window_manager(env, log: Path):
    """openbox on the private screen, its output in ``log``; started a second time if the
    first did not come up (CI saw it once not ready within 10 s, for a reason its output now
    keeps). None if neither came up."""
    for _ in range(2):
        with open(log, "a") as out:
            wm = subprocess.Popen(["openbox"], env=env, stdout=out, stderr=subprocess.STDOUT)
        if window_manager_ready(env, wm):
            return wm
        stop(wm)
    return None


def stop(wm) -> None:
    wm.terminate()
    try:
        wm.wait(timeout=10)
    except subprocess.TimeoutExpired:
        wm.kill()
        wm.wait(timeout=10)


@pytest.mark.skipif(any(shutil.which(t) is None for t in TOOLS),
                    reason="needs " + ", ".join(TOOLS) + " (.ci/run installs them)")
def test_the_replay_opened_from_history_is_in_front_and_usable(tmp_path):
    with private_screen("1280x900") as env:
        log = tmp_path / "openbox.log"
        wm = start_window_manager(env, log)
        assert wm is not None, f"openbox did not start: {log.read_text()[-2000:]}"
        try:
            app_env = dict(env, QT_QPA_PLATFORM="xcb", ZUENDSTOFF_HOME=str(tmp_path / "home"),
                           PYTHONPATH=os.environ.get("PYTHONPATH", ""))
            run = subprocess.run([sys.executable, str(APP)], env=app_env, capture_output=True,
                                 text=True, timeout=120)
        finally:
            stop(wm)
    lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
    assert lines, f"the app said nothing: {run.stderr[-2000:]}"
    seen = json.loads(lines[-1])
    assert seen["platform"] == "xcb" and seen["history active"], seen
    assert seen["viewer opened"] and seen["viewer active"] and seen["viewer still active"], seen
    assert not seen["modal"], seen  # History blocks nothing
    order = seen["stacking"]
    assert order["main"] >= 0 and order["viewer"] > order["main"], seen
    assert seen["viewer active after a click"] and seen["active window"] == "ReplayWindow", seen
    assert not seen["history open"], seen  # History stepped aside
