"""``zuendstoff-table``: a table without a window, driven by phones over WebSockets."""

from __future__ import annotations

import json
import os
import queue
import random
import signal
import subprocess
import sys
import threading
import time

import pytest
from net_helpers import Phone
from zuendstoff.engine.record import load_record

LIMIT = 90.0  # seconds for a whole game


def start(tmp_path, spec: dict, *args):
    path = tmp_path / "spec.json"
    path.write_text(json.dumps(spec), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen([sys.executable, "-m", "zuendstoff.net.headless", str(path), *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    return proc


def lines(proc) -> queue.Queue:
    """The table's stdout, line by line, read on a thread (so every wait has a timeout)."""
    q: queue.Queue = queue.Queue()

    def read() -> None:
        for line in proc.stdout:
            q.put(line)
        q.put("")

    threading.Thread(target=read, daemon=True).start()
    return q


def first_line(proc) -> dict:
    proc.lines = lines(proc)
    line = proc.lines.get(timeout=30)
    assert line, proc.stderr.read()
    return json.loads(line)


def play_phone(url: str, seed: int, out: dict) -> None:
    """A phone that taps a random legal choice whenever one is offered, until the game ends."""
    rng = random.Random(seed)
    phone = Phone(url)
    decided = set()
    deadline = time.monotonic() + LIMIT
    try:
        while time.monotonic() < deadline:
            msg = phone.recv(timeout=10)
            if msg["type"] == "refused":
                out.setdefault("refused", []).append(msg["code"])
            if msg["type"] != "state":
                continue
            out["last"] = msg
            if msg["phase"] == "over":
                return
            if msg["decisions"] and msg["offer"] not in decided:
                decided.add(msg["offer"])  # one tap per offer, as the page does
                d = rng.choice(msg["decisions"])
                keep = ("kind", "card", "target", "quarters", "colour", "cell", "rotation")
                phone.decide(msg["version"], {k: v for k, v in d.items() if k in keep})
                out["decisions"] = out.get("decisions", 0) + 1
    except Exception as exc:  # noqa: BLE001 - reported to the test
        out["error"] = repr(exc)
    finally:
        phone.close()


def test_two_phones_and_a_computer_play_a_whole_game(tmp_path):
    record = tmp_path / "game.zrec"
    proc = start(tmp_path, {"players": [{"name": "Anna", "kind": "phone"}, {"name": "Ben", "kind": "phone"},
                                        {"name": "Cleo", "kind": "computer", "level": "random"}],
                            "seed": 3, "language": "de"}, "--record", str(record), "--linger", "0.5")
    try:
        info = first_line(proc)
        assert [s["seat"] for s in info["seats"]] == [0, 1] and info["host"] == "127.0.0.1"
        results = [{}, {}]
        threads = [threading.Thread(target=play_phone, args=(s["url"], i, results[i]))
                   for i, s in enumerate(info["seats"])]
        for t in threads:
            t.start()
        for t in threads:
            t.join(LIMIT + 15)
        end = json.loads(proc.lines.get(timeout=15))
        assert proc.wait(10) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(5)
    for r in results:
        assert "error" not in r, r.get("error")
        assert r["last"]["phase"] == "over" and r["last"]["lang"] == "de" and r["decisions"] > 20
        assert not r.get("refused")  # one tap per offer: nothing was stale, double or malformed
    assert end["over"] is True
    game = load_record(record)  # the autosaved record replays to the same end
    assert game.is_over and [game.players[s].name for s in game.winners] == end["winners"]


@pytest.mark.skipif(sys.platform == "win32", reason="Windows sends no SIGTERM (send_signal ends the "
                    "process at once); Ctrl+Break stops it there, tested with a stand-in below")
def test_sigterm_stops_the_table_and_leaves_a_readable_record(tmp_path):
    record = tmp_path / "game.zrec"
    proc = start(tmp_path, {"players": [{"name": "Anna"}, {"name": "Ben", "kind": "computer"}]},
                 "--record", str(record))
    try:
        info = first_line(proc)
        phone = Phone(info["seats"][0]["url"])
        state = phone.state()
        phone.decide(state["version"], {"kind": "card", "card": "red3"})
        assert phone.recv_type("ok")
        phone.close()
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(10) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(5)
    assert load_record(record).round_no == 1
    from zuendstoff.net.headless import stop_signals

    class Windows:
        SIGINT, SIGTERM, SIGBREAK = 2, 15, 21
    assert stop_signals(Windows) == [2, 15, 21]


@pytest.mark.parametrize("spec, words", [
    ({"players": [{"name": "A"}]}, "2–5 players"),
    ({"players": [{"name": "A"}, {"name": "B", "kind": "robot"}]}, "players[1].kind"),
    ({"players": [{"name": "A"}, {"name": "B", "kind": "computer", "level": "genius"}]}, "level"),
    ({"players": [{"name": "A", "piece": "red"}, {"name": "B"}]}, "piece"),
    ({"players": [{"name": "A"}, {"name": "B"}], "port": 70000}, "port"),
    ({"players": [{"name": "A"}, {"name": "B"}], "layout": "nowhere.zlayout"}, "nowhere.zlayout"),
    ({"players": [{"name": "A"}, {"name": "B"}], "colour": 1}, "unknown key"),
    ({"players": [{"name": "A"}, {"name": "B"}], "\n\u001b[2J": 1}, "unknown key"),  # one line
])
def test_a_bad_spec_is_one_plain_line_and_exit_2(tmp_path, spec, words):
    proc = start(tmp_path, spec)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 2 and out == ""
    assert words in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_a_stop_asked_before_the_event_loop_runs_still_stops_it():
    """SIGTERM can come before app.exec() (a phone is told "ok" by the server's thread while
    the main thread still saves the first record): the loop must return as soon as it runs,
    not serve on until it is killed (quit() alone does nothing before the loop runs). In a
    process of its own: an application's event loop is not run inside the test process."""
    code = ("import sys; from PySide6.QtCore import QCoreApplication, QTimer; "
            "app = QCoreApplication([]); "
            "from zuendstoff.net.headless import stop_soon; stop_soon(app); "
            "QTimer.singleShot(5000, lambda: app.exit(7)); "  # the bound: not stopped says 7
            "sys.exit(app.exec())")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", code], env=env, timeout=60, capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stderr


def test_an_existing_record_is_not_written_over_unless_asked(tmp_path):
    """--record names a file that is there already (a game of an earlier evening, the same
    command from the shell's history): one line, exit 2, the file as it was; --replace writes."""
    record = tmp_path / "game.zrec"
    record.write_text("an earlier game")
    spec = {"players": [{"name": "A", "kind": "computer", "level": "random"},
                        {"name": "B", "kind": "computer", "level": "random"}], "seed": 2}
    proc = start(tmp_path, spec, "--record", str(record))
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert str(record) in err and "--replace" in err and "Traceback" not in err
    assert record.read_text() == "an earlier game"
    proc = start(tmp_path, spec, "--record", str(record), "--replace", "--linger", "0")
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err
    assert load_record(record).is_over


@pytest.mark.skipif(not hasattr(signal, "SIGUSR1"), reason="the stand-in for Ctrl+Break is SIGUSR1, "
                    "which Windows lacks (a real Ctrl+Break needs a console of its own)")
def test_ctrl_break_stops_the_table_on_windows(tmp_path):
    """Windows has no SIGTERM to stop a table: Ctrl+Break (SIGBREAK) stops it cleanly, the
    record saved. Stand-in: SIGUSR1 plays SIGBREAK (set before the table starts)."""
    record = tmp_path / "game.zrec"
    spec = tmp_path / "spec.json"
    spec.write_text(json.dumps({"players": [{"name": "Anna"}, {"name": "Ben", "kind": "computer"}]}),
                    encoding="utf-8")
    code = ("import signal, sys; signal.SIGBREAK = signal.SIGUSR1; "
            "from zuendstoff.net.headless import main; "
            f"sys.exit(main([{str(spec)!r}, '--record', {str(record)!r}]))")
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True,
                            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    try:
        first_line(proc)
        proc.send_signal(signal.SIGUSR1)
        assert proc.wait(10) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(5)
    assert load_record(record).round_no == 1
    from zuendstoff.net.headless import stop_signals

    class Windows:
        SIGINT, SIGTERM, SIGBREAK = 2, 15, 21
    assert stop_signals(Windows) == [2, 15, 21]
