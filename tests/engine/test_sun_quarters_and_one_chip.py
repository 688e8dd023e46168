"""R14/R23 and R25 where a half turn or a chipless rival cannot tell right from wrong: the sun
turned a quarter each way, and a rival with one chip at the end (issue 41)."""

from __future__ import annotations

from engine_helpers import play_cards
from test_flight import RED_ONLY_WEST, fly_blue, travel_game
from zuendstoff.engine import Phase, Stop

SUN = (0, 0)


def test_r23_one_sun_card_turns_the_sun_a_quarter_clockwise():
    # printed N blue, E all, S yellow, W red: a quarter clockwise brings S (yellow) to the
    # west, where the blue flight arrives: a wall (counter-clockwise, N's blue would let it in)
    game = travel_game(sun=RED_ONLY_WEST)
    play_cards(game, [("blue3", "sun"), ("black1", "black3")])
    assert game.sun_rotation == 1
    assert game.flight_path_cells() == [(1, 2), (0, 2), (0, 3)]


def test_r23_three_sun_cards_turn_the_sun_three_quarters_clockwise():
    # three quarters clockwise bring N (blue) to the west: the blue flight enters the sun
    # (counter-clockwise it would be S's yellow, a wall)
    game = travel_game(sun=RED_ONLY_WEST, n=3)
    play_cards(game, [("blue3", "sun"), ("sun", "black1"), ("sun", "black3")])
    assert game.sun_rotation == 3
    assert game.flight_path_cells()[-1] == SUN


def test_r25_a_rival_with_one_chip_does_not_win_with_the_winner():
    game = travel_game()
    game.chips[0] = (0,)  # red already: blue into the sun is the second colour
    game.chips[1] = (1,)  # the rival holds one chip only
    fly_blue(game)
    game.apply(Stop(0, SUN))
    assert game.phase is Phase.OVER and game.winners == (0,)
