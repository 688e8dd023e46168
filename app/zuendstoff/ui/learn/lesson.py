"""Help → Learn to play: a guided first game against the computer on a prepared deal.

The lesson is a record (``resources/lessons/first_game.zrec``, see engine/lesson.py and
packaging/make_lesson.py) in which the learner (seat 0) meets every kind of step within
four rounds: two secret cards, the reveal, a sun turn, a tie, a colour pick, planet turns,
where to stop, a face-down planet turned with the compass rose, a wrap-around flight and
the sun. It is played in a window of its own — the real game window, on the real board —
with its own autosave (so the learner's own game is never touched, and the lesson can be
left and taken up again where it was). The computer plays the record's moves; the learner
is shown each move to make in a callout pointing at the board or the hand, and the flow
lets only that move through. Every callout can be closed; "Skip the lesson" ends it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygon
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ... import resources, userdata
from ...document.game_model import SeatKind
from ...document.names import card_name, colour_name, disc_name, side_name
from ...engine import Decision, Flip, Game, Phase, PickColour, PlayCard, Player, Rotate, Stop, load_record
from ...engine.bots import Bot
from ...engine.lesson import LEARNER, events
from ...engine.timeline import round_decisions, timeline

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate
CARD_PHASES = (Phase.FIRST_CARD, Phase.SECOND_CARD)
LESSON_FILE = "lesson.zrec"


def lesson_path():
    return resources.path("lessons", "first_game.zrec")


def progress_path():
    return userdata.data_dir() / LESSON_FILE


def lesson_names(settings=None) -> tuple[str, str]:
    """The learner's name (the first person remembered from the last game, else "You") and
    the computer's."""
    name = translate("Lesson", "You")
    if settings is not None:
        try:
            people = [s.name for s in settings.last_seats() if not s.bot and s.name.strip()]
        except Exception:  # damaged settings: the default name
            people = []
        name = people[0] if people else name
    return name, translate("Lesson", "Computer")


class Script:
    """The lesson's decisions in order, and the positions between them."""

    def __init__(self, record: Game, names: tuple[str, str]) -> None:
        self.rounds = sum(1 for r in record.rounds if r["cards"])
        start, steps = timeline(record)
        self.decisions: list[Decision] = [d for s in steps for d in s.decisions]
        layout = record.layout
        deal = {layout.cells[i]: record.faces[i] for i in layout.slots}
        self.start = Game.new(record.discs, layout, [Player(names[0], record.players[0].piece),
                                                     Player(names[1], record.players[1].piece)],
                              deal=deal)
        self.positions = [self.start.copy()]
        pos = self.start.copy()
        for d in self.decisions:
            pos.apply(d)
            self.positions.append(pos.copy())

    def done_in(self, game: Game) -> int:
        """How many of the lesson's decisions ``game`` has made (laid cards count once laid)."""
        made = sum(len(round_decisions(r)) for r in game.rounds)
        if game.phase in CARD_PHASES:
            made += sum(game.has_chosen(s) for s in range(game.seats))
        return made

    def expected(self, game: Game, seat: int) -> Decision | None:
        """The lesson's next decision for ``seat`` in ``game``, if ``game`` follows the lesson."""
        k = self.done_in(game)
        if game.phase in CARD_PHASES:
            # the seats' cards of one reveal can come in any order: find this seat's
            for d in self.decisions[k - sum(game.has_chosen(s) for s in range(game.seats)):]:
                if not isinstance(d, PlayCard):
                    return None
                if d.seat == seat:
                    return None if game.has_chosen(seat) else d
            return None
        return self.decisions[k] if k < len(self.decisions) and self.decisions[k].seat == seat else None


