"""Every window other than the game window retranslates itself in place on a language switch
(``QEvent.LanguageChange``): the editors, the replay viewer and its dialogs, the guided game.

Each test opens a window in English with some state, installs German the way the settings
do (``i18n.install`` + ``deliver_language_change``), and checks that the same window is
still there with the same state and that no English is left in it; then back to English.
"""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication
from walk import all_texts, english_words, left_in
from zuendstoff import i18n
from zuendstoff.ui.retranslate import deliver_language_change


def german_problems(*roots):
    texts = all_texts(*roots)
    return left_in(texts, "de") + english_words(texts), texts


def switch(code: str) -> None:
    i18n.install(code)
    deliver_language_change()
    QApplication.processEvents()


@pytest.fixture(autouse=True)
def close_windows(qapp):
    yield
    for w in QApplication.topLevelWidgets():
        if shiboken6.isValid(w):
            if isinstance(getattr(w, "stack", None), QUndoStack):
                w.stack.setClean()  # an editor would ask whether to save its changes
            w.close()
            w.deleteLater()
    QApplication.processEvents()


def _undo_texts(stack):
    return [stack.command(i).text() for i in range(stack.count())]


# ------------------------------------------------------------------ editors
def test_the_layout_editor_retranslates_in_place_and_keeps_its_state(qtbot, settings):
    from zuendstoff.ui.editor.layout_editor import LayoutEditorWindow
    win = LayoutEditorWindow()
    win.show()
    win.open_builtin("alt1")
    earth = next((r, c) for r, c, k in win.model.cells() if k == "earth")
    slot = next((r, c) for r, c, k in win.model.cells() if k == "planet")
    win.scene.remove([slot])  # one undoable edit, done
    win.act_clear.trigger()  # and another, undone: it is the redo action's now
    win.stack.undo()
    win.scene.set_cursor(earth)
    win.panel.colour_box.setCurrentIndex(2)
    win.set_tool("path")
    state = (win.model, win.stack, win.stack.count(), win.stack.index(), win.builtin,
             win.scene.tool, win.preview_start, win.panel.colour_box.currentIndex(),
             sorted(win.model.cells()))
    english = _undo_texts(win.stack)
    assert win.act_redo.toolTip() == "Redo Clear the grid"
    sun = next((r, c) for r, c, k in win.model.cells() if k == "sun")
    win.set_preview_start(sun)  # refused: the status line says why, for 5 s
    status = win.statusBar().currentMessage()
    assert status.startswith("A piece never starts on the sun")

    switch("de")

    assert shiboken6.isValid(win)
    assert (win.model, win.stack, win.stack.count(), win.stack.index(), win.builtin,
            win.scene.tool, win.preview_start, win.panel.colour_box.currentIndex(),
            sorted(win.model.cells())) == state
    german = _undo_texts(win.stack)
    assert german[1] == "Raster leeren" and german[0] != english[0]
    assert "Raster leeren" in win.act_redo.toolTip()
    assert "Layout-Editor" in win.windowTitle() or "Editor" in win.windowTitle()
    assert win.panel.preview_label.text()  # the preview, said again in German
    status = win.statusBar().currentMessage()  # the status line, said again in German
    assert status and not english_words([status]) and not left_in([status], "de"), status
    problems, texts = german_problems(win)
    assert len(texts) > 30
    problems = [(t, f) for t, f in problems if win.model.name not in t]  # the layout's name
    assert not problems, problems

    switch("en")
    assert shiboken6.isValid(win)
    assert not left_in(all_texts(win), "en")
    assert win.act_redo.toolTip() == "Redo Clear the grid"


