"""Files handed to the app by the desktop, and one running app per person.

Linux and Windows start ``zuendstoff FILE`` for a double-clicked file (the command
line's ``game`` argument). macOS hands files to the app as ``QFileOpenEvent`` instead (also
to an app already running), which :func:`install_file_open_handler` passes on.

Two copies of the app would share one autosave and overwrite each other's game after every
move. So the first copy holds a lock in the data folder (Qt's QLockFile: a copy that died
leaves a lock the next start sees is stale), and a later start hands what it was asked to
do — open a file, start a new game, or only come to the front — to the running copy and
ends (:func:`claim`, :func:`hand_over`, :class:`Handover`). The hand-over is a small request
file in the data folder (written atomically, read and removed by the running copy), so it
needs no network module and only the person's own programs can reach it. A request may
still be damaged or hostile: the running copy checks it and says in one line on its status
bar that it ignored it.
"""

from __future__ import annotations

import json
import os
import time
import uuid
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QEvent, QObject


class _FileOpenFilter(QObject):
    """Takes ``QFileOpenEvent``s for the app. Until it has somewhere to send them
    (:meth:`deliver_to`) it keeps their files: the Finder hands the file that started the
    app during the first turns of the event loop, long before the window is built."""

    def __init__(self, open_file: Callable[[str], object] | None, parent: QObject) -> None:
        super().__init__(parent)
        self.open_file = open_file
        self.pending: list[str] = []

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.FileOpen:
            path = event.file()
            if not path and event.url().scheme().lower() == "zuendstoff":
                path = event.url().toString()  # macOS: an invitation link (CFBundleURLTypes)
            if path:
                if self.open_file is None:
                    self.pending.append(path)
                else:
                    self.open_file(path)
                return True
        return False

    def take_pending(self) -> list[str]:
        """The files that came before anyone took them (each once)."""
        pending, self.pending = self.pending, []
        return pending

    def deliver_to(self, open_file: Callable[[str], object]) -> None:
        """From now on hand each file to ``open_file``, those kept so far first."""
        self.open_file = open_file
        for path in self.take_pending():
            open_file(path)


def install_file_open_handler(app, open_file: Callable[[str], object] | None = None
                              ) -> _FileOpenFilter:
    """macOS: files double-clicked in the Finder reach the app as QFileOpenEvent. Install it
    right after the QApplication is made (before ``exec()``); without ``open_file`` the files
    wait for :meth:`_FileOpenFilter.deliver_to`."""
    handler = _FileOpenFilter(open_file, app)
    app.installEventFilter(handler)
    return handler


#: the lock file the running copy holds, in the data folder
LOCK_FILE = "zuendstoff.lock"
#: the folder of requests from later starts, in the data folder
REQUESTS = "requests"
#: how long a later start waits for the running copy to take its request (seconds)
WAIT = 10.0
#: a request larger than this is not read
MAX_REQUEST = 16 * 1024
#: a path in a request longer than this is refused
MAX_PATH = 4096


def claim(data_dir: Path):
    """Become the running copy: the lock (keep it for the app's lifetime), or None when
    another copy runs. When no lock can be made at all (a folder that cannot be written),
    the app runs without one and says nothing here: its autosave reports that folder."""
    from PySide6.QtCore import QLockFile

    lock = QLockFile(str(data_dir / LOCK_FILE))
    lock.setStaleLockTime(0)  # held for hours by a live copy; a dead copy's lock is stale
    if lock.tryLock(0):
        return lock
    if lock.error() != QLockFile.LockError.LockFailedError:
        return _NoLock()
    # Qt judged the lock alive by the process id and name written in it. After a crash or a
    # forced shutdown that id can belong to a new process of the same name (python,
    # pythonw, zuendstoff.exe on Windows, where ids are reused soon), and the app would
    # refuse to start until the file is deleted by hand. The file itself tells: a running
    # copy keeps it open (Windows: without sharing it for deletion; elsewhere: with an
    # flock), so it can be removed only when no copy holds it.
    if lock.removeStaleLockFile() and lock.tryLock(0):
        return lock
    return None


def start_without_lock() -> _NoLock:
    """The person chose "Start anyway" although a copy seems to run (it did not answer)."""
    return _NoLock()


class _NoLock:
    """What :func:`claim` returns when the lock cannot be made: nothing to hold."""

    def unlock(self) -> None:
        pass


def hand_over(data_dir: Path, path: str | None, new: bool, wait: float = WAIT) -> bool:
    """A later start: ask the running copy to open ``path`` (or, with ``new``, to start a new
    game; else to come to the front). True once it took the request; False when it did not
    within ``wait`` seconds (the request is taken back)."""
    from .engine.jsonio import write_atomic

    allow_foreground(data_dir)
    folder = data_dir / REQUESTS
    request = folder / f"{uuid.uuid4().hex}.json"
    try:
        write_atomic(request, json.dumps({"open": path, "new": bool(new)}))
    except OSError:
        return False
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        if not request.exists():
            return True
        time.sleep(0.05)
    try:
        request.unlink()
    except FileNotFoundError:
        return True  # taken just now
    except OSError:
        pass
    return False


