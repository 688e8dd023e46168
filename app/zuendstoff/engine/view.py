"""A seat's view of a game: the public information (R26) plus that seat's own hand and choice.

A :class:`SeatView` is a frozen copy, not a window onto the game: face-down
planet identities and other seats' unrevealed choices are simply not in it.
The UI and the bots work from views. :func:`seat_view` (:meth:`.game.Game.view`) makes
one from a game; :func:`public_part`, the part every seat shares, is cached on the game
until the board changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .constants import CARDS, COLOURS, DEALT_PLANETS
from .decisions import Decision, Phase
from .discs import DiscSet
from .flight import flight_path
from .layout import Layout

if TYPE_CHECKING:
    from .game import Game

_FIRST_CARD, _SECOND_CARD = Phase.FIRST_CARD, Phase.SECOND_CARD


def colour_mask(colours) -> int:
    """The colour indices ``colours`` (a seat's chips) as one number, bit ``c`` per colour."""
    mask = 0
    for c in colours:
        mask |= 1 << c
    return mask


def unseen_planets(faces, face_up) -> list[int]:
    """R12: the planets not face up anywhere, in number order: what a face-down slot may
    hold, as far as anyone at the table can know."""
    seen = {f for f, up in zip(faces, face_up) if up}
    return [p for p in DEALT_PLANETS if p not in seen]


class SeatView(NamedTuple):
    """What one seat may know. A tuple, so it is cheap to make and cannot be changed."""

    discs: DiscSet  # the components are public; which planet lies face down where is not
    layout: Layout
    players: tuple
    round_no: int
    phase: Phase
    #: per cell: planet number if face up (Earth and revealed planets), 0 for the sun
    #: and for face-down slots
    faces: tuple[int, ...]
    rotations: tuple[int, ...]
    face_up: tuple[bool, ...]
    sun_rotation: int
    stop_mask: int
    pieces: tuple[int, ...]  # cell index per seat
    chips: tuple[tuple[int, ...], ...]  # colour indices per seat
    #: every seat's hand as counts per card (public by counting, R26); an unrevealed
    #: choice is still counted in its owner's hand
    hands: tuple[tuple[int, ...], ...]
    put_aside: tuple[tuple[int, ...], ...]
    first: tuple[int, ...]  # revealed first cards (card index, -1 if none yet)
    second: tuple[int, ...]
    flight: tuple[int, int] | None  # (seat, colour index) of the current flight
    path: tuple[int, ...]  # the current flight's path (cell indices)
    won: tuple[int, ...]  # colour masks won this round (after the second reveal)
    winners: tuple[int, ...]
    #: the steps still to come this round, the current one first (public, R15/R19/R20):
    #: seats in ROTATE and PICK phases, (seat, colour index) flights in STOP and FLIP
    queue: tuple
    flying: tuple[int, ...]  # colour index each seat flies this round (-1: none or not yet)
    # ---- the parts below change while cards are chosen, or belong to the seat
    has_chosen: tuple[bool, ...]  # who has laid a card face down (not which)
    pending: tuple[int, ...]
    seat: int
    my_choice: int  # this seat's own unrevealed choice (card index), -1 if none
    legal: tuple[Decision, ...]  # this seat's legal decisions now (empty if not pending)

    @classmethod
    def of(cls, game: "Game", seat: int) -> "SeatView":
        return game.view(seat)

    # ------------------------------------------------------------ helpers
    def hand_names(self, seat: int | None = None) -> list[str]:
        h = self.hands[self.seat if seat is None else seat]
        return [CARDS[i] for i, n in enumerate(h) for _ in range(n)]

    def chip_mask(self, seat: int) -> int:
        """Bit ``c`` set for each colour's chip ``seat`` holds (R23)."""
        return colour_mask(self.chips[seat])

    def path_from(self, start: int, colour: int, seat: int | None = None,
                  rotations: tuple[int, ...] | None = None, sun_rotation: int | None = None) -> tuple[int, ...]:
        """The path a piece on ``start`` would fly in ``colour`` (index) on this view's board."""
        return flight_path(self.layout, self.discs, self.faces,
                           self.rotations if rotations is None else rotations, self.face_up,
                           self.sun_rotation if sun_rotation is None else sun_rotation,
                           self.stop_mask, start, colour,
                           self.chip_mask(self.seat if seat is None else seat))

    def chips_needed(self, seat: int) -> tuple[int, tuple[int, ...]]:
        """R23/R25: how many more chips ``seat`` needs to win (two of different colours) and
        the colours it can still take (those it does not hold): (0, ()) once it has two."""
        held = set(self.chips[seat])
        more = max(0, 2 - len(held))
        return (more, tuple(c for c in range(len(COLOURS)) if c not in held) if more else ())

    def colour_name(self, colour: int) -> str:
        return COLOURS[colour]


def seat_view(game: "Game", seat: int) -> SeatView:
    """What ``seat`` may know: public information (R26), its own hand and choice."""
    pub = game._pub
    if pub is None:
        pub = game._pub = public_part(game)
    phase = game.phase
    if phase is Phase.FIRST_CARD or phase is Phase.SECOND_CARD:
        choice = game._choice
        pending = tuple([s for s, c in enumerate(choice) if c < 0])
        extra = (tuple([c >= 0 for c in choice]), pending, seat, choice[seat],
                 game._legal(seat))
    else:
        pending = game.pending_seats()
        extra = ((False,) * len(game.players), pending, seat, -1, game._legal(seat))
    return tuple.__new__(SeatView, pub + extra)


def decision_key(view: SeatView) -> SeatView:
    """The position ``view``'s seat decides in: everything it sees except who else has laid
    a card meanwhile (another seat's hidden card does not change this seat's choice). A
    phone's offer and a hint belong to one such position; an undo, a redo or any move that
    changes what the seat sees makes another one, even where the legal decisions are the
    same (a second planet turn after a first one, the first again after an undo)."""
    return view._replace(has_chosen=(), pending=())


def public_part(game: "Game") -> tuple:
    """The public part of every seat's view (cached until the board changes)."""
    phase = game.phase
    flying = phase is Phase.STOP or phase is Phase.FLIP
    return (
        game.discs, game.layout, game.players, game.round_no, phase,
        tuple(game._known), tuple(game.rotations), tuple(game.face_up), game.sun_rotation, game.stop_mask,
        tuple(game.pieces), tuple(game.chips), tuple(game.hands), tuple(game.put_aside),
        tuple(game.first), tuple(game.second),
        game._queue[game._qpos] if flying else None,
        game.path if phase is Phase.STOP else (),
        tuple(game.won), game.winners,
        tuple(game._queue[game._qpos:]) if phase is not _FIRST_CARD and phase is not _SECOND_CARD
        else (),
        tuple(game.flying),
    )
