"""Suggest a better board (issue 43): nearby layouts searched for one that meets the goals.

:func:`suggest` starts from the designer's layout and tries layouts a few edits away
(:mod:`.suggest_edits`: moving a slot, the sun or Earth, swapping the sun or Earth with a
slot, adding or removing a slot; only layouts the engine calls valid and winnable). It
judges them by the playtest's own games (:func:`.games._play`, every seat at one level)
and figures (:class:`.figures.Tally`) against the :class:`.suggest_goals.Goals`.

* **Common random numbers.** Every candidate plays the same games: game ``g`` has the seed
  :func:`.sim.game_seed` (seed, g) on every board, so its deal and its players' choices
  differ only where the board makes them differ. A difference between two candidates is
  then the boards', far less the luck of the deal.
* **Racing.** Each step (one more edit) tries ``candidates`` edits of the ``beam`` best
  boards so far: on each board first the ``reuse`` edits that did best in earlier steps
  (:func:`.suggest_edits.reuse`: good edits often add up), then edits sampled at random
  (seeded). It plays ``screen_games`` games on each, plays on to ``confirm_games`` on the
  best ``confirm``, and keeps the ``beam`` best. A board that meets every goal plays on
  to ``final_games`` at once; the search stops at the first step with a board that still
  meets them, or after ``max_edits`` steps; the best three boards play ``final_games``
  games for their figures and intervals. :data:`DEFAULTS` holds the search's settings, for the function,
  the command and the window alike.
* **Reproducible, on every core, cancellable.** The games run in one pool of worker
  processes for the whole search (``jobs``; default: one per core); results are keyed by board and game number,
  so the suggestion is the same for any number of jobs. ``cancelled()`` is polled every
  :data:`.running.POLL` seconds; then the workers stop and :class:`.sim.Cancelled` is
  raised.

Games stop at ``round_limit`` (default 100 rounds, far above any goal): a board that runs
that long is far from the goals anyway, and the search wastes no time on it.
"""

from __future__ import annotations

import os
import random
import sys
import time
from typing import Callable, Iterable, Iterator

from ..engine.bots.policy import forget as forget_boards
from ..engine.layout import sun_reachable
from ..sim import Cancelled, parse_bot
from . import games as _games
from .figures import Tally, wilson
from .running import answers
from .suggest_edits import Edit, State, apply, layout_of, normalized, sample, state_of
from .suggest_edits import reuse as _reuse
from .suggest_goals import Goals, measures, median_interval, met, misses, score

#: games stop at this round in a search (a board this slow is far from any goal)
SEARCH_ROUND_LIMIT = 100

#: the search's settings (see :func:`suggest`): one place for the function, the command
#: (``zuendstoff-playtest --suggest``) and the editor's Suggest window. Chosen on the
#: straight line of 16 (tests/fixtures/line16.zlayout, goal median 10-14) over several
#: seeds; the figures are in docs/designer.md.
DEFAULTS = {"max_edits": 4, "candidates": 48, "beam": 3, "reuse": 4, "confirm": 4,
            "screen_games": 16, "confirm_games": 48, "final_games": 100, "keep": 3}

_layouts: dict = {}


def _play_on(job: tuple) -> tuple:
    """A worker plays game ``g`` on the board ``cells`` (normalized triples): the playtest's
    own balance game, with the layout swapped in."""
    key, cells, g = job
    layout = _layouts.get(cells)
    if layout is None:
        if len(_layouts) > 256:
            _layouts.clear()
        layout = _layouts[cells] = layout_of(frozenset(cells))
    _games._ctx["layout"] = layout
    return key, _games._play((0, g))


