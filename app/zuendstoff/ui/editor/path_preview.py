"""The layout editor's path preview: where a piece would fly from a disc (R11, R21–R23).

The preview uses the engine's :func:`~zuendstoff.engine.flight.flight_path` with
*every disc face up at rotation 0*, the sun at rotation 0, no stop discs and no chips.
Faces: Earth is planet 1 and the planet slots hold planets 2, 3, 4, … in reading order
(row by row, left to right; the engine's slot order), taken from the chosen disc set.
No Qt here: the scene draws what :func:`preview` returns.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.constants import EARTH
from ...engine.discs import DiscSet
from ...engine.flight import flight_path
from ...engine.layout import PLANET_KIND, SUN_KIND, Layout
from ...engine.preview import Hop, hop


def preview_faces(layout: Layout) -> list[int]:
    """Planet number on each cell: Earth 1, slots 2, 3, … in slot order; 0 for the sun."""
    faces = [0] * len(layout.cells)
    faces[layout.earth] = EARTH
    for k, i in enumerate(layout.slots):
        faces[i] = k + 2
    return faces


#: one hop of the preview (R11's geometry lives in the engine, once)
Step = Hop


@dataclass(frozen=True)
class Preview:
    start: int
    path: tuple[int, ...]  # exactly the engine's flight_path
    steps: tuple[Step, ...]
    # why the flight ends after the last disc: "sun" (entered the sun), "wall" (the sun
    # blocks the way, R23), "revisit" (R21), "alone" (no disc in that line, R11)
    end: str
    # the cell index the flight would reach next but does not (the sun wall or the
    # revisited disc), or -1
    blocked_at: int
    # the direction of that last attempted hop (-1 if none)
    end_direction: int
    # that last attempted hop goes over the edge to the far end of the line (R11)
    end_wraps: bool = False


def preview(layout: Layout, discs: DiscSet, start: int, colour: int) -> Preview:
    """The preview path from cell index ``start`` (not the sun) flying ``colour``."""
    if layout.kinds[start] == SUN_KIND:
        raise ValueError("a piece never starts on the sun")
    faces = preview_faces(layout)
    n = len(layout.cells)
    path = flight_path(layout, discs, faces, [0] * n, [True] * n, 0, 0, start, colour, 0)
    steps = []
    cur = start
    for nxt in path:
        d = discs.planets[faces[cur] - 1].rockets[colour].side
        steps.append(_step(layout, cur, nxt, d))
        cur = nxt
    sun = layout.sun
    if path and path[-1] == sun:
        return Preview(start, tuple(path), tuple(steps), "sun", -1, -1)
    d = discs.planets[faces[cur] - 1].rockets[colour].side
    nxt = layout.neighbours[cur][d]
    if nxt < 0:
        return Preview(start, tuple(path), tuple(steps), "alone", -1, d)
    end = "wall" if nxt == sun else "revisit"
    return Preview(start, tuple(path), tuple(steps), end, nxt, d, _step(layout, cur, nxt, d).wraps)


_step = hop


__all__ = ["Preview", "Step", "preview", "preview_faces", "PLANET_KIND"]
