"""The games of a playtest, one at a time, as a worker process plays them.

:func:`_play` plays one game of the simulator (:func:`.sim.play_game`, its seeds and round
limit) and hands back only what the figures need of it: a balance game (every seat at the
chosen level) is watched decision by decision (:class:`_Watch`: the discs flights stop on,
the slots turned up, the sun's sides entered, each colour's flights and chips) and its
decisiveness and lead changes are worked out (:func:`_decided`); a skill game (one hard
player among medium ones, the hard seat rotating) reports only who won. :func:`_init`
sets up a worker (or the caller's own process) with the layout and settings.
"""

from __future__ import annotations

from ..engine.constants import COLOURS
from ..engine.decisions import Flip, Stop
from ..engine.flight import entry_side
from ..sim import game_seed, play_game, seats_for
from .loops import LoopWatch, game_loops
from .metrics import Choices, lead

#: the levels the skill figure pits against each other: the stronger, the weaker
SKILL_LEVELS = ("hard", "medium")
#: a share of unfinished games above this earns the plain warning that a board may never end


def default_skill_games(games: int) -> int:
    """Skill games played beside ``games`` balance games: enough for an interval no wider
    than ±10 points (97, :func:`.trace.skill_games_for`), or a tenth if that is more (never
    more than the balance games)."""
    from .trace import skill_games_for

    return min(games, max(skill_games_for(), games // 10))


# --------------------------------------------------------------------- one game

class _Watch:
    """Counts what happens in one game as its decisions are applied."""

    __slots__ = ("stops", "flips", "sun", "flights", "chips", "chip_rounds")

    def __init__(self) -> None:
        self.stops: dict[int, int] = {}
        self.flips: list[int] = []
        self.sun = [0, 0, 0, 0]
        self.flights = [0, 0, 0]
        self.chips = [0, 0, 0]
        self.chip_rounds: list[tuple[int, int]] = []  # (round, seat) of every chip taken

    def __call__(self, game, decision) -> None:
        kind = decision.__class__
        if kind is Stop:
            seat, colour = game.current_flight()
            c = COLOURS.index(colour)
            self.flights[c] += 1
            i = game.layout.index[tuple(decision.cell)]
            if i == game.layout.sun:
                path = game.path
                last = path[-2] if len(path) >= 2 else game.pieces[seat]
                self.sun[entry_side(game._t, game.faces, game.rotations, last, c)] += 1
                self.chips[c] += 1
                self.chip_rounds.append((game.round_no, seat))
            else:
                self.stops[i] = self.stops.get(i, 0) + 1
        elif kind is Flip:
            self.flips.append(game.pieces[decision.seat])


def _decided(chip_rounds, winners, players: int, rounds: int) -> tuple[float | None, int]:
    """(share of the game played before it was decided, lead changes) of a finished game.

    Decided: from the end of the first round after which some eventual winner holds more
    chips than every seat that does not win, and keeps that lead to the end. Lead changes:
    how often the set of seats holding the most chips changes from round to round."""
    chips = [0] * players
    by_round: dict[int, list[int]] = {}
    for r, seat in chip_rounds:
        by_round.setdefault(r, []).append(seat)
    leaders: tuple = ()
    changes = 0
    ahead_from = None
    losers = [s for s in range(players) if s not in winners]
    for r in range(1, rounds + 1):
        for seat in by_round.get(r, ()):
            chips[seat] += 1
        top = max(chips)
        now = tuple(s for s in range(players) if chips[s] == top) if top else ()
        if now != leaders:
            if leaders:
                changes += 1
            leaders = now
        best_loser = max((chips[s] for s in losers), default=0)
        ahead = winners and max(chips[w] for w in winners) > best_loser
        if ahead and ahead_from is None:
            ahead_from = r
        elif not ahead:
            ahead_from = None
    if not winners or ahead_from is None:
        return None, changes
    return (ahead_from - 1) / rounds, changes


_ctx: dict = {}


def _init(layout, discs, players: int, level: str, seed: int, round_limit: int,
          trace_games: int = 0) -> None:
    import gc

    gc.disable()  # as the simulator: games leave no cycles behind
    _ctx.update(layout=layout, discs=discs, players=players, level=level, seed=seed,
                round_limit=round_limit, trace_games=trace_games)


def _play(job: tuple[int, int]) -> tuple:
    """Play game ``g`` of kind ``kind`` (0: balance, all seats ``level``; 1: skill, one hard
    seat among medium ones, rotating) and return what the report needs of it."""
    kind, g = job
    c = _ctx
    n = c["players"]
    deal = g
    if kind == 2:  # the skill trace: one seat a level above the others
        from .trace import trace_job

        _step, deal, seats, strong = trace_job(g, c["trace_games"], n)
    elif kind == 0:
        seats = [c["level"]] * n
    else:
        strong, weak = SKILL_LEVELS
        seats = seats_for([strong] + [weak] * (n - 1), n, g)
    watch = _Watch() if kind == 0 else None
    choices = Choices() if kind == 0 else None
    loops = LoopWatch() if kind == 0 else None

    def watch_all(game, decision):
        loops(game)
        watch(game, decision)
        choices(game, decision)

    game = play_game(c["discs"], c["layout"], seats, game_seed(c["seed"], deal),
                     round_limit=c["round_limit"], watch=watch_all if watch else None,
                     should_stop=c.get("should_stop"))
    stopped = game.end == "limit"
    rounds = min(game.round_no, c["round_limit"])
    if kind == 1:
        return (kind, g, rounds, stopped, game.winners, seats.index(SKILL_LEVELS[0]))
    if kind == 2:
        return (kind, g, rounds, stopped, game.winners, strong)
    decided, changes = _decided(watch.chip_rounds, game.winners, n, rounds)
    win_colours = [0, 0, 0]
    for w in game.winners:
        for colour in game.chips[w]:
            win_colours[colour] += 1
    return (kind, g, rounds, stopped, game.winners, tuple(sorted(watch.stops.items())),
            tuple(watch.flips), tuple(watch.sun), tuple(watch.flights), tuple(watch.chips),
            tuple(win_colours), decided, changes,
            choices.counts() + lead(watch.chip_rounds, game.winners, n, rounds)
            + (changes, not stopped),
            game_loops(loops, game))  # (last: loops.figures reads it as result[-1])

