"""R24 in the search's terms: the hand and put-aside pile a seat starts the next round with,
and the pairs of cards a hand can lay. Hands and piles are tuples of counts per card kind
(indexes of :data:`..constants.CARDS`)."""

from __future__ import annotations

from .heuristics import order_pair


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


__all__ = ["after_round", "card_pairs", "next_hand"]
