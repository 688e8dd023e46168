"""R12–R20: setup, card play, rotations, flight winners and flight order."""

from __future__ import annotations

import pytest
from engine_helpers import at, make_discs, new_game, ordered_deal, play_cards, players, turn_up
from zuendstoff.engine import Game, IllegalDecision, Phase, PickColour, PlayCard, Rotate
from zuendstoff.engine.game import flight_winners
from zuendstoff.resources import builtin_layout, default_discs


def test_r12_setup_earth_and_sun_up_planets_dealt_face_down_pieces_on_earth():
    game = Game.new(default_discs(), builtin_layout("standard"), players(4), seed=5)
    lay = game.layout
    assert game.face_up[lay.sun] and game.face_up[lay.earth]
    assert all(r == 0 for r in game.rotations) and game.sun_rotation == 0
    assert not any(game.face_up[i] for i in lay.slots)
    assert sorted(game.faces[i] for i in lay.slots) == list(range(2, 16))
    assert game.pieces == [lay.earth] * 4
    assert all(sum(h) == 11 for h in game.hands)


def test_r12_deal_is_seeded_and_reproducible():
    a = Game.new(default_discs(), builtin_layout("standard"), players(2), seed=42)
    b = Game.new(default_discs(), builtin_layout("standard"), players(2), seed=42)
    c = Game.new(default_discs(), builtin_layout("standard"), players(2), seed=43)
    assert a.faces == b.faces and a.faces != c.faces


def test_r12_smaller_layout_leaves_planets_out():
    game = Game.new(default_discs(), builtin_layout("alt1"), players(2), seed=1)
    dealt = [game.faces[i] for i in game.layout.slots]
    assert len(dealt) == 5 and len(set(dealt)) == 5 and all(2 <= n <= 15 for n in dealt)


@pytest.mark.parametrize("bad", [1, 16, 0, 2.5, "7", None])
def test_r12_a_deal_must_name_planets_2_to_15(bad):
    layout = builtin_layout("standard")
    deal = ordered_deal(layout)
    deal[next(iter(deal))] = bad
    with pytest.raises(IllegalDecision) as info:
        Game.new(default_discs(), layout, players(2), deal=deal)
    assert info.value.rule == "R12"


def test_r13_cards_are_chosen_secretly_and_revealed_together():
    game = new_game(n=3)
    game.apply(PlayCard(0, "red3"))
    assert game.phase is Phase.FIRST_CARD and game.pending_seats() == (1, 2)
    assert game.revealed_cards(0) == [] and game.rounds[-1]["cards"] == []
    game.apply(PlayCard(1, "blue2"))
    reveals = game.reveals
    game.apply(PlayCard(2, "sun"))
    assert game.reveals == reveals + 1
    assert game.phase is Phase.SECOND_CARD
    assert [game.revealed_cards(s) for s in range(3)] == [["red3"], ["blue2"], ["sun"]]
    assert game.hand(0).get("red3") is None  # played cards leave the hand at the reveal


def test_r13_a_seat_chooses_once_and_only_cards_it_holds():
    game = new_game()
    game.apply(PlayCard(0, "red3"))
    with pytest.raises(IllegalDecision, match="R13: seat 0 has already chosen"):
        game.apply(PlayCard(0, "red2"))
    game.apply(PlayCard(1, "red3"))
    with pytest.raises(IllegalDecision, match="R13: seat 0 has no red3"):
        game.apply(PlayCard(0, "red3"))
    with pytest.raises(IllegalDecision, match="R4"):
        game.apply(PlayCard(0, "green7"))


def test_r13_two_cards_that_do_nothing_are_allowed():
    game = new_game()
    play_cards(game, [("black1", "black3"), ("black1", "black3")])
    assert game.round_no == 2 and game.phase is Phase.FIRST_CARD


def test_r14_each_sun_card_turns_the_sun_a_quarter():
    game = new_game(n=3)
    play_cards(game, [("sun", "black1"), ("black1", "sun"), ("sun", "black3")])
    assert game.sun_rotation == 3


def _rotation_game(positions, n=2, all_up=True):
    game = new_game(discs=make_discs(), deal=ordered_deal(builtin_layout("standard")), n=n,
                    all_up=all_up)
    for s, cell in enumerate(positions):
        at(game, s, cell)
    return game


def test_r15_highest_planet_acts_first():
    game = _rotation_game([(0, 2), (1, 2)])  # planets 3 and 7
    play_cards(game, [("planet", "black1"), ("planet", "black1")])
    assert game.phase is Phase.ROTATE and game.pending_seats() == (1,)
    game.apply(Rotate(1, (1, 2), 1))
    assert game.pending_seats() == (0,)


def test_r15_same_planet_acts_in_seat_order_and_two_cards_resolve_one_after_the_other():
    game = _rotation_game([(2, 2), (2, 2), (0, 1)], n=3)
    play_cards(game, [("planet", "black1"), ("planet", "planet"), ("black1", "black3")])
    order = []
    while game.phase is Phase.ROTATE:
        seat = game.pending_seats()[0]
        order.append(seat)
        game.apply(game.legal_decisions(seat)[0])
    assert order == [0, 1, 1]
    assert [r["seat"] for r in game.rounds[0]["rotations"]] == [0, 1, 1]


