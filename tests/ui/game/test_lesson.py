"""Learn to play: the guided game is played through end to end with keys and clicks, in
English and German, with each callout on screen pointing at its target; it can be skipped
and taken up again, and it never touches the player's own autosave."""

from __future__ import annotations

import pytest
from helpers import click_disc, settle
from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtWidgets import QPushButton
from zuendstoff import userdata
from zuendstoff.document.names import colour_name
from zuendstoff.engine import Flip, PickColour, PlayCard, Rotate, Stop
from zuendstoff.engine.lesson import EVENTS
from zuendstoff.ui.learn import lesson as lesson_module

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)

tr = QCoreApplication.translate


def _bar_button(window, text):
    for b in window.bar.findChildren(QPushButton):
        if b.isVisible() and b.text() == text:
            return b
    raise AssertionError(f"no button {text!r}: {[b.text() for b in window.bar.findChildren(QPushButton)]}")


def _settle_lesson(qtbot, lw):
    settle(qtbot, lw)

    def caught_up() -> bool:  # the lesson's callout follows the settled board (60 ms later)
        lesson = lw.lesson
        if lesson.done:
            return True
        want = lesson.script.expected(lw.model.game, 0)
        return want is not None and want == lesson._want and not lesson._timer.isActive()

    qtbot.waitUntil(caught_up, timeout=10000)
    settle(qtbot, lw)


def _check_callout(lw):
    callout = lw.lesson.callout
    assert callout.isVisible() and callout.text.text()
    inside = lw.rect()
    assert inside.contains(callout.geometry()), (callout.geometry(), inside)
    target = lw.lesson._target_rect()
    assert inside.intersects(target) and not target.isEmpty()
    assert not callout.geometry().contains(target.center())  # the bubble does not hide it
    want = lw.lesson._want
    if isinstance(want, (Flip, PickColour)):  # the bubble points below the board: the disc the
        # move is about stays in sight (in German the longer text once covered the landing planet)
        disc = lw.lesson.cell_rect(lw.model.game.piece_cell(want.seat))
        assert not callout.geometry().contains(disc.center()), (type(want).__name__, callout.geometry())
    if isinstance(want, (Stop, Rotate)):  # a disc: on the board's visible part
        view = lw.board_view
        shown = QRect(view.viewport().mapTo(lw, view.viewport().rect().topLeft()), view.viewport().size())
        assert shown.contains(target.center())


