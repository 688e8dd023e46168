"""Position heuristics shared by the easy, medium and hard bots.

Everything here works on public information only (what a
:class:`~zuendstoff.engine.view.SeatView` holds): face-up planets, rotations,
the sun's rotation, pieces, chips and the hands every seat still holds (R26).

The central measure is a seat's *distance*: roughly how many more flights it
needs to win (R25), assuming it wins the flights it wants. A board's
:class:`Tables` hold, for every disc and colour, the fewest flights from that
disc to enter the sun in that colour (R21–R23). Face-down planets count as a
fixed expected distance (:data:`FACE_DOWN`), since nobody knows their faces.
"""

from __future__ import annotations

from operator import mul

from ..constants import BLACK, CARD_COLOUR, CARD_VALUE, PLANET_CARD, SUN_CARD
from ..flight import walk
from ..tables import PAIR_COUNTS, tables_for

#: expected flights from a face-down planet to the sun in a given colour (tuned by play)
FACE_DOWN = 2.4
#: a distance that stands for "not reachable soon"
FAR = 7.0
_CACHE_LIMIT = 50_000


class Tables:
    """Per board: flight paths from every face-up disc and distances to the sun."""

    __slots__ = ("paths", "dist", "sun", "earth", "stops", "key", "entry", "_through")

    def __init__(self, paths, dist, sun, earth, stops, key=None, entry=None):
        self.paths = paths  # paths[i][c]: tuple of cells (stop_mask 0, no chip limits)
        self.dist = dist  # dist[c][i]: flights from disc i to enter the sun in colour c
        self.sun = sun
        self.earth = earth
        self.stops = stops  # stops[i]: discs (not the sun) a flight from i may end on
        self.key = key  # the cache key of the board (see :func:`tables`)
        self.entry = entry  # entry[c][i]: a flight from disc i enters the sun in colour c
        self._through = None

    def through(self) -> dict[int, list[tuple[int, int]]]:
        """For every disc, the flights ``(disc, colour)`` that pass or end on it (worked out
        once)."""
        if self._through is None:
            out: dict[int, list[tuple[int, int]]] = {}
            for i, ps in enumerate(self.paths):
                for c, p in enumerate(ps):
                    for j in p:
                        out.setdefault(j, []).append((i, c))
            self._through = out
        return self._through


_cache: dict[tuple, Tables] = {}


def tables(layout, discs, faces, rotations, face_up, sun_rotation, base=None) -> Tables:
    """The :class:`Tables` of a board (cached; ``faces`` of face-down discs are ignored).

    ``base``: the tables of a board that differs at most in some discs' rotations (the
    board before a planet turn being weighed). Only the flights that start on or pass a
    turned disc are walked again, and the distances are worked out again only if a disc's
    stops or entries changed; any other ``base`` is ignored. The result is the same either
    way."""
    # faces of face-down discs do not count (f * False is 0); map runs in C
    rotations = tuple(rotations)
    key = (id(layout), id(discs), tuple(map(mul, faces, face_up)), rotations, sun_rotation)
    t = _cache.get(key)
    if t is not None:
        return t
    if len(_cache) > _CACHE_LIMIT:
        _cache.clear()
    if base is not None and base.key is not None and base.key[:3] == key[:3] \
            and base.key[4] == sun_rotation:
        t = _turned(layout, discs, faces, rotations, face_up, sun_rotation, key, base)
    else:
        t = _build(layout, discs, faces, rotations, face_up, sun_rotation, key)
    _cache[key] = t
    return t


def forget() -> None:
    """Let go of every board's tables kept (a caller done with its games, such as a playtest
    run, so that they need not be kept, nor looked through by Python's garbage collector;
    they are worked out again when asked)."""
    _cache.clear()


def _stops_and_entry(ps, sun) -> tuple[tuple, tuple[bool, bool, bool]]:
    """The discs (not the sun) the three flights ``ps`` from a disc may stop on, sorted, and
    per colour whether its flight enters the sun (the sun can only be a path's last disc)."""
    p0, p1, p2 = ps
    st = {*p0, *p1, *p2}
    if sun in st:
        st.discard(sun)
        return tuple(sorted(st)), (bool(p0) and p0[-1] == sun, bool(p1) and p1[-1] == sun,
                                   bool(p2) and p2[-1] == sun)
    return tuple(sorted(st)), (False, False, False)


def _preds(n: int, stops) -> list[list[int]]:
    preds: list[list[int]] = [[] for _ in range(n)]
    for i, st in enumerate(stops):
        for j in st:
            preds[j].append(i)
    return preds


