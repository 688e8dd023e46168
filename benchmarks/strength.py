"""Bot strength: round-robin matches with seats swapped, win shares with 95% intervals.

Run on demand (not a test)::

    python3 benchmarks/strength.py                      # the issue's pairings, 1,000 games each
    python3 benchmarks/strength.py --games 200 --pairs medium:greedy --workers 2
    python3 benchmarks/strength.py --hard-iterations 48 --four 400
    python3 benchmarks/strength.py --expert                 # the expert's pairings (issue 13)
    python3 benchmarks/strength.py --pairs expert:hard --four 0 --expert-iterations 500
    python3 benchmarks/strength.py --pairs expert@250:expert@1000 --four 0 --games 100
    python3 benchmarks/strength.py --pairs expert~0.25:expert~1,expert~1:expert~4 --four 0 \
        --games 100 --workers 1                          # the issue's time pairings, one core
    python3 benchmarks/strength.py --pairs 'expert~1*2:expert~1' --four 0 --games 100 \
        --workers 0                      # two search processes against one, a game at a time
    python3 benchmarks/strength.py --pairs expert@1000:medium,expert-blind@1000:medium \
        --four 0 --games 100             # with and without reading its rivals (.reading)
    python3 benchmarks/strength.py --pairs expert~1:expert-h1~1 --four 0 --games 100 \
        --workers 2                      # two rounds searched against this round only

A pairing ``a:b`` plays ``--games`` two-player games; in every second game the
seats are swapped, and each game gets its own deal. A game won by both seats
together counts half to each. ``--four N`` also plays N four-player games of one
hard bot against three medium bots (the hard bot's seat rotates); with ``--expert`` the
pairings are the expert's (expert:hard, expert:medium, and ``--four`` plays one expert
against three hard bots). The expert searches ``--expert-iterations`` iterations per
decision (reproducible), or ``--expert-think`` seconds per decision (a time budget). Games stopped
at the simulator's round limit count as won by nobody. The interval is the
Wilson score interval.

Long runs (the expert at 1 s per decision is about half a minute of one core per two-player
game against hard or medium, some 2.5 minutes at 1 s against 4 s) can be
spread over several sittings and machines: ``--record FILE`` appends every finished game
as one JSON line (its pairing with the budgets spelled out, game number, shares, rounds,
and the expert's decision times and iterations), and a run given a record file skips the
games already in it, so the same command resumes where it stopped. ``--report FILE...``
sums record files up (a game counted once) with the decision times::

    python3 benchmarks/strength.py --pairs expert:hard --four 0 --games 400 --workers 2 \
        --expert-think 1 --record benchmarks/results/expert-1s.jsonl
    python3 benchmarks/strength.py --report benchmarks/results/expert-1s.jsonl
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import re
import statistics
import subprocess
import sys
import time
from multiprocessing import Pool

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "app"))

from zuendstoff.engine.bots import BOTS  # noqa: E402
from zuendstoff.engine.bots.expert import ExpertBot  # noqa: E402
from zuendstoff.engine.bots.hard import HardBot  # noqa: E402
from zuendstoff.engine.constants import PIECES  # noqa: E402
from zuendstoff.engine.game import Game, Player  # noqa: E402
from zuendstoff.resources import builtin_layout, default_discs  # noqa: E402
from zuendstoff.sim import ROUND_LIMIT  # noqa: E402

DEFAULT_PAIRS = ("hard:random", "hard:medium", "medium:random", "medium:greedy")
EXPERT_PAIRS = ("expert:hard", "expert:medium")
TARGETS = {"hard:random": 0.90, "hard:medium": 0.65, "medium:random": 0.80,
           "medium:greedy": 0.60, "hard:3medium": 0.45,
           "expert:hard": 0.65, "expert:medium": 0.85, "expert:3hard": 0.35}

_ctx: dict = {}


def _init(layout: str, hard_iterations: int, expert_iterations: int | None = None,
          expert_think: float | None = None) -> None:
    _ctx["discs"] = default_discs()
    _ctx["layout"] = builtin_layout(layout)
    _ctx["iterations"] = hard_iterations
    _ctx["expert"] = (expert_iterations, expert_think)


#: ``expert-hN``: the expert searching N rounds (read by :func:`_bot` and :func:`search_rounds`)
_HORIZON = re.compile(r"expert-h(\d)")


def _bot(name: str, seed: str):
    m = _HORIZON.match(name)
    if m:  # expert-hN: the expert searching N rounds (h1: this round only, before 2 rounds)
        bot = _bot("expert" + name[m.end():], seed)
        bot.horizon = int(m.group(1))
        return bot
    if name.startswith("expert-blind"):  # the expert without reading its rivals (.reading)
        bot = _bot("expert" + name[len("expert-blind"):], seed)
        bot.reader = None
        return bot
    if name == "hard":
        return HardBot(seed, iterations=_ctx["iterations"])
    if name == "expert":
        iterations, think = _ctx["expert"]
        return ExpertBot(seed, iterations=iterations, time_budget=think, workers=1)
    if name.startswith("expert@"):  # expert@N: N iterations per decision
        return ExpertBot(seed, iterations=int(name[7:]))
    if name.startswith("expert~"):  # expert~S: S seconds per decision, one core;
        budget, _x, cores = name[7:].partition("*")  # expert~S*N: N search processes
        return ExpertBot(seed, time_budget=float(budget), workers=int(cores) if cores else 1)
    return BOTS[name](seed)


def spec(name: str, expert: tuple[int | None, float | None]) -> str:
    """A lineup name with its budget spelled out (how records tell runs apart)."""
    if name == "expert":
        iterations, think = expert
        if think and not iterations:
            return f"expert~{think:g}"
        from zuendstoff.engine.bots.expert import ITERATIONS as EXPERT_ITERATIONS
        return f"expert@{iterations or EXPERT_ITERATIONS}"
    return name


def play(job: tuple[str, tuple[str, ...], int]) -> tuple[str, list[float], int, dict]:
    """One game; returns (label, share won per seat of the lineup, rounds, the expert
    seats' decision times and iterations by lineup position)."""
    label, lineup, g = job
    n = len(lineup)
    shift = g % n  # rotate seats so every bot sits everywhere equally often
    seats = [lineup[(s + shift) % n] for s in range(n)]
    players = [Player(f"{name} {s + 1}", PIECES[s]) for s, name in enumerate(seats)]
    seed = f"strength:{label}:{g}"
    game = Game.new(_ctx["discs"], _ctx["layout"], players, seed=f"{seed}:deal")
    bots = [_bot(name, f"{seed}:{s}") for s, name in enumerate(seats)]
    thinking: dict[int, list] = {}  # lineup position -> [[seconds...], [iterations...]]
    while not game.is_over:
        if game.round_no > ROUND_LIMIT:
            game.stop_at_limit()
            break
        for seat in game.pending_seats():
            bot, view = bots[seat], game.view(seat)
            if isinstance(bot, ExpertBot) and len(view.legal) > 1:
                t0 = time.perf_counter()
                decision = bot.decide(view)
                times = thinking.setdefault((seat + shift) % n, [[], []])
                times[0].append(round(time.perf_counter() - t0, 4))
                times[1].append(bot.last_iterations)
            else:
                decision = bot.decide(view)
            game.apply(decision)
    share = [0.0] * n
    for w in game.winners:
        share[(w + shift) % n] += 1.0 / len(game.winners)  # back to lineup positions
    return label, share, game.round_no, thinking


def play_numbered(job):
    """:func:`play`, with the game's number beside its label (for the record)."""
    label, share, rounds, thinking = play(job)
    return (label, job[2]), share, rounds, thinking


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return centre - half, centre + half


def _commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                             text=True, timeout=10, cwd=os.path.dirname(os.path.abspath(__file__)))
        return out.stdout.strip() or "?"
    except (OSError, subprocess.SubprocessError):
        return "?"


