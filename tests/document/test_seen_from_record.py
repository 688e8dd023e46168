"""The record's kept rotations (planets seen before a casual undo, R22) are read from a file
that may be damaged or hostile: nothing odd is ever taken, and nothing raises."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from zuendstoff import resources
from zuendstoff.document.game_model import RECORD_KEY, seen_from_record
from zuendstoff.engine import Game, Player

_json = st.recursive(
    st.none() | st.booleans() | st.integers(-10**12, 10**12) | st.floats(allow_nan=True)
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=6), inner,
                                                               max_size=4),
    max_leaves=30)
_triples = st.lists(st.lists(st.integers(-3, 20), min_size=3, max_size=3), max_size=20)


def _game() -> Game:
    return Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Ben", "white")], seed=1)


@settings(max_examples=150, deadline=None)
@given(st.one_of(_json, _triples, st.dictionaries(st.just("seen"), _json | _triples)))
def test_hostile_kept_rotations_are_ignored_or_taken_only_when_valid(value):
    game = _game()
    doc = {RECORD_KEY: {"seen": value}} if not isinstance(value, dict) else {RECORD_KEY: value}
    seen_from_record(doc, game)  # never raises
    seen_from_record(value, game)
    slots = set(game.layout.slots)
    for index, rotation in game.seen.items():
        assert index in slots and not game.face_up[index] and 0 <= rotation <= 3


def test_a_valid_kept_rotation_fixes_the_flip():
    game = _game()
    cell = game.layout.cells[game.layout.slots[0]]
    seen_from_record({RECORD_KEY: {"seen": [[cell[0], cell[1], 3], [cell[0], cell[1], True],
                                            "x", [0, 0, 9]]}}, game)
    assert game.seen == {game.layout.slots[0]: 3}
