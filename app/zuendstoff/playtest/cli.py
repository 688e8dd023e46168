"""``zuendstoff-playtest``'s command line: the arguments checked, the layout and disc set
read (one plain message for a bad file), the playtest run (and the standard layout's beside
it with ``--compare``), and the report printed as text or, with ``--json``, as one JSON
object. The examples and the figures are described in :mod:`zuendstoff.playtest`. With
``--suggest`` it searches nearby layouts instead (:mod:`.suggest_cli`).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Sequence

from ..engine.errors import DataError
from ..sim import parse_bot
from .output import _text
from .running import run


def _first_line() -> str:
    """The first line of :mod:`zuendstoff.playtest`'s docstring (``--help``'s description)."""
    from . import __doc__ as doc

    return doc.splitlines()[0]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="zuendstoff-playtest", description=_first_line())
    from .. import __version__
    from ..engine.bots import BOTS
    ap.add_argument("--version", action="version", version=f"zuendstoff-playtest {__version__}")
    ap.add_argument("layout", metavar="LAYOUT", help="standard, alt1, alt2 or a .zlayout file")
    ap.add_argument("--discs", metavar="FILE", help="a .zdiscs disc set (default: the app's own)")
    ap.add_argument("--players", type=int, default=4, choices=range(2, 6), metavar="N")
    ap.add_argument("--games", type=int, default=200, metavar="G")
    ap.add_argument("--bots", default="medium", metavar="LEVEL",
                    help=f"the level of every seat: {', '.join(BOTS)}")
    ap.add_argument("--seed", type=int, default=0, metavar="S")
    ap.add_argument("--skill-games", type=int, metavar="K",
                    help="games of one hard player against medium ones (default: a tenth of "
                    "G, at least 97 for an interval within ±10 points; 0: none)")
    ap.add_argument("--trace-games", type=int, default=0, metavar="T",
                    help="games each step of the skill trace (easy → medium → hard → expert, "
                    "the expert at 50 iterations a decision; default 0: no trace)")
    ap.add_argument("--compare", action="store_true",
                    help="play the standard layout under the same settings beside it")
    ap.add_argument("--json", action="store_true", help="print the report as one JSON object")
    ap.add_argument("--jobs", type=int, metavar="J",
                    help="play games in J processes (the figures are the same for any J; "
                    "default 1, with --suggest one per core)")
    from . import suggest_cli
    suggest_cli.add_arguments(ap)
    args = ap.parse_args(argv)
    try:
        parse_bot(args.bots)
    except ValueError as exc:
        ap.error(f"{exc}; choose from {', '.join(BOTS)}")
    if not 1 <= args.games <= 1_000_000:
        ap.error("--games must be between 1 and 1,000,000")
    if args.skill_games is not None and not 0 <= args.skill_games <= args.games:
        ap.error("--skill-games must be between 0 and --games")
    if not 0 <= args.trace_games <= 100_000:
        ap.error("--trace-games must be between 0 and 100,000")
    if args.jobs is not None and not 1 <= args.jobs <= 64:
        ap.error("--jobs must be between 1 and 64")
    from ..resources import discs_from_arg, layout_from_arg
    try:
        layout = layout_from_arg(args.layout)
        discs = discs_from_arg(args.discs)
    except DataError as exc:
        print(f"zuendstoff-playtest: {exc}", file=sys.stderr)
        return 2
    if args.suggest:
        return suggest_cli.run(ap, args, layout, discs)
    start = time.perf_counter()

    def one(lay, name):
        return run(lay, discs, args.players, args.games, args.bots, args.seed, args.jobs or 1,
                   args.skill_games, layout_name=name, discs_name=args.discs or "",
                   trace_games=args.trace_games).report()

    try:
        report = one(layout, args.layout)
        standard = None
        if args.compare:
            standard = one(layout_from_arg("standard"), "standard")
    except KeyboardInterrupt:
        print("zuendstoff-playtest: interrupted", file=sys.stderr)
        return 130
    elapsed = time.perf_counter() - start
    if args.json:
        if standard is not None:
            report["standard"] = standard
        report["seconds"] = elapsed
        print(json.dumps(report, sort_keys=True))
    else:
        for text in _text(report, standard, elapsed):
            print(text)
    return 0
