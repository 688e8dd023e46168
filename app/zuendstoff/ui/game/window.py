"""The main window: board, side panels, hand, privacy screen, menus.

The window only wires parts together; the parts live in their own modules:
assemble (builds them into the window), flow (whose turn, what to show), privacy,
hand, decisions (public decisions), panels, undo_actions, file_actions, bot_runner.

This module itself imports little, so that at start the window can be shown, with
the board's sky (:class:`~.backdrop.Backdrop`), before the parts are imported and
built: ``MainWindow(deferred=True)``, then :meth:`MainWindow.build` after the first
frame (``__main__``). Built right away otherwise.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QMainWindow, QWidget

from ...settings import Settings
from ..retranslate import Retranslating

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QUndoStack

    from ...document.game_model import GameModel, SeatKind
    from ...engine import Game, Layout


class MainWindow(Retranslating, QMainWindow):
    """The game window.

    ``game`` and ``seats`` (default: a new game from the last seats), or ``model`` and
    ``stack`` (a game model and undo stack made elsewhere); the factories and bot settings
    are for tests. With ``deferred=True`` the window holds only its backdrop until
    :meth:`build` is called. A language switch retranslates it in place (:meth:`retranslate`).

    A window that plays a game of its own kind in the game window (the guided game,
    ``ui/learn/window.py``) says so with three keywords instead of reaching into it:
    ``title`` words its title from the round the table looks at (called again on every
    change and language switch: :meth:`update_title`); ``over`` is a window it opens exactly
    over (the same place and size) instead of the last session's place; ``seat_menus=False``
    keeps the players table's seat menu closed (its seats are not the person's to change).
    """

    def __init__(self, settings: Settings | None = None, game: Game | None = None,
                 seats: list[SeatKind] | None = None,
                 scene_factory: Callable | None = None, view_factory: Callable | None = None,
                 bot_delay_ms: int | None = None, bot_seed: int | None = None,
                 model: GameModel | None = None, stack: QUndoStack | None = None,
                 deferred: bool = False, title: Callable[[int], str] | None = None,
                 over: QWidget | None = None, seat_menus: bool = True) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self.built = False
        self.has_game = game is not None or model is not None
        self.title_words = title
        self.over = over
        self.seat_menus = seat_menus
        self._parts = dict(game=game, seats=seats, scene_factory=scene_factory,
                           view_factory=view_factory, bot_delay_ms=bot_delay_ms,
                           bot_seed=bot_seed, model=model, stack=stack)
        self.situation = None  # what the table is doing (flow.situation(); the title follows)
        self.retranslate()
        self._place()
        if deferred:
            from .backdrop import Backdrop
            self.setCentralWidget(Backdrop())
        else:
            self.build()

    def build(self) -> None:
        """Build the window's parts (once; at once unless the window was made ``deferred``)."""
        if self.built:
            return
        from .assemble import assemble
        parts, self._parts = self._parts, {}
        assemble(self, **parts)
        self.built = True
        self.retranslate()
        self._fit_hand()  # a window shown before it was built gets no resize event now

    def _place(self) -> None:
        """The last session's size and place, else most of the screen (a window opened
        ``over`` another: exactly over it)."""
        from PySide6.QtCore import QSize

        from ..screen_fit import available_area, fit_on_screen, place_over
        if self.over is not None:
            place_over(self, self.over)
            return
        screen = available_area(self)
        if screen.width() > 0:
            fit_on_screen(self, QSize(min(1440, int(screen.width() * 0.96)),
                                      min(940, int(screen.height() * 0.94))))
        else:
            self.resize(1400, 900)
        geometry = self.settings.geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)

    # ---------------------------------------------------------------- menus
    def open_editor(self, module: str, cls: str):
        import importlib
        try:
            editor_cls = getattr(importlib.import_module(f"zuendstoff.ui.editor.{module}"), cls)
        except (ImportError, AttributeError) as exc:
            from PySide6.QtWidgets import QMessageBox
            QMessageBox.warning(self, self.tr("Editor not available"), str(exc))
            return None
        editor = editor_cls(self)
        if hasattr(editor, "playRequested"):
            editor.playRequested.connect(self.new_game_with_layout)
        editor.show()
        return editor

    def open_file(self, path: str) -> bool:
        """A file handed to the app (its command line, the desktop, the Finder): a layout opens
        in the layout editor, a disc set in the disc-set editor, anything else as a game (the
        app is registered for all three kinds of file)."""
        import os
        kind = os.path.splitext(path)[1].lower()
        editors = {".zlayout": ("layout_editor", "LayoutEditorWindow"),
                   ".zdiscs": ("discset_editor", "DiscSetEditorWindow")}
        if kind == ".zboard":  # a shared board: its layout in the layout editor, its discs too
            editor = self.open_editor("layout_editor", "LayoutEditorWindow")
            if editor is not None and editor.workbench.open_file(path):
                return True
            if editor is not None:
                editor.close()
            return False
        if kind in editors:
            editor = self.open_editor(*editors[kind])
            if editor is None:
                return False
            if editor.open_path(path, ask=False):
                return True
            editor.close()
            return False
        return self.files.open_path(path)

    def begin_play(self) -> None:
        """A game was chosen (continued, started, opened): the table comes alive."""
        self.has_game = True
        self.files.autosave_enabled = True
        if self.flow.paused:
            self.flow.paused = False
            self.pages.setCurrentIndex(0)
            self.flow.reset()
        self.update_title()
        self.phones.sync()  # phone seats: the server listens, the join screen shows the codes

    def retranslate(self) -> None:
        """Every text of the window in the language installed now (at start and on each
        ``LanguageChange``). Its widgets retranslate themselves; the things that are no
        widgets (menus, the board's items, models, undo texts, the status line) are told here.
        """
        self.update_title()
        if not self.built:
            return
        from .language import retranslate_undo_texts
        from .menus import retranslate_menus
        self.board_view.setAccessibleName(self.tr("Board"))
        retranslate_menus(self)
        if hasattr(self.scene, "retranslate"):
            self.scene.retranslate()
        self.players_model.retranslate()
        self.log_model.rebuild()
        from PySide6.QtGui import QUndoStack
        for stack in {self.stack, *self.findChildren(QUndoStack)}:  # its editors' stacks too
            retranslate_undo_texts(stack)
        self.undo.update()
        self.flow.retranslate()
        self.phones.retranslate()
        self.access.retranslate()
        self.card_previews.retranslate()

    def follow_situation(self, situation) -> None:
        """What the table is doing changed (``TurnFlow.situationChanged``): the title names
        the round the table looks at."""
        self.situation = situation
        self.update_title()

    def update_title(self) -> None:
        """Name the window after its game: the round the table looks at, the file it is
        saved in, or that it is over; worded by the ``title`` hook if one was given."""
        from ...document.table_status import Situation, title_round
        game = self.model.game if self.built else None
        shown = 1 if game is None else \
            title_round(game, self.situation or Situation(shown_round=game.round_no))
        if self.title_words is not None:
            self.setWindowTitle(self.title_words(shown))
            return
        if not self.has_game or game is None:
            self.setWindowTitle(self.tr("Zündstoff"))
            return
        title = self.tr("Zündstoff – round %1").replace("%1", str(shown))
        if game.is_over:
            title = self.tr("Zündstoff – game over")
        path = self.files.path if hasattr(self, "files") else None
        if path:  # the saved game's file name, as every program shows its document
            import os
            title = self.tr("%1 – %2").replace("%1", os.path.basename(path)).replace(
                "%2", title)
        self.setWindowTitle(title)

    # ---------------------------------------------------------------- game
    @Slot()
    def new_game(self, *, layout=None):
        """Open the new-game dialog (non-blocking); ``layout`` preselects a layout (keyword
        only, so that no signal's argument can be taken for one)."""
        from ..dialogs.new_game import NewGameDialog
        dialog = NewGameDialog(self, self.settings)
        if layout is not None:
            dialog.select_layout(layout)
        dialog.accepted.connect(lambda: self.start_game(dialog.result_setup))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        self.new_game_dialog = dialog
        return dialog

    @Slot(object)
    def new_game_with_layout(self, layout: Layout):
        self.raise_()
        self.activateWindow()
        return self.new_game(layout=layout)

    def start_game(self, setup) -> None:
        if setup is None:
            return
        from ...document.game_model import SeatKind
        from ...engine import Game, Player
        game = Game.new(setup.discs, setup.layout, [Player(s.name, s.piece) for s in setup.seats],
                        seed=setup.seed)
        if not self.files.keep_previous():  # an unfinished game in the autosave: never lost
            return
        self.files.path = None
        self.model.set_game(game, [SeatKind(s.bot, phone=getattr(s, "phone", False),
                                            far=getattr(s, "far", False) and s.bot is None)
                                   for s in setup.seats], setup.casual)
        self.phones.new_game_started()  # (not reopened: the join screen says nothing of new codes)
        self.begin_play()
        self.model.set_hint_options(getattr(setup, "hints", True))
        self.files.autosave()

    def resume_or_new(self) -> None:
        """At start: offer to continue the autosaved game, else open the new-game dialog."""
        from PySide6.QtWidgets import QMessageBox
        options: dict = {}
        saved = self.files.autosave_game(options)
        if saved is not None:
            game, seats, casual = saved
            names = ", ".join(p.name for p in game.players)
            answer = QMessageBox.question(
                self, self.tr("Continue?"),
                self.tr("Continue the last game (%1, round %2)?").replace("%1", names)
                .replace("%2", str(game.round_no)),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.Yes)
            if answer == QMessageBox.StandardButton.Yes:
                self.model.set_game(game, seats, casual)
                self.model.set_hint_options(*options["hints"])
                own = options.get("file")
                if own is not None and os.path.isfile(own[0]):
                    self.files.belong_to(*own)  # so Save saves to it, and asks if it changed
                self.begin_play()
                return
        elif self.offer_lesson():
            return
        self.new_game()

    def tidy_user_files(self) -> None:
        """At start: remove what killed writes left behind, and say once which damaged
        settings were reset to their defaults."""
        from PySide6.QtWidgets import QMessageBox

        from ... import userdata
        from ...engine.jsonio import remove_stale_temps
        data = userdata.data_dir()
        for folder in (data, data / "history", data / "previous-games", data / "requests",
                       userdata.config_dir()):
            if folder.is_dir():
                remove_stale_temps(folder)
        if self.settings.problems:
            keys = ", ".join(sorted(set(self.settings.problems)))
            self.settings.problems.clear()
            QMessageBox.information(
                self, self.tr("Settings reset"),
                self.tr("Some settings could not be read and were reset to their defaults: %1. "
                        "You can choose them again in Tools → Settings and in the new-game "
                        "dialog.").replace("%1", keys))

    def offer_lesson(self) -> bool:
        """At the very first start: offer the guided game (once). True if it was taken."""
        from PySide6.QtWidgets import QMessageBox
        if self.settings.lesson_offered:
            return False
        self.settings.lesson_offered = True
        answer = QMessageBox.question(
            self, self.tr("Welcome to Zündstoff"),
            self.tr("New to Zündstoff? Learn to play in a short guided game against the computer "
                    "(four rounds, on the real board). You can find it later under Help → Learn "
                    "to play."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self.learn(restart=True)
        return True

    def show_game_over(self) -> None:
        """The game-over dialog of the game that just ended. It belongs to that game: it
        closes when another game takes the table (or an undo takes the end back), so its
        buttons only ever act on the ended game, and it is deleted when it closes."""
        from PySide6.QtCore import Qt

        from ..dialogs.game_over import GameOverDialog
        self.close_game_over()
        ended = self.model.game
        dialog = GameOverDialog(ended, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        then = {GameOverDialog.NEW_GAME: lambda: self.new_game(),
                GameOverDialog.REPLAY: lambda: self.replays.replay_current(),
                GameOverDialog.REMATCH: self.rematch,
                GameOverDialog.SAVE: lambda: self.files.save()}

        def finished(code: int) -> None:
            if self.game_over_dialog is dialog:
                self.game_over_dialog = None
            if self.model.game is ended:  # (closed by another game: nothing more to do)
                then.get(code, lambda: None)()
        dialog.finished.connect(finished)
        self.game_over_dialog = dialog
        dialog.open()
        self.access.announcer.say(dialog.winners_line())  # the winner first

    def close_game_over(self) -> None:
        """The ended game left the table (another game came, an undo took its end back):
        its game-over dialog goes with it."""
        import shiboken6
        dialog, self.game_over_dialog = self.game_over_dialog, None
        if dialog is not None and shiboken6.isValid(dialog):
            dialog.reject()

    def rematch(self) -> None:
        """The same players in the same seats on the same board, a new deal."""
        import random

        from ...engine import Game
        old = self.model.game
        game = Game.new(old.discs, old.layout, list(old.players), seed=random.randrange(2**31))
        if not self.files.keep_previous():
            return
        self.files.path = None
        hints = self.model.hints_allowed
        self.model.set_game(game, list(self.model.seats), self.model.casual)
        self.phones.new_game_started()
        self.begin_play()
        self.model.set_hint_options(hints)
        self.files.autosave()

    def learn(self, restart: bool | None = None):
        """Help → Learn to play: the guided first game, in a window of its own."""
        import shiboken6
        open_now = getattr(self, "lesson_window", None)
        if open_now is not None and shiboken6.isValid(open_now) and open_now.isVisible():
            # one guided game at a time (two would write over each other's progress)
            open_now.raise_()
            open_now.activateWindow()
            return open_now
        from ..learn.lesson import start_lesson
        self.lesson_window = start_lesson(self, restart)
        return self.lesson_window

    def show_rules(self) -> None:
        from PySide6.QtCore import Qt

        from ..dialogs.rules_help import RulesHelpDialog
        dialog = RulesHelpDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self.rules_dialog = dialog

    def open_settings(self) -> None:
        from ..dialogs.settings_dialog import SettingsDialog
        dialog = SettingsDialog(self.settings, self)

        def apply() -> None:
            if hasattr(self.scene, "set_animation_speed"):
                self.scene.set_animation_speed(self.settings.animation_speed)
            self.runner.delay_ms = self.settings.bot_delay_ms
            self.flow.set_think_budget(self.settings.think_budget)
            self.flow.moment_pause = self.settings.table_pause
            self.flow.auto_forced = self.settings.auto_forced
            self.card_previews.set_enabled(self.settings.card_preview)
            self.reveal.speed = self.settings.animation_speed
            self.access.apply_settings()
            from .language import follow_language_setting
            follow_language_setting(self)  # a new language: every window retranslates in place
        dialog.accepted.connect(apply)
        dialog.finished.connect(dialog.deleteLater)  # (window-modal: never open at a switch
        dialog.open()                                # but its own; none stays behind)
        self.settings_dialog = dialog

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from ... import __version__
        QMessageBox.about(self, self.tr("About Zündstoff"),
                          self.tr("Zündstoff %1 – the 1995 board game by 1x1 Spiele "
                                  "(Al Capone – Race to the Sun), for 2–5 players at one "
                                  "computer or each with their own phone at the table; "
                                  "computer players can take any seat.").replace("%1", __version__))

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.built:
            self._fit_hand()

    def _fit_hand(self) -> None:
        self.hand.view.set_compact(self.height() < 820)

    # ---------------------------------------------------------------- closing
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if self.built:  # (closed before its parts were built: only its place to keep)
            # open editors ask about their unsaved changes first; a "Cancel" keeps all open
            for editor in self.findChildren(QMainWindow):
                if editor is not self and editor.isVisible() and not editor.close():
                    event.ignore()
                    return
            self.runner.shutdown()
            self.files.flush()  # the last autosave on disk before the window goes
            self.phones.shutdown()  # the phone server stops with the window
            self.far.shutdown()  # …and the far-away seats' connection to the broker
            self.hints.shutdown()
            self.access.close()
            self.side_fitter.keep()
        self.settings.set_geometry(self.saveGeometry())
        self.settings.sync()
        super().closeEvent(event)
