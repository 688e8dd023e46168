"""The window's side of phones at the table, on loopback: how soon the server listens, what
publishing the game to the phones costs after a change, how long a phone's card takes to
reach the game, and how long closing the window takes to stop the server.

    python benchmarks/phone_window.py [--publishes 300] [--cards 8]
    python benchmarks/phone_window.py --reveal-drawn [--reveals 40] [--timeout 10] [--seed 1]

A game window (offscreen) of one person on this screen, two phone seats and a computer, the
server on 127.0.0.1; the phones are websockets' sync client in this process. "Card": from the
phone's ``send`` of its ``decide`` message to the moment the window's game has the card laid
(the Qt loop runs meanwhile; the server's thread answers the phone). Each try is a fresh round
start (the window's game is replaced by a new one with new codes, the phones join again).

``--reveal-drawn``: the last phone's tap → the reveal drawn in the window. A game window of
5 phone seats (offscreen unless QT_QPA_PLATFORM says otherwise; the app's default size), 5
phones of websockets' sync client; in every card step phones 1–4 lay a card, then phone 5
does once the window's game has the four: t0 is just before its ``decide`` is sent. The
clock stops when the last of the five newly turned cards of the reveal banner
(``ui/game/reveal.py``, ``CardChip``) has finished a paint: its first paint (with animations
on, its back as the flip begins), the first showing its face (flip ≥ 0.5) and the first at
rest (flip over). A second reveal that ends the round at once empties the banner: then the
status line's first paint of the round-end line naming the cards is timed. Public decisions:
the phones choose at random; table moments: Continue is pressed once the reveal is at rest.
Run with animations on (speed 1), then off; exit status 1 if a reveal is not drawn within
``--timeout`` seconds.
"""

from __future__ import annotations

import argparse
import json
import os
import random
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
    parser.add_argument("--reveal-drawn", action="store_true",
                        help="time the last phone's tap -> the reveal painted in the window (5 phones)")
    parser.add_argument("--reveals", type=int, default=40, help="with --reveal-drawn: reveals per run")
    parser.add_argument("--timeout", type=float, default=10.0,
                        help="with --reveal-drawn: seconds a reveal may take to be drawn (else exit 1)")
    parser.add_argument("--seed", type=int, default=1, help="with --reveal-drawn: games and choices")
    args = parser.parse_args(argv)

    from PySide6.QtWidgets import QApplication
    from websockets.sync.client import connect
    from zuendstoff import resources
    from zuendstoff.document.game_model import HUMAN, PHONE, SeatKind
    from zuendstoff.engine import Game, Player
    from zuendstoff.settings import Settings
    from zuendstoff.ui.game.window import MainWindow

    app = QApplication(sys.argv[:1])
    if args.reveal_drawn:
        return main_reveal(app, args)
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


# ---------------------------------------------------------------- --reveal-drawn
KEEP = ("kind", "card", "target", "quarters", "colour", "cell", "rotation")
PHONES = 5


def _timed_paints() -> None:
    """Stamp, after each paint, when a revealed card was first painted (``_first_at``: its
    back, as it starts to turn, or its face when nothing animates), when showing its face
    (``_face_at``: flip ≥ 0.5, squeezed while it turns) and at rest (``_rest_at``: flip 1),
    and what the status line painted (its text and when). Only the benchmark's process."""
    from zuendstoff.ui.game.reveal import CardChip
    from zuendstoff.ui.game.strips import FittingLabel

    chip_paint = CardChip.paintEvent

    def chip_timed(self, event) -> None:  # noqa: N802
        chip_paint(self, event)
        now = time.perf_counter()
        if getattr(self, "_first_at", None) is None:
            self._first_at = now
        if self.flip >= 0.5 and getattr(self, "_face_at", None) is None:
            self._face_at = now
        if self.flip >= 1.0 and getattr(self, "_rest_at", None) is None:
            self._rest_at = now

    def status_timed(self, event) -> None:  # noqa: N802
        from PySide6.QtWidgets import QLabel
        QLabel.paintEvent(self, event)
        paints = getattr(self, "_paints", None)
        if paints is not None:
            paints.append((time.perf_counter(), self.text()))

    CardChip.paintEvent = chip_timed
    FittingLabel.paintEvent = status_timed


