"""A guest on the same network without a token against the phone server (loopback only).

    python benchmarks/phone_guests.py [--seconds 10] [--only NAME ...]

The server (PhoneHub, as the window uses it) listens on 127.0.0.1 with two phone seats: one
phone joins from 127.0.0.1, the other from 127.0.0.3. A *join* is what a phone's browser does
to take its seat and play: the page, ``phone.js``, ``phone.css``, the play channel up to its
first state, and one decision answered ``ok`` (then the table offers again, as a table that
dropped the decision does, so that the next join has a decision to make). The phones join in
turn, one join every 0.1 s or so, for ``--seconds``; a join that fails or takes over 5 s counts
as not answered. The guests run in a process of their own (a guest is another device), each
bound to its own loopback source address. Scenarios (``--only`` picks some):

- ``baseline``: nobody else there;
- ``idle-other``: 100 idle connections from 127.0.0.2 (another address), re-opened at once;
- ``idle-same``: 200 idle connections from 127.0.0.3 (the second phone's own address: one
  router for all), each one the server closes re-opened at once;
- ``idle-same-5ms``: 100 idle connections from 127.0.0.3, re-opened 5 ms after each close;
- ``wrong-same``: wrong tokens from 127.0.0.3, 50 requests in flight at any time (after 20 the
  address is a guesser's: its wrong tokens are answered late);
- ``many``: a guest on 8 addresses (127.0.0.1 and 127.0.0.3 to .9, both phones' among them)
  holding 40 idle connections on each, re-opened at once;
- ``deadline``: how long a connection that sends nothing stays open.

``--no-defer`` runs the server without ``TCP_DEFER_ACCEPT`` (Linux's way of not handing the
server a connection before its first bytes), as on systems that lack it: the admission's
order alone then keeps the phones in.

Every loop is bounded in count and time, and everything stops by itself.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "app"))
sys.path.insert(0, str(ROOT / "tests" / "net"))

from net_helpers import guest_socket, hold_idle, join, new_game, send_wrong_tokens, table  # noqa: E402

PHONES = ("127.0.0.1", "127.0.0.3")  # seat 0's phone, seat 1's phone
SAME = "127.0.0.3"  # the guest that shares the second phone's address
MANY = ("127.0.0.1",) + tuple(f"127.0.0.{i}" for i in range(3, 10))
STEP_TIMEOUT = 5.0


# ---------------------------------------------------------------- the guests (own process)
def guest_process(address, plan: list, seconds: float, ready, out) -> None:
    """Run the guests in ``plan`` (("idle", source, count, pause) or ("wrong", source, n)),
    a thread each, for ``seconds``; ``ready`` is set once the idle ones have opened their
    connections; ``out`` gets what they did."""
    from collections import Counter

    counts: Counter = Counter()
    threads, opened = [], []
    for entry in plan:
        if entry[0] == "idle":
            full = threading.Event()
            opened.append(full)
            args = (tuple(address), *entry[1:], seconds, counts, full)
            threads.append(threading.Thread(target=hold_idle, args=args, daemon=True))
        else:
            args = (tuple(address), entry[1], entry[2], seconds, counts)
            threads.append(threading.Thread(target=send_wrong_tokens, args=args, daemon=True))
    for t in threads:
        t.start()
    for full in opened:
        full.wait(10)
    ready.set()
    for t in threads:
        t.join(seconds + 10)
    out.put(dict(counts))


# ---------------------------------------------------------------- a phone's join
def timed_join(hub, seat: int, source: str) -> float:
    """Seconds for one join of ``seat``'s phone from ``source`` (inf: not answered)."""
    started = time.monotonic()
    try:
        join(hub, seat, source, STEP_TIMEOUT)
    except Exception:  # noqa: BLE001 - counted as not answered
        return float("inf")
    return time.monotonic() - started


