"""Reading the other seats: does a rival choose its cards as the card-counting model does?

An experienced player watches how the others play. Some rivals are predictable: they play,
round after round, the pair of cards that the obvious card-counting estimate
(:class:`.policy.CardModel`, the medium level's own heuristic) ranks best, the quiet card
first. Against such a rival, guessing its cards is worth more than treating it as an opponent
that could play anything.

:class:`Reader` keeps, for one seat, what it has seen the others play. It only ever looks at
what the whole table has seen (R26): the first cards, once they are turned over (a seat's
own second-card decision shows them), and the second cards, when a later step of the same
round shows them. For each revealed card it asks whether it is the card the model would
have chosen from that seat's public hand and the public board. Cards chosen from a hand
that left no choice say nothing and are not counted.

From those matches it weighs two explanations of each rival (Bayes):

* *reads like the model*: plays one of the model's cards (the medium level chooses among
  pairs of near-equal worth, :func:`model_card`) except for a slip now and then
  (:data:`SLIP`);
* *plays its own way*: matches the model at some unknown rate between 0 and
  :data:`OTHER_MAX` (uniform; a thoughtful player agrees with an obvious estimate now and
  then, and often does not);

starting from :data:`PRIOR`. :meth:`Reader.weights` gives each rival's posterior of the
first. The expert's search (:mod:`.expert`) then lets that rival play the model's cards in
that share of its iterations and searches the rival's cards in the rest.
"""

from __future__ import annotations

from ..decisions import Phase
from ..errors import IllegalDecision
from ..timeline import timeline
from .heuristics import order_pair
from .policy import Board, CardModel

#: prior belief that a rival plays the model's cards
PRIOR = 0.2
#: how often a rival that reads like the model still plays another card
SLIP = 0.05
#: the highest match rate of a rival that plays its own way
OTHER_MAX = 0.7
#: the match rates averaged over for "plays its own way" (a uniform grid on (0, OTHER_MAX))
_RATES = tuple(OTHER_MAX * (k + 0.5) / 14 for k in range(14))


def posterior(matches: int, seen: int) -> float:
    """Belief that a seat whose ``seen`` revealed cards matched the model ``matches`` times
    reads like the model."""
    misses = seen - matches
    like = (1.0 - SLIP) ** matches * SLIP ** misses
    other = sum(q ** matches * (1.0 - q) ** misses for q in _RATES) / len(_RATES)
    a = PRIOR * like
    b = (1.0 - PRIOR) * other
    return a / (a + b) if a + b > 0.0 else 0.0


def model_card(model: CardModel, seat: int) -> tuple[int, ...]:
    """The cards ``seat`` may play by ``model``: the medium level chooses at random among its
    pairs of near-equal worth (:meth:`.policy.CardModel.near_best`); at the second card
    their second cards, else their quiet cards (the ones it shows first). Distinct, in the
    order of the pairs (the best first)."""
    out: list[int] = []
    for a, b in model.near_best(seat):
        card = b if model.second else order_pair(a, b)[0]
        if card not in out:
            out.append(card)
    return tuple(out)


def model_cards(view) -> tuple[list, list]:
    """At a second-card step (first cards shown): for every seat, the first cards the model
    would have played from the round's start, and the second cards it plays now, given the
    first cards shown (:func:`model_card`; None where the seat's hand left no choice)."""
    n = len(view.pieces)
    firsts = tuple(view.first)
    # the hands as they were before the first cards were turned over (R13)
    before = tuple(tuple(c + (k == firsts[s]) for k, c in enumerate(h))
                   for s, h in enumerate(view.hands))
    board = Board.of(view)
    first_model = CardModel(board.with_hands(before), (-1,) * n)
    second_model = CardModel(board, firsts)
    one, two = [], []
    for s in range(n):
        kinds = sum(1 for c in before[s] if c)
        one.append(model_card(first_model, s) if kinds > 1 else None)
        left = sum(1 for c in view.hands[s] if c)
        two.append(model_card(second_model, s) if left > 1 else None)
    return one, two


class Reader:
    """What one seat has seen the others play, round by round (public information only)."""

    def __init__(self) -> None:
        #: round number -> [first-card matches per seat, predicted second cards, or None
        #: once the seconds were seen]; a match is True/False, None where nothing was learnt
        self.rounds: dict[int, list] = {}

    def observe(self, view) -> None:
        """Learn what ``view`` shows that was not seen before."""
        r = view.round_no
        for k in [k for k in self.rounds if k > r]:  # an undo went back: forget that future
            del self.rounds[k]
        phase = view.phase
        if phase is Phase.FIRST_CARD:
            self.rounds.pop(r, None)
            return
        entry = self.rounds.get(r)
        if phase is Phase.SECOND_CARD:
            if entry is None:
                one, two = model_cards(view)
                firsts = [None if p is None else view.first[s] in p for s, p in enumerate(one)]
                self.rounds[r] = entry = [firsts, two, [None] * len(one)]
            return
        if entry is not None and entry[1] is not None and min(view.second) >= 0:
            entry[2] = [None if p is None else view.second[s] in p
                        for s, p in enumerate(entry[1])]
            entry[1] = None

    def recall(self, game, seat: int) -> None:
        """Learn what ``seat`` has seen of ``game`` so far, as if it had watched from the
        start: for a computer seat that begins in the middle of a game (a loaded game, a
        seat that changes hands, a hint).

        It observes ``seat``'s own view of every position just after a reveal of cards, the
        positions the replay viewer shows (:mod:`..timeline`), so it learns only what the
        seat saw turned over (R26). It may learn a little more than a reader that watched
        the game live, which sees a round's second cards only if it decides again in that
        round. A history that does not replay leaves it knowing nothing."""
        self.rounds.clear()
        try:
            _start, steps = timeline(game)
        except IllegalDecision:
            return
        for step in steps:
            if step.kind in ("first_cards", "second_cards"):
                self.observe(step.after.view(seat))

    def weights(self, seat: int, n: int) -> tuple[float, ...]:
        """Per seat, the belief that it plays the model's cards (0 for ``seat`` itself)."""
        hits = [0] * n
        seen = [0] * n
        for firsts, _two, seconds in self.rounds.values():
            for matches in (firsts, seconds):
                for s, m in enumerate(matches):
                    if m is not None and s < n:
                        seen[s] += 1
                        hits[s] += m
        return tuple(0.0 if s == seat else posterior(hits[s], seen[s]) for s in range(n))


__all__ = ["Reader", "model_card", "model_cards", "posterior"]
