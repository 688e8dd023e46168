"""The bot interface."""

from __future__ import annotations

import random

from ..decisions import Decision
from ..view import SeatView


class Bot:
    """A computer player. ``decide`` gets the seat's view and returns one of ``view.legal``."""

    name = "bot"

    def __init__(self, seed: object = None) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: SeatView) -> Decision:
        raise NotImplementedError

    def cancel(self) -> None:
        """Ask a running :meth:`decide` (on another thread) to return soon.

        Bots that answer at once have nothing to stop; searching bots override this.
        """
