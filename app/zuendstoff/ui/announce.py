"""Saying things to screen readers: what changed, once, in the language of the interface.

On Linux the text is shown to the accessibility bus as a *notification*: a 1×1 transparent
widget whose accessible role is Notification and whose name is the text is shown anew for
each text (AT-SPI ``object:state-changed:showing``). Orca speaks a notification that shows
("notification" and the text) in every version, the Orca 43 of Debian 12 included, which
does not listen to AT-SPI announcements at all (seen in a real Orca run: the announcements
reached the bus and were never spoken). Elsewhere Qt 6.8 and later send announcements
(``QAccessibleAnnouncementEvent``: UI Automation notifications on Windows, announcement
requests on macOS); older Qt gets the text as the name of an alert instead
(``QAccessible.Alert`` on the announcer's widget), which screen readers also speak. Only one
of the ways is used, so nothing is said twice.

Each text's notice is kept for two minutes after it was said (``KEEP_SECONDS``), so a
screen reader that gets to the event late, on a busy computer, still reads its text; texts are
said in the order they came (one queue).

Announcements are sent a moment later (``GATHER_MS``), after the focus events of the
same change, so a screen reader first says where the focus went and then what happened
(Orca stops speaking on a focus change); what came in that moment is said together, in one
notice (Orca 43 also stops speaking for each new notification). The same text twice in a
row is said once.
"""

from __future__ import annotations

import sys
import time
import weakref
from collections import deque

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QAccessibleWidget, QApplication, QWidget

from . import accessible_factory

try:  # Qt >= 6.8
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover - older Qt
    QAccessibleAnnouncementEvent = None


#: on Linux texts go out as notifications (see above)
NOTICES = sys.platform.startswith("linux")
#: notices kept after they were said, for a screen reader still to read: at least the last
#: KEEP_NOTICES, and every one younger than KEEP_SECONDS. A screen reader reads a notice's text
#: when it gets to the event, which on a busy computer can be many seconds and many notices
#: later (seen: both cores loaded, the reader asked for a notice deleted four texts on, and
#: "First cards turned over" was never heard); KEEP_AT_MOST bounds the count.
KEEP_NOTICES = 4
KEEP_SECONDS = 120.0
KEEP_AT_MOST = 200



#: how a text that is a whole sentence ends (any language the app speaks)
SENTENCE_ENDS = (".", "!", "?", "…", ":", ";")


def sentence(text: str) -> str:
    """``text`` as a whole sentence: a full stop added where it has none ("Anna flies
    yellow" said with the next text ran into it: "Anna flies yellow Ben flies red")."""
    text = text.rstrip()
    bare = text.rstrip(")\"'»«“”’")
    return text if not text or bare.endswith(SENTENCE_ENDS) else text + "."


def joined(texts: list[str]) -> str:
    """Texts said together, in one notice: each a whole sentence, never run together."""
    if len(texts) == 1:
        return texts[0]
    return " ".join(sentence(t) for t in texts if t)


def screen_reader_running() -> bool:
    """Whether an assistive technology (a screen reader) listens to this app now."""
    return QAccessible.isActive()


class Notice(QWidget):
    """What a screen reader on Linux hears: one for the texts of each moment, shown with
    them as its name. A screen reader reads the name when it gets to the event, so each
    moment has a notice of its own (one changed meanwhile would be read with the next). One pixel,
    transparent, never focused, never clicked: nobody sees it.

    The text is the accessible interface's name (:attr:`text`), not the widget's accessible
    name: setting that sends a name-change event too, one more for the screen reader's queue
    (Orca 43 throws away what is queued, notifications included, when more than 50 events
    wait). ``parts``: the texts it says, each with whether it is about one seat's hand."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("screenReaderNotice")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.setGeometry(0, 0, 1, 1)
        self.text = ""
        self.parts: list[tuple[str, bool]] = []
        self.hide()

    def say(self, parts: list[tuple[str, bool]]) -> None:
        self.parts = list(parts)
        self.text = joined([text for text, _private in parts])
        self.show()  # object:state-changed:showing: Orca says "notification" and the text
        self.raise_()


class NoticeAccessible(QAccessibleWidget):
    """A :class:`Notice` on the accessibility bus: role Notification, the text as its name."""

    def __init__(self, notice: Notice) -> None:
        super().__init__(notice, QAccessible.Role.Notification)
        self.notice = notice

    def role(self):
        return QAccessible.Role.Notification

    def parent(self):
        """The application, not the window the notice sits in: a screen reader says a
        notification's new ancestors before it, and with nothing said before, Orca 43 said
        a dialog's name and all its loose labels ("New game dialog Every player needs a
        different piece.") before every value of its combo boxes (a frame says nothing)."""
        app = QApplication.instance()
        return QAccessible.queryAccessibleInterface(app) if app is not None else None

    def text(self, kind):
        try:
            return self.notice.text if kind == QAccessible.Text.Name else ""
        except RuntimeError:  # the window is being closed
            return ""


