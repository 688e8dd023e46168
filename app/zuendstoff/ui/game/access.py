"""What the window does for players who need it: colours, sound, the board's keyboard cursor,
what screen readers are told (:mod:`..announce`) and Enter on buttons (:mod:`..keys`, through
:mod:`..app_events`).

The window owns one :class:`WindowAccess`; it owns the window's one
:class:`~zuendstoff.sound.SoundPlayer` (no global player) and applies the settings
(palette, volume, mute) whenever the settings dialog is accepted.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel

from ...sound import SoundPlayer
from .. import app_events, palette
from ..announce import Announcer
from .sound_cues import SoundCues


class WindowAccess(QObject):
    def __init__(self, window, player: SoundPlayer | None = None) -> None:
        super().__init__(window)
        self.window = window
        settings = window.settings
        self.player = player or SoundPlayer(volume=settings.sound_volume / 100.0,
                                            muted=settings.sound_muted)
        self.cues = SoundCues(window.model, self.player, window.scene, self)
        player = self.player  # a window rebuilt (language switch) releases its device
        self.destroyed.connect(lambda *_: player.close())
        palette.notifier.changed.connect(self._repaint)
        # sighted keyboard players read the focused disc too: a label in the status bar
        # (temporary messages such as "Saved" cover it for a few seconds)
        self.disc_label = QLabel()
        self.disc_label.setObjectName("focusedDisc")
        self.retranslate()
        window.statusBar().addWidget(self.disc_label, 1)
        self._disc_text = ""  # the focused disc's sentence, shown while the board is on show
        described = getattr(window.board_view, "described", None)
        if described is not None:
            described.connect(self._describe)
        # the line goes with the board: nothing stale on the privacy screen or the empty table
        window.pages.currentChanged.connect(lambda _i: self._describe())
        self._speak(window)
        # Return/Enter press the focused button, as Space does; combo boxes say what they are
        # for, also on Linux
        app_events.install()
        self.apply_settings(repaint=False)  # just built: a palette change repaints by itself

    def retranslate(self) -> None:
        """(Called by the window; the focused disc's sentence comes from the board view.)"""
        self.disc_label.setAccessibleName(self.tr("Focused disc"))

    def _describe(self, text: str | None = None) -> None:
        """The focused disc's description (``text``, when it changes) while the board is on
        show, else nothing."""
        if text is not None:
            self._disc_text = text
        on_board = self.window.pages.currentIndex() == 0
        self.disc_label.setText(self._disc_text if on_board else "")

    def _speak(self, window) -> None:
        """What a screen reader is told: every new prompt, every privacy screen, every
        table moment (cards turned over, a round's end), once; the decisions a disc offers."""
        self.announcer = Announcer(window, self)
        # (a notice about a hand, the hand gone: kept, saying this instead of going empty)
        self.announcer.withdrawn_text = lambda: self.tr("The hand is put away.")
        flow = window.flow

        said_prompt = [""]  # the last prompt said, until the game changes

        def prompt(text: str) -> None:
            if not getattr(window, "has_game", True):
                return  # no game on the table: the stand-in's prompt is nobody's
            if flow.moving_status(text):
                return  # the move the board shows: said once, when it was made
            if self._thinking_line(text):
                # "Ben is thinking…" (and its percent) is shown, not said: the prompt before
                # it said whose move it is (it came as a notice of its own, again and again)
                return
            if text == said_prompt[0]:
                return  # the same prompt again (after the computer thought): said once
            if window.pages.currentWidget() is not window.privacy:  # (that screen says it)
                said_prompt[0] = text
                self.announcer.say(text)

        def moved(text: str) -> None:
            said_prompt[0] = ""
            self.announcer.say(text)

        flow.moveMade.connect(moved)
        window.model.changed.connect(lambda: said_prompt.__setitem__(0, ""))
        window.model.gameReplaced.connect(lambda: said_prompt.__setitem__(0, ""))
        # what was said of a hand (a card's preview) leaves the accessibility tree with it
        # when another person may come to the screen; alone at it, it stays until read
        hand_model = window.hand.model

        def hand_went() -> None:
            if hand_model.seat is None and len(window.model.screen_seats()) > 1:
                self.announcer.forget_private()
        hand_model.modelReset.connect(hand_went)
        flow.statusChanged.connect(prompt)
        flow.momentShown.connect(lambda _kind, text: self.announcer.say(text))
        window.privacy.passTo.connect(self.announcer.say)
        # at the privacy screen nothing said about the last person's hand stays behind
        window.pages.currentChanged.connect(
            lambda _i: window.pages.currentWidget() is window.privacy
            and self.announcer.forget_private())
        window.model.gameReplaced.connect(self.announcer.forget)
        # answers to the board's keys (Shift+arrow, R, N) and what the bar tells (a planet
        # chosen, nothing to do on a disc): said, and shown in the status bar a while
        spoken = getattr(window.board_view, "spoken", None)
        if spoken is not None:
            spoken.connect(self.tell)
        told = getattr(window.bar, "told", None)
        if told is not None:
            told.connect(self.tell)
        board = getattr(window.board_view, "access", None)
        if board is not None:
            bar = window.bar
            board.actions = lambda cell: [(name, lambda d=d: bar.perform(d))
                                          for name, d in bar.disc_actions(cell)]

    def _thinking_line(self, text: str) -> bool:
        """Whether ``text`` is the status line of a computer thinking ("Ben is thinking…")."""
        from PySide6.QtCore import QCoreApplication
        situation = getattr(self.window.flow, "_situation", None)
        seat = getattr(situation, "thinking", None)
        if seat is None:
            return False
        try:
            who = self.window.model.game.players[seat].name
        except IndexError:
            return False
        line = QCoreApplication.translate("TurnFlow", "%1 is thinking…").replace("%1", who)
        return text.startswith(line)

    def tell(self, text: str) -> None:
        """An answer to something the person did: said, and shown in the status bar."""
        self.announcer.forget()  # (asked twice: said twice)
        self.announcer.say(text)
        self.window.statusBar().showMessage(text, 6000)

    def apply_settings(self, repaint: bool = True) -> None:
        settings = self.window.settings
        self.cues.apply_settings(settings.sound_volume, settings.sound_muted)
        palette.set_current(settings.palette)  # a change repaints (palette.notifier)
        if repaint:
            self._repaint()

    def _repaint(self, _key: str = "") -> None:
        window = self.window
        if hasattr(window.scene, "items"):
            palette.repaint_scene(window.scene)
        window.hand.view.viewport().update()
        reveal = window.reveal
        reveal._shown = ()  # rebuild the cards on the table in the new colours
        reveal.speed, speed = 0.0, reveal.speed
        reveal.refresh()
        reveal.speed = speed

    def close(self) -> None:
        try:
            palette.notifier.changed.disconnect(self._repaint)
        except (RuntimeError, TypeError):  # already disconnected (closed twice)
            pass
        self.player.close()
