"""Shared boards: a layout with the disc set it is played with, in one file or one code.

A ``.zboard`` file (``{"format": "zuendstoff-board", "version": 1, "layout": {...},
"discs_name": "...", "discs": {...}}``; ``resources/schemas/board.schema.json``) carries
what a designer hands to others: the layout (R8) and the faces of the sun and planets
(R1–R3). A *share code* is the same JSON, compressed and written in URL-safe base64 after
``ZB1-``, short enough to paste into a message or to show as a QR code (about 230
characters for a board with the app's own disc set, which the code then leaves out; about
730 with a disc set of its own).

Both are read as hostile input: the size is limited before anything is unpacked, the
JSON is checked against the schema, then the engine's rules; any problem is one
:class:`DataError` naming the file (or "share code") and what is wrong.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from dataclasses import dataclass
from typing import Any

from .discs import DiscSet
from .errors import DataError
from .jsonio import MAX_FILE_BYTES, Reader, dumps, parse_json_text, read_json_file, write_atomic
from .layout import Layout
from .schema import check

BOARD_FORMAT = "zuendstoff-board"
BOARD_VERSION = 1
CODE_PREFIX = "ZB1-"
#: the longest share code read (a board's code is about 700 characters)
MAX_CODE_CHARS = 20_000
#: the most bytes a share code may unpack to (a zip bomb stops here)
MAX_CODE_JSON = 200_000
CODE_SOURCE = "share code"


@dataclass(frozen=True)
class Board:
    layout: Layout
    discs: DiscSet

    @property
    def name(self) -> str:
        return self.layout.name

    # ------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        return {"format": BOARD_FORMAT, "version": BOARD_VERSION, "layout": self.layout.to_json(),
                "discs_name": self.discs.name, "discs": self.discs.to_json()}

    @classmethod
    def from_json(cls, doc: Any, source: str) -> "Board":
        rd = Reader(source)
        d = rd.header(doc, BOARD_FORMAT, BOARD_VERSION)
        check(d, "board", source)  # the shape first (the schema), then the rules (R1-R3, R8)
        name = rd.str(d, "discs_name", "", 80) if "discs_name" in d else ""
        layout = Layout.from_json(rd.key(d, "layout", ""), source)
        discs = DiscSet.from_json(rd.key(d, "discs", ""), source, name)
        return cls(layout, discs)

    # ----------------------------------------------------------- files
    def save(self, path: str) -> None:
        """Write the board atomically, readable like any document."""
        write_atomic(path, dumps(self.to_json()), shared=True)

    @classmethod
    def load(cls, path: str) -> "Board":
        return cls.from_json(read_json_file(path), str(path))

    # ----------------------------------------------------------- codes
    def code(self) -> str:
        """The share code: ``ZB1-`` and the compact JSON, compressed, in URL-safe base64.

        A board played with the app's own disc set leaves the set out (the code is then about
        a fifth as long, its QR code far less dense); reading it puts the app's set back."""
        doc = self.to_json()
        if self.discs == _default_discs():
            del doc["discs"], doc["discs_name"]
        text = json.dumps(doc, ensure_ascii=False, separators=(",", ":"))
        packed = zlib.compress(text.encode("utf-8"), 9)
        return CODE_PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")

    @classmethod
    def from_code(cls, code: str) -> "Board":
        """Read a share code (spaces and line breaks in it are ignored)."""
        if not isinstance(code, str):
            raise DataError(CODE_SOURCE, "a share code is text")
        if len(code) > MAX_CODE_CHARS:
            raise DataError(CODE_SOURCE, "this is too long to be a share code")
        text = "".join(code.split())
        if not text.upper().startswith(CODE_PREFIX):
            raise DataError(CODE_SOURCE, f"a share code starts with {CODE_PREFIX}")
        body = text[len(CODE_PREFIX):]
        try:
            packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        except (binascii.Error, ValueError):
            raise DataError(CODE_SOURCE, "the code is damaged (a character is not part of a "
                            "share code)") from None
        unpack = zlib.decompressobj()
        try:
            raw = unpack.decompress(packed, MAX_CODE_JSON)
            if unpack.unconsumed_tail:
                raise DataError(CODE_SOURCE, "the code unpacks to too much to be a board")
            raw += unpack.flush(MAX_CODE_JSON - len(raw) + 1)
        except zlib.error:
            raise DataError(CODE_SOURCE, "the code is damaged or cut short") from None
        if len(raw) > min(MAX_CODE_JSON, MAX_FILE_BYTES) or not unpack.eof:
            raise DataError(CODE_SOURCE, "the code is damaged or cut short")
        doc = parse_json_text(raw, CODE_SOURCE)
        if isinstance(doc, dict) and "discs" not in doc and "discs_name" not in doc:
            default = _default_discs()  # left out of the code: the app's own set
            doc["discs_name"], doc["discs"] = default.name, default.to_json()
        return cls.from_json(doc, CODE_SOURCE)


def _default_discs() -> DiscSet:
    from .. import resources  # no Qt: the app's disc set file
    return resources.default_discs()


__all__ = ["Board", "BOARD_FORMAT", "BOARD_VERSION", "CODE_PREFIX"]
