"""The built bundle joins a game far away (issue 44): its own ``zuendstoff --join INVITATION
--computer LEVEL`` plays a far-away seat of a headless table run from this checkout
(``zuendstoff-table``), through a private Mosquitto on loopback. packaging/ci.sh builds the
bundle and runs this on its own step; elsewhere it is skipped, saying why."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUNDLE = Path(os.environ["ZUENDSTOFF_TEST_BUNDLE"]) if os.environ.get("ZUENDSTOFF_TEST_BUNDLE") else None
pytestmark = [pytest.mark.skipif(BUNDLE is None, reason="needs the bundle packaging/ci.sh builds"),
              pytest.mark.skipif(sys.platform == "win32", reason="the test broker is Debian's mosquitto")]


def test_the_built_bundle_plays_a_far_away_seat_to_the_end(tmp_path):
    sys.path.insert(0, str(ROOT / "tests" / "net"))
    from remote_broker import MOSQUITTO, SKIP_REASON, Mosquitto

    if MOSQUITTO is None:
        pytest.skip(SKIP_REASON)
    folder = tmp_path / "broker"
    folder.mkdir()
    broker = Mosquitto(folder)
    broker.start()
    spec = tmp_path / "spec.json"
    spec.write_text(json.dumps({
        "players": [{"name": "Anna", "kind": "remote"}, {"name": "Ben", "kind": "computer", "level": "easy"}],
        "seed": 3, "broker": broker.tls_url, "ca": str(broker.ca)}), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    table = subprocess.Popen([sys.executable, "-m", "zuendstoff.net.headless", str(spec), "--linger", "0.5"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        first = json.loads(table.stdout.readline())
        link = first["remote"][0]["invitation"]
        program = BUNDLE / ("zuendstoff.exe" if sys.platform == "win32" else "zuendstoff")
        seat = subprocess.run([str(program), "--join", link, "--computer", "easy", "--seed", "1",
                               "--ca", str(broker.ca), "--timeout", "120"],
                              capture_output=True, text=True, timeout=180, env=env)
        assert seat.returncode == 0, seat.stderr[-2000:]
        over = json.loads(seat.stdout.strip().splitlines()[-1])
        table.wait(timeout=60)
        last = json.loads(table.stdout.read().strip().splitlines()[-1])
    finally:
        table.kill()
        broker.kill()
    assert over["over"] and over["seat"] == 0 and last["over"]
    assert [("Anna", "Ben")[s] for s in over["winners"]] == last["winners"]