def _make_move(qtbot, lw, want):
    game = lw.model.game
    if isinstance(want, PlayCard):
        assert lw.flow.looking == 0
        assert lw.hand.selected_card() == want.card  # the lesson marked it
        qtbot.keyClick(lw.hand.view, Qt.Key.Key_Return)
    elif isinstance(want, Rotate):
        click_disc(qtbot, lw, want.target)
        if tuple(want.target) != game.piece_cell(want.seat):
            text = {1: "¼ turn", 2: "½ turn", 3: "¾ turn"}[want.quarters]
            qtbot.mouseClick(_bar_button(lw, tr("DecisionBar", text)), Qt.MouseButton.LeftButton)
    elif isinstance(want, PickColour):
        text = tr("DecisionBar", "Fly %1").replace("%1", colour_name(want.colour))
        qtbot.mouseClick(_bar_button(lw, text), Qt.MouseButton.LeftButton)
    elif isinstance(want, Stop):
        click_disc(qtbot, lw, want.cell)
    elif isinstance(want, Flip):
        qtbot.mouseClick(lw.bar.compass.buttons[want.rotation], Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_guided_game_end_to_end(qtbot, make_window, home, language):
    from zuendstoff import i18n
    i18n.install(language)
    try:
        main = make_window()
        settle(qtbot, main)
        own = userdata.autosave_path()
        own.write_bytes(b"the player's own game")
        lw = main.learn(restart=True)
        qtbot.addWidget(lw)
        lw.scene.set_animation_speed(0)
        lw.runner.delay_ms = 0
        lw.resize(1400, 900)
        said = []  # what a screen reader is told (ui/announce.py)
        lw.access.announcer.announced.connect(said.append)
        texts = []
        for _ in range(60):
            _settle_lesson(qtbot, lw)
            if lw.lesson.done:
                break
            _check_callout(lw)
            texts.append(lw.lesson.callout.text.text())
            lw.access.announcer.flush()
            # the bubble's title and text are said, not only shown
            callout = lw.lesson.callout
            assert callout.title.text() + ". " + " ".join(callout.text.text().split()) in said
            want = lw.lesson.script.expected(lw.model.game, 0)
            assert want == lw.lesson._want
            _make_move(qtbot, lw, want)
        assert lw.lesson.done, "the lesson did not reach its end"
        assert lw.lesson.callout.isVisible() and lw.lesson.callout.extra_button.isVisible()
        explained = lw.lesson.shown | {"rotate", "pick", "flip", "stop_choice"}  # (told as moves)
        assert set(EVENTS) - {"first_card", "second_card", "reveal"} <= explained
        wrap = tr("Lesson", "A flight that runs off the board comes back on the other side of the "
                  "same row or column.")
        assert any(wrap in t for t in texts)
        assert (language == "de") == ("Flug" in wrap)  # the callouts speak the UI's language
        assert len(set(texts)) >= 10  # a callout for every step, not one text again and again
        # each kind of move is explained in full the first time it is asked for, and the learner
        # sees that text (the computer's card laid meanwhile once turned it into the short one)
        firsts = {
            "card1": "Every round, you and the computer each lay two cards face down, one after the "
                     "other; each pair is turned over together. Your first card: %1 (it is marked: "
                     "press Enter).",
            "card2": "Both first cards are face up now, so you choose your second card knowing the "
                     "computer's first. Your second card: %1.",
            "rotate": "You played a planet-rotation card: you turn your own planet a quarter, or "
                      "another empty face-up planet by one to three quarters. Now: %1.",
            "flip": "You landed on a face-down planet. Before it is turned up, choose where its top "
                    "will point; for the rest of the round it is a stop disc that ends every flight. "
                    "Now: %1."}
        for kind, text in firsts.items():
            head = tr("Lesson", text).split("%1")[0]
            assert any(head in t for t in texts), kind
        assert own.read_bytes() == b"the player's own game"  # never touched
        # the end: "start a real game" closes the lesson and opens the new-game dialog
        qtbot.mouseClick(lw.lesson.callout.extra_button, Qt.MouseButton.LeftButton)
        assert main.new_game_dialog.isVisible()
        main.new_game_dialog.reject()
    finally:
        i18n.install("en")


def test_skip_and_take_the_lesson_up_again(qtbot, make_window, home, monkeypatch):
    main = make_window()
    settle(qtbot, main)
    lw = main.learn(restart=True)
    lw.scene.set_animation_speed(0)
    lw.runner.delay_ms = 0
    for _ in range(6):  # a few moves into round 1
        _settle_lesson(qtbot, lw)
        _make_move(qtbot, lw, lw.lesson.script.expected(lw.model.game, 0))
    _settle_lesson(qtbot, lw)
    from zuendstoff.engine.timeline import round_decisions
    done = sum(len(round_decisions(r)) for r in lw.model.game.rounds)  # a laid card is not kept (R26)
    assert done >= 4 and lesson_module.progress_path().exists()
    qtbot.mouseClick(lw.lesson.callout.skip_button, Qt.MouseButton.LeftButton)
    assert not lw.isVisible()
    again = main.learn(restart=False)
    qtbot.addWidget(again)
    assert sum(len(round_decisions(r)) for r in again.model.game.rounds) == done  # where it was left
    # a move the lesson does not want is refused with a word, and changes nothing
    _settle_lesson(qtbot, again)
    want = again.lesson.script.expected(again.model.game, 0)
    other = next(d for d in again.model.game.legal_decisions(0) if d != want)
    before = again.model.game.copy()
    again.flow.decide(other)
    assert again.model.game.rounds == before.rounds and again.model.game.phase == before.phase
    assert "please" in again.statusBar().currentMessage()


def test_the_shipped_lesson_is_what_the_search_finds():
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[3]
    out = subprocess.run([sys.executable, str(root / "packaging" / "make_lesson.py"), "--check"],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr


def test_offered_once_at_the_very_first_start(qtbot, make_window, settings, monkeypatch):
    from PySide6.QtWidgets import QMessageBox
    settings.lesson_offered = False
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda _p, title, text, *a: asked.append(text) or QMessageBox.StandardButton.Yes)
    main = make_window()
    main.resume_or_new()  # no autosave: a first start
    assert len(asked) == 1 and "Learn to play" in asked[0]
    assert main.lesson_window.isVisible()
    main.lesson_window.close()
    main.resume_or_new()  # offered once only: now the new-game dialog
    assert len(asked) == 1 and main.new_game_dialog.isVisible()
    main.new_game_dialog.reject()


def test_learn_to_play_again_shows_the_open_guided_game(qtbot, make_window, home):
    """Help → Learn to play while the guided game is open brings that one to the front; it
    once opened a second one beside it (found by the model-based test, issue 32)."""
    main = make_window()
    settle(qtbot, main)
    first = main.learn(restart=True)
    qtbot.addWidget(first)
    main.learn_action.trigger()
    from PySide6.QtWidgets import QApplication
    from zuendstoff.ui.learn.window import LessonWindow
    shown = [w for w in QApplication.allWidgets() if isinstance(w, LessonWindow) and w.isVisible()]
    assert shown == [first]
    first.close()
