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

The parts: ``script.py`` (the record's decisions and positions, the computer's side),
``callout.py`` (the speech bubble), ``places.py`` (where it points, what it keeps clear of),
``words.py`` (everything the lesson says, worded from
facts, so a language switch words the shown callout again), ``window.py`` (the window).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Qt, QTimer, Signal

from ...document.game_model import SeatKind
from ...engine import Decision, Flip, Game, Phase, PickColour, PlayCard, Rotate, Stop, load_record
from ...engine.lesson import LEARNER, events
from . import places, words
from .callout import Callout
from .script import Script, ScriptBot, lesson_names, lesson_path, progress_path

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate

__all__ = ["Callout", "Lesson", "Script", "ScriptBot", "lesson_names", "lesson_path",
           "progress_path", "start_lesson"]


# what makes the callout look again where its target is
_MOVES = (QEvent.Type.LayoutRequest, QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.Show,
          QEvent.Type.Hide)


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
        # what the callout says, as facts that :meth:`_words` words (again after a switch):
        # (title, body); title ("round", n) or ("end",); body ("step", news, kind, long, many),
        # ("refused", why) or ("end", news)
        self._says: tuple | None = None
        self._refusing: tuple | None = None  # the refusal the guard gave last, as a fact
        self.callout = Callout(window)
        self.callout.skipped.connect(self.skip)
        self.callout.closed.connect(self.focus_step)  # "Got it": on to the move
        self.callout.retranslated.connect(self.retranslate)
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
        self._k = min(self.script.done_in(window.model.game), len(self.script.decisions))
        self.shown = {e for i in range(self._k) for e in self._events(i)}
        # the sides of the compass rose explained (to the step that explains them), as the
        # learner chose them before the lesson was left (taken up again: not told twice)
        self._side_told: dict[int, tuple] = {
            d.rotation: () for d in self.script.decisions[:self._k]
            if isinstance(d, Flip) and d.seat == LEARNER}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(60)
        self._timer.timeout.connect(self.update)
        window.model.changed.connect(self._retire)  # (at once: not after the board's animation)
        window.model.changed.connect(self._timer.start)
        window.flow.statusChanged.connect(lambda _t: self._timer.start())
        # (waiting for the computer is never a dead end: the lesson looks again when it is done)
        window.runner.thinkingChanged.connect(lambda _s: self._timer.start())
        if hasattr(window.scene, "animationsFinished"):
            window.scene.animationsFinished.connect(self._timer.start)
        window.flow.problem.connect(self._refused)
        # the callout follows its target when that moves or is laid out (the controls beside
        # the board appear a moment after the step begins; the board rescales)
        self._follow = QTimer(self)
        self._follow.setSingleShot(True)
        self._follow.setInterval(0)
        self._follow.timeout.connect(self.reposition)
        for watched in (window.bar, window.hand, window.board_view.viewport()):
            watched.installEventFilter(self)
        self._stop_if_complete()
        self._timer.start()

    # ---------------------------------------------------------------- progress
    def _saved(self) -> Game | None:
        """The lesson as it was left, if that follows the lesson (else it starts again)."""
        k = saved_progress(self.script)
        return None if k is None else self.script.positions[k].copy()

    def _events(self, i: int) -> list[str]:
        s = self.script
        return events(s.positions[i], s.decisions[i], s.positions[i + 1])

    def guard(self, decision: Decision) -> str | None:
        game = self.window.model.game
        if self.done or self.complete:
            self._refusing = ("over",)
            return words.refusal(game, None)
        want = self.script.expected(game, decision.seat)
        if want is None or want == decision:
            return None
        if decision.seat == LEARNER:
            self._refusing = ("move", want)
            return words.refusal(game, want)
        return None

    def _refused(self, text: str) -> None:
        if not self.callout.isVisible() or self._says is None:
            return
        why = self._refusing
        if why is None or self._refusal_words(why) != text:
            why = ("said", text)  # a problem the flow found itself: its words as they came
        self._says = (self._says[0], ("refused", why))
        self._show()

    def _refusal_words(self, why: tuple) -> str:
        if why[0] == "said":
            return why[1]
        return words.refusal(self.window.model.game, why[1] if why[0] == "move" else None)

    # ---------------------------------------------------------------- callouts
    @property
    def complete(self) -> bool:
        """Whether every scripted move has been made (the lesson is at its end, or about to
        show it once the board has shown the last move)."""
        return self.script.done_in(self.window.model.game) >= len(self.script.decisions)

    def _stop_if_complete(self) -> None:
        """The last scripted move was made: the table plays no more, at once (the game has
        gone on to a round the lesson has no moves for; its computer must not be asked, nor
        the learner offered a hand). The closing callout follows once the board has shown
        the move (:meth:`update`)."""
        flow = self.window.flow
        if self.complete and flow.stopped is None:
            flow.stop(words.end_status)

    def _retire(self) -> None:
        """The move a step's callout asked for is made (or no longer wanted): the callout goes
        at once, so it never covers the next step (the hand of the next round) while the
        board still shows the move and the computer plays."""
        self._stop_if_complete()
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
        if getattr(window.scene, "is_animating", lambda: False)():
            return  # let the board show the move first
        game = window.model.game
        k = min(self.script.done_in(game), len(self.script.decisions))
        if k < len(self.script.decisions) and window.runner.busy:
            return  # the computer's move comes first (its end brings the lesson back here)
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
        self.shown.update(news)
        kind, new, many = self.instruction(game, want)
        self._says = (("round", game.round_no),
                      ("step", tuple(news), kind, new, many, self._notes(game, want)))
        self.callout.extra_button.hide()
        self.callout.ok_button.show()
        self._show()
        if isinstance(want, PlayCard) and window.flow.looking == LEARNER:
            window.hand.select_card(want.card)  # Enter lays it

    def focus_step(self) -> None:
        """The focus goes where the learner's move is made, so the keys go on from there (after
        "Got it" it once landed on the sun, and Enter did nothing): the hand for a card (Enter
        lays the marked one), the disc on the board for a stop or a planet turn (Enter chooses
        it), the button beside the board for a colour or a side of the compass rose."""
        window, want = self.window, getattr(self, "_want", None)
        if self.done or want is None:
            return
        if isinstance(want, PlayCard):
            if window.flow.looking == LEARNER:
                window.hand.view.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        cell = getattr(want, "cell", None) or getattr(want, "target", None)
        if cell is not None and hasattr(window.scene, "disc_item"):
            window.board_view.setFocus(Qt.FocusReason.OtherFocusReason)
            window.scene.disc_item(tuple(cell)).setFocus(Qt.FocusReason.OtherFocusReason)
            return
        control = window.bar.control_for(want)
        if control is not None:
            control.setFocus(Qt.FocusReason.OtherFocusReason)

    def instruction(self, game: Game, d: Decision) -> tuple[str, bool, bool]:
        """The instruction for ``d`` as facts: its kind, whether the long text is due (the
        first move of its kind), and for a flight whether it has several stops."""
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
        many = kind == "stop" and len(game.legal_decisions(d.seat)) > 1
        return kind, new, many

    def _notes(self, game: Game, d: Decision) -> tuple:
        """What the callout tells beside the instruction, as facts: the goal of the game
        first of all (the lesson's first card), and what a direction word means on the screen
        the first time the instruction uses it."""
        notes: list[tuple] = []
        if game.round_no == 1 and game.phase is Phase.FIRST_CARD:
            notes.append(("goal",))
        if isinstance(d, Flip):
            step = (game.round_no, game.phase, d)
            if self._side_told.setdefault(d.rotation, step) == step:
                notes.append(("direction", d.rotation))
        return tuple(notes)

    def _words(self) -> tuple[str, str]:
        """The callout's title and text, worded from :attr:`_says` in the installed language."""
        title, body = self._says
        game = self.window.model.game
        head = words.round_title(title[1], self.rounds) if title[0] == "round" else words.end_title()
        if body[0] == "step":
            _step, news, kind, new, many, notes = body
            want = self._want
            goal = [words.goal() for note in notes if note[0] == "goal"]
            directions = [words.direction(note[1]) for note in notes if note[0] == "direction"]
            lines = goal + words.explanations(news) + [
                words.instruction_text(kind, new, many, words.move_text(game, want))] + directions
        elif body[0] == "refused":
            lines = [self._refusal_words(body[1])]
        else:
            lines = words.explanations(body[1]) + [words.end_text()]
        return head, "\n\n".join(lines)

    def _show(self) -> None:
        title, text = self._words()
        self.callout.show_at(title, text, self._target_rect(), self._avoid_rects(), self._aim())

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if event.type() in _MOVES:
            self._follow.start()
        return False

    def reposition(self) -> None:
        """The window or the callout's target changed its size or place: the callout shown
        again beside its target."""
        if self.callout.isVisible() and self._says is not None:
            self._show()

    def retranslate(self) -> None:
        """The language changed: the callout says the same again, in the new language."""
        if self._says is not None and self.callout.isVisible():
            self._show()

    def move_text(self, d: Decision) -> str:
        return words.move_text(self.window.model.game, d)

    def _target_rect(self) -> QRect:
        """Where the callout points (places.target_rect), in the window's coordinates."""
        return places.target_rect(self.window, getattr(self, "_want", None), self.done)

    def _aim(self) -> QPoint | None:
        return places.aim(self.window, getattr(self, "_want", None), self.done)

    def _avoid_rects(self) -> list[QRect]:
        return places.avoid_rects(self.window, getattr(self, "_want", None), self.done)

    def cell_rect(self, cell) -> QRect:
        """The disc at ``cell`` on the screen, in the window's coordinates."""
        return places.cell_rect(self.window, cell)

    # ---------------------------------------------------------------- the end
    def finish(self, news: list[str] = ()) -> None:
        if self.done:
            return
        self.shown.update(news)
        self.done = True
        if self.window.flow.stopped is None:
            self.window.flow.stop(words.end_status)  # (the table plays no more)
        self.window.runner.cancel()
        self.callout.show_end()
        self._want = None
        self._says = (("end",), ("end", tuple(news)))
        self._show()
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


def saved_progress(script: Script) -> int | None:
    """How many of the lesson's decisions the learner had made when they left it (the
    progress file), or None when there is none that follows the lesson (none, damaged, or
    from another lesson)."""
    path = progress_path()
    if not path.exists():
        return None
    try:
        game = load_record(path)
    except Exception:  # a damaged progress file: the lesson simply starts again
        return None
    return script.taken_up(game)


def start_lesson(main, restart: bool | None = None):
    """Open the guided game in a window of its own, exactly over ``main`` (the game window).

    A lesson left unfinished is offered to be continued (``restart`` None asks)."""
    from PySide6.QtWidgets import QMessageBox

    script = Script(load_record(lesson_path()), lesson_names(main.settings))
    if restart is None:
        restart = True
        if saved_progress(script) is not None:  # (asked only when it can be continued)
            answer = QMessageBox.question(
                main, translate("Lesson", "Learn to play"),
                translate("Lesson", "Continue the lesson where you left it?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.Yes)
            restart = answer != QMessageBox.StandardButton.Yes
    from .window import LessonWindow
    window = LessonWindow(main, restart, script)
    window.show()
    window.lesson.update()
    return window
