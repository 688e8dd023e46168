"""Command-line arguments of the ``zuendstoff`` launcher."""

from __future__ import annotations

import argparse


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="zuendstoff",
        description="Zündstoff (Al Capone – Race to the Sun): the board game for 2–5 players.")
    p.add_argument("--screenshot", metavar="FILE.png",
                   help="render the board of a game offscreen to a PNG and exit")
    p.add_argument("--record", metavar="FILE",
                   help="with --screenshot: the game record (.zrec) to render")
    p.add_argument("--new", action="store_true",
                   help="start with the new-game dialog, without offering to continue")
    p.add_argument("game", nargs="?", metavar="GAME.zrec", help="a saved game to open")
    return p


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    args, _qt_args = parser().parse_known_args(argv)
    if args.record and not args.screenshot:
        parser().error("--record needs --screenshot")
    return args
