"""Layouts: which grid cells hold the sun, Earth and face-down planet slots (R8–R11).

A :class:`Layout` is immutable and precomputes the R11 neighbour table, so
flights never search the grid. Its JSON shape is the record's ``layout``
object; a ``.zlayout`` file wraps it in a header
(``{"format": "zuendstoff-layout", "version": 1, "layout": {...}}``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from .constants import MAX_GRID, MAX_SLOTS
from .errors import DataError
from .jsonio import Reader, dumps, read_json_file, write_atomic
from .schema import check

LAYOUT_FORMAT = "zuendstoff-layout"
LAYOUT_VERSION = 1
KINDS = ("sun", "earth", "planet")
SUN_KIND, EARTH_KIND, PLANET_KIND = 0, 1, 2

Cell = tuple[int, int]


def problems(cells: Iterable[tuple[int, int, str]]) -> list[str]:
    """R8 problems of a set of (row, col, kind) cells, in plain words; empty if none.

    Used by the loader and, live, by the layout editor.
    """
    out = []
    kinds = [k for _r, _c, k in cells]
    seen: set[tuple[int, int]] = set()
    for r, c, _k in cells:
        if (r, c) in seen:
            out.append(f"two discs lie on row {r}, column {c}")
        seen.add((r, c))
    suns, earths, slots = kinds.count("sun"), kinds.count("earth"), kinds.count("planet")
    if suns == 0:
        out.append("there is no sun")
    elif suns > 1:
        out.append(f"there are {suns} suns; a layout has exactly one")
    if earths == 0:
        out.append("there is no Earth")
    elif earths > 1:
        out.append(f"there are {earths} Earths; a layout has exactly one")
    if slots > MAX_SLOTS:
        out.append(f"there are {slots} planet slots; at most {MAX_SLOTS} planets can be dealt")
    return out


@dataclass(frozen=True, slots=True)
class Layout:
    name: str
    cells: tuple[Cell, ...]
    kinds: tuple[int, ...]  # per cell: SUN_KIND, EARTH_KIND or PLANET_KIND
    #: R11 neighbour table: neighbours[i][d] is the cell index reached from cell i
    #: going in direction d (N, E, S, W), or -1 when the disc is alone in that line
    neighbours: tuple[tuple[int, int, int, int], ...] = field(compare=False)
    index: dict[Cell, int] = field(compare=False, hash=False)

    @classmethod
    def build(cls, name: str, cells: Iterable[tuple[int, int, str]], source: str = "layout") -> "Layout":
        """Build a layout from (row, col, kind) triples, checking R8."""
        cells = list(cells)
        bad = problems(cells)
        if bad:
            raise DataError(source, "R8: " + "; ".join(bad))
        order = sorted(cells)
        coords = tuple((r, c) for r, c, _k in order)
        kinds = tuple(KINDS.index(k) for _r, _c, k in order)
        index = {cell: i for i, cell in enumerate(coords)}
        rows: dict[int, list[int]] = {}
        cols: dict[int, list[int]] = {}
        for i, (r, c) in enumerate(coords):
            rows.setdefault(r, []).append(i)
            cols.setdefault(c, []).append(i)
        for line in cols.values():
            line.sort(key=lambda i: coords[i][0])
        neighbours = []
        for i, (r, c) in enumerate(coords):
            row, col = rows[r], cols[c]
            ri, ci = row.index(i), col.index(i)
            def step(line: list[int], pos: int, delta: int) -> int:
                # R11: nearest occupied cell, wrapping to the far end; -1 if alone
                return -1 if len(line) == 1 else line[(pos + delta) % len(line)]
            neighbours.append((step(col, ci, -1), step(row, ri, +1), step(col, ci, +1),
                               step(row, ri, -1)))
        return cls(name, coords, kinds, tuple(neighbours), index)

    @property
    def sun(self) -> int:
        return self.kinds.index(SUN_KIND)

    @property
    def earth(self) -> int:
        return self.kinds.index(EARTH_KIND)

    @property
    def slots(self) -> tuple[int, ...]:
        """Indices of the face-down planet slots."""
        return tuple(i for i, k in enumerate(self.kinds) if k == PLANET_KIND)

    @property
    def rows(self) -> int:
        return max(r for r, _c in self.cells) + 1

    @property
    def cols(self) -> int:
        return max(c for _r, c in self.cells) + 1

    def triples(self) -> list[tuple[int, int, str]]:
        return [(r, c, KINDS[k]) for (r, c), k in zip(self.cells, self.kinds)]

    # ----------------------------------------------------------------- JSON
    def to_json(self) -> dict[str, Any]:
        return {"name": self.name,
                "cells": [{"row": r, "col": c, "kind": k} for r, c, k in self.triples()]}

    @classmethod
    def from_json(cls, data: Any, source: str) -> "Layout":
        rd = Reader(source)
        d = rd.obj(data, "layout")
        name = rd.str(d, "name", "layout", 80) if "name" in d else ""
        raw = rd.lst(rd.key(d, "cells", "layout"), "layout.cells", 1000)
        cells = []
        for i, item in enumerate(raw):
            where = f"layout.cells[{i}]"
            cell = rd.obj(item, where)
            r = rd.int(cell, "row", where, 0, MAX_GRID)
            c = rd.int(cell, "col", where, 0, MAX_GRID)
            k = KINDS[rd.choice(rd.key(cell, "kind", where), f"{where}.kind", KINDS)]
            cells.append((r, c, k))
        return cls.build(name, cells, source)

    def to_file_json(self) -> dict[str, Any]:
        return {"format": LAYOUT_FORMAT, "version": LAYOUT_VERSION, "layout": self.to_json()}

    def save(self, path: str) -> None:
        write_atomic(path, dumps(self.to_file_json()), shared=True)

    @classmethod
    def from_file_json(cls, doc: Any, source: str) -> "Layout":
        rd = Reader(source)
        d = rd.header(doc, LAYOUT_FORMAT, LAYOUT_VERSION)
        check(d, "layout", source)  # the shape first (the schema), then the rules (R8)
        return cls.from_json(rd.key(d, "layout", ""), source)

    @classmethod
    def load(cls, path: str) -> "Layout":
        """Load a ``.zlayout`` file; raises :class:`DataError` naming the file."""
        return cls.from_file_json(read_json_file(path), str(path))


def sun_reachable(layout: Layout) -> bool:
    """Whether a piece can ever reach the sun on ``layout`` (so that the game can end).

    Every planet, Earth included, can be turned to any orientation in time (R16: planet-rotation
    cards), and the sun too (R14), so each colour's rocket can point each way and each
    colour can enter the sun by some side: what is left is the board's shape. A piece flies
    from a disc to its R11 neighbour in one of four directions and cannot pass over the sun
    (R23). The sun is reachable exactly when, walking from Earth along neighbours without
    crossing the sun, some disc has the sun as a neighbour; and then every colour is (R2:
    each colour shows on some side of the sun, R1: each planet has a rocket of every
    colour), so a piece can win two colours too (R25).
    """
    sun, earth = layout.sun, layout.earth
    seen = {earth}
    todo = [earth]
    while todo:
        i = todo.pop()
        for j in layout.neighbours[i]:
            if j == sun:
                return True
            if j >= 0 and j not in seen:
                seen.add(j)
                todo.append(j)
    return False
