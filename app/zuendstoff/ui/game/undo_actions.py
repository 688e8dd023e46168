"""Edit ▸ Undo / Redo over the window's QUndoStack.

A computer seat's decision is undone together with the person's decision before it
(otherwise the computer would at once decide again and undo could never get past
it); redo brings both back. A person's forced move (their only legal choice, made
for them) is undone the same way, or it would at once be made again. The action texts
name what will be undone, in public words only (the commands' texts, see document/game_commands.py).
"""

from __future__ import annotations

from typing import Callable

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence, QUndoStack

from ...document.game_model import GameModel


class UndoActions(QObject):
    def __init__(self, stack: QUndoStack, model: GameModel, before: Callable[[], None],
                 after: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.stack, self.model, self.before, self.after = stack, model, before, after
        self.undo_action = QAction(self.tr("Undo"), self)
        self.undo_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.Undo)])
        self.redo_action = QAction(self.tr("Redo"), self)
        from .. import shortcuts
        self.redo_action.setShortcuts([QKeySequence(k) for k in shortcuts.redo()])
        self.undo_action.triggered.connect(lambda _checked=False: self.undo())
        self.redo_action.triggered.connect(lambda _checked=False: self.redo())
        stack.indexChanged.connect(self.update)
        stack.cleanChanged.connect(self.update)
        model.changed.connect(self.update)
        self.update()

    def _is_person(self, i: int) -> bool:
        command = self.stack.command(i)
        seat = getattr(command, "seat", None)
        return seat is not None and not self.model.is_computer(seat) \
            and not getattr(command, "forced", False)

    def undo_target(self) -> int | None:
        """Index of the person's command that Undo would take back (with what follows)."""
        for i in range(self.stack.index() - 1, -1, -1):
            if self._is_person(i):
                return i
        return None

    def redo_target(self) -> int | None:
        """Stack index after Redo: the next person's command and the computer's after it."""
        count, i = self.stack.count(), self.stack.index()
        if i >= count:
            return None
        j = i + 1
        while j < count and not self._is_person(j):
            j += 1
        return j

    def update(self) -> None:
        if not shiboken6.isValid(self.stack) or not shiboken6.isValid(self.undo_action):
            return  # the window is being torn down
        target = self.undo_target()
        self.undo_action.setEnabled(target is not None)
        self.undo_action.setText(
            self.tr("Undo: %1").replace("%1", self.stack.command(target).text())
            if target is not None else self.tr("Undo"))
        redo = self.stack.index() < self.stack.count()
        self.redo_action.setEnabled(redo)
        self.redo_action.setText(
            self.tr("Redo: %1").replace("%1", self.stack.command(self.stack.index()).text())
            if redo else self.tr("Redo"))

    def undo(self) -> None:
        target = self.undo_target()
        if target is None:
            return
        self.before()
        self.stack.setIndex(target)
        self.after()

    def redo(self) -> None:
        target = self.redo_target()
        if target is None:
            return
        self.before()
        self.stack.setIndex(target)
        self.after()
