"""R12: setting up a game — the seats checked, the planets dealt, the starting state laid out.

:meth:`.game.Game.new` hands its work here. The dealt planets (2–15) are shuffled
with ``random.Random(seed)`` onto the layout's planet slots, or a given ``deal`` is checked
and used instead; every seat then starts on Earth with a full hand and no chips, in the
first card phase of round 1. Nothing here is a query or a step: those stay in
:mod:`.game`, :mod:`.reveal` and :mod:`.flying`.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Sequence

from .constants import DEALT_PLANETS, EARTH, EMPTY_HAND, FULL_HAND, MAX_PLAYERS, MIN_PLAYERS, PIECES
from .decisions import Cell, Phase
from .discs import DiscSet
from .errors import IllegalDecision
from .layout import Layout
from .tables import FULL_CODE, tables_for

if TYPE_CHECKING:
    from .game import Game, Player


def new_game(cls: type["Game"], discs: DiscSet, layout: Layout, players: Sequence["Player"],
             seed: int | None = None, deal: dict[Cell, int] | None = None) -> "Game":
    """R12: a new game of class ``cls``. ``deal`` (cell → planet number) overrides the
    seeded shuffle. Raises :class:`IllegalDecision` (R6, R12) for bad seats or deals."""
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
        numbers = list(DEALT_PLANETS)
        random.Random(seed).shuffle(numbers)
        for i, slot in enumerate(slots):
            faces[slot] = numbers[i]
    else:
        if set(deal) != {layout.cells[i] for i in slots}:
            raise IllegalDecision("R12", "the deal must name exactly the layout's planet slots")
        values = list(deal.values())
        if len(set(values)) != len(values) or any(v not in DEALT_PLANETS for v in values):
            raise IllegalDecision("R12", "the deal must use distinct planets 2–15")
        for cell, number in deal.items():
            faces[layout.index[cell]] = number
    t = tables_for(discs, layout)
    discs, layout = t.discs, t.layout  # equal ones already in use share their tables
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
    g.put_aside = [EMPTY_HAND] * n
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
    g.seen = {}  # cell index → rotation a planet was turned face up with (keep_seen)
    g._history = []
    g._pub = None
    g._known = [f if up and k != 0 else 0 for f, up, k in zip(faces, g.face_up, layout.kinds)]
    g._n = n
    g._t = t
    g._hc = [FULL_CODE] * n  # hands and put-aside piles as numbers (see tables.WEIGHT)
    g._pc = [0] * n
    g._seats = tuple(range(n))
    return g


def _new_round() -> dict[str, Any]:
    return {"cards": [], "rotations": [], "picks": [], "flights": []}
