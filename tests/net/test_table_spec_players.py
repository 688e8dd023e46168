"""The headless table's new-game file: two to five players, the bounds themselves included
(issue 41: a five-player table refused would have gone unnoticed)."""

from __future__ import annotations

import pytest
from zuendstoff.engine import DataError
from zuendstoff.engine.constants import MAX_PLAYERS, MIN_PLAYERS
from zuendstoff.net.headless import Spec

NAMES = ["Anna", "Ben", "Clara", "David", "Emma", "Fritz"]


def _doc(n: int) -> dict:
    return {"players": [{"name": NAMES[i], "kind": "phone" if i % 2 else "computer"}
                        for i in range(n)]}


def test_two_to_five_players_make_a_table():
    assert (MIN_PLAYERS, MAX_PLAYERS) == (2, 5)
    for n in range(MIN_PLAYERS, MAX_PLAYERS + 1):
        assert Spec(_doc(n), "table.json").names == NAMES[:n]


@pytest.mark.parametrize("n", [0, 1, 6])
def test_fewer_or_more_players_are_one_message_naming_the_file(n):
    with pytest.raises(DataError) as err:
        Spec(_doc(n), "table.json")
    assert err.value.source == "table.json" and "players" in str(err.value)


def test_a_computer_lays_its_card_while_a_phone_seat_before_it_still_chooses(qapp):
    """Cards are chosen at the same time (R13): a computer seat never waits for a phone seat
    listed before it."""
    from PySide6.QtCore import QObject, Signal
    from zuendstoff import resources
    from zuendstoff.engine import Game, Player
    from zuendstoff.net.headless import HeadlessTable

    class Hub(QObject):
        decisionReceived = Signal(int, object)

        def publish(self, game, table):
            pass

    spec = Spec({"players": [{"name": "Anna", "kind": "phone"},
                             {"name": "Ben", "kind": "computer", "level": "random"}],
                 "seed": 3}, "table.json")
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Ben", "white")], seed=3)
    table = HeadlessTable(game, spec, Hub())
    table.step()
    assert game.has_chosen(1) and not game.has_chosen(0)


def test_an_unknown_key_is_named_by_its_first_40_characters():
    doc = dict(_doc(2), **{"k" * 50: 1})
    with pytest.raises(DataError) as err:
        Spec(doc, "table.json")
    assert "k" * 40 in str(err.value) and "k" * 41 not in str(err.value)
    assert "unknown key" in str(err.value)


def test_a_decision_the_table_does_not_take_is_offered_again(qapp):
    """The server answered "ok", but the table drops the decision: it answers an offer the
    seat has left since, or the game no longer takes it. As at the window, the seat is asked
    again (a new offer); before, the headless table dropped it silently and a far-away seat
    waited for ever for a decision it had made (CI met it once)."""
    from PySide6.QtCore import QObject, Signal
    from zuendstoff import resources
    from zuendstoff.engine import Game, PlayCard, Player
    from zuendstoff.net.headless import HeadlessTable

    class Hub(QObject):
        decisionReceived = Signal(int, object, int)

        def __init__(self):
            super().__init__()
            self.reoffered, self.present = [], 5

        def publish(self, game, table):
            pass

        def offer(self, seat):
            return self.present

        def reoffer(self, seat):
            self.reoffered.append(seat)

    spec = Spec({"players": [{"name": "Anna", "kind": "phone"},
                             {"name": "Ben", "kind": "phone"}], "seed": 3}, "table.json")
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Ben", "white")], seed=3)
    hub = Hub()
    table = HeadlessTable(game, spec, hub)
    card = game.view(0).hand_names()[0]
    table.on_phone(0, PlayCard(0, card), 4)  # for an offer the seat has left
    assert hub.reoffered == [0] and not game.has_chosen(0)
    table.on_phone(0, PlayCard(0, "no such card"), 5)  # the game does not take it
    assert hub.reoffered == [0, 0] and not game.has_chosen(0)
    table.on_phone(0, PlayCard(0, card), 5)
    assert hub.reoffered == [0, 0] and game.has_chosen(0)
