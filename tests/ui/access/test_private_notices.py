"""What a screen reader was told about one person's hand (where a card would take their piece)
is gone when the privacy screen comes: no queued text and no notice kept for the screen reader
(on Linux, the last few notices stay on the accessibility bus) holds it for the next person."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget
from zuendstoff.ui import announce
from zuendstoff.ui.announce import Announcer, Notice


@pytest.fixture
def listening(monkeypatch):
    """As if a screen reader listened (offscreen, none does)."""
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))


def _notice_texts(widget):
    """What a screen reader reads of each notice: its accessible interface's name."""
    return [QAccessible.queryAccessibleInterface(n).text(QAccessible.Text.Name)
            for n in widget.findChildren(Notice)]


@pytest.mark.skipif(not announce.NOTICES, reason="notices are how Linux screen readers are told")
def test_private_texts_leave_no_notice_behind(qtbot, listening):
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    widget.activateWindow()
    announcer = Announcer(widget)
    announcer._held = lambda: False  # the window counts as active (offscreen has no manager)
    announcer.say("Anna laid a card.")
    announcer.flush()
    announcer.say("Red 2: from Earth your piece would fly to Planet 7.", private=True)
    announcer.flush()
    assert any("Red 2" in t for t in _notice_texts(widget))
    announcer.say("Blue 3: from Earth your piece would fly to the sun.", private=True)  # queued
    announcer.forget_private()
    announcer.flush()
    qtbot.wait(10)  # deleteLater
    texts = _notice_texts(widget)
    assert not [t for t in texts if "Red 2" in t or "Blue 3" in t], texts
    assert "Anna laid a card." in texts  # what everyone may hear stays
    assert not [t for t in announcer.history if "Blue 3" in t]  # the queued one was never said


@pytest.mark.skipif(not announce.NOTICES, reason="notices are how Linux screen readers are told")
def test_a_public_text_said_with_a_private_one_survives_the_privacy_screen(qtbot, listening):
    """A round's end and a card's preview come in the same moment (the hand takes the focus
    as the round ends) and go out in one notice; the privacy screen (or the hand going)
    takes the preview out of it and leaves the round's end. Before, the whole notice was
    deleted before Orca 43 read it: Orca said an empty "notification"."""
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    widget.activateWindow()
    announcer = Announcer(widget)
    announcer._held = lambda: False
    announcer.say("End of round 13: Anna flew red into the sun and took a red chip.")
    announcer.say("Sun rotation: the sun would turn a quarter clockwise.", private=True)
    announcer.say("Anna: choose your first card.")
    announcer.flush()
    announcer.forget_private()
    qtbot.wait(10)  # deleteLater
    texts = _notice_texts(widget)
    assert any(t.startswith("End of round 13:") for t in texts), texts
    assert any("Anna: choose your first card." in t for t in texts), texts
    assert not [t for t in texts if "Sun rotation" in t], texts


@pytest.mark.skipif(not announce.NOTICES, reason="notices are how Linux screen readers are told")
def test_texts_held_for_an_inactive_window_are_said_when_the_wait_ends(qtbot, listening,
                                                                       monkeypatch):
    """While another window is active (the end screen over the game) texts wait for the
    game's window, at most WAIT_AT_MOST_MS; then they are said even if the timer came a
    little early (Qt's coarse timers may fire up to 5 % early: here the clock says 100 ms
    less than has passed). Before, a timer that came early left the texts waiting for good:
    the last round's line was never said at a game's end."""
    widget = QWidget()
    qtbot.addWidget(widget)  # never shown: never the active window
    announcer = Announcer(widget)
    real = announce.time.monotonic
    calls = []

    def early() -> float:  # the first reading right, every later one 100 ms behind
        calls.append(1)
        return real() - (0.0 if len(calls) == 1 else 0.1)

    monkeypatch.setattr(announce.time, "monotonic", early)
    announcer.say("Anna won the game! End of round 18: Anna flew blue into the sun.")
    qtbot.wait(50)
    assert not announcer.history  # held: the window is not active
    qtbot.waitUntil(lambda: bool(announcer.history), timeout=3 * announcer.WAIT_AT_MOST_MS)
    assert any("End of round 18" in t for t in _notice_texts(widget))
