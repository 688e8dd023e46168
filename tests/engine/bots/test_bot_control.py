"""Determinism (seeded games are reproducible) and cancelling a thinking hard bot."""

from __future__ import annotations

import threading

from zuendstoff.engine.bots import make_bot
from zuendstoff.engine.bots.hard import HardBot
from zuendstoff.engine.decisions import Phase
from zuendstoff.engine.game import Game, Player
from zuendstoff.engine.record import record_text
from zuendstoff.resources import builtin_layout, default_discs
from zuendstoff.sim import play_game


def test_seeded_games_with_every_level_are_reproducible():
    discs, layout = default_discs(), builtin_layout("standard")
    for lineup in (["hard", "medium"], ["easy", "hard", "medium"]):
        texts = {record_text(play_game(discs, layout, lineup, "det")) for _ in range(2)}
        assert len(texts) == 1
    # a different seed gives a different game (the check above can fail)
    assert record_text(play_game(discs, layout, ["easy", "medium"], "det")) != \
        record_text(play_game(discs, layout, ["easy", "medium"], "other"))


def _card_view():
    game = Game.new(default_discs(), builtin_layout("standard"),
                    [Player("A", "black"), Player("B", "white")], seed=4)
    assert game.phase is Phase.FIRST_CARD
    return game.view(0)


def test_cancel_stops_a_thinking_hard_bot_with_a_legal_decision():
    view = _card_view()
    bot = HardBot(1, iterations=10**9)  # would think for hours
    out = []
    started = threading.Event()
    polls = []

    def stop_hook():
        polls.append(1)
        started.set()
        return False

    bot.should_stop = stop_hook
    worker = threading.Thread(target=lambda: out.append(bot.decide(view)), daemon=True)
    worker.start()
    assert started.wait(30)
    bot.cancel()
    worker.join(30)
    assert not worker.is_alive()
    assert out and out[0] in view.legal
    assert bot.last_samples < 10**9


def test_should_stop_callable_limits_the_search():
    view = _card_view()
    calls = []

    def stop_after_three():
        calls.append(1)
        return len(calls) > 3

    bot = HardBot(1, iterations=10**9, should_stop=stop_after_three)
    d = bot.decide(view)
    assert d in view.legal
    assert bot.last_samples == 3


def test_time_budget_ends_the_search():
    view = _card_view()
    bot = HardBot(1, iterations=10**9, time_budget=0.05)
    assert bot.decide(view) in view.legal
    assert 0 < bot.last_samples < 10**9


def test_a_new_decision_after_cancel_thinks_again():
    view = _card_view()
    bot = HardBot(2, iterations=8)
    bot.cancel()
    bot.decide(view)
    assert bot.last_samples == 8


def test_medium_and_easy_are_reproducible_per_seed():
    view = _card_view()
    for name in ("easy", "medium", "hard"):
        assert make_bot(name, 9).decide(view) == make_bot(name, 9).decide(view)


def test_iterations_zero_means_time_only_or_the_default():
    from zuendstoff.engine.bots.hard import ITERATIONS
    view = _card_view()
    timed = HardBot(1, iterations=0, time_budget=0.05)
    assert timed.decide(view) in view.legal and timed.last_samples > 0
    assert HardBot(1, iterations=0).iterations == ITERATIONS
