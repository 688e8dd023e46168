"""``zuendstoff --self-test`` (zuendstoff/selftest.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QColor, QImage, QPainter
from zuendstoff import resources, selftest


def test_self_test_passes_and_renders_the_real_board(qapp, userdata_home, tmp_path, monkeypatch):
    frame = tmp_path / "frame.png"
    monkeypatch.setenv(selftest.FRAME_PNG_ENV, str(frame))
    lines: list[str] = []
    assert selftest.run(lines.append) == 0, "\n".join(lines)
    text = "\n".join(lines)
    for check in ("resources", "modules", "game", "phone server", "board scene", "render"):
        assert f"self-test: ok {check}" in text
    # the app has a board scene: the self-test must draw that one, not a stand-in
    assert "zuendstoff.ui.board.scene.BoardScene" in text
    assert selftest.board_scene_class() is not None
    assert str(resources.root()) in text
    image = QImage(str(frame))
    assert not image.isNull() and selftest.frame_is_blank(image) is None


def test_self_test_fails_with_the_missing_part_named(qapp, userdata_home, tmp_path, monkeypatch):
    empty = tmp_path / "empty-data"
    empty.mkdir()
    monkeypatch.setattr(resources, "root", lambda: empty)
    lines: list[str] = []
    assert selftest.run(lines.append) == 1
    text = "\n".join(lines)
    assert "self-test: FAILED resources" in text
    assert text.splitlines()[-1].startswith("self-test: FAILED (resources")


def test_errors_inside_paint_fail_the_self_test(qapp, userdata_home, monkeypatch):
    """Qt swallows an exception in a paint() (it goes to sys.excepthook): still a failure."""
    from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

    class Broken(QGraphicsRectItem):
        def paint(self, painter, option, widget=None):
            super().paint(painter, option, widget)
            raise NameError("name 'QImage' is not defined")

    def scene_with_broken_item(game):
        scene = QGraphicsScene()
        for i in range(4):
            scene.addEllipse(i * 50, 0, 40, 40, brush=QColor(("red", "blue", "green", "black")[i]))
        scene.addItem(Broken(0, 60, 100, 30))
        return None, scene, "broken"

    monkeypatch.setattr(selftest, "_build_scene", scene_with_broken_item)
    lines: list[str] = []
    assert selftest.run(lines.append) == 1
    text = "\n".join(lines)
    assert "FAILED uncaught errors" in text and "NameError: name 'QImage' is not defined" in text


def test_blank_frame_is_caught(qapp):
    blank = QImage(200, 200, QImage.Format.Format_ARGB32)
    blank.fill(QColor("white"))
    assert selftest.frame_is_blank(blank)
    one_dot = QImage(blank)
    one_dot.setPixelColor(5, 5, QColor("red"))
    assert selftest.frame_is_blank(one_dot)
    drawn = QImage(blank)
    p = QPainter(drawn)
    for i, colour in enumerate(("red", "blue", "green", "black")):
        p.fillRect(20 + 40 * i, 20, 30, 150, QColor(colour))
    p.end()
    assert selftest.frame_is_blank(drawn) is None
    assert selftest.frame_is_blank(QImage()) == "no image"


def test_command_line_self_test(userdata_home, tmp_path):
    """``python -m zuendstoff --self-test`` is wired in the launcher and exits 0; its lines
    also go to ZUENDSTOFF_SELFTEST_OUT (a windowed Windows program has no stdout)."""
    copy = tmp_path / "self-test.txt"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ZUENDSTOFF_HOME=str(userdata_home),
               ZUENDSTOFF_SELFTEST_OUT=str(copy))
    result = subprocess.run([sys.executable, "-m", "zuendstoff", "--self-test"], env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip().splitlines()[-1] == "self-test: passed"
    assert copy.read_text(encoding="utf-8") == result.stdout
    # through the start a double-click takes: the game window's first frame, a saved game
    # opened in it, a playtest in worker processes, the sound
    for check in ("window (first frame, then self-test.zrec opened",
                  "playtest (2 games in 2 worker processes", "sound (the app's mixer played"):
        assert f"self-test: ok {check}" in result.stdout, result.stdout
    assert not list(userdata_home.rglob("*.zrec")), "the self-test kept to a throwaway folder"


#: runs a program as PyInstaller's bundle would, with one standard module missing (as
#: packaging/trim.py left multiprocessing out): ``python wrapper.py MODULE PROGRAM ARGS...``
FROZEN_WITHOUT = """\
import importlib.abc, runpy, sys
missing = sys.argv[1]
class Missing(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name == missing or name.startswith(missing + "."):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
sys.meta_path.insert(0, Missing())
sys.frozen = True
sys.argv = sys.argv[2:]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def test_the_bundles_self_test_fails_where_a_plain_start_would(userdata_home, tmp_path):
    """The bundle's program (packaging/entry.py) runs --self-test through the plain start's
    path: a bundle without multiprocessing, whose every plain start crashed, fails its
    self-test too. (The self-test used to return before that import, and passed.)"""
    wrapper = tmp_path / "frozen_without.py"
    wrapper.write_text(FROZEN_WITHOUT, encoding="utf-8")
    entry = Path(__file__).resolve().parents[2] / "packaging" / "entry.py"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ZUENDSTOFF_HOME=str(userdata_home))
    result = subprocess.run([sys.executable, str(wrapper), "multiprocessing", str(entry),
                             "--self-test"], env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode != 0, result.stdout
    assert "self-test: passed" not in result.stdout
    assert "No module named 'multiprocessing'" in result.stdout + result.stderr


def test_first_frame_probe_quits_after_painting(qapp, monkeypatch, capsys):
    from PySide6.QtWidgets import QLabel
    from zuendstoff import startup

    monkeypatch.delattr(qapp, "_zuendstoff_first_frame", raising=False)  # a fresh start
    monkeypatch.setattr(startup, "_quitting", False)
    monkeypatch.delenv(startup.FIRST_FRAME_ENV, raising=False)
    assert startup.install_first_frame_probe(qapp) is None  # off unless asked for
    monkeypatch.setenv(startup.FIRST_FRAME_ENV, "1")
    probe = startup.install_first_frame_probe(qapp)
    try:
        from PySide6.QtCore import QTimer

        label = QLabel("frame")
        label.show()
        QTimer.singleShot(20000, qapp.quit)  # a broken probe fails below instead of hanging
        qapp.exec()  # returns once the probe saw the first paint
        assert probe.done
        assert "first-frame" in capsys.readouterr().out
        label.close()
    finally:
        qapp.removeEventFilter(probe.filter)
