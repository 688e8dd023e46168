"""Heuristic decisions from public information: the medium bot's brain, reused by easy and hard.

Card choice (R13, R17, R18): every pair of cards the seat can still play is
scored by what winning its colours is worth (how much nearer the sun the best
flight takes the piece, :mod:`.heuristics`), times the chance of winning them.
That chance comes from card counting (R26): each other seat's hand is public,
so its reachable counts per colour are known; which of them it plays is
modelled by how much each colour would help *that* seat. Winning a colour an
opponent needs also blocks that opponent's flight, which earns a bonus.

All functions take plain values derived from a :class:`SeatView`; nothing here
can see a face-down planet or another seat's unrevealed card.
"""

from __future__ import annotations

import math
from operator import mul

from ..constants import PLANET_CARD, SUN_CARD
from ..tables import PAIR_COUNTS
from ..view import colour_mask
from . import heuristics
from .heuristics import (
    CARD_COST,
    Tables,
    flight_gains,
    pairs,
    stop_distance,
    tables,
)

#: how sharply a modelled seat prefers its better card pairs (softmax inverse temperature)
BETA = 4.0
#: card pairs scoring within this much of the best (in flights gained) are "of near-equal
#: worth": the medium and easy levels choose among them at random (seeded), so two seats
#: of one level in the same position do not mirror each other (issue 36)
NEAR = 0.03


class Board:
    """The public board as plain lists (from a view, or a determinised state)."""

    __slots__ = ("layout", "discs", "faces", "rotations", "face_up", "sun_rotation",
                 "pieces", "chips", "hands")

    def __init__(self, layout, discs, faces, rotations, face_up, sun_rotation, pieces, chips,
                 hands):
        self.layout, self.discs = layout, discs
        self.faces, self.rotations, self.face_up = faces, rotations, face_up
        self.sun_rotation, self.pieces, self.chips, self.hands = sun_rotation, pieces, chips, hands

    @classmethod
    def of(cls, view) -> "Board":
        return cls(view.layout, view.discs, view.faces, view.rotations, view.face_up,
                   view.sun_rotation, view.pieces,
                   tuple(colour_mask(c) for c in view.chips), view.hands)

    def with_hands(self, hands) -> "Board":
        """The same board with other hands (counts per card, per seat)."""
        return Board(self.layout, self.discs, self.faces, self.rotations, self.face_up,
                     self.sun_rotation, self.pieces, self.chips, hands)

    def tables(self, rotations=None, sun_rotation=None, base=None) -> Tables:
        """The board's tables, with other ``rotations`` or ``sun_rotation`` if given
        (``base``: tables of the same board before planet turns, see :func:`.heuristics.tables`)."""
        return tables(self.layout, self.discs, self.faces,
                      self.rotations if rotations is None else rotations, self.face_up,
                      (self.sun_rotation if sun_rotation is None else sun_rotation) & 3, base)


# ------------------------------------------------------------------------- cards

