"""Shared boards (.zboard files and ZB1- share codes): a layout with its disc set, read back
exactly, saved readable like any document, and hostile input refused in one plain line
(the files themselves also go through tests/engine/test_hostile_files.py)."""

from __future__ import annotations

import base64
import json
import zlib

import pytest
from file_modes import assert_readable_like_any_document
from hypothesis import given, settings
from hypothesis import strategies as st
from zuendstoff import resources
from zuendstoff.engine.board import CODE_PREFIX, Board
from zuendstoff.engine.errors import DataError

BOARD = Board(resources.builtin_layout("alt2"), resources.default_discs())


def test_a_board_file_carries_the_layout_and_the_disc_set(tmp_path):
    path = tmp_path / "b.zboard"
    BOARD.save(str(path))
    again = Board.load(str(path))
    assert again.layout == BOARD.layout and again.discs == BOARD.discs
    assert again.discs.name == BOARD.discs.name
    assert_readable_like_any_document(path)


def test_a_share_code_carries_the_same_and_is_short():
    code = BOARD.code()
    assert code.startswith(CODE_PREFIX) and len(code) < 300  # the app's own discs left out
    assert set(code[len(CODE_PREFIX):]) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    again = Board.from_code("  " + code[:50] + "\n" + code[50:] + " ")  # pasted with breaks
    assert again == BOARD


def test_a_share_code_with_a_disc_set_of_its_own_carries_it():
    data = resources.default_discs().to_json()
    for p in data["planets"]:
        p["rockets"]["red"]["side"], p["rockets"]["blue"]["side"] = \
            p["rockets"]["blue"]["side"], p["rockets"]["red"]["side"]
    from zuendstoff.engine.discs import DiscSet
    board = Board(resources.builtin_layout("alt1"), DiscSet.from_json(data, "x", "Swapped"))
    code = board.code()
    assert len(code) < 1000
    again = Board.from_code(code)
    assert again == board and again.discs.name == "Swapped"


def _code_of(payload: bytes) -> str:
    return CODE_PREFIX + base64.urlsafe_b64encode(zlib.compress(payload)).decode().rstrip("=")


@pytest.mark.parametrize("code, words", [
    ("", "starts with ZB1-"),
    ("hello", "starts with ZB1-"),
    ("ZB1-!!!!", "damaged"),
    ("ZB1-AAAA", "damaged"),
    (BOARD.code()[:-20], "damaged or cut short"),
    (_code_of(b"[1, 2"), "not valid JSON"),
    (_code_of(b"{}"), "not a zuendstoff-board"),
    (_code_of(b" " * 300_000), "too much"),  # a zip bomb stops at the limit
    ("ZB1-" + "A" * 30_000, "too long"),
])
def test_bad_codes_are_refused_in_one_plain_line(code, words):
    with pytest.raises(DataError) as info:
        Board.from_code(code)
    text = str(info.value)
    assert words in text and "\n" not in text and len(text) < 300
    assert text.startswith("share code")


def test_a_board_breaking_the_rules_is_refused():
    doc = BOARD.to_json()
    doc["layout"]["cells"] = [c for c in doc["layout"]["cells"] if c["kind"] != "sun"]
    with pytest.raises(DataError, match="no sun"):
        Board.from_json(json.loads(json.dumps(doc)), "x.zboard")
    doc = BOARD.to_json()
    rockets = doc["discs"]["planets"][3]["rockets"]
    rockets["red"]["number"] = rockets["blue"]["number"]
    with pytest.raises(DataError, match="R3"):
        Board.from_json(doc, "x.zboard")


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=400))
def test_any_bytes_as_a_code_give_a_board_or_one_plain_line(data):
    for code in (CODE_PREFIX + base64.urlsafe_b64encode(data).decode(), _code_of(data),
                 data.decode("latin-1")):
        try:
            Board.from_code(code)
        except DataError as exc:
            assert "\n" not in str(exc) and len(str(exc)) < 400


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_mutated_boards_in_codes_give_a_board_or_one_plain_line(data):
    import random

    import hostile
    rng = random.Random(data.draw(st.integers(0, 2**32 - 1)))
    raw = json.dumps(BOARD.to_json()).encode()
    for _ in range(rng.randint(1, 3)):
        raw = hostile.mutate(raw, rng)
    try:
        board = Board.from_code(_code_of(raw))
    except DataError as exc:
        assert "\n" not in str(exc) and len(str(exc)) < 400
    else:  # accepted: a true board, the same again from its own code
        assert Board.from_code(board.code()) == board
