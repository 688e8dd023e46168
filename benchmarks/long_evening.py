"""A long evening at one window: game after game, and what it costs in memory.

    python benchmarks/long_evening.py [--games 100] [--layout standard] [--size 1280x800]

One game window (offscreen unless QT_QPA_PLATFORM says otherwise; user folders in a
temporary folder), three computer players (random: the fastest, so the evening is long in
games, not in hours), animations and table moments off. Each game is played to its end; the
next starts with **Rematch** on the game-over dialog, as a person would click it. Printed
after each tenth game (and after the first): the resident memory (RSS, from
/proc/self/status, else the peak from ``resource``), the game-over dialogs, dialogs, top-level
windows, timers, scene items, Python objects and threads alive (RSS after a garbage
collection and glibc's ``malloc_trim``, where there is one). The figure to read: RSS at the end
against RSS after the
first game (where it settled). Exit status 1 when it grew by more than ``--allow`` MB.
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


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--layout", default="standard")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--allow", type=float, default=10.0, help="MB the evening may grow")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds a game may take")
    args = parser.parse_args(argv)

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
                "objects": len(window.findChildren(QObject)),
                "scene items": len(window.scene.items()),
                "Python objects": len(gc.get_objects()),
                "threads": threading.active_count()}

    started = time.monotonic()
    first = None
    rounds = 0
    print(f"{args.games} games, layout {args.layout}, window {args.size}, "
          f"platform {app.platformName()}", flush=True)
    for n in range(1, args.games + 1):
        dialog = wait_for_end()
        rounds += window.model.game.round_no
        if n == 1 or n % 10 == 0 or n == args.games:
            gc.collect()
            trim()
            now = rss_mb()
            if first is None:
                first = now
            counts = ", ".join(f"{k} {v}" for k, v in alive().items())
            print(f"game {n:4d}: RSS {now:7.1f} MB ({now - first:+6.1f} MB since game 1); {counts}; "
                  f"{time.monotonic() - started:6.0f} s", flush=True)
        if n < args.games:
            dialog.rematch_button.click()
    grown = rss_mb() - first
    print(f"after {args.games} games ({rounds} rounds): RSS grew {grown:+.1f} MB since the first "
          f"game (allowed {args.allow} MB)", flush=True)
    window.runner.shutdown()
    window.close()
    return 0 if grown <= args.allow else 1


if __name__ == "__main__":
    raise SystemExit(main())
