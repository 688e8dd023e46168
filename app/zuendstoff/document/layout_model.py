"""The layout document: an editable set of grid cells holding the sun, Earth or planet slots.

Unlike the engine's immutable :class:`~zuendstoff.engine.layout.Layout`, this model may be
in any state while a designer works (no sun, two Earths, 15 slots, ...): it says what is
wrong (:meth:`LayoutModel.problems`) and builds an engine layout only when nothing is.
Cells may have negative coordinates while editing (a disc placed left of column 0); files
and engine layouts always use the *normalized* cells (shifted so the smallest row and
column are 0). Only :mod:`.layout_commands` change a model that is on an undo stack.

Drafts: an invalid layout can be saved as a *draft*, a ``.zlayout`` file whose header holds
``"draft": true``. The game reads layouts with the engine's loader, which checks R8 and so
refuses a draft with a message naming the file and what is wrong; the editor reads drafts
with :func:`read_layout_file`, which checks everything but R8.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from PySide6.QtCore import QObject, Signal

from ..engine.constants import MAX_GRID, MAX_SLOTS
from ..engine.errors import DataError
from ..engine.jsonio import Reader, dumps, read_json_file, write_atomic
from ..engine.layout import KINDS, LAYOUT_FORMAT, LAYOUT_VERSION, Layout, problems

Cell = tuple[int, int]
# a layout may span at most this many rows and columns (file cells are 0..MAX_GRID)
MAX_SPAN = MAX_GRID + 1
MAX_NAME = 80
# the most cells a layout file may list (the engine's reader refuses more)
MAX_CELLS = 1000


class LayoutModel(QObject):
    # one cell got a disc of ``kind`` or (kind "") lost its disc
    cellChanged = Signal(int, int, str)
    # discs moved; the argument maps old cell -> new cell
    discsMoved = Signal(object)
    nameChanged = Signal(str)
    # after every change (cells or name); listeners re-read what they show
    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cells: dict[Cell, str] = {}
        self._name = ""

    # ------------------------------------------------------------- reading
    @property
    def name(self) -> str:
        return self._name

    def kind_at(self, cell: Cell) -> str | None:
        return self._cells.get(cell)

    def cells(self) -> list[tuple[int, int, str]]:
        """(row, col, kind) triples in row-major order, in editing coordinates."""
        return sorted((r, c, k) for (r, c), k in self._cells.items())

    def occupied(self) -> set[Cell]:
        return set(self._cells)

    def __len__(self) -> int:
        return len(self._cells)

    def count(self, kind: str) -> int:
        return sum(1 for k in self._cells.values() if k == kind)

    def slots_left(self) -> int:
        """R8: how many more face-down planet slots may be placed (negative when too many)."""
        return MAX_SLOTS - self.count("planet")

    def bounds(self) -> tuple[int, int, int, int] | None:
        """(min_row, min_col, max_row, max_col) of the occupied cells, None when empty."""
        if not self._cells:
            return None
        rows = [r for r, _c in self._cells]
        cols = [c for _r, c in self._cells]
        return min(rows), min(cols), max(rows), max(cols)

    def origin(self) -> Cell:
        b = self.bounds()
        return (0, 0) if b is None else (b[0], b[1])

    def normalized(self) -> list[tuple[int, int, str]]:
        """The cells shifted so that the smallest row and column are 0 (what files hold)."""
        r0, c0 = self.origin()
        return [(r - r0, c - c0, k) for r, c, k in self.cells()]

    def snapshot(self) -> tuple[str, frozenset]:
        """Everything the model holds, for comparing states (tests, undo checks)."""
        return self._name, frozenset(self._cells.items())

    @staticmethod
    def fits(cells: Iterable[Cell]) -> bool:
        """Whether cells span at most MAX_SPAN rows and columns (files hold 0..MAX_GRID)."""
        cells = list(cells)
        if not cells:
            return True
        rows = [r for r, _c in cells]
        cols = [c for _r, c in cells]
        return max(rows) - min(rows) < MAX_SPAN and max(cols) - min(cols) < MAX_SPAN

    def problems(self) -> list[str]:
        """The engine's R8 problems (English); empty when the layout can be played."""
        return problems(self.normalized())

    def is_valid(self) -> bool:
        return not self.problems()

    def to_layout(self, source: str = "layout") -> Layout:
        """The engine layout (normalized); raises DataError when R8 is not met."""
        return Layout.build(self._name, self.normalized(), source)

    # ------------------------------------------------------------ changing
    # (called by the undo commands, and by loading)
    def set_name(self, name: str) -> None:
        if name != self._name:
            self._name = name
            self.nameChanged.emit(name)
            self.changed.emit()

    def set_cells(self, changes: Mapping[Cell, str | None]) -> None:
        """Put ``kind`` on each cell (None removes the disc)."""
        for cell, kind in changes.items():
            if kind is None:
                if self._cells.pop(cell, None) is not None:
                    self.cellChanged.emit(cell[0], cell[1], "")
            else:
                if kind not in KINDS:
                    raise ValueError(f"unknown kind {kind!r}")
                if self._cells.get(cell) != kind:
                    self._cells[cell] = kind
                    self.cellChanged.emit(cell[0], cell[1], kind)
        self.changed.emit()

    def can_move(self, mapping: Mapping[Cell, Cell]) -> bool:
        """Whether ``mapping`` moves existing discs onto free cells (or cells that move away)."""
        if any(src not in self._cells for src in mapping):
            return False
        if len(set(mapping.values())) != len(mapping):
            return False
        staying = set(self._cells) - set(mapping)
        if any(dst in staying for dst in mapping.values()):
            return False
        return self.fits(staying | set(mapping.values()))

    def move(self, mapping: Mapping[Cell, Cell]) -> None:
        """Move the discs on the keys of ``mapping`` to its values, all at once."""
        mapping = {s: d for s, d in mapping.items() if s != d}
        if not mapping:
            return
        if not self.can_move(mapping):
            raise ValueError("these discs cannot move there")
        kinds = {src: self._cells.pop(src) for src in mapping}
        for src, dst in mapping.items():
            self._cells[dst] = kinds[src]
        self.discsMoved.emit(dict(mapping))
        self.changed.emit()

    def replace(self, name: str, cells: Iterable[tuple[int, int, str]]) -> None:
        """Put a whole new layout in place (opening a file). Not undoable."""
        for cell in list(self._cells):
            del self._cells[cell]
            self.cellChanged.emit(cell[0], cell[1], "")
        for r, c, k in cells:
            self._cells[(r, c)] = k
            self.cellChanged.emit(r, c, k)
        self._name = name
        self.nameChanged.emit(name)
        self.changed.emit()


