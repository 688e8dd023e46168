"""The figures of a playtest, from the games played so far.

:class:`Tally` collects the games' results as they come in (in any order) and
:meth:`Tally.report` sums them up, in the games' numbered order, into every figure: each
seat's share of the games won with its Wilson interval (:func:`wilson`), the first-seat
advantage and Ludii's balance, the length (:func:`percentile`, a histogram), completion,
shared wins (drawishness), decisiveness and lead changes, the skill figure, the usage of
every disc and side of the sun, and the rocket colours. :func:`warnings` picks out what a
designer should hear about (as codes and numbers) and :func:`warning_text` says it in
plain English.
"""

from __future__ import annotations

import math
from typing import Sequence

from ..engine.constants import COLOURS, PIECES
from ..engine.layout import sun_reachable
from . import metrics as _metrics
from . import seats as _seats
from . import trace as _trace
from .games import SKILL_LEVELS
from .loops import figures as loop_figures

SIDES = ("N", "E", "S", "W")
NEVER_ENDS = 0.05
#: a median length above this many rounds earns the warning that a board is slow
SLOW_ROUNDS = 25
#: how often a waiting caller looks at its cancel flag (seconds)

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
                 seed: int, round_limit: int, layout_name: str = "", discs_name: str = "",
                 trace_games: int = 0) -> None:
        self.layout, self.players, self.games = layout, players, games
        self.skill_games, self.level, self.seed = skill_games, level, seed
        self.round_limit = round_limit
        self.layout_name, self.discs_name = layout_name, discs_name
        self.balance: dict[int, tuple] = {}
        self.skill: dict[int, tuple] = {}
        self.trace_games = trace_games
        self.trace: dict[int, tuple] = {}
        #: nobody can reach the sun: no game is played (said before playing)
        self.winnable = sun_reachable(layout)

    def add(self, result: tuple) -> None:
        (self.balance, self.skill, self.trace)[result[0]][result[1]] = result

    @property
    def done(self) -> int:
        return len(self.balance) + len(self.skill) + len(self.trace)

    @property
    def total(self) -> int:
        if not self.winnable:
            return 0
        return self.games + self.skill_games + self.trace_games * len(_trace.TRACE)

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
        for (_k, _g, rounds, stopped, winners, st, fl, sn, fli, ch, wc, dec, lc, *_m) in results:
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
        # rows and columns counted from 1 at the layout's first row and column with a disc,
        # as everywhere else (the editor, the setup sheet, the board's screen-reader names)
        top = min((r for r, _c in layout.cells), default=0)
        left = min((c for _r, c in layout.cells), default=0)
        for i, (r, c) in enumerate(layout.cells):
            kind = kinds[layout.kinds[i]] if layout.kinds[i] < 3 else str(layout.kinds[i])
            entry = {"row": r - top + 1, "col": c - left + 1, "kind": kind, "stops": stops[i],
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
            "complete": self.done == self.total,
            "played": self.winnable,
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
                # no finished game: no length to give (not 0 rounds)
                "median": percentile(rounds_done, 0.5) if finished else None,
                "p90": percentile(rounds_done, 0.9) if finished else None,
                "mean": sum(rounds_done) / finished if finished else None,
                "median_all": percentile(rounds_all, 0.5), "p90_all": percentile(rounds_all, 0.9),
                "histogram": _histogram(rounds_all, self.round_limit),
            },
            "decisiveness": sum(decided) / len(decided) if decided else None,
            "lead_changes": changes / played if played else 0.0,
            "skill": self._skill(),
            "skill_trace": _trace.summary([self.trace[g] for g in sorted(self.trace)], n,
                                          self.trace_games) if self.trace_games else [],
            "metrics": _metrics.summary(r[13] if len(r) > 13 else None for r in results),
            "seat_test": _seats.seat_tests(_seats.game_points(results, n)) if played else None,
            "visits": {"cells": visit_cells,
                       "sun": {"entries": sum(sun),
                               "by_side": {SIDES[k]: sun[k] for k in range(4)}}},
            "colours": colours,
        }
        report.update(loop_figures(results, self.seed))
        report["sun_reachable"] = self.winnable
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
        if not results:  # no skill game: no share and no interval to give
            out.update(share=None, low=None, high=None)
        out.update(games=len(results), strong=SKILL_LEVELS[0], weak=SKILL_LEVELS[1],
                   fair_share=1.0 / n, unfinished=unfinished,
                   too_wide=bool(results) and _trace.too_wide(out["low"], out["high"]),
                   games_for_width=_trace.skill_games_for())
        return out


