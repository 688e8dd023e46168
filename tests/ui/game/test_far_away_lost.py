"""A far-away seat whose Zündstoff goes (issue 44, "connections come and go"): the table shows
"connection lost" when the seat has not been heard for LOST_AFTER seconds (a connected
Zündstoff says something every KEEPALIVE), and "connected" again when it is heard. Ben's
Zündstoff is the real far side (SeatClient over a real Mosquitto on loopback, polled here and
deciding nothing: he is thinking); the table's silence alarm is one of the app's clock, so no
test waits 15 s."""

from __future__ import annotations

import pytest
from helpers import settle
from test_far_away_table import broker, open_far_table  # noqa: F401 - (the broker fixture)
from zuendstoff.document.game_model import FAR, SeatKind
from zuendstoff.net.remote.client import SeatClient, SeatEnd
from zuendstoff.net.remote.invitation import Invitation

pytestmark = [pytest.mark.usefixtures("zero_pace"),
              pytest.mark.posix_only("the test broker (tests/net/remote_broker.py)")]


def bens_zuendstoff(qtbot, window) -> SeatClient:
    """Ben opens his invitation; returns once the table has heard him."""
    ben = SeatClient(SeatEnd(Invitation.parse(window.far.hub.invitations[1].link())))
    ben.start()
    qtbot.waitUntil(lambda: (ben.poll(0), window.far.connected(1))[1], timeout=8000)
    return ben


def test_a_seat_not_heard_for_a_while_shows_connection_lost_until_it_is_heard_again(
        qtbot, make_window, settings, broker):  # noqa: F811 - (the fixture)
    settings.far_wait_s = 300
    window = open_far_table(qtbot, make_window, settings, broker,
                            kinds=(SeatKind("random"), FAR))  # Anna the computer, Ben far away
    far, players = window.far, window.players_model
    far.dialog.close()

    def now_column() -> str:
        return players.data(players.index(1, players.STATUS))

    clock = window.clock
    with clock.held():  # the silence alarm is the app clock's: the test lets its time pass
        settle(qtbot, window)
        assert far.waiting_for() == [1]
        ben = bens_zuendstoff(qtbot, window)
        try:
            assert now_column() == "choosing far away"
            assert far.notice.label.text() == "Waiting for Ben (far away)"
        finally:
            ben.stop()  # Ben's Zündstoff closes (or his connection goes)
        clock.pass_time()  # LOST_AFTER seconds pass without a word from Ben
        assert not far.connected(1) and 1 in far.lost
        assert now_column() == "connection lost"
        assert "Waiting for Ben (far away) – connection lost" in far.notice.label.text()
        assert window.model.seats[1] == FAR and far.waiting_for() == [1]  # still his seat

        # Ben opens his invitation again: heard, connected
        ben = bens_zuendstoff(qtbot, window)
        try:
            assert 1 not in far.lost
            assert now_column() == "choosing far away"
            assert "connection lost" not in far.notice.label.text()
        finally:
            ben.stop()


def test_a_computer_playing_for_a_lost_seat_gives_it_back_when_the_person_is_heard(
        qtbot, make_window, settings, broker):  # noqa: F811 - (the fixture)
    """A lost seat is a missing seat: taken over, it is given back when its person is heard."""
    settings.far_wait_s = 300
    window = open_far_table(qtbot, make_window, settings, broker, kinds=(SeatKind("random"), FAR))
    far = window.far
    far.dialog.close()
    with window.clock.held():
        settle(qtbot, window)
        bens_zuendstoff(qtbot, window).stop()
        window.clock.pass_time()  # silent too long: lost; and the table's wait is over
        assert 1 in far.lost
        far.notice.buttons[("take", 1)].click()
        assert window.model.seats[1].is_computer and 1 in far._away
    ben = bens_zuendstoff(qtbot, window)
    try:
        qtbot.waitUntil(lambda: window.model.is_far(1), timeout=8000)
        assert window.model.seats[1] == FAR
    finally:
        ben.stop()
