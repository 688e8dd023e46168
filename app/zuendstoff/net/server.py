"""The phone server: HTTP for the page, a WebSocket for play, on one asyncio loop in one
daemon thread (the ``websockets`` library; no HTTP or WebSocket code of our own).

URLs (docs/phone-protocol.md): ``GET /p/<token>/`` the page, ``/p/<token>/<file>`` its
files, ``/p/<token>/ws`` the play channel. Anything else, a wrong token and a token no
longer valid get the same 404; an address that guessed too often gets a bare 429 for its
wrong tokens, a second late (a valid token from that address is still served: players
behind one router share it). Methods other than GET and HEAD get 405; HEAD gets the headers
of GET without the body. The answers themselves and their headers are made in
:mod:`zuendstoff.net.answers`; the limits on connections without a valid token in
:mod:`zuendstoff.net.admission` (a connection must also send its whole request within
:data:`REQUEST_DEADLINE`).

Thread rules: the loop's thread never touches Qt or a game. The caller's thread talks to
the loop only through :meth:`send`, :meth:`close_seat` and :meth:`stop`, which hand work
over with ``loop.call_soon_threadsafe`` / ``asyncio.run_coroutine_threadsafe`` and never
wait on the network. Incoming messages go to the callbacks given at construction; they
run on the loop's thread and must be quick and thread-safe.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import re
import socket
import threading
from collections.abc import Callable
from http import HTTPStatus
from pathlib import Path

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

# (re-exported: tests and docs name them as the server's)
from .admission import (  # noqa: F401
    MAX_CONNECTIONS,
    MAX_LATE,
    MAX_WAITING,
    MAX_WAITING_PER_ADDRESS,
    Admission,
    GuardedConnection,
    peer_address,
)
from .answers import (  # noqa: F401
    NOT_FOUND,
    NOT_FOUND_CSP,
    PAGE_CSP,
    PLAIN_CSP,
    TOO_MANY,
    finish_answer,
    library_answer,
    not_found,
    plain,
    response,
    security_headers,
)
from .seats import SeatTokens, plausible

# the page's files (nothing else under resources/web is served)
ASSETS = {"phone.css": "text/css; charset=utf-8", "phone.js": "text/javascript; charset=utf-8",
          "index.html": "text/html; charset=utf-8"}
# WebSocket frames larger than this close the socket (the protocol refuses > 4 KiB politely)
MAX_FRAME = 64 * 1024
#: seconds start() waits for the server to listen
START_TIMEOUT = 10.0
# close codes the page understands (docs/phone-protocol.md)
CLOSE_REVOKED = 4403  # the seat's code was re-issued (a new code exists)
CLOSE_LEFT = 4410  # the seat left the phones (played at the table's screen or by the computer now)
CLOSE_REPLACED = 4409  # the same seat opened on another page (the newest wins)
CLOSE_STOPPING = 1001
CLOSE_TOO_SLOW = 4408  # the phone did not read what was sent (it reconnects and gets the state)
# messages waiting for one phone; more means it stopped reading: its socket is closed
MAX_QUEUE = 256
# seconds a new connection has to send its whole request (a phone sends it at once; a
# connection that sends nothing, or too slowly, is dropped without an answer)
REQUEST_DEADLINE = 3.0
# an address that gave too many wrong tokens (seats.py) gets each further wrong answer this
# many seconds late (its guesses slow down; its valid tokens are served at once)
GUESS_DELAY = 1.0
# connections the system holds for the server before it accepts them (the library's default
# is 100): a guest whose connections, re-opened at once, fill this queue delays everyone's new
# connections by the system's retry (a second), a phone's too
BACKLOG = 1024
# the loop's thread (also what the filter of asyncio's lines below knows it by)
THREAD_NAME = "zuendstoff-phones"
_PATH = re.compile(r"^/p/([^/?#]{1,100})(/[^?#]*)?(?:[?#].*)?$")


def _quiet_logger() -> logging.Logger:
    log = logging.getLogger("zuendstoff.net.server")
    log.propagate = False  # never print a request (its URL holds a token) anywhere
    if not log.handlers:
        log.addHandler(logging.NullHandler())
    return log


# what asyncio says, for every write after the fifth, to a connection that is already gone
# (a phone or a guest that went away while it was being answered): nothing to act on
SEND_AFTER_LOSS = "socket.send() raised exception."


class LostSendFilter(logging.Filter):
    """Drops asyncio's :data:`SEND_AFTER_LOSS` lines logged on the phone server's loop; every
    other line of the ``asyncio`` logger, and this one from any other thread, passes."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not (record.threadName == THREAD_NAME and record.msg == SEND_AFTER_LOSS)


