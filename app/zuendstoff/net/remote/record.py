"""The game's record for the far side's replay, sent when the game is over.

At the end the table sends each far-away seat the record its own replay shows
(:func:`zuendstoff.engine.record.public_record`: the ``.zrec`` content without the faces of
planets never turned up, R26), so the far-away window can offer *Watch the replay*. A record
is tens of KB, more than one message may hold: it goes in :data:`PART` -character parts, each
a sealed frame of its own with ``{"type": "record", "part": I, "parts": N}`` as its message and
the part as the envelope's ``rec`` (the schema holds a part to :data:`PART` characters; only a
``record`` message carries one). At most :data:`MAX_PARTS` parts: a longer record is not sent.

The far side (:class:`RecordParts`) puts the parts together and replays them with the engine
(:func:`~zuendstoff.engine.record.replay`, which checks everything): a part that does not fit,
or a record that does not replay, is refused with one plain sentence and changes nothing.
"""

from __future__ import annotations

import json

from ...engine import DataError, Game, replay
from ..protocol import encode

PART = 12000
MAX_PARTS = 64
SOURCE = "the table's record"


def record_parts(game: Game) -> list[tuple[str, str]]:
    """The messages (text, part) that carry ``game``'s public record; [] when it is too long."""
    from ...engine.record import public_record

    text = json.dumps(public_record(game), ensure_ascii=False, separators=(",", ":"))
    parts = [text[i:i + PART] for i in range(0, len(text), PART)]
    if not parts or len(parts) > MAX_PARTS:
        return []
    return [(encode({"type": "record", "part": i, "parts": len(parts)}), part)
            for i, part in enumerate(parts)]


class RecordParts:
    """The far side: parts in, a replayed :class:`~zuendstoff.engine.Game` out."""

    def __init__(self) -> None:
        self.parts: dict[int, str] = {}
        self.count = 0
        self.size = 0

    def take(self, doc: dict, part) -> Game | None:
        """One part (``doc``: the ``record`` message, ``part``: the envelope's ``rec``). The
        game when the last part is in, else None; :class:`DataError` for a part or a record
        that does not fit (the parts so far are dropped)."""
        i, n = doc.get("part"), doc.get("parts")
        if not (type(i) is int and type(n) is int and 1 <= n <= MAX_PARTS and 0 <= i < n
                and isinstance(part, str) and 0 < len(part) <= PART):
            self.parts.clear()
            raise DataError(SOURCE, "a part of the record does not fit the protocol")
        if n != self.count:
            self.parts.clear()
            self.count = n
        self.parts[i] = part
        if len(self.parts) < n:
            return None
        text = "".join(self.parts[k] for k in range(n))
        self.parts.clear()
        try:
            doc = json.loads(text)
        except (ValueError, RecursionError):
            raise DataError(SOURCE, "the record is not JSON") from None
        return replay(doc, SOURCE)
