"""The PhoneHub over real sockets on 127.0.0.1: pages, tokens, re-issue, signals, faults."""

from __future__ import annotations

import json
import socket
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from net_helpers import Phone, fingerprint, http_get, new_game, table
from PySide6.QtCore import QCoreApplication, QThread
from test_protocol import raw_messages
from websockets.exceptions import ConnectionClosed
from zuendstoff.engine import PlayCard
from zuendstoff.net.hub import PhoneHub, TableInfo
from zuendstoff.net.seats import SeatTokens
from zuendstoff.net.server import CLOSE_LEFT, CLOSE_REVOKED, MAX_FRAME, NOT_FOUND


@pytest.fixture
def hub(qtbot):
    made = []

    def make(seats=(0, 1, 2), game=None, tokens=None):
        h = PhoneHub("127.0.0.1", 0, tokens=tokens)
        made.append(h)
        h.start()
        h.set_seats(seats)
        if game is not None:
            h.publish(game, table(game.seats))
        return h

    yield make
    for h in made:
        h.stop()


def wait_state(qtbot, hub, seat, state):
    qtbot.waitUntil(lambda: hub.connection(seat) == state, timeout=5000)


def test_start_listens_on_the_real_port_and_stop_is_quick_and_idempotent(hub):
    h = hub()
    host, port = h.address
    assert host == "127.0.0.1" and port > 0 and h.running
    url = h.url(1)
    assert url.startswith(f"http://127.0.0.1:{port}/p/") and len(url.rsplit("/", 1)[1]) >= 32
    started = time.monotonic()
    h.stop()
    assert time.monotonic() - started <= 1.0 and not h.running
    h.stop()
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=1).close()


def test_a_port_in_use_is_a_plain_oserror(hub):
    h = hub()
    other = PhoneHub("127.0.0.1", h.address[1])
    with pytest.raises(OSError) as err:
        other.start()
    assert "cannot listen on 127.0.0.1 port" in str(err.value) and not other.running


def test_the_page_is_served_with_security_headers_and_only_with_a_token(hub):
    h = hub(game=new_game(3))
    url = h.url(0)
    status, headers, _ = http_get(url)
    assert status == 302 and headers["Location"] == url.split(str(h.address[1]), 1)[1] + "/"
    status, headers, body = http_get(url + "/")
    assert status == 200 and b"phone.js" in body and headers["Content-Type"].startswith("text/html")
    assert headers["Cache-Control"] == "no-store" and headers["Referrer-Policy"] == "no-referrer"
    assert "default-src 'self'" in headers["Content-Security-Policy"]
    assert "Server" not in headers
    for asset in ("phone.js", "phone.css"):
        status, headers, body = http_get(f"{url}/{asset}")
        assert status == 200 and len(body) > 1000
    assert http_get(url + "/%2E%2E/%2E%2E/pyproject.toml")[0] == 404  # a path up the tree
    assert http_get(f"{url}/hub.py")[0] == 404


def _bare(url):
    status, headers, body = http_get(url)
    headers.pop("Date", None)
    return status, headers, body


def test_without_a_valid_token_the_answer_is_the_same_404_whatever_the_game(hub):
    a = hub(game=new_game(3, seed=1))
    b = hub(seats=(1,), game=new_game(2, seed=2))
    answers = set()
    for h in (a, b):
        base = f"http://127.0.0.1:{h.address[1]}"
        token = h.url(h.seats()[0]).rsplit("/", 1)[1]
        # near misses of the real token (never the token itself: a token may end in "x")
        last_changed = token[:-1] + ("y" if token.endswith("x") else "x")
        case_changed = token.swapcase()
        assert token not in (last_changed, case_changed)
        for path in ("/", "/p/", "/p/" + "A" * 32, "/p/" + "A" * 32 + "/ws", "/p/" + last_changed,
                     "/p/" + case_changed + "/phone.js", "/favicon.ico", "/p/%00", "/index.html"):
            status, headers, body = _bare(base + path)
            answers.add((status, json.dumps(headers, sort_keys=True), body))
    assert len(answers) == 1
    status, headers, body = answers.pop()
    assert status == 404 and body == NOT_FOUND
    for word in (b"Anna", b"Ben", b"seat", b"game", b"Z\xc3\xbcndstoff", b"<script", b"src="):
        assert word not in body
    csp = json.loads(headers)["Content-Security-Policy"]
    assert csp.startswith("default-src 'none'; style-src 'sha256-") and "script" not in csp


