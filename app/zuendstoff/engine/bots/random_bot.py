"""The random bot: a uniformly random legal decision."""

from __future__ import annotations

from ..decisions import Decision
from ..view import SeatView
from .base import Bot


class RandomBot(Bot):
    name = "random"
    needs_view = False

    def decide(self, view: SeatView) -> Decision:
        return self.choose(view.legal)

    def choose(self, legal: tuple[Decision, ...]) -> Decision:
        """The decision :meth:`decide` makes, from the seat's legal decisions alone.

        The random bot looks at nothing else, so a simulator may hand it
        ``game.legal_now(seat)`` and skip building a view: the choice, and the bot's
        random numbers, are the same either way.
        """
        return legal[int(self.rng.random() * len(legal))]
