"""The players panel as a table model: everything public about each seat (R26)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor

from .game_model import GameModel
from .names import card_name, colour_name, piece_name
from .table_status import Situation, seat_step

PIECE_COLOURS = {"black": "#222222", "white": "#f4f4f4", "purple": "#8e44ad",
                 "orange": "#e67e22", "green": "#27ae60"}
SeatRole = Qt.ItemDataRole.UserRole + 1


_ROOT = QModelIndex()


class PlayersModel(QAbstractTableModel):
    NAME, PIECE, CHIPS, HAND, PLAYED, STATUS = range(6)

    def __init__(self, model: GameModel, parent=None) -> None:
        super().__init__(parent)
        self.model = model
        # what the table is doing (the flow says; document/table_status.py words the "Now"
        # column from it, as it words the status line)
        self._situation: Situation | None = None
        # the connection of each phone seat's phone: "waiting", "connected" or "lost"
        self._connection: dict[int, str] = {}
        model.changed.connect(self.refresh)
        model.gameReplaced.connect(self.refresh)
        model.seatsChanged.connect(self.refresh)

    def set_situation(self, situation: Situation) -> None:
        """What the table is doing now (public: who is asked, who thinks, what is shown)."""
        game = self.model.game
        before = self._situation
        self._situation = situation
        if before is None or [seat_step(game, before, s) for s in range(game.seats)] != \
                [seat_step(game, situation, s) for s in range(game.seats)]:
            self.refresh()

    def retranslate(self) -> None:
        """The language changed: the header and every cell are said again."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        if self.rowCount() > 0:
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(self.rowCount() - 1, self.columnCount() - 1))

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
            if self.model.is_far(seat):
                if role == Qt.ItemDataRole.ToolTipRole:
                    return self.tr("%1 plays far away, in their own Zündstoff").replace("%1", name)
                return self.tr("%1 (far away)").replace("%1", name)
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

    def situation(self) -> Situation:
        """The table's situation as last told (before the flow said anything: the game's)."""
        if self._situation is not None:
            return self._situation
        return Situation(shown_round=self.model.game.round_no)

    def _status(self, seat: int) -> str:
        """The "Now" column: what ``seat`` is doing in the step the table is at."""
        if self.model.is_phone(seat) and not self.model.game.is_over:
            return self._phone_status(seat)
        step = seat_step(self.model.game, self.situation(), seat)
        return {"wins": self.tr("wins"), "thinking": self.tr("thinking…"),
                "chosen": self.tr("card chosen"), "choosing": self.tr("choosing"),
                "to move": self.tr("to move"), "": ""}[step]

    def phone_state(self, seat: int) -> str:
        """A phone seat's state: "waiting" (its phone has not joined), "lost" (connection
        lost), else from the game: "choosing", "chosen", "to move" or "connected"."""
        game = self.model.game
        connection = self.connection(seat)
        if connection in ("waiting", "lost") and not game.is_over:
            return connection
        step = seat_step(game, self.situation(), seat)
        return step if step in ("choosing", "chosen", "to move") else "connected"

    def _phone_status(self, seat: int) -> str:
        if self.model.is_far(seat):
            return {"waiting": self.tr("not connected yet"),
                    "lost": self.tr("connection lost"),
                    "choosing": self.tr("choosing far away"),
                    "chosen": self.tr("has chosen"),
                    "to move": self.tr("to move"),
                    "connected": self.tr("connected")}[self.phone_state(seat)]
        return {"waiting": self.tr("phone not joined yet"),
                "lost": self.tr("phone lost connection"),
                "choosing": self.tr("choosing on the phone"),
                "chosen": self.tr("has chosen"),
                "to move": self.tr("to move"),
                "connected": self.tr("phone connected")}[self.phone_state(seat)]
