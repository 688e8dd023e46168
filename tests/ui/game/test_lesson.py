"""Learn to play: the guided game is played through end to end with keys and clicks, at the
app's own pace (its default animation speed, computer delay and table pause), in English and
German and on a busy machine, with each callout on screen pointing at its target; it can be
skipped and taken up again, and it never touches the player's own autosave."""

from __future__ import annotations

import pytest
from helpers import settle
from lesson_steps import STEP_MS, busy_machine, callout_problems, make_move, settle_lesson
from PySide6.QtCore import QCoreApplication, QRect, Qt
from zuendstoff import userdata
from zuendstoff.engine import Rotate, Stop
from zuendstoff.engine.lesson import EVENTS
from zuendstoff.ui.learn import lesson as lesson_module

# the journeys a learner takes run at the real pace; the rest at zero pace (tests/pace.py)
REAL = pytest.mark.usefixtures("real_pace")
ZERO = pytest.mark.usefixtures("zero_pace")

tr = QCoreApplication.translate
# (the names other tests import: test_lesson_callout_fits.py, tests/ui/i18n)
_make_move, _settle_lesson = make_move, settle_lesson


def _check_callout(lw):
    """The callout is up, inside the window, off what it points at and what the move needs
    in sight, its arrow at its target (lesson_steps.callout_problems); a disc to click is on
    the board's visible part."""
    callout = lw.lesson.callout
    assert callout.isVisible() and callout.text.text()
    problems = callout_problems(lw)
    assert not problems, problems
    want = lw.lesson._want
    if isinstance(want, (Stop, Rotate)):
        view = lw.board_view
        shown = QRect(view.viewport().mapTo(lw, view.viewport().rect().topLeft()), view.viewport().size())
        assert shown.contains(lw.lesson._target_rect().center())


@pytest.mark.parametrize("language", ["en", "de"])
@REAL
def test_the_guided_game_end_to_end(qtbot, make_window, settings, home, tmp_path, language):
    """At the pace a person gets, with one busy loop per core beside it: the lesson reaches
    its closing callout (it once stood at round 5, its computer failing, and the next card
    laid crashed)."""
    from zuendstoff import i18n
    i18n.install(language)
    try:
        main = make_window()
        settle(qtbot, main)
        own = userdata.autosave_path()
        own.write_bytes(b"the player's own game")
        lw = main.learn(restart=True)
        qtbot.addWidget(lw)
        assert lw.runner.delay_ms == settings.bot_delay_ms > 0  # the real pace
        lw.resize(1400, 900)
        said = []  # what a screen reader is told (ui/announce.py)
        lw.access.announcer.announced.connect(said.append)
        problems = []  # what the status bar would say went wrong
        lw.flow.problem.connect(problems.append)
        texts = []
        with busy_machine():
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
            # the closing callout comes once the board has shown the flight into the sun
            qtbot.waitUntil(lambda: lw.lesson.done and lw.lesson.callout.isVisible(), timeout=STEP_MS)
        assert not problems, problems
        assert lw.lesson.done, "the lesson did not reach its end"
        assert lw.lesson.callout.isVisible() and lw.lesson.callout.extra_button.isVisible()
        assert not callout_problems(lw), callout_problems(lw)  # (at the learner's new chip)
        # the goal comes first: how to win is the first callout's first words
        assert texts[0].startswith(tr("Lesson", "How to win: fly your piece into the sun to take a "
                                      "sunglasses chip of that colour. Whoever holds chips of two "
                                      "different colours at the end of a round wins. This lesson "
                                      "shows you every step on the way.")), texts[0]
        # each direction word is said with what it means on the screen, where it first comes
        from zuendstoff.document.names import side_name
        for rotation in range(4):
            word = side_name(rotation)
            first = next((t for t in texts if word.lower() in t.lower()), None)
            if first is not None:
                screen = tr("Lesson", ("North means up on the screen: the button “%1”.",
                                       "East means right on the screen: the button “%1”.",
                                       "South means down on the screen: the button “%1”.",
                                       "West means left on the screen: the button “%1”.")[rotation])
                assert screen.split("%1")[0] in first, (word, first)
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


