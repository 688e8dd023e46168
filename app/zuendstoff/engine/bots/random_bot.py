"""The random bot: a uniformly random legal decision."""

from __future__ import annotations

from ..decisions import Decision
from ..view import SeatView
from .base import Bot


class RandomBot(Bot):
    name = "random"

    def decide(self, view: SeatView) -> Decision:
        legal = view.legal
        return legal[int(self.rng.random() * len(legal))]
