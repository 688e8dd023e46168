"""The far side says it is there (issue 44, "connections come and go"): while connected, a
far-away seat's Zündstoff says something at least every KEEPALIVE seconds, a ``ping`` when it
has nothing else to say, so that the table can tell a seat that is gone from one that thinks.
Time is passed in (no test sleeps)."""

from __future__ import annotations

import queue

from net_helpers import new_game, table
from test_remote_frames import BROKER, Recorder, seeded
from zuendstoff.net.remote.client import KEEPALIVE, SeatClient, SeatEnd
from zuendstoff.net.remote.invitation import Invitation
from zuendstoff.net.remote.table import RemoteTable


class FakeEnd:
    """The wire of one seat: what the client sends, what the table said (put in the inbox)."""

    def __init__(self) -> None:
        self.inbox: queue.Queue = queue.Queue()
        self.sent: list[tuple[float, dict]] = []
        self.connected = True
        self.now = 0.0

    def start(self) -> None:
        pass

    def send(self, message: dict) -> None:
        self.sent.append((self.now, message))


def test_a_seat_the_table_keeps_talking_to_still_pings_every_keepalive():
    end = FakeEnd()
    client = SeatClient(end, clock=lambda: end.now)
    client.start()  # hello at 0, answered with the state at once
    end.inbox.put(("message", {"type": "state", "version": 1, "offer": 0}, None))
    client.poll(0)
    for tick in range(1, 61):  # 30 s in half seconds; the table says something every second
        end.now = tick / 2
        if tick % 2 == 0:
            end.inbox.put(("message", {"type": "state", "version": 1 + tick, "offer": 0}, None))
        client.poll(0)
    said = [(when, m["type"]) for when, m in end.sent]
    assert said == [(0.0, "hello")] + [(5.0 * k, "ping") for k in range(1, 7)]


def test_no_ping_while_other_messages_are_said_and_none_while_disconnected():
    end = FakeEnd()
    client = SeatClient(end, clock=lambda: end.now)
    client.start()
    end.now = 0.5
    end.inbox.put(("message", {"type": "state", "version": 1, "offer": 0}, None))
    client.poll(0)  # the hello is answered
    end.now = 4.0  # the table was silent three seconds: hello again (something is said)
    client.poll(0)
    assert [m["type"] for _, m in end.sent] == ["hello", "hello"]
    end.inbox.put(("message", {"type": "state", "version": 2, "offer": 0}, None))
    client.poll(0)
    end.connected = False
    for tick in range(9, 40):  # the table is heard, but the seat is off the broker
        end.now = tick / 2
        end.inbox.put(("message", {"type": "pong", "id": None}, None))
        client.poll(0)
    assert not any(m == {"type": "ping"} for _, m in end.sent)
    end.connected = True
    end.now = 20.0
    client.poll(0)
    assert end.sent[-1] == (20.0, {"type": "ping"})


def test_the_table_hears_a_ping_and_answers_pong_without_refusing_it():
    game = new_game()
    inv = Invitation.new(BROKER)
    heard = []
    t = RemoteTable(BROKER, {1: inv}, lambda s, d, o: None, randbytes=seeded(1),
                    on_heard=heard.append)
    t.link = Recorder()
    t.publish(game, table(3, ("person", "phone", "computer")))
    end = SeatEnd(inv, randbytes=seeded(2))
    end.link = Recorder()
    end.now = 0.0
    client = SeatClient(end, clock=lambda: end.now)
    end.now = KEEPALIVE - 1
    end._frame(*t.link.sent[0])  # the table's state, heard a second ago
    assert client.poll(0) == "state" and not end.link.sent
    end.now = KEEPALIVE
    assert client.poll(0) is None  # the seat said nothing since 0: the keepalive
    (topic, frame), = end.link.sent  # one padded frame, as small as any the seat sends
    assert len(frame) <= 1100
    before = len(t.link.sent)
    t._frame(topic, frame)
    assert heard == [1] and not t.refusals
    (down, answer), = t.link.sent[before:]
    end._frame(down, answer)
    assert end.inbox.get_nowait()[1] == {"type": "pong", "id": None}
