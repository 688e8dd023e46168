"""A finished game for the game-over screen (seeded, so it is always the same)."""

from __future__ import annotations

from zuendstoff import resources
from zuendstoff.engine import Game, Player
from zuendstoff.engine.bots import make_bot


def reach_over(seed: int = 4) -> Game:
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Ben", "white"), Player("Clara", "purple")],
                    seed=seed)
    bots = [make_bot("greedy", 1), make_bot("greedy", 2), make_bot("greedy", 3)]
    for _ in range(5000):
        if game.is_over:
            return game
        seat = game.pending_seats()[0]
        game.apply(bots[seat].decide(game.view(seat)))
    raise AssertionError("no winner")