class ScriptBot(Bot):
    """The computer's side of the lesson: the record's moves."""

    name = "lesson"

    def __init__(self, lesson: "Lesson", seat: int) -> None:
        super().__init__(None)
        self.lesson, self.seat = lesson, seat

    def decide(self, view) -> Decision:
        d = self.lesson.script.expected(self.lesson.window.model.game, view.seat)
        if d is None or d not in view.legal:
            raise RuntimeError("the lesson has no move for the computer here")
        return d


class Callout(QFrame):
    """A speech bubble over the window that points at something on the board or beside it."""

    closed = Signal()
    skipped = Signal()
    # what the bubble says now (title and text), for screen readers
    said = Signal(str)

    ARROW = 14

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("lessonCallout")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.title = QLabel()
        self.title.setObjectName("lessonCalloutTitle")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setObjectName("lessonCalloutText")
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # the text, scrolled when the window is too short for it (shown from its end, where the
        # instruction is: never cut off at the top or the bottom)
        self.scroll = QScrollArea()
        self.scroll.setObjectName("lessonCalloutScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setWidget(self.text)
        self.scroll.viewport().setAutoFillBackground(False)
        self.text.setAutoFillBackground(False)
        self.ok_button = QPushButton(translate("Lesson", "Got it"))
        self.ok_button.clicked.connect(lambda _c=False: (self.hide(), self.closed.emit()))
        self.skip_button = QPushButton(translate("Lesson", "Skip the lesson"))
        self.skip_button.clicked.connect(lambda _c=False: self.skipped.emit())
        self.extra_button = QPushButton()
        self.extra_button.hide()
        buttons = QHBoxLayout()
        buttons.addWidget(self.skip_button)
        buttons.addStretch(1)
        buttons.addWidget(self.extra_button)
        buttons.addWidget(self.ok_button)
        box = QVBoxLayout(self)
        m = self.ARROW + 10
        box.setContentsMargins(m, m, m, m)
        box.addWidget(self.title)
        box.addWidget(self.scroll)
        box.addLayout(buttons)
        self.box = box
        self.setStyleSheet("#lessonCalloutTitle { font-weight: bold; font-size: 12pt; color: #1b2a4a; }"
                           "#lessonCalloutText { font-size: 11pt; color: #1b2a4a; }")
        self.setFixedWidth(400)
        self._target = QRect()
        self._side = "left"
        self._said = ""
        self.hide()

    def show_at(self, title: str, text: str, target: QRect, spare: QRect | None = None) -> None:
        """Show the bubble beside ``target`` (in the parent's coordinates), and if it can be,
        off ``spare`` too (the disc a move is about, when the bubble points at the controls)."""
        self.title.setText(title)
        self.text.setText(text)
        self.setAccessibleName(title)
        self.setAccessibleDescription(text)
        self._target = QRect(target)
        self._spare = QRect(spare) if spare is not None else QRect()
        self._fit_height()
        self._place()
        self.show()
        self.raise_()
        said = title + ". " + " ".join(text.split())
        if said != self._said:  # (the same bubble shown again is not said again)
            self._said = said
            self.said.emit(said)

    def _fit_height(self) -> None:
        """As tall as the text needs; at most the window's height, the text then scrolled to
        its end (the instruction)."""
        box = self.box
        m = box.contentsMargins()
        inner = self.width() - m.left() - m.right()
        bar = self.scroll.verticalScrollBar().sizeHint().width()
        need = self.text.heightForWidth(inner) + 4
        rest = (m.top() + m.bottom() + self.title.sizeHint().height()
                + max(self.ok_button.sizeHint().height(), self.skip_button.sizeHint().height())
                + 2 * box.spacing())
        room = self.parentWidget().height() - 8 - rest
        if need > room:  # too short a window: scroll, with room for the scroll bar
            need = self.text.heightForWidth(inner - bar) + 4
        height = max(40, min(need, room))
        self.scroll.setFixedHeight(height)
        self.setFixedHeight(rest + height)
        self.layout().activate()
        scrollbar = self.scroll.verticalScrollBar()
        scrollbar.setValue(scrollbar.maximum())  # the end of the text: the instruction

    def instruction_visible(self) -> bool:
        """Whether the text's last line is in view (tests)."""
        viewport = self.scroll.viewport()
        bottom = self.text.mapTo(viewport, self.text.rect().bottomLeft()).y()
        return self.isVisible() and bottom <= viewport.height() + 2

    def _place(self) -> None:
        area = self.parentWidget().rect()
        t, w, h = self._target, self.width(), self.height()

        def within(lo: int, value: int, hi: int) -> int:  # slid along its side to stay inside
            return max(lo, min(value, hi))

        y = within(area.top(), t.center().y() - h // 2, area.bottom() - h)
        x = within(area.left(), t.center().x() - w // 2, area.right() - w)
        candidates = [("left", QPoint(t.right() + 4, y)), ("right", QPoint(t.left() - w - 4, y)),
                      ("top", QPoint(x, t.bottom() + 4)), ("bottom", QPoint(x, t.top() - h - 4))]
        rects = [(side, QRect(pos, self.size())) for side, pos in candidates]
        fits = [(side, rect) for side, rect in rects if area.contains(rect) and not rect.intersects(t)]
        spare = getattr(self, "_spare", QRect())
        clear = [(side, rect) for side, rect in fits if spare.isEmpty() or not rect.intersects(spare)]
        # the first that fits without covering the target (nor the spare disc, if one does),
        # else the window's top right corner
        chosen = (clear or fits)
        side, rect = chosen[0] if chosen else ("top", QRect(QPoint(area.right() - w - 8, area.top() + 8),
                                                            self.size()))
        self._side = side
        self.move(rect.topLeft())

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        a = self.ARROW
        body = self.rect().adjusted(a, a, -a, -a)
        path = QPainterPath()
        path.addRoundedRect(body, 10, 10)
        target = self.mapFromParent(self._target.center())
        mid = QPoint(min(max(target.x(), body.left() + 20), body.right() - 20),
                     min(max(target.y(), body.top() + 20), body.bottom() - 20))
        tip = {"left": QPoint(0, mid.y()), "right": QPoint(self.width(), mid.y()),
               "top": QPoint(mid.x(), 0), "bottom": QPoint(mid.x(), self.height())}[self._side]
        if self._side in ("left", "right"):
            edge = body.left() if self._side == "left" else body.right()
            base = [QPoint(edge, mid.y() - 9), QPoint(edge, mid.y() + 9)]
        else:
            edge = body.top() if self._side == "top" else body.bottom()
            base = [QPoint(mid.x() - 9, edge), QPoint(mid.x() + 9, edge)]
        arrow = QPainterPath()
        arrow.addPolygon(QPolygon([base[0], tip, base[1]]))
        path = path.united(arrow)
        painter.setPen(QPen(QColor("#3b6fd8"), 3))
        painter.setBrush(QColor("#fffbe6"))
        painter.drawPath(path)


class Lesson(QObject):
    """Runs the guided game in ``window`` (a game window of its own)."""

    finished = Signal()
    # the learner wants a real game now
    realGameRequested = Signal()

    def __init__(self, window, restart: bool = False, script: Script | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.script = script or Script(load_record(lesson_path()), lesson_names())
        self.rounds = self.script.rounds
        self.shown: set[str] = set()
        self._long_for: dict[str, tuple] = {}  # kind of move -> the step its long text is for
        self.done = False
        self.callout = Callout(window)
        self.callout.skipped.connect(self.skip)
        access = getattr(window, "access", None)
        if access is not None:  # a screen reader hears what the bubble says, as it changes
            self.callout.said.connect(access.announcer.say)
        self.callout.extra_button.clicked.connect(lambda _c=False: self.realGameRequested.emit())
        window.files.autosave_file = progress_path()
        window.flow.guard = self.guard
        window.flow.bot_factory = lambda seat: ScriptBot(self, seat)
        game = None if restart else self._saved()
        window.files.path = None
        window.model.set_game(game or self.script.start.copy(),
                              [SeatKind(), SeatKind("medium")], False)
        window.model.set_hint_options(False)
        window.flow.reset()
        self._k = self.script.done_in(window.model.game)
        self.shown = {e for i in range(self._k) for e in self._events(i)}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(60)
        self._timer.timeout.connect(self.update)
        window.model.changed.connect(self._retire)  # (at once: not after the board's animation)
        window.model.changed.connect(self._timer.start)
        window.flow.statusChanged.connect(lambda _t: self._timer.start())
        if hasattr(window.scene, "animationsFinished"):
            window.scene.animationsFinished.connect(self._timer.start)
        window.flow.problem.connect(self._refused)
        self._timer.start()

    # ---------------------------------------------------------------- progress
    def _saved(self) -> Game | None:
        """The lesson as it was left, if it follows the lesson (else it starts again)."""
        path = progress_path()
        if not path.exists():
            return None
        try:
            game = load_record(path)
        except Exception:  # a damaged progress file: the lesson simply starts again
            return None
        k = self.script.done_in(game)
        if k >= len(self.script.decisions) or game.rounds != self.script.positions[k].rounds:
            return None
        players = self.script.start.players
        return Game.new(game.discs, game.layout, players, deal={
            game.layout.cells[i]: game.faces[i] for i in game.layout.slots}) if k == 0 else \
            self._renamed(self.script.positions[k])

    def _renamed(self, game: Game) -> Game:
        return game.copy()

    def _events(self, i: int) -> list[str]:
        s = self.script
        return events(s.positions[i], s.decisions[i], s.positions[i + 1])

    def guard(self, decision: Decision) -> str | None:
        game = self.window.model.game
        if self.done:
            return translate("Lesson", "The lesson is over: start a real game from the Game menu.")
        want = self.script.expected(game, decision.seat)
        if want is None or want == decision:
            return None
        if decision.seat == LEARNER:
            return translate("Lesson", "In this lesson, please %1.").replace("%1", self.move_text(want))
        return None

    def _refused(self, text: str) -> None:
        if self.callout.isVisible():
            self.callout.show_at(self.callout.title.text(), text, self._target_rect(),
                                 self._spare_rect())

    # ---------------------------------------------------------------- callouts
    def _retire(self) -> None:
        """The move a step's callout asked for is made (or no longer wanted): the callout goes
        at once, so it never covers the next step (the hand of the next round) while the
        board still shows the move and the computer plays."""
        if self.done or not self.callout.isVisible():
            return
        want = getattr(self, "_want", None)
        game = self.window.model.game
        if want is None or want not in game.legal_decisions(want.seat):
            self.callout.hide()

    def update(self) -> None:
        window = self.window
        if not window.isVisible() or self.done:
            return
        if getattr(window.scene, "is_animating", lambda: False)() or window.runner.busy:
            return  # let the board show the move first
        game = window.model.game
        k = self.script.done_in(game)
        news: list[str] = []
        for i in range(min(self._k, k), k):
            news += [e for e in self._events(i) if e not in self.shown]
        self._k = k
        if k >= len(self.script.decisions):
            self.finish(news)
            return
        want = self.script.expected(game, LEARNER)
        if want is None:
            return  # the computer's move comes first
        key = (k, game.phase, want)
        if key == getattr(self, "_shown_key", None) and not news:
            return  # this step's callout is up already
        self._shown_key = key
        self._want = want
        lines = [self.explain(e) for e in dict.fromkeys(news) if self.explain(e)]
        self.shown.update(news)
        lines.append(self.instruction(game, want))
        title = translate("Lesson", "Learn to play – round %1 of %2").replace(
            "%1", str(game.round_no)).replace("%2", str(self.rounds))
        self.callout.extra_button.hide()
        self.callout.ok_button.show()
        self.callout.show_at(title, "\n\n".join(lines), self._target_rect(), self._spare_rect())
        if isinstance(want, PlayCard) and window.flow.looking == LEARNER:
            window.hand.select_card(want.card)  # Enter lays it

    def _target_rect(self) -> QRect:
        """Where the callout points: the disc of the move, else the hand or the decision bar."""
        window = self.window
        want = getattr(self, "_want", None)
        if isinstance(want, PlayCard):
            return self._widget_rect(window.hand)
        if isinstance(want, (PickColour, Flip)):
            compass = getattr(window.bar, "compass", None)
            return self._widget_rect(compass if isinstance(want, Flip) and compass is not None
                                     else window.bar)
        cell = getattr(want, "cell", None) or getattr(want, "target", None)
        if cell is not None:
            return self.cell_rect(cell)
        return self._widget_rect(window.board_view)

    def _spare_rect(self) -> QRect | None:
        """The disc a move made with the controls below the board is about (the face-down
        planet of a compass-rose choice, the piece's disc of a colour pick), to keep in sight."""
        want = getattr(self, "_want", None)
        if isinstance(want, (PickColour, Flip)):
            return self.cell_rect(self.window.model.game.piece_cell(want.seat))
        return None

    def _widget_rect(self, widget: QWidget) -> QRect:
        return QRect(widget.mapTo(self.window, QPoint(0, 0)), widget.size())

    def cell_rect(self, cell) -> QRect:
        """The disc at ``cell`` on the screen, in the window's coordinates."""
        window = self.window
        item = window.scene.disc_item(tuple(cell)) if hasattr(window.scene, "disc_item") else None
        if item is None:
            return self._widget_rect(window.board_view)
        poly = window.board_view.mapFromScene(item.sceneBoundingRect())
        rect = poly.boundingRect()
        return QRect(window.board_view.viewport().mapTo(window, rect.topLeft()), rect.size())

    # ---------------------------------------------------------------- words
    def move_text(self, d: Decision) -> str:
        game = self.window.model.game
        if isinstance(d, PlayCard):
            return translate("Lesson", "lay %1").replace("%1", card_name(d.card))
        if isinstance(d, Rotate):
            if tuple(d.target) == game.piece_cell(d.seat):
                return translate("Lesson", "turn your own planet (%1) a quarter: click it").replace(
                    "%1", disc_name(game, d.target))
            button = {1: translate("DecisionBar", "¼ turn"), 2: translate("DecisionBar", "½ turn"),
                      3: translate("DecisionBar", "¾ turn")}[d.quarters]
            return translate("Lesson", "click %1, then “%2” below the board").replace(
                "%1", disc_name(game, d.target)).replace("%2", button)
        if isinstance(d, PickColour):
            return translate("Lesson", "choose to fly %1 (below the board)").replace("%1", colour_name(d.colour))
        if isinstance(d, Stop):
            return translate("Lesson", "click %1 to stop there").replace("%1", disc_name(game, d.cell))
        if isinstance(d, Flip):
            return translate("Lesson", "choose %1 on the compass rose below the board").replace(
                "%1", side_name(d.rotation))
        return str(d)

    def instruction(self, game: Game, d: Decision) -> str:
        first = {"first_card": "card1", "second_card": "card2"}
        kind = {PlayCard: first["first_card" if game.phase is Phase.FIRST_CARD else "second_card"],
                Rotate: "rotate", PickColour: "pick", Stop: "stop", Flip: "flip"}[type(d)]
        # the long text stays up until the learner has made that first move of its kind (the
        # computer's card laid meanwhile must not turn it into the short one, unread)
        step = (game.round_no, game.phase, d)
        new = kind not in self.shown or self._long_for.get(kind) == step
        if kind not in self.shown:
            self._long_for[kind] = step
        self.shown.add(kind)
        move = self.move_text(d)
        if kind == "card1":
            text = translate("Lesson", "Every round, you and the computer each lay two cards face down, "
                             "one after the other; each pair is turned over together. Your first card: "
                             "%1 (it is marked: press Enter).") if new else \
                translate("Lesson", "Your first card this round: %1 (press Enter).")
        elif kind == "card2":
            text = translate("Lesson", "Both first cards are face up now, so you choose your second "
                             "card knowing the computer's first. Your second card: %1.") if new else \
                translate("Lesson", "Your second card: %1.")
        elif kind == "rotate":
            text = translate("Lesson", "You played a planet-rotation card: you turn your own planet a "
                             "quarter, or another empty face-up planet by one to three quarters. Now: %1.") \
                if new else translate("Lesson", "Planet turn: %1.")
        elif kind == "pick":
            text = translate("Lesson", "You won two colours, but a piece flies only one of them. Now: %1.")
        elif kind == "stop":
            stops = len(game.legal_decisions(d.seat))
            text = translate("Lesson", "Your piece flies along the highlighted path, from rocket to rocket "
                             "of the same colour; you may stop on any highlighted disc. Now: %1.") \
                if stops > 1 else translate("Lesson", "Your piece flies: %1.")
        else:
            text = translate("Lesson", "You landed on a face-down planet. Before it is turned up, choose "
                             "where its top will point; for the rest of the round it is a stop disc "
                             "that ends every flight. Now: %1.") if new else \
                translate("Lesson", "A face-down planet again: %1.")
        return text.replace("%1", move)

    def explain(self, event: str) -> str:
        if event == "sun_turn":
            return translate("Lesson", "A sun-rotation card was played: the sun turned a quarter "
                             "clockwise, so its rockets, and the sides a piece may enter by, moved on.")
        if event == "tie":
            return translate("Lesson", "The counts: a colour's cards add up, and a black card adds to "
                             "a colour you played too. The highest count wins that colour's flight, and a "
                             "tie wins as well: both of you fly.")
        if event == "wrap":
            return translate("Lesson", "A flight that runs off the board comes back on the other side "
                             "of the same row or column.")
        if event == "sun":
            return translate("Lesson", "Into the sun: you take a sunglasses chip of that colour and go "
                             "back to Earth. Whoever holds chips of two colours wins.")
        return ""

    # ---------------------------------------------------------------- the end
    def finish(self, news: list[str] = ()) -> None:
        if self.done:
            return
        lines = [self.explain(e) for e in dict.fromkeys(news) if self.explain(e)]
        self.shown.update(news)
        self.done = True
        self.window.runner.cancel()
        self.callout.extra_button.setText(translate("Lesson", "Start a real game"))
        self.callout.extra_button.show()
        self.callout.ok_button.hide()
        self.callout.skip_button.setText(translate("Lesson", "Close the lesson"))
        self._want = None
        self.callout.show_at(
            translate("Lesson", "You know the rules"),
            "\n\n".join(lines + [translate(
                "Lesson", "That was every kind of step of the game. You know the rules: start a real "
                "game! (F1 shows the rules at any time.)")]),
            self._widget_rect(self.window.board_view))
        self.callout.extra_button.setFocus()
        try:
            progress_path().unlink()
        except OSError:
            pass
        self.finished.emit()

    def skip(self) -> None:
        self.done = True
        self.callout.hide()
        self.window.close()


def start_lesson(main, restart: bool | None = None):
    """Open the guided game in a window of its own beside ``main`` (the game window).

    A lesson left unfinished is offered to be continued (``restart`` None asks)."""
    from PySide6.QtWidgets import QMessageBox

    if restart is None:
        restart = True
        if progress_path().exists():
            answer = QMessageBox.question(
                main, translate("Lesson", "Learn to play"),
                translate("Lesson", "Continue the lesson where you left it?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.Yes)
            restart = answer != QMessageBox.StandardButton.Yes
    from .window import LessonWindow
    window = LessonWindow(main, restart)
    window.show()
    window.lesson.update()
    return window
