"""When no phone gets through, the join screen says what may keep them out on this system:
Windows Firewall (it asks on the first start and blocks public networks), macOS's Local
Network permission, a firewall on Linux; and the guest Wi-Fi."""

from __future__ import annotations

import sys

import fake_hub
import pytest
from test_phone_table import mixed_game, open_table
from zuendstoff.ui.game import join
from zuendstoff.ui.game.join import JoinScreen, JoinSeat

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)

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


@pytest.mark.skipif(sys.platform in ("win32", "darwin"),
                    reason="the hint names the port where a firewall is set up by port (Linux)")
def test_after_a_new_game_the_hint_names_the_new_games_port(qtbot, make_window, settings,
                                                           monkeypatch):
    """A game with phones that never connected, its hint on the join screen; then a new game
    with phones, whose server listens on another port: the hint names that port, never the
    old game's (it kept the old text, and the old port, on the new game's join screen)."""
    monkeypatch.setattr(join, "TROUBLE_AFTER_MS", 300)  # (this test is about its words)
    settings.phone_host = "127.0.0.1"
    hubs = fake_hub.install(monkeypatch)  # a new server for each game, each on its own port
    window, old = open_table(qtbot, make_window, hubs)
    trouble = window.phones.join.trouble
    qtbot.waitUntil(trouble.isVisible, timeout=5000)
    assert f"TCP port {old.port}." in trouble.text()
    game, seats = mixed_game(7)
    window.model.set_game(game, seats)
    window.phones.new_game_started()
    qtbot.waitUntil(lambda: len(hubs) == 2 and hubs[-1].running and window.phones.join_shown,
                    timeout=5000)
    new = hubs[-1]
    assert new.port != old.port
    assert not trouble.isVisible() or f"TCP port {new.port}." in trouble.text()
    qtbot.waitUntil(trouble.isVisible, timeout=5000)
    assert f"TCP port {new.port}." in trouble.text() and str(old.port) not in trouble.text()
    assert trouble.accessibleName() == trouble.text()


def test_the_hint_waits_for_the_apps_clock(qtbot, monkeypatch):
    """The wait before the hint is an alarm of the app's clock (ui/clock.py), as every pause
    a person waits through: with the clock held (the model test holds it for a whole walk,
    and the privacy check compares the screen before and after a change), the hint comes
    only when the time is let pass. A timer of its own once showed it between two looks at
    the screen in the model test's walk at the app's pace, on a busy machine."""
    from zuendstoff.ui.clock import app_clock
    monkeypatch.setattr(join, "TROUBLE_AFTER_MS", 30)
    clock = app_clock()
    with clock.held():
        screen = JoinScreen()
        qtbot.addWidget(screen)
        screen.set_seats([JoinSeat(1, "Ben", "white", URL)], mid_game=False)
        screen.show()
        qtbot.wait(200)
        assert not screen.trouble.isVisible()
        clock.pass_time()
        assert screen.trouble.isVisible()
