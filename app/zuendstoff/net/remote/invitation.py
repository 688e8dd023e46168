"""An invitation to a far-away seat: the broker's address, a random room, the seat's own key.

Shown three ways, all carrying the same facts: a ``zuendstoff://join?...`` link, a code to
paste into a message (``ZS1-`` and the same facts in URL-safe base64) and a QR code of the
link (segno, as the phone page's join codes), each with a short check of the rest, so that a
character changed on the way is caught when it is pasted. The key is 32 random bytes (256 bits) from the
system's cryptographic source; the room 16 (128 bits). Whoever holds an invitation can play
that seat: it is as secret as a phone's join link (docs/security.md).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import secrets
from dataclasses import dataclass
from urllib.parse import parse_qs, quote, urlsplit

KEY_BYTES = 32
ROOM_BYTES = 16
SCHEME = "zuendstoff"
CODE_PREFIX = "ZS1-"
BROKER_SCHEMES = ("mqtt", "mqtts", "ws", "wss")
LOOPBACK = ("127.0.0.1", "localhost", "::1")
MAX_INVITATION = 1024
CHECK_BYTES = 4  # the invitation's check (Invitation.check): a changed character is caught
FIELDS = ({"b", "r", "k", "c"}, {"b", "r", "k"})  # with its check, or without (first version)


class InvitationError(ValueError):
    """An invitation that cannot be used; the text says why, for people."""


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def unb64(text: str, size: int, what: str) -> bytes:
    if not isinstance(text, str) or not text or len(text) > 2 * size + 8:
        raise InvitationError(f"the invitation's {what} is missing or too long")
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise InvitationError(f"the invitation's {what} is not valid") from None
    if len(raw) != size:
        raise InvitationError(f"the invitation's {what} has {len(raw)} bytes, not {size}")
    return raw


@dataclass(frozen=True)
class Broker:
    scheme: str
    host: str
    port: int
    path: str = "/mqtt"

    @property
    def tls(self) -> bool:
        return self.scheme in ("mqtts", "wss")

    @property
    def websockets(self) -> bool:
        return self.scheme in ("ws", "wss")

    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        tail = self.path if self.websockets else ""
        return f"{self.scheme}://{host}:{self.port}{tail}"


DEFAULT_PORTS = {"mqtt": 1883, "mqtts": 8883, "ws": 80, "wss": 443}


def parse_broker(text: str) -> Broker:
    """``mqtt://host:port``, ``mqtts://``, ``ws://host:port/path`` or ``wss://``. Plain
    (unencrypted) ``mqtt://`` and ``ws://`` only to a broker on this machine: over the internet
    the broker's address, and who connects when, is protected by TLS too."""
    if not isinstance(text, str) or len(text) > 300:
        raise InvitationError("the broker's address is missing or too long")
    try:
        parts = urlsplit(text.strip())
        port = parts.port
    except ValueError:
        raise InvitationError("the broker's address is not valid") from None
    scheme = parts.scheme.lower()
    if scheme not in BROKER_SCHEMES:
        raise InvitationError("the broker's address starts with mqtts://, wss://, "
                              "or for a broker on this machine mqtt:// or ws://")
    host = parts.hostname or ""
    if not host:
        raise InvitationError("the broker's address names no host")
    if scheme in ("mqtt", "ws") and host not in LOOPBACK:
        raise InvitationError("an unencrypted broker (mqtt://, ws://) is allowed only on this "
                              "machine: use mqtts:// or wss:// over the internet")
    return Broker(scheme, host, port or DEFAULT_PORTS[scheme], parts.path or "/mqtt")


@dataclass(frozen=True)
class Invitation:
    broker: Broker
    room: bytes
    key: bytes

    @classmethod
    def new(cls, broker: Broker, room: bytes | None = None) -> "Invitation":
        return cls(broker, room if room is not None else secrets.token_bytes(ROOM_BYTES),
                   secrets.token_bytes(KEY_BYTES))

    # ------------------------------------------------------------ shown
    def check(self) -> str:
        """The invitation's check (``c``): 4 bytes of SHA-256 over its facts, so that a
        character changed on its way (a retyped code, a chat that "corrected" a letter) is
        caught when it is pasted instead of joining a room nobody answers in. Not a secret
        and not a signature: only the key makes messages that open."""
        digest = hashlib.sha256(b"zuendstoff invitation v1\0" + self.broker.url().encode("utf-8")
                                + b"\0" + self.room + self.key).digest()
        return b64(digest[:CHECK_BYTES])

    def link(self) -> str:
        return (f"{SCHEME}://join?b={quote(self.broker.url(), safe='')}"
                f"&r={b64(self.room)}&k={b64(self.key)}&c={self.check()}")

    def code(self) -> str:
        doc = json.dumps({"b": self.broker.url(), "r": b64(self.room), "k": b64(self.key),
                          "c": self.check()}, separators=(",", ":"))
        return CODE_PREFIX + b64(doc.encode("utf-8"))

    def qr_svg(self) -> str:
        """The link as an SVG QR code (what the window shows; a phone's camera opens it)."""
        import io

        import segno

        out = io.BytesIO()
        segno.make(self.link(), error="m").save(out, kind="svg", scale=4, border=2)
        return out.getvalue().decode("utf-8")

    # ------------------------------------------------------------ read
    @classmethod
    def parse(cls, text: str) -> "Invitation":
        """An invitation from its link or its code (whitespace around it is ignored)."""
        if not isinstance(text, str) or len(text) > MAX_INVITATION:
            raise InvitationError("this is not an invitation (too long)")
        text = text.strip()
        if text.startswith(CODE_PREFIX):
            body = text[len(CODE_PREFIX):]
            try:
                raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
                doc = json.loads(raw.decode("utf-8"))
            except (binascii.Error, ValueError, UnicodeError):
                raise InvitationError("this code is not a Zündstoff invitation (is it complete?)") from None
            if not isinstance(doc, dict) or set(doc) not in FIELDS:
                raise InvitationError("this code is not a Zündstoff invitation")
            fields = doc
        elif text.lower().startswith(SCHEME + "://"):
            try:
                parts = urlsplit(text)
            except ValueError:  # e.g. an unclosed "[" where a host would be
                raise InvitationError("this link is not a Zündstoff invitation") from None
            if parts.netloc != "join":
                raise InvitationError("this link is not a Zündstoff invitation")
            query = parse_qs(parts.query, strict_parsing=False)
            if set(query) not in FIELDS or any(len(v) != 1 for v in query.values()):
                raise InvitationError("this link is not a complete Zündstoff invitation")
            fields = {k: v[0] for k, v in query.items()}
        else:
            raise InvitationError("paste the whole invitation: a zuendstoff:// link or a code "
                                  "that starts with " + CODE_PREFIX)
        inv = cls(parse_broker(fields["b"]), unb64(fields["r"], ROOM_BYTES, "room"),
                  unb64(fields["k"], KEY_BYTES, "key"))
        # (an invitation of the first version has no check: taken as it is)
        if "c" in fields and not hmac.compare_digest(str(fields["c"]), inv.check()):
            raise InvitationError("this invitation was changed on its way (a character is "
                                  "wrong): ask for it again, or copy it whole")
        return inv