def _build(layout, discs, faces, rotations, face_up, sun_rotation, key) -> Tables:
    sun = layout.sun
    n = len(layout.cells)
    rules = tables_for(discs, layout)  # the flight walk's tables, looked up once
    paths: list[tuple] = []
    stops: list[tuple] = []
    entry = [[False] * n for _ in range(3)]
    for i in range(n):
        if i == sun or not face_up[i]:
            paths.append(((), (), ()))
            stops.append(())
            continue
        ps = (walk(rules, faces, rotations, face_up, sun_rotation, 0, i, 0, 0),
              walk(rules, faces, rotations, face_up, sun_rotation, 0, i, 1, 0),
              walk(rules, faces, rotations, face_up, sun_rotation, 0, i, 2, 0))
        paths.append(ps)
        st, (entry[0][i], entry[1][i], entry[2][i]) = _stops_and_entry(ps, sun)
        stops.append(st)
    preds = _preds(n, stops)
    near = _to_face_down(n, sun, face_up, preds)
    dist = [_distances(entry[c], preds, near) for c in range(3)]
    return Tables(paths, dist, sun, layout.earth, stops, key, entry)


def _turned(layout, discs, faces, rotations, face_up, sun_rotation, key, base) -> Tables:
    """:func:`_build` for a board that differs from ``base``'s only in some rotations."""
    sun = layout.sun
    n = len(layout.cells)
    rules = tables_for(discs, layout)
    old = base.key[3]
    through = base.through()
    again: dict[int, int] = {}  # disc -> bit c set: its flight in colour c is walked again
    for j in range(n):
        if old[j] != rotations[j]:
            again[j] = 7  # every flight from a turned disc, and those that pass one
            for i, c in through.get(j, ()):
                again[i] = again.get(i, 0) | 1 << c
    paths, stops = list(base.paths), list(base.stops)
    entry = base.entry  # copied when an entry changes
    new_stops = entry_changed = False
    for i, colours in again.items():
        if i == sun or not face_up[i]:
            continue
        was = paths[i]
        ps = (walk(rules, faces, rotations, face_up, sun_rotation, 0, i, 0, 0)
              if colours & 1 else was[0],
              walk(rules, faces, rotations, face_up, sun_rotation, 0, i, 1, 0)
              if colours & 2 else was[1],
              walk(rules, faces, rotations, face_up, sun_rotation, 0, i, 2, 0)
              if colours & 4 else was[2])
        if ps == was:
            continue
        paths[i] = ps
        st, e = _stops_and_entry(ps, sun)
        if st != stops[i]:
            stops[i] = st
            new_stops = True
        for c in range(3):
            if entry[c][i] != e[c]:
                if entry is base.entry:
                    entry = [list(x) for x in entry]
                entry[c][i] = e[c]
                entry_changed = True
    if not new_stops and not entry_changed:  # the distances follow from these alone
        return Tables(paths, base.dist, sun, layout.earth, stops, key, entry)
    preds = _preds(n, stops)  # (not kept: building them anew costs less than keeping them)
    near = _to_face_down(n, sun, face_up, preds)
    dist = [_distances(entry[c], preds, near) for c in range(3)]
    return Tables(paths, dist, sun, layout.earth, stops, key, entry)


def _to_face_down(n: int, sun: int, face_up, preds) -> list[float]:
    """Per disc, :data:`FACE_DOWN` on a face-down planet, plus one for every flight to the
    nearest one, or :data:`FAR` where that is not less (the same for every colour)."""
    d = [FAR] * n
    front = [i for i in range(n) if not face_up[i] and i != sun]
    for i in front:
        d[i] = FACE_DOWN
    return _outward(d, front, preds)


def _distances(entry, preds, to_face_down) -> list[float]:
    """Flights from every disc to enter the sun (one colour): 1 where a flight enters it,
    :data:`FACE_DOWN` on a face-down planet, else one more than the best disc a flight may
    stop on, and :data:`FAR` where that is not less. Worked outward (breadth first) from
    the discs that enter, over the distances to the face-down planets (``to_face_down``,
    :func:`_to_face_down`): the smaller of the two is every disc's value, the sum, 1.0 added
    per flight, that repeated relaxation over all discs reaches. (Where a disc's way to a
    face-down planet is shorter, so is its predecessors' way: a walk stopped there loses
    nothing.)"""
    d = list(to_face_down)
    front = [i for i, e in enumerate(entry) if e]  # (only face-up discs enter)
    for i in front:
        d[i] = 1.0
    return _outward(d, front, preds)


def _outward(d: list[float], front, preds) -> list[float]:
    """Breadth first from the discs ``front``: every disc whose flight may stop on one at
    ``v`` gets ``v + 1`` where that is less than it has, and so on outward."""
    while front:
        nxt = []
        for j in front:
            v = d[j] + 1.0
            for i in preds[j]:
                if v < d[i]:
                    d[i] = v
                    nxt.append(i)
        front = nxt
    return d


