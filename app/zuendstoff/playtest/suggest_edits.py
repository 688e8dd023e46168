"""The edits a board suggestion tries: moving a disc (a slot, the sun or Earth) to a free
cell, swapping the sun or Earth with a slot, adding a slot, removing a slot.

A board is a *state*: a frozenset of (row, col, kind) triples in the designer's own
coordinates (those of the layout the search started from; a disc may move into the free
ring round it, to row or column -1). :func:`valid` asks the engine whether a state can be
played (R8 through :func:`.engine.layout.problems` and :class:`.engine.layout.Layout`, the
grid's size, and :func:`.engine.layout.sun_reachable`): the rules stay in the engine.
:func:`neighbours` lists every state one edit away; :func:`sample` picks some of them,
seeded, that are valid; :func:`reuse` makes on one board the edits that did best on
others (good edits often add up: a slot moved off a long line shortens it on the next
board too).
"""

from __future__ import annotations

import random
from typing import NamedTuple

from ..engine.constants import MAX_GRID, MAX_SLOTS
from ..engine.layout import Layout, problems, sun_reachable

Cell = tuple[int, int]
State = frozenset  # of (row, col, kind)


class Edit(NamedTuple):
    """One edit: ``action`` "move", "swap", "add" or "remove"; the ``kind`` of the disc it
    acts on ("sun", "earth", "planet"); the cell it leaves (``src``, None when added) and
    the cell it goes to (``dst``, None when removed). A swap moves the disc on ``src`` to
    ``dst`` and the slot on ``dst`` to ``src``."""

    action: str
    kind: str
    src: Cell | None
    dst: Cell | None

    def to_json(self) -> dict:
        return {"action": self.action, "kind": self.kind,
                "from": None if self.src is None else {"row": self.src[0], "col": self.src[1]},
                "to": None if self.dst is None else {"row": self.dst[0], "col": self.dst[1]}}


def state_of(layout: Layout) -> State:
    return frozenset(layout.triples())


def normalized(state: State) -> list[tuple[int, int, str]]:
    """The triples shifted so the smallest row and column are 0 (what a layout holds)."""
    r0 = min(r for r, _c, _k in state)
    c0 = min(c for _r, c, _k in state)
    return sorted((r - r0, c - c0, k) for r, c, k in state)


def layout_of(state: State, name: str = "") -> Layout:
    """The engine layout of a state (normalized); raises DataError when R8 is not met."""
    return Layout.build(name, normalized(state), "suggestion")


def valid(state: State) -> bool:
    """Whether a state is a playable, winnable layout that fits the grid (the engine says)."""
    if not state:
        return False
    rows = [r for r, _c, _k in state]
    cols = [c for _r, c, _k in state]
    if max(rows) - min(rows) > MAX_GRID or max(cols) - min(cols) > MAX_GRID:
        return False
    if problems(normalized(state)):
        return False
    return sun_reachable(layout_of(state))


def apply(state: State, edit: Edit) -> State:
    cells = {(r, c): k for r, c, k in state}
    if edit.action == "move":
        del cells[edit.src]
        cells[edit.dst] = edit.kind
    elif edit.action == "swap":
        cells[edit.src], cells[edit.dst] = cells[edit.dst], cells[edit.src]
    elif edit.action == "add":
        cells[edit.dst] = "planet"
    elif edit.action == "remove":
        del cells[edit.src]
    else:
        raise ValueError(edit.action)
    return frozenset((r, c, k) for (r, c), k in cells.items())


def neighbours(state: State) -> list[Edit]:
    """Every edit of ``state`` (in a fixed order), valid or not: moves of each disc to each
    free cell of the board's box and the ring round it, swaps of the sun and Earth with
    each slot, a slot added on a free cell, each slot removed."""
    cells = {(r, c): k for r, c, k in state}
    rows = [r for r, _c in cells]
    cols = [c for _r, c in cells]
    free = [(r, c) for r in range(min(rows) - 1, max(rows) + 2)
            for c in range(min(cols) - 1, max(cols) + 2) if (r, c) not in cells]
    slots = sorted(cell for cell, k in cells.items() if k == "planet")
    out: list[Edit] = []
    for cell in sorted(cells):
        for dst in free:
            out.append(Edit("move", cells[cell], cell, dst))
    for cell in sorted(cell for cell, k in cells.items() if k != "planet"):
        for slot in slots:
            out.append(Edit("swap", cells[cell], cell, slot))
    if len(slots) < MAX_SLOTS:
        out.extend(Edit("add", "planet", None, dst) for dst in free)
    out.extend(Edit("remove", "planet", slot, None) for slot in slots)
    return out


def sample(state: State, k: int, rng: random.Random, seen: set) -> list[tuple[Edit, State]]:
    """Up to ``k`` edits of ``state`` leading to valid states not in ``seen`` (added to it),
    picked at random by ``rng`` (so a seed picks the same ones)."""
    edits = neighbours(state)
    rng.shuffle(edits)
    out = []
    for edit in edits:
        if len(out) >= k:
            break
        new = apply(state, edit)
        key = frozenset(normalized(new))
        if key in seen or not valid(new):
            continue
        seen.add(key)
        out.append((edit, new))
    return out


def applies(state: State, edit: Edit) -> bool:
    """Whether ``edit`` (made on another board of the search) can be made on ``state``: the
    disc it acts on is where it was, and the cell it goes to is free (or, for a swap, holds
    a slot)."""
    cells = {(r, c): k for r, c, k in state}
    if edit.action == "add":
        return edit.dst not in cells
    if cells.get(edit.src) != edit.kind:
        return False
    if edit.action == "move":
        return edit.dst not in cells
    if edit.action == "swap":
        return cells.get(edit.dst) == "planet"
    return True  # remove


def reuse(state: State, edits: list[Edit], k: int, seen: set) -> list[tuple[Edit, State]]:
    """Up to ``k`` of ``edits`` (the edits that did best on other boards, best first) made on
    ``state``, where they apply and lead to valid states not in ``seen`` (added to it)."""
    out = []
    for edit in edits:
        if len(out) >= k:
            break
        if not applies(state, edit):
            continue
        new = apply(state, edit)
        key = frozenset(normalized(new))
        if key in seen or not valid(new):
            continue
        seen.add(key)
        out.append((edit, new))
    return out
