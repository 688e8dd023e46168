"""The sealed frames of internet play: AES-256-GCM per seat and direction, padded sizes,
topic names that reveal nothing, sequence numbers that refuse replays.

From one invitation (room R, seat key K) both ends derive with HKDF-SHA256 (salt R):
two AES keys (``up``: seat → table, ``down``: table → seat) and two topic names (32
hex digits each, also from K: someone who does not hold K cannot tell which topics belong to
one seat, one game, or Zündstoff at all). A frame is ``0x01`` (the format's version), a
12-byte nonce, and the AES-GCM ciphertext of the padded envelope, with the version byte and
the topic as associated data (a frame moved to another topic or seat does not open).

The envelope (JSON, ``resources/schemas/remote-envelope.schema.json``) is
``{"v": 1, "s": SESSION, "n": SEQ, "m": TEXT}`` (and ``view`` from the table, and ``rec``, a
part of the game's record at its end, :mod:`.record`): TEXT is a
message of the phone protocol, checked by its own rules after the envelope. Each sender
picks a random SESSION when it starts and counts SEQ from 1; a receiver takes a frame only
when its SEQ is above the highest it has taken from that session, so a frame sent again (by
the broker or anyone) is refused. The plaintext is padded with zero bytes to the first of
:data:`BUCKETS` it fits, so its size tells nothing about what it holds.
"""

from __future__ import annotations

import json
import os
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from .invitation import Invitation, b64

FORMAT = 1
NONCE = 12
TAG = 16
BUCKETS = (1024, 16384, 65536)
MAX_FRAME = 1 + NONCE + BUCKETS[-1] + TAG
# a seat's messages are phone messages (at most 4096 bytes): its frames are never larger
MAX_SEAT_FRAME = 1 + NONCE + BUCKETS[0] + TAG
SESSIONS_KEPT = 64


class FrameError(ValueError):
    """A frame that is refused: ``code`` for programs and logs, ``text`` for people."""

    def __init__(self, code: str, text: str) -> None:
        super().__init__(f"{code}: {text}")
        self.code, self.text = code, text


def _derive(inv: Invitation, label: str, size: int) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=size, salt=inv.room,
                info=b"zuendstoff remote v1 " + label.encode("ascii")).derive(inv.key)


@dataclass(frozen=True)
class SeatKeys:
    up_key: bytes
    down_key: bytes
    up_topic: str
    down_topic: str

    @classmethod
    def of(cls, inv: Invitation) -> "SeatKeys":
        return cls(_derive(inv, "up key", 32), _derive(inv, "down key", 32),
                   _derive(inv, "up topic", 16).hex(), _derive(inv, "down topic", 16).hex())


def pad(data: bytes) -> bytes:
    for size in BUCKETS:
        if len(data) <= size:
            return data + bytes(size - len(data))
    raise FrameError("too-large", f"a message of {len(data)} bytes is too large to send")


@lru_cache(maxsize=1)
def _validator():
    import fastjsonschema

    from ... import resources
    doc = json.loads(resources.path("schemas", "remote-envelope.schema.json").read_text("utf-8"))
    return fastjsonschema.compile(doc)


class Sender:
    """Seals one direction's frames: its own session, its sequence numbers."""

    def __init__(self, key: bytes, topic: str, randbytes: Callable[[int], bytes] = os.urandom) -> None:
        self._aead = AESGCM(key)
        self.topic = topic
        self._rand = randbytes
        self.session = b64(randbytes(12))
        self.seq = 0

    def seal(self, text: str, view: dict | None = None, rec: str | None = None) -> bytes:
        self.seq += 1
        env = {"v": FORMAT, "s": self.session, "n": self.seq, "m": text}
        if view is not None:
            env["view"] = view
        if rec is not None:
            env["rec"] = rec
        plain = pad(json.dumps(env, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))
        nonce = self._rand(NONCE)
        head = bytes([FORMAT])
        return head + nonce + self._aead.encrypt(nonce, plain, head + self.topic.encode("ascii"))


@dataclass(frozen=True)
class Envelope:
    session: str
    seq: int
    text: str
    view: dict | None
    rec: str | None = None


class Receiver:
    """Opens one direction's frames: size, version, key, envelope schema, then the sequence
    number (per session: only ever higher)."""

    def __init__(self, key: bytes, topic: str, max_frame: int = MAX_FRAME) -> None:
        self._aead = AESGCM(key)
        self.topic = topic
        self.max_frame = max_frame
        self._last: OrderedDict[str, int] = OrderedDict()

    def open(self, frame: bytes) -> Envelope:
        import fastjsonschema

        if not isinstance(frame, (bytes, bytearray)) or len(frame) > self.max_frame:
            raise FrameError("too-large", f"a frame of more than {self.max_frame} bytes")
        if len(frame) < 1 + NONCE + TAG + BUCKETS[0] or frame[0] != FORMAT:
            raise FrameError("bad-frame", "not a frame of format 1")
        head, nonce = bytes(frame[:1]), bytes(frame[1:1 + NONCE])
        try:
            plain = self._aead.decrypt(nonce, bytes(frame[1 + NONCE:]), head + self.topic.encode("ascii"))
        except InvalidTag:
            raise FrameError("forged", "the frame does not open with this seat's key") from None
        if len(plain) not in BUCKETS:
            raise FrameError("bad-frame", "the frame is not padded to a known size")
        try:
            doc = json.loads(plain.rstrip(b"\0").decode("utf-8"))
            _validator()(doc)
        except (ValueError, UnicodeError, RecursionError, fastjsonschema.JsonSchemaValueException):
            raise FrameError("bad-envelope", "the frame's envelope does not fit the protocol") from None
        session, seq = doc["s"], doc["n"]
        if seq <= self._last.get(session, 0):
            raise FrameError("replayed", "this frame was taken before (or an older one of its sender)")
        self._last[session] = seq
        self._last.move_to_end(session)
        while len(self._last) > SESSIONS_KEPT:
            self._last.popitem(last=False)
        return Envelope(session, seq, doc["m"], doc.get("view"), doc.get("rec"))
