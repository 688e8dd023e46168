"""``zuendstoff-playtest LAYOUT --suggest``: the board search (:mod:`.suggest`) as a command.

    zuendstoff-playtest line.zlayout --suggest --median 10-14 --seed 1
    zuendstoff-playtest standard --suggest --median 9-13 --lead-changes 2 --json

It prints the designer's board and the best three candidates, each with its figures and
intervals and the edits that make it (rows and columns counted from 1, as the layout file's
first row and column; a disc moved above or left of the board is on row or column 0), and
says plainly when no candidate meets the goals. ``--json`` prints the whole result. The
search's settings are :data:`.suggest.DEFAULTS`; its games run on every core unless
``--jobs`` says otherwise.
"""

from __future__ import annotations

import argparse
import json
import sys

from .suggest_goals import MOVABLE, Goals


def add_arguments(ap: argparse.ArgumentParser) -> None:
    g = ap.add_argument_group("suggest a better board (--suggest)")
    g.add_argument("--suggest", action="store_true",
                   help="search nearby layouts (moved, added or removed slots, the sun or "
                   "Earth moved) for one that meets the goals below")
    g.add_argument("--median", metavar="LOW-HIGH", default="9-13",
                   help="goal: the median length in rounds (default 9-13; 'any': no goal)")
    g.add_argument("--allow-loops", action="store_true",
                   help="no goal for games that loop (default: no loops)")
    g.add_argument("--lead-changes", type=float, metavar="X",
                   help="goal: at least X lead changes a game")
    g.add_argument("--fair-seats", action="store_true",
                   help="goal: no seat outside its fair share's interval")
    g.add_argument("--edits", type=int, default=_max_edits(), metavar="E",
                   help=f"at most E edits from the layout (default {_max_edits()})")


def _max_edits() -> int:
    from .suggest import DEFAULTS

    return DEFAULTS["max_edits"]


def goals_from(ap: argparse.ArgumentParser, args) -> Goals:
    median = None
    if args.median != "any":
        try:
            lo, hi = (int(x) for x in args.median.split("-"))
        except ValueError:
            ap.error("--median must be LOW-HIGH, for example 9-13, or 'any'")
        if not 1 <= lo <= hi <= 99:
            ap.error("--median must be LOW-HIGH with 1 <= LOW <= HIGH <= 99")
        median = (lo, hi)
    if not 1 <= args.edits <= 8:
        ap.error("--edits must be between 1 and 8")
    if args.lead_changes is not None and not 0 <= args.lead_changes <= 50:
        ap.error("--lead-changes must be between 0 and 50")
    goals = Goals(median=median, no_loops=not args.allow_loops,
                  lead_changes=args.lead_changes, fair_seats=args.fair_seats)
    if not goals.names():
        ap.error("give at least one goal")
    return goals


def run(ap: argparse.ArgumentParser, args, layout, discs) -> int:
    from ..sim import Cancelled  # noqa: F401  (KeyboardInterrupt is what stops a command)
    from .suggest import suggest

    goals = goals_from(ap, args)

    def progress(p: dict) -> None:
        if not args.json:
            b = p["best"]
            if not b["games"]:
                return
            print(f"  {'board' if p['stage'] == 'base' else 'edit ' + str(p['step'])}: "
                  f"best median {b['median']:.0f} rounds, {len(b['edits'])} edit(s), "
                  f"{p['games']} games played", file=sys.stderr, flush=True)

    try:
        result = suggest(layout, discs, args.players, goals, seed=args.seed, level=args.bots,
                         max_edits=args.edits, jobs=args.jobs, on_progress=progress)
    except KeyboardInterrupt:
        print("zuendstoff-playtest: interrupted", file=sys.stderr)
        return 130
    result["layout"] = args.layout
    if args.json:
        print(json.dumps(result, sort_keys=True))
    else:
        for line in text(result):
            print(line)
    return 0


def describe(edit: dict) -> str:
    def at(cell: dict) -> str:
        return f"row {cell['row'] + 1}, column {cell['col'] + 1}"

    kind = {"sun": "the sun", "earth": "Earth", "planet": "a planet slot"}[edit["kind"]]
    if edit["action"] == "move":
        return f"move {kind} from {at(edit['from'])} to {at(edit['to'])}"
    if edit["action"] == "swap":
        return f"swap {kind} on {at(edit['from'])} with the slot on {at(edit['to'])}"
    if edit["action"] == "add":
        return f"add a planet slot on {at(edit['to'])}"
    return f"remove the planet slot on {at(edit['from'])}"


def figures(c: dict) -> str:
    if not c.get("sun_reachable", True):
        return "no flight can ever reach the sun from Earth: nobody can win (not played)"
    lo, hi = c["median_interval"]
    out = (f"median {c['median']:.0f} rounds [{lo:.0f}, {hi:.0f}], "
           f"loops {c['loops']} of {c['games']} ({c['loop_share']:.1%}), "
           f"lead changes {c['lead_changes']:.2f} a game, "
           f"seats outside their fair share's interval: {c['seats_off']}")
    if c.get("drama") is not None:
        out += f", drama {c['drama']:.2f}"
    return out


def text(result: dict) -> list[str]:
    goals = result["goals"]
    said = []
    if goals["median"]:
        said.append(f"median {goals['median'][0]}-{goals['median'][1]} rounds")
    if goals["no_loops"]:
        said.append("no loops")
    if goals["lead_changes"] is not None:
        said.append(f"at least {goals['lead_changes']:g} lead changes a game")
    if goals["fair_seats"]:
        said.append("no seat outside its fair share's interval")
    out = [f"layout: {result['layout']}  players: {result['players']}  bots: {result['bots']}  "
           f"seed: {result['seed']}  round limit: {result['round_limit']}",
           "goals: " + "; ".join(said)]
    for key in ("median", "loops", "lead_changes", "fair_seats"):
        if (key == "median" and goals["median"]) or (key == "loops" and goals["no_loops"]) or \
                (key == "lead_changes" and goals["lead_changes"] is not None) or \
                (key == "fair_seats" and goals["fair_seats"]):
            how, why = MOVABLE[key]
            out.append(f"  a layout moves {key.replace('_', ' ')}: {how} ({why})")
    out += ["", "your board: " + figures(result["base"])]
    for k, c in enumerate(result["candidates"], 1):
        out.append(f"suggestion {k}{' (meets the goals)' if c['met'] else ''}: {figures(c)}")
        out.extend(f"  {i}. {describe(e)}" for i, e in enumerate(c["edits"], 1))
    if result["already_met"]:
        out.append("Your board already meets the goals: nothing to suggest.")
    elif not result["met"]:
        out.append(("No board within %d edits met every goal; the suggestions come "
                    "nearest." if result["better"] else
                    "No board within %d edits came nearer the goals than yours.")
                   % result["max_edits"])
    out.append(f"({result['games_played']} games, {result['cpu_seconds']:.0f} CPU seconds, "
               f"{result['seconds']:.0f} s)")
    return out
