"""The expert's search speed, decision times against its budget, and cancel latency.

Run on demand (not a test)::

    python3 benchmarks/expert_speed.py                 # everything, a few minutes
    python3 benchmarks/expert_speed.py --parts iterations --positions 40
    python3 benchmarks/expert_speed.py --parts budget --budgets 0.25,1 --workers 1,2

Positions are seat 0's decisions (with more than one legal choice) from games of medium
bots, 2 and 4 players, standard layout.

* ``iterations``: ISMCTS iterations per second of one tree (CPU time of this process, so a
  busy shared machine does not deflate it), split into card decisions and the rest; and
  the time an iteration budget takes (to match iteration budgets to time budgets).
* ``budget``: wall-clock decision time against the time budget (median, p95, max) and
  the iterations searched, for each number of search processes (``--workers``; 1 is one
  core, more is root-parallel search in worker processes).
* ``cancel``: a search with a long budget is cancelled from another thread, as the window
  does on undo, save or close; the time until ``decide`` returns (median, max).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "app"))

from zuendstoff.engine.bots import ExpertBot, expert_pool, make_bot  # noqa: E402
from zuendstoff.engine.constants import PIECES  # noqa: E402
from zuendstoff.engine.decisions import Phase  # noqa: E402
from zuendstoff.engine.game import Game, Player  # noqa: E402
from zuendstoff.resources import builtin_layout, default_discs  # noqa: E402

_CARDS = (Phase.FIRST_CARD, Phase.SECOND_CARD)


def positions(count: int, players: int) -> list:
    discs, layout = default_discs(), builtin_layout("standard")
    out = []
    g = 0
    while len(out) < count:
        game = Game.new(discs, layout, [Player(str(s), PIECES[s]) for s in range(players)],
                        seed=f"expert-speed:{players}:{g}")
        bots = [make_bot("medium", f"{g}:{s}") for s in range(players)]
        while not game.is_over and game.round_no <= 30:
            for s in game.pending_seats():
                v = game.view(s)
                if s == 0 and len(v.legal) > 1:
                    out.append(v)
                game.apply(bots[s].decide(v))
        g += 1
    # spread over the games rather than the first few
    step = max(1, len(out) // count)
    return out[::step][:count]


def pct(xs, q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def part_iterations(views_by_n, iterations: int) -> None:
    print(f"\n-- iterations per second, one tree ({iterations} iterations a decision, CPU time)")
    print("   (rounds 1: the one-round search, the baseline; 2: the expert as it plays)")
    print(f"{'players':>8}{'kind':>8}{'rounds':>8}{'decisions':>11}{'it/s':>9}{'ms/decision':>13}")
    for n, views in views_by_n.items():
        for kind, keep in (("cards", lambda v: v.phase in _CARDS),
                           ("other", lambda v: v.phase not in _CARDS)):
            vs = [v for v in views if keep(v)]
            if not vs:
                continue
            for horizon in (1, 2):
                bot = ExpertBot(1, iterations=iterations, workers=1, horizon=horizon)
                total, t0 = 0, time.process_time()
                for v in vs:
                    bot.decide(v)
                    total += bot.last_iterations
                dt = time.process_time() - t0
                print(f"{n:>8}{kind:>8}{horizon:>8}{len(vs):>11}{total / dt:>9.0f}"
                      f"{1e3 * dt / len(vs):>13.1f}", flush=True)


def part_budget(views, budgets, workers_list) -> None:
    print("\n-- decision time against the time budget (wall clock)")
    print(f"{'budget s':>9}{'workers':>8}{'decisions':>11}{'median s':>10}{'p95 s':>8}"
          f"{'max s':>8}{'p95/budget':>11}{'iterations (median)':>21}")
    for budget in budgets:
        for w in workers_list:
            bot = ExpertBot(1, time_budget=budget, workers=w)
            if w > 1:
                bot.decide(views[0])  # the worker processes start once, before timing
            times, its = [], []
            for v in views:
                t0 = time.perf_counter()
                bot.decide(v)
                times.append(time.perf_counter() - t0)
                its.append(bot.last_iterations)
            print(f"{budget:>9.2f}{w:>8}{len(views):>11}{statistics.median(times):>10.3f}"
                  f"{pct(times, .95):>8.3f}{max(times):>8.3f}{pct(times, .95) / budget:>11.2f}"
                  f"{statistics.median(its):>21.0f}", flush=True)


def part_cancel(views, workers_list, after: float) -> None:
    print(f"\n-- cancel latency (a 30 s search cancelled after {after} s, wall clock)")
    print(f"{'workers':>8}{'cancels':>9}{'median ms':>11}{'max ms':>9}")
    for w in workers_list:
        lat = []
        for v in views:
            bot = ExpertBot(1, time_budget=30.0, workers=w)
            done = threading.Event()
            th = threading.Thread(target=lambda b=bot, view=v, d=done: (b.decide(view), d.set()),
                                  daemon=True)
            th.start()
            time.sleep(after)
            t0 = time.perf_counter()
            bot.cancel()
            done.wait(30)
            lat.append(time.perf_counter() - t0)
            th.join(5)
        print(f"{w:>8}{len(lat):>9}{1e3 * statistics.median(lat):>11.1f}{1e3 * max(lat):>9.1f}",
              flush=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--parts", default="iterations,budget,cancel")
    ap.add_argument("--positions", type=int, default=24, help="positions per player count")
    ap.add_argument("--iterations", type=int, default=1000)
    ap.add_argument("--budgets", default="0.25,1")
    ap.add_argument("--workers", default="1,2", help="search processes to compare")
    ap.add_argument("--cancels", type=int, default=10)
    args = ap.parse_args(argv)
    parts = args.parts.split(",")
    workers = [int(w) for w in args.workers.split(",")]
    views_by_n = {n: positions(args.positions, n) for n in (2, 4)}
    mixed = [v for vs in views_by_n.values() for v in vs]
    print(f"{os.cpu_count()} cores; {len(mixed)} positions (2 and 4 players)")
    try:
        if "iterations" in parts:
            part_iterations(views_by_n, args.iterations)
        if "budget" in parts:
            part_budget(mixed[::2], [float(b) for b in args.budgets.split(",")], workers)
        if "cancel" in parts:
            part_cancel(mixed[:args.cancels], workers, 0.3)
    finally:
        expert_pool.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
