"""``zuendstoff-playtest``: how a layout plays, measured by computer players (issue 36).

Examples::

    zuendstoff-playtest standard --players 4 --games 200 --bots medium --seed 1
    zuendstoff-playtest my.zlayout --discs my.zdiscs --players 3 --games 400 --json --jobs 2
    zuendstoff-playtest my.zlayout --compare          # the standard layout beside it

The games are the simulator's (:func:`.sim.play_game`, its seeds and its round limit);
this module only watches them and sums them up. Every figure is described in
docs/designer.md ("Playtesting a layout"); in short:

* **balance** — each seat's share of the games won. Every game hands out one point: a win
  shared by several seats is split between them, and a game stopped at the round limit is
  split between all seats (nobody won it; it moves no seat ahead of another). So the seat
  shares sum to 1 over all games, finished or not. ``first_seat_advantage`` is seat 1's
  share minus a fair share (1 / players). Ludii's ``balance`` (1 − the largest difference
  between two seats' shares) is given as well.
* **length** — median and 90th percentile of rounds, and a histogram; of finished games,
  and of all games (a stopped game counts the limit).
* **completion** — the share of games that ended with a winner; ``unfinished`` games hit
  the round limit.
* **skill** — extra games with one hard player against medium ones (the hard seat
  rotates; the deals are those of the first balance games): the hard player's share
  beside a fair share. Far above it, play decides; near it, luck does.
* **usage** (``visits``) — per disc, how often a flight stopped on it, how often the planet
  in a slot was turned up; per side of the sun, how many flights entered through it.
* **colours** — each rocket colour's share of the flights, of the sun entries (chips) and
  of the wins (a win takes two chips, so it counts for both their colours).
* **decisiveness**, **drawishness**, **lead changes** — after Browne's metrics as Ludii
  computes them (see docs/designer.md).

Games run in worker processes (``jobs``); the figures for a seed are the same whatever
the number of jobs (every game's seed is its number's, and the figures are computed from
the games in their numbered order). :func:`run` calls back with the figures so far as
games finish and stops within a fraction of a second when asked to.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from typing import Callable, Iterable, Iterator, Sequence

from .engine.constants import COLOURS, PIECES
from .engine.decisions import Flip, Stop
from .engine.errors import DataError
from .engine.flight import entry_side
from .engine.layout import sun_reachable
from .sim import ROUND_LIMIT, Cancelled, game_seed, parse_bot, play_game, seats_for

SIDES = ("N", "E", "S", "W")
#: the levels the skill figure pits against each other: the stronger, the weaker
SKILL_LEVELS = ("hard", "medium")
#: a share of unfinished games above this earns the plain warning that a board may never end
NEVER_ENDS = 0.05
#: a median length above this many rounds earns the warning that a board is slow
SLOW_ROUNDS = 25
#: how often a waiting caller looks at its cancel flag (seconds)
POLL = 0.05


def default_skill_games(games: int) -> int:
    """Skill games played beside ``games`` balance games: a tenth, at least 20 (never more
    than the balance games)."""
    return min(games, max(20, games // 10))


# --------------------------------------------------------------------- one game

class _Watch:
    """Counts what happens in one game as its decisions are applied."""

    __slots__ = ("stops", "flips", "sun", "flights", "chips", "chip_rounds")

    def __init__(self) -> None:
        self.stops: dict[int, int] = {}
        self.flips: list[int] = []
        self.sun = [0, 0, 0, 0]
        self.flights = [0, 0, 0]
        self.chips = [0, 0, 0]
        self.chip_rounds: list[tuple[int, int]] = []  # (round, seat) of every chip taken

    def __call__(self, game, decision) -> None:
        kind = decision.__class__
        if kind is Stop:
            seat, colour = game.current_flight()
            c = COLOURS.index(colour)
            self.flights[c] += 1
            i = game.layout.index[tuple(decision.cell)]
            if i == game.layout.sun:
                path = game.path
                last = path[-2] if len(path) >= 2 else game.pieces[seat]
                self.sun[entry_side(game._t, game.faces, game.rotations, last, c)] += 1
                self.chips[c] += 1
                self.chip_rounds.append((game.round_no, seat))
            else:
                self.stops[i] = self.stops.get(i, 0) + 1
        elif kind is Flip:
            self.flips.append(game.pieces[decision.seat])


def _decided(chip_rounds, winners, players: int, rounds: int) -> tuple[float | None, int]:
    """(share of the game played before it was decided, lead changes) of a finished game.

    Decided: from the end of the first round after which some eventual winner holds more
    chips than every seat that does not win, and keeps that lead to the end. Lead changes:
    how often the set of seats holding the most chips changes from round to round."""
    chips = [0] * players
    by_round: dict[int, list[int]] = {}
    for r, seat in chip_rounds:
        by_round.setdefault(r, []).append(seat)
    leaders: tuple = ()
    changes = 0
    ahead_from = None
    losers = [s for s in range(players) if s not in winners]
    for r in range(1, rounds + 1):
        for seat in by_round.get(r, ()):
            chips[seat] += 1
        top = max(chips)
        now = tuple(s for s in range(players) if chips[s] == top) if top else ()
        if now != leaders:
            if leaders:
                changes += 1
            leaders = now
        best_loser = max((chips[s] for s in losers), default=0)
        ahead = winners and max(chips[w] for w in winners) > best_loser
        if ahead and ahead_from is None:
            ahead_from = r
        elif not ahead:
            ahead_from = None
    if not winners or ahead_from is None:
        return None, changes
    return (ahead_from - 1) / rounds, changes


_ctx: dict = {}


def _init(layout, discs, players: int, level: str, seed: int, round_limit: int) -> None:
    import gc

    gc.disable()  # as the simulator: games leave no cycles behind
    _ctx.update(layout=layout, discs=discs, players=players, level=level, seed=seed,
                round_limit=round_limit)


def _play(job: tuple[int, int]) -> tuple:
    """Play game ``g`` of kind ``kind`` (0: balance, all seats ``level``; 1: skill, one hard
    seat among medium ones, rotating) and return what the report needs of it."""
    kind, g = job
    c = _ctx
    n = c["players"]
    if kind == 0:
        seats = [c["level"]] * n
    else:
        strong, weak = SKILL_LEVELS
        seats = seats_for([strong] + [weak] * (n - 1), n, g)
    watch = _Watch() if kind == 0 else None
    game = play_game(c["discs"], c["layout"], seats, game_seed(c["seed"], g),
                     round_limit=c["round_limit"], watch=watch,
                     should_stop=c.get("should_stop"))
    stopped = game.end == "limit"
    rounds = min(game.round_no, c["round_limit"])
    if kind == 1:
        return (kind, g, rounds, stopped, game.winners, seats.index(SKILL_LEVELS[0]))
    decided, changes = _decided(watch.chip_rounds, game.winners, n, rounds)
    win_colours = [0, 0, 0]
    for w in game.winners:
        for colour in game.chips[w]:
            win_colours[colour] += 1
    return (kind, g, rounds, stopped, game.winners, tuple(sorted(watch.stops.items())),
            tuple(watch.flips), tuple(watch.sun), tuple(watch.flights), tuple(watch.chips),
            tuple(win_colours), decided, changes)


# ------------------------------------------------------------------- the figures

def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95 % for the default ``z``) of a share ``successes / n``
    (``successes`` may be fractional: shared wins count in parts)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(max(0.0, p * (1 - p) / n + z * z / (4 * n * n))) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(sorted_values: Sequence[int], q: float) -> float:
    """The ``q`` quantile (0–1) by the nearest-rank method (an observed number of rounds)."""
    if not sorted_values:
        return 0.0
    k = max(0, math.ceil(q * len(sorted_values)) - 1)
    return float(sorted_values[k])


def _share(x: float, n: int) -> dict:
    lo, hi = wilson(x, n)
    return {"share": x / n if n else 0.0, "low": lo, "high": hi}


def _histogram(values: Sequence[int], limit: int) -> list[dict]:
    """Rounds in bins of width 1 up to 20 rounds, then 5, then 50, and the limit on its own."""
    edges = list(range(1, 21)) + list(range(25, 101, 5)) + list(range(150, limit + 1, 50))
    edges = sorted({e for e in edges if e < limit} | {limit})
    counts: dict[int, int] = {}
    for v in values:
        lo = next((e for e in edges if v <= e), limit)
        counts[lo] = counts.get(lo, 0) + 1
    out = []
    prev = 0
    for e in edges:
        if counts.get(e):
            out.append({"from": prev + 1, "to": e, "games": counts[e]})
        prev = e
    return out


class Tally:
    """The games played so far; :meth:`report` turns them into the figures."""

    def __init__(self, layout, players: int, games: int, skill_games: int, level: str,
                 seed: int, round_limit: int, layout_name: str = "", discs_name: str = "") -> None:
        self.layout, self.players, self.games = layout, players, games
        self.skill_games, self.level, self.seed = skill_games, level, seed
        self.round_limit = round_limit
        self.layout_name, self.discs_name = layout_name, discs_name
        self.balance: dict[int, tuple] = {}
        self.skill: dict[int, tuple] = {}

    def add(self, result: tuple) -> None:
        (self.balance if result[0] == 0 else self.skill)[result[1]] = result

    @property
    def done(self) -> int:
        return len(self.balance) + len(self.skill)

    @property
    def total(self) -> int:
        return self.games + self.skill_games

    def report(self) -> dict:
        """Every figure, from the games finished so far (in their numbered order, so the
        same games give the same figures whatever order they finished in)."""
        n = self.players
        results = [self.balance[g] for g in sorted(self.balance)]
        played = len(results)
        points = [0.0] * n
        won_any = [0] * n
        unfinished = shared = all_shared = 0
        rounds_all: list[int] = []
        rounds_done: list[int] = []
        cells = len(self.layout.cells)
        stops = [0] * cells
        flips = [0] * cells
        sun = [0, 0, 0, 0]
        flights = [0, 0, 0]
        chips = [0, 0, 0]
        win_colours = [0, 0, 0]
        decided: list[float] = []
        changes = 0
        for (_k, _g, rounds, stopped, winners, st, fl, sn, fli, ch, wc, dec, lc) in results:
            rounds_all.append(rounds)
            if stopped:
                unfinished += 1
                for s in range(n):
                    points[s] += 1.0 / n
            else:
                rounds_done.append(rounds)
                for w in winners:
                    points[w] += 1.0 / len(winners)
                    won_any[w] += 1
                shared += len(winners) > 1
                all_shared += len(winners) == n
            for i, k in st:
                stops[i] += k
            for i in fl:
                flips[i] += 1
            for side in range(4):
                sun[side] += sn[side]
            for c in range(3):
                flights[c] += fli[c]
                chips[c] += ch[c]
                win_colours[c] += wc[c]
            if dec is not None:
                decided.append(dec)
            changes += lc
        finished = played - unfinished
        rounds_all.sort()
        rounds_done.sort()
        shares = [p / played if played else 0.0 for p in points]
        fair = 1.0 / n
        seats = []
        for s in range(n):
            entry = _share(points[s], played)
            entry.update(seat=s + 1, piece=PIECES[s], won=won_any[s])
            seats.append(entry)
        first = _share(points[0], played)
        layout = self.layout
        kinds = ("sun", "earth", "slot")
        visit_cells = []
        for i, (r, c) in enumerate(layout.cells):
            kind = kinds[layout.kinds[i]] if layout.kinds[i] < 3 else str(layout.kinds[i])
            entry = {"row": r, "col": c, "kind": kind, "stops": stops[i],
                     "stops_per_game": stops[i] / played if played else 0.0}
            if kind == "slot":
                entry["turned_up"] = flips[i]
                entry["turned_up_share"] = flips[i] / played if played else 0.0
            visit_cells.append(entry)
        total_flights = sum(flights)
        total_chips = sum(chips)
        total_wins = sum(win_colours)
        colours = {COLOURS[c]: {
            "flights": flights[c], "flight_share": flights[c] / total_flights if total_flights else 0.0,
            "sun_entries": chips[c], "sun_share": chips[c] / total_chips if total_chips else 0.0,
            "wins": win_colours[c], "win_share": win_colours[c] / total_wins if total_wins else 0.0,
        } for c in range(3)}
        report = {
            "layout": self.layout_name,
            "discs": self.discs_name or "default",
            "players": n,
            "bots": self.level,
            "seed": self.seed,
            "round_limit": self.round_limit,
            "games": played,
            "games_planned": self.games,
            "finished": finished,
            "unfinished": unfinished,
            "complete": played == self.games and len(self.skill) == self.skill_games,
            # one point a game: split between the winners; a stopped game between all seats
            "seat_wins": shares,
            "seats": seats,
            "fair_share": fair,
            "first_seat_advantage": {"share": first["share"] - fair, "low": first["low"] - fair,
                                     "high": first["high"] - fair},
            "balance": (1.0 - (max(shares) - min(shares))) if played else 0.0,
            "completion": _share(finished, played),
            "drawishness": _share(shared, played),
            "all_won_together": all_shared,
            "rounds": {
                "median": percentile(rounds_done, 0.5), "p90": percentile(rounds_done, 0.9),
                "mean": sum(rounds_done) / finished if finished else 0.0,
                "median_all": percentile(rounds_all, 0.5), "p90_all": percentile(rounds_all, 0.9),
                "histogram": _histogram(rounds_all, self.round_limit),
            },
            "decisiveness": sum(decided) / len(decided) if decided else None,
            "lead_changes": changes / played if played else 0.0,
            "skill": self._skill(),
            "visits": {"cells": visit_cells,
                       "sun": {"entries": sum(sun),
                               "by_side": {SIDES[k]: sun[k] for k in range(4)}}},
            "colours": colours,
        }
        report["sun_reachable"] = sun_reachable(layout)
        report["warnings"] = warnings(report)
        return report

    def _skill(self) -> dict:
        n = self.players
        results = [self.skill[g] for g in sorted(self.skill)]
        points = 0.0
        unfinished = 0
        for (_k, _g, _rounds, stopped, winners, hard) in results:
            if stopped:
                unfinished += 1
                points += 1.0 / n
            elif hard in winners:
                points += 1.0 / len(winners)
        out = _share(points, len(results))
        out.update(games=len(results), strong=SKILL_LEVELS[0], weak=SKILL_LEVELS[1],
                   fair_share=1.0 / n, unfinished=unfinished)
        return out


def warnings(report: dict) -> list[dict]:
    """Plain warnings for a designer (a code, and the numbers a message is built from)."""
    out = []
    played = report["games"]
    if not played:
        return out
    if not report.get("sun_reachable", True):
        out.append({"code": "unreachable"})
    if report["unfinished"] / played > NEVER_ENDS:
        out.append({"code": "never_ends", "unfinished": report["unfinished"], "games": played,
                    "limit": report["round_limit"]})
    elif report["finished"] and report["rounds"]["median"] > SLOW_ROUNDS:
        out.append({"code": "slow", "median": report["rounds"]["median"]})
    if played >= 20 and report["finished"]:
        for seat in report["seats"]:
            if seat["won"] == 0:
                out.append({"code": "seat_never_wins", "seat": seat["seat"], "games": played})
    fair = report["fair_share"]
    for seat in report["seats"]:
        if seat["low"] > fair:
            out.append({"code": "seat_favoured", "seat": seat["seat"], "share": seat["share"]})
        elif seat["high"] < fair and seat["won"]:
            out.append({"code": "seat_behind", "seat": seat["seat"], "share": seat["share"]})
    skill = report["skill"]
    if skill["games"] >= 20 and skill["low"] <= skill["fair_share"]:
        out.append({"code": "luck", "share": skill["share"], "fair": skill["fair_share"]})
    return out


def warning_text(w: dict) -> str:
    """A warning in plain English (the window translates the same codes itself)."""
    code = w["code"]
    if code == "never_ends":
        return (f"{w['unfinished']} of {w['games']} games stopped at the {w['limit']}-round limit "
                "without a winner: this board may never end.")
    if code == "unreachable":
        return "No flight can ever reach the sun from Earth on this board: nobody can win."
    if code == "slow":
        return f"Games are long: half of them take more than {w['median']:.0f} rounds."
    if code == "seat_never_wins":
        return f"Seat {w['seat']} never won in {w['games']} games."
    if code == "seat_favoured":
        return f"Seat {w['seat']} wins more than its fair share ({w['share']:.1%})."
    if code == "seat_behind":
        return f"Seat {w['seat']} wins less than its fair share ({w['share']:.1%})."
    if code == "luck":
        return (f"The hard player won {w['share']:.1%} of the skill games, no better than a fair "
                f"share ({w['fair']:.1%}): on this board luck may decide more than play.")
    return code


# ------------------------------------------------------------------------ running

def _order(games: int, skill_games: int) -> list[tuple[int, int]]:
    """The games to play, in the order they are handed out: the skill games (slower, with a
    hard player) spread evenly among the balance games, so the first figures come from a
    quick game and no core is left with a slow one at the end."""
    out: list[tuple[int, int]] = []
    step = games / skill_games if skill_games else 0
    k = 0
    for g in range(games):
        out.append((0, g))
        while k < skill_games and (g + 1) >= step * (k + 0.5) - 1e-9:
            out.append((1, k))
            k += 1
    out.extend((1, j) for j in range(k, skill_games))
    return out


def results(layout, discs, players: int, games: int, level: str, seed: int, jobs: int = 1,
            skill_games: int | None = None, round_limit: int = ROUND_LIMIT,
            cancelled: Callable[[], bool] | None = None, start_method: str | None = None,
            processes: bool | None = None) -> Iterator[tuple]:
    """Every game's result as it finishes (in any order). ``cancelled()`` is polled at least
    every :data:`POLL` seconds; when it answers True the workers are stopped and
    :class:`.sim.Cancelled` is raised. ``processes``: play in worker processes (default:
    when ``jobs`` > 1); ``start_method``: the multiprocessing start method (default fork on
    Linux, as the simulator; a program with threads, like the app, should use spawn)."""
    parse_bot(level)
    if skill_games is None:
        skill_games = default_skill_games(games)
    jobs_list = _order(games, skill_games)
    args = (layout, discs, players, level, seed, round_limit)
    if processes is None:
        processes = jobs > 1 and len(jobs_list) > 1
    if not processes:
        _init(*args)
        _ctx["should_stop"] = cancelled
        try:
            for job in jobs_list:
                if cancelled is not None and cancelled():
                    raise Cancelled
                yield _play(job)
        finally:
            _ctx.pop("should_stop", None)
            import gc
            gc.enable()
        return
    import multiprocessing

    method = start_method or ("fork" if sys.platform.startswith("linux") else "spawn")
    pool = multiprocessing.get_context(method).Pool(max(1, jobs), initializer=_init,
                                                   initargs=args)
    try:
        it = pool.imap_unordered(_play, jobs_list, chunksize=1)
        for _ in range(len(jobs_list)):
            while True:
                if cancelled is not None and cancelled():
                    raise Cancelled
                try:
                    result = it.next(timeout=POLL)
                    break
                except multiprocessing.TimeoutError:
                    continue
            yield result
        pool.close()
    finally:
        pool.terminate()
        pool.join()


def run(layout, discs, players: int, games: int, level: str, seed: int, jobs: int = 1,
        skill_games: int | None = None, round_limit: int = ROUND_LIMIT,
        on_progress: Callable[[Tally], None] | None = None,
        cancelled: Callable[[], bool] | None = None, start_method: str | None = None,
        processes: bool | None = None, layout_name: str = "", discs_name: str = "") -> Tally:
    """Play a playtest to the end (or until ``cancelled``: :class:`.sim.Cancelled`);
    ``on_progress(tally)`` after every finished game."""
    if skill_games is None:
        skill_games = default_skill_games(games)
    tally = Tally(layout, players, games, skill_games, level, seed, round_limit, layout_name,
                  discs_name)
    for result in results(layout, discs, players, games, level, seed, jobs, skill_games,
                          round_limit, cancelled, start_method, processes):
        tally.add(result)
        if on_progress is not None:
            on_progress(tally)
    return tally


def report_csv(report: dict) -> str:
    """The figures as CSV: one row a figure (section, figure, value, low, high), shares as
    fractions; the standard layout's figures follow with the section prefixed "standard"."""
    import csv
    import io

    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["section", "figure", "value", "low", "high"])

    def rows(r: dict, prefix: str = "") -> None:
        w.writerow([prefix + "games", "games", r["games"], "", ""])
        w.writerow([prefix + "games", "unfinished", r["unfinished"], "", ""])
        for seat in r["seats"]:
            w.writerow([prefix + "balance", f"seat {seat['seat']} ({seat['piece']})",
                        seat["share"], seat["low"], seat["high"]])
        a = r["first_seat_advantage"]
        w.writerow([prefix + "balance", "first-seat advantage", a["share"], a["low"], a["high"]])
        w.writerow([prefix + "balance", "balance", r["balance"], "", ""])
        d = r["drawishness"]
        w.writerow([prefix + "balance", "shared wins", d["share"], d["low"], d["high"]])
        for key in ("median", "p90", "mean"):
            w.writerow([prefix + "length", f"rounds {key}", r["rounds"][key], "", ""])
        c = r["completion"]
        w.writerow([prefix + "completion", "ended with a winner", c["share"], c["low"], c["high"]])
        w.writerow([prefix + "completion", "decisiveness", "" if r["decisiveness"] is None
                    else r["decisiveness"], "", ""])
        w.writerow([prefix + "completion", "lead changes", r["lead_changes"], "", ""])
        k = r["skill"]
        w.writerow([prefix + "skill", f"hard's share of {k['games']} games", k["share"], k["low"],
                    k["high"]])
        for name, col in r["colours"].items():
            for key in ("flight_share", "sun_share", "win_share"):
                w.writerow([prefix + "colours", f"{name} {key}", col[key], "", ""])
        for cell in r["visits"]["cells"]:
            where = f"row {cell['row'] + 1} col {cell['col'] + 1} ({cell['kind']})"
            w.writerow([prefix + "usage", f"{where} stops per game", cell["stops_per_game"], "", ""])
            if "turned_up_share" in cell:
                w.writerow([prefix + "usage", f"{where} turned up", cell["turned_up_share"], "", ""])
        for side, n in r["visits"]["sun"]["by_side"].items():
            w.writerow([prefix + "usage", f"sun entries {side}", n, "", ""])

    rows(report)
    if report.get("standard"):
        rows(report["standard"], "standard ")
    return out.getvalue()


