"""The greedy bot: a sensible one-step heuristic.

* Cards: play for the colour whose flight from the piece gets nearest the sun
  (entering it best), the higher match card first; the second card backs that
  colour (black or the other card of it), or turns the sun when that opens it.
* Rotations, picks and stops: try each legal choice and keep the one whose
  resulting position scores best (entering the sun beats everything, then a
  position from which some colour can enter it, then closeness to the sun).
* Face-down planets: the face is unknown, so any rotation is as good as another;
  it picks one at random.
"""

from __future__ import annotations

from ..constants import BLACK, CARD_COLOUR, CARD_VALUE, CARDS, PLANET_CARD, SUN_CARD
from ..decisions import Decision, Phase, PickColour, PlayCard, Rotate
from ..view import SeatView
from .base import Bot


def _distance(view: SeatView, a: int, b: int) -> int:
    """Grid distance on the wrap-around board (R11 lets flights cross the edge)."""
    (r1, c1), (r2, c2) = view.layout.cells[a], view.layout.cells[b]
    rows, cols = view.layout.rows, view.layout.cols
    dr, dc = abs(r1 - r2), abs(c1 - c2)
    return min(dr, rows - dr) + min(dc, cols - dc)


def cell_value(view: SeatView, seat: int, cell: int, rotations=None, sun_rotation=None) -> float:
    """How good it is for ``seat`` to stand on ``cell`` before the next flight."""
    sun = view.layout.sun
    if cell == sun:
        return 100.0
    mask = view.chip_mask(seat)
    best = -float(_distance(view, cell, sun))
    if not view.face_up[cell]:
        return best
    for c in range(3):
        if mask >> c & 1:
            continue
        path = view.path_from(cell, c, seat, rotations, sun_rotation)
        if sun in path:
            return 20.0
        if path:
            best = max(best, -float(_distance(view, path[-1], sun)) - 0.5)
    return best


def colour_value(view: SeatView, seat: int, colour: int, rotations=None, sun_rotation=None) -> float:
    """How good a flight in ``colour`` would be for ``seat`` now."""
    if view.chip_mask(seat) >> colour & 1:
        return -50.0
    path = view.path_from(view.pieces[seat], colour, seat, rotations, sun_rotation)
    if not path:
        return -40.0
    return max(cell_value(view, seat, c, rotations, sun_rotation) for c in path)


class GreedyBot(Bot):
    name = "greedy"

    def decide(self, view: SeatView) -> Decision:
        phase = view.phase
        legal = view.legal
        if phase is Phase.FIRST_CARD or phase is Phase.SECOND_CARD:
            return self._card(view)
        if phase is Phase.FLIP:
            return legal[int(self.rng.random() * len(legal))]
        if phase is Phase.PICK:
            return max(legal, key=lambda d: colour_value(view, view.seat, _colour(d)))
        if phase is Phase.STOP:
            return max(legal, key=lambda d: (cell_value(view, view.seat,
                                                         view.layout.index[d.cell]),
                                             -view.layout.cells.index(d.cell)))
        # ROTATE
        def after(d: Rotate) -> float:
            rot = list(view.rotations)
            i = view.layout.index[d.target]
            rot[i] = (rot[i] + d.quarters) & 3
            rot_t = tuple(rot)
            return max(colour_value(view, view.seat, c, rot_t) for c in range(3))
        return max(legal, key=after)

    def _card(self, view: SeatView) -> PlayCard:
        seat = view.seat
        hand = view.hands[seat]
        values = [colour_value(view, seat, c) for c in range(3)]
        sun_values = [colour_value(view, seat, c, sun_rotation=(view.sun_rotation + 1) & 3)
                      for c in range(3)]
        playable = [i for i, n in enumerate(hand) if n]
        if view.phase is Phase.SECOND_CARD:
            first = view.first[seat]
            fc = CARD_COLOUR[first]
            if fc is not None and fc != BLACK:
                blacks = [i for i in playable if CARD_COLOUR[i] == BLACK]
                same = [i for i in playable if CARD_COLOUR[i] == fc]
                options = same + blacks
                if options:
                    return PlayCard(seat, CARDS[max(options, key=lambda i: CARD_VALUE[i])])
        best_colour = max(range(3), key=lambda c: values[c])
        if hand[SUN_CARD] and max(sun_values) > values[best_colour] + 5:
            return PlayCard(seat, "sun")
        options = [i for i in playable if CARD_COLOUR[i] == best_colour]
        if options:
            return PlayCard(seat, CARDS[max(options, key=lambda i: CARD_VALUE[i])])
        # nothing for the best colour left: the next best colour, else a cheap card
        for c in sorted(range(3), key=lambda c: -values[c]):
            options = [i for i in playable if CARD_COLOUR[i] == c]
            if options:
                return PlayCard(seat, CARDS[max(options, key=lambda i: CARD_VALUE[i])])
        for pref in (PLANET_CARD, SUN_CARD):
            if hand[pref]:
                return PlayCard(seat, CARDS[pref])
        return PlayCard(seat, CARDS[playable[0]])


def _colour(d: PickColour) -> int:
    return ("red", "yellow", "blue").index(d.colour)


__all__ = ["GreedyBot"]
