"""The guided first game ("Learn to play"): what kinds of step a lesson must show, and
how to tell them as they happen.

A lesson is an ordinary game record (``resources/lessons/*.zrec``) played by two seats:
seat 0 is the learner, seat 1 the computer. The app replays the record's decisions for
the computer and guides the learner to make the record's decisions for seat 0, so every
kind of step of the game comes up on the real board in a few rounds. The record is found
by ``packaging/make_lesson.py`` (a seeded search over card plays); a test regenerates it.

:func:`events` names what one decision brings about, for the learner's seat; the app shows
one callout for the first time each kind comes up.
"""

from __future__ import annotations

from .decisions import Decision, Flip, Phase, PickColour, PlayCard, Rotate, Stop
from .game import Game
from .reveal import flight_winners

LEARNER = 0
#: every kind of step a lesson shows, in the order the app explains them when several
#: come at once
EVENTS = ("first_card", "reveal", "second_card", "sun_turn", "tie", "rotate", "pick",
          "stop_choice", "wrap", "flip", "sun")


def _wraps(game: Game, start: int, path: list[int]) -> bool:
    """Whether the flown cells ``start → path`` leave the board on one side and come back on
    the other (R11): a step to a cell of the same row or column that is not the next one
    in a line without gaps."""
    cells = game.layout.cells
    occupied = set(cells)
    prev = cells[start]
    for i in path:
        cur = cells[i]
        (r1, c1), (r2, c2) = prev, cur
        if r1 == r2 and abs(c2 - c1) > 1:
            lo, hi = sorted((c1, c2))
            if all((r1, c) in occupied for c in range(lo + 1, hi)):
                return True
        if c1 == c2 and abs(r2 - r1) > 1:
            lo, hi = sorted((r1, r2))
            if all((r, c1) in occupied for r in range(lo + 1, hi)):
                return True
        prev = cur
    return False


def events(before: Game, decision: Decision, after: Game, seat: int = LEARNER) -> list[str]:
    """The kinds of step (see :data:`EVENTS`) ``decision`` brings about for ``seat``."""
    out: list[str] = []
    if isinstance(decision, PlayCard):
        if decision.seat == seat:
            out.append("first_card" if before.phase is Phase.FIRST_CARD else "second_card")
        if before.phase is Phase.FIRST_CARD and after.phase is not Phase.FIRST_CARD:
            out.append("reveal")
        if before.phase is Phase.SECOND_CARD and after.phase is not Phase.SECOND_CARD:
            rnd = after.rounds[before.round_no - 1]
            pairs = [tuple(c) for c in rnd["cards"]]
            if any("sun" in p for p in pairs):
                out.append("sun_turn")
            winners = flight_winners(pairs)
            if any(seat in won and len(won) > 1 for won in winners.values()):
                out.append("tie")
        return out
    if decision.seat != seat:
        return out
    if isinstance(decision, Rotate):
        out.append("rotate")
    elif isinstance(decision, PickColour):
        out.append("pick")
    elif isinstance(decision, Stop):
        legal = before.legal_decisions(seat)
        if len(legal) > 1:
            out.append("stop_choice")
        path = list(before.path)
        target = before.layout.index[decision.cell]
        flown = path[: path.index(target) + 1] if target in path else path
        if _wraps(before, before.pieces[seat], flown):
            out.append("wrap")
        if target == before.layout.sun:
            out.append("sun")
    elif isinstance(decision, Flip):
        out.append("flip")
    return out
