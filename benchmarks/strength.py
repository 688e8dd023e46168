"""Bot strength: round-robin matches with seats swapped, win shares with 95% intervals.

Run on demand (not a test)::

    python3 benchmarks/strength.py                      # the issue's pairings, 1,000 games each
    python3 benchmarks/strength.py --games 200 --pairs medium:greedy --workers 2
    python3 benchmarks/strength.py --hard-iterations 48 --four 400
    python3 benchmarks/strength.py --expert                 # the expert's pairings (issue 13)
    python3 benchmarks/strength.py --pairs expert:hard --four 0 --expert-iterations 500
    python3 benchmarks/strength.py --pairs expert@250:expert@1000 --four 0 --games 100
    python3 benchmarks/strength.py --pairs expert~0.25:expert~1,expert~1:expert~4 --four 0 \
        --games 100 --workers 1                          # the issue's time pairings, one core

A pairing ``a:b`` plays ``--games`` two-player games; in every second game the
seats are swapped, and each game gets its own deal. A game won by both seats
together counts half to each. ``--four N`` also plays N four-player games of one
hard bot against three medium bots (the hard bot's seat rotates); with ``--expert`` the
pairings are the expert's (expert:hard, expert:medium, and ``--four`` plays one expert
against three hard bots). The expert searches ``--expert-iterations`` iterations per
decision (reproducible), or ``--expert-think`` seconds per decision (a time budget). Games stopped
at the simulator's round limit count as won by nobody. The interval is the
Wilson score interval.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from multiprocessing import Pool

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "app"))

from zuendstoff.engine.bots import BOTS  # noqa: E402
from zuendstoff.engine.bots.expert import ExpertBot  # noqa: E402
from zuendstoff.engine.bots.hard import HardBot  # noqa: E402
from zuendstoff.engine.constants import PIECES  # noqa: E402
from zuendstoff.engine.game import Game, Player  # noqa: E402
from zuendstoff.resources import builtin_layout, default_discs  # noqa: E402
from zuendstoff.sim import ROUND_LIMIT  # noqa: E402

DEFAULT_PAIRS = ("hard:random", "hard:medium", "medium:random", "medium:greedy")
EXPERT_PAIRS = ("expert:hard", "expert:medium")
TARGETS = {"hard:random": 0.90, "hard:medium": 0.65, "medium:random": 0.80,
           "medium:greedy": 0.60, "hard:3medium": 0.45,
           "expert:hard": 0.65, "expert:medium": 0.85, "expert:3hard": 0.35}

_ctx: dict = {}


def _init(layout: str, hard_iterations: int, expert_iterations: int | None = None,
          expert_think: float | None = None) -> None:
    _ctx["discs"] = default_discs()
    _ctx["layout"] = builtin_layout(layout)
    _ctx["iterations"] = hard_iterations
    _ctx["expert"] = (expert_iterations, expert_think)


def _bot(name: str, seed: str):
    if name == "hard":
        return HardBot(seed, iterations=_ctx["iterations"])
    if name == "expert":
        iterations, think = _ctx["expert"]
        return ExpertBot(seed, iterations=iterations, time_budget=think, workers=1)
    if name.startswith("expert@"):  # expert@N: N iterations per decision
        return ExpertBot(seed, iterations=int(name[7:]))
    if name.startswith("expert~"):  # expert~S: S seconds per decision, one core
        return ExpertBot(seed, time_budget=float(name[7:]), workers=1)
    return BOTS[name](seed)


def play(job: tuple[str, tuple[str, ...], int]) -> tuple[str, list[float], int, int]:
    """One game; returns (label, share won per seat of the lineup, rounds, hard decisions)."""
    label, lineup, g = job
    n = len(lineup)
    shift = g % n  # rotate seats so every bot sits everywhere equally often
    seats = [lineup[(s + shift) % n] for s in range(n)]
    players = [Player(f"{name} {s + 1}", PIECES[s]) for s, name in enumerate(seats)]
    seed = f"strength:{label}:{g}"
    game = Game.new(_ctx["discs"], _ctx["layout"], players, seed=f"{seed}:deal")
    bots = [_bot(name, f"{seed}:{s}") for s, name in enumerate(seats)]
    while not game.is_over:
        if game.round_no > ROUND_LIMIT:
            game.stop_at_limit()
            break
        for seat in game.pending_seats():
            game.apply(bots[seat].decide(game.view(seat)))
    share = [0.0] * n
    for w in game.winners:
        share[(w + shift) % n] += 1.0 / len(game.winners)  # back to lineup positions
    return label, share, game.round_no, 0


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return centre - half, centre + half


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000, help="two-player games per pairing")
    ap.add_argument("--pairs", default=",".join(DEFAULT_PAIRS), help="comma-separated a:b")
    ap.add_argument("--four", type=int, default=500,
                    help="four-player games of hard against three medium bots (0: none)")
    ap.add_argument("--layout", default="standard")
    ap.add_argument("--hard-iterations", type=int, default=None,
                    help="samples per hard card decision (default: the bot's default)")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--expert", action="store_true",
                    help="the expert's pairings (expert:hard, expert:medium; --four: expert + 3 hard)")
    ap.add_argument("--expert-iterations", type=int, default=None,
                    help="iterations per expert decision (default: the bot's default)")
    ap.add_argument("--expert-think", type=float, default=None,
                    help="seconds per expert decision instead (not reproducible)")
    ap.add_argument("--first", type=int, default=0, help="number of the first game (to add runs)")
    args = ap.parse_args(argv)
    if args.expert and args.pairs == ",".join(DEFAULT_PAIRS):
        args.pairs = ",".join(EXPERT_PAIRS)
    from zuendstoff.engine.bots.hard import ITERATIONS
    iterations = args.hard_iterations or ITERATIONS
    jobs = []
    pairs = [p for p in args.pairs.split(",") if p]
    for pair in pairs:
        a, b = pair.split(":")
        jobs += [(pair, (a, b), g) for g in range(args.first, args.first + args.games)]
    four = ("expert:3hard", ("expert", "hard", "hard", "hard")) if args.expert else \
        ("hard:3medium", ("hard", "medium", "medium", "medium"))
    if args.four:
        jobs += [(four[0], four[1], g) for g in range(args.first, args.first + args.four)]
    from zuendstoff.engine.bots.expert import ITERATIONS as EXPERT_ITERATIONS
    expert = (f"{args.expert_think} s" if args.expert_think else
              f"{args.expert_iterations or EXPERT_ITERATIONS} iterations")
    print(f"layout {args.layout}, hard iterations {iterations}, expert {expert} per decision, "
          f"workers {args.workers}, {len(jobs)} games", flush=True)
    start = time.perf_counter()
    results: dict[str, list] = {}
    with Pool(args.workers, initializer=_init, initargs=(args.layout, iterations, args.expert_iterations,
                                                            args.expert_think)) as pool:
        for label, share, rounds, _h in pool.imap_unordered(play, jobs, chunksize=1 if args.expert else 4):
            r = results.setdefault(label, [0, 0.0, 0.0, 0])
            r[0] += 1
            r[1] += share[0]
            r[2] += rounds
            r[3] += sum(share) == 0
            done = sum(v[0] for v in results.values())
            if done % 250 == 0 or (args.expert and done % 10 == 0):
                sofar = "  ".join(f"{k} {v[1]:.1f}/{v[0]}" for k, v in sorted(results.items()))
                print(f"  {done}/{len(jobs)} games, {time.perf_counter() - start:.0f} s  {sofar}",
                      file=sys.stderr, flush=True)
    elapsed = time.perf_counter() - start
    print(f"{'pairing':<16}{'games':>7}{'first wins':>12}{'95% CI':>18}{'target':>9}"
          f"{'rounds':>8}{'no winner':>11}")
    for label in pairs + ([four[0]] if args.four else []):
        if label not in results:
            continue
        n, won, rounds, none = results[label]
        p = won / n
        lo, hi = wilson(p, n)
        target = TARGETS.get(label)
        verdict = "" if target is None else (f"{target:.0%} " + ("met" if p >= target
                                                                  else "MISSED"))
        print(f"{label:<16}{n:>7}{p:>12.1%}{f'[{lo:.1%}, {hi:.1%}]':>18}{verdict:>12}"
              f"{rounds / n:>8.1f}{none:>8}")
    print(f"elapsed {elapsed:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
