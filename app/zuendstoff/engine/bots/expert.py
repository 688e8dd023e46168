"""The expert bot: Information Set Monte Carlo Tree Search (ISMCTS) over every decision of its seat.

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
   hand it would hold then (R24, :func:`next_hand`) and lays a pair chosen by its own node,
   keyed by that hand alone (decoupled UCB again, cheap cards tried first). The hand is what
   this round's choices leave, so the node learns what a hand is worth a round later: whether
   spending a strong card now leaves the seat weak. That round's rotations, picks and stops
   are the quick heuristics for every seat (:func:`.determinize.play_round`);
4. **cuts off at the end of that round** with an evaluation: +10 for a win (shared wins
   split), -10 when another seat wins, else the lead in flights-to-win over the closest
   rival (:func:`.heuristics.distance`, the measure the hard bot's search also uses),
   minus a small cost for the cards spent (strong cards are worth keeping, R24).

Measured (``benchmarks/strength.py``, README): at equal iterations the two-round search won
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

import math
import os
import time
from itertools import compress
from typing import Callable

from ..constants import CARD_INDEX, CARDS, COLOURS
from ..decisions import Decision, Phase
from ..flight import flight_path
from ..flying import flight_queue
from ..legal import free_to_turn
from ..reveal import rotation_queue, sun_after, won_masks
from ..tables import tables_for
from ..view import SeatView, unseen_planets
from .base import Bot
from .determinize import colour_values, from_view, land, play_round, quick_rotate, turn_up, winners
from .heuristics import CARD_COST, best_stop, distance, order_pair, stop_distance
from .policy import Board, CardModel, flip_values, rotation_score
from .reading import Reader, model_card

#: default iterations per decision when no time budget is given (the simulator's default)
ITERATIONS = 1000
#: UCB1 exploration constant on the evaluation's scale (a win is worth 10)
EXPLORE = 1.2
#: weight of the heuristic prior (progressive bias, fades as 1 / (visits + 1))
BIAS = 2.0
#: planets averaged over for the prior of a face-down rotation below the root
FLIP_SAMPLE = 3
#: iterations between looks at the clock and the cancel flags
POLL = 8
#: iterations searched before a decision may end early because it is settled
PRUNE_FROM = 64
#: below this belief that a rival plays the card model's cards, its cards are searched only
READ_FROM = 0.05
#: rounds the search plays: this one, and the next one's cards (see :meth:`_Search._next_round`)
HORIZON = 2

_FIRST, _SECOND = Phase.FIRST_CARD, Phase.SECOND_CARD
_ROT, _PICK, _FLY, _FLIP = 0, 1, 2, 3


class _Node:
    """Statistics of one seat at one information set: visits and summed rewards per action."""

    __slots__ = ("actions", "n", "w", "prior", "order", "total")

    def __init__(self, actions, prior) -> None:
        self.actions = actions
        k = len(actions)
        self.n = [0] * k
        self.w = [0.0] * k
        self.prior = prior
        self.order = sorted(range(k), key=lambda i: -prior[i])
        self.total = 0

    def select(self) -> int:
        total = self.total
        n = self.n
        if total < len(n):
            return self.order[total]  # every action once, best prior first
        c = EXPLORE * math.sqrt(math.log(total))
        w, prior = self.w, self.prior
        sqrt = math.sqrt
        best, pick = -1e18, 0
        for i, ni in enumerate(n):
            v = w[i] / ni + c / sqrt(ni) + BIAS * prior[i] / (ni + 1)
            if v > best:
                best, pick = v, i
        return pick

    def update(self, i: int, reward: float) -> None:
        self.n[i] += 1
        self.w[i] += reward
        self.total += 1


def _normalise(scores):
    """Priors in [0, 1]: the best option 1, the worst 0."""
    if not scores:
        return scores
    hi, lo = max(scores), min(scores)
    span = hi - lo
    if span <= 1e-12:
        return [0.5] * len(scores)
    return [(s - lo) / span for s in scores]


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
        s = _Search(view, seed, self.reads, self.horizon)
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
        default = _Search.default_action(view)
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


class _Search:
    """One ISMCTS tree for one decision of ``view.seat``."""

    def __init__(self, view: SeatView, seed: float, reads=None, horizon: int = HORIZON) -> None:
        import random

        self.horizon = horizon
        self.view = view
        self.rng = random.Random(seed)
        self.me = view.seat
        self.n = len(view.pieces)
        self.phase = view.phase
        self.tree: dict = {}
        n = self.n
        self.scale = [0.5 + sum(view.hands[s]) / 11.0 for s in range(n)]
        if self.phase is _FIRST or self.phase is _SECOND:
            board = Board.of(view)
            second = self.phase is _SECOND
            firsts = tuple(view.first) if second else (-1,) * n
            self.model = CardModel(board, firsts)
            self.root_cards = [self._card_node(s, view.hands[s], firsts[s], ranked=True)
                               for s in range(n)]
            # rivals read as playing the model's cards (see .reading): the share of the
            # iterations in which they do, and the card they play then
            reads = reads or (0.0,) * n
            self.read = [s for s in range(n)
                         if s != self.me and reads[s] >= READ_FROM]
            self.reads = reads
            self.read_cards = {}
            if self.read:
                self.read_cards[()] = self._model_cards(self.model)
        # the determinisation's fixed part; iterate() deals the face-down planets anew
        base = self.base = from_view(view, self.rng)
        base.stop_mask = view.stop_mask
        sun = view.layout.sun
        self.down = [i for i, up in enumerate(view.face_up) if not up and i != sun]
        self.unseen = sorted(base.faces[i] for i in self.down)

    # ---------------------------------------------------------------- nodes
    def _card_node(self, s: int, hand, first: int, ranked: bool = False) -> _Node:
        """Seat ``s``'s card choice: the first card (``first`` < 0) or the second."""
        model = self.model
        opts = [k for k in range(len(hand)) if hand[k] - (k == first) > 0]
        if ranked:
            best: dict[int, float] = {}
            for score, (a, b) in model.ranked(s):
                if first >= 0:
                    best[b] = max(best.get(b, -9.0), score)
                else:
                    # the pair's quiet card is the one the medium bot shows first
                    q = order_pair(a, b)[0]
                    best[q] = max(best.get(q, -9.0), score)
                    o = b if q == a else a
                    best[o] = max(best.get(o, -9.0), score - 0.05)
            scores = [best.get(k, -9.0) for k in opts]
        elif first >= 0:
            scores = [model.naive_score(s, (first, k)) for k in opts]
        else:
            scores = [0.0] * len(opts)
        return _Node(opts, _normalise(scores))

    def _model_cards(self, model: CardModel) -> dict[int, int]:
        """The card each read rival plays by the model (:func:`.reading.model_card`)."""
        return {s: model_card(model, s) for s in self.read}

    def _read_seconds(self, firsts: tuple) -> dict[int, int]:
        """The read rivals' second cards by the model once ``firsts`` are shown (cached)."""
        cards = self.read_cards.get(firsts)
        if cards is None:
            view = self.view
            hands = tuple(tuple(c - (k == firsts[s]) for k, c in enumerate(h))
                          for s, h in enumerate(view.hands))
            board = Board.of(view).with_hands(hands)
            cards = self.read_cards[firsts] = self._model_cards(CardModel(board, firsts))
        return cards

    def _node(self, key, make) -> _Node:
        node = self.tree.get(key)
        if node is None:
            node = self.tree[key] = make()
        return node

    def settled(self, left: int) -> bool:
        """Whether the most visited root action stays the most visited whatever the
        ``left`` iterations still to come do (so searching on cannot change the decision)."""
        root = self.root_node
        if root is None:
            return False
        first = second = 0
        for v in root.n:
            if v > first:
                first, second = v, first
            elif v > second:
                second = v
        return first - second > left

    def root_visits(self) -> dict:
        root = self.root_node
        if root is None:
            return {}
        return {a: root.n[i] for i, a in enumerate(root.actions)}

    root_node: _Node | None = None

    @staticmethod
    def default_action(view: SeatView):
        """The action of the first legal decision (the fallback when nothing was searched)."""
        d = view.legal[0]
        phase = view.phase
        if phase is _FIRST or phase is _SECOND:
            return CARD_INDEX[d.card]
        if phase is Phase.ROTATE:
            return (view.layout.index[d.target], d.quarters)
        if phase is Phase.PICK:
            return COLOURS.index(d.colour)
        if phase is Phase.STOP:
            return view.layout.index[d.cell]
        return d.rotation

    # ------------------------------------------------------------ iterating
    def iterate(self) -> None:
        view = self.view
        rng = self.rng
        st = self.base.copy()
        # R12, R26: the planets nobody has seen face up, dealt at random to the face-down slots
        unseen = self.unseen
        rng.shuffle(unseen)
        faces = st.faces
        for k, i in enumerate(self.down):
            faces[i] = unseen[k]
        n, me = self.n, self.me
        trail: list = []  # (node, action index, seat) for backpropagation
        cost = [0.0] * n
        phase = self.phase
        if phase is _FIRST or phase is _SECOND:
            hands = view.hands
            # the read rivals that play the model's cards in this iteration
            reads = self.reads
            model = [s for s in self.read if rng.random() < reads[s]] if self.read else ()
            if phase is _FIRST:
                cards = self.read_cards.get(())
                firsts = _choose(self.root_cards, trail, {s: cards[s] for s in model})
                fk = tuple(firsts)
                tree = self.tree
                nodes = []
                for s in range(n):
                    if s in model:
                        nodes.append(None)
                        continue
                    key = (s, fk)
                    node = tree.get(key)
                    if node is None:
                        node = tree[key] = self._card_node(s, hands[s], firsts[s])
                    nodes.append(node)
                forced = {}
                if model:
                    cards = self._read_seconds(fk)
                    forced = {s: cards[s] for s in model}
                seconds = _choose(nodes, trail, forced)
            else:
                firsts = list(view.first)
                cards = self.read_cards.get(())
                seconds = _choose(self.root_cards, trail, {s: cards[s] for s in model})
            self.root_node = self.root_cards[me]
            scale = self.scale
            for s in range(n):
                cost[s] = (CARD_COST[firsts[s]] + CARD_COST[seconds[s]]) * scale[s]
            # R14, R15: sun turns, then planet rotations highest planet first
            st.sun_rotation = sun_after(st.sun_rotation, firsts, seconds)
            won = won_masks(firsts, seconds)
            queue = rotation_queue(st.faces, st.pieces, firsts, seconds)
            winners = self._resolve(st, list(won), [-1] * n, _ROT, queue, None, trail)
        else:
            stage = {Phase.ROTATE: _ROT, Phase.PICK: _PICK, Phase.STOP: _FLY,
                     Phase.FLIP: _FLIP}[phase]
            won = won_masks(view.first, view.second) if stage == _ROT else list(view.won)
            winners = self._resolve(st, won, list(view.flying), stage,
                                    list(view.queue), view.path if stage == _FLY else None,
                                    trail)
        if self.horizon > 1 and not winners:
            if phase is _FIRST:
                played = [(firsts[s], seconds[s]) for s in range(n)]
            elif phase is _SECOND:
                played = [(-1, seconds[s]) for s in range(n)]
            else:
                played = [(-1, -1)] * n
            winners = self._next_round(st, played, view, trail, cost)
        rewards = _rewards(st, winners, cost)
        for node, i, s in trail:
            node.update(i, rewards[s])

    def _next_round(self, st, played, view, trail, cost):
        """The next rounds up to the horizon (R24 hands): every seat's pair chosen by its own
        node, keyed by the round's depth and the hand the seat holds then; each round resolved
        with the quick heuristics. Returns the winners of the first round that has any."""
        tree = self.tree
        n = self.n
        hands, piles = [], []
        for s in range(n):
            a, b = played[s]
            hand = list(view.hands[s])
            if a >= 0:  # chosen in this iteration: still in the view's hand
                hand[a] -= 1
            else:
                a = view.first[s]
            if b >= 0:
                hand[b] -= 1
            else:
                b = view.second[s]
            hand, pile = after_round(hand, view.put_aside[s], a, b)
            hands.append(hand)
            piles.append(pile)
        winners = ()
        for depth in range(1, self.horizon):
            firsts2, seconds2 = [], []
            for s in range(n):
                hand = hands[s]
                # the next round's nodes keep the key they had when the search looked two
                # rounds ahead only (so its seeded decisions are unchanged)
                key = ("N", s, hand) if depth == 1 else ("N", depth, s, hand)
                node = tree.get(key)
                if node is None:
                    pairs = card_pairs(hand)
                    node = tree[key] = _Node(pairs, _normalise([-(CARD_COST[x] + CARD_COST[y])
                                                                for x, y in pairs]))
                i = node.select()
                trail.append((node, i, s))
                x, y = node.actions[i]
                firsts2.append(x)
                seconds2.append(y)
                cost[s] += (CARD_COST[x] + CARD_COST[y]) * (0.5 + sum(hand) / 11.0)
                if depth + 1 < self.horizon:
                    left = list(hand)
                    left[x] -= 1
                    left[y] -= 1
                    hands[s], piles[s] = after_round(left, piles[s], x, y)
            st.stop_mask = 0  # R22: the stop discs of the round that ended
            winners = play_round(st, firsts2, seconds2, self.rng)
            if winners:
                break
        return winners

    def _resolve(self, st, won, flying, stage, queue, path0, trail):
        """Play the rest of the round (R15–R25): the seat's own steps from the tree, the
        others' from quick heuristics. Returns the round's winners (R25)."""
        me, n = self.me, self.n
        layout, discs = st.layout, st.discs
        rng = self.rng
        root = self.root_node is None and not trail
        if stage == _ROT:
            for s in queue:
                if s == me:
                    opts = _rotations(st, s)
                    key = ("R", _pub(st), tuple(won))
                    node = self.tree.get(key)
                    if node is None:
                        node = self.tree[key] = _Node(opts, _rotation_prior(st, s, won, opts))
                    if root:
                        self.root_node, root = node, False
                    i = node.select()
                    cell, q = node.actions[i]
                    st.rotations[cell] = (st.rotations[cell] + q) & 3
                    trail.append((node, i, s))
                else:
                    quick_rotate(st, s, won, rng)
            queue = [s for s in range(n) if won[s] & (won[s] - 1)]
            for s in range(n):
                w = won[s]
                if w and not w & (w - 1):
                    flying[s] = w.bit_length() - 1
            stage = _PICK
        if stage == _PICK:
            t = st.tables()
            for s in queue:
                cols, values = colour_values(st, t, s, won[s])
                if s == me:
                    key = ("P", _pub(st), tuple(won), tuple(flying))
                    node = self.tree.get(key)
                    if node is None:
                        node = self.tree[key] = _Node(cols, _normalise([-v for v in values]))
                    if root:
                        self.root_node, root = node, False
                    i = node.select()
                    trail.append((node, i, s))
                    flying[s] = cols[i]
                else:
                    flying[s] = cols[min(range(len(cols)), key=lambda i: (values[i], i))]
            queue = flight_queue(st.faces, st.pieces, tables_for(discs, layout).numbers, flying)
            stage = _FLY
        t = st.tables()
        for k, (s, c) in enumerate(queue):
            if k == 0 and stage == _FLIP:
                cell = st.pieces[s]
                self._flip(st, s, cell, trail, root)
                root = False
                t = st.tables()
                continue
            if k == 0 and path0 is not None:
                path = path0
            else:
                path = flight_path(layout, discs, st.faces, st.rotations, st.face_up,
                                   st.sun_rotation, st.stop_mask, st.pieces[s], c, st.chips[s])
            if not path:
                continue
            if s == me and len(path) > 1:
                key = ("S", _pub(st), c, path)
                node = self.tree.get(key)
                if node is None:
                    values = [stop_distance(t, j, c, st.chips[s]) for j in path]
                    node = self.tree[key] = _Node(path, _normalise([-v for v in values]))
                if root:
                    self.root_node, root = node, False
                i = node.select()
                trail.append((node, i, s))
                cell = path[i]
            else:
                cell = best_stop(t, path, c, st.chips[s])[1]
            if land(st, s, c, cell):
                if s == me:
                    self._flip(st, s, cell, trail, root)
                    root = False
                else:
                    turn_up(st, cell, int(rng.random() * 4))
                t = st.tables()
        return winners(st)

    def _flip(self, st, s, cell, trail, root) -> None:
        """R22: the seat's own face-down planet; the rotation is chosen before the face is seen."""
        key = ("F", _pub(st), cell)
        node = self.tree.get(key)
        if node is None:
            unseen = unseen_planets(st.faces, st.face_up)
            if not root and len(unseen) > FLIP_SAMPLE:
                # deep in the tree the prior only orders the first tries: a few planets do
                unseen = self.rng.sample(unseen, FLIP_SAMPLE)
            board = _board(st)
            values = flip_values(board, s, cell, unseen)
            node = self.tree[key] = _Node([0, 1, 2, 3], _normalise([-v for v in values]))
        if root:
            self.root_node = node
        i = node.select()
        trail.append((node, i, s))
        turn_up(st, cell, i)


