"""Determinised rounds for the hard bot's search.

A :class:`SimState` is a board built from a :class:`SeatView` plus a *sampled*
answer to what the view does not hold: which planet lies face down where (drawn
from the planets not yet seen face up, R12) and the other seats' cards
(drawn from their hands, R26). :func:`play_round` then resolves the rest of
the round with the rules R14–R25 and heuristic decisions for every seat.

Nothing here looks at a :class:`~zuendstoff.engine.game.Game`: the search cannot
see the real face-down planets or unrevealed cards because it never has them.
"""

from __future__ import annotations

from itertools import compress

from ..flight import flight_path
from ..flying import flight_queue
from ..legal import free_to_turn
from ..reveal import rotation_queue, sun_after, won_masks
from ..tables import tables_for
from ..view import colour_mask, unseen_planets
from .heuristics import best_stop, distance, tables
from .policy import flight_outcome


class SimState:
    """A mutable, fully determined board (faces of face-down discs are sampled)."""

    __slots__ = ("layout", "discs", "faces", "rotations", "face_up", "sun_rotation", "pieces",
                 "chips", "stop_mask")

    def copy(self) -> "SimState":
        s = SimState.__new__(SimState)
        s.layout, s.discs = self.layout, self.discs
        s.faces = self.faces[:]
        s.rotations = self.rotations[:]
        s.face_up = self.face_up[:]
        s.sun_rotation = self.sun_rotation
        s.pieces = self.pieces[:]
        s.chips = self.chips[:]
        s.stop_mask = self.stop_mask
        return s

    def tables(self):
        return tables(self.layout, self.discs, self.faces, self.rotations, self.face_up,
                      self.sun_rotation)


def from_view(view, rng) -> SimState:
    """A determinisation of ``view``: face-down slots get planets drawn from the unseen ones."""
    s = SimState.__new__(SimState)
    s.layout, s.discs = view.layout, view.discs
    faces = list(view.faces)
    unseen = unseen_planets(faces, view.face_up)
    rng.shuffle(unseen)
    sun = view.layout.sun
    k = 0
    for i, up in enumerate(view.face_up):
        if not up and i != sun:
            faces[i] = unseen[k]
            k += 1
    s.faces = faces
    s.rotations = list(view.rotations)
    s.face_up = list(view.face_up)
    s.sun_rotation = view.sun_rotation
    s.pieces = list(view.pieces)
    s.chips = [colour_mask(chips) for chips in view.chips]
    s.stop_mask = 0
    return s


def play_round(st: SimState, firsts, seconds, rng) -> tuple[int, ...]:
    """Resolve a round (R14–R25) once all cards are known; returns the winners (R25)."""
    layout, discs = st.layout, st.discs
    n = len(st.pieces)
    st.sun_rotation = sun_after(st.sun_rotation, firsts, seconds)
    won = won_masks(firsts, seconds)
    faces, pieces = st.faces, st.pieces
    for s in rotation_queue(faces, pieces, firsts, seconds):
        quick_rotate(st, s, won, rng)
    # R19: picks
    flying = [-1] * n
    t = st.tables()
    for s in range(n):
        w = won[s]
        if not w:
            continue
        if w & (w - 1):
            cols, values = colour_values(st, t, s, w)
            flying[s] = cols[values.index(min(values))]  # the first best
        else:
            flying[s] = w.bit_length() - 1
    for s, c in flight_queue(faces, pieces, tables_for(discs, layout).numbers, flying):
        path = flight_path(layout, discs, faces, st.rotations, st.face_up, st.sun_rotation,
                           st.stop_mask, pieces[s], c, st.chips[s])
        if not path:
            continue
        _d, cell = best_stop(t, path, c, st.chips[s])
        if land(st, s, c, cell):
            # R22: the rotation is chosen before the face is seen
            turn_up(st, cell, int(rng.random() * 4))
            t = st.tables()
    st.stop_mask = 0
    return winners(st)


def land(st: SimState, seat: int, colour: int, cell: int) -> bool:
    """R23/R24: ``seat``'s flight in ``colour`` ends on ``cell``; in the sun it wins that
    colour's chip and its piece goes back to Earth. True when ``cell`` is a face-down planet,
    which must be turned up (:func:`turn_up`) before the next flight."""
    if cell == st.layout.sun:
        st.chips[seat] |= 1 << colour
        st.pieces[seat] = st.layout.earth
        return False
    st.pieces[seat] = cell
    return not st.face_up[cell]


def turn_up(st: SimState, cell: int, rotation: int) -> None:
    """R22: the face-down planet a piece stopped on is turned face up with ``rotation``; it
    ends flights like a stop disc for the rest of the round."""
    st.rotations[cell] = rotation
    st.face_up[cell] = True
    st.stop_mask |= 1 << cell


def winners(st: SimState) -> tuple[int, ...]:
    """R25: the seats holding chips of two colours."""
    return tuple(s for s, chips in enumerate(st.chips) if chips & (chips - 1))


def colour_values(st: SimState, t, seat: int, won: int) -> tuple[list[int], list[float]]:
    """R19: the colours ``seat`` may fly (mask ``won``) and, for each, the distance left
    after the best stop of its flight (99 when the piece cannot move)."""
    cols = [c for c in range(3) if won >> c & 1]
    values = []
    for c in cols:
        p = flight_path(st.layout, st.discs, st.faces, st.rotations, st.face_up, st.sun_rotation,
                        0, st.pieces[seat], c, st.chips[seat])
        values.append(best_stop(t, p, c, st.chips[seat])[0] if p else 99.0)
    return cols, values


def quick_rotate(st: SimState, seat: int, won, rng) -> None:
    """A quick R16 choice: turn the own planet if that helps this round's flight, else
    (when alone) give some other free planet a random turn."""
    own = st.pieces[seat]
    t = st.tables()
    before = flight_outcome(t, st, seat, won[seat])
    rot = st.rotations
    rot[own] = (rot[own] + 1) & 3
    after = flight_outcome(st.tables(), st, seat, won[seat])
    if after <= before:
        return
    # R16 (the engine's rule): the other planets this seat may turn; none when not alone
    free = list(compress(range(len(rot)), free_to_turn(st.pieces, st.face_up, st.layout.sun,
                                                       seat)))
    if not free:
        return
    rot[own] = (rot[own] - 1) & 3
    i = free[int(rng.random() * len(free))]
    rot[i] = (rot[i] + 1 + int(rng.random() * 3)) & 3




def evaluate(st: SimState, seat: int, winners) -> float:
    """The round's result for ``seat``: a win is +10, another seat's win -10, else the
    lead in flights-to-win over the closest rival."""
    if winners:
        return 10.0 / len(winners) if seat in winners else -10.0
    t = st.tables()
    mine = distance(t, st.pieces[seat], st.chips[seat])
    rival = min(distance(t, st.pieces[o], st.chips[o])
                for o in range(len(st.pieces)) if o != seat)
    return rival - mine


__all__ = ["SimState", "colour_values", "evaluate", "from_view", "land", "play_round",
           "quick_rotate", "turn_up", "winners"]
