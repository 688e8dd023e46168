"""packaging/native_start.py: the bundle started as people start it, judged by its marker file
(the real bundle: packaging/ci.sh and the workflow; here stand-in programs)."""

from __future__ import annotations

import json
import subprocess
import sys

import native_start
import pytest

STAND_IN = pytest.mark.skipif(sys.platform == "win32", reason="the stand-in program is a shell script")


def test_native_start_uses_the_systems_own_screen(tmp_path):
    env = native_start.environment({"QT_QPA_PLATFORM": "offscreen", "PATH": "/bin"}, str(tmp_path),
                                   str(tmp_path / "marker.txt"), "game")
    assert "QT_QPA_PLATFORM" not in env and env["ZUENDSTOFF_EXIT_AFTER_FIRST_FRAME"] == "game"
    assert env["ZUENDSTOFF_HOME"] == str(tmp_path)
    assert env["ZUENDSTOFF_FRAME_MARKER"] == str(tmp_path / "marker.txt")
    assert native_start.default_program(tmp_path, "darwin").parts[-4:] == (
        "Zuendstoff.app", "Contents", "MacOS", "zuendstoff")
    assert native_start.default_program(tmp_path, "darwin", launch_services=True).name == \
        "Zuendstoff.app"
    assert native_start.default_program(tmp_path, "win32").name == "zuendstoff.exe"
    assert native_start.main([str(tmp_path / "missing")]) == 1


def _program(tmp_path, body: str):
    program = tmp_path / "zuendstoff"
    program.write_text("#!/bin/sh\n" + body)
    program.chmod(0o755)
    return program


@STAND_IN
def test_native_start_wants_the_systems_own_window_plugin_in_the_marker(tmp_path):
    """The marker file decides: a frame drawn by the offscreen plugin is not a native start,
    and a program that only prints (the old probe) and writes no marker fails."""
    for plugin, expected in (("xcb", 0), ("cocoa", 0), ("windows", 0), ("offscreen", 1)):
        program = _program(tmp_path, 'printf "first-frame\\nplatform: %s\\n" '
                                     f'{plugin} >> "$ZUENDSTOFF_FRAME_MARKER"\n'
                                     '[ -z "${QT_QPA_PLATFORM+set}" ] || exit 3\n')
        assert native_start.main([str(program)]) == expected, plugin
    program = _program(tmp_path, "echo first-frame\necho 'platform: xcb' >&2\n")
    assert native_start.main([str(program)]) == 1
    program = _program(tmp_path, 'printf "no-frame\\nplatform: xcb\\n" >> "$ZUENDSTOFF_FRAME_MARKER"\n')
    assert native_start.main([str(program)]) == 1


@STAND_IN
def test_native_start_with_a_saved_game_wants_that_game_on_the_board(tmp_path, capsys):
    """--game: the program gets a real saved game as its argument (as a double-click hands
    it), and passes only when the window painted that game (its title names the file)."""
    shows = _program(tmp_path, '[ -s "$1" ] && [ "$ZUENDSTOFF_EXIT_AFTER_FIRST_FRAME" = game ] '
                               '|| exit 3\nprintf "first-frame\\nplatform: xcb\\nboard-frame\\n'
                               'game-frame: %s – Zündstoff – round 3\\n" "$(basename "$1")" '
                               '>> "$ZUENDSTOFF_FRAME_MARKER"\n')
    assert native_start.main(["--game", str(shows)]) == 0
    assert "the saved game: game-frame: game.zrec" in capsys.readouterr().out
    # the board painted, but the game did not open (the "Continue?" question instead)
    asks = _program(tmp_path, 'printf "first-frame\\nplatform: xcb\\nboard-frame\\nno-game\\n" '
                              '>> "$ZUENDSTOFF_FRAME_MARKER"\n')
    assert native_start.main(["--game", str(asks)]) == 1
    assert native_start.main([str(asks)]) == 0  # (without --game the first frame is enough)


def test_launch_services_asks_for_the_probe_in_the_data_folder(tmp_path):
    """macOS: ``open -a`` passes no environment; the probe is asked for by start-probe.json
    in the app's data folder, which the app reads (and removes) and then writes the marker."""
    data = tmp_path / "data"
    app = tmp_path / "Zuendstoff.app"
    calls = []

    def finder(cmd, **_kw):  # what LaunchServices and the app do, in short
        calls.append(cmd)
        request = json.loads((data / "start-probe.json").read_text(encoding="utf-8"))
        (data / "start-probe.json").unlink()
        assert request["until"] == "game"
        with open(request["marker"], "a", encoding="utf-8") as fh:
            fh.write("first-frame\nplatform: cocoa\nboard-frame\n"
                     "game-frame: game.zrec – Zündstoff – round 3\n")
        return subprocess.CompletedProcess(cmd, 0, stdout="")

    lines, _out = native_start.run_launch_services(app, tmp_path, opener=finder, data=data)
    assert calls[0][:3] == ["open", "-a", str(app)] and calls[0][3].endswith("game.zrec")
    assert native_start.verdict(lines, game=True)[0]
    assert not (data / "start-probe.json").exists()

    def refused(cmd, **_kw):  # open fails (no such app): no waiting, the request is removed
        return subprocess.CompletedProcess(cmd, 1, stdout="Unable to find application")

    lines, out = native_start.run_launch_services(app, tmp_path / "x", opener=refused, data=data)
    assert lines == [] and "exit code 1" in out
    assert not native_start.verdict(lines, game=True)[0]
    assert not (data / "start-probe.json").exists()
