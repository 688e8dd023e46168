"""The app's own time: the pauses a person's pace is made of, asked of one clock.

A table moment's pause, the ring around a forced move and a status message's few seconds
are *alarms* of a :class:`Clock` (``clock.later(ms, receiver, function)``), not timers of
their own. Normally an alarm rings after its time, like ``QTimer.singleShot``.

A test may **hold** the clock (``with clock.held(): ...``, or :meth:`Clock.hold` and
:meth:`Clock.release`): time then stands still for these pauses. An alarm whose time has come
waits, in order, until the clock is released or the test lets the time pass
(:meth:`Clock.ring_due`), or lets every pause end at once (:meth:`Clock.pass_time`). What
the window shows then changes only when the test acts, so a comparison of two snapshots
never races against a timer, and a walk of steps is the same walk however fast the machine
runs it. What a person waits for in any case (a computer's
"thinking…", the board's animation) is not an alarm: a test waits for it to end.

The window takes the app's one clock (:func:`app_clock`) unless it is given another.
"""

from __future__ import annotations

import time
from contextlib import contextmanager
from typing import Callable, Iterator

import shiboken6
from PySide6.QtCore import QObject, QTimer


class Alarm:
    """One call of ``function`` after some time (see :meth:`Clock.later`)."""

    def __init__(self, clock: "Clock", receiver: QObject, function: Callable[[], object],
                 deadline: float) -> None:
        self.clock, self.receiver, self.function = clock, receiver, function
        self.deadline = deadline  # (time.monotonic() when it rings)
        self.pending = True  # not rung and not cancelled yet
        self.timer = QTimer(receiver)  # (goes with its receiver: never rings on a dead one)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._time_is_up)

    def _time_is_up(self) -> None:
        if self.clock.holding:
            self.clock._due.append(self)
        else:
            self.ring()

    def ring(self) -> None:
        if not self.pending:
            return
        self.pending = False
        self._drop_timer()
        self.clock._forget(self)
        if shiboken6.isValid(self.receiver):
            self.function()

    def cancel(self) -> None:
        """It will not ring (it may have rung already: then nothing happens)."""
        self.pending = False
        self._drop_timer()
        self.clock._forget(self)

    def _drop_timer(self) -> None:
        timer, self.timer = self.timer, None
        if timer is not None and shiboken6.isValid(timer):
            timer.stop()
            timer.deleteLater()


class Clock(QObject):
    """The alarms of a person's pace, which a test can hold (see the module's text)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._holds = 0
        self._due: list[Alarm] = []  # rung by their timers while the clock was held
        self._set: list[Alarm] = []  # every alarm not rung or cancelled yet

    def later(self, ms: int, receiver: QObject, function: Callable[[], object]) -> Alarm:
        """Call ``function`` in ``ms`` milliseconds (while ``receiver`` lives)."""
        ms = max(0, int(ms))
        self._set = [a for a in self._set if shiboken6.isValid(a.receiver)]  # (gone with theirs)
        alarm = Alarm(self, receiver, function, time.monotonic() + ms / 1000)
        self._set.append(alarm)
        alarm.timer.start(ms)
        return alarm

    def _forget(self, alarm: Alarm) -> None:
        for where in (self._due, self._set):
            if alarm in where:
                where.remove(alarm)

    def pending(self) -> int:
        """How many alarms are set and have not rung."""
        self._set = [a for a in self._set if shiboken6.isValid(a.receiver)]
        return len(self._set)

    @property
    def holding(self) -> bool:
        return self._holds > 0

    def hold(self) -> None:
        """Time stands still for the alarms until :meth:`release` (holds nest)."""
        self._holds += 1

    def release(self) -> None:
        """Time runs again; what came due meanwhile rings now, in order."""
        if self._holds == 0:
            raise RuntimeError("the clock is not held")
        self._holds -= 1
        if self._holds == 0:
            self.ring_due()

    @contextmanager
    def held(self) -> Iterator["Clock"]:
        self.hold()
        try:
            yield self
        finally:
            self.release()

    def due(self) -> int:
        """How many alarms wait for the held clock."""
        return len(self._due)

    def ring_due(self) -> int:
        """Let the time pass that has passed: ring every alarm whose time has come (while
        held too); returns how many rang."""
        rung = 0
        while self._due:
            alarm = self._due.pop(0)
            if alarm.pending:
                alarm.ring()
                rung += 1
        return rung

    def cancel_all(self) -> int:
        """Forget every alarm set (the app that set them has ended: a test starting the app
        again starts with none of the last one's pauses). Returns how many were set."""
        alarms = list(self._set) + [a for a in self._due if a not in self._set]
        for alarm in alarms:
            alarm.cancel()
        self._due.clear()
        return len(alarms)

    def pass_time(self) -> int:
        """Every pause set now ends at once, as if its time had passed (in the order of
        their ends; what they set going waits for the next call). Returns how many rang."""
        alarms = sorted(self._set, key=lambda a: a.deadline)
        for alarm in alarms:
            alarm.ring()
        return len(alarms)


_APP_CLOCK: Clock | None = None


def app_clock() -> Clock:
    """The app's one clock (made on first use)."""
    global _APP_CLOCK
    if _APP_CLOCK is None or not shiboken6.isValid(_APP_CLOCK):
        _APP_CLOCK = Clock()
    return _APP_CLOCK
