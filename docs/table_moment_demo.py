"""Open the game window at a table moment, for the screenshots of the README and the manual.

    python docs/table_moment_demo.py reveal|round|choose [ROUND] [CARD]

Plays a seeded game of two people and a computer (the people's choices made by computer
players) up to the shared reveal of the second cards, to the end of round ROUND (default 2), or
(choose) to the first person choosing a card in round ROUND, with CARD (e.g. red2) selected if
they hold it, and leaves the window open there. User folders go to a temporary directory;
DEMO_LANGUAGE=de shows it in German.
"""

from __future__ import annotations

import os
import sys
import tempfile

os.environ["ZUENDSTOFF_HOME"] = tempfile.mkdtemp(prefix="zuendstoff-demo-")
os.environ.setdefault("ZUENDSTOFF_NO_SOUND", "1")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def main() -> int:
    want = sys.argv[1] if len(sys.argv) > 1 else "round"
    until = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    app = QApplication(sys.argv[:1])
    from zuendstoff import i18n
    i18n.install(os.environ.get("DEMO_LANGUAGE", "en"))  # as the app does (DEMO_LANGUAGE=de)
    from zuendstoff import resources
    from zuendstoff.document.game_model import SeatKind
    from zuendstoff.engine import Game, Phase, Player
    from zuendstoff.engine.bots import make_bot
    from zuendstoff.settings import Settings
    from zuendstoff.ui.game.window import MainWindow

    settings = Settings(os.path.join(os.environ["ZUENDSTOFF_HOME"], "demo.ini"))
    settings.animation_speed = 4.0
    settings.bot_delay_ms = 0
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Ben", "white"),
                     Player("Computer", "purple")], seed=7)
    window = MainWindow(settings=settings, game=game,
                        seats=[SeatKind(), SeatKind(), SeatKind("medium")], bot_seed=1)
    from PySide6.QtCore import QSize

    from zuendstoff.ui.screen_fit import fit_on_screen
    fit_on_screen(window, QSize(1500, 940))  # (within a smaller screen)
    window.show()
    brains = {0: make_bot("medium", 1), 1: make_bot("easy", 2)}
    flow = window.flow

    def step() -> None:
        game = window.model.game
        moment = flow.moment
        if moment is not None:
            if (want == "reveal" and moment.kind == "reveal" and game.phase is not
                    Phase.SECOND_CARD) or (want == "round" and moment.kind == "round"
                                           and game.round_no > until):
                return  # here: leave the window as it is
            flow.continue_moment()
        elif not (window.runner.busy or flow._scheduled or window.scene.is_animating()):
            if game.phase in (Phase.FIRST_CARD, Phase.SECOND_CARD):
                if window.pages.currentIndex() == 1:
                    window.privacy.button.click()
                seat = flow.looking
                if want == "choose" and seat is not None and game.round_no >= until:
                    card = sys.argv[3] if len(sys.argv) > 3 else ""
                    if card and window.hand_model.rowCount() and card in game.view(seat).hand_names():
                        window.hand.select_card(card)
                    return  # here: the hand shown, the card looked at drawn on the board
                if seat is not None:
                    window.hand.confirmed.emit(seat, brains[seat].decide(game.view(seat)).card)
            elif not window.model.is_computer(seat := game.pending_seats()[0]) \
                    and window.bar.seat == seat:
                window.bar.decided.emit(brains[seat].decide(game.view(seat)))
        QTimer.singleShot(30, step)

    QTimer.singleShot(100, step)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
