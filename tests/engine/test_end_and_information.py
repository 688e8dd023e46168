"""R24–R27: end of round, winning, secrets, and undo that reveals nothing."""

from __future__ import annotations

import pytest
from engine_helpers import new_game, ordered_deal, play_cards
from zuendstoff.engine import Flip, IllegalDecision, Phase, PlayCard, Stop, to_record
from zuendstoff.resources import builtin_layout

NOTHING = ("black1", "black3")


def test_r24_played_cards_are_put_aside_and_taken_back_with_one_card_left():
    game = new_game()
    rounds = [("black1", "black3"), ("red2", "red3"), ("yellow2", "yellow3"),
              ("blue2", "blue3"), ("planet", "planet")]
    for r, pair in enumerate(rounds, 1):
        # seat 0 plays the pairs above; seat 1 mirrors them so neither flies far
        play_cards(game, [pair, pair])
        while game.phase is not Phase.FIRST_CARD:
            seat = game.pending_seats()[0]
            game.apply(game.legal_decisions(seat)[0])
        if r < 5:
            assert sum(game.hands[0]) == 11 - 2 * r
            assert sum(game.put_aside[0]) == 2 * r
    # after the fifth round only the sun card was left, so everything came back
    assert sum(game.hands[0]) == 11 and sum(game.put_aside[0]) == 0
    assert game.rounds[4]["state"]["hands"][0] == [
        "sun", "planet", "planet", "red2", "red3", "yellow2", "yellow3", "blue2", "blue3",
        "black1", "black3"]


def _arrive(game, seat_chips):
    for s, chips in enumerate(seat_chips):
        game.chips[s] = chips


def test_r25_two_chips_of_different_colours_win_at_the_end_of_the_round():
    from test_flight import fly_blue, travel_game

    game = travel_game()
    game.chips[0] = (0,)  # red already
    fly_blue(game)
    game.apply(Stop(0, (0, 0)))
    assert game.is_over and game.winners == (0,)
    with pytest.raises(IllegalDecision, match="R25"):
        game.apply(PlayCard(0, "red2"))
    assert to_record(game)["winners"] == [0]


def test_r25_several_players_can_win_together():
    from test_flight import travel_game

    game = travel_game()
    game.chips[0] = (0,)
    game.chips[1] = (1,)
    play_cards(game, [("blue3", "black3"), ("blue3", "black3")])
    game.apply(Stop(0, (0, 0)))
    assert not game.is_over  # only at the end of the round's flights
    game.apply(Stop(1, (0, 0)))
    assert game.is_over and game.winners == (0, 1)


def test_r26_a_view_holds_no_face_down_planet_and_no_other_seats_choice():
    game = new_game(n=3, seed=11)
    game.apply(PlayCard(0, "red3"))
    game.apply(PlayCard(1, "blue2"))
    view = game.view(2)
    assert view.my_choice == -1 and view.has_chosen == (True, True, False)
    for i in game.layout.slots:
        assert view.faces[i] == 0
    # the red3 chosen by seat 0 is still counted in its hand, like a card held face down
    assert view.hands[0] == game.view(1).hands[0]
    assert view.first == (-1, -1, -1)
    # nothing in it depends on which card seat 0 chose
    other = new_game(n=3, seed=11)
    other.apply(PlayCard(0, "sun"))
    other.apply(PlayCard(1, "blue2"))
    assert other.view(2) == view
    own = game.view(0)
    assert own.my_choice == 3  # red3 is card index 3


def test_r26_views_of_games_differing_only_in_secrets_are_equal():
    a = new_game(n=2, seed=1)
    b = new_game(n=2, seed=2)  # a different face-down deal
    a.apply(PlayCard(0, "red3"))
    b.apply(PlayCard(0, "yellow2"))  # and a different hidden choice
    assert a.view(1) == b.view(1)


def test_r27_records_never_hold_an_unrevealed_choice():
    game = new_game(n=2)
    game.apply(PlayCard(0, "red3"))
    assert to_record(game)["rounds"] == []
    game.apply(PlayCard(1, "blue3"))
    game.apply(PlayCard(0, "black3"))
    assert to_record(game)["rounds"][0]["cards"] == [["red3"], ["blue3"]]


def test_r27_reveals_are_counted_so_undo_can_stop_there_and_the_deal_never_changes():
    game = new_game(n=2, deal=ordered_deal(builtin_layout("standard")))
    faces = game.faces
    start = game.reveals
    game.push(PlayCard(0, "blue3"))
    assert game.reveals == start
    game.push(PlayCard(1, "black1"))
    assert game.reveals == start + 1
    game.pop()
    game.pop()
    assert game.reveals == start and game.faces is faces
    game.push(PlayCard(0, "blue3"))
    game.push(PlayCard(1, "black1"))
    game.push(PlayCard(0, "black3"))
    game.push(PlayCard(1, "black3"))
    assert game.phase is Phase.STOP
    game.push(game.legal_decisions(0)[0])
    game.push(Flip(0, 1))
    cell = game.piece_cell(0)
    number = game.planet_at(cell)
    game.pop()
    game.pop()
    game.push(game.legal_decisions(0)[0])
    game.push(Flip(0, 2))
    assert game.planet_at(cell) == number  # undo and redo cannot re-deal a planet


def test_push_pop_restores_every_field():
    game = new_game(n=3, seed=9)
    snapshots = []
    for _ in range(60):
        if game.is_over:
            break
        snapshots.append(repr(game.snapshot()) + repr(game.rounds) + game.phase.value)
        game.push(game.legal_decisions()[0])
    while snapshots:
        game.pop()
        assert repr(game.snapshot()) + repr(game.rounds) + game.phase.value == snapshots.pop()
    with pytest.raises(IndexError):
        game.pop()
