"""The skill figure's width and the skill trace over the levels (issue 43, item 3).

* :func:`skill_games_for` — how many skill games give an interval no wider than ±10 points
  (:data:`HALF_WIDTH`) whatever the share; :func:`too_wide` — whether a share's interval is
  wider than that, so the report says plainly that it cannot be read.
* The **skill trace** (as Ludii's): for each step up the levels easy → medium → hard →
  expert, one player of the stronger level among players of the weaker one (the strong seat
  moving round the table, the deals those of the first balance games), and the strong
  player's share beside the fair share. A rising trace says that playing better wins more
  on this board. The expert plays with a small fixed budget of :data:`EXPERT_ITERATIONS`
  search iterations a decision (not its usual time budget), to keep the trace affordable
  and the same on every machine.
"""

from __future__ import annotations

import math
from typing import Iterable

#: the skill figure's interval should be no wider than this either side (10 points)
HALF_WIDTH = 0.10
#: the expert's search iterations a decision in the skill trace
EXPERT_ITERATIONS = 50
#: the trace's steps: (stronger level, weaker level)
TRACE = (("medium", "easy"), ("hard", "medium"), (f"expert:{EXPERT_ITERATIONS}", "hard"))


def skill_games_for(half_width: float = HALF_WIDTH, z: float = 1.96) -> int:
    """Games whose 95 % interval of a share is at most ``half_width`` either side, for any
    share (the widest is at one half)."""
    return math.ceil(z * z * 0.25 / (half_width * half_width))


def too_wide(low: float, high: float) -> bool:
    """Whether an interval is wider than ±:data:`HALF_WIDTH`."""
    return (high - low) / 2 > HALF_WIDTH + 1e-12


def trace_job(g: int, trace_games: int, players: int) -> tuple[int, int, list[str], int]:
    """Trace game ``g``: (its step, its deal number, the levels seat by seat, the strong
    player's seat; it moves round the table from deal to deal)."""
    from ..sim import seats_for

    step, j = divmod(g, trace_games)
    strong, weak = TRACE[step]
    return step, j, seats_for([strong] + [weak] * (players - 1), players, j), (-j) % players


def summary(results: Iterable[tuple], players: int, trace_games: int) -> list[dict]:
    """Each step's figures from the trace games ``(2, g, rounds, stopped, winners,
    strong_seat)`` played so far."""
    from .figures import wilson

    points = [0.0] * len(TRACE)
    games = [0] * len(TRACE)
    for (_k, g, _rounds, stopped, winners, strong) in results:
        step = g // trace_games
        games[step] += 1
        if stopped or not winners:
            points[step] += 1.0 / players
        elif strong in winners:
            points[step] += 1.0 / len(winners)
    out = []
    for step, (strong, weak) in enumerate(TRACE):
        n = games[step]
        lo, hi = wilson(points[step], n)
        out.append({"strong": strong, "weak": weak, "games": n,
                    "share": points[step] / n if n else None,
                    "low": lo if n else None, "high": hi if n else None,
                    "fair_share": 1.0 / players, "too_wide": bool(n) and too_wide(lo, hi)})
    return out