LOST_SEND_FILTER = LostSendFilter()


def defer_silent(sockets) -> None:
    """Where the system can (Linux: ``TCP_DEFER_ACCEPT``), have it hand the server a new
    connection only once its first bytes have come, or after :data:`REQUEST_DEADLINE`: a
    connection that sends nothing then costs the server no work at all, however often a guest
    opens one, and a phone's, which sends its request at once, is taken in at once."""
    option = getattr(socket, "TCP_DEFER_ACCEPT", None)
    if option is None:
        return
    for sock in sockets:
        try:
            sock.setsockopt(socket.IPPROTO_TCP, option, max(1, int(REQUEST_DEADLINE)))
        except OSError:  # not this system's: the admission's order alone holds
            pass


class ServerStartError(OSError):
    """The server could not listen (the port is taken, the address is not this machine's)."""

    def __init__(self, host: str, port: int, detail: str) -> None:
        super().__init__(f"The phone server cannot listen on {host} port {port}: {detail}.")
        self.host, self.port, self.detail = host, port, detail


class PhoneServer:
    """HTTP + WebSocket on a loop of its own. ``on_message(seat, token, raw) -> list[str]``
    answers a message; ``on_open(seat, token) -> str | None`` gives the state to send a new
    socket; ``on_close(seat, token)`` says the seat's socket is gone (``token``: the one the
    socket was opened with)."""

    def __init__(self, tokens: SeatTokens, web_root: Path,
                 on_message: Callable[[int, str, str | bytes], list[str]],
                 on_open: Callable[[int, str], str | None], on_close: Callable[[int, str], None],
                 host: str = "127.0.0.1", port: int = 0, ping_interval: float = 5.0) -> None:
        self.tokens = tokens
        self.web_root = Path(web_root)
        self.on_message, self.on_open, self.on_close = on_message, on_open, on_close
        self.host, self.port = host, port
        self.ping_interval = ping_interval
        self.on_error: Callable[[str], None] | None = None  # the loop's thread broke (rare)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._server = None
        self._active: dict[int, ServerConnection] = {}  # loop thread only
        self._queues: dict[ServerConnection, asyncio.Queue] = {}  # loop thread only
        self._files: dict[str, bytes] = {}
        self.admission = Admission()  # loop thread only
        self.address: tuple[str, int] = (host, port)

    # ------------------------------------------------------------ the caller's thread
    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> tuple[str, int]:
        """Listen; returns (host, port). Raises OSError with a plain sentence."""
        if self.running:
            return self.address
        logging.getLogger("asyncio").addFilter(LOST_SEND_FILTER)  # (once: addFilter keeps one)
        for name in ASSETS:  # read once: the page is the same for every seat
            self._files[name] = (self.web_root / name).read_bytes()
        loop = asyncio.new_event_loop()
        ready = threading.Event()
        outcome: dict[str, object] = {}
        settle = threading.Lock()  # start() giving up and run() opening do not cross

        def run() -> None:
            asyncio.set_event_loop(loop)
            try:
                server = loop.run_until_complete(self._open())
                sock = next(iter(server.sockets))
                address = sock.getsockname()[:2]
            except BaseException as exc:  # noqa: BLE001 - reported to start()
                outcome["error"] = exc
                ready.set()
                loop.close()
                return
            with settle:
                if outcome.get("abandoned"):
                    # start() gave up waiting: nobody will use or stop this server
                    server.close(close_connections=True)
                    loop.run_until_complete(server.wait_closed())
                    loop.close()
                    return
                self._server = server
                outcome["address"] = address
                ready.set()
            try:
                loop.run_forever()
            except Exception as exc:  # noqa: BLE001 - the loop itself broke: say so once
                if self.on_error is not None:
                    self.on_error(f"{type(exc).__name__}: {exc}")
            finally:
                loop.run_until_complete(loop.shutdown_asyncgens())
                loop.close()

        self._loop = loop
        self._thread = threading.Thread(target=run, name=THREAD_NAME, daemon=True)
        self._thread.start()
        if not ready.wait(START_TIMEOUT):
            with settle:
                late = ready.is_set()  # it opened just now after all
                if not late:
                    outcome["abandoned"] = True  # its thread closes what it opens, and ends
            if not late:
                self._thread = self._loop = None
                raise OSError("The phone server did not start in time.")
        error = outcome.get("error")
        if error is not None:
            self._thread.join(1)
            self._thread = self._loop = None
            detail = getattr(error, "strerror", None) or str(error)
            raise ServerStartError(self.host, self.port, detail)
        host, port = outcome["address"]
        self.address = (str(host), int(port))
        return self.address

    def stop(self, timeout: float = 1.0) -> None:
        """Close every socket and end the thread; idempotent."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        if thread.is_alive():
            try:
                future = asyncio.run_coroutine_threadsafe(self._close(), loop)
                future.result(timeout * 0.7)
            except Exception:  # noqa: BLE001 - stopping anyway
                pass
            try:
                loop.call_soon_threadsafe(loop.stop)
            except RuntimeError:
                pass
            thread.join(timeout * 0.3)
        self._loop = self._thread = None
        self._server = None

    def send(self, seat: int, text: str) -> None:
        """Queue ``text`` for ``seat``'s phone, if one is connected (never waits)."""
        self._call(self._send_now, seat, text)

    def close_seat(self, seat: int, code: int = CLOSE_REVOKED, reason: str = "code replaced") -> None:
        """Close ``seat``'s socket (re-issue, seat taken off the phones)."""
        self._call(self._close_seat_now, seat, code, reason)

    def _call(self, fn, *args) -> None:
        loop = self._loop
        if loop is not None and self.running:
            try:
                loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:  # the loop closed meanwhile
                pass

    # ------------------------------------------------------------ the loop's thread
    async def _open(self):
        # open_timeout: the request must have come (and been answered) within the deadline
        server = await serve(self._play, self.host, self.port, process_request=self._http,
                           process_response=finish_answer,
                           server_header=None, max_size=MAX_FRAME, max_queue=16,
                           ping_interval=self.ping_interval, ping_timeout=2 * self.ping_interval,
                           open_timeout=REQUEST_DEADLINE, close_timeout=0.5, logger=_quiet_logger(),
                           compression=None, backlog=BACKLOG,
                           create_connection=functools.partial(GuardedConnection, admission=self.admission))
        defer_silent(server.sockets)
        return server

    async def _close(self) -> None:
        server = self._server
        if server is not None:
            server.close(close_connections=True)
            try:
                await asyncio.wait_for(server.wait_closed(), 0.5)
            except (asyncio.TimeoutError, Exception):  # noqa: BLE001
                pass

    def _http(self, connection: ServerConnection, request: Request):
        """The answer to a request (None: go on with the WebSocket handshake)."""
        seat, answer = self._route(connection, request)
        if seat is None:  # no valid token: this connection gives up its place at once
            for late in self.admission.refused(connection):
                late.transport.abort()
            return answer
        self.admission.trusted(connection)  # a valid token: its connection is no guest's
        token, rest = answer
        if rest == "":  # the join URL: the page's files are relative to the folder
            return response(HTTPStatus.FOUND, b"", extra={"Location": f"/p/{token}/"})
        name = "index.html" if rest == "/" else rest[1:]
        if name == "ws":
            if request.method != "GET" or "websocket" not in request.headers.get("Upgrade", "").lower():
                return not_found()
            connection.zs_seat = seat  # type: ignore[attr-defined]
            connection.zs_token = token  # type: ignore[attr-defined]
            return None  # go on with the WebSocket handshake
        if name not in ASSETS:
            return not_found()
        return response(HTTPStatus.OK, self._files[name], ASSETS[name])

    def _route(self, connection: ServerConnection, request: Request):
        """(seat, (token, rest of the path)) for a valid token; (None, the answer) else."""
        if request.method not in ("GET", "HEAD"):  # (before the path: it tests no token)
            return None, plain(HTTPStatus.METHOD_NOT_ALLOWED, extra={"Allow": "GET, HEAD"})
        address = peer_address(connection.transport)  # (an IPv6 address counts with its /64)
        match = _PATH.match(request.path)
        if match is None:
            return None, not_found()
        token, rest = match.group(1), match.group(2) or ""
        guessing = self.tokens.blocked(address)  # (before this request counts)
        seat = self.tokens.lookup(token, address) if plausible(token) else None
        if seat is None:
            if not plausible(token):
                self.tokens.fail(address)
            return None, (self._slow_refusal() if guessing else not_found())
        return seat, (token, rest)

    @staticmethod
    async def _slow_refusal() -> Response:
        """A wrong token from an address that guessed too often: 429, a while later (the
        connection is one of the admission's late ones meanwhile: it holds no waiting place,
        and goes first when room is needed)."""
        await asyncio.sleep(GUESS_DELAY)
        return plain(HTTPStatus.TOO_MANY_REQUESTS, TOO_MANY)

    async def _play(self, ws: ServerConnection) -> None:
        seat = getattr(ws, "zs_seat", None)
        token = getattr(ws, "zs_token", "")
        if seat is None or not self.tokens.current(seat, token):
            await ws.close(CLOSE_REVOKED, "code not valid")
            return
        old = self._active.get(seat)
        if old is not None:
            self._close_conn(old, CLOSE_REPLACED, "opened on another page")
        self._active[seat] = ws
        queue: asyncio.Queue = asyncio.Queue()
        self._queues[ws] = queue
        writer = asyncio.ensure_future(self._write(ws, queue))
        try:
            state = self.on_open(seat, token)
            if state is not None:
                self._enqueue(ws, state)
            async for raw in ws:
                if not self.tokens.current(seat, token):
                    break
                for text in self.on_message(seat, token, raw):
                    self._enqueue(ws, text)
        except ConnectionClosed:
            pass
        finally:
            writer.cancel()
            self._queues.pop(ws, None)
            if self._active.get(seat) is ws:
                del self._active[seat]
                self.on_close(seat, token)

    async def _write(self, ws: ServerConnection, queue: asyncio.Queue) -> None:
        try:
            while True:
                text = await queue.get()
                await ws.send(text)
        except (ConnectionClosed, asyncio.CancelledError):
            pass

    def _send_now(self, seat: int, text: str) -> None:
        ws = self._active.get(seat)
        if ws is not None:
            self._enqueue(ws, text)

    def _enqueue(self, ws: ServerConnection, text: str) -> None:
        """Queue ``text`` for ``ws`` (a state from the table or an answer to the phone's own
        message); a phone that does not read costs no more memory: its socket is closed."""
        queue = self._queues.get(ws)
        if queue is None:
            return
        if queue.qsize() >= MAX_QUEUE:
            self._queues.pop(ws, None)
            self._close_conn(ws, CLOSE_TOO_SLOW, "not reading")
            return
        queue.put_nowait(text)

    def _close_seat_now(self, seat: int, code: int, reason: str) -> None:
        ws = self._active.pop(seat, None)
        if ws is not None:
            self._queues.pop(ws, None)  # nothing more is sent to it
            self._close_conn(ws, code, reason)  # the hub has said what became of the seat

    @staticmethod
    def _close_conn(ws: ServerConnection, code: int, reason: str) -> None:
        asyncio.ensure_future(ws.close(code, reason))
