"""The phone server: HTTP for the page, a WebSocket for play, on one asyncio loop in one
daemon thread (the ``websockets`` library; no HTTP or WebSocket code of our own).

URLs (docs/phone-protocol.md): ``GET /p/<token>/`` the page, ``/p/<token>/<file>`` its
files, ``/p/<token>/ws`` the play channel. Anything else, a wrong token and a token no
longer valid get the same 404 (one fixed line in English and German); an address that
guessed too often gets a bare 429 for its wrong tokens, a second late (a valid token from
that address is still served: players behind one router share it). Methods other than GET
and HEAD get 405; HEAD gets the headers of GET without the body.
Nothing in an answer without a valid token depends on the game, and no answer repeats
anything the client sent: the answers the ``websockets`` library makes itself (414, 431,
400, ...) are made by :func:`library_answer` (a fixed body, the app's headers).

Guests on the same network without a token (docs/security.md) cannot hold the server up:
a connection must send its whole request within :data:`REQUEST_DEADLINE`; connections
that have not shown a valid token are limited per address and in all (one more pushes out
the oldest of them, so a new phone always gets in); the rest of :data:`MAX_CONNECTIONS` is
kept for connections that have shown a valid token (:class:`Admission`).

Thread rules: the loop's thread never touches Qt or a game. The caller's thread talks to
the loop only through :meth:`send`, :meth:`close_seat` and :meth:`stop`, which hand work
over with ``loop.call_soon_threadsafe`` / ``asyncio.run_coroutine_threadsafe`` and never
wait on the network. Incoming messages go to the callbacks given at construction; they
run on the loop's thread and must be quick and thread-safe.
"""

from __future__ import annotations

import asyncio
import base64
import functools
import hashlib
import logging
import re
import threading
from collections.abc import Callable
from http import HTTPStatus
from pathlib import Path

from websockets.asyncio.server import ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

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
# connections that have not shown a valid token yet (just accepted, request on its way, a
# wrong token being answered): at most this many per address and in all; one more pushes
# out the oldest of them (of its address, else of all), so a phone's new connection always
# gets in and a guest's idle ones go first
MAX_WAITING_PER_ADDRESS = 16
MAX_WAITING = 64
# open TCP connections at once in all; what MAX_WAITING leaves is kept for connections with
# a valid token (five phones with their pages need a few dozen at most)
MAX_CONNECTIONS = 256
# an address that gave too many wrong tokens (seats.py) gets each further wrong answer this
# many seconds late (its guesses slow down; its valid tokens are served at once)
GUESS_DELAY = 1.0
# the one answer to a wrong path or token: a readable line in both languages, the same bytes
# whatever the game (no name of the app, a seat or a game); its style is allowed by its hash
_NOT_FOUND_STYLE = ("body{margin:0;padding:24px;background:#0b1026;color:#f4f4f8;"
                    "font:18px/1.4 system-ui,sans-serif}p{margin:0 0 12px}")
NOT_FOUND = ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
             '<meta name="viewport" content="width=device-width, initial-scale=1">'
             '<meta name="referrer" content="no-referrer"><title>404</title>'
             f'<style>{_NOT_FOUND_STYLE}</style></head><body>'
             '<p>Not found — this link does not work (any more).</p>'
             '<p lang="de">Nicht gefunden – dieser Link gilt nicht (mehr).</p>'
             '</body></html>\n').encode("utf-8")
