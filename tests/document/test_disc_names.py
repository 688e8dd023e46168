"""What a disc is called, in a sentence and on its own: an empty place, the sun, Earth, a
planet by its number, and a face-down planet never by its number (R26; issue 41)."""

from __future__ import annotations

from zuendstoff import resources
from zuendstoff.document.names import disc_label, disc_name
from zuendstoff.engine import Game, Player


def test_every_kind_of_place_is_named_and_a_face_down_planet_stays_unnamed(qapp):
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Ben", "white")], seed=2)
    layout = game.layout
    sun, earth = layout.cells[layout.sun], layout.cells[layout.earth]
    empty = next((r, c) for r in range(layout.rows + 1) for c in range(layout.cols + 1)
                 if (r, c) not in layout.index)
    slot = layout.slots[0]
    cell = layout.cells[slot]
    assert (disc_name(game, empty), disc_label(game, empty)) == ("an empty place", "empty place")
    assert (disc_name(game, sun), disc_label(game, sun)) == ("the sun", "Sun")
    assert (disc_name(game, earth), disc_label(game, earth)) == ("Earth", "Earth")
    game.face_up[slot] = False
    assert (disc_name(game, cell), disc_label(game, cell)) == ("a face-down planet",
                                                                "Face-down planet")
    game.face_up[slot] = True
    number = game.faces[slot]
    assert (disc_name(game, list(cell)), disc_label(game, list(cell))) == (
        f"planet {number}", f"Planet {number}")
