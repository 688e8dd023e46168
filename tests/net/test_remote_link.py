"""The broker link (paho-mqtt) on a real broker: it outlives a frame its receiver chokes on,
and it comes back by itself after the broker restarts, its subscriptions taken again."""

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
