"""Lookup tables the game's hot paths read instead of walking the component objects.

Disc sets and layouts are immutable, so everything derived from one pair of them
(rocket sides and numbers by planet number, neighbours, the decision objects a
seat can be offered) is worked out once and shared by every game that uses the
pair. Decisions are interned: the engine hands out the same frozen object for
the same decision, which keeps legal-decision lists cheap to build.
"""

from __future__ import annotations

from .constants import BLACK, CARD_COLOUR, CARD_VALUE, CARDS, COLOURS, FULL_HAND, MAX_PLAYERS
from .decisions import Cell, Flip, PickColour, PlayCard, Rotate, Stop
from .discs import DiscSet
from .layout import Layout

_STOPS: dict[tuple[int, Cell], Stop] = {}
_ROTATES: dict[tuple[int, Cell, int], Rotate] = {}

#: PLAY[seat][card index]
PLAY = [tuple(PlayCard(s, c) for c in CARDS) for s in range(MAX_PLAYERS)]
#: FLIPS[seat]: the four rotations a face-down planet may be given (R22)
FLIPS = [tuple(Flip(s, r) for r in range(4)) for s in range(MAX_PLAYERS)]
#: PICK_LEGAL[seat][won colour mask]: the colours that seat may pick (R19)
PICK_LEGAL = [tuple(tuple(PickColour(s, COLOURS[c]) for c in range(3) if mask >> c & 1)
                    for mask in range(8)) for s in range(MAX_PLAYERS)]


def _weights() -> tuple[int, ...]:
    out, w = [], 1
    for n in FULL_HAND:
        out.append(w)
        w *= n + 1
    return tuple(out)


#: A hand (or a pile of put-aside cards) is also kept as one number, the count of
#: card ``i`` times ``WEIGHT[i]`` (mixed radix: no count can spill into the next), so
#: playing card ``c`` subtracts ``WEIGHT[c]`` and taking the pile back adds two numbers.
WEIGHT = _weights()
FULL_CODE = sum(n * w for n, w in zip(FULL_HAND, WEIGHT))
#: HANDS[code]: (card counts, number of cards, per seat the PlayCard decisions it allows),
#: built on first use (None until then)
HANDS: list[tuple | None] = [None] * (FULL_CODE + 1)


def hand_entry(code: int) -> tuple:
    """Build and keep ``HANDS[code]``."""
    counts = []
    rest = code
    for n in FULL_HAND:
        counts.append(rest % (n + 1))
        rest //= n + 1
    hand = tuple(counts)
    entry = HANDS[code] = (hand, sum(hand),
                           tuple(tuple([play[i] for i, k in enumerate(hand) if k])
                                 for play in PLAY))
    return entry


def hand_code(hand: tuple[int, ...]) -> int:
    return sum(n * w for n, w in zip(hand, WEIGHT))


def _pair_counts() -> tuple[tuple[int, int, int], ...]:
    """PAIR_COUNTS[first * 10 + second]: matches a seat counts per colour with those two
    cards (R17, R18: black cards add to each colour played, and count nothing alone)."""
    out = []
    for a in range(len(CARDS)):
        for b in range(len(CARDS)):
            counts = [0, 0, 0]
            black = 0
            played = 0
            for card in (a, b):
                col = CARD_COLOUR[card]
                if col is None:
                    continue
                if col == BLACK:
                    black += CARD_VALUE[card]
                else:
                    counts[col] += CARD_VALUE[card]
                    played |= 1 << col
            for col in range(3):
                if played >> col & 1:
                    counts[col] += black
            out.append(tuple(counts))
    return tuple(out)


PAIR_COUNTS = _pair_counts()


def stop_decision(seat: int, cell: Cell) -> Stop:
    d = _STOPS.get((seat, cell))
    if d is None:
        d = _STOPS[(seat, cell)] = Stop(seat, cell)
    return d


def rotate_decision(seat: int, cell: Cell, quarters: int) -> Rotate:
    d = _ROTATES.get((seat, cell, quarters))
    if d is None:
        d = _ROTATES[(seat, cell, quarters)] = Rotate(seat, cell, quarters)
    return d


class Tables:
    """Everything the rules look up for one disc set on one layout."""

    __slots__ = ("discs", "layout", "cells", "neighbours", "sun", "earth", "sides", "numbers",
                 "sun_masks", "stops", "rotates", "rotate_legal")

    def __init__(self, discs: DiscSet, layout: Layout) -> None:
        self.discs, self.layout = discs, layout
        cells = self.cells = layout.cells
        self.neighbours = layout.neighbours
        self.sun, self.earth = layout.sun, layout.earth
        planets = discs.planets
        #: sides[colour][planet number]: the printed side of that colour's rocket
        #: (index 0 is no planet; the sun never starts a flight)
        self.sides = tuple((0,) + tuple(p.rockets[c].side for p in planets) for c in range(3))
        #: numbers[colour][planet number]: the rocket's number (R20 order)
        self.numbers = tuple((0,) + tuple(p.rockets[c].number for p in planets) for c in range(3))
        self.sun_masks = discs.sun.masks
        n = len(cells)
        #: stops[seat][cell index]
        self.stops = [tuple(stop_decision(s, cells[i]) for i in range(n))
                      for s in range(MAX_PLAYERS)]
        #: rotates[seat][cell index]: turning that planet by one, two, three quarters
        self.rotates = [tuple(tuple(rotate_decision(s, cells[i], q) for q in (1, 2, 3))
                              for i in range(n)) for s in range(MAX_PLAYERS)]
        #: (seat, own cell, per cell 1 if free to turn) -> legal Rotate decisions (bounded)
        self.rotate_legal: dict[tuple[int, int, bytes], tuple[Rotate, ...]] = {}


_TABLES: dict[tuple[int, int], Tables] = {}


def tables_for(discs: DiscSet, layout: Layout) -> Tables:
    """The shared tables for this disc set and layout (built on first use).

    Looked up by identity (cheap, for the rules' inner loops); on a miss, tables already
    built for an *equal* disc set and layout are returned (their ``discs`` and ``layout``
    are then those equal objects, which a new game takes: :func:`~.start.new_game`). So a
    game loaded from a file of the same discs and board adds no entry: before, every
    Rematch (which reads the finished game back from the autosave) left one more disc set,
    layout and tables here, 65 of them before the cache was cleared (issue 41)."""
    t = _TABLES.get((id(discs), id(layout)))
    # the entry holds both objects, so their ids cannot have been reused while it exists
    if t is not None and t.discs is discs and t.layout is layout:
        return t
    for t in _TABLES.values():
        if t.discs == discs and t.layout == layout:
            return t
    if len(_TABLES) > 64:
        _TABLES.clear()
    t = _TABLES[(id(discs), id(layout))] = Tables(discs, layout)
    return t