class CardModel:
    """Card-choice scores for every seat at one card decision (first or second card)."""

    def __init__(self, board: Board, firsts, block: float = 0.6, opponents: bool = True):
        self.board = board
        n = len(board.pieces)
        self.n = n
        self.firsts = firsts  # revealed first cards (-1 while first cards are chosen)
        self.second = firsts[0] >= 0 if n else False
        base_sun = board.sun_rotation
        if self.second:
            base_sun += sum(1 for f in firsts if f == SUN_CARD)
        self.base_sun = base_sun & 3
        self.t0 = board.tables(sun_rotation=self.base_sun)
        self._t_sun: Tables | None = None  # the sun turned once more (:attr:`t_sun`)
        self.now = []
        self.gain = []
        seen: dict[tuple[int, int], tuple] = {}  # seats on one disc with the same chips
        for s in range(n):
            where = (board.pieces[s], board.chips[s])
            got = seen.get(where)
            if got is None:
                got = seen[where] = flight_gains(self.t0, board.pieces[s], board.chips[s])
            now, after = got
            self.now.append(now)
            self.gain.append([now - a for a in after])
        self.block = block / max(1, n - 1)
        self.opponents = opponents
        self._dist: dict[int, list[list[tuple[int, float]]]] = {}
        #: what a seat's expected play follows from: two seats alike are modelled alike;
        #: _alike[s] is the first seat in the same state as seat s (the memos' key for it)
        self._state = [(board.pieces[s], board.chips[s], tuple(board.hands[s]),
                        firsts[s] if self.second else -1) for s in range(n)]
        first_alike: dict[tuple, int] = {}
        self._alike = [first_alike.setdefault(st, s) for s, st in enumerate(self._state)]
        # memos: the same seat, colour and count (or card variant) recur in many pairs
        self._gains: dict[tuple[int, int, int, int], list[float]] = {}
        self._chance: dict[tuple[int, int, int], float] = {}
        self._blocks: dict[tuple[int, int, int], float] = {}
        self._le: dict[tuple[int, int], list[float]] = {}
        self._ranked: dict[tuple, list[tuple[float, tuple[int, int]]]] = {}
        self._outlook: dict[tuple[int, int, int], tuple[float, float]] = {}
        #: what spending a card costs a seat, by the cards it has left
        self._cost_weight = [0.5 + sum(board.hands[s]) / 11.0 for s in range(n)]

    @property
    def t_sun(self) -> Tables:
        """The tables with the sun turned a quarter more (a sun card; worked out when first
        asked: only pairs with a sun card need them)."""
        if self._t_sun is None:
            self._t_sun = self.board.tables(sun_rotation=self.base_sun + 1)
        return self._t_sun

    # the pairs a seat may still play: at the second card the first is fixed
    def options(self, seat: int) -> list[tuple[int, int]]:
        f = self.firsts[seat]
        return pairs(self.board.hands[seat], f if self.second else -1)

    def _variant_gains(self, seat: int, suns: int, planets: int) -> list[float]:
        """Gains per colour when ``seat`` adds ``suns`` sun cards and uses ``planets``."""
        if suns == 0 and planets == 0:
            return self.gain[seat]
        # the same for every seat on the same disc with the same chips
        key = (self.board.pieces[seat], self.board.chips[seat], suns, planets)
        gains = self._gains.get(key)
        if gains is None:
            gains = self._gains[key] = self._variant_gains_of(seat, suns, planets)
        return gains

    def _variant_gains_of(self, seat: int, suns: int, planets: int) -> list[float]:
        b = self.board
        cell, mask = b.pieces[seat], b.chips[seat]
        t = self.t_sun if suns else self.t0
        now = self.now[seat]
        base = [now - a for a in flight_gains(t, cell, mask)[1]]
        if planets:
            rot = list(b.rotations)
            rot[cell] = (rot[cell] + 1) & 3
            tp = b.tables(rotations=tuple(rot), sun_rotation=self.base_sun + suns, base=t)
            alt = [now - a for a in flight_gains(tp, cell, mask)[1]]
            base = [max(x, y) for x, y in zip(base, alt)]
        return base

    def naive_score(self, seat: int, pair: tuple[int, int]) -> float:
        """A seat's own view of a pair, ignoring the others (the level-0 model)."""
        g = self.gain[seat]
        best = 0.0
        counts = PAIR_COUNTS[pair[0] * 10 + pair[1]]  # count_of(pair, c) for every colour
        for c in range(3):
            k = counts[c]
            if k:
                best = max(best, g[c] * (0.7 + 0.06 * k))
        a, b = pair
        cost = CARD_COST[a] + CARD_COST[b]
        if a in (SUN_CARD, PLANET_CARD) or b in (SUN_CARD, PLANET_CARD):
            best += 0.05
        return best - cost

    def distribution(self, seat: int) -> list[list[tuple[int, float]]]:
        """Per colour, [(count, probability)] of what ``seat`` is expected to reach."""
        state = self._alike[seat]  # the same for seats alike (disc, chips, hand, first card)
        d = self._dist.get(state)
        if d is not None:
            return d
        opts = self.options(seat)
        scores = [self.naive_score(seat, p) for p in opts]
        probs = softmax(scores, BETA)
        counts = [PAIR_COUNTS[a * 10 + b] for a, b in opts]  # count_of(pair, c), every c
        d = []
        for c in range(3):
            acc: dict[int, float] = {}
            for ks, pr in zip(counts, probs):
                k = ks[c]
                acc[k] = acc.get(k, 0.0) + pr
            d.append(sorted(acc.items()))
        self._dist[state] = d
        return d

    def score(self, seat: int, pair: tuple[int, int]) -> float:
        """Expected worth of ``pair`` for ``seat`` (in flights gained)."""
        a, b = pair
        suns = (a == SUN_CARD) + (b == SUN_CARD)
        planets = (a == PLANET_CARD) + (b == PLANET_CARD)
        if self.second:
            suns -= self.firsts[seat] == SUN_CARD  # already counted in base_sun
        gains = self._variant_gains(seat, suns, planets)
        cols = []
        counts = PAIR_COUNTS[a * 10 + b]  # count_of(pair, c) for every colour
        outlook = self._outlook
        for c in range(3):
            k = counts[c]
            if k:
                key = (seat, c, k)
                cols.append((c, outlook.get(key) or self._outlook_of(key)))
        value = 0.0
        if len(cols) == 1:
            c, (p, block) = cols[0]
            value = p * gains[c] + block
        elif len(cols) == 2:
            (c1, (p1, block1)), (c2, (p2, block2)) = cols
            g1, g2 = gains[c1], gains[c2]
            value = (p1 * p2 * max(g1, g2) + p1 * (1 - p2) * g1 + (1 - p1) * p2 * g2
                     + block1 + block2)
        elif suns or planets:
            # rotations only: worth what they do for the colour this seat still hopes for
            value = 0.15 * max(0.0, max(gains) - max(self.gain[seat]))
        cost = (CARD_COST[a] + CARD_COST[b]) * self._cost_weight[seat]
        return value - cost

    def _outlook_of(self, key: tuple[int, int, int]) -> tuple[float, float]:
        """(:meth:`win_chance`, :meth:`_blocking`) for ``key`` = (seat, colour, count), kept."""
        out = self._outlook[key] = (self.win_chance(*key), self._blocking(*key))
        return out

    def win_chance(self, seat: int, colour: int, k: int) -> float:
        if not self.opponents:
            return 1.0
        key = (seat, colour, k)
        p = self._chance.get(key)
        if p is None:
            p = self._chance[key] = self._win_chance(seat, colour, k)
        return p

    def _win_chance(self, seat: int, colour: int, k: int) -> float:
        p = 1.0
        for o in range(self.n):
            if o == seat:
                continue
            le = self._at_most(o, colour)
            p *= le[k] if k < len(le) else le[-1]
        return p

    def _at_most(self, seat: int, colour: int) -> list[float]:
        """``le[k]``: the chance that ``seat`` reaches at most ``k`` in ``colour`` (its
        distribution's probabilities summed in order, as far as ``k``; the last entry holds
        for every larger ``k``)."""
        key = (self._alike[seat], colour)
        le = self._le.get(key)
        if le is None:
            le = self._le[key] = []
            total = 0.0
            for cnt, pr in self.distribution(seat)[colour]:
                while len(le) < cnt:
                    le.append(total)
                total += pr
            le.append(total)
        return le

    def _blocking(self, seat: int, colour: int, k: int) -> float:
        if not self.opponents or self.block <= 0:
            return 0.0
        key = (seat, colour, k)
        value = self._blocks.get(key)
        if value is None:
            value = self._blocks[key] = self._blocking_of(seat, colour, k)
        return value

    def _blocking_of(self, seat: int, colour: int, k: int) -> float:
        total = 0.0
        for o in range(self.n):
            if o == seat:
                continue
            g = self.gain[o][colour]
            if g <= 0:
                continue
            below = 0.0
            for cnt, pr in self.distribution(o)[colour]:
                if 0 < cnt < k:
                    below += pr
            total += below * g
        return self.block * total

    def ranked(self, seat: int) -> list[tuple[float, tuple[int, int]]]:
        """The seat's pairs, best first, with their scores (a new list each call)."""
        # a seat's scores follow from its state and the others' in seat order: seats alike
        # (the same disc, chips, hand, first card; the same others) rank alike
        alike = self._alike
        key = (alike[seat], tuple(alike[:seat]), tuple(alike[seat + 1:]))
        out = self._ranked.get(key)
        if out is None:
            out = [(self.score(seat, p), p) for p in self.options(seat)]
            out.sort(key=lambda sp: (-sp[0], sp[1]))
            self._ranked[key] = out
        return list(out)

    def near_best(self, seat: int, margin: float = NEAR) -> list[tuple[int, int]]:
        """The seat's pairs of near-equal worth to its best (:func:`near_best`)."""
        return near_best(self.ranked(seat), margin)


