"""Phones on loopback: the last phone's tap → the reveal at every phone; the idle server's cost.

    python benchmarks/phones.py [--reveals 60] [--idle 10]

Runs ``zuendstoff-table`` (the headless table: the same PhoneHub, signals and publish path
as the window) with 5 phone seats on 127.0.0.1 and plays it with 5 WebSocket clients of
the ``websockets`` library (not a browser). In every card step, phones 1–4 lay their card
at once; phone 5 waits until the table shows the four as chosen, then lays its card: that
moment is t0. The figure is the time from t0 until the state showing the cards turned over
has arrived at *all five* phones (the table applies the decision, publishes five messages,
the server sends them). Public decisions are made by the phones at random. Medians and
95th percentiles over ``--reveals`` reveals (first and second cards), new games as needed.

Idle cost: a fresh table with 5 connected phones, nothing happening (the server's
keep-alive pings go on): CPU time used over ``--idle`` seconds and resident memory, read
from /proc (Linux), against the same command with no phone seats (a table of computers
that has finished: Python, QtCore and the engine without the server).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from websockets.asyncio.client import connect

KEEP = ("kind", "card", "target", "quarters", "colour", "cell", "rotation")
N = 5


def start_table(players: list[dict], seed: int) -> tuple[subprocess.Popen, dict]:
    spec = Path(tempfile.mkdtemp()) / "spec.json"
    spec.write_text(json.dumps({"players": players, "seed": seed}), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen([sys.executable, "-m", "zuendstoff.net.headless", str(spec), "--linger", "0"],
                            stdout=subprocess.PIPE, text=True, env=env)
    return proc, json.loads(proc.stdout.readline())


def revealed(state: dict) -> tuple:
    """Which reveal this state shows: (round, 1) first cards, (round, 2) second, or None."""
    players = state["players"]
    if all(p["second"] for p in players):
        return (state["round"], 2)
    if all(p["first"] for p in players):
        return (state["round"], 1)
    return ()


async def play_game(urls: list[str], seed: int, want: int, latencies: list[float]) -> None:
    rng = random.Random(seed)
    t0: dict[tuple, float] = {}  # reveal → the last phone's tap
    arrived: dict[tuple, list[float]] = {}
    done = asyncio.Event()

    async def phone(i: int, url: str) -> None:
        async with connect(url.replace("http://", "ws://") + "/ws", max_size=2**20) as ws:
            offered = set()
            n = 0
            async for raw in ws:
                now = time.perf_counter()
                msg = json.loads(raw)
                if msg["type"] != "state":
                    continue
                key = revealed(msg)
                if key and key in t0:
                    times = arrived.setdefault(key, [])
                    if len(times) < N and i not in [x[0] for x in times]:
                        times.append((i, now))
                        if len(times) == N:
                            latencies.append(max(t for _, t in times) - t0[key])
                            if len(latencies) >= want:
                                done.set()
                if msg["phase"] == "over" or done.is_set():
                    done.set()
                    return
                if not msg["decisions"] or msg["offer"] in offered:
                    continue
                cards = msg["waiting_for"] == "card"
                others_ready = all(p["chosen"] for p in msg["players"][:N - 1])
                if cards and i == N - 1 and not others_ready:
                    continue  # the last phone waits for the others
                offered.add(msg["offer"])
                d = rng.choice(msg["decisions"])
                n += 1
                if cards and i == N - 1:
                    nxt = (msg["round"], 1 if msg["phase"] == "first_card" else 2)
                    t0[nxt] = time.perf_counter()
                await ws.send(json.dumps({"type": "decide", "id": f"{i}-{n}", "version": msg["version"],
                                          "decision": {k: d[k] for k in d if k in KEEP}}))

    tasks = [asyncio.create_task(phone(i, u)) for i, u in enumerate(urls)]
    await asyncio.wait_for(done.wait(), 300)
    for t in tasks:
        t.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


def proc_figures(pid: int) -> tuple[float, int]:
    """(CPU seconds used so far, resident memory in bytes) of a process (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    cpu = (int(fields[11]) + int(fields[12])) / ticks
    rss = 0
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            rss = int(line.split()[1]) * 1024
    return cpu, rss


def idle(seconds: float, phones: bool) -> tuple[float, int]:
    players = ([{"name": f"P{i + 1}", "kind": "phone"} for i in range(N)] if phones else
               [{"name": f"C{i + 1}", "kind": "computer", "level": "random"} for i in range(2)])
    spec = Path(tempfile.mkdtemp()) / "spec.json"
    spec.write_text(json.dumps({"players": players, "seed": 1}), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    # without phones the table would end at once: keep it open as long as the phone table
    args = [sys.executable, "-m", "zuendstoff.net.headless", str(spec), "--linger", str(seconds + 30)]
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, text=True, env=env)
    try:
        info = json.loads(proc.stdout.readline())

        async def hold() -> None:
            conns = [await connect(s["url"].replace("http://", "ws://") + "/ws").__aenter__()
                     for s in info["seats"]]
            await asyncio.sleep(2)  # joined, first states sent
            cpu0, _ = proc_figures(proc.pid)
            await asyncio.sleep(seconds)
            cpu1, rss = proc_figures(proc.pid)
            for c in conns:
                await c.close()
            hold.result = ((cpu1 - cpu0) / seconds, rss)

        asyncio.run(hold())
        return hold.result
    finally:
        proc.terminate()
        proc.wait(10)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reveals", type=int, default=60)
    parser.add_argument("--idle", type=float, default=10.0)
    args = parser.parse_args()
    latencies: list[float] = []
    seed = 0
    while len(latencies) < args.reveals and seed < 20:
        seed += 1
        proc, info = start_table([{"name": f"P{i + 1}", "kind": "phone"} for i in range(N)], seed)
        try:
            asyncio.run(play_game([s["url"] for s in info["seats"]], seed, args.reveals, latencies))
        finally:
            proc.terminate()
            proc.wait(10)
    ms = sorted(x * 1000 for x in latencies)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    print(f"last tap -> reveal at all {N} phones: median {statistics.median(ms):.1f} ms, "
          f"p95 {p95:.1f} ms, max {ms[-1]:.1f} ms over {len(ms)} reveals ({seed} games)")
    cpu, rss = idle(args.idle, True)
    base_cpu, base_rss = idle(args.idle, False)
    print(f"idle table with {N} phones connected: CPU {cpu * 100:.2f} % of a core, RSS {rss / 2**20:.1f} MiB")
    print(f"same table without phones (no server): CPU {base_cpu * 100:.2f} % of a core, "
          f"RSS {base_rss / 2**20:.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
