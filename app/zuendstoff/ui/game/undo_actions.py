"""Edit ▸ Undo / Redo over the window's QUndoStack.

A computer seat's decision is undone together with the person's decision before it
(otherwise the computer would at once decide again and undo could never get past
it); redo brings both back. A person's forced move (their only legal choice, made
for them) is undone the same way, or it would at once be made again. So is a person's
decision that Undo would leave them no choice over: in a casual game a planet turned face
up and undone keeps its rotation (R22), so turning it up again is forced, and the table
would make it again at once (``decides_at_once``). The action texts
name what will be undone, in public words only (the commands' texts, see document/game_commands.py).

Greyed out, Undo says why (issue 42): its tip and status tip name what sealed the game there
(R27: the cards turned over, a card laid, a planet turned face up; or nothing of the person's
to undo yet), and the Undo key pressed then says it once, in the status line and to a screen
reader (:attr:`UndoActions.told`).
"""

from __future__ import annotations

from typing import Callable

import shiboken6
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence, QUndoStack

from ...document.game_commands import SEALED_BY
from ...document.game_model import GameModel
from ...engine import Game


class UndoActions(QObject):
    # the Undo key was pressed while Undo is greyed out: why (said and shown by the window)
    told = Signal(str)

    def __init__(self, stack: QUndoStack, model: GameModel, before: Callable[[], None],
                 after: Callable[[], None], parent: QObject | None = None,
                 decides_at_once: Callable[[Game, int], bool] | None = None) -> None:
        super().__init__(parent)
        self.stack, self.model, self.before, self.after = stack, model, before, after
        # whether the table would make ``seat``'s decision in ``game`` by itself, at once
        # (a forced move made for a person): Undo never stops there
        self.decides_at_once = decides_at_once
        self.undo_action = QAction(self.tr("Undo"), self)
        self.undo_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.Undo)])
        self.redo_action = QAction(self.tr("Redo"), self)
        from .. import shortcuts
        self.redo_action.setShortcuts([QKeySequence(k) for k in shortcuts.redo()])
        self.undo_action.triggered.connect(lambda _checked=False: self.undo())
        # the Undo key while Undo is greyed out: the reason, once (a disabled action takes
        # no key; this one is enabled only then, so the key is never ambiguous)
        self.sealed_action = QAction(self)
        self.sealed_action.setShortcuts(self.undo_action.shortcuts())
        self.sealed_action.setProperty("standsInFor", self.undo_action)  # (the keys' test)
        self.sealed_action.triggered.connect(lambda _checked=False: self.told.emit(self.reason()))
        model.gameReplaced.connect(lambda: stack.setProperty(SEALED_BY, ""))
        self.redo_action.triggered.connect(lambda _checked=False: self.redo())
        stack.indexChanged.connect(self.update)
        stack.cleanChanged.connect(self.update)
        model.changed.connect(self.update)
        self.update()

    def _is_person(self, i: int) -> bool:
        command = self.stack.command(i)
        seat = getattr(command, "seat", None)
        if seat is None or self.model.is_computer(seat) or getattr(command, "forced", False):
            return False
        undone_to = getattr(command, "position_undone_to", None)
        if self.decides_at_once is not None and undone_to is not None:
            return not self.decides_at_once(undone_to(), seat)
        return True

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

    def reason(self) -> str:
        """Why Undo is greyed out now ("" while it is not): the rule that sealed the game."""
        if self.undo_target() is not None:
            return ""
        sealed = self.stack.property(SEALED_BY) or ""
        if sealed == "cards":
            return self.tr("Undo is not possible: the cards are turned over; this cannot be "
                           "taken back (rule R27).")
        if sealed == "card":
            return self.tr("Undo is not possible: a laid card is final; it cannot be taken "
                           "back (rule R27).")
        if sealed == "planet":
            return self.tr("Undo is not possible: a planet was turned face up; this cannot be "
                           "taken back (rule R27).")
        return self.tr("Undo is not possible: nothing of yours to undo yet.")

    def update(self) -> None:
        if not shiboken6.isValid(self.stack) or not shiboken6.isValid(self.undo_action):
            return  # the window is being torn down
        target = self.undo_target()
        self.undo_action.setEnabled(target is not None)
        self.sealed_action.setEnabled(target is None)
        self.undo_action.setText(
            self.tr("Undo: %1").replace("%1", self.stack.command(target).text())
            if target is not None else self.tr("Undo"))
        why = self.reason()  # (greyed out: its tip and status tip say why)
        self.undo_action.setToolTip(why or self.undo_action.text())
        self.undo_action.setStatusTip(why)
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
