"""A guest on the same network without a token (docs/security.md) cannot stall the phone
server, lock real players out or read anything it sent back. The server listens on
127.0.0.1; the guest comes from 127.0.0.2 (another loopback address) or, for a shared
address behind one router, from the phone's own 127.0.0.1. Every loop is bounded in count
and time; the times asserted are functional bounds with wide margins (the exact figures:
benchmarks/phone_guests.py)."""

from __future__ import annotations

import contextlib
import select
import socket
import threading
import time

import pytest
from net_helpers import (
    GUEST,
    IdleGuest,
    Phone,
    guest_socket,
    hold_idle,
    http_get,
    join,
    new_game,
    other_loopback_missing,
    page_load,
    raw_request,
    send_wrong_tokens,
    table,
)
from zuendstoff.net import server as server_module
from zuendstoff.net.hub import PhoneHub
from zuendstoff.net.seats import MAX_FAILURES, SeatTokens
from zuendstoff.net.server import NOT_FOUND, REQUEST_DEADLINE

#: the guests come from other loopback addresses (127.0.0.2...): skipped where the system has none
#: (macOS), saying so
MANY_GUESTS = tuple(f"127.0.0.{i}" for i in range(2, 2 + server_module.MAX_WAITING
                                                  // server_module.MAX_WAITING_PER_ADDRESS + 1))
OTHER_LOOPBACK = pytest.mark.skipif(bool(other_loopback_missing()), reason=other_loopback_missing()
                                    or "ok")
#: the phones and guests of the lock-out tests: 127.0.0.3 and 127.0.0.3-9
SHARED_LOOPBACKS = pytest.mark.skipif(
    bool(other_loopback_missing(tuple(f"127.0.0.{i}" for i in range(3, 10)))),
    reason=other_loopback_missing(tuple(f"127.0.0.{i}" for i in range(3, 10))) or "ok")
MANY_LOOPBACKS = pytest.mark.skipif(bool(other_loopback_missing(MANY_GUESTS)),
                                    reason=other_loopback_missing(MANY_GUESTS) or "ok")
# the second phone's address, shared with a guest (one router for all)
SAME = "127.0.0.3"
PHONES = ("127.0.0.1", SAME)  # seat 0's phone, seat 1's

APP_HEADERS = ("Content-Security-Policy", "Cache-Control", "Referrer-Policy", "X-Content-Type-Options",
               "X-Frame-Options")


@pytest.fixture
def live(qtbot):
    made = []

    def make(tokens=None):
        h = PhoneHub("127.0.0.1", 0, tokens=tokens)
        made.append(h)
        h.start()
        h.set_seats((0, 1))
        h.publish(new_game(2), table(2))
        return h

    yield make
    for h in made:
        h.stop()


def admission_alone(monkeypatch) -> None:
    """The server without TCP_DEFER_ACCEPT, as on systems that lack it (Windows, macOS):
    every silent connection reaches the admission, whose order alone must keep phones in."""
    monkeypatch.setattr(server_module, "defer_silent", lambda sockets: None)


@contextlib.contextmanager
def _guests(*targets):
    """The guests' threads (each ``target(*args, counts, stop=...)``) run while the block runs,
    and are stopped and joined (bounded) after it; yields the counts they keep."""
    stop, counts = threading.Event(), {}
    threads = [threading.Thread(target=t, args=(*args, counts), kwargs={"stop": stop}, daemon=True)
               for t, args in targets]
    for t in threads:
        t.start()
    try:
        yield counts
    finally:
        stop.set()
        for t in threads:
            t.join(10)


def _joins_answered(h, count: int = 2) -> list[str]:
    """``count`` whole joins, the two phones in turn; what went wrong in any (generous waits:
    the outcome is asserted, not the speed, which benchmarks/phone_guests.py measures)."""
    failures = []
    for i in range(count):
        seat = i % 2
        try:
            join(h, seat, PHONES[seat], timeout=10.0)
        except Exception as exc:  # noqa: BLE001 - reported
            failures.append(f"join {i} from {PHONES[seat]}: {exc!r}")
    return failures


def _timed_load(url: str, timeout: float) -> float:
    started = time.monotonic()
    try:
        page_load(url, timeout)
    except Exception:  # noqa: BLE001 - a load that failed counts as too slow
        return float("inf")
    return time.monotonic() - started


def _closed_within(sock: socket.socket, seconds: float) -> bool:
    """Whether the server closes ``sock`` within ``seconds`` (EOF or reset, no answer)."""
    sock.settimeout(seconds)
    try:
        return sock.recv(1) == b""
    except ConnectionResetError:
        return True
    except TimeoutError:
        return False


def assert_app_headers(headers: dict, body: bytes, *forbidden: bytes) -> None:
    for key in APP_HEADERS:
        assert key in headers, key
    assert "Server" not in headers
    assert b"websocket" not in body.lower() and b"python" not in body.lower()
    for word in forbidden:
        assert word not in body and all(word.decode() not in v for v in headers.values())


# ---------------------------------------------------------------- stalling
@OTHER_LOOPBACK
def test_a_phone_joins_while_a_guest_holds_100_idle_connections_for_10_s(live):
    """The issue's target: during 10 s of 100 idle connections from another address, at
    least 90% of a phone's page loads answer within 2 s (today's code let 1 in 29 through)."""
    h = live()
    url = h.url(0)
    times = []
    # (re-opening at most every 5 ms keeps the shared test machine usable; the benchmark
    # benchmarks/phone_guests.py re-opens as fast as it can)
    with IdleGuest(h.address, count=100, seconds=10.0, pause=0.005) as guest:
        guest.wait_full()
        end = time.monotonic() + 10.0
        for _ in range(60):  # bounded: a load every ~0.15 s or so, for 10 s
            if time.monotonic() >= end:
                break
            times.append(_timed_load(url, timeout=4.0))
            time.sleep(0.1)
    within = sum(t <= 2.0 for t in times)
    assert len(times) >= 10
    assert within >= 0.9 * len(times), (within, len(times), guest.opened, guest.cut)
    assert guest.opened >= 100  # the guest did hold (and re-open) its connections


@SHARED_LOOPBACKS
@pytest.mark.parametrize("deferred", [True, False], ids=["deferred", "admission-alone"])
def test_a_phone_joins_from_its_own_address_while_a_guest_there_holds_200_idle_connections(
        live, monkeypatch, deferred):
    """The issue's guest at the phone's own address, each connection the server closes
    re-opened at once: before, the phone's fresh connections were the ones pushed out (none
    of its joins from that address was answered)."""
    if not deferred:
        admission_alone(monkeypatch)
    h = live()
    with _guests((hold_idle, (h.address, SAME, 200, 0.0, 60.0))) as counts:
        time.sleep(0.5)  # (the guest opens its 200 first)
        failures = _joins_answered(h, 4 if deferred else 2)
    assert failures == [], (failures, counts)
    assert counts.get("opened", 0) >= 200


@SHARED_LOOPBACKS
def test_a_phone_joins_from_its_own_address_while_a_guesser_there_keeps_50_wrong_tokens_in_flight(live):
    """A guesser at the phone's address, its wrong tokens answered late (429 a second later):
    before, its waiting connections kept their places and the phone's were pushed out."""
    h = live()
    with _guests((send_wrong_tokens, (h.address, SAME, 50, 60.0))) as counts:
        end = time.monotonic() + 10
        while counts.get("429", 0) + counts.get("cut", 0) < 20 and time.monotonic() < end:
            time.sleep(0.05)  # (bounded) until the address counts as a guesser's
        failures = _joins_answered(h, 4)
    assert failures == [], (failures, counts)
    assert counts.get("404", 0) == MAX_FAILURES  # it was a guesser's address: the rest came late or went


@SHARED_LOOPBACKS
@pytest.mark.parametrize("deferred", [True, False], ids=["deferred", "admission-alone"])
def test_a_phone_joins_while_a_guest_on_8_addresses_holds_40_connections_on_each(live, monkeypatch, deferred):
    """Both phones' addresses among the guest's eight: more waiting connections than the
    server keeps in all, each re-opened at once."""
    if not deferred:
        admission_alone(monkeypatch)
    h = live()
    sources = ("127.0.0.1",) + tuple(f"127.0.0.{i}" for i in range(3, 10))
    with _guests(*[(hold_idle, (h.address, source, 40, 0.0, 60.0)) for source in sources]) as counts:
        time.sleep(0.5)
        failures = _joins_answered(h, 4 if deferred else 2)
    assert failures == [], (failures, counts)
    assert counts.get("opened", 0) >= 8 * 40


@SHARED_LOOPBACKS
def test_a_phones_request_that_came_while_the_loop_was_busy_outlives_newer_silent_guests(live, monkeypatch):
    """The moment the issue names: the phone's fresh connection has sent its request, but
    the loop, busy, has not read it when a guest's newer connections from the same address
    are taken in. Before, age alone chose, and the phone's was pushed out; now the silent
    ones go. (The loop is held busy on purpose for 0.6 s, so that it takes them in at once.)"""
    admission_alone(monkeypatch)
    monkeypatch.setattr(server_module, "REQUEST_DEADLINE", 30.0)  # (only the cap closes them here)
    h = live()
    path = h.url(1).split(str(h.address[1]), 1)[1] + "/"
    busy = threading.Event()

    def hold_the_loop() -> None:
        busy.set()
        time.sleep(0.6)

    h._server._loop.call_soon_threadsafe(hold_the_loop)
    assert busy.wait(5)
    phone = guest_socket(h.address, SAME)
    guests = []
    try:
        phone.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        guests = [guest_socket(h.address, SAME) for _ in range(server_module.MAX_WAITING_PER_ADDRESS + 24)]
        phone.settimeout(10)
        answer = b""
        for _ in range(1000):  # (bounded) to the end of the answer
            chunk = phone.recv(65536)
            if not chunk:
                break
            answer += chunk
        assert answer.startswith(b"HTTP/1.1 200") and b"phone.js" in answer
        # the guest's oldest silent ones went instead (beyond its share of 16, the phone's
        # among them while it waited), the rest are still open
        time.sleep(0.5)
        closed, _, _ = select.select(guests, [], [], 1.0)
        assert 24 <= len(closed) <= 25 and set(closed) <= set(guests[:25])
    finally:
        phone.close()
        for g in guests:
            g.close()


def _accepted(h, n: int, qtbot) -> None:
    """Wait (bounded) until the server has taken ``n`` connections in (or cut some off)."""
    qtbot.waitUntil(lambda: len(h._server._server.handler_tasks) >= n, timeout=3000)
    qtbot.wait(100)


@OTHER_LOOPBACK
def test_a_guests_idle_connections_beyond_its_share_push_out_its_own_oldest(live, qtbot, monkeypatch):
    monkeypatch.setattr(server_module, "REQUEST_DEADLINE", 30.0)  # (only the cap closes them here)
    admission_alone(monkeypatch)  # (deferred, the silent ones would not reach the server at all)
    h = live()
    per = server_module.MAX_WAITING_PER_ADDRESS
    idle = [guest_socket(h.address) for _ in range(per + 10)]
    try:
        _accepted(h, per, qtbot)
        # the ten oldest went (the newest stay: a phone's fresh connection is never the one cut)
        assert all(_closed_within(s, 1.0) for s in idle[:10])
        assert not any(_closed_within(s, 0.05) for s in idle[-3:])
        assert h._server.admission.count(GUEST) == per
        page_load(h.url(0), timeout=3.0)  # another address is not touched at all
    finally:
        for sock in idle:
            sock.close()


@MANY_LOOPBACKS
def test_a_new_connection_gets_in_when_guests_from_many_addresses_fill_the_waiting_room(live, qtbot, monkeypatch):
    monkeypatch.setattr(server_module, "REQUEST_DEADLINE", 30.0)  # (only the cap closes them here)
    admission_alone(monkeypatch)
    h = live()
    per = server_module.MAX_WAITING_PER_ADDRESS
    idle = []
    try:
        for source in MANY_GUESTS:  # more than MAX_WAITING in all, none over its own share
            idle += [guest_socket(h.address, source) for _ in range(per)]
        _accepted(h, server_module.MAX_WAITING, qtbot)
        # a phone from yet another address: its connection pushes out the oldest waiting one
        page_load(h.url(0), timeout=3.0)
        assert h._server.admission.count() <= server_module.MAX_WAITING
    finally:
        for sock in idle:
            sock.close()


@OTHER_LOOPBACK
def test_a_connection_that_sends_nothing_or_too_slowly_is_dropped_at_the_deadline(live):
    """A connection that sends part of a request is taken in at once and has the deadline
    for the rest; one that sends nothing is not even handed to the server for a deadline's
    time where the system can hold it back (TCP_DEFER_ACCEPT), then has the deadline too."""
    h = live()
    silent = guest_socket(h.address)
    slow = guest_socket(h.address)
    started = time.monotonic()
    try:
        dropped = False
        for byte in b"GET /p/":  # one byte every 0.4 s: never a whole request in time
            try:
                slow.sendall(bytes([byte]))
            except OSError:
                dropped = True
                break
            time.sleep(0.4)
        assert dropped or _closed_within(slow, REQUEST_DEADLINE + 1.0)
        assert time.monotonic() - started < REQUEST_DEADLINE + 2.0
        assert _closed_within(silent, 2 * REQUEST_DEADLINE + 2.0)
        assert time.monotonic() - started < 2 * REQUEST_DEADLINE + 3.0
    finally:
        silent.close()
        slow.close()


def test_admission_pushes_out_the_oldest_waiting_and_keeps_room_for_valid_tokens():
    from zuendstoff.net.server import Admission
    adm = Admission(per_address=2, waiting=3, total=5)
    assert adm.admit("g1", "guest") == [] and adm.admit("g2", "guest") == []
    assert adm.admit("g3", "guest") == ["g1"]  # its own oldest, not anyone else's
    adm.gone("g1")
    assert adm.admit("p1", "phone") == []
    assert adm.admit("o1", "other") == ["g2"]  # the waiting room is full: the oldest of all
    adm.gone("g2")
    adm.trusted("p1")  # a valid token: p1 no longer waits
    for conn in ("t1", "t2"):  # more with valid tokens: they never count as waiting
        assert adm.admit(conn, "phone") == []
        adm.trusted(conn)
    assert adm.count() == 2 and adm.count("guest") == 1
    # five open (three with valid tokens): one more pushes out the oldest waiting one
    assert adm.admit("n1", "new") == ["g3"]
    adm.gone("g3")
    assert adm.admit("n2", "new") == ["o1"]


# ---------------------------------------------------------------- locking out
def test_25_wrong_tokens_from_the_phones_own_address_do_not_lock_its_valid_token_out(live, monkeypatch):
    """Behind one router a guesser shares the players' address: its wrong tokens are slowed
    down (429, late), the players' valid tokens are served as ever."""
    monkeypatch.setattr(server_module, "GUESS_DELAY", 0.3)
    h = live(tokens=SeatTokens())
    base = f"http://127.0.0.1:{h.address[1]}"
    statuses = []
    slowest = 0.0
    for i in range(25):
        started = time.monotonic()
        statuses.append(http_get(f"{base}/p/{'C' * 30}{i:02d}/")[0])
        slowest = max(slowest, time.monotonic() - started)
    assert statuses[:MAX_FAILURES] == [404] * MAX_FAILURES
    assert statuses[MAX_FAILURES:] == [429] * (25 - MAX_FAILURES)
    assert slowest >= 0.25  # the guesses after the limit came back late
    status, _, body = http_get(h.url(0) + "/")
    assert status == 200 and b"phone.js" in body
    phone = Phone(h.url(0))  # and the play channel opens
    assert phone.state()["seat"] == 0
    phone.close()


# ---------------------------------------------------------------- methods
@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE", "BREW"])
def test_methods_other_than_get_and_head_get_405_even_with_a_valid_token(live, method):
    h = live()
    path = h.url(0).split(str(h.address[1]), 1)[1] + "/"
    request = f"{method} {path} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n".encode()
    status, headers, body = raw_request(h.address, request)
    assert status == 405 and headers["Allow"] == "GET, HEAD"
    assert_app_headers(headers, body)
    assert b"phone.js" not in body and int(headers["Content-Length"]) == len(body)


def test_a_request_with_a_body_is_closed_without_an_answer_and_the_server_goes_on(live):
    """The library's parser refuses a request body before any hook runs: no answer at all
    (documented in docs/phone-protocol.md), nothing echoed, and the next request is served."""
    h = live()
    path = h.url(0).split(str(h.address[1]), 1)[1] + "/"
    for extra in (f"Content-Length: {len(MARK)}\r\n\r\n{MARK}", "Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n"):
        for method in ("POST", "GET"):
            request = f"{method} {path} HTTP/1.1\r\nHost: x\r\n{extra}".encode()
            assert raw_request(h.address, request) == (0, {}, b"")
    assert http_get(h.url(0) + "/")[0] == 200


def test_head_gets_the_headers_of_get_and_no_body(live):
    h = live()
    path = h.url(0).split(str(h.address[1]), 1)[1]
    for target, status_wanted in ((path + "/", 200), (path + "/phone.js", 200), ("/p/" + "D" * 32, 404),
                                  (path, 302)):
        get = raw_request(h.address, f"GET {target} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        head = raw_request(h.address, f"HEAD {target} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        assert get[0] == head[0] == status_wanted
        assert head[2] == b""  # (read to the end: nothing follows the headers)
        assert head[1]["Content-Length"] == get[1]["Content-Length"] == str(len(get[2]))
        assert head[1]["Content-Type"] == get[1]["Content-Type"]
        assert_app_headers(head[1], head[2])


# ---------------------------------------------------------------- the library's own answers
MARK = "zz-echo-marker-9137"


def _library_requests(path: str) -> list[tuple[bytes, int]]:
    key_echo = (f"GET {path}/ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                f"Sec-WebSocket-Key: {MARK}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode()
    version_echo = (f"GET {path}/ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    f"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: {MARK}\r\n\r\n"
                    ).encode()
    return [
        (f"GET /{MARK}{'a' * 9000} HTTP/1.1\r\nHost: x\r\n\r\n".encode(), 414),
        (f"GET / HTTP/1.1\r\nX-{MARK}: {'b' * 9000}\r\n\r\n".encode(), 431),
        (("GET / HTTP/1.1\r\n" + "".join(f"X-{MARK}-{i}: 1\r\n" for i in range(130)) + "\r\n").encode(), 431),
        (key_echo, 400),
        (version_echo, 400),
    ]


@OTHER_LOOPBACK
def test_the_librarys_own_answers_carry_the_apps_headers_and_echo_nothing(live):
    h = live()
    path = h.url(0).split(str(h.address[1]), 1)[1]
    for request, status_wanted in _library_requests(path):
        for source in ("127.0.0.1", GUEST):
            status, headers, body = raw_request(h.address, request, source=source)
            assert status == status_wanted, (status, body)
            assert_app_headers(headers, body, MARK.encode())
            assert headers["Content-Security-Policy"].startswith("default-src 'none'")
            assert int(headers["Content-Length"]) == len(body)


def test_our_own_answers_still_carry_their_headers_and_no_server_name(live):
    h = live()
    for target in ("/", "/p/" + "E" * 32, h.url(0).split(str(h.address[1]), 1)[1] + "/"):
        status, headers, body = raw_request(h.address, f"GET {target} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        assert status in (200, 404)
        assert_app_headers(headers, b"" if status == 200 else body)
        if status == 404:
            assert body == NOT_FOUND
