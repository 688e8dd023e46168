"""The editors speak: what a screen reader hears when the cursor moves or an edit is made.

The layout editor's grid is painted, so a screen reader would hear nothing as its cursor
moves; here every cursor move says the cell ("Row 3, column 4: planet slot") and every edit,
undo and redo says what was done ("Place Earth", "Undone: Place Earth"), once, through
:class:`~zuendstoff.ui.announce.Announcer`. The grid's accessible description keeps the
cursor's cell too (read again when the grid gets the focus).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject

from ..announce import Announcer


def kind_text(kind: str | None) -> str:
    return {"sun": QCoreApplication.translate("EditorSpeech", "sun"),
            "earth": QCoreApplication.translate("EditorSpeech", "Earth"),
            "planet": QCoreApplication.translate("EditorSpeech", "planet slot")}.get(
        kind or "", QCoreApplication.translate("EditorSpeech", "empty"))


class EditorSpeech(QObject):
    """Says ``window``'s edits (its undo stack); :meth:`follow_grid` also its grid's cursor."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.announcer = Announcer(window, self)
        self._index = window.stack.index()
        window.stack.indexChanged.connect(self._stack_moved)

    def _stack_moved(self, index: int) -> None:
        before, self._index = self._index, index
        try:
            stack = self.window.stack
            if index == before + 1:
                self.announcer.say(stack.text(index - 1))
            elif index == before - 1:
                self.announcer.say(self.tr("Undone: %1").replace("%1", stack.text(index)))
        except RuntimeError:  # the stack is being deleted with its window (cleared)
            pass

    def follow_grid(self, scene, view) -> None:
        """Say the layout grid's cursor cell whenever it moves (and after every edit).

        Each move is said once: while the grid has the focus only the announcement says it;
        the grid's accessible description (what a screen reader reads when the focus comes
        to the grid) is brought up to date while the grid does not have the focus and when
        the focus leaves it, since a screen reader also speaks a description that changes
        on the focused object (that was the second time each move was heard).
        """
        self.scene, self.view = scene, view
        scene.cursorMoved.connect(lambda _cell: self.say_cursor())
        scene.model.changed.connect(self._describe)
        view.installEventFilter(self)
        self._describe()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.FocusOut and watched is getattr(self, "view", None):
            self.view.setAccessibleDescription(self.cursor_text())
        return False

    def cursor_text(self) -> str:
        scene = self.scene
        row, col = scene.label(scene.cursor)
        return self.tr("Row %1, column %2: %3").replace("%1", str(row)).replace(
            "%2", str(col)).replace("%3", kind_text(scene.model.kind_at(scene.cursor)))

    def _describe(self) -> str:
        text = self.cursor_text()
        if not self.view.hasFocus():
            self.view.setAccessibleDescription(text)
        return text

    def say_cursor(self) -> None:
        text = self._describe()
        if self.view.hasFocus():
            self.announcer.say(text)

    def say_tool(self, name: str) -> None:
        """The tool just chosen with its key on the grid ("Tool: Sun")."""
        if self.view.hasFocus():
            self.announcer.say(self.tr("Tool: %1").replace("%1", name.replace("&", "")))
