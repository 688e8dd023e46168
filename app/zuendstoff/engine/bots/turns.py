"""Heuristic decisions other than cards, from public information: planet turns (R16), colour
picks (R19) and the turn given to a planet turned up (R22). The medium bot's, reused by the
hard bot's search and the hints; split from :mod:`.policy` (the card model) to keep both short.

Every function takes a :class:`.policy.Board` (or anything with its fields and ``tables``);
nothing here can see a face-down planet or another seat's unrevealed card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .heuristics import Tables, best_stop, distance

if TYPE_CHECKING:
    from .policy import Board


def flight_outcome(t: Tables, board: Board, seat: int, colours_mask: int) -> float:
    """The best distance ``seat`` reaches flying one of ``colours_mask`` (or staying)."""
    cell, chips = board.pieces[seat], board.chips[seat]
    if not colours_mask:
        return distance(t, cell, chips)
    best = 99.0
    for c in range(3):
        if colours_mask >> c & 1:
            p = t.paths[cell][c]
            if p and p[-1] == t.sun and chips >> c & 1:
                p = p[:-1]
            d = best_stop(t, p, c, chips)[0] if p else distance(t, cell, chips)
            best = min(best, d)
    return best


def rotation_score(board: Board, seat: int, won, rotations, others: float = 0.5,
                   base: Tables | None = None) -> float:
    """How good new ``rotations`` are for ``seat`` before this round's flights (lower is
    better); ``base``: ``board.tables()``, if the caller has it."""
    t = board.tables(rotations=rotations, base=board.tables() if base is None else base)
    mine = flight_outcome(t, board, seat, won[seat])
    opp = [flight_outcome(t, board, o, won[o]) for o in range(len(won)) if o != seat]
    return mine - others * (min(opp) if opp else 0.0)


def rotation_scores(board: Board, seat: int, legal, won, index,
                    others: float = 0.5) -> list[float]:
    """:func:`rotation_score` of each legal ``Rotate`` decision, in their order."""
    out = []
    base = board.tables()
    for d in legal:
        rot = list(board.rotations)
        i = index[d.target]
        rot[i] = (rot[i] + d.quarters) & 3
        out.append(rotation_score(board, seat, won, tuple(rot), others, base))
    return out


def choose_rotation(board: Board, seat: int, legal, won, index, others: float = 0.5,
                    choose=None, margin: float = 0.0, at_least: int = 1):
    """R16: the rotation whose board is best for ``seat`` (legal ``Rotate`` decisions).
    Among rotations of equal worth the first, or ``choose(equally good ones)``; with a
    ``margin``, ``choose`` among those within it of the best, and at least the best
    ``at_least`` (where there are that many)."""
    scores = rotation_scores(board, seat, legal, won, index, others)
    if margin > 0 or at_least > 1:
        ranked = sorted(zip(scores, range(len(legal))))
        floor = ranked[0][0] + margin + 1e-9
        picks = [legal[j] for k, (sc, j) in enumerate(ranked) if sc <= floor or k < at_least]
        return picks[0] if choose is None else choose(picks)
    best, picks = None, [legal[0]]
    for d, sc in zip(legal, scores):
        if best is None or sc < best - 1e-9:
            best, picks = sc, [d]
        elif sc <= best + 1e-9:
            picks.append(d)
    return picks[0] if choose is None else choose(picks)


def pick_colour_value(t: Tables, path, colour: int, chips: int) -> float:
    return best_stop(t, path, colour, chips)[0] if path else 99.0


def flip_values(board: Board, seat: int, cell: int, unseen) -> list[float]:
    """R22: expected distance after turning up the planet on ``cell`` at each rotation.

    The face is unknown: it is averaged over the planets nobody has seen face up.
    """
    t = board.tables()
    chips = board.chips[seat]
    layout, discs = board.layout, board.discs
    neighbours = layout.neighbours
    planets = discs.planets
    sun = layout.sun
    out = []
    for r in range(4):
        total = 0.0
        for number in unseen:
            planet = planets[number - 1]
            entry = [False, False, False]
            stops: set[int] = set()
            for c in range(3):
                d = (planet.rockets[c].side + r) & 3
                nxt = neighbours[cell][d]
                if nxt < 0 or nxt == cell:
                    continue
                if nxt == sun:
                    printed = (d + 2 - board.sun_rotation) & 3
                    if discs.sun.masks[printed] >> c & 1 and not chips >> c & 1:
                        entry[c] = True
                    continue
                stops.add(nxt)
                if not board.face_up[nxt]:
                    continue
                for j in t.paths[nxt][c]:  # the rest of the flight on the known board
                    if j == cell:
                        break
                    if j == sun:
                        if not chips >> c & 1:
                            entry[c] = True
                        break
                    stops.add(j)
            dist = [1.0 if entry[c] else
                    (1.0 + min([t.dist[c][j] for j in stops]) if stops else 99.0)
                    for c in range(3)]
            total += _dist_from(dist, t, chips)
        out.append(total / max(1, len(unseen)))
    return out


def _dist_from(dist, t: Tables, chips: int) -> float:
    if chips & (chips - 1):
        return 0.0
    if chips:
        return min(dist[c] for c in range(3) if not chips >> c & 1)
    e = t.earth
    d0, d1, d2 = t.dist[0][e], t.dist[1][e], t.dist[2][e]
    return min(dist[0] + min(d1, d2), dist[1] + min(d0, d2), dist[2] + min(d0, d1))


__all__ = ["choose_rotation", "flight_outcome", "flip_values", "pick_colour_value",
           "rotation_score", "rotation_scores"]
