"""The game: state, whose decision is pending, what is legal, and applying decisions.

Usage, in the manner of python-chess::

    game = Game.new(discs, layout, [Player("Anna", "black"), Player("Ben", "white")], seed=7)
    while not game.is_over:
        seat = game.pending_seats()[0]
        game.push(game.legal_decisions(seat)[0])
    game.pop()  # step back one decision

Internally every cell, colour, card and side is a small integer (see
:mod:`.constants`); the public methods speak the names used in records.

This module holds the :class:`Game` class: copying and undo, the queries,
and :meth:`Game.apply`, which checks a card choice itself and hands every other
decision to its step. The setup (R12: seats checked, planets dealt, the starting
state) lives in :mod:`.start`; the steps in :mod:`.reveal` (R13–R19: cards turned
over, planet rotations, flight winners, colour picks) and :mod:`.flying`
(R20–R25: flights, stops, flips, the end of a round); the legal-decision lists in
:mod:`.legal`; what a seat may see (R26) in :mod:`.view`; a round's closing state in
:mod:`.snapshot`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from .constants import CARD_INDEX, CARDS, COLOURS
from .decisions import Cell, Decision, Flip, Phase, PickColour, PlayCard, Rotate, Stop
from .discs import DiscSet
from .errors import IllegalDecision
from .flight import flight_path
from .flying import apply_flip, apply_stop
from .layout import Layout
from .legal import legal_now
from .reveal import apply_pick, apply_rotate, flight_winners, reveal_cards
from .snapshot import Snapshot
from .start import new_game
from .view import colour_mask, public_part, seat_view

__all__ = ["Game", "Player", "Snapshot", "flight_winners"]

_CARD_PHASES = (Phase.FIRST_CARD, Phase.SECOND_CARD)
_FIRST_CARD, _SECOND_CARD, _OVER = Phase.FIRST_CARD, Phase.SECOND_CARD, Phase.OVER


@dataclass(frozen=True, slots=True)
class Player:
    name: str
    piece: str  # one of PIECES


class Game:
    """One game of Zündstoff. Mutable; :meth:`copy` is cheap, :meth:`push`/:meth:`pop` step."""

    __slots__ = (
        "discs", "layout", "players", "faces", "_sun", "_earth",
        "rotations", "face_up", "sun_rotation", "pieces", "chips", "hands", "put_aside",
        "phase", "round_no", "_choice", "first", "second", "won", "flying", "_queue", "_qpos",
        "path", "stop_mask", "winners", "end", "rounds", "reveals", "seen", "_history", "_pub",
        "_known",
        "_n", "_t", "_hc", "_pc", "_seats",
    )

    # ---------------------------------------------------------------- setup
    @classmethod
    def new(cls, discs: DiscSet, layout: Layout, players: Sequence[Player],
            seed: int | None = None, deal: dict[Cell, int] | None = None) -> "Game":
        """R12: set up a game. ``deal`` (cell → planet number) overrides the seeded shuffle."""
        return new_game(cls, discs, layout, players, seed, deal)

    def copy(self, history: bool = False) -> "Game":
        """An independent copy; with ``history`` also the push/pop stack."""
        g = Game.__new__(Game)
        g.discs, g.layout, g.players, g.faces = self.discs, self.layout, self.players, self.faces
        g._sun, g._earth = self._sun, self._earth
        g.rotations = self.rotations[:]
        g.face_up = self.face_up[:]
        g.sun_rotation = self.sun_rotation
        g.pieces = self.pieces[:]
        g.chips = self.chips[:]
        g.hands = self.hands[:]
        g.put_aside = self.put_aside[:]
        g.phase = self.phase
        g.round_no = self.round_no
        g._choice = self._choice[:]
        g.first = self.first[:]
        g.second = self.second[:]
        g.won = self.won[:]
        g.flying = self.flying[:]
        g._queue = self._queue  # never mutated in place; replaced per step
        g._qpos = self._qpos
        g.path = self.path
        g.stop_mask = self.stop_mask
        g.winners = self.winners
        g.end = self.end
        rounds = self.rounds[:]
        cur = rounds[-1]
        rounds[-1] = {k: (v[:] if isinstance(v, list) else v) for k, v in cur.items()}
        g.rounds = rounds
        g.reveals = self.reveals
        g.seen = self.seen  # never changed in place; replaced by keep_seen
        g._history = self._history[:] if history else []
        g._pub = self._pub
        g._known = self._known[:]
        g._n, g._t, g._seats = self._n, self._t, self._seats
        g._hc = self._hc[:]
        g._pc = self._pc[:]
        return g

    def keep_seen(self, later: "Game") -> None:
        """R22 with a casual undo (R27): this earlier state of the game is put back in place
        of ``later``. A planet turned face up in ``later`` has been seen by the table, so it
        keeps the rotation it was turned up with: if it is turned up again, that rotation is
        the only legal one (nobody chooses again after seeing the face)."""
        index = self.layout.index
        seen = dict(self.seen)
        seen.update(later.seen)
        for rnd in later.rounds:
            for flight in rnd["flights"]:
                if flight["flip"] is not None:
                    seen[index[tuple(flight["stop"])]] = flight["flip"]
        if seen != self.seen:
            self.seen = seen
            self._pub = None

    def push(self, decision: Decision) -> None:
        """Apply ``decision`` and remember how to :meth:`pop` it."""
        before = self.copy()
        self.apply(decision)
        self._history.append(before)

    def pop(self) -> None:
        """Undo the last :meth:`push`. Raises IndexError when there is nothing to pop."""
        before = self._history.pop()
        for name in Game.__slots__:
            if name != "_history":
                setattr(self, name, getattr(before, name))

    @property
    def history_depth(self) -> int:
        return len(self._history)

    # ------------------------------------------------------------- queries
    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def seats(self) -> int:
        return len(self.players)

    def cell(self, index: int) -> Cell:
        return self.layout.cells[index]

    def pending_seats(self) -> tuple[int, ...]:
        """Seats whose decision the game waits for (several while cards are chosen, R13)."""
        phase = self.phase
        if phase is _FIRST_CARD or phase is _SECOND_CARD:
            choice = self._choice
            if choice.count(-1) == self._n:
                return self._seats
            return tuple([s for s, c in enumerate(choice) if c < 0])
        if phase is _OVER:
            return ()
        item = self._queue[self._qpos]
        return (item if item.__class__ is int else item[0],)

    def current_seat(self) -> int:
        """The one seat that decides in ROTATE, PICK, STOP and FLIP phases."""
        item = self._queue[self._qpos]
        return item if item.__class__ is int else item[0]

    def current_flight(self) -> tuple[int, str] | None:
        """(seat, colour) of the flight being flown, or None outside flights."""
        if self.phase in (Phase.STOP, Phase.FLIP):
            seat, colour = self._queue[self._qpos]
            return seat, COLOURS[colour]
        return None

    def flight_order(self) -> list[tuple[int, str]]:
        """R20: the flights of this round, in order, once the flight step has begun."""
        if self.phase in (Phase.STOP, Phase.FLIP):
            return [(s, COLOURS[c]) for s, c in self._queue]
        return []

    def untouched_by(self, seats) -> bool:
        """Public: whether none of ``seats`` has decided anything yet (round 1, before the
        first cards are turned over, and none of them has laid a card). Such a game holds
        nothing of theirs to keep.

        >>> from zuendstoff.resources import builtin_layout, default_discs
        >>> g = Game.new(default_discs(), builtin_layout("standard"),
        ...              [Player("Anna", "black"), Player("Ben", "white")], seed=1)
        >>> g.untouched_by([0, 1])
        True
        >>> g.push(g.legal_decisions(1)[0]); g.untouched_by([0]), g.untouched_by([1])
        (True, False)
        """
        if self.round_no > 1 or self.rounds[0]["cards"]:
            return False
        return not any(self.has_chosen(s) for s in seats)

    def has_chosen(self, seat: int) -> bool:
        """Public: whether ``seat`` has laid its card face down (not which card)."""
        return self.phase in _CARD_PHASES and self._choice[seat] >= 0

    def hand(self, seat: int) -> dict[str, int]:
        """Cards in ``seat``'s hand (including an unrevealed choice), name → count."""
        return {CARDS[i]: n for i, n in enumerate(self.hands[seat]) if n}

    def hand_list(self, seat: int) -> list[str]:
        return [CARDS[i] for i, n in enumerate(self.hands[seat]) for _ in range(n)]

    def chosen_card(self, seat: int) -> str | None:
        """``seat``'s secret, unrevealed choice (R26: only that seat may be shown it)."""
        c = self._choice[seat]
        return CARDS[c] if c >= 0 else None

    def revealed_cards(self, seat: int) -> list[str]:
        """Cards ``seat`` has played face up this round."""
        return [CARDS[c] for c in (self.first[seat], self.second[seat]) if c >= 0]

    def piece_cell(self, seat: int) -> Cell:
        return self.layout.cells[self.pieces[seat]]

    def chip_colours(self, seat: int) -> list[str]:
        return [COLOURS[c] for c in self.chips[seat]]

    def planet_at(self, cell: Cell) -> int | None:
        """The planet number on ``cell`` if it is face up (None for face-down slots and the sun)."""
        i = self.layout.index[cell]
        if i == self._sun or not self.face_up[i]:
            return None
        return self.faces[i]

    def stop_discs(self) -> list[Cell]:
        return [c for i, c in enumerate(self.layout.cells) if self.stop_mask >> i & 1]

    def flight_path_cells(self) -> list[Cell]:
        """R21: the current flight's path (where the piece may stop), for highlighting."""
        return [self.layout.cells[i] for i in self.path]

    def path_for(self, seat: int, colour: str) -> list[Cell]:
        """The path ``seat`` would fly now in ``colour`` (R11, R21–R23)."""
        p = flight_path(self.layout, self.discs, self.faces, self.rotations, self.face_up,
                        self.sun_rotation, self.stop_mask, self.pieces[seat],
                        COLOURS.index(colour), self.chip_mask(seat))
        return [self.layout.cells[i] for i in p]

    def chip_mask(self, seat: int) -> int:
        """Bit ``c`` set for each colour's chip ``seat`` holds (R23)."""
        return colour_mask(self.chips[seat])

    # ---------------------------------------------------------- legality
    def legal_decisions(self, seat: int | None = None) -> list[Decision]:
        """Every legal decision for ``seat`` (or for all pending seats)."""
        if seat is None:
            out: list[Decision] = []
            for s in self.pending_seats():
                out.extend(self._legal(s))
            return out
        return list(self._legal(seat))

    #: ``seat``'s legal decisions as a shared tuple (the body, and the caches it
    #: fills, are in :mod:`.legal`)
    legal_now = legal_now
    _legal = legal_now

    def is_legal(self, decision: Decision) -> bool:
        try:
            self.copy().apply(decision)
        except IllegalDecision:
            return False
        return True

    # ------------------------------------------------------------- apply
    def apply(self, decision: Decision) -> None:
        """Apply a decision; raises :class:`IllegalDecision` naming the rule if not legal."""
        kind = decision.__class__
        seat = decision.seat
        if seat.__class__ is not int or seat not in self._seats:
            if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self._n:
                raise IllegalDecision("R6", f"there is no seat {seat!r}")
        phase = self.phase
        if phase is _OVER:
            raise IllegalDecision("R25", "the game is over")
        if kind is PlayCard:
            # R13: every seat lays a card face down; all are turned over together
            if phase is not _FIRST_CARD and phase is not _SECOND_CARD:
                raise IllegalDecision("R13", "cards are not being chosen now")
            choice = self._choice
            if choice[seat] >= 0:
                raise IllegalDecision("R13", f"seat {seat} has already chosen a card")
            card = decision.card
            ci = CARD_INDEX.get(card, -1) if isinstance(card, str) else -1
            if ci < 0:
                raise IllegalDecision("R4", f"{card!r} is not a card")
            if not self.hands[seat][ci]:
                raise IllegalDecision("R13", f"seat {seat} has no {card} card in hand")
            choice[seat] = ci
            if -1 not in choice:
                self._pub = None
                reveal_cards(self)
            return
        self._pub = None
        # the steps (reveal.py, flying.py) check their phase and seat, then move the
        # game on to the next decision it waits for
        if kind is Stop:
            apply_stop(self, seat, decision.cell)
        elif kind is Rotate:
            apply_rotate(self, seat, decision.target, decision.quarters)
        elif kind is PickColour:
            apply_pick(self, seat, decision.colour)
        elif kind is Flip:
            apply_flip(self, seat, decision.rotation)
        else:
            raise IllegalDecision("R13", f"{decision!r} is not a decision")

    # -------------------------------------------------------------- views
    #: what ``seat`` may know, and the public part of it cached until the board changes
    #: (the bodies are in :mod:`.view`, beside :class:`SeatView`)
    view = seat_view
    _public = public_part

    def stop_at_limit(self) -> None:
        """End the game without a winner (simulators use this at a round limit)."""
        self.end = "limit"
        self.phase = Phase.OVER

    # ------------------------------------------------------------ output
    def snapshot(self) -> dict[str, Any]:
        """The public state in the record's snapshot shape."""
        return self._snap().to_json()

    def _snap(self) -> "Snapshot":
        return Snapshot(self.layout, self.sun_rotation, tuple(self.face_up),
                        tuple(self.rotations), tuple(self.pieces), tuple(self.chips),
                        tuple(self.hands))

