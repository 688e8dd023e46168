"""The playtest window's background runner: :class:`PlaytestThread` plays the playtest (and
the standard layout's, when asked) off the GUI thread through
:func:`zuendstoff.playtest.run`, in two spawned worker processes (the app has threads, so
no fork), and reports back by signals: the figures so far at most every :data:`REFRESH`
seconds while games come in, each run's final figures, a failure as one plain line, or
that it was cancelled (its cancel flag is polled by the run, which then stops the workers).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QThread, Signal

from ... import playtest

# at most this often the figures are redrawn while games come in (seconds)
REFRESH = 0.15


class PlaytestThread(QThread):
    """Runs the playtest (and the standard layout's, when asked) off the GUI thread."""

    # which ("layout" or "standard"), games done, games in all, the figures so far
    progressed = Signal(str, int, int, object)
    # which, the final figures
    finished_one = Signal(str, object)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, runs, settings: dict, parent=None) -> None:
        super().__init__(parent)
        self.runs = runs  # [(which, layout, name)]
        self.settings = settings
        self._cancel = False

    def cancel(self) -> None:
        self._cancel = True

    def run(self) -> None:  # the thread
        s = self.settings
        try:
            for which, layout, name in self.runs:
                last = [0.0]

                def progress(tally, which=which, last=last):
                    now = time.perf_counter()
                    if now - last[0] >= REFRESH or tally.done == tally.total:
                        last[0] = now
                        self.progressed.emit(which, tally.done, tally.total, tally.report())

                tally = playtest.run(layout, s["discs"], s["players"], s["games"], s["level"],
                                     s["seed"], jobs=2, on_progress=progress,
                                     cancelled=lambda: self._cancel, start_method="spawn",
                                     processes=True, layout_name=name,
                                     discs_name=s.get("discs_name", ""),
                                     trace_games=s.get("trace_games", 0))
                self.finished_one.emit(which, tally.report())
        except playtest.Cancelled:
            self.cancelled.emit()
        except Exception as exc:  # noqa: BLE001 - shown as one plain message
            self.failed.emit(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
