"""Games in chosen states for the board tests (seeded, so every run sees the same boards)."""

from __future__ import annotations

import random

from zuendstoff import resources
from zuendstoff.engine import Flip, Game, Phase, PlayCard, Player, Stop

NAMES = ("Anna", "Ben", "Carla", "Dario", "Emil")
PIECES = ("black", "white", "purple", "orange", "green")


def new_game(layout: str = "standard", seats: int = 4, seed: int = 1) -> Game:
    return Game.new(resources.default_discs(), resources.builtin_layout(layout),
                    [Player(n, p) for n, p in zip(NAMES[:seats], PIECES[:seats])], seed=seed)


def play_random(game: Game, rng: random.Random, until, limit: int = 3000) -> bool:
    """Apply random legal decisions until ``until(game)`` holds; False if it never did."""
    for _ in range(limit):
        if until(game):
            return True
        if game.is_over:
            return False
        seat = game.pending_seats()[0]
        game.apply(rng.choice(game.legal_decisions(seat)))
    return until(game)


def all_play(game: Game, card: str) -> None:
    for seat in range(game.seats):
        game.apply(PlayCard(seat, card))


def game_about_to_flip(seed: int = 4) -> Game:
    """A game in the FLIP phase: a piece stands on a face-down planet (R22)."""
    for s in range(seed, seed + 40):
        game = new_game(seed=s)
        if play_random(game, random.Random(s), lambda g: g.phase is Phase.FLIP):
            return game
    raise AssertionError("no seeded game reached a flip")


def game_with_stop_to(target_kind: str, seed: int = 1) -> tuple[Game, Stop]:
    """A game in the STOP phase whose path has at least two discs, and the Stop to take.

    ``target_kind``: "far" stops at the last disc of the path.
    """
    for s in range(seed, seed + 60):
        game = new_game(seed=s)
        rng = random.Random(s)
        if play_random(game, rng, lambda g: g.phase is Phase.STOP and len(g.path) >= 2):
            seat = game.pending_seats()[0]
            return game, Stop(seat, game.flight_path_cells()[-1])
    raise AssertionError("no seeded game reached a long flight")


def face_down_numbers(game: Game) -> set[int]:
    return {game.faces[i] for i, up in enumerate(game.face_up) if not up}


__all__ = ["Flip", "all_play", "face_down_numbers", "game_about_to_flip", "game_with_stop_to",
           "new_game", "play_random"]
