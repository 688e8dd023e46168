"""How fast the expert searches in this program: playouts per think-second (a benchmark probe).

``ZUENDSTOFF_EXPERT_PROBE=THINK:DECISIONS[:WORKERS] zuendstoff`` (the venv's ``python -m zuendstoff``
and the bundle's program alike) makes :func:`run`'s figures the program's only output, one
JSON line, and ends it: ``benchmarks/expert_bundle.py`` runs both in the same run, to show that
the bundle's expert searches as the venv's does (the same worker processes, the same speed).

The decisions are seat 0's in games of random players (fixed seeds: the same positions in
both), each searched for ``THINK`` seconds with the expert as it plays (a time budget: every
core), without its early stop, so that the whole budget is searched.
"""

from __future__ import annotations

import json
import os
import sys
import time

PROBE_ENV = "ZUENDSTOFF_EXPERT_PROBE"


def positions(count: int) -> list:
    from ... import resources
    from ..constants import PIECES
    from ..game import Game, Player
    from . import make_bot

    discs, layout = resources.default_discs(), resources.builtin_layout("standard")
    out: list = []
    g = 0
    while len(out) < count:
        game = Game.new(discs, layout, [Player(str(s), PIECES[s]) for s in range(3)],
                        seed=f"expert-probe:{g}")
        bots = [make_bot("random", f"{g}:{s}") for s in range(3)]
        while not game.is_over and game.round_no <= 8 and len(out) < count:
            for s in game.pending_seats():
                view = game.view(s)
                if s == 0 and len(view.legal) > 1 and game.round_no >= 2:
                    out.append(view)
                game.apply(bots[s].decide(view))
        g += 1
    return out[:count]


def run(think: float, decisions: int, workers: int | None = None) -> dict:
    """Search ``decisions`` positions for ``think`` seconds each (``workers``: search
    processes; default, as the expert plays: every core); the figures."""
    from . import expert_pool
    from .expert import ExpertBot

    views = positions(decisions)
    bot = ExpertBot("probe", time_budget=think, workers=workers)
    bot.prune = False  # the whole budget, every time
    iterations = 0
    seconds = 0.0
    trees = workers or os.cpu_count() or 1
    try:
        if trees > 1 and expert_pool.available():
            # the worker processes start once, before the clock runs: a decision with an
            # iteration budget waits for every tree's answer, so they are up (a bundle's
            # program takes longer to start than the venv's interpreter)
            ExpertBot("warm-up", iterations=16 * trees, workers=trees).decide(views[0])
        bot.decide(views[0])
        for view in views:
            started = time.perf_counter()
            bot.decide(view)
            seconds += time.perf_counter() - started
            iterations += bot.last_iterations
    finally:
        expert_pool.shutdown()
    return {"frozen": bool(getattr(sys, "frozen", False)), "cores": os.cpu_count() or 1,
            "workers": workers or os.cpu_count() or 1,
            "parallel": expert_pool.available(), "decisions": len(views), "think": think,
            "iterations": iterations, "seconds": round(seconds, 3),
            "per_second": round(iterations / seconds, 1) if seconds else 0.0}


def main(spec: str) -> int:
    """``THINK:DECISIONS[:WORKERS]`` → one JSON line on stdout; 2 for a spec that is not one."""
    think, _sep, rest = spec.partition(":")
    count, _sep, workers = rest.partition(":")
    try:
        figures = run(float(think), int(count or 5), int(workers) if workers else None)
    except ValueError:
        print(f"{PROBE_ENV}: expected THINK:DECISIONS[:WORKERS], not {spec!r}",
              file=sys.stderr)
        return 2
    print(json.dumps(figures), flush=True)
    return 0
