"""Crash reports: what happens when an exception escapes to the top.

:func:`install` (called once at start) makes every uncaught exception, in the main
thread, a Qt slot or another thread:

1. **save the game first**: the save hook that the main window registered with
   :func:`set_save_hook` is called with the path of a NEW file
   (``<data_dir>/crash/crash-<time>.zrec``). The autosave is never overwritten with
   the possibly broken state; a copy of the autosave as it was before the crash is
   kept beside it (``autosave-before-crash-<time>.zrec``), so a later autosave of a
   broken state cannot lose it either;
2. write a log file (``<log_dir>/crash-<time>.log``: the traceback, versions,
   and what the save did);
3. show a dialog with the error and the paths of the log and the saved game.

Wiring (main window)::

    from zuendstoff import crash
    crash.set_save_hook(lambda path: save_record(self.model.game, path))

The hook gets a ``pathlib.Path`` and writes the game there; it may raise (the
failure goes into the log). :func:`has_crashed` tells autosave code that the state
may be broken.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from . import __version__

# datetime, platform, shutil, traceback and userdata are imported when a crash happens:
# installing the handler must not slow the app's start

SaveHook = Callable[[Path], object]

_save_hook: SaveHook | None = None
_installed = False
_handling = False
_crashed = False
_previous_hooks: tuple | None = None
# error signature → its log file: the same error again (a paint() that fails on every
# frame) is appended to that log, without another save or dialog
_seen: dict[tuple[str, str, str], Path | None] = {}


def set_save_hook(hook: SaveHook | None) -> None:
    """Register the callable that writes the open game to the path it is given (or None)."""
    global _save_hook
    _save_hook = hook


def has_crashed() -> bool:
    """True once an uncaught exception was reported (the game state may be broken)."""
    return _crashed


def install() -> None:
    """Route uncaught exceptions (all threads) to :func:`report`. Safe to call twice."""
    global _installed, _previous_hooks
    if _installed:
        return
    _previous_hooks = (sys.excepthook, threading.excepthook)
    sys.excepthook = _excepthook
    threading.excepthook = _thread_excepthook
    _installed = True


def uninstall() -> None:
    """Put the previous hooks back (tests)."""
    global _installed
    if _installed and _previous_hooks:
        sys.excepthook, threading.excepthook = _previous_hooks
    _installed = False


def _excepthook(exc_type, exc, tb) -> None:
    if issubclass(exc_type, KeyboardInterrupt):
        sys.__excepthook__(exc_type, exc, tb)
        return
    report(exc, tb)


def _thread_excepthook(args) -> None:
    if args.exc_type is SystemExit:
        return
    report(args.exc_value, args.exc_traceback, thread=getattr(args.thread, "name", None))


def _stamp() -> str:
    import datetime as _dt

    return _dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")


def _unique(folder: Path, stem: str, suffix: str) -> Path:
    path = folder / f"{stem}{suffix}"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"{stem}-{n}{suffix}"
    return path


def emergency_save(stamp: str) -> tuple[Path | None, str]:
    """Save the game through the hook into a new file; (path or None, what happened)."""
    import shutil

    from . import userdata

    if _save_hook is None:
        return None, "no game to save (no save hook registered)"
    folder = userdata.data_dir() / "crash"
    folder.mkdir(parents=True, exist_ok=True)
    kept = ""
    autosave = userdata.autosave_path()
    if autosave.exists():
        copy = _unique(folder, f"autosave-before-crash-{stamp}", autosave.suffix)
        part = copy.with_name(f".{copy.name}.tmp")  # whole or not at all: copied, then renamed
        try:
            shutil.copy2(autosave, part)
            from .engine.jsonio import replace
            replace(part, copy)  # (Windows: tried again while another program holds it)
            kept = f"; the autosave as it was is kept as {copy}"
        except OSError as exc:
            kept = f"; could not copy the autosave: {exc}"
            try:
                os.unlink(part)
            except OSError:
                pass
    target = _unique(folder, f"crash-{stamp}", ".zrec")
    try:
        _save_hook(target)
    except Exception as exc:  # noqa: BLE001 - the state may be broken; report, don't raise
        return None, f"saving the game failed: {type(exc).__name__}: {exc}{kept}"
    if not target.exists():
        return None, f"the save hook wrote no file{kept}"
    return target, f"game saved to {target}{kept}"


def write_log(stamp: str, text: str) -> Path | None:
    """Write the crash log; its path, or None if even that failed."""
    from . import userdata
    from .engine.jsonio import write_atomic

    try:
        path = _unique(userdata.log_dir(), f"crash-{stamp}", ".log")
        write_atomic(path, text)
        return path
    except OSError:
        return None


def _describe(exc: BaseException, tb: TracebackType | None, thread: str | None,
              save_note: str) -> str:
    import datetime as _dt
    import platform
    import traceback

    try:
        from PySide6 import __version__ as pyside
    except ImportError:  # pragma: no cover - Qt is a dependency
        pyside = "?"
    lines = [
        f"Zündstoff {__version__} crashed at {_dt.datetime.now().isoformat(timespec='seconds')}",
        f"Python {platform.python_version()}, PySide6 {pyside}, {platform.platform()}",
        f"frozen: {bool(getattr(sys, 'frozen', False))}",
        f"thread: {thread or threading.current_thread().name}",
        f"save: {save_note}",
        "",
        "".join(traceback.format_exception(type(exc), exc, tb)).rstrip(),
        "",
    ]
    return "\n".join(lines)


def _signature(exc: BaseException, tb: TracebackType | None) -> tuple[str, str, str]:
    import traceback

    frames = traceback.extract_tb(tb) if tb is not None else []
    where = f"{frames[-1].filename}:{frames[-1].lineno}" if frames else ""
    return type(exc).__name__, str(exc), where


def report(exc: BaseException, tb: TracebackType | None = None,
           thread: str | None = None) -> dict[str, object]:
    """Save, log and tell about ``exc``; returns what was done (tests read it)."""
    import datetime as _dt
    import traceback

    global _handling, _crashed
    if tb is None:
        tb = exc.__traceback__
    if _handling:  # an error while reporting an error: only print it
        traceback.print_exception(type(exc), exc, tb)
        return {"nested": True}
    _handling = True
    _crashed = True
    try:
        signature = _signature(exc, tb)
        if signature in _seen:  # the same error again: note it in its log, nothing more
            log = _seen[signature]
            if log is not None:
                try:
                    with log.open("a", encoding="utf-8") as fh:
                        fh.write(f"repeated at {_dt.datetime.now().isoformat(timespec='seconds')}\n")
                except OSError:
                    pass
            return {"log": log, "repeated": True}
        stamp = _stamp()
        saved, save_note = emergency_save(stamp)
        log = write_log(stamp, _describe(exc, tb, thread, save_note))
        _seen[signature] = log
        traceback.print_exception(type(exc), exc, tb)
        if log is not None:
            print(f"zuendstoff: crash log written to {log}", file=sys.stderr)
        try:
            _show_dialog(exc, log, saved, save_note)
        except Exception:  # noqa: BLE001 - the log and the save are done; just say so
            traceback.print_exc()
        return {"log": log, "saved": saved, "save_note": save_note}
    finally:
        _handling = False


def reset() -> None:
    """Forget earlier reports (tests; a new session starts clean anyway)."""
    global _crashed
    _seen.clear()
    _crashed = False


def _show_dialog(exc: BaseException, log: Path | None, saved: Path | None,
                 save_note: str) -> None:
    """The dialog (only in the GUI thread of a running app; elsewhere the log is enough)."""
    try:
        from PySide6.QtCore import QCoreApplication, Qt, QThread
        from PySide6.QtWidgets import QApplication, QMessageBox
    except ImportError:  # pragma: no cover
        return
    app = QApplication.instance()
    if app is None or QThread.currentThread() is not app.thread():
        return
    if os.environ.get("QT_QPA_PLATFORM") == "offscreen" and not _dialog_allowed_offscreen():
        return
    translate = QCoreApplication.translate
    text = translate("crash", "Zündstoff ran into an error it cannot handle:\n\n{error}").format(
        error=f"{type(exc).__name__}: {exc}")
    info = []
    if saved is not None:
        info.append(translate("crash", "Your game was saved to:\n{path}").format(path=str(saved)))
    else:
        info.append(translate("crash", "The game could not be saved ({why}). The last autosave is "
                                "untouched.").format(why=save_note))
    if log is not None:
        info.append(translate("crash", "A report was written to:\n{path}").format(path=str(log)))
    box = QMessageBox(QMessageBox.Icon.Critical, translate("crash", "Zündstoff — error"), text)
    box.setInformativeText("\n\n".join(info))
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.exec()


def _dialog_allowed_offscreen() -> bool:
    """Offscreen (CI, self-test) nobody can close a modal dialog; tests patch it instead."""
    return False