def warnings(report: dict) -> list[dict]:
    """Plain warnings for a designer (a code, and the numbers a message is built from)."""
    out = []
    played = report["games"]
    if not report.get("sun_reachable", True):
        out.append({"code": "unreachable"})
    if not played:
        return out
    # games stopped in a loop of the players repeating a position are named apart (loops.py)
    looping = report.get("unfinished_looping", 0)
    if looping:
        out.append({"code": "loops", "unfinished": looping, "games": played,
                    "seeds": [o["seed"] for o in report["odd_games"] if o["why"] == "loop"]})
    if (report["unfinished"] - looping) / played > NEVER_ENDS:
        out.append({"code": "never_ends", "unfinished": report["unfinished"] - looping,
                    "games": played, "limit": report["round_limit"]})
    elif report["finished"] and report["rounds"]["median"] > SLOW_ROUNDS:
        out.append({"code": "slow", "median": report["rounds"]["median"]})
    if played >= 20 and report["finished"]:
        for seat in report["seats"]:
            if seat["won"] == 0:
                out.append({"code": "seat_never_wins", "seat": seat["seat"], "games": played})
    # seats: Holm-corrected over all seats (see .seats); a seat that never won is said above
    test = report.get("seat_test")
    never = {w["seat"] for w in out if w["code"] == "seat_never_wins"}
    for w in test["warnings"] if test else ():
        if w["seat"] in never:
            continue
        out.append({"code": "seat_" + w["direction"], "seat": w["seat"], "share": w["share"],
                    "p": w["p"]})
    if test and test["more_games"] and report["complete"]:
        out.append({"code": "more_games", "games": played, "needed": test["more_games"],
                    "visible": test["visible_difference"], "difference": test["difference"]})
    skill = report["skill"]
    if skill["games"] >= 20 and skill["low"] <= skill["fair_share"]:
        out.append({"code": "luck", "share": skill["share"], "fair": skill["fair_share"]})
    if skill["too_wide"] and report["complete"]:
        out.append({"code": "skill_too_wide", "games": skill["games"],
                    "half": (skill["high"] - skill["low"]) / 2,
                    "needed": skill["games_for_width"]})
    return out


def warning_text(w: dict) -> str:
    """A warning in plain English (the window translates the same codes itself)."""
    code = w["code"]
    if code == "never_ends":
        return (f"{w['unfinished']} of {w['games']} games stopped at the {w['limit']}-round limit "
                "without a winner: this board may never end.")
    if code == "loops":
        return (f"{w['unfinished']} of {w['games']} games stopped in a loop: the computer "
                "players kept coming back to the same position (seeds "
                f"{', '.join(w['seeds'][:10])}).")
    if code == "unreachable":
        return "No flight can ever reach the sun from Earth on this board: nobody can win."
    if code == "slow":
        return f"Games are long: half of them take {w['median']:.0f} rounds or more."
    if code == "seat_never_wins":
        return f"Seat {w['seat']} never won in {w['games']} games."
    if code == "seat_favoured":
        return f"Seat {w['seat']} wins more than its fair share ({w['share']:.1%})."
    if code == "seat_behind":
        return f"Seat {w['seat']} wins less than its fair share ({w['share']:.1%})."
    if code == "more_games":
        return (f"{w['games']} games can tell from chance only a seat about "
                f"{w['visible'] * 100:.1f} points off its fair share; to see "
                f"{w['difference'] * 100:.0f} points, play about {w['needed']} games.")
    if code == "skill_too_wide":
        return (f"The skill figure of {w['games']} games is too wide to read (±{w['half'] * 100:.1f} points); "
                f"about {w['needed']} skill games make it ±10 points or narrower.")
    if code == "luck":
        return (f"The hard player won {w['share']:.1%} of the skill games, no better than a fair "
                f"share ({w['fair']:.1%}): on this board luck may decide more than play.")
    return code
