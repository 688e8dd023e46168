"""Playtest speed (issue 36): first figures, and the whole report against the simulator.

    python3 benchmarks/playtest_speed.py [--games 200] [--players 4] [--repeat 1]

* **first figures**: ``zuendstoff.playtest.run`` on the standard layout, 4 medium players,
  both cores: seconds from the call (worker processes started, layout and disc set sent)
  to the first partial report, for the fork start method (the command) and for spawn
  (what the app's window uses, since the app has threads).
* **cancel**: seconds from a cancel (asked at the first figures of a 400-game run with skill
  games) to the run returning, its worker processes ended.
* **whole report**: ``zuendstoff-playtest standard --players P --games G --bots medium
  --jobs 2 --json`` against ``zuendstoff-sim`` playing the same games with ``--jobs 2``:
  the G medium games, and the skill games (``--bots hard,medium,medium,medium``, the same
  seed and number; the playtest plays exactly these). Whole processes, interleaved,
  wall time and CPU time (the process and its workers). Also the playtest without skill
  games against the simulator's G games alone.
* **games per CPU-second against a baseline** (``--baseline REV``, issue 43): the
  playtest of the standard layout, 4 medium players, no skill games, one process
  (``zuendstoff-playtest standard --games G --skill-games 0 --jobs 1 --json``), this
  checkout against commit REV checked out for the run in a temporary git worktree, both
  compiled first, runs interleaved (seeds 1, 2, ...), CPU time of the whole process
  (start-up included). It
  prints both rates, their ratio, whether the two reports' figures are the same, and
  whether the game records of ``--records`` medium games (4 players, standard, the
  playtest's seeds ``1:0``, ``1:1``, ...) are byte for byte the same in both checkouts.
  ``--speed-only`` skips everything else::

    python3 benchmarks/playtest_speed.py --baseline b0dfe9a --games 200 --repeat 3 --speed-only
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "app"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from sim_throughput import timed  # noqa: E402
from zuendstoff import playtest  # noqa: E402
from zuendstoff.resources import builtin_layout, default_discs  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
APP = os.path.join(ROOT, "app")


def _env(app: str) -> dict:
    """The environment that runs the package from the source folder ``app`` (first on the path)."""
    rest = os.environ.get("PYTHONPATH")
    return dict(os.environ, PYTHONPATH=app + (os.pathsep + rest if rest else ""))


ENV = _env(APP)


#: every figure both reports give whose form has not changed since the baseline (``visits``,
#: ``skill`` and ``warnings`` have)
SAME_FIGURES = ("seat_wins", "rounds", "unfinished", "finished", "colours", "lead_changes",
                "decisiveness", "completion", "seats", "all_won_together", "drawishness")

#: the sha256 of the records of argv[1] medium games, as this checkout plays them
RECORDS = """
import hashlib, sys
from zuendstoff.engine.record import record_text
from zuendstoff.resources import builtin_layout, default_discs
from zuendstoff.sim import game_seed, play_game
h = hashlib.sha256()
for g in range(int(sys.argv[1])):
    game = play_game(default_discs(), builtin_layout("standard"), ["medium"] * 4, game_seed(1, g))
    h.update(record_text(game).encode())
