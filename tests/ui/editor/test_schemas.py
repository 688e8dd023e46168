"""The JSON Schemas of .zlayout and .zdiscs describe the files the engine and editors write."""

from __future__ import annotations

import json

import jsonschema
import pytest
from zuendstoff import resources
from zuendstoff.engine.discs import DiscSet
from zuendstoff.engine.errors import DataError
from zuendstoff.engine.layout import Layout


def _schema(name: str):
    schema = json.loads(resources.path("schemas", name).read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


LAYOUT = _schema("layout.schema.json")
DISCS = _schema("discs.schema.json")


def _read(path) -> object:
    return json.loads(open(path, encoding="utf-8").read())


@pytest.mark.parametrize("key", resources.BUILTIN_LAYOUTS)
def test_builtin_layouts_validate(key):
    LAYOUT.validate(_read(resources.layout_path(key)))


def test_builtin_disc_sets_validate():
    folder = resources.path("discsets")
    files = sorted(folder.glob("*.zdiscs"))
    assert files
    for f in files:
        DISCS.validate(_read(f))


def test_layout_editor_files_validate(layout_window, tmp_path):
    win = layout_window
    win.open_builtin("alt2")
    win.scene.move({(5, 4): (6, 0)})
    good = str(tmp_path / "good.zlayout")
    assert win.save_to(good)
    LAYOUT.validate(_read(good))
    win.scene.remove([(0, 1)])  # no sun: a draft
    draft = str(tmp_path / "draft.zlayout")
    assert win.save_to(draft)
    doc = _read(draft)
    assert doc["draft"] is True
    LAYOUT.validate(doc)
    win.new_layout()
    win.save_to(str(tmp_path / "empty.zlayout"))  # an empty draft is still a valid file
    LAYOUT.validate(_read(tmp_path / "empty.zlayout"))


def test_discset_editor_files_validate(discset_window, tmp_path):
    win = discset_window
    win.duplicate()
    win.scene.select_disc(9)
    win.turn_disc(1)
    win.set_number(0, 999)
    path = str(tmp_path / "mine.zdiscs")
    assert win.save_to(path)
    DISCS.validate(_read(path))


def _layout_doc(cells, **extra):
    d = {"format": "zuendstoff-layout", "version": 1, "layout": {"name": "x", "cells": cells}}
    d.update(extra)
    return d


@pytest.mark.parametrize("doc", [
    _layout_doc([{"row": 0, "col": 0, "kind": "sun"}]),  # not a draft: too few cells
    _layout_doc([{"row": -1, "col": 0, "kind": "sun"}, {"row": 0, "col": 1, "kind": "earth"}]),
    _layout_doc([{"row": 0, "col": 64, "kind": "sun"}, {"row": 0, "col": 1, "kind": "earth"}]),
    _layout_doc([{"row": 0, "col": 0, "kind": "moon"}, {"row": 0, "col": 1, "kind": "earth"}]),
    _layout_doc([{"row": "0", "col": 0, "kind": "sun"}, {"row": 0, "col": 1, "kind": "earth"}]),
    {"format": "zuendstoff-layout", "version": 2, "layout": {"cells": []}},
])
def test_schema_and_engine_both_refuse_bad_layouts(doc):
    assert not LAYOUT.is_valid(doc)
    with pytest.raises(DataError):
        Layout.from_file_json(doc, "x.zlayout")


def test_schema_and_engine_both_refuse_bad_disc_sets():
    base = resources.default_discs().to_file_json()
    cases = []
    d = json.loads(json.dumps(base))
    d["discs"]["planets"].pop()
    cases.append(d)
    d = json.loads(json.dumps(base))
    d["discs"]["planets"][0]["rockets"]["red"]["side"] = "NE"
    cases.append(d)
    d = json.loads(json.dumps(base))
    d["discs"]["planets"][0]["rockets"]["red"]["number"] = 0
    cases.append(d)
    d = json.loads(json.dumps(base))
    d["discs"]["sun"]["sides"]["N"] = []
    cases.append(d)
    for doc in cases:
        assert not DISCS.is_valid(doc)
        with pytest.raises(DataError):
            DiscSet.from_file_json(doc, "x.zdiscs")


BOARD = _schema("board.schema.json")


def test_the_board_schema_shares_its_definitions_with_the_layout_and_disc_set_schemas():
    board = BOARD.schema["$defs"]
    for other in (LAYOUT, DISCS):
        for key, value in other.schema["$defs"].items():
            assert board[key] == value, key


def test_shared_board_files_validate(tmp_path):
    from zuendstoff.engine.board import Board

    for key in resources.BUILTIN_LAYOUTS:
        path = tmp_path / f"{key}.zboard"
        Board(resources.builtin_layout(key), resources.default_discs()).save(str(path))
        BOARD.validate(_read(path))
    doc = _read(path)
    doc["layout"]["cells"] = doc["layout"]["cells"] * 2  # 32 cells: more than a layout may
    assert not BOARD.is_valid(doc)
