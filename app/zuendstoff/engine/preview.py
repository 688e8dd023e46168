"""Where would this card take me? A card's preview from one seat's view (R11, R14, R16,
R21–R23), for the hand while a person chooses a card and for the guided game.

Everything comes from a :class:`~.view.SeatView` (what that seat may know, R26) and the
one walk of :func:`.flight.walk`: a face-down planet is a "?" where the path ends, its
face is never looked at (the view does not have it). The preview shows the board *as it is
now*: cards that others lay this round, and turns still to come, are not guessed.

No Qt here: the board draws what :func:`card_preview` returns.
"""

from __future__ import annotations

from dataclasses import dataclass

from .constants import BLACK, CARD_COLOUR, CARDS, PLANET_CARD, SUN_CARD
from .flight import walk
from .layout import Layout
from .legal import free_to_turn
from .tables import tables_for
from .view import SeatView

#: why a flight ends after its last disc (or does not start)
ENDS = ("sun", "unknown", "stop", "wall", "revisit", "alone")


@dataclass(frozen=True)
class Hop:
    """One hop of a flight: from cell index ``src`` to ``dst`` going ``direction``."""
    src: int
    dst: int
    direction: int  # 0..3 = N, E, S, W
    wraps: bool  # over the edge, coming back at the far end of the row or column (R11)
    gaps: int  # empty cells skipped on the way (R11)


@dataclass(frozen=True)
class CardPreview:
    """What one card would do for the seat that looks at it.

    ``kind``: "flight" (a colour card, or a black card with the colour it would add to),
    "sun" (R14), "planet" (R16) or "none" (a black card with no colour to add to yet).
    """
    card: str
    kind: str
    colour: int = -1  # the flight's colour index (-1: none)
    start: int = -1  # the cell the piece stands on
    path: tuple[int, ...] = ()  # exactly the engine's walk from the seat's view
    hops: tuple[Hop, ...] = ()
    end: str = ""  # one of ENDS (flights only)
    #: the disc the flight would reach next but cannot (the sun as a wall, a disc already
    #: visited), or -1
    blocked_at: int = -1
    end_direction: int = -1  # the direction of the last hop tried (-1: none)
    #: rotation cards: the discs it may turn; for "planet" the piece's own planet first
    #: (a quarter turn), then the others (one to three quarters, R16)
    turns: tuple[int, ...] = ()
    sun_rotation: int = -1  # "sun": the sun's rotation after this card (R14)

    @property
    def colour_card(self) -> bool:
        """A card of the flight's own colour (False: a black card lending its matches)."""
        return CARD_COLOUR[CARDS.index(self.card)] != BLACK if self.card else True

    @property
    def unknown(self) -> int:
        """The face-down planet where the path ends ("?"), or -1."""
        if self.end != "unknown":
            return -1
        return self.path[-1] if self.path else self.start


def hop(layout: Layout, src: int, dst: int, direction: int) -> Hop:
    """The hop from ``src`` to its neighbour ``dst`` in ``direction`` (R11): whether it
    wraps round the edge and how many empty cells it passes."""
    (r0, c0), (r1, c1) = layout.cells[src], layout.cells[dst]
    occupied = layout.index
    if direction in (1, 3):  # E or W: along the row
        ahead = c1 > c0 if direction == 1 else c1 < c0
        if ahead:
            gaps = sum(1 for c in range(min(c0, c1) + 1, max(c0, c1)) if (r0, c) not in occupied)
        else:
            gaps = _wrap_gaps(layout, r0, c0, c1, row=True, forward=direction == 1)
    else:  # N or S: along the column
        ahead = r1 < r0 if direction == 0 else r1 > r0
        if ahead:
            gaps = sum(1 for r in range(min(r0, r1) + 1, max(r0, r1)) if (r, c0) not in occupied)
        else:
            gaps = _wrap_gaps(layout, c0, r0, r1, row=False, forward=direction == 2)
    return Hop(src, dst, direction, not ahead, gaps)


def _wrap_gaps(layout: Layout, line: int, a: int, b: int, row: bool, forward: bool) -> int:
    """Empty cells passed when wrapping from position a to b within the layout's bounds."""
    hi = (layout.cols if row else layout.rows) - 1
    occupied = layout.index

    def empty(p: int) -> bool:
        return ((line, p) if row else (p, line)) not in occupied

    if forward:  # a .. hi, then 0 .. b
        cells = list(range(a + 1, hi + 1)) + list(range(0, b))
    else:
        cells = list(range(a - 1, -1, -1)) + list(range(hi, b, -1))
    return sum(1 for p in cells if empty(p))


def flight_preview(view: SeatView, colour: int, card: str = "") -> CardPreview:
    """The flight ``view.seat``'s piece would fly in ``colour`` (index) from where it stands."""
    t = tables_for(view.discs, view.layout)
    start = view.pieces[view.seat]
    if not view.face_up[start]:  # (only while its rotation is chosen, R22: no card then)
        return CardPreview(card, "flight", colour, start, end="unknown")
    path = walk(t, view.faces, view.rotations, view.face_up, view.sun_rotation, view.stop_mask,
                start, colour, view.chip_mask(view.seat))
    sides = t.sides[colour]

    def direction(cell: int) -> int:
        return (sides[view.faces[cell]] + view.rotations[cell]) & 3

    hops, cur = [], start
    for nxt in path:
        hops.append(hop(view.layout, cur, nxt, direction(cur)))
        cur = nxt
    common = dict(card=card, kind="flight", colour=colour, start=start, path=path,
                  hops=tuple(hops))
    last = path[-1] if path else start
    if path and last == t.sun:
        return CardPreview(**common, end="sun")
    if path and not view.face_up[last]:
        return CardPreview(**common, end="unknown")
    if path and view.stop_mask >> last & 1:
        return CardPreview(**common, end="stop")
    d = direction(last)
    nxt = t.neighbours[last][d]
    if nxt < 0:
        return CardPreview(**common, end="alone", end_direction=d)
    return CardPreview(**common, end="wall" if nxt == t.sun else "revisit", blocked_at=nxt,
                       end_direction=d)


def card_preview(view: SeatView, card: str) -> CardPreview:
    """What ``card`` would do for ``view.seat``, from what that seat may know.

    A colour card: the flight of its colour. A black card adds to the colour of the seat's
    other card this round (R17): in the second choice, the flight of the first card's colour;
    otherwise nothing to show. The sun-rotation card: the sun a quarter further (R14). The
    planet-rotation card: the piece's own planet, and the planets it may turn instead (R16).
    """
    index = CARDS.index(card)
    seat = view.seat
    if index == SUN_CARD:
        return CardPreview(card, "sun", start=view.pieces[seat], turns=(view.layout.sun,),
                           sun_rotation=(view.sun_rotation + 1) & 3)
    if index == PLANET_CARD:
        own = view.pieces[seat]
        free = free_to_turn(view.pieces, view.face_up, view.layout.sun, seat)
        others = tuple(i for i, ok in enumerate(free) if ok and i != own)
        return CardPreview(card, "planet", start=own, turns=(own,) + others)
    colour = CARD_COLOUR[index]
    if colour == BLACK:
        first = view.first[seat]
        colour = CARD_COLOUR[first] if first >= 0 else None
        if colour is None or colour == BLACK:
            return CardPreview(card, "none", start=view.pieces[seat])
    return flight_preview(view, colour, card)
