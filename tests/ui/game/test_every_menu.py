"""Every menu entry and toolbar button of the game window and both editors, used as a person
would: triggered, and pressed by its shortcut. Nothing may fail, and every dialog an entry
opens starts in a sane state (Game → New game once preselected the layout "False": the
``checked`` flag of ``triggered`` was taken for a layout)."""

from __future__ import annotations

import pytest
from helpers import new_game, settle
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QToolBar,
)

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)

SAFE_LAYOUTS = {"standard", "alt1", "alt2", "__file__", "__editor__"}


@pytest.fixture
def quiet(monkeypatch):
    """File dialogs are cancelled, questions answered "No"/"Cancel", messages noted."""
    said = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    for name in ("warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, lambda _p, title, text, *a, _n=name: said.append(
            (_n, title, text)) or QMessageBox.StandardButton.Ok)
    monkeypatch.setattr(QMessageBox, "question", lambda _p, title, text, *a: said.append(
        ("question", title, text)) or QMessageBox.StandardButton.Cancel)
    monkeypatch.setattr(QMessageBox, "about", lambda _p, title, text: said.append(("about", title, text)))
    return said


def actions_of(window: QMainWindow) -> list[QAction]:
    """Every entry of every menu (submenus too) and every toolbar button of ``window``."""
    found: list[QAction] = []

    def walk(menu_actions):
        for act in menu_actions:
            if act.isSeparator():
                continue
            if act.menu() is not None:
                walk(act.menu().actions())
            elif act not in found:
                found.append(act)
    walk(window.menuBar().actions())
    for bar in window.findChildren(QToolBar):
        walk(bar.actions())
    return found


def _sane_dialog(dialog: QDialog) -> None:
    """A dialog an entry opened: visible, no combo box on a value that is not one of its items,
    no "False"/"True"/"None" shown anywhere as a value."""
    assert dialog.isVisible()
    for combo in dialog.findChildren(QComboBox):
        if combo.count():
            assert combo.currentIndex() >= 0
            assert combo.currentText() not in ("False", "True", "None")
    layout_combo = getattr(dialog, "layout_combo", None)
    if layout_combo is not None:
        assert layout_combo.currentData() in SAFE_LAYOUTS, layout_combo.currentData()
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert ok.isEnabled(), dialog.problem.text()


def _close_new_windows(before: set, keep: set) -> list:
    opened = []
    for w in QApplication.topLevelWidgets():
        if w.isVisible() and w not in before and w not in keep:
            opened.append(w)
    for w in opened:
        if isinstance(w, QDialog):
            _sane_dialog(w)
            w.reject()
        elif isinstance(w, QMainWindow):
            w.setWindowModified(False)
    return opened


def _activate(qtbot, window):
    window.raise_()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)


def _exercise(qtbot, window, skip_texts=()):
    """Trigger each action, then press each shortcut; returns how many of each were used."""
    triggered = pressed = 0
    keep = {window}
    for act in actions_of(window):
        text = act.text().replace("&", "")
        if any(s in text for s in skip_texts) or not act.isEnabled():
            continue
        before = {w for w in QApplication.topLevelWidgets() if w.isVisible()}
        act.trigger()
        QApplication.processEvents()
        opened = _close_new_windows(before, keep)
        for w in opened:
            if isinstance(w, QMainWindow) and w is not window:
                w.close()
        triggered += 1
    for act in actions_of(window):
        text = act.text().replace("&", "")
        if any(s in text for s in skip_texts) or not act.isEnabled() or act.shortcut().isEmpty():
            continue
        _activate(qtbot, window)
        before = {w for w in QApplication.topLevelWidgets() if w.isVisible()}
        fired = []
        act.triggered.connect(lambda *_a, f=fired: f.append(1))
        QTest.keySequence(window, act.shortcut())
        QApplication.processEvents()
        _close_new_windows(before, keep)
        for w in QApplication.topLevelWidgets():
            if isinstance(w, QMainWindow) and w is not window and w.isVisible() and w not in before:
                w.close()
        pressed += bool(fired)
    return triggered, pressed


def test_new_game_from_the_menu_starts_a_game(qtbot, make_window, quiet):
    """The bug as a person met it: Game → New game…, then Start game."""
    window = make_window(*new_game(seed=3))
    settle(qtbot, window)
    entry = next(a for a in actions_of(window) if a.shortcut() == QKeySequence(QKeySequence.StandardKey.New))
    entry.trigger()
    dialog = window.new_game_dialog
    _sane_dialog(dialog)
    assert dialog.layout_combo.currentData() == "standard"
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert not quiet, quiet  # no "Cannot use this file — False"
    settle(qtbot, window)
    assert window.model.game.round_no == 1
    _activate(qtbot, window)
    QTest.keySequence(window, QKeySequence(QKeySequence.StandardKey.New))  # and by its shortcut
    assert window.new_game_dialog is not dialog and window.new_game_dialog.layout_combo.currentData() == "standard"
    window.new_game_dialog.reject()


def test_every_entry_of_the_game_window(qtbot, make_window, quiet):
    window = make_window(*new_game(n_humans=2, bots=("greedy",), seed=4))
    settle(qtbot, window)
    # Quit closes the window: tried last, on its own
    triggered, pressed = _exercise(qtbot, window, skip_texts=("Quit",))
    assert triggered >= 12 and pressed >= 6, (triggered, pressed)
    assert not [s for s in quiet if s[0] in ("warning", "critical")], quiet
    settle(qtbot, window)
    quit_entry = next(a for a in actions_of(window) if "Quit" in a.text())
    quit_entry.trigger()
    assert not window.isVisible()


@pytest.mark.parametrize("editor", ["layout_editor", "discset_editor"])
def test_every_entry_of_the_editors(qtbot, make_window, quiet, editor):
    window = make_window(*new_game(seed=5))
    settle(qtbot, window)
    entry = window.layout_editor_action if editor == "layout_editor" else window.discs_editor_action
    entry.trigger()
    editors = [w for w in QApplication.topLevelWidgets()
               if isinstance(w, QMainWindow) and w is not window and w.isVisible()]
    assert len(editors) == 1
    ed = editors[0]
    qtbot.addWidget(ed)
    if editor == "layout_editor":  # Play this layout, on a playable layout: the game's dialog
        next(a for a in actions_of(ed) if "Standard" in a.text()).trigger()
        next(a for a in actions_of(ed) if "Play this layout" in a.text()).trigger()
        QApplication.processEvents()
        dialog = window.new_game_dialog
        _sane_dialog(dialog)
        assert dialog.layout_combo.currentData() == "__editor__"
        dialog.reject()
    # Close is tried on its own, last; Play again opens the dialog (closed by _exercise)
    triggered, pressed = _exercise(qtbot, ed, skip_texts=("Close",))
    assert triggered >= 10 and pressed >= 5, (triggered, pressed)
    assert not [s for s in quiet if s[0] == "critical"], quiet
    ed.setWindowModified(False)
    close = next(a for a in actions_of(ed) if a.text().replace("&", "") == "Close")
    close.trigger()
    assert not ed.isVisible()