print(h.hexdigest())
"""


def same_records(apps: dict[str, str], games: int) -> bool:
    """Whether the checkouts ``apps`` (name: source folder) play ``games`` medium games to
    byte-identical records."""
    digests = {subprocess.run([sys.executable, "-c", RECORDS, str(games)], capture_output=True,
                              text=True, check=True, env=_env(app), cwd=app).stdout.strip()
               for app in apps.values()}
    return len(digests) == 1


def against_baseline(rev: str, games: int, repeat: int, records: int = 20) -> None:
    """Medium playtest games per CPU-second: this checkout against commit ``rev``."""
    folder = tempfile.mkdtemp(prefix="zuendstoff-baseline-")
    subprocess.run(["git", "-C", ROOT, "worktree", "add", "--detach", "-q", folder, rev],
                   check=True)
    try:
        for app in (os.path.join(folder, "app"), APP):  # no run pays for compiling modules
            subprocess.run([sys.executable, "-m", "compileall", "-q", app], check=True,
                           capture_output=True)
        rates: dict[str, list[float]] = {"baseline": [], "this": []}
        same = []
        for r in range(repeat):
            reports = {}
            for name, app in (("baseline", os.path.join(folder, "app")), ("this", APP)):
                cmd = [sys.executable, "-m", "zuendstoff.playtest", "standard", "--players",
                       "4", "--games", str(games), "--bots", "medium", "--skill-games", "0",
                       "--jobs", "1", "--seed", str(r + 1), "--json"]
                _wall, out, cpu = timed(cmd, env=_env(app), cwd=app)
                rates[name].append(games / cpu)
                reports[name] = json.loads(out)
            a, b = reports["baseline"], reports["this"]
            same.append(all(a[k] == b[k] for k in SAME_FIGURES))
            print(f"seed {r + 1}: baseline {rates['baseline'][-1]:.1f}, this checkout "
                  f"{rates['this'][-1]:.1f} games per CPU-second; same figures: {same[-1]}")
        there = statistics.median(rates["baseline"])
        here = statistics.median(rates["this"])
        print(f"medium playtest, 4 players, standard, {games} games, {repeat} runs each "
              f"interleaved: baseline {rev} {there:.1f} games per CPU-second, this checkout "
              f"{here:.1f}: {here / there:.2f}x (target >= 2x); the same figures in "
              f"{sum(same)} of {len(same)} runs")
        if records:
            alike = same_records({"baseline": os.path.join(folder, "app"), "this": APP}, records)
            print(f"records of {records} medium games byte for byte the same: {alike}")
    finally:
        subprocess.run(["git", "-C", ROOT, "worktree", "remove", "--force", folder], check=False)


def first_figures(games: int, players: int, method: str) -> tuple[float, float]:
    """(seconds to the first partial report, seconds for the whole run)."""
    layout, discs = builtin_layout("standard"), default_discs()
    first = []
    start = time.perf_counter()

    def progress(tally):
        if not first:
            tally.report()
            first.append(time.perf_counter() - start)

    playtest.run(layout, discs, players, games, "medium", 1, jobs=2, skill_games=0,
                 on_progress=progress, start_method=method, processes=True)
    return first[0], time.perf_counter() - start


def cancel_latency(method: str) -> float:
    """Seconds from a cancel asked (after the first figures) to the run returning."""
    from zuendstoff.sim import Cancelled

    layout, discs = builtin_layout("standard"), default_discs()
    asked: list[float] = []

    def progress(_tally):
        if not asked:
            asked.append(time.perf_counter())

    try:
        playtest.run(layout, discs, 4, 400, "medium", 1, jobs=2, on_progress=progress,
                     cancelled=lambda: bool(asked), start_method=method, processes=True)
    except Cancelled:
        return time.perf_counter() - asked[0]
    raise AssertionError("not cancelled")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--baseline", metavar="REV",
                    help="also time commit REV's medium playtest games in the same run")
    ap.add_argument("--speed-only", action="store_true",
                    help="only the comparison with --baseline")
    ap.add_argument("--records", type=int, default=20,
                    help="with --baseline: compare the records of this many games (0: none)")
    args = ap.parse_args()
    if args.baseline:
        against_baseline(args.baseline, args.games, max(1, args.repeat), args.records)
    if args.speed_only:
        return
    g, p = args.games, args.players
    skill = playtest.default_skill_games(g)
    for method in ("fork", "spawn"):
        first, whole = first_figures(g, p, method)
        print(f"first figures ({method}): {first:.2f} s (the {g} games: {whole:.1f} s)")
        waits = sorted(cancel_latency(method) for _ in range(3))
        print(f"cancel ({method}, 3 runs): {', '.join(f'{w * 1000:.0f} ms' for w in waits)}")
    py = sys.executable
    common = ["--players", str(p), "--seed", "1", "--jobs", "2", "--json"]
    cmds = {
        "playtest": [py, "-m", "zuendstoff.playtest", "standard", "--games", str(g),
                     "--bots", "medium", *common],
        "sim": [py, "-m", "zuendstoff.sim", "--games", str(g), "--bots", "medium", *common],
        "sim skill": [py, "-m", "zuendstoff.sim", "--games", str(skill),
                      "--bots", ",".join(["hard"] + ["medium"] * (p - 1)), *common],
        "playtest no skill": [py, "-m", "zuendstoff.playtest", "standard", "--games", str(g),
                              "--bots", "medium", "--skill-games", "0", *common],
    }
    times: dict[str, list[tuple[float, float]]] = {k: [] for k in cmds}
    for _ in range(args.repeat):
        for name, cmd in cmds.items():
            wall, _out, cpu = timed(cmd, env=ENV)
            times[name].append((wall, cpu))
    def med(name, k):
        return statistics.median(t[k] for t in times[name])
    for name in cmds:
        print(f"{name:>18}: wall {med(name, 0):6.1f} s  cpu {med(name, 1):6.1f} s")
    both = med("sim", 0) + med("sim skill", 0)
    print(f"whole report ({g} + {skill} skill games): {med('playtest', 0):.1f} s against the "
          f"simulator's {both:.1f} s: {med('playtest', 0) / both:.2f}× wall, "
          f"{med('playtest', 1) / (med('sim', 1) + med('sim skill', 1)):.2f}× cpu (target ≤ 1.1×)")
    print(f"without skill games: {med('playtest no skill', 0) / med('sim', 0):.2f}× wall, "
          f"{med('playtest no skill', 1) / med('sim', 1):.2f}× cpu")


if __name__ == "__main__":
    main()
