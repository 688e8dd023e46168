"""The easy bot: plays like a beginner.

It uses the medium bot's sense of which colour helps it (:mod:`.policy`) but
ignores the other seats (no card counting, no blocking), judges its cards with
noise, and now and then stops early, turns a planet carelessly or flips a
face-down planet any which way.
"""

from __future__ import annotations

from ..decisions import Decision
from ..view import SeatView
from .medium import MediumBot


class EasyBot(MediumBot):
    name = "easy"
    block = 0.0
    opponents = False
    noise = 0.35
    #: chance of a careless stop, rotation or flip
    slip = 0.3

    def stop(self, view: SeatView) -> Decision:
        if self.rng.random() < self.slip:
            return view.legal[int(self.rng.random() * len(view.legal))]
        return super().stop(view)

    def rotate(self, view: SeatView) -> Decision:
        if self.rng.random() < self.slip:
            return view.legal[int(self.rng.random() * len(view.legal))]
        return super().rotate(view)

    def flip(self, view: SeatView) -> Decision:
        return view.legal[int(self.rng.random() * len(view.legal))]


__all__ = ["EasyBot"]