def _answer_yes(monkeypatch) -> list[str]:
    """"Continue the lesson where you left it?" answered Yes; the questions asked."""
    from PySide6.QtWidgets import QMessageBox
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda _p, _title, text, *a: asked.append(text)
                        or QMessageBox.StandardButton.Yes)
    return asked


@REAL
def test_skip_and_take_the_lesson_up_again(qtbot, make_window, settings, home, tmp_path,
                                           monkeypatch):
    """Left in round 2 with "Skip the lesson", taken up again with Help → Learn to play and
    Yes: the same round, the same step, the same move asked for (at the real pace)."""
    main = make_window()
    settle(qtbot, main)
    lw = main.learn(restart=True)
    qtbot.addWidget(lw)
    from zuendstoff.engine.timeline import round_decisions
    while lw.model.game.round_no < 2 or sum(len(round_decisions(r)) for r in lw.model.game.rounds) < 10:
        _settle_lesson(qtbot, lw)
        _make_move(qtbot, lw, lw.lesson.script.expected(lw.model.game, 0))
    _settle_lesson(qtbot, lw)
    left = (lw.model.game.round_no, lw.model.game.phase, lw.lesson._want)
    done = sum(len(round_decisions(r)) for r in lw.model.game.rounds)  # a laid card is not kept (R26)
    assert lesson_module.progress_path().exists()
    qtbot.mouseClick(lw.lesson.callout.skip_button, Qt.MouseButton.LeftButton)
    assert not lw.isVisible()
    asked = _answer_yes(monkeypatch)
    main.learn_action.trigger()
    again = main.lesson_window
    qtbot.addWidget(again)
    assert asked == [tr("Lesson", "Continue the lesson where you left it?")]
    assert sum(len(round_decisions(r)) for r in again.model.game.rounds) == done  # where it was left
    _settle_lesson(qtbot, again)
    assert (again.model.game.round_no, again.model.game.phase, again.lesson._want) == left
    assert again.lesson.callout.isVisible()
    # a move the lesson does not want is refused with a word, and changes nothing
    want = again.lesson.script.expected(again.model.game, 0)
    other = next(d for d in again.model.game.legal_decisions(0) if d != want)
    before = again.model.game.copy()
    again.flow.decide(other)
    assert again.model.game.rounds == before.rounds and again.model.game.phase == before.phase
    assert "please" in again.statusBar().currentMessage()
    _make_move(qtbot, again, want)  # and the lesson goes on from there
    _settle_lesson(qtbot, again)
    assert sum(len(round_decisions(r)) for r in again.model.game.rounds) > done
    again.close()


@ZERO
def test_left_after_its_last_move_it_continues_at_its_end(qtbot, make_window, home, monkeypatch):
    """Closed while the board still showed the flight into the sun (or, before the fix,
    stuck in round 5): Yes to "Continue the lesson where you left it?" shows its end, not
    round 1 again."""
    from zuendstoff.engine import load_record
    from zuendstoff.engine.record import save_record
    from zuendstoff.ui.learn.script import Script, lesson_names, lesson_path
    script = Script(load_record(lesson_path()), lesson_names())
    main = make_window()
    settle(qtbot, main)
    for progress in (script.positions[-1], _one_card_further(script.positions[-1])):
        lesson_module.progress_path().parent.mkdir(parents=True, exist_ok=True)
        save_record(progress, lesson_module.progress_path())
        asked = _answer_yes(monkeypatch)
        main.learn_action.trigger()
        lw = main.lesson_window
        qtbot.addWidget(lw)
        assert len(asked) == 1
        qtbot.waitUntil(lambda lw=lw: lw.lesson.done and lw.lesson.callout.isVisible(), timeout=STEP_MS)
        assert lw.lesson.callout.title.text() == tr("Lesson", "You know the rules")
        assert lw.model.game.round_no == script.positions[-1].round_no  # not round 1
        assert not lesson_module.progress_path().exists()  # over: not offered again
        lw.close()