def reveal_drawn(app, reveals: int, speed: float, timeout: float, seed: int) -> dict:
    """Plays games of 5 phone seats in the window until ``reveals`` reveals were drawn;
    returns the latencies (seconds) and counts. Exits non-zero if a reveal is never drawn."""
    from PySide6.QtCore import QTimer
    from websockets.sync.client import connect
    from zuendstoff import resources
    from zuendstoff.document.game_model import PHONE
    from zuendstoff.document.outcome import reveal_line, revealed_now
    from zuendstoff.engine import Game, Player
    from zuendstoff.engine.constants import PIECES
    from zuendstoff.settings import Settings
    from zuendstoff.ui.game.reveal import CardChip
    from zuendstoff.ui.game.window import MainWindow

    settings = Settings(os.path.join(os.environ["ZUENDSTOFF_HOME"], f"reveal-{speed:g}.ini"))
    settings.phone_host = "127.0.0.1"
    settings.animation_speed = speed
    settings.bot_delay_ms = 0
    settings.lesson_offered = True
    settings.table_pause = -1  # the default: a table moment waits for Continue (pressed here)
    seats = [PHONE] * PHONES
    rng = random.Random(seed)
    games = [0]

    def new_game():
        games[0] += 1
        return Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                        [Player(f"P{i + 1}", PIECES[i]) for i in range(PHONES)], seed=seed * 100 + games[0])

    window = MainWindow(settings=settings, game=new_game(), seats=seats)
    window.show()
    status = window.status_line
    out = {"first": [], "applied": [], "face": [], "rest": [], "status": [], "game_end": 0,
           "size": (window.width(), window.height())}
    st = {"phones": {}, "latest": {}, "acted": set(), "pending": None, "n": 0, "joining": True,
          "error": ""}
    deadline = time.perf_counter() + 60 + timeout * (reveals + 10)  # joining, animations, new games

    def fail(text: str) -> None:
        st["error"] = text
        app.exit(1)

    def join() -> None:
        if not (window.phones.running and window.phones.join_shown):
            return
        hub = window.phones.hub
        st["phones"] = {s: connect(hub.url(s).replace("http://", "ws://") + "/ws", open_timeout=3,
                                   max_size=2**20).__enter__() for s in range(PHONES)}
        st["latest"], st["acted"], st["joining"] = {}, set(), False

    def drain() -> None:
        for s, ws in st["phones"].items():
            while True:
                try:
                    msg = json.loads(ws.recv(timeout=0))
                except TimeoutError:
                    break
                if msg.get("type") == "state":
                    st["latest"][s] = msg

    def send(s: int, msg: dict, decision: dict) -> None:
        st["n"] += 1
        st["acted"].add((s, msg["offer"]))
        st["phones"][s].send(json.dumps({"type": "decide", "id": f"r{st['n']}", "version": msg["version"],
                                         "decision": {k: decision[k] for k in decision if k in KEEP}}))

    def measure(p: dict) -> bool:
        """Whether the pending reveal was drawn (and its figures recorded)."""
        game = window.model.game
        if p["chips"] is None and p["status"] is None:
            shown = window.reveal._shown
            if shown and shown[0] == p["round"] and all(len(c) == p["k"] for c in shown[1]):
                chips = [w for w in (window.reveal.box.itemAt(i).widget()
                                     for i in range(window.reveal.box.count())) if isinstance(w, CardChip)]
                p["chips"] = chips[p["k"] - 1::p["k"]]  # each seat's card turned over now
                status._paints = None
            elif p["k"] == 2 and (game.round_no > p["round"] or game.is_over):
                if game.is_over:  # the game's last reveal: the game-over screen follows
                    out["game_end"] += 1
                    return True
                # no flight could move: the round ended at once, the banner went; the cards
                # are said in the status line's round-end line
                p["status"] = reveal_line(game, p["round"] - 1)
        if p["chips"] is not None:
            if any(getattr(c, "_rest_at", None) is None for c in p["chips"]):
                return False
            out["first"].append(max(c._first_at for c in p["chips"]) - p["t0"])
            out["applied"].append(p["applied"] - p["t0"])
            out["face"].append(max(c._face_at for c in p["chips"]) - p["t0"])
            out["rest"].append(max(c._rest_at for c in p["chips"]) - p["t0"])
            return True
        if p["status"] is not None:
            for t, text in status._paints or ():
                if p["status"] in text:
                    out["status"].append(t - p["t0"])
                    out["applied"].append(p["applied"] - p["t0"])
                    status._paints = None
                    return True
        return False

    def step() -> None:
        if time.perf_counter() > deadline:
            fail("the benchmark ran out of time")
            return
        game = window.model.game
        if st["joining"]:
            join()
            return
        if window.phones.join_shown:
            if window.phones.join.start.isEnabled():
                window.phones.close_join()
            return
        drain()
        p = st["pending"]
        if p is not None:
            if measure(p):
                st["pending"] = None
            elif time.perf_counter() - p["t0"] > timeout:
                fail(f"round {p['round']}, card {p['k']}: the reveal was not drawn within {timeout:g} s")
            return  # (the table looks at the reveal until it is drawn and at rest)
        if len(out["face"]) + len(out["status"]) >= reveals:
            app.exit(0)
            return
        if game.is_over:
            for ws in st["phones"].values():
                ws.__exit__(None, None, None)
            st["phones"], st["joining"] = {}, True
            window.model.set_game(new_game(), seats)
            return
        if window.flow.moment is not None:
            button = getattr(window.bar, "continue_button", None)
            if button is not None and button.isVisible():
                button.click()
        for s, msg in sorted(st["latest"].items()):
            if not msg["decisions"] or (s, msg["offer"]) in st["acted"] or msg["phase"] == "over":
                continue
            if msg["waiting_for"] != "card":
                send(s, msg, rng.choice(msg["decisions"]))
                continue
            if s < PHONES - 1:
                send(s, msg, rng.choice(msg["decisions"]))
            elif all(game.has_chosen(o) for o in range(PHONES - 1)):
                k = 1 if msg["phase"] == "first_card" else 2
                st["pending"] = {"round": msg["round"], "k": k, "chips": None, "status": None, "applied": 0.0}
                status._paints = []
                st["pending"]["t0"] = time.perf_counter()
                send(s, msg, rng.choice(msg["decisions"]))

    def applied() -> None:  # the window's game has the last card (the reveal is made)
        p = st["pending"]
        game = window.model.game
        if p is not None and not p["applied"] and (game.round_no, revealed_now(game)) >= (p["round"], p["k"]):
            p["applied"] = time.perf_counter()

    window.model.changed.connect(applied)
    timer = QTimer()
    timer.setInterval(1)
    timer.timeout.connect(step)
    timer.start()
    code = app.exec()
    timer.stop()
    for ws in st["phones"].values():
        ws.__exit__(None, None, None)
    window.close()
    if code:
        raise SystemExit(f"reveal not drawn: {st['error']}")
    out["games"] = games[0]
    return out


