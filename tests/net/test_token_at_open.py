"""The token is checked again when the WebSocket opens, not only when its request is read: a
code re-issued in between opens nothing (issue 41). And the sun card, laid, counts as chosen
in what every phone is told."""

from __future__ import annotations

import pytest
from net_helpers import Phone, new_game, table
from websockets.exceptions import ConnectionClosed
from zuendstoff.engine import PlayCard
from zuendstoff.net.hub import PhoneHub
from zuendstoff.net.seats import SeatTokens
from zuendstoff.net.server import CLOSE_REVOKED


class ReissuedInBetween(SeatTokens):
    """Seat 1's code is re-issued (Game → Seats, "new code") just after its socket's request
    was found valid, before the socket opens."""

    def lookup(self, token, address):
        seat = super().lookup(token, address)
        if seat == 1 and not getattr(self, "done", False):
            self.done = True
            self.issue(1)
        return seat


@pytest.fixture
def hub():
    made = []

    def make(tokens=None, seats=(0, 1, 2)):
        h = PhoneHub("127.0.0.1", 0, tokens=tokens)
        made.append(h)
        h.start()
        h.set_seats(seats)
        game = new_game(3)
        h.publish(game, table(3))
        return h, game

    yield make
    for h in made:
        h.stop()


def test_a_code_reissued_before_the_socket_opens_opens_nothing(hub):
    h, _game = hub(ReissuedInBetween())
    old_url = h.url(1)
    phone = Phone(old_url)  # the request carried the code that was valid then
    with pytest.raises(ConnectionClosed) as closed:
        for _ in range(10):
            phone.recv(timeout=3)  # no state of the seat, only the close
    assert closed.value.rcvd is not None and closed.value.rcvd.code == CLOSE_REVOKED
    assert h.connection(1) == "waiting"
    fresh = Phone(h.url(1))  # the new code opens the seat
    assert fresh.state()["players"][1]["name"]
    fresh.close()


def test_the_sun_card_laid_face_down_counts_as_chosen_on_every_phone(hub):
    h, game = hub()
    game.apply(PlayCard(0, "sun"))  # the first card of all (index 0)
    h.publish(game, table(3))
    for seat in (1, 2):
        phone = Phone(h.url(seat))
        players = phone.state()["players"]
        assert [p["chosen"] for p in players] == [True, False, False]
        phone.close()


def test_a_decision_the_table_dropped_is_offered_again_on_the_phone(qtbot, hub):
    """The phone was told "ok", the table did not make the decision (dropped): the hub sends
    the phone a new offer, and it may decide again."""
    h, _game = hub()
    got = []
    h.decisionReceived.connect(lambda s, d: got.append((s, d)))
    phone = Phone(h.url(1))
    state = phone.state()
    phone.decide(state["version"], {"kind": "card", "card": "black3"}, "first")
    assert phone.recv_type("ok")["id"] == "first"
    qtbot.waitUntil(lambda: bool(got), timeout=5000)
    h.reoffer(1)  # the table dropped it (the game did not change)
    again = phone.state()
    assert again["version"] > state["version"] and again["offer"] == again["version"]
    phone.decide(again["version"], {"kind": "card", "card": "black3"}, "second")
    assert phone.recv_type("ok")["id"] == "second"
    phone.close()