def test_the_disc_set_editor_retranslates_in_place_and_keeps_its_state(qtbot, settings):
    from zuendstoff.document.discset_commands import turn_planet
    from zuendstoff.ui.editor.discset_editor import DiscSetEditorWindow
    win = DiscSetEditorWindow()
    win.show()
    win.duplicate()
    win.stack.push(turn_planet(win.model, 5))
    win.scene.select_disc(5)
    state = (win.model, win.stack, win.stack.count(), win.read_only, win.scene.current,
             win.path, win.model.name)
    red_keys = [k.toString() for k in win.turn_actions[0].shortcuts()]

    switch("de")

    assert shiboken6.isValid(win)
    assert (win.model, win.stack, win.stack.count(), win.read_only, win.scene.current,
            win.path, win.model.name) == state
    assert _undo_texts(win.stack) == ["Scheibensatz kopieren", "Planet 5 drehen"]
    assert win.panel.disc_box.title().startswith("Planet 5")
    # the keys are the letters the rockets carry in German: G turns the yellow rocket
    assert "G" in [k.toString() for k in win.turn_actions[2].shortcuts()]
    problems, texts = german_problems(win)
    assert len(texts) > 30
    problems = [(t, f) for t, f in problems if win.model.name not in t]  # "Copy of …" is data
    assert not problems, problems

    switch("en")
    assert not left_in(all_texts(win), "en")
    assert [k.toString() for k in win.turn_actions[0].shortcuts()] == red_keys


# ------------------------------------------------------------------ replays
def _finished_game(seed="retranslate"):
    from zuendstoff import resources
    from zuendstoff.sim import play_game
    return play_game(resources.default_discs(), resources.builtin_layout("standard"),
                     ["medium"] * 3, seed)


def test_the_replay_viewer_retranslates_in_place_and_keeps_its_position(qtbot, settings):
    from zuendstoff.ui.replay.viewer import ReplayWindow
    viewer = ReplayWindow(_finished_game(), "abend.zrec", animation_speed=0)
    viewer.show()
    k = len(viewer.steps) // 2
    viewer.go(k)
    english_step = viewer.step_label.text()

    switch("de")

    assert shiboken6.isValid(viewer)
    assert viewer.index == k and viewer.slider.value() == k
    assert viewer.step_label.text() != english_step  # the step said again, in German
    assert viewer.windowTitle().startswith("Wiederholung – abend.zrec – Runde ")
    problems, texts = german_problems(viewer)
    assert len(texts) > 40
    assert not problems, problems

    switch("en")
    assert viewer.index == k
    assert viewer.step_label.text() == english_step
    assert not left_in(all_texts(viewer), "en")


def test_the_replay_of_the_game_on_the_table_is_named_in_the_new_language(qtbot, settings):
    from zuendstoff.ui.replay.viewer import ReplayWindow
    viewer = ReplayWindow(_finished_game(), None, animation_speed=0)  # the game on the table
    viewer.show()
    assert viewer.windowTitle().startswith("Replay – this game – round ")
    switch("de")
    assert viewer.windowTitle().startswith("Wiederholung – dieses Spiel – Runde ")
    switch("en")
    assert viewer.windowTitle().startswith("Replay – this game – round ")


def test_the_history_and_play_on_dialogs_retranslate_in_place(qtbot, settings):
    from zuendstoff import history
    from zuendstoff.ui.replay.history_dialog import HistoryDialog
    from zuendstoff.ui.replay.play_on import PlayOnDialog
    game = _finished_game("history")
    history.keep(game, {})
    dialog = HistoryDialog()
    dialog.show()
    play_on = PlayOnDialog(game.copy())
    play_on.combos[1].setCurrentIndex(2)
    play_on.show()
    assert dialog.games.rowCount() == 1

    switch("de")

    assert shiboken6.isValid(dialog) and shiboken6.isValid(play_on)
    assert dialog.games.rowCount() == 1 and dialog.selected() is not None
    assert play_on.combos[1].currentIndex() == 2
    assert "Start playing" not in all_texts(play_on)
    for window in (dialog, play_on):
        problems, texts = german_problems(window)
        assert len(texts) > 5
        assert not problems, (type(window).__name__, problems)

    switch("en")
    assert "Start playing" in all_texts(play_on)
    assert not left_in(all_texts(dialog, play_on), "en")


