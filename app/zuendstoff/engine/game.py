"""The game: state, whose decision is pending, what is legal, and applying decisions.

Usage, in the manner of python-chess::

    game = Game.new(discs, layout, [Player("Anna", "black"), Player("Ben", "white")], seed=7)
    while not game.is_over:
        seat = game.pending_seats()[0]
        game.push(game.legal_decisions(seat)[0])
    game.pop()  # step back one decision

Internally every cell, colour, card and side is a small integer (see
:mod:`.constants`); the public methods speak the names used in records.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping
from dataclasses import dataclass
from itertools import chain, compress
from typing import Any, Sequence

from .constants import (
    CARD_INDEX,
    CARDS,
    COLOUR_INDEX,
    COLOURS,
    EARTH,
    FULL_HAND,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PIECES,
    PLANET_CARD,
    SUN_CARD,
)
from .decisions import Cell, Decision, Flip, Phase, PickColour, PlayCard, Rotate, Stop
from .discs import DiscSet
from .errors import IllegalDecision
from .flight import flight_path
from .layout import Layout
from .tables import (
    FLIPS,
    FULL_CODE,
    HANDS,
    PAIR_COUNTS,
    PICK_LEGAL,
    WEIGHT,
    hand_entry,
    tables_for,
)
from .view import SeatView

_CARD_PHASES = (Phase.FIRST_CARD, Phase.SECOND_CARD)
_EMPTY_HAND = (0,) * len(CARDS)
_FIRST_CARD, _SECOND_CARD, _ROTATE, _PICK, _STOP, _FLIP, _OVER = (
    Phase.FIRST_CARD, Phase.SECOND_CARD, Phase.ROTATE, Phase.PICK, Phase.STOP, Phase.FLIP,
    Phase.OVER)


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
        "path", "stop_mask", "winners", "end", "rounds", "reveals", "_history", "_pub", "_known",
        "_n", "_t", "_hc", "_pc", "_seats",
    )

    # ---------------------------------------------------------------- setup
    @classmethod
    def new(cls, discs: DiscSet, layout: Layout, players: Sequence[Player],
            seed: int | None = None, deal: dict[Cell, int] | None = None) -> "Game":
        """R12: set up a game. ``deal`` (cell → planet number) overrides the seeded shuffle."""
        n = len(players)
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise IllegalDecision("R6", f"a game has {MIN_PLAYERS}–{MAX_PLAYERS} players, not {n}")
        pieces = [p.piece for p in players]
        if any(p not in PIECES for p in pieces) or len(set(pieces)) != n:
            raise IllegalDecision("R6", "every player needs a different piece colour "
                                  f"({', '.join(PIECES)})")
        slots = layout.slots
        faces = [0] * len(layout.cells)
        faces[layout.earth] = EARTH
        if deal is None:
            numbers = list(range(2, 16))
            random.Random(seed).shuffle(numbers)
            for i, slot in enumerate(slots):
                faces[slot] = numbers[i]
        else:
            if set(deal) != {layout.cells[i] for i in slots}:
                raise IllegalDecision("R12", "the deal must name exactly the layout's planet slots")
            values = list(deal.values())
            if len(set(values)) != len(values) or any(not 2 <= v <= 15 for v in values):
                raise IllegalDecision("R12", "the deal must use distinct planets 2–15")
            for cell, number in deal.items():
                faces[layout.index[cell]] = number
        g = cls.__new__(cls)
        g.discs, g.layout, g.players = discs, layout, tuple(players)
        g.faces = tuple(faces)
        g._sun, g._earth = layout.sun, layout.earth
        g.rotations = [0] * len(faces)
        g.face_up = [k != 2 for k in layout.kinds]  # sun and Earth face up, slots face down
        g.sun_rotation = 0
        g.pieces = [layout.earth] * n
        g.chips = [()] * n
        g.hands = [FULL_HAND] * n
        g.put_aside = [_EMPTY_HAND] * n
        g.phase = Phase.FIRST_CARD
        g.round_no = 1
        g._choice = [-1] * n
        g.first = [-1] * n
        g.second = [-1] * n
        g.won = [0] * n
        g.flying = [-1] * n
        g._queue = []
        g._qpos = 0
        g.path = ()
        g.stop_mask = 0
        g.winners = ()
        g.end = None
        g.rounds = [_new_round()]
        g.reveals = 0
        g._history = []
        g._pub = None
        g._known = [f if up and k != 0 else 0 for f, up, k in zip(faces, g.face_up, layout.kinds)]
        g._n = n
        g._t = tables_for(discs, layout)
        g._hc = [FULL_CODE] * n  # hands and put-aside piles as numbers (see tables.WEIGHT)
        g._pc = [0] * n
        g._seats = tuple(range(n))
        return g

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
        g._history = self._history[:] if history else []
        g._pub = self._pub
        g._known = self._known[:]
        g._n, g._t, g._seats = self._n, self._t, self._seats
        g._hc = self._hc[:]
        g._pc = self._pc[:]
        return g

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
        c = COLOURS.index(colour)
        mask = 0
        for chip in self.chips[seat]:
            mask |= 1 << chip
        p = flight_path(self.layout, self.discs, self.faces, self.rotations, self.face_up,
                        self.sun_rotation, self.stop_mask, self.pieces[seat], c, mask)
        return [self.layout.cells[i] for i in p]

    # ---------------------------------------------------------- legality
    def legal_decisions(self, seat: int | None = None) -> list[Decision]:
        """Every legal decision for ``seat`` (or for all pending seats)."""
        if seat is None:
            out: list[Decision] = []
            for s in self.pending_seats():
                out.extend(self._legal(s))
            return out
        return list(self._legal(seat))

    def legal_now(self, seat: int) -> tuple[Decision, ...]:
        """``seat``'s legal decisions as a shared, immutable tuple (no copy is made).

        The same decisions as :meth:`legal_decisions`, in the same order. Decisions
        hold only what their seat may know, so a bot may be handed this tuple instead
        of a whole :class:`SeatView` when it looks at nothing else.
        """
        phase = self.phase
        if phase is _FIRST_CARD or phase is _SECOND_CARD:
            if self._choice[seat] >= 0:
                return ()
            return (HANDS[self._hc[seat]] or hand_entry(self._hc[seat]))[2][seat]
        if phase is _OVER:
            return ()
        item = self._queue[self._qpos]
        if seat != (item if item.__class__ is int else item[0]):
            return ()
        if phase is _STOP:
            return tuple(map(self._t.stops[seat].__getitem__, self.path))
        if phase is _FLIP:
            return FLIPS[seat]
        if phase is _PICK:
            return PICK_LEGAL[seat][self.won[seat]]
        # ROTATE (R16): the own planet a quarter, or (alone on it) any free face-up planet
        t = self._t
        pieces = self.pieces
        own = pieces[seat]
        if pieces.count(own) > 1:
            free = b""
        else:
            up = bytearray(self.face_up)  # 1 per face-up disc
            for p in pieces:
                up[p] = 0
            up[t.sun] = 0
            free = bytes(up)
        key = (seat, own, free)
        legal = t.rotate_legal.get(key)
        if legal is None:
            rotates = t.rotates[seat]
            out = (rotates[own][0],) + tuple(chain.from_iterable(compress(rotates, free)))
            if len(t.rotate_legal) > 50_000:
                t.rotate_legal.clear()
            legal = t.rotate_legal[key] = out
        return legal

    _legal = legal_now

    def is_legal(self, decision: Decision) -> bool:
        try:
            self.copy().apply(decision)
        except IllegalDecision:
            return False
        return True

    def _alone(self, seat: int) -> bool:
        return self.pieces.count(self.pieces[seat]) == 1

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
                self._reveal()
            return
        self._pub = None
        if kind is Stop:
            self._stop(seat, decision.cell)
        elif kind is Rotate:
            self._rotate(seat, decision.target, decision.quarters)
        elif kind is PickColour:
            self._pick(seat, decision.colour)
        elif kind is Flip:
            self._flip(seat, decision.rotation)
        else:
            raise IllegalDecision("R13", f"{decision!r} is not a decision")

    def _expect(self, phase: Phase, seat: int, rule: str, what: str) -> None:
        if self.phase is not phase:
            raise IllegalDecision(rule, f"no {what} is expected now (the game waits for "
                                  f"{self.phase.value.replace('_', ' ')})")
        current = self.current_seat()
        if seat != current:
            raise IllegalDecision(rule, f"it is seat {current}'s {what}, not seat {seat}'s")

    def _reveal(self) -> None:
        """R13: all chosen cards are turned over at once."""
        self.reveals += 1
        choice = self._choice
        hands, hc = self.hands, self._hc
        for s, c in enumerate(choice):
            code = hc[s] = hc[s] - WEIGHT[c]
            hands[s] = (HANDS[code] or hand_entry(code))[0]
        n = self._n
        cur = self.rounds[-1]
        if self.phase is _FIRST_CARD:
            self.first = choice
            cur["cards"] = [[CARDS[c]] for c in choice]
            self._choice = [-1] * n
            self.phase = _SECOND_CARD
            return
        first = self.first
        self.second = choice
        cur["cards"] = [[CARDS[a], CARDS[b]] for a, b in zip(first, choice)]
        self._choice = [-1] * n
        # R14: each sun-rotation card turns the sun a quarter clockwise
        suns = first.count(SUN_CARD) + choice.count(SUN_CARD)
        if suns:
            self.sun_rotation = (self.sun_rotation + suns) & 3
        # R15: planet-rotation cards, highest planet first, then seat order
        if PLANET_CARD in first or PLANET_CARD in choice:
            faces, pieces = self.faces, self.pieces
            order = sorted([(-faces[pieces[s]], s) for s in range(n)
                            if first[s] == PLANET_CARD or choice[s] == PLANET_CARD])
            queue = []
            for _f, s in order:
                queue.extend([s] * ((first[s] == PLANET_CARD) + (choice[s] == PLANET_CARD)))
            self._queue, self._qpos = queue, 0
            self.phase = _ROTATE
            return
        self._start_picks()

    def _rotate(self, seat: int, target: Any, quarters: Any) -> None:
        if self.phase is not _ROTATE or seat != self._queue[self._qpos]:
            self._expect(Phase.ROTATE, seat, "R15", "planet rotation")
        ti = self._cell_index(target, "R16")
        if isinstance(quarters, bool) or not isinstance(quarters, int) or not 1 <= quarters <= 3:
            raise IllegalDecision("R16", "a planet turns by one, two or three quarters")
        own = self.pieces[seat]
        if ti == own:
            if quarters != 1:
                raise IllegalDecision("R16", "your own planet turns by one quarter only")
        else:
            if not self._alone(seat):
                raise IllegalDecision("R16", "another piece stands on your planet, so you must "
                                      "turn your own planet")
            if ti == self._sun:
                raise IllegalDecision("R16", "the sun is turned only by sun-rotation cards")
            if not self.face_up[ti]:
                raise IllegalDecision("R16", "a face-down planet cannot be turned")
            if ti in self.pieces:
                raise IllegalDecision("R16", "a piece stands on that planet")
        self.rotations[ti] = (self.rotations[ti] + quarters) & 3
        self.rounds[-1]["rotations"].append(
            {"seat": seat, "target": list(self.layout.cells[ti]), "quarters": quarters})
        self._qpos += 1
        if self._qpos >= len(self._queue):
            self._start_picks()

    def _pick(self, seat: int, colour: Any) -> None:
        if self.phase is not _PICK or seat != self._queue[self._qpos]:
            self._expect(Phase.PICK, seat, "R19", "colour pick")
        ci = COLOUR_INDEX.get(colour, -1) if isinstance(colour, str) else -1
        if ci < 0 or not self.won[seat] >> ci & 1:
            won = ", ".join(COLOURS[c] for c in range(3) if self.won[seat] >> c & 1)
            raise IllegalDecision("R19", f"seat {seat} may fly only a colour it won ({won})")
        self.flying[seat] = ci
        self.rounds[-1]["picks"].append({"seat": seat, "colour": COLOURS[ci]})
        self._qpos += 1
        if self._qpos >= len(self._queue):
            self._start_flights()

    def _stop(self, seat: int, cell: Any) -> None:
        if self.phase is not _STOP or seat != self._queue[self._qpos][0]:
            self._expect(Phase.STOP, seat, "R21", "flight")
        ci = self._cell_index(cell, "R21")
        if ci not in self.path:
            raise IllegalDecision("R21", f"{tuple(cell)} is not on the flight's path")
        _s, colour = self._queue[self._qpos]
        self.rounds[-1]["flights"].append({"seat": seat, "colour": COLOURS[colour],
                                           "stop": list(self.layout.cells[ci]), "flip": None})
        self.path = ()
        if ci == self._sun:
            # R23: take a chip of the flight's colour, go back to Earth
            self.chips[seat] = self.chips[seat] + (colour,)
            self.pieces[seat] = self._earth
        else:
            self.pieces[seat] = ci
            if not self.face_up[ci]:
                self.phase = _FLIP  # R22: choose the rotation before the face is seen
                return
        self._qpos += 1
        self._fly()

    def _flip(self, seat: int, rotation: Any) -> None:
        if self.phase is not _FLIP or seat != self._queue[self._qpos][0]:
            self._expect(Phase.FLIP, seat, "R22", "face-down planet")
        if isinstance(rotation, bool) or not isinstance(rotation, int) or not 0 <= rotation <= 3:
            raise IllegalDecision("R22", "a rotation is 0, 1, 2 or 3 quarter turns")
        ci = self.pieces[seat]
        self.rotations[ci] = rotation
        self.face_up[ci] = True
        self._known[ci] = self.faces[ci]
        self.stop_mask |= 1 << ci  # R22: a stop disc for the rest of the round
        self.reveals += 1
        flights = self.rounds[-1]["flights"]
        flights[-1] = {**flights[-1], "flip": rotation}
        self.phase = _STOP
        self._qpos += 1
        self._fly()

    def _cell_index(self, cell: Any, rule: str) -> int:
        if cell.__class__ is tuple:
            i = self.layout.index.get(cell)
            if i is not None:
                return i
        try:
            return self.layout.index[(cell[0], cell[1])]
        except (KeyError, TypeError, IndexError):
            raise IllegalDecision(rule, f"{cell!r} is not a disc of this layout") from None

    # ------------------------------------------------------- progression
    def _start_picks(self) -> None:
        n = self._n
        won = _won_masks(self.first, self.second)
        self.won = won
        flying = [-1] * n
        picks = []
        for s in range(n):
            w = won[s]
            if w:
                if w & (w - 1):
                    picks.append(s)  # R19: won two colours, picks in seat order
                else:
                    flying[s] = w.bit_length() - 1
        self.flying = flying
        if picks:
            self._queue, self._qpos = picks, 0
            self.phase = _PICK
            return
        self._start_flights()

    def _start_flights(self) -> None:
        # R20: highest planet first, then the higher rocket number, then seat order
        faces, pieces, numbers = self.faces, self.pieces, self._t.numbers
        order = sorted([(-faces[pieces[s]], -numbers[c][faces[pieces[s]]], s, c)
                        for s, c in enumerate(self.flying) if c >= 0])
        self._queue, self._qpos = [(s, c) for _f, _r, s, c in order], 0
        self.phase = _STOP
        self._fly()

    def _fly(self) -> None:
        """R21–R23: start the next flight that can move (a flight that cannot is recorded
        as not moving); end the round when none is left."""
        queue = self._queue
        t = self._t
        neighbours, sun = t.neighbours, t.sun
        faces, rotations, face_up = self.faces, self.rotations, self.face_up
        stop_mask = self.stop_mask
        while self._qpos < len(queue):
            seat, colour = queue[self._qpos]
            chips = self.chips[seat]
            sides = t.sides[colour]
            cur = self.pieces[seat]
            visited = 1 << cur
            path = []
            while True:
                d = (sides[faces[cur]] + rotations[cur]) & 3
                nxt = neighbours[cur][d]
                if nxt < 0 or visited >> nxt & 1:
                    break  # R11 alone in the line, or R21 a disc already visited
                if nxt == sun:
                    # R23: enter through the side opposite the direction of travel
                    if (t.sun_masks[(d + 2 - self.sun_rotation) & 3] >> colour & 1
                            and colour not in chips):
                        path.append(nxt)
                    break  # entering ends the flight; otherwise the sun is a wall
                path.append(nxt)
                if not face_up[nxt] or stop_mask >> nxt & 1:
                    break  # R22: face-down planets and stop discs end the flight
                visited |= 1 << nxt
                cur = nxt
            if path:
                self.path = tuple(path)
                return
            self.rounds[-1]["flights"].append(
                {"seat": seat, "colour": COLOURS[colour], "stop": None, "flip": None})
            self._qpos += 1
        self._end_round()

    def _end_round(self) -> None:
        n = self._n
        hands, put_aside, hc, pc = self.hands, self.put_aside, self._hc, self._pc
        first, second = self.first, self.second
        for s in range(n):
            pile = pc[s] + WEIGHT[first[s]] + WEIGHT[second[s]]
            if HANDS[hc[s]][1] == 1:  # R24: take the put-aside cards back
                code = hc[s] = hc[s] + pile
                hands[s] = (HANDS[code] or hand_entry(code))[0]
                pc[s] = 0
                put_aside[s] = _EMPTY_HAND
            else:
                pc[s] = pile
                put_aside[s] = (HANDS[pile] or hand_entry(pile))[0]
        chips = self.chips
        self.rounds[-1]["state"] = Snapshot(self.layout, self.sun_rotation, tuple(self.face_up),
                                            tuple(self.rotations), tuple(self.pieces),
                                            tuple(chips), tuple(hands))
        self._queue, self._qpos = [], 0
        self.path = ()
        self.stop_mask = 0
        self.first = [-1] * n
        self.second = [-1] * n
        self.flying = [-1] * n
        self.won = [0] * n
        if any(map((2).__le__, map(len, chips))):  # R25: two chips win
            self.winners = tuple([s for s in range(n) if len(chips[s]) >= 2])
            self.phase = _OVER
            return
        self.round_no += 1
        self.rounds.append({"cards": [], "rotations": [], "picks": [], "flights": []})
        self.phase = _FIRST_CARD

    def view(self, seat: int) -> "SeatView":
        """What ``seat`` may know: public information (R26), its own hand and choice."""
        pub = self._pub
        if pub is None:
            pub = self._pub = self._public()
        phase = self.phase
        if phase is Phase.FIRST_CARD or phase is Phase.SECOND_CARD:
            choice = self._choice
            pending = tuple([s for s, c in enumerate(choice) if c < 0])
            extra = (tuple([c >= 0 for c in choice]), pending, seat, choice[seat],
                     self._legal(seat))
        else:
            pending = self.pending_seats()
            extra = ((False,) * len(self.players), pending, seat, -1, self._legal(seat))
        return tuple.__new__(SeatView, pub + extra)

    def _public(self) -> tuple:
        """The public part of every seat's view (cached until the board changes)."""
        phase = self.phase
        flying = phase is Phase.STOP or phase is Phase.FLIP
        return (
            self.discs, self.layout, self.players, self.round_no, phase,
            tuple(self._known), tuple(self.rotations), tuple(self.face_up), self.sun_rotation, self.stop_mask,
            tuple(self.pieces), tuple(self.chips), tuple(self.hands), tuple(self.put_aside),
            tuple(self.first), tuple(self.second),
            self._queue[self._qpos] if flying else None,
            self.path if phase is Phase.STOP else (),
            tuple(self.won), self.winners,
        )

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


