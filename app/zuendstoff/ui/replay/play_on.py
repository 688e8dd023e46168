""""Play on from here": who plays each seat from the replay's position on (chosen afresh)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ...document.game_model import SeatKind
from ...engine import Game
from ..dialogs.bot_names import bot_display_name, bot_keys


class PlayOnDialog(QDialog):
    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play on from here"))
        intro = QLabel(self.tr("A new game starts from the shown position of round %1. Choose who "
                               "plays each seat.").replace("%1", str(game.round_no)))
        intro.setWordWrap(True)
        form = QFormLayout()
        self.combos: list[QComboBox] = []
        for player in game.players:
            combo = QComboBox()
            combo.addItem(self.tr("Person"), None)
            for key in bot_keys():
                combo.addItem(self.tr("Computer: %1").replace("%1", bot_display_name(key)), key)
            combo.setAccessibleName(self.tr("Who plays %1").replace("%1", player.name))
            form.addRow(player.name, combo)
            self.combos.append(combo)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start playing"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(intro)
        box.addLayout(form)
        box.addWidget(buttons)

    def seat_kinds(self) -> list[SeatKind]:
        return [SeatKind(c.currentData()) for c in self.combos]
