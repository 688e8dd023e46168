"""The table before any game is on it: at start (behind "Continue the last game?", or when
the new-game dialog was cancelled) the window shows no board, no privacy screen and no round
— only the ways to a game."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..labels import heading_label
from ..retranslate import Retranslating


class NoGamePage(Retranslating, QWidget):
    newGame = Signal()
    openGame = Signal()
    learn = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noGamePage")
        # a plain QWidget subclass paints a style sheet's background only with this attribute
        # (without it the light labels stood on the window's light grey: unreadable)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.title = title = heading_label(22)
        self.text = text = QLabel()
        text.setWordWrap(True)
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.new_button = QPushButton()
        self.open_button = QPushButton()
        self.learn_button = QPushButton()
        self.new_button.clicked.connect(lambda _c=False: self.newGame.emit())
        self.open_button.clicked.connect(lambda _c=False: self.openGame.emit())
        self.learn_button.clicked.connect(lambda _c=False: self.learn.emit())
        for b in (self.new_button, self.open_button, self.learn_button):
            b.setAutoDefault(True)  # Enter presses the focused button
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for b in (self.new_button, self.open_button, self.learn_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        box = QVBoxLayout(self)
        box.addStretch(2)
        box.addWidget(title)
        box.addWidget(text)
        box.addSpacing(16)
        box.addLayout(buttons)
        box.addStretch(3)
        self.setStyleSheet("#noGamePage { background: #101a33; } #noGamePage QLabel { color: #e8ecf8; }")
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("No game on the table"))
        self.text.setText(self.tr("Start a new game, open a saved one, or learn to play in a short "
                                  "guided game."))
        self.new_button.setText(self.tr("&New game…"))
        self.open_button.setText(self.tr("&Open a saved game…"))
        self.learn_button.setText(self.tr("&Learn to play…"))
