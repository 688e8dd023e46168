"""Switching the language mid-game: the window retranslates in place (the same window, the
same game, undo history and editors), and every visible text changes language (none left in
English when German is chosen)."""

from __future__ import annotations

import random

import pytest
import shiboken6
from helpers import new_game, settle
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication, QMainWindow
from walk import all_texts, german_problems, left_in
from zuendstoff import i18n
from zuendstoff.document.discset_commands import turn_planet
from zuendstoff.document.game_commands import push_decision
from zuendstoff.engine import Phase
from zuendstoff.engine.record import to_record
from zuendstoff.ui.game.language import switch_language

CARD_PHASES = (Phase.FIRST_CARD, Phase.SECOND_CARD)


def close_all():
    windows = [w for w in QApplication.topLevelWidgets() if shiboken6.isValid(w)]
    for w in windows:  # first all clean: closing the game window closes its editors too
        if isinstance(getattr(w, "stack", None), QUndoStack):
            w.stack.setClean()  # an editor would ask whether to save its changes
    for w in windows:
        if shiboken6.isValid(w):
            w.close()
            w.deleteLater()
    QApplication.processEvents()


@pytest.fixture(autouse=True)
def cleanup():
    yield
    close_all()


def play_until(qtbot, window, done, seed=3, limit=400):
    """Make legal decisions (seeded, through the undo stack) until ``done(game)``."""
    rng = random.Random(seed)
    for _ in range(limit):
        game = window.model.game
        if done(game):
            settle(qtbot, window)
            return
        assert not game.is_over, "the game ended before the state wanted"
        seat = game.pending_seats()[0]
        push_decision(window.stack, window.model, rng.choice(game.legal_decisions(seat)))
        QApplication.processEvents()
    raise AssertionError("state not reached")


def public_with_history(window):
    return lambda g: g.phase not in CARD_PHASES and window.stack.count() >= 2


def test_switching_to_german_mid_game_keeps_game_and_undo_history(qtbot, make_window):
    game, seats = new_game(n_humans=3, bots=(), seed=5)
    window = make_window(game, seats)
    play_until(qtbot, window, public_with_history(window))
    model, stack = window.model, window.stack
    record = to_record(model.game)
    count, index = stack.count(), stack.index()
    english = [stack.command(i).text() for i in range(count)]
    undo_text = window.undo.undo_action.text()

    new = switch_language(window, "de")
    settle(qtbot, new)

    assert new is window and shiboken6.isValid(window)  # retranslated in place
    assert new.model is model and new.stack is stack
    assert to_record(new.model.game) == record
    assert (stack.count(), stack.index()) == (count, index)
    german = [stack.command(i).text() for i in range(count)]
    assert all(g != e for g, e in zip(german, english)), (english, german)
    assert new.undo.undo_action.text().startswith("Rückgängig: ")
    assert undo_text.startswith("Undo: ")
    # the undo history still works
    new.undo.undo_action.trigger()
    settle(qtbot, new)
    assert stack.index() < index
    new.undo.redo_action.trigger()
    settle(qtbot, new)
    assert stack.index() == index and to_record(new.model.game) == record


def test_no_english_left_in_the_game_window_after_switching_to_german(qtbot, make_window):
    game, seats = new_game(n_humans=2, bots=("greedy",), seed=7)
    window = make_window(game, seats)
    play_until(qtbot, window, public_with_history(window))
    window.show_rules()  # open before the switch: it retranslates too
    new = switch_language(window, "de")
    settle(qtbot, new)
    problems, texts = german_problems(new, new.rules_dialog)
    assert len(texts) > 80  # the walk saw the window, not nothing
    assert any("Rückgängig" in t for t in texts) and any("Spielplan" in t for t in texts)
    assert not problems, problems


def test_no_english_left_in_a_hand_shown_after_the_switch(qtbot, make_window):
    game, seats = new_game(n_humans=2, bots=(), seed=9)
    window = make_window(game, seats)
    new = switch_language(window, "de")
    settle(qtbot, new)
    assert new.pages.currentIndex() == 1  # the privacy screen, as before the switch
    qtbot.mouseClick(new.privacy.button, Qt.MouseButton.LeftButton)
    settle(qtbot, new)
    assert new.flow.looking is not None
    problems, texts = german_problems(new)
    assert any("Sonnen-Drehkarte" in t for t in texts)  # the hand's cards were walked
    assert not problems, problems


