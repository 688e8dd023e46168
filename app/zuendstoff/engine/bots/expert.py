"""The expert bot: Information Set Monte Carlo Tree Search (ISMCTS) over every decision of its seat.

This module is the bot: budgets, cancelling, the search loop and the decision it returns.
The search itself is in parts: :mod:`.ismcts` (one tree: an iteration, the card steps, the
next rounds), :mod:`.search_round` (the rest of a round in the tree, the cut-off
evaluation), :mod:`.ucb` (a node's statistics and selection), :mod:`.hands` (R24 hands),
:mod:`.expert_pool` (trees in worker processes) and :mod:`.reading` (its rivals).

The search follows *single-observer ISMCTS* (Cowling, Powley & Whitehouse, "Information Set
Monte Carlo Tree Search", IEEE TCIAIG 2012): every iteration

1. **determinises** what the seat cannot see (R26): the planets lying face down are drawn
   from the planets nobody has seen face up (:func:`.determinize.from_view`); the other
   seats' unrevealed card choices are not drawn from a fixed model but chosen by the tree
   (step 2), so they adapt to what this seat plays;
2. **descends the tree of information sets** of the rest of the round. Nodes are keyed by
   public information only (cards turned over, the board, whose step it is), so one node
   collects every determinisation that looks the same to the seat:

   * the **simultaneous card steps** (R13) are *decoupled*: at a card node every seat that
     chooses now has its own statistics and picks its card by its own UCB1, rewarded with
     its own result (decoupled UCT, as in simultaneous-move MCTS, Lanctot et al. 2013).
     A seat's choice never depends on another seat's choice at the same step, so no seat
     "sees" a hidden card. Unvisited cards are tried in the order of the medium bot's card
     model (card counting, :class:`.policy.CardModel`) and that model's score is a
     progressive bias that fades with visits. A rival the seat has *read* as playing that
     model's cards (:mod:`.reading`: from the cards the table has seen turned over) plays
     the model's cards instead in the share of the iterations its belief gives;
   * the seat's own **planet rotations** (R16), **colour picks** (R19), **stops** (R21)
     and **face-down rotations** (R22) are tree nodes too, searched with UCB1; the other
     seats use the medium bot's quick heuristics for those (their own choices there are
     nearly always the obvious one-step best, and it keeps iterations cheap);
3. **plays the next round's cards** when this round has no winner: each seat takes up the
   hand it would hold then (R24, :func:`.hands.next_hand`) and lays a pair chosen by its own node,
   keyed by that hand alone (decoupled UCB again, cheap cards tried first). The hand is what
   this round's choices leave, so the node learns what a hand is worth a round later: whether
   spending a strong card now leaves the seat weak. That round's rotations, picks and stops
   are the quick heuristics for every seat (:func:`.determinize.play_round`);
4. **cuts off at the end of that round** with an evaluation: +10 for a win (shared wins
   split), -10 when another seat wins, else the lead in flights-to-win over the closest
   rival (:func:`.heuristics.distance`, the measure the hard bot's search also uses),
   minus a small cost for the cards spent (strong cards are worth keeping, R24).

Measured (``benchmarks/strength.py``, docs/expert.md): at equal iterations the two-round search won
61% of 100 games against the one-round search it replaced, at about equal time (1,000
iterations against 3,000) 66.5% of 100, at 0.25 s each 56.5% and at 1 s each 55.0% of 100
(ahead, but within the noise of 100 games at those budgets). An earlier two-round search that played the next
round by the medium bot's card model cost twenty times more per iteration and was not
kept; keying the next round by hand costs about three times one round.

The decision made is the most visited one at the root (the robust child).

Budgets: ``iterations`` (a deterministic count: with the same seed and view the decision
is the same, which is how ``zuendstoff-sim`` runs it) and ``time_budget`` (seconds per
decision; the window passes its think-budget setting). With only a time budget the
search runs until the time is up. ``cancel()`` (from another thread) or ``should_stop``
end the search within a few milliseconds: the flags are polled every
:data:`POLL` iterations (well under a millisecond each).

``workers`` > 1 searches root-parallel: that many independent trees with different
seeds, their root visit counts summed (see :mod:`.expert_pool`). The default (None) uses
every core when searching to a time budget (the window, hints, ``zuendstoff-sim --think``)
and one core for iteration budgets (reproducible runs, tests).
"""

from __future__ import annotations

import os
import time
from typing import Callable

from ..constants import CARDS, COLOURS
from ..decisions import Decision, Phase
from ..view import SeatView
from .base import Bot
from .ismcts import HORIZON, Search
from .reading import Reader

#: default iterations per decision when no time budget is given (the simulator's default)
ITERATIONS = 1000
#: iterations between looks at the clock and the cancel flags
POLL = 8
#: iterations searched before a decision may end early because it is settled
PRUNE_FROM = 64

_FIRST, _SECOND = Phase.FIRST_CARD, Phase.SECOND_CARD