class Snapshot(Mapping):
    """A round's closing state, kept compact and turned into the record's snapshot
    dict only when read (simulators close thousands of rounds a second)."""

    __slots__ = ("_raw", "_json")

    def __init__(self, layout: Layout, *raw: Any) -> None:
        self._raw = (layout, *raw)
        self._json: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        if self._json is None:
            layout, sun_rotation, face_up, rotations, pieces, chips, hands = self._raw
            cells, sun = layout.cells, layout.sun
            self._json = {
                "sun_rotation": sun_rotation,
                "discs": [{"cell": list(cells[i]), "face_up": face_up[i],
                           "rotation": rotations[i]}
                          for i in range(len(cells)) if i != sun],
                "pieces": [list(cells[p]) for p in pieces],
                "chips": [[COLOURS[c] for c in ch] for ch in chips],
                "hands": [[CARDS[i] for i, k in enumerate(h) for _ in range(k)] for h in hands],
            }
        return copy.deepcopy(self._json)

    def __getitem__(self, key: str) -> Any:
        if self._json is None:
            self.to_json()
        return self._json[key]  # type: ignore[index]

    def __iter__(self):
        return iter(("sun_rotation", "discs", "pieces", "chips", "hands"))

    def __len__(self) -> int:
        return 5


def _won_masks(first: Sequence[int], second: Sequence[int]) -> list[int]:
    """R17/R18: per seat, a bit mask of the colours whose flight it wins."""
    counts = [PAIR_COUNTS[a * 10 + b] for a, b in zip(first, second)]
    won = [0] * len(counts)
    for bit, col in zip((1, 2, 4), zip(*counts)):
        best = max(col)
        if best > 0:  # the highest positive count wins; ties all win
            if col.count(best) == 1:
                won[col.index(best)] |= bit
            else:
                for s, v in enumerate(col):
                    if v == best:
                        won[s] |= bit
    return won


def flight_winners(cards: Sequence[tuple[str, str]]) -> dict[str, list[int]]:
    """R17/R18: colour → seats winning its flight, from each seat's two played cards."""
    first = [CARD_INDEX[a] for a, _b in cards]
    second = [CARD_INDEX[b] for _a, b in cards]
    won = _won_masks(first, second)
    return {COLOURS[c]: [s for s, m in enumerate(won) if m >> c & 1] for c in range(3)}


def _new_round() -> dict[str, Any]:
    return {"cards": [], "rotations": [], "picks": [], "flights": []}