def reads_rivals(lineup) -> bool:
    """Whether the lineup's experts read their rivals (every expert but ``expert-blind``)."""
    return any(n.startswith("expert") and not n.startswith("expert-blind") for n in lineup)


def search_rounds(lineup) -> int:
    """Rounds the lineup's experts search: the most any of them searches (``expert-hN``
    searches N, a plain expert 2), 1 when there is none."""
    rounds = [int(m.group(1)) if (m := _HORIZON.match(n)) else 2
              for n in lineup if n.startswith("expert")]
    return max(rounds, default=1)


def _key(r: dict) -> tuple:
    """A game's identity: pairing, number (the deal) and the expert's variant. Records made
    before the expert read its rivals have no "reading" field, records made before it
    searched two rounds no "horizon" (one round)."""
    return (r["label"], r["game"], bool(r.get("reading")), r.get("horizon", 1))


def read_records(paths) -> list[dict]:
    """Every game of the record files, each (label, game number, reading, horizon) once
    (the first kept); see :func:`_key`."""
    seen, out = set(), []
    for path in paths:
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.strip()
                if not line:
                    continue
                try:
                    r = json.loads(line)
                    key = _key(r)
                except (ValueError, KeyError, TypeError):
                    continue  # a line cut short by a stopped run
                if key not in seen:
                    seen.add(key)
                    out.append(r)
    return out


