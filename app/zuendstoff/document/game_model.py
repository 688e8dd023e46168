"""The game document: a QObject that owns an engine :class:`~zuendstoff.engine.Game`.

Views and scene items follow its signals; only undo commands (and loading) change it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..engine import Decision, Game


class GameModel(QObject):
    #: emitted after every change of the game state (a decision applied, undone, redone)
    changed = Signal()
    #: emitted when a different game is put in place (new game, loaded game)
    gameReplaced = Signal()

    def __init__(self, game: Game, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game

    @property
    def game(self) -> Game:
        return self._game

    def set_game(self, game: Game) -> None:
        """Put a different game in place (new or loaded)."""
        self._game = game
        self.gameReplaced.emit()
        self.changed.emit()

    def apply(self, decision: Decision) -> None:
        """Apply a decision (raises IllegalDecision, leaving the game unchanged)."""
        self._game.apply(decision)
        self.changed.emit()

    def restore(self, state: Game) -> None:
        """Put back an earlier state of the same game (undo/redo)."""
        self._game = state
        self.changed.emit()