def test_failed_attempts_are_slowed_per_address_but_a_right_token_is_served(hub, monkeypatch):
    import zuendstoff.net.server as server_module

    monkeypatch.setattr(server_module, "GUESS_DELAY", 0.2)
    h = hub(tokens=SeatTokens(max_failures=5, window=60, block=60), game=new_game(3))
    url = h.url(0)
    assert http_get(url + "/")[0] == 200
    for i in range(5):
        assert http_get(f"http://127.0.0.1:{h.address[1]}/p/{'B' * 31}{i}")[0] == 404
    assert http_get(f"http://127.0.0.1:{h.address[1]}/p/{'B' * 31}x")[0] == 429  # (late)
    assert http_get(url + "/")[0] == 200  # players behind the same router are not locked out
    phone = Phone(url)  # nor is the play channel
    assert phone.state()["seat"] == 0
    phone.close()


def test_signals_arrive_on_the_gui_thread_and_states_follow_the_socket(qtbot, hub):
    game = new_game(3)
    h = hub(game=game)
    assert h.connection(0) == "waiting"
    threads = []
    h.decisionReceived.connect(lambda s, d, _offer: threads.append(QThread.currentThread()))
    h.connectionChanged.connect(lambda s, st: threads.append(QThread.currentThread()))
    with qtbot.waitSignal(h.connectionChanged, timeout=5000) as sig:
        phone = Phone(h.url(0))
    assert sig.args == [0, "connected"]
    state = phone.state()
    assert state["seat"] == 0 and len(state["hand"]) == 11
    with qtbot.waitSignal(h.decisionReceived, timeout=5000) as sig:
        phone.decide(state["version"], {"kind": "card", "card": "red3"})
        assert phone.recv_type("ok")["version"] == state["version"]
    assert sig.args == [0, PlayCard(0, "red3"), state["offer"]]
    with qtbot.waitSignal(h.connectionChanged, timeout=5000) as sig:
        phone.close()
    assert sig.args == [0, "lost"]
    main = QCoreApplication.instance().thread()
    assert threads and all(t is main for t in threads)


def test_a_phone_that_reconnects_gets_its_state_back_with_its_laid_card(qtbot, hub):
    game = new_game(3)
    h = hub(game=game)
    h.decisionReceived.connect(lambda s, d, _offer: (game.apply(d), h.publish(game, table(3))))
    phone = Phone(h.url(2))
    state = phone.state()
    with qtbot.waitSignal(h.decisionReceived, timeout=5000):
        phone.decide(state["version"], {"kind": "card", "card": "black3"}, "once")
    assert phone.state()["laid"] == "black3"
    phone.close()
    wait_state(qtbot, h, 2, "lost")
    again = Phone(h.url(2))
    back = again.state()
    assert back["laid"] == "black3" and "black3" not in back["hand"] and back["decisions"] == []
    wait_state(qtbot, h, 2, "connected")
    # the resent message (same id) is answered as before and applied no second time
    before = fingerprint(game)
    again.decide(state["version"], {"kind": "card", "card": "black3"}, "once")
    assert again.recv_type("ok")["id"] == "once"
    qtbot.wait(100)
    assert fingerprint(game) == before
    again.close()


def test_reissue_cuts_the_old_socket_and_page_off_at_once(qtbot, hub):
    game = new_game(3)
    h = hub(game=game)
    old_url = h.url(1)
    phone = Phone(old_url)
    phone.state()
    wait_state(qtbot, h, 1, "connected")
    new_url = h.reissue(1)
    assert new_url != old_url and h.connection(1) == "waiting"
    with pytest.raises(ConnectionClosed) as closed:
        for _ in range(10):
            phone.recv(timeout=3)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == CLOSE_REVOKED
    assert http_get(old_url + "/")[0] == 404
    game.apply(PlayCard(0, "sun"))
    h.publish(game, table(3))
    fresh = Phone(new_url)
    assert fresh.state()["players"][0]["chosen"]
    wait_state(qtbot, h, 1, "connected")
    fresh.close()


def test_a_seat_taken_off_the_phones_is_closed_and_its_url_dies(qtbot, hub):
    h = hub(game=new_game(3))
    url = h.url(2)
    phone = Phone(url)
    phone.state()
    h.set_seats([0, 1])
    assert h.seats() == (0, 1)
    with pytest.raises(ConnectionClosed) as closed:
        for _ in range(10):
            phone.recv(timeout=3)
    # not "code replaced": no new code exists, the page says the seat is played at the table
    assert closed.value.rcvd is not None and closed.value.rcvd.code == CLOSE_LEFT != CLOSE_REVOKED
    assert http_get(url + "/")[0] == 404
    with pytest.raises(KeyError):
        h.url(2)


