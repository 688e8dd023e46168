"""A stand-in for zuendstoff.net.hub.PhoneHub: the same signals and methods (PHONE_API),
no sockets. Tests drive it: ``connect(seat)``, ``lose(seat)``, ``send(seat, decision)`` (a
phone's decision answered ``ok`` for the seat's present offer; ``decisionReceived.emit``
with an offer of the test's own). What each seat was offered is kept by the real
:class:`zuendstoff.net.channel.SeatChannels`, as in the hub."""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal
from zuendstoff.net.channel import SeatChannels


@dataclass(frozen=True)
class TableInfo:
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    thinking: int | None = None
    moment: str = ""
    screen: bool = True


class FakeHub(QObject):
    connectionChanged = Signal(int, str)
    decisionReceived = Signal(int, object, int)  # seat, decision, the offer it answers
    failed = Signal(str)

    made: list["FakeHub"] = []  # every hub made (the test's look into the window's)
    refuse: str = ""  # start() raises OSError with this text when set

    def __init__(self, host: str = "127.0.0.1", port: int = 0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host, self.port = host, port or 40000 + len(FakeHub.made)
        self._running = False
        self._tokens: dict[int, str] = {}
        self._state: dict[int, str] = {}
        self.published: list[tuple[object, TableInfo]] = []
        self.language = ""
        self.reoffered: list[int] = []  # seats whose accepted decision the table dropped
        self.stopped = 0
        self.channels = SeatChannels()
        FakeHub.made.append(self)

    def start(self) -> None:
        if FakeHub.refuse:
            raise OSError(FakeHub.refuse)
        self._running = True

    def stop(self) -> None:
        self._running = False
        self.stopped += 1

    @property
    def running(self) -> bool:
        return self._running

    @property
    def address(self) -> tuple[str, int]:
        return self.host, self.port

    def set_seats(self, seats) -> None:
        seats = set(seats)
        for seat in list(self._tokens):
            if seat not in seats:
                del self._tokens[seat]
                self._state.pop(seat, None)
        for seat in seats:
            if seat not in self._tokens:
                self._tokens[seat] = secrets.token_urlsafe(16)
                self._state[seat] = "waiting"
        self.channels.set_seats(seats)

    def seats(self) -> tuple[int, ...]:
        return tuple(sorted(self._tokens))

    def url(self, seat: int) -> str:
        return f"http://{self.host}:{self.port}/p/{self._tokens[seat]}"

    def reissue(self, seat: int) -> str:
        self._tokens[seat] = secrets.token_urlsafe(16)
        self._set(seat, "waiting")
        return self.url(seat)

    def connection(self, seat: int) -> str:
        return self._state.get(seat, "waiting")

    def publish(self, game, table) -> None:
        self.published.append((game.copy(), table))  # what it was then (the real hub takes views)
        for seat in self._tokens:
            if 0 <= seat < game.seats:
                self.channels.publish(seat, game.view(seat), table)

    def offer(self, seat: int) -> int:
        return self.channels.offer(seat)

    def set_language(self, lang: str) -> None:
        self.language = lang

    def reoffer(self, seat: int) -> None:
        self.reoffered.append(seat)

    # ------------------------------------------------------------ the test's hands
    def _set(self, seat: int, state: str) -> None:
        self._state[seat] = state
        self.connectionChanged.emit(seat, state)

    def connect_phone(self, seat: int) -> None:
        self._set(seat, "connected")

    def lose(self, seat: int) -> None:
        self._set(seat, "lost")

    def send(self, seat: int, decision) -> None:
        """``seat``'s phone decided, answered ``ok`` for the offer it holds now."""
        self.decisionReceived.emit(seat, decision, self.offer(seat))


def install(monkeypatch) -> list[FakeHub]:
    """Make the window use FakeHub; returns the list of hubs it makes."""
    from zuendstoff.ui.game.phones import PhoneSeats
    FakeHub.made = []
    FakeHub.refuse = ""
    monkeypatch.setattr(PhoneSeats, "make_hub", staticmethod(lambda host, parent: FakeHub(host, 0, parent)))
    monkeypatch.setattr(PhoneSeats, "make_table", staticmethod(lambda **fields: TableInfo(**fields)))
    return FakeHub.made