class ExpertBot(Bot):
    name = "expert"

    def __init__(self, seed: object = None, iterations: int | None = None,
                 time_budget: float | None = None,
                 should_stop: Callable[[], bool] | None = None,
                 workers: int | None = None, read: bool = True,
                 horizon: int = HORIZON) -> None:
        super().__init__(seed)
        #: rounds searched: 2 plays the next round's cards in the tree too, 1 stops at the
        #: end of this round (the expert before its search looked a round ahead), 3 or more
        #: play further rounds' cards the same way (measured not to be stronger at 1 s; both
        #: for benchmarks)
        self.horizon = horizon
        #: watch the other seats' revealed cards and predict the rivals that play the card
        #: model's cards (:mod:`.reading`); False searches every rival's cards (benchmarks)
        self.reader = Reader() if read else None
        self.iterations = iterations
        self.time_budget = time_budget
        self.should_stop = should_stop
        self.workers = workers
        #: end a search early once no further iteration could change the decision
        self.prune = True
        self.progress = 0.0  # share of the budget used by the running search (for the window)
        self.last_iterations = 0  # iterations the last decision used (benchmarks)
        self._cancelled = False
        self._t0: float | None = None

    # ------------------------------------------------------------- control
    def cancel(self) -> None:
        """Ask a running :meth:`decide` (in another thread) to return its best so far."""
        self._cancelled = True  # the worker processes stop with this thread's search

    def recall(self, game, seat: int) -> None:
        """A seat taken over mid-game reads its rivals from the game's past (:mod:`.reading`),
        at its next decision: on the thread that decides, not the window's (a long game's
        past takes a tenth of a second or more)."""
        if self.reader is not None:
            self._past = game.copy()

    #: a game whose past the next decision reads first (:meth:`recall`)
    _past = None

    def _limit(self) -> int:
        if self.iterations is not None and self.iterations > 0:
            return int(self.iterations)
        return 10**12 if self.time_budget is not None else ITERATIONS

    # ------------------------------------------------------------- deciding
    def decide(self, view: SeatView) -> Decision:
        self._cancelled = False
        self.progress = 0.0
        self._t0 = time.perf_counter()  # the budget counts from here, setting up included
        reader = self.reader
        if reader is not None:
            if self._past is not None:
                past, self._past = self._past, None
                reader.recall(past, view.seat)
            reader.observe(view)
            self.reads = reader.weights(view.seat, len(view.pieces))
        legal = view.legal
        if len(legal) == 1:  # nothing to think about
            self.last_iterations = 0
            self.progress = 1.0
            return legal[0]
        workers = self.workers
        if workers is None:  # auto: every core for a time budget, one for reproducible runs
            timed = self.time_budget is not None and not self.iterations
            workers = (os.cpu_count() or 1) if timed else 1
        if workers > 1:
            from .expert_pool import parallel_visits

            visits = parallel_visits(self, view, workers)
        else:
            visits = self.search(view, self.rng.random())
        return self._decision(view, visits)

    #: per seat, the belief that it plays the card model's cards (set by :meth:`decide`)
    reads: tuple[float, ...] | None = None

    def search(self, view: SeatView, seed: float, cancelled: Callable[[], bool] | None = None,
               limit: int | None = None) -> dict:
        """Run one tree; returns the root's {action: visits} (action in the search's terms)."""
        start = self._t0 if self._t0 is not None else time.perf_counter()
        self._t0 = None
        s = Search(view, seed, self.reads, self.horizon)
        limit = self._limit() if limit is None else limit
        budget = self.time_budget
        stop = self.should_stop
        prune = self.prune
        it = 0
        t_loop = time.perf_counter()
        while it < limit:
            if it % POLL == 0:
                if self._cancelled or (cancelled is not None and cancelled()) \
                        or (stop is not None and stop()):
                    break
                left = limit - it
                if budget is not None:
                    now = time.perf_counter()
                    used = (now - start) / budget if budget > 0 else 1.0
                    if used >= 1.0:
                        break
                    self.progress = max(used, it / limit)
                    if prune and it:
                        # iterations still to come at the rate so far (an estimate)
                        rate = it / max(now - t_loop, 1e-9)
                        left = min(left, int(rate * (start + budget - now)) + 1)
                else:
                    self.progress = it / limit
                if prune and it >= PRUNE_FROM and s.settled(left):
                    break
            s.iterate()
            it += 1
        self.last_iterations = it
        self.progress = 1.0
        return s.root_visits()

    def _decision(self, view: SeatView, visits: dict) -> Decision:
        legal = view.legal
        seat = view.seat
        layout = view.layout
        phase = view.phase
        default = Search.default_action(view)
        best = max(visits.items(), key=lambda kv: (kv[1], kv[0] == default)) if visits \
            else (default, 0)
        if best[1] == 0:
            best = (default, 0)
        a = best[0]
        if phase is _FIRST or phase is _SECOND:
            name = CARDS[a]
            return next(d for d in legal if d.card == name)
        if phase is Phase.ROTATE:
            cell, q = layout.cells[a[0]], a[1]
            return next(d for d in legal if d.target == cell and d.quarters == q)
        if phase is Phase.PICK:
            return next(d for d in legal if d.colour == COLOURS[a])
        if phase is Phase.STOP:
            cell = layout.cells[a]
            return next(d for d in legal if d.cell == cell)
        for d in legal:
            if d.seat == seat and getattr(d, "rotation", None) == a:
                return d
        return legal[0]


__all__ = ["ExpertBot", "ITERATIONS", "POLL"]
