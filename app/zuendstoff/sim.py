"""``zuendstoff-sim``: bots play games against each other, headless.

Examples::

    zuendstoff-sim --players 4 --games 200 --seed 1 --bots random,greedy
    zuendstoff-sim --games 10 --records out/ --json
    zuendstoff-sim --replay out/*.zrec
    zuendstoff-sim --players 2 --games 20 --bots expert:500,hard   # 500 iterations a decision
    zuendstoff-sim --players 2 --games 4 --bots expert,hard --think 1   # 1 s a decision
    zuendstoff-sim --layout my.zlayout --discs my.zdiscs --bots medium --json

``rounds_mean`` is the mean length of the games that ended with a winner; games stopped at
the round limit (``stopped_at_limit``) are left out of it and counted in ``rounds_mean_all``.
``wins_by_seat`` gives each seat's share of the games (a shared win split between its
winners, a stopped game won by nobody), as ``wins_by_bot`` does per bot.

Searching bots (hard, expert) take budgets: ``NAME:N`` or ``--iterations N`` give N
iterations per decision (reproducible: the same seed gives the same games), ``--think S``
gives S seconds per decision (the expert then searches until the time is up; the hard bot
stops at its sample budget or the time, whichever comes first). Not reproducible.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import time
from typing import Sequence

from .engine.bots import BOTS, make_bot
from .engine.constants import PIECES
from .engine.decisions import Phase
from .engine.errors import DataError
from .engine.game import Game, Player
from .engine.record import load_record, save_record

#: a game still undecided after this many rounds is stopped ("end": "limit")
ROUND_LIMIT = 400
#: games leave no reference cycles behind, so the simulator switches the cyclic garbage
#: collector's automatic runs off (about 5 % of the time) and collects by hand this often
COLLECT_EVERY = 500


def parse_bot(spec: str) -> tuple[str, int | None]:
    """``"expert:500"`` → ("expert", 500); ``"hard"`` → ("hard", None). ValueError if bad."""
    name, _sep, budget = spec.partition(":")
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r}")
    if not budget:
        return name, None
    if not budget.isdigit() or int(budget) <= 0:
        raise ValueError(f"{spec!r}: the iteration budget after ':' must be a positive number")
    return name, int(budget)


def build_bot(spec: str, seed: object, think: float | None = None,
              iterations: int | None = None):
    """The bot named by ``spec`` (``NAME`` or ``NAME:ITERATIONS``) with the run's budgets."""
    name, own = parse_bot(spec)
    bot = make_bot(name, seed)
    count = own if own is not None else iterations
    if count is not None and hasattr(bot, "iterations"):
        bot.iterations = count
    if think is not None and hasattr(bot, "time_budget"):
        bot.time_budget = think
    return bot


class Cancelled(Exception):
    """``should_stop`` asked a game to stop (see :func:`play_game`)."""


def seats_for(bot_names: Sequence[str], players: int, g: int) -> list[str]:
    """The bots of game number ``g`` of a run, seat by seat: the list rotates a seat a game."""
    return [bot_names[(s + g) % len(bot_names)] for s in range(players)]


def game_seed(seed: int, g: int) -> str:
    """The seed of game number ``g`` of a run seeded ``seed`` (its deal and its bots)."""
    return f"{seed}:{g}"


def play_game(discs, layout, bot_names: Sequence[str], seed: str,
              round_limit: int = ROUND_LIMIT, think: float | None = None,
              iterations: int | None = None, watch=None, should_stop=None,
              turn: int = 0) -> Game:
    """One game, bot ``bot_names[s]`` in seat ``s``; reproducible from ``seed`` (unless a
    time budget ``think`` is given). ``watch(game, decision)``, if given, is called before
    each decision is applied; ``should_stop()``, if given, is asked before each decision
    and raises :class:`Cancelled` when it answers True. ``turn``: the same deal with the
    players' own random choices moved ``turn`` seats on (seat ``s`` chooses as seat
    ``s - turn`` did at turn 0), so one deal can be played from every seat."""
    n = len(bot_names)
    players = [Player(f"{name} {s + 1}", PIECES[s]) for s, name in enumerate(bot_names)]
    game = Game.new(discs, layout, players, seed=f"{seed}:deal")
    bots = [build_bot(name, f"{seed}:{(s - turn) % n}", think, iterations)
            for s, name in enumerate(bot_names)]
    over = Phase.OVER
    apply, legal_now, pending = game.apply, game.legal_now, game.pending_seats
    if watch is None and should_stop is None and all(not bot.needs_view for bot in bots):
        # bots that look only at their legal decisions get those, without a view built
        choose = [bot.choose for bot in bots]
        while game.phase is not over:
            if game.round_no > round_limit:
                game.stop_at_limit()
                break
            for seat in pending():
                apply(choose[seat](legal_now(seat)))
        return game
    while game.phase is not over:
        if game.round_no > round_limit:
            game.stop_at_limit()
            break
        for seat in pending():
            if should_stop is not None and should_stop():
                raise Cancelled
            decision = bots[seat].decide_in(game, seat)
            if watch is not None:
                watch(game, decision)
            apply(decision)
    return game


