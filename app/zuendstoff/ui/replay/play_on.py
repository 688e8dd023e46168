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
from ..retranslate import Retranslating


class PlayOnDialog(Retranslating, QDialog):
    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.round_no = game.round_no
        self.names = [player.name for player in game.players]
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        form = QFormLayout()
        self.combos: list[QComboBox] = []
        for name in self.names:
            combo = QComboBox()
            combo.addItem("", None)
            for key in bot_keys():
                combo.addItem("", key)
            form.addRow(name, combo)
            self.combos.append(combo)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        # a button of its own: a standard OK would be named "OK" again on a language switch
        self.start_button = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.intro)
        box.addLayout(form)
        box.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the dialog, in the installed language (at start and on a switch)."""
        self.setWindowTitle(self.tr("Play on from here"))
        self.intro.setText(self.tr("A new game starts from the shown position of round %1. Choose "
                                   "who plays each seat.").replace("%1", str(self.round_no)))
        for name, combo in zip(self.names, self.combos):
            combo.setItemText(0, self.tr("Person"))
            for i in range(1, combo.count()):
                combo.setItemText(i, self.tr("Computer: %1").replace(
                    "%1", bot_display_name(combo.itemData(i))))
            combo.setAccessibleName(self.tr("Who plays %1").replace("%1", name))
        self.start_button.setText(self.tr("Start playing"))

    def seat_kinds(self) -> list[SeatKind]:
        return [SeatKind(c.currentData()) for c in self.combos]
