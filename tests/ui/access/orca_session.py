"""Drives a real Orca at the game (run by test_orca.py inside ``dbus-run-session``, with
DISPLAY set to a private Xvfb screen): a window manager, Orca with its debug log, then the
app at its very first start. Each key is sent once Orca has said what comes before it, so
nothing depends on timing but the bounded waits. Writes what Orca said to DIR/speech.txt.

    python orca_session.py DIR [solo]

``solo``: instead of the first start, a whole game against the computer (orca_game_app.py).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

WAIT_S = 40.0
SPEECH = re.compile(r"SPEECH OUTPUT: '(.*)' ?\{'established")


def main(folder: str, solo: bool = False) -> int:
    out = Path(folder)
    debug = out / "orca.debug"
    said: list[str] = []

    def speech() -> list[str]:
        try:
            text = debug.read_text(errors="replace")
        except OSError:
            return []
        return [m.group(1) for m in SPEECH.finditer(text)]

    def wait_for(fragment: str) -> bool:
        deadline = time.monotonic() + WAIT_S
        while time.monotonic() < deadline:
            if any(fragment in line for line in speech()):
                return True
            time.sleep(0.2)
        (out / "missed").write_text(fragment)
        return False

    def key(name: str) -> None:
        subprocess.run(["xdotool", "key", name], timeout=10, check=False)

    procs = []
    env = dict(os.environ)
    try:
        if shutil.which("gsettings"):
            subprocess.run(["gsettings", "set", "org.gnome.desktop.interface",
                            "toolkit-accessibility", "true"], timeout=10, check=False,
                           capture_output=True)
        procs.append(subprocess.Popen(["openbox"], stdout=subprocess.DEVNULL,
                                      stderr=subprocess.DEVNULL))
        # Orca writes its debug log through a buffer: its own customization hook (a file it
        # loads from the preferences folder) makes every line reach the file at once
        prefs = out / "prefs"
        prefs.mkdir(exist_ok=True)
        (prefs / "orca-customizations.py").write_text(
            "import orca.debug\n"
            "if orca.debug.debugFile is not None:\n"
            "    orca.debug.debugFile.reconfigure(line_buffering=True)\n")
        with open(out / "orca.log", "w") as log:
            procs.append(subprocess.Popen(["orca", "-u", str(out / "prefs"), "--debug-file",
                                           str(debug)], stdout=log, stderr=subprocess.STDOUT))
        if not wait_for("Screen reader on"):
            return 2
        app_env = dict(env, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                       QT_ACCESSIBILITY="1", NO_AT_BRIDGE="0")
        if solo:  # a whole game against the computer, played in process (orca_game_app.py)
            with open(out / "app.log", "w") as log:
                game = subprocess.Popen([sys.executable, str(Path(__file__).with_name(
                    "orca_game_app.py")), str(out)], env=app_env, stdout=log,
                    stderr=subprocess.STDOUT)
                procs.append(game)
                try:
                    game.wait(timeout=360)
                except subprocess.TimeoutExpired:
                    return 4
            time.sleep(2.0)  # (the last words)
            return 0 if game.returncode == 0 else 5
        with open(out / "app.log", "w") as log:
            procs.append(subprocess.Popen([sys.executable, "-m", "zuendstoff"], env=app_env,
                                          stdout=log, stderr=subprocess.STDOUT))
        # the first start offers the guided game: Yes; then the two cards it marks, each once
        # Orca has said the hand with it (a key before that, on a loaded machine, laid the
        # card while Orca was still to read it: the focus on it was never said)
        for fragment, then in (("Yes push button", "Return"),
                               ("Learn to play – round 1 of 4", None),
                               ("Your hand", "Return"),
                               ("notification First cards turned over", "Return"),
                               ("notification Second cards turned over", None)):
            if not wait_for(fragment):
                return 3
            if then:
                time.sleep(0.5)  # (the focus event that goes with it, first)
                key(then)
        time.sleep(1.0)
        return 0
    finally:
        for proc in reversed(procs):
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
        said = speech()
        (out / "speech.txt").write_text("\n".join(said) + "\n")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], solo=sys.argv[2:] == ["solo"]))
