"""Suggest a better board (issue 43): how far the best suggestion moves a board, and how long
the search takes.

    python3 benchmarks/suggest_speed.py [BOARD ...] [--seed S [S ...]] [--jobs J]

BOARD: ``line16`` (the issue's straight line of 16 discs, tests/fixtures/line16.zlayout;
goal: median 10-14 rounds), ``fast`` (a 2 × 2 board, goal 9-13), or a built-in layout
(standard, alt1, alt2; goal 9-13); default: all of them. Each runs the command
``zuendstoff-playtest BOARD --suggest --median LOW-HIGH --seed S --json`` (the search's
own defaults, its games on every core unless ``--jobs`` is given) as a whole process, once
for each seed, and prints the designer's board and the best suggestion (median and its
interval, games stopped in a loop and all stopped games, lead changes, drama), the edits,
the games played, wall and CPU seconds (the process and its workers) and the machine's
load before and after. On a shared machine the CPU seconds are the figure to read: a
two-core machine of its own plays the search in about half of them.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from sim_throughput import timed  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
APP = os.path.join(ROOT, "app")
ENV = dict(os.environ, PYTHONPATH=os.pathsep.join(
    p for p in (APP, os.environ.get("PYTHONPATH", "")) if p))
LINE16 = os.path.join(ROOT, "tests", "fixtures", "line16.zlayout")
GOALS = {"line16": "10-14"}


def fast_board() -> str:
    """A 2 × 2 board (sun, Earth, two slots) as a file: games end quickly."""
    path = os.path.join(tempfile.mkdtemp(prefix="zuendstoff-suggest-"), "fast.zlayout")
    cells = [{"row": 0, "col": 0, "kind": "sun"}, {"row": 0, "col": 1, "kind": "planet"},
             {"row": 1, "col": 0, "kind": "planet"}, {"row": 1, "col": 1, "kind": "earth"}]
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"format": "zuendstoff-layout", "version": 1,
                   "layout": {"name": "fast", "cells": cells}}, f)
    return path


def figures(c: dict) -> str:
    lo, hi = c["median_interval"]
    out = (f"median {c['median']:.0f} [{lo:.0f}, {hi:.0f}], loops {c['loops']}/{c['games']} "
           f"(stopped {c.get('unfinished', c['loops'])}), lead changes {c['lead_changes']:.2f}")
    return out + (f", drama {c['drama']:.2f}" if c.get("drama") is not None else "")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("boards", nargs="*", default=["line16", "fast", "standard", "alt1", "alt2"])
    ap.add_argument("--seed", type=int, nargs="+", default=[1])
    ap.add_argument("--jobs", type=int, help="worker processes (default: one per core)")
    args = ap.parse_args()
    for board, seed in ((b, s) for b in args.boards for s in args.seed):
        arg = {"line16": LINE16, "fast": fast_board()}.get(board, board)
        cmd = [sys.executable, "-m", "zuendstoff.playtest", arg, "--suggest", "--median",
               GOALS.get(board, "9-13"), "--seed", str(seed), "--json"]
        if args.jobs:
            cmd += ["--jobs", str(args.jobs)]
        load = os.getloadavg()[0]
        wall, out, cpu = timed(cmd, env=ENV)
        r = json.loads(out)
        best = r["candidates"][0] if r["candidates"] else None
        print(f"{board} (goal median {GOALS.get(board, '9-13')}), seed {seed}: wall {wall:.0f} s, "
              f"cpu {cpu:.0f} s, {r['games_played']} games, load {load:.1f} -> "
              f"{os.getloadavg()[0]:.1f}; met: {r['met']}")
        print(f"  board:      {figures(r['base'])}")
        if best:
            print(f"  suggestion: {figures(best)}; {len(best['edits'])} edit(s)")
            for e in best["edits"]:
                print(f"    {json.dumps(e, sort_keys=True)}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
