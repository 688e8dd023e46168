"""The phone protocol as pure functions: what the table sends a seat, what a phone may send.

No Qt, no sockets. Every byte sent to a seat's phone is made by :func:`seat_message` from
that seat's :class:`~zuendstoff.engine.view.SeatView` (R26: its own hand and choice plus
public facts) and the window's public :class:`TableInfo`; nothing here ever sees a
:class:`~zuendstoff.engine.game.Game`. Every message from a phone is hostile until
:func:`parse_phone_message` has checked its size and its shape (the JSON Schema
``resources/schemas/phone-message.schema.json``; a refusal's words, naming the field that
is wrong, come from :mod:`zuendstoff.net.message_schema`) and :func:`to_decision` has found
it among the engine's legal decisions for that seat. docs/phone-protocol.md describes the
messages.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..engine.constants import CARD_INDEX, CARDS, COLOUR_INDEX, COLOURS, SIDES
from ..engine.decisions import Decision, Flip, Phase, PickColour, PlayCard, Rotate, Stop
from ..engine.view import SeatView
from .message_schema import explain, validator

# the protocol's number; a page says which it speaks in its ``hello``
PROTOCOL = 1
# a phone's message is never larger (a decision is well under 200 bytes)
MAX_MESSAGE_BYTES = 4096
# the kinds of seat a TableInfo names
KINDS = ("person", "phone", "computer")
LANGUAGES = ("en", "de")

# the kind of decision the game waits for, per phase (what the page says is happening)
WAITING_FOR = {Phase.FIRST_CARD: "card", Phase.SECOND_CARD: "card", Phase.ROTATE: "rotate",
               Phase.PICK: "pick", Phase.STOP: "stop", Phase.FLIP: "flip", Phase.OVER: None}


@dataclass(frozen=True)
class TableInfo:
    """Public facts the window knows and the engine does not."""

    names: tuple[str, ...]
    kinds: tuple[str, ...]  # per seat: "person" | "phone" | "computer"
    thinking: int | None = None  # seat of a computer thinking now, if any
    moment: str = ""  # "" or the one-line text of a table moment being shown
    screen: bool = True  # the table has a screen where a seat's public decisions can be made too


class ProtocolError(ValueError):
    """A phone's message that changes nothing: ``code`` for programs, ``text`` for people."""

    def __init__(self, code: str, text: str) -> None:
        super().__init__(f"{code}: {text}")
        self.code = code
        self.text = text


@dataclass(frozen=True)
class PhoneMessage:
    """A checked message from a phone (``type`` is "hello", "decide" or "ping")."""

    type: str
    id: str | None = None
    version: int | None = None
    decision: dict | None = None
    protocol: int | None = None


# ------------------------------------------------------------------------ table → phone
def disc_label(view: SeatView, index: int) -> dict[str, Any]:
    """What lies on cell ``index`` as far as everyone may know: never a face-down planet's
    number (the view does not even hold it)."""
    cell = list(view.layout.cells[index])
    if index == view.layout.sun:
        return {"cell": cell, "disc": "sun"}
    number = view.faces[index] if view.face_up[index] else 0
    if number == 1:
        return {"cell": cell, "disc": "earth"}
    if number:
        return {"cell": cell, "disc": "planet", "number": number}
    return {"cell": cell, "disc": "face-down"}


def _card(index: int) -> str | None:
    return CARDS[index] if index >= 0 else None


def decision_data(view: SeatView, decision: Decision) -> dict[str, Any]:
    """One of the seat's legal decisions as structured data, with public labels."""
    kind = decision.__class__
    if kind is PlayCard:
        return {"kind": "card", "card": decision.card}
    index = view.layout.index
    if kind is Rotate:
        target = index[decision.target]
        return {"kind": "rotate", "target": list(decision.target), "quarters": decision.quarters,
                "own": target == view.pieces[view.seat], "label": disc_label(view, target)}
    if kind is PickColour:
        return {"kind": "pick", "colour": decision.colour}
    if kind is Stop:
        cell = index[decision.cell]
        step = view.path.index(cell) + 1 if cell in view.path else 0
        return {"kind": "stop", "cell": list(decision.cell), "step": step,
                "last": step == len(view.path), "label": disc_label(view, cell)}
    if kind is Flip:
        return {"kind": "flip", "rotation": decision.rotation, "side": SIDES[decision.rotation & 3]}
    raise TypeError(f"not a decision: {decision!r}")