NOT_FOUND_CSP = ("default-src 'none'; style-src 'sha256-"
                 + base64.b64encode(hashlib.sha256(_NOT_FOUND_STYLE.encode("utf-8")).digest()).decode("ascii")
                 + "'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
TOO_MANY = b"Too many attempts\n"
# the policy of the plain-text answers (429, 405, the library's own): nothing may load
PLAIN_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
_PATH = re.compile(r"^/p/([^/?#]{1,100})(/[^?#]*)?(?:[?#].*)?$")

def _quiet_logger() -> logging.Logger:
    log = logging.getLogger("zuendstoff.net.server")
    log.propagate = False  # never print a request (its URL holds a token) anywhere
    if not log.handlers:
        log.addHandler(logging.NullHandler())
    return log


PAGE_CSP = ("default-src 'self'; connect-src 'self'; img-src 'self' data:; "
            "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")


def security_headers(content_type: str, length: int, csp: str = PAGE_CSP) -> Headers:
    headers = Headers()
    headers["Content-Type"] = content_type
    headers["Content-Length"] = str(length)
    headers["Cache-Control"] = "no-store"
    headers["Pragma"] = "no-cache"
    headers["Content-Security-Policy"] = csp
    headers["Referrer-Policy"] = "no-referrer"
    headers["X-Content-Type-Options"] = "nosniff"
    headers["X-Frame-Options"] = "DENY"
    headers["Connection"] = "close"
    return headers


def _response(status: HTTPStatus, body: bytes, content_type: str = "text/plain; charset=utf-8",
              extra: dict[str, str] | None = None, csp: str = PAGE_CSP) -> Response:
    headers = security_headers(content_type, len(body), csp)
    for key, value in (extra or {}).items():
        headers[key] = value
    return Response(status.value, status.phrase, headers, body)


def _not_found() -> Response:
    return _response(HTTPStatus.NOT_FOUND, NOT_FOUND, "text/html; charset=utf-8", csp=NOT_FOUND_CSP)


def _plain(status: HTTPStatus, body: bytes | None = None, extra: dict[str, str] | None = None) -> Response:
    """A short plain-text answer: the status line's words unless ``body`` is given."""
    if body is None:
        body = f"{status.value} {status.phrase}\n".encode("ascii")
    return _response(status, body, extra=extra, csp=PLAIN_CSP)


def library_answer(status, text: str = "") -> Response:
    """What the ``websockets`` library answers by itself (a request line or header too long,
    a failed WebSocket handshake, a server shutting down, ...): its status with a fixed body
    and the app's headers. ``text`` (the library's words, which may quote the request and
    name the library) is never sent."""
    try:
        status = HTTPStatus(int(status))
    except ValueError:
        status = HTTPStatus.BAD_REQUEST
    return _plain(status)


# headers every answer carries, the WebSocket's 101 included (the rest of security_headers
# describes a body, which a 101 does not have)
_ALWAYS = ("Cache-Control", "Pragma", "Content-Security-Policy", "Referrer-Policy",
           "X-Content-Type-Options", "X-Frame-Options")


def _address(transport) -> str:
    peer = transport.get_extra_info("peername") if transport is not None else None
    return str(peer[0]) if peer else "?"


class Admission:
    """Which connections are open, and which of them have not shown a valid token yet.

    Loop thread only. :meth:`admit` takes a new connection in and returns the connections
    to cut off: the oldest waiting one of the same address beyond ``per_address``, else the
    oldest waiting one of all beyond ``waiting``, and when ``total`` connections are open the
    oldest waiting one (the new one itself when no other waits)."""

    def __init__(self, per_address: int | None = None, waiting: int | None = None,
                 total: int | None = None) -> None:
        self.per_address = MAX_WAITING_PER_ADDRESS if per_address is None else per_address
        self.waiting_cap = MAX_WAITING if waiting is None else waiting
        self.total = MAX_CONNECTIONS if total is None else total
        self.open: set = set()
        self.waiting: dict = {}  # connection -> address, oldest first

    def admit(self, conn, address: str) -> list:
        self.open.add(conn)
        self.waiting[conn] = address
        victims = []
        same = [c for c, a in self.waiting.items() if a == address]
        if len(same) > self.per_address:
            victims.append(same[0])
        elif len(self.waiting) > self.waiting_cap:
            victims.append(next(iter(self.waiting)))
        for victim in victims:
            self.waiting.pop(victim, None)
        if len(self.open) - len(victims) > self.total:
            oldest = next(iter(self.waiting), conn)
            self.waiting.pop(oldest, None)
            victims.append(oldest)
        return victims

    def trusted(self, conn) -> None:
        """``conn`` showed a valid token: it no longer counts as waiting."""
        self.waiting.pop(conn, None)

    def gone(self, conn) -> None:
        self.waiting.pop(conn, None)
        self.open.discard(conn)

    def count(self, address: str | None = None) -> int:
        """Waiting connections (of ``address``, or of all); may be read from another thread
        (a copy first: the loop's thread may change the dict meanwhile)."""
        return sum(1 for a in list(self.waiting.values()) if address is None or a == address)


class _GuardedConnection(ServerConnection):
    """A connection that takes part in :class:`Admission` and whose library-made answers
    are :func:`library_answer`'s."""

    def __init__(self, protocol, server, *, admission: Admission, **kwargs) -> None:
        # the library's own answers (made by the protocol's reject(), also where no hook is
        # called: a request line or header too long) become the app's; the library shadows
        # protocol methods per instance the same way (select_subprotocol)
        protocol.reject = library_answer
        super().__init__(protocol, server, **kwargs)
        self.admission = admission

    def connection_made(self, transport) -> None:
        super().connection_made(transport)  # (registers its handler: it ends with the transport)
        for victim in self.admission.admit(self, _address(transport)):
            victim.transport.abort()

    def connection_lost(self, exc) -> None:
        self.admission.gone(self)
        super().connection_lost(exc)


def _finish_body(request: Request, response: Response) -> Response:
    if request.method == "HEAD" and response.body:
        return Response(response.status_code, response.reason_phrase, response.headers, b"")
    return response


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
        self._thread = threading.Thread(target=run, name="zuendstoff-phones", daemon=True)
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
        return await serve(self._play, self.host, self.port, process_request=self._http,
                           process_response=self._finish,
                           server_header=None, max_size=MAX_FRAME, max_queue=16,
                           ping_interval=self.ping_interval, ping_timeout=2 * self.ping_interval,
                           open_timeout=REQUEST_DEADLINE, close_timeout=0.5, logger=_quiet_logger(),
                           compression=None,
                           create_connection=functools.partial(_GuardedConnection, admission=self.admission))

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
        if request.method not in ("GET", "HEAD"):  # (before the path: it tests no token)
            return _plain(HTTPStatus.METHOD_NOT_ALLOWED, extra={"Allow": "GET, HEAD"})
        address = _address(connection.transport)
        match = _PATH.match(request.path)
        if match is None:
            return _not_found()
        token, rest = match.group(1), match.group(2) or ""
        guessing = self.tokens.blocked(address)  # (before this request counts)
        seat = self.tokens.lookup(token, address) if plausible(token) else None
        if seat is None:
            if not plausible(token):
                self.tokens.fail(address)
            if guessing:
                return self._slow_refusal()
            return _not_found()
        self.admission.trusted(connection)  # a valid token: its connection is no guest's
        if rest == "":  # the join URL: the page's files are relative to the folder
            return _response(HTTPStatus.FOUND, b"", extra={"Location": f"/p/{token}/"})
        name = "index.html" if rest == "/" else rest[1:]
        if name == "ws":
            if request.method != "GET" or "websocket" not in request.headers.get("Upgrade", "").lower():
                return _not_found()
            connection.zs_seat = seat  # type: ignore[attr-defined]
            connection.zs_token = token  # type: ignore[attr-defined]
            return None  # go on with the WebSocket handshake
        if name not in ASSETS:
            return _not_found()
        return _response(HTTPStatus.OK, self._files[name], ASSETS[name])

    @staticmethod
    async def _slow_refusal() -> Response:
        """A wrong token from an address that guessed too often: 429, a while later (the
        connection still counts as waiting meanwhile, so it may be pushed out instead)."""
        await asyncio.sleep(GUESS_DELAY)
        return _plain(HTTPStatus.TOO_MANY_REQUESTS, TOO_MANY)

    @staticmethod
    def _finish(connection: ServerConnection, request: Request, response: Response) -> Response:
        """Every answer that leaves through the handshake (ours, the library's, the 101):
        the app's headers, no ``Server``, and no body for HEAD."""
        headers = response.headers
        if response.status_code != HTTPStatus.SWITCHING_PROTOCOLS and response.body \
                and "Content-Security-Policy" not in headers:
            return _finish_body(request, library_answer(response.status_code))
        base = security_headers("", 0, PLAIN_CSP)
        for key in _ALWAYS:
            if key not in headers:
                headers[key] = base[key]
        if "Server" in headers:
            del headers["Server"]
        return _finish_body(request, response)

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
