"""The guided game's callouts never clip their text (they grow, or their text scrolls with
the instruction in view), and no callout outlives its step."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_lesson import _make_move, _settle_lesson

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _lesson(qtbot, make_window, size):
    main = make_window()
    lw = main.learn(restart=True)
    qtbot.addWidget(lw)
    lw.scene.set_animation_speed(0)
    lw.runner.delay_ms = 0
    lw.resize(*size)
    QApplication.processEvents()
    return lw


def _text_whole_or_scrolled_to_its_end(callout):
    label, scroll = callout.text, callout.scroll
    inner = scroll.viewport().width()
    if scroll.verticalScrollBar().maximum() == 0:  # not scrolled: the whole text is shown
        assert scroll.viewport().height() >= label.heightForWidth(inner) - 2
    assert callout.instruction_visible()


@pytest.mark.parametrize("size", [(1400, 900), (1000, 560)])
def test_every_callout_shows_its_instruction(qtbot, make_window, home, size):
    lw = _lesson(qtbot, make_window, size)
    for _ in range(14):  # the first rounds: the longest texts come first
        _settle_lesson(qtbot, lw)
        if lw.lesson.done:
            break
        callout = lw.lesson.callout
        assert callout.isVisible() and lw.rect().contains(callout.geometry())
        _text_whole_or_scrolled_to_its_end(callout)
        _make_move(qtbot, lw, lw.lesson.script.expected(lw.model.game, 0))


def test_a_long_text_in_a_short_window_scrolls_to_the_instruction(qtbot, make_window, home):
    lw = _lesson(qtbot, make_window, (900, 420))
    _settle_lesson(qtbot, lw)
    callout = lw.lesson.callout
    long = "\n\n".join(["A very long explanation of the game that goes on and on."] * 12
                       + ["Now: fly red."])
    callout.show_at("Round 1 of 4", long, lw.lesson._target_rect())
    QApplication.processEvents()
    assert lw.rect().contains(callout.geometry())
    assert callout.scroll.verticalScrollBar().maximum() > 0  # it scrolls ...
    assert callout.instruction_visible()  # ... shown at its end: "Now: fly red."


def test_no_callout_outlives_its_step(qtbot, make_window, home):
    lw = _lesson(qtbot, make_window, (1400, 900))
    lw.scene.set_animation_speed(0.3)  # the board takes its time: the callout must not wait
    seen_stale = []

    def check():
        lesson = lw.lesson
        want = getattr(lesson, "_want", None)
        if lesson.callout.isVisible() and not lesson.done and want is not None \
                and want not in lw.model.game.legal_decisions(want.seat):
            seen_stale.append(want)

    lw.model.changed.connect(check)
    for _ in range(8):
        _settle_lesson(qtbot, lw)
        if lw.lesson.done:
            break
        _make_move(qtbot, lw, lw.lesson.script.expected(lw.model.game, 0))
        check()
    assert not seen_stale, seen_stale