def running_pid(data_dir: Path) -> int | None:
    """The process id the lock file names (the running copy's), if it can be read."""
    try:
        with open(data_dir / LOCK_FILE, encoding="utf-8", errors="replace") as fh:
            first = fh.readline(32).strip()
    except OSError:
        return None
    return int(first) if first.isdigit() else None


def allow_foreground(data_dir: Path, user32=None, platform: str | None = None) -> bool:
    """Windows: let the running copy come to the front when it takes this start's request.

    Windows lets only the program the person just started (this one) bring a window to the
    front; a program in the background that raises its window only makes its taskbar button
    flash. So this start hands its right on to the running copy (``AllowSetForegroundWindow``
    with the id the lock names) before it asks; the running copy then raises and activates its
    window (``__main__``: ``act``). Limits: Windows still refuses when the person has since
    clicked elsewhere, or when the lock names no process this start can see (the copy runs as
    another user). Elsewhere this does nothing (the desktop brings the window forward)."""
    import sys

    if (platform or sys.platform) != "win32":
        return False
    pid = running_pid(data_dir)
    if pid is None:
        return False
    if user32 is None:
        import ctypes

        user32 = ctypes.WinDLL("user32")
    try:
        return bool(user32.AllowSetForegroundWindow(pid))
    except Exception:  # noqa: BLE001 - only a window that does not come forward
        return False


def read_request(path: Path) -> tuple[str | None, bool]:
    """A request's file to open (absolute) and whether to start a new game; raises DataError
    naming the request for anything else."""
    from .engine.errors import DataError
    from .engine.jsonio import Reader, read_json_file
    from .engine.schema import short

    source = str(path)
    try:
        if os.stat(source).st_size > MAX_REQUEST:
            raise DataError(source, "the request is too large")
    except OSError as exc:
        raise DataError(source, f"the request cannot be read ({exc.strerror or exc})") from None
    rd = Reader(source)
    d = rd.obj(read_json_file(source), "")
    extra = sorted(set(d) - {"open", "new"})
    if extra:
        raise rd.fail("", f"unknown key {short(extra[0], 30)} (known: open, new)")
    target = d.get("open")
    if target is not None:
        target = rd.as_str(target, "open", MAX_PATH)
        if not target or "\0" in target or not os.path.isabs(target):
            raise rd.fail("open", "not the full path of a file")
    new = d.get("new", False)
    if not isinstance(new, bool):
        raise rd.fail("new", "true or false")
    return target, new


class Handover(QObject):
    """The running copy's side: takes the requests of later starts as they come (a folder
    watcher, and a slow look as well in case a change is missed) and acts on each once no
    question or dialog is open (a file handed over during the "Continue?" question waits
    for its answer). macOS hands files over as ``QFileOpenEvent``: :meth:`open_file` queues
    those the same way. ``act(path, new)`` does what a request asks; ``refused(error)`` hears
    of a request that was not understood (a ``DataError`` naming it)."""

    def __init__(self, folder: Path, act: Callable[[str | None, bool], object],
                 refused: Callable[[Exception], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = Path(folder)
        self.act = act
        self.refused = refused
        self.queue: list[tuple[str | None, bool]] = []
        self._waiting = False  # a look after the open question is due
        self._stuck: set[str] = set()  # requests that could not be removed: not taken
        self._watcher = None
        self._timer = None

    def start(self) -> None:
        from PySide6.QtCore import QFileSystemWatcher, QTimer

        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return  # no folder, no requests: a later start says the app does not answer
        self._watcher = QFileSystemWatcher([str(self.folder)], self)
        self._watcher.directoryChanged.connect(self.poll)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.poll)
        self._timer.start(1000)
        self.poll()

    def poll(self, *_args) -> None:
        """Take every request in the folder (read, then removed), queue the good ones."""
        try:
            names = sorted(e.name for e in os.scandir(self.folder)
                           if e.name.endswith(".json") and not e.name.startswith("."))
        except OSError:
            return
        from .engine.errors import DataError
        for name in names:
            if name in self._stuck:
                continue
            path = self.folder / name
            try:
                old = time.time() - path.stat().st_mtime > 2 * WAIT
            except OSError:
                continue
            try:
                request = read_request(path)
            except DataError as exc:
                request, problem = None, exc
            try:
                path.unlink()
            except FileNotFoundError:
                continue  # taken back by its sender meanwhile
            except OSError:
                self._stuck.add(name)  # not taken: its sender hears that nobody answered
                continue
            if old:
                continue  # left by a start that gave up long ago: not what anyone asks now
            if request is None:
                self.refused(problem)
            else:
                self.queue.append(request)
        self.flush()

    def _again(self) -> None:
        self._waiting = False
        self.flush()

    def open_file(self, path: str) -> None:
        self.queue.append((path, False))
        self.flush()

    def flush(self) -> None:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        if not self.queue:
            return
        if QApplication.activeModalWidget() is not None:
            if not self._waiting:  # one look at a time
                self._waiting = True
                QTimer.singleShot(250, self._again)  # after the question is answered
            return
        while self.queue:
            self.act(*self.queue.pop(0))
