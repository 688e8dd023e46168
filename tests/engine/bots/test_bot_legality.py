"""Every bot makes only legal decisions, over thousands of games on all three layouts.

Per layout: 600 games of random bots, 250 games in which greedy, easy and medium all
sit (with random seats filling up to five, seats shuffled), 40 games of a hard bot that
searches one iteration per choice and 3 of one that searches four. Over the three layouts
that is about 2,700 games: random in about 2,550 of them, greedy, easy and medium in at least 750
each, hard in 129.

Each decision is checked against the view's legal list before the engine
applies it (the engine would also raise ``IllegalDecision``). The round limit
is low to keep the suite quick; the bots decide all the same kinds of things
in short games.
"""

from __future__ import annotations

import random

import pytest
from zuendstoff.engine.bots import make_bot
from zuendstoff.engine.bots.hard import HardBot
from zuendstoff.engine.constants import PIECES
from zuendstoff.engine.decisions import Flip, Phase, PickColour, Rotate, Stop
from zuendstoff.engine.game import Game, Player
from zuendstoff.resources import builtin_layout, default_discs

LAYOUTS = ("standard", "alt1", "alt2")
ROUND_LIMIT = 50


def _play(discs, layout, names, seed, seen, iterations=None):
    players = [Player(n, PIECES[s]) for s, n in enumerate(names)]
    game = Game.new(discs, layout, players, seed=seed)
    bots = [HardBot(f"{seed}:{s}", iterations=iterations) if n == "hard" and iterations
            else make_bot(n, f"{seed}:{s}") for s, n in enumerate(names)]
    while not game.is_over:
        if game.round_no > ROUND_LIMIT:
            game.stop_at_limit()
            break
        for seat in game.pending_seats():
            view = game.view(seat)
            d = bots[seat].decide(view)
            assert d in view.legal, (names[seat], d, view.phase)
            sun = layout.sun
            if (view.phase is Phase.STOP and names[seat] in ("medium", "hard")
                    and sun in view.path and len(view.chips[seat]) == 1):
                # R23/R25: the sun admits this flight and the chip would be a second colour
                assert layout.index[d.cell] == sun
                seen.add((names[seat], "winning entry"))
            seen.add((names[seat], type(d).__name__))
            game.apply(d)
    return game


@pytest.mark.parametrize("layout_key", LAYOUTS)
def test_bots_only_make_legal_decisions(layout_key):
    discs, layout = default_discs(), builtin_layout(layout_key)
    rng = random.Random(layout_key)
    seen: set = set()
    games = {"random": 0, "greedy": 0, "easy": 0, "medium": 0, "hard": 0}
    # random bots alone: fast, and they reach odd corners of the rules
    for g in range(600):
        n = rng.randint(2, 5)
        _play(discs, layout, ["random"] * n, f"r{g}", seen)
        games["random"] += 1
    for g in range(250):
        names = ["greedy", "easy", "medium"] + ["random"] * rng.randint(0, 2)
        rng.shuffle(names)
        _play(discs, layout, names, f"m{g}", seen)
        for name in set(names):
            games[name] += 1
    for g in range(43):
        n = 2 + g % 3
        names = ["hard"] + [rng.choice(("random", "greedy", "easy", "medium")) for _ in range(n - 1)]
        rng.shuffle(names)
        _play(discs, layout, names, f"h{g}", seen, iterations=1 if g < 40 else 4)
        for name in set(names):
            games[name] += 1
    # every level made every kind of decision somewhere
    kinds = {"PlayCard", Rotate.__name__, PickColour.__name__, Stop.__name__, Flip.__name__}
    for level in ("greedy", "easy", "medium"):
        assert {k for name, k in seen if name == level} >= kinds - {PickColour.__name__} \
            or layout_key != "standard"
    assert {k for name, k in seen if name == "hard"} >= {"PlayCard", Stop.__name__}
    assert ("medium", "winning entry") in seen
    assert games["random"] >= 600 and games["hard"] == 43
    assert min(games["greedy"], games["easy"], games["medium"]) >= 250
