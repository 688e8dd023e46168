"""Hints: what the strongest computer player would do in a seat's place, and why.

A hint is asked for from the seat's :class:`~.view.SeatView` only (R26): the bot sees
no face-down planet and no other seat's unrevealed card, so a hint cannot leak one.
The reason is one plain fact about the move, measured on the view's public board with
the bots' own yardstick, *flights to win* (:func:`.bots.heuristics.distance`: how many
more flights the seat needs, at the least, to hold chips of two colours):

* a stop in the sun: the chip it brings;
* a stop, a colour pick or a planet turn: flights to win after it, against now, or the
  rival it holds back when it does not bring the seat itself closer;
* a face-down planet's rotation: the expected flights to win over every planet it may
  turn out to be (the face is unknown when the rotation is chosen, R22);
* cards: how many of the colours the pair may win, and that the choice weighs what the
  others may lay (the search behind it plays many imagined rounds).

Reasons are codes with values; the app words them (``ui/game/hints.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

from .bots import BOTS, make_bot
from .bots.heuristics import distance, stop_distance, view_tables
from .bots.policy import Board, flip_values
from .constants import CARD_INDEX, COLOURS
from .decisions import Decision, Flip, PickColour, PlayCard, Rotate, Stop
from .preview import card_preview
from .view import SeatView, unseen_planets

if TYPE_CHECKING:
    from .game import Game

#: the levels, strongest first: a hint asks the first one the registry has
STRONGEST = ("expert", "hard", "medium")


def strongest_bot() -> str:
    return next(name for name in STRONGEST + tuple(BOTS) if name in BOTS)


@dataclass(frozen=True)
class Hint:
    """The move the strongest player would make, and the reason, as a code with values."""

    decision: Decision
    reason: str
    values: dict = field(default_factory=dict)


def ask(view: SeatView, seed: object = None, time_budget: float | None = 1.0,
        should_stop: Callable[[], bool] | None = None, bot: str | None = None,
        past: Game | None = None) -> Hint:
    """The hint for ``view``'s seat (which must have a decision pending).

    ``past``: the game so far (a copy, not changed while the hint is thought of); the
    player learns from it what the seat has seen (:meth:`.bots.Bot.recall`, the seat's own
    views of the past only), as a computer taking over the seat would."""
    if not view.legal:
        raise ValueError("the seat has no decision to make now")
    player = make_bot(bot or strongest_bot(), seed)
    if past is not None:
        player.recall(past, view.seat)
    if time_budget is not None and hasattr(player, "time_budget"):
        player.time_budget = time_budget
    if should_stop is not None and hasattr(player, "should_stop"):
        player.should_stop = should_stop
    decision = player.decide(view)
    if decision not in view.legal:  # a bot bug must not become a wrong hint
        decision = view.legal[0]
    reason, values = explain(view, decision)
    return Hint(decision, reason, values)


def _rivals(view: SeatView, t) -> list[tuple[float, int]]:
    return sorted((distance(t, view.pieces[o], view.chip_mask(o)), o)
                  for o in range(len(view.pieces)) if o != view.seat)


def card_reason(view: SeatView, card: str, t, now: float, mask: int) -> dict:
    """What a card would do for the seat, for its hint: the flight of its colour from the
    piece (the same preview the hand shows, :func:`.preview.card_preview`) and what that
    flight sets up: the sun's chip, or the stop on it that leaves the fewest flights to win."""
    p = card_preview(view, card)
    values: dict = {"card": card, "index": CARD_INDEX[card], "kind": p.kind}
    if p.kind != "flight":
        return values
    values["colour"] = COLOURS[p.colour]
    if p.end == "sun":
        values["goal"] = "sun"
    elif p.path:
        best = min(p.path, key=lambda j: stop_distance(t, j, p.colour, mask))
        values.update(goal="stop", cell=view.layout.cells[best], now=now,
                      after=stop_distance(t, best, p.colour, mask))
    else:
        values["goal"] = "still"
    return values


def explain(view: SeatView, decision: Decision) -> tuple[str, dict]:
    """A plain reason for ``decision`` in ``view``: a code and its values."""
    seat = view.seat
    mask = view.chip_mask(seat)
    t = view_tables(view)
    now = distance(t, view.pieces[seat], mask)
    if isinstance(decision, Stop):
        cell = view.layout.index[decision.cell]
        colour = view.flight[1] if view.flight else 0
        if cell == view.layout.sun:
            return "sun", {"colour": COLOURS[colour]}
        after = stop_distance(t, cell, colour, mask)
        return "closer" if after < now else "hold", {"now": now, "after": after}
    if isinstance(decision, PickColour):
        colour = COLOURS.index(decision.colour)
        path = view.path_from(view.pieces[seat], colour)
        after = min((stop_distance(t, j, colour, mask) for j in path), default=now)
        if path and path[-1] == view.layout.sun and not mask >> colour & 1:
            return "sun", {"colour": decision.colour}
        return "closer" if after < now else "hold", {"now": now, "after": after}
    if isinstance(decision, Rotate):
        rotations = list(view.rotations)
        i = view.layout.index[decision.target]
        rotations[i] = (rotations[i] + decision.quarters) % 4
        t2 = view_tables(view, rotations=tuple(rotations))
        after = distance(t2, view.pieces[seat], mask)
        if after < now:
            return "closer", {"now": now, "after": after}
        rivals = _rivals(view, t)
        for d_before, o in rivals:
            d_after = distance(t2, view.pieces[o], view.chip_mask(o))
            if d_after > d_before:
                return "block", {"rival": o, "now": d_before, "after": d_after}
        return "hold", {"now": now, "after": after}
    if isinstance(decision, Flip):
        board = Board.of(view)
        unseen = unseen_planets(view.faces, view.face_up)
        values = flip_values(board, seat, view.pieces[seat], unseen)  # the piece is on it
        return "flip", {"expected": values[decision.rotation % 4], "unseen": len(unseen)}
    if isinstance(decision, PlayCard):
        return "cards", card_reason(view, decision.card, t, now, mask)
    return "best", {}
