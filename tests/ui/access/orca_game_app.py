"""A whole solo game against the computer, for Orca to hear (run by orca_session.py in its
"solo" mode): the game window with Anna (a person, played here in process by a greedy brain,
as the window offers each step) against one computer player. Steps are made slowly enough for a
screen reader to keep up (one every STEP_MS); at the game's end the game-over dialog opens and
stays a few seconds. It plays at zero pace (no animation, no computer delay); with
ZUENDSTOFF_ORCA_PACE=real at the settings' defaults instead (docs/testing.md, "The pace":
Orca does not keep up there yet). Writes DIR/game.json (the rounds, the winners, the public moves) for the
test to compare with what Orca said.

    python orca_game_app.py DIR
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

STEP_MS = 1000
LIMIT_S = 330.0
AFTER_S = 6.0


def main(folder: str) -> int:
    from PySide6.QtCore import QTimer
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
    real = os.environ.get("ZUENDSTOFF_ORCA_PACE") == "real"  # (a fresh file: the defaults)
    if not real:
        settings.animation_speed = 0.0
        settings.table_pause = 0
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Computer", "white")], seed=4)
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
    state = {"over_at": None}

    def idle() -> bool:
        return not window.runner.busy and not window.flow._scheduled \
            and not window.scene.is_animating()

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
                (out / "game.json").write_text(json.dumps({
                    "rounds": len(game.rounds), "moves": moves,
                    "winners": [game.players[s].name for s in game.winners],
                    "said": list(window.access.announcer.history)}))
            elif now - state["over_at"] > AFTER_S:
                app.exit(0)
            return
        if not idle():
            return
        if window.flow.moment is not None and window.bar.continue_button is not None:
            window.bar.continue_button.click()
        elif window.flow.looking is not None:
            window.hand.select_card(brain.decide(game.view(window.flow.looking)).card)
            window.hand.confirm()
        elif window.bar.seat is not None and not window.model.is_computer(window.bar.seat):
            window.flow.decide(brain.decide(game.view(window.bar.seat)))

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(STEP_MS)
    code = app.exec()
    window.runner.shutdown()
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