def _make(obj: QObject):
    return NoticeAccessible(obj) if isinstance(obj, Notice) else None


def _install() -> None:
    accessible_factory.register(_make)


class Announcer(QObject):
    """Announces texts for ``widget`` (a window); :attr:`announced` and :attr:`history` show
    what was said (tests, and the privacy probe)."""

    announced = Signal(str)
    #: after the window became active, before what waited for it is said (ms)
    AFTER_ACTIVATION_MS = 250
    #: the longest a text waits for its window to become active (ms)
    WAIT_AT_MOST_MS = 1500
    #: texts that come this soon after the first are said with it, in one notice (ms): one
    #: step of the game (cards turned over, a forced move, the computer's move, the next
    #: prompt) is one notification, not four, each of which would cut off the one before
    #: (Orca 43 interrupts the speech for every notification) and fill its event queue
    GATHER_MS = 100

    def __init__(self, widget, parent: QObject | None = None) -> None:
        super().__init__(parent or widget)
        # (held weakly: a window that owns its announcer is no reference cycle, so its
        # Python side goes when it closes)
        self._widget = weakref.ref(widget)
        self.history: deque[str] = deque(maxlen=200)
        self._queue: list[tuple[str, bool]] = []
        self._last = ""
        self.notices: list[Notice] | None = None  # the last few said (Linux)
        self._waiting_since: float | None = None
        self._wait_timer = QTimer(self)
        self._wait_timer.setSingleShot(True)
        self._wait_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._wait_timer.timeout.connect(self._flush)
        # the gathering wait: one timer of its own, restarted, not a QTimer.singleShot per
        # text (PySide keeps a weak reference to the announcer for each of those after it
        # fired: some 180 a game, game after game; issue 41)
        self._gather_timer = QTimer(self)
        self._gather_timer.setSingleShot(True)
        self._gather_timer.timeout.connect(self._flush)
        if NOTICES and isinstance(widget, QWidget):
            _install()
            self.notices = []
            widget.installEventFilter(self)

    @property
    def widget(self):
        return self._widget()

    def say(self, text: str, urgent: bool = False, private: bool = False) -> None:
        """Announce ``text`` (soon, once): ``urgent`` interrupts what is being said.

        ``private``: the text is about one seat's hand (what a card would do for them), so it
        is dropped, said or not, when the privacy screen comes (:meth:`forget_private`)."""
        text = " ".join((text or "").split())
        if not text or text == self._last or any(t == text for t, _u, _p in self._queue):
            return
        if not self._queue:
            self._gather_timer.start(self.GATHER_MS)
        self._queue.append((text, urgent, private))

    def forget(self) -> None:
        """The next text is said even if it was the last one (a new game, a rebuilt window)."""
        self._last = ""

    def forget_private(self) -> None:
        """The privacy screen came: nothing said about a hand stays where another person's
        screen reader could find it (a queued text, a notice kept on the bus)."""
        self._queue = [q for q in self._queue if not q[2]]
        if self.notices:
            keep = []
            for notice in self.notices:
                try:
                    public = [(t, p) for t, p in notice.parts if not p]
                    withdrawn = self.withdrawn_text()
                    if not public and withdrawn:
                        # kept, with a public text in place of the hand's: a screen reader
                        # lagging behind still reads a notice it was told of (one deleted
                        # or emptied here was said as an empty "notification")
                        public = [(withdrawn, False)]
                    if not public:
                        notice.hide()
                        notice.deleteLater()
                        continue
                    if len(public) < len(notice.parts) or public != notice.parts:
                        # what everyone may hear stays (a round's end said with a card's
                        # preview: deleted with it, Orca 43 said an empty "notification")
                        notice.parts = public
                        notice.text = joined([t for t, _p in public])
                except RuntimeError:
                    continue
                keep.append(notice)
            self.notices[:] = keep
        self._last = ""

    #: what a notice about a hand says once the hand went away (public words, in the
    #: language installed: the game window's, ui/game/access.py); "": such a notice goes
    withdrawn_text = staticmethod(lambda: "")

    def flush(self) -> None:
        """Send what is queued now (tests)."""
        self._flush()

    def eventFilter(self, watched: QObject, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.WindowActivate and self._queue:
            QTimer.singleShot(self.AFTER_ACTIVATION_MS, self, self._flush)
        elif event.type() == QEvent.Type.WindowDeactivate and self._queue \
                and self._waiting_since is None:
            # said while the window was active (a round's end, then the end screen opens):
            # said now, before the other window's own words, not after them
            self._flush(hold=False)
        return False

    def _held(self) -> bool:
        """A screen reader listens but the window is not the active one yet (a window coming
        up, a dialog over it): Orca drops what comes while a window is being activated, so
        texts wait for the activation, but never longer than ``WAIT_AT_MOST_MS``."""
        if self.notices is None or not QAccessible.isActive():
            return False
        try:
            active = self.widget.isActiveWindow()
        except (RuntimeError, AttributeError):  # the window is being closed (or gone)
            return False
        if active:
            return False
        now = time.monotonic()
        if self._waiting_since is None:
            self._waiting_since = now
        left_ms = self.WAIT_AT_MOST_MS - (now - self._waiting_since) * 1000
        if left_ms <= 0:
            return False
        # asked again when the wait is over (every time: a timer that fired a little early,
        # as Qt's coarse timers may, left the texts waiting for good; seen at a game's end,
        # the last round's line never said while the end screen had the focus)
        self._wait_timer.start(max(1, int(left_ms) + 1))
        return True

    def _flush(self, hold: bool = True) -> None:
        if not self._queue:
            return
        if hold and self._held():
            return
        self._waiting_since = None
        queue, self._queue = self._queue, []
        said = []
        for text, urgent, private in queue:
            if text == self._last:
                continue
            self._last = text
            self.history.append(text)
            said.append((text, urgent, private))
            self.announced.emit(text)
        if not said or not QAccessible.isActive():
            return
        if self.notices is not None:  # what came together, at once
            self._notify([(text, private) for text, _u, private in said])
        else:
            for text, urgent, _private in said:
                self._send(text, urgent)

    def _notify(self, parts: list[tuple[str, bool]]) -> None:
        """A new notice for ``parts`` (texts, each with whether it is about a hand). The ones
        before stay shown (one transparent pixel each, nobody sees them) until they are
        deleted, two minutes later: a notice hidden while Orca still had its "showing" event
        queued was dropped unsaid (Orca skips an event when a newer one of the same type and
        object waits behind it; seen in a whole game with Orca 43, "End of round 10" never
        spoken)."""
        notices = self.notices
        try:
            if self.widget is None:
                return
            notice = Notice(self.widget)
            notice.said_at = time.monotonic()
            notices.append(notice)
            notice.say(parts)
            now = time.monotonic()
            while len(notices) > KEEP_NOTICES and (len(notices) > KEEP_AT_MOST or
                                                   now - notices[0].said_at > KEEP_SECONDS):
                old = notices.pop(0)
                old.text, old.parts = "", []  # (gone: nothing more to read)
                old.deleteLater()
        except RuntimeError:  # the window is being closed
            pass

    def _send(self, text: str, urgent: bool) -> None:
        try:
            target = self.widget
            if target is None:
                return
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
