"""What each phone seat was last told, and the answer to each message from a phone.

Qt-free and socket-free (the hub and the headless table share it). Thread-safe: the
window's thread publishes views, the server's thread answers messages.

Versions: every change of a seat's ``state`` message gets the next version number. A
``decide`` names the version it was made for; it is *stale* when the game has moved on for
that seat since (``offer``, the version at which the seat's present situation began: any
change of its view except who else has laid a card), so a card chosen while other seats lay
theirs (which changes the message, not the seat's choice) still counts, while a second
planet rotation right after a first one is a new offer. A seat's decision is accepted at
most once per offer: after one accepted ``decide``, further ones are refused until the game
has moved on. An accepted decision carries the offer it answers to the table: a table
that has moved on meanwhile (an undo between the ``ok`` and the moment it takes the
decision) drops it, since its own newer state has already offered the seat again. Message
ids make
a resent message (a phone that reconnected and did not see the answer) harmless: the same
id gets the same answer, and nothing is applied twice.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass, field

from ..engine.decisions import Decision
from ..engine.view import SeatView, decision_key
from .protocol import (
    PROTOCOL,
    PhoneMessage,
    ProtocolError,
    TableInfo,
    encode,
    parse_phone_message,
    refused,
    seat_message,
    to_decision,
)

# answers remembered per seat (for resent messages)
MAX_REPLIES = 128


@dataclass
class _Seat:
    version: int = 0
    body: dict | None = None  # the last state message without its version
    text: str | None = None  # the last state message as sent
    view: SeatView | None = None
    legal_key: tuple | None = None
    legal_since: int = 0
    decided: bool = False  # a decide was accepted for the present offer
    replies: OrderedDict = field(default_factory=OrderedDict)


@dataclass(frozen=True)
class Answer:
    """What to send back to the phone, and the decision to hand to the table (if any)."""

    texts: tuple[str, ...]
    decision: Decision | None = None
    refused: str | None = None  # the reason code when the message changed nothing
    offer: int = 0  # with a decision: the offer it answers (the table checks it is still current)


class SeatChannels:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._seats: dict[int, _Seat] = {}
        self.lang = "en"

    def set_seats(self, seats) -> None:
        with self._lock:
            wanted = set(seats)
            for seat in list(self._seats):
                if seat not in wanted:
                    del self._seats[seat]
            for seat in wanted:
                self._seats.setdefault(seat, _Seat())

    def reset(self, seat: int) -> None:
        """A re-issued seat: forget the old phone's message ids (the state stays)."""
        with self._lock:
            if seat in self._seats:
                self._seats[seat].replies.clear()

    def publish(self, seat: int, view: SeatView, table: TableInfo) -> str | None:
        """Store ``seat``'s new view; the state text to send if it changed, else None."""
        with self._lock:
            st = self._seats.get(seat)
            if st is None:
                return None
            body = seat_message(view, table, 0, lang=self.lang)
            st.view = view
            # the offer: everything about the game as this seat sees it except who has laid a
            # card meanwhile (another seat's card does not make this seat's choice stale)
            key = decision_key(view)
            if body == st.body and key == st.legal_key:
                return None
            st.version += 1
            if key != st.legal_key:
                st.legal_key = key
                st.legal_since = st.version
                st.decided = False
            st.body = body
            message = dict(body)
            message["version"] = st.version
            message["offer"] = st.legal_since
            st.text = encode(message)
            return st.text

    def reoffer(self, seat: int) -> str | None:
        """The table did not make ``seat``'s accepted decision after all (it was dropped):
        a new offer, so that the phone asks again and a new decision is accepted. The new
        state text to send, or None when no decision was accepted for the present offer."""
        with self._lock:
            st = self._seats.get(seat)
            if st is None or not st.decided or st.body is None:
                return None
            st.version += 1
            st.legal_since = st.version
            st.decided = False
            message = dict(st.body)
            message["version"] = st.version
            message["offer"] = st.legal_since
            st.text = encode(message)
            return st.text

    def state(self, seat: int) -> str | None:
        with self._lock:
            st = self._seats.get(seat)
            return st.text if st is not None else None

    def version(self, seat: int) -> int:
        with self._lock:
            st = self._seats.get(seat)
            return st.version if st is not None else 0

    def offer(self, seat: int) -> int:
        """The version at which ``seat``'s present offer began (0: none yet). A decision
        accepted for an earlier offer answers a position the game has left since."""
        with self._lock:
            st = self._seats.get(seat)
            return st.legal_since if st is not None else 0

    def handle(self, seat: int, raw: str | bytes) -> Answer:
        """The answer to one message from ``seat``'s phone (the seat is known from its token)."""
        try:
            msg = parse_phone_message(raw)
        except ProtocolError as exc:
            return Answer((encode(refused(exc.code, exc.text)),), refused=exc.code)
        if msg.type == "ping":
            return Answer((encode({"type": "pong", "id": msg.id}),))
        if msg.type == "hello":
            if msg.protocol != PROTOCOL:
                text = f"this table speaks protocol {PROTOCOL}, not {msg.protocol}; reload the page"
                return Answer((encode(refused("protocol", text, msg.id)),), refused="protocol")
            state = self.state(seat)
            if state is None:
                return Answer((encode(refused("no-game", "no game is on the table yet", msg.id)),),
                              refused="no-game")
            return Answer((state,))
        with self._lock:
            st = self._seats.get(seat)
            if st is None:
                return Answer((encode(refused("no-game", "this seat is not on a phone", msg.id)),),
                              refused="no-game")
            old = st.replies.get(msg.id)
            if old is not None:  # a message sent again: the same answer, nothing applied again
                return Answer((old[0],), refused=old[1])
            decision, code, text, offer = None, None, "", st.legal_since
            if st.view is None:
                code, text = "no-game", "no game is on the table yet"
            elif msg.version > st.version:
                code, text = "bad-version", f"there is no version {msg.version} yet"
            elif msg.version < st.legal_since:
                code, text = "stale", "the game has moved on since this choice was offered"
            elif st.decided:
                code, text = "already-decided", "your choice for this step has already been made"
            else:
                try:
                    decision = to_decision(msg, st.view)
                except ProtocolError as exc:
                    code, text = exc.code, exc.text
            if code is None:
                st.decided = True
                reply = encode({"type": "ok", "id": msg.id, "version": st.version})
            else:
                reply = encode(refused(code, text, msg.id, st.version))
            st.replies[msg.id] = (reply, code)
            while len(st.replies) > MAX_REPLIES:
                st.replies.popitem(last=False)
        return Answer((reply,), decision, code, offer)


__all__ = ["Answer", "PhoneMessage", "SeatChannels"]
