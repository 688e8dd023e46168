"""The main window's menus: Game, Edit, Tools (editors if installed, settings), Help.

:func:`build_menus` makes them without texts; :func:`retranslate_menus` (called from
``MainWindow.retranslate``, at start and on every language change) gives every menu and
entry its text.
"""

from __future__ import annotations

import importlib.util

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from .. import shortcuts

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate


def _action(window, menu, slot, shortcut=None) -> QAction:
    """A menu entry that calls ``slot()`` with no argument: ``triggered`` carries a
    ``checked`` flag that a slot with an optional parameter would take for something else
    (Game → New game once took it for a layout)."""
    action = QAction(window)
    # macOS moves entries whose (translated) text looks like "Settings", "About" or "Quit"
    # into the application menu; which ones go there is said below, never guessed from text
    action.setMenuRole(QAction.MenuRole.NoRole)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(lambda _checked=False, f=slot: f())
    menu.addAction(action)
    return action


def _optional_tool(window, menu, module: str, cls: str) -> QAction | None:
    """Editors come from other modules; without them the entry is simply not there."""
    if importlib.util.find_spec(f"zuendstoff.ui.editor.{module}") is None:
        return None
    return _action(window, menu, lambda: window.open_editor(module, cls))


def _fill_seats(window) -> None:
    """Game → Seats: for each seat, who plays it (this screen, a phone, the computer)."""
    from .phones import fill_seat_menu
    menu = window.seats_menu
    menu.clear()
    for seat, player in enumerate(window.model.game.players):
        fill_seat_menu(window, menu.addMenu(player.name), seat)


def _join_far_away(window) -> None:
    """Game → Join a game far away…: a seat of a table elsewhere, in a window of its own."""
    from ..remote.join_dialog import join_game  # on first use: nothing of it at start-up
    join_game(window)


def _show_manual(window) -> None:
    from ..dialogs.manual import show_manual  # on first use: nothing of it at start-up
    show_manual(window)


def _keys(standard, *more: str) -> list[QKeySequence]:
    """The platform's keys for ``standard`` and ``more``, each once (Ctrl+= is Ctrl++ on
    keyboards where + needs Shift)."""
    out: list[QKeySequence] = []
    for key in [*QKeySequence.keyBindings(standard), *map(QKeySequence, more)]:
        if key.toString() not in [k.toString() for k in out]:
            out.append(key)
    return out


class Menus:
    """The window's menus and entries (their texts come from :func:`retranslate_menus`)."""


