"""Internet play's latency against a phone's, in the same run (issue 44).

    python benchmarks/remote_latency.py [--decisions 200] [--broker-nodelay]

Starts a private Mosquitto on a free 127.0.0.1 port (Debian's ``mosquitto``, its default
settings unless ``--broker-nodelay``) and ``zuendstoff-table`` with three seats: a phone
(a ``websockets`` client), a far-away seat (:class:`~zuendstoff.net.remote.join.SeatEnd`,
through the broker, sealed) and a computer (the random bot, no delay). Both clients run in
this process and decide at random among their legal decisions as soon as they are offered.
The figure per path: from sending a decision to receiving the first state after it — the
table has taken the decision, applied it and published; so it bounds "a decision made far
away appears on the table" from above (it holds the way back too). Medians and 95th
percentiles over ``--decisions`` decisions of each path, new games as needed.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import random
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from websockets.sync.client import connect

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "app"))

from zuendstoff.net.protocol import PROTOCOL  # noqa: E402
from zuendstoff.net.remote.invitation import Invitation  # noqa: E402
from zuendstoff.net.remote.join import SeatEnd  # noqa: E402

KEEP = ("kind", "card", "target", "quarters", "colour", "cell", "rotation")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_broker(folder: Path, nodelay: bool) -> tuple[subprocess.Popen, int]:
    port = free_port()
    conf = folder / "mosquitto.conf"
    import pwd
    conf.write_text(f"user {pwd.getpwuid(os.getuid()).pw_name}\nallow_anonymous true\n"
                    f"persistence false\nlistener {port} 127.0.0.1\n"
                    + ("set_tcp_nodelay true\n" if nodelay else ""))
    exe = shutil.which("mosquitto") or "/usr/sbin/mosquitto"
    proc = subprocess.Popen([exe, "-c", str(conf)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    end = time.monotonic() + 10
    while time.monotonic() < end:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return proc, port
        except OSError:
            time.sleep(0.05)
    raise SystemExit("mosquitto did not start")


def start_table(port: int, seed: int) -> tuple[subprocess.Popen, dict]:
    spec = Path(tempfile.mkdtemp()) / "spec.json"
    spec.write_text(json.dumps({
        "players": [{"name": "Phone", "kind": "phone"}, {"name": "Far", "kind": "remote"},
                    {"name": "Bot", "kind": "computer", "level": "random"}],
        "seed": seed, "broker": f"mqtt://127.0.0.1:{port}"}), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT / "app"))
    proc = subprocess.Popen([sys.executable, "-m", "zuendstoff.net.headless", str(spec), "--linger", "0.3"],
                            stdout=subprocess.PIPE, text=True, env=env)
    return proc, json.loads(proc.stdout.readline())


class Decider:
    """Decides at random on each new offer; times each decision to the next state."""

    def __init__(self, seed: int, send, out: list[float]) -> None:
        self.rng, self.send, self.out = random.Random(seed), send, out
        self.offer = 0
        self.sent_at: float | None = None

    def state(self, msg: dict) -> bool:
        now = time.perf_counter()
        if self.sent_at is not None:
            self.out.append(now - self.sent_at)
            self.sent_at = None
        if msg["phase"] == "over":
            return True
        if msg["decisions"] and msg["offer"] != self.offer:
            self.offer = msg["offer"]
            d = self.rng.choice(msg["decisions"])
            self.sent_at = time.perf_counter()
            self.send({"type": "decide", "id": f"d{msg['version']}x{self.rng.random():.9f}"[:40],
                       "version": msg["version"], "decision": {k: d[k] for k in KEEP if k in d}})
        return False


def play(port: int, seed: int, phone_times: list[float], far_times: list[float]) -> None:
    table, first = start_table(port, seed)
    url = first["seats"][0]["url"].replace("http://", "ws://") + "/ws"
    end = SeatEnd(Invitation.parse(first["remote"][0]["code"]))

    def phone() -> None:
        with connect(url, max_size=2**20) as ws:
            dec = Decider(seed, lambda m: ws.send(json.dumps(m)), phone_times)
            for raw in ws:
                msg = json.loads(raw)
                if msg["type"] == "state" and dec.state(msg):
                    return

    t = threading.Thread(target=phone, daemon=True)
    t.start()
    end.start()
    end.send({"type": "hello", "protocol": PROTOCOL, "id": "h"})
    dec = Decider(seed + 1, end.send, far_times)
    deadline = time.monotonic() + 120
    try:
        while time.monotonic() < deadline:
            try:
                kind, msg, _view = end.inbox.get(timeout=1)
            except queue.Empty:
                continue
            if kind == "message" and msg.get("type") == "state" and dec.state(msg):
                break
        t.join(timeout=30)
    finally:
        end.stop()
        table.wait(timeout=30)


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--decisions", type=int, default=200)
    ap.add_argument("--broker-nodelay", action="store_true")
    args = ap.parse_args()
    folder = Path(tempfile.mkdtemp())
    broker, port = start_broker(folder, args.broker_nodelay)
    phone_times: list[float] = []
    far_times: list[float] = []
    seed = 1
    cpu0 = time.process_time()
    try:
        while min(len(phone_times), len(far_times)) < args.decisions and seed < 200:
            play(port, seed, phone_times, far_times)
            seed += 1
    finally:
        broker.kill()
    for name, xs in (("phone", phone_times), ("far away", far_times)):
        print(f"{name:9s}: n={len(xs)} median {statistics.median(xs) * 1000:.1f} ms, "
              f"p95 {pct(xs, 0.95):.1f} ms, max {max(xs) * 1000:.1f} ms")
    gap = (statistics.median(far_times) - statistics.median(phone_times)) * 1000
    print(f"far away − phone: median {gap:+.1f} ms, "
          f"p95 {pct(far_times, 0.95) - pct(phone_times, 0.95):+.1f} ms; games {seed - 1}; "
          f"this process's CPU {time.process_time() - cpu0:.1f} s")


if __name__ == "__main__":
    main()
