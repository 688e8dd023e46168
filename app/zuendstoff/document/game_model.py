"""The game document: a QObject that owns an engine :class:`~zuendstoff.engine.Game`.

Views and scene items follow its signals; only undo commands (and loading) change it.
It also knows, per seat, whether a person or a computer plays it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from PySide6.QtCore import QObject, Signal

from ..engine import Decision, Game

# the key under which this app keeps its own fields in a record (readers ignore it)
RECORD_KEY = "zuendstoff_app"


@dataclass(frozen=True)
class SeatKind:
    """Who plays a seat: a person (``bot`` is None) or a computer bot by registry name.

    A person's hand is either on this computer's screen (hot-seat, behind the privacy
    screen), on their own phone (``phone``) or in their own Zündstoff far away (``far``,
    internet play): then the table's screen never shows it. A far-away seat the computer
    took over while its person was away keeps ``far`` (with a ``bot``): the person takes it
    back when they are heard again (ui/game/far_seats.py)."""

    bot: str | None = None
    phone: bool = False
    far: bool = False

    @property
    def is_computer(self) -> bool:
        return self.bot is not None

    @property
    def is_phone(self) -> bool:
        """A person whose hand is on their own device: a phone, or a far-away Zündstoff (both
        are served the seat's own view and decide there; the table applies)."""
        return (self.phone or self.far) and self.bot is None

    @property
    def is_far(self) -> bool:
        """A person far away (internet play) plays this seat now."""
        return self.far and self.bot is None

    @property
    def name(self) -> str:
        """"person", "phone" or "computer" (as the phone server's TableInfo names them)."""
        return "computer" if self.is_computer else ("phone" if self.phone or self.far else "person")

    def to_json(self) -> dict[str, Any]:
        if self.bot:
            out = {"kind": "computer", "bot": self.bot}
            return {**out, "far": True} if self.far else out
        if self.far:  # (a phone seat to a reader that does not know "far")
            return {"kind": "phone", "far": True}
        return {"kind": "phone"} if self.phone else {"kind": "human"}


HUMAN = SeatKind()
PHONE = SeatKind(phone=True)
FAR = SeatKind(far=True)


class GameModel(QObject):
    # emitted after every change of the game state (a decision applied, undone, redone)
    changed = Signal()
    # emitted when a different game is put in place (new game, loaded game)
    gameReplaced = Signal()
    # a person asked for a hint (the public log says so)
    hintsChanged = Signal()
    # who plays a seat changed during the game (a person moved to a phone, back to this
    # screen, or handed to a computer); the game itself is unchanged
    seatsChanged = Signal()

    def __init__(self, game: Game, parent: QObject | None = None,
                 seats: Sequence[SeatKind] | None = None, casual: bool = False) -> None:
        super().__init__(parent)
        self._game = game
        self._seats = self._fit(seats, game)
        self._casual = casual
        # hints may be asked for in this game (set when it starts; a record keeps it)
        self.hints_allowed = True
        # every hint asked for: (round, seat, log lines of that round before it)
        self.hints_used: list[tuple[int, int, int]] = []

    # ---------------------------------------------------------------- access
    @property
    def game(self) -> Game:
        return self._game

    @property
    def seats(self) -> tuple[SeatKind, ...]:
        return self._seats

    @property
    def casual(self) -> bool:
        """Casual game: public decisions may be undone across a planet turned face up."""
        return self._casual

    def is_computer(self, seat: int) -> bool:
        return self._seats[seat].is_computer

    def is_phone(self, seat: int) -> bool:
        """A person whose hand is on their own phone (never on this screen)."""
        return self._seats[seat].is_phone

    def human_seats(self) -> list[int]:
        """Every seat a person plays: on this screen (hot-seat) or on a phone."""
        return [s for s, k in enumerate(self._seats) if not k.is_computer]

    def phone_seats(self) -> list[int]:
        return [s for s, k in enumerate(self._seats) if k.is_phone and not k.far]

    def far_seats(self) -> list[int]:
        """Seats of people far away (internet play), also while a computer stands in."""
        return [s for s, k in enumerate(self._seats) if k.far]

    def is_far(self, seat: int) -> bool:
        return self._seats[seat].is_far

    def screen_seats(self) -> list[int]:
        """People whose hand is shown on this computer's screen (hot-seat)."""
        return [s for s, k in enumerate(self._seats) if not k.is_computer and not k.is_phone]

    def record_extra(self) -> dict[str, Any]:
        """This app's own record fields: who plays each seat, casual or not."""
        extra: dict[str, Any] = {"seats": [k.to_json() for k in self._seats],
                                 "casual": self._casual,
                                 "hints": {"allowed": self.hints_allowed,
                                           "used": [list(u) for u in self.hints_used]}}
        cells = self._game.layout.cells
        seen = [[*cells[i], r] for i, r in sorted(self._game.seen.items())
                if not self._game.face_up[i]]
        if seen:  # planets seen, then turned face down again by a casual undo (R22)
            extra["seen"] = seen
        return {RECORD_KEY: extra}

    def note_hint(self, seat: int) -> None:
        """Write in the public log that ``seat`` asked for a hint (now, in this round)."""
        from .log_model import round_entries
        game = self._game
        at = len(round_entries(game, game.rounds[-1])) if game.rounds else 0
        self.hints_used.append((game.round_no, seat, at))
        self.hintsChanged.emit()

    def set_hint_options(self, allowed: bool, used=()) -> None:
        """Hints allowed or not, and those already asked for (a loaded game's)."""
        self.hints_allowed = bool(allowed)
        self.hints_used = [tuple(u) for u in used]
        self.hintsChanged.emit()

    # ---------------------------------------------------------------- change
    def set_game(self, game: Game, seats: Sequence[SeatKind] | None = None,
                 casual: bool | None = None) -> None:
        """Put a different game in place (new or loaded)."""
        self._game = game
        self._seats = self._fit(seats, game)
        if casual is not None:
            self._casual = casual
        self.hints_allowed, self.hints_used = True, []
        self.gameReplaced.emit()
        self.changed.emit()

    def set_seat(self, seat: int, kind: SeatKind) -> None:
        """Change who plays ``seat`` during the game (the game itself stays as it is)."""
        if not 0 <= seat < len(self._seats) or self._seats[seat] == kind:
            return
        seats = list(self._seats)
        seats[seat] = kind
        self._seats = tuple(seats)
        self.seatsChanged.emit()

    def apply(self, decision: Decision) -> None:
        """Apply a decision (raises IllegalDecision, leaving the game unchanged)."""
        self._game.apply(decision)
        self.changed.emit()

    def restore(self, state: Game) -> None:
        """Put back another state of the same game (undo/redo). Planets the table has seen
        face up keep the rotation they were turned up with (R22, :meth:`Game.keep_seen`)."""
        state.keep_seen(self._game)
        self._game = state
        self.changed.emit()

    @staticmethod
    def _fit(seats: Sequence[SeatKind] | None, game: Game) -> tuple[SeatKind, ...]:
        seats = list(seats or [])[: game.seats]
        seats += [HUMAN] * (game.seats - len(seats))
        return tuple(seats)


def seats_from_record(doc: Any, count: int) -> tuple[list[SeatKind], bool]:
    """Read this app's seat kinds from a record dict; anything odd means all humans
    (a person on this screen: a seat of unknown kind never goes to a phone or a computer)."""
    from ..engine.bots import BOTS

    kinds: list[SeatKind] = [HUMAN] * count
    casual = False
    extra = doc.get(RECORD_KEY) if isinstance(doc, dict) else None
    if isinstance(extra, dict):
        raw = extra.get("seats")
        if isinstance(raw, list) and len(raw) == count:
            for i, item in enumerate(raw):
                if isinstance(item, dict) and item.get("kind") == "computer":
                    bot = item.get("bot")  # any value: a damaged file never raises here
                    known = isinstance(bot, str) and bot in BOTS
                    kinds[i] = SeatKind(bot if known else ("medium" if "medium" in BOTS
                                                            else next(iter(BOTS))),
                                        far=item.get("far") is True)
                elif isinstance(item, dict) and item.get("kind") == "phone":
                    kinds[i] = FAR if item.get("far") is True else PHONE
        casual = extra.get("casual") is True
    return kinds, casual


def hints_from_record(doc: Any, count: int) -> tuple[bool, list[tuple[int, int, int]]]:
    """This app's hint options from a record dict: allowed, and the hints asked for (rounds,
    seats, positions); anything odd is dropped (hints allowed, none listed)."""
    extra = doc.get(RECORD_KEY) if isinstance(doc, dict) else None
    hints = extra.get("hints") if isinstance(extra, dict) else None
    if not isinstance(hints, dict):
        return True, []
    used = []
    raw = hints.get("used")
    for u in raw if isinstance(raw, list) else []:
        if isinstance(u, list) and len(u) == 3 and all(type(x) is int and 0 <= x <= 10_000 for x in u) \
                and u[1] < count:
            used.append((u[0], u[1], u[2]))
    return hints.get("allowed") is not False, used[:10_000]


def seen_from_record(doc: Any, game: Game) -> None:
    """Put back the rotations of planets seen before a casual undo (``record_extra``);
    anything odd in them is left out."""
    extra = doc.get(RECORD_KEY) if isinstance(doc, dict) else None
    raw = extra.get("seen") if isinstance(extra, dict) else None
    if not isinstance(raw, list):
        return
    seen = {}
    slots = set(game.layout.slots)
    for item in raw[:64]:
        if isinstance(item, list) and len(item) == 3 and all(
                isinstance(v, int) and not isinstance(v, bool) for v in item):
            i = game.layout.index.get((item[0], item[1]))
            if i in slots and not game.face_up[i] and 0 <= item[2] <= 3:
                seen[i] = item[2]
    if seen:
        carrier = game.copy()
        carrier.seen = seen
        game.keep_seen(carrier)
