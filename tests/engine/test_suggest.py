"""Issue 43, "Suggest a better board": the search of nearby layouts (playtest/suggest*.py).

The straight-line board of 16 discs (Earth at one end, the sun in the middle, 14 slots
between and beyond) is the issue's slow board. The full done-when (median into 10–14 with
at most 4 edits) is the last test, skipped unless ZUENDSTOFF_SLOW=1 (minutes of CPU a
seed); its time (within 10 minutes on two cores) is measured by
benchmarks/suggest_speed.py. Here small bounded searches show the parts: the edits stay
valid by the engine's own rules, the candidates play the playtest's own games on the same
deals, the result is the same for any number of worker processes, one edit already moves
the slow board's median down, and Cancel stops the workers.
"""

from __future__ import annotations

import inspect
import os
import random
import time

import pytest
from zuendstoff import playtest
from zuendstoff.engine.layout import Layout, sun_reachable
from zuendstoff.playtest import suggest_cli
from zuendstoff.playtest.suggest import suggest
from zuendstoff.playtest.suggest_edits import (
    Edit,
    applies,
    apply,
    neighbours,
    normalized,
    reuse,
    sample,
    state_of,
    valid,
)
from zuendstoff.playtest.suggest_goals import Goals, measures, median_interval, misses, score
from zuendstoff.resources import builtin_layout, default_discs
from zuendstoff.sim import Cancelled

LINE16 = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "fixtures",
                      "line16.zlayout")


def line16() -> Layout:
    """The fixture: 16 discs in a row, Earth on column 1, the sun on column 9, 14 slots."""
    layout = Layout.load(LINE16)
    assert layout.cells == tuple((0, c) for c in range(16))
    assert (layout.earth, layout.sun, len(layout.slots)) == (0, 8, 14)
    return layout


SMALL = dict(candidates=4, beam=1, confirm=2, screen_games=4, confirm_games=6, final_games=8,
             keep=2)


def test_every_suggested_board_is_one_edit_away_and_valid_by_the_engine():
    state = state_of(line16())
    edits = neighbours(state)
    # the list holds edits the engine refuses (a 15th slot is not offered, a sun cut off is)
    refused = [e for e in edits if not valid(apply(state, e))]
    assert refused, "the search must be able to meet layouts the engine refuses"
    assert not any(e.action == "add" for e in edits)  # 14 slots: none can be added
    seen: set = set()
    picked = sample(state, 40, random.Random(3), seen)
    assert len(picked) == 40
    for edit, new in picked:
        assert new == apply(state, edit)
        assert len(new ^ state) <= 4  # one disc moved, swapped, added or removed
        cells = sorted(new)
        r0, c0 = min(r for r, _c, _k in cells), min(c for _r, c, _k in cells)
        layout = Layout.build("x", [(r - r0, c - c0, k) for r, c, k in cells])
        assert sun_reachable(layout)
    # a seed picks the same edits
    assert [e for e, _s in sample(state, 40, random.Random(3), set())] == [e for e, _s in picked]


def test_edits_that_did_well_on_one_board_are_made_on_the_next():
    """The search's step k+1 first tries, on each of its best boards, the edits that did
    best in earlier steps (good edits add up); an edit that no longer applies is skipped."""
    state = state_of(line16())
    earth_down = Edit("move", "earth", (0, 0), (1, 7))  # Earth below the slot next to the sun
    slot_up = Edit("move", "planet", (0, 15), (-1, 8))  # the last slot above the sun
    slot_down = Edit("move", "planet", (0, 14), (1, 7))  # onto the cell Earth now holds
    after = apply(state, earth_down)
    assert applies(after, slot_up) and applies(after, slot_down) is False
    assert not applies(after, earth_down)  # Earth has left (0, 0)
    seen = {frozenset(normalized(after))}
    got = reuse(after, [earth_down, slot_down, slot_up], 4, seen)
    assert [e for e, _s in got] == [slot_up]
    assert got[0][1] == apply(after, slot_up) and valid(got[0][1])
    assert frozenset(normalized(got[0][1])) in seen
    assert reuse(after, [slot_up], 4, seen) == []  # a board already tried is not tried again


