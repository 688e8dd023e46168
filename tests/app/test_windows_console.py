"""The windowed Windows program (zuendstoff.exe, pythonw) starts with no stdout: --self-test,
--help and --version print to what the starting program passed on, or to the console it was
started from. Stand-ins: sys.stdout None, a kernel32 that says what is there."""

from __future__ import annotations

import io
import sys

from zuendstoff import console


class Kernel32:
    def __init__(self, handles, console_there):
        self.handles = handles
        self.console_there = console_there
        self.attached = False

    def GetStdHandle(self, which):  # noqa: N802
        return self.handles.get(which & 0xFFFFFFFF)

    def AttachConsole(self, pid):  # noqa: N802
        self.attached = self.console_there
        return int(self.console_there)


def test_a_pipe_the_starter_passed_is_used(monkeypatch):
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    pipes = {}

    def open_handle(handle):
        pipes[handle] = io.StringIO()
        return pipes[handle]

    k = Kernel32({(-11) & 0xFFFFFFFF: 1234, (-12) & 0xFFFFFFFF: 5678}, console_there=True)
    done = console.attach([], "win32", k, open_handle)
    assert done == ["stdout: inherited", "stderr: inherited"] and not k.attached
    print("first-frame")
    assert pipes[1234].getvalue() == "first-frame\n"


def test_the_console_it_was_started_from_for_the_command_lines_answers(monkeypatch):
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    opened = []
    monkeypatch.setattr("builtins.open", lambda name, *a, **k: opened.append(name) or io.StringIO())
    k = Kernel32({}, console_there=True)
    assert console.attach(["--version"], "win32", k) == ["stdout: console", "stderr: console"]
    assert opened == ["CONOUT$", "CONOUT$"]


def test_an_ordinary_start_never_ties_itself_to_a_console(monkeypatch):
    """(A program attached to a console ends when that window closes.)"""
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.delenv("ZUENDSTOFF_EXIT_AFTER_FIRST_FRAME", raising=False)
    monkeypatch.delenv("ZUENDSTOFF_STARTUP_TRACE", raising=False)
    k = Kernel32({}, console_there=True)
    assert console.attach(["game.zrec"], "win32", k) == [] and not k.attached
    assert sys.stdout is None


def test_elsewhere_nothing_changes(monkeypatch):
    k = Kernel32({}, console_there=True)
    out = sys.stdout
    monkeypatch.setattr(sys, "stderr", None)
    assert console.attach(["--help"], "linux", k) == [] and sys.stdout is out


def test_the_bundle_attaches_before_anything_prints():
    from pathlib import Path

    entry = (Path(__file__).resolve().parents[2] / "packaging" / "entry.py").read_text("utf-8")
    body = entry[entry.index("def main()"):]
    attach = body.index("console.attach()")
    assert attach < body.index("install_linux") and attach < body.index("app_main")  # --self-test
