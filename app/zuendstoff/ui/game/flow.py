"""Whose turn it is and what the window shows for it.

After every change the flow looks at the game and sets up the next step: a bot to
think, the privacy screen before a person's hidden card choice, that person's hand,
the decision bar for a public decision, or the game-over screen. It also says what the
table is doing (:meth:`TurnFlow.situation`); the status line, the title and the players
table word that with :mod:`zuendstoff.document.table_status`.

The board first: while the board animates towards the game's new state, the flow
shows nothing new (no prompt, no decision controls, no privacy screen, no bot
thinking); controls for a decision that is no longer pending go at once. When
the board has caught up, a **table moment** may come first (:mod:`.moments`).

Phones: a person whose hand is on their own phone (``SeatKind.phone``) chooses their
secret card there, at the same time as everyone else: no privacy screen and no hand on
this screen for them; hot-seat people still pass the screen one after the other
meanwhile. Their choices and public decisions arrive through :meth:`phone_decision` and
take the same path as a click (undo stack, autosave, R27). While the join screen is up
(``held``) the table waits: nothing is shown or asked on this screen.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QStackedWidget

from ...document.error_text import illegal_decision_text
from ...document.game_commands import describe, push_decision
from ...document.game_model import GameModel
from ...document.table_status import CARD_PHASES, Situation, TableMoment, status_line
from ...document.table_status import waiting_phones as _waiting_phones
from ...document.table_status import waiting_text as _waiting_text
from ...engine import Decision, Game, IllegalDecision, Phase
from ...engine.bots import Bot
from ..clock import Alarm, app_clock
from .bot_runner import BotRunner
from .computer_seats import ComputerSeats
from .decisions import DecisionBar
from .hand import HandPanel
from .moments import WAIT, TableMoments
from .privacy import PrivacyScreen

TABLE, PRIVACY = 0, 1
__all__ = ["TurnFlow", "TableMoment", "WAIT", "CARD_PHASES", "TABLE", "PRIVACY"]


def _cells_of(game, decision: Decision) -> list:
    """The board cells a public decision concerns (for a brief highlight)."""
    from ...engine import Flip, PickColour, Rotate, Stop
    if isinstance(decision, Rotate):
        return [tuple(decision.target)]
    if isinstance(decision, Stop):
        return [tuple(decision.cell)]
    if isinstance(decision, (Flip, PickColour)):
        return [game.piece_cell(decision.seat)]
    return []


class TurnFlow(TableMoments, ComputerSeats, QObject):
    statusChanged = Signal(str)
    # what the table is doing changed (a Situation: the title and the players table follow)
    situationChanged = Signal(object)
    gameOver = Signal()
    # a decision was pushed (the window autosaves)
    decisionMade = Signal()
    problem = Signal(str)
    # a table moment is shown: (kind "reveal" or "round", its one-line text); also sent
    # when a table with fewer than two people goes on at once, so it can be announced
    momentShown = Signal(str, str)
    # a phone's public decision that was held for the table (its phone was told "ok") is
    # dropped without being made: the phone must be asked again (ui/game/phones.py)
    phoneDecisionDropped = Signal(int)
    # a public decision was made (by anyone: this screen, a phone, the computer), in words
    # with where it happened; a screen reader hears it once (ui/game/access.py); a forced
    # one is said by forcedMade instead
    moveMade = Signal(str)
    # a person's only legal choice was made for them ("do forced moves for me"): what was
    # done, in words, and the board cells it concerns (shown briefly, said; never silent)
    forcedMade = Signal(str, list)

    def __init__(self, model: GameModel, stack: QUndoStack, scene, pages: QStackedWidget,
                 privacy: PrivacyScreen, hand: HandPanel, bar: DecisionBar,
                 runner: BotRunner, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model, self.stack, self.scene, self.pages = model, stack, scene, pages
        self.privacy, self.hand, self.bar, self.runner = privacy, hand, bar, runner
        self.looking: int | None = None  # the person whose hand is shown
        self.bot_seed: int | None = None  # set for reproducible computer players (tests)
        self.think_budget: float | None = None  # seconds a searching bot may think at most
        self.bots: dict[int, Bot] = {}
        # True while no game has been chosen yet (at start, behind "Continue the last
        # game?"): nothing is shown, nobody plays, nothing is decided
        self.paused = False
        # a check every decision passes before it is made (the guided game keeps the
        # learner to the lesson): returns None to let it through, else the reason it is not
        self.guard: Callable[[Decision], str | None] | None = None
        # makes the bot of a computer seat instead of the registry (the guided game's script)
        self.bot_factory: Callable[[int], Bot] | None = None
        # set by :meth:`stop`: the table plays no more, and the status line says this
        self.stopped: Callable[[], str] | None = None
        self._scheduled = False
        self._over_shown = False
        self._status = ""
        self.moment: TableMoment | None = None
        self.moment_pause = WAIT  # seconds a table moment stays (WAIT: until Continue)
        self.auto_forced = True  # a person's public decision with one legal choice is made
        self._seen = (0, 0)  # (round, cards per seat turned over) the table has seen
        self._situation: Situation | None = None
        self._last_move = ""  # the decision the board is showing now (while it animates)
        # True while the join screen for phones is shown: the table waits, shows nothing
        self.held = False
        # a public decision a phone sent while the table was still looking at something
        # (a table moment, the board's animation): made when the table gets to it
        self._phone_waiting: Decision | None = None
        self.clock = app_clock()  # a table moment's pause is the clock's (ui/clock.py)
        self._moment_alarm: Alarm | None = None
        privacy.accepted.connect(self._privacy_accepted)
        hand.confirmed.connect(self._card_confirmed)
        bar.decided.connect(self.decide)
        if hasattr(bar, "continued"):
            bar.continued.connect(self.continue_moment)
        runner.decided.connect(self._bot_decided)
        runner.failed.connect(self._bot_failed)
        runner.thinkingChanged.connect(lambda _s: self._update_status())
        runner.progressChanged.connect(lambda _s, _p: self._update_status())
        model.changed.connect(self.schedule)
        model.gameReplaced.connect(self.reset)
        if hasattr(scene, "animationsFinished"):
            scene.animationsFinished.connect(self.schedule)
        if hasattr(scene, "discClicked"):
            scene.discClicked.connect(bar.on_disc_clicked)
        self.reset()

    # ---------------------------------------------------------------- control
    def reset(self) -> None:
        """A new or loaded game: forget the old one's bots and screens."""
        self.runner.cancel()
        self._new_bots()
        self._over_shown = False
        self._seen = self._seen_now()  # a loaded game's past is not announced again
        self.interrupt()

    def interrupt(self, keep_phone_decision: bool = False) -> None:
        """Stop what is in progress (undo, load): hide hands, cancel bots, look again.

        ``keep_phone_decision``: the game itself did not change (the join screen came or
        went, a seat changed hands), so a phone's public decision waiting for the table stays
        (it is checked again when it is made)."""
        self.runner.cancel()
        self.looking = None
        self.hand.clear()
        self._end_moment()
        self.bar.end()
        self._last_move = ""
        if not keep_phone_decision:
            self._drop_phone_decision()
        if self.model.game.phase in CARD_PHASES and len(self.model.human_seats()) > 1 \
                and not self.paused and not self.held:
            self.privacy.cover()  # cover first (naming nobody), decide what next later
            self.pages.setCurrentIndex(PRIVACY)
        self.schedule()

    def _drop_phone_decision(self) -> None:
        dropped, self._phone_waiting = self._phone_waiting, None
        if dropped is not None:
            self.phoneDecisionDropped.emit(dropped.seat)

    def stop(self, words: Callable[[], str]) -> None:
        """The table plays no more (the guided game has reached its end): no computer is asked
        for a move, no hand or decision is offered, and the status line says ``words()`` (a
        function, so that a language switch words it anew) once the board has shown the last
        move. The board itself still finishes showing that move."""
        self.stopped = words
        self.paused = True
        self.runner.cancel()
        self.looking = None
        self.hand.clear()
        self._end_moment()
        self.bar.end()
        self._drop_phone_decision()
        self._show_table()
        self.schedule()

    def schedule(self) -> None:
        if not self._scheduled:
            self._scheduled = True
            QTimer.singleShot(0, self, self.advance)

    @property
    def status(self) -> str:
        return self._status

    # ---------------------------------------------------------------- steps
    def advance(self) -> None:
        self._scheduled = False
        if self.paused or self.held:
            self._update_status()
            return
        game = self.model.game
        self._retire_stale_controls()
        if self._animating():
            if self.pages.currentIndex() == PRIVACY:
                # nobody watches the board: it jumps to the game's state
                getattr(self.scene, "settle", lambda: None)()
            if self._animating():
                self._update_status()  # the board catches up first; then the next step
                return
        if self.moment is None:
            moment = self._new_moment()
            if moment is not None:
                self._show_moment(moment)
        if self.moment is not None:
            self._moment_step()
        elif game.phase in CARD_PHASES:
            self.bar.end()
            self._card_step()
        elif game.is_over:
            self.bar.end()
            self._show_table()
            if not self._over_shown:
                self._over_shown = True
                self.gameOver.emit()
        else:
            self._public_step()
        self._update_status()

    def _retire_stale_controls(self) -> None:
        """Decision controls go the moment their decision is no longer pending."""
        seat = self.bar.seat
        if seat is None:
            return
        game = self.model.game
        if game.phase in CARD_PHASES or game.is_over or seat not in game.pending_seats() \
                or self.bar.legal != game.legal_decisions(seat):
            self.bar.end()

    def _card_step(self) -> None:
        game = self.model.game
        pending = game.pending_seats()
        bots = [s for s in pending if self.model.is_computer(s)]
        # people at this screen; people on phones choose there, meanwhile, unseen
        humans = [s for s in pending if s in self.model.screen_seats()]
        if bots and not self.runner.busy:
            self._run_bot(bots[0])  # computer seats choose silently, one after another
        if self.looking is not None and self.looking in pending:
            return  # a person is choosing
        self.looking = None
        if not humans:
            self._show_table()
            return
        if len(self.model.human_seats()) > 1:
            self._show_privacy(humans[0])
        else:
            self._show_hand(humans[0])

    def _public_step(self) -> None:
        game = self.model.game
        seat = game.pending_seats()[0]
        if self.model.is_computer(seat):
            self._show_table()
            self.bar.end()
            if not self.runner.busy:
                self._run_bot(seat)
            return
        legal = game.legal_decisions(seat)
        queued = self._phone_waiting
        if queued is not None and queued.seat == seat and queued in legal and self.model.is_phone(seat):
            self._phone_waiting = None
            self.bar.end()
            self.decide(queued)  # the phone decided while the table was still looking
            return
        self._drop_phone_decision()  # (one no longer wanted: its phone is asked again)
        if self.decides_at_once(game, seat):
            self._show_table()
            self.bar.end()
            self.decide(legal[0], forced=True)  # "do forced moves for me" (Settings)
        elif self.bar.seat != seat or self.bar.legal != game.legal_decisions(seat):
            self.bar.begin(seat)
        self._show_table()  # (the bar's first control has the focus: it goes there directly)

    def decides_at_once(self, game: Game, seat: int) -> bool:
        """Whether the table makes ``seat``'s public decision in ``game`` by itself, the moment
        it is due: a person's only legal choice, with "do forced moves for me" on (Settings;
        a lesson asks instead). Undo asks it too (undo_actions.py)."""
        return (self.auto_forced and self.guard is None and not self.model.is_computer(seat)
                and game.phase not in CARD_PHASES and not game.is_over
                and seat in game.pending_seats() and len(game.legal_decisions(seat)) == 1)

    def _animating(self) -> bool:
        probe = getattr(self.scene, "is_animating", None)
        return bool(probe and probe())

    # ---------------------------------------------------------------- screens
    def _show_privacy(self, seat: int) -> None:
        self.hand.clear()
        second = self.model.game.phase is Phase.SECOND_CARD
        self.privacy.set_seat(seat, self.model.game.players[seat].name, second)
        self.pages.setCurrentIndex(PRIVACY)
        self.privacy.first_button().setFocus()

    def _show_table(self) -> None:
        self.pages.setCurrentIndex(TABLE)

    def _show_hand(self, seat: int) -> None:
        game = self.model.game
        self.looking = seat
        # at a shared screen the person chose at the privacy screen whether a screen reader
        # may read their hand aloud (ui/game/privacy.py); alone, it always may
        shared = len(self.model.human_seats()) > 1
        spoken = self.privacy.speaks(seat) if shared else True
        self.hand.show_hand(seat, game.players[seat].name, game.hand_list(seat),
                            game.phase is Phase.SECOND_CARD, spoken)
        self._show_table()  # (after the hand has the focus: it goes there, not via the board)
        self.hand.view.setFocus()

    def _privacy_accepted(self, seat: int) -> None:
        game = self.model.game
        if game.phase in CARD_PHASES and seat in game.pending_seats() \
                and seat in self.model.screen_seats() and not self.held:
            self._show_hand(seat)
            self._update_status()

    # ---------------------------------------------------------------- decisions
    def _card_confirmed(self, seat: int, card: str) -> None:
        from ...engine import PlayCard
        if seat != self.looking:
            return
        self.looking = None
        if len(self.model.human_seats()) > 1 and len(self.model.game.pending_seats()) > 1:
            self.privacy.cover()  # naming nobody until the next person is known
            self.pages.setCurrentIndex(PRIVACY)
        self.hand.clear()  # the hand disappears at once (after the cover took the focus)
        self.decide(PlayCard(seat, card))

    def phone_decision(self, seat: int, decision: Decision) -> bool:
        """A decision that came from ``seat``'s phone (the phone server checked it against
        the last game it was shown). It takes the same path as a click; one that is no
        longer wanted (the seat left its phone, the game moved on) is dropped. Returns
        whether it was made (or kept for the moment the table gets to it)."""
        from ...engine import PlayCard
        game = self.model.game
        if not isinstance(seat, int) or not 0 <= seat < game.seats \
                or getattr(decision, "seat", None) != seat or not self.model.is_phone(seat) \
                or self.paused or seat not in game.pending_seats() or game.is_over \
                or decision not in game.legal_decisions(seat):
            return False  # (stale: the phone is shown the game as it is now)
        if isinstance(decision, PlayCard):
            self.decide(decision)  # chosen in secret, at the same time as everyone else
            return True
        if self.held or self.moment is not None or self._animating():
            self._phone_waiting = decision  # once the table has seen what it looks at
            self.schedule()
            return True
        self.bar.end()
        self.decide(decision)
        return True

    def decide(self, decision: Decision, forced: bool = False) -> None:
        """Push ``decision``; ``forced``: the only legal choice, made for a person."""
        from ...engine import PlayCard
        if self.guard is not None:
            refusal = self.guard(decision)
            if refusal:
                self.problem.emit(refusal)
                self.schedule()  # show the choice again
                return
        text = describe(self.model.game, decision)  # (the stack may delete the command)
        try:
            push_decision(self.stack, self.model, decision, forced=forced)
        except IllegalDecision as exc:
            self.problem.emit(illegal_decision_text(exc))
            return
        self._last_move = text
        if forced:
            self.forcedMade.emit(text, _cells_of(self.model.game, decision))
        elif not isinstance(decision, PlayCard):
            self.moveMade.emit(text)
        self._retire_stale_controls()
        if self._seen_now() <= self._seen:  # (cards just turned over: their moment speaks first)
            self._update_status()
        self.decisionMade.emit()

    def _bot_failed(self, seat: int, error: str) -> None:
        self.problem.emit(self.tr("The computer player %1 failed: %2")
                          .replace("%1", self.model.game.players[seat].name)
                          .replace("%2", error))

    # ---------------------------------------------------------------- status
    def situation(self) -> Situation:
        """What the table is doing now besides the game (document/table_status.py)."""
        game, model, runner = self.model.game, self.model, self.runner
        privacy = self.privacy.seat if self.pages.currentIndex() == PRIVACY else -1
        if self.moment is not None:
            shown = self.moment.round_no
        else:  # while the board animates a round's end, the table still looks at that round
            shown = self._seen[0] if self._animating() else game.round_no
        return Situation(
            shown_round=shown, moment=self.moment, animating=self._animating(),
            last_move=self._last_move, looking=self.looking, held=self.held,
            thinking=runner.seat if runner.busy else None,
            percent=runner.percent if runner.busy else -1,
            privacy_seat=privacy if privacy is not None else -1,
            computers=frozenset(s for s in range(game.seats) if model.is_computer(s)),
            phones=frozenset(s for s in range(game.seats) if model.is_phone(s)),
            far=frozenset(s for s in range(game.seats) if model.is_far(s)))

    def _update_status(self, force: bool = False) -> None:
        situation = self.situation()
        if force or situation != self._situation:
            self._situation = situation
            self.situationChanged.emit(situation)
        if self.stopped is not None and not situation.animating:
            text = self.stopped()
        else:
            text = status_line(self.model.game, situation)
        if force or text != self._status:
            self._status = text
            self.statusChanged.emit(text)

    def retranslate(self) -> None:
        """The language changed: say the status again (the moment's line too). Not before
        the flow has looked at the game once: the window's first retranslate (as it is built)
        would say a status of no step yet ("Everyone chooses a first card in secret." before
        the guided game's first callout, heard by Orca)."""
        if self._status:
            self._update_status(force=True)

    def waiting_text(self, names: list[str]) -> str:
        """"Waiting for Anna's phone…", "Waiting for Anna's and Ben's phones…", …"""
        return _waiting_text(names)

    def waiting_phones(self) -> list[int]:
        """Phone seats whose secret card the table is waiting for."""
        return _waiting_phones(self.model.game, self.situation())

    def moving_status(self, text: str) -> bool:
        """Whether ``text`` is the status line of the move the board is showing (already
        said by :attr:`moveMade`)."""
        return bool(self._last_move) and text == self._last_move + "…"

    def describe_now(self) -> str:
        """The status line for the table as it is now."""
        return status_line(self.model.game, self.situation())
