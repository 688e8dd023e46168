"""What a designer asks of a board, and how far a playtest's figures are from it.

:class:`Goals` holds the goals (a median length in rounds, no loops, a number of lead
changes a game, every seat within its fair share's interval). :func:`measures` reads the
figures a goal is judged by from a playtest report (:meth:`.figures.Tally.report`), and
:func:`misses` says by how much each goal is missed (0: met), in comparable units, so that
:func:`score` can rank boards.

The figures come from the playtest's own per-game results, so figures other parts add to
the report plug in here, in :func:`measures` only:

* **loops**: the games stopped at the round limit in a loop (the report's
  ``unfinished_looping``, :mod:`.loops`: a whole position came back). A game stopped at the
  limit without ever repeating a position is the board's length, not a loop: the median
  goal judges it. A report without loop figures (a test's) counts all its stopped games.
* **drama**: not a goal yet; the report's Ludii drama (``metrics``, :mod:`.metrics`) is
  shown beside the other figures.

:data:`MOVABLE` says how much a layout can move each goal: every seat starts on Earth, so
a layout moves seat balance far less than length and loops.
"""

from __future__ import annotations

from dataclasses import dataclass

#: how much a layout can move each goal ("much", "some", "little"), with the reason
MOVABLE = {
    "median": ("much", "the board's shape sets how far the sun is from Earth"),
    "loops": ("much", "a board whose paths lead back to the same discs invites loops"),
    "lead_changes": ("some", "the cards decide most of a race; a board only spreads it out"),
    "fair_seats": ("little", "every seat starts on Earth: a layout moves seat balance far "
                   "less than length; the flight order (R20) decides most of it"),
}


@dataclass(frozen=True)
class Goals:
    """``median``: (low, high) rounds, or None; ``no_loops``; ``lead_changes``: at least so
    many a game, or None; ``fair_seats``: no seat's interval excludes a fair share."""

    median: tuple[int, int] | None = (9, 13)
    no_loops: bool = True
    lead_changes: float | None = None
    fair_seats: bool = False

    def names(self) -> list[str]:
        out = []
        if self.median is not None:
            out.append("median")
        if self.no_loops:
            out.append("loops")
        if self.lead_changes is not None:
            out.append("lead_changes")
        if self.fair_seats:
            out.append("fair_seats")
        return out

    def to_json(self) -> dict:
        return {"median": list(self.median) if self.median else None, "no_loops": self.no_loops,
                "lead_changes": self.lead_changes, "fair_seats": self.fair_seats}


def loops(report: dict) -> int:
    """Games stopped at the round limit in a loop (the report's ``unfinished_looping``);
    a report without loop figures: all its stopped games."""
    named = report.get("unfinished_looping")
    if isinstance(named, int):
        return named
    return report["unfinished"]


def drama(report: dict) -> float | None:
    """The report's Ludii drama (:mod:`.metrics`), None when it has none."""
    metrics = report.get("metrics")
    return metrics.get("drama") if isinstance(metrics, dict) else None


def seats_off(report: dict) -> int:
    """Seats whose 95 % interval excludes a fair share."""
    fair = report["fair_share"]
    return sum(1 for s in report["seats"] if s["low"] > fair or s["high"] < fair)


def measures(report: dict) -> dict:
    """The figures the goals are judged by (and those shown beside them)."""
    played = report["games"]
    out = {"median": report["rounds"]["median_all"], "games": played,
           "loops": loops(report), "loop_share": loops(report) / played if played else 0.0,
           "unfinished": report["unfinished"],
           "lead_changes": report["lead_changes"], "seats_off": seats_off(report),
           "drama": drama(report)}
    return out


def misses(goals: Goals, report: dict) -> dict:
    """By how much each goal is missed (0: met). Units: 2 rounds of median, 5 % of the
    games looping, half a lead change a game, one seat outside its interval."""
    m = measures(report)
    out = {}
    if goals.median is not None:
        lo, hi = goals.median
        out["median"] = max(0.0, lo - m["median"], m["median"] - hi) / 2
    if goals.no_loops:
        out["loops"] = m["loop_share"] / 0.05
    if goals.lead_changes is not None:
        out["lead_changes"] = max(0.0, goals.lead_changes - m["lead_changes"]) * 2
    if goals.fair_seats:
        out["fair_seats"] = float(m["seats_off"])
    return out


def score(goals: Goals, report: dict) -> float:
    """How far a board is from the goals (0: all met; lower is better)."""
    if not report["games"] or not report.get("sun_reachable", True):
        return float("inf")
    return sum(misses(goals, report).values())


def met(goals: Goals, report: dict) -> bool:
    return score(goals, report) == 0.0


def median_interval(rounds: list[int], z: float = 1.96) -> tuple[float, float]:
    """A distribution-free 95 % interval of the median (order statistics, the normal
    approximation of the binomial ranks)."""
    n = len(rounds)
    if not n:
        return (0.0, 0.0)
    values = sorted(rounds)
    half = z * (n ** 0.5) / 2
    lo = max(0, int(n / 2 - half))
    hi = min(n - 1, int(-(-(n / 2 + half) // 1)))
    return (float(values[lo]), float(values[hi]))
