"""Disc-set and layout files: the built-ins load; damaged and hostile files give one clear error."""

from __future__ import annotations

import json

import pytest
from zuendstoff.engine import DataError, DiscSet, Layout
from zuendstoff.resources import builtin_layout, default_discs, discs_path, layout_path


def test_builtin_files_load():
    assert len(default_discs().planets) == 15
    for key in ("standard", "alt1", "alt2"):
        assert builtin_layout(key).name


def _write(tmp_path, name, obj):
    p = tmp_path / name
    p.write_text(obj if isinstance(obj, str) else json.dumps(obj), encoding="utf-8")
    return p


def _layout_doc(cells):
    return {"format": "zuendstoff-layout", "version": 1, "layout": {"name": "x", "cells": cells}}


EARTH = {"row": 5, "col": 5, "kind": "earth"}
BAD_LAYOUTS = [
    ("truncated", '{"format": "zuendstoff-layout", "version": 1, "layout": {"cells": [', "not valid JSON"),
    ("wrong type", _layout_doc("cells"), "expected a list"),
    ("huge grid", _layout_doc([{"row": 10_000, "col": 10_000, "kind": "sun"}, EARTH]), "out of range"),
    ("negative", _layout_doc([{"row": -1, "col": 0, "kind": "sun"}, EARTH]), "out of range"),
    ("duplicate", _layout_doc([{"row": 0, "col": 0, "kind": "sun"}, {"row": 0, "col": 0, "kind": "earth"}]),
     "two discs lie on row 0, column 0"),
    ("unknown kind", _layout_doc([{"row": 0, "col": 0, "kind": "moon"}, EARTH]), '"moon" is not one of'),
    ("no earth", _layout_doc([{"row": 0, "col": 0, "kind": "sun"}, {"row": 0, "col": 1, "kind": "planet"}]),
     "R8: there is no Earth"),
    ("too few", _layout_doc([{"row": 0, "col": 0, "kind": "sun"}]), "fewer than the 2 needed"),
    ("15 slots", _layout_doc([{"row": 0, "col": 0, "kind": "sun"}, {"row": 0, "col": 1, "kind": "earth"}]
                             + [{"row": 1, "col": c, "kind": "planet"} for c in range(15)]),
     "more than the 16 allowed"),
    ("float", _layout_doc([{"row": 0.5, "col": 0, "kind": "sun"}, EARTH]), "whole number"),
    ("float that is whole", _layout_doc([{"row": 2.0, "col": 0, "kind": "sun"}, EARTH]), "whole number"),
    ("true is no number", _layout_doc([{"row": True, "col": 0, "kind": "sun"}, EARTH]), "whole number"),
    ("draft as a number", dict(_layout_doc([{"row": 0, "col": 0, "kind": "sun"}, EARTH]), draft=1),
     "true or false"),
    ("wrong format", {"format": "zuendstoff-discs", "version": 1}, "not a zuendstoff-layout file"),
    ("too many cells", _layout_doc([{"row": 0, "col": 0, "kind": "planet"}] * 5000), "more than the"),
]


@pytest.mark.parametrize("name,content,message", BAD_LAYOUTS, ids=[b[0] for b in BAD_LAYOUTS])
def test_r8_bad_layout_files(tmp_path, name, content, message):
    path = _write(tmp_path, "bad.zlayout", content)
    with pytest.raises(DataError, match=message) as err:
        Layout.load(path)
    assert str(err.value).startswith(str(path)) and "\n" not in str(err.value)


def _discs_doc(mutate):
    doc = json.loads(discs_path().read_text(encoding="utf-8"))
    mutate(doc["discs"])
    return doc


BAD_DISCS = [
    ("two rockets on one side", _discs_doc(lambda d: d["planets"][2]["rockets"]["blue"].__setitem__(
        "side", d["planets"][2]["rockets"]["red"]["side"])), "R1: planet 3 has two rockets on one side"),
    ("14 planets", _discs_doc(lambda d: d["planets"].pop()), "has 14"),
    ("bad side", _discs_doc(lambda d: d["planets"][0]["rockets"]["red"].__setitem__("side", "NE")),
     '"NE" is not one of'),
    ("huge rocket number", _discs_doc(lambda d: d["planets"][0]["rockets"]["red"].__setitem__(
        "number", 10 ** 12)), "out of range"),
    ("sun", _discs_doc(lambda d: d["sun"]["sides"].__setitem__("N", ["red", "red"])),
     "shown twice|the same entry twice"),
    ("missing earth", _discs_doc(lambda d: d["planets"][0].__setitem__("number", 16)), "out of range"),
    ("extra colour", _discs_doc(lambda d: d["planets"][0]["rockets"].__setitem__("green", {})),
     "unknown colour|unknown key|not part of this format"),
]


@pytest.mark.parametrize("name,content,message", BAD_DISCS, ids=[b[0] for b in BAD_DISCS])
def test_r1_r3_bad_disc_files(tmp_path, name, content, message):
    path = _write(tmp_path, "bad.zdiscs", content)
    with pytest.raises(DataError, match=message) as err:
        DiscSet.load(path)
    assert str(err.value).startswith(str(path))


def test_missing_and_unreadable_files(tmp_path):
    with pytest.raises(DataError, match="does not exist"):
        Layout.load(tmp_path / "nope.zlayout")
    with pytest.raises(DataError, match="folder"):
        DiscSet.load(tmp_path)
    p = tmp_path / "bin.zdiscs"
    p.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(DataError, match="UTF-8|JSON"):
        DiscSet.load(p)


def test_saved_files_load_back(tmp_path):
    lay = builtin_layout("alt2")
    lay.save(tmp_path / "a.zlayout")
    assert Layout.load(tmp_path / "a.zlayout") == lay
    discs = default_discs()
    discs.save(tmp_path / "d.zdiscs")
    assert DiscSet.load(tmp_path / "d.zdiscs").to_json() == discs.to_json()
    assert json.loads(layout_path("standard").read_text(encoding="utf-8"))["format"] == "zuendstoff-layout"