def _one_card_further(game):
    """The game one round past the lesson's end with both first cards laid (the progress the
    stuck lesson once left behind)."""
    from zuendstoff.engine import PlayCard
    g = game.copy()
    for seat in (0, 1):
        g.apply(PlayCard(seat, g.hand_list(seat)[0]))
    return g


@ZERO
def test_a_progress_that_does_not_follow_the_lesson_is_not_offered(qtbot, make_window, home,
                                                                    monkeypatch):
    """A progress file from another deal (or damaged) cannot be continued: the lesson starts
    at round 1 without asking (it once asked, then started again anyway)."""
    from helpers import new_game
    from zuendstoff.engine.record import save_record
    main = make_window()
    settle(qtbot, main)
    lesson_module.progress_path().parent.mkdir(parents=True, exist_ok=True)
    for progress in ("another deal", "damaged"):
        if progress == "damaged":
            lesson_module.progress_path().write_bytes(b"{ not a record")
        else:
            save_record(new_game(n_humans=1, bots=("medium",), seed=5)[0], lesson_module.progress_path())
        asked = _answer_yes(monkeypatch)
        main.learn_action.trigger()
        lw = main.lesson_window
        qtbot.addWidget(lw)
        assert asked == []
        assert lw.model.game.round_no == 1 and not lw.model.game.rounds[0]["cards"]
        lw.close()


@ZERO
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


@ZERO
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


@ZERO
def test_the_guided_game_uses_the_game_windows_public_hooks():
    """The guided game tells the game window its title, its place and its fixed seats through
    the window's documented keywords; it overrides nothing private of it, and the window's
    parts are wired to public slots (they once took ``_update_title`` and
    ``_follow_situation``, which the guided game overrode)."""
    import inspect
    import re

    from zuendstoff.ui.game import assemble
    from zuendstoff.ui.game.window import MainWindow
    from zuendstoff.ui.learn.window import LessonWindow
    private = {n for n in vars(LessonWindow) if n.startswith("_") and not n.startswith("__")}
    assert not private & set(dir(MainWindow)), private & set(dir(MainWindow))
    assert not re.findall(r"window\._\w+", inspect.getsource(assemble))
    keywords = inspect.signature(MainWindow).parameters
    assert {"title", "over", "seat_menus"} <= set(keywords)


@ZERO
def test_the_guided_games_title_names_its_round_never_one_past_its_end(qtbot, make_window, home):
    from zuendstoff.engine import load_record
    from zuendstoff.engine.record import save_record
    from zuendstoff.ui.learn.script import Script, lesson_names, lesson_path
    script = Script(load_record(lesson_path()), lesson_names())
    main = make_window()
    settle(qtbot, main)
    lw = main.learn(restart=True)
    qtbot.addWidget(lw)
    settle_lesson(qtbot, lw)
    assert lw.windowTitle() == "Learn to play – Zündstoff – round 1"
    from PySide6.QtWidgets import QMenu
    menu = QMenu()
    lw.players_view.seatMenuRequested.emit(1, menu)  # the computer's seat: not to be changed
    assert menu.isEmpty()
    lw.close()
    lesson_module.progress_path().parent.mkdir(parents=True, exist_ok=True)
    save_record(script.positions[-1], lesson_module.progress_path())
    lw = main.learn(restart=False)
    qtbot.addWidget(lw)
    qtbot.waitUntil(lambda: lw.lesson.done, timeout=STEP_MS)
    settle(qtbot, lw)
    assert lw.model.game.round_no == 5
    assert lw.windowTitle() == "Learn to play – Zündstoff – round 4"
    assert lw.status_line.text() == tr("Lesson", "The lesson is over: start a real game, or close "
                                       "the lesson.")
    assert not lw.hand.isVisible() and lw.flow.looking is None  # no round-5 hand offered