def joins_for(hub, seconds: float, limit: int = 400) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {source: [] for source in PHONES}
    end = time.monotonic() + seconds
    for i in range(limit):
        if time.monotonic() >= end:
            break
        seat = i % len(PHONES)
        times[PHONES[seat]].append(timed_join(hub, seat, PHONES[seat]))
        time.sleep(0.1)
    return times


def describe(times: list[float]) -> str:
    done = sorted(t for t in times if t != float("inf"))
    within = sum(t <= 2.0 for t in times)
    if not times:
        return "no joins"
    if not done:
        return f"0 of {len(times)} within 2 s, none answered"
    p95 = done[min(len(done) - 1, int(0.95 * len(done)))]
    return (f"{within} of {len(times)} ({100 * within / len(times):.0f}%) within 2 s, "
            f"{len(times) - len(done)} not answered; median {1000 * statistics.median(done):.0f} ms, "
            f"p95 {1000 * p95:.0f} ms, max {1000 * done[-1]:.0f} ms")


SCENARIOS = {
    "baseline": ("nobody else there", []),
    "idle-other": ("100 idle connections from 127.0.0.2, re-opened at once", [("idle", "127.0.0.2", 100, 0.0)]),
    "idle-same": ("200 idle connections from 127.0.0.3, re-opened at once", [("idle", SAME, 200, 0.0)]),
    "idle-same-5ms": ("100 idle connections from 127.0.0.3, re-opened 5 ms later",
                      [("idle", SAME, 100, 0.005)]),
    "wrong-same": ("wrong tokens from 127.0.0.3, 50 in flight", [("wrong", SAME, 50)]),
    "many": ("8 addresses (127.0.0.1, .3-.9) x 40 idle connections, re-opened at once",
             [("idle", source, 40, 0.0) for source in MANY]),
}


def run_scenario(hub, name: str, seconds: float) -> None:
    what, plan = SCENARIOS[name]
    if not plan:
        times = joins_for(hub, seconds)
        extra = ""
    else:
        ctx = multiprocessing.get_context("spawn")
        ready, out = ctx.Event(), ctx.Queue()
        guest = ctx.Process(target=guest_process, args=(hub.address, plan, seconds + 1.0, ready, out),
                            daemon=True)
        guest.start()
        ready.wait(30)
        times = joins_for(hub, seconds)
        try:
            did = out.get(timeout=seconds + 30)
        except Exception:  # noqa: BLE001
            did = {}
        guest.join(10)
        if guest.is_alive():
            guest.terminate()
        extra = f" [guest: {did}]"
    every = [t for source in PHONES for t in times[source]]
    parts = "; ".join(f"from {source}: {describe(times[source])}" for source in PHONES)
    print(f"{name} ({what}, {seconds:g} s): all {describe(every)} | {parts}{extra}", flush=True)


def deadline(hub) -> None:
    sock = guest_socket(hub.address)
    started = time.monotonic()
    sock.settimeout(15)
    try:
        sock.recv(1)
    except OSError:
        pass
    sock.close()
    print(f"deadline: a connection that sends nothing is closed after {time.monotonic() - started:.2f} s")


def main() -> int:
    from PySide6.QtCore import QCoreApplication
    from zuendstoff.net.hub import PhoneHub

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--no-defer", action="store_true",
                        help="without TCP_DEFER_ACCEPT (as on systems that lack it): the admission's order alone")
    parser.add_argument("--only", nargs="*", default=[*SCENARIOS, "deadline"],
                        choices=[*SCENARIOS, "deadline"])
    args = parser.parse_args()
    QCoreApplication.instance() or QCoreApplication([])
    if args.no_defer:
        from zuendstoff.net import server

        server.defer_silent = lambda sockets: None
    for name in args.only:
        hub = PhoneHub("127.0.0.1", 0)  # a server of its own each (a guesser's block is per server)
        hub.start()
        try:
            hub.set_seats((0, 1))
            hub.publish(new_game(2), table(2))
            if name == "deadline":
                deadline(hub)
            else:
                run_scenario(hub, name, args.seconds)
        finally:
            hub.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
