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
    return [n.accessibleName() for n in widget.findChildren(Notice)]


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