def _figures(values: list[float]) -> str:
    if not values:
        return "none"
    ms = sorted(v * 1000 for v in values)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return f"median {statistics.median(ms):.1f} ms, p95 {p95:.1f} ms, max {ms[-1]:.1f} ms ({len(ms)})"


def main_reveal(app, args) -> int:
    from PySide6.QtCore import qInstallMessageHandler

    def quiet(_kind, _context, text) -> None:  # the offscreen platform's warning on every resize
        if "propagateSizeHints" not in text:
            print(text, file=sys.stderr)

    qInstallMessageHandler(quiet)
    _timed_paints()
    for speed in (1.0, 0.0):
        out = reveal_drawn(app, args.reveals, speed, args.timeout, args.seed)
        label = "animations on (speed 1)" if speed else "animations off"
        print(f"{label}, window {out['size'][0]}x{out['size'][1]}, {out['games']} game(s):")
        print(f"  last tap -> the reveal applied in the window's game: {_figures(out['applied'])}")
        print(f"  last tap -> every new card first painted in the reveal banner: {_figures(out['first'])}")
        print(f"  last tap -> every new card's face painted in the reveal banner: {_figures(out['face'])}")
        print(f"  last tap -> every new card painted at rest (flip over): {_figures(out['rest'])}")
        if out["status"]:
            print(f"  second cards that ended the round at once (banner gone; drawn in the status "
                  f"line's round line): {_figures(out['status'])}")
        if out["game_end"]:
            print(f"  not counted: {out['game_end']} reveal(s) that ended the game")
    return 0


if __name__ == "__main__":
    sys.exit(main())
