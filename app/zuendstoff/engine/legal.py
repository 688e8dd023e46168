"""What is legal now: each seat's legal decisions as shared tuples, and the checks
that name the rule a decision breaks.

The decision lists come from tables built once per disc set and layout
(:mod:`.tables`): card choices per hand, stops per cell, flips and picks per seat.
Planet rotations (R16) depend on where the pieces stand, so the lists are kept
in a bounded cache keyed by the seat, its planet and the free face-up planets.
"""

from __future__ import annotations

from itertools import chain, compress
from typing import TYPE_CHECKING, Any

from .decisions import Decision, Phase
from .errors import IllegalDecision
from .tables import FLIPS, HANDS, PICK_LEGAL, hand_entry

if TYPE_CHECKING:
    from .game import Game

_FIRST_CARD, _SECOND_CARD, _PICK, _STOP, _FLIP, _OVER = (
    Phase.FIRST_CARD, Phase.SECOND_CARD, Phase.PICK, Phase.STOP, Phase.FLIP, Phase.OVER)


def legal_now(game: "Game", seat: int) -> tuple[Decision, ...]:
    """``seat``'s legal decisions as a shared, immutable tuple (no copy is made).

    The same decisions as :meth:`legal_decisions`, in the same order. Decisions
    hold only what their seat may know, so a bot may be handed this tuple instead
    of a whole :class:`SeatView` when it looks at nothing else.
    """
    phase = game.phase
    if phase is _FIRST_CARD or phase is _SECOND_CARD:
        if game._choice[seat] >= 0:
            return ()
        return (HANDS[game._hc[seat]] or hand_entry(game._hc[seat]))[2][seat]
    if phase is _OVER:
        return ()
    item = game._queue[game._qpos]
    if seat != (item if item.__class__ is int else item[0]):
        return ()
    if phase is _STOP:
        return tuple(map(game._t.stops[seat].__getitem__, game.path))
    if phase is _FLIP:
        if game.seen:  # R22: a planet seen before a casual undo keeps its rotation
            kept = game.seen.get(game.pieces[seat])
            if kept is not None:
                return (FLIPS[seat][kept],)
        return FLIPS[seat]
    if phase is _PICK:
        return PICK_LEGAL[seat][game.won[seat]]
    t = game._t
    own = game.pieces[seat]
    free = free_to_turn(game.pieces, game.face_up, t.sun, seat)
    key = (seat, own, free)
    legal = t.rotate_legal.get(key)
    if legal is None:
        rotates = t.rotates[seat]
        out = (rotates[own][0],) + tuple(chain.from_iterable(compress(rotates, free)))
        if len(t.rotate_legal) > 50_000:
            t.rotate_legal.clear()
        legal = t.rotate_legal[key] = out
    return legal


def free_to_turn(pieces, face_up, sun: int, seat: int) -> bytes:
    """R16: besides its own planet (a quarter), the planets ``seat`` may turn by one, two or
    three quarters: per cell 1 if face up, not the sun and without a piece; none (b"") when
    another piece stands on the seat's own planet."""
    if pieces.count(pieces[seat]) > 1:
        return b""
    up = bytearray(face_up)  # 1 per face-up disc
    for p in pieces:
        up[p] = 0
    up[sun] = 0
    return bytes(up)


def expect(game: "Game", phase: Phase, seat: int, rule: str, what: str) -> None:
    """Raise :class:`IllegalDecision` (``rule``) unless ``seat`` decides ``phase`` now."""
    if game.phase is not phase:
        raise IllegalDecision(rule, f"no {what} is expected now (the game waits for "
                              f"{game.phase.value.replace('_', ' ')})")
    current = game.current_seat()
    if seat != current:
        raise IllegalDecision(rule, f"it is seat {current}'s {what}, not seat {seat}'s")


def cell_index(game: "Game", cell: Any, rule: str) -> int:
    """The index of ``cell`` (a (row, col) pair) in the layout, or :class:`IllegalDecision`."""
    if cell.__class__ is tuple:
        i = game.layout.index.get(cell)
        if i is not None:
            return i
    try:
        return game.layout.index[(cell[0], cell[1])]
    except (KeyError, TypeError, IndexError):
        raise IllegalDecision(rule, f"{cell!r} is not a disc of this layout") from None
