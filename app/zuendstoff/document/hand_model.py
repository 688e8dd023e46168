"""One seat's hand as a list model: shown only while that seat chooses a card."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt

from ..engine import CARDS
from .names import card_help, card_name

CardRole = Qt.ItemDataRole.UserRole + 1


_ROOT = QModelIndex()


class HandModel(QAbstractListModel):
    """Rows are cards (a card held twice has two rows). Empty unless a seat is choosing."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._cards: list[str] = []
        self.seat: int | None = None
        # False: the hand is not read aloud (a screen reader runs at a shared screen and its
        # holder looks at the screen): the accessible texts name no card, only its place
        self.spoken = True

    def set_hand(self, seat: int, cards: list[str], spoken: bool = True) -> None:
        self.beginResetModel()
        self.seat = seat
        self.spoken = spoken
        self._cards = sorted(cards, key=CARDS.index)
        self.endResetModel()

    def clear(self) -> None:
        self.beginResetModel()
        self.seat = None
        self._cards = []
        self.endResetModel()

    def card(self, row: int) -> str:
        return self._cards[row]

    def row_of(self, card: str) -> int:
        return self._cards.index(card)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._cards)

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._cards):
            return None
        card = self._cards[index.row()]
        if not self.spoken:  # seen on the screen, never said: no card's name nor help
            if role == Qt.ItemDataRole.AccessibleTextRole:
                return QCoreApplication.translate("HandModel", "Card %1 of %2").replace(
                    "%1", str(index.row() + 1)).replace("%2", str(len(self._cards)))
            if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleDescriptionRole):
                return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return card_name(card)
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleDescriptionRole):
            return card_help(card)  # what it does, for the mouse and for a screen reader
        if role == CardRole:
            return card
        return None
