"""Computer players. Every bot decides from a :class:`~zuendstoff.engine.view.SeatView`
only, so it cannot see face-down planets or other seats' hidden cards. A bot that looks
at nothing but its legal decisions (``needs_view = False``, the random bot) may instead
be handed ``game.legal_now(seat)`` by the simulator: decisions hold nothing hidden."""

from __future__ import annotations

from .base import Bot
from .easy import EasyBot
from .expert import ExpertBot
from .greedy import GreedyBot
from .hard import HardBot
from .medium import MediumBot
from .random_bot import RandomBot

BOTS: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot, "easy": EasyBot,
                              "medium": MediumBot, "hard": HardBot, "expert": ExpertBot}


def make_bot(name: str, seed: object = None) -> Bot:
    """A new bot by name (see :data:`BOTS`); raises KeyError for an unknown name."""
    return BOTS[name](seed)


__all__ = ["BOTS", "Bot", "EasyBot", "ExpertBot", "GreedyBot", "HardBot", "MediumBot", "RandomBot",
           "make_bot"]
