"""Random self-play throughput: 4 players, standard layout, whole zuendstoff-sim process.

    python3 benchmarks/sim_throughput.py [--games 2000] [--repeat 3]

Runs ``zuendstoff-sim --players 4 --games G --bots random`` as separate processes
(start-up, imports and JSON output included) and reports games per second of wall
time, for one process and for ``--jobs`` equal to the number of cores, and games
per CPU-second (user + system time of the process and its workers: steadier than
wall time on a busy machine). As a baseline measured in the same run it times a
bare ``python3 -c pass`` and an import of the package, so the start-up share is
visible. Run on a quiet machine.

``--baseline REV`` also times the simulator of an older commit, checked out for the run
in a temporary git worktree, with the same command, seeds and interleaved with this
checkout's runs (one process, ``--jobs 1``); it prints the ratio of games per CPU-second.
``0be3f20`` is the code before the engine was made fast (about 150 games per second on
this project's machine, the "plain implementation" of issue 2)::

    python3 benchmarks/sim_throughput.py --baseline 0be3f20
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time


def _child_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(cmd: list[str], **run) -> tuple[float, str, float]:
    """Wall time, standard output and CPU time (the process and all its workers); ``run``:
    more arguments for :func:`subprocess.run` (``env``, ``cwd``)."""
    cpu = _child_cpu()
    t = time.perf_counter()
    out = subprocess.run(cmd, capture_output=True, text=True, check=True, **run).stdout
    return time.perf_counter() - t, out, _child_cpu() - cpu


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def sim(games: int, seed: int, jobs: int, app: str | None = None) -> tuple[float, float, float]:
    """One simulator run: (wall seconds, CPU seconds, rounds a game); ``app``: the source
    folder to run instead of the installed package."""
    cmd = [sys.executable, "-m", "zuendstoff.sim", "--players", "4", "--games", str(games),
           "--seed", str(seed), "--bots", "random", "--layout", "standard", "--jobs", str(jobs),
           "--json"]
    env = dict(os.environ, PYTHONPATH=app) if app else None
    wall, out, cpu = timed(cmd, env=env, cwd=app)
    return wall, cpu, json.loads(out)["rounds_mean"]


def compare(rev: str, games: int, repeat: int) -> None:
    """This checkout against the simulator of commit ``rev``, runs interleaved."""
    folder = tempfile.mkdtemp(prefix="zuendstoff-baseline-")
    subprocess.run(["git", "-C", ROOT, "worktree", "add", "--detach", "-q", folder, rev],
                   check=True)
    try:
        here, there = [], []
        for r in range(repeat):
            there.append(sim(games, r, 1, os.path.join(folder, "app")))
            here.append(sim(games, r, 1, os.path.join(ROOT, "app")))
        cpu_here = statistics.median(games / c for _w, c, _r in here)
        cpu_there = statistics.median(games / c for _w, c, _r in there)
        wall_here = statistics.median(games / w for w, _c, _r in here)
        wall_there = statistics.median(games / w for w, _c, _r in there)
        print(f"baseline {rev}: {wall_there:.0f} games/s over the whole process, "
              f"{cpu_there:.0f} games per CPU-second; this checkout: {wall_here:.0f} and "
              f"{cpu_here:.0f}; ratio {wall_here / wall_there:.2f}x (wall), "
              f"{cpu_here / cpu_there:.2f}x (CPU)")
    finally:
        subprocess.run(["git", "-C", ROOT, "worktree", "remove", "--force", folder], check=False)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--baseline", metavar="REV",
                    help="also time this older commit's simulator in the same run")
    args = ap.parse_args()
    py = sys.executable
    base = statistics.median(timed([py, "-c", "pass"])[0] for _ in range(5))
    imp = statistics.median(timed([py, "-c", "import zuendstoff.sim, zuendstoff.resources"])[0]
                            for _ in range(5))
    print(f"baseline: bare python start {base * 1000:.0f} ms, start + imports {imp * 1000:.0f} ms")
    cores = os.cpu_count() or 1
    for jobs in sorted({1, cores}):
        rates, cpu_rates, rounds = [], [], 0.0
        for r in range(args.repeat):
            wall, cpu, rounds = sim(args.games, r, jobs)
            rates.append(args.games / wall)
            cpu_rates.append(args.games / cpu)
        print(f"jobs={jobs}: {statistics.median(rates):.0f} games/s over the whole process "
              f"(runs: {', '.join(f'{x:.0f}' for x in rates)}; {rounds:.1f} rounds a game); "
              f"{statistics.median(cpu_rates):.0f} games per CPU-second")
    if args.baseline:
        compare(args.baseline, args.games, args.repeat)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