def build_menus(window) -> None:
    bar = window.menuBar()
    m = window.menus = Menus()
    m.game = game = bar.addMenu("")
    m.new = _action(window, game, window.new_game, QKeySequence.StandardKey.New)
    m.open = _action(window, game, window.files.open, QKeySequence.StandardKey.Open)
    m.join = _action(window, game, lambda: _join_far_away(window))
    m.save = _action(window, game, window.files.save, QKeySequence.StandardKey.Save)
    m.save_as = _action(window, game, window.files.save_as, "Ctrl+Shift+S")
    game.addSeparator()
    window.replay_file_action = _action(window, game, lambda: window.replays.open_file())
    window.replay_current_action = _action(window, game, lambda: window.replays.replay_current())
    window.history_action = _action(window, game, lambda: window.replays.show_history(),
                                    shortcuts.history())
    game.addSeparator()
    window.seats_menu = game.addMenu("")
    window.seats_menu.aboutToShow.connect(lambda: _fill_seats(window))
    window.phones_action = _action(window, game, lambda: window.phones.show_join())
    game.aboutToShow.connect(lambda: window.phones_action.setEnabled(window.phones.running))
    window.far_action = _action(window, game, lambda: window.far.show_invitations())
    game.aboutToShow.connect(lambda: window.far_action.setEnabled(window.far.running))
    game.addSeparator()
    m.quit = _action(window, game, window.close,
                     shortcuts.quit_key())  # (Qt's standard Quit key is none on Windows)
    m.quit.setMenuRole(QAction.MenuRole.QuitRole)  # macOS: in the application menu
    m.edit = edit = bar.addMenu("")
    edit.setToolTipsVisible(True)  # (a greyed-out Undo's tip says why)
    edit.addAction(window.undo.undo_action)
    edit.addAction(window.undo.redo_action)
    m.view = view = bar.addMenu("")
    board = window.board_view
    m.zoom_in = _action(window, view, lambda: board.zoom_by(board.ZOOM_STEP)
                        if hasattr(board, "zoom_by") else None, QKeySequence.StandardKey.ZoomIn)
    m.zoom_in.setShortcuts(_keys(QKeySequence.StandardKey.ZoomIn, "Ctrl++", "Ctrl+="))
    m.zoom_out = _action(window, view, lambda: board.zoom_by(1 / board.ZOOM_STEP)
                         if hasattr(board, "zoom_by") else None, QKeySequence.StandardKey.ZoomOut)
    m.zoom_out.setShortcuts(_keys(QKeySequence.StandardKey.ZoomOut, "Ctrl+-"))
    def fit() -> None:  # the whole board, and the side column back to its automatic width
        if hasattr(board, "fit"):
            board.fit()
        window.side_fitter.automatic()

    m.zoom_fit = _action(window, view, fit, "Ctrl+0")
    m.tools = tools = bar.addMenu("")
    window.layout_editor_action = _optional_tool(window, tools, "layout_editor", "LayoutEditorWindow")
    window.discs_editor_action = _optional_tool(window, tools, "discset_editor", "DiscSetEditorWindow")
    tools.addSeparator()
    m.settings = _action(window, tools, window.open_settings)
    m.settings.setMenuRole(QAction.MenuRole.PreferencesRole)  # macOS: app menu → Settings…, ⌘,
    m.help = help_menu = bar.addMenu("")
    window.rules_action = _action(window, help_menu, window.show_rules, "F1")
    window.manual_action = _action(window, help_menu, lambda: _show_manual(window), "Shift+F1")
    window.learn_action = _action(window, help_menu, lambda: window.learn())
    window.hint_action = _action(window, help_menu, lambda: window.hints.request(), "F2")
    m.about = _action(window, help_menu, window.show_about)
    m.about.setMenuRole(QAction.MenuRole.AboutRole)  # macOS: application menu → About
    retranslate_menus(window)


def retranslate_menus(window) -> None:
    """Every menu's and entry's text, in the language installed now."""
    m = window.menus
    m.game.setTitle(translate("MainWindow", "&Game"))
    m.new.setText(translate("MainWindow", "&New game…"))
    m.open.setText(translate("MainWindow", "&Open…"))
    m.join.setText(translate("MainWindow", "&Join a game far away…"))
    m.save.setText(translate("MainWindow", "&Save"))
    m.save_as.setText(translate("MainWindow", "Save &as…"))
    window.replay_file_action.setText(translate("MainWindow", "&Watch a replay…"))
    window.replay_current_action.setText(translate("MainWindow", "&Replay this game"))
    window.history_action.setText(translate("MainWindow", "&History…"))
    window.seats_menu.setTitle(translate("MainWindow", "S&eats"))
    window.phones_action.setText(translate("MainWindow", "&Phones…"))
    window.far_action.setText(translate("MainWindow", "&Far-away invitations…"))
    m.quit.setText(translate("MainWindow", "&Quit"))
    m.edit.setTitle(translate("MainWindow", "&Edit"))
    m.view.setTitle(translate("MainWindow", "&View"))
    m.zoom_in.setText(translate("MainWindow", "Zoom &in"))
    m.zoom_out.setText(translate("MainWindow", "Zoom &out"))
    m.zoom_fit.setText(translate("MainWindow", "&Fit the board to the window"))
    m.tools.setTitle(translate("MainWindow", "&Tools"))
    if window.layout_editor_action is not None:
        window.layout_editor_action.setText(translate("MainWindow", "&Layout editor…"))
    if window.discs_editor_action is not None:
        window.discs_editor_action.setText(translate("MainWindow", "&Disc-set editor…"))
    m.settings.setText(translate("MainWindow", "&Settings…"))
    m.help.setTitle(translate("MainWindow", "&Help"))
    window.rules_action.setText(translate("MainWindow", "&Rules"))
    window.manual_action.setText(translate("MainWindow", "&Manual"))
    window.learn_action.setText(translate("MainWindow", "&Learn to play…"))
    window.hint_action.setText(translate("MainWindow", "&Hint: what would the strongest player do?"))
    m.about.setText(translate("MainWindow", "&About Zündstoff"))
