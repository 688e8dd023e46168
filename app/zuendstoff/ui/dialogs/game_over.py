"""The game-over screen: who won, with their chips."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ...document.names import colour_name
from ...document.outcome import winners_text
from ...engine import Game
from ..labels import heading_label


class GameOverDialog(QDialog):
    NEW_GAME = 2

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        self.setObjectName("gameOverDialog")
        title = heading_label(20)
        if game.winners:  # "Anna wins!", "Anna, Ben and Clara win together!" (as the status line)
            title.setText(winners_text(game) + "!")
        else:
            title.setText(self.tr("The game ended without a winner."))
        self.title = title
        lines = []
        for s in range(game.seats):
            chips = ", ".join(colour_name(c) for c in game.chip_colours(s)) or "–"
            lines.append(self.tr("%1: chips %2").replace("%1", game.players[s].name)
                         .replace("%2", chips))
        detail = QLabel("\n".join(lines + [self.tr("after %n round(s)", "",
                                                                len(game.rounds))]))
        detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        buttons = QDialogButtonBox()
        self.new_button = buttons.addButton(self.tr("New game…"),
                                            QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = buttons.addButton(self.tr("Look at the board"),
                                              QDialogButtonBox.ButtonRole.RejectRole)
        self.new_button.setDefault(True)
        buttons.accepted.connect(lambda: self.done(self.NEW_GAME))
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.setContentsMargins(24, 18, 24, 12)
        box.setSpacing(12)
        box.addWidget(title)
        box.addWidget(detail)
        box.addWidget(buttons)
