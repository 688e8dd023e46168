"""The replay timeline (engine/timeline.py): every step is a position the game went through,
cards appear only at their reveal (R26), face-down planets only at the step that turns them up."""

from __future__ import annotations

import pytest
from zuendstoff import resources
from zuendstoff.engine import Phase, PlayCard, to_record
from zuendstoff.engine.timeline import STEP_KINDS, position, round_decisions, start_of, timeline
from zuendstoff.sim import play_game

CASES = [(n, layout, seed) for n, layout, seed in
         [(2, "standard", 1), (3, "alt1", 2), (4, "alt2", 3), (5, "standard", 4), (2, "alt2", 5)]]


def _game(n, layout, seed, bots="medium", cut=None):
    game = play_game(resources.default_discs(), resources.builtin_layout(layout), [bots] * n,
                     f"timeline-{seed}")
    return game


@pytest.mark.parametrize("n,layout,seed", CASES)
def test_steps_replay_to_the_same_game(n, layout, seed):
    game = _game(n, layout, seed)
    start, steps = timeline(game)
    assert start.round_no == 1 and not start.rounds[0]["cards"]
    assert to_record(steps[-1].after) == to_record(game)
    assert {s.kind for s in steps} <= set(STEP_KINDS)
    # the number of decisions is that of the rounds' entries
    assert sum(len(s.decisions) for s in steps) == sum(len(round_decisions(r)) for r in game.rounds)


@pytest.mark.parametrize("n,layout,seed", CASES[:3])
def test_no_step_holds_an_unrevealed_card(n, layout, seed):
    start, steps = timeline(_game(n, layout, seed))
    for step in steps:
        pos = step.after
        assert not any(pos.has_chosen(s) for s in range(pos.seats)), step
        if step.kind in ("first_cards", "second_cards"):
            assert len(step.decisions) == pos.seats
            assert all(isinstance(d, PlayCard) for d in step.decisions)


@pytest.mark.parametrize("n,layout,seed", CASES[:3])
def test_planets_turn_up_only_at_their_step(n, layout, seed):
    start, steps = timeline(_game(n, layout, seed))
    before = start
    for step in steps:
        turned = [i for i, (a, b) in enumerate(zip(before.face_up, step.after.face_up)) if a != b]
        if turned:
            assert step.kind in ("flip", "stop"), step.kind  # R22 (a stop may turn up a flip-less one)
        for i, up in enumerate(step.after.face_up):
            if not up:  # what a face-down planet is must not be public at that step
                assert step.after.planet_at(step.after.layout.cells[i]) is None
        before = step.after


def test_an_unfinished_game_and_position():
    game = _game(3, "standard", 9)
    # cut the game mid-round: a position of its own timeline, with cards chosen but not revealed
    start, steps = timeline(game)
    mid = position(start, steps, len(steps) // 2)
    mid_start, mid_steps = timeline(mid)
    assert len(mid_steps) == len(steps) // 2
    assert position(mid_start, mid_steps, len(mid_steps)).rounds == mid.rounds
    if mid.phase in (Phase.FIRST_CARD, Phase.SECOND_CARD):
        seat = mid.pending_seats()[0]
        mid.apply(mid.legal_decisions(seat)[0])  # one card chosen, not revealed
        again_start, again = timeline(mid)
        assert len(again) == len(mid_steps)  # the secret choice is not a step
    assert position(start, steps, 0).rounds == start_of(game).rounds
