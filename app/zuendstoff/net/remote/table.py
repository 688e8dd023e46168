"""The table's side of internet play: far-away seats served like phones, through a broker.

Each far-away seat is a phone seat of the phone protocol (:class:`~..channel.SeatChannels`:
the same ``state`` messages made from the seat's own view, the same offers and versions,
the same checks of size, schema and rules, the same answers); only the way there differs:
sealed frames (:mod:`.sealed`) on the seat's two topics, with the seat's view beside each
state so that the far side can decide from it. The table alone applies decisions: a
checked decision goes to ``on_decision(seat, decision, offer)`` (on paho's thread: a Qt
table queues it to its own thread, see :mod:`zuendstoff.net.remote_hub`).

A frame that does not open (another key, forged, changed, replayed, oversized, not our
format) is refused without an answer — an answer would tell a stranger what works — and
counted in :attr:`RemoteTable.refusals`; a message that opens but breaks the protocol's rules
gets the phone protocol's ``refused`` answer, sealed. Nothing of either reaches the game.
"""

from __future__ import annotations

import os
import threading
from collections import deque
from collections.abc import Callable, Mapping

from ..channel import SeatChannels
from ..protocol import TableInfo
from .invitation import Broker, Invitation
from .record import record_parts
from .sealed import MAX_SEAT_FRAME, FrameError, Receiver, SeatKeys, Sender
from .transport import Link
from .viewcodec import encode_view

REFUSALS_KEPT = 256


class RemoteTable:
    def __init__(self, broker: Broker, invitations: Mapping[int, Invitation],
                 on_decision: Callable[[int, object, int], None],
                 ca_file: str | None = None, randbytes: Callable[[int], bytes] = os.urandom,
                 on_heard: Callable[[int], None] | None = None) -> None:
        self.invitations = dict(invitations)
        self.on_decision = on_decision
        self.on_heard = on_heard
        self.channels = SeatChannels()
        self.channels.set_seats(self.invitations)
        self._lock = threading.RLock()
        self._senders: dict[int, Sender] = {}
        self._receivers: dict[int, Receiver] = {}
        self._down: dict[int, str] = {}
        self._by_topic: dict[str, int] = {}
        self._views: dict[int, dict] = {}
        self._record: list[tuple[str, str]] | None = None  # the record's parts, at the end
        self.refusals: deque[tuple[int, str]] = deque(maxlen=REFUSALS_KEPT)
        self.heard: set[int] = set()
        for seat, inv in self.invitations.items():
            keys = SeatKeys.of(inv)
            self._senders[seat] = Sender(keys.down_key, keys.down_topic, randbytes)
            self._receivers[seat] = Receiver(keys.up_key, keys.up_topic, MAX_SEAT_FRAME)
            self._down[seat] = keys.down_topic
            self._by_topic[keys.up_topic] = seat
        self.link = Link(broker, list(self._by_topic), self._frame, self._reconnected, ca_file)

    def start(self) -> None:
        self.link.start()

    def stop(self) -> None:
        self.link.stop()

    def seats(self) -> tuple[int, ...]:
        return tuple(sorted(self.invitations))

    def set_language(self, lang: str) -> None:
        self.channels.lang = lang

    # ------------------------------------------------------------ the table's thread
    def publish(self, game, table: TableInfo) -> None:
        ended = False
        with self._lock:
            if not game.is_over:
                self._record = None
            elif self._record is None:
                self._record, ended = record_parts(game), True
        for seat in self.seats():
            if not 0 <= seat < game.seats:
                continue
            view = game.view(seat)
            with self._lock:  # a hello answered meanwhile gets the new state with its own view
                text = self.channels.publish(seat, view, table)
                if text is not None:
                    self._views[seat] = encode_view(view)
                    self._send(seat, text)
                if ended:
                    self._send_record(seat)

    def offer(self, seat: int) -> int:
        return self.channels.offer(seat)

    def reoffer(self, seat: int) -> None:
        text = self.channels.reoffer(seat)
        if text is not None:
            self._send(seat, text)

    # ------------------------------------------------------------ either thread
    def _send(self, seat: int, text: str) -> None:
        with self._lock:
            view = self._views.get(seat) if text.startswith('{"type":"state"') else None
            frame = self._senders[seat].seal(text, view)
            self.link.publish(self._down[seat], frame)

    def _send_record(self, seat: int) -> None:
        """The game is over: the seat gets the record its replay needs (after its state)."""
        with self._lock:
            for text, part in self._record or ():
                self.link.publish(self._down[seat], self._senders[seat].seal(text, rec=part))

    # ------------------------------------------------------------ paho's thread
    def _reconnected(self) -> None:
        """Back on the broker (or there for the first time): every seat gets its state
        again (whatever was on its way when the broker went is not lost)."""
        for seat in self.seats():
            state = self.channels.state(seat)
            if state is not None:
                self._send(seat, state)
                self._send_record(seat)

    def _frame(self, topic: str, payload: bytes) -> None:
        seat = self._by_topic.get(topic)
        if seat is None:
            return
        try:
            with self._lock:
                env = self._receivers[seat].open(payload)
            if env.view is not None or env.rec is not None:
                raise FrameError("bad-envelope", "a seat sends no view and no record")
        except FrameError as exc:
            self.refusals.append((seat, exc.code))
            return
        self.heard.add(seat)
        if self.on_heard is not None:
            self.on_heard(seat)
        answer = self.channels.handle(seat, env.text)
        for text in answer.texts:
            self._send(seat, text)
            if text.startswith('{"type":"state"'):
                self._send_record(seat)  # a seat back after the end gets the record again
        if answer.refused is not None:
            self.refusals.append((seat, answer.refused))
        if answer.decision is not None:
            self.on_decision(seat, answer.decision, answer.offer)
