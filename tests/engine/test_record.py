"""Game records: the spec's format exactly, replay with snapshot checks, damaged files."""

from __future__ import annotations

import copy
import json

import jsonschema
import pytest
from engine_helpers import new_game
from zuendstoff.engine import DataError, Phase, PlayCard, ReplayDivergence, replay, to_record
from zuendstoff.engine.record import load_record, record_text, save_record
from zuendstoff.resources import builtin_layout, default_discs
from zuendstoff.resources import path as resource_path
from zuendstoff.sim import play_game

SCHEMA = json.loads(resource_path("schemas", "record.schema.json").read_text(encoding="utf-8"))


def validate(doc):
    jsonschema.Draft202012Validator(SCHEMA).validate(doc)


def finished(seed=3, layout="standard", bots=("random", "greedy", "random")):
    return play_game(default_discs(), builtin_layout(layout), list(bots), str(seed))


def test_the_shipped_schema_is_a_valid_schema_with_strict_whole_numbers():
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    from zuendstoff.engine.errors import DataError
    from zuendstoff.engine.schema import check
    doc = to_record(finished(layout="alt1"))
    check(doc, "record", "fine.zrec")
    for bad in (3.0, True, 0.5):
        wrong = json.loads(json.dumps(doc))
        wrong["rounds"][0]["cards"] = wrong["rounds"][0]["cards"]  # untouched
        wrong["deal"][0]["planet"] = bad
        with pytest.raises(DataError, match="whole number"):
            check(wrong, "record", "bad.zrec")


@pytest.mark.parametrize("layout", ["standard", "alt1", "alt2"])
def test_finished_game_record_matches_schema_and_replays(layout):
    game = finished(layout=layout)
    doc = to_record(game)
    validate(doc)
    assert all(set(r) == {"cards", "rotations", "picks", "flights", "state"} for r in doc["rounds"])
    assert all("flip" in f for r in doc["rounds"] for f in r["flights"])
    again = replay(json.loads(json.dumps(doc)), "x.zrec")
    assert to_record(again) == doc


def test_every_step_of_a_game_saves_and_loads(tmp_path):
    game = new_game(n=3, seed=5)
    from zuendstoff.engine.bots import make_bot

    bots = [make_bot("greedy", s) for s in range(3)]
    steps = 0
    while not game.is_over and steps < 300:
        seat = game.pending_seats()[0]
        game.apply(bots[seat].decide(game.view(seat)))
        steps += 1
        doc = to_record(game)
        validate(doc)
        loaded = replay(json.loads(json.dumps(doc)), "mid.zrec")
        # what was revealed is restored; a hidden choice is not in the file at all
        assert to_record(loaded) == doc
        if game.phase not in (Phase.FIRST_CARD, Phase.SECOND_CARD):
            assert loaded.phase is game.phase and loaded.pending_seats() == game.pending_seats()
            assert loaded.snapshot() == game.snapshot()
    path = tmp_path / "g.zrec"
    save_record(game, path)
    assert load_record(path).snapshot() == game.snapshot()


def test_unfinished_round_with_a_flip_pending_loads_waiting_for_the_flip():
    from test_flight import fly_blue, travel_game

    game = travel_game(all_up=False)
    fly_blue(game)
    game.apply(game.legal_decisions(0)[0])
    assert game.phase is Phase.FLIP
    doc = to_record(game)
    validate(doc)
    assert "flip" not in doc["rounds"][0]["flights"][0]
    loaded = replay(doc, "f.zrec")
    assert loaded.phase is Phase.FLIP and loaded.pending_seats() == (0,)


def test_divergence_names_round_step_and_field():
    doc = to_record(finished())
    bad = copy.deepcopy(doc)
    bad["rounds"][2]["state"]["sun_rotation"] = (bad["rounds"][2]["state"]["sun_rotation"] + 1) % 4
    with pytest.raises(ReplayDivergence) as err:
        replay(bad, "bad.zrec")
    assert (err.value.round_no, err.value.step, err.value.field) == (3, "state", "sun_rotation")
    assert str(err.value).startswith("bad.zrec: round 3, step state, field sun_rotation")

    bad = copy.deepcopy(doc)
    bad["rounds"][1]["state"]["pieces"][0] = [3, 3] if bad["rounds"][1]["state"]["pieces"][0] != [
        3, 3] else [3, 2]
    with pytest.raises(ReplayDivergence, match=r"round 2, step state, field pieces\[0\]"):
        replay(bad, "bad.zrec")


def test_illegal_decision_in_a_record_is_a_divergence():
    doc = to_record(finished())
    bad = copy.deepcopy(doc)
    bad["rounds"][0]["cards"][0] = ["planet", "planet"]
    bad["rounds"][1]["cards"][0] = ["planet", "red2"]  # only two planet cards in a set
    with pytest.raises(DataError, match=r"round [12]"):
        replay(bad, "bad.zrec")


def test_same_seed_gives_byte_identical_records():
    assert record_text(finished(seed=8)) == record_text(finished(seed=8))
    assert record_text(finished(seed=8)) != record_text(finished(seed=9))


