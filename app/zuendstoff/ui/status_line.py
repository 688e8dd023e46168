"""A window's status line that keeps the fact behind its message, not the sentence.

``StatusLine.show(make, timeout)`` shows ``make()`` (a function that words the message in
the installed language); after a language switch :meth:`StatusLine.retranslate` words the
message that is still shown again, for the time it had left.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QElapsedTimer
from PySide6.QtWidgets import QStatusBar, QWidget

from .clock import Alarm, Clock, app_clock


class ClockedStatusBar(QStatusBar):
    """A status bar whose messages last their few seconds of the window's clock
    (ui/clock.py), not of a timer of their own: a test holding the clock sees a message stay
    until it lets the time pass."""

    def __init__(self, parent: QWidget | None = None, clock: Clock | None = None) -> None:
        super().__init__(parent)
        self.clock = clock or app_clock()
        self._alarm: Alarm | None = None

    def showMessage(self, text: str, timeout: int = 0) -> None:  # noqa: N802 (Qt's name)
        if self._alarm is not None:
            self._alarm.cancel()
            self._alarm = None
        super().showMessage(text, 0)
        if timeout > 0:
            self._alarm = self.clock.later(timeout, self, self._time_up)

    def _time_up(self) -> None:
        self._alarm = None
        self.clearMessage()


class StatusLine:
    def __init__(self, bar: QStatusBar) -> None:
        self.bar = bar
        self._make: Callable[[], str] | None = None
        self._text = ""
        self._timeout = 0
        self._clock = QElapsedTimer()

    def show(self, make: Callable[[], str], timeout: int = 0) -> None:
        """Show ``make()`` for ``timeout`` ms (0: until another message)."""
        self._make, self._timeout = make, timeout
        self._clock.start()
        self._text = make()
        self.bar.showMessage(self._text, timeout)

    def retranslate(self) -> None:
        if self._make is None or not self._text or self.bar.currentMessage() != self._text:
            return  # gone (timed out, or replaced by another message)
        left = 0
        if self._timeout:
            left = max(1, self._timeout - int(self._clock.elapsed()))
        self._text = self._make()
        self.bar.showMessage(self._text, left)
        if left:  # the same deadline as before
            self._timeout, self._clock = left, QElapsedTimer()
            self._clock.start()
