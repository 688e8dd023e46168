"""The autosave's writes, off the window's thread.

The autosave runs after every decision. Writing it whole and durably (a temporary file,
``fsync``, a rename, the folder's ``fsync``: :func:`zuendstoff.engine.jsonio.write_atomic`)
takes milliseconds on a quiet disk, more with a virus scanner, and on Windows up to about 2 s
while another program holds the file (the rename is tried again: :func:`jsonio.replace`). So
the window only makes the record's text (a consistent copy of the game as it is now) and
hands it to :class:`AutosaveWriter`, whose thread writes it. A newer text replaces one not yet
written (only the latest game matters). Whoever reads the autosave file calls
:meth:`AutosaveWriter.flush` first; the app waits for the last write before it ends (the
thread is not a daemon).
"""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ...engine.jsonio import write_atomic


class AutosaveWriter(QObject):
    #: a write finished: None, or the exception it failed with (delivered on the window's
    #: thread, queued)
    written = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cond = threading.Condition()
        self._pending: tuple[Path, str] | None = None
        self._thread: threading.Thread | None = None

    def submit(self, path: Path, text: str) -> None:
        """Write ``text`` to ``path`` (atomically) on the writer's thread, soon."""
        with self._cond:
            self._pending = (Path(path), text)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave")
                self._thread.start()

    def idle(self) -> bool:
        """Nothing waiting and nothing being written."""
        with self._cond:
            return self._thread is None

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every text handed over is written (or failed); False on the timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: self._thread is None, timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                job, self._pending = self._pending, None
                if job is None:
                    self._thread = None
                    self._cond.notify_all()
                    return
            try:
                write_atomic(job[0], job[1])
                error = None
            except Exception as exc:  # noqa: BLE001 - disk full, permissions, a busy file…
                error = exc
            try:
                self.written.emit(error)
            except RuntimeError:  # the window is gone: nobody to tell
                pass
