"""PhoneHub: the one object the window (and the headless table) uses to put seats on phones.

It owns the seats' tokens (:mod:`.seats`), what each phone was last told (:mod:`.channel`)
and the server (:mod:`.server`, its own thread). Everything it emits reaches its receivers
on the thread the hub lives on (the GUI thread): the server's thread only emits the hub's
private ``_incoming`` signal, which is connected *queued*, and the hub re-emits from there.

Tokens live as long as the hub (a stop and a start keep them, so phones can come back): make
a new PhoneHub for every game, or call ``set_seats([])`` before the next game's seats, so
that every game has new codes. Call :meth:`start` before :meth:`url` (the URL holds the real
port).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal, Slot

from .. import resources
from .channel import SeatChannels
from .protocol import LANGUAGES, TableInfo
from .seats import SeatTokens
from .server import CLOSE_LEFT, CLOSE_REVOKED, PhoneServer, ServerStartError

if TYPE_CHECKING:
    from ..engine.game import Game

__all__ = ["PhoneHub", "TableInfo"]

WAITING, CONNECTED, LOST = "waiting", "connected", "lost"


def _no_answer(_seat: int, _token: str, _raw) -> list[str]:
    return []


def _nothing(_seat: int, _token: str) -> None:
    return None


class PhoneHub(QObject):
    """Serves each phone seat its own view; hands checked decisions to the table."""

    connectionChanged = Signal(int, str)
    # seat, decision, the offer it answers: current only while offer(seat) is still that offer
    decisionReceived = Signal(int, object, int)
    failed = Signal(str)
    # from the server's thread (queued to this object's thread): kind, seat, payload
    _incoming = Signal(str, int, object)

    def __init__(self, host: str = "127.0.0.1", port: int = 0, parent: QObject | None = None,
                 tokens: SeatTokens | None = None) -> None:
        super().__init__(parent)
        self._host, self._port = host, port
        self.tokens = tokens or SeatTokens()
        self.channels = SeatChannels()
        self._state: dict[int, str] = {}  # seat -> waiting/connected/lost (GUI thread's copy)
        self._server: PhoneServer | None = None
        self._incoming.connect(self._on_incoming, Qt.ConnectionType.QueuedConnection)

    # ------------------------------------------------------------------ life
    def start(self) -> None:
        if self.running:
            return
        server = PhoneServer(self.tokens, resources.path("web"), self._server_message,
                             self._server_open, self._server_close, self._host, self._port)
        server.on_error = lambda text: self._incoming.emit("failed", -1, ("", text))
        try:
            server.start()
        except ServerStartError as exc:
            #: TRANSLATORS: %1 the network address, %2 the port number, %3 the system's reason
            text = self.tr("The phone server cannot listen on %1 port %2: %3.")
            raise OSError(text.replace("%1", exc.host).replace("%2", str(exc.port))
                          .replace("%3", exc.detail)) from None
        except OSError as exc:
            raise OSError(self.tr("The phone server cannot start: %1").replace("%1", str(exc))) from None
        self._server = server

    def stop(self) -> None:
        server, self._server = self._server, None
        if server is not None:
            # A server thread still finishing after stop() (its join is bounded) must not
            # reach this hub, which may be deleted by then: it gets answers that do nothing.
            server.on_message = _no_answer
            server.on_open = server.on_close = _nothing
            server.on_error = None
            server.stop()
        for seat, state in list(self._state.items()):
            if state == CONNECTED:
                self._set_state(seat, LOST)

    @property
    def running(self) -> bool:
        return self._server is not None and self._server.running

    @property
    def address(self) -> tuple[str, int]:
        if self._server is not None:
            return self._server.address
        return (self._host, self._port)

    # ------------------------------------------------------------------ seats
    def set_seats(self, seats: Iterable[int]) -> None:
        wanted = sorted({int(s) for s in seats})
        for seat in self.tokens.seats():
            if seat not in wanted:
                self.tokens.revoke(seat)
                if self._server is not None:
                    self._server.close_seat(seat, CLOSE_LEFT, "seat left the phones")
                self._state.pop(seat, None)
        self.channels.set_seats(wanted)
        for seat in wanted:
            if self.tokens.token(seat) is None:
                self.tokens.issue(seat)
                self._set_state(seat, WAITING, force=True)

    def seats(self) -> tuple[int, ...]:
        return self.tokens.seats()

    def url(self, seat: int) -> str:
        token = self.tokens.token(seat)
        if token is None:
            raise KeyError(f"seat {seat} is not on a phone")
        host, port = self.address
        shown = f"[{host}]" if ":" in host else host
        return f"http://{shown}:{port}/p/{token}"

    def reissue(self, seat: int) -> str:
        if self.tokens.token(seat) is None:
            raise KeyError(f"seat {seat} is not on a phone")
        self.tokens.issue(seat)  # the old token stops working here, at once
        self.channels.reset(seat)
        if self._server is not None:
            self._server.close_seat(seat, CLOSE_REVOKED, "code replaced")
        self._set_state(seat, WAITING)
        return self.url(seat)

    def connection(self, seat: int) -> str:
        return self._state.get(seat, WAITING)

    # ------------------------------------------------------------------ game
    def publish(self, game: "Game", table: TableInfo) -> None:
        for seat in self.tokens.seats():
            if not 0 <= seat < game.seats:
                continue
            text = self.channels.publish(seat, game.view(seat), table)
            if text is not None and self._server is not None:
                self._server.send(seat, text)

    def reoffer(self, seat: int) -> None:
        """``seat``'s decision was answered ``ok`` but the table dropped it: its phone gets a
        new offer (it asks again instead of waiting for the table for ever)."""
        text = self.channels.reoffer(seat)
        if text is not None and self._server is not None:
            self._server.send(seat, text)

    def offer(self, seat: int) -> int:
        """The offer ``seat``'s phone was last given (see :meth:`SeatChannels.offer`): a
        decision received for another one answers a position the table has left."""
        return self.channels.offer(seat)

    def set_language(self, lang: str) -> None:
        self.channels.lang = lang if lang in LANGUAGES else "en"

    # ------------------------------------------------------------------ server thread
    def _server_message(self, seat: int, token: str, raw: str | bytes) -> list[str]:
        answer = self.channels.handle(seat, raw)
        if answer.decision is not None:
            self._incoming.emit("decision", seat, (token, (answer.decision, answer.offer)))
        return list(answer.texts)

    def _server_open(self, seat: int, token: str) -> str | None:
        self._incoming.emit("open", seat, (token, None))
        return self.channels.state(seat)

    def _server_close(self, seat: int, token: str) -> None:
        self._incoming.emit("close", seat, (token, None))

    # ------------------------------------------------------------------ GUI thread
    @Slot(str, int, object)
    def _on_incoming(self, kind: str, seat: int, payload: object) -> None:
        token, decision = payload  # type: ignore[misc]
        if kind == "failed":
            self.stop()
            #: TRANSLATORS: %1 a technical reason (in English)
            self.failed.emit(self.tr("The phone server stopped on an error: %1").replace("%1", str(decision)))
            return
        if not self.tokens.current(seat, token):
            return  # the seat was re-issued or left the phones meanwhile: its old socket is over
        if kind == "decision":
            made, offer = decision  # type: ignore[misc]
            self.decisionReceived.emit(seat, made, offer)
        elif kind == "open":
            self._set_state(seat, CONNECTED)
        elif kind == "close":
            self._set_state(seat, LOST)

    def _set_state(self, seat: int, state: str, force: bool = False) -> None:
        if force or self._state.get(seat) != state:
            self._state[seat] = state
            self.connectionChanged.emit(seat, state)