#: card models shared between the seats of one level: every seat lays its card from the same
#: public board (R26: hands are public, first cards are shown to all), so the model is the
#: same for all of them; a few are kept (they hold their boards, so the ids in a key stay
#: those of live objects)
_MODELS: dict[tuple, CardModel] = {}
_MODELS_KEPT = 16


def card_model(board: Board, firsts, block: float = 0.6, opponents: bool = True) -> CardModel:
    """``CardModel(board, firsts, block, opponents)``, shared with any other seat that asks
    about the same public board (the model is a pure function of it; faces of face-down
    planets are left out of the key, as in :func:`.heuristics.tables`)."""
    key = (id(board.layout), id(board.discs), tuple(map(mul, board.faces, board.face_up)),
           tuple(board.rotations), tuple(board.face_up), board.sun_rotation,
           tuple(board.pieces), tuple(board.chips), tuple(map(tuple, board.hands)),
           tuple(firsts), block, opponents)
    model = _MODELS.get(key)
    if model is None:
        if len(_MODELS) >= _MODELS_KEPT:
            _MODELS.clear()
        model = _MODELS[key] = CardModel(board, firsts, block=block, opponents=opponents)
    return model


def forget() -> None:
    """Let go of the card models and the boards' tables kept (:func:`.heuristics.forget`)."""
    _MODELS.clear()
    heuristics.forget()


def near_best(ranked, margin: float = NEAR) -> list[tuple[int, int]]:
    """The pairs of a ranked list (best first) scoring within ``margin`` of the best, in
    the list's order (the best first)."""
    if not ranked:
        return []
    floor = ranked[0][0] - margin - 1e-9
    return [p for s, p in ranked if s >= floor]


def softmax(scores, beta: float) -> list[float]:
    if not scores:
        return []
    m = max(scores)
    ws = [math.exp(beta * (s - m)) for s in scores]
    total = sum(ws)
    return [w / total for w in ws]


# the other decisions (planet turns, colour picks, planets turned up) are in .turns, and
# importable from here as before
from .turns import (  # noqa: E402
    choose_rotation,
    flight_outcome,
    flip_values,
    pick_colour_value,
    rotation_score,
    rotation_scores,
)

__all__ = ["NEAR", "Board", "CardModel", "card_model", "near_best", "choose_rotation",
           "rotation_scores", "flip_values", "stop_distance", "flight_outcome",
           "pick_colour_value", "rotation_score"]
