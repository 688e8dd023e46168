"""The far-away seat's client, without Qt: shared by ``zuendstoff-join`` and the far-away window.

:class:`SeatEnd` is the wire (seals what it sends, opens what the table sends, on paho's
thread). :class:`SeatClient` is the conversation: it says ``hello`` when it starts and after
each reconnect, keeps the table's latest ``state`` and the seat's view that came with it,
sends a decision for the current offer (:meth:`SeatClient.decide`), sends again what has no
answer yet (the same message id, a new sequence number: the table answers it once and
applies it at most once) every :data:`RETRY` seconds, and a ``hello`` when the table has said
nothing for three times that. While connected it says something at least every
:data:`KEEPALIVE` seconds (a ``ping`` when it has said nothing else: one padded frame, the
table answers ``pong``), so that the table can tell a seat that is gone (connection lost)
from one that is thinking. Who decides — a computer (``zuendstoff-join``) or a person (the
window) — asks :meth:`SeatClient.offered` and calls :meth:`SeatClient.decide`; both drive it
with :meth:`SeatClient.poll` (the window from a timer on its own thread, never blocking).
"""

from __future__ import annotations

import json
import os
import queue
import secrets
import threading
import time
from collections.abc import Callable

from ..protocol import PROTOCOL, encode
from . import KEEPALIVE
from .invitation import Invitation
from .record import RecordParts
from .sealed import FrameError, Receiver, SeatKeys, Sender
from .transport import Link
from .viewcodec import ViewError, decode_view

RETRY = 1.0
MAX_RETRIES = 3  # new decisions for one offer after the table refused one


def decide_message(view, decision, version: int, msg_id: str) -> dict:
    """A phone-protocol ``decide`` for ``decision`` (only the keys the schema knows)."""
    from ..protocol import decision_data

    data = decision_data(view, decision)
    keep = {"card": ("kind", "card"), "rotate": ("kind", "target", "quarters"),
            "pick": ("kind", "colour"), "stop": ("kind", "cell"), "flip": ("kind", "rotation")}
    return {"type": "decide", "id": msg_id, "version": version,
            "decision": {k: data[k] for k in keep[data["kind"]]}}


class SeatEnd:
    """The far side of one invitation: seals what it sends, opens what the table sends."""

    def __init__(self, inv: Invitation, ca_file: str | None = None,
                 randbytes: Callable[[int], bytes] = os.urandom) -> None:
        keys = SeatKeys.of(inv)
        self.keys = keys
        self._sender = Sender(keys.up_key, keys.up_topic, randbytes)
        self._receiver = Receiver(keys.down_key, keys.down_topic)
        self._lock = threading.Lock()
        self.inbox: queue.Queue = queue.Queue(maxsize=4096)
        self.refusals: list[str] = []
        self.link = Link(inv.broker, [keys.down_topic], self._frame, self._connected, ca_file)

    def start(self) -> None:
        self.link.start()

    def stop(self) -> None:
        self.link.stop()

    @property
    def connected(self) -> bool:
        return self.link.connected

    def send(self, message: dict) -> None:
        with self._lock:
            frame = self._sender.seal(encode(message))
        self.link.publish(self.keys.up_topic, frame)

    def _connected(self) -> None:
        self.inbox.put(("connected", None, None))

    def _frame(self, topic: str, payload: bytes) -> None:
        try:
            with self._lock:
                env = self._receiver.open(payload)
            doc = json.loads(env.text)
            if not isinstance(doc, dict):
                raise ValueError("not an object")
        except (FrameError, ValueError, RecursionError) as exc:
            self.refusals.append(getattr(exc, "code", "bad-message"))
            return
        kind, extra = ("record", env.rec) if doc.get("type") == "record" else ("message", env.view)
        try:
            self.inbox.put_nowait((kind, doc, extra))
        except queue.Full:
            self.refusals.append("overflow")


