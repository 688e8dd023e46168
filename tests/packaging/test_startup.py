"""The start-up hooks: work that waits for the first frame, the benchmark's probe, the trace."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel
from zuendstoff import startup


@pytest.fixture
def fresh_start(qapp, monkeypatch):
    """The application as if it had just started: no first frame seen yet."""
    monkeypatch.delattr(qapp, "_zuendstoff_first_frame", raising=False)
    monkeypatch.delattr(qapp, "_zuendstoff_board_frame", raising=False)
    monkeypatch.delattr(qapp, "_zuendstoff_game_frame", raising=False)
    monkeypatch.delenv(startup.FIRST_FRAME_ENV, raising=False)
    monkeypatch.delenv(startup.MARKER_ENV, raising=False)
    monkeypatch.setattr(startup, "_quitting", False)  # a probe in a test quits only that test
    monkeypatch.setattr(startup, "_probe", None)
    yield qapp
    for name in ("_zuendstoff_first_frame", "_zuendstoff_board_frame", "_zuendstoff_game_frame"):
        hook = getattr(qapp, name, None)
        if hook is not None:
            qapp.removeEventFilter(hook.filter)


def test_after_first_frame_waits_for_the_first_paint(fresh_start, qtbot):
    calls = []
    startup.after_first_frame(fresh_start, lambda: calls.append("question"))
    startup.after_first_frame(fresh_start, lambda: calls.append("dialog"))
    qtbot.wait(50)
    assert calls == []  # nothing painted yet, nothing asked
    label = QLabel("the window")
    qtbot.addWidget(label)
    label.show()
    qtbot.waitUntil(lambda: calls == ["question", "dialog"], timeout=5000)


def test_after_first_frame_runs_at_once_once_the_frame_is_there(fresh_start, qtbot):
    label = QLabel("the window")
    qtbot.addWidget(label)
    startup.after_first_frame(fresh_start, lambda: None)
    label.show()
    qtbot.waitUntil(lambda: fresh_start._zuendstoff_first_frame.ran, timeout=5000)
    calls = []
    startup.after_first_frame(fresh_start, lambda: calls.append("late"))
    assert calls == []  # never from inside the caller
    qtbot.waitUntil(lambda: calls == ["late"], timeout=1000)


def test_after_first_frame_falls_back_when_nothing_paints(fresh_start, qtbot, monkeypatch):
    monkeypatch.setattr(startup, "FALLBACK_MS", 30)
    calls = []
    startup.after_first_frame(fresh_start, lambda: calls.append("anyway"))  # no window shown
    qtbot.waitUntil(lambda: calls == ["anyway"], timeout=2000)


def test_the_probe_quits_before_the_work_after_the_first_frame(fresh_start, monkeypatch, capsys):
    calls = []
    startup.after_first_frame(fresh_start, lambda: calls.append("resume_or_new"))
    monkeypatch.setenv(startup.FIRST_FRAME_ENV, "1")
    startup.install_first_frame_probe(fresh_start)
    label = QLabel("frame")
    label.show()
    QTimer.singleShot(20000, fresh_start.quit)  # a broken probe fails below instead of hanging
    fresh_start.exec()
    label.close()
    assert "first-frame" in capsys.readouterr().out
    assert calls == []  # a modal question here would have kept the benchmark waiting


def test_the_first_question_waits_for_the_built_window_to_be_drawn(fresh_start, qtbot):
    label = QLabel("the window")
    qtbot.addWidget(label)
    with qtbot.waitExposed(label):
        label.show()
    qtbot.wait(100)  # its first paints are done
    other = QLabel("another window")
    qtbot.addWidget(other)
    calls = []
    startup.after_board_frame(fresh_start, label, lambda: calls.append("continue?"))
    with qtbot.waitExposed(other):
        other.show()
    qtbot.wait(100)
    assert calls == []  # nothing of the window painted since
    label.setText("the board")  # the built window paints
    qtbot.waitUntil(lambda: calls == ["continue?"], timeout=5000)


def test_the_board_probe_reports_both_frames_and_quits_before_the_question(
        fresh_start, monkeypatch, capsys):
    monkeypatch.setenv(startup.FIRST_FRAME_ENV, "board")
    calls = []
    startup.install_first_frame_probe(fresh_start)
    label = QLabel("sky")
    label.show()

    def built() -> None:
        label.setText("board")
        startup.after_board_frame(fresh_start, label, lambda: calls.append("new game?"))

    startup.after_first_frame(fresh_start, built)
    QTimer.singleShot(20000, fresh_start.quit)  # a broken probe fails below instead of hanging
    fresh_start.exec()
    label.close()
    assert capsys.readouterr().out.split() == ["first-frame", "board-frame"]
    assert calls == []


def test_the_probe_says_so_when_nothing_painted(fresh_start, monkeypatch, capsys):
    monkeypatch.setattr(startup, "FALLBACK_MS", 30)
    monkeypatch.setenv(startup.FIRST_FRAME_ENV, "1")
    startup.install_first_frame_probe(fresh_start)  # and no window is shown
    QTimer.singleShot(20000, fresh_start.quit)
    fresh_start.exec()
    assert capsys.readouterr().out.split() == ["no-frame"]  # never a time for a frame not drawn


def test_the_trace_prints_only_when_asked(monkeypatch, capsys):
    monkeypatch.delenv(startup.TRACE_ENV, raising=False)
    startup.mark("quiet")
    assert capsys.readouterr().err == ""
    monkeypatch.setenv(startup.TRACE_ENV, "1")
    startup.mark("window built")
    err = capsys.readouterr().err
    assert err.startswith("startup:") and err.rstrip().endswith("ms  window built")


def test_a_request_in_the_data_folder_asks_for_the_probe_of_one_start(fresh_start, tmp_path):
    """macOS's ``open -a`` passes no environment: the probe is asked for by start-probe.json
    in the data folder; the start that reads it removes it, and writes the marker file."""
    import json

    marker = tmp_path / "marker.txt"
    request = tmp_path / startup.REQUEST_FILE
    request.write_text(json.dumps({"until": "first", "marker": str(marker)}), encoding="utf-8")
    probe = startup.install_first_frame_probe(fresh_start, tmp_path)
    assert probe is not None and not request.exists()
    label = QLabel("frame")
    label.show()
    QTimer.singleShot(20000, fresh_start.quit)  # a broken probe fails below instead of hanging
    fresh_start.exec()
    label.close()
    assert marker.read_text(encoding="utf-8").splitlines() == ["first-frame", "platform: offscreen"]
    fresh_start.removeEventFilter(probe.filter)
    fresh_start._zuendstoff_first_frame = None
    del fresh_start._zuendstoff_first_frame
    assert startup.install_first_frame_probe(fresh_start, tmp_path) is None  # one start only


@pytest.mark.parametrize("text", ["{", "[]", '{"until": "forever"}', '{"until": 1}'])
def test_a_damaged_request_is_removed_and_asks_for_nothing(fresh_start, tmp_path, text):
    request = tmp_path / startup.REQUEST_FILE
    request.write_text(text, encoding="utf-8")
    assert startup.install_first_frame_probe(fresh_start, tmp_path) is None
    assert not request.exists()
    assert startup.install_first_frame_probe(fresh_start, None) is None


def test_the_game_probe_reports_the_opened_game_by_its_title(fresh_start, monkeypatch, tmp_path,
                                                           capsys):
    """``=game``: the board frame does not end the start; the opened game's frame does, and
    the marker names the window's title (the saved game's file name)."""
    from PySide6.QtWidgets import QMainWindow

    marker = tmp_path / "marker.txt"
    monkeypatch.setenv(startup.FIRST_FRAME_ENV, "game")
    monkeypatch.setenv(startup.MARKER_ENV, str(marker))
    startup.install_first_frame_probe(fresh_start)
    window = QMainWindow()
    window.setCentralWidget(QLabel("sky"))
    window.has_game = False
    window.show()
    opened = []

    def open_game() -> None:
        window.has_game = True
        window.setWindowTitle("game.zrec – Zündstoff – round 3")
        window.centralWidget().setText("the board")
        opened.append(True)
        startup.after_game_opened(fresh_start, window)

    def built() -> None:
        window.centralWidget().setText("the built window")
        startup.after_board_frame(fresh_start, window.centralWidget(), open_game)

    startup.after_first_frame(fresh_start, built)
    QTimer.singleShot(20000, fresh_start.quit)  # a broken probe fails below instead of hanging
    fresh_start.exec()
    window.close()
    assert opened == [True]
    assert marker.read_text(encoding="utf-8").splitlines() == [
        "first-frame", "platform: offscreen", "board-frame",
        "game-frame: game.zrec – Zündstoff – round 3"]
    assert "game-frame: game.zrec" in capsys.readouterr().out
