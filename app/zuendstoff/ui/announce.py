"""Saying things to screen readers: what changed, once, in the language of the interface.

Qt 6.8 and later send announcements (``QAccessibleAnnouncementEvent``; on Linux the AT-SPI
``object:announcement`` event, which Orca speaks). Older Qt gets the text as the name of
an alert instead (``QAccessible.Alert`` on the announcer's widget), which screen readers
also speak.

Announcements are sent on the next turn of the event loop, after the focus events of the
same change, so a screen reader first says where the focus went and then what happened
(Orca stops speaking on a focus change). The same text twice in a row is said once.
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent

try:  # Qt >= 6.8
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover - older Qt
    QAccessibleAnnouncementEvent = None


def supported() -> bool:
    """True where Qt has announcements of its own (else the alert fallback is used)."""
    return QAccessibleAnnouncementEvent is not None


class Announcer(QObject):
    """Announces texts for ``widget`` (a window); :attr:`announced` and :attr:`history` show
    what was said (tests, and the privacy probe)."""

    announced = Signal(str)

    def __init__(self, widget, parent: QObject | None = None) -> None:
        super().__init__(parent or widget)
        self.widget = widget
        self.history: deque[str] = deque(maxlen=200)
        self._queue: list[tuple[str, bool]] = []
        self._last = ""

    def say(self, text: str, urgent: bool = False) -> None:
        """Announce ``text`` (soon, once): ``urgent`` interrupts what is being said."""
        text = " ".join((text or "").split())
        if not text or text == self._last or any(t == text for t, _u in self._queue):
            return
        if not self._queue:
            QTimer.singleShot(0, self, self._flush)
        self._queue.append((text, urgent))

    def forget(self) -> None:
        """The next text is said even if it was the last one (a new game, a rebuilt window)."""
        self._last = ""

    def flush(self) -> None:
        """Send what is queued now (tests)."""
        self._flush()

    def _flush(self) -> None:
        queue, self._queue = self._queue, []
        for text, urgent in queue:
            if text == self._last:
                continue
            self._last = text
            self.history.append(text)
            self._send(text, urgent)
            self.announced.emit(text)

    def _send(self, text: str, urgent: bool) -> None:
        if not QAccessible.isActive():
            return
        try:
            target = self.widget
            if QAccessibleAnnouncementEvent is not None:
                event = QAccessibleAnnouncementEvent(target, text)
                event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if urgent
                                    else QAccessible.AnnouncementPoliteness.Polite)
            else:  # pragma: no cover - older Qt: an alert carrying the text
                target.setAccessibleDescription(text)
                event = QAccessibleEvent(target, QAccessible.Event.Alert)
            QAccessible.updateAccessibility(event)
        except RuntimeError:  # the window is being closed
            pass
