"""R26 on the broker, counterfactually (issue 44): change a seat's unrevealed card, and what
the broker carries keeps its topics, its sizes, its number and its order of frames; with the
nonces fixed by a seed, every frame to a seat that may not know the card is even the same,
byte for byte. Through a real broker (conftest's ``broker``), read by a spy on ``#``."""

from __future__ import annotations

import random
import time

from net_helpers import new_game, table
from test_remote_game import Spy
from zuendstoff.engine.constants import CARD_INDEX
from zuendstoff.engine.decisions import PlayCard
from zuendstoff.net.protocol import PROTOCOL
from zuendstoff.net.remote.invitation import Invitation, parse_broker
from zuendstoff.net.remote.join import SeatEnd
from zuendstoff.net.remote.sealed import SeatKeys
from zuendstoff.net.remote.table import RemoteTable

INFO = table(3, ("phone", "phone", "computer"))


def wait(predicate, timeout=10.0) -> None:
    end = time.monotonic() + timeout
    while not predicate() and time.monotonic() < end:
        time.sleep(0.01)
    assert predicate()


def quiet(spy: Spy, at_least: int, timeout=10.0) -> None:
    """Until the spy has ``at_least`` frames and no new one for 0.15 s."""
    wait(lambda: len(spy.seen) >= at_least, timeout)
    end = time.monotonic() + timeout
    count = -1
    while count != len(spy.seen) and time.monotonic() < end:
        count = len(spy.seen)
        time.sleep(0.15)


def stream(port: int, game, invitations) -> list[tuple[str, bytes]]:
    """What the broker carries when the table publishes ``game`` and then each far-away seat
    says hello (one at a time), every nonce drawn from one seed."""
    spy = Spy(port)
    remote = RemoteTable(parse_broker(f"mqtt://127.0.0.1:{port}"), invitations, lambda *a: None,
                         randbytes=random.Random(1).randbytes)
    ends = [SeatEnd(invitations[s], randbytes=random.Random(10 + s).randbytes) for s in (0, 1)]
    try:
        remote.start()
        for end in ends:
            end.start()
        wait(lambda: remote.link.connected and all(e.link.connected for e in ends))
        time.sleep(0.2)  # the subscriptions are taken
        remote.publish(game, INFO)
        quiet(spy, 2)
        for s, end in enumerate(ends):
            end.send({"type": "hello", "protocol": PROTOCOL, "id": "h"})
            quiet(spy, 4 + 2 * s)
        return list(spy.seen)
    finally:
        spy.stop()
        remote.stop()
        for end in ends:
            end.stop()


def test_an_unrevealed_card_changes_nothing_the_broker_carries_but_its_own_seats_bytes(broker):
    room = bytes(range(16))
    invitations = {s: Invitation(parse_broker(broker.url), room, bytes([s + 1]) * 32) for s in (0, 1)}
    down = {SeatKeys.of(inv).down_topic: s for s, inv in invitations.items()}
    base = new_game(3, 4)
    hands = {s: [c for c, n in base.hand(s).items() if n] for s in (0, 2)}
    base.apply(PlayCard(0, hands[0][0]))
    base.apply(PlayCard(2, hands[2][0]))
    seen = stream(broker.port, base, invitations)
    assert len(seen) == 6  # a state to each seat; each seat's hello and the state it gets back
    for owner in (0, 2):  # a far-away seat's card, a computer's card
        other = new_game(3, 4)
        other.apply(PlayCard(0, hands[0][1] if owner == 0 else hands[0][0]))
        other.apply(PlayCard(2, hands[2][1] if owner == 2 else hands[2][0]))
        assert other._choice != base._choice and CARD_INDEX[hands[owner][1]] in other._choice
        got = stream(broker.port, other, invitations)
        assert [(t, len(p)) for t, p in got] == [(t, len(p)) for t, p in seen]
        for (topic, frame), (_t, before) in zip(got, seen):
            if down.get(topic, owner) != owner:  # a frame to a seat that may not know the card
                assert frame == before, f"seat {owner}'s card changed a frame to seat {down[topic]}"
        changed = [t for (t, p), (_t, q) in zip(got, seen) if p != q]
        if owner == 0:  # its own screen shows its own card
            assert changed and all(down.get(t) == 0 for t in changed)
        else:
            assert changed == []
