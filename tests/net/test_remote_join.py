"""zuendstoff-join's seat player without a broker: what it sends for what the table says."""

from __future__ import annotations

import json

from net_helpers import new_game, table
from zuendstoff.net.channel import SeatChannels
from zuendstoff.net.remote.join import Player
from zuendstoff.net.remote.viewcodec import encode_view

INFO = table(3, ("phone", "computer", "computer"))


class FakeEnd:
    def __init__(self) -> None:
        self.sent: list[dict] = []

    def send(self, message: dict) -> None:
        self.sent.append(message)


def state(channels: SeatChannels, game) -> tuple[dict, dict]:
    view = game.view(0)
    text = channels.publish(0, view, INFO)
    return json.loads(text), encode_view(view)


def test_a_state_that_came_while_a_decision_waited_for_its_answer_is_decided_after_it():
    game = new_game(3, 8)
    channels = SeatChannels()
    channels.set_seats([0])
    end = FakeEnd()
    player = Player(end, "random", "1")
    first = state(channels, game)
    player._on_message(*first)
    decide = end.sent[-1]
    assert decide["type"] == "decide"
    answer = channels.handle(0, json.dumps(decide))
    game.apply(answer.decision)
    while 0 not in game.pending_seats():  # the computers decide until seat 0 is asked again
        seat = game.pending_seats()[0]
        game.apply(game.legal_decisions(seat)[0])
    second = state(channels, game)
    player._on_message(*second)  # before the answer to the first: nothing sent yet
    assert end.sent == [decide]
    player._on_message(json.loads(answer.texts[0]), None)  # the "ok", late
    assert end.sent[-1]["type"] == "decide" and end.sent[-1]["version"] == second[0]["version"]
    assert channels.handle(0, json.dumps(end.sent[-1])).decision is not None


def test_a_refused_decision_asks_for_the_state_again_a_few_times_only():
    """The table refuses (say, the view was older than the table's): the seat asks for the
    state and decides again from it — three times at most for one offer, not for ever."""
    game = new_game(3, 8)
    channels = SeatChannels()
    channels.set_seats([0])
    end = FakeEnd()
    player = Player(end, "random", "1")
    doc, view = state(channels, game)
    answered = set()
    for _ in range(10):  # the table answers every hello with the same state
        player._on_message(doc, view)
        last = end.sent[-1]
        if last["type"] == "decide" and last["id"] not in answered:
            answered.add(last["id"])
            player._on_message({"type": "refused", "id": last["id"], "code": "illegal",
                                "text": "no"}, None)
    kinds = [m["type"] for m in end.sent]
    assert kinds == ["decide", "hello"] * 3 + ["decide"]
