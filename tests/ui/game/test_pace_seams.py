"""The two seams a test holds the window's time by (issue 40): the window's clock
(ui/clock.py), which a test can hold so a pause never ends between two looks, and the
computer runner (ui/game/bot_runner.py), which a test can pause so "while the computer
thinks" is a moment it chooses."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import privacy_probe
import pytest
from helpers import new_game, on_privacy, settle
from privacy_probe import assert_no_secret
from zuendstoff.engine.bots import make_bot

sys.path.insert(0, str(Path(__file__).parents[2] / "document"))

from game_states import states  # noqa: E402
from test_table_moments import _before_a_forced_move  # noqa: E402

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def test_a_held_clock_keeps_the_forced_moves_ring_and_message_until_time_passes(qtbot, make_window):
    from zuendstoff.document.game_model import SeatKind
    game = next(states(_before_a_forced_move, seats=3))
    window = make_window(game.copy(), [SeatKind()] * 3)
    window.flow.auto_forced = True
    settle(qtbot, window)
    clock = window.clock
    with clock.held():
        seat = game.pending_seats()[0]
        window.bar.decided.emit(game.legal_decisions(seat)[0])
        settle(qtbot, window)
        notice = window.forced_notice.last
        assert window.scene.flashing() and window.statusBar().currentMessage() == notice
        # the ring's time comes (2.2 s of the clock's): held, it stays, and so does the line
        qtbot.waitUntil(lambda: clock.due() >= 1, timeout=10000)
        assert window.scene.flashing()
        assert window.statusBar().currentMessage() == notice
        assert clock.pass_time() >= 1  # the test lets the time pass: both go
        assert not window.scene.flashing()
        assert window.statusBar().currentMessage() == ""


def test_the_privacy_probe_never_reads_a_ring_ending_between_two_looks_as_a_leak(
        qtbot, make_window, monkeypatch):
    """Seen under load: a forced move's ring ended between the probe's two snapshots, and the
    probe reported the board as showing a secret card. The probe holds the window's clock."""
    game, kinds = new_game(n_humans=2, bots=("greedy",), seed=7)
    window = make_window(game, kinds)
    settle(qtbot, window)
    assert on_privacy(window) and privacy_probe.unrevealed(window.model.game)
    cell = window.model.game.piece_cell(0)
    window.scene.flash([cell], 150)  # as a forced move made just before rings its disc
    looks = privacy_probe.everything

    def slow_look(w):  # a loaded machine: the first look takes longer than the ring's time
        seen = looks(w)
        if not hasattr(slow_look, "once"):
            slow_look.once = True
            time.sleep(0.4)
        return seen
    monkeypatch.setattr(privacy_probe, "everything", slow_look)
    assert assert_no_secret(window, qtbot) >= 1
    qtbot.waitUntil(lambda: not window.scene.flashing(), timeout=5000)  # (released: it ends)


class _Slow:
    """A bot that answers its one decision after a short think."""

    def __init__(self) -> None:
        self.inner = make_bot("greedy", 1)

    def decide(self, view):
        time.sleep(0.05)
        return self.inner.decide(view)

    def cancel(self) -> None:
        pass


def test_a_paused_runner_holds_the_answer_until_resumed_and_drops_a_cancelled_one(qtbot):
    from zuendstoff.ui.game.bot_runner import BotRunner
    game, _kinds = new_game(n_humans=0, bots=("greedy", "greedy"), seed=3)
    runner = BotRunner(delay_ms=0)
    got = []
    runner.decided.connect(lambda seat, d: got.append((seat, d)))
    runner.pause()
    runner.request(0, _Slow(), game.view(0))
    qtbot.waitUntil(lambda: runner.answered, timeout=10000)
    assert runner.busy and not got  # thought, answered, held
    with qtbot.waitSignal(runner.decided, timeout=5000):
        runner.resume()
    assert [s for s, _d in got] == [0] and not runner.busy
    # paused again: an answer cancelled while it waits (undo, a new game) never comes
    runner.pause()
    runner.request(1, _Slow(), game.view(1))
    qtbot.waitUntil(lambda: runner.answered, timeout=10000)
    runner.cancel()
    runner.resume()
    qtbot.wait(50)  # (a wrongly delivered answer would be a queued call: let it run)
    assert len(got) == 1 and not runner.busy
    runner.shutdown()

