"""New-game dialog, game-over screen, rules help (F1), settings, Tools menu."""

from __future__ import annotations

import pytest
from helpers import new_game, settle
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from zuendstoff import resources
from zuendstoff.engine import bots as bots_module
from zuendstoff.ui.dialogs.new_game import NewGameDialog
from zuendstoff.ui.dialogs.rules_help import RulesHelpDialog

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _ok(dialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_r6_new_game_dialog_seats_pieces_and_bots_from_the_registry(qtbot, settings,
                                                                     monkeypatch):
    class Hard(bots_module.BOTS["random"]):
        name = "hard"
    monkeypatch.setitem(bots_module.BOTS, "hard", Hard)
    dialog = NewGameDialog(None, settings)
    qtbot.addWidget(dialog)
    kinds = [dialog.rows[0].kind.itemData(i) for i in range(dialog.rows[0].kind.count())]
    assert kinds[0] is None and set(bots_module.BOTS) <= set(kinds)  # new bots appear
    assert any("Hard" in dialog.rows[0].kind.itemText(i) for i in range(len(kinds)))
    dialog.count.setValue(5)
    assert all(r.name.isVisible() or not dialog.isVisible() for r in dialog.rows)
    dialog.rows[1].piece.setCurrentIndex(dialog.rows[1].piece.findData(
        dialog.rows[0].piece.currentData()))
    assert not _ok(dialog).isEnabled() and "different piece" in dialog.problem.text()
    dialog.rows[1].piece.setCurrentIndex(dialog.rows[1].piece.findData("orange"))
    dialog.rows[3].piece.setCurrentIndex(dialog.rows[3].piece.findData("white"))
    dialog.rows[4].piece.setCurrentIndex(dialog.rows[4].piece.findData("green"))
    pieces = [r.piece.currentData() for r in dialog.rows]
    assert len(set(pieces)) == 5, pieces
    dialog.rows[2].name.setText("")
    assert not _ok(dialog).isEnabled()
    dialog.rows[2].name.setText("Clara")
    dialog.seed.setText("12x")
    assert not _ok(dialog).isEnabled()
    dialog.seed.setText("77")
    dialog.rows[4].kind.setCurrentIndex(dialog.rows[4].kind.findData("hard"))
    assert _ok(dialog).isEnabled()
    dialog.accept()
    setup = dialog.result_setup
    assert setup.seed == 77 and len(setup.seats) == 5 and setup.seats[4].bot == "hard"
    assert settings.last_seats()[4].bot == "hard"  # remembered for next time


def test_new_game_dialog_preselects_a_layout_from_the_editor(qtbot, make_window):
    game, kinds = new_game()
    window = make_window(game, kinds)
    alt = resources.builtin_layout("alt1")
    dialog = window.new_game_with_layout(alt)
    assert dialog.isVisible() and dialog.layout_combo.currentData() == "__editor__"
    dialog.accept()
    settle(qtbot, window)
    assert window.model.game.layout == alt
    assert len(window.model.game.players) == len(dialog.result_setup.seats)
    dialog2 = window.new_game(layout="alt2")
    assert dialog2.layout_combo.currentData() == "alt2"
    dialog2.reject()


def test_r27_new_game_starts_fresh_undo_and_autosaves(qtbot, make_window, home):
    from zuendstoff import userdata
    game, kinds = new_game()
    window = make_window(game, kinds)
    dialog = window.new_game()
    dialog.seed.setText("5")
    dialog.accept()
    settle(qtbot, window)
    assert window.stack.count() == 0
    assert userdata.autosave_path().exists()


def test_game_over_screen_names_the_winners(qtbot, make_window):
    from game_states_path import reach_over
    game = reach_over()
    window = make_window(game, None)
    settle(qtbot, window)
    qtbot.waitUntil(lambda: window.game_over_dialog is not None)
    dialog = window.game_over_dialog
    for s in game.winners:
        assert game.players[s].name in dialog.title.text()
    dialog.reject()


def test_rules_help_marks_every_decision(qtbot, make_window):
    game, kinds = new_game()
    window = make_window(game, kinds)
    settle(qtbot, window)
    assert "F1" in [s.toString() for s in window.rules_action.shortcuts()]
    window.rules_action.trigger()
    dialog = window.rules_dialog
    assert isinstance(dialog, RulesHelpDialog) and dialog.isVisible()
    text = dialog.browser.toPlainText()
    paragraphs = {p.split(" ", 1)[0]: p for p in text.split("\n") if p.startswith("R")}
    # every rule RULES.md marks as a Decision carries the mark in the help…
    for rule in ("R3", "R8–R10", "R11", "R15", "R19", "R21", "R23"):
        assert "Decision" in paragraphs[rule] or "Decision" in text.split(paragraphs[rule])[1]
    # …and the rules without one do not
    for rule in ("R14", "R16", "R20", "R22", "R24", "R25"):
        after = text.split(paragraphs[rule])[1].split("\nR")[0]
        assert "Decision" not in paragraphs[rule] + after, rule
    assert text.count("Decision") == 1 + 7
    dialog.close()


def test_settings_dialog_turns_animations_off_and_on(qtbot, make_window, settings):
    from zuendstoff.ui.dialogs.settings_dialog import SettingsDialog
    game, kinds = new_game()
    window = make_window(game, kinds)
    window.open_settings()
    dialog = window.settings_dialog
    assert isinstance(dialog, SettingsDialog)
    dialog.speed.setCurrentIndex(dialog.speed.findData(2.0))
    dialog.accept()
    assert settings.animation_speed == 2.0
    if hasattr(window.scene, "animation_speed"):
        assert window.scene.animation_speed() == 2.0
    window.open_settings()
    window.settings_dialog.speed.setCurrentIndex(0)
    window.settings_dialog.accept()
    assert settings.animation_speed == 0.0


def test_keyboard_only_card_choice_and_focus(qtbot, make_window):
    game, kinds = new_game(n_humans=2, bots=())
    window = make_window(game, kinds)
    settle(qtbot, window)
    assert window.privacy.button.hasFocus() or QApplication.focusWidget() is None
    qtbot.keyClick(window.privacy.button, Qt.Key.Key_Space)
    assert window.flow.looking == 0 and window.hand.view.hasFocus()
    qtbot.keyClick(window.hand.view, Qt.Key.Key_Right)
    card = window.hand.selected_card()
    qtbot.keyClick(window.hand.view, Qt.Key.Key_Return)
    settle(qtbot, window)
    assert window.model.game.has_chosen(0) and window.privacy.seat == 1
    assert card is not None


def test_tools_menu_has_the_editors_when_they_exist(qtbot, make_window):
    import importlib.util
    game, kinds = new_game()
    window = make_window(game, kinds)
    has_layout = importlib.util.find_spec("zuendstoff.ui.editor.layout_editor") is not None
    assert (window.layout_editor_action is not None) == has_layout


def test_layout_editor_play_opens_the_new_game_dialog_with_its_layout(qtbot, make_window):
    import pytest
    pytest.importorskip("zuendstoff.ui.editor.layout_editor")
    game, kinds = new_game()
    window = make_window(game, kinds)
    editor = window.open_editor("layout_editor", "LayoutEditorWindow")
    assert editor is not None and editor.isVisible()
    layout = resources.builtin_layout("alt2")
    editor.playRequested.emit(layout)
    dialog = window.new_game_dialog
    assert dialog.isVisible() and dialog.layout_combo.currentData() == "__editor__"
    dialog.accept()
    settle(qtbot, window)
    assert window.model.game.layout == layout
    editor.close()


def test_discset_editor_opens_from_the_tools_menu(qtbot, make_window):
    import pytest
    pytest.importorskip("zuendstoff.ui.editor.discset_editor")
    game, kinds = new_game()
    window = make_window(game, kinds)
    assert window.discs_editor_action is not None
    editor = window.open_editor("discset_editor", "DiscSetEditorWindow")
    assert editor is not None and editor.isVisible()
    editor.close()


def test_settings_cap_the_hard_computer_players_thinking_time(qtbot, make_window, settings):
    """Issue 6: hard's time budget is a setting, applied to the computer seats at once."""
    game, kinds = new_game(n_humans=1, bots=("hard", "medium"))
    window = make_window(game, kinds)
    hard = window.flow.bots[1]
    assert hard.time_budget == settings.think_budget == 1.0
    window.open_settings()
    window.settings_dialog.budget.setValue(2.5)
    window.settings_dialog.accept()
    assert settings.think_budget == 2.5
    assert window.flow.bots[1].time_budget == 2.5
    assert not hasattr(window.flow.bots[2], "time_budget")


def test_closing_the_window_asks_open_editors_about_unsaved_changes(qtbot, make_window,
                                                                   monkeypatch):
    import pytest
    pytest.importorskip("zuendstoff.ui.editor.layout_editor")
    document_window = pytest.importorskip("zuendstoff.ui.editor.document_window")  # asks both editors' question
    game, kinds = new_game()
    window = make_window(game, kinds)
    editor = window.open_editor("layout_editor", "LayoutEditorWindow")
    editor.scene.place((0, 0), "sun")
    assert editor.isWindowModified()
    answers = ["cancel"]
    monkeypatch.setattr(document_window, "ask_save_changes", lambda parent, what: answers.pop(0))
    assert not window.close()  # the editor's "Cancel" keeps both windows and the edit
    assert window.isVisible() and editor.isVisible() and editor.model.kind_at((0, 0)) == "sun"
    answers.append("discard")
    assert window.close()
    assert not editor.isVisible()
