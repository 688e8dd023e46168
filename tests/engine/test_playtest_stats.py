"""Issue 43: playtest figures a designer can trust.

* seat warnings are corrected for testing every seat (Holm): fair seats earn a warning in at
  most about 5 % of playtests, not one in ten; a seat well ahead is still caught; the report
  says how many games it takes to see a 5-point seat difference and offers them;
* the skill figure says plainly when its interval is too wide, and is not "0.0 % [0, 100]"
  without games; the skill trace climbs the levels;
* Ludii's metrics (branching and decision factor, drama, lead changes, lead stability);
* a board nobody can win is not played; a game length is not "0 rounds" without a
  finished game; the heat map's rows and columns count from 1; "slow" says what the median is.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest
from zuendstoff import playtest
from zuendstoff.engine.layout import Layout
from zuendstoff.playtest.figures import Tally
from zuendstoff.resources import builtin_layout, default_discs

STANDARD = builtin_layout("standard")
DISCS = default_discs()


def _synthetic_tally(rng: random.Random, games: int, weights, players: int = 4) -> Tally:
    """A playtest's tally from made-up games: a third of them shared by two seats, the rest
    won by one seat drawn with ``weights`` (all 1: every seat fair)."""
    tally = Tally(STANDARD, players, games, 0, "medium", 0, 400)
    for g in range(games):
        if rng.random() < 0.35:
            winners = tuple(sorted(rng.sample(range(players), 2)))
        else:
            winners = (rng.choices(range(players), weights)[0],)
        tally.add((0, g, 10, False, winners, (), (), (0, 0, 0, 0), (0, 0, 0), (0, 0, 0),
                   (0, 0, 0), None, 0))
    return tally


def _seat_warnings(report):
    return [w for w in report["warnings"] if w["code"] in ("seat_favoured", "seat_behind")]


def test_fair_seats_earn_a_warning_in_at_most_about_one_playtest_in_twenty():
    # 200 playtests of 200 games in which every seat is fair: testing four seats at 95 % each
    # warned in 18 of them (9 %); corrected for the four tests, about 5 % are allowed
    warned = sum(bool(_seat_warnings(_synthetic_tally(random.Random(seed), 200, [1] * 4).report()))
                 for seed in range(200))
    assert warned <= 14


def test_a_seat_far_ahead_is_still_caught_and_named():
    caught = 0
    for seed in range(20):
        report = _synthetic_tally(random.Random(seed), 400, [1, 2.2, 1, 1]).report()
        caught += [w["seat"] for w in _seat_warnings(report)
                   if w["code"] == "seat_favoured"] == [2]
        assert report["seat_test"]["method"] == "holm"
    assert caught >= 18


def test_holm_adjusts_the_smallest_p_value_most():
    from zuendstoff.playtest import seats

    assert seats.holm([0.01, 0.04, 0.03, 0.005]) == pytest.approx([0.03, 0.06, 0.06, 0.02])
    assert seats.holm([0.5]) == [0.5]


def test_the_report_says_how_many_games_a_five_point_difference_needs_and_offers_them():
    from zuendstoff.playtest import seats

    few = _synthetic_tally(random.Random(1), 200, [1] * 4).report()
    test = few["seat_test"]
    # four seats: the strictest Holm level is 5 % / 4, two-sided; 80 % power
    assert test["games_needed"] == seats.games_needed(
        sum((s["se"] ** 2) * 200 for s in test["seats"]) / 4, 4)
    assert 400 < test["games_needed"] < 900
    assert 0.05 < test["visible_difference"] < 0.10
    offer = [w for w in few["warnings"] if w["code"] == "more_games"]
    assert offer and offer[0]["needed"] == test["games_needed"]
    text = playtest.warning_text(offer[0])
    assert f"about {test['games_needed']} games" in text and "200 games" in text
    many = _synthetic_tally(random.Random(1), test["games_needed"] + 50, [1] * 4).report()
    assert not [w for w in many["warnings"] if w["code"] == "more_games"]


def test_games_needed_follows_the_textbook_formula():
    from zuendstoff.playtest import seats

    # (z(1 - 0.05 / 8) + z(0.8))^2 * variance / 0.05^2, variance 3/16 of a fair 1-in-4 seat
    assert seats.games_needed(0.1875, 4) == 837
    assert seats.games_needed(0.1875, 2) < seats.games_needed(0.1875, 5)


# ------------------------------------------------------------------------ skill

def test_no_skill_games_give_no_skill_figure():
    report = playtest.run(STANDARD, DISCS, 2, 2, "medium", 1, skill_games=0).report()
    assert report["skill"]["games"] == 0 and report["skill"]["share"] is None
    text = "\n".join(playtest.output._text(report, None, 0.0))
    assert "not played" in text and "0.0% [0.0%, 100.0%]" not in text


def test_the_default_skill_figure_is_within_ten_points_and_a_narrow_run_says_too_wide():
    assert playtest.default_skill_games(200) == 97
    lo, hi = playtest.wilson(48.5, 97)  # the widest share, one half
    assert (hi - lo) / 2 <= 0.10
    tally = _synthetic_tally(random.Random(2), 30, [1] * 4)
    tally.skill_games = 20
    for g in range(20):
        tally.add((1, g, 10, False, (g % 4,), g % 4 if g % 3 else 0))
    report = tally.report()
    assert report["skill"]["too_wide"]
    w = [w for w in report["warnings"] if w["code"] == "skill_too_wide"]
    assert w and "too wide to read" in playtest.warning_text(w[0])


def test_the_skill_trace_climbs_the_levels():
    report = playtest.run(STANDARD, DISCS, 2, 1, "medium", 3, skill_games=0,
                          trace_games=1).report()
    trace = report["skill_trace"]
    assert [(t["strong"], t["weak"]) for t in trace] == [
        ("medium", "easy"), ("hard", "medium"), ("expert:50", "hard")]
    assert all(t["games"] == 1 and 0 <= t["share"] <= 1 for t in trace)
    assert report["complete"]


# ------------------------------------------------------------------------ metrics

def test_drama_and_lead_stability_of_a_game_won_from_behind():
    from zuendstoff.playtest import metrics

    # seat 0 takes a chip in round 1, seat 1 in rounds 3 and 4 and wins at the end of 4
    drama, behind, led, held = metrics.lead([(1, 0), (3, 1), (4, 1)], (1,), 2, 4)
    # rounds 1-2: the winner is one chip behind; round 3 tied (leads too), round 4 ahead
    assert behind == 2 and drama == 1.0
    # leaders: {0} after 1, {0} after 2 (held), {0,1} after 3, {1} after 4
    assert (led, held) == (3, 1)
    assert metrics.lead([(2, 0), (3, 0)], (0,), 2, 3) == (0.0, 0, 1, 1)


def test_ludii_metrics_come_from_the_balance_games():
    report = playtest.run(STANDARD, DISCS, 3, 4, "medium", 2, skill_games=0).report()
    m = report["metrics"]
    assert m["games"] == 4
    assert 1 <= m["branching_factor"] <= m["decision_factor"]
    assert 0 <= m["forced_share"] < 1 and 0 <= m["lead_stability"] <= 1
    assert m["drama"] >= 0 and m["lead_changes"] == report["lead_changes"]


# ------------------------------------------------------------------------ smaller points

UNWINNABLE = Layout.build("t", [(0, 0, "sun"), (1, 1, "earth"), (2, 2, "planet")])


def test_a_board_nobody_can_win_is_not_played():
    asked = []
    tally = playtest.run(UNWINNABLE, DISCS, 4, 50, "medium", 1, round_limit=30,
                         cancelled=lambda: asked.append(1) or False)
    report = tally.report()
    assert report["games"] == 0 and tally.done == 0 and not asked
    assert [w["code"] for w in report["warnings"]] == ["unreachable"]
    assert report["rounds"]["median"] is None and report["skill"]["share"] is None


def test_the_command_says_a_board_cannot_be_won_before_playing(tmp_path):
    path = tmp_path / "apart.zlayout"
    UNWINNABLE.save(str(path))
    proc = subprocess.run([sys.executable, "-m", "zuendstoff.playtest", str(path), "--games",
                           "100", "--json"], capture_output=True, text=True, timeout=60)
    doc = json.loads(proc.stdout)
    assert doc["games"] == 0 and doc["warnings"] == [{"code": "unreachable"}]


def test_no_finished_game_gives_no_length():
    report = playtest.run(STANDARD, DISCS, 2, 2, "medium", 1, skill_games=0,
                          round_limit=1).report()
    assert report["finished"] == 0
    assert report["rounds"]["median"] is None and report["rounds"]["p90"] is None
    assert "median / 90th percentile" in "\n".join(playtest.output._text(report, None, 0.0))


def test_heat_map_rows_and_columns_count_from_one_like_the_setup_sheet():
    report = playtest.run(STANDARD, DISCS, 2, 1, "medium", 1, skill_games=0).report()
    cells = report["visits"]["cells"]
    assert min(c["row"] for c in cells) == 1 and min(c["col"] for c in cells) == 1
    top = min(r for r, _c in STANDARD.cells)
    left = min(c for _r, c in STANDARD.cells)
    for cell, (r, c) in zip(cells, STANDARD.cells):
        assert (cell["row"], cell["col"]) == (r - top + 1, c - left + 1)


def test_slow_says_half_take_the_median_or_more():
    text = playtest.warning_text({"code": "slow", "median": 32})
    assert "more than 32" not in text and "32 rounds or more" in text