def pct(xs, q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def _plain(pair: str) -> str:
    """A pairing without budgets or variants ("expert~1:medium" -> "expert:medium"), as the
    issue's targets name them."""
    return ":".join(re.sub(r"^expert(-h\d|-blind)*", "expert", re.split(r"[~@]", name)[0])
                    for name in pair.split(":"))


def report(records: list[dict]) -> None:
    """Win shares per pairing (the lineup's first bot) with intervals, and decision times."""
    by: dict[str, list[dict]] = {}
    for r in records:  # the same pairing by other variants of the expert: apart
        by.setdefault(r["label"] + (" reads" if r.get("reading") else "")
                      + (f" {r['horizon']} rounds" if r.get("horizon", 1) > 1 else ""),
                      []).append(r)
    print(f"{'pairing':<44}{'games':>7}{'first wins':>12}{'95% CI':>18}{'target':>13}"
          f"{'rounds':>8}{'no winner':>11}")
    for label, rs in by.items():
        n = len(rs)
        p = sum(r["share"][0] for r in rs) / n
        lo, hi = wilson(p, n)
        target = TARGETS.get(_plain(rs[0].get("pair", "")))
        verdict = "" if target is None else (f"{target:.0%} " + ("met" if p >= target
                                                                  else "MISSED"))
        rounds = sum(r["rounds"] for r in rs) / n
        none = sum(1 for r in rs if sum(r["share"]) == 0)
        print(f"{label:<44}{n:>7}{p:>12.1%}{f'[{lo:.1%}, {hi:.1%}]':>18}{verdict:>13}"
              f"{rounds:>8.1f}{none:>8}")
    print("\nexpert decisions (more than one legal choice), wall clock and iterations:")
    print(f"{'pairing':<44}{'bot':>20}{'decisions':>11}{'median s':>10}{'p95 s':>8}{'max s':>8}"
          f"{'median it.':>12}")
    for label, rs in by.items():
        seats: dict[str, list[list]] = {}
        for r in rs:
            for pos, (times, its) in r.get("thinking", {}).items():
                acc = seats.setdefault(pos, [[], []])
                acc[0] += times
                acc[1] += its
        for pos, (times, its) in sorted(seats.items()):
            name = rs[0]["lineup"][int(pos)]
            print(f"{label:<44}{name:>20}{len(times):>11}{statistics.median(times):>10.3f}"
                  f"{pct(times, 0.95):>8.3f}{max(times):>8.3f}{statistics.median(its):>12.0f}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000, help="two-player games per pairing")
    ap.add_argument("--pairs", default=",".join(DEFAULT_PAIRS), help="comma-separated a:b")
    ap.add_argument("--four", type=int, default=500,
                    help="four-player games of hard against three medium bots (0: none)")
    ap.add_argument("--layout", default="standard")
    ap.add_argument("--hard-iterations", type=int, default=None,
                    help="samples per hard card decision (default: the bot's default)")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                    help="games played at once in worker processes; 0: one at a time in this "
                         "process (for experts with more than one search process: expert~S*N)")
    ap.add_argument("--expert", action="store_true",
                    help="the expert's pairings (expert:hard, expert:medium; --four: expert + 3 hard)")
    ap.add_argument("--expert-iterations", type=int, default=None,
                    help="iterations per expert decision (default: the bot's default)")
    ap.add_argument("--expert-think", type=float, default=None,
                    help="seconds per expert decision instead (not reproducible)")
    ap.add_argument("--first", type=int, default=0, help="number of the first game (to add runs)")
    ap.add_argument("--record", metavar="FILE",
                    help="append each finished game to FILE (JSON lines); skip games already in it")
    ap.add_argument("--report", nargs="+", metavar="FILE",
                    help="only sum up record files (no games played)")
    args = ap.parse_args(argv)
    if args.report:
        records = read_records(args.report)
        if not records:
            print("no games recorded in " + ", ".join(args.report), file=sys.stderr)
            return 1
        report(records)
        return 0
    if args.expert and args.pairs == ",".join(DEFAULT_PAIRS):
        args.pairs = ",".join(EXPERT_PAIRS)
    from zuendstoff.engine.bots.hard import ITERATIONS
    iterations = args.hard_iterations or ITERATIONS
    jobs = []
    pairs = [p for p in args.pairs.split(",") if p]
    for pair in pairs:
        a, b = pair.split(":")
        jobs += [(pair, (a, b), g) for g in range(args.first, args.first + args.games)]
    four = ("expert:3hard", ("expert", "hard", "hard", "hard")) if args.expert else \
        ("hard:3medium", ("hard", "medium", "medium", "medium"))
    if args.four:
        jobs += [(four[0], four[1], g) for g in range(args.first, args.first + args.four)]
    from zuendstoff.engine.bots.expert import ITERATIONS as EXPERT_ITERATIONS
    expert = (f"{args.expert_think} s" if args.expert_think else
              f"{args.expert_iterations or EXPERT_ITERATIONS} iterations")
    budgets = (args.expert_iterations, args.expert_think)
    spelled = {label: ":".join(spec(name, budgets) for name in lineup)
               for label, lineup, _g in jobs}
    if args.record:
        done = {_key(r) for r in read_records([args.record])}
        left = [j for j in jobs if (spelled[j[0]], j[2], reads_rivals(j[1]),
                                    search_rounds(j[1])) not in done]
        if len(left) < len(jobs):
            print(f"{len(jobs) - len(left)} games already in {args.record}", flush=True)
        jobs = left
        os.makedirs(os.path.dirname(os.path.abspath(args.record)), exist_ok=True)
    try:  # fail here, once, rather than in every worker (a pool re-starts failed workers)
        _init(args.layout, iterations, *budgets)
    except Exception as exc:  # noqa: BLE001 - reported plainly
        print(f"cannot load the layout or the discs: {exc}", file=sys.stderr)
        return 1
    print(f"layout {args.layout}, hard iterations {iterations}, a plain 'expert' {expert} per "
          f"decision (expert@N and expert~S name their own), "
          f"workers {args.workers}, {len(jobs)} games", flush=True)
    start = time.perf_counter()
    results: dict[str, list] = {}
    commit = _commit()
    with contextlib.ExitStack() as stack:
        if args.workers > 0:
            pool = stack.enter_context(Pool(args.workers, initializer=_init, initargs=(
                args.layout, iterations, args.expert_iterations, args.expert_think)))
            played = pool.imap_unordered(play_numbered, jobs,
                                         chunksize=1 if args.expert or args.record else 4)
        else:  # in this process, one game after another: an expert may start search processes
            played = map(play_numbered, jobs)
        for label, share, rounds, thinking in played:
            label, g = label
            if args.record:
                lineup = spelled[label].split(":") if ":" in spelled[label] else [label]
                rec = {"label": spelled[label], "pair": label, "game": g, "lineup": lineup,
                       "share": share, "rounds": rounds, "layout": args.layout,
                       "hard_iterations": iterations, "commit": commit,
                       "reading": reads_rivals(lineup), "horizon": search_rounds(lineup),
                       "thinking": {str(k): v for k, v in thinking.items()}}
                with open(args.record, "a", encoding="utf-8") as f:
                    f.write(json.dumps(rec) + "\n")
            r = results.setdefault(label, [0, 0.0, 0.0, 0])
            r[0] += 1
            r[1] += share[0]
            r[2] += rounds
            r[3] += sum(share) == 0
            done = sum(v[0] for v in results.values())
            if done % 250 == 0 or (args.expert and done % 10 == 0):
                sofar = "  ".join(f"{k} {v[1]:.1f}/{v[0]}" for k, v in sorted(results.items()))
                print(f"  {done}/{len(jobs)} games, {time.perf_counter() - start:.0f} s  {sofar}",
                      file=sys.stderr, flush=True)
    elapsed = time.perf_counter() - start
    print(f"{'pairing':<16}{'games':>7}{'first wins':>12}{'95% CI':>18}{'target':>9}"
          f"{'rounds':>8}{'no winner':>11}")
    for label in pairs + ([four[0]] if args.four else []):
        if label not in results:
            continue
        n, won, rounds, none = results[label]
        p = won / n
        lo, hi = wilson(p, n)
        target = TARGETS.get(label)
        verdict = "" if target is None else (f"{target:.0%} " + ("met" if p >= target
                                                                  else "MISSED"))
        print(f"{label:<16}{n:>7}{p:>12.1%}{f'[{lo:.1%}, {hi:.1%}]':>18}{verdict:>12}"
              f"{rounds / n:>8.1f}{none:>8}")
    print(f"elapsed {elapsed:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
