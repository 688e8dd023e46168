"""R13 reveals on the table; computer seats thinking off the GUI thread with cancellation."""

from __future__ import annotations

import threading
import time

import pytest
from helpers import at_moment, choose_card_by_keys, new_game, pass_privacy, press_continue, settle
from PySide6.QtWidgets import QLabel
from zuendstoff.engine import SeatView
from zuendstoff.engine.bots.base import Bot
from zuendstoff.ui.game.bot_runner import BotRunner

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _banner_text(window):
    return " ".join(w.text() for w in window.reveal.findChildren(QLabel))


def test_r13_first_cards_stay_in_sight_while_the_second_is_chosen(qtbot, make_window):
    game, kinds = new_game(n_humans=2, bots=("random",), seed=3)
    window = make_window(game, kinds)
    settle(qtbot, window)
    assert window.reveal.isHidden()  # nothing on the table during the first choice
    for card in ("red3", "sun"):
        pass_privacy(qtbot, window)
        choose_card_by_keys(qtbot, window, card)
        settle(qtbot, window)
    g = window.model.game
    assert g.phase.value == "second_card"
    assert not window.reveal.isHidden()
    text = _banner_text(window)
    assert "Red 3" in text and "Sun rotation" in text
    bot_card = g.revealed_cards(2)[0]
    assert all(name in text for name in ("Anna", "Ben"))
    assert bot_card  # the computer's first card is on the table too
    pass_privacy(qtbot, window)
    assert not window.reveal.isHidden()  # …also while Anna looks at her hand



@pytest.mark.parametrize("pause", [-1, 0], ids=["until-continue", "no-table-moments"])
def test_a_round_ended_by_its_second_cards_shows_them_until_the_next_are_turned_over(
        qtbot, make_window, pause):
    """Sun and black 1 from everyone: nobody wins a colour (R17, R18), so the second cards
    end the round at once. Its cards are on the table while the round's end is shown and
    while the next first cards are chosen, under "Round 1 – played:"; the next round's
    first cards replace them. With or without a table moment for the round's end."""
    game, kinds = new_game(n_humans=2, bots=(), seed=3)
    window = make_window(game, kinds)
    window.flow.moment_pause = pause
    settle(qtbot, window)
    for card in ("sun", "sun", "black1", "black1"):
        if at_moment(window):
            press_continue(qtbot, window)
            settle(qtbot, window)
        pass_privacy(qtbot, window)
        choose_card_by_keys(qtbot, window, card)
        settle(qtbot, window)
    g = window.model.game
    assert g.round_no == 2 and g.phase.value == "first_card"  # the round ended at once
    if pause:
        assert at_moment(window) and window.flow.moment.kind == "round"
    else:
        assert not at_moment(window)
    assert not window.reveal.isHidden()
    text = _banner_text(window)
    assert "Round 1 – played:" in text and "on the table" not in text
    assert text.count("Sun rotation") == 2 and text.count("Black 1") == 2
    if pause:
        press_continue(qtbot, window)
        settle(qtbot, window)
    pass_privacy(qtbot, window)  # the next first card is chosen with them in sight
    assert "Round 1 – played:" in _banner_text(window)
    choose_card_by_keys(qtbot, window, "red3")
    settle(qtbot, window)
    pass_privacy(qtbot, window)
    choose_card_by_keys(qtbot, window, "blue2")
    settle(qtbot, window)
    text = _banner_text(window)
    assert "Round 2 – on the table:" in text and "Round 1" not in text
    assert "Red 3" in text and "Blue 2" in text and "Black 1" not in text


class SlowBot(Bot):
    """Thinks for a while on the worker thread and notes what it was given."""

    seen: list = []

    def decide(self, view):
        SlowBot.seen.append((type(view), threading.current_thread() is threading.main_thread()))
        time.sleep(0.3)
        return view.legal[0]


def test_bot_thinks_off_the_gui_thread_and_can_be_cancelled(qtbot):
    game, _kinds = new_game(n_humans=0, bots=("random", "random"), seed=1)
    runner = BotRunner(delay_ms=0)
    got = []
    runner.decided.connect(lambda seat, d: got.append((seat, d)))
    SlowBot.seen = []
    runner.request(0, SlowBot(), game.view(0))
    assert runner.busy
    qtbot.wait(50)  # the GUI thread keeps running while the bot thinks
    runner.cancel()
    assert not runner.busy
    qtbot.wait(500)
    assert got == []  # the cancelled answer is dropped
    runner.request(1, SlowBot(), game.view(1))
    qtbot.waitUntil(lambda: bool(got), timeout=3000)
    assert got[0][0] == 1 and got[0][1] in game.legal_decisions(1)
    assert SlowBot.seen and all(kind is SeatView and not main for kind, main in SlowBot.seen)
    runner.shutdown()


def _handing_over(game):
    """A public decision of seat 0 after which seat 1 (the computer) decides, no barrier."""
    if game.phase.value in ("first_card", "second_card", "over", "flip") or \
            game.pending_seats() != (0,):
        return None
    for d in game.legal_decisions(0):
        after = game.copy()
        after.apply(d)
        if after.reveals == game.reveals and after.pending_seats() == (1,) and \
                after.phase.value not in ("first_card", "second_card", "over"):
            return d
    return None


def test_undo_while_a_computer_thinks(qtbot, make_window, monkeypatch):
    """The window stays usable: undo cancels the computer's thinking and goes back."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parents[2] / "document"))
    from game_states import reach
    from helpers import play_public
    from zuendstoff.document.game_model import SeatKind

    game = reach(lambda g: _handing_over(g) is not None, seats=2)
    decision = _handing_over(game)
    before = game.copy()
    window = make_window(game, [SeatKind(), SeatKind("random")])
    monkeypatch.setitem(window.flow.bots, 1, SlowBot())
    settle(qtbot, window)
    play_public(qtbot, window, decision)
    qtbot.waitUntil(lambda: window.runner.busy, timeout=2000)
    assert "thinking" in window.status_line.text()
    assert window.undo.undo_action.isEnabled()
    window.undo.undo_action.trigger()  # while the computer thinks
    assert not window.runner.busy
    settle(qtbot, window)
    assert window.model.game.snapshot() == before.snapshot()
    assert window.model.game.pending_seats() == (0,) and window.bar.seat == 0
    qtbot.wait(400)  # the cancelled answer arrives and is dropped
    assert window.model.game.snapshot() == before.snapshot()


def test_cancel_stops_a_searching_hard_bot(qtbot):
    """Issue 6: a thinking bot's search is stopped, not just its answer dropped."""
    from zuendstoff.engine.bots import make_bot

    game, _kinds = new_game(n_humans=0, bots=("random", "random"), seed=2)
    bot = make_bot("hard", 1)
    bot.iterations = 10 ** 9  # would think for a very long time
    bot.time_budget = None
    runner = BotRunner(delay_ms=0)
    runner.request(0, bot, game.view(0))
    qtbot.wait(100)
    start = time.monotonic()
    runner.cancel()
    runner.shutdown(wait_ms=10_000)  # waits for the worker: returns once the search stopped
    assert time.monotonic() - start < 5
    assert not runner.busy
