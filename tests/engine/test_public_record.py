"""The record a far-away seat gets at the end (engine.record.public_record): what the
replay shows everyone, and not the faces of planets that were never turned up (R26)."""

from __future__ import annotations

import pytest
from zuendstoff import resources
from zuendstoff.engine import replay, to_record
from zuendstoff.engine.record import public_record
from zuendstoff.engine.timeline import timeline
from zuendstoff.sim import play_game


def _game(n, layout, seed):
    return play_game(resources.default_discs(), resources.builtin_layout(layout), ["medium"] * n,
                     f"public-{seed}")


@pytest.mark.parametrize("n,layout,seed", [(2, "standard", 1), (3, "alt1", 2), (4, "alt2", 3)])
def test_the_public_record_replays_to_what_the_replay_shows(n, layout, seed):
    game = _game(n, layout, seed)
    doc = public_record(game)
    again = replay(doc, "public")
    assert again.is_over and again.winners == game.winners
    start, steps = timeline(game)
    start2, steps2 = timeline(again)
    assert len(steps) == len(steps2)
    for a, b in zip([start, *(s.after for s in steps)], [start2, *(s.after for s in steps2)]):
        assert a.face_up == b.face_up and a.pieces == b.pieces and a.chips == b.chips
        # every planet anyone saw is the same; a face-down one shows nothing in either
        for cell in a.layout.cells:
            assert a.planet_at(cell) == b.planet_at(cell)
    # the rest of the record is the table's own record
    full = to_record(game)
    assert {k: v for k, v in doc.items() if k != "deal"} == {k: v for k, v in full.items() if k != "deal"}


def test_faces_never_turned_up_are_not_in_it():
    game = _game(2, "standard", 1)
    start, steps = timeline(game)
    slots = game.layout.slots
    seen = {i for pos in [start, *(s.after for s in steps)] for i in slots if pos.face_up[i]}
    hidden = [i for i in slots if i not in seen]
    assert len(hidden) >= 2, "this game must leave planets face down for the test to mean anything"
    # another deal that differs only in the never-turned slots gives the same public record
    other = game.copy()
    a, b = hidden[0], hidden[1]
    other.faces = list(other.faces)
    other.faces[a], other.faces[b] = other.faces[b], other.faces[a]
    assert to_record(other)["deal"] != to_record(game)["deal"]
    assert public_record(other) == public_record(game)
