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

Beyond the phone protocol: at the end of the game each seat gets the game's record for its
replay (:mod:`.record`), and a seat may ask to undo its last decision (``undo``, checked here
like a decision: shape and version; decided by the table's ``on_undo``, answered once by
:meth:`RemoteTable.answer_undo`; without ``on_undo`` refused with the reason).
"""

from __future__ import annotations

import json
import os
import re
import threading
from collections import OrderedDict, deque
from collections.abc import Callable, Mapping

from ..channel import SeatChannels
from ..protocol import TableInfo, encode, refused
from .invitation import Broker, Invitation
from .record import record_parts
from .sealed import MAX_SEAT_FRAME, FrameError, Receiver, SeatKeys, Sender
from .transport import Link
from .viewcodec import encode_view

REFUSALS_KEPT = 256
UNDO_ID = re.compile(r"^[A-Za-z0-9_.:-]{1,64}$")
UNDO_REPLIES = 32  # undo answers remembered per seat (a resent request gets the same one)
NO_UNDO = "this table does not take back decisions asked from far away"


def undo_request(text: str) -> dict | None:
    """The ``undo`` message in ``text`` (``{"type": "undo", "id": ID, "version": V}``, checked
    as strictly as a ``decide``), None for any other message kind; ValueError when it is an
    ``undo`` that does not fit."""
    if '"undo"' not in text:
        return None
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):
        return None  # not JSON: the phone protocol's checks answer it
    if not isinstance(doc, dict) or doc.get("type") != "undo":
        return None
    if set(doc) != {"type", "id", "version"} or not isinstance(doc["id"], str) \
            or not UNDO_ID.match(doc["id"]) or type(doc["version"]) is not int \
            or not 0 <= doc["version"] <= 1_000_000_000:
        raise ValueError("an undo request is {type, id, version}")
    return doc


class RemoteTable:
    def __init__(self, broker: Broker, invitations: Mapping[int, Invitation],
                 on_decision: Callable[[int, object, int], None],
                 ca_file: str | None = None, randbytes: Callable[[int], bytes] = os.urandom,
                 on_heard: Callable[[int], None] | None = None,
                 on_undo: Callable[[int, str, int], None] | None = None) -> None:
        self.invitations = dict(invitations)
        self.on_decision = on_decision
        # a far-away seat asks to take back its last decision: (seat, message id, version);
        # the table answers with :meth:`answer_undo`. None: this table has no undo (refused)
        self.on_undo = on_undo
        self._undo_replies: dict[int, OrderedDict[str, str | None]] = {}
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

    def undo_stale(self, seat: int, version: int) -> tuple[str, str] | None:
        """Why an undo asked at ``version`` no longer fits the seat's state (or None): the
        game has moved on for the seat since, or the version is not one sent yet."""
        if version > self.channels.version(seat):
            return "bad-version", f"there is no version {version} yet"
        if version < self.channels.offer(seat):
            return "stale", "the game has moved on since you asked"
        return None

    def answer_undo(self, seat: int, msg_id: str, code: str | None, text: str) -> None:
        """The table's answer to an undo request (``code`` None: done; else refused, why)."""
        version = self.channels.version(seat)
        reply = encode({"type": "ok", "id": msg_id, "version": version, "text": text}) if code is None \
            else encode(refused(code, text, msg_id, version))
        with self._lock:
            replies = self._undo_replies.setdefault(seat, OrderedDict())
            replies[msg_id] = reply
            while len(replies) > UNDO_REPLIES:
                replies.popitem(last=False)
        if code is not None:
            self.refusals.append((seat, code))
        self._send(seat, reply)

    def _ask_undo(self, seat: int, msg: dict) -> None:
        msg_id = msg["id"]
        with self._lock:
            replies = self._undo_replies.setdefault(seat, OrderedDict())
            if msg_id in replies:  # asked again: the same answer, nothing undone twice
                reply = replies[msg_id]
                if reply is not None:  # (None: the table is deciding; its answer comes once)
                    self._send(seat, reply)
                return
            replies[msg_id] = None
        why = self.undo_stale(seat, msg["version"])
        if why is None and self.on_undo is None:
            why = ("no-undo", NO_UNDO)
        if why is not None:
            self.answer_undo(seat, msg_id, *why)
        else:
            self.on_undo(seat, msg_id, msg["version"])

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
        try:
            undo = undo_request(env.text)
        except ValueError as exc:
            self.refusals.append((seat, "bad-message"))
            self._send(seat, encode(refused("bad-message", str(exc))))
            return
        if undo is not None:
            self._ask_undo(seat, undo)
            return
        answer = self.channels.handle(seat, env.text)
        for text in answer.texts:
            self._send(seat, text)
            if text.startswith('{"type":"state"'):
                self._send_record(seat)  # a seat back after the end gets the record again
        if answer.refused is not None:
            self.refusals.append((seat, answer.refused))
        if answer.decision is not None:
            self.on_decision(seat, answer.decision, answer.offer)
