"""One ISMCTS tree for one decision of the expert's seat (:mod:`.expert` runs it).

Each :meth:`Search.iterate` determinises what the seat cannot see (R26: the face-down planets
dealt anew from the planets nobody has seen face up), descends the tree of information sets
through the round's card steps (R13: each seat's card by its own node, :func:`.ucb.choose`;
rivals read as playing the card model's cards play them in the share of the iterations the
belief gives, :mod:`.reading`), plays the rest of the round (:mod:`.search_round`), then the
next rounds' cards up to the horizon (:meth:`Search.next_round`, hands by R24,
:mod:`.hands`), and backs the evaluation up along the trail.
"""

from __future__ import annotations

from ..constants import CARD_INDEX, COLOURS
from ..decisions import Phase
from ..reveal import rotation_queue, sun_after, won_masks
from ..view import SeatView
from .determinize import from_view, play_round
from .hands import after_round, card_pairs
from .heuristics import CARD_COST, order_pair
from .policy import Board, CardModel
from .reading import model_card
from .search_round import FLIP, FLY, PICK, ROT, resolve, rewards
from .ucb import Node, choose, normalise

#: below this belief that a rival plays the card model's cards, its cards are searched only
READ_FROM = 0.05
#: rounds the search plays: this one, and the next one's cards (see :meth:`Search.next_round`)
HORIZON = 2

_FIRST, _SECOND = Phase.FIRST_CARD, Phase.SECOND_CARD


class Search:
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
    def _card_node(self, s: int, hand, first: int, ranked: bool = False) -> Node:
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
        return Node(opts, normalise(scores))

    def _model_cards(self, model: CardModel) -> dict[int, tuple[int, ...]]:
        """The cards each read rival plays by the model (:func:`.reading.model_card`)."""
        return {s: model_card(model, s) for s in self.read}

    def _read_seconds(self, firsts: tuple) -> dict[int, tuple[int, ...]]:
        """The read rivals' second cards by the model once ``firsts`` are shown (cached)."""
        cards = self.read_cards.get(firsts)
        if cards is None:
            view = self.view
            hands = tuple(tuple(c - (k == firsts[s]) for k, c in enumerate(h))
                          for s, h in enumerate(view.hands))
            board = Board.of(view).with_hands(hands)
            cards = self.read_cards[firsts] = self._model_cards(CardModel(board, firsts))
        return cards

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

    root_node: Node | None = None

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
                firsts = choose(self.root_cards, trail, _one_each(cards, model, rng))
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
                    forced = _one_each(cards, model, rng)
                seconds = choose(nodes, trail, forced)
            else:
                firsts = list(view.first)
                cards = self.read_cards.get(())
                seconds = choose(self.root_cards, trail, _one_each(cards, model, rng))
            self.root_node = self.root_cards[me]
            scale = self.scale
            for s in range(n):
                cost[s] = (CARD_COST[firsts[s]] + CARD_COST[seconds[s]]) * scale[s]
            # R14, R15: sun turns, then planet rotations highest planet first
            st.sun_rotation = sun_after(st.sun_rotation, firsts, seconds)
            won = won_masks(firsts, seconds)
            queue = rotation_queue(st.faces, st.pieces, firsts, seconds)
            winners = resolve(self, st, list(won), [-1] * n, ROT, queue, None, trail)
        else:
            stage = {Phase.ROTATE: ROT, Phase.PICK: PICK, Phase.STOP: FLY,
                     Phase.FLIP: FLIP}[phase]
            won = won_masks(view.first, view.second) if stage == ROT else list(view.won)
            winners = resolve(self, st, won, list(view.flying), stage,
                                    list(view.queue), view.path if stage == FLY else None,
                                    trail)
        if self.horizon > 1 and not winners:
            if phase is _FIRST:
                played = [(firsts[s], seconds[s]) for s in range(n)]
            elif phase is _SECOND:
                played = [(-1, seconds[s]) for s in range(n)]
            else:
                played = [(-1, -1)] * n
            winners = self.next_round(st, played, view, trail, cost)
        scores = rewards(st, winners, cost)
        for node, i, s in trail:
            node.update(i, scores[s])

    def next_round(self, st, played, view, trail, cost):
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
                    node = tree[key] = Node(pairs, normalise([-(CARD_COST[x] + CARD_COST[y])
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


def _one_each(cards, seats, rng) -> dict[int, int]:
    """For each read rival in ``seats``, one of the cards the model lets it play (the medium
    level chooses among its near-equal pairs at random; so does the rival here)."""
    out = {}
    for s in seats:
        options = cards[s]
        out[s] = options[0] if len(options) == 1 else options[int(rng.random() * len(options))]
    return out


__all__ = ["HORIZON", "READ_FROM", "Search"]
