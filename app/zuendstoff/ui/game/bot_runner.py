"""Computer seats think off the GUI thread.

A bot gets only ``game.view(seat)`` (an immutable copy), never the game. Each request
has a token; :meth:`BotRunner.cancel` (undo, new game, closing) makes any answer still
on its way be ignored. A short minimum delay keeps "thinking…" readable.

While a bot that reports its progress (the expert's ``progress``, the share of its budget
used) thinks longer than :data:`MOMENT_MS`, :attr:`BotRunner.percent` follows it in steps
of ten and ``progressChanged`` is emitted: the table shows who thinks and how far through
the budget, never what the bot considers.

A test can **pause** the runner (:meth:`BotRunner.pause`): the bot still thinks, but its
answer waits (:attr:`BotRunner.answered`) until :meth:`BotRunner.resume`, so a test can act
"while the computer thinks" (undo, a new game, a phone's move) at a moment it chooses, the
same moment however fast the machine is; an answer cancelled meanwhile is never delivered.
"""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from ...engine import Decision, SeatView
from ...engine.bots import Bot

#: thinking shorter than this shows no progress
MOMENT_MS = 300
#: how often the runner looks at a thinking bot's progress
PROGRESS_TICK_MS = 100


class _Signals(QObject):
    done = Signal(int, object, str)  # token, decision or None, error text


class _Job:
    """One request, run on the pool's thread. A plain object handed over as a callable
    (``pool.start(job.run)``), not a ``QRunnable`` subclass: PySide makes a started Python
    runnable a child of the pool's wrapper, and in the game window that tie outlived the
    runnable (its C++ side deleted after it ran), so every decision's job, bot and view
    stayed alive for the whole session (issue 41)."""

    def __init__(self, token: int, bot: Bot, view: SeatView, signals: _Signals) -> None:
        self.token, self.bot, self.view, self.signals = token, bot, view, signals
        # this request's own stop flag: a cancel that comes before the bot has even started
        # thinking still stops it (a flag on the bot could be reset by the bot starting)
        self.stop = threading.Event()

    def run(self) -> None:
        # the job lets go of the bot and the view before it answers, so nothing of this
        # decision is left once the answer has arrived (the pool may drop the job later)
        bot, view, self.bot, self.view = self.bot, self.view, None, None
        if self.stop.is_set():
            return  # cancelled before it began; nobody waits for the answer
        decision, error = None, ""
        try:
            decision = bot.decide(view)
        except Exception as exc:  # a bot bug must not kill the app
            error = f"{type(exc).__name__}: {exc}"
        del bot, view
        self.signals.done.emit(self.token, decision, error)


class BotRunner(QObject):
    """Runs one bot decision at a time on a worker thread."""

    # seat, decision (only for the current, uncancelled request)
    decided = Signal(int, object)
    # seat, error text
    failed = Signal(int, str)
    # seat thinking, or -1 when no one is
    thinkingChanged = Signal(int)
    # seat thinking, share of its budget used in percent (steps of ten)
    progressChanged = Signal(int, int)

    def __init__(self, parent: QObject | None = None, delay_ms: int = 0) -> None:
        super().__init__(parent)
        self.delay_ms = delay_ms
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals()
        self._signals.done.connect(self._on_done)
        self._token = 0
        self._seat = -1
        self._bot: Bot | None = None
        self._job: _Job | None = None
        self._started = 0.0
        self.percent = -1  # progress of the thinking bot (-1: none to show)
        self._paused = False
        self._held: tuple[int, Decision | None, str] | None = None  # an answer paused
        self._tick = QTimer(self)
        self._tick.setInterval(PROGRESS_TICK_MS)
        self._tick.timeout.connect(self._look_at_progress)

    @property
    def busy(self) -> bool:
        return self._seat >= 0

    @property
    def seat(self) -> int:
        return self._seat

    # ---------------------------------------------------------------- pausing (tests)
    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def answered(self) -> bool:
        """The bot asked now has answered, and its answer waits for :meth:`resume`."""
        return self._held is not None and self._held[0] == self._token

    def pause(self) -> None:
        """Hold every answer that arrives until :meth:`resume` (the bot still thinks)."""
        self._paused = True

    def resume(self) -> None:
        """Deliver the held answer, if it is still wanted, as it would have been."""
        self._paused = False
        held, self._held = self._held, None
        if held is not None:
            self._on_done(*held)

    def request(self, seat: int, bot: Bot, view: SeatView) -> int:
        """Ask ``bot`` for ``seat``'s decision; cancels any earlier request."""
        self.cancel()
        self._token += 1
        self._seat = seat
        self._bot = bot
        self._started = time.monotonic()
        self.percent = -1
        self.thinkingChanged.emit(seat)
        job = self._job = _Job(self._token, bot, view, self._signals)
        if hasattr(bot, "should_stop"):  # searching bots poll it (hard, expert)
            bot.should_stop = job.stop.is_set
        self._pool.start(job.run)
        if hasattr(bot, "progress"):
            self._tick.start()
        return self._token

    def _look_at_progress(self) -> None:
        bot = self._bot
        if bot is None or self._seat < 0:
            self._tick.stop()
            return
        if (time.monotonic() - self._started) * 1000 < MOMENT_MS:
            return
        share = min(1.0, max(0.0, float(getattr(bot, "progress", 0.0))))
        percent = int(share * 10) * 10
        if percent != self.percent:
            self.percent = percent
            self.progressChanged.emit(self._seat, percent)

    def cancel(self) -> None:
        """Forget the current request: the bot is asked to stop searching, and its
        answer, should one still come, is ignored."""
        self._token += 1
        bot, self._bot = self._bot, None
        job, self._job = self._job, None
        self._held = None
        if job is not None:
            job.stop.set()
        if bot is not None:
            bot.cancel()
        self._tick.stop()
        self.percent = -1
        if self._seat >= 0:
            self._seat = -1
            self.thinkingChanged.emit(-1)

    def shutdown(self, wait_ms: int = 3000) -> None:
        self.cancel()
        self._pool.clear()
        self._pool.waitForDone(wait_ms)

    def _on_done(self, token: int, decision: Decision | None, error: str) -> None:
        if token != self._token:
            return
        if self._paused:
            self._held = (token, decision, error)
            return
        left = self.delay_ms - (time.monotonic() - self._started) * 1000
        if left > 0:
            QTimer.singleShot(int(left), self, lambda: self._deliver(token, decision, error))
        else:
            self._deliver(token, decision, error)

    def _deliver(self, token: int, decision: Decision | None, error: str) -> None:
        if token != self._token:
            return
        if self._paused:  # paused during the minimum delay: held all the same
            self._held = (token, decision, error)
            return
        seat = self._seat
        self._seat = -1
        self._bot = None
        self._job = None
        self._tick.stop()
        self.percent = -1
        self._token += 1
        self.thinkingChanged.emit(-1)
        if decision is None:
            self.failed.emit(seat, error)
        else:
            self.decided.emit(seat, decision)
