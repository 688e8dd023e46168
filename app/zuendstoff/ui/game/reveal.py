"""The cards on the table: everyone's revealed cards of this round, shown the moment they are
turned over (a short fade-in), and kept in sight while the second card is chosen (R13)."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsOpacityEffect, QHBoxLayout, QLabel, QWidget

from ...document.game_model import GameModel
from ...document.names import card_name
from ...engine import Phase
from .. import palette
from .hand import CARD_MARK, card_kind


class CardChip(QLabel):
    """One revealed card, small: colour band, shape mark and value, and the card's name."""

    def __init__(self, card: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        kind = card_kind(card)
        value = "" if kind in ("sun", "planet") else card[-1]
        colours = palette.current()
        fill, fg = colours.card_fill[kind], colours.card_text[kind]
        self.setText(f"{CARD_MARK[kind]}{value} {card_name(card)}")
        self.setStyleSheet(f"QLabel {{ background: {fill}; color: {fg}; "
                           "border-radius: 5px; padding: 2px 6px; }")


class RevealBanner(QWidget):
    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("revealBanner")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#revealBanner { background: #e7f5ff; }")
        self.model = model
        self.speed = 1.0
        self._shown: tuple = ()
        self.box = QHBoxLayout(self)
        self.box.setContentsMargins(8, 3, 8, 3)
        self.effect = QGraphicsOpacityEffect(self)
        self.effect.setOpacity(1.0)
        self.setGraphicsEffect(self.effect)
        self.fade = QPropertyAnimation(self.effect, b"opacity", self)
        self.fade.setEasingCurve(QEasingCurve.Type.OutCubic)
        model.changed.connect(self.refresh)
        model.gameReplaced.connect(self.refresh)
        self.hide()
        self.refresh()

    def content(self) -> tuple:
        """(round, per seat the revealed cards) or () when nothing is on the table."""
        game = self.model.game
        if game.is_over or game.phase is Phase.FIRST_CARD:
            return ()
        cards = tuple(tuple(game.revealed_cards(s)) for s in range(game.seats))
        return (game.round_no, cards) if any(cards) else ()

    def refresh(self) -> None:
        content = self.content()
        if content == self._shown:
            return
        new_reveal = bool(content) and (not self._shown or content[1] != self._shown[1])
        self._shown = content
        while self.box.count():
            item = self.box.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        if not content:
            self.hide()
            return
        game = self.model.game
        title = QLabel(self.tr("Round %1 – on the table:").replace("%1", str(content[0])))
        bold = QFont()
        bold.setBold(True)
        title.setFont(bold)
        self.box.addWidget(title)
        for seat, cards in enumerate(content[1]):
            self.box.addSpacing(10)
            self.box.addWidget(QLabel(game.players[seat].name + ":"))
            for card in cards:
                self.box.addWidget(CardChip(card))
        self.box.addStretch(1)
        self.show()
        if new_reveal and self.speed > 0:
            self.fade.stop()
            self.fade.setDuration(int(700 / self.speed))
            self.fade.setStartValue(0.0)
            self.fade.setEndValue(1.0)
            self.fade.start()
        else:
            self.effect.setOpacity(1.0)
