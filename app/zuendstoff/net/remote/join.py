"""``zuendstoff-join INVITATION --computer LEVEL``: play a far-away seat without a window.

Connects to the invitation's broker, says ``hello`` (the table answers with the seat's
state and view), and whenever the seat has a decision to make, lets the engine's bot of
LEVEL decide from the seat's own view (never more) and sends it as a phone-protocol
``decide`` for that offer. What it sent and has no answer to yet is sent again (the same
message id, a new sequence number: the table answers it once and applies it at most once)
every :data:`RETRY` seconds, and a ``hello`` when the table has said nothing for that long,
so a broker that went away and came back, or a table that lost a message, costs a retry,
never the game. Prints one JSON line per state change it acts on and one at the end:
``{"over": true, "seat": S, "winners": [...]}``. The same invitation can be used again
after a crash or Ctrl+C: the table sends the current state and pending decision.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import secrets
import sys
import threading
import time
from collections.abc import Callable, Sequence

from ...engine.bots import BOTS, make_bot
from ..protocol import PROTOCOL, encode
from .invitation import Invitation, InvitationError
from .sealed import FrameError, Receiver, SeatKeys, Sender
from .transport import Link
from .viewcodec import ViewError, decode_view

RETRY = 1.0
MAX_RETRIES = 3  # new decisions for one offer after the table refused one
EXIT_OK, EXIT_BAD_INVITATION, EXIT_NO_BROKER, EXIT_TIMEOUT = 0, 2, 3, 4


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
        try:
            self.inbox.put_nowait(("message", doc, env.view))
        except queue.Full:
            self.refusals.append("overflow")


class Player:
    """Plays the seat with a bot until the game is over (or ``timeout`` seconds pass)."""

    def __init__(self, end: SeatEnd, level: str, seed: str, out=sys.stdout,
                 retry: float = RETRY) -> None:
        self.end, self.bot, self.out, self.retry = end, make_bot(level, seed), out, retry
        self.pending: dict | None = None  # the message without an answer yet
        self.sent_at = 0.0
        self.heard_at = 0.0
        self.decided_offer = 0
        self.retry_offer, self.retries = 0, 0  # decisions refused for the present offer
        self.state: dict | None = None  # the last state, and the view that came with it
        self.view_doc = None

    def _send(self, message: dict) -> None:
        self.pending = message
        self.sent_at = time.monotonic()
        self.end.send(message)

    def _hello(self) -> None:
        self._send({"type": "hello", "protocol": PROTOCOL, "id": "h" + secrets.token_hex(6)})

    def run(self, timeout: float) -> dict | None:
        end_at = time.monotonic() + timeout
        self.end.start()
        self._hello()
        while time.monotonic() < end_at:
            try:
                kind, doc, view = self.end.inbox.get(timeout=0.2)
            except queue.Empty:
                kind = None
            now = time.monotonic()
            if kind == "connected":
                if self.pending is not None:
                    self.end.send(self.pending)
                    self.sent_at = now
                else:
                    self._hello()
                continue
            if kind == "message":
                self.heard_at = now
                result = self._on_message(doc, view)
                if result is not None:
                    return result
                continue
            if self.pending is not None and now - self.sent_at > self.retry:
                self.end.send(self.pending)  # the same id: answered once, applied at most once
                self.sent_at = now
            elif self.pending is None and now - max(self.heard_at, self.sent_at) > 3 * self.retry:
                self._hello()
        return None

    def _on_message(self, doc: dict, view_doc) -> dict | None:
        kind = doc.get("type")
        if self.pending is not None and doc.get("id") == self.pending.get("id") \
                and kind in ("ok", "refused", "pong"):
            was = self.pending
            self.pending = None
            if kind == "refused" and was.get("type") == "decide" and self.retries < MAX_RETRIES \
                    and doc.get("code") != "already-decided":
                # the table did not take it (the game moved on, or the view was older than
                # the table's): ask for the present state and decide again from it
                self.retries += 1
                self.decided_offer = 0
                self._hello()
            elif self.state is not None:
                # a state that came while this waited for its answer may offer a decision
                return self._on_state(self.state, self.view_doc)
        if kind == "state":
            if self.pending is not None and self.pending.get("type") == "hello":
                self.pending = None
            return self._on_state(doc, view_doc)
        return None

    def _on_state(self, doc: dict, view_doc) -> dict | None:
        self.state, self.view_doc = doc, view_doc
        if doc.get("phase") == "over":
            return {"over": True, "seat": doc.get("seat"), "winners": doc.get("winners")}
        offer = doc.get("offer", 0)
        if offer != self.retry_offer:
            self.retry_offer, self.retries = offer, 0
        if not doc.get("decisions") or offer == self.decided_offer or self.pending is not None:
            return None
        try:
            view = decode_view(view_doc)
        except ViewError as exc:
            print(json.dumps({"refused": str(exc)[:200]}), file=sys.stderr, flush=True)
            return None
        if not view.legal:
            return None
        try:
            decision = self.bot.decide(view) if getattr(self.bot, "needs_view", True) \
                else self.bot.choose(view.legal)
            message = decide_message(view, decision, int(doc["version"]), "d" + secrets.token_hex(8))
        except Exception as exc:  # noqa: BLE001 - a view that does not hold together
            print(json.dumps({"refused": f"the table's view does not hold together ({type(exc).__name__})"}),
                  file=sys.stderr, flush=True)
            return None
        self.decided_offer = offer
        self._send(message)
        return None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="zuendstoff-join", description=(
        "Play a far-away seat of a Zündstoff table without a window, through the broker "
        "its invitation names."))
    parser.add_argument("invitation", help="the zuendstoff:// link or the ZS1- code")
    parser.add_argument("--computer", metavar="LEVEL", default="medium", choices=list(BOTS),
                        help="the computer level that plays the seat (default medium)")
    parser.add_argument("--ca", help="a certificate authority file for a TLS broker "
                                     "(default: the system's)")
    parser.add_argument("--seed", default=None, help="the computer's seed")
    parser.add_argument("--timeout", type=float, default=3600.0,
                        help="give up after this many seconds (default 3600)")
    args = parser.parse_args(argv)
    try:
        inv = Invitation.parse(args.invitation)
    except InvitationError as exc:
        print(f"zuendstoff-join: {exc}", file=sys.stderr)
        return EXIT_BAD_INVITATION
    try:
        end = SeatEnd(inv, args.ca)
    except OSError as exc:
        print(f"zuendstoff-join: {exc}", file=sys.stderr)
        return EXIT_NO_BROKER
    player = Player(end, args.computer, args.seed or secrets.token_hex(4))
    try:
        result = player.run(args.timeout)
    except KeyboardInterrupt:
        result = None
    finally:
        end.stop()
    if result is None:
        print("zuendstoff-join: the game did not end in time", file=sys.stderr)
        return EXIT_TIMEOUT
    print(json.dumps(result), flush=True)
    return EXIT_OK


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
