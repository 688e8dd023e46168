"""The card steps of a round (R13–R19): turning the chosen cards over, planet
rotations, who wins which flight, and colour picks.

Each step takes the :class:`~.game.Game` it changes; :meth:`Game.apply
<.game.Game.apply>` calls them once a decision is known to be of their kind.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from .constants import CARD_INDEX, CARDS, COLOUR_INDEX, COLOURS, PLANET_CARD, SUN_CARD
from .decisions import Phase
from .errors import IllegalDecision
from .flying import start_flights
from .legal import cell_index, expect
from .tables import HANDS, PAIR_COUNTS, WEIGHT, hand_entry

if TYPE_CHECKING:
    from .game import Game

_FIRST_CARD, _SECOND_CARD, _ROTATE, _PICK = (
    Phase.FIRST_CARD, Phase.SECOND_CARD, Phase.ROTATE, Phase.PICK)


def reveal_cards(game: "Game") -> None:
    """R13: all chosen cards are turned over at once."""
    game.reveals += 1
    choice = game._choice
    hands, hc = game.hands, game._hc
    for s, c in enumerate(choice):
        code = hc[s] = hc[s] - WEIGHT[c]
        hands[s] = (HANDS[code] or hand_entry(code))[0]
    n = game._n
    cur = game.rounds[-1]
    if game.phase is _FIRST_CARD:
        game.first = choice
        cur["cards"] = [[CARDS[c]] for c in choice]
        game._choice = [-1] * n
        game.phase = _SECOND_CARD
        return
    first = game.first
    game.second = choice
    cur["cards"] = [[CARDS[a], CARDS[b]] for a, b in zip(first, choice)]
    game._choice = [-1] * n
    game.sun_rotation = sun_after(game.sun_rotation, first, choice)
    if PLANET_CARD in first or PLANET_CARD in choice:
        game._queue, game._qpos = rotation_queue(game.faces, game.pieces, first, choice), 0
        game.phase = _ROTATE
        return
    start_picks(game)


def sun_after(sun_rotation: int, first: Sequence[int], second: Sequence[int]) -> int:
    """R14: each sun-rotation card revealed turns the sun a quarter clockwise."""
    return (sun_rotation + first.count(SUN_CARD) + second.count(SUN_CARD)) & 3


def rotation_queue(faces: Sequence[int], pieces: Sequence[int], first: Sequence[int],
                   second: Sequence[int]) -> list[int]:
    """R15: the seats that turn a planet, once per planet-rotation card they played,
    the seat on the highest planet first, then seat order."""
    order = sorted([(-faces[pieces[s]], s) for s in range(len(pieces))
                    if first[s] == PLANET_CARD or second[s] == PLANET_CARD])
    queue: list[int] = []
    for _f, s in order:
        queue.extend([s] * ((first[s] == PLANET_CARD) + (second[s] == PLANET_CARD)))
    return queue


def apply_rotate(game: "Game", seat: int, target: Any, quarters: Any) -> None:
    """R15/R16: the pending seat turns a planet."""
    if game.phase is not _ROTATE or seat != game._queue[game._qpos]:
        expect(game, Phase.ROTATE, seat, "R15", "planet rotation")
    ti = cell_index(game, target, "R16")
    if isinstance(quarters, bool) or not isinstance(quarters, int) or not 1 <= quarters <= 3:
        raise IllegalDecision("R16", "a planet turns by one, two or three quarters")
    own = game.pieces[seat]
    if ti == own:
        if quarters != 1:
            raise IllegalDecision("R16", "your own planet turns by one quarter only")
    else:
        if game.pieces.count(own) != 1:  # not alone on its planet
            raise IllegalDecision("R16", "another piece stands on your planet, so you must "
                                  "turn your own planet")
        if ti == game._sun:
            raise IllegalDecision("R16", "the sun is turned only by sun-rotation cards")
        if not game.face_up[ti]:
            raise IllegalDecision("R16", "a face-down planet cannot be turned")
        if ti in game.pieces:
            raise IllegalDecision("R16", "a piece stands on that planet")
    game.rotations[ti] = (game.rotations[ti] + quarters) & 3
    game.rounds[-1]["rotations"].append(
        {"seat": seat, "target": list(game.layout.cells[ti]), "quarters": quarters})
    game._qpos += 1
    if game._qpos >= len(game._queue):
        start_picks(game)


def start_picks(game: "Game") -> None:
    """R17–R19: who won which flight; seats that won two colours pick one, in seat order."""
    n = game._n
    won = won_masks(game.first, game.second)
    game.won = won
    flying = [-1] * n
    picks = []
    for s in range(n):
        w = won[s]
        if w:
            if w & (w - 1):
                picks.append(s)  # R19: won two colours, picks in seat order
            else:
                flying[s] = w.bit_length() - 1
    game.flying = flying
    if picks:
        game._queue, game._qpos = picks, 0
        game.phase = _PICK
        return
    start_flights(game)


def apply_pick(game: "Game", seat: int, colour: Any) -> None:
    """R19: the pending seat picks the colour it flies."""
    if game.phase is not _PICK or seat != game._queue[game._qpos]:
        expect(game, Phase.PICK, seat, "R19", "colour pick")
    ci = COLOUR_INDEX.get(colour, -1) if isinstance(colour, str) else -1
    if ci < 0 or not game.won[seat] >> ci & 1:
        won = ", ".join(COLOURS[c] for c in range(3) if game.won[seat] >> c & 1)
        raise IllegalDecision("R19", f"seat {seat} may fly only a colour it won ({won})")
    game.flying[seat] = ci
    game.rounds[-1]["picks"].append({"seat": seat, "colour": COLOURS[ci]})
    game._qpos += 1
    if game._qpos >= len(game._queue):
        start_flights(game)


def won_masks(first: Sequence[int], second: Sequence[int]) -> list[int]:
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


def match_counts(cards: Sequence[tuple[str, str]]) -> list[dict[str, int]]:
    """R17: per seat, its match count for each colour, from each seat's two played cards."""
    return [dict(zip(COLOURS, PAIR_COUNTS[CARD_INDEX[a] * 10 + CARD_INDEX[b]]))
            for a, b in cards]


def flight_winners(cards: Sequence[tuple[str, str]]) -> dict[str, list[int]]:
    """R17/R18: colour → seats winning its flight, from each seat's two played cards."""
    first = [CARD_INDEX[a] for a, _b in cards]
    second = [CARD_INDEX[b] for _a, b in cards]
    won = won_masks(first, second)
    return {COLOURS[c]: [s for s, m in enumerate(won) if m >> c & 1] for c in range(3)}


