"""The medium bot: a good heuristic, no search (well under 20 ms a decision).

* Cards (R13, R17, R18, R26): scores every pair of cards it can still play by
  how far the best flight of each colour brings it toward the sun, times the
  chance to win that colour given what the other seats can still play (card
  counting) and which colours help *them*; a bonus for out-bidding a seat that
  needs a colour (blocking). It plays the pair's "quiet" card first (black or
  a rotation card hides the plan), then re-scores with the first cards shown.
* Rotations (R16): tries every legal turn, keeps the one best for its own
  flight this round and worst for the others'.
* Colour picks (R19) and stops (R21): the stop that leaves it fewest flights
  from winning; the sun whenever it admits the colour and the chip is new (R23).
* Face-down planets (R22): the rotation with the best average over the planets
  not yet seen face up.

Variety (issue 36): a level must not mirror another seat of the same level. Every seat
starts from the same position with the same hand, so a deterministic level lays the same
cards as its neighbours round after round (and shares their wins, their discs and their
endless loops). So the bot chooses at random (from its own seeded generator: reproducible
for a seed, different between seats and games) among the card pairs of near-equal worth
(within :data:`.policy.NEAR` of the best), and among rotations, colour picks and face-down
rotations of equal worth. Choosing only among near-equal moves keeps its strength.

Loops (issue 43): near-equal choices are not always enough. On some boards two seats of one
level stand on the same disc with the same hand, and only one pair of cards is clearly best
for both, so they lay the same cards again and the game comes back to a position it has been
in (:mod:`..repetition`), round after round, to the round limit. So the bot remembers the
positions at the start of the rounds of its game; when the position comes back, it chooses
that round's cards and planet turns among a wider set: those within :data:`LOOP_NEAR` of the
best, and at least the best *k* + 1 when the position has been seen *k* times before (so a
loop that survives one widening meets a wider one), again from its own seeded generator: a
seed still gives the same games, and seats that were mirroring each other part.
"""

from __future__ import annotations

from ..constants import CARDS, COLOURS
from ..decisions import Decision, Phase, PlayCard
from ..repetition import Repetitions, round_position
from ..reveal import won_masks
from ..view import SeatView, unseen_planets
from .base import Bot
from .heuristics import best_stop, order_pair, seat_path
from .policy import (
    NEAR,
    Board,
    card_model,
    choose_rotation,
    flip_values,
    near_best,
    pick_colour_value,
)

_CARD_PHASES = (Phase.FIRST_CARD, Phase.SECOND_CARD)
#: in a round whose position has come back, card pairs within this much of the best (in
#: flights gained) are chosen among at random
LOOP_NEAR = 0.25


class MediumBot(Bot):
    name = "medium"
    #: weight of blocking others' flights; the easy bot sets 0
    block = 0.6
    #: whether the card model looks at the other seats at all
    opponents = True
    #: noise added to card scores (easy)
    noise = 0.0
    #: card pairs within this much of the best are chosen among at random (variety)
    near = NEAR

    def __init__(self, seed: object = None) -> None:
        super().__init__(seed)
        self._positions = Repetitions()  # the positions this game's rounds started from

    def cancel(self) -> None:
        """Nothing to stop: a medium decision takes milliseconds (same API as the hard bot)."""

    def decide(self, view: SeatView) -> Decision:
        phase = view.phase
        if phase in _CARD_PHASES:
            return self.card(view)
        if phase is Phase.STOP:
            return self.stop(view)
        if phase is Phase.PICK:
            return self.pick(view)
        if phase is Phase.FLIP:
            return self.flip(view)
        return self.rotate(view)

    # ------------------------------------------------------------------ cards
    def card(self, view: SeatView) -> PlayCard:
        board = Board.of(view)
        firsts = view.first if view.phase is Phase.SECOND_CARD else (-1,) * len(view.pieces)
        model = card_model(board, firsts, block=self.block, opponents=self.opponents)
        ranked = model.ranked(view.seat)
        if self.noise:
            ranked = sorted(((s + self.rng.gauss(0.0, self.noise), p) for s, p in ranked),
                            key=lambda sp: (-sp[0], sp[1]))
        back = self._came_back(view)
        if back:
            options = near_best(ranked, LOOP_NEAR)
            if len(options) < 1 + back:
                options = [p for _s, p in ranked[:1 + back]]
        else:
            options = near_best(ranked, self.near)
        a, b = self._one_of(options)
        card = b if view.phase is Phase.SECOND_CARD else order_pair(a, b)[0]
        return PlayCard(view.seat, CARDS[card])

    def _came_back(self, view: SeatView) -> int:
        """How often this game has been in the position this round started from before (0:
        never; noted at the round's first card; a new game, or an undo to an earlier round,
        starts the bot's memory again)."""
        seen = self._positions
        if view.round_no < seen.last_round or view.round_no <= 1:
            seen = self._positions = Repetitions()
        position = round_position(view)
        if position is not None:
            seen.see(view.round_no, position)
        return self._round_came_back(view)

    def _round_came_back(self, view: SeatView) -> int:
        """:meth:`_came_back` for this round, once its first cards are laid."""
        seen = self._positions
        return seen.last_before if view.round_no == seen.last_round else 0

    # -------------------------------------------------------------- the rest
    def stop(self, view: SeatView) -> Decision:
        board = Board.of(view)
        t = board.tables()
        seat, colour = view.flight
        _d, cell = best_stop(t, view.path, colour, board.chips[seat])
        return next(d for d in view.legal if view.layout.index[d.cell] == cell)

    def pick(self, view: SeatView) -> Decision:
        board = Board.of(view)
        t = board.tables()
        seat = view.seat
        values = []
        for d in view.legal:
            c = COLOURS.index(d.colour)
            path = view.path_from(view.pieces[seat], c)
            values.append(pick_colour_value(t, path, c, board.chips[seat]))
        return self._one_of(_equal_best(view.legal, values))

    def rotate(self, view: SeatView) -> Decision:
        board = Board.of(view)
        won = won_masks(view.first, view.second)
        back = self._round_came_back(view)
        if back:  # in a loop: a wider choice, as for the cards
            return choose_rotation(board, view.seat, view.legal, won, view.layout.index,
                                   choose=self._one_of, margin=LOOP_NEAR, at_least=1 + back)
        return choose_rotation(board, view.seat, view.legal, won, view.layout.index,
                               choose=self._one_of)

    def flip(self, view: SeatView) -> Decision:
        board = Board.of(view)
        values = flip_values(board, view.seat, view.pieces[view.seat],
                             unseen_planets(view.faces, view.face_up))
        r = self._one_of(_equal_best(range(4), values))
        return next(d for d in view.legal if d.rotation == r)

    def _one_of(self, options):
        """One of ``options`` at random from the bot's seeded generator (the only one
        without a draw, so a forced choice leaves the generator as it was)."""
        if len(options) == 1:
            return options[0]
        return options[int(self.rng.random() * len(options))]


def _equal_best(options, values) -> list:
    """The options whose value (lower is better) equals the best, in their order."""
    best = min(values)
    return [o for o, v in zip(options, values) if v <= best + 1e-9]


__all__ = ["MediumBot", "seat_path"]
