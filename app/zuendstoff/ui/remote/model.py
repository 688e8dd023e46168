"""The far-away window's model: the latest view of the seat, as the board's ``model``.

The board scene and the panels follow a model with ``game``, ``changed`` and
``gameReplaced`` (as :class:`~zuendstoff.document.game_model.GameModel`); here ``game`` is a
:class:`~.view_game.ViewGame` of the seat's latest view, and each new view is a change (the
board animates it) or, for another layout or other players, a new game.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from .view_game import ViewGame


class SeatViewModel(QObject):
    changed = Signal()
    gameReplaced = Signal()

    def __init__(self, view, parent=None) -> None:
        super().__init__(parent)
        self.game = ViewGame(view)

    def set_view(self, view) -> None:
        old = self.game
        same = view.layout == old.layout and view.players == old.players
        self.game = ViewGame(view, old.layout if same else None)
        (self.changed if same else self.gameReplaced).emit()