def test_goals_measure_the_playtests_own_figures():
    goals = Goals(median=(10, 14), no_loops=True, lead_changes=2.0, fair_seats=True)
    report = {"games": 20, "unfinished": 1, "rounds": {"median_all": 18.0},
              "lead_changes": 1.5, "fair_share": 0.25, "sun_reachable": True,
              "seats": [{"low": 0.3, "high": 0.5}] + [{"low": 0.1, "high": 0.3}] * 3}
    m = misses(goals, report)
    assert m == {"median": 2.0, "loops": 1.0, "lead_changes": 1.0, "fair_seats": 1.0}
    assert score(goals, report) == 5.0
    # the playtest's loop detection names the games stopped in a loop: a game stopped at the
    # limit without repeating a position is the board's length (the median judges it)
    assert misses(goals, dict(report, unfinished_looping=0))["loops"] == 0.0
    assert misses(goals, dict(report, unfinished=3, unfinished_looping=2))["loops"] == 2.0
    # drama is the report's Ludii drama, shown beside the goals
    assert measures(dict(report, metrics={"drama": 0.75}))["drama"] == 0.75
    assert measures(report)["drama"] is None
    assert median_interval([10] * 5 + [20] * 5)[0] == 10.0
    assert median_interval(list(range(1, 101))) == (41.0, 61.0)


def test_the_search_plays_the_playtests_games_on_the_same_deals():
    """The designer's board in a search has exactly the playtest's figures for the same
    seed and games: the same games, the same deals (common random numbers)."""
    layout, discs = builtin_layout("alt1"), default_discs()
    result = suggest(layout, discs, 3, Goals(median=(3, 4)), seed=5, max_edits=1,
                     **dict(SMALL, final_games=10))
    own = playtest.run(layout, discs, 3, 10, "medium", 5, skill_games=0, round_limit=100).report()
    base = result["base"]
    assert base["games"] == 10
    assert base["median"] == own["rounds"]["median_all"]
    assert base["lead_changes"] == own["lead_changes"]
    assert [s["share"] for s in base["seats"]] == [s["share"] for s in own["seats"]]


def test_the_suggestion_is_the_same_for_any_number_of_worker_processes():
    layout, discs = builtin_layout("alt1"), default_discs()
    a = suggest(layout, discs, 3, Goals(median=(3, 4)), seed=2, max_edits=1, jobs=1, **SMALL)
    b = suggest(layout, discs, 3, Goals(median=(3, 4)), seed=2, max_edits=1, jobs=2,
                processes=True, **SMALL)
    assert a["candidates"] and a["candidates"] == b["candidates"] and a["base"] == b["base"]


def test_one_edit_already_brings_the_slow_line_nearer_the_goal():
    result = suggest(line16(), default_discs(), 4, Goals(median=(10, 14)), seed=1, max_edits=1,
                     jobs=2, candidates=8, beam=1, confirm=2, screen_games=8, confirm_games=16,
                     final_games=16)
    base, best = result["base"], result["candidates"][0]
    # searched because the games shown miss the goal (not a first few of them)
    assert not result["already_met"] and not base["met"] and base["games"] == 16
    assert base["median"] > 25  # the slow board
    assert best["median"] < base["median"] and result["better"]
    assert len(best["edits"]) == 1 and best["score"] < base["score"]
    lo, hi = best["median_interval"]
    assert lo <= best["median"] <= hi


def test_the_search_stops_for_a_board_only_when_it_meets_the_goals_in_all_its_games():
    """A median can pass the goal's edge between a board's first games and all of them: the
    board that stops the search has played all its games (final_games) by then."""
    heard: list[dict] = []
    result = suggest(builtin_layout("alt1"), default_discs(), 3, Goals(median=(8, 20)), seed=2,
                     max_edits=2, on_progress=heard.append, **SMALL)
    steps = [h for h in heard if h["stage"] == "step"]
    assert result["met"] and not result["already_met"] and steps
    last = steps[-1]["best"]
    assert last["met"] and last["games"] == SMALL["final_games"] > SMALL["confirm_games"]
    assert all(not h["best"]["met"] for h in steps[:-1])


def test_a_board_that_meets_the_goals_is_not_searched():
    heard: list[dict] = []
    result = suggest(builtin_layout("alt1"), default_discs(), 3, Goals(median=(1, 99)), seed=1,
                     on_progress=heard.append, **SMALL)
    # whether to search was judged on the games reported (alt2 once met the goals in its
    # first 48 games, missed them in 100, and was reported as not searched)
    assert [h["best"]["games"] for h in heard] == [SMALL["final_games"]]
    assert result["already_met"] and result["met"] and not result["candidates"]
    assert result["base"]["met"] and result["base"]["games"] == SMALL["final_games"]
    assert result["games_played"] == SMALL["final_games"]  # the board's own games only
    assert "already meets the goals" in "\n".join(suggest_cli.text(dict(result, layout="alt1")))


