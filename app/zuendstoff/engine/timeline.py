"""A game's timeline: its positions one step after another, for the replay viewer.

A game's rounds (``game.rounds``, the record's rounds) hold every decision that was
revealed: the cards, rotations, colour picks, stops and flips. :func:`timeline` turns a
finished or unfinished game back into the positions it went through. The secret card
choices of one reveal form ONE step: the position after a step never holds a card that is
chosen but not yet turned over (R26), so a viewer that shows every step shows nothing that
was secret at that moment. Face-down planets stay face down until the step that turns
them up, because the positions are the game's own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .decisions import Decision, Flip, Phase, PickColour, PlayCard, Rotate, Stop
from .errors import IllegalDecision
from .game import Game

#: the kinds of step, in the order a round goes through them
STEP_KINDS = ("first_cards", "second_cards", "rotate", "pick", "stop", "flip")


@dataclass(frozen=True)
class Step:
    """One step of the timeline: the decisions it applies and the position after them."""

    round_no: int
    kind: str  # one of STEP_KINDS
    seat: int | None  # who decided (None for a reveal of everyone's cards)
    decisions: tuple[Decision, ...]
    after: Game


def round_decisions(rnd: dict[str, Any]) -> list[Decision]:
    """The decisions of one round of ``game.rounds`` in the order the rules take them."""
    out: list[Decision] = []
    cards = rnd.get("cards", [])
    for k in range(max((len(c) for c in cards), default=0)):
        out.extend(PlayCard(s, c[k]) for s, c in enumerate(cards))
    out.extend(Rotate(r["seat"], tuple(r["target"]), r["quarters"]) for r in rnd.get("rotations", []))
    out.extend(PickColour(p["seat"], p["colour"]) for p in rnd.get("picks", []))
    for f in rnd.get("flights", []):
        if f.get("stop") is not None:  # a piece that could not move decided nothing
            out.append(Stop(f["seat"], tuple(f["stop"])))
            if f.get("flip") is not None:
                out.append(Flip(f["seat"], f["flip"]))
    return out


def start_of(game: Game) -> Game:
    """The game's first position: the same discs, layout, players and deal, nothing played."""
    layout = game.layout
    deal = {layout.cells[i]: game.faces[i] for i in layout.slots}
    return Game.new(game.discs, layout, list(game.players), deal=deal)


def _kind(decision: Decision, phase: Phase) -> str:
    if isinstance(decision, PlayCard):
        return "first_cards" if phase is Phase.FIRST_CARD else "second_cards"
    return {Rotate: "rotate", PickColour: "pick", Stop: "stop", Flip: "flip"}[type(decision)]


def timeline(game: Game) -> tuple[Game, list[Step]]:
    """The first position of ``game`` and every step from there to where ``game`` stands.

    Card choices are grouped per reveal; a round whose cards are only partly revealed
    ends the timeline before them (they were never revealed, so they are not in
    ``game.rounds`` anyway). Raises :class:`IllegalDecision` if the rounds do not replay
    (they always do for a game the engine played or loaded).
    """
    start = start_of(game)
    pos = start.copy()
    steps: list[Step] = []
    pending: list[Decision] = []
    for rnd in game.rounds:
        for decision in round_decisions(rnd):
            round_no, phase = pos.round_no, pos.phase
            pos.apply(decision)
            if isinstance(decision, PlayCard):
                pending.append(decision)
                if pos.phase is phase:
                    continue  # the reveal waits for the other seats' cards
                steps.append(Step(round_no, _kind(decision, phase), None, tuple(pending), pos.copy()))
                pending = []
                continue
            steps.append(Step(round_no, _kind(decision, phase), decision.seat, (decision,), pos.copy()))
    if game.end == "limit" and not game.winners:  # the simulator stopped it (no decision)
        (steps[-1].after if steps else start).stop_at_limit()
    if pending:  # cannot happen for a consistent game: rounds only hold revealed cards
        raise IllegalDecision("R26", "the game's rounds hold cards that were never revealed")
    return start, steps


def position(start: Game, steps: list[Step], index: int) -> Game:
    """The position after ``index`` steps (0: the start)."""
    return (start if index <= 0 else steps[min(index, len(steps)) - 1].after).copy()