def test_switching_back_to_english_leaves_no_german(qtbot, make_window):
    game, seats = new_game(n_humans=2, bots=("greedy",), seed=7)
    window = make_window(game, seats)
    play_until(qtbot, window, public_with_history(window))
    german = switch_language(window, "de")
    settle(qtbot, german)
    english = switch_language(german, "en")
    settle(qtbot, english)
    texts = all_texts(english)
    assert not left_in(texts, "en")
    assert any(t.startswith("Undo") for t in texts), [t for t in texts if "ndo" in t]


def test_switching_keeps_open_editors_with_their_documents_and_retells_their_undo(
        qtbot, make_window):
    window = make_window(*new_game(n_humans=2, bots=(), seed=2))
    layout_editor = window.open_editor("layout_editor", "LayoutEditorWindow")
    discs_editor = window.open_editor("discset_editor", "DiscSetEditorWindow")
    layout_editor.open_builtin("alt1")
    layout_editor.act_clear.trigger()  # one undoable change in the layout editor
    assert layout_editor.stack.count() == 1
    models = (layout_editor.model, layout_editor.stack, discs_editor.model, discs_editor.stack)
    assert discs_editor.read_only  # it opens the app's own (read-only) disc set
    discs_editor.duplicate()  # now editable: a copy, and a planet turned
    discs_editor.stack.push(turn_planet(discs_editor.model, 5))
    assert [discs_editor.stack.command(i).text() for i in range(2)] == \
        ["Duplicate disc set", "Turn Planet 5"]
    read_only = discs_editor.read_only
    new = switch_language(window, "de")
    settle(qtbot, new)
    editors = [w for w in new.findChildren(QMainWindow) if w is not new]
    layout_new = next(e for e in editors if type(e).__name__ == "LayoutEditorWindow")
    discs_new = next(e for e in editors if type(e).__name__ == "DiscSetEditorWindow")
    assert (layout_new, discs_new) == (layout_editor, discs_editor)  # not rebuilt
    assert (layout_new.model, layout_new.stack, discs_new.model, discs_new.stack) == models
    assert layout_new.stack.count() == 1
    assert layout_new.stack.command(0).text() == "Raster leeren"  # described again
    assert discs_new.read_only == read_only
    assert [discs_new.stack.command(i).text() for i in range(2)] == \
        ["Scheibensatz kopieren", "Planet 5 drehen"]


def test_settings_dialog_switches_language_and_keeps_game(qtbot, make_window):
    window = make_window(*new_game(n_humans=2, bots=(), seed=4))
    play_until(qtbot, window, lambda g: g.phase not in CARD_PHASES)
    record = to_record(window.model.game)
    window.open_settings()
    dialog = window.settings_dialog
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    dialog.accept()
    qtbot.waitUntil(lambda: i18n.current() == "de")
    assert shiboken6.isValid(window)
    windows = [w for w in QApplication.topLevelWidgets()
               if type(w).__name__ == "MainWindow" and w.isVisible()]
    assert len(windows) == 1
    assert to_record(windows[0].model.game) == record
    assert windows[0].settings.language == "de"
    assert windows[0].menuBar().actions()[0].text() == "&Spiel"


def test_language_follows_the_system_unless_chosen():
    assert i18n.system_language(QLocale("de_DE")) == "de"
    assert i18n.system_language(QLocale("de_AT")) == "de"
    assert i18n.system_language(QLocale("fr_FR")) == "en"
    assert i18n.resolve("de") == "de" and i18n.resolve("en") == "en"
    assert i18n.resolve("") == i18n.system_language()
    assert i18n.resolve("xx") == i18n.system_language()


def test_english_plural_forms_come_from_the_english_catalogue():
    from zuendstoff.ui.editor.layout_panel import LayoutEditor
    i18n.install("en")
    assert LayoutEditor.tr("%n slot(s) left", "", 1) == "1 slot left"
    assert LayoutEditor.tr("%n slot(s) left", "", 3) == "3 slots left"
    i18n.install("de")
    assert LayoutEditor.tr("%n slot(s) left", "", 1) == "noch 1 Platz frei"
    assert LayoutEditor.tr("%n slot(s) left", "", 3) == "noch 3 Plätze frei"
