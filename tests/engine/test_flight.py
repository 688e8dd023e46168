"""R21–R23: flights, face-down planets and stop discs, the sun."""

from __future__ import annotations

import pytest
from engine_helpers import at, make_discs, make_layout, new_game, ordered_deal, play_cards
from zuendstoff.engine import Flip, IllegalDecision, Phase, Stop
from zuendstoff.resources import builtin_layout

STANDARD = builtin_layout("standard")
# planets dealt in slot order: (0,1)=2 (0,2)=3 (0,3)=4 (1,0)=5 (1,1)=6 (1,2)=7 ...
DEAL = ordered_deal(STANDARD)
BLUE_ONLY_WEST = {"N": ["red"], "E": ["red", "yellow", "blue"], "S": ["yellow"], "W": ["blue"]}
RED_ONLY_WEST = {"N": ["blue"], "E": ["red", "yellow", "blue"], "S": ["yellow"], "W": ["red"]}


def travel_game(sun=BLUE_ONLY_WEST, all_up=True, n=2):
    """The rulebook's travel example: Earth's blue rocket points north, planets 3 and 4
    (top row) point blue east, so the piece wraps from (0,3) into the sun's west side."""
    discs = make_discs({3: "NSE", 4: "NSE"}, sun=sun)  # red N, yellow S, blue E
    return new_game(discs=discs, deal=DEAL, n=n, all_up=all_up)


def fly_blue(game):
    play_cards(game, [("blue3", "black3")] + [("black1", "black3")] * (game.seats - 1))
    assert game.phase is Phase.STOP and game.current_flight() == (0, "blue")


def test_r23_travel_example_wraps_and_enters_the_sun_from_its_blue_side():
    game = travel_game()
    fly_blue(game)
    assert game.flight_path_cells() == [(1, 2), (0, 2), (0, 3), (0, 0)]
    game.apply(Stop(0, (0, 0)))
    assert game.chip_colours(0) == ["blue"]
    assert game.piece_cell(0) == (2, 2)  # back to Earth
    assert game.rounds[0]["flights"] == [{"seat": 0, "colour": "blue", "stop": [0, 0],
                                          "flip": None}]


def test_r23_sun_side_without_the_colour_is_a_wall():
    game = travel_game(sun=RED_ONLY_WEST)
    fly_blue(game)
    assert game.flight_path_cells() == [(1, 2), (0, 2), (0, 3)]


def test_r23_sun_turned_by_sun_cards_changes_the_entry_side():
    game = travel_game(sun=RED_ONLY_WEST)
    # turning the sun twice brings the printed east side (all three) to the west
    play_cards(game, [("blue3", "sun"), ("sun", "black1")])
    assert game.sun_rotation == 2
    assert game.flight_path_cells()[-1] == (0, 0)


def test_r23_a_colour_already_held_cannot_enter():
    game = travel_game()
    game.chips[0] = (2,)  # seat 0 already holds a blue chip
    fly_blue(game)
    assert game.flight_path_cells() == [(1, 2), (0, 2), (0, 3)]


def test_r21_the_player_may_stop_anywhere_on_the_path_but_must_move():
    game = travel_game()
    fly_blue(game)
    with pytest.raises(IllegalDecision, match="R21"):
        game.apply(Stop(0, (2, 2)))  # the start: a piece must move when it can
    with pytest.raises(IllegalDecision, match="R21"):
        game.apply(Stop(0, (3, 3)))  # not on the path
    game.apply(Stop(0, (0, 2)))
    assert game.piece_cell(0) == (0, 2)


def test_r21_flight_ends_before_a_disc_already_visited():
    discs = make_discs({2: "WSN"})  # planet 2 points red west, back to Earth
    layout = make_layout(["S...", "EP.."])
    game = new_game(discs=discs, layout=layout, deal={(1, 1): 2}, all_up=True)
    play_cards(game, [("red3", "black3"), ("black1", "black3")])
    assert game.flight_path_cells() == [(1, 1)]


def test_r21_a_piece_that_cannot_move_records_a_null_stop():
    layout = make_layout(["S.", ".E"])  # Earth alone in its row and column
    game = new_game(layout=layout, deal={})
    play_cards(game, [("red3", "black3"), ("black1", "black3")])
    assert game.rounds[0]["flights"] == [{"seat": 0, "colour": "red", "stop": None, "flip": None}]
    assert game.round_no == 2


def test_r22_face_down_planet_ends_the_flight_rotation_chosen_before_the_face_is_seen():
    game = travel_game(all_up=False)
    fly_blue(game)
    assert game.flight_path_cells() == [(1, 2)]
    game.apply(Stop(0, (1, 2)))
    assert game.phase is Phase.FLIP and game.planet_at((1, 2)) is None
    view = game.view(0)
    assert view.faces[game.layout.index[(1, 2)]] == 0  # still unknown while choosing
    with pytest.raises(IllegalDecision, match="R22"):
        game.apply(Flip(0, 4))
    reveals = game.reveals
    game.apply(Flip(0, 3))
    assert game.planet_at((1, 2)) == 7 and game.rotations[game.layout.index[(1, 2)]] == 3
    assert game.reveals == reveals + 1
    assert game.rounds[0]["flights"][0]["flip"] == 3


def test_r22_a_planet_just_turned_up_is_a_stop_disc_for_the_rest_of_the_round():
    game = travel_game(all_up=False)
    play_cards(game, [("blue3", "black3"), ("blue3", "black3")])  # both win blue
    assert game.flight_order() == [(0, "blue"), (1, "blue")]
    game.apply(Stop(0, (1, 2)))
    game.apply(Flip(0, 0))  # planet 7 faces blue north: it would lead on to (0,2)
    assert game.stop_discs() == [(1, 2)]
    assert game.flight_path_cells() == [(1, 2)]  # seat 1 must stop there
    game.apply(Stop(1, (1, 2)))
    assert game.round_no == 2 and game.stop_discs() == []
    assert game.path_for(0, "blue")[0] == (0, 2)  # next round it is an ordinary disc


def test_r22_flip_only_for_the_flying_seat():
    game = travel_game(all_up=False)
    fly_blue(game)
    game.apply(Stop(0, (1, 2)))
    with pytest.raises(IllegalDecision, match="R22"):
        game.apply(Flip(1, 0))


def test_r21_path_highlight_matches_path_for():
    game = travel_game()
    assert game.path_for(0, "blue") == [(1, 2), (0, 2), (0, 3), (0, 0)]
    fly_blue(game)
    assert game.flight_path_cells() == game.path_for(0, "blue")


def test_r21_later_flights_start_from_where_the_piece_is_then():
    game = travel_game(n=2)
    at(game, 1, (0, 2))  # planet 3 outranks Earth: seat 1 flies first
    play_cards(game, [("blue3", "black3"), ("blue3", "black3")])
    assert game.flight_order() == [(1, "blue"), (0, "blue")]
    assert game.flight_path_cells() == [(0, 3), (0, 0)]
