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


# ---------------------------------------------------------------- guests on the same network
GUEST = "127.0.0.2"  # another address on the loopback: a guest without a token


def other_loopback_missing(sources: tuple[str, ...] = (GUEST,)) -> str:
    """Why a guest cannot come from ``sources`` here, or "". Linux and Windows answer on all of
    127.0.0.0/8; macOS puts only 127.0.0.1 on its loopback (another address needs ``sudo
    ifconfig lo0 alias 127.0.0.2``), so a socket cannot be bound to 127.0.0.2 there."""
    import socket

    for source in sources:
        probe = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            probe.bind((source, 0))
        except OSError as exc:
            return (f"this system has no loopback address {source} for a guest ({exc.strerror}; "
                    f"macOS: only 127.0.0.1 unless 'ifconfig lo0 alias {source}')")
        finally:
            probe.close()
    return ""


def guest_socket(address: tuple[str, int], source: str = GUEST, timeout: float = TIMEOUT):
    """A TCP connection to the server from ``source`` (a second loopback address)."""
    import socket

    return socket.create_connection(address, timeout=timeout, source_address=(source, 0))


def raw_request(address: tuple[str, int], data: bytes, source: str = "127.0.0.1",
                timeout: float = TIMEOUT) -> tuple[int, dict, bytes]:
    """Send ``data`` as it is and read the answer to the end (the server closes after it):
    (status, headers, body); (0, {}, b"") when the server closed without an answer."""
    sock = guest_socket(address, source, timeout)
    chunks = []
    try:
        sock.sendall(data)
        for _ in range(10_000):  # bounded: the answers here are small
            try:
                chunk = sock.recv(65536)
            except ConnectionResetError:
                break
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        sock.close()
    raw = b"".join(chunks)
    if not raw:
        return 0, {}, b""
    head, _, body = raw.partition(b"\r\n\r\n")
    lines = head.decode("iso-8859-1").split("\r\n")
    headers = {}
    for line in lines[1:]:
        key, _, value = line.partition(":")
        headers[key.strip()] = value.strip()
    return int(lines[0].split()[1]), headers, body


def page_load(url: str, timeout: float = TIMEOUT) -> None:
    """What a phone's browser does to join: the page, its two files and the play channel up
    to the first state. Raises on any failure."""
    status, _, body = http_get(url + "/", timeout)
    assert status == 200 and b"phone.js" in body, status
    for name in ("phone.js", "phone.css"):
        assert http_get(f"{url}/{name}", timeout)[0] == 200
    with connect(url.replace("http://", "ws://") + "/ws", open_timeout=timeout, close_timeout=1) as ws:
        assert json.loads(ws.recv(timeout=timeout))["type"] == "state"


class IdleGuest:
    """A guest that keeps ``count`` idle TCP connections (never a byte sent) from ``source``
    open to the server for up to ``seconds``: each one the server closes is opened again
    (``pause`` seconds later; 0: at once, as fast as the machine allows). Runs in a thread
    of its own; every loop is bounded by time and count."""

    def __init__(self, address: tuple[str, int], count: int = 100, seconds: float = 10.0,
                 source: str = GUEST, pause: float = 0.0) -> None:
        import threading

        self.address, self.count, self.seconds, self.source = address, count, seconds, source
        self.pause = pause
        self.opened = self.cut = self.failed = 0
        self.held_most = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="idle-guest", daemon=True)

    def __enter__(self) -> "IdleGuest":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join(5)

    def wait_full(self, timeout: float = 5.0) -> None:
        import time

        end = time.monotonic() + timeout
        while self.opened < self.count and time.monotonic() < end:
            time.sleep(0.01)

    def _run(self) -> None:
        import selectors
        import time

        sel = selectors.DefaultSelector()
        held: set = set()
        end = time.monotonic() + self.seconds

        def top_up() -> None:
            while len(held) < self.count and time.monotonic() < end and not self._stop.is_set():
                if self.pause and self.opened >= self.count:
                    time.sleep(self.pause)  # (a re-opening)
                try:
                    sock = guest_socket(self.address, self.source, 2.0)
                except OSError:
                    self.failed += 1
                    return
                sock.setblocking(False)
                sel.register(sock, selectors.EVENT_READ)
                held.add(sock)
                self.opened += 1

        try:
            top_up()
            while time.monotonic() < end and not self._stop.is_set():
                self.held_most = max(self.held_most, len(held))
                for key, _ in sel.select(0.05):  # readable: the server closed it (EOF or reset)
                    sel.unregister(key.fileobj)
                    key.fileobj.close()
                    held.discard(key.fileobj)
                    self.cut += 1
                top_up()
        finally:
            for sock in held:
                sock.close()
            sel.close()


