"""``zuendstoff`` with no display says so, and how to run it with one, instead of Qt's abort
("could not connect to display", a hint about libxcb-cursor0, "core dumped")."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.skipif(sys.platform in ("win32", "darwin"),
                                reason="X11/Wayland systems only")


def _start(tmp_path, lang: str, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LC_ALL",
                        "LC_MESSAGES", "LANGUAGE", "LANG")}
    env.update(LANG=lang, ZUENDSTOFF_HOME=str(tmp_path / "home"))
    code = "import sys; from zuendstoff.__main__ import main; sys.exit(main())"
    return subprocess.run([sys.executable, "-c", code, *args], env=env, capture_output=True,
                          text=True, timeout=120)


def test_no_display_is_said_plainly_with_how_to_run(tmp_path):
    run = _start(tmp_path, "en_GB.UTF-8")
    assert run.returncode == 2
    assert run.stdout == ""
    assert "no display found" in run.stderr
    assert "xvfb-run zuendstoff" in run.stderr and "DISPLAY=:0 zuendstoff" in run.stderr
    for qt_words in ("libxcb-cursor0", "could not connect", "core dumped", "Aborted",
                     "qt.qpa", "Traceback"):
        assert qt_words not in run.stderr
    assert not (tmp_path / "home").exists() or not any((tmp_path / "home").rglob("*.zrec"))


def test_no_display_in_german(tmp_path):
    run = _start(tmp_path, "de_DE.UTF-8")
    assert run.returncode == 2
    assert "keine Anzeige gefunden" in run.stderr and "xvfb-run zuendstoff" in run.stderr


def test_without_a_display_the_windowless_commands_still_work(tmp_path):
    run = _start(tmp_path, "en_GB.UTF-8", "--screenshot", str(tmp_path / "board.png"))
    assert run.returncode == 0, run.stderr
    assert (tmp_path / "board.png").stat().st_size > 1000