# ---------------------------------------------------------------------------- CLI

def _text(report: dict, standard: dict | None, elapsed: float) -> Iterable[str]:
    def pct(x: float) -> str:
        return f"{x:6.1%}"

    def line(label: str, mine: str, std: str | None) -> str:
        return f"{label:<34}{mine:>28}" + (f"   standard: {std}" if std is not None else "")

    r, s = report, standard
    yield (f"layout: {r['layout']}  discs: {r['discs']}  players: {r['players']}  "
           f"bots: {r['bots']}  seed: {r['seed']}")
    yield f"games: {r['games']}  finished: {r['finished']}  unfinished (round limit {r['round_limit']}): {r['unfinished']}"
    yield ""
    yield "balance (share of games won; 95% interval)"
    for k, seat in enumerate(r["seats"]):
        std = s["seats"][k] if s else None
        yield line(f"  seat {seat['seat']} ({seat['piece']})",
                   f"{pct(seat['share'])} [{seat['low']:.1%}, {seat['high']:.1%}]",
                   pct(std["share"]) if std else None)
    adv = r["first_seat_advantage"]
    yield line("  first-seat advantage", f"{adv['share']:+.1%} [{adv['low']:+.1%}, {adv['high']:+.1%}]",
               f"{s['first_seat_advantage']['share']:+.1%}" if s else None)
    yield line("  balance (1 = even)", f"{r['balance']:.3f}", f"{s['balance']:.3f}" if s else None)
    yield line("  shared wins (drawishness)", pct(r["drawishness"]["share"]),
               pct(s["drawishness"]["share"]) if s else None)
    yield "length (rounds of finished games)"
    yield line("  median / 90th percentile", f"{r['rounds']['median']:.0f} / {r['rounds']['p90']:.0f}",
               f"{s['rounds']['median']:.0f} / {s['rounds']['p90']:.0f}" if s else None)
    yield "  histogram: " + ", ".join(f"{h['from']}" + (f"–{h['to']}" if h["to"] != h["from"] else "")
                                      + f": {h['games']}" for h in r["rounds"]["histogram"])
    yield "completion"
    c = r["completion"]
    yield line("  games that ended with a winner", f"{pct(c['share'])} [{c['low']:.1%}, {c['high']:.1%}]",
               pct(s["completion"]["share"]) if s else None)
    dec = r["decisiveness"]
    yield line("  decided after (share of the game)", "–" if dec is None else pct(dec),
               ("–" if s["decisiveness"] is None else pct(s["decisiveness"])) if s else None)
    yield line("  lead changes a game", f"{r['lead_changes']:.2f}", f"{s['lead_changes']:.2f}" if s else None)
    k = r["skill"]
    yield "skill (one hard player against medium ones)"
    yield line(f"  hard's share of {k['games']} games (fair {k['fair_share']:.0%})",
               f"{pct(k['share'])} [{k['low']:.1%}, {k['high']:.1%}]",
               pct(s["skill"]["share"]) if s else None)
    yield "colours (share of flights / sun entries / wins)"
    for name, col in r["colours"].items():
        std = s["colours"][name] if s else None
        yield line(f"  {name}", f"{col['flight_share']:.1%} / {col['sun_share']:.1%} / {col['win_share']:.1%}",
                   f"{std['flight_share']:.1%} / {std['sun_share']:.1%} / {std['win_share']:.1%}" if std else None)
    yield "usage (stops a game; planet turned up in a share of games)"
    for cell in r["visits"]["cells"]:
        extra = f", turned up {cell['turned_up_share']:.0%}" if "turned_up" in cell else ""
        yield f"  row {cell['row'] + 1}, col {cell['col'] + 1} ({cell['kind']}): {cell['stops_per_game']:.2f}{extra}"
    sun = r["visits"]["sun"]
    yield "  sun entries by side: " + ", ".join(f"{k} {v}" for k, v in sun["by_side"].items())
    for w in r["warnings"]:
        yield "Warning: " + warning_text(w)
    yield f"({elapsed:.1f} s)"


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="zuendstoff-playtest", description=__doc__.splitlines()[0])
    from . import __version__
    from .engine.bots import BOTS
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
                    "G, at least 20; 0: none)")
    ap.add_argument("--compare", action="store_true",
                    help="play the standard layout under the same settings beside it")
    ap.add_argument("--json", action="store_true", help="print the report as one JSON object")
    ap.add_argument("--jobs", type=int, default=1, metavar="J",
                    help="play games in J processes (the figures are the same for any J)")
    args = ap.parse_args(argv)
    try:
        parse_bot(args.bots)
    except ValueError as exc:
        ap.error(f"{exc}; choose from {', '.join(BOTS)}")
    if not 1 <= args.games <= 1_000_000:
        ap.error("--games must be between 1 and 1,000,000")
    if args.skill_games is not None and not 0 <= args.skill_games <= args.games:
        ap.error("--skill-games must be between 0 and --games")
    if not 1 <= args.jobs <= 64:
        ap.error("--jobs must be between 1 and 64")
    from .resources import discs_from_arg, layout_from_arg
    try:
        layout = layout_from_arg(args.layout)
        discs = discs_from_arg(args.discs)
    except DataError as exc:
        print(f"zuendstoff-playtest: {exc}", file=sys.stderr)
        return 2
    start = time.perf_counter()

    def one(lay, name):
        return run(lay, discs, args.players, args.games, args.bots, args.seed, args.jobs,
                   args.skill_games, layout_name=name, discs_name=args.discs or "").report()

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


if __name__ == "__main__":
    raise SystemExit(main())
