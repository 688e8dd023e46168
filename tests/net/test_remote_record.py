"""The replay at the end of a game far away (issue 44): the table sends the record its own
replay shows everyone (no face of a planet never turned up), in sealed parts; the far side
puts them together and replays them, and refuses a damaged or hostile record plainly."""

from __future__ import annotations

import json

import pytest
from test_remote_frames import BROKER, Recorder, remote_table, seat_sender, seeded
from zuendstoff import resources
from zuendstoff.engine import DataError, to_record
from zuendstoff.engine.record import public_record
from zuendstoff.net.remote.client import SeatClient, SeatEnd
from zuendstoff.net.remote.invitation import Invitation
from zuendstoff.net.remote.record import PART, RecordParts
from zuendstoff.net.remote.sealed import FrameError, Receiver, SeatKeys, Sender
from zuendstoff.sim import play_game


def finished(seed=7):
    return play_game(resources.default_discs(), resources.builtin_layout("standard"),
                     ["medium"] * 3, f"far-record-{seed}")


def far_side(inv):
    end = SeatEnd(inv, randbytes=seeded(5))
    end.link = Recorder()
    return SeatClient(end), end


def deliver(t, end, client, seat_topic):
    """Everything the table published to this seat, opened by the seat, in order."""
    kinds = []
    for topic, frame in t.link.sent:
        if topic == seat_topic:
            end._frame(topic, frame)
    while not end.inbox.empty():
        kinds.append(client.poll(0))
    return kinds


def test_the_record_goes_at_the_end_in_parts_and_replays_on_the_far_side():
    game = finished()
    t, invitations, _ = remote_table(game)
    client, end = far_side(invitations[0])
    kinds = deliver(t, end, client, end.keys.down_topic)
    text = json.dumps(public_record(game), ensure_ascii=False, separators=(",", ":"))
    parts = -(-len(text) // PART)
    assert parts >= 2, "a record of more than one part (the test must cross the parts)"
    assert kinds == ["state"] + [None] * (parts - 1) + ["record"]
    assert client.over and client.record_error is None
    got = client.record_game
    assert to_record(got) == public_record(game)  # what the table's replay shows, no more
    assert got.winners == game.winners
    # a seat that says hello after the end gets the state and the record again
    t.link.sent.clear()
    sender, keys = seat_sender(invitations[0])
    t._frame(keys.up_topic, sender.seal('{"type":"hello","protocol":1,"id":"h2"}'))
    again = far_side(invitations[0])
    assert deliver(t, again[1], again[0], keys.down_topic)[-1] == "record"
    assert to_record(again[0].record_game) == public_record(game)


def test_no_record_while_the_game_goes_on():
    from net_helpers import new_game
    t, invitations, _ = remote_table(new_game(3, 2))
    client, end = far_side(invitations[0])
    assert deliver(t, end, client, end.keys.down_topic) == ["state"]
    assert client.record_game is None


def _tamper(doc):
    doc["winners"] = [w for w in range(3) if w not in doc["winners"]][:1]


def _swap_cards(doc):
    cards = doc["rounds"][0]["cards"]
    cards[0][0], cards[0][1] = cards[0][1], "X"


@pytest.mark.parametrize("change", [_tamper, _swap_cards, lambda d: d.update(format="nope"),
                                    lambda d: d.clear()])
def test_a_damaged_record_is_refused_plainly_and_nothing_else_changes(change):
    game = finished()
    doc = public_record(game)
    change(doc)
    text = json.dumps(doc)
    parts = [text[i:i + PART] for i in range(0, len(text), PART)]
    client, end = far_side(Invitation.new(BROKER))
    client.state = {"type": "state", "phase": "over"}
    for i, part in enumerate(parts):
        kind = client.on_record({"type": "record", "part": i, "parts": len(parts)}, part)
    assert kind == "record" and client.record_game is None
    assert isinstance(client.record_error, DataError) and "the table's record" in str(client.record_error)
    assert client.state == {"type": "state", "phase": "over"}


@pytest.mark.parametrize("doc, part", [
    ({"part": 0, "parts": 0}, "x"), ({"part": 2, "parts": 2}, "x"), ({"part": -1, "parts": 2}, "x"),
    ({"part": 0, "parts": 65}, "x"), ({"part": "0", "parts": 1}, "x"), ({"part": True, "parts": 1}, "x"),
    ({"part": 0, "parts": 1}, None), ({"part": 0, "parts": 1}, ""), ({"part": 0, "parts": 1}, "x" * (PART + 1)),
    ({"part": 0, "parts": 1}, "{not json"), ({"part": 0, "parts": 1}, "[" * PART),
])
def test_a_part_that_does_not_fit_is_a_data_error(doc, part):
    with pytest.raises(DataError):
        RecordParts().take(doc, part)


def test_the_envelope_holds_a_part_only_up_to_its_size_and_a_seat_sends_none():
    inv = Invitation.new(BROKER)
    keys = SeatKeys.of(inv)
    down = Sender(keys.down_key, keys.down_topic)
    receiver = Receiver(keys.down_key, keys.down_topic)
    assert receiver.open(down.seal('{"type":"record","part":0,"parts":1}', rec='"' * PART)).rec == '"' * PART
    with pytest.raises(FrameError, match="bad-envelope"):
        receiver.open(down.seal('{"type":"record","part":0,"parts":1}', rec="x" * (PART + 1)))
    # the table refuses a seat's frame that carries a record (unanswered, counted)
    from net_helpers import new_game
    t, invitations, decisions = remote_table(new_game(3, 2))
    sender, up = seat_sender(invitations[0])
    sent = len(t.link.sent)
    t._frame(up.up_topic, sender.seal('{"type":"hello","protocol":1,"id":"h"}', rec="x"))
    assert (0, "bad-envelope") in t.refusals and len(t.link.sent) == sent and not decisions
