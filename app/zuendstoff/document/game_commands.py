"""Undo commands over the game model, and the R27 barrier policy.

Every decision becomes a :class:`DecisionCommand` holding copies of the engine state
before and after it; undo and redo put those copies back, so redo can never
re-deal or re-roll anything (R27: the deal is fixed at setup).

Barrier policy (R27), applied by :func:`push_decision`:

* A card choice (``PlayCard``) is final once confirmed: the stack is cleared after
  it, so no card choice, and nothing before it, is ever undone. Before confirming,
  a person may change their selected card freely (that is not a decision yet).
* Whenever ``game.reveals`` goes up (cards turned over, a planet turned face up),
  the stack is cleared: nothing before a reveal can be undone.
* In a *casual* game a planet turned face up does not clear the stack, so public
  decisions (turning planets, picking a colour, stopping, the compass rotation) may
  be undone across it; the planet goes face down again but keeps its face, since
  the deal never changes. Card reveals stay barriers in every game.

Undo texts name only public things (a card choice reads "Anna chooses a card").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..engine import Decision, Flip, Game, IllegalDecision, PickColour, PlayCard, Rotate, Stop
from .game_model import GameModel
from .names import colour_name, disc_name_at, place_text, quarters_text, side_name

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate


def describe(game: Game, decision: Decision) -> str:
    """A public, one-line description of ``decision`` taken in ``game`` (before it), with
    where it happens ("Ben stops on a face-down planet at row 2, column 3")."""
    who = game.players[decision.seat].name
    if isinstance(decision, PlayCard):
        return translate("commands", "%1 chooses a card").replace("%1", who)
    if isinstance(decision, Rotate):
        return (translate("commands", "%1 turns %2 by %3").replace("%1", who)
                .replace("%2", disc_name_at(game, decision.target))
                .replace("%3", quarters_text(decision.quarters)))
    if isinstance(decision, PickColour):
        return translate("commands", "%1 flies %2").replace("%1", who).replace("%2", colour_name(decision.colour))
    if isinstance(decision, Stop):
        return translate("commands", "%1 stops on %2").replace("%1", who).replace(
            "%2", disc_name_at(game, decision.cell))
    if isinstance(decision, Flip):
        return translate("commands", "%1 turns the planet at %3 face up, its top to the %2")\
            .replace("%1", who).replace("%2", side_name(decision.rotation)).replace(
                "%3", place_text(game.layout, game.piece_cell(decision.seat)))
    return translate("commands", "a decision")


class DecisionCommand(QUndoCommand):
    """One decision of one seat. Changes only the model."""

    def __init__(self, model: GameModel, decision: Decision) -> None:
        super().__init__(describe(model.game, decision))
        self.model = model
        self.decision = decision
        self.seat = decision.seat
        # made for a person because it was their only legal choice (Settings: "do forced
        # moves for me"); undo takes it back with the decision before it, like a computer's
        self.forced = False
        self._before = model.game.copy()
        self._after: Game | None = None

    def redo(self) -> None:
        if self._after is None:
            self.model.apply(self.decision)
            self._after = self.model.game.copy()
        else:
            self.model.restore(self._after.copy())

    def undo(self) -> None:
        self.model.restore(self._before.copy())

    def position_undone_to(self) -> Game:
        """The game as :meth:`undo` would put it back now: the position before the decision,
        with the planets the table has seen since keeping their rotation (R22)."""
        game = self._before.copy()
        game.keep_seen(self.model.game)
        return game

    def retranslate(self) -> None:
        """Describe the decision again, in the language installed now (ui/game/language.py)."""
        self.setText(describe(self._before, self.decision))


#: the stack's property naming what sealed it last (R27), for Undo's reason: "cards" (the
#: cards turned over), "card" (a card laid, final once confirmed), "planet" (a planet turned
#: face up), set when it sealed a decision of a person's; empty or absent: nothing of a
#: person's was sealed in this game yet
SEALED_BY = "sealedBy"


def seal_kind(model: GameModel, decision: Decision, reveals_before: int) -> str:
    """What sealed the stack at ``decision`` (see :data:`SEALED_BY`)."""
    if model.game.reveals != reveals_before:
        return "cards" if isinstance(decision, PlayCard) else "planet"
    return "card"


def is_barrier(model: GameModel, decision: Decision, reveals_before: int) -> bool:
    """Whether nothing up to and including ``decision`` may be undone any more (R27)."""
    if isinstance(decision, PlayCard):
        return True
    if model.game.reveals != reveals_before:
        return not model.casual
    return False


def push_decision(stack: QUndoStack, model: GameModel, decision: Decision,
                  forced: bool = False) -> DecisionCommand:
    """Check ``decision``, push it as a command, and seal the stack at an R27 barrier.

    ``forced``: the decision was the seat's only legal choice, made for a person.

    Raises :class:`IllegalDecision` (nothing changed) if the rules do not allow it.
    """
    game = model.game
    if decision not in game.legal_decisions(decision.seat):
        # let the engine name the rule
        game.copy().apply(decision)
        raise IllegalDecision("R13", f"{decision!r} is not legal now")
    reveals = game.reveals
    command = DecisionCommand(model, decision)
    command.forced = forced
    stack.push(command)
    if is_barrier(model, decision, reveals):
        # (named when it sealed a person's decision: the computer laying its card before
        # anyone else decided seals nothing of the person's)
        seats = [getattr(stack.command(i), "seat", None) for i in range(stack.index())]
        if any(seat is not None and not model.is_computer(seat) for seat in seats):
            stack.setProperty(SEALED_BY, seal_kind(model, decision, reveals))
        stack.clear()
    return command
