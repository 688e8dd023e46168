"""Each game's finishing order, for seat warnings that use more of a game than who won
(issue 43, "Warnings that do not flip with the seed", second try).

``seat_warnings.py`` keeps each game's winners only. This plays the same games again (the
same seeds, the same bots, the same planted games) and keeps, per seat, the rounds in which
it took its chips (R23), so a rule can rank all seats at the end of a game: winners first,
then by chips held, then by who took their last chip earlier (see
:func:`zuendstoff.playtest.seats.game_ranks`). A row is
``[seed, g, planted, winners, stopped, rounds, chip_rounds]``, its first six items the same
as ``seat_warnings.py``'s (checked against them when both exist)::

    nice -n 10 python3 benchmarks/seat_ranks.py --jobs 2
    nice -n 10 python3 benchmarks/seat_ranks.py --only reference --jobs 2
"""

from __future__ import annotations

import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "app"))

import seat_warnings as sw  # noqa: E402
from zuendstoff.sim import game_seed, play_game  # noqa: E402


def chip_rounds(game) -> list[list[int]]:
    """Per seat, the round numbers (1-based) in which it took each of its chips."""
    out: list[list[int]] = [[] for _ in range(game.seats)]
    before = [0] * game.seats
    for r, rnd in enumerate(game.rounds, start=1):
        state = rnd.get("state")
        if state is None:
            continue
        for s, chips in enumerate(state["chips"]):
            for _ in range(len(chips) - before[s]):
                out[s].append(r)
            before[s] = len(chips)
    return out


def _play(job: tuple) -> list:
    seed, g, plant = job
    seats = ["medium"] * sw.PLAYERS
    if plant >= 0:
        seats[plant] = sw.PLANT_LEVEL
    game = play_game(sw._ctx["discs"], sw._ctx["layout"], seats, game_seed(seed, g))
    return [seed, g, plant, sorted(game.winners), game.end == "limit", game.round_no,
            chip_rounds(game)]


# ------------------------------------------------------------------ the rank rules

def standing(row, key: str) -> list[tuple]:
    """Each seat's place at the end of a game as a sortable tuple (higher is better):
    ``chips``: winners first, then by chips held; ``last``: then by the round of the last
    chip taken, earlier first; ``seq``: then chip by chip, earlier first. A stopped game
    has no winners (every seat is ranked by its chips)."""
    winners, stopped, rounds_of = row[3], row[4], row[6]
    out = []
    for s in range(sw.PLAYERS):
        won = 1 if s in winners and not stopped else 0
        held = rounds_of[s]
        if key == "chips":
            out.append((won, len(held)))
        elif key == "last":
            out.append((won, len(held), -held[-1] if held else 0))
        else:
            out.append((won, len(held), tuple(-r for r in held)))
    return out


def table_share(places: list[tuple]) -> list[float]:
    """Each seat's share of the table it beat in one game (a tie counts half); its fair value
    is one half whatever the ties, as every pair of seats hands out one point."""
    n = len(places)
    return [sum(1.0 if places[s] > places[t] else 0.5 if places[s] == places[t] else 0.0
                for t in range(n) if t != s) / (n - 1) for s in range(n)]


def rank_values(rows, key: str) -> list[list[float]]:
    """Each game's table shares, scaled by 2 / players so that a fair seat's is 1 / players,
    the fair value :func:`zuendstoff.playtest.seats.seat_tests` tests against (a scale does
    not change a z test)."""
    return [[x * 2 / sw.PLAYERS for x in table_share(standing(r, key))]
            for r in sorted(rows, key=lambda r: r[1])]


def chip_time(rows) -> list[list[float]]:
    """Each game's share per seat of the chips the table held round by round (a chip taken
    in round r of R counts R - r + 1 rounds): how far ahead a seat was, and for how long;
    its fair value is 1 / players."""
    out = []
    for r in sorted(rows, key=lambda r: r[1]):
        held = [sum(r[5] - k + 1 for k in rounds) for rounds in r[6]]
        total = sum(held)
        out.append([h / total for h in held] if total else [1.0 / sw.PLAYERS] * sw.PLAYERS)
    return out


def _warnings(values) -> dict[int, str]:
    from zuendstoff.playtest import seats as seat_stats

    return {w["seat"] - 1: w["direction"] for w in seat_stats.seat_tests(values)["warnings"]}


def _bound(values, seat: int) -> dict[int, str]:
    from zuendstoff.playtest import seats as seat_stats

    z = seat_stats.seat_tests(values)["seats"][seat]["z"]
    return {seat: "favoured"} if z > 1.6449 else {}


def _effect(rows, hard: dict, seat: int, of) -> float:
    """The planted seat's mean lift per planted game in units of its spread (standard
    deviations of one game's value): a test's power grows with it, whatever the scale."""
    from statistics import mean, stdev

    base = {(r[0], r[1]): r for r in rows}
    pairs = [(base[k], hard[k]) for k in hard if k in base]
    if len(pairs) < 2:
        return float("nan")
    lift = mean(of([h])[0][seat] - of([b])[0][seat] for b, h in pairs)
    return lift / stdev(v[seat] for v in of(rows))


