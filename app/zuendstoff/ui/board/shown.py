"""What the board shows: the public part of a game, and where things sit on the scene.

:class:`Shown` is read from a game through public calls only (a face-down
slot's number never enters it), so the scene can keep the previous one and
compare it with the next to know what to animate.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF

from ...engine import COLOURS, Game, Phase
from ...engine.layout import SUN_KIND, Layout
from . import art
from .art import MARGIN, PITCH

_CARD_PHASES = (Phase.FIRST_CARD, Phase.SECOND_CARD)
# where pieces stand on a disc: four diagonals first (quarter turns from north)
_DIAGONALS = (0.5, 2.5, 3.5, 1.5)
_SLOT_R = 68.0


@dataclass(frozen=True)
class Shown:
    faces: tuple[int, ...]  # planet number per cell if face up (0 for face-down slots and the sun)
    rotations: tuple[int, ...]
    face_up: tuple[bool, ...]
    sun_rotation: int
    pieces: tuple[int, ...]  # cell index per seat
    chips: tuple[tuple[int, ...], ...]
    stop_mask: int
    path: tuple[int, ...]  # cell indices of the current flight's path (R21)
    flight: tuple[int, int] | None  # (seat, colour) of the flight being flown
    active: int | None  # the one seat deciding on the board, if any
    winners: tuple[int, ...] = ()  # R25
    # quarter turns clockwise each disc made since setup, not reduced mod 4 (R7, R14, R16,
    # R22): the board animates the difference, so an undo turns back the way it came
    turned: tuple[int, ...] = ()

    @classmethod
    def of(cls, game: Game) -> "Shown":
        layout = game.layout
        faces = tuple(game.planet_at(cell) or 0 for cell in layout.cells)
        face_up = tuple(bool(f) or k == SUN_KIND for f, k in zip(faces, layout.kinds))
        flight = game.current_flight()
        pending = game.pending_seats()
        active = pending[0] if game.phase not in _CARD_PHASES and len(pending) == 1 else None
        return cls(
            faces=faces,
            rotations=tuple(game.rotations[i] if face_up[i] else 0 for i in range(len(faces))),
            face_up=face_up,
            sun_rotation=game.sun_rotation,
            pieces=tuple(game.pieces),
            chips=tuple(tuple(c) for c in game.chips),
            stop_mask=sum(1 << layout.index[c] for c in game.stop_discs()),
            path=tuple(layout.index[c] for c in game.flight_path_cells()),
            flight=(flight[0], COLOURS.index(flight[1])) if flight else None,
            active=active,
            winners=tuple(game.winners),
            turned=turns_made(game),
        )

    def occupants(self, cell_index: int) -> list[int]:
        return [s for s, p in enumerate(self.pieces) if p == cell_index]


def turns_made(game: Game) -> tuple[int, ...]:
    """Per cell, the quarter turns clockwise its disc made since setup (R12: all start at 0).

    Read from the public round records: R14 sun cards (once the second cards are turned
    over), R16 planet turns, R22 the rotation a planet is turned face up with. Modulo 4
    each total is the disc's rotation.
    """
    index = game.layout.index
    turned = [0] * len(game.layout.cells)
    for rnd in game.rounds:
        cards = rnd["cards"]
        if cards and len(cards[0]) == 2:  # R14 acts when the second cards are revealed
            turned[game.layout.sun] += sum(pair.count("sun") for pair in cards)
        for turn in rnd["rotations"]:
            turned[index[tuple(turn["target"])]] += turn["quarters"]
        for flight in rnd["flights"]:
            if flight["flip"] is not None:
                turned[index[tuple(flight["stop"])]] += flight["flip"]
    return tuple(turned)


def cell_centre(cell: tuple[int, int]) -> QPointF:
    row, col = cell
    return QPointF(MARGIN + col * PITCH + PITCH / 2, MARGIN + row * PITCH + PITCH / 2)


def slot_offset(shown: Shown, discs, cell_index: int, k: int) -> QPointF:
    """Offset from a disc's centre of the ``k``-th piece standing on it (no two overlap)."""
    if k < 4:
        return art.unit(_DIAGONALS[k], _SLOT_R)
    number = shown.faces[cell_index]
    if number:  # the side without a rocket is free
        planet = discs.planet(number)
        return art.unit(planet.empty_side() + shown.rotations[cell_index], _SLOT_R + 4)
    return QPointF(0, 0)


def piece_position(shown: Shown, layout: Layout, discs, seat: int) -> QPointF:
    i = shown.pieces[seat]
    k = shown.occupants(i).index(seat)
    return cell_centre(layout.cells[i]) + slot_offset(shown, discs, i, k)


def hop_direction(shown: Shown, discs, at: int, colour: int, sun: int) -> int | None:
    """The side a piece leaves cell ``at`` by when flying ``colour`` (R7, R21)."""
    number = shown.faces[at]
    if at == sun or not number:
        return None
    return discs.planet(number).side_of(colour, shown.rotations[at])


def route(old: Shown, new: Shown, seat: int, layout: Layout) -> list[int]:
    """The discs ``seat``'s piece passes on its way to its new cell, in order (last = new cell).

    During a flight (R21) that is the flight's path up to where it stopped, and
    from the sun back to Earth (R23); otherwise (undo, a loaded game) straight there.
    """
    dest = new.pieces[seat]
    path = list(old.path)
    if old.flight and old.flight[0] == seat and path:
        sun = layout.kinds.index(SUN_KIND)
        gained = len(new.chips[seat]) > len(old.chips[seat])
        if gained and sun in path:
            return path[: path.index(sun) + 1] + [dest]
        if dest in path:
            return path[: path.index(dest) + 1]
    return [dest]


def wraps(a: tuple[int, int], b: tuple[int, int], side: int) -> bool:
    """Whether going from cell ``a`` towards ``side`` to reach ``b`` wraps around the edge (R11)."""
    (ra, ca), (rb, cb) = a, b
    return {0: rb >= ra, 1: cb <= ca, 2: rb <= ra, 3: cb >= ca}[side & 3]
