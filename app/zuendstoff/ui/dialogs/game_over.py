"""The game-over screen: who won, with their chips."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ...document.names import colour_name
from ...document.outcome import winners_text
from ...engine import Game
from ..labels import heading_label
from ..retranslate import Retranslating


class GameOverDialog(Retranslating, QDialog):
    NEW_GAME = 2

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName("gameOverDialog")
        self.title = heading_label(20)
        self.detail = QLabel()
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        buttons = QDialogButtonBox()
        self.new_button = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.new_button.setDefault(True)
        buttons.accepted.connect(lambda: self.done(self.NEW_GAME))
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.setContentsMargins(24, 18, 24, 12)
        box.setSpacing(12)
        box.addWidget(self.title)
        box.addWidget(self.detail)
        box.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        game = self.game
        self.setWindowTitle(self.tr("Game over"))
        if game.winners:  # "Anna wins!", "Anna, Ben and Clara win together!" (as the status line)
            self.title.setText(winners_text(game) + "!")
        else:
            self.title.setText(self.tr("The game ended without a winner."))
        lines = []
        for s in range(game.seats):
            chips = ", ".join(colour_name(c) for c in game.chip_colours(s)) or "–"
            lines.append(self.tr("%1: chips %2").replace("%1", game.players[s].name)
                         .replace("%2", chips))
        self.detail.setText("\n".join(lines + [self.tr("after %n round(s)", "", len(game.rounds))]))
        self.new_button.setText(self.tr("New game…"))
        self.close_button.setText(self.tr("Look at the board"))