def test_cancel_stops_the_search_and_its_workers():
    import multiprocessing

    asked: list[float] = []

    def progress(_p):
        asked.append(time.perf_counter())

    with pytest.raises(Cancelled):
        suggest(line16(), default_discs(), 4, Goals(), seed=1, jobs=2, processes=True,
                on_progress=progress, cancelled=lambda: bool(asked), screen_games=8,
                confirm_games=8, final_games=8)
    assert time.perf_counter() - asked[0] < 30  # not the whole search: the pool is ended
    assert not multiprocessing.active_children()


def test_the_command_prints_the_suggestions(monkeypatch, capsys, tmp_path):
    from functools import partial

    from zuendstoff.playtest import main
    from zuendstoff.playtest import suggest as suggest_module

    monkeypatch.setattr(suggest_module, "suggest", partial(suggest_module.suggest, **SMALL))
    assert main(["alt1", "--suggest", "--players", "3", "--median", "3-4", "--edits", "1",
                 "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "goals: median 3-4 rounds; no loops" in out
    assert "a layout moves fair seats" not in out and "a layout moves median: much" in out
    assert "your board: median" in out and "suggestion 1" in out
    assert "  1. " in out  # the edit that makes it
    with pytest.raises(SystemExit):
        main(["alt1", "--suggest", "--median", "14-10x"])
    assert "--median must be LOW-HIGH" in capsys.readouterr().err
    assert suggest_cli.describe({"action": "swap", "kind": "sun", "from": {"row": 0, "col": 8},
                                 "to": {"row": -1, "col": 2}}) == \
        "swap the sun on row 1, column 9 with the slot on row 0, column 3"


def test_the_command_and_the_window_search_with_the_same_defaults(monkeypatch, capsys):
    """One place for the search's settings (suggest.DEFAULTS); the command's games run on
    every core unless --jobs says otherwise."""
    from zuendstoff.playtest import main
    from zuendstoff.playtest import suggest as suggest_module

    asked: list[dict] = []

    def recording(*_args, **kwargs):
        asked.append(kwargs)
        raise KeyboardInterrupt  # what the search was asked is all this test needs

    monkeypatch.setattr(suggest_module, "suggest", recording)
    assert main(["alt1", "--suggest", "--median", "3-4", "--edits", "1"]) == 130
    assert main(["alt1", "--suggest", "--median", "3-4", "--edits", "1", "--jobs", "1"]) == 130
    capsys.readouterr()
    assert [a["jobs"] for a in asked] == [None, 1]  # None: one process per core
    # only the goals, the level, the seed and the edits come from the command
    assert not set(asked[0]) & (set(suggest_module.DEFAULTS) - {"max_edits"})
    params = inspect.signature(suggest).parameters
    assert {k: params[k].default for k in suggest_module.DEFAULTS} == suggest_module.DEFAULTS
    assert params["jobs"].default is None


def test_a_board_nobody_can_win_is_not_played_but_mended():
    """A board nobody can win (Earth alone in its row and column: no flight leaves it) is
    not played (its games would all run to the limit); the search starts from it and finds
    boards that can be won."""
    layout = Layout.build("stuck", [(0, 0, "sun"), (0, 1, "planet"), (2, 2, "earth"),
                                    (1, 0, "planet")])
    assert not sun_reachable(layout)
    result = suggest(layout, default_discs(), 2, Goals(median=(3, 20)), seed=1, max_edits=1,
                     **SMALL)
    assert result["base"]["games"] == 0 and not result["base"]["sun_reachable"]
    best = result["candidates"][0]
    assert best["sun_reachable"] and best["games"] == SMALL["final_games"] and result["better"]
    assert "nobody can win (not played)" in "\n".join(suggest_cli.text(dict(result, layout="x")))


@pytest.mark.skipif(os.environ.get("ZUENDSTOFF_SLOW") != "1",
                    reason="a whole search of the straight line (minutes of CPU): "
                    "ZUENDSTOFF_SLOW=1 runs it; benchmarks/suggest_speed.py times it")
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_suggest_brings_the_straight_line_into_10_to_14_rounds_with_at_most_4_edits(seed):
    """Issue 43's done-when, with the search's own defaults (every core): the median of
    the best suggestion (its 100 games) lies in 10-14 rounds, at most 4 edits away."""
    result = suggest(line16(), default_discs(), 4, Goals(median=(10, 14)), seed=seed)
    base, best = result["base"], result["candidates"][0]
    assert base["median"] > 25 and not result["already_met"]
    assert best["games"] == 100
    assert 10 <= best["median"] <= 14 and len(best["edits"]) <= 4, best
