"""How much the expert's decisions change with more search (issue 13: does time buy anything?).

Run on demand (not a test)::

    python3 benchmarks/expert_agreement.py                       # 250,1000,4000 against 16000
    python3 benchmarks/expert_agreement.py --budgets 500,2000 --games 3

Positions come from hard-against-hard two-player games (seat 0's decisions with a choice,
every third one, at most 60). At each position the expert decides twice at the largest
budget (two seeds: the first is the reference) and twice at every budget; the table says
how often a decision agrees with the reference, by phase. The last line (the largest
budget against itself with other seeds) is the noise floor: two equally long searches
disagree that often.
"""

from __future__ import annotations

import argparse
import collections
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "app"))

from zuendstoff.engine.bots.expert import ExpertBot  # noqa: E402
from zuendstoff.engine.bots.hard import HardBot  # noqa: E402
from zuendstoff.engine.constants import PIECES  # noqa: E402
from zuendstoff.engine.game import Game, Player  # noqa: E402
from zuendstoff.resources import builtin_layout, default_discs  # noqa: E402


def positions(games: int, layout: str) -> list:
    discs, board = default_discs(), builtin_layout(layout)
    views = []
    for g in range(games):
        game = Game.new(discs, board, [Player("a", PIECES[0]), Player("b", PIECES[1])],
                        seed=f"p{g}")
        bots = [HardBot(f"h{g}{s}") for s in range(2)]
        while not game.is_over and game.round_no < 30:
            for seat in game.pending_seats():
                view = game.view(seat)
                if seat == 0 and len(view.legal) > 1:
                    views.append(view)
                game.apply(bots[seat].decide(view))
    return views[::3][:60]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budgets", default="250,1000,4000,16000",
                    help="iterations, comma-separated; the largest is the reference")
    ap.add_argument("--games", type=int, default=6, help="hard-vs-hard games to take positions from")
    ap.add_argument("--layout", default="standard")
    args = ap.parse_args(argv)
    budgets = sorted(int(b) for b in args.budgets.split(","))
    views = positions(args.games, args.layout)
    print(len(views), "positions", dict(collections.Counter(v.phase.name for v in views)),
          flush=True)
    top = budgets[-1]
    ref = [ExpertBot("r0", iterations=top, workers=1).decide(v) for v in views]
    print(f"{'iterations':>10}  agree with a {top:,}-iteration decision")
    for b in budgets:
        agree: collections.Counter = collections.Counter()
        for v, r in zip(views, ref):
            for k in range(2):
                d = ExpertBot(f"s{k}", iterations=b, workers=1).decide(v)
                agree[v.phase.name, d == r] += 1
        ok = sum(c for (_p, same), c in agree.items() if same)
        total = sum(agree.values())
        phases = sorted({p for p, _s in agree})
        detail = ", ".join(f"{p.lower()} {agree[p, True]}/{agree[p, True] + agree[p, False]}"
                           for p in phases)
        print(f"{b:>10,}  {ok}/{total} = {ok / total:.0%}  ({detail})", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
