"""Issue 43: loops are named, not counted as the board's fault.

On the straight-line board of 16 discs (sun, 14 slots, Earth) four medium players that copy
one another can go round a loop: all four pieces on Earth, every seat laying the same cards
and turning Earth a quarter each, so the board comes back to where the round started, until
the round limit. These tests play such a game:

* with the old players (the loop variation switched off) the game repeats a whole position
  round after round; the playtest's loop watch finds it, names it a loop with its seed, and
  the warning speaks of a loop, not of a board that never ends;
* with the players as they are, the seat that meets a position again varies its choice, the
  loop breaks, the game ends, and the share of rounds with identical cards falls;
* a seed still gives the same game, variation included.
"""

from __future__ import annotations

import pytest
from engine_helpers import make_layout
from zuendstoff import playtest
from zuendstoff.engine.bots import medium
from zuendstoff.engine.record import record_text
from zuendstoff.engine.repetition import Repetitions, round_position
from zuendstoff.playtest import loops
from zuendstoff.resources import default_discs
from zuendstoff.sim import play_game

LINE16 = make_layout(["SPPPPPPPPPPPPPPE"])
DISCS = default_discs()
#: a deal of the playtest's seed 1 (game 19) on which mirrored medium players loop
LOOPING_SEED, LOOPING_GAME = 1, 19
#: a game played outside a playtest on which the old players loop to the limit
STUCK = "16"


@pytest.fixture
def old_players(monkeypatch):
    """The medium players before issue 43: no wider choice when a position comes back."""
    monkeypatch.setattr(medium.MediumBot, "_came_back", lambda self, view: 0)
    monkeypatch.setattr(medium.MediumBot, "_round_came_back", lambda self, view: 0)


def _watched(seed: str, round_limit: int):
    watch = loops.LoopWatch()
    game = play_game(DISCS, LINE16, ["medium"] * 4, seed, round_limit=round_limit,
                     watch=lambda g, _d: watch(g))
    return game, watch


def test_a_position_seen_again_at_the_start_of_a_round_is_a_repeat():
    reps = Repetitions()
    assert reps.see(1, ("a",)) == 0 and reps.see(1, ("a",)) == 0  # the same round once
    assert reps.see(2, ("b",)) == 0
    assert reps.see(3, ("a",)) == 1 and reps.see(4, ("a",)) == 2
    assert (reps.rounds, reps.repeats, reps.most, reps.last_before) == (4, 2, 3, 2)


def test_only_the_start_of_a_round_is_a_position_and_every_seat_sees_the_same():
    from engine_helpers import new_game
    from zuendstoff.engine.bots import make_bot

    game = new_game(layout=LINE16, n=4)
    start = round_position(game.view(0))
    assert start is not None and all(round_position(game.view(s)) == start for s in range(4))
    for seat in range(4):  # first cards laid: the round has started
        game.apply(make_bot("medium", seat).decide_in(game, seat))
    assert game.phase.name == "SECOND_CARD" and round_position(game.view(0)) is None


def test_mirrored_players_loop_and_the_watch_names_it(old_players):
    game, watch = _watched(STUCK, round_limit=120)
    assert game.end == "limit"
    reps = watch.reps
    assert reps.rounds == 120 and reps.repeats > 60 and reps.most > 10  # looping from ~round 50
    same, rounds = loops.mirror_rounds(game)
    assert same / rounds > 0.5
    result = (0, 7, 120, True, (), loops.game_loops(watch, game))
    fig = loops.figures([result], 3)
    assert fig["looping"] == fig["unfinished_looping"] == 1 and fig["unfinished_long"] == 0
    assert fig["state_repetition"] > 0.5
    assert fig["odd_games"] == [{"game": 7, "seed": "3:7", "rounds": 120, "unfinished": True,
                                 "repeats": reps.repeats, "most_seen": reps.most,
                                 "why": "loop"}]


def test_varied_players_break_the_loop_and_copy_each_other_less(old_players, monkeypatch):
    stuck, _w = _watched(STUCK, round_limit=120)
    before = loops.mirror_rounds(stuck)
    monkeypatch.undo()  # the players as they are
    game, watch = _watched(STUCK, round_limit=120)
    after = loops.mirror_rounds(game)
    assert game.end != "limit" and game.winners
    assert watch.reps.repeats >= 1  # it came back at least once, and then got out
    assert after[0] / after[1] < before[0] / before[1] - 0.2, (before, after)


def test_a_seed_still_gives_the_same_game_with_the_variation():
    a = loops.replay_game(LINE16, DISCS, 4, "medium", LOOPING_SEED, LOOPING_GAME, 400)
    b = loops.replay_game(LINE16, DISCS, 4, "medium", LOOPING_SEED, LOOPING_GAME, 400)
    assert record_text(a) == record_text(b)
    _g, watch = _watched(f"{LOOPING_SEED}:{LOOPING_GAME}", 400)
    assert watch.reps.repeats >= 1  # the variation was used in this game


def test_the_playtest_reports_loops_and_names_odd_games_by_seed():
    rep = playtest.run(LINE16, DISCS, 4, LOOPING_GAME + 1, "medium", LOOPING_SEED,
                       skill_games=0).report()
    assert 0 < rep["state_repetition"] < 0.1 and rep["looping"] >= 1
    odd = {o["game"]: o for o in rep["odd_games"]}
    assert odd[LOOPING_GAME]["seed"] == f"{LOOPING_SEED}:{LOOPING_GAME}"
    assert odd[LOOPING_GAME]["why"] == "loop broken"
    assert 0 < rep["mirror_rounds"] < 1
    text = "\n".join(playtest.output._text(rep, None, 1.0))
    assert f"seed {LOOPING_SEED}:{LOOPING_GAME}" in text


def test_stalls_in_a_loop_are_not_called_a_board_that_never_ends():
    report = {"games": 20, "unfinished": 3, "finished": 17, "round_limit": 400,
              "unfinished_looping": 3, "odd_games": [
                  {"seed": f"1:{g}", "why": "loop"} for g in (2, 5, 9)],
              "rounds": {"median": 10}, "seats": [], "fair_share": 0.25,
              "skill": {"games": 0, "too_wide": False}}
    codes = [w["code"] for w in playtest.warnings(report)]
    assert "loops" in codes and "never_ends" not in codes
    text = playtest.warning_text(next(w for w in playtest.warnings(report)
                                      if w["code"] == "loops"))
    assert "1:2, 1:5, 1:9" in text
    report.update(unfinished_looping=0, odd_games=[])
    assert "never_ends" in [w["code"] for w in playtest.warnings(report)]


def test_a_finished_game_far_longer_than_most_is_listed_as_odd():
    plain = (0, 0, 0, 0, 0)  # no repeats, no mirror rounds
    results = [(0, g, 10, False, (0,), plain) for g in range(9)] + [(0, 9, 45, False, (1,), plain)]
    fig = loops.figures(results, 4)
    assert [(o["game"], o["seed"], o["why"]) for o in fig["odd_games"]] == [(9, "4:9", "very long")]
    assert fig["looping"] == 0
    results[-1] = (0, 9, 29, False, (1,), plain)  # long, but not over 30 rounds
    assert loops.figures(results, 4)["odd_games"] == []
