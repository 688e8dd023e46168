"""Everything inside the game window: the documents, the board, the panels, the turn flow.

:class:`~.window.MainWindow` is kept light so the window can be on the screen before
these parts are imported (see :mod:`zuendstoff.startup`); :func:`assemble` builds them
into it, right away or once its first frame is shown.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QUndoStack
from PySide6.QtWidgets import (
    QFrame,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ... import resources, startup
from ...document.game_model import GameModel, SeatKind
from ...document.hand_model import HandModel
from ...document.log_model import LogModel
from ...document.players_model import PlayersModel
from ...engine import Game, Player
from ...settings import Settings
from ..clock import app_clock
from ..status_line import ClockedStatusBar
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
from .strips import ControlArea, FittingLabel, FixedStrip, SideColumn, SideFitter, status_height
from .undo_actions import UndoActions

if TYPE_CHECKING:
    from .window import MainWindow


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


def assemble(window: MainWindow, game: Game | None = None, seats: list[SeatKind] | None = None,
             scene_factory: Callable | None = None, view_factory: Callable | None = None,
             bot_delay_ms: int | None = None, bot_seed: int | None = None,
             model: GameModel | None = None, stack: QUndoStack | None = None) -> None:
    """Build the game window's parts into ``window`` (see :class:`MainWindow` for the arguments)."""
    startup.mark("window parts imported")
    # the pauses of the window's pace (a table moment, a forced move's ring, a status
    # message) are the clock's, which a test can hold (ui/clock.py)
    window.clock = getattr(window, "clock", None) or app_clock()
    window.setStatusBar(ClockedStatusBar(window, window.clock))
    if model is not None:  # a game model made elsewhere (tests)
        model.setParent(window)
        window.model = model
    else:
        # no game given: the table stays empty until the person chooses one (continue the
        # last game, a new one, a file); the model holds a stand-in nobody plays or saves
        window.has_game = game is not None
        if game is None:
            game, seats = default_game(window.settings)
        window.model = GameModel(game, window, seats, casual=window.settings.casual)
    window.stack = QUndoStack(window) if stack is None else stack
    window.stack.setParent(window)
    startup.mark("game ready")
    window.scene = (scene_factory or _real_scene)(window.model)
    window.board_view = (view_factory or _real_view)(window.scene)
    window.board_view.setObjectName("boardView")  # (its name: MainWindow.retranslate)
    if hasattr(window.scene, "set_animation_speed"):
        window.scene.set_animation_speed(window.settings.animation_speed)

    startup.mark("board scene built")

    # -------- widgets
    window.status_line = FittingLabel()
    window.status_line.setObjectName("statusLine")
    window.status_line.setWordWrap(True)
    font = QFont()
    font.setPointSize(12)
    font.setBold(True)
    window.status_line.setFont(font)
    window.status_line.setStyleSheet("#statusLine { background: #fff3bf; padding: 2px 6px; }")
    window.players_model = PlayersModel(window.model, window)
    window.log_model = LogModel(window.model, window)
    window.players_view = PlayersView(window.players_model)
    window.log_view = LogView(window.log_model)
    window.hand_model = HandModel(window)
    window.hand = HandPanel(window.hand_model)
    window.bar = DecisionBar(window.model, window.scene)
    window.privacy = PrivacyScreen()
    window.reveal = RevealBanner(window.model)
    window.reveal.speed = window.settings.animation_speed

    from .public_panel import PublicPanel
    window.public_panel = PublicPanel(window.model)
    # the table: the status line, then on the left the cards on the table and the board, as
    # tall as the window allows; on the right a column for the person's hand or decision
    # buttons, the hint and the panels (players, what everyone can know, log). The board
    # scales to its room and the column takes the width the board cannot use
    # (strips.SideFitter).
    panels = QSplitter(Qt.Orientation.Vertical)
    panels.addWidget(window.players_view)
    public = QScrollArea()  # (scrolls rather than pushing the window taller: five players)
    public.setWidget(window.public_panel)
    public.setWidgetResizable(True)
    public.setFrameShape(QFrame.Shape.NoFrame)
    public.setMinimumHeight(40)
    window.public_panel.set_area(public)  # (named: a Tab stop)
    window.log_view.setMinimumHeight(40)  # (a low screen: the hand keeps its room first)
    panels.addWidget(public)
    panels.addWidget(window.log_view)
    panels.setStretchFactor(2, 1)
    # the panels take what the hand and the buttons leave (never squeezing them first)
    panels.setMinimumHeight(panels.minimumSizeHint().height())
    panels.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
    window.panels = panels
    # room for what this table can show there: a hand (someone chooses cards on this screen),
    # the bar (a person decides here or a table moment is shown); a constant height while the
    # table needs it, so the panels below do not jump as the hand and the bar take turns
    window.controls = ControlArea(window.bar, window.hand, needs=lambda: (
        bool(window.model.screen_seats()), bool(window.model.human_seats())))
    window.model.gameReplaced.connect(window.controls.refit)
    window.model.seatsChanged.connect(window.controls.refit)
    side = SideColumn(window.controls, panels)
    window.side_column = side
    left = QWidget()
    column = QVBoxLayout(left)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(0)
    # every strip above the board keeps one height, so the board never rescales or jumps
    column.addWidget(FixedStrip(window.reveal, window.reveal.row_height()))
    column.addWidget(window.board_view, 1)
    window.splitter = QSplitter(Qt.Orientation.Horizontal)
    window.splitter.setChildrenCollapsible(False)
    window.splitter.addWidget(left)
    window.splitter.addWidget(side)
    window.side_fitter = SideFitter(window.splitter, window.board_view, window.scene,
                                    window.settings)
    window.model.gameReplaced.connect(window.side_fitter.fit)
    table = QWidget()
    box = QVBoxLayout(table)
    box.setContentsMargins(0, 0, 0, 0)
    box.setSpacing(0)
    # the status line across the whole window (a round's end at five seats is long), in one
    # height whatever it says
    window.status_line.setFixedHeight(status_height(window.status_line))
    box.addWidget(window.status_line)
    box.addWidget(window.splitter, 1)
    window.pages = QStackedWidget()
    window.pages.addWidget(table)
    window.pages.addWidget(window.privacy)
    from .no_game import NoGamePage
    window.no_game = NoGamePage()
    window.no_game.newGame.connect(lambda: window.new_game())
    window.no_game.openGame.connect(lambda: window.files.open())
    window.no_game.learn.connect(lambda: window.learn())
    window.pages.addWidget(window.no_game)
    window.setCentralWidget(window.pages)

    startup.mark("panels built")

    # -------- behaviour
    delay = window.settings.bot_delay_ms if bot_delay_ms is None else bot_delay_ms
    window.runner = BotRunner(window, delay)
    window.files = FileActions(window, window.model)
    window.files.autosave_enabled = getattr(window, "has_game", True)
    window.files.loaded.connect(window.begin_play)
    window.files.message.connect(lambda text: window.statusBar().showMessage(text, 6000))
    window.files.pathChanged.connect(window.update_title)
    window.flow = TurnFlow(window.model, window.stack, window.scene, window.pages,
                           window.privacy, window.hand, window.bar, window.runner, window)
    window.flow.paused = not getattr(window, "has_game", True)
    window.flow.clock = window.clock
    if hasattr(window.scene, "flash"):
        window.scene.clock = window.clock
    if bot_seed is not None:
        window.flow.bot_seed = bot_seed
        window.flow.reset()
    window.flow.set_think_budget(window.settings.think_budget)
    window.flow.moment_pause = window.settings.table_pause
    window.flow.auto_forced = window.settings.auto_forced
    window.flow.statusChanged.connect(window.status_line.setText)
    window.flow.situationChanged.connect(window.players_model.set_situation)
    window.flow.situationChanged.connect(window.follow_situation)
    window.game_over_dialog = None
    window.flow.gameOver.connect(window.show_game_over)
    # the game-over dialog goes with its game: another game on the table, or its end undone
    window.model.gameReplaced.connect(window.close_game_over)
    window.model.changed.connect(lambda: None if window.model.game.is_over else window.close_game_over())
    window.flow.decisionMade.connect(window.files.autosave_soon)  # (on its own thread)
    window.flow.problem.connect(lambda text: window.statusBar().showMessage(text, 8000))
    window.undo = UndoActions(window.stack, window.model, window.flow.interrupt,
                              window.files.autosave, window,
                              decides_at_once=window.flow.decides_at_once)
    window.model.changed.connect(window.update_title)
    window.model.gameReplaced.connect(window.stack.clear)
    from .phones import PhoneSeats, fill_seat_menu
    window.phones = PhoneSeats(window)  # hands on phones: the server, the join screen
    window.players_view.seatMenuRequested.connect(
        lambda seat, menu: fill_seat_menu(window, menu, seat) if window.seat_menus else None)
    window.access = WindowAccess(window)  # palette, sound effects, board cursor status
    window.addAction(window.undo.sealed_action)  # (the Undo key while greyed out: why)
    window.undo.told.connect(window.access.tell)
    from .card_preview import CardPreviews
    window.card_previews = CardPreviews(window)  # where the card looked at would lead
    from .fly_preview import FlyPreviews
    window.fly_previews = FlyPreviews(window)  # …and the flight of the "Fly" button pointed at
    from .forced import ForcedNotice
    window.forced_notice = ForcedNotice(window)  # forced moves: said and shown, never silent
    from ..replay.actions import ReplayActions
    window.replays = ReplayActions(window)  # replays, history (keeps finished games)
    from .hints import HintActions
    window.hints = HintActions(window, window.settings.think_budget)
    # the hint sits in the side column below the hand or the buttons: it covers nothing, and
    # its coming and going never moves the board or the cards (only the panels give way)
    window.side_column.set_hint(window.hints.banner)
    from .far_seats import FarSeats
    window.far = FarSeats(window)  # friends far away: the broker, invitations, waiting
    build_menus(window)
    if not getattr(window, "has_game", True):
        window.pages.setCurrentWidget(window.no_game)
    window.update_title()
    # no autosave here: the autosave still holds the last game until the players
    # decide not to continue it (resume_or_new) or make a decision in this one
