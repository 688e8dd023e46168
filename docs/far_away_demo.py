"""Open the table's window with a friend far away, for looking at it (issue 44).

    python docs/far_away_demo.py invite|wait|renew

``invite``: a game of Anna (on this screen), Ben (far away) and a computer, just started: the
invitations dialog. ``wait``: the same game with the dialog closed and Anna's card chosen, the
table waiting for Ben, who never connects: after the wait (10 s here) the button that lets the
computer play for him. ``renew``: Game → Seats → Ben → New invitation for Ben, and the dialog
with the new one. The broker named is ``mqtt://127.0.0.1:9`` (nothing listens there: the
table keeps trying, nothing leaves this computer). User folders go to a temporary directory.
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
    want = sys.argv[1] if len(sys.argv) > 1 else "invite"
    app = QApplication(sys.argv[:1])
    from zuendstoff import resources
    from zuendstoff.document.game_model import FAR, HUMAN, SeatKind
    from zuendstoff.engine import Game, Player
    from zuendstoff.settings import Settings
    from zuendstoff.ui.game.window import MainWindow

    settings = Settings(os.path.join(os.environ["ZUENDSTOFF_HOME"], "demo.ini"))
    settings.animation_speed = 4.0
    settings.bot_delay_ms = 0
    settings.lesson_offered = True
    settings.broker = "mqtt://127.0.0.1:9"
    settings.far_wait_s = 10
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Ben", "white"), Player("Clara", "purple")], seed=5)
    window = MainWindow(settings=settings, game=game, seats=[HUMAN, FAR, SeatKind("medium")])
    window.resize(1400, 900)
    window.show()

    def later() -> None:
        if want == "renew" and window.far.dialog is not None:
            window.far.dialog.close()
            window.far.reissue(1)
        if want == "wait" and window.far.dialog is not None:
            window.far.dialog.close()
            from zuendstoff.engine import PlayCard
            if window.model.game.pending_seats() and 0 in window.model.game.pending_seats():
                window.flow.decide(PlayCard(0, window.model.game.hand_list(0)[0]))
    QTimer.singleShot(800, later)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
