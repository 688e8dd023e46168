"""When no phone gets through, the join screen says what may keep them out on this system:
Windows Firewall (it asks on the first start and blocks public networks), macOS's Local
Network permission, a firewall on Linux; and the guest Wi-Fi."""

from __future__ import annotations

import pytest
from zuendstoff.ui.game import join
from zuendstoff.ui.game.join import JoinScreen, JoinSeat

URL = "http://192.168.1.20:8765/join#Zx3"


@pytest.mark.parametrize("platform, words", [
    ("win32", ["Windows Firewall", "Private"]),
    ("darwin", ["Privacy & Security → Local Network", "Firewall"]),
    ("linux", ["firewall"]),
])
def test_the_hint_names_what_blocks_phones_on_each_system(platform, words):
    text = join.trouble_text(platform)
    for word in words:
        assert word in text
    assert "guest" in text
    if platform == "linux":
        assert "TCP port 8765" in join.trouble_text(platform, 8765)


def test_the_hint_comes_when_no_phone_connects_and_goes_when_one_does(qtbot, monkeypatch):
    monkeypatch.setattr(join, "TROUBLE_AFTER_MS", 30)
    screen = JoinScreen()
    qtbot.addWidget(screen)
    screen.set_seats([JoinSeat(1, "Ben", "white", URL), JoinSeat(2, "Clara", "purple", URL + "b")],
                     mid_game=False)
    screen.show()
    qtbot.waitUntil(screen.trouble.isVisible, timeout=3000)
    assert screen.trouble.text() == join.trouble_text(port=8765) and screen.trouble.accessibleName()
    screen.set_state(1, "connected")
    assert not screen.trouble.isVisible()


def test_no_hint_while_phones_get_through(qtbot, monkeypatch):
    monkeypatch.setattr(join, "TROUBLE_AFTER_MS", 30)
    screen = JoinScreen()
    qtbot.addWidget(screen)
    screen.set_seats([JoinSeat(1, "Ben", "white", URL)], mid_game=False)
    screen.set_state(1, "connected")
    screen.show()
    qtbot.wait(200)
    assert not screen.trouble.isVisible()
