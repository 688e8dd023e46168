"""A whole solo game against the computer, by keys, for Orca to hear (run by orca_session.py
in its "solo" mode). The app starts as a person meets it after their first game (no game to
continue; their last seats were Anna, a person, and one computer player): the New game dialog
opens. Anna (orca_person.py: keys through the X server, each once Orca has said what the key
before it brought) chooses the small board and a seed there and starts; plays the whole game
by keys (her hands by Up and Down, F2 for a hint in the first, Enter; the bar's buttons by
Tab and Space; the table's Continue by Space); at the end the game-over dialog's Replay opens
the replay, and Right steps through every step of it. It plays at the app's own pace (the
settings' defaults: the board's animations, the computer's delay, the table's pauses); with
ZUENDSTOFF_ORCA_PACE=zero at zero pace instead (no animation, no computer delay), as an
explicit choice for looking into a failure faster. Each step it makes goes to its output
("step TIME KIND"). Writes DIR/game.json (the rounds, the winners, the public moves, what the
app announced, the first hand, the cards laid, the hint, the replay's steps as said, what no
key reached) for the test to compare with what Orca said.

    python orca_game_app.py DIR
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from orca_person import Heard, Person  # noqa: E402

STEP_MS = 200
LIMIT_S = 400.0
AFTER_S = 6.0
#: the game: the small board (Alternative 1) and a seed whose game ends in 6 rounds with the
#: greedy brain against the greedy computer (a long game would make the run long; most
#: seeds of this board end in 7 to 30 rounds)
LAYOUT, SEED = "alt1", "22"


def main(folder: str) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    app = QApplication(sys.argv)
    from zuendstoff.engine.bots import make_bot
    from zuendstoff.settings import SeatSetup, Settings
    from zuendstoff.ui.announce import Announcer
    from zuendstoff.ui.game.window import MainWindow

    out = Path(folder)
    settings = Settings(tempfile.mktemp(suffix=".ini"))
    settings.lesson_offered = True  # (not the very first start: no guided game offered)
    settings.set_last_seats([SeatSetup("Anna", "black"), SeatSetup("Computer", "white", "greedy")])
    real = os.environ.get("ZUENDSTOFF_ORCA_PACE") != "zero"  # (a fresh file: the defaults)
    if not real:
        settings.animation_speed = 0.0
        settings.table_pause = 0
    said: list[str] = []  # what the app announced (as notifications): every announcer's
    made = Announcer.__init__

    def listen(announcer, *args, **kwargs) -> None:
        made(announcer, *args, **kwargs)
        announcer.announced.connect(said.append)

    Announcer.__init__ = listen  # (the window's, the dialog's, the replay's)
    window = MainWindow(settings=settings, bot_delay_ms=None if real else 0, bot_seed=0)
    if not real:
        window.scene.set_animation_speed(0)
    window.resize(1400, 900)
    window.show()
    window.activateWindow()
    heard = Heard(out / "orca.debug")
    anna = Person(window, make_bot("greedy", 9), said, heard)
    moves: list[str] = []
    window.flow.moveMade.connect(moves.append)
    started = time.monotonic()
    state = {"dialog": None, "pressed": False, "started": False, "over_at": None,
             "replay": None, "right_at": None, "steps": [], "recorded": 0, "done_at": None}

    def idle() -> bool:
        return not window.runner.busy and not window.flow._scheduled \
            and not window.scene.is_animating() and not window.hints.busy

    def write_game(game) -> None:
        (out / "game.json").write_text(json.dumps({
            "rounds": len(game.rounds), "moves": moves,
            "winners": [game.players[s].name for s in game.winners],
            "said": said, "walked": anna.walked, "laid": anna.laid, "hint": anna.hint,
            "replay": state["steps"], "replay_steps": len(state["replay"].steps)
            if state["replay"] is not None else 0, "missing": anna.missing}))

    def setup_step() -> None:
        """The New game dialog, as the app opens it at start: by keys."""
        dialog = state["dialog"]
        if dialog is None:
            if any("Zündstoff" in t for t in heard.read()):  # (Orca has the window)
                anna.step("start")
                window.resume_or_new()  # (no game to continue: the New game dialog)
                state["dialog"] = window.new_game_dialog
                anna.expect = "New game dialog"
            return
        try:
            if state["pressed"]:
                state["started"] = not dialog.isVisible()
            elif dialog.isVisible() and dialog.isActiveWindow() and anna.listened():
                state["pressed"] = anna.setup_step(dialog, LAYOUT, SEED)
        except RuntimeError:  # (closed and deleted: the game started)
            state["started"] = True

    def replay_step(now: float) -> None:
        """At the end: the replay of the game, stepped through by Right to its end."""
        viewer = state["replay"]
        if viewer is None:
            dialog = window.game_over_dialog
            if dialog is None or not dialog.isVisible():
                return
            anna.step("replay")
            dialog.replay_button.click()
            state["replay"] = window.replays.windows[-1]
            anna.expect = "Left and Right step the replay"  # (its board, as it opens)
            return
        if state["done_at"] is not None:
            if now - state["done_at"] > AFTER_S:
                write_game(window.model.game)
                app.exit(0)
            return
        if not viewer.isActiveWindow():
            return
        if state["right_at"] is not None and viewer.index <= state["recorded"] \
                and now - state["right_at"] < 5.0:
            return  # (the key goes through the X server: its step comes on a later tick)
        state["right_at"] = None
        if viewer.index > state["recorded"]:
            # the step the last key brought, as it was said: a person hears it first
            state["recorded"] = viewer.index
            state["steps"].append(viewer.where_text() + ": " + viewer.step_label.text())
            anna.expect = viewer.step_label.text()[:40]
        if not anna.listened():
            return
        if viewer.index >= len(viewer.steps):
            state["done_at"] = now  # (the last step heard too)
            return
        state["right_at"] = now
        anna.step("replay-right", "Right")

    def tick() -> None:
        now = time.monotonic()
        if now - started > LIMIT_S:
            (out / "app-timeout").write_text("timed out")
            app.exit(2)
            return
        if not state["started"]:
            setup_step()
            return
        game = window.model.game
        if game.is_over:
            if state["over_at"] is None:
                state["over_at"] = now
                write_game(game)
            elif now - state["over_at"] > AFTER_S:
                replay_step(now)
            return
        if not idle() or not anna.listened():
            return
        if window.flow.looking is None and anna.plan is not None and "card" in anna.plan:
            anna.plan = None  # (the next hand shown is walked anew)
        if window.flow.moment is not None and window.bar.continue_button is not None:
            anna.continue_step()
        elif window.flow.looking is not None:
            anna.card_step(game, window.flow.looking)
        elif window.bar.seat is not None and not window.model.is_computer(window.bar.seat):
            anna.decision_step(game, window.bar.seat)

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(STEP_MS)
    code = app.exec()
    window.runner.shutdown()
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
