"""Running a playtest: its games handed out to worker processes, the figures as they come.

:func:`results` plays the games (in this process, or in a pool of worker processes, fork
or spawn) and yields each game's result as it finishes, polling a ``cancelled`` callback
every :data:`POLL` seconds and stopping the workers when it answers True
(:class:`.sim.Cancelled`). :func:`run` feeds them into a :class:`.figures.Tally`, calling
back with the figures so far after every game. The order the games are handed out in
(:func:`_order`) spreads the slower skill games among the balance games.
"""

from __future__ import annotations

import sys
from typing import Callable, Iterator

from ..engine.bots.policy import forget as forget_boards
from ..engine.layout import sun_reachable
from ..sim import ROUND_LIMIT, Cancelled, parse_bot
from . import games as _games
from .figures import Tally
from .games import _init, _play, default_skill_games

#: how often a waiting caller looks at its cancel flag (seconds)
POLL = 0.05


def _order(games: int, skill_games: int) -> list[tuple[int, int]]:
    """The games to play, in the order they are handed out: the skill games (slower, with a
    hard player) spread evenly among the balance games, so the first figures come from a
    quick game and no core is left with a slow one at the end."""
    out: list[tuple[int, int]] = []
    step = games / skill_games if skill_games else 0
    k = 0
    for g in range(games):
        out.append((0, g))
        while k < skill_games and (g + 1) >= step * (k + 0.5) - 1e-9:
            out.append((1, k))
            k += 1
    out.extend((1, j) for j in range(k, skill_games))
    return out


def _trace_order(trace_games: int) -> list[tuple[int, int]]:
    """The skill trace's games (kind 2), step by step."""
    from .trace import TRACE

    return [(2, g) for g in range(trace_games * len(TRACE))]


def answers(it, count: int, cancelled=None):
    """The ``count`` results of a pool's ``imap_unordered`` iterator ``it`` as they come,
    asking ``cancelled()`` between them (:class:`~zuendstoff.sim.Cancelled` when it says so)."""
    import multiprocessing

    for _ in range(count):
        while True:
            if cancelled is not None and cancelled():
                raise Cancelled
            try:
                result = it.next(timeout=POLL)
                break
            except multiprocessing.TimeoutError:
                continue
        yield result


def results(layout, discs, players: int, games: int, level: str, seed: int, jobs: int = 1,
            skill_games: int | None = None, round_limit: int = ROUND_LIMIT,
            cancelled: Callable[[], bool] | None = None, start_method: str | None = None,
            processes: bool | None = None, trace_games: int = 0) -> Iterator[tuple]:
    """Every game's result as it finishes (in any order). ``cancelled()`` is polled at least
    every :data:`POLL` seconds; when it answers True the workers are stopped and
    :class:`.sim.Cancelled` is raised. ``processes``: play in worker processes (default:
    when ``jobs`` > 1); ``start_method``: the multiprocessing start method (default fork on
    Linux, as the simulator; a program with threads, like the app, should use spawn).
    ``trace_games``: games a step of the skill trace (:mod:`.trace`; 0: no trace), played
    after the others. A board on which nobody can reach the sun is not played at all (the
    caller's :class:`.figures.Tally` says so before any game)."""
    parse_bot(level)
    if skill_games is None:
        skill_games = default_skill_games(games)
    if not sun_reachable(layout):
        return
    jobs_list = _order(games, skill_games) + _trace_order(trace_games)
    args = (layout, discs, players, level, seed, round_limit, trace_games)
    if processes is None:
        processes = jobs > 1 and len(jobs_list) > 1
    if not processes:
        _init(*args)
        _games._ctx["should_stop"] = cancelled
        try:
            for job in jobs_list:
                if cancelled is not None and cancelled():
                    raise Cancelled
                yield _play(job)
        finally:
            _games._ctx.pop("should_stop", None)
            import gc
            forget_boards()  # before the collector runs again: it need not look through them
            gc.enable()
        return
    import multiprocessing

    method = start_method or ("fork" if sys.platform.startswith("linux") else "spawn")
    pool = multiprocessing.get_context(method).Pool(max(1, jobs), initializer=_init,
                                                   initargs=args)
    try:
        yield from answers(pool.imap_unordered(_play, jobs_list, chunksize=1), len(jobs_list),
                           cancelled)
        pool.close()
    finally:
        pool.terminate()
        pool.join()


def run(layout, discs, players: int, games: int, level: str, seed: int, jobs: int = 1,
        skill_games: int | None = None, round_limit: int = ROUND_LIMIT,
        on_progress: Callable[[Tally], None] | None = None,
        cancelled: Callable[[], bool] | None = None, start_method: str | None = None,
        processes: bool | None = None, layout_name: str = "", discs_name: str = "",
        trace_games: int = 0) -> Tally:
    """Play a playtest to the end (or until ``cancelled``: :class:`.sim.Cancelled`);
    ``on_progress(tally)`` after every finished game. A board on which no piece can reach
    the sun is not played: the tally has no games and its report says why."""
    if skill_games is None:
        skill_games = default_skill_games(games)
    tally = Tally(layout, players, games, skill_games, level, seed, round_limit, layout_name,
                  discs_name, trace_games)
    for result in results(layout, discs, players, games, level, seed, jobs, skill_games,
                          round_limit, cancelled, start_method, processes, trace_games):
        tally.add(result)
        if on_progress is not None:
            on_progress(tally)
    return tally