def test_a_decision_taken_at_the_table_first_makes_the_phones_stale(qtbot, hub):
    game = new_game(2)
    h = hub(seats=(0,), game=game)
    phone = Phone(h.url(0))
    version = phone.state()["version"]
    for seat, card in ((0, "red3"), (1, "blue3")):  # seat 0 chooses at the table instead
        game.apply(PlayCard(seat, card))
    h.publish(game, table(2))
    assert phone.state()["version"] > version
    phone.decide(version, {"kind": "card", "card": "red2"})
    assert phone.recv_type("refused")["code"] == "stale"
    phone.close()


def test_an_oversized_frame_closes_that_socket_only(qtbot, hub):
    h = hub(game=new_game(3))
    phone = Phone(h.url(0))
    phone.state()
    phone.send("x" * 5000)
    assert phone.recv_type("refused")["code"] == "too-large"
    phone.send("x" * (MAX_FRAME + 10))
    with pytest.raises(ConnectionClosed):
        for _ in range(10):
            phone.recv(timeout=3)
    other = Phone(h.url(0))
    assert other.state()["seat"] == 0
    other.close()


@pytest.fixture(scope="module")
def live():
    """One hub and phone for the generated messages (made once: hypothesis runs many)."""
    from PySide6.QtCore import QCoreApplication
    app = QCoreApplication.instance() or QCoreApplication([])
    game = new_game(3, seed=4)
    game.apply(PlayCard(0, "planet"))  # seat 0 has laid its card: nothing it sends is legal
    h = PhoneHub("127.0.0.1", 0)
    h.start()
    h.set_seats([0, 1, 2])
    h.publish(game, TableInfo(("Anna", "Ben", "Clara"), ("phone",) * 3))
    received = []
    h.decisionReceived.connect(lambda s, d, _offer: received.append((s, d)))
    phone = Phone(h.url(0))
    phone.state()
    yield app, game, h, phone, received
    phone.close()
    h.stop()


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(raws=st.lists(raw_messages, min_size=1, max_size=4))
def test_hostile_messages_over_the_socket_are_answered_and_change_nothing(live, raws):
    app, game, h, phone, received = live
    before = fingerprint(game)
    for raw in raws:
        phone.send(raw)
        answer = phone.recv(timeout=5)
        assert answer["type"] in ("refused", "state", "pong")
        if answer["type"] == "refused":
            assert answer["code"] and answer["text"]
    app.processEvents()
    assert not received and fingerprint(game) == before and h.running


def test_a_broken_server_thread_is_reported_once_on_the_gui_thread_and_the_hub_stops(qtbot, hub):
    import threading

    h = hub(game=new_game(2), seats=(0,))
    seen = []
    h.failed.connect(lambda text: seen.append((text, QThread.currentThread())))
    with qtbot.waitSignal(h.failed, timeout=5000):
        threading.Thread(target=h._server.on_error, args=("RuntimeError: boom",)).start()
    assert seen[0][0] == "The phone server stopped on an error: RuntimeError: boom"
    assert seen[0][1] is QCoreApplication.instance().thread() and not h.running


def test_a_seat_that_leaves_the_phones_and_comes_back_gets_a_new_code(hub):
    h = hub(seats=(0, 1))
    old = h.url(0)
    h.set_seats([])
    assert h.seats() == ()
    h.set_seats([0])
    assert h.url(0) != old and h.connection(0) == "waiting"
    assert http_get(old + "/")[0] == 404


