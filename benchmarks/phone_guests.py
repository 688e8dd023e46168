"""A guest on the same network without a token against the phone server (loopback only).

    python benchmarks/phone_guests.py [--seconds 10] [--idle 100] [--wrong 25]

The server (PhoneHub, as the window uses it) listens on 127.0.0.1. Printed:

1. *baseline*: a phone's page loads from 127.0.0.1 with nobody else there;
2. *idle guest*: the same during ``--seconds`` while a guest at 127.0.0.2 keeps ``--idle``
   idle TCP connections open (each one the server closes is opened again: at once, as fast
   as the machine allows, then in a second run 5 ms later, as the test does);
3. *shared address*: ``--wrong`` wrong tokens from the phone's own address (one router for
   all), then the valid token's page load; and how late the wrong answers came;
4. *deadline*: how long a connection that sends nothing stays open.

A page load is what a phone's browser does to join: the page, phone.js, phone.css and the
play channel up to its first state message (tests/net/net_helpers.py: page_load). A load
that fails counts as not answered. Every loop is bounded in count and time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "app"))
sys.path.insert(0, str(ROOT / "tests" / "net"))

from net_helpers import IdleGuest, guest_socket, http_get, new_game, page_load, table  # noqa: E402
from PySide6.QtCore import QCoreApplication  # noqa: E402
from zuendstoff.net.hub import PhoneHub  # noqa: E402


def timed_load(url: str, timeout: float = 5.0) -> float:
    started = time.monotonic()
    try:
        page_load(url, timeout)
    except Exception:  # noqa: BLE001 - counted as not answered
        return float("inf")
    return time.monotonic() - started


def status_of(url: str) -> int:
    try:
        return http_get(url)[0]
    except OSError:  # reset or refused: no answer
        return 0


def loads_for(url: str, seconds: float, limit: int = 400) -> list[float]:
    times: list[float] = []
    end = time.monotonic() + seconds
    for _ in range(limit):
        if time.monotonic() >= end:
            break
        times.append(timed_load(url))
        time.sleep(0.1)
    return times


def describe(times: list[float]) -> str:
    done = sorted(t for t in times if t != float("inf"))
    within = sum(t <= 2.0 for t in times)
    if not done:
        return f"{len(times)} loads, none answered"
    p95 = done[min(len(done) - 1, int(0.95 * len(done)))]
    return (f"{len(times)} loads: {within} ({100 * within / len(times):.0f}%) within 2 s, "
            f"{len(times) - len(done)} failed; answered: median {1000 * statistics.median(done):.1f} ms, "
            f"p95 {1000 * p95:.1f} ms, max {1000 * done[-1]:.1f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--idle", type=int, default=100)
    parser.add_argument("--wrong", type=int, default=25)
    args = parser.parse_args()
    QCoreApplication.instance() or QCoreApplication([])
    hub = PhoneHub("127.0.0.1", 0)
    hub.start()
    try:
        hub.set_seats((0, 1))
        hub.publish(new_game(2), table(2))
        url = hub.url(0)
        print(f"baseline ({min(args.seconds, 5.0):g} s): {describe(loads_for(url, min(args.seconds, 5.0)))}")
        for pause, how in ((0.0, "re-opened at once"), (0.005, "re-opened 5 ms later")):
            with IdleGuest(hub.address, count=args.idle, seconds=args.seconds + 2, pause=pause) as guest:
                guest.wait_full()
                times = loads_for(url, args.seconds)
            print(f"idle guest ({args.idle} connections from 127.0.0.2, {how}, {args.seconds:g} s): "
                  f"{describe(times)}; the guest opened {guest.opened} connections, {guest.cut} were "
                  f"closed by the server")
        base = f"http://127.0.0.1:{hub.address[1]}"
        statuses, late = [], []
        for i in range(args.wrong):
            started = time.monotonic()
            statuses.append(status_of(f"{base}/p/{'W' * 28}{i:04d}/"))
            late.append(time.monotonic() - started)
        counts = {s: statuses.count(s) for s in sorted(set(statuses))}
        status = status_of(url + "/")
        print(f"shared address: {args.wrong} wrong tokens from 127.0.0.1 answered {counts} "
              f"(slowest {1000 * max(late):.0f} ms); then the valid token: {status}, "
              f"page load {1000 * timed_load(url):.1f} ms")
        sock = guest_socket(hub.address)
        started = time.monotonic()
        sock.settimeout(15)
        try:
            sock.recv(1)
        except OSError:
            pass
        sock.close()
        print(f"deadline: a connection that sends nothing is closed after {time.monotonic() - started:.2f} s")
    finally:
        hub.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
