"""Hints at the table: "What would the strongest computer player do?"

The person whose decision is pending on this computer (the hand on show, or the one
deciding on the board) may ask. The strongest level thinks from that seat's view only
(:mod:`zuendstoff.engine.hints`, R26) on a worker thread; the answer is the move and one
plain reason, shown in a banner in the side column below the hand or the buttons (it covers
nothing), with the card selected in the hand or
the keyboard cursor on the disc. The banner is emptied as soon as the game moves on, so
a suggested card never outlives the hand it belongs to (the privacy screen shows nothing
of it). Every use is written in the public log ("Anna asked for a hint"), and a game set
to *no hints* offers none.

A hand shown without speech (a screen reader at a shared screen, ``privacy.py``): the hint
for a card is for the eyes only. The banner shows it, but what a screen reader can read of
it (the line's accessible name, the banner's description) says only that there is one; the
card, its colour and the reason (which would tell its colour or kind) are never in it, and
the card is not selected for the person (the focus moving to it would say its place in the
sorted hand).

A hint belongs to the position it was asked in (:func:`zuendstoff.engine.view.decision_key`):
one that arrives after an undo, or after any move that changed what the person sees, is not
shown. A hint to turn another planet chooses that planet in the decision bar ("or turn"), so
the quarter buttons turn the planet the hint names.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThreadPool, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from ... import i18n
from ...document.names import (
    card_name,
    colour_name,
    disc_label_at,
    disc_name,
    disc_name_at,
    quarters_text,
    side_name,
)
from ...engine import Flip, PickColour, PlayCard, Rotate, Stop
from ...engine.hints import Hint, ask
from ...engine.view import decision_key
from ..retranslate import Retranslating

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate
Hints = i18n.context("Hints")  # plural forms (lupdate finds them only in X.tr calls)
CARD_PHASE_NAMES = ("first_card", "second_card")


class _Signals(QObject):
    done = Signal(int, object, str)  # token, hint or None, error


class _Job:
    """One question, run on the pool's thread. A plain object handed over as a callable
    (``pool.start(job.run)``), as in ``bot_runner``: a started ``QRunnable`` subclass is tied
    to the pool's wrapper after its C++ side is deleted, and a garbage collection on the main
    thread while the next question was thinking crashed on it (CI, exit 139)."""

    def __init__(self, token, view, budget, signals, past) -> None:
        self.token, self.view, self.budget, self.signals = token, view, budget, signals
        self.past = past  # a copy of the game so far: the seat's past views are read from it
        self.stop = threading.Event()  # this question's own stop flag

    def run(self) -> None:
        # let go of the view and the game before answering: nothing of it outlives the answer
        view, past, self.view, self.past = self.view, self.past, None, None
        if self.stop.is_set():
            return  # cancelled before it began; nobody waits for the answer
        hint, error = None, ""
        try:
            hint = ask(view, seed=f"hint:{view.round_no}:{view.seat}",
                       time_budget=self.budget, should_stop=self.stop.is_set, past=past)
        except Exception as exc:  # a bot bug must not kill the app
            error = f"{type(exc).__name__}: {exc}"
        del view, past
        self.signals.done.emit(self.token, hint, error)


def move_text(game, hint: Hint) -> str:
    d = hint.decision
    if isinstance(d, PlayCard):
        return translate("Hints", "lay %1").replace("%1", card_name(d.card))
    if isinstance(d, Stop):
        return translate("Hints", "stop on %1").replace("%1", disc_label_at(game, d.cell))
    if isinstance(d, PickColour):
        return translate("Hints", "fly %1").replace("%1", colour_name(d.colour))
    if isinstance(d, Rotate):
        return translate("Hints", "turn %1 by %2").replace("%1", disc_name(game, d.target)).replace(
            "%2", quarters_text(d.quarters))
    if isinstance(d, Flip):
        return translate("Hints", "turn the planet with its top to the %1").replace(
            "%1", side_name(d.rotation))
    return str(d)


def _flights(value: float) -> str:
    n = int(round(value))
    return Hints.tr("%n flight(s)", "", n)


def reason_text(game, hint: Hint) -> str:
    v = hint.values
    if hint.reason == "sun":
        return translate("Hints", "It reaches the sun: you take the %1 chip.").replace(
            "%1", colour_name(v["colour"]))
    if hint.reason == "closer":
        return translate("Hints", "It brings you closer: at least %1 to win after it, %2 now.").replace(
            "%1", _flights(v["after"])).replace("%2", _flights(v["now"]))
    if hint.reason == "block":
        return translate("Hints", "It holds %1 back: at least %2 to win after it, %3 now.").replace(
            "%1", game.players[v["rival"]].name).replace("%2", _flights(v["after"])).replace(
            "%3", _flights(v["now"]))
    if hint.reason == "hold":
        return translate("Hints", "Nothing brings you closer this time; this keeps you best placed "
                         "(at least %1 to win).").replace("%1", _flights(v["after"]))
    if hint.reason == "flip":
        return translate("Hints", "Whichever of the %1 unseen planets it is, this way its rockets "
                         "most likely lead you on.").replace("%1", str(v["unseen"]))
    if hint.reason == "cards":
        return card_reason_text(game, v) + " " + translate(
            "Hints", "(Weighed over many imagined rounds of what the others may lay.)")
    return translate("Hints", "It did best over many imagined rounds.")


def card_reason_text(game, v: dict) -> str:
    """What the card hinted at would do: which colour, which flight, what it sets up."""
    kind, goal = v.get("kind"), v.get("goal")
    colour = colour_name(v["colour"]) if "colour" in v else ""
    if kind == "sun":
        return translate("Hints", "It turns the sun a quarter, so another side of it faces "
                         "the flights.")
    if kind == "planet":
        return translate("Hints", "It lets you turn a planet, to point a rocket your way.")
    if kind == "none":
        return translate("Hints", "It adds its matches to the colour of your other card.")
    if goal == "sun":
        return translate("Hints", "If you win %1, your piece flies into the sun and takes the "
                         "%1 chip (the path is on the board).").replace("%1", colour)
    if goal == "stop":
        return translate("Hints", "If you win %1, your piece can fly to %2: from there at "
                         "least %3 to win, %4 now.").replace("%1", colour).replace(
            "%2", disc_name_at(game, v["cell"])).replace("%3", _flights(v["after"])).replace(
            "%4", _flights(v["now"]))
    return translate("Hints", "Your piece cannot fly %1 from where it stands, but the card "
                     "counts for %1 against the others.").replace("%1", colour)


class HintBanner(Retranslating, QWidget):
    """The hint's line at the top of the side column; empty (and hidden) whenever there is no
    hint."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hintBanner")
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setObjectName("hintText")
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.close_button = QPushButton()
        self._make = None  # makes the line shown (again, on a language change)
        self._said = None  # makes what a screen reader is given instead (None: the same)
        self.close_button.clicked.connect(lambda _c=False: self.clear())
        box = QHBoxLayout(self)
        box.setContentsMargins(8, 4, 8, 4)
        box.addWidget(self.label, 1)
        box.addWidget(self.close_button)
        self.setStyleSheet("#hintBanner { background: #dbe9ff; border-left: 6px solid #3b6fd8; } "
                           "#hintText { color: #102040; font-size: 11pt; }")
        self.hide()
        self.retranslate()

    def retranslate(self) -> None:
        self.close_button.setText(translate("Hints", "OK"))
        self.close_button.setAccessibleName(translate("Hints", "Close the hint"))
        if self._make is not None:
            text = self._make()
            said = self._said() if self._said is not None else text
            # the name first: a label without one reports its new text as its name
            self.label.setAccessibleName(said)
            self.label.setText(text)
            self.setAccessibleDescription(said)
            self._fit()

    def show_text(self, make, said=None) -> None:
        """Show the line ``make()`` makes (or a plain text, said as it is); ``said``: what a
        screen reader is given instead (the line for a hand not read aloud)."""
        self._make = make if callable(make) else (lambda text=make: text)
        self._said = said
        self.retranslate()
        self.show()
        self._fit()

    def _fit(self) -> None:
        """As tall as its wrapped text needs at its width (a splitter asks only the minimum)."""
        layout = self.layout()
        if layout is not None and self.width() > 0:
            height = layout.totalHeightForWidth(self.width())
            if height > 0:
                self.setMinimumHeight(height)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def clear(self) -> None:
        self._make = self._said = None
        self.label.setAccessibleName("")
        self.label.setText("")
        self.setAccessibleDescription("")
        self.hide()


