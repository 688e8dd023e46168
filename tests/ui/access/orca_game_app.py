"""A whole solo game against the computer, for Orca to hear (run by orca_session.py in its
"solo" mode): the game window with Anna (a person, played here in process by a greedy brain,
as the window offers each step) against one computer player. Steps are made at the pace of a
person who listens: once the table is idle and Orca has said what the step before brought
(read from DIR/orca.debug; HEAR_S at most), looked at every STEP_MS; at the game's end the
game-over dialog opens and stays a few seconds. It plays at the app's own pace (the settings'
defaults: the board's animations, the computer's delay, the table's pauses); with
ZUENDSTOFF_ORCA_PACE=zero at zero pace instead (no animation, no computer delay), as an
explicit choice for looking into a failure faster. Each step it makes goes to its output
("step TIME KIND"). Anna's cards are chosen by keys, as a blind player does (issue 42): her
first hand is walked with Down from its first card to its last, then F2 asks for a hint;
every hand is then walked with Up and Down to the card chosen, and Enter lays it. At the
game's end the game-over dialog's Replay opens the replay, and Right steps through its first
round. Writes DIR/game.json (the rounds, the winners, the public moves, the walked cards,
the hint, the replay's steps) for the test to compare with what Orca said.

    python orca_game_app.py DIR
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

STEP_MS = 1000
LIMIT_S = 400.0
AFTER_S = 6.0
#: the longest a step waits for Orca to say what the step before it brought (s)
HEAR_S = 20.0
SPEECH = re.compile(r"SPEECH OUTPUT: '(.*)' ?\{'established")


class Heard:
    """What Orca has said so far, read from its debug log (DIR/orca.debug, written by
    orca_session.py) as it grows."""

    def __init__(self, log: Path) -> None:
        self.log, self.pos, self.lines = log, 0, []

    def read(self) -> list[str]:
        try:
            with open(self.log, "rb") as f:
                f.seek(self.pos)
                new = f.read()
        except OSError:
            return self.lines
        end = new.rfind(b"\n") + 1  # (whole lines only)
        self.pos += end
        self.lines += SPEECH.findall(new[:end].decode("utf-8", errors="replace"))
        return self.lines


def main(folder: str) -> int:
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    app = QApplication(sys.argv)
    from zuendstoff import resources
    from zuendstoff.document.game_model import SeatKind
    from zuendstoff.engine import Game, Player
    from zuendstoff.engine.bots import make_bot
    from zuendstoff.settings import Settings
    from zuendstoff.ui.game.window import MainWindow

    out = Path(folder)
    settings = Settings(tempfile.mktemp(suffix=".ini"))
    real = os.environ.get("ZUENDSTOFF_ORCA_PACE") != "zero"  # (a fresh file: the defaults)
    if not real:
        settings.animation_speed = 0.0
        settings.table_pause = 0
    # (seed 8: a game of 11 rounds with stops of both seats; seed 4's 18 rounds took CI
    # more than three minutes on a loaded machine)
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Computer", "white")], seed=8)
    window = MainWindow(settings=settings, game=game, seats=[SeatKind(), SeatKind("greedy")],
                        bot_delay_ms=None if real else 0, bot_seed=0)
    if not real:
        window.scene.set_animation_speed(0)
    window.resize(1400, 900)
    window.show()
    window.activateWindow()
    brain = make_bot("greedy", 9)
    moves: list[str] = []
    window.flow.moveMade.connect(moves.append)
    started = time.monotonic()
    state = {"over_at": None, "said": 0, "heard": 0, "idle_at": None, "plan": None,
             "walked": [], "hint": "", "replay": None, "steps": [], "done_at": None}
    said: list[str] = []  # what the window announced (as notifications)
    window.access.announcer.announced.connect(said.append)
    heard = Heard(out / "orca.debug")

    def step(what: str) -> None:
        print(f"step {time.time():.3f} {what}", flush=True)  # (app.log: when each step was made)
        state["said"], state["heard"] = len(said), len(heard.read())
        state["idle_at"] = None

    def listened() -> bool:
        """A person who listens acts once Orca has said what the last step brought (the
        last text announced since, which comes with the prompt for the next step), or after
        HEAR_S at most: a text Orca lost is still missed by the test, only later."""
        new = said[state["said"]:]
        if not new:
            return True
        start = new[-1][:40]
        if any(start in line for line in heard.read()[state["heard"]:]):
            return True
        now = time.monotonic()
        if state["idle_at"] is None:
            state["idle_at"] = now
        if now - state["idle_at"] > HEAR_S:
            print(f"unheard {time.time():.3f} {new[-1]!r}", flush=True)
            return True
        return False

    def idle() -> bool:
        return not window.runner.busy and not window.flow._scheduled \
            and not window.scene.is_animating() and not window.hints.busy

    def write_game(game) -> None:
        (out / "game.json").write_text(json.dumps({
            "rounds": len(game.rounds), "moves": moves,
            "winners": [game.players[s].name for s in game.winners],
            "said": list(window.access.announcer.history), "walked": state["walked"],
            "hint": state["hint"], "replay": state["steps"]}))

    def replay_step(now: float) -> None:
        """At the end: the replay of the game, its first round stepped through by Right."""
        viewer = state["replay"]
        if viewer is None:
            dialog = window.game_over_dialog
            if dialog is None or not dialog.isVisible():
                return
            step("replay")
            dialog.replay_button.click()
            viewer = state["replay"] = window.replays.windows[-1]
            viewer.announcer.announced.connect(said.append)
            return
        if state["done_at"] is not None:
            if now - state["done_at"] > AFTER_S:
                write_game(window.model.game)
                app.exit(0)
            return
        if not viewer.isActiveWindow() or not listened():
            return
        if viewer.index > 0 and viewer.index != state.get("recorded"):
            # the step the last key brought (the key goes through the X server: its step
            # is seen on a later tick), as it was said
            state["recorded"] = viewer.index
            state["steps"].append(viewer.where_text() + ": " + viewer.step_label.text())
        if viewer.index > 0 and not viewer.where_text().startswith("Round 1 "):
            state["done_at"] = now  # (the first step of round 2 heard too)
            return
        step("replay-right")
        press(viewer, Qt.Key.Key_Right, "Right")

    def press(widget, key, name: str) -> None:
        """A real key through the X server, as Orca hears a person's (xdotool), or else
        Qt's simulated one."""
        if shutil.which("xdotool") and widget.window().isActiveWindow():
            subprocess.run(["xdotool", "key", name], timeout=10, check=False)
        else:
            QTest.keyClick(widget, key)

    def card_step(game) -> None:
        """One key of Anna's in her first round's hands: Down through the first hand, F2,
        then Up or Down to the card chosen, then Enter (later rounds choose at once, as
        before, to keep the run's time)."""
        view, model = window.hand.view, window.hand.model
        if game.round_no > 1:
            step("card")
            window.hand.select_card(brain.decide(game.view(window.flow.looking)).card)
            window.hand.confirm()
            return
        if state["plan"] is None:
            keys = []
            if not state["walked"]:
                keys = ["home"] + ["down"] * (model.rowCount() - 1) + ["hint"]
                state["walked"] = [model.index(r, 0).data() for r in range(model.rowCount())]
            state["plan"] = {"card": brain.decide(game.view(window.flow.looking)).card,
                             "keys": keys}
        plan = state["plan"]
        if plan["keys"]:
            key = plan["keys"].pop(0)
            step(key)
            if key == "hint":
                press(view, Qt.Key.Key_F2, "F2")
            elif key == "home":
                press(view, Qt.Key.Key_Home, "Home")
            else:
                press(view, Qt.Key.Key_Down, "Down")
            return
        if plan["keys"] == [] and not state["hint"] and window.hints.last is not None:
            state["hint"] = window.hints.banner.label.text()
        row, now_at = model.row_of(plan["card"]), view.currentIndex().row()
        if row != now_at:
            step("down" if row > now_at else "up")
            press(view, *((Qt.Key.Key_Down, "Down") if row > now_at else (Qt.Key.Key_Up, "Up")))
            return
        step("card")
        state["plan"] = None
        press(view, Qt.Key.Key_Return, "Return")

    def tick() -> None:
        now = time.monotonic()
        if now - started > LIMIT_S:
            (out / "app-timeout").write_text("timed out")
            app.exit(2)
            return
        game = window.model.game
        if game.is_over:
            if state["over_at"] is None:
                state["over_at"] = now
                write_game(game)
            elif now - state["over_at"] > AFTER_S:
                replay_step(now)
            return
        if not idle() or not listened():
            return
        if window.flow.looking is None:
            state["plan"] = None  # (the next hand shown is walked anew)
        if window.flow.moment is not None and window.bar.continue_button is not None:
            step("continue")
            window.bar.continue_button.click()
        elif window.flow.looking is not None:
            card_step(game)
        elif window.bar.seat is not None and not window.model.is_computer(window.bar.seat):
            step("decision")
            window.flow.decide(brain.decide(game.view(window.bar.seat)))

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(STEP_MS)
    code = app.exec()
    window.runner.shutdown()
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
