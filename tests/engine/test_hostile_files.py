"""Every reader against hostile files (issue "Nothing lost, nothing crashes"): generated
mutations of valid records, layouts and disc sets (hypothesis), and special files. The
answer is always one plain message naming the file, or a file that truly is what it claims;
never a traceback, never a hang. benchmarks/hostile_files.py runs many more for docs/benchmarks.md."""

from __future__ import annotations

import os
import random

import hostile
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

FILES = hostile.valid_files()


@pytest.mark.parametrize("kind", sorted(hostile.LOADERS))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**32 - 1))
def test_mutated_files_give_a_clean_message_or_load_truly(kind, tmp_path, seed):
    rng = random.Random(seed)
    data = FILES[kind]
    for _ in range(rng.randint(1, 3)):  # one to three mutations on top of each other
        data = hostile.mutate(data, rng)
    path = tmp_path / f"hostile{hostile.SUFFIX[kind]}"
    path.write_bytes(data)
    verdict, detail = hostile.verdict(kind, path)
    assert verdict in ("clean", "accepted"), (verdict, detail)


def test_the_valid_files_are_accepted(tmp_path):
    for kind, data in FILES.items():
        path = tmp_path / f"valid{hostile.SUFFIX[kind]}"
        path.write_bytes(data)
        assert hostile.verdict(kind, path) == ("accepted", "")


@pytest.mark.parametrize("kind", sorted(hostile.LOADERS))
def test_special_files_never_hang_and_say_what_they_are(kind, tmp_path):
    for name, path in hostile.special_files(tmp_path / kind).items():
        verdict, detail = hostile.verdict(kind, path, seconds=10)
        assert verdict == "clean", (name, verdict, detail)


def test_duplicate_keys_and_bools_as_numbers_are_refused(tmp_path):
    import json
    doc = json.loads(FILES["layout"])
    text = json.dumps(doc).replace('"version": 1', '"version": 1, "version": 1', 1)
    path = tmp_path / "twice.zlayout"
    path.write_text(text, "utf-8")
    assert hostile.verdict("layout", path)[0] == "clean"
    assert "twice" in hostile.verdict("layout", path)[1]
    record = json.loads(FILES["record"])
    record["rounds"][0]["state"]["discs"].append(record["rounds"][0]["state"]["discs"][0])
    path = tmp_path / "disc-twice.zrec"
    path.write_text(json.dumps(record), "utf-8")
    verdict, text = hostile.verdict("record", path)
    assert verdict == "clean", text


def test_a_huge_value_gives_a_short_message(tmp_path):
    import json
    record = json.loads(FILES["record"])
    record["players"][0]["name"] = "x" * 1_500_000
    path = tmp_path / "huge.zrec"
    path.write_text(json.dumps(record), "utf-8")
    verdict, text = hostile.verdict("record", path)
    assert verdict == "clean" and len(text) < len(str(path)) + 400, text[:300]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="Windows has no FIFOs (named pipes are "
                    "not files there); the damaged record is refused on every system above")
def test_the_simulator_reports_a_hostile_record_without_a_traceback(tmp_path, capsys):
    from zuendstoff import sim
    path = tmp_path / "bad.zrec"
    path.write_bytes(hostile.mutate(FILES["record"], random.Random(5))[:100])
    fifo = hostile.special_files(tmp_path / "special")["fifo"]
    assert sim.replay_files([str(path)]) == 1
    assert sim.replay_files([str(fifo)]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err and str(path) in err and str(fifo) in err
