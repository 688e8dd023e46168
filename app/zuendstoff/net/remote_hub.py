"""RemoteHub: the far-away seats (internet play, :mod:`.remote`) for a Qt table.

The same face as :class:`~.hub.PhoneHub` where the table needs it (``publish``, ``offer``,
``reoffer``, ``decisionReceived``): decisions arrive on paho's thread and are queued to the
thread the hub lives on, where the table applies them. ``heard(seat)`` says, on that thread
too and before the decision the same frame carried, that a seat's Zündstoff was heard (any
frame that opened with its key): who is connected (ui/game/far_seats.py).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QObject, Qt, Signal, Slot

from .protocol import TableInfo
from .remote.invitation import Broker, Invitation
from .remote.table import RemoteTable


class RemoteHub(QObject):
    decisionReceived = Signal(int, object, int)
    heard = Signal(int)
    _incoming = Signal(int, object, int)
    _heard = Signal(int)

    def __init__(self, broker: Broker, invitations: Mapping[int, Invitation],
                 ca_file: str | None = None, parent: QObject | None = None, **kwargs) -> None:
        super().__init__(parent)
        self._incoming.connect(self._on_incoming, Qt.ConnectionType.QueuedConnection)
        self._heard.connect(self.heard, Qt.ConnectionType.QueuedConnection)
        kwargs.setdefault("on_heard", self._heard.emit)
        self.remote = RemoteTable(broker, invitations, self._incoming.emit, ca_file, **kwargs)
        self.invitations = self.remote.invitations

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

    @Slot(int, object, int)
    def _on_incoming(self, seat: int, decision, offer: int) -> None:
        self.decisionReceived.emit(seat, decision, offer)
