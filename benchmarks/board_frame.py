"""Frame time of the board while a flight animates, and time from start to the first painted
window, each against a bare QGraphicsView window with the same number of items (same run).

    python benchmarks/board_frame.py [--frames 240] [--starts 7] [--platform offscreen|xcb]

Frame time: a 1920×1080 window, standard layout, 5 pieces. The board flies a piece along a
flight path at a slow animation speed while every frame is painted in full
(``viewport().repaint()``, the worst case: the whole board, not only the moving piece);
the bare window moves 5 of its plain ellipse items the same way. The first 20 frames (caches
warming up) are not counted; medians and 95th percentiles are reported.

Start: a fresh Python process per run, from ``Popen`` to the moment the child has handled the
first paint event of its window (it then prints and quits). Runs alternate board/bare; one
warm-up each is not counted (it fills a private bytecode cache, as an installed app has);
medians are reported.

Target (issue 3): the board within 1.5× of the bare window for both figures.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1920, 1080)


# --------------------------------------------------------------------- windows
def _board_window():
    sys.path.insert(0, str(ROOT / "app"))
    from zuendstoff import resources
    from zuendstoff.document.game_model import GameModel
    from zuendstoff.engine import Game, Player
    from zuendstoff.ui.board import BoardScene, BoardView

    players = [Player(n, p) for n, p in zip(("Anna", "Ben", "Carla", "Dario", "Emil"),
                                            ("black", "white", "purple", "orange", "green"))]
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"), players,
                    seed=1)
    model = GameModel(game)
    scene = BoardScene(model)
    view = BoardView(scene)
    return model, scene, view


def _bare_window(n_items: int):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QBrush, QColor, QPainter
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    scene = QGraphicsScene(0, 0, 1450, 1100)
    scene.setBackgroundBrush(QColor("#0d1033"))
    items = []
    for k in range(n_items):
        r = 104 if k < 16 else 17
        item = scene.addEllipse(QRectF(-r, -r, 2 * r, 2 * r), QColor("#2b3350"),
                                QBrush(QColor("#e8d9b5")))
        item.setPos(190 + (k % 4) * 240, 190 + (k // 4 % 4) * 240)
        items.append(item)
    view = QGraphicsView(scene)
    view.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
    return scene, view, items


def _fit(view):
    from PySide6.QtCore import Qt

    view.resize(*SIZE)
    view.show()
    view.fitInView(view.scene().sceneRect(), Qt.KeepAspectRatio)


# ----------------------------------------------------------------- frame time
def _repaint_ms(view) -> float:
    t0 = time.perf_counter()
    view.viewport().repaint()
    return (time.perf_counter() - t0) * 1000.0


class _PaintTimer:
    """Counts the time a viewport spends in its paint events."""

    def __init__(self, viewport) -> None:
        from PySide6.QtCore import QEvent, QObject

        timer = self

        class Filter(QObject):
            def eventFilter(self, obj, event):  # noqa: N802
                if event.type() == QEvent.Paint:
                    timer.started = time.perf_counter()
                return False

        self.filter = Filter()
        self.started = None
        viewport.installEventFilter(self.filter)


def measure_frames(frames: int) -> dict[str, list[float]]:
    """Board and bare frames interleaved, so load on the machine falls on both alike.

    "full": every frame repaints the whole window (``viewport().repaint()``).
    "app": the event loop paints what changed, as in the app; the cost of a frame is the time
    ``processEvents()`` takes when it painted (animation step, index update, paint). The two
    windows take turns on screen in blocks of 20 ticks at 60 Hz.
    """
    import random

    from PySide6.QtCore import QPointF, QVariantAnimation
    from PySide6.QtWidgets import QApplication
    from zuendstoff.engine import Phase

    app = QApplication.instance() or QApplication([])
    model, scene, view = _board_window()
    _fit(view)
    game = model.game
    rng = random.Random(3)
    n_items = len(scene.items())
    bare_scene, bare_view, items = _bare_window(n_items)
    _fit(bare_view)
    movers = items[16:21]
    app.processEvents()

    def next_flight():
        # play on (animation off) until a flight of at least two discs waits, then fly it slowly
        scene.set_animation_speed(0)
        while not (game.phase is Phase.STOP and len(game.path) >= 2):
            if game.is_over:
                raise SystemExit("benchmark game ended before a long flight")
            seat = game.pending_seats()[0]
            model.apply(rng.choice(game.legal_decisions(seat)))
        scene.set_animation_speed(0.35)
        seat = game.pending_seats()[0]
        model.apply(type(game.legal_decisions(seat)[-1])(seat, game.flight_path_cells()[-1]))

    out: dict[str, list[float]] = {"board full": [], "bare full": [],
                                   "board app": [], "bare app": []}
    for k in range(frames):
        if not scene.is_animating():
            next_flight()
        for j, item in enumerate(movers):
            item.setPos(QPointF(190 + (k * 7 + j * 60) % 960, 190 + (j * 240) % 960))
        app.processEvents()
        out["board full"].append(_repaint_ms(view))
        out["bare full"].append(_repaint_ms(bare_view))

    # as the app paints: the event loop drives the animations and paints only what changed
    bare_anim = QVariantAnimation()
    bare_anim.setStartValue(0.0)
    bare_anim.setEndValue(960.0)
    bare_anim.setDuration(2500)
    bare_anim.setLoopCount(-1)
    bare_anim.valueChanged.connect(lambda v: [item.setPos(QPointF(190 + (v + j * 60) % 960,
                                                                  190 + j * 240 % 960))
                                              for j, item in enumerate(movers)])
    bare_anim.start()
    timers = {"board app": _PaintTimer(view.viewport()),
              "bare app": _PaintTimer(bare_view.viewport())}
    windows = {"board app": view, "bare app": bare_view}
    next_tick = time.perf_counter()
    for k in range(frames):
        # blocks of 20 ticks, one window on screen at a time, alternating
        name = ("board app", "bare app")[k // 20 % 2]
        if k % 20 == 0:
            windows[name].show()
            windows["bare app" if name == "board app" else "board app"].hide()
            app.processEvents()
        if not scene.is_animating():
            next_flight()
        next_tick += 1 / 60
        time.sleep(max(0.0, next_tick - time.perf_counter()))
        timers[name].started = None
        t0 = time.perf_counter()
        app.processEvents()
        spent = (time.perf_counter() - t0) * 1000.0
        if timers[name].started is not None and k % 20 >= 2:  # skip the full paint after show
            out[name].append(spent)
    bare_anim.stop()
    view.close()
    bare_view.close()
    app.processEvents()
    return {"board full": out["board full"][20:], "bare full": out["bare full"][20:],
            "board app": out["board app"], "bare app": out["bare app"], "items": [n_items]}


# ---------------------------------------------------------------- start time
def child(kind: str) -> None:
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    if kind == "board":
        model, scene, view = _board_window()
    else:
        scene, view, _items = _bare_window(int(os.environ.get("BENCH_ITEMS", "22")))

    class FirstPaint(QObject):
        def eventFilter(self, obj, event):  # noqa: N802
            if event.type() == QEvent.Paint:
                QTimer.singleShot(0, lambda: (print("first-frame", flush=True), app.quit()))
                obj.removeEventFilter(self)
            return False

    watcher = FirstPaint()
    view.viewport().installEventFilter(watcher)
    _fit(view)
    app.exec()


def measure_starts(runs: int, items: int) -> dict[str, list[float]]:
    # Installed apps and bundles start from compiled bytecode: let the warm-up run write it to
    # a private cache (this machine sets PYTHONDONTWRITEBYTECODE, which would make every start
    # compile every module of the app from source).
    cache = tempfile.mkdtemp(prefix="board-bench-pyc-")
    env = dict(os.environ, BENCH_ITEMS=str(items), PYTHONPATH=str(ROOT / "app"),
               PYTHONPYCACHEPREFIX=cache)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    out: dict[str, list[float]] = {"board": [], "bare": []}
    for k in range(runs + 1):
        for kind in ("board", "bare"):
            t0 = time.perf_counter()
            proc = subprocess.Popen([sys.executable, __file__, "--child", kind], env=env,
                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            line = proc.stdout.readline()
            elapsed = (time.perf_counter() - t0) * 1000.0
            proc.wait(timeout=60)
            if "first-frame" not in line:
                raise SystemExit(f"{kind} window did not report a frame")
            if k:
                out[kind].append(elapsed)
    shutil.rmtree(cache, ignore_errors=True)
    return out


def _summary(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"median {statistics.median(values):7.2f} ms  p95 {p95:7.2f} ms  (n={len(values)})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=240)
    parser.add_argument("--starts", type=int, default=7)
    parser.add_argument("--platform", default=None,
                        help="Qt platform (default: offscreen unless a display is set)")
    parser.add_argument("--child", choices=("board", "bare"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.platform:
        os.environ["QT_QPA_PLATFORM"] = args.platform
    elif not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.child:
        child(args.child)
        return 0
    sys.path.insert(0, str(ROOT / "app"))
    frames = measure_frames(args.frames)
    items = frames["items"][0]
    starts = measure_starts(args.starts, items)
    print(f"platform: {os.environ.get('QT_QPA_PLATFORM', 'default')}, window {SIZE[0]}×{SIZE[1]}, "
          f"{items} items in both scenes, 5 pieces moving")
    rows = (("frame, whole window repainted", frames["board full"], frames["bare full"]),
            ("frame, as the app paints (only what changed)", frames["board app"],
             frames["bare app"]),
            ("start to first painted window", starts["board"], starts["bare"]))
    for what, board, bare in rows:
        if not board or not bare:
            print(f"{what}: no frames measured")
            continue
        b, r = statistics.median(board), statistics.median(bare)
        print(f"{what}:")
        print(f"  board: {_summary(board)}")
        print(f"  bare:  {_summary(bare)}")
        print(f"  ratio board/bare (medians): {b / r:.2f}  (target ≤ 1.5)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
