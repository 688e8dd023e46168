"""Open the game window with phones at the table, for the screenshots of the manual.

    python docs/phones_demo.py dialog|join|play

``dialog``: the new-game dialog with a seat played on a phone; ``join``: a game of Anna (on
this screen), Ben and Clara (on phones) and a computer, at the join screen, Ben's phone
connected; ``play``: the same game a little later, Ben's phone has laid its card, Clara's is
choosing, Anna is at the privacy screen. The server listens on 127.0.0.1 only; the phones
are WebSocket clients of this script (websockets' sync client, on a thread). User folders go
to a temporary directory.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import threading

os.environ["ZUENDSTOFF_HOME"] = tempfile.mkdtemp(prefix="zuendstoff-demo-")
os.environ.setdefault("ZUENDSTOFF_NO_SOUND", "1")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def phone(url: str, card: list, stop: threading.Event) -> None:
    """A phone: joins by ``url``; lays ``card[0]`` (once set) with the state's version."""
    from websockets.sync.client import connect
    with connect(url.replace("http://", "ws://") + "/ws", open_timeout=3) as ws:
        state = None
        while not stop.is_set():
            try:
                msg = json.loads(ws.recv(timeout=0.2))
            except TimeoutError:
                msg = None
            if msg and msg.get("type") == "state":
                state = msg
            if card and state is not None and card[0] in state["hand"] and not state["laid"]:
                ws.send(json.dumps({"type": "decide", "id": "demo1", "version": state["version"],
                                    "decision": {"kind": "card", "card": card.pop()}}))


def main() -> int:
    want = sys.argv[1] if len(sys.argv) > 1 else "join"
    app = QApplication(sys.argv[:1])
    from zuendstoff import resources
    from zuendstoff.document.game_model import HUMAN, PHONE, SeatKind
    from zuendstoff.engine import Game, Player
    from zuendstoff.settings import SeatSetup, Settings
    from zuendstoff.ui.game.window import MainWindow

    settings = Settings(os.path.join(os.environ["ZUENDSTOFF_HOME"], "demo.ini"))
    settings.animation_speed = 4.0
    settings.bot_delay_ms = 0
    settings.lesson_offered = True
    if want != "dialog":  # (the dialog shows this computer's network addresses)
        settings.phone_host = "127.0.0.1"
    settings.set_last_seats([SeatSetup("Anna", "black"), SeatSetup("Ben", "white", None, True),
                             SeatSetup("Clara", "purple", None, True),
                             SeatSetup("Computer", "orange", "medium")])
    if want == "dialog":
        window = MainWindow(settings=settings)
        window.resize(1500, 940)
        window.show()
        QTimer.singleShot(300, window.new_game)
        return app.exec()
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Ben", "white"), Player("Clara", "purple"),
                     Player("Computer", "orange")], seed=7)
    window = MainWindow(settings=settings, game=game, seats=[HUMAN, PHONE, PHONE, SeatKind("medium")],
                        bot_seed=1)
    window.resize(1500, 940)
    window.show()
    stop = threading.Event()
    card: list = []

    def join() -> None:
        if not window.phones.running:
            QTimer.singleShot(100, join)
            return
        threading.Thread(target=phone, args=(window.phones.hub.url(1), card, stop), daemon=True).start()
        if want == "play":  # Clara's phone joins too, and keeps choosing
            threading.Thread(target=phone, args=(window.phones.hub.url(2), [], stop), daemon=True).start()
            QTimer.singleShot(800, play)

    def play() -> None:
        window.phones.close_join()
        card.append(window.model.game.hand_list(1)[2])  # Ben's phone lays a card
        QTimer.singleShot(500, anna)

    def anna() -> None:  # Anna passes the privacy screen and lays her card at the screen
        window.privacy.button.click()
        window.hand.confirmed.emit(0, window.model.game.hand_list(0)[0])
    QTimer.singleShot(200, join)
    app.aboutToQuit.connect(stop.set)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