class HintActions(QObject):
    """Asks the strongest player for the person deciding now; shows and logs the answer."""

    # the state of hints changed (allowed, thinking): the menu entry follows
    availabilityChanged = Signal()

    def __init__(self, window, budget: float | None = 1.0) -> None:
        super().__init__(window)
        self.window = window
        self.budget = budget
        self.banner = HintBanner()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals()
        self._signals.done.connect(self._done)
        self._token = 0
        # (seat, position) of the question in flight: a hint belongs to the position it was
        # asked in (engine.view.decision_key), not to a list of legal decisions, which an
        # undo or a second planet turn can leave the same
        self._asking: tuple | None = None
        self._job: _Job | None = None
        self.last: Hint | None = None
        self._shown_for: tuple | None = None  # (seat, position) the shown hint answers
        window.model.changed.connect(self._moved_on)
        window.model.gameReplaced.connect(self._moved_on)
        window.pages.currentChanged.connect(lambda _i: self._moved_on())

    # ---------------------------------------------------------------- who may ask
    def asking_seat(self) -> int | None:
        """The person deciding now on this computer, or None."""
        model, flow = self.window.model, self.window.flow
        game = model.game
        if game.is_over:
            return None
        if game.phase.value in CARD_PHASE_NAMES:
            return flow.looking
        pending = game.pending_seats()
        if len(pending) == 1 and not model.is_computer(pending[0]) \
                and self.window.pages.currentIndex() == 0:
            return pending[0]
        return None

    @property
    def busy(self) -> bool:
        return self._asking is not None

    def request(self) -> bool:
        """Ask for a hint for the person deciding now; False (with a message) if none can be."""
        model = self.window.model
        if not getattr(model, "hints_allowed", True):
            self._message(translate("Hints", "This game is played without hints."))
            return False
        seat = self.asking_seat()
        if seat is None:
            self._message(translate("Hints", "A hint is for the person whose turn it is, when "
                                    "their choice is on the screen."))
            return False
        if self.busy:
            return True
        view = model.game.view(seat)
        self._token += 1
        self._asking = (seat, decision_key(view))
        name = model.game.players[seat].name
        self.banner.show_text(lambda: translate(
            "Hints", "The strongest computer player thinks about %1's move…").replace("%1", name))
        self._job = _Job(self._token, view, self.budget, self._signals, model.game.copy())
        self._pool.start(self._job.run)
        self.availabilityChanged.emit()
        return True

    def cancel(self) -> None:
        self._token += 1
        if self._job is not None:
            self._job.stop.set()
            self._job = None
        if self._asking is not None:
            self._asking = None
            self.availabilityChanged.emit()

    def shutdown(self) -> None:
        self.cancel()
        self._pool.clear()
        self._pool.waitForDone(3000)

    # ---------------------------------------------------------------- answers
    def _done(self, token: int, hint: Hint | None, error: str) -> None:
        if token != self._token or self._asking is None:
            return
        seat, position = self._asking
        self._asking = self._job = None
        self.availabilityChanged.emit()
        game = self.window.model.game
        if not self._unchanged_for(seat, position):
            self.banner.clear()
            return  # the game moved on meanwhile (or back: an undo)
        quiet = self._quiet(seat)
        if hint is None:
            self.banner.clear()
            self._message(translate("Hints", "No hint this time.") if quiet else
                          translate("Hints", "No hint this time: %1").replace("%1", error))
            return
        self.window.model.note_hint(seat)  # the log line (who asked, never what)
        self.last = hint
        self._shown_for = (seat, position)
        name = game.players[seat].name
        said = None
        if quiet and isinstance(hint.decision, PlayCard):
            said = lambda: translate(  # noqa: E731
                "Hints", "Hint for %1: on the screen only (your hand is not read aloud).").replace(
                "%1", name)
        self.banner.show_text(lambda: translate("Hints", "Hint for %1: %2. %3").replace("%1", name)
                              .replace("%2", move_text(game, hint)).replace("%3", reason_text(game, hint)),
                              said)
        if said is None:
            self._point_at(hint)
        # said once, with its reason, after the focus moved to the card or disc it names
        # (a hint for a card is about a hand: it goes at the privacy screen)
        self._say(self.banner.label.accessibleName(),
                  private=said is None and isinstance(hint.decision, PlayCard))

    def _quiet(self, seat: int) -> bool:
        """Whether ``seat``'s hand is on show here without speech (privacy.py)."""
        hand = getattr(self.window.hand, "model", None)
        return hand is not None and hand.seat == seat and not getattr(hand, "spoken", True)

    def _point_at(self, hint: Hint) -> None:
        d = hint.decision
        window = self.window
        if isinstance(d, PlayCard):
            window.hand.select_card(d.card)
            window.hand.view.setFocus()
            return
        cell = getattr(d, "cell", None) or getattr(d, "target", None)
        if cell is None:
            return
        if isinstance(d, Rotate) and window.bar.seat == d.seat:
            window.bar.choose_target(d.target)  # "or turn" names it; ¼, ½ and ¾ turn it
        for item in getattr(window.scene, "disc_items", []):
            if getattr(item, "cell", None) == tuple(cell):
                window.board_view.setFocus()
                item.setFocus()
                break

    def _unchanged_for(self, seat: int, position) -> bool:
        """Whether ``seat`` still decides in the position it asked about, on the screen
        (another seat's hidden card, e.g. the computer laying its card meanwhile, does not
        change it; an undo does, even back to the same legal decisions)."""
        window = self.window
        game = window.model.game
        if game.phase.value in CARD_PHASE_NAMES and window.flow.looking != seat:
            return False
        return (seat in game.pending_seats() and decision_key(game.view(seat)) == position
                and window.pages.currentIndex() == 0)

    def _moved_on(self) -> None:
        """The game (or the screen) moved on for the one who asked: the hint, and a question
        in flight, go."""
        if self.busy:
            if self._unchanged_for(*self._asking):
                return  # nothing changed for the one who asked
            self.cancel()
        elif self.last is not None and self._shown_for is not None \
                and self._unchanged_for(*self._shown_for):
            return  # the hint still answers the decision on the screen
        self.last = None
        self._shown_for = None
        self.banner.clear()

    def _message(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 6000)
        self._say(text)  # (an answer to F2: heard, not only seen)

    def _say(self, text: str, private: bool = False) -> None:
        access = getattr(self.window, "access", None)
        announcer = getattr(access, "announcer", None)
        if announcer is not None and text:
            announcer.forget()  # (asked twice: said twice)
            announcer.say(text, private=private)