# ------------------------------------------------------------------ the guided game
def _lesson(qtbot, make_window):
    from helpers import new_game, settle
    main = make_window(*new_game(n_humans=2, bots=(), seed=3))
    settle(qtbot, main)
    lw = main.learn(restart=True)
    lw.scene.set_animation_speed(0)
    lw.runner.delay_ms = 0
    return main, lw


def _step_lesson(qtbot, lw, moves):
    from test_lesson import _make_move, _settle_lesson
    for _ in range(moves):
        _settle_lesson(qtbot, lw)
        _make_move(qtbot, lw, lw.lesson.script.expected(lw.model.game, 0))
    _settle_lesson(qtbot, lw)


def _game_window_retranslates() -> bool:
    from zuendstoff.ui.game.window import MainWindow
    from zuendstoff.ui.retranslate import Retranslating
    return issubclass(MainWindow, Retranslating)


def test_the_guided_game_retranslates_its_callout_in_place(qtbot, make_window):
    from zuendstoff.engine.record import to_record
    _main, lw = _lesson(qtbot, make_window)
    _step_lesson(qtbot, lw, 3)  # a few moves into round 1
    lesson, callout = lw.lesson, lw.lesson.callout
    assert callout.isVisible()
    state = (lesson.script.done_in(lw.model.game), to_record(lw.model.game), lesson._want)
    english = (callout.title.text(), callout.text.text(), callout.skip_button.text())
    said = []
    lw.access.announcer.announced.connect(said.append)

    switch("de")

    assert shiboken6.isValid(lw) and lw.lesson is lesson and lw.lesson.callout is callout
    assert (lesson.script.done_in(lw.model.game), to_record(lw.model.game), lesson._want) == state
    assert callout.isVisible()
    german = (callout.title.text(), callout.text.text(), callout.skip_button.text())
    assert german[0].startswith("Spielen lernen") and german[2] != english[2], german
    assert all(g != e for g, e in zip(german, english))
    # a screen reader hears it in German (said a moment later: ui/announce.py's GATHER_MS)
    qtbot.waitUntil(lambda: bool(said) and said[-1].startswith(german[0]), timeout=3000)
    problems, texts = german_problems(callout)
    assert not problems, problems
    assert lw.windowTitle().startswith("Spielen lernen"), lw.windowTitle()

    switch("en")
    assert (callout.title.text(), callout.text.text(), callout.skip_button.text()) == english


@pytest.mark.xfail(not _game_window_retranslates(), strict=True,
                   reason="the game window's own part retranslates once MainWindow does "
                          "(helper 'lang'); the lesson's part is tested above")
def test_no_english_left_in_the_guided_game_after_a_switch(qtbot, make_window):
    _main, lw = _lesson(qtbot, make_window)
    _step_lesson(qtbot, lw, 2)
    switch("de")
    assert shiboken6.isValid(lw)
    problems, texts = german_problems(lw)
    assert len(texts) > 60
    names = [p.name for p in lw.model.game.players]  # the players' names are data ("You")
    problems = [(t, f) for t, f in problems if not any(n in t for n in names)]
    assert not problems, problems
    switch("en")


def test_the_end_of_the_lesson_is_said_again_after_a_switch(qtbot, make_window):
    _main, lw = _lesson(qtbot, make_window)
    _settle = __import__("test_lesson")._settle_lesson
    _settle(qtbot, lw)
    lw.lesson.finish([])
    callout = lw.lesson.callout
    english = (callout.title.text(), callout.text.text(), callout.skip_button.text(),
               callout.extra_button.text())
    assert english[2] == "Close the lesson" and callout.extra_button.isVisible()
    switch("de")
    german = (callout.title.text(), callout.text.text(), callout.skip_button.text(),
              callout.extra_button.text())
    assert all(g != e for g, e in zip(german, english)), german
    assert not german_problems(callout)[0]
    assert callout.extra_button.isVisible() and not callout.ok_button.isVisible()
    switch("en")
    assert (callout.title.text(), callout.text.text(), callout.skip_button.text(),
            callout.extra_button.text()) == english