def rank_rates(args) -> dict:
    """The app's rule (win points, Holm) and the rank rules (share of the table beaten,
    Holm) on the same games, seed by seed: false warnings judged against the win-points
    reference (as in ``rates``) and against the reference of the same statistic (the
    ``reference_ranks`` games played so far pooled with the other 19 seeds'), and the
    planted advantage caught; printed, and returned for ``--json``."""
    seeds_rows = sw._load("seeds_ranks.jsonl")
    old = {(r[0], r[1]): r for r in sw._load("seeds.jsonl")}
    differ = sum(1 for r in seeds_rows if (r[0], r[1]) in old and old[(r[0], r[1])] != r[:6])
    by_seed: dict[int, list] = {s: [] for s in sw.SEEDS}
    for r in seeds_rows:
        by_seed[r[0]].append(r)
    played = [s for s in sw.SEEDS if len(by_seed[s]) >= args.games]
    rows_of = {s: sorted(by_seed[s], key=lambda r: r[1])[: args.games] for s in played}
    hard = {(r[0], r[1]): r for r in sw._load("planted_ranks.jsonl")}
    ref = sw._load("reference_ranks.jsonl")
    win_ref = sw._load("reference.jsonl")
    seat = args.planted_seat - 1
    print(f"ranks: {len(seeds_rows)} games played again with their chips kept ({differ} "
          f"differ from seeds.jsonl), {len(played)} seeds complete, {len(hard)} planted "
          f"games, {len(ref)} reference games")

    def points6(rows):
        return sw.points([r[:6] for r in rows])

    rules = [("win points, Holm (the app's rule)", points6)]
    for key, what in (("chips", "winners, then chips"),
                      ("last", "winners, chips, then the last chip's round"),
                      ("seq", "winners, chips, then chip by chip")):
        rules.append((f"share of the table beaten ({what}), Holm",
                      lambda rows, k=key: rank_values(rows, k)))
    rules.append(("share of the chips held round by round, Holm", chip_time))
    out: dict = {"games_differing": differ, "seeds": len(played), "reference_games": len(ref)}
    for name, of in rules:
        false_win = false_same = caught = bound = planted_seeds = 0
        notes = []
        for s in played:
            rows = rows_of[s]
            others = [r for t in played if t != s for r in rows_of[t]]
            win_truth = sw.new_rule(sw.points([r[:6] for r in win_ref + others]))
            same_truth = _warnings(of(ref + others))
            got = _warnings(of(rows))
            bad_win = {k + 1: d for k, d in got.items() if win_truth.get(k) != d}
            bad_same = {k + 1: d for k, d in got.items() if same_truth.get(k) != d}
            false_win += len(bad_win)
            false_same += len(bad_same)
            if bad_win or bad_same:
                notes.append((s, bad_same or bad_win))
            chosen = [sw.plant_u(r[0], r[1]) < args.planted_share for r in rows]
            if not all((r[0], r[1]) in hard for r, c in zip(rows, chosen) if c):
                continue
            mixed = of([hard[(r[0], r[1])] if c else r for r, c in zip(rows, chosen)])
            planted_seeds += 1
            caught += _warnings(mixed).get(seat) == "favoured"
            bound += _bound(mixed, seat).get(seat) == "favoured"
        effect = _effect([r for s in played for r in rows_of[s]], hard, seat, of)
        print(f"{name}: false seat warnings {false_same} by its own reference, {false_win} by "
              f"the win-points reference, in {len(played)} seeds {notes}; planted advantage "
              f"caught in {caught} of {planted_seeds} (seat {seat + 1} alone, one-sided, "
              f"uncorrected: {bound}); a planted game lifts seat {seat + 1} by {effect:.2f} "
              f"standard deviations")
        out[name] = {"false": false_same, "false_by_win_reference": false_win,
                     "caught": caught, "bound": bound, "planted_seeds": planted_seeds,
                     "effect_sd": effect}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--layout", default="standard")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--reference", type=int, default=10_000)
    ap.add_argument("--planted-seat", type=int, default=2)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", action="append", choices=("seeds", "planted", "reference"))
    ap.add_argument("--reverse", action="store_true",
                    help="play the games last to first (a second run beside a first one)")
    args = ap.parse_args()
    if args.reverse:
        run = sw._run
        sw._run = lambda jobs, *rest: run(jobs[::-1], *rest)
    os.makedirs(sw.RESULTS, exist_ok=True)
    only = set(args.only or ("seeds", "planted", "reference"))
    sw._play = _play  # the pool's workers play with the detail kept
    if "seeds" in only:
        sw._run([(s, g, -1) for s in sw.SEEDS for g in range(args.games)],
                os.path.join(sw.RESULTS, "seeds_ranks.jsonl"), args.layout, args.jobs)
    if "planted" in only:
        sw._run([(s, g, args.planted_seat - 1) for s in sw.SEEDS for g in range(args.games)
                 if sw.plant_u(s, g) < sw.PLANT_MAX],
                os.path.join(sw.RESULTS, "planted_ranks.jsonl"), args.layout, args.jobs)
    if "reference" in only:
        sw._run([(sw.REFERENCE_SEED, g, -1) for g in range(args.reference)],
                os.path.join(sw.RESULTS, "reference_ranks.jsonl"), args.layout, args.jobs)


if __name__ == "__main__":
    main()