def seat_message(view: SeatView, table: TableInfo, version: int, *, lang: str = "en") -> dict:
    """The ``state`` message for ``view.seat``: computed from the seat's view only."""
    seat = view.seat
    n = len(view.players)
    names = tuple(table.names[:n]) + tuple(p.name for p in view.players[len(table.names):])
    kinds = tuple(table.kinds[:n]) + ("person",) * max(0, n - len(table.kinds))
    pending = set(view.pending)
    card_phase = view.phase in (Phase.FIRST_CARD, Phase.SECOND_CARD)
    won = view.won if view.phase is not Phase.FIRST_CARD else (0,) * n
    players = []
    for s, player in enumerate(view.players):
        players.append({
            "seat": s, "name": names[s], "piece": player.piece, "kind": kinds[s],
            "chips": [COLOURS[c] for c in view.chips[s]],
            "cards": sum(view.hands[s]),
            "first": _card(view.first[s]), "second": _card(view.second[s]),
            "chosen": bool(view.has_chosen[s]) if card_phase else False,
            "pending": s in pending, "thinking": table.thinking == s,
            "won": [COLOURS[c] for c in range(len(COLOURS)) if won[s] >> c & 1],
            "at": disc_label(view, view.pieces[s]),
        })
    hand = list(view.hands[seat])
    laid = view.my_choice if card_phase else -1
    if laid >= 0 and hand[laid] > 0:
        hand[laid] -= 1  # the laid card lies face down on the table, not in the hand
    flight = None
    if view.flight is not None:
        flight = {"seat": view.flight[0], "colour": COLOURS[view.flight[1]]}
    return {
        "type": "state", "protocol": PROTOCOL, "version": version, "offer": version, "seat": seat,
        "lang": lang if lang in LANGUAGES else "en",
        "round": view.round_no, "phase": view.phase.value,
        "waiting_for": WAITING_FOR[view.phase],
        "pending": sorted(pending),
        "hand": [CARDS[i] for i, k in enumerate(hand) for _ in range(k)],
        "laid": _card(laid),
        "decisions": [decision_data(view, d) for d in view.legal],
        "players": players,
        "flight": flight,
        "winners": list(view.winners) if view.phase is Phase.OVER else [],
        "thinking": table.thinking,
        "moment": table.moment,
        "screen": bool(table.screen),
        "board": {"face_down": sum(1 for i in view.layout.slots if not view.face_up[i]),
                  "sun": SIDES[view.sun_rotation & 3]},
    }


def encode(message: dict) -> str:
    """The bytes on the wire: compact JSON, keys in the order built (equal dicts → equal text)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def refused(code: str, text: str, msg_id: str | None = None, version: int | None = None) -> dict:
    return {"type": "refused", "id": msg_id, "code": code, "text": text, "version": version}


# ------------------------------------------------------------------------ phone → table
def _no_float(text: str) -> Any:
    raise ValueError("numbers in a phone message are whole numbers")


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError("a key appears twice in one object")
        out[key] = value
    return out


def parse_phone_message(raw: str | bytes) -> PhoneMessage:
    """Check a message from a phone: size, UTF-8, JSON (no duplicate keys, no fractions,
    no NaN), then the schema. Raises :class:`ProtocolError` with a reason."""
    import fastjsonschema

    if not isinstance(raw, (str, bytes, bytearray)):
        raise ProtocolError("bad-message", "a message is JSON text")
    size = len(raw) if not isinstance(raw, str) else len(raw.encode("utf-8", "surrogatepass"))
    if size > MAX_MESSAGE_BYTES:
        raise ProtocolError("too-large", f"the message has {size} bytes, at most "
                            f"{MAX_MESSAGE_BYTES} are allowed")
    try:
        text = raw if isinstance(raw, str) else bytes(raw).decode("utf-8")
        doc = json.loads(text, parse_float=_no_float, parse_constant=_no_constant,
                         object_pairs_hook=_no_duplicates)
    except UnicodeError:
        raise ProtocolError("bad-json", "the message is not UTF-8 text") from None
    except RecursionError:
        raise ProtocolError("bad-json", "the message is nested too deeply") from None
    except ValueError as exc:
        raise ProtocolError("bad-json", f"the message is not valid JSON ({str(exc)[:80]})") from None
    try:
        validator()(doc)
    except fastjsonschema.JsonSchemaValueException:
        try:
            text = explain(doc)
        except RecursionError:
            text = "the message: is nested too deeply"
        raise ProtocolError("bad-message", text) from None
    except RecursionError:
        raise ProtocolError("bad-message", "the message: is nested too deeply") from None
    kind = doc["type"]
    if kind == "decide":
        return PhoneMessage("decide", doc["id"], doc["version"], doc["decision"])
    return PhoneMessage(kind, doc.get("id"), protocol=doc.get("protocol"))


def to_decision(msg: PhoneMessage, view: SeatView) -> Decision:
    """The engine decision ``msg`` asks for, made for ``view.seat`` (the seat comes from the
    token, never from the message) — if it is one of the seat's legal decisions now."""
    if msg.type != "decide" or not isinstance(msg.decision, dict):
        raise ProtocolError("bad-message", "only a decide message holds a decision")
    d = msg.decision
    seat = view.seat
    kind = d.get("kind")
    try:
        if kind == "card" and d.get("card") in CARD_INDEX:
            decision: Decision = PlayCard(seat, d["card"])
        elif kind == "rotate":
            decision = Rotate(seat, _cell(d["target"]), _whole(d["quarters"]))
        elif kind == "pick" and d.get("colour") in COLOUR_INDEX:
            decision = PickColour(seat, d["colour"])
        elif kind == "stop":
            decision = Stop(seat, _cell(d["cell"]))
        elif kind == "flip":
            decision = Flip(seat, _whole(d["rotation"]))
        else:
            raise ProtocolError("bad-message", "the decision is none of card, rotate, pick, stop, flip")
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, ProtocolError):
            raise
        raise ProtocolError("bad-message", "the decision does not fit the protocol") from None
    if not view.legal:
        raise ProtocolError("not-pending", "the table is not waiting for a decision of yours now")
    if decision not in view.legal:
        raise ProtocolError("illegal", "this is not one of your legal choices now")
    return decision


def _whole(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(value)
    return value


def _cell(value: Any) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError(value)
    return (_whole(value[0]), _whole(value[1]))