def test_r16_alone_may_turn_any_empty_face_up_planet_by_one_to_three_quarters():
    game = _rotation_game([(2, 2), (0, 1)])
    play_cards(game, [("planet", "black1"), ("black1", "black3")])
    legal = game.legal_decisions(0)
    assert Rotate(0, (2, 2), 1) in legal
    assert Rotate(0, (2, 2), 2) not in legal  # own planet: one quarter only
    assert not any(d.target == (0, 1) for d in legal)  # a piece stands there
    assert not any(d.target == (0, 0) for d in legal)  # never the sun
    assert len(legal) == 1 + 13 * 3
    game.apply(Rotate(0, (3, 3), 3))
    assert game.rotations[game.layout.index[(3, 3)]] == 3


def test_r16_illegal_rotations_name_the_rule():
    game = _rotation_game([(2, 2), (0, 1)])
    play_cards(game, [("planet", "black1"), ("black1", "black3")])
    for bad in (Rotate(0, (2, 2), 2), Rotate(0, (0, 0), 1), Rotate(0, (0, 1), 1),
                Rotate(0, (2, 2), 4), Rotate(0, (9, 9), 1)):
        with pytest.raises(IllegalDecision, match="R16"):
            game.apply(bad)
    with pytest.raises(IllegalDecision, match="R15"):
        game.apply(Rotate(1, (2, 2), 1))


def test_r16_sharing_a_planet_means_turning_your_own():
    game = _rotation_game([(2, 2), (2, 2)])
    play_cards(game, [("planet", "black1"), ("black1", "black3")])
    assert game.legal_decisions(0) == [Rotate(0, (2, 2), 1)]
    with pytest.raises(IllegalDecision, match="R16: another piece stands on your planet"):
        game.apply(Rotate(0, (1, 1), 1))


def test_r16_face_down_planets_cannot_be_turned():
    game = _rotation_game([(2, 2), (2, 2)], all_up=False)
    at(game, 1, (2, 2))
    game.pieces[1] = game.layout.earth
    turn_up(game, game.layout.index[(0, 1)])
    at(game, 1, (0, 1))
    play_cards(game, [("planet", "black1"), ("black1", "black3")])
    assert {d.target for d in game.legal_decisions(0)} == {(2, 2)}
    with pytest.raises(IllegalDecision, match="R16: a face-down planet"):
        game.apply(Rotate(0, (1, 1), 1))


def test_r17_black_cards_add_to_a_colour_played_and_alone_count_nothing():
    game = _rotation_game([(2, 2), (2, 2)])
    play_cards(game, [("red2", "black3"), ("red3", "yellow2")])
    # seat 0: red 5; seat 1: red 3, yellow 2
    assert game.won == [0b001, 0b010]
    game = _rotation_game([(2, 2), (2, 2)])
    play_cards(game, [("black1", "black3"), ("sun", "black1")])
    assert game.rounds[-2]["flights"] == [] and game.round_no == 2


SHEET_EXAMPLE = [("red2", "red3"), ("blue2", "yellow2"), ("blue2", "sun"),
                 ("black1", "yellow2"), ("planet", "yellow2")]


def test_r18_sheet_example_flight_winners():
    assert flight_winners(SHEET_EXAMPLE) == {"red": [0], "yellow": [3], "blue": [1, 2]}


def test_r18_sheet_example_in_a_game():
    game = new_game(n=5, discs=make_discs(), deal=ordered_deal(builtin_layout("standard")),
                    all_up=True)
    play_cards(game, SHEET_EXAMPLE)
    game.apply(game.legal_decisions(4)[0])  # player E's planet-rotation card
    red, yellow, blue = 1, 2, 4
    assert game.phase is Phase.STOP
    assert game.won == [red, blue, blue, yellow, 0]
    assert sorted(game.flight_order()) == [(0, "red"), (1, "blue"), (2, "blue"), (3, "yellow")]


def test_r18_no_positive_count_no_flight():
    assert flight_winners([("black1", "black3"), ("sun", "planet")]) == {
        "red": [], "yellow": [], "blue": []}


def test_r19_two_colours_won_pick_one_in_seat_order_before_flights():
    game = _rotation_game([(2, 2), (2, 2), (2, 2)], n=3)
    play_cards(game, [("red3", "yellow3"), ("blue2", "red2"), ("yellow2", "blue3")])
    # seat 0 wins red (3) and yellow (3); seat 2 wins blue (3)
    assert game.phase is Phase.PICK and game.pending_seats() == (0,)
    assert {d.colour for d in game.legal_decisions(0)} == {"red", "yellow"}
    with pytest.raises(IllegalDecision, match="R19"):
        game.apply(PickColour(0, "blue"))
    game.apply(PickColour(0, "yellow"))
    assert game.phase is Phase.STOP
    # the red flight given up is not passed on to seat 1
    assert sorted(game.flight_order()) == [(0, "yellow"), (2, "blue")]


def test_r20_flight_order_planet_then_rocket_number_then_seat():
    game = _rotation_game([(0, 1), (1, 2), (1, 2), (1, 2)], n=4)  # planets 2, 7, 7, 7
    # seat 0 red on planet 2; seats 1 and 3 tie for yellow on planet 7; seat 2 blue on planet 7
    play_cards(game, [("red3", "black3"), ("yellow3", "black1"), ("blue2", "black1"),
                      ("yellow2", "black3")])
    # counts: red 6 (s0); yellow 4 (s1), 5 (s3) -> s3; blue 3 (s2)
    assert game.flight_order() == [(2, "blue"), (3, "yellow"), (0, "red")]


def test_r20_tied_winners_on_the_same_rocket_fly_in_seat_order():
    game = _rotation_game([(2, 2), (2, 2), (0, 1)], n=3)
    play_cards(game, [("blue3", "black1"), ("blue3", "black1"), ("red2", "black1")])
    assert game.flight_order() == [(2, "red"), (0, "blue"), (1, "blue")]
