"""The main window: board, side panels, hand, privacy screen, menus.

The window only wires parts together; the parts live in their own modules:
flow (whose turn, what to show), privacy, hand, decisions (public decisions),
panels, undo_actions, file_actions, bot_runner.
"""

from __future__ import annotations

import random
from typing import Callable

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QCloseEvent, QFont, QUndoStack
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ... import resources
from ...document.game_model import GameModel, SeatKind
from ...document.hand_model import HandModel
from ...document.log_model import LogModel
from ...document.players_model import PlayersModel
from ...engine import Game, Layout, Player
from ...settings import Settings
from .access import WindowAccess
from .bot_runner import BotRunner
from .decisions import DecisionBar
from .file_actions import FileActions
from .flow import TurnFlow
from .hand import HandPanel
from .menus import build_menus
from .panels import LogView, PlayersView
from .privacy import PrivacyScreen
from .reveal import RevealBanner
from .undo_actions import UndoActions


def default_game(settings: Settings) -> tuple[Game, list[SeatKind]]:
    """A game from the last seats and layout (falling back to the standard layout)."""
    seats = settings.last_seats()
    try:
        layout = resources.layout_from_arg(settings.last_layout)
    except Exception:
        layout = resources.builtin_layout("standard")
    game = Game.new(resources.default_discs(), layout,
                    [Player(s.name, s.piece) for s in seats], seed=random.randrange(2**31))
    return game, [SeatKind(s.bot) for s in seats]


def _real_scene(model):
    from ..board.scene import BoardScene
    return BoardScene(model)


