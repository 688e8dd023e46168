"""Issue 43: the bots' tables and card models made faster, with the same answers.

The medium player's distance tables (:func:`heuristics.tables`) are now worked out breadth
first from the discs that enter the sun, and a board weighed for a planet turn re-walks only
the flights that start on or pass the turned disc (``base``). Its card model is shared by the
seats that decide on the same public board (:func:`policy.card_model`) and remembers what
recurs. None of this may change a decision: these tests compare against the plain way
(every flight walked, distances relaxed round after round, a fresh model per seat) on
random boards and positions. Later a model's chances were kept as cumulative lists; the
plain way of summing them is the reference here too.
"""

from __future__ import annotations

import random

import pytest
from zuendstoff.engine.bots import heuristics, policy
from zuendstoff.engine.flight import walk
from zuendstoff.engine.tables import tables_for
from zuendstoff.resources import builtin_layout, default_discs

DISCS = default_discs()


def plain_tables(layout, discs, faces, rotations, face_up, sun_rotation):
    """The tables as they were computed before issue 43 (the reference)."""
    sun, n = layout.sun, len(layout.cells)
    rules = tables_for(discs, layout)
    paths, stops = [], []
    entry = [[False] * n for _ in range(3)]
    for i in range(n):
        if i == sun or not face_up[i]:
            paths.append(((), (), ()))
            stops.append(())
            continue
        ps = tuple(walk(rules, faces, rotations, face_up, sun_rotation, 0, i, c, 0)
                   for c in range(3))
        paths.append(ps)
        st = set()
        for c in range(3):
            for j in ps[c]:
                if j == sun:
                    entry[c][i] = True
                else:
                    st.add(j)
        stops.append(tuple(sorted(st)))
    dist = []
    for c in range(3):
        d = [heuristics.FAR] * n
        for i in range(n):
            if i != sun and not face_up[i]:
                d[i] = heuristics.FACE_DOWN
            elif entry[c][i]:
                d[i] = 1.0
        for _round in range(6):
            changed = False
            for i in range(n):
                st = stops[i]
                if not st or d[i] <= 1.0:
                    continue
                best = min([d[j] for j in st]) + 1.0
                if best < d[i]:
                    d[i] = best
                    changed = True
            if not changed:
                break
        dist.append(d)
    return paths, dist, stops


def _random_board(rng, layout):
    n = len(layout.cells)
    planets = list(range(1, len(DISCS.planets) + 1))
    rng.shuffle(planets)
    face_up = tuple(i == layout.earth or (i != layout.sun and rng.random() < 0.7)
                    for i in range(n))
    faces = tuple(0 if i == layout.sun else planets[i % len(planets)] for i in range(n))
    rotations = tuple(rng.randrange(4) for _ in range(n))
    return faces, rotations, face_up, rng.randrange(4)


@pytest.mark.parametrize("key", ["standard", "alt1", "alt2"])
def test_tables_equal_the_plain_way_with_and_without_a_base(key):
    layout = builtin_layout(key)
    rng = random.Random(key)
    for _ in range(150):
        faces, rotations, face_up, sun_rot = _random_board(rng, layout)
        heuristics._cache.clear()
        t = heuristics.tables(layout, DISCS, faces, rotations, face_up, sun_rot)
        assert (t.paths, t.dist, t.stops) == plain_tables(layout, DISCS, faces, rotations,
                                                          face_up, sun_rot)
        # one or two planets turned, worked out from the board before the turn
        turned = list(rotations)
        for i in rng.sample(range(len(turned)), rng.choice((1, 2))):
            turned[i] = (turned[i] + rng.randrange(1, 4)) & 3
        t2 = heuristics.tables(layout, DISCS, faces, tuple(turned), face_up, sun_rot, base=t)
        assert (t2.paths, t2.dist, t2.stops) == plain_tables(layout, DISCS, faces,
                                                             tuple(turned), face_up, sun_rot)
        # a base of another board (the sun turned) is ignored, not misused
        heuristics._cache.clear()
        t3 = heuristics.tables(layout, DISCS, faces, tuple(turned), face_up, (sun_rot + 1) & 3,
                               base=t)
        assert (t3.paths, t3.dist, t3.stops) == plain_tables(
            layout, DISCS, faces, tuple(turned), face_up, (sun_rot + 1) & 3)


def test_a_shared_card_model_ranks_as_a_fresh_one():
    from zuendstoff.sim import play_game

    seen = 0

    def check(game, _decision):
        nonlocal seen
        if game.phase.name not in ("FIRST_CARD", "SECOND_CARD"):
            return
        view = game.view(0)
        board = policy.Board.of(view)
        firsts = view.first if game.phase.name == "SECOND_CARD" else (-1,) * 4
        shared = policy.card_model(board, firsts)
        for seat in range(4):
            assert shared.ranked(seat) == policy.CardModel(board, firsts).ranked(seat)
        assert policy.card_model(board, firsts) is shared
        seen += 1

    play_game(DISCS, builtin_layout("alt2"), ["medium"] * 4, "shared", watch=check)
    assert seen > 20


def test_win_chances_equal_the_plain_way():
    """The chance that no other seat out-counts ``k``: the product, seat by seat, of each
    one's probabilities of reaching at most ``k`` summed in count order (as before the model
    kept them as one cumulative list per seat and colour)."""
    from zuendstoff.sim import play_game

    seen = 0

    def check(game, _decision):
        nonlocal seen
        if game.phase.name not in ("FIRST_CARD", "SECOND_CARD"):
            return
        view = game.view(0)
        firsts = view.first if game.phase.name == "SECOND_CARD" else (-1,) * 4
        model = policy.CardModel(policy.Board.of(view), firsts)
        for seat in range(4):
            for colour in range(3):
                for k in range(0, 16):
                    p = 1.0
                    for o in range(4):
                        if o != seat:
                            le = 0.0
                            for cnt, pr in model.distribution(o)[colour]:
                                if cnt <= k:
                                    le += pr
                            p *= le
                    assert model.win_chance(seat, colour, k) == p
        seen += 1

    play_game(DISCS, builtin_layout("standard"), ["medium"] * 4, "chances", watch=check)
    assert seen > 20
