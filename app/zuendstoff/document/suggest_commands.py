"""The undo command that accepts a suggested board (Board → Suggest a better board…).

A suggestion may move, add and remove several discs; accepting it is ONE edit, so one
Undo brings the designer's board back whole. Like every command of the layout editor it
changes the :class:`.layout_model.LayoutModel` only.
"""

from __future__ import annotations

from typing import Iterable

from PySide6.QtGui import QUndoCommand

from .. import i18n
from .layout_model import Cell, LayoutModel

# plural forms (lupdate finds them only in X.tr(text, "", n) calls)
SuggestCommands = i18n.context("SuggestCommands")


class AcceptSuggestion(QUndoCommand):
    """Put the suggested board in place of the model's discs: ``cells`` are (row, col, kind)
    in the model's own (editing) coordinates; ``edits`` is how many edits make it (for the
    command's name)."""

    def __init__(self, model: LayoutModel, cells: Iterable[tuple[int, int, str]],
                 edits: int) -> None:
        super().__init__()
        self._model = model
        before = {(r, c): k for r, c, k in model.cells()}
        after = {(r, c): k for r, c, k in cells}
        if not model.fits(after):
            raise ValueError("the suggested board does not fit the grid")
        changed: set[Cell] = {cell for cell in before.keys() | after.keys()
                              if before.get(cell) != after.get(cell)}
        self._before = {cell: before.get(cell) for cell in changed}
        self._after = {cell: after.get(cell) for cell in changed}
        i18n.set_text(self, lambda: SuggestCommands.tr(
            "Accept the suggested board (%n edit(s))", "", edits))

    def redo(self) -> None:
        self._model.set_cells(self._after)

    def undo(self) -> None:
        self._model.set_cells(self._before)