def _real_view(scene):
    from ..board.view import BoardView
    return BoardView(scene)


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings | None = None, game: Game | None = None,
                 seats: list[SeatKind] | None = None,
                 scene_factory: Callable | None = None, view_factory: Callable | None = None,
                 bot_delay_ms: int | None = None, bot_seed: int | None = None,
                 model: GameModel | None = None, stack: QUndoStack | None = None) -> None:
        super().__init__()
        self.settings = settings or Settings()
        if model is not None:  # rebuilt around the game in play (language switch: language.py)
            model.setParent(self)
            self.model = model
        else:
            if game is None:
                game, seats = default_game(self.settings)
            self.model = GameModel(game, self, seats, casual=self.settings.casual)
        self.stack = QUndoStack(self) if stack is None else stack
        self.stack.setParent(self)
        self.scene = (scene_factory or _real_scene)(self.model)
        self.board_view = (view_factory or _real_view)(self.scene)
        self.board_view.setObjectName("boardView")
        self.board_view.setAccessibleName(self.tr("Board"))
        if hasattr(self.scene, "set_animation_speed"):
            self.scene.set_animation_speed(self.settings.animation_speed)

        # -------- widgets
        self.status_line = QLabel()
        self.status_line.setObjectName("statusLine")
        self.status_line.setWordWrap(True)
        font = QFont()
        font.setPointSize(13)
        font.setBold(True)
        self.status_line.setFont(font)
        self.status_line.setStyleSheet("#statusLine { background: #fff3bf; padding: 6px; }")
        self.players_model = PlayersModel(self.model, self)
        self.log_model = LogModel(self.model, self)
        self.players_view = PlayersView(self.players_model)
        self.log_view = LogView(self.log_model)
        self.hand_model = HandModel(self)
        self.hand = HandPanel(self.hand_model)
        self.bar = DecisionBar(self.model, self.scene)
        self.privacy = PrivacyScreen()
        self.reveal = RevealBanner(self.model)
        self.reveal.speed = self.settings.animation_speed

        side = QSplitter(Qt.Orientation.Vertical)
        side.addWidget(self.players_view)
        side.addWidget(self.log_view)
        side.setStretchFactor(1, 1)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.board_view)
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([980, 470])
        table = QWidget()
        box = QVBoxLayout(table)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.status_line)
        box.addWidget(self.reveal)
        box.addWidget(self.splitter, 1)
        box.addWidget(self.bar)
        box.addWidget(self.hand)
        self.pages = QStackedWidget()
        self.pages.addWidget(table)
        self.pages.addWidget(self.privacy)
        self.setCentralWidget(self.pages)

        # -------- behaviour
        delay = self.settings.bot_delay_ms if bot_delay_ms is None else bot_delay_ms
        self.runner = BotRunner(self, delay)
        self.runner.thinkingChanged.connect(
            lambda s: self.players_model.set_thinking(s if s >= 0 else None))
        self.files = FileActions(self, self.model)
        self.files.message.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.flow = TurnFlow(self.model, self.stack, self.scene, self.pages, self.privacy,
                             self.hand, self.bar, self.runner, self)
        if bot_seed is not None:
            self.flow.bot_seed = bot_seed
            self.flow.reset()
        self.flow.set_think_budget(self.settings.think_budget)
        self.flow.statusChanged.connect(self.status_line.setText)
        self.flow.gameOver.connect(self.show_game_over)
        self.flow.decisionMade.connect(self.files.autosave)
        self.flow.problem.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.undo = UndoActions(self.stack, self.model, self.flow.interrupt,
                                self.files.autosave, self)
        self.model.changed.connect(self._update_title)
        self.model.gameReplaced.connect(self.stack.clear)
        self.access = WindowAccess(self)  # palette, sound effects, board cursor status
        build_menus(self)
        self._update_title()
        self.game_over_dialog = None
        screen = self.screen().availableGeometry() if self.screen() else None
        if screen is not None and screen.width() > 0:
            self.resize(min(1440, int(screen.width() * 0.96)),
                        min(940, int(screen.height() * 0.94)))
        else:
            self.resize(1400, 900)
        geometry = self.settings.geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        state = self.settings.window_state()
        if state is not None:
            self.splitter.restoreState(state)
        # no autosave here: the autosave still holds the last game until the players
        # decide not to continue it (resume_or_new) or make a decision in this one

    # ---------------------------------------------------------------- menus
    def open_editor(self, module: str, cls: str):
        import importlib
        try:
            editor_cls = getattr(importlib.import_module(f"zuendstoff.ui.editor.{module}"), cls)
        except (ImportError, AttributeError) as exc:
            QMessageBox.warning(self, self.tr("Editor not available"), str(exc))
            return None
        editor = editor_cls(self)
        if hasattr(editor, "playRequested"):
            editor.playRequested.connect(self.new_game_with_layout)
        editor.show()
        return editor

    def _update_title(self) -> None:
        game = self.model.game
        title = self.tr("Zündstoff – round %1").replace("%1", str(game.round_no))
        if game.is_over:
            title = self.tr("Zündstoff – game over")
        self.setWindowTitle(title)

    # ---------------------------------------------------------------- game
    @Slot()
    def new_game(self, layout=None):
        """Open the new-game dialog (non-blocking); ``layout`` preselects a layout."""
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
        return self.new_game(layout)

    def start_game(self, setup) -> None:
        if setup is None:
            return
        game = Game.new(setup.discs, setup.layout, [Player(s.name, s.piece) for s in setup.seats],
                        seed=setup.seed)
        self.files.path = None
        self.model.set_game(game, [SeatKind(s.bot) for s in setup.seats], setup.casual)
        self.files.autosave()

    def resume_or_new(self) -> None:
        """At start: offer to continue the autosaved game, else open the new-game dialog."""
        saved = self.files.autosave_game()
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
                return
        self.new_game()

    def show_game_over(self) -> None:
        from ..dialogs.game_over import GameOverDialog
        dialog = GameOverDialog(self.model.game, self)
        dialog.finished.connect(
            lambda code: self.new_game() if code == GameOverDialog.NEW_GAME else None)
        self.game_over_dialog = dialog
        dialog.open()

    def show_rules(self) -> None:
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
            self.reveal.speed = self.settings.animation_speed
            self.access.apply_settings()
            from .language import follow_language_setting
            follow_language_setting(self)  # a new language rebuilds the window, game kept
        dialog.accepted.connect(apply)
        dialog.open()
        self.settings_dialog = dialog

    def show_about(self) -> None:
        from ... import __version__
        QMessageBox.about(self, self.tr("About Zündstoff"),
                          self.tr("Zündstoff %1 – the 1995 board game by 1x1 Spiele "
                                  "(Al Capone – Race to the Sun), for 2–5 players at one "
                                  "computer.").replace("%1", __version__))

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.hand.view.set_compact(self.height() < 820)

    # ---------------------------------------------------------------- closing
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        # open editors ask about their unsaved changes first; a "Cancel" keeps everything open
        for editor in self.findChildren(QMainWindow):
            if editor is not self and editor.isVisible() and not editor.close():
                event.ignore()
                return
        self.runner.shutdown()
        self.access.close()
        self.settings.set_geometry(self.saveGeometry())
        self.settings.set_window_state(self.splitter.saveState())
        self.settings.sync()
        super().closeEvent(event)