def test_a_phone_that_stops_reading_is_cut_off_and_costs_no_more_memory(qtbot, hub):
    import socket as _socket

    from zuendstoff.net.server import MAX_QUEUE

    game = new_game(3)
    h = hub(game=game)
    phone = Phone(h.url(0))
    phone.state()
    sock = phone.ws.socket
    sock.setsockopt(_socket.SOL_SOCKET, _socket.SO_RCVBUF, 4096)  # a phone that does not read
    server = h._server
    for i in range(4000):  # states of about 1 KB each, far more than the socket buffers hold
        h.publish(game, table(3, moment=f"moment {i}"))
        if i % 200 == 0:
            qtbot.wait(20)
    qtbot.waitUntil(lambda: not server._queues, timeout=5000)  # its queue is gone
    assert all(q.qsize() <= MAX_QUEUE for q in server._queues.values())
    sock.setsockopt(_socket.SOL_SOCKET, _socket.SO_RCVBUF, 1 << 20)  # (a tiny window drains slowly)
    with pytest.raises(ConnectionClosed):  # what was buffered arrives, then the end: the
        for _ in range(10_000):  # close frame (CLOSE_TOO_SLOW) cannot pass a full buffer, so
            phone.recv(timeout=5)  # the server aborts the connection after close_timeout
    other = Phone(h.url(0))
    assert other.state()["moment"] == "moment 3999"
    other.close()


def test_a_phone_that_sends_but_never_reads_is_cut_off_and_costs_no_more_memory(qtbot, hub):
    # the answers to a phone's own messages (here the whole state, for each hello) wait in
    # the same bounded queue as the table's states: sending without reading cannot fill memory
    import socket as _socket

    from zuendstoff.net.server import MAX_QUEUE

    game = new_game(3)
    h = hub()
    h.publish(game, table(3, moment="m" * 3000))  # a state of about 4 KB
    phone = Phone(h.url(0))
    phone.state()
    phone.ws.socket.setsockopt(_socket.SOL_SOCKET, _socket.SO_RCVBUF, 4096)  # it does not read
    server = h._server
    hello = json.dumps({"type": "hello", "protocol": 1})
    largest = 0
    try:
        for i in range(6000):  # ~24 MB of answers asked for, far more than the sockets buffer
            phone.send(hello)
            if i % 100 == 0:
                qtbot.wait(5)
                largest = max([largest] + [q.qsize() for q in server._queues.values()])
    except (ConnectionClosed, OSError):
        pass  # cut off while still sending: what the bound is for
    assert largest <= MAX_QUEUE
    qtbot.waitUntil(lambda: not server._queues, timeout=5000)  # its queue is gone
    other = Phone(h.url(0))
    assert other.state()["seat"] == 0
    other.close()


def test_idle_connections_beyond_the_cap_are_cut_off_and_the_server_serves_again_after(qtbot, hub, monkeypatch):
    import zuendstoff.net.admission as admission_module
    import zuendstoff.net.server as server_module

    monkeypatch.setattr(admission_module, "MAX_WAITING_PER_ADDRESS", 8)
    monkeypatch.setattr(server_module, "REQUEST_DEADLINE", 30.0)  # (only the cap closes them here)
    # (where the system holds silent connections back, TCP_DEFER_ACCEPT, they never reach it)
    monkeypatch.setattr(server_module, "defer_silent", lambda sockets: None)
    h = hub(game=new_game(3))
    server = h._server
    idle = []
    try:
        for _ in range(30):  # connections that never send a request hold their place
            idle.append(socket.create_connection(h.address, timeout=5))
        qtbot.waitUntil(lambda: len(server._server.handler_tasks) <= 8, timeout=5000)
        time.sleep(0.2)
        assert len(server._server.handler_tasks) <= 8
        cut = 0
        for sock in idle:  # those beyond the cap were closed by the server at once
            sock.settimeout(0.2)
            try:
                cut += sock.recv(1) == b""
            except TimeoutError:
                pass
            except ConnectionResetError:
                cut += 1
        assert cut == 30 - 8
    finally:
        for sock in idle:
            sock.close()
    qtbot.waitUntil(lambda: len(server._server.handler_tasks) == 0, timeout=5000)
    assert http_get(h.url(0) + "/")[0] == 200  # room again: the page is served
    phone = Phone(h.url(0))
    assert phone.state()["seat"] == 0
    phone.close()


def test_a_stopped_hubs_server_no_longer_reaches_the_hub(hub, qtbot):
    """The server's thread may still be finishing when stop() returns (its join is bounded)
    and the hub is then deleted: what that thread still calls must not reach the hub."""
    from shiboken6 import Shiboken

    h = hub()
    server = h._server
    token = h.url(1).rsplit("/", 1)[1]
    h.stop()
    Shiboken.delete(h)  # as deleteLater() does once control is back in the event loop
    # what a late connection on the finishing thread would call: nothing is raised, nothing sent
    assert server.on_open(1, token) is None
    assert server.on_message(1, token, '{"v":1,"id":"a","type":"hello"}') == []
    assert server.on_close(1, token) is None
    assert server.on_error is None
