"""A phone server that does not listen in time is given up for good: start() says so, and
the server its thread opens later is closed at once instead of listening unseen."""

from __future__ import annotations

import asyncio
import socket
import threading

import pytest
from zuendstoff import resources
from zuendstoff.net import server as server_module
from zuendstoff.net.seats import SeatTokens
from zuendstoff.net.server import PhoneServer


def _server() -> PhoneServer:
    return PhoneServer(SeatTokens(), resources.path("web"), lambda *a: [], lambda *a: None,
                       lambda *a: None, host="127.0.0.1", port=0)


def _phone_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "zuendstoff-phones"]


def test_a_start_that_times_out_leaves_nothing_listening(monkeypatch):
    before = set(_phone_threads())
    srv = _server()
    gate = threading.Event()
    opened: list[tuple[str, int]] = []
    open_now = srv._open

    async def slow_open():
        for _ in range(500):  # at most 5 s
            if gate.is_set():
                break
            await asyncio.sleep(0.01)
        ws_server = await open_now()
        opened.append(next(iter(ws_server.sockets)).getsockname()[:2])
        return ws_server

    monkeypatch.setattr(srv, "_open", slow_open)
    monkeypatch.setattr(server_module, "START_TIMEOUT", 0.2)
    with pytest.raises(OSError, match="did not start in time"):
        srv.start()
    assert not srv.running
    threads = [t for t in _phone_threads() if t not in before]
    assert len(threads) == 1
    gate.set()  # now it opens, late
    threads[0].join(5)
    assert not threads[0].is_alive()  # the late server's thread ended by itself
    assert opened, "the late open never happened"
    host, port = opened[0]
    with pytest.raises(OSError):  # and nothing listens on the port it opened
        socket.create_connection((host, port), timeout=1).close()
    srv.stop()  # harmless after giving up


def test_a_server_started_in_time_listens_and_stops():
    srv = _server()
    host, port = srv.start()
    try:
        assert srv.running
        socket.create_connection((host, port), timeout=2).close()
    finally:
        srv.stop()
    assert not srv.running
    with pytest.raises(OSError):
        socket.create_connection((host, port), timeout=1).close()
