"""Random self-play throughput: 4 players, standard layout, whole zuendstoff-sim process.

    python3 benchmarks/sim_throughput.py [--games 2000] [--repeat 3]

Runs ``zuendstoff-sim --players 4 --games G --bots random`` as separate processes
(start-up, imports and JSON output included) and reports games per second of wall
time, for one process and for ``--jobs`` equal to the number of cores, and games
per CPU-second (user + system time of the process and its workers: steadier than
wall time on a busy machine). As a baseline measured in the same run it times a
bare ``python3 -c pass`` and an import of the package, so the start-up share is
visible. Run on a quiet machine.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time


def _child_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(cmd: list[str]) -> tuple[float, str, float]:
    """Wall time, standard output and CPU time (the process and all its workers)."""
    cpu = _child_cpu()
    t = time.perf_counter()
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    return time.perf_counter() - t, out, _child_cpu() - cpu


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--repeat", type=int, default=3)
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
            wall, out, cpu = timed([py, "-m", "zuendstoff.sim", "--players", "4", "--games",
                               str(args.games), "--seed", str(r), "--bots", "random",
                               "--layout", "standard", "--jobs", str(jobs), "--json"])
            rates.append(args.games / wall)
            cpu_rates.append(args.games / cpu)
            rounds = json.loads(out)["rounds_mean"]
        print(f"jobs={jobs}: {statistics.median(rates):.0f} games/s over the whole process "
              f"(runs: {', '.join(f'{x:.0f}' for x in rates)}; {rounds:.1f} rounds a game); "
              f"{statistics.median(cpu_rates):.0f} games per CPU-second")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
