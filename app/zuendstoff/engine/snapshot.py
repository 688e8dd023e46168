"""A round's closing state as the record's snapshot: compact, turned into JSON on demand."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from .constants import CARDS, COLOURS
from .layout import Layout


class Snapshot(Mapping):
    """A round's closing state, kept compact and turned into the record's snapshot
    dict only when read (simulators close thousands of rounds a second)."""

    __slots__ = ("_raw", "_json")

    def __init__(self, layout: Layout, *raw: Any) -> None:
        self._raw = (layout, *raw)
        self._json: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        """The snapshot dict, a copy the caller may change."""
        return copy.deepcopy(self.shared_json())

    def shared_json(self) -> dict[str, Any]:
        """The snapshot dict itself, made once and kept: only for a reader that does not
        change it (a record turned into text at once; copying it cost the autosave more
        than everything else in a long game)."""
        if self._json is None:
            layout, sun_rotation, face_up, rotations, pieces, chips, hands = self._raw
            cells, sun = layout.cells, layout.sun
            self._json = {
                "sun_rotation": sun_rotation,
                "discs": [{"cell": list(cells[i]), "face_up": face_up[i],
                           "rotation": rotations[i]}
                          for i in range(len(cells)) if i != sun],
                "pieces": [list(cells[p]) for p in pieces],
                "chips": [[COLOURS[c] for c in ch] for ch in chips],
                "hands": [[CARDS[i] for i, k in enumerate(h) for _ in range(k)] for h in hands],
            }
        return self._json

    def __getitem__(self, key: str) -> Any:
        if self._json is None:
            self.to_json()
        return self._json[key]  # type: ignore[index]

    def __iter__(self):
        return iter(("sun_rotation", "discs", "pieces", "chips", "hands"))

    def __len__(self) -> int:
        return 5