HOSTILE = [
    ("", "not valid JSON"),
    ('{"format": "zuendstoff-record", "version": 1, "discs": ', "not valid JSON"),
    ("[]", "expected an object"),
    ('{"format": "something-else", "version": 1}', "not a zuendstoff-record file"),
    ('{"format": "zuendstoff-record", "version": 99}', "version 99 is not supported"),
    ("NaN", "not valid JSON"),
    ("[" * 100000, "nested too deeply|not valid JSON"),
]


@pytest.mark.parametrize("text,message", HOSTILE)
def test_damaged_record_files_give_one_clear_error(tmp_path, text, message):
    path = tmp_path / "x.zrec"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=message) as err:
        load_record(path)
    assert str(err.value).startswith(str(path))
    assert "\n" not in str(err.value)


def _mutations():
    base = to_record(finished(seed=4))

    def m(fn):
        doc = copy.deepcopy(base)
        fn(doc)
        return doc

    return [
        ("missing discs", m(lambda d: d.pop("discs")), "'discs' is missing"),
        ("wrong type", m(lambda d: d.__setitem__("players", "many")), "expected a list"),
        ("huge number", m(lambda d: d["deal"][0].__setitem__("planet", 10 ** 30)), "out of range"),
        ("duplicate planet", m(lambda d: d["deal"][1].__setitem__("planet", d["deal"][0]["planet"])),
         "dealt twice"),
        ("out of range cell", m(lambda d: d["deal"][0].__setitem__("cell", [99, 99])),
         "not a planet slot"),
        ("negative cell", m(lambda d: d["layout"]["cells"][0].__setitem__("row", -1)),
         "out of range"),
        ("bool as number", m(lambda d: d["rounds"][0]["rotations"].append(
            {"seat": True, "target": [0, 0], "quarters": 1})), "whole number"),
        ("one player", m(lambda d: d.__setitem__("players", d["players"][:1])), "fewer than the 2"),
        ("unknown card", m(lambda d: d["rounds"][0]["cards"][0].__setitem__(0, "joker")),
         "not one of"),
        ("duplicate planets in discs", m(lambda d: d["discs"]["planets"][5].__setitem__(
            "number", 3)), "appears twice"),
        ("winners wrong", m(lambda d: d.__setitem__("winners", [0, 1, 2])), "winners"),
        ("string seat", m(lambda d: d["rounds"][0]["flights"].insert(0, {"seat": "0", "colour": "red",
                                                                        "stop": None})),
         "whole number"),
        ("name too long", m(lambda d: d["players"][0].__setitem__("name", "x" * 10_000)), "longer"),
    ]


@pytest.mark.parametrize("name,doc,message", _mutations(), ids=lambda x: x if isinstance(x, str) else "")
def test_hostile_records_give_one_clear_error_and_no_traceback(name, doc, message):
    with pytest.raises(DataError, match=message):
        replay(doc, "hostile.zrec")


def test_loading_a_bad_file_leaves_nothing_half_loaded(tmp_path):
    game = finished()
    before = record_text(game)
    path = tmp_path / "bad.zrec"
    path.write_text('{"format": "zuendstoff-record"', encoding="utf-8")
    with pytest.raises(DataError):
        game = load_record(path)
    assert record_text(game) == before


def test_save_is_atomic_a_failed_write_keeps_the_old_file(tmp_path, monkeypatch):
    import os

    game = finished()
    path = tmp_path / "g.zrec"
    save_record(game, path)
    old = path.read_text(encoding="utf-8")

    def boom(*_a, **_k):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    game2 = new_game(n=2)
    game2.apply(PlayCard(0, "red3"))
    with pytest.raises(OSError):
        save_record(game2, path)
    assert path.read_text(encoding="utf-8") == old
    assert [p.name for p in tmp_path.iterdir()] == ["g.zrec"]  # no temporary file left


def test_a_record_taken_does_not_change_as_the_game_goes_on():
    game = new_game(n=2)
    game.apply(PlayCard(0, "blue3"))
    game.apply(PlayCard(1, "black1"))
    doc = to_record(game)
    kept = json.dumps(doc)
    game.apply(PlayCard(0, "black3"))
    game.apply(PlayCard(1, "black3"))
    assert json.dumps(doc) == kept


def test_a_record_for_text_is_the_same_record_and_a_plain_one_is_still_a_copy():
    """``for_text`` (the autosave after every decision) shares the closed rounds' snapshots
    instead of copying them: the text is the same, and a plain record may still be changed
    by its reader without changing the game's next record."""
    game = finished(seed=5)
    assert len(game.rounds) > 3
    shared = to_record(game, for_text=True)
    assert json.dumps(shared) == json.dumps(to_record(game))
    assert record_text(game) == record_text(game)
    plain = to_record(game)
    plain["rounds"][0]["state"]["pieces"].clear()
    plain["rounds"][1]["state"]["hands"][0].append("black1")
    assert json.dumps(to_record(game, for_text=True)) == json.dumps(shared)
    assert to_record(game)["rounds"][0]["state"]["pieces"]
