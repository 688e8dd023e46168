"""The computer seats of the turn flow: a bot for each, made from the seat's level (or by
the guided game's script), told the game so far, asked through the bot runner. Part of
:class:`~.flow.TurnFlow`, kept here on its own."""

from __future__ import annotations

import random

from ...engine import Decision
from ...engine.bots import Bot, make_bot


class ComputerSeats:
    """The bots of :class:`~.flow.TurnFlow` (a mixin: it uses the flow's model, runner,
    ``bots``, ``bot_seed``, ``bot_factory`` and ``think_budget``)."""

    def _new_bots(self) -> None:
        """A new or loaded game: a bot for every computer seat, which has watched it so far."""
        rng = random.Random(self.bot_seed)
        self.bots = {s: self.bot_factory(s) if self.bot_factory else self._make_bot(k.bot, rng)
                     for s, k in enumerate(self.model.seats) if k.is_computer}
        for s, bot in self.bots.items():  # a loaded game: they have watched it from the start
            bot.recall(self.model.game, s)
        self.set_think_budget(self.think_budget)

    @staticmethod
    def _make_bot(name: str, rng) -> Bot:
        """The bot of that level; a level this version does not know plays as medium."""
        from ...engine.bots import BOTS
        return make_bot(name if name in BOTS else ("medium" if "medium" in BOTS else next(iter(BOTS))),
                        rng.random())

    def set_think_budget(self, seconds: float | None) -> None:
        """Cap the thinking time of computer players that search (the hard level)."""
        self.think_budget = seconds
        for bot in self.bots.values():
            if seconds is not None and hasattr(bot, "time_budget"):
                bot.time_budget = seconds

    def reset_bots(self) -> None:
        """Seats changed hands during the game: a bot for every computer seat, no other."""
        rng = random.Random(self.bot_seed)
        kinds = self.model.seats
        for s in list(self.bots):
            if not kinds[s].is_computer:
                del self.bots[s]
        for s, k in enumerate(kinds):
            if k.is_computer and s not in self.bots:
                self.bots[s] = self.bot_factory(s) if self.bot_factory else self._make_bot(k.bot, rng)
                self.bots[s].recall(self.model.game, s)  # it has watched the game so far
        self.set_think_budget(self.think_budget)

    def _run_bot(self, seat: int) -> None:
        view = self.model.game.view(seat)
        self.runner.request(seat, self.bots[seat], view)

    def _bot_decided(self, seat: int, decision: Decision) -> None:
        if seat in self.model.game.pending_seats() and self.model.is_computer(seat):
            self.decide(decision)
        self.schedule()

