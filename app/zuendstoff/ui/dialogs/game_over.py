"""The end of the game, for the whole table: who won and why (their chips), how many rounds,
a short story of the decisive flights (every flight into the sun), and what next: Replay,
Rematch with the same seats, Save, New game, or look at the board.

A screen reader hears the winner first: the dialog's name is the winners' line, the line is
its first text, and the window announces it when the dialog opens. Everything here is public
(the chips, the round record).
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...document.names import colour_name
from ...document.outcome import game_story, why_won, winners_text
from ...engine import Game
from ..labels import heading_label
from ..retranslate import Retranslating


class GameOverDialog(Retranslating, QDialog):
    """``done`` with one of the codes below (Rejected: look at the board)."""

    NEW_GAME = 2
    REPLAY = 3
    REMATCH = 4
    SAVE = 5

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName("gameOverDialog")
        self.title = heading_label(22)
        self.title.setObjectName("gameOverWinners")
        self.why = QLabel()
        self.why.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.why.setWordWrap(True)
        self.detail = QLabel()
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.story_title = QLabel()
        font = self.story_title.font()
        font.setBold(True)
        self.story_title.setFont(font)
        self.story = QLabel()
        self.story.setWordWrap(True)
        self.story.setTextFormat(Qt.TextFormat.RichText)
        self.replay_button = QPushButton()
        self.rematch_button = QPushButton()
        self.save_button = QPushButton()
        self.new_button = QPushButton()
        self.close_button = QPushButton()
        self.rematch_button.setDefault(True)
        for button, code in ((self.replay_button, self.REPLAY), (self.rematch_button, self.REMATCH),
                             (self.save_button, self.SAVE), (self.new_button, self.NEW_GAME)):
            button.clicked.connect(lambda _c=False, code=code: self.done(code))
        self.close_button.clicked.connect(self.reject)
        row = QHBoxLayout()
        for button in (self.replay_button, self.rematch_button, self.save_button,
                       self.new_button):
            row.addWidget(button)
        close_box = QDialogButtonBox()
        close_box.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        box = QVBoxLayout(self)
        box.setContentsMargins(24, 18, 24, 12)
        box.setSpacing(10)
        box.addWidget(self.title)  # first: a screen reader reads the winner first
        box.addWidget(self.why)
        box.addWidget(self.detail)
        box.addWidget(self.story_title)
        box.addWidget(self.story)
        box.addLayout(row)
        box.addWidget(close_box)
        self.setMinimumWidth(520)
        self.retranslate()

    def winners_line(self) -> str:
        if self.game.winners:  # "Anna wins!", "Anna and Ben win together!" (as the status line)
            return winners_text(self.game) + "!"
        return self.tr("The game ended without a winner.")

    def retranslate(self) -> None:
        game = self.game
        self.setWindowTitle(self.tr("Game over"))
        line = self.winners_line()
        self.title.setText(line)
        self.setAccessibleName(line)
        self.why.setText(" ".join(why_won(game)))
        lines = []
        for s in range(game.seats):
            chips = ", ".join(colour_name(c) for c in game.chip_colours(s)) or "–"
            lines.append(self.tr("%1: chips %2").replace("%1", game.players[s].name)
                         .replace("%2", chips))
        self.detail.setText("\n".join(lines + [self.tr("after %n round(s)", "", len(game.rounds))]))
        # what Orca 43 reads of a dialog as it opens is its description (not its name): the
        # winners first there too, then why and the chips (heard in a whole game with Orca)
        self.setAccessibleDescription(" ".join([line, self.why.text()] + lines))
        story = game_story(game)
        self.story_title.setText(self.tr("How it went") if story else "")
        self.story_title.setVisible(bool(story))
        self.story.setText("<br>".join(escape(s) for s in story))
        self.story.setVisible(bool(story))
        self.replay_button.setText(self.tr("&Replay"))
        self.replay_button.setToolTip(self.tr("Watch this game again, move by move"))
        self.rematch_button.setText(self.tr("Re&match"))
        self.rematch_button.setToolTip(self.tr("A new game with the same players, seats and "
                                               "board"))
        self.save_button.setText(self.tr("&Save…"))
        self.new_button.setText(self.tr("&New game…"))
        self.close_button.setText(self.tr("&Look at the board"))