# ------------------------------------------------------------------ files
def read_layout_file(path: str) -> tuple[str, list[tuple[int, int, str]], bool]:
    """Read a ``.zlayout`` file or draft: (name, cells, is_draft).

    Raises :class:`DataError` naming the file. A file that is not a draft must meet R8
    (the engine's loader checks it); a draft may break R8 but nothing else (types,
    ranges, kinds, duplicate cells).
    """
    source = str(path)
    doc = read_json_file(source)
    rd = Reader(source)
    head = rd.header(doc, LAYOUT_FORMAT, LAYOUT_VERSION)
    draft = head.get("draft", False)
    if not isinstance(draft, bool):
        raise rd.fail("draft", "expected true or false")
    if not draft:
        layout = Layout.from_file_json(doc, source)
        return layout.name, layout.triples(), False
    d = rd.obj(rd.key(head, "layout", ""), "layout")
    name = rd.str(d, "name", "layout", MAX_NAME) if "name" in d else ""
    raw = rd.lst(rd.key(d, "cells", "layout"), "layout.cells", MAX_CELLS)
    cells: list[tuple[int, int, str]] = []
    seen: set[Cell] = set()
    for i, item in enumerate(raw):
        where = f"layout.cells[{i}]"
        cell = rd.obj(item, where)
        r = rd.int(cell, "row", where, 0, MAX_GRID)
        c = rd.int(cell, "col", where, 0, MAX_GRID)
        k = KINDS[rd.choice(rd.key(cell, "kind", where), f"{where}.kind", KINDS)]
        if (r, c) in seen:
            raise rd.fail(where, f"two discs lie on row {r}, column {c}")
        seen.add((r, c))
        cells.append((r, c, k))
    return name, cells, True


def layout_file_json(name: str, cells: list[tuple[int, int, str]], draft: bool) -> dict[str, Any]:
    """The JSON written for a layout; ``cells`` must be normalized."""
    doc: dict[str, Any] = {"format": LAYOUT_FORMAT, "version": LAYOUT_VERSION}
    if draft:
        doc["draft"] = True
    doc["layout"] = {"name": name, "cells": [{"row": r, "col": c, "kind": k} for r, c, k in cells]}
    return doc


def write_layout_file(path: str, model: LayoutModel) -> bool:
    """Save ``model`` atomically; a valid layout through the engine, else as a draft.

    Returns True when a draft was written.
    """
    if model.is_valid():
        model.to_layout(str(path)).save(str(path))
        return False
    if not model.fits(model.occupied()):
        raise DataError(str(path), "the layout is too large to be saved")
    if len(model) > MAX_CELLS:
        raise DataError(str(path), f"a draft holds at most {MAX_CELLS} discs")
    write_atomic(str(path), dumps(layout_file_json(model.name, model.normalized(), True)), shared=True)
    return True
