"""Root-parallel ISMCTS for the expert: independent trees in worker processes, visits summed.

Each worker process searches its own tree of the same decision with its own seed; the
calling thread searches one more. The root's visit counts are added up and the most
visited decision wins ("root parallelisation", Chaslot, Winands & van den Herik 2008;
the ISMCTS paper uses the same scheme). No tree is shared, so nothing needs locking, and
the worker processes get only the seat's view (R26), as the calling thread does.

Design, so that it is safe wherever it runs:

* ``multiprocessing`` is imported only here, lazily, on the first parallel decision. In a
  process that may not start children (a daemonic simulator worker) :func:`available` says
  no and the expert searches on one core. The PyInstaller bundle holds ``multiprocessing``
  and answers its worker processes first thing (``packaging/entry.py``: a spawned worker
  runs the bundle's own program), so there the expert uses as many worker processes as in
  the venv (``benchmarks/expert_bundle.py`` compares the two).
* Workers are started with ``spawn`` (a fresh interpreter: safe beside the window's Qt
  threads; ``fork`` is not) once, and kept for later decisions; they are daemonic, so
  they end with the program.
* A decision is a job number. A worker polls the shared "current job" every few
  iterations and stops as soon as it changes, so a cancel (undo, save, close) or a new
  decision stops every tree within milliseconds; the caller does not wait for
  stopped workers, and their late answers are dropped by job number.
* With an iteration budget every tree searches ``iterations // trees`` iterations with a
  seed drawn from the bot's generator: the same seed, budget and number of workers
  give the same decision. With a time budget every tree searches until the time is up.
"""

from __future__ import annotations

import os
import threading
import time

#: extra wait for the workers' answers after the caller's own search ended (seconds)
GRACE = 0.03

_pool = None
_broken = False  # starting worker processes failed once: search on one core from then on
_busy = threading.Lock()  # one decision at a time uses the workers


def available() -> bool:
    """Whether worker processes can be used here (in the venv and in the bundle alike)."""
    try:
        import multiprocessing
    except ImportError:
        return False
    try:
        return not multiprocessing.current_process().daemon
    except Exception:  # pragma: no cover - odd embedding
        return False


def cores() -> int:
    return os.cpu_count() or 1


class _Pool:
    def __init__(self, size: int) -> None:
        import multiprocessing

        ctx = multiprocessing.get_context("spawn")
        self.current = ctx.Value("q", 0, lock=False)
        self.job = 0
        self.workers = []
        for _ in range(size):
            parent, child = ctx.Pipe()
            p = ctx.Process(target=_worker_main, args=(child, self.current), daemon=True,
                            name="zuendstoff-expert")
            p.start()
            child.close()
            self.workers.append((p, parent))

    def alive(self) -> bool:
        return all(p.is_alive() for p, _c in self.workers)

    def cancel(self) -> None:
        self.current.value = -1

    def close(self) -> None:
        self.cancel()
        for p, conn in self.workers:
            try:
                conn.send(None)
                conn.close()
            except OSError:
                pass
            p.join(1.0)
            if p.is_alive():
                p.terminate()
        self.workers = []


def _get_pool(size: int) -> _Pool:
    global _pool
    if _pool is not None and (len(_pool.workers) < size or not _pool.alive()):
        _pool.close()
        _pool = None
    if _pool is None:
        _pool = _Pool(size)
    return _pool


def shutdown() -> None:
    """End the worker processes (they also end with the program)."""
    global _pool
    if _pool is not None:
        _pool.close()
        _pool = None


def parallel_visits(bot, view, trees: int) -> dict:
    """Search ``view`` in ``trees`` trees (this thread's included); summed root visits."""
    trees = max(1, int(trees))
    seeds = [bot.rng.random() for _ in range(trees)]
    if trees == 1 or not available():
        return bot.search(view, seeds[0])
    if _broken or not _busy.acquire(blocking=False):
        # (another thread's decision has the workers, e.g. a hint while a computer thinks)
        return bot.search(view, seeds[0])
    try:
        return _parallel(bot, view, trees, seeds)
    finally:
        _busy.release()


def _parallel(bot, view, trees: int, seeds) -> dict:
    global _broken
    limit = bot._limit()
    per_tree = limit if limit >= 10**12 else max(1, limit // trees)
    try:
        pool = _get_pool(trees - 1)
    except Exception:  # e.g. a script without a main guard under spawn: one core it is
        _broken = True
        return bot.search(view, seeds[0])
    pool.job += 1
    job = pool.job
    pool.current.value = job
    for (_p, conn), seed in zip(pool.workers, seeds[1:]):
        conn.send((job, view, seed, per_tree, bot.time_budget, bot.reads, bot.horizon))
    try:
        visits = dict(bot.search(view, seeds[0], limit=per_tree))
        own = bot.last_iterations
        if bot.time_budget is not None:
            # this tree's time is up or its decision is settled: the workers stop now and
            # answer with what they have (with an iteration budget each finishes its count)
            pool.current.value = 0
        total = own
        cancelled = bot._cancelled or (bot.should_stop is not None and bot.should_stop())
        deadline = time.perf_counter() + (GRACE if bot.time_budget is not None else 3600.0)
        for _p, conn in pool.workers:
            while not cancelled:
                left = deadline - time.perf_counter()
                if left <= 0:
                    break
                if conn.poll(min(left, 0.01)):
                    answer = conn.recv()
                    if answer[0] != job:
                        continue  # a stopped earlier decision's late answer
                    for action, n in answer[1].items():
                        visits[action] = visits.get(action, 0) + n
                    total += answer[2]
                    break
                cancelled = bot._cancelled or (bot.should_stop is not None
                                               and bot.should_stop())
        bot.last_iterations = total
        return visits
    finally:
        pool.current.value = 0  # stops the workers still searching this decision


def _worker_main(conn, current) -> None:  # pragma: no cover - runs in the worker process
    from .expert import ExpertBot

    bot = ExpertBot()
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        job, view, seed, limit, budget, reads, horizon = msg
        if current.value != job:
            try:
                conn.send((job, {}, 0))
            except OSError:
                return
            continue
        bot.time_budget = budget
        bot.reads = reads  # what the calling seat has read of its rivals (public, .reading)
        bot.horizon = horizon
        visits = bot.search(view, seed, cancelled=lambda j=job: current.value != j, limit=limit)
        try:
            conn.send((job, visits, bot.last_iterations))
        except OSError:
            return


__all__ = ["available", "cores", "parallel_visits", "shutdown"]
