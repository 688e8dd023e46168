"""A stand-in for zuendstoff.net.hub.PhoneHub: the same signals and methods (PHONE_API),
no sockets. Tests drive it: ``connect(seat)``, ``lose(seat)``, ``send(seat, decision)`` (a
phone's decision answered ``ok`` for the seat's present offer; ``decisionReceived.emit``
with an offer of the test's own), or :meth:`FakeHub.phone_says` (a phone's message as it
comes over its socket, checked by the server's own code: the token by the real
:class:`zuendstoff.net.seats.SeatTokens`, the message, its version, the seat's turn and the
decision's legality by the real :class:`zuendstoff.net.channel.SeatChannels`, which keeps
what each seat was offered and told, as in the hub)."""

from __future__ import annotations

import json
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal
from zuendstoff.net.channel import SeatChannels
from zuendstoff.net.seats import SeatTokens

#: the fields of each kind of decision a phone sends (the state's labels left out)
DECIDE_FIELDS = {"card": ("card",), "rotate": ("target", "quarters"), "pick": ("colour",),
                 "stop": ("cell",), "flip": ("rotation",)}


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
        self.tokens = SeatTokens()
        self._state: dict[int, str] = {}
        self.published: list[tuple[object, TableInfo]] = []
        self.language = ""
        self.reoffered: list[int] = []  # seats whose accepted decision the table dropped
        self.stopped = 0
        self.channels = SeatChannels()
        # what each seat's phone was sent (states, answers), in order, as the server sends it
        self.told: dict[int, list[dict]] = {}
        self.accepted: dict[int, int] = {}  # seat → the offer its last "ok" answered
        self.ids = 0  # message ids made (each message a phone sends has its own)
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
        for seat in self.tokens.seats():
            if seat not in seats:
                self.tokens.revoke(seat)
                self._state.pop(seat, None)
        for seat in seats:
            if self.tokens.token(seat) is None:
                self.tokens.issue(seat)
                self._state[seat] = "waiting"
        self.channels.set_seats(seats)

    def seats(self) -> tuple[int, ...]:
        return self.tokens.seats()

    def url(self, seat: int) -> str:
        return f"http://{self.host}:{self.port}/p/{self.tokens.token(seat)}"

    def reissue(self, seat: int) -> str:
        self.tokens.issue(seat)
        self.channels.reset(seat)
        self._set(seat, "waiting")
        return self.url(seat)

    def connection(self, seat: int) -> str:
        return self._state.get(seat, "waiting")

    def publish(self, game, table) -> None:
        self.published.append((game.copy(), table))  # what it was then (the real hub takes views)
        for seat in self.tokens.seats():
            if 0 <= seat < game.seats:
                self._tell(seat, self.channels.publish(seat, game.view(seat), table))

    def offer(self, seat: int) -> int:
        return self.channels.offer(seat)

    def set_language(self, lang: str) -> None:
        self.language = lang

    def reoffer(self, seat: int) -> None:
        self.reoffered.append(seat)
        self._tell(seat, self.channels.reoffer(seat))  # (a new offer, as the hub sends it)

    def _tell(self, seat: int, text: str | None) -> None:
        if text is not None:
            self.told.setdefault(seat, []).append(json.loads(text))

    def last_state(self, seat: int) -> dict | None:
        """The last ``state`` message ``seat``'s phone was sent (what its page shows)."""
        return next((m for m in reversed(self.told.get(seat, [])) if m["type"] == "state"), None)

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

    def phone_says(self, token: str, message: dict | str) -> list[dict] | None:
        """A message from the phone holding ``token``, as it arrives over its socket: the
        server's own checks (the token, then SeatChannels.handle: the message's form, its
        version against the seat's offer, a decision already made, the seat's turn, the
        decision's legality) answer it, and an accepted decision is handed to the table as
        the hub hands it (decisionReceived, with the offer it answers). Returns the answers
        the phone was sent; None for a token that opens no seat (the server's 404)."""
        seat = self.tokens.lookup(token, "127.0.0.1")
        if seat is None:
            return None
        raw = message if isinstance(message, str) else json.dumps(message)
        answer = self.channels.handle(seat, raw)
        answers = [json.loads(text) for text in answer.texts]
        self.told.setdefault(seat, []).extend(answers)
        if answer.decision is not None:  # (a resent message's "ok" accepts nothing new)
            self.accepted[seat] = answer.offer
        if answer.decision is not None and self.tokens.current(seat, token):
            self.decisionReceived.emit(seat, answer.decision, answer.offer)
        return answers

    def new_id(self) -> str:
        self.ids += 1
        return f"m{self.ids}"

    def waits_for_the_table(self, seat: int) -> bool:
        """``seat``'s phone was answered ``ok`` for its present offer: its page waits for the
        table (the table may hold the decision until Continue at a table moment)."""
        return self.accepted.get(seat) == self.offer(seat) != 0

    @staticmethod
    def decide_message(state: dict, index: int, ident: str) -> dict:
        """The ``decide`` a phone sends for the ``index``-th decision its ``state`` offers
        (the state's labels left out, as the page does)."""
        offered = state["decisions"][index]
        decision = {"kind": offered["kind"]}
        decision.update({k: offered[k] for k in DECIDE_FIELDS[offered["kind"]]})
        return {"type": "decide", "id": ident, "version": state["version"], "decision": decision}


def install(monkeypatch) -> list[FakeHub]:
    """Make the window use FakeHub; returns the list of hubs it makes."""
    from zuendstoff.ui.game.phones import PhoneSeats
    FakeHub.made = []
    FakeHub.refuse = ""
    monkeypatch.setattr(PhoneSeats, "make_hub", staticmethod(lambda host, parent: FakeHub(host, 0, parent)))
    monkeypatch.setattr(PhoneSeats, "make_table", staticmethod(lambda **fields: TableInfo(**fields)))
    return FakeHub.made
