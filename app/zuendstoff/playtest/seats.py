"""Seat warnings that do not flip with the seed (issue 43): each seat's share tested against
the fair share, corrected for testing every seat at once (Holm), with sample-size guidance.

A playtest tests 2–5 seats. Testing each at 95 % on its own warns about *some* seat by chance
in up to a fifth of the runs (the old rule: a seed said "seat 1 favoured", the next "seat 4
behind"). Here:

* each seat's points (a game's point split between its winners; a stopped game split between
  all seats) are compared with the fair share 1 / players by a z test with the points' own
  variance (shared wins make it smaller than a plain win/lose count's, so the test is
  sharper than a Wilson interval of the same games);
* the seats' p-values are corrected with **Holm's step-down method** (family-wise error 5 %:
  the chance that a run warns about *any* seat that is really fair is at most 5 %), and only
  a seat whose corrected p-value is below 5 % earns a warning;
* :func:`games_needed` says how many games it takes to see a seat that is 5 points off its
  fair share (80 % of the time, at the corrected level); when a playtest has fewer, the
  report says which difference its games can see, and offers to play that many.

Pure Python (no Qt), used by :mod:`.figures`; ``benchmarks/seat_warnings.py`` measures the
rates against a 10,000-game reference.
"""

from __future__ import annotations

import math
from statistics import NormalDist
from typing import Iterable, Sequence

#: the family-wise error rate of the seat warnings (all seats together)
ALPHA = 0.05
#: the seat difference the sample-size guidance is for (5 points)
DIFFERENCE = 0.05
#: the power the sample-size guidance is for
POWER = 0.8
#: below this many games no seat is tested (too few to say anything)
MIN_GAMES = 20
METHOD = "holm"

_N = NormalDist()


def game_points(results: Iterable[tuple], players: int) -> list[list[float]]:
    """Each balance game's points per seat, from the playtest's results ``(kind, g, rounds,
    stopped, winners, ...)`` in their order."""
    out = []
    for r in results:
        stopped, winners = r[3], r[4]
        if stopped or not winners:
            out.append([1.0 / players] * players)
            continue
        pts = [0.0] * players
        for w in winners:
            pts[w] += 1.0 / len(winners)
        out.append(pts)
    return out


def holm(p_values: Sequence[float]) -> list[float]:
    """Holm's adjusted p-values (step-down; each is compared with the family-wise level)."""
    m = len(p_values)
    order = sorted(range(m), key=lambda i: p_values[i])
    adjusted = [0.0] * m
    running = 0.0
    for k, i in enumerate(order):
        running = max(running, min(1.0, (m - k) * p_values[i]))
        adjusted[i] = running
    return adjusted


def _variance(values: Sequence[float], fair: float) -> float:
    n = len(values)
    if n < 2:
        return fair * (1 - fair)
    mean = sum(values) / n
    v = sum((x - mean) ** 2 for x in values) / (n - 1)
    # a seat that always scored the same (never won, say) has no spread to go by: use the
    # spread a fair seat winning alone would have
    return v if v > 0 else fair * (1 - fair)


def games_needed(variance: float, seats: int, difference: float = DIFFERENCE,
                 alpha: float = ALPHA, power: float = POWER) -> int:
    """Games needed to see a seat ``difference`` off the fair share with ``power``, at the
    strictest Holm level (``alpha / seats``, two-sided) and the points' ``variance``."""
    z = _N.inv_cdf(1 - alpha / (2 * seats)) + _N.inv_cdf(power)
    return math.ceil(z * z * variance / (difference * difference))


def visible_difference(variance: float, seats: int, games: int, alpha: float = ALPHA,
                       power: float = POWER) -> float:
    """The smallest seat difference ``games`` games see with ``power`` (same test)."""
    if games <= 0:
        return 1.0
    z = _N.inv_cdf(1 - alpha / (2 * seats)) + _N.inv_cdf(power)
    return z * math.sqrt(variance / games)


def seat_tests(points: Sequence[Sequence[float]], alpha: float = ALPHA) -> dict:
    """Each seat tested against the fair share, Holm-corrected, with the sample-size
    guidance; ``points``: the games' points per seat (:func:`game_points`)."""
    games = len(points)
    players = len(points[0]) if points else 0
    fair = 1.0 / players if players else 0.0
    seats = []
    variances = []
    for s in range(players):
        values = [p[s] for p in points]
        share = sum(values) / games
        v = _variance(values, fair)
        variances.append(v)
        se = math.sqrt(v / games)
        z = (share - fair) / se
        seats.append({"seat": s + 1, "share": share, "se": se, "z": z,
                      "p": 2 * (1 - _N.cdf(abs(z)))})
    for seat, q in zip(seats, holm([s["p"] for s in seats])):
        seat["p_holm"] = q
    variance = sum(variances) / players if players else 0.25 * 0.75
    tested = games >= MIN_GAMES
    warnings = []
    if tested:
        for seat in seats:
            if seat["p_holm"] < alpha:
                warnings.append({"seat": seat["seat"], "share": seat["share"],
                                 "p": seat["p_holm"],
                                 "direction": "favoured" if seat["z"] > 0 else "behind"})
    need = games_needed(variance, max(players, 1))
    # a verdict resting on too few games: no seat is separated yet, but one would be by a
    # test of that seat alone, or there are fewer games than it takes to see 5 points
    unsure = [s["seat"] for s in seats if s["p"] < alpha and s["p_holm"] >= alpha]
    return {
        "method": METHOD,
        "alpha": alpha,
        "games": games,
        "tested": tested,
        "seats": seats,
        "warnings": warnings,
        "difference": DIFFERENCE,
        "power": POWER,
        "games_needed": need,
        "visible_difference": visible_difference(variance, max(players, 1), games),
        "unsure_seats": unsure if tested else [],
        "more_games": need if games < need else None,
    }
