"""The flight steps of a round (R20–R25): flight order, flying, stopping, turning a
face-down planet face up, and the end of the round.

Each step takes the :class:`~.game.Game` it changes. The path a piece flies is
walked by :func:`.flight.walk` on the game's precomputed tables (:mod:`.tables`), the
same walk the views and the bots use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from .constants import COLOURS, EMPTY_HAND
from .decisions import Phase
from .errors import IllegalDecision
from .flight import walk
from .legal import cell_index, expect
from .snapshot import Snapshot
from .tables import HANDS, WEIGHT, hand_entry
from .view import colour_mask

if TYPE_CHECKING:
    from .game import Game

_FIRST_CARD, _STOP, _FLIP, _OVER = Phase.FIRST_CARD, Phase.STOP, Phase.FLIP, Phase.OVER


def start_flights(game: "Game") -> None:
    """R20: the round's flights in order (highest planet first, then the higher rocket
    number, then seat order); start the first that can move."""
    game._queue, game._qpos = flight_queue(game.faces, game.pieces, game._t.numbers,
                                           game.flying), 0
    game.phase = _STOP
    fly(game)


def flight_queue(faces: Sequence[int], pieces: Sequence[int],
                 numbers: Sequence[Sequence[int]], flying: Sequence[int]) -> list[tuple[int, int]]:
    """R20: the (seat, colour) flights of a round (``flying[seat]`` is the colour it flies,
    -1 for none): the piece on the highest planet first, then the higher rocket number
    (``numbers[colour][planet]``, :attr:`.tables.Tables.numbers`), then seat order."""
    order = sorted([(-faces[pieces[s]], -numbers[c][faces[pieces[s]]], s, c)
                    for s, c in enumerate(flying) if c >= 0])
    return [(s, c) for _f, _r, s, c in order]


def fly(game: "Game") -> None:
    """R21–R23: start the next flight that can move (a flight that cannot is recorded
    as not moving); end the round when none is left."""
    queue = game._queue
    t = game._t
    faces, rotations, face_up = game.faces, game.rotations, game.face_up
    stop_mask, sun_rotation = game.stop_mask, game.sun_rotation
    while game._qpos < len(queue):
        seat, colour = queue[game._qpos]
        path = walk(t, faces, rotations, face_up, sun_rotation, stop_mask, game.pieces[seat],
                    colour, colour_mask(game.chips[seat]))
        if path:
            game.path = path
            return
        game.rounds[-1]["flights"].append(
            {"seat": seat, "colour": COLOURS[colour], "stop": None, "flip": None})
        game._qpos += 1
    end_round(game)


def apply_stop(game: "Game", seat: int, cell: Any) -> None:
    """R21–R23: the flying seat stops its piece on a disc of the path."""
    if game.phase is not _STOP or seat != game._queue[game._qpos][0]:
        expect(game, Phase.STOP, seat, "R21", "flight")
    ci = cell_index(game, cell, "R21")
    if ci not in game.path:
        raise IllegalDecision("R21", f"{tuple(cell)} is not on the flight's path")
    _s, colour = game._queue[game._qpos]
    game.rounds[-1]["flights"].append({"seat": seat, "colour": COLOURS[colour],
                                       "stop": list(game.layout.cells[ci]), "flip": None})
    game.path = ()
    if ci == game._sun:
        # R23: take a chip of the flight's colour, go back to Earth
        game.chips[seat] = game.chips[seat] + (colour,)
        game.pieces[seat] = game._earth
    else:
        game.pieces[seat] = ci
        if not game.face_up[ci]:
            game.phase = _FLIP  # R22: choose the rotation before the face is seen
            return
    game._qpos += 1
    fly(game)


def apply_flip(game: "Game", seat: int, rotation: Any) -> None:
    """R22: the seat that stopped on a face-down planet chooses its rotation, then sees it."""
    if game.phase is not _FLIP or seat != game._queue[game._qpos][0]:
        expect(game, Phase.FLIP, seat, "R22", "face-down planet")
    if isinstance(rotation, bool) or not isinstance(rotation, int) or not 0 <= rotation <= 3:
        raise IllegalDecision("R22", "a rotation is 0, 1, 2 or 3 quarter turns")
    ci = game.pieces[seat]
    kept = game.seen.get(ci) if game.seen else None
    if kept is not None and rotation != kept:
        raise IllegalDecision("R22", "this planet was turned face up before (the move was "
                              f"taken back): it keeps its rotation {kept}")
    game.rotations[ci] = rotation
    game.face_up[ci] = True
    game._known[ci] = game.faces[ci]
    game.stop_mask |= 1 << ci  # R22: a stop disc for the rest of the round
    game.reveals += 1
    flights = game.rounds[-1]["flights"]
    flights[-1] = {**flights[-1], "flip": rotation}
    game.phase = _STOP
    game._qpos += 1
    fly(game)


def end_round(game: "Game") -> None:
    """R24/R25: put-aside cards, the round's closing snapshot, a winner or the next round."""
    n = game._n
    hands, put_aside, hc, pc = game.hands, game.put_aside, game._hc, game._pc
    first, second = game.first, game.second
    for s in range(n):
        pile = pc[s] + WEIGHT[first[s]] + WEIGHT[second[s]]
        if HANDS[hc[s]][1] == 1:  # R24: take the put-aside cards back
            code = hc[s] = hc[s] + pile
            hands[s] = (HANDS[code] or hand_entry(code))[0]
            pc[s] = 0
            put_aside[s] = EMPTY_HAND
        else:
            pc[s] = pile
            put_aside[s] = (HANDS[pile] or hand_entry(pile))[0]
    chips = game.chips
    game.rounds[-1]["state"] = Snapshot(game.layout, game.sun_rotation, tuple(game.face_up),
                                        tuple(game.rotations), tuple(game.pieces),
                                        tuple(chips), tuple(hands))
    game._queue, game._qpos = [], 0
    game.path = ()
    game.stop_mask = 0
    game.first = [-1] * n
    game.second = [-1] * n
    game.flying = [-1] * n
    game.won = [0] * n
    if any(map((2).__le__, map(len, chips))):  # R25: two chips win
        game.winners = tuple([s for s in range(n) if len(chips[s]) >= 2])
        game.phase = _OVER
        return
    game.round_no += 1
    game.rounds.append({"cards": [], "rotations": [], "picks": [], "flights": []})
    game.phase = _FIRST_CARD