# ----------------------------------------------------------------- helpers

def next_hand(hand, pile, first: int, second: int) -> tuple[int, ...]:
    """R24: the hand a seat starts the next round with. ``hand`` is what it holds after
    this round's ``first`` and ``second`` cards left it, ``pile`` its put-aside cards from
    before; with exactly one card left it takes every put-aside card back."""
    return after_round(hand, pile, first, second)[0]


def after_round(hand, pile, first: int, second: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """R24: the hand and the put-aside pile a seat starts the next round with (see
    :func:`next_hand`): the cards played go on the pile, or everything comes back to the
    hand when exactly one card is left in it."""
    if sum(hand) != 1:
        pile = list(pile)
        pile[first] += 1
        pile[second] += 1
        return tuple(hand), tuple(pile)
    back = [h + p for h, p in zip(hand, pile)]
    back[first] += 1
    back[second] += 1
    return tuple(back), (0,) * len(pile)


def card_pairs(hand) -> list[tuple[int, int]]:
    """Every pair of cards ``hand`` can lay in a round, quiet card first (:func:`order_pair`)."""
    kinds = [k for k, c in enumerate(hand) if c]
    return [order_pair(x, y) for i, x in enumerate(kinds) for y in kinds[i:]
            if x != y or hand[x] > 1]


def _choose(nodes, trail, forced) -> list:
    """Every seat's card at a simultaneous step, each by its own node (decoupled UCB), but
    the ``forced`` seats' ({seat: card}: read rivals playing the model's card)."""
    cards = []
    for s, node in enumerate(nodes):
        if s in forced:
            cards.append(forced[s])
            continue
        i = node.select()
        cards.append(node.actions[i])
        trail.append((node, i, s))
    return cards


def _pub(st) -> tuple:
    """The public part of a determinised board (faces of face-down discs left out)."""
    faces, up = st.faces, st.face_up
    return (tuple([f if u else 0 for f, u in zip(faces, up)]), tuple(st.rotations),
            tuple(st.pieces), tuple(st.chips), st.stop_mask, st.sun_rotation)


def _board(st) -> Board:
    return Board(st.layout, st.discs, st.faces, tuple(st.rotations), st.face_up, st.sun_rotation,
                 st.pieces, st.chips, ())


def _rotations(st, seat: int) -> list[tuple[int, int]]:
    """R16 (the engine's rule): (cell, quarters) the seat may turn, in the engine's order."""
    out = [(st.pieces[seat], 1)]
    for i in compress(range(len(st.face_up)), free_to_turn(st.pieces, st.face_up, st.layout.sun, seat)):
        out.extend(((i, 1), (i, 2), (i, 3)))
    return out


def _rotation_prior(st, seat, won, opts) -> list[float]:
    board = _board(st)
    scores = []
    for cell, q in opts:
        rot = list(st.rotations)
        rot[cell] = (rot[cell] + q) & 3
        scores.append(-rotation_score(board, seat, won, tuple(rot)))
    return _normalise(scores)


def _rewards(st, winners, cost) -> list[float]:
    n = len(st.pieces)
    if winners:
        share = 10.0 / len(winners)
        return [(share if s in winners else -10.0) - cost[s] for s in range(n)]
    t = st.tables()
    pieces, chips = st.pieces, st.chips
    d = [distance(t, pieces[s], chips[s]) for s in range(n)]
    out = []
    for s in range(n):
        rival = min([d[o] for o in range(n) if o != s])
        out.append(rival - d[s] - cost[s])
    return out


__all__ = ["ExpertBot", "ITERATIONS"]
