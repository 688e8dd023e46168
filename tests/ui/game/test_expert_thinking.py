"""Issue 13: a computer seat that thinks longer than a moment shows who thinks and how far
through its budget (never what it considers); undo stops the expert's search."""

from __future__ import annotations

import re

import pytest
from helpers import new_game
from zuendstoff.engine.bots import ExpertBot
from zuendstoff.ui.game.bot_runner import BotRunner

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def test_the_runner_reports_progress_and_cancel_stops_the_search(qtbot):
    game, _kinds = new_game(n_humans=0, bots=("random", "random"), seed=2)
    bot = ExpertBot(1, time_budget=3600.0)  # would think for an hour
    runner = BotRunner(delay_ms=0)
    seen = []
    runner.progressChanged.connect(lambda seat, pct: seen.append((seat, pct)))
    runner.request(0, bot, game.view(0))
    # shown after a moment (MOMENT_MS), and the search under way: until its first look at
    # the clock (progress > 0) it may still be setting up its worker processes, and a
    # cancel then stops it before any iteration (a busy machine)
    qtbot.waitUntil(lambda: runner.percent >= 0 and bot.progress > 0, timeout=10000)
    assert seen and seen[0] == (0, runner.percent) and 0 <= runner.percent <= 100
    runner.cancel()
    assert not runner.busy and runner.percent == -1
    runner.shutdown(wait_ms=10_000)  # returns once the search has stopped
    assert 0 < bot.last_iterations and bot.progress == 1.0


def test_the_status_line_shows_who_thinks_and_how_far(qtbot, make_window):
    game, kinds = new_game(n_humans=0, bots=("medium", "expert"), seed=5)  # Anna, Ben
    window = make_window(game, kinds)
    window.flow.set_think_budget(3600.0)  # the expert thinks until it is stopped
    assert window.flow.bots[1].time_budget == 3600.0
    qtbot.waitUntil(lambda: window.runner.busy and window.runner.percent >= 0, timeout=15000)
    text = window.status_line.text()
    assert re.fullmatch(r"Ben is thinking… \d+%", text), text
    window.flow.interrupt()  # what undo, load and close do
    assert not window.runner.busy
    window.runner.shutdown(wait_ms=10_000)
    assert "%" not in window.status_line.text()


def test_a_cancel_right_after_the_request_stops_the_search_too(qtbot):
    """The stop flag belongs to the request: a cancel that comes before the bot has begun
    (and would reset a flag of its own) still ends its search."""
    game, _kinds = new_game(n_humans=0, bots=("random", "random"), seed=3)
    runner = BotRunner(delay_ms=0)
    bots = [ExpertBot(s, time_budget=3600.0, workers=1) for s in range(3)]
    for bot in bots:
        runner.request(0, bot, game.view(0))
        runner.cancel()
    runner.shutdown(wait_ms=20_000)
    assert runner._pool.activeThreadCount() == 0  # every search has ended
    assert not runner.busy
