"""The players panel as a table model: everything public about each seat (R26)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor

from ..engine import Phase
from .game_model import GameModel
from .names import card_name, colour_name, piece_name

PIECE_COLOURS = {"black": "#222222", "white": "#f4f4f4", "purple": "#8e44ad",
                 "orange": "#e67e22", "green": "#27ae60"}
SeatRole = Qt.ItemDataRole.UserRole + 1


_ROOT = QModelIndex()


class PlayersModel(QAbstractTableModel):
    NAME, PIECE, CHIPS, HAND, PLAYED, STATUS = range(6)

    def __init__(self, model: GameModel, parent=None) -> None:
        super().__init__(parent)
        self.model = model
        self._thinking: int | None = None
        # the connection of each phone seat's phone: "waiting", "connected" or "lost"
        self._connection: dict[int, str] = {}
        model.changed.connect(self.refresh)
        model.gameReplaced.connect(self.refresh)
        model.seatsChanged.connect(self.refresh)

    def set_thinking(self, seat: int | None) -> None:
        """Mark a computer seat as thinking (public: it only says who is busy)."""
        self._thinking = seat
        self.refresh()

    def set_connection(self, seat: int, state: str) -> None:
        """The connection of a phone seat's phone changed (public: who is missing)."""
        if self._connection.get(seat) != state:
            self._connection[seat] = state
            self.refresh()

    def forget_connections(self, keep=()) -> None:
        """Seats no longer on phones (or a new game): their phones' states are forgotten."""
        for seat in [s for s in self._connection if s not in keep]:
            del self._connection[seat]

    def connection(self, seat: int) -> str:
        return self._connection.get(seat, "waiting")

    def refresh(self) -> None:
        self.beginResetModel()
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else self.model.game.seats

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else 6

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Player"), self.tr("Piece"), self.tr("Chips"), self.tr("Hand"),
                    self.tr("Played"), self.tr("Now"))[section]
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        game, seat, col = self.model.game, index.row(), index.column()
        if role == SeatRole:
            return seat
        if role == Qt.ItemDataRole.DecorationRole and col == self.PIECE:
            return QColor(PIECE_COLOURS.get(game.players[seat].piece, "#888888"))
        if role == Qt.ItemDataRole.AccessibleTextRole:  # a screen reader never meets a blank cell
            return self.data(index, Qt.ItemDataRole.DisplayRole) or "–"
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        if col == self.NAME:
            name = game.players[seat].name
            if self.model.is_computer(seat):
                if role == Qt.ItemDataRole.ToolTipRole:
                    return self.tr("%1 is played by the computer").replace("%1", name)
                if "computer" not in name.lower():
                    return self.tr("%1 (computer)").replace("%1", name)
            if self.model.is_phone(seat):
                if role == Qt.ItemDataRole.ToolTipRole:
                    return self.tr("%1 holds their hand on a phone").replace("%1", name)
                return self.tr("%1 (phone)").replace("%1", name)
            return name
        if col == self.PIECE:
            return piece_name(game.players[seat].piece)
        if col == self.CHIPS:
            chips = game.chip_colours(seat)
            return ", ".join(colour_name(c) for c in chips) if chips else "–"
        if col == self.HAND:
            count = sum(game.hand(seat).values())
            if role == Qt.ItemDataRole.ToolTipRole:
                return self.tr("%n card(s) in hand", "", count)
            return str(count)
        if col == self.PLAYED:
            played = game.revealed_cards(seat)
            return ", ".join(card_name(c) for c in played) if played else "–"
        return self._status(seat)

    def _status(self, seat: int) -> str:
        game = self.model.game
        if game.is_over:
            return self.tr("wins") if seat in game.winners else ""
        if self._thinking == seat:
            return self.tr("thinking…")
        if self.model.is_phone(seat):
            return self._phone_status(seat)
        if game.phase in (Phase.FIRST_CARD, Phase.SECOND_CARD):
            return self.tr("card chosen") if game.has_chosen(seat) else self.tr("choosing")
        return self.tr("to move") if seat in game.pending_seats() else ""

    def phone_state(self, seat: int) -> str:
        """A phone seat's state: "waiting" (its phone has not joined), "lost" (connection
        lost), else from the game: "choosing", "chosen", "to move" or "connected"."""
        game = self.model.game
        connection = self.connection(seat)
        if connection in ("waiting", "lost") and not game.is_over:
            return connection
        if game.phase in (Phase.FIRST_CARD, Phase.SECOND_CARD):
            return "chosen" if game.has_chosen(seat) else "choosing"
        return "to move" if seat in game.pending_seats() else "connected"

    def _phone_status(self, seat: int) -> str:
        return {"waiting": self.tr("phone not joined yet"),
                "lost": self.tr("phone lost connection"),
                "choosing": self.tr("choosing on the phone"),
                "chosen": self.tr("has chosen"),
                "to move": self.tr("to move"),
                "connected": self.tr("phone connected")}[self.phone_state(seat)]
