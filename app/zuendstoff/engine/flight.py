"""Flight paths (R11, R21–R23) as a pure function, shared by the game and the bots' views."""

from __future__ import annotations

from typing import Sequence

from .discs import DiscSet
from .layout import Layout
from .tables import Tables, tables_for


def flight_path(layout: Layout, discs: DiscSet, faces: Sequence[int], rotations: Sequence[int],
                face_up: Sequence[bool], sun_rotation: int, stop_mask: int, start: int,
                colour: int, chip_mask: int) -> tuple[int, ...]:
    """The discs a piece on ``start`` may stop at, flying ``colour``, in flight order.

    ``faces[i]`` is the planet number on cell ``i`` (only read for face-up cells),
    ``stop_mask`` has bit ``i`` set for stop discs (R22) and ``chip_mask`` bit ``c``
    for chips the flying seat already holds (R23). The result is empty when the
    piece cannot move (R21). The last entry is the sun, a face-down planet or a
    stop disc whenever the flight ended there.
    """
    return walk(tables_for(discs, layout), faces, rotations, face_up, sun_rotation, stop_mask,
                start, colour, chip_mask)


def entry_side(t: Tables, faces: Sequence[int], rotations: Sequence[int], last: int,
               colour: int) -> int:
    """R23: the side of the sun, as the board shows it (0–3: N, E, S, W), through which a
    flight in ``colour`` that reaches the sun from the disc ``last`` enters it: the side
    opposite its direction of travel (as in :func:`walk`), also after a wrap (R11)."""
    return (t.sides[colour][faces[last]] + rotations[last] + 2) & 3


def walk(t: Tables, faces: Sequence[int], rotations: Sequence[int], face_up: Sequence[bool],
         sun_rotation: int, stop_mask: int, start: int, colour: int,
         chip_mask: int) -> tuple[int, ...]:
    """:func:`flight_path` on the tables shared per disc set and layout (rocket sides by
    planet number, neighbours): the one walk of R11 and R21–R23, for the game and the bots."""
    neighbours = t.neighbours
    sun = t.sun
    sides = t.sides[colour]
    visited = 1 << start
    path: list[int] = []
    cur = start
    while True:
        d = (sides[faces[cur]] + rotations[cur]) & 3
        nxt = neighbours[cur][d]
        if nxt < 0 or visited >> nxt & 1:
            break  # R11 alone in the line, or R21 a disc already visited
        if nxt == sun:
            # R23: enter through the side opposite the direction of travel
            printed = (d + 2 - sun_rotation) & 3
            if t.sun_masks[printed] >> colour & 1 and not chip_mask >> colour & 1:
                path.append(nxt)
            break  # entering ends the flight; otherwise the sun is a wall
        path.append(nxt)
        if not face_up[nxt] or stop_mask >> nxt & 1:
            break  # R22: face-down planets and stop discs end the flight
        visited |= 1 << nxt
        cur = nxt
    return tuple(path)
