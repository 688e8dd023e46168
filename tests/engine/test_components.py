"""R1–R6: the components, and the disc-set checks that protect them."""

from __future__ import annotations

import copy

import pytest
from engine_helpers import make_discs, players
from zuendstoff.engine import DataError, DiscSet, Game, IllegalDecision, Player
from zuendstoff.engine.constants import CARDS, FULL_HAND
from zuendstoff.resources import builtin_layout, default_discs


def _json():
    return make_discs().to_json()


def test_r1_default_set_has_15_planets_with_three_rockets_on_distinct_sides():
    discs = default_discs()
    assert [p.number for p in discs.planets] == list(range(1, 16))
    assert discs.planets[0].name == "Earth"
    for p in discs.planets:
        assert len({r.side for r in p.rockets}) == 3


def test_r1_two_rockets_on_one_side_is_rejected():
    data = _json()
    data["planets"][4]["rockets"]["yellow"]["side"] = data["planets"][4]["rockets"]["red"]["side"]
    with pytest.raises(DataError, match="R1: planet 5 has two rockets on one side"):
        DiscSet.from_json(data, "bad.zdiscs")


def test_r1_missing_or_duplicate_planets_are_rejected():
    data = _json()
    data["planets"].pop()
    with pytest.raises(DataError, match="R1: a disc set has 15 planets"):
        DiscSet.from_json(data, "bad.zdiscs")
    data = _json()
    data["planets"][3]["number"] = 2
    with pytest.raises(DataError, match="planet 2 appears twice"):
        DiscSet.from_json(data, "bad.zdiscs")


def test_r2_sun_has_one_side_per_colour_and_one_with_all_three():
    sun = default_discs().sun
    counts = sorted(bin(m).count("1") for m in sun.masks)
    assert counts == [1, 1, 1, 3]
    data = _json()
    data["sun"]["sides"]["N"] = ["yellow"]  # yellow twice alone, red never alone
    with pytest.raises(DataError, match="R2"):
        DiscSet.from_json(data, "bad.zdiscs")


def test_r3_rocket_numbers_distinct_within_a_disc():
    data = _json()
    data["planets"][0]["rockets"]["blue"]["number"] = data["planets"][0]["rockets"]["red"]["number"]
    with pytest.raises(DataError, match="R3: planet 1 has two rockets with the same number"):
        DiscSet.from_json(data, "bad.zdiscs")


def test_r3_default_disc_set_is_what_the_documented_recipe_makes():
    from zuendstoff.engine import discgen

    made, score = discgen.make([lay for _k, lay in
                                [(k, builtin_layout(k)) for k in ("standard", "alt1", "alt2")]])
    shipped = default_discs()
    assert made.to_json() == shipped.to_json()
    assert score > 0


def test_r3_default_set_lets_every_colour_reach_the_sun_from_earth():
    import random

    from zuendstoff.engine.discgen import reach_share

    for key in ("standard", "alt1", "alt2"):
        shares = reach_share(default_discs(), builtin_layout(key), random.Random(7), 300)
        assert min(shares) > 0, (key, shares)


def test_r4_each_hand_is_a_full_card_set():
    assert sum(FULL_HAND) == 11
    hand = dict(zip(CARDS, FULL_HAND))
    assert hand["sun"] == 1 and hand["planet"] == 2
    assert all(hand[c] == 1 for c in CARDS[2:])
    game = Game.new(default_discs(), builtin_layout("standard"), players(3), seed=3)
    for s in range(3):
        assert sorted(game.hand_list(s)) == sorted(
            ["sun", "planet", "planet", "red2", "red3", "yellow2", "yellow3", "blue2", "blue3",
             "black1", "black3"])


@pytest.mark.parametrize("n", [1, 6])
def test_r6_two_to_five_players(n):
    with pytest.raises(IllegalDecision, match="R6"):
        Game.new(default_discs(), builtin_layout("standard"), players(n) if n < 6 else
                 players(5) + [Player("F", "black")])


def test_r6_pieces_are_distinct_and_known():
    with pytest.raises(IllegalDecision, match="R6"):
        Game.new(default_discs(), builtin_layout("standard"),
                 [Player("A", "black"), Player("B", "black")])
    with pytest.raises(IllegalDecision, match="R6"):
        Game.new(default_discs(), builtin_layout("standard"),
                 [Player("A", "black"), Player("B", "pink")])


def test_discs_json_round_trip():
    discs = default_discs()
    again = DiscSet.from_json(copy.deepcopy(discs.to_json()), "x")
    assert again.planets == discs.planets and again.sun == discs.sun
