"""A seat's view (:class:`~zuendstoff.engine.view.SeatView`) as JSON, and back.

The table sends each far-away seat its own view with every state, so the far side decides
(a computer at a level, a hint, the window's board and hand) from exactly what that seat may
know (R26), never from a game: a view holds no face-down planet and no other seat's
unrevealed card, so neither does this JSON. Reading it back checks every field's type and
range, and the discs and the layout by their own readers (a table is trusted to be a table,
not to send well-formed data).
"""

from __future__ import annotations

from typing import Any

from ...engine.decisions import Decision, Flip, Phase, PickColour, PlayCard, Rotate, Stop
from ...engine.discs import DiscSet
from ...engine.errors import DataError
from ...engine.game import Player
from ...engine.layout import Layout
from ...engine.view import SeatView


class ViewError(ValueError):
    """A view that does not fit (the text names the field)."""


def _decision(d: Decision) -> list:
    kind = d.__class__
    if kind is PlayCard:
        return ["card", d.seat, d.card]
    if kind is Rotate:
        return ["rotate", d.seat, list(d.target), d.quarters]
    if kind is PickColour:
        return ["pick", d.seat, d.colour]
    if kind is Stop:
        return ["stop", d.seat, list(d.cell)]
    if kind is Flip:
        return ["flip", d.seat, d.rotation]
    raise TypeError(f"not a decision: {d!r}")


def encode_view(v: SeatView) -> dict[str, Any]:
    return {
        "discs": v.discs.to_json(), "layout": v.layout.to_json(),
        "players": [[p.name, p.piece] for p in v.players],
        "round": v.round_no, "phase": v.phase.value,
        "faces": list(v.faces), "rotations": list(v.rotations), "face_up": list(v.face_up),
        "sun": v.sun_rotation, "stop_mask": v.stop_mask, "pieces": list(v.pieces),
        "chips": [list(c) for c in v.chips], "hands": [list(h) for h in v.hands],
        "put_aside": [list(h) for h in v.put_aside], "first": list(v.first), "second": list(v.second),
        "flight": list(v.flight) if v.flight is not None else None, "path": list(v.path),
        "won": list(v.won), "winners": list(v.winners),
        "queue": [list(q) if isinstance(q, tuple) else q for q in v.queue],
        "flying": list(v.flying), "has_chosen": list(v.has_chosen), "pending": list(v.pending),
        "seat": v.seat, "my_choice": v.my_choice, "legal": [_decision(d) for d in v.legal],
    }


LIMIT = 1 << 40


def _int(x: Any, where: str) -> int:
    if isinstance(x, bool) or not isinstance(x, int) or not -LIMIT <= x <= LIMIT:
        raise ViewError(f"view.{where}: must be a whole number")
    return x


def _ints(x: Any, where: str, n: int | None = None) -> tuple[int, ...]:
    if not isinstance(x, list) or (n is not None and len(x) != n) or len(x) > 1000:
        raise ViewError(f"view.{where}: must be a list" + (f" of {n}" if n is not None else ""))
    return tuple(_int(i, where) for i in x)


def _bools(x: Any, where: str, n: int) -> tuple[bool, ...]:
    if not isinstance(x, list) or len(x) != n or not all(isinstance(b, bool) for b in x):
        raise ViewError(f"view.{where}: must be a list of {n} true/false")
    return tuple(x)


def _str(x: Any, where: str) -> str:
    if not isinstance(x, str) or len(x) > 200:
        raise ViewError(f"view.{where}: must be text")
    return x


def _cell(x: Any, where: str) -> tuple[int, int]:
    a, b = _ints(x, where, 2)
    return (a, b)


def _read_decision(x: Any, where: str) -> Decision:
    if not isinstance(x, list) or not x or x[0] not in ("card", "rotate", "pick", "stop", "flip"):
        raise ViewError(f"view.{where}: must be a decision")
    kind, rest = x[0], x[1:]
    try:
        if kind == "card":
            return PlayCard(_int(rest[0], where), _str(rest[1], where))
        if kind == "rotate":
            return Rotate(_int(rest[0], where), _cell(rest[1], where), _int(rest[2], where))
        if kind == "pick":
            return PickColour(_int(rest[0], where), _str(rest[1], where))
        if kind == "stop":
            return Stop(_int(rest[0], where), _cell(rest[1], where))
        return Flip(_int(rest[0], where), _int(rest[1], where))
    except IndexError:
        raise ViewError(f"view.{where}: a decision lacks a part") from None


def decode_view(d: Any) -> SeatView:
    if not isinstance(d, dict):
        raise ViewError("view: must be an object")
    try:
        discs = DiscSet.from_json(d["discs"], "the table's view")
        layout = Layout.from_json(d["layout"], "the table's view")
        raw_players = d["players"]
        if not isinstance(raw_players, list) or not 2 <= len(raw_players) <= 5:
            raise ViewError("view.players: must be a list of 2–5")
        players = tuple(Player(_str(p[0], "players"), _str(p[1], "players"))
                        for p in raw_players if isinstance(p, list) and len(p) == 2)
        if len(players) != len(raw_players):
            raise ViewError("view.players: each is [name, piece]")
        n, cells = len(players), len(layout.cells)
        try:
            phase = Phase(d["phase"])
        except ValueError:
            raise ViewError("view.phase: not a phase") from None
        flight = d["flight"]
        queue = tuple(_cell(q, "queue") if isinstance(q, list) else _int(q, "queue") for q in
                      (d["queue"] if isinstance(d["queue"], list) else [None]))
        seat = _int(d["seat"], "seat")
        if not 0 <= seat < n:
            raise ViewError("view.seat: not a seat of this game")
        if not isinstance(d["legal"], list):
            raise ViewError("view.legal: must be a list")
        return SeatView(
            discs, layout, players, _int(d["round"], "round"), phase,
            _ints(d["faces"], "faces", cells), _ints(d["rotations"], "rotations", cells),
            _bools(d["face_up"], "face_up", cells), _int(d["sun"], "sun"), _int(d["stop_mask"], "stop_mask"),
            _ints(d["pieces"], "pieces", n),
            tuple(_ints(c, "chips") for c in _list(d["chips"], "chips", n)),
            tuple(_ints(h, "hands") for h in _list(d["hands"], "hands", n)),
            tuple(_ints(h, "put_aside") for h in _list(d["put_aside"], "put_aside", n)),
            _ints(d["first"], "first", n), _ints(d["second"], "second", n),
            _cell(flight, "flight") if flight is not None else None,
            _ints(d["path"], "path"), _ints(d["won"], "won", n), _ints(d["winners"], "winners"),
            queue, _ints(d["flying"], "flying", n),
            tuple(_bools(d["has_chosen"], "has_chosen", n)) if d["has_chosen"] else (),
            _ints(d["pending"], "pending"), seat, _int(d["my_choice"], "my_choice"),
            tuple(_read_decision(x, "legal") for x in d["legal"][:1000]),
        )
    except KeyError as exc:
        raise ViewError(f"view: the key {str(exc)[:40]} is missing") from None
    except (DataError, TypeError) as exc:
        raise ViewError(f"view: {str(exc)[:200]}") from None


def _list(x: Any, where: str, n: int) -> list:
    if not isinstance(x, list) or len(x) != n:
        raise ViewError(f"view.{where}: must be a list of {n}")
    return x