class _Games:
    """Plays (board, game number) jobs, in this process or a pool kept for the search."""

    def __init__(self, layout, discs, players, level, seed, round_limit, jobs, cancelled,
                 start_method, processes) -> None:
        self.args = (layout, discs, players, level, seed, round_limit)
        self.cancelled = cancelled
        self.pool = None
        if processes is None:
            processes = jobs > 1
        if processes:
            import multiprocessing

            method = start_method or ("fork" if sys.platform.startswith("linux") else "spawn")
            self.pool = multiprocessing.get_context(method).Pool(
                max(1, jobs), initializer=_games._init, initargs=self.args)
        else:
            _games._init(*self.args)
            _games._ctx["should_stop"] = cancelled

    def play(self, jobs: list[tuple]) -> Iterator[tuple]:
        if self.pool is None:
            for job in jobs:
                if self.cancelled is not None and self.cancelled():
                    raise Cancelled
                yield _play_on(job)
            return
        yield from answers(self.pool.imap_unordered(_play_on, jobs, chunksize=1), len(jobs),
                           self.cancelled)

    def close(self) -> None:
        if self.pool is not None:
            self.pool.terminate()
            self.pool.join()
        else:
            _games._ctx.pop("should_stop", None)
            import gc
            forget_boards()  # before the collector runs again (as the playtest's own run)
            gc.enable()


class Candidate:
    """A board of the search: its state, the edits that make it from the designer's board,
    and the games played on it so far."""

    def __init__(self, state: State, edits: tuple[Edit, ...], settings: tuple) -> None:
        self.state, self.edits = state, edits
        self.cells = tuple(normalized(state))
        players, level, seed, round_limit = settings
        self.tally = Tally(layout_of(state), players, 0, 0, level, seed, round_limit)
        self._report: dict | None = None

    @property
    def played(self) -> int:
        return len(self.tally.balance)

    def add(self, result: tuple) -> None:
        self.tally.add(result)
        self.tally.games = len(self.tally.balance)
        self._report = None

    def report(self) -> dict:
        if self._report is None:
            self._report = self.tally.report()
        return self._report

    def score(self, goals: Goals) -> float:
        return score(goals, self.report())

    def summary(self, goals: Goals) -> dict:
        """The board's figures for a caller (the command's JSON, the window)."""
        r = self.report()
        rounds = [res[2] for res in self.tally.balance.values()]
        m = measures(r)
        lo, hi = median_interval(rounds)
        return {"cells": [{"row": row, "col": col, "kind": k} for row, col, k in sorted(self.state)],
                "sun_reachable": r["sun_reachable"],
                "edits": [e.to_json() for e in self.edits], "games": r["games"],
                "score": score(goals, r), "met": met(goals, r), "misses": misses(goals, r),
                "median": m["median"], "median_interval": [lo, hi],
                "p90": r["rounds"]["p90_all"], "loops": m["loops"], "loop_share": m["loop_share"],
                "loop_interval": list(wilson(m["loops"], r["games"])),
                "unfinished": m["unfinished"],
                "lead_changes": m["lead_changes"], "seats_off": m["seats_off"],
                "seats": r["seats"], "fair_share": r["fair_share"],
                "drama": m.get("drama")}


