"""What happens around the app's first frame: run work after it, time the start.

The game window is shown as soon as it is built; whatever the players need only
after seeing it (the "Continue?" question, the new-game dialog) runs from
:func:`after_first_frame`, so the window is on the screen first.

Two switches for people who measure the start (``benchmarks/bundle.py``):

- ``ZUENDSTOFF_EXIT_AFTER_FIRST_FRAME=1``: print ``first-frame`` once the first window
  has painted, and quit; ``=board``: print ``first-frame`` then, and ``board-frame`` once
  the window's parts are built and painted too (:func:`after_board_frame`), and quit
  then. A probe whose frame never painted (the fallback ran) prints ``no-frame`` instead;
  ``=game``: as ``board``, then it opens the file it was started with (or continues, or
  asks) as ever, and reports ``game-frame: <window title>`` once the window has painted that
  game (the title names the file), and quits then;
- ``ZUENDSTOFF_FRAME_MARKER=PATH``: the same lines also go to the file PATH (one a line), for
  a launcher that cannot read the program's output (a windowed Windows program);
- the same request without the environment, for a start through the system's launcher
  (macOS: ``open -a Zuendstoff.app game.zrec`` passes no environment): the file
  ``start-probe.json`` in the data folder, ``{"until": "first" | "board" | "game", "marker":
  PATH}``. The next start reads it and removes it, so it holds for that one start only
  (``packaging/native_start.py`` writes it);
- ``ZUENDSTOFF_STARTUP_TRACE=1``: print to stderr how many milliseconds after the
  app's code started each start-up phase ended (:func:`mark`); a launcher that sets
  ``ZUENDSTOFF_STARTUP_T0`` to its ``time.perf_counter()`` just before starting the
  process gets times since then instead (the same monotonic clock on Linux and macOS).

This module imports nothing heavy, so the command line can use it before Qt loads.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable

FIRST_FRAME_ENV = "ZUENDSTOFF_EXIT_AFTER_FIRST_FRAME"
MARKER_ENV = "ZUENDSTOFF_FRAME_MARKER"
#: the probe asked for in the data folder, for one start (see the module's docstring)
REQUEST_FILE = "start-probe.json"
_MODES = {"first": "1", "board": "board", "game": "game"}
TRACE_ENV = "ZUENDSTOFF_STARTUP_TRACE"
T0_ENV = "ZUENDSTOFF_STARTUP_T0"
# run the after-first-frame work anyway when no paint came this long (a window
# started minimised, a platform that paints late)
FALLBACK_MS = 1500


def _zero() -> float:
    try:
        return float(os.environ[T0_ENV])
    except (KeyError, ValueError):
        return time.perf_counter()


_T0 = _zero()


def mark(phase: str) -> None:
    """With ``ZUENDSTOFF_STARTUP_TRACE=1``: print when ``phase`` ended, in ms since start."""
    if os.environ.get(TRACE_ENV) == "1":
        print(f"startup: {(time.perf_counter() - _T0) * 1000:7.1f} ms  {phase}", file=sys.stderr,
              flush=True)


class _NextFrame:
    """Runs callbacks once, right after the next paint has been handled.

    The paint of any widget, or with ``within``, of that widget or one inside it (Qt paints
    a window's widgets in one pass, so the callbacks run once the whole frame is done).
    """

    def __init__(self, app, fallback_ms: int | None = None, label: str = "first frame",
                 within=None) -> None:
        from PySide6.QtCore import QEvent, QObject, QTimer

        owner = self

        class Filter(QObject):
            def eventFilter(self, obj, event):  # noqa: N802 - Qt API
                if event.type() == QEvent.Type.Paint and not owner.done and (
                        within is None or obj is within or (
                            obj.isWidgetType() and within.isAncestorOf(obj))):
                    owner.done = owner.painted = True
                    mark(f"{owner.label}: painting")
                    # after this paint and the rest of the frame are handled and flushed
                    QTimer.singleShot(0, owner.run)
                return False

        self.label = label
        self.done = False
        self.painted = False  # False when the fallback ran the callbacks
        self.ran = False
        self.app = app
        self.callbacks: list[Callable[[], object]] = []
        self.filter = Filter()
        app.installEventFilter(self.filter)
        QTimer.singleShot(FALLBACK_MS if fallback_ms is None else fallback_ms, self.run)

    def run(self) -> None:
        if self.ran:
            return
        self.ran = True
        self.done = True
        self.app.removeEventFilter(self.filter)
        mark(self.label)
        callbacks, self.callbacks = self.callbacks, []
        for callback in callbacks:
            if _quitting:
                break
            callback()


# set when a benchmark probe quits the app: work waiting for a frame never runs then (a
# modal question would keep the measured program from ending)
_quitting = False


def _quit(app) -> None:
    global _quitting
    _quitting = True
    app.exit(0)


def _first_frame(app) -> _NextFrame:
    hook = getattr(app, "_zuendstoff_first_frame", None)
    if hook is None:
        hook = _NextFrame(app)
        app._zuendstoff_first_frame = hook  # lives as long as the application
    return hook


def after_first_frame(app, callback: Callable[[], object]) -> None:
    """Run ``callback`` once the app's first frame is on the screen (at once if it already is)."""
    hook = _first_frame(app)
    if hook.ran:
        from PySide6.QtCore import QTimer
        QTimer.singleShot(0, callback)
    else:
        hook.callbacks.append(callback)


# the probe this start was asked for: (mode "1" / "board" / "game", marker path or None)
_probe: tuple[str | None, str | None] | None = None


def read_request(data) -> tuple[str | None, str | None]:
    """The probe asked for: by the environment, else by :data:`REQUEST_FILE` in the data
    folder ``data`` (which this removes: it is for one start). (None, None) when none is."""
    mode = os.environ.get(FIRST_FRAME_ENV)
    if mode in _MODES.values():
        return mode, os.environ.get(MARKER_ENV) or None
    if data is None:
        return None, None
    import json

    path = os.path.join(str(data), REQUEST_FILE)
    try:
        with open(path, encoding="utf-8") as fh:
            request = json.load(fh)
    except (OSError, ValueError):
        return None, None
    finally:
        try:
            os.remove(path)
        except OSError:
            pass
    if not isinstance(request, dict) or request.get("until") not in _MODES:
        return None, None
    marker = request.get("marker")
    return _MODES[request["until"]], marker if isinstance(marker, str) and marker else None


def _mode() -> str | None:
    if _probe is not None:
        return _probe[0]
    mode = os.environ.get(FIRST_FRAME_ENV)
    return mode if mode in _MODES.values() else None


def report(line: str, stream=None) -> None:
    """Print a probe's line (to stdout, or ``stream``) and add it to the marker file."""
    print(line, file=stream or sys.stdout, flush=True)
    marker = _probe[1] if _probe is not None else os.environ.get(MARKER_ENV)
    if marker:
        try:
            with open(marker, "a", encoding="utf-8") as fh:
                fh.write(line + "\n")
        except OSError as exc:
            print(f"the start probe cannot write {marker}: {exc}", file=sys.stderr, flush=True)


def install_first_frame_probe(app, data=None) -> object | None:
    """With ``ZUENDSTOFF_EXIT_AFTER_FIRST_FRAME`` set (or the request file in the data folder
    ``data``), report the first frame (benchmarks, packaging/native_start.py)."""
    global _probe
    _probe = read_request(data)
    mode = _probe[0]
    if mode is None:
        return None

    def finish() -> None:
        report("first-frame" if hook.painted else "no-frame")
        # which window plugin drew it (packaging/native_start.py checks it is the system's own)
        report(f"platform: {app.platformName()}", sys.stderr)
        if mode == "1" or not hook.painted:
            _quit(app)

    hook = _first_frame(app)
    # the probe goes first: work that runs after the first frame is not part of it
    hook.callbacks.insert(0, finish)
    return hook


def after_board_frame(app, content, callback: Callable[[], object]) -> None:
    """Run ``callback`` once ``content`` (the built game window's content) has been painted.

    With ``ZUENDSTOFF_EXIT_AFTER_FIRST_FRAME=board`` the app prints ``board-frame`` then and
    quits instead.
    """
    mark("window built")
    watch = _NextFrame(app, label="board frame", within=content)
    app._zuendstoff_board_frame = watch  # lives as long as the application
    if _mode() in ("board", "game"):
        def finish() -> None:
            report("board-frame" if watch.painted else "no-frame")
            if _mode() == "board" or not watch.painted:
                _quit(app)

        watch.callbacks.append(finish)
    watch.callbacks.append(callback)


def after_game_opened(app, window) -> None:
    """With the ``game`` probe: once ``window`` (the game window) has painted after its game
    was opened (or continued, or asked for), report ``game-frame: <its title>`` and quit."""
    if _mode() != "game":
        return
    watch = _NextFrame(app, label="game frame", within=window.centralWidget())
    app._zuendstoff_game_frame = watch  # lives as long as the application

    def finish() -> None:
        shown = watch.painted and getattr(window, "has_game", False)
        report(f"game-frame: {window.windowTitle()}" if shown else "no-game")
        _quit(app)

    watch.callbacks.append(finish)
    window.centralWidget().update()  # a frame comes even when nothing changed
