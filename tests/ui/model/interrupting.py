"""Rules of the whole-window walk that interrupt (issue 41), a part of window_machine.py's
state machine (a mixin: ``WindowMachine`` holds the window, the checks and the helpers).

- *a game ends behind a dialog*: the next decision of a computer (its answer held) or of a
  phone ends the game; Game → New game…, Game → Open… or the replay of the game is opened,
  and the winning decision arrives while it is open;
- *History or the replay opened while a game plays on*: a computer's answer held, History
  or the replay opened, the answer released while it is open;
- (a phone's refused messages: phone_messages.py).

Every precondition depends only on the walk's own steps (a precondition that depends on
timing makes hypothesis's replay of a walk differ: FlakyStrategyDefinition).
"""

from __future__ import annotations

import hypothesis.strategies as st
import shiboken6
from helpers import at_moment
from hypothesis.stateful import precondition, rule
from phone_messages import PhoneMessages, phone_decisions
from PySide6.QtWidgets import QApplication


def _env(self):
    return self.env


def ends_the_game(game, decision) -> bool:
    """The engine says whether ``decision`` ends ``game`` (on a copy)."""
    trial = game.copy()
    trial.apply(decision)
    return trial.is_over


class Interrupting(PhoneMessages):
    """The rules (see the module's text); ``self.env`` is the test's Env."""

    env = None  # set by machine_for

    # ------------------------------------------------------------ helpers
    def _quiet_but_the_computer(self, w) -> None:
        """What a decision set going is done, but for a computer's answer (held)."""
        runner = w.runner
        self.qtbot.waitUntil(lambda: not w.flow._scheduled and not w.scene.is_animating()
                             and not w.reveal.is_turning(), timeout=20000)
        if runner.busy:
            self.qtbot.waitUntil(lambda: runner.answered, timeout=20000)

    def _release(self, w) -> None:
        """The computer's held answer is delivered (the runner holds the next one again)."""
        runner = w.runner
        token = runner._token
        runner.resume()
        self.qtbot.waitUntil(lambda: runner._token != token, timeout=20000)
        runner.pause()

    def _held_answer(self, w):
        runner = w.runner
        return runner._held[1] if runner.busy and runner.answered else None

    # ------------------------------------------------------------ a game ends behind a dialog
    @precondition(lambda self: self.window() is not None and self._dialog_gone(self.window())
                  and not self.window().model.game.is_over)
    @rule(data=st.data(), behind=st.sampled_from(["new game", "open", "replay"]),
          where=st.sampled_from(["the table", "a game saved near its end"]))
    def a_game_ends_behind_a_dialog(self, data, behind, where):
        """(Play on, or Game → Open… a game saved one decision before its end, until) the next
        decision of a computer or a phone ends the game; Game → New game… (Open…, or the
        replay) is opened, and the winning decision arrives while it is open. The game-over
        dialog is the ended game's; what was opened still does what it was opened for; OK
        in the New game dialog (the file chosen) takes the game-over dialog away (deleted)
        and leaves exactly the new game."""
        from zuendstoff.ui.dialogs.game_over import GameOverDialog
        TAKEN = self.TAKEN
        TAKEN["a_game_ends_behind_a_dialog"] += 1
        w = self.window()
        runner, hub = w.runner, None
        runner.pause()
        try:
            if where == "a game saved near its end":
                self._open_near_the_end(data)
            ender = self._play_to_the_last_decision(data, bound=8 if where != "the table" else 24)
            if ender is None:
                self.effect("a game ends behind a dialog", False)
                return
            kind, seat, decision, message = ender
            hub = w.phones.hub
            game = w.model.game
            expected = game.copy()
            expected.apply(decision)
            from window_machine import record_of
            ended_record = record_of(expected)

            def arrive():  # the winning decision arrives while the dialog is open
                if kind == "computer":
                    runner.resume()
                else:
                    answers = hub.phone_says(hub.tokens.token(seat), message)
                    assert answers and answers[0]["type"] == "ok", answers
                self.qtbot.waitUntil(lambda: w.game_over_dialog is not None
                                     and w.game_over_dialog.isVisible(), timeout=20000)
                over = w.game_over_dialog
                assert over.game is w.model.game and w.model.game.is_over
                assert record_of(over.game) == ended_record, "the game-over dialog is another game's"
                return over

            if behind == "new game":
                self._menu_action(w, "&New game…").trigger()
                dialog = w.new_game_dialog
                assert dialog.isVisible()
                over = arrive()
                assert shiboken6.isValid(dialog) and dialog.isVisible(), "New game closed by the end"
                # OK in the New game dialog (the game-over dialog is open above it)
                from PySide6.QtCore import Qt
                from PySide6.QtWidgets import QDialogButtonBox
                dialog.seed.clear()
                self.qtbot.keyClicks(dialog.seed, str(data.draw(st.integers(0, 2**20), label="seed")))
                self.qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                                      Qt.MouseButton.LeftButton)
                game = w.model.game
                assert not dialog.isVisible() and game is not over.game, "Start game did nothing"
                assert not game.is_over and game.round_no == 1 and game.untouched_by(range(game.seats)), \
                    "Start game did not leave the new game"
            elif behind == "open":
                path, wanted = self._a_game_to_open(w)
                seen = []
                self.env.during_open = lambda: seen.append(arrive())
                try:
                    self._menu_action(w, "&Open…").trigger()
                finally:
                    self.env.during_open = None
                over = seen[0]
                assert w.files.path == path and record_of(w.model.game) == wanted, \
                    "Open… did not open the file chosen"
            else:
                viewer = self._open_replay(w)
                steps = len(viewer.steps)
                over = arrive()
                assert shiboken6.isValid(viewer) and viewer.isVisible()
                viewer.go(len(viewer.steps))  # End: the last position it shows
                assert len(viewer.steps) == steps and not viewer.model.game.is_over, \
                    "the replay does not show the game as it was when opened"
                viewer.close()
                QApplication.processEvents()
            if behind != "replay":
                self.qtbot.waitUntil(lambda: not shiboken6.isValid(over), timeout=5000)
                assert w.game_over_dialog is None
                from PySide6.QtCore import QCoreApplication, QEvent
                QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
                left = [x for x in QApplication.allWidgets() if isinstance(x, GameOverDialog)]
                assert not left, "a game-over dialog outlived its game"
            self.effect("a game ends behind a dialog", True)
            TAKEN[f"a game ends behind {behind} ({kind})"] += 1
        finally:
            if runner.paused:
                runner.resume()
        QApplication.processEvents()
        self.settle()

    def _open_near_the_end(self, data) -> None:
        """Game → Open… a game saved one decision before its end, that decision a computer's
        or a phone's (the engine's greedy computers played it there)."""
        from zuendstoff import resources
        from zuendstoff.document.game_model import HUMAN, RECORD_KEY, SeatKind
        from zuendstoff.engine import Game, Player
        from zuendstoff.engine.bots import make_bot
        from zuendstoff.engine.record import save_record
        n = 3  # (three greedy computers end these deals within 160 decisions)
        game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                        [Player(("Anna", "Ben", "Clara", "David")[i],
                                ("black", "white", "purple", "orange")[i]) for i in range(n)],
                        seed=data.draw(st.sampled_from([4, 7, 10]), label="saved game's seed"))
        bots = [make_bot("greedy", s + 1) for s in range(n)]
        before = seat = None
        for _ in range(400):
            seat = game.pending_seats()[0]
            before = game.copy()
            game.apply(bots[seat].decide(game.view(seat)))
            if game.is_over:
                break
        assert game.is_over
        phone = data.draw(st.booleans(), label="a phone ends it")
        kinds = [(SeatKind(phone=True) if phone else SeatKind("greedy")) if s == seat else HUMAN
                 for s in range(n)]
        self.env.open_from = str(self.home / "games" / f"near-the-end-{len(self.saved)}.zrec")
        import os
        os.makedirs(os.path.dirname(self.env.open_from), exist_ok=True)
        save_record(before, self.env.open_from,
                    {RECORD_KEY: {"seats": [k.to_json() for k in kinds], "casual": False}})
        from window_machine import record_of
        self.saved[self.env.open_from] = record_of(before)
        w = self.window()
        self._menu_action(w, "&Open…").trigger()
        QApplication.processEvents()
        if w.phones.join_shown:  # the phone joins, Start is pressed
            w.phones.hub.connect_phone(seat)
            join = w.phones.join
            self.click(join.start if join.start.isEnabled() else join.anyway)
        QApplication.processEvents()

    def _play_to_the_last_decision(self, data, bound: int):
        """Play on (the computers' answers held) until the next decision of a computer or a
        phone ends the game, at most ``bound`` decisions: (kind, seat, decision, the phone's
        message) then, else None."""
        w = self.window()
        for _ in range(bound):
            game = w.model.game
            self._quiet_but_the_computer(w)
            if game.is_over or not self._dialog_gone(w):
                return None
            held = self._held_answer(w)
            phones = [s for s in game.pending_seats() if w.model.is_phone(s)]
            if held is not None:
                if ends_the_game(game, held):
                    return "computer", w.runner.seat, held, None
                self._release(w)
            elif at_moment(w):
                self.click(w.bar.continue_button)
            elif phones and w.phones.hub is not None:
                seat = phones[0]
                if w.phones.hub.waits_for_the_table(seat):
                    return None
                offered = phone_decisions(w.phones.hub, seat, game)
                if not offered:
                    return None
                ending = [(m, d) for m, d in offered if ends_the_game(game, d)]
                if ending:
                    return "phone", seat, ending[0][1], ending[0][0]
                message = data.draw(st.sampled_from(offered), label="phone plays")[0]
                w.phones.hub.phone_says(w.phones.hub.tokens.token(seat), message)
            elif self._screen_person_to_act():
                self.decide_once(data)
            else:
                return None
            QApplication.processEvents()
        return None

    def _a_game_to_open(self, w):
        """A file to open: a new game of the same seats, saved beforehand (path, record)."""
        import os

        from window_machine import record_of
        from zuendstoff.document.game_model import RECORD_KEY
        from zuendstoff.engine import Game
        from zuendstoff.engine.record import save_record
        old = w.model.game
        game = Game.new(old.discs, old.layout, list(old.players), seed=len(self.saved) + 7)
        path = str(self.home / "games" / f"to-open-{len(self.saved)}.zrec")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        seats = [k.to_json() for k in w.model.seats]
        save_record(game, path, {RECORD_KEY: {"seats": seats, "casual": False}})
        self.env.open_from = path
        return path, record_of(game)

    def _open_replay(self, w):
        before = list(w.replays.windows)
        w.replay_current_action.trigger()
        QApplication.processEvents()
        viewer = [v for v in w.replays.windows if v not in before][-1]
        self.opened.append(viewer)
        return viewer

    # ------------------------------------------------------------ History, the replay
    @precondition(lambda self: self.window() is not None and self._dialog_gone(self.window())
                  and not self.window().model.game.is_over and self._computer_may_follow())
    @rule(data=st.data(), which=st.sampled_from(["history", "replay"]))
    def history_or_replay_while_the_game_plays_on(self, data, which):
        """People decide until a computer is the next to think (its answer held); History (or
        the replay of the game) is opened; the answer is released while it is open. The
        window made the computer's move; History still lists the games it listed and is
        usable; the replay shows the game as it was when it was opened (a copy: it does
        not follow); closing it leaves the game as the table made it."""
        from window_machine import record_of
        self.TAKEN["history_or_replay_while_the_game_plays_on"] += 1
        w = self.window()
        runner = w.runner
        runner.pause()
        try:
            for _ in range(8):
                self._quiet_but_the_computer(w)
                if runner.busy or not self._screen_person_to_act():
                    break
                self.decide_once(data)
                QApplication.processEvents()
            self._quiet_but_the_computer(w)
            held = self._held_answer(w)
            if held is None or not self._dialog_gone(w):
                self.effect("history or replay while the game plays on", False)
                return
            game = w.model.game
            before, seat = record_of(game), runner.seat
            if which == "history":
                from zuendstoff import history
                w.history_action.trigger()
                QApplication.processEvents()
                dialog = w.replays.history_dialog
                assert dialog.isVisible()
                listed = dialog.games.rowCount()
                assert listed == len(history.entries())
                self._release(w)
                QApplication.processEvents()
                # usable: its tabs turn, a game is chosen, Watch the replay follows the choice
                dialog.tabs.setCurrentIndex(1)
                dialog.tabs.setCurrentIndex(0)
                if listed:
                    dialog.games.selectRow(listed - 1)
                    assert dialog.replay_button.isEnabled() == (not dialog.selected().problem)
                assert dialog.games.rowCount() == listed
                dialog.reject()
            else:
                viewer = self._open_replay(w)
                steps = len(viewer.steps)
                self._release(w)
                QApplication.processEvents()
                viewer.go(len(viewer.steps))
                assert len(viewer.steps) == steps, "the replay changed while it was open"
                viewer.go(0)
                viewer.step_forward()
                assert viewer.index == min(1, steps)
                viewer.close()
            runner.resume()
            QApplication.processEvents()
            self.settle()
            # (a card laid is in no record until the cards are turned over, R27)
            made = record_of(w.model.game) != before or (
                not w.model.game.is_over and w.model.game.has_chosen(seat))
            assert made, "the computer's answer was not made"
            self.effect("history or replay while the game plays on", True)
            self.TAKEN[f"{which} while the game plays on"] += 1
        finally:
            if runner.paused:
                runner.resume()
        QApplication.processEvents()
        self.settle()
