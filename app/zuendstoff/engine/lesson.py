"""The guided first game ("Learn to play"): what kinds of step a lesson must show, and
how to tell them as they happen.

A lesson is an ordinary game record (``resources/lessons/*.zrec``) played by two seats:
seat 0 is the learner, seat 1 the computer. The app replays the record's decisions for
the computer and guides the learner to make the record's decisions for seat 0, so every
kind of step of the game comes up on the real board in a few rounds. The shipped record is
frozen: it was found once by ``packaging/make_lesson.py --search`` (a seeded search), and
what the computer players would choose today does not matter to it.

:func:`events` names what one decision brings about, for the learner's seat; the app shows
one callout for the first time each kind comes up. :func:`lesson_problems` checks a record
as a lesson (``packaging/make_lesson.py --check``, run by a test).
"""

from __future__ import annotations

from .decisions import Decision, Flip, Phase, PickColour, PlayCard, Rotate, Stop
from .game import Game
from .reveal import flight_winners
from .timeline import timeline

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


def lesson_problems(record: Game) -> list[str]:
    """What is wrong with ``record`` (a game loaded from a record, so every step in it is
    legal) as the guided game: empty when nothing is. The lesson's callouts say what this
    checks: two seats; the learner meets every kind of step (:data:`EVENTS`) before the end;
    the first planet turn follows a planet-rotation card of the learner's, the first colour
    choice is between two won colours; nobody wins on the way; and the lesson ends with the
    learner's own flight into the sun, which gives the learner a sunglasses chip of that
    colour and sends the piece back to Earth."""
    if record.seats != 2:
        return [f"a lesson has two seats (the learner and the computer), this one {record.seats}"]
    start, steps = timeline(record)
    decisions = [d for step in steps for d in step.decisions]
    if not decisions:
        return ["the lesson has no steps"]
    out: list[str] = []
    seen: set[str] = set()
    pos = start.copy()
    last: list[str] = []
    for i, d in enumerate(decisions):
        before = pos.copy()
        if d.seat == LEARNER and isinstance(d, Rotate) and "rotate" not in seen \
                and "planet" not in before.revealed_cards(LEARNER):
            out.append(f"step {i + 1}: the learner turns a planet without a planet-rotation card")
        if d.seat == LEARNER and isinstance(d, PickColour) and "pick" not in seen \
                and len(before.legal_decisions(LEARNER)) < 2:
            out.append(f"step {i + 1}: the learner's colour choice has nothing to choose")
        pos.apply(d)
        last = events(before, d, pos)
        seen.update(last)
        if pos.is_over:
            out.append(f"step {i + 1}: the game is over (won) before the lesson's end")
            break
    missing = [e for e in EVENTS if e not in seen]
    if missing:
        out.append("the learner never meets: " + ", ".join(missing))
    end = decisions[-1]
    if not (isinstance(end, Stop) and end.seat == LEARNER and "sun" in last):
        out.append("the lesson does not end with the learner's flight into the sun")
    elif len(pos.chips[LEARNER]) != len(before.chips[LEARNER]) + 1 \
            or pos.pieces[LEARNER] != pos.layout.earth:
        out.append("the learner's flight into the sun gives no chip or does not go back to Earth")
    return out