class _Worker:
    """Plays game number ``g`` of a run; picklable so games can spread over processes."""

    def __init__(self, players: int, seed: int, layout_arg: str, bot_names: list[str],
                 records: str | None, think: float | None = None,
                 iterations: int | None = None, discs_arg: str | None = None,
                 round_limit: int = ROUND_LIMIT) -> None:
        self.players, self.seed, self.layout_arg = players, seed, layout_arg
        self.discs_arg, self.round_limit = discs_arg, round_limit
        self.bot_names, self.records = bot_names, records
        self.think, self.iterations = think, iterations
        self._data = None
        self._played = 0

    def __call__(self, g: int) -> tuple[list[str], int, bool, tuple[int, ...]]:
        if self._data is None:
            from .resources import discs_from_arg, layout_from_arg

            self._data = (discs_from_arg(self.discs_arg), layout_from_arg(self.layout_arg))
        discs, layout = self._data
        self._played += 1
        if self._played % COLLECT_EVERY == 0:
            gc.collect()
        seats = seats_for(self.bot_names, self.players, g)
        game = play_game(discs, layout, seats, game_seed(self.seed, g), self.round_limit,
                         think=self.think,
                         iterations=self.iterations)
        if self.records:
            save_record(game, os.path.join(self.records, f"game-{g:05d}.zrec"),
                        extra={"simulator": {"seed": self.seed, "game": g, "bots": seats}})
        # a stopped game has played the limit's rounds (round_no is the next, unplayed one)
        return seats, min(game.round_no, self.round_limit), bool(game.end), game.winners


