"""Property tests (hypothesis): random legal decision sequences keep the invariants."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from zuendstoff.engine import Game, Phase, Player, replay, to_record
from zuendstoff.engine.constants import PIECES
from zuendstoff.resources import builtin_layout, default_discs

DISCS = default_discs()
LAYOUTS = {k: builtin_layout(k) for k in ("standard", "alt1", "alt2")}


def check_invariants(game: Game) -> None:
    n = game.seats
    for s in range(n):
        played = sum(1 for c in (game.first[s], game.second[s]) if c >= 0)
        if game.phase is Phase.OVER:
            played = 0
        # 11 cards per player across hand, put-aside pile and the cards on the table
        assert sum(game.hands[s]) + sum(game.put_aside[s]) + played == 11
        # pieces only on face-up planets (never on the sun); the one exception is the
        # moment a flier has landed on a face-down planet and chooses its rotation (R22)
        p = game.pieces[s]
        flipping = game.phase is Phase.FLIP and game.current_seat() == s
        assert p != game.layout.sun and (game.face_up[p] or flipping)
        # never two chips of one colour
        assert len(set(game.chips[s])) == len(game.chips[s])
    # R5: 5 chips of each colour are enough for everyone
    for c in range(3):
        assert sum(chips.count(c) for chips in game.chips) <= 5
    # the game ends exactly when R25 says
    two = [s for s in range(n) if len(game.chips[s]) >= 2]
    if game.phase is Phase.OVER:
        assert tuple(two) == game.winners and two
    elif game.phase is Phase.FIRST_CARD:
        assert not two


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10 ** 6), n=st.integers(2, 5), layout=st.sampled_from(sorted(LAYOUTS)),
       data=st.data())
def test_random_legal_sequences_keep_invariants_and_replay(seed, n, layout, data):
    game = Game.new(DISCS, LAYOUTS[layout], [Player(f"P{i}", PIECES[i]) for i in range(n)],
                    seed=seed)
    for _ in range(600):
        if game.is_over:
            break
        legal = game.legal_decisions()
        assert legal, "a pending decision always has a legal choice"
        game.apply(data.draw(st.sampled_from(legal)))
        check_invariants(game)
    doc = json.loads(json.dumps(to_record(game)))
    again = replay(doc, "prop.zrec")
    assert to_record(again) == doc
    assert again.snapshot() == game.snapshot()


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10 ** 6), steps=st.integers(1, 120), data=st.data())
def test_pop_undoes_push_exactly(seed, steps, data):
    game = Game.new(DISCS, LAYOUTS["standard"], [Player("A", "black"), Player("B", "white")],
                    seed=seed)
    before = []
    for _ in range(steps):
        if game.is_over:
            break
        before.append((json.dumps(to_record(game)), game.phase, game.pending_seats()))
        game.push(data.draw(st.sampled_from(game.legal_decisions())))
    while before:
        game.pop()
        assert (json.dumps(to_record(game)), game.phase, game.pending_seats()) == before.pop()
