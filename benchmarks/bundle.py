"""Bundle size and start-to-first-frame time of the app against a bare PySide6 baseline.

    python benchmarks/bundle.py [--runs 7] [--platform xcb|offscreen] [--json]

Builds, in the same run and on the same machine:

- **baseline**: a bare PySide6 window with a QGraphicsView (one item), bundled by
  PyInstaller with its defaults (``pyinstaller bare.py``);
- **app**: Zündstoff through ``packaging/zuendstoff.spec`` (what ``packaging/build.py`` runs).

Then measures each one's folder size, and its start time: from starting the program
to its first painted frame (both print ``first-frame`` after their first paint event
has been handled; the app through ``ZUENDSTOFF_EXIT_AFTER_FIRST_FRAME``). The app's
first frame is its game window showing the board's sky; its parts are built right
after it, so the app also reports ``board-frame`` when the built window (the board, or
the privacy screen that covers it while a card is chosen) has been painted: that time is
reported beside the first frame, without a target.
Runs alternate between the two (and, for reference, the same two programs run by
Python without a bundle); one warm-up run each is not counted; medians are reported.
With ``--platform xcb`` (the default when Xvfb is installed) all draw on a private
Xvfb screen this script starts; otherwise offscreen.

Targets (issue 5): app size ≤ 0.75 × baseline size, app start ≤ 1.3 × baseline start.
Everything is written under ``benchmarks/out/bundle/``.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
import build as app_build  # noqa: E402
import buildinfo  # noqa: E402

OUT = ROOT / "benchmarks" / "out" / "bundle"
SIZE_TARGET = 0.75
TIME_TARGET = 1.3

BARE = '''\
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow


class FirstFrame(QObject):
    done = False

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            QTimer.singleShot(0, self.finish)
        return False

    def finish(self):
        print("first-frame", flush=True)
        QApplication.instance().exit(0)


app = QApplication(sys.argv)
probe = FirstFrame()
app.installEventFilter(probe)
scene = QGraphicsScene()
scene.addEllipse(0, 0, 200, 200)
window = QMainWindow()
window.setCentralWidget(QGraphicsView(scene))
window.resize(1000, 700)
window.show()
sys.exit(app.exec())
'''


def folder_size(path: Path) -> int:
    return app_build.folder_size(path)


def build_baseline(out: Path) -> Path:
    src = out / "bare.py"
    src.write_text(BARE, encoding="utf-8")
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                    "--distpath", str(out / "bare-dist"), "--workpath", str(out / "bare-work"),
                    "--specpath", str(out), str(src)], check=True, cwd=out)
    exe = out / "bare-dist" / "bare" / ("bare.exe" if sys.platform == "win32" else "bare")
    if not exe.exists():
        sys.exit(f"bundle: baseline build left no {exe}")
    return exe


def build_app(out: Path) -> Path:
    return app_build.build(dist=out / "app-dist", work=out / "app-work")


def frame_seconds(program: Path | list[str], env: dict[str, str], board: bool = False,
                  timeout: float = 60.0) -> dict[str, float]:
    """Seconds from starting ``program`` to its ``first-frame`` line (and ``board-frame``).

    With ``board`` (the app only): the app goes on after its first frame until its
    window's parts are built and painted, and prints ``board-frame`` then.
    """
    cmd = [str(program)] if isinstance(program, Path) else program
    wanted = ("first-frame", "board-frame") if board else ("first-frame",)
    seen: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as home:
        run_env = dict(env, ZUENDSTOFF_HOME=home,
                       ZUENDSTOFF_EXIT_AFTER_FIRST_FRAME="board" if board else "1")
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, env=run_env, stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, text=True)
        try:
            assert proc.stdout is not None
            for line in proc.stdout:
                if line.strip() == "no-frame":
                    raise RuntimeError(f"{program} never painted (its fallback timer ran)")
                if line.strip() in wanted:
                    seen[line.strip()] = time.perf_counter() - start
                    if len(seen) == len(wanted):
                        break
            else:
                raise RuntimeError(f"{program} ended without printing {wanted} "
                                   f"(exit code {proc.wait()})")
        finally:
            try:
                proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
    return seen


def first_frame_seconds(program: Path | list[str], env: dict[str, str],
                        timeout: float = 60.0) -> float:
    """Seconds from starting ``program`` (a path or a command) to its ``first-frame`` line."""
    return frame_seconds(program, env, timeout=timeout)["first-frame"]


class Screen:
    """A private Xvfb screen for the runs (or nothing, offscreen)."""

    def __init__(self, platform: str) -> None:
        self.platform = platform
        self.proc: subprocess.Popen | None = None
        self.env = dict(os.environ, QT_QPA_PLATFORM=platform)

    def __enter__(self) -> "Screen":
        if self.platform == "xcb" and not os.environ.get("DISPLAY"):
            display = f":{100 + os.getpid() % 400}"
            self.proc = subprocess.Popen(["Xvfb", display, "-screen", "0", "1600x1000x24",
                                          "-nolisten", "tcp"], stdout=subprocess.DEVNULL,
                                         stderr=subprocess.DEVNULL)
            time.sleep(1.0)
            if self.proc.poll() is not None:
                raise RuntimeError("Xvfb did not start")
            self.env["DISPLAY"] = display
        return self

    def __exit__(self, *exc: object) -> None:
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait()


def measure(runs: int, platform: str) -> dict[str, object]:
    if OUT.exists():
        shutil.rmtree(OUT)
    OUT.mkdir(parents=True)
    t0 = time.perf_counter()
    bare = build_baseline(OUT)
    t_bare = time.perf_counter() - t0
    t0 = time.perf_counter()
    app = build_app(OUT)
    t_app = time.perf_counter() - t0
    sizes = {"baseline": folder_size(bare.parent), "app": folder_size(app.parent)}
    # the same two programs unbundled (python3 bare.py, python3 -m zuendstoff): shows how
    # much of the difference is the app's own start-up work rather than the bundle
    programs = {"baseline": bare, "app": app,
                "baseline (python)": [sys.executable, str(OUT / "bare.py")],
                "app (python)": [sys.executable, "-m", "zuendstoff"]}
    times: dict[str, list[float]] = {name: [] for name in programs}
    board: dict[str, list[float]] = {"app": [], "app (python)": []}
    with Screen(platform) as screen:
        for name, program in programs.items():  # warm-up, not counted
            frame_seconds(program, screen.env, board=name in board)
        for _ in range(runs):
            for name, program in programs.items():
                seen = frame_seconds(program, screen.env, board=name in board)
                times[name].append(seen["first-frame"])
                if name in board:
                    board[name].append(seen["board-frame"])
    med = {k: statistics.median(v) for k, v in times.items()}
    board_med = {k: statistics.median(v) for k, v in board.items()}
    result = {
        "platform": platform,
        "runs": runs,
        "app_version": buildinfo.version(),
        "size_bytes": sizes,
        "size_ratio": sizes["app"] / sizes["baseline"],
        "start_seconds_median": med,
        "start_seconds_all": times,
        "start_ratio": med["app"] / med["baseline"],
        "start_ratio_unbundled": med["app (python)"] / med["baseline (python)"],
        # the window with its board built and painted (the first frame shows its sky)
        "board_seconds_median": board_med,
        "board_seconds_all": board,
        "board_ratio": board_med["app"] / med["baseline"],
        "build_seconds": {"baseline": round(t_bare, 1), "app": round(t_app, 1)},
    }
    result["size_ok"] = result["size_ratio"] <= SIZE_TARGET
    result["start_ok"] = result["start_ratio"] <= TIME_TARGET
    (OUT / "bundle.json").write_text(json.dumps(result, indent=1), encoding="utf-8")
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--platform", choices=("xcb", "offscreen"),
                        default="xcb" if shutil.which("Xvfb") or os.environ.get("DISPLAY")
                        else "offscreen")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args(argv)
    r = measure(args.runs, args.platform)
    if args.json:
        print(json.dumps(r, indent=1))
        return 0
    s, t = r["size_bytes"], r["start_seconds_median"]
    print(f"platform {r['platform']}, {r['runs']} runs each (medians)")
    b = r["board_seconds_median"]
    print(f"{'':10}{'size':>10}{'first frame':>14}{'window built':>14}")
    print(f"{'baseline':10}{s['baseline'] / 1e6:>8.1f}MB{t['baseline']:>13.3f}s")
    print(f"{'app':10}{s['app'] / 1e6:>8.1f}MB{t['app']:>13.3f}s{b['app']:>13.3f}s")
    print(f"unbundled, for reference: bare window {t['baseline (python)']:.3f}s, "
          f"app {t['app (python)']:.3f}s ({r['start_ratio_unbundled']:.2f}x), "
          f"window built {b['app (python)']:.3f}s")
    print(f"size  {r['size_ratio']:.2f}x baseline (target <= {SIZE_TARGET}): "
          f"{'met' if r['size_ok'] else 'MISSED'}")
    print(f"start {r['start_ratio']:.2f}x baseline (target <= {TIME_TARGET}): "
          f"{'met' if r['start_ok'] else 'MISSED'}")
    print(f"window built and drawn {r['board_ratio']:.2f}x the baseline's first frame (no target; "
          f"the app's first frame is its window with the sky, its parts follow)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
