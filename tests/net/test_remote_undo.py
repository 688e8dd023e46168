"""A far-away seat asks the table to undo (issue 44): the message's checks, the answers,
and that nothing is undone twice — without a broker (the table's link is a recorder). The
table's rule itself (its own Undo) is tested with two windows in
tests/ui/game/test_far_away_undo.py."""

from __future__ import annotations

import json

import pytest
from net_helpers import new_game, table
from test_remote_frames import Recorder, remote_table, seat_sender
from zuendstoff.net.remote.sealed import Receiver, SeatKeys


def answers(t, inv):
    keys = SeatKeys.of(inv)
    receiver = Receiver(keys.down_key, keys.down_topic)
    out = [json.loads(receiver.open(f).text) for topic, f in t.link.sent if topic == keys.down_topic]
    t.link.sent.clear()
    return [m for m in out if m["type"] != "state"]


def move_on(t, game, seat=0):
    """Seat 0 lays a card at the table: its offer moves on (its state is sent, then forgotten)."""
    game.apply(game.view(seat).legal[0])
    t.publish(game, table(3, ("phone", "phone", "computer")))
    t.link.sent.clear()


def asking(on_undo=None):
    game = new_game(3, 2)
    t, invitations, decisions = remote_table(game)
    t.on_undo = on_undo
    t.game = game
    t.link.sent.clear()
    sender, keys = seat_sender(invitations[0])

    def ask(msg):
        t._frame(keys.up_topic, sender.seal(json.dumps(msg)))
        return answers(t, invitations[0])
    return t, ask, decisions


def test_a_table_without_undo_refuses_with_the_reason():
    t, ask, decisions = asking()
    version = t.channels.version(0)
    [reply] = ask({"type": "undo", "id": "u1", "version": version})
    assert reply["type"] == "refused" and reply["code"] == "no-undo" and reply["id"] == "u1"
    assert "does not take back" in reply["text"] and not decisions


def test_asked_once_decided_once_and_answered_the_same_again():
    asked = []
    t, ask, _ = asking(lambda seat, msg_id, version: asked.append((seat, msg_id, version)))
    version = t.channels.version(0)
    msg = {"type": "undo", "id": "u1", "version": version}
    assert ask(msg) == [] and asked == [(0, "u1", version)]  # the table decides (no answer yet)
    assert ask(msg) == [] and len(asked) == 1  # sent again while it decides: nothing twice
    t.answer_undo(0, "u1", None, "Taken back: Anna turns a planet")
    [ok] = answers(t, t.invitations[0])
    assert ok["type"] == "ok" and ok["id"] == "u1" and ok["text"].startswith("Taken back")
    assert ask(msg) == [ok] and len(asked) == 1  # again after the answer: the same answer


@pytest.mark.parametrize("delta, code", [(-1, "stale"), (1, "bad-version")])
def test_an_undo_for_another_version_is_refused(delta, code):
    asked = []
    t, ask, _ = asking(lambda *a: asked.append(a))
    version = t.channels.version(0)
    if delta < 0:  # the game moved on for the seat since it asked
        move_on(t, t.game)
        assert t.channels.offer(0) > version
    [reply] = ask({"type": "undo", "id": "u2", "version": version + max(delta, 0)})
    assert reply["type"] == "refused" and reply["code"] == code and not asked


@pytest.mark.parametrize("msg", [
    {"type": "undo", "id": "u3"},
    {"type": "undo", "id": "u3", "version": True},
    {"type": "undo", "id": "u3", "version": "1"},
    {"type": "undo", "id": "u 3", "version": 1},
    {"type": "undo", "id": "u3", "version": 1, "decision": {"kind": "card", "card": "sun"}},
    {"type": "undo", "id": "x" * 65, "version": 1},
    {"type": "undo", "id": "u3", "version": -1},
])
def test_an_undo_that_does_not_fit_is_refused_and_asks_nothing(msg):
    asked = []
    t, ask, decisions = asking(lambda *a: asked.append(a))
    [reply] = ask(msg)
    assert reply["type"] == "refused" and reply["code"] == "bad-message"
    assert not asked and not decisions and (0, "bad-message") in t.refusals


def test_the_hub_asks_the_tables_rule_on_its_thread_and_rechecks_the_version(qtbot):
    from test_remote_frames import BROKER
    from zuendstoff.net.remote.invitation import Invitation
    from zuendstoff.net.remote_hub import RemoteHub
    hub = RemoteHub(BROKER, {0: Invitation.new(BROKER)})
    hub.remote.link = Recorder()
    game = new_game(3, 2)
    hub.publish(game, table(3, ("phone", "computer", "computer")))
    hub.remote.link.sent.clear()
    version = hub.remote.channels.version(0)
    hub._on_undo(0, "u1", version)  # no rule: the headless table's answer
    assert answers(hub.remote, hub.invitations[0])[0]["code"] == "no-undo"
    asked = []
    hub.undo_handler = lambda seat: asked.append(seat) or (None, "Taken back: x")
    hub._on_undo(0, "u2", version)
    assert asked == [0] and answers(hub.remote, hub.invitations[0])[0]["type"] == "ok"
    hub.undo_handler = lambda seat: ("not-allowed", "Undo is not possible: a laid card is final")
    hub._on_undo(0, "u3", version)
    assert answers(hub.remote, hub.invitations[0])[0]["text"].startswith("Undo is not possible")
    move_on(hub.remote, game)  # the game moved on while the request was queued
    hub._on_undo(0, "u4", version)
    assert answers(hub.remote, hub.invitations[0])[0]["code"] == "stale" and asked == [0]