def hold_idle(address: tuple[str, int], source: str, count: int, pause: float, seconds: float,
              counts: dict, full=None, stop=None) -> None:
    """A guest that keeps ``count`` connections from ``source`` open or opening, never
    sending a byte, for ``seconds`` (or until ``stop``, a threading.Event, is set): each one
    the server closes is opened again (``pause`` seconds later; 0: at once). Connections open
    without waiting for each other (non-blocking), so one that the system makes wait holds up
    none of the others. ``counts`` gets "opened", "cut" and "failed"; ``full`` (an Event) is
    set once the first ``count`` have been opened. Bounded by time and count."""
    import selectors
    import socket
    import time

    sel = selectors.DefaultSelector()
    end = time.monotonic() + seconds
    held = 0

    def over() -> bool:
        return time.monotonic() >= end or (stop is not None and stop.is_set())

    def open_one() -> None:
        nonlocal held
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setblocking(False)
        try:
            sock.bind((source, 0))
            sock.connect_ex(address)
        except OSError:
            sock.close()
            counts["failed"] = counts.get("failed", 0) + 1
            return
        sel.register(sock, selectors.EVENT_READ)
        held += 1
        counts["opened"] = counts.get("opened", 0) + 1

    try:
        for _ in range(count):
            open_one()
        if full is not None:
            full.set()
        for _ in range(10_000_000):
            if over():
                break
            for key, _ in sel.select(0.05):  # readable: the server closed it (EOF or reset)
                sel.unregister(key.fileobj)
                key.fileobj.close()
                held -= 1
                counts["cut"] = counts.get("cut", 0) + 1
            while held < count and not over():
                if pause:
                    time.sleep(pause)
                open_one()
    finally:
        for key in list(sel.get_map().values()):
            key.fileobj.close()
        sel.close()


def send_wrong_tokens(address: tuple[str, int], source: str, in_flight: int, seconds: float,
                      counts: dict, stop=None) -> None:
    """A guesser at ``source``: ``in_flight`` threads, each sending a wrong token and waiting
    for its answer (or the server closing), again and again for ``seconds`` (or until
    ``stop``; at most 5,000 each). ``counts`` gets the answers' statuses, "closed" (no
    answer) and "cut" (reset)."""
    import threading
    import time

    end = time.monotonic() + seconds
    lock = threading.Lock()

    def count(key: str) -> None:
        with lock:
            counts[key] = counts.get(key, 0) + 1

    def one(i: int) -> None:
        for n in range(5_000):
            if time.monotonic() >= end or (stop is not None and stop.is_set()):
                return
            try:
                sock = guest_socket(address, source, 3.0)
            except OSError:
                count("failed")
                time.sleep(0.005)
                continue
            try:
                sock.sendall(f"GET /p/{'W' * 26}{i:03d}{n:03d}/ HTTP/1.1\r\nHost: x\r\n\r\n".encode())
                first = sock.recv(12)
                count(first[9:12].decode() if first else "closed")
            except OSError:
                count("cut")
            finally:
                sock.close()

    threads = [threading.Thread(target=one, args=(i,), daemon=True) for i in range(in_flight)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(seconds + 5)


def join(hub, seat: int, source: str, timeout: float = TIMEOUT) -> None:
    """A phone's whole join from ``source``: the page, its two files, the play channel up to
    its first state, and one decision answered ``ok``; then the table offers again (as when
    it dropped the decision), so that the next join has a decision to make. Raises on any
    failure."""
    import http.client
    import socket

    host, port = hub.address
    path = hub.url(seat).split(str(port), 1)[1]

    def get(target: str) -> tuple[int, bytes]:
        conn = http.client.HTTPConnection(host, port, timeout=timeout, source_address=(source, 0))
        try:
            conn.request("GET", target)
            answer = conn.getresponse()
            return answer.status, answer.read()
        finally:
            conn.close()

    try:
        status, body = get(path + "/")
        assert status == 200 and b"phone.js" in body, status
        for name in ("phone.js", "phone.css"):
            assert get(f"{path}/{name}")[0] == 200
        sock = socket.create_connection((host, port), timeout=timeout, source_address=(source, 0))
        with connect(f"ws://{host}:{port}{path}/ws", sock=sock, open_timeout=timeout, close_timeout=1) as ws:
            state = json.loads(ws.recv(timeout=timeout))
            assert state["type"] == "state", state
            ws.send(json.dumps({"type": "decide", "id": "j1", "version": state["version"],
                                "decision": state["decisions"][0]}))
            for _ in range(20):
                answer = json.loads(ws.recv(timeout=timeout))
                if answer.get("id") == "j1":
                    break
            assert answer["type"] == "ok", answer
    finally:
        hub.reoffer(seat)
