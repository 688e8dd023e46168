"""Games driven (by seeded random play) to a wanted kind of decision, for undo tests."""

from __future__ import annotations

import random
from typing import Callable

from zuendstoff import resources
from zuendstoff.engine import Game, Phase, Player, Rotate


def _new(seed: int, seats: int = 3) -> Game:
    names = ["Anna", "Ben", "Clara", "David", "Emma"]
    pieces = ["black", "white", "purple", "orange", "green"]
    return Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player(names[i], pieces[i]) for i in range(seats)], seed=seed)


def reach(want: Callable[[Game], bool], seats: int = 3, tries: int = 400) -> Game:
    """The first state (over seeded random games) where ``want(game)`` holds."""
    for game in states(want, seats, tries):
        return game
    raise AssertionError("no such state found")


def states(want: Callable[[Game], bool], seats: int = 3, tries: int = 400):
    """Copies of states where ``want(game)`` holds, one per seeded random game."""
    for seed in range(tries):
        game = _new(seed, seats)
        rng = random.Random(seed)
        for _ in range(600):
            if game.is_over:
                break
            if want(game):
                yield game.copy()
                break
            seat = game.pending_seats()[0]
            legal = game.legal_decisions(seat)
            game.apply(legal[rng.randrange(len(legal))])


def rotate_with_other_targets(game: Game) -> bool:
    if game.phase is not Phase.ROTATE:
        return False
    seat = game.pending_seats()[0]
    return any(isinstance(d, Rotate) and d.target != game.piece_cell(seat)
               for d in game.legal_decisions(seat))


def phase_is(phase: Phase) -> Callable[[Game], bool]:
    return lambda game: game.phase is phase


def second_card_some_chosen(game: Game) -> bool:
    return game.phase is Phase.SECOND_CARD and game.round_no >= 2