def view_tables(view, rotations=None, sun_rotation=None) -> Tables:
    return tables(view.layout, view.discs, view.faces,
                  view.rotations if rotations is None else rotations, view.face_up,
                  view.sun_rotation if sun_rotation is None else sun_rotation)


def distance(t: Tables, cell: int, chip_mask: int) -> float:
    """Flights a seat on ``cell`` holding ``chip_mask`` still needs to win (0 = won)."""
    if chip_mask & (chip_mask - 1):
        return 0.0
    dist0, dist1, dist2 = t.dist
    if chip_mask:  # one chip: the nearer of the two other colours
        if chip_mask == 1:
            return min(dist1[cell], dist2[cell])
        if chip_mask == 2:
            return min(dist0[cell], dist2[cell])
        return min(dist0[cell], dist1[cell])
    earth = t.earth
    d0, d1, d2 = dist0[earth], dist1[earth], dist2[earth]
    return min(dist0[cell] + min(d1, d2), dist1[cell] + min(d0, d2),
               dist2[cell] + min(d0, d1))


def stop_distance(t: Tables, cell: int, colour: int, chip_mask: int) -> float:
    """Distance after a flight in ``colour`` that stops on ``cell`` (the sun: a chip)."""
    if cell == t.sun:
        mask = chip_mask | (1 << colour)
        if mask & (mask - 1):
            return 0.0
        return distance(t, t.earth, mask)
    return distance(t, cell, chip_mask)


def best_stop(t: Tables, path, colour: int, chip_mask: int) -> tuple[float, int]:
    """(distance, cell) of the best place to stop on ``path``; ties go to the earlier disc."""
    best = 99.0
    cell = -1
    sun = t.sun
    for j in path:
        # stop_distance(t, j, colour, chip_mask), the common case inline
        d = stop_distance(t, j, colour, chip_mask) if j == sun else distance(t, j, chip_mask)
        if d < best:
            best, cell = d, j
    return best, cell


def seat_path(t: Tables, cell: int, colour: int, chip_mask: int) -> tuple:
    """The path a seat on ``cell`` would fly now (no stop discs), honouring R23 for chips."""
    p = t.paths[cell][colour]
    if p and p[-1] == t.sun and chip_mask >> colour & 1:
        return p[:-1]
    return p


def flight_gains(t: Tables, cell: int, chip_mask: int, paths=None) -> tuple[float, list[float]]:
    """(distance now, distance after the best flight in each colour) for one seat."""
    now = distance(t, cell, chip_mask)
    after = []
    for c in range(3):
        p = seat_path(t, cell, c, chip_mask) if paths is None else paths[c]
        if not p:
            after.append(now)  # R21: cannot move, stays
        else:
            after.append(best_stop(t, p, c, chip_mask)[0])
    return now, after


# ---------------------------------------------------------------- card counting (R17, R26)

def count_of(pair: tuple[int, int], colour: int) -> int:
    """R17/R18: a seat's count for ``colour`` with its two cards (card indices), from the
    engine's table of every pair's counts."""
    return PAIR_COUNTS[pair[0] * 10 + pair[1]][colour]


def pairs(hand, first: int = -1) -> list[tuple[int, int]]:
    """Every distinct (first, second) card pair a hand allows (first fixed if given)."""
    out = []
    if first >= 0:
        for b, n in enumerate(hand):
            if n and (b != first or n >= 1):
                out.append((first, b))
        return out
    for a, na in enumerate(hand):
        if not na:
            continue
        for b in range(a, len(hand)):
            nb = hand[b]
            if nb and (b != a or na >= 2):
                out.append((a, b))
    return out


def best_counts(hand, first: int = -1) -> list[list[int]]:
    """counts[c]: the sorted distinct counts for colour ``c`` the seat can reach this round."""
    out = [set(), set(), set()]
    for a, b in pairs(hand, first):
        for c in range(3):
            out[c].add(count_of((a, b), c))
    return [sorted(s) for s in out]


#: a small cost for spending strong cards, so weak cards are used when they suffice
CARD_COST = (0.06, 0.03, 0.06, 0.10, 0.06, 0.10, 0.06, 0.10, 0.05, 0.16)


def order_pair(a: int, b: int) -> tuple[int, int]:
    """Which card of a chosen pair to show first: black or rotation cards hide the plan."""
    def rank(k: int) -> tuple[int, int]:
        col = CARD_COLOUR[k]
        if col == BLACK:
            return (0, -CARD_VALUE[k])
        if k == PLANET_CARD or k == SUN_CARD:
            return (1, 0)
        return (2, -CARD_VALUE[k])
    return (a, b) if rank(a) <= rank(b) else (b, a)
