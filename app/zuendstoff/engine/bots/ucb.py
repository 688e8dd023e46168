"""UCB1 statistics for the expert's search tree (:mod:`.ismcts`).

A :class:`Node` holds one seat's visits and summed rewards per action at one information
set. Selection is UCB1 with a progressive bias: unvisited actions are tried best prior
first, and the heuristic prior's weight fades as 1 / (visits + 1). At a simultaneous card
step every seat that chooses has its own node and picks by it (:func:`choose`: decoupled
UCB, as in simultaneous-move MCTS, Lanctot et al. 2013), so no seat's choice depends on
another's hidden card.
"""

from __future__ import annotations

import math

#: UCB1 exploration constant on the evaluation's scale (a win is worth 10)
EXPLORE = 1.2
#: weight of the heuristic prior (progressive bias, fades as 1 / (visits + 1))
BIAS = 2.0


class Node:
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


def normalise(scores):
    """Priors in [0, 1]: the best option 1, the worst 0."""
    if not scores:
        return scores
    hi, lo = max(scores), min(scores)
    span = hi - lo
    if span <= 1e-12:
        return [0.5] * len(scores)
    return [(s - lo) / span for s in scores]


def choose(nodes, trail, forced) -> list:
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


__all__ = ["BIAS", "EXPLORE", "Node", "choose", "normalise"]
