"""A long evening at one window: game after game, and what it costs in memory.

    python benchmarks/long_evening.py [--games 100] [--layout alt1] [--size 800x560]
    python benchmarks/long_evening.py --games 30 --trace 10,30   # what grew, and where

One game window (offscreen unless QT_QPA_PLATFORM says otherwise; user folders in a
temporary folder), three computer players (random: the fastest, so the evening is long in
games, not in hours), animations and table moments off. Each game is played to its end; the
next starts with **Rematch** on the game-over dialog, as a person would click it. The small
built-in board ``alt1`` and a small window by default keep 100 games to about 10-12 s a game
on an idle machine (``--layout standard --size 1280x800`` measures the same code at about
three times the time).

Measured after game 1, after game 2 and after every tenth game, each time after a full
garbage collection:

* **RSS** -- the resident memory (/proc/self/status; elsewhere the peak from ``resource``),
  as it is;
* **RSS trimmed** -- the same after glibc's ``malloc_trim(0)`` (where there is one), which
  gives back to the system what malloc holds free but fragmented; this is what the process
  really holds, and the figure the verdict is on. Both are printed, so a difference
  between them is visible, and a real leak grows both;
* Python's allocated blocks (``sys.getallocatedblocks``) and objects (``gc.get_objects``),
  and what is alive in the window: game-over dialogs, dialogs, top-level windows, timers,
  QObjects of the window, scene items, threads.

**Settled** is after game 2: by then the first game has filled what is filled once (the
fonts and pictures painted, the rules' tables, the game-over dialog's code, the first
Rematch with the autosave read back and the finished game kept in the history). The verdict:
the largest growth of the trimmed RSS over the settled one at any later measurement, within
``--allow`` MB (10) or exit status 1.

``--trace A,B`` looks for what grows: it starts ``tracemalloc`` (25 frames) after game 2,
and after games A and B prints the 15 tracebacks whose memory grew most between them, the
Python object kinds whose count grew (``gc.get_objects``), and glibc's bytes in use
(``mallinfo2``, Python's and everything else's). It slows the games down about twofold.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "app"))
os.environ["ZUENDSTOFF_HOME"] = tempfile.mkdtemp(prefix="zuendstoff-bench-")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ZUENDSTOFF_NO_SOUND", "1")


def rss_mb() -> float:
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def trim() -> None:
    """Give memory malloc holds free back to the system (glibc), so that RSS shows what is
    in use rather than what fragmentation keeps."""
    try:
        import ctypes
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass


def in_use_mb() -> float | None:
    """glibc's bytes in use (``mallinfo2``: every arena and mmap'd block), or None."""
    try:
        import ctypes

        class MallInfo2(ctypes.Structure):
            _fields_ = [(name, ctypes.c_size_t) for name in (
                "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
                "uordblks", "fordblks", "keepcost")]
        libc = ctypes.CDLL("libc.so.6")
        libc.mallinfo2.restype = MallInfo2
        info = libc.mallinfo2()
        return (info.uordblks + info.hblkhd) / (1024 * 1024)
    except (OSError, AttributeError):
        return None


class Tracer:
    """``--trace A,B``: what grew between game A and game B (see the module's text)."""

    def __init__(self, first: int, second: int) -> None:
        self.first, self.second = first, second
        self.snapshot = self.kinds = self.malloc = None

    @classmethod
    def parse(cls, text: str, games: int, parser):
        if not text:
            return None
        try:
            first, second = (int(v) for v in text.split(","))
        except ValueError:
            parser.error("--trace: two game numbers, A,B")
        if not 2 < first < second <= games:
            parser.error("--trace: 2 < A < B <= --games")
        return cls(first, second)

    @staticmethod
    def count_kinds():
        from collections import Counter
        gc.collect()
        return Counter(type(o).__qualname__ for o in gc.get_objects())

    def after(self, n: int) -> None:
        import tracemalloc
        if n == 2:
            tracemalloc.start(25)
        elif n == self.first:
            gc.collect()
            self.snapshot = tracemalloc.take_snapshot()
            self.kinds, self.malloc = self.count_kinds(), in_use_mb()
        elif n == self.second:
            gc.collect()
            later = tracemalloc.take_snapshot()
            kinds, malloc = self.count_kinds(), in_use_mb()
            traced = sum(s.size_diff for s in later.compare_to(self.snapshot, "filename"))
            print(f"--- grew from game {self.first} to game {self.second}: glibc in use "
                  f"{malloc - self.malloc:+.2f} MB, of it traced by tracemalloc "
                  f"{traced / 2**20:+.2f} MB", flush=True)
            for stat in later.compare_to(self.snapshot, "traceback")[:15]:
                print(f"{stat.size_diff / 1024:+9.1f} KiB {stat.count_diff:+7d} blocks", flush=True)
                for line in stat.traceback.format(limit=8, most_recent_first=True):
                    print("     " + line, flush=True)
            grown = {k: kinds[k] - self.kinds.get(k, 0) for k in kinds}
            top = sorted((v, k) for k, v in grown.items() if v > 0)[-20:]
            print("--- object kinds grown: " + ", ".join(f"{k} {v:+d}" for v, k in reversed(top)),
                  flush=True)
            tracemalloc.stop()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--layout", default="alt1")
    parser.add_argument("--size", default="800x560")
    parser.add_argument("--allow", type=float, default=10.0,
                        help="MB the evening may grow after it settled (game 2)")
    parser.add_argument("--timeout", type=float, default=900.0, help="seconds a game may take")
    parser.add_argument("--trace", default="",
                        help="A,B: after games A and B, print what grew between them")
    args = parser.parse_args(argv)
    if args.games < 3:
        parser.error("--games: at least 3 (settled is after game 2)")
    tracer = Tracer.parse(args.trace, args.games, parser)

    from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QDialog
    from zuendstoff import resources
    from zuendstoff.document.game_model import SeatKind
    from zuendstoff.engine import Game, Player
    from zuendstoff.settings import Settings
    from zuendstoff.ui.dialogs.game_over import GameOverDialog
    from zuendstoff.ui.game.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    settings = Settings(os.path.join(os.environ["ZUENDSTOFF_HOME"], "bench.ini"))
    settings.animation_speed = 0.0
    settings.table_pause = 0
    settings.bot_delay_ms = 0
    settings.lesson_offered = True
    players = [Player("Anna", "black"), Player("Ben", "white"), Player("Clara", "purple")]
    game = Game.new(resources.default_discs(), resources.builtin_layout(args.layout), players, seed=1)
    window = MainWindow(settings=settings, game=game, seats=[SeatKind("random")] * 3,
                        bot_delay_ms=0, bot_seed=0)
    width, height = (int(v) for v in args.size.split("x"))
    window.resize(width, height)
    window.show()

    def wait_for_end() -> GameOverDialog:
        end = time.monotonic() + args.timeout
        while time.monotonic() < end:
            app.processEvents()
            dialog = window.game_over_dialog
            if dialog is not None and dialog.isVisible():
                return dialog
            time.sleep(0.001)
        raise SystemExit(f"a game did not end within {args.timeout} s")

    def alive() -> dict[str, int]:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        widgets = QApplication.allWidgets()
        return {"game-over dialogs": sum(isinstance(w, GameOverDialog) for w in widgets),
                "dialogs": sum(isinstance(w, QDialog) for w in widgets),
                "top-level": len(QApplication.topLevelWidgets()),
                "timers": len(window.findChildren(QTimer)) + len(app.findChildren(QTimer)),
                "QObjects": len(window.findChildren(QObject)),
                "scene items": len(window.scene.items()),
                "Python objects": len(gc.get_objects()),
                "threads": threading.active_count()}

    def measure() -> tuple[float, float, int]:
        gc.collect()
        raw = rss_mb()
        trim()
        return raw, rss_mb(), sys.getallocatedblocks()

    started = time.monotonic()
    settled = None
    grown = []  # trimmed RSS over the settled one, at each later measurement
    rounds = 0
    print(f"{args.games} games, layout {args.layout}, window {args.size}, "
          f"platform {app.platformName()}, load average {os.getloadavg()[0]:.1f} "
          f"on {os.cpu_count()} cores", flush=True)
    print("game   RSS MB  trimmed MB  since settled  Python blocks  alive; seconds", flush=True)
    for n in range(1, args.games + 1):
        dialog = wait_for_end()
        rounds += window.model.game.round_no
        if tracer is not None:
            tracer.after(n)
        if n <= 2 or n % 10 == 0 or n == args.games:
            raw, trimmed, blocks = measure()
            if n == 2:
                settled = (raw, trimmed, blocks)
            since = "" if settled is None else f"{trimmed - settled[1]:+6.1f} MB"
            if n > 2:
                grown.append(trimmed - settled[1])
            counts = ", ".join(f"{k} {v}" for k, v in alive().items())
            print(f"{n:4d} {raw:8.1f} {trimmed:11.1f} {since:>14} {blocks:14,d}  {counts}; "
                  f"{time.monotonic() - started:6.0f} s", flush=True)
        if n < args.games:
            dialog.rematch_button.click()
    raw, trimmed, blocks = measure()
    worst = max(grown)
    print(f"after {args.games} games ({rounds} rounds, {time.monotonic() - started:.0f} s, load "
          f"average {os.getloadavg()[0]:.1f}): trimmed RSS {trimmed:.1f} MB, "
          f"{trimmed - settled[1]:+.1f} MB since settled (game 2), at most {worst:+.1f} MB; "
          f"RSS as it is {raw - settled[0]:+.1f} MB; Python blocks {blocks - settled[2]:+,d} "
          f"-- {'PASS' if worst <= args.allow else 'FAIL'} (allowed {args.allow} MB)", flush=True)
    window.runner.shutdown()
    window.close()
    return 0 if worst <= args.allow else 1


if __name__ == "__main__":
    raise SystemExit(main())
