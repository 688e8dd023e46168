"""The broker link (paho-mqtt) on a real broker: it outlives a frame its receiver chokes on,
it comes back by itself after the broker restarts, its subscriptions taken again, and it
speaks WebSockets as well as TCP."""

from __future__ import annotations

import time

from zuendstoff.net.remote.invitation import parse_broker
from zuendstoff.net.remote.transport import Link


def wait(predicate, timeout=15.0) -> bool:
    end = time.monotonic() + timeout
    while not predicate() and time.monotonic() < end:
        time.sleep(0.02)
    return predicate()


def test_a_frame_the_receiver_chokes_on_does_not_stop_the_link(broker, capfd):
    got = []

    def receive(topic, payload):
        if payload == b"bad":
            raise KeyError("a bug somewhere below")
        got.append(payload)

    a = Link(parse_broker(broker.url), ["t1"], receive)
    b = Link(parse_broker(broker.url), [], lambda *_: None)
    a.start()
    b.start()
    try:
        assert wait(lambda: a.connected and b.connected)
        time.sleep(0.2)
        for payload in (b"bad", b"good"):
            b.publish("t1", payload)
        assert wait(lambda: got == [b"good"])
        assert "a frame was dropped: KeyError" in capfd.readouterr().err
        broker.restart()  # no memory: the subscription must be taken again on reconnect
        assert wait(lambda: a.connected and b.connected)
        time.sleep(0.3)
        b.publish("t1", b"after")
        assert wait(lambda: got == [b"good", b"after"])
    finally:
        a.stop()
        b.stop()


def test_a_seat_and_the_table_over_websockets(broker):
    """ws:// (wss:// in real life): the seat's hello gets its state, its decision reaches the
    table, sealed as ever."""
    import queue

    from net_helpers import new_game, table
    from zuendstoff.net.protocol import PROTOCOL
    from zuendstoff.net.remote.invitation import Invitation
    from zuendstoff.net.remote.join import SeatEnd, decide_message
    from zuendstoff.net.remote.table import RemoteTable
    from zuendstoff.net.remote.viewcodec import decode_view, encode_view

    url = parse_broker(broker.ws_url)
    assert url.websockets and not url.tls
    inv = Invitation.new(url)
    decisions = []
    remote = RemoteTable(url, {0: inv}, lambda s, d, o: decisions.append((s, d)))
    seat = SeatEnd(Invitation.parse(inv.code()))
    game = new_game(3, 6)
    remote.start()
    seat.start()
    try:
        assert wait(lambda: remote.link.connected and seat.link.connected)
        remote.publish(game, table(3, ("phone", "computer", "computer")))
        seat.send({"type": "hello", "protocol": PROTOCOL, "id": "h"})
        end = time.monotonic() + 15
        got = None
        while got is None and time.monotonic() < end:
            try:
                kind, doc, view = seat.inbox.get(timeout=0.5)
            except queue.Empty:
                continue
            if kind == "message" and doc["type"] == "state":
                got = (doc, view)
        assert got is not None
        doc, view_doc = got
        view = decode_view(view_doc)
        assert encode_view(view) == encode_view(game.view(0))  # the seat's own view, whole
        seat.send(decide_message(view, view.legal[0], doc["version"], "d1"))
        assert wait(lambda: decisions == [(0, view.legal[0])])
    finally:
        seat.stop()
        remote.stop()
