"""The window's side of phones at the table, on loopback: how soon the server listens, what
publishing the game to the phones costs after a change, how long a phone's card takes to
reach the game, and how long closing the window takes to stop the server.

    python benchmarks/phone_window.py [--publishes 300] [--cards 8]

A game window (offscreen) of one person on this screen, two phone seats and a computer, the
server on 127.0.0.1; the phones are websockets' sync client in this process. "Card": from the
phone's ``send`` of its ``decide`` message to the moment the window's game has the card laid
(the Qt loop runs meanwhile; the server's thread answers the phone). Each try is a fresh round
start (the window's game is replaced by a new one with new codes, the phones join again).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time

os.environ["ZUENDSTOFF_HOME"] = tempfile.mkdtemp(prefix="zuendstoff-bench-")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ZUENDSTOFF_NO_SOUND", "1")


def _wait(app, condition, seconds=5.0) -> float:
    start = time.perf_counter()
    while not condition():
        if time.perf_counter() - start > seconds:
            raise SystemExit("timed out")
        app.processEvents()
    return time.perf_counter() - start


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--publishes", type=int, default=300)
    parser.add_argument("--cards", type=int, default=8)
    args = parser.parse_args(argv)

    from PySide6.QtWidgets import QApplication
    from websockets.sync.client import connect
    from zuendstoff import resources
    from zuendstoff.document.game_model import HUMAN, PHONE, SeatKind
    from zuendstoff.engine import Game, Player
    from zuendstoff.settings import Settings
    from zuendstoff.ui.game.window import MainWindow

    app = QApplication(sys.argv[:1])
    settings = Settings(os.path.join(os.environ["ZUENDSTOFF_HOME"], "bench.ini"))
    settings.phone_host = "127.0.0.1"
    settings.animation_speed = 0
    settings.bot_delay_ms = 0
    settings.lesson_offered = True
    seats = [HUMAN, PHONE, PHONE, SeatKind("random")]

    def new_game(seed):
        return Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                        [Player(n, p) for n, p in zip(["Anna", "Ben", "Clara", "David"],
                                                      ["black", "white", "purple", "orange"])], seed=seed)

    start = time.perf_counter()
    window = MainWindow(settings=settings, game=new_game(1), seats=seats)
    window.show()
    _wait(app, lambda: window.phones.running)
    listening = time.perf_counter() - start

    publishes, changed, cards = [], [], []
    for trial in range(args.cards // 2):
        if trial:
            window.model.set_game(new_game(trial + 1), seats)
            _wait(app, lambda: window.phones.running and window.phones.join_shown)
        hub = window.phones.hub
        phones = {s: connect(hub.url(s).replace("http://", "ws://") + "/ws", open_timeout=3).__enter__()
                  for s in (1, 2)}
        states = {s: json.loads(ws.recv(timeout=3)) for s, ws in phones.items()}
        _wait(app, lambda: window.phones.join.start.isEnabled())
        window.phones.close_join()
        _wait(app, lambda: not window.flow._scheduled)
        if trial == 0:
            for _ in range(args.publishes):
                t = time.perf_counter()
                window.phones.publish()
                publishes.append(time.perf_counter() - t)
            from zuendstoff.ui.game.flow import TableMoment
            for i in range(args.publishes):  # every publish new for both phones: the line changes
                window.flow.moment = TableMoment("reveal", f"line {i}")
                t = time.perf_counter()
                window.phones.publish()
                changed.append(time.perf_counter() - t)
            window.flow.moment = None
        for seat, ws in phones.items():
            for _ in range(20):  # the newest state (publishes may have sent none, or one)
                try:
                    msg = json.loads(ws.recv(timeout=0.05))
                    if msg.get("type") == "state":
                        states[seat] = msg
                except TimeoutError:
                    break
            state = states[seat]
            t = time.perf_counter()
            ws.send(json.dumps({"type": "decide", "id": f"b{trial}-{seat}", "version": state["version"],
                                "decision": {"kind": "card", "card": state["hand"][0]}}))
            _wait(app, lambda seat=seat: window.model.game.has_chosen(seat))
            cards.append(time.perf_counter() - t)
        for ws in phones.values():
            ws.__exit__(None, None, None)
    t = time.perf_counter()
    window.close()
    closing = time.perf_counter() - t

    def ms(values, q=0.5):
        values = sorted(values)
        return values[min(len(values) - 1, int(q * len(values)))] * 1000
    print(f"window with a phone game built and shown, server listening: {listening * 1000:.0f} ms")
    print(f"publish after a change (2 phones, nothing new for them): median {ms(publishes):.3f} ms, "
          f"p95 {ms(publishes, 0.95):.3f} ms ({len(publishes)} runs)")
    print(f"publish with news for both phones (encoded, queued to the server): median {ms(changed):.3f} ms, "
          f"p95 {ms(changed, 0.95):.3f} ms ({len(changed)} runs)")
    print(f"phone's card sent -> laid in the window's game: median {statistics.median(cards) * 1000:.1f} ms, "
          f"max {max(cards) * 1000:.1f} ms ({len(cards)} cards)")
    print(f"window closed, server stopped: {closing * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
