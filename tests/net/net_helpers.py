"""Games, tables and a small WebSocket phone for the phone-server tests (127.0.0.1 only)."""

from __future__ import annotations

import json
import random
import urllib.error
import urllib.request

from websockets.sync.client import connect
from zuendstoff.engine import Game, Player
from zuendstoff.engine.record import to_record
from zuendstoff.net.protocol import TableInfo
from zuendstoff.resources import builtin_layout, default_discs

NAMES = ("Anna", "Ben", "Clara", "Dora", "Emil")
PIECES = ("black", "white", "purple", "orange", "green")
TIMEOUT = 5.0


def new_game(n: int = 3, seed: int = 1) -> Game:
    return Game.new(default_discs(), builtin_layout("standard"),
                    [Player(NAMES[i], PIECES[i]) for i in range(n)], seed=seed)


def table(n: int = 3, kinds: tuple[str, ...] | None = None, **kw) -> TableInfo:
    return TableInfo(NAMES[:n], kinds or ("phone",) * n, **kw)


def fingerprint(game: Game) -> tuple:
    """Everything about a game, secrets included (test-only), to prove it did not change."""
    return (json.dumps(to_record(game), sort_keys=True), tuple(game._choice), game.phase,
            tuple(game.view(s) for s in range(game.seats)), game.faces)


def play_random(game: Game, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if game.is_over:
            return
        seat = rng.choice(game.pending_seats())
        game.apply(rng.choice(game.legal_decisions(seat)))


def http_get(url: str, timeout: float = TIMEOUT) -> tuple[int, dict, bytes]:
    """(status, headers, body) of a GET, without following redirects."""
    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    opener = urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(url, timeout=timeout) as r:
            return r.status, dict(r.headers), r.read()
    except urllib.error.HTTPError as e:
        return e.code, dict(e.headers), e.read()


class Phone:
    """A seat's phone as a plain WebSocket client (blocking, every wait bounded)."""

    def __init__(self, url: str) -> None:
        self._opened = connect(url.replace("http://", "ws://") + "/ws", open_timeout=TIMEOUT,
                               close_timeout=1)
        self.ws = self._opened.__enter__()  # the library wants a context manager
        self.n = 0

    def send(self, msg) -> None:
        self.ws.send(msg if isinstance(msg, (str, bytes)) else json.dumps(msg))

    def recv(self, timeout: float = TIMEOUT) -> dict:
        return json.loads(self.ws.recv(timeout=timeout))

    def recv_type(self, kind: str, timeout: float = TIMEOUT, limit: int = 50) -> dict:
        for _ in range(limit):
            msg = self.recv(timeout)
            if msg["type"] == kind:
                return msg
        raise AssertionError(f"no {kind} message in {limit}")

    def state(self, timeout: float = TIMEOUT) -> dict:
        return self.recv_type("state", timeout)

    def decide(self, version: int, decision: dict, msg_id: str | None = None) -> str:
        self.n += 1
        msg_id = msg_id or f"m{self.n}"
        self.send({"type": "decide", "id": msg_id, "version": version, "decision": decision})
        return msg_id

    def close(self) -> None:
        self._opened.__exit__(None, None, None)
