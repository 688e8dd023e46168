"""Seat bias of R20's tie-break, and of a fairer one (a proposal; the rule is not changed).

R20 orders a round's flights: highest planet first, then the higher rocket number, then
seat order. This measures each seat's share of the games won with varied medium players
(issue 36) under the rule as it is, and under the proposal that the last tie-break pass
round the table: in round r, seat order starts at seat (r - 1) mod players. The proposal
lives only in this script (it swaps the engine's flight-start step in the worker
processes); the app plays R20 as written. Run on demand::

    python3 benchmarks/tiebreak.py --players 4 --games 1000 --jobs 2
    python3 benchmarks/tiebreak.py --players 2 --games 1000 --layout alt1
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "app"))

from zuendstoff import playtest  # noqa: E402
from zuendstoff.engine import flying, reveal  # noqa: E402
from zuendstoff.resources import default_discs, layout_from_arg  # noqa: E402


def rotating_start_flights(game) -> None:
    """R20 with the seat-order tie-break passed round the table a seat each round."""
    n = game._n
    first = (game.round_no - 1) % n
    faces, pieces, numbers = game.faces, game.pieces, game._t.numbers
    order = sorted([(-faces[pieces[s]], -numbers[c][faces[pieces[s]]], (s - first) % n, s, c)
                    for s, c in enumerate(game.flying) if c >= 0])
    game._queue, game._qpos = [(s, c) for _f, _r, _k, s, c in order], 0
    game.phase = flying._STOP
    flying.fly(game)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--bots", default="medium")
    ap.add_argument("--layout", default="standard")
    ap.add_argument("--seed", type=int, default=36)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    layout, discs = layout_from_arg(args.layout), default_discs()
    rule = reveal.start_flights
    for name, start in (("R20 as written (seat order)", rule),
                        ("proposal: priority passes round the table", rotating_start_flights)):
        reveal.start_flights = start  # the workers are forked after this, so they play it
        t = time.perf_counter()
        rep = playtest.run(layout, discs, args.players, args.games, args.bots, args.seed,
                           args.jobs, skill_games=0).report()
        print(f"{name}: {rep['games']} games, {args.players} × {args.bots}, {args.layout}, "
              f"seed {args.seed} ({time.perf_counter() - t:.0f} s)")
        for seat in rep["seats"]:
            print(f"  seat {seat['seat']}: {seat['share']:6.1%} [{seat['low']:.1%}, "
                  f"{seat['high']:.1%}]  won (alone or shared) {seat['won']}")
        print(f"  unfinished {rep['unfinished']}, shared wins {rep['drawishness']['share']:.1%}, "
              f"balance {rep['balance']:.3f}, median rounds {rep['rounds']['median']:.0f}")
    reveal.start_flights = rule


if __name__ == "__main__":
    main()
