"""What the AT-SPI bus tests' two sides share: the app's side walks a script of steps on a
timer (``run_script``), the reader's side finds the app on the bus by its process id
(``find_app``) and walks its accessibles (``each_node``). Imported by the app scripts (the project's Python, with Qt) and the readers
(the system's Python, with pyatspi): nothing here imports either at the top."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Callable, Iterator


def run_script(app, steps: Iterator[Callable[[], bool]], out: Path, started: float,
               limit_s: float, at_end: Callable[[], None] | None = None) -> int:
    """Run the app until ``steps`` (a generator that yields "is it done yet?" questions) is
    through, asking the waiting question every 30 ms; after ``limit_s`` seconds from
    ``started`` it gives up (``app-timeout`` in ``out``, exit code 2). ``at_end`` runs just
    before a normal end. Returns the app's exit code."""
    from PySide6.QtCore import QTimer
    waiting = [next(steps)]

    def tick() -> None:
        if time.monotonic() - started > limit_s:
            (out / "app-timeout").write_text("timed out")
            app.exit(2)
            return
        try:
            if waiting[0]():
                waiting[0] = next(steps)
        except StopIteration:
            if at_end is not None:
                at_end()
            app.exit(0)

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(30)
    return app.exec()


def find_app(pyatspi, pid: int):
    """The application of process ``pid`` on the bus (None while it is not there yet)."""
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        try:
            if app is not None and app.get_process_id() == pid:
                return app
        except Exception:  # noqa: BLE001 (an application leaving the bus meanwhile)
            continue
    return None


def each_node(root, limit: int) -> Iterator:
    """The accessibles under ``root`` (itself first), depth first, at most ``limit`` of them;
    a node whose children cannot be listed (it left the bus meanwhile) is passed over."""
    todo, seen = [root], 0
    while todo and seen < limit:
        acc = todo.pop()
        seen += 1
        yield acc
        try:
            children = [acc.getChildAtIndex(i) for i in range(acc.childCount)]
        except Exception:  # noqa: BLE001
            continue
        todo.extend(child for child in children if child is not None)