class SeatClient:
    """One far-away seat's conversation with the table (see the module's text)."""

    def __init__(self, end, retry: float = RETRY, clock: Callable[[], float] = time.monotonic,
                 keepalive: float = KEEPALIVE) -> None:
        self.end, self.retry, self.clock, self.keepalive = end, retry, clock, keepalive
        self.pending: dict | None = None  # the message without an answer yet
        self.sent_at = 0.0
        self.said_at = 0.0  # when anything was last sent (a ping when it is KEEPALIVE ago)
        self.heard_at = 0.0
        self.decided_offer = 0
        self.retry_offer, self.retries = 0, 0  # decisions refused for the present offer
        self.state: dict | None = None  # the last state, and the view that came with it
        self.view_doc = None
        self._view = None  # the decoded view of view_doc (made on first use)
        self.refused: dict | None = None  # the table's last refusal of one of our decisions
        self.view_error: str = ""  # the last view that did not hold together, said plainly
        self.undo_answer: dict | None = None  # the table's last answer to an undo request
        self.record_game = None  # the game's record at the end, replayed (the replay's game)
        self.record_error = None  # the DataError of a record that did not fit (nothing else changed)
        self._record_parts = RecordParts()

    # ------------------------------------------------------------ what is known
    @property
    def connected(self) -> bool:
        return bool(getattr(self.end, "connected", True))

    @property
    def over(self) -> bool:
        return self.state is not None and self.state.get("phase") == "over"

    def result(self) -> dict:
        return {"over": True, "seat": self.state.get("seat"), "winners": self.state.get("winners")}

    def view(self):
        """The seat's view (:class:`~zuendstoff.engine.view.SeatView`) of the latest state,
        or None (none yet, or one that does not hold together: :attr:`view_error` says why)."""
        if self._view is None and self.view_doc is not None:
            try:
                self._view = decode_view(self.view_doc)
            except ViewError as exc:
                self.view_error = str(exc)[:200]
                self.view_doc = None
        return self._view

    def offered(self) -> bool:
        """Whether the seat may decide now: the table offers a decision that is not decided
        (or on its way) yet."""
        doc = self.state
        return (doc is not None and bool(doc.get("decisions")) and self.pending is None
                and doc.get("offer", 0) != self.decided_offer and self.view() is not None
                and bool(self._view.legal))

    # ------------------------------------------------------------ sending
    def _say(self, message: dict) -> None:
        self.said_at = self.clock()
        self.end.send(message)

    def _send(self, message: dict) -> None:
        self.pending = message
        self.sent_at = self.clock()
        self._say(message)

    def hello(self) -> None:
        self._send({"type": "hello", "protocol": PROTOCOL, "id": "h" + secrets.token_hex(6)})

    def start(self) -> None:
        self.end.start()
        self.hello()

    def stop(self) -> None:
        self.end.stop()

    def decide(self, decision) -> bool:
        """Send ``decision`` (one of the view's legal decisions) for the current offer;
        False (nothing sent) when there is no such offer now."""
        if not self.offered() or decision not in self._view.legal:
            return False
        message = decide_message(self._view, decision, int(self.state["version"]),
                                 "d" + secrets.token_hex(8))
        self.decided_offer = self.state.get("offer", 0)
        self.refused = None
        self._send(message)
        return True

    def can_ask_undo(self) -> bool:
        return (self.state is not None and self.pending is None and not self.over
                and type(self.state.get("version")) is int)

    def ask_undo(self) -> bool:
        """Ask the table to take back this seat's last decision, for the state shown now (the
        table decides by its own rules and answers: :attr:`undo_answer`); False (nothing
        sent) while something else waits for its answer."""
        if not self.can_ask_undo():
            return False
        self.undo_answer = None
        self._send({"type": "undo", "id": "u" + secrets.token_hex(8),
                    "version": self.state["version"]})
        return True

    # ------------------------------------------------------------ receiving
    def poll(self, timeout: float = 0.0) -> str | None:
        """Take one thing from the wire (waiting at most ``timeout`` seconds) and send again
        what is due. Returns "connected", "state" (a new state), "answer", "record" (the
        game's record is complete: :attr:`record_game`, or :attr:`record_error`) or None."""
        try:
            kind, doc, view = self.end.inbox.get(timeout=timeout) if timeout > 0 \
                else self.end.inbox.get_nowait()
        except queue.Empty:
            kind = None
        now = self.clock()
        if kind == "connected":
            if self.pending is not None:
                self._say(self.pending)
                self.sent_at = now
            else:
                self.hello()
            return "connected"
        if kind in ("message", "record"):
            self.heard_at = now
            self._keep_alive(now)  # (a busy table never keeps the seat from saying it is there)
            return self.on_message(doc, view) if kind == "message" else self.on_record(doc, view)
        if self.pending is not None and now - self.sent_at > self.retry:
            self._say(self.pending)  # the same id: answered once, applied at most once
            self.sent_at = now
        elif self.pending is None and now - max(self.heard_at, self.sent_at) > 3 * self.retry:
            self.hello()
        else:
            self._keep_alive(now)
        return None

    def _keep_alive(self, now: float) -> None:
        """Say ``ping`` when nothing was said for :attr:`keepalive` seconds (while connected;
        no answer is awaited: the table's ``pong`` is dropped)."""
        if now - self.said_at >= self.keepalive and self.connected:
            self._say({"type": "ping"})

    def on_record(self, doc: dict, part) -> str | None:
        """A part of the game's record (sent at the end); "record" when it is complete."""
        from ...engine import DataError

        try:
            game = self._record_parts.take(doc, part)
        except DataError as exc:
            self.record_error = exc
            return "record"
        if game is None:
            return None
        self.record_game, self.record_error = game, None
        return "record"

    def on_message(self, doc: dict, view_doc) -> str | None:
        kind = doc.get("type")
        if self.pending is not None and doc.get("id") == self.pending.get("id") \
                and kind in ("ok", "refused", "pong"):
            was = self.pending
            self.pending = None
            if was.get("type") == "undo":
                self.undo_answer = doc
                return "answer"
            if kind == "refused" and was.get("type") == "decide":
                self.refused = doc
                if self.retries < MAX_RETRIES and doc.get("code") != "already-decided":
                    # the table did not take it (the game moved on, or the view was older
                    # than the table's): ask for the present state and decide again from it
                    self.retries += 1
                    self.decided_offer = 0
                    self.hello()
            return "answer"
        if kind == "state":
            if self.pending is not None and self.pending.get("type") == "hello":
                self.pending = None
            self.state, self.view_doc, self._view = doc, view_doc, None
            offer = doc.get("offer", 0)
            if offer != self.retry_offer:
                self.retry_offer, self.retries = offer, 0
            return "state"
        return None
