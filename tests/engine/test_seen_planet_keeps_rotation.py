"""R22 with a casual undo (R27): a planet the table has seen face up keeps the rotation it
was turned up with when the turn-up is taken back; nobody chooses it again."""

from __future__ import annotations

import random

import pytest
from zuendstoff import resources
from zuendstoff.engine import Flip, Game, IllegalDecision, Phase, Player, Stop


def _at_flip(seed: int) -> tuple[Game, list[Game]]:
    """A game at a FLIP decision, with the states it went through."""
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Ben", "white"), Player("Clara", "purple")],
                    seed=seed)
    rng = random.Random(seed)
    trail = []
    while game.phase is not Phase.FLIP:
        trail.append(game.copy())
        legal = game.legal_decisions(game.pending_seats()[0])
        game.apply(legal[rng.randrange(len(legal))])
    return game, trail


@pytest.mark.parametrize("seed", range(6))
def test_r22_undoing_a_flip_keeps_the_rotation_chosen(seed):
    game, _trail = _at_flip(seed)
    seat = game.pending_seats()[0]
    cell = game.piece_cell(seat)
    assert len(game.legal_decisions(seat)) == 4  # before anyone has seen it: free choice
    before = game.copy()
    rotation = 1 + seed % 3
    game.apply(Flip(seat, rotation))
    assert game.planet_at(cell) is not None
    before.keep_seen(game)  # the casual undo puts the earlier state back
    assert before.planet_at(cell) is None  # face down again…
    assert before.legal_decisions(seat) == [Flip(seat, rotation)]  # …but not to be re-chosen
    with pytest.raises(IllegalDecision) as err:
        before.copy().apply(Flip(seat, (rotation + 1) & 3))
    assert err.value.rule == "R22"
    again = before.copy()
    again.apply(Flip(seat, rotation))
    assert again.rotations[again.layout.index[cell]] == rotation


def test_r22_kept_across_undoing_the_stop_too_and_only_for_that_planet():
    for seed in range(4):
        game, trail = _at_flip(seed)
        seat = game.pending_seats()[0]
        cell = game.piece_cell(seat)
        game.apply(Flip(seat, 3))
        stop_state = trail[-1]  # the state before the Stop that landed there
        assert stop_state.phase is Phase.STOP
        stop_state.keep_seen(game)
        assert stop_state.seen == {stop_state.layout.index[cell]: 3}  # that planet only
        kept = stop_state.copy()
        kept.apply(Stop(seat, cell))
        assert kept.phase is Phase.FLIP and kept.legal_decisions(seat) == [Flip(seat, 3)]
        fresh, _ = _at_flip(seed)  # the same flight never undone: a free choice
        assert len(fresh.legal_decisions(seat)) == 4


def test_r22_seen_rotations_survive_copies_and_never_reach_the_snapshot():
    game, _trail = _at_flip(2)
    seat = game.pending_seats()[0]
    before = game.copy()
    game.apply(Flip(seat, 2))
    before.keep_seen(game)
    assert before.copy().legal_decisions(seat) == [Flip(seat, 2)]
    assert "seen" not in str(before.snapshot())
