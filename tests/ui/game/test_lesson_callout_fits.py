"""The guided game's callouts, at every step and in both languages: each stays inside the
window, never covers what it points at, points its arrow at it, and (where the window has
room) keeps clear of what the move needs in sight (the other stops, the words and buttons
beside the board, the disc a move there is about, the chips); its text is never clipped
(it grows, or scrolls with the instruction in view); after "Got it" the keys go on where the
move is made; and no callout outlives its step.

Where a callout sits does not depend on the pace, so these walks run at zero pace, chosen
here (the end-to-end test in test_lesson.py checks the same at the app's own pace)."""

from __future__ import annotations

import pytest
from lesson_steps import callout_problems, focused_move
from PySide6.QtWidgets import QApplication
from test_lesson import _make_move, _settle_lesson
from zuendstoff.engine import Rotate

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _lesson(qtbot, make_window, settings, size):
    settings.animation_speed = 0  # (the zero pace, chosen: see the module's text)
    settings.bot_delay_ms = 0
    main = make_window()
    lw = main.learn(restart=True)
    qtbot.addWidget(lw)
    lw.resize(*size)
    QApplication.processEvents()
    return lw


def _text_whole_or_scrolled_to_its_end(callout):
    label, scroll = callout.text, callout.scroll
    inner = scroll.viewport().width()
    if scroll.verticalScrollBar().maximum() == 0:  # not scrolled: the whole text is shown
        assert scroll.viewport().height() >= label.heightForWidth(inner) - 2
    assert callout.instruction_visible()


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_callout_points_at_its_step_and_covers_nothing_it_needs(
        qtbot, make_window, settings, home, language):
    """Every step and the end, in a window of the usual size; the moves made with the keys
    after "Got it" (the focus lands where the move is made: it once landed on the sun)."""
    from zuendstoff import i18n
    i18n.install(language)
    try:
        lw = _lesson(qtbot, make_window, settings, (1400, 900))
        problems, focus = [], {}
        for _ in range(60):
            _settle_lesson(qtbot, lw)
            QApplication.processEvents()
            lesson = lw.lesson
            step = "end" if lesson.done else f"{lesson.script.done_in(lw.model.game)} {lesson._want}"
            problems += [f"{step}: {p}" for p in callout_problems(lw)]
            if lesson.done:
                break
            want = lesson._want
            lesson.callout.ok_button.click()  # "Got it"
            assert not lesson.callout.isVisible()
            made = lesson.script.done_in(lw.model.game)
            focus[type(want).__name__] = focused_move(qtbot, lw)
            if isinstance(want, Rotate) and tuple(want.target) != lw.model.game.piece_cell(0):
                _make_move(qtbot, lw, want)  # (another planet: the quarter is a button beside)
            qtbot.waitUntil(lambda lesson=lesson, made=made: lesson.script.done_in(lw.model.game) > made
                            or lesson.done,
                            timeout=5000)
        assert lw.lesson.done, "the lesson did not reach its end"
        assert not problems, "\n".join(problems)
        assert set(focus) == {"PlayCard", "Rotate", "Stop", "PickColour", "Flip"}, focus
        assert focus["PlayCard"] == "HandView" or "Hand" in focus["PlayCard"], focus
        assert focus["Stop"].startswith("BoardView"), focus
    finally:
        i18n.install("en")


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_callout_shows_its_instruction_in_a_small_window(qtbot, make_window, settings,
                                                               home, language):
    """In a small window the callout may have to cover something beside its target, but never
    its target, never with its arrow elsewhere, and never with its instruction cut off."""
    from zuendstoff import i18n
    i18n.install(language)
    try:
        lw = _lesson(qtbot, make_window, settings, (1000, 560))
        problems = []
        for _ in range(60):
            _settle_lesson(qtbot, lw)
            QApplication.processEvents()
            callout = lw.lesson.callout
            problems += callout_problems(lw, strict=False)
            _text_whole_or_scrolled_to_its_end(callout)
            if lw.lesson.done:
                break
            _make_move(qtbot, lw, lw.lesson.script.expected(lw.model.game, 0))
        assert lw.lesson.done
        assert not problems, "\n".join(problems)
    finally:
        i18n.install("en")


def test_a_long_text_in_a_short_window_scrolls_to_the_instruction(qtbot, make_window, settings,
                                                                  home):
    lw = _lesson(qtbot, make_window, settings, (900, 420))
    _settle_lesson(qtbot, lw)
    callout = lw.lesson.callout
    long = "\n\n".join(["A very long explanation of the game that goes on and on."] * 12
                       + ["Now: fly red."])
    callout.show_at("Round 1 of 4", long, lw.lesson._target_rect())
    QApplication.processEvents()
    assert lw.rect().contains(callout.geometry())
    assert callout.scroll.verticalScrollBar().maximum() > 0  # it scrolls ...
    assert callout.instruction_visible()  # ... shown at its end: "Now: fly red."


def test_no_callout_outlives_its_step(qtbot, make_window, settings, home):
    lw = _lesson(qtbot, make_window, settings, (1400, 900))
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

