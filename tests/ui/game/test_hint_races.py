"""Hints and what happens meanwhile (issue 41): a hint belongs to the position it was asked
in, and a hint to turn a planet chooses that planet for the turn buttons."""

from __future__ import annotations

import gc
import sys
import threading
from pathlib import Path

import pytest
from helpers import bar_button, play_public, settle
from PySide6.QtCore import Qt
from zuendstoff.document.game_model import HUMAN
from zuendstoff.document.names import disc_label_at, disc_name
from zuendstoff.engine import Rotate
from zuendstoff.engine.hints import Hint
from zuendstoff.ui.game import hints as hints_module

sys.path.insert(0, str(Path(__file__).parents[2] / "document"))
from game_states import reach, rotate_with_other_targets  # noqa: E402

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)

BEN = 1


def ben_has_two_planet_turns(game) -> bool:
    return (rotate_with_other_targets(game) and game.pending_seats() == (BEN,)
            and game.view(BEN).queue[:2] == (BEN, BEN))


def other_targets(game, seat) -> list:
    own = game.piece_cell(seat)
    return sorted({d.target for d in game.legal_decisions(seat)
                   if isinstance(d, Rotate) and d.target != own})


def test_a_hint_asked_for_before_an_undo_is_not_shown_after_it(qtbot, make_window, monkeypatch):
    """Ben asks for a hint between his two planet turns, then presses Undo before it comes:
    the hint answers the position after his first turn, so it is not shown (the legal moves
    before and after that turn are the same, which is why they cannot tell)."""
    game = reach(ben_has_two_planet_turns, seats=2)
    window = make_window(game, [HUMAN, HUMAN])
    window.hints.budget = None  # the bot's fixed sample budget: quick and reproducible
    settle(qtbot, window)
    before, earlier_legal = game.copy(), set(game.legal_decisions(BEN))
    first = next(d for d in game.legal_decisions(BEN) if isinstance(d, Rotate)
                 and d.target != game.piece_cell(BEN) and d.quarters == 1)
    play_public(qtbot, window, first)
    settle(qtbot, window)
    after_first = window.model.game
    assert after_first.pending_seats() == (BEN,) and window.undo.undo_action.isEnabled()
    assert set(after_first.legal_decisions(BEN)) == earlier_legal
    gate = threading.Event()  # the strongest player thinks until the test lets it answer
    real_ask = hints_module.ask

    def thinking(*args, **kwargs):
        gate.wait(20)
        return real_ask(*args, **kwargs)
    monkeypatch.setattr(hints_module, "ask", thinking)
    qtbot.keyClick(window, Qt.Key.Key_F2)
    assert window.hints.busy
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Ben's Undo
    settle(qtbot, window)
    assert window.model.game.snapshot() == before.snapshot()  # back before his first turn
    with qtbot.waitSignal(window.hints._signals.done, timeout=20000):
        gate.set()  # the answer for the position after the first turn comes now
    settle(qtbot, window)
    assert window.hints.last is None
    assert "Hint for Ben" not in window.hints.banner.label.text()
    assert not window.hints.banner.isVisible()
    # asked again now, the hint is for this position and is shown
    with qtbot.waitSignal(window.hints._signals.done, timeout=20000):
        qtbot.keyClick(window, Qt.Key.Key_F2)
    settle(qtbot, window)
    assert window.hints.last is not None and "Hint for Ben" in window.hints.banner.label.text()


def test_a_hint_to_turn_another_planet_chooses_that_planet_for_the_turn_buttons(
        qtbot, make_window, monkeypatch):
    """The hint says "turn planet X by three quarters": "or turn" names planet X, and ¾
    turns planet X (it named and turned the first planet in the list)."""
    game = reach(ben_has_two_planet_turns, seats=2)
    window = make_window(game, [HUMAN, HUMAN])
    settle(qtbot, window)
    targets = other_targets(game, BEN)
    assert len(targets) >= 2  # a planet other than the one the list names first
    hinted = Rotate(BEN, targets[-1], 3)
    assert hinted in game.legal_decisions(BEN)
    monkeypatch.setattr(hints_module, "ask", lambda *_a, **_k: Hint(hinted, "search"))
    assert disc_label_at(game, targets[0]) == window.bar.combo.currentText()
    with qtbot.waitSignal(window.hints._signals.done, timeout=20000):
        qtbot.keyClick(window, Qt.Key.Key_F2)
    settle(qtbot, window)
    assert disc_name(game, targets[-1]) in window.hints.banner.label.text()
    assert window.bar.combo.currentText() == disc_label_at(game, targets[-1])
    qtbot.mouseClick(bar_button(window, "¾ turn"), Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    made = window.model.game.rounds[-1]["rotations"][-1]
    assert made == {"seat": BEN, "target": list(targets[-1]), "quarters": 3}


def test_an_answered_hint_leaves_nothing_of_its_question_behind(qtbot, make_window, monkeypatch):
    """A question's job, with the view and the copy of the game it holds, goes once its answer
    has come (a started QRunnable subclass stayed tied to the pool after its C++ side was
    deleted, and a garbage collection on the main thread while the next question was thinking
    crashed CI)."""
    game = reach(ben_has_two_planet_turns, seats=2)
    window = make_window(game, [HUMAN, HUMAN])
    settle(qtbot, window)
    asked = []

    def answer(view, **_kwargs):
        asked.append(view.seat)
        return Hint(next(iter(game.legal_decisions(view.seat))), "search")
    monkeypatch.setattr(hints_module, "ask", answer)
    for _ in range(3):
        with qtbot.waitSignal(window.hints._signals.done, timeout=20000) as blocker:
            qtbot.keyClick(window, Qt.Key.Key_F2)
        assert blocker.args[2] == ""  # answered, not failed
        settle(qtbot, window)
    gc.collect()
    assert asked == [BEN, BEN, BEN]
    assert [o for o in gc.get_objects() if isinstance(o, hints_module._Job)] == []
