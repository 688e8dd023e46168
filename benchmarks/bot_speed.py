"""Decision time per bot level: median and 95th percentile, on one core.

Run on demand (not a test)::

    python3 benchmarks/bot_speed.py                   # 2- and 4-player games, all levels
    python3 benchmarks/bot_speed.py --games 20 --hard-iterations 96

Every level plays seated games against medium bots (so the positions are
realistic); only the measured bot's decisions are timed, split into card
decisions (where the hard bot searches) and all decisions. The random bot is
timed as the baseline of the same run: the difference is the bot's thinking.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "app"))

from zuendstoff.engine.bots import BOTS  # noqa: E402
from zuendstoff.engine.bots.hard import ITERATIONS, HardBot  # noqa: E402
from zuendstoff.engine.constants import PIECES  # noqa: E402
from zuendstoff.engine.decisions import PlayCard  # noqa: E402
from zuendstoff.engine.game import Game, Player  # noqa: E402
from zuendstoff.resources import builtin_layout, default_discs  # noqa: E402

LEVELS = ("random", "greedy", "easy", "medium", "hard")
#: wall-clock time by default; ``--cpu`` uses the process's CPU time, which a busy shared
#: machine does not inflate (this benchmark is single-threaded, so it is one core's time)
CLOCK = time.perf_counter


def measure(level: str, games: int, players: int, layout, discs, iterations: int):
    card_times: list[float] = []
    all_times: list[float] = []
    for g in range(games):
        names = ["medium"] * players
        me = g % players
        names[me] = level
        game = Game.new(discs, layout, [Player(n, PIECES[s]) for s, n in enumerate(names)],
                        seed=f"speed:{g}")
        bots = [HardBot(f"{g}:{s}", iterations=iterations) if n == "hard"
                else BOTS[n](f"{g}:{s}") for s, n in enumerate(names)]
        while not game.is_over and game.round_no <= 150:
            for seat in game.pending_seats():
                view = game.view(seat)
                t0 = CLOCK()
                d = bots[seat].decide(view)
                dt = CLOCK() - t0
                if seat == me:
                    all_times.append(dt)
                    if isinstance(d, PlayCard):
                        card_times.append(dt)
                game.apply(d)
    return card_times, all_times


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=12, help="games per level and player count")
    ap.add_argument("--layout", default="standard")
    ap.add_argument("--hard-iterations", type=int, default=ITERATIONS)
    ap.add_argument("--levels", default=",".join(LEVELS))
    ap.add_argument("--cpu", action="store_true", help="time CPU use instead of wall clock")
    args = ap.parse_args(argv)
    global CLOCK
    if args.cpu:
        CLOCK = time.process_time
    discs, layout = default_discs(), builtin_layout(args.layout)
    print(f"layout {args.layout}, hard iterations {args.hard_iterations}, "
          f"{args.games} games per row; {'CPU' if args.cpu else 'wall-clock'} times in ms")
    print(f"{'level':<8}{'players':>8}{'decisions':>10}{'median':>9}{'p95':>9}{'max':>9}"
          f"{'card median':>13}{'card p95':>10}")
    for players in (2, 4):
        for level in args.levels.split(","):
            cards, every = measure(level, args.games, players, layout, discs,
                                   args.hard_iterations)
            print(f"{level:<8}{players:>8}{len(every):>10}"
                  f"{1e3 * statistics.median(every):>9.2f}{1e3 * pct(every, .95):>9.2f}"
                  f"{1e3 * max(every):>9.2f}{1e3 * statistics.median(cards):>13.2f}"
                  f"{1e3 * pct(cards, .95):>10.2f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