def run(players: int, games: int, seed: int, layout_arg: str, bot_names: list[str],
        records: str | None, jobs: int = 1, think: float | None = None,
        iterations: int | None = None, discs_arg: str | None = None,
        round_limit: int = ROUND_LIMIT) -> dict:
    from .resources import discs_from_arg, layout_from_arg

    layout_from_arg(layout_arg)  # a bad layout file fails here, once, with its message
    discs_from_arg(discs_arg)  # and so does a bad disc-set file
    if records:
        os.makedirs(records, exist_ok=True)
    wins = {name: 0.0 for name in bot_names}
    by_seat = [0.0] * players
    rounds = rounds_finished = 0
    limited = 0
    worker = _Worker(players, seed, layout_arg, bot_names, records, think, iterations, discs_arg,
                     round_limit)
    start = time.perf_counter()
    automatic_gc = gc.isenabled()
    gc.disable()
    try:
        if jobs > 1 and games > 1:
            import multiprocessing

            # fork where it is safe (Linux; the simulator runs no threads): the workers
            # start with everything imported. Elsewhere spawn; results are the same.
            method = "fork" if sys.platform.startswith("linux") else "spawn"
            with multiprocessing.get_context(method).Pool(jobs, initializer=gc.disable) as pool:
                results = list(pool.imap(worker, range(games),
                                         chunksize=max(1, games // (32 * jobs))))
        else:
            results = (worker(g) for g in range(games))
        for seats, round_no, stopped, winners in results:
            rounds += round_no
            limited += stopped
            if not stopped:
                rounds_finished += round_no
            for w in winners:
                wins[seats[w]] += 1.0 / len(winners)
                by_seat[w] += 1.0 / len(winners)
    finally:
        if automatic_gc:
            gc.enable()
    elapsed = time.perf_counter() - start
    finished = games - limited
    return {
        "games": games,
        "players": players,
        "layout": layout_arg,
        "discs": discs_arg or "default",
        # the games that ended with a winner; the stopped ones would only add the limit
        "rounds_mean": rounds_finished / finished if finished else 0.0,
        "rounds_mean_all": rounds / games if games else 0.0,
        "games_per_second": games / elapsed if elapsed > 0 else 0.0,
        "wins_by_bot": {name: (wins[name] / games if games else 0.0) for name in bot_names},
        "wins_by_seat": [(w / games if games else 0.0) for w in by_seat],
        "stopped_at_limit": limited,
    }


def replay_files(paths: Sequence[str]) -> int:
    for path in paths:
        try:
            game = load_record(path)
        except DataError as exc:
            print(f"zuendstoff-sim: {exc}", file=sys.stderr)
            return 1
        print(f"{path}: ok, {len(game.rounds)} rounds, winners {list(game.winners)}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="zuendstoff-sim", description=__doc__.splitlines()[0])
    from . import __version__
    ap.add_argument("--version", action="version", version=f"zuendstoff-sim {__version__}")
    ap.add_argument("--players", type=int, default=4, choices=range(2, 6), metavar="N")
    ap.add_argument("--games", type=int, default=100, metavar="G")
    ap.add_argument("--seed", type=int, default=0, metavar="S")
    ap.add_argument("--layout", default="standard", help="standard, alt1, alt2 or a .zlayout file")
    ap.add_argument("--discs", metavar="FILE", help="a .zdiscs disc set (default: the app's own)")
    ap.add_argument("--bots", default="random",
                    help=f"comma-separated: {', '.join(BOTS)}; a searching bot (hard, expert) "
                    "may name its iterations per decision: expert:500")
    ap.add_argument("--think", type=float, metavar="SECONDS",
                    help="time budget per decision of the searching bots (hard, expert); "
                    "results then depend on the machine")
    ap.add_argument("--iterations", type=int, metavar="N",
                    help="iterations per decision of the searching bots (hard: samples; "
                    "expert: default 1000); reproducible")
    ap.add_argument("--records", metavar="DIR", help="write every game's record here")
    ap.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    ap.add_argument("--jobs", type=int, default=1, metavar="J",
                    help="play games in J processes (results are the same for any J)")
    ap.add_argument("--replay", nargs="+", metavar="FILE", help="replay records and check them")
    args = ap.parse_args(argv)
    if args.replay:
        return replay_files(args.replay)
    names = [b.strip() for b in args.bots.split(",") if b.strip()]
    if not names:
        ap.error(f"unknown bot (none); choose from {', '.join(BOTS)}")
    for name in names:
        try:
            parse_bot(name)
        except ValueError as exc:
            ap.error(f"{exc}; choose from {', '.join(BOTS)}")
    if args.think is not None and not 0 < args.think <= 3600:
        ap.error("--think must be more than 0 and at most 3600 seconds")
    if args.iterations is not None and args.iterations <= 0:
        ap.error("--iterations must be a positive number")
    if args.games < 0:
        ap.error("--games must be 0 or more")
    try:
        summary = run(args.players, args.games, args.seed, args.layout, names, args.records,
                      max(1, args.jobs), args.think, args.iterations, args.discs)
    except DataError as exc:
        print(f"zuendstoff-sim: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"zuendstoff-sim: cannot write records: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(summary, sort_keys=True))
    else:
        print(f"games: {summary['games']}  players: {args.players}  layout: {args.layout}")
        stopped = summary["stopped_at_limit"]
        print(f"mean rounds: {summary['rounds_mean']:.1f} over the {args.games - stopped} games "
              f"that ended (stopped at the {ROUND_LIMIT}-round limit: {stopped}; mean rounds "
              f"of all games: {summary['rounds_mean_all']:.1f})")
        for name, share in summary["wins_by_bot"].items():
            print(f"  {name:>8}: {share:6.1%} of games won")
        for s, share in enumerate(summary["wins_by_seat"]):
            print(f"  seat {s + 1}: {share:6.1%} of games won")
        print(f"games per second: {summary['games_per_second']:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
