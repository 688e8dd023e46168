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
    """Who plays a seat: a person (``bot`` is None) or a computer bot by registry name."""

    bot: str | None = None

    @property
    def is_computer(self) -> bool:
        return self.bot is not None

    def to_json(self) -> dict[str, Any]:
        return {"kind": "computer", "bot": self.bot} if self.bot else {"kind": "human"}


HUMAN = SeatKind()


class GameModel(QObject):
    # emitted after every change of the game state (a decision applied, undone, redone)
    changed = Signal()
    # emitted when a different game is put in place (new game, loaded game)
    gameReplaced = Signal()

    def __init__(self, game: Game, parent: QObject | None = None,
                 seats: Sequence[SeatKind] | None = None, casual: bool = False) -> None:
        super().__init__(parent)
        self._game = game
        self._seats = self._fit(seats, game)
        self._casual = casual

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

    def human_seats(self) -> list[int]:
        return [s for s, k in enumerate(self._seats) if not k.is_computer]

    def record_extra(self) -> dict[str, Any]:
        """This app's own record fields: who plays each seat, casual or not."""
        return {RECORD_KEY: {"seats": [k.to_json() for k in self._seats],
                             "casual": self._casual}}

    # ---------------------------------------------------------------- change
    def set_game(self, game: Game, seats: Sequence[SeatKind] | None = None,
                 casual: bool | None = None) -> None:
        """Put a different game in place (new or loaded)."""
        self._game = game
        self._seats = self._fit(seats, game)
        if casual is not None:
            self._casual = casual
        self.gameReplaced.emit()
        self.changed.emit()

    def apply(self, decision: Decision) -> None:
        """Apply a decision (raises IllegalDecision, leaving the game unchanged)."""
        self._game.apply(decision)
        self.changed.emit()

    def restore(self, state: Game) -> None:
        """Put back an earlier state of the same game (undo/redo)."""
        self._game = state
        self.changed.emit()

    @staticmethod
    def _fit(seats: Sequence[SeatKind] | None, game: Game) -> tuple[SeatKind, ...]:
        seats = list(seats or [])[: game.seats]
        seats += [HUMAN] * (game.seats - len(seats))
        return tuple(seats)


def seats_from_record(doc: Any, count: int) -> tuple[list[SeatKind], bool]:
    """Read this app's seat kinds from a record dict; anything odd means all humans."""
    from ..engine.bots import BOTS

    kinds: list[SeatKind] = [HUMAN] * count
    casual = False
    extra = doc.get(RECORD_KEY) if isinstance(doc, dict) else None
    if isinstance(extra, dict):
        raw = extra.get("seats")
        if isinstance(raw, list) and len(raw) == count:
            for i, item in enumerate(raw):
                if isinstance(item, dict) and item.get("kind") == "computer":
                    bot = item.get("bot")
                    kinds[i] = SeatKind(bot if bot in BOTS else next(iter(BOTS)))
        casual = extra.get("casual") is True
    return kinds, casual
