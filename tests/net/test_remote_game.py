"""Internet play through a real broker on loopback (issue 44): a private Mosquitto
(conftest's ``broker``), the headless table ``zuendstoff-table`` with far-away seats and
``zuendstoff-join`` computer seats as separate processes, as people would run them. A spy
subscribed to ``#`` sees everything the broker carries (and plays the broker's worst: it
sends every frame again, and noise). Every wait is bounded; nothing leaves 127.0.0.1.
"""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time

import paho.mqtt.client as mqtt
import pytest
from paho.mqtt.enums import CallbackAPIVersion
from zuendstoff.engine.constants import CARDS
from zuendstoff.engine.record import load_record

NAMES = ("Anna", "Ben", "Cleo")
GAME_TIMEOUT = 150


def spec(broker_url: str, **extra) -> dict:
    return {"players": [{"name": "Anna", "kind": "remote"}, {"name": "Ben", "kind": "remote"},
                        {"name": "Cleo", "kind": "computer", "level": "easy"}],
            "seed": 11, "broker": broker_url, **extra}


def env() -> dict:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen")


class Proc:
    """A process whose stdout is read line by line on a thread (every wait has a timeout).
    Every one started is killed at the end of its test if it still runs (tests/conftest.py's
    ``no_process_left``): a failed test left its table running for the rest of a CI run."""

    started: list[Proc] = []

    def __init__(self, args: list[str]) -> None:
        self.p = subprocess.Popen([sys.executable, "-m", *args], stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True, env=env())
        Proc.started.append(self)
        self.lines: queue.Queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.p.stdout:
            self.lines.put(line)
        self.lines.put("")

    def line(self, timeout: float = 30) -> dict:
        text = self.lines.get(timeout=timeout)
        assert text, self.p.stderr.read()
        return json.loads(text)

    def finish(self, timeout: float = GAME_TIMEOUT) -> dict:
        """The last line, once the process has ended."""
        try:
            self.p.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.p.kill()
            raise
        last = None
        while True:
            text = self.lines.get(timeout=10)
            if not text:
                break
            last = json.loads(text)
        assert self.p.returncode == 0, self.p.stderr.read()
        return last

    def kill(self) -> None:
        if self.p.poll() is None:
            self.p.kill()
            self.p.wait(timeout=10)


def table(tmp_path, doc: dict, *args) -> tuple[Proc, dict]:
    path = tmp_path / "spec.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    t = Proc(["zuendstoff.net.headless", str(path), "--linger", "0.5", *args])
    return t, t.line()


def join(invitation: str, *args) -> Proc:
    return Proc(["zuendstoff.net.remote.join", invitation, "--computer", "easy", "--seed", "1", *args])


class Spy:
    """A client on the broker subscribed to everything; with ``replay``, it sends every frame
    it sees once more to where it came from, and a frame of noise after each."""

    def __init__(self, port: int, replay: bool = False) -> None:
        self.seen: list[tuple[str, bytes]] = []
        self.replayed: set[bytes] = set()
        self.replay = replay
        self.c = mqtt.Client(CallbackAPIVersion.VERSION2, client_id="spy", protocol=mqtt.MQTTv5)
        self.c.on_connect = lambda c, *_: c.subscribe("#", qos=1)
        self.c.on_message = self._message
        self.c.reconnect_delay_set(1, 2)
        self.c.connect_async("127.0.0.1", port)
        self.c.loop_start()
        end = time.monotonic() + 10
        while not self.c.is_connected() and time.monotonic() < end:
            time.sleep(0.02)

    def _message(self, client, _userdata, msg) -> None:
        payload = bytes(msg.payload)
        if payload in self.replayed:
            return
        self.seen.append((msg.topic, payload))
        if self.replay:
            self.replayed.add(payload)
            client.publish(msg.topic, payload, qos=1)
            client.publish(msg.topic, b"\x01" + os.urandom(len(payload) - 1), qos=1)

    def stop(self) -> None:
        self.c.disconnect()
        self.c.loop_stop()


