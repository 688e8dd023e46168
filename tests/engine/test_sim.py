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


def test_rounds_mean_leaves_out_games_stopped_at_the_limit():
    """Issue 36: rounds_mean is the mean of the games that ended; the stopped ones (which
    only add the limit) are reported apart, in rounds_mean_all and stopped_at_limit."""
    out = sim.run(2, 12, 3, "standard", ["medium"], None, round_limit=9)
    stopped = out["stopped_at_limit"]
    assert 0 < stopped < 12
    assert out["rounds_mean"] <= 9 and out["rounds_mean"] < out["rounds_mean_all"]
    # a stopped game played the limit's 9 rounds: counted in the mean of all games only
    finished_rounds = out["rounds_mean"] * (12 - stopped)
    assert abs(out["rounds_mean_all"] * 12 - finished_rounds - 9 * stopped) < 1e-9


def test_wins_by_seat_sum_like_wins_by_bot():
    out = sim.run(3, 9, 2, "alt1", ["random", "greedy"], None)
    assert len(out["wins_by_seat"]) == 3
    assert abs(sum(out["wins_by_seat"]) - sum(out["wins_by_bot"].values())) < 1e-9
    text = run_sim("--players", "3", "--games", "3", "--layout", "alt1").stdout
    assert "seat 3:" in text and "mean rounds of all games" in text


def test_discs_option_plays_with_that_disc_set(tmp_path):
    from zuendstoff.engine import DiscSet
    from zuendstoff.resources import discs_path

    doc = json.loads(discs_path().read_text("utf-8"))
    same = tmp_path / "same.zdiscs"
    same.write_text(json.dumps(doc), "utf-8")
    DiscSet.load(str(same))
    a = sim.run(2, 4, 1, "standard", ["greedy"], None)
    b = sim.run(2, 4, 1, "standard", ["greedy"], None, discs_arg=str(same))
    assert a["rounds_mean_all"] == b["rounds_mean_all"] and b["discs"] == str(same)
    bad = tmp_path / "bad.zdiscs"
    bad.write_text("[1, 2", "utf-8")
    out = run_sim("--discs", str(bad), "--games", "1", check=False)
    assert out.returncode == 2 and str(bad) in out.stderr and "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1


def test_a_turned_game_keeps_its_deal_and_moves_each_players_choices_a_seat_on():
    """``turn`` plays the same deal with the players' own random choices moved round the
    table (one deal from every seat, for the paired seat test in benchmarks/seat_warnings):
    in the first round, where every seat stands alike on Earth, seat s + 1 of the turned
    game plays what seat s played before; turn 0 is the game as it always was."""
    from zuendstoff.resources import builtin_layout, default_discs

    discs, layout = default_discs(), builtin_layout("standard")
    plain = sim.play_game(discs, layout, ["medium"] * 4, "turned:3")
    assert record_rounds(sim.play_game(discs, layout, ["medium"] * 4, "turned:3", turn=0)) \
        == record_rounds(plain)
    for turn in (1, 2):
        moved = sim.play_game(discs, layout, ["medium"] * 4, "turned:3", turn=turn)
        assert moved.faces == plain.faces  # the same deal
        first, again = plain.rounds[0]["cards"], moved.rounds[0]["cards"]
        assert [again[(s + turn) % 4] for s in range(4)] == first
        assert len({tuple(c) for c in first}) > 1  # the seats did not all play alike


def record_rounds(game):
    return [(r["cards"], r["rotations"], r["picks"], r["flights"]) for r in game.rounds]
