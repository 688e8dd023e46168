"""Decisions: the only way a game moves on (frozen dataclasses, like python-chess's Move).

Cells are ``(row, col)`` tuples; colours, cards and sides are the names of
:mod:`.constants` (``"red"``, ``"blue3"``, ``"N"``), so decisions read like the
game record.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

Cell = tuple[int, int]


class Phase(Enum):
    """What the game is waiting for."""

    FIRST_CARD = "first_card"  # R13: every seat secretly picks a first card
    SECOND_CARD = "second_card"  # R13: every seat secretly picks a second card
    ROTATE = "rotate"  # R15/R16: a planet-rotation card is being resolved
    PICK = "pick"  # R19: a seat that won two colours picks one
    STOP = "stop"  # R21: the flying seat chooses where on its path to stop
    FLIP = "flip"  # R22: the flying seat chooses a face-down planet's rotation
    OVER = "over"  # R25: someone won (or a simulator stopped the game)


@dataclass(frozen=True, slots=True)
class PlayCard:
    """R13: ``seat`` chooses ``card`` (secretly, until every seat has chosen)."""

    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class Rotate:
    """R16: turn the planet at ``target`` by ``quarters`` clockwise."""

    seat: int
    target: Cell
    quarters: int


@dataclass(frozen=True, slots=True)
class PickColour:
    """R19: fly ``colour`` of the two colours won."""

    seat: int
    colour: str


@dataclass(frozen=True, slots=True)
class Stop:
    """R21: end the current flight at ``cell`` (a disc on the flight's path)."""

    seat: int
    cell: Cell


@dataclass(frozen=True, slots=True)
class Flip:
    """R22: set the face-down planet just landed on to ``rotation`` before turning it up."""

    seat: int
    rotation: int


Decision = PlayCard | Rotate | PickColour | Stop | Flip
