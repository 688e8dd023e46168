"""zuendstoff-sim: summary, JSON, seat rotation, records, replay."""

from __future__ import annotations

import json
import subprocess
import sys

from zuendstoff import sim


def run_sim(*args, check=True):
    return subprocess.run([sys.executable, "-m", "zuendstoff.sim", *args], capture_output=True,
                          text=True, check=check)


def test_json_summary_has_the_documented_keys():
    out = run_sim("--players", "3", "--games", "6", "--seed", "2", "--bots", "random,greedy",
                  "--json")
    summary = json.loads(out.stdout)
    assert {"games", "rounds_mean", "games_per_second", "wins_by_bot"} <= set(summary)
    assert summary["games"] == 6 and summary["rounds_mean"] > 1
    assert set(summary["wins_by_bot"]) == {"random", "greedy"}
    # shared wins are split, so the shares add up to the share of games with a winner
    assert 0 < sum(summary["wins_by_bot"].values()) <= 1.0 + 1e-9


def test_text_summary():
    out = run_sim("--games", "3", "--players", "2", "--layout", "alt1")
    assert "games: 3" in out.stdout and "mean rounds" in out.stdout
    assert "games per second" in out.stdout


def test_bots_rotate_seats_from_game_to_game(tmp_path):
    sim.main(["--players", "2", "--games", "4", "--seed", "1", "--bots", "random,greedy",
              "--records", str(tmp_path / "r"), "--json"])
    seats = [json.loads((tmp_path / "r" / f"game-{g:05d}.zrec").read_text())["simulator"]["bots"]
             for g in range(4)]
    assert seats == [["random", "greedy"], ["greedy", "random"]] * 2


def test_same_seed_byte_identical_records_and_replay(tmp_path):
    for d in ("a", "b"):
        sim.main(["--players", "4", "--games", "3", "--seed", "5", "--records",
                  str(tmp_path / d), "--json"])
    for g in range(3):
        name = f"game-{g:05d}.zrec"
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()
    files = sorted(str(p) for p in (tmp_path / "a").iterdir())
    assert run_sim("--replay", *files).returncode == 0


def test_replay_fails_naming_the_file(tmp_path):
    sim.main(["--games", "1", "--records", str(tmp_path), "--json"])
    good = tmp_path / "game-00000.zrec"
    doc = json.loads(good.read_text())
    doc["rounds"][0]["state"]["sun_rotation"] = (doc["rounds"][0]["state"]["sun_rotation"] + 1) % 4
    bad = tmp_path / "bad.zrec"
    bad.write_text(json.dumps(doc))
    out = run_sim("--replay", str(good), str(bad), check=False)
    assert out.returncode != 0
    assert str(bad) in out.stderr and "round 1, step state, field sun_rotation" in out.stderr
    assert "Traceback" not in out.stderr


def test_bad_arguments_and_files_fail_cleanly(tmp_path):
    out = run_sim("--bots", "nobody", check=False)
    assert out.returncode == 2 and "unknown bot" in out.stderr
    lay = tmp_path / "x.zlayout"
    lay.write_text("{")
    out = run_sim("--layout", str(lay), "--games", "1", check=False)
    assert out.returncode == 2 and str(lay) in out.stderr and "Traceback" not in out.stderr


def test_round_limit_ends_with_limit(monkeypatch):
    from zuendstoff.engine import to_record
    from zuendstoff.resources import builtin_layout, default_discs

    game = sim.play_game(default_discs(), builtin_layout("standard"), ["random", "random"], "7",
                         round_limit=2)
    assert game.end == "limit" and game.winners == ()
    doc = to_record(game)
    assert doc["end"] == "limit" and "winners" not in doc


def test_jobs_give_the_same_results_as_one_process(tmp_path):
    one = sim.run(3, 6, 4, "alt1", ["random", "greedy"], str(tmp_path / "one"), jobs=1)
    two = sim.run(3, 6, 4, "alt1", ["random", "greedy"], str(tmp_path / "two"), jobs=2)
    for key in ("games", "rounds_mean", "wins_by_bot", "stopped_at_limit"):
        assert one[key] == two[key]
    for g in range(6):
        name = f"game-{g:05d}.zrec"
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes()
