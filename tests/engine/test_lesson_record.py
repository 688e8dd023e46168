"""The guided game's record is checked as a lesson (engine/lesson.py ``lesson_problems``,
``packaging/make_lesson.py --check``): valid, every step legal, every kind of step met by the
learner, its end the learner's flight into the sun; and the check never asks today's
computer players what they would choose (their next change must not break the lesson)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest
from zuendstoff import resources
from zuendstoff.engine import load_record
from zuendstoff.engine.lesson import lesson_problems
from zuendstoff.engine.record import save_record
from zuendstoff.engine.timeline import timeline

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "make_lesson.py"
SHIPPED = resources.path("lessons", "first_game.zrec")


def _make_lesson():
    spec = importlib.util.spec_from_file_location("make_lesson", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _cut(count: int):
    """The shipped lesson's game after its first ``count`` decisions."""
    start, steps = timeline(load_record(SHIPPED))
    game = start.copy()
    for d in [d for s in steps for d in s.decisions][:count]:
        game.apply(d)
    return game


def test_the_shipped_lesson_is_a_lesson():
    out = subprocess.run([sys.executable, str(SCRIPT), "--check"], capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "the lesson is a lesson" in out.stdout


def test_the_check_never_asks_the_computer_players(monkeypatch, capsys):
    """The medium player (or any other) may change: the check does not play it."""
    from zuendstoff.engine import bots

    def refuse(*_a, **_k):
        raise AssertionError("the lesson check asked a computer player")

    monkeypatch.setattr(bots, "make_bot", refuse)
    for cls in list(vars(bots).values()):
        if isinstance(cls, type) and issubclass(cls, bots.Bot):
            monkeypatch.setattr(cls, "decide", refuse, raising=False)
    assert _make_lesson().main(["--check"]) == 0, capsys.readouterr().out


def test_a_lesson_cut_before_the_sun_is_not_a_lesson():
    total = sum(len(s.decisions) for s in timeline(load_record(SHIPPED))[1])
    problems = lesson_problems(_cut(total - 1))
    assert problems == ["the learner never meets: sun",
                        "the lesson does not end with the learner's flight into the sun"]
    early = lesson_problems(_cut(12))  # two rounds in: much is still to come
    assert any(p.startswith("the learner never meets: ") and "wrap" in p for p in early), early


def test_a_step_that_is_not_legal_is_named(tmp_path, capsys):
    doc = json.loads(SHIPPED.read_text(encoding="utf-8"))
    flight = next(f for r in doc["rounds"] for f in r["flights"] if f.get("stop"))
    flight["stop"] = [9, 9]  # off the board
    bad = tmp_path / "bad.zrec"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    assert _make_lesson().main(["--check", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "not a valid record" in out and "NOT A LESSON" in out


@pytest.mark.parametrize("count", [0, 8])
def test_a_game_of_three_or_of_nothing_is_not_a_lesson(tmp_path, count):
    from zuendstoff.engine import Game, Player
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("A", "black"), Player("B", "white"), Player("C", "purple")], seed=1)
    assert lesson_problems(game)[0].startswith("a lesson has two seats")
    two = _cut(count)
    path = tmp_path / "short.zrec"
    save_record(two, path)
    problems = _make_lesson().check(path)
    assert problems and (count or problems == ["the lesson has no steps"])
