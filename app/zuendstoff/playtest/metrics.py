"""Ludii's game metrics, from the playtest's own balance games (issue 43, item 4).

:class:`Choices` watches a game decision by decision (it is called, like the playtest's
other watch, before each decision is applied) and counts how many legal decisions the seat
had: Ludii's *branching factor* is their mean over all decisions, its *decision factor* the
mean over the decisions with a real choice (more than one legal decision). :func:`lead`
works out, from the round in which every chip was taken (chips are the playtest's state
evaluation, as for decisiveness), Ludii's *drama* and this app's *lead stability*.
:func:`summary` sums the games up for the report. Every metric is explained in a sentence
in docs/designer.md. State repetition is the loop detector's (not here).
"""

from __future__ import annotations

from typing import Iterable, Sequence


class Choices:
    """Counts, over one game, the decisions made and the legal decisions each had."""

    __slots__ = ("decisions", "options", "choices", "choice_options")

    def __init__(self) -> None:
        self.decisions = self.options = 0
        self.choices = self.choice_options = 0  # decisions with more than one option

    def __call__(self, game, decision) -> None:
        k = len(game.legal_now(decision.seat))
        self.decisions += 1
        self.options += k
        if k > 1:
            self.choices += 1
            self.choice_options += k

    def counts(self) -> tuple[int, int, int, int]:
        return (self.decisions, self.options, self.choices, self.choice_options)


def lead(chip_rounds: Sequence[tuple[int, int]], winners: Sequence[int], players: int,
         rounds: int) -> tuple[float, int, int, int]:
    """(drama, rounds the winner trailed, rounds with a leader, rounds the lead held) of one
    game, from ``chip_rounds`` ((round, seat) of every chip taken).

    Drama (Ludii's, chips as the evaluation): the mean, over the rounds at whose end no
    winner of the game held the most chips, of how many chips the best winner was behind
    the leader (0 when a winner always led or tied). Lead held: of the rounds at whose end
    somebody held the most chips (a round after the first chip), those whose leaders were
    the same seats as at the end of the round before."""
    chips = [0] * players
    by_round: dict[int, list[int]] = {}
    for r, seat in chip_rounds:
        by_round.setdefault(r, []).append(seat)
    behind_sum = 0
    behind_rounds = 0
    led = held = 0
    leaders: tuple = ()
    for r in range(1, rounds + 1):
        for seat in by_round.get(r, ()):
            chips[seat] += 1
        top = max(chips)
        if not top:
            continue
        now = tuple(s for s in range(players) if chips[s] == top)
        if leaders:
            led += 1
            held += now == leaders
        leaders = now
        if winners:
            best = max(chips[w] for w in winners)
            if best < top:
                behind_sum += top - best
                behind_rounds += 1
    drama = behind_sum / behind_rounds if behind_rounds else 0.0
    return (drama, behind_rounds, led, held)


def summary(games: Iterable[tuple | None]) -> dict:
    """The report's ``metrics``: each balance game's ``(decisions, options, choices,
    choice_options, drama, behind_rounds, led, held, lead_changes, finished)`` summed up."""
    d = o = c = co = 0
    dramas: list[float] = []
    comebacks = finished = 0
    led = held = 0
    changes = played = 0
    for g in games:
        if g is None:
            continue
        dec, opt, ch, chopt, drama, behind, l_rounds, l_held, lc, done = g
        played += 1
        d, o, c, co = d + dec, o + opt, c + ch, co + chopt
        led, held = led + l_rounds, held + l_held
        changes += lc
        if done:
            finished += 1
            dramas.append(drama)
            comebacks += behind > 0
    return {
        "games": played,
        "branching_factor": o / d if d else None,
        "decision_factor": co / c if c else None,
        "forced_share": (d - c) / d if d else None,
        "drama": sum(dramas) / len(dramas) if dramas else None,
        "comeback_share": comebacks / finished if finished else None,
        "lead_changes": changes / played if played else None,
        "lead_stability": held / led if led else None,
    }
