"""Undo commands of the layout editor. Each changes the :class:`LayoutModel` only.

A drag is one :class:`MoveDiscs`; repeated keyboard nudges of the same discs merge into
one :class:`NudgeDiscs` (``id()`` / ``mergeWith``), so one undo takes them all back.
"""

from __future__ import annotations

from typing import Callable, Iterable, Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from .. import i18n
from .layout_model import Cell, LayoutModel

NUDGE_ID = 0x4C4E  # "LN"


# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate
# plural forms (lupdate finds them only in X.tr(text, "", n) calls)
LayoutCommands = i18n.context("LayoutCommands")


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("LayoutCommands", text, None, n)


def kind_name(kind: str) -> str:
    return {"sun": translate("LayoutCommands", "sun"), "earth": translate("LayoutCommands", "Earth"),
            "planet": translate("LayoutCommands", "planet slot")}[kind]


class PlaceDisc(QUndoCommand):
    """Put a disc of ``kind`` on a cell (empty, or holding another kind)."""

    def __init__(self, model: LayoutModel, cell: Cell, kind: str) -> None:
        super().__init__()
        self._model, self._cell, self._kind = model, cell, kind
        self._before = model.kind_at(cell)
        i18n.set_text(self, self._describe)

    def _describe(self) -> str:
        if self._before is None:
            return translate("LayoutCommands", "Place %1").replace("%1", kind_name(self._kind))
        return translate("LayoutCommands", "Change %1 to %2").replace(
            "%1", kind_name(self._before)).replace("%2", kind_name(self._kind))

    def redo(self) -> None:
        self._model.set_cells({self._cell: self._kind})

    def undo(self) -> None:
        self._model.set_cells({self._cell: self._before})


class RemoveDiscs(QUndoCommand):
    def __init__(self, model: LayoutModel, cells: Iterable[Cell],
                 text: str | Callable[[], str] | None = None) -> None:
        super().__init__()
        self._model = model
        self._kinds = {cell: model.kind_at(cell) for cell in cells if model.kind_at(cell)}
        if callable(text):
            i18n.set_text(self, text)
        elif text:
            self.setText(text)
        else:
            i18n.set_text(self, self._describe)

    def _describe(self) -> str:
        if len(self._kinds) == 1:
            return translate("LayoutCommands", "Remove %1").replace(
                "%1", kind_name(next(iter(self._kinds.values()))))
        return LayoutCommands.tr("Remove %n disc(s)", "", len(self._kinds))

    def redo(self) -> None:
        self._model.set_cells({cell: None for cell in self._kinds})

    def undo(self) -> None:
        self._model.set_cells(self._kinds)


class MoveDiscs(QUndoCommand):
    """Move discs at once (a drag); moving onto a disc that moves away is allowed (swap)."""

    def __init__(self, model: LayoutModel, mapping: Mapping[Cell, Cell]) -> None:
        super().__init__()
        self._model = model
        self._mapping = {s: d for s, d in mapping.items() if s != d}
        kinds = [model.kind_at(s) for s in self._mapping]
        swap = len(self._mapping) == 2 and set(self._mapping) == set(self._mapping.values())

        def describe() -> str:
            if swap:
                return translate("LayoutCommands", "Swap %1 and %2").replace(
                    "%1", kind_name(kinds[0])).replace("%2", kind_name(kinds[1]))
            if len(kinds) == 1:
                return translate("LayoutCommands", "Move %1").replace("%1", kind_name(kinds[0]))
            return LayoutCommands.tr("Move %n disc(s)", "", len(kinds))
        i18n.set_text(self, describe)

    def redo(self) -> None:
        self._model.move(self._mapping)

    def undo(self) -> None:
        self._model.move({d: s for s, d in self._mapping.items()})


class NudgeDiscs(QUndoCommand):
    """Move discs one step with the keyboard; repeated nudges of the same discs merge."""

    def __init__(self, model: LayoutModel, cells: Iterable[Cell], dr: int, dc: int) -> None:
        super().__init__()
        self._model = model
        self._start = sorted(cells)
        self._dr, self._dc = dr, dc
        self._update_text()

    def _update_text(self) -> None:
        i18n.set_text(self, self._describe)

    def _describe(self) -> str:
        n = len(self._start)
        if n == 1:
            kind = self._model.kind_at(self._start[0]) or self._model.kind_at(self._end()[0])
            return translate("LayoutCommands", "Nudge %1").replace("%1", kind_name(kind)) if kind \
                else translate("LayoutCommands", "Nudge")
        return LayoutCommands.tr("Nudge %n disc(s)", "", n)

    def _end(self) -> list[Cell]:
        return [(r + self._dr, c + self._dc) for r, c in self._start]

    def id(self) -> int:
        return NUDGE_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, NudgeDiscs) or other._model is not self._model:
            return False
        if sorted(other._start) != sorted(self._end()):
            return False
        self._dr += other._dr
        self._dc += other._dc
        if self._dr == 0 and self._dc == 0:
            self.setObsolete(True)  # back where it started: the stack drops the command
        return True

    def redo(self) -> None:
        self._model.move(dict(zip(self._start, self._end())))

    def undo(self) -> None:
        self._model.move(dict(zip(self._end(), self._start)))


class RenameLayout(QUndoCommand):
    def __init__(self, model: LayoutModel, name: str) -> None:
        super().__init__()
        i18n.set_text(self, lambda: translate("LayoutCommands", "Rename layout"))
        self._model, self._name, self._before = model, name, model.name

    def redo(self) -> None:
        self._model.set_name(self._name)

    def undo(self) -> None:
        self._model.set_name(self._before)
