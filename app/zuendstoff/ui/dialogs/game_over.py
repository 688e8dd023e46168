"""The game-over screen: who won, with their chips.

Said first: the dialog's title and its accessible description begin with the winner
("Computer wins! – Game over"; Orca 43 reads a dialog's description as it opens, then the
focused button), so a screen reader says who won before anything else. The last round's line ("End of round 11: …") is in the dialog
too, read with it, so the end-of-round notice is not lost behind the dialog.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ...document.names import colour_name
from ...document.outcome import round_line, winners_text
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
        self.last_round = QLabel()
        self.last_round.setObjectName("lastRound")
        self.last_round.setWordWrap(True)
        self.last_round.setAlignment(Qt.AlignmentFlag.AlignCenter)
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
        box.addWidget(self.last_round)
        box.addWidget(self.detail)
        box.addWidget(buttons)
        self.setMaximumWidth(640)
        self.retranslate()

    def heading(self) -> str:
        """"Anna wins!", "Anna, Ben and Clara win together!" (as the status line)."""
        if self.game.winners:
            return winners_text(self.game) + "!"
        return self.tr("The game ended without a winner.")

    def retranslate(self) -> None:
        game = self.game
        heading = self.heading()
        # the winner first: a screen reader reads the title before anything in the dialog
        self.setWindowTitle(self.tr("%1 – Game over").replace("%1", heading))
        self.title.setText(heading)
        self.last_round.setText(round_line(game, len(game.rounds)) if game.rounds else "")
        lines = []
        for s in range(game.seats):
            chips = ", ".join(colour_name(c) for c in game.chip_colours(s)) or "–"
            lines.append(self.tr("%1: chips %2").replace("%1", game.players[s].name)
                         .replace("%2", chips))
        self.detail.setText("\n".join(lines + [self.tr("after %n round(s)", "", len(game.rounds))]))
        # what Orca reads of a dialog as it opens (its description, not its title): the
        # winner first, then the last round and the chips
        self.setAccessibleDescription(" ".join([heading, self.last_round.text()] + lines))
        self.new_button.setText(self.tr("New game…"))
        self.close_button.setText(self.tr("Look at the board"))
