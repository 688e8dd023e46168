"""The far-away seats' keys, kept so that a table that closed or crashed can take its far-away
players back: a private file in the user's data folder, never in the ``.zrec``.

The record of a game is shared and replayed (it holds the seats' kinds, never an invitation);
the keys would let whoever holds them play a seat or read its hand. So they live apart, in
``far-away-keys.json`` in the data folder (:mod:`zuendstoff.userdata`), written atomically and
private to the user (0600, :func:`~zuendstoff.engine.jsonio.write_atomic`). It holds the keys
of ONE game, the last one hosted with far-away seats, named by a fingerprint of that game's
setup (players, layout, deal): reopening that game (its autosave, or its file) finds them and
the same invitations work again; another game makes new ones and the old ones stop working.
A damaged or foreign file is treated as absent (new invitations), never as an error.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping
from pathlib import Path

from .invitation import (
    KEY_BYTES,
    ROOM_BYTES,
    Invitation,
    InvitationError,
    b64,
    parse_broker,
    unb64,
)

FILE_NAME = "far-away-keys.json"
FORMAT = 1
MAX_SIZE = 64_000


def keys_path() -> Path:
    from ... import userdata
    return userdata.data_dir() / FILE_NAME


def fingerprint(game) -> str:
    """What names one game: its players, its layout and its deal (not its moves)."""
    from ...engine.record import to_record
    doc = to_record(game, None)
    setup = {k: doc.get(k) for k in ("players", "layout", "deal")}
    text = json.dumps(setup, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def save(game, invitations: Mapping[int, Invitation], path: Path | None = None) -> None:
    """Keep ``invitations`` (seat → invitation, one broker and room) for ``game``. Raises
    OSError when the file cannot be written."""
    from ...engine.jsonio import write_atomic
    if not invitations:
        return
    first = next(iter(invitations.values()))
    doc = {"format": FORMAT, "game": fingerprint(game), "broker": first.broker.url(),
           "room": b64(first.room),
           "seats": {str(s): b64(inv.key) for s, inv in sorted(invitations.items())}}
    write_atomic(path or keys_path(), json.dumps(doc, indent=1) + "\n")  # (private: 0600)


def load(game, path: Path | None = None) -> dict[int, Invitation]:
    """The invitations kept for ``game`` (seat → invitation); {} when there are none for it
    (another game's, none kept, a damaged file)."""
    path = path or keys_path()
    try:
        if os.path.getsize(path) > MAX_SIZE:
            return {}
        with open(path, encoding="utf-8") as fh:
            doc = json.load(fh)
    except (OSError, ValueError, UnicodeError):
        return {}
    try:
        if not isinstance(doc, dict) or doc.get("format") != FORMAT \
                or doc.get("game") != fingerprint(game):
            return {}
        broker = parse_broker(doc["broker"])
        room = unb64(doc["room"], ROOM_BYTES, "room")
        seats = doc["seats"]
        if not isinstance(seats, dict):
            return {}
        found = {}
        for seat, key in seats.items():
            n = int(seat)
            if 0 <= n < game.seats:
                found[n] = Invitation(broker, room, unb64(key, KEY_BYTES, "key"))
        return found
    except (InvitationError, KeyError, TypeError, ValueError):
        return {}

