"""Issue 36: zuendstoff-playtest and zuendstoff.playtest (the figures of a layout).

* the figures for a seed are the same whatever the number of jobs (in process or not);
* the seat shares sum to 1 over finished and unfinished games; they agree with the
  simulator's wins by seat for the same games; the counts add up;
* partial figures come in as games finish, and a cancel stops the workers;
* a board whose games hit the round limit gets the plain warning;
* hostile layout and disc files: one plain line, exit 2, no traceback.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys

import hostile
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from zuendstoff import playtest, sim
from zuendstoff.resources import builtin_layout, default_discs
from zuendstoff.sim import Cancelled

STANDARD = builtin_layout("standard")
DISCS = default_discs()


def _report(layout=STANDARD, players=3, games=8, level="medium", seed=5, jobs=1, **kw):
    return playtest.run(layout, DISCS, players, games, level, seed, jobs, **kw).report()


def test_the_same_seed_gives_the_same_figures_whatever_the_jobs():
    one = _report(skill_games=3, processes=False)
    two = _report(skill_games=3, jobs=2)
    three = _report(skill_games=3, jobs=3)
    assert one == two == three
    assert one != _report(skill_games=3, seed=6, processes=False)


def test_the_cli_json_is_the_same_for_any_jobs():
    def out(jobs):
        proc = subprocess.run([sys.executable, "-m", "zuendstoff.playtest", "alt1", "--players", "3",
                               "--games", "6", "--bots", "medium", "--seed", "3", "--json",
                               "--skill-games", "2", "--jobs", str(jobs)],
                              capture_output=True, text=True, check=True)
        doc = json.loads(proc.stdout)
        doc.pop("seconds")
        return doc
    a, b = out(1), out(2)
    assert a == b
    assert {"games", "unfinished", "seat_wins", "rounds", "skill", "visits"} <= set(a)
    assert a["games"] == 6 and set(a["rounds"]) >= {"median", "p90"}


def test_seat_shares_agree_with_the_simulator_and_sum_to_one():
    rep = _report(players=4, games=10, seed=2, skill_games=0)
    out = sim.run(4, 10, 2, "standard", ["medium"], None)
    assert rep["unfinished"] == out["stopped_at_limit"] == 0
    assert rep["seat_wins"] == pytest.approx(out["wins_by_seat"])
    assert sum(rep["seat_wins"]) == pytest.approx(1.0)
    assert rep["rounds"]["mean"] == pytest.approx(out["rounds_mean"])


def test_unfinished_games_are_split_between_all_seats_and_warned_about():
    rep = _report(players=2, games=12, seed=3, skill_games=0, round_limit=9)
    out = sim.run(2, 12, 3, "standard", ["medium"], None, round_limit=9)
    stopped = out["stopped_at_limit"]
    assert rep["unfinished"] == stopped > 0
    assert sum(rep["seat_wins"]) == pytest.approx(1.0)
    # each seat: its wins as the simulator counts them, plus half of every stopped game
    for s in range(2):
        assert rep["seat_wins"][s] == pytest.approx(out["wins_by_seat"][s] + stopped / 2 / 12)
    assert rep["completion"]["share"] == pytest.approx(1 - stopped / 12)
    assert any(w["code"] == "never_ends" for w in rep["warnings"])
    assert "may never end" in playtest.warning_text(rep["warnings"][0])
    assert sum(h["games"] for h in rep["rounds"]["histogram"]) == 12


def test_the_counts_add_up():
    rep = _report(players=4, games=6, seed=9, skill_games=2)
    cells = rep["visits"]["cells"]
    assert len(cells) == len(STANDARD.cells)
    assert all(c["turned_up"] <= 6 for c in cells if c["kind"] == "slot")
    assert [c for c in cells if c["kind"] == "sun"][0]["stops"] == 0
    entries = rep["visits"]["sun"]["entries"]
    assert entries == sum(col["sun_entries"] for col in rep["colours"].values()) > 0
    # every finished game: its winners took two chips each, all of them sun entries
    assert sum(col["wins"] for col in rep["colours"].values()) <= entries
    assert rep["skill"]["games"] == 2 and 0 <= rep["skill"]["share"] <= 1
    for seat in rep["seats"]:
        assert seat["low"] <= seat["share"] <= seat["high"]


def test_wilson_interval():
    lo, hi = playtest.wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert playtest.wilson(0, 20)[0] == 0.0 and playtest.wilson(20, 20)[1] == 1.0


def test_partial_figures_come_as_games_finish():
    seen = []
    playtest.run(STANDARD, DISCS, 2, 6, "medium", 1, jobs=2, skill_games=0,
                 on_progress=lambda t: seen.append((t.done, t.report()["games"])))
    assert [d for d, _g in seen] == [1, 2, 3, 4, 5, 6]
    assert seen[0][1] == 1 and seen[-1][1] == 6


@pytest.mark.parametrize("processes", [False, True])
def test_cancel_stops_the_run(processes):
    calls = []

    def cancelled():
        calls.append(1)
        return len(calls) > 2

    with pytest.raises(Cancelled):
        playtest.run(STANDARD, DISCS, 4, 400, "medium", 1, jobs=2, skill_games=0,
                     cancelled=cancelled, processes=processes)
    import multiprocessing
    assert not multiprocessing.active_children()


# ------------------------------------------------------------------- hostile files

FILES = hostile.valid_files()


def _cli(capsys, *args) -> tuple[int, str]:
    code = playtest.main(list(args))
    return code, capsys.readouterr().err


@pytest.mark.parametrize("kind", ["layout", "discs"])
@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**32 - 1))
def test_hostile_files_give_one_plain_line(kind, tmp_path, capsys, seed):
    rng = random.Random(seed)
    data = FILES[kind]
    for _ in range(rng.randint(1, 3)):
        data = hostile.mutate(data, rng)
    path = tmp_path / f"hostile{hostile.SUFFIX[kind]}"
    path.write_bytes(data)
    args = [str(path)] if kind == "layout" else ["standard", "--discs", str(path)]
    code, err = _cli(capsys, *args, "--players", "2", "--games", "1", "--bots", "random",
                     "--skill-games", "0", "--json")
    assert code in (0, 2)
    if code == 2:
        assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
        assert str(path) in err


@pytest.mark.parametrize("kind", ["layout", "discs"])
def test_special_files_give_one_plain_line(kind, tmp_path, capsys):
    for name, path in hostile.special_files(tmp_path / kind).items():
        args = [str(path)] if kind == "layout" else ["standard", "--discs", str(path)]
        with hostile.time_limit(10):
            code, err = _cli(capsys, *args, "--games", "1", "--skill-games", "0")
        assert code == 2, name
        assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, (name, err)


def test_the_installed_command_fails_plainly(tmp_path):
    bad = tmp_path / "bad.zlayout"
    bad.write_bytes(b"\xff\xfe{")
    proc = subprocess.run([sys.executable, "-m", "zuendstoff.playtest", str(bad)],
                          capture_output=True, text=True)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1