def play(tmp_path, broker_url: str, *join_args, spec_extra=None, table_args=()) -> tuple:
    t, first = table(tmp_path, spec(broker_url, **(spec_extra or {})), *table_args)
    invitations = {r["seat"]: r for r in first["remote"]}
    assert sorted(invitations) == [0, 1] and first["seats"] == []
    joiners = [join(invitations[0]["invitation"], *join_args), join(invitations[1]["code"], *join_args)]
    return t, invitations, joiners


def test_a_whole_game_through_the_broker_shows_the_spy_no_plaintext(tmp_path, broker):
    spy = Spy(broker.port, replay=True)
    try:
        t, invitations, joiners = play(tmp_path, broker.url)
        ends = [j.finish() for j in joiners]
        over = t.finish()
    finally:
        spy.stop()
    assert over["over"] and ends[0]["over"] and ends[0]["winners"] == ends[1]["winners"]
    assert [NAMES[s] for s in ends[0]["winners"]] == over["winners"]
    assert len(spy.seen) > 50
    # as JSON would hold them, quoted (5 bytes at least: a random 16 KiB holds a given
    # shorter string too often, a given 5 bytes about once in 60 million frames)
    words = [f'"{w}"'.encode() for w in (*NAMES, *CARDS, "state", "decide", "hand", "type")]
    for topic, payload in spy.seen:
        assert len(topic) == 32 and set(topic) <= set("0123456789abcdef")
        assert not any(w in payload for w in words), (topic, payload[:80])
        assert len(payload) in (1 + 12 + 1024 + 16, 1 + 12 + 16384 + 16)
    assert len({topic for topic, _ in spy.seen}) == 4  # two seats, two directions each


@pytest.mark.posix_only("SIGKILL ends the far-away Zündstoff as a crash would")
def test_the_broker_dies_mid_round_and_a_seat_comes_back_with_its_invitation(tmp_path, broker):
    """Both at once in one game (each costs a whole game otherwise): the broker is killed in
    the middle of a round and started again; then the first far-away seat's Zündstoff
    crashes and is started again with the same invitation."""
    record = tmp_path / "game.zrec"
    spy = Spy(broker.port)
    t, invitations, joiners = play(tmp_path, broker.url, spec_extra={"bot_delay": 0.05},
                                   table_args=("--record", str(record)))
    end = time.monotonic() + 30
    while len(spy.seen) < 40 and time.monotonic() < end:
        time.sleep(0.02)
    spy.stop()
    assert len(spy.seen) >= 40
    broker.kill()
    time.sleep(1.0)
    broker.start()
    spy = Spy(broker.port)
    end = time.monotonic() + 30
    while len(spy.seen) < 20 and time.monotonic() < end:  # the game goes on after the restart
        time.sleep(0.02)
    spy.stop()
    assert len(spy.seen) >= 20
    joiners[0].p.send_signal(signal.SIGKILL)  # the far-away Zündstoff crashes
    joiners[0].p.wait(timeout=10)
    again = join(invitations[0]["code"])
    ends = [again.finish(), joiners[1].finish()]
    over = t.finish()
    assert over["over"] and ends[0]["over"] and ends[0]["winners"] == ends[1]["winners"]
    game = load_record(str(record))  # every move legal in turn: none lost, none applied twice
    assert game.is_over and [game.players[s].name for s in game.winners] == over["winners"]


def test_a_game_over_tls_with_the_tests_own_authority(tmp_path, broker):
    t, invitations, joiners = play(tmp_path, broker.tls_url, "--ca", str(broker.ca),
                                   spec_extra={"ca": str(broker.ca)})
    assert invitations[0]["invitation"].startswith("zuendstoff://join?b=mqtts")
    # beside it, the same seat's invitation without the authority (the system's only): that
    # Zündstoff never reaches the broker, and gives up plainly
    lone = join(invitations[0]["invitation"], "--timeout", "3")
    ends = [j.finish() for j in joiners]
    assert t.finish()["over"] and all(e["over"] for e in ends)
    lone.p.wait(timeout=30)
    assert lone.p.returncode == 4 and "did not end in time" in lone.p.stderr.read()
