"""The main window's menus: Game, Edit, Tools (editors if installed, settings), Help."""

from __future__ import annotations

import importlib.util

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from .. import shortcuts

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate


def _action(window, menu, text: str, slot, shortcut=None) -> QAction:
    """A menu entry that calls ``slot()`` with no argument: ``triggered`` carries a
    ``checked`` flag that a slot with an optional parameter would take for something else
    (Game → New game once took it for a layout)."""
    action = QAction(text, window)
    # macOS moves entries whose (translated) text looks like "Settings", "About" or "Quit"
    # into the application menu; which ones go there is said below, never guessed from text
    action.setMenuRole(QAction.MenuRole.NoRole)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(lambda _checked=False, f=slot: f())
    menu.addAction(action)
    return action


def _optional_tool(window, menu, text: str, module: str, cls: str) -> QAction | None:
    """Editors come from other modules; without them the entry is simply not there."""
    if importlib.util.find_spec(f"zuendstoff.ui.editor.{module}") is None:
        return None
    return _action(window, menu, text, lambda: window.open_editor(module, cls))


def _fill_seats(window) -> None:
    """Game → Seats: for each seat, who plays it (this screen, a phone, the computer)."""
    from .phones import fill_seat_menu
    menu = window.seats_menu
    menu.clear()
    for seat, player in enumerate(window.model.game.players):
        fill_seat_menu(window, menu.addMenu(player.name), seat)


def _show_manual(window) -> None:
    from ..dialogs.manual import show_manual  # on first use: nothing of it at start-up
    show_manual(window)


def build_menus(window) -> None:
    bar = window.menuBar()
    game = bar.addMenu(translate("MainWindow", "&Game"))
    _action(window, game, translate("MainWindow", "&New game…"), window.new_game, QKeySequence.StandardKey.New)
    _action(window, game, translate("MainWindow", "&Open…"), window.files.open, QKeySequence.StandardKey.Open)
    _action(window, game, translate("MainWindow", "&Save"), window.files.save, QKeySequence.StandardKey.Save)
    _action(window, game, translate("MainWindow", "Save &as…"), window.files.save_as, "Ctrl+Shift+S")
    game.addSeparator()
    window.replay_file_action = _action(window, game, translate("MainWindow", "&Watch a replay…"),
                                        lambda: window.replays.open_file())
    window.replay_current_action = _action(window, game, translate("MainWindow", "&Replay this game"),
                                           lambda: window.replays.replay_current())
    window.history_action = _action(window, game, translate("MainWindow", "&History…"),
                                    lambda: window.replays.show_history(), shortcuts.history())
    game.addSeparator()
    window.seats_menu = game.addMenu(translate("MainWindow", "S&eats"))
    window.seats_menu.aboutToShow.connect(lambda: _fill_seats(window))
    window.phones_action = _action(window, game, translate("MainWindow", "&Phones…"),
                                   lambda: window.phones.show_join())
    game.aboutToShow.connect(lambda: window.phones_action.setEnabled(window.phones.running))
    game.addSeparator()
    quit_action = _action(window, game, translate("MainWindow", "&Quit"), window.close,
                          shortcuts.quit_key())  # (Qt's standard Quit key is none on Windows)
    quit_action.setMenuRole(QAction.MenuRole.QuitRole)  # macOS: in the application menu
    edit = bar.addMenu(translate("MainWindow", "&Edit"))
    edit.addAction(window.undo.undo_action)
    edit.addAction(window.undo.redo_action)
    tools = bar.addMenu(translate("MainWindow", "&Tools"))
    window.layout_editor_action = _optional_tool(
        window, tools, translate("MainWindow", "&Layout editor…"), "layout_editor", "LayoutEditorWindow")
    window.discs_editor_action = _optional_tool(
        window, tools, translate("MainWindow", "&Disc-set editor…"), "discset_editor", "DiscSetEditorWindow")
    tools.addSeparator()
    _action(window, tools, translate("MainWindow", "&Settings…"), window.open_settings).setMenuRole(
        QAction.MenuRole.PreferencesRole)  # macOS: application menu → Settings…, ⌘,
    help_menu = bar.addMenu(translate("MainWindow", "&Help"))
    window.rules_action = _action(window, help_menu, translate("MainWindow", "&Rules"), window.show_rules, "F1")
    window.manual_action = _action(window, help_menu, translate("MainWindow", "&Manual"),
                                   lambda: _show_manual(window), "Shift+F1")
    window.learn_action = _action(window, help_menu, translate("MainWindow", "&Learn to play…"),
                                  lambda: window.learn())
    window.hint_action = _action(window, help_menu,
                                 translate("MainWindow", "&Hint: what would the strongest player do?"),
                                 lambda: window.hints.request(), "F2")
    _action(window, help_menu, translate("MainWindow", "&About Zündstoff"), window.show_about).setMenuRole(
        QAction.MenuRole.AboutRole)  # macOS: application menu → About
