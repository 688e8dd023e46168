"""The hard bot: determinised Monte Carlo search over the simultaneous card choices.

For a card decision (R13) it

1. ranks its own card pairs and every other seat's with the medium bot's
   card model (:class:`.policy.CardModel`, card counting from public hands);
2. repeatedly *determinises* what it cannot see — the planets lying face down
   (drawn from those not yet seen face up) and the other seats' cards (drawn
   from their hands, weighted by the model) — and, with the same sample for
   every candidate of its own, plays the round out (:mod:`.determinize`:
   sun and planet rotations, colour picks, flights, face-down planets turned
   up) and scores the result by the lead in flights-to-win;
3. keeps the candidate with the best average, dropping weak candidates early
   (successive halving) so the budget goes to the close calls.

Rotations, colour picks, stops and face-down planets use the medium bot's
heuristics (exact one-step evaluations; they need no search).

API for the app (the bot runs in a worker thread)::

    bot = HardBot(seed, time_budget=1.0)   # seconds per decision; None = no clock
    decision = bot.decide(view)            # in the worker thread
    bot.cancel()                           # from the GUI thread: decide() returns
                                           # promptly with its best decision so far

``iterations`` (samples per decision, default :data:`ITERATIONS`) is the budget
used when ``time_budget`` is None: then a seeded bot is fully reproducible,
which is how ``zuendstoff-sim`` runs it. With both set, the search stops at
whichever comes first (so the time budget is a safety cap on slow machines and
the bot plays exactly as benchmarked); ``iterations=0`` with a time budget
searches until the time is up (stronger with more time, not reproducible).
``should_stop`` may be a callable polled between samples (returning True stops
the search like :meth:`cancel`).
"""

from __future__ import annotations

import time
from typing import Callable

from ..constants import CARDS
from ..decisions import Decision, Phase, PlayCard
from ..view import SeatView
from .determinize import evaluate, from_view, play_round
from .heuristics import CARD_COST, order_pair
from .medium import MediumBot
from .policy import Board, card_model, softmax

#: default samples per card decision (deterministic budget)
ITERATIONS = 48
#: how many of its own pairs the bot considers at the first card
CANDIDATES = 12
#: sharpness of the model of the other seats' card choices
OPPONENT_BETA = 6.0
#: share of the other seats' card choices drawn uniformly (guards against a wrong model)
UNIFORM = 0.1


class HardBot(MediumBot):
    name = "hard"

    def __init__(self, seed: object = None, iterations: int = ITERATIONS,
                 time_budget: float | None = None,
                 should_stop: Callable[[], bool] | None = None) -> None:
        super().__init__(seed)
        if int(iterations) <= 0:
            #: 0 with a time budget: no sample limit; without one, the default budget
            self.iterations = 10**9 if time_budget is not None else ITERATIONS
        else:
            self.iterations = int(iterations)
        self.time_budget = time_budget
        self.should_stop = should_stop
        self.last_samples = 0  # samples the last card decision used (for benchmarks)

    # ------------------------------------------------------------------ cards
    def card(self, view: SeatView) -> PlayCard:
        self._cancelled = False
        start = time.perf_counter()
        seat = view.seat
        n = len(view.pieces)
        second = view.phase is Phase.SECOND_CARD
        board = Board.of(view)
        firsts = view.first if second else (-1,) * n
        model = card_model(board, firsts, block=self.block)
        ranked = model.ranked(seat)
        cands = [p for _s, p in ranked[:(len(ranked) if second else CANDIDATES)]]
        if len(cands) == 1 or self.iterations <= 1:
            return self._play(view, cands[0], second)
        # the other seats' card choices, modelled from their own point of view
        priors = []
        for o in range(n):
            if o == seat:
                priors.append(None)
                continue
            opts = model.ranked(o)
            scores = [s for s, _p in opts]
            probs = softmax(scores, OPPONENT_BETA)
            u = UNIFORM / len(opts)
            probs = [(1 - UNIFORM) * p + u for p in probs]
            priors.append(([p for _s, p in opts], _cumulative(probs)))
        hand_left = sum(view.hands[seat])
        scale = 0.5 + hand_left / 11.0
        # the cost of spending cards (the first card is already spent at the second)
        cost = {p: (CARD_COST[p[1]] + (0.0 if second else CARD_COST[p[0]])) * scale
                for p in cands}
        totals = {p: 0.0 for p in cands}
        counts = {p: 0 for p in cands}
        alive = list(cands)
        rng = self.rng
        # successive halving: after these many samples, keep the better half
        budget = min(self.iterations, ITERATIONS)
        checkpoints = {max(4, budget // 8), max(8, budget // 4), max(12, budget // 2)}
        samples = 0
        for _ in range(self.iterations):
            if self._stop(start):
                break
            base = from_view(view, rng)
            picks = []
            for o in range(n):
                if o == seat:
                    picks.append(None)
                else:
                    opts, cum = priors[o]
                    picks.append(opts[_draw(cum, rng.random())])
            sim_seed = rng.random()
            for p in alive:
                st = base.copy()
                fs = [0] * n
                ss = [0] * n
                for o in range(n):
                    a, b = p if o == seat else picks[o]
                    fs[o], ss[o] = a, b
                sub = _Rng(sim_seed)
                winners = play_round(st, fs, ss, sub)
                totals[p] += evaluate(st, seat, winners) - cost[p]
                counts[p] += 1
            samples += 1
            if samples in checkpoints and len(alive) > 2:
                alive.sort(key=lambda q: -totals[q] / counts[q])
                alive = alive[:max(2, (len(alive) + 1) // 2)]
        self.last_samples = samples
        scored = [q for q in alive if counts[q]] or cands[:1]
        best = max(scored, key=lambda q: (totals[q] / counts[q] if counts[q] else 0.0,
                                          -cands.index(q)))
        return self._play(view, best, second)

    def _play(self, view: SeatView, pair, second: bool) -> PlayCard:
        a, b = pair
        card = b if second else order_pair(a, b)[0]
        return PlayCard(view.seat, CARDS[card])

    # ------------------------------------------------------------ cancelling
    def cancel(self) -> None:
        """Ask a running :meth:`decide` (in another thread) to return its best so far."""
        self._cancelled = True

    _cancelled = False

    def _stop(self, start: float) -> bool:
        if self._cancelled:
            return True
        if self.time_budget is not None and time.perf_counter() - start >= self.time_budget:
            return True
        return self.should_stop is not None and bool(self.should_stop())


class _Rng:
    """A tiny deterministic generator so every candidate sees the same random flips."""

    __slots__ = ("x",)

    def __init__(self, seed: float) -> None:
        self.x = int(seed * 2 ** 31) | 1

    def random(self) -> float:
        self.x = (1103515245 * self.x + 12345) & 0x7FFFFFFF
        return self.x / 2147483648.0


def _cumulative(probs) -> list[float]:
    out, acc = [], 0.0
    for p in probs:
        acc += p
        out.append(acc)
    out[-1] = 1.0
    return out


def _draw(cum, u: float) -> int:
    for i, c in enumerate(cum):
        if u < c:
            return i
    return len(cum) - 1


def decision_is_card(d: Decision) -> bool:
    return isinstance(d, PlayCard)


__all__ = ["HardBot", "ITERATIONS"]
