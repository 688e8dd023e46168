"""One seat's hand as a list model: shown only while that seat chooses a card."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

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

    def set_hand(self, seat: int, cards: list[str]) -> None:
        self.beginResetModel()
        self.seat = seat
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
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return card_name(card)
        if role == Qt.ItemDataRole.ToolTipRole:
            return card_help(card)
        if role == CardRole:
            return card
        return None
