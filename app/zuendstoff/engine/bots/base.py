"""The bot interface."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..decisions import Decision
from ..view import SeatView

if TYPE_CHECKING:
    from ..game import Game


class Bot:
    """A computer player. ``decide`` gets the seat's view and returns one of ``view.legal``."""

    name = "bot"
    #: False for bots that decide from the seat's legal decisions alone: they have
    #: ``choose(legal)``, and a simulator may hand them ``game.legal_now(seat)`` instead
    #: of a whole view (the decisions are the same either way)
    needs_view = True

    def __init__(self, seed: object = None) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: SeatView) -> Decision:
        raise NotImplementedError

    def decide_in(self, game: "Game", seat: int) -> Decision:
        """This bot's decision for ``seat`` of ``game``, from what that seat may see: its
        view, or for bots that need no view its legal decisions alone."""
        if self.needs_view:
            return self.decide(game.view(seat))
        return self.choose(game.legal_now(seat))  # type: ignore[attr-defined]

    def recall(self, game: "Game", seat: int) -> None:
        """Take over ``seat`` in the middle of ``game``: learn what the seat has seen so far
        (its own views of the past, never a secret). Bots that remember nothing between
        decisions have nothing to learn; the expert reads the rivals' past cards."""

    def cancel(self) -> None:
        """Ask a running :meth:`decide` (on another thread) to return soon.

        Bots that answer at once have nothing to stop; searching bots override this.
        """
