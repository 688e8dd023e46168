"""The round's end line names the sun's and the planets' turns, not only the flights."""

from __future__ import annotations

from zuendstoff import resources
from zuendstoff.document.outcome import round_line
from zuendstoff.engine import Game, PlayCard, Player


def test_the_round_line_names_sun_and_planet_turns():
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Ben", "white")], seed=5)
    for seat, card in ((0, "sun"), (1, "planet"), (0, "red2"), (1, "red3")):
        game.apply(PlayCard(seat, card))
    while game.round_no == 1:
        seat = game.pending_seats()[0]
        game.apply(game.legal_decisions(seat)[0])
    line = round_line(game, 1)
    assert "the sun turned a quarter turn (Anna)" in line, line
    turn = game.rounds[0]["rotations"][0]
    assert turn["seat"] == 1
    assert "Ben turned Earth at row 3, column 3 by a quarter turn" in line, line  # (with its place)
    assert line.startswith("End of round 1:") and "flew" in line


def test_the_last_round_line_says_the_winner_first():
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui" / "game"))
    from game_states_path import reach_over
    game = reach_over()
    line = round_line(game, len(game.rounds))
    winner = game.players[game.winners[0]].name
    assert line.startswith(winner) and "won the game!" in line.split("End of round")[0], line
