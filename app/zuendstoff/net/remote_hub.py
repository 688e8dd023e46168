"""RemoteHub: the far-away seats (internet play, :mod:`.remote`) for a Qt table.

The same face as :class:`~.hub.PhoneHub` where the table needs it (``publish``, ``offer``,
``reoffer``, ``decisionReceived``): decisions arrive on paho's thread and are queued to the
thread the hub lives on, where the table applies them. ``heard(seat)`` says, on that thread
too and before the decision the same frame carried, that a seat's Zündstoff was heard (any
frame that opened with its key): who is connected (ui/game/far_seats.py). A far-away seat's
``undo`` request is decided on that thread too, by :attr:`RemoteHub.undo_handler` (the Qt
table's own Undo rule, ui/game/far_seats.py); a table without one (``zuendstoff-table``)
refuses it with the reason.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QObject, Qt, Signal, Slot

from .protocol import TableInfo
from .remote.invitation import Broker, Invitation
from .remote.table import RemoteTable


class RemoteHub(QObject):
    decisionReceived = Signal(int, object, int)
    heard = Signal(int)
    _incoming = Signal(int, object, int)
    _heard = Signal(int)
    _undo = Signal(int, str, int)

    def __init__(self, broker: Broker, invitations: Mapping[int, Invitation],
                 ca_file: str | None = None, parent: QObject | None = None, **kwargs) -> None:
        super().__init__(parent)
        self._incoming.connect(self._on_incoming, Qt.ConnectionType.QueuedConnection)
        self._heard.connect(self.heard, Qt.ConnectionType.QueuedConnection)
        kwargs.setdefault("on_heard", self._heard.emit)
        self._undo.connect(self._on_undo, Qt.ConnectionType.QueuedConnection)
        kwargs.setdefault("on_undo", self._undo.emit)
        self.remote = RemoteTable(broker, invitations, self._incoming.emit, ca_file, **kwargs)
        self.invitations = self.remote.invitations
        # the table's undo rule for a far-away seat's request, on this thread: seat →
        # (None, what was taken back) or (code, why not). None here: the table has no undo
        self.undo_handler: Callable[[int], tuple[str | None, str]] | None = None

    def start(self) -> None:
        self.remote.start()

    def stop(self) -> None:
        self.remote.stop()

    def seats(self) -> tuple[int, ...]:
        return self.remote.seats()

    def set_language(self, lang: str) -> None:
        self.remote.set_language(lang)

    def publish(self, game, table: TableInfo) -> None:
        self.remote.publish(game, table)

    def offer(self, seat: int) -> int:
        return self.remote.offer(seat)

    def reoffer(self, seat: int) -> None:
        self.remote.reoffer(seat)

    @Slot(int, str, int)
    def _on_undo(self, seat: int, msg_id: str, version: int) -> None:
        """A far-away seat asks to take back its last decision: the table's own rule decides
        (:attr:`undo_handler`), on the table's thread, for the state the seat saw."""
        from .remote.table import NO_UNDO
        why = self.remote.undo_stale(seat, version)  # (the game may have moved on meanwhile)
        if why is None and self.undo_handler is None:
            why = ("no-undo", NO_UNDO)
        if why is None:
            why = self.undo_handler(seat)
        self.remote.answer_undo(seat, msg_id, *why)

    @Slot(int, object, int)
    def _on_incoming(self, seat: int, decision, offer: int) -> None:
        self.decisionReceived.emit(seat, decision, offer)