def suggest(layout, discs, players: int, goals: Goals, seed: int = 0, level: str = "medium",
            max_edits: int = DEFAULTS["max_edits"], jobs: int | None = None,
            candidates: int = DEFAULTS["candidates"], beam: int = DEFAULTS["beam"],
            reuse: int = DEFAULTS["reuse"], confirm: int = DEFAULTS["confirm"],
            screen_games: int = DEFAULTS["screen_games"],
            confirm_games: int = DEFAULTS["confirm_games"],
            final_games: int = DEFAULTS["final_games"], keep: int = DEFAULTS["keep"],
            round_limit: int = SEARCH_ROUND_LIMIT,
            on_progress: Callable[[dict], None] | None = None,
            cancelled: Callable[[], bool] | None = None, start_method: str | None = None,
            processes: bool | None = None) -> dict:
    """Search layouts up to ``max_edits`` edits from ``layout`` for the ``goals``; the
    result: the designer's board and the best ``keep`` candidates (see
    :meth:`Candidate.summary`), whether any meets the goals, the games played and the CPU
    seconds (this process and its workers). ``on_progress(dict)`` hears each step.
    ``jobs``: worker processes (None: one per core)."""
    parse_bot(level)
    if jobs is None:
        jobs = os.cpu_count() or 1
    start_cpu, start_wall = _cpu(), time.perf_counter()
    settings = (players, level, seed, round_limit)
    rng = random.Random(f"suggest:{seed}")
    base = Candidate(state_of(layout), (), settings)
    runner = _Games(layout, discs, players, level, seed, round_limit, jobs, cancelled,
                    start_method, processes)
    played = [0]

    def play(cands: Iterable[Candidate], upto: int) -> None:
        cands = list(cands)
        jobs_list = [(i, c.cells, g) for i, c in enumerate(cands)
                     for g in range(c.played, upto)]
        for i, result in runner.play(jobs_list):
            cands[i].add(result)
            played[0] += 1

    def say(stage: str, step: int, best: Candidate) -> None:
        if on_progress is not None:
            on_progress({"stage": stage, "step": step, "games": played[0],
                         "best": best.summary(goals)})

    try:
        # a board nobody can win is not played (every game would run to the limit)
        reachable = sun_reachable(layout)
        if reachable:  # all its games at once: whether to search is judged on the games shown
            play([base], max(confirm_games, final_games))
        say("base", 0, base)
        seen = {frozenset(base.cells)}
        beam_now = [base]
        confirmed: list[Candidate] = []
        proven: list[Edit] = []  # the last edits of the best boards of earlier steps
        # a board that already meets the goals needs no search
        for step in range(1, max_edits + 1 if base.score(goals) > 0.0 else 1):
            tried: list[Candidate] = []
            per = max(1, candidates // len(beam_now))
            for parent in beam_now:
                picked = _reuse(parent.state, [e for e in proven if e not in parent.edits],
                                min(reuse, per), seen)
                picked += sample(parent.state, per - len(picked), rng, seen)
                for edit, state in picked:
                    tried.append(Candidate(state, parent.edits + (edit,), settings))
            if not tried:
                break
            play(tried, screen_games)
            tried.sort(key=lambda c: (c.score(goals), _spread(c, goals)))
            proven = list(dict.fromkeys([c.edits[-1] for c in tried[:2 * reuse]] + proven))
            best = tried[:confirm]
            play(best, confirm_games)
            best.sort(key=lambda c: (c.score(goals), _spread(c, goals)))
            confirmed.extend(best)
            # a board that meets the goals in its first games plays all its games before the
            # search stops for it (a median of 14 in 48 games can be 15 in 100)
            meeting = [c for c in best if c.score(goals) == 0.0]
            play(meeting, final_games)
            beam_now = _rank(confirmed, goals)[:beam]
            say("step", step, beam_now[0])
            if any(c.score(goals) == 0.0 for c in meeting):
                break
        finalists = _rank(confirmed, goals)[:keep]
        play(finalists, final_games)
        finalists = _rank(finalists, goals)
    finally:
        runner.close()
    return {"goals": goals.to_json(), "seed": seed, "players": players, "bots": level,
            "round_limit": round_limit, "max_edits": max_edits,
            "base": base.summary(goals),
            "candidates": [c.summary(goals) for c in finalists],
            "met": base.score(goals) == 0.0 or any(c.score(goals) == 0.0 for c in finalists),
            "already_met": base.score(goals) == 0.0,
            "better": bool(finalists) and finalists[0].score(goals) < base.score(goals),
            "games_played": played[0], "cpu_seconds": _cpu() - start_cpu,
            "seconds": time.perf_counter() - start_wall}


def _spread(c: Candidate, goals: Goals) -> float:
    """A tie-break between boards that meet the length goal alike: how far the median is
    from the goal's middle (so the search prefers a board well inside the interval)."""
    if goals.median is None:
        return 0.0
    lo, hi = goals.median
    return abs(c.report()["rounds"]["median_all"] - (lo + hi) / 2)


def _rank(cands: list[Candidate], goals: Goals) -> list[Candidate]:
    """Best first: the score, then fewer edits, then nearer the middle; one of each board."""
    out, seen = [], set()
    for c in sorted(cands, key=lambda c: (c.score(goals), len(c.edits), _spread(c, goals))):
        if c.cells not in seen:
            seen.add(c.cells)
            out.append(c)
    return out


def _cpu() -> float:
    """CPU seconds of this process and its ended worker processes."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


__all__ = ["Candidate", "DEFAULTS", "Edit", "Goals", "SEARCH_ROUND_LIMIT", "apply", "suggest"]
