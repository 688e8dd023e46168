"""R7–R11: directions, layouts, and the wrap-around neighbour."""

from __future__ import annotations

import pytest
from engine_helpers import make_discs, make_layout
from zuendstoff.engine import DataError, Layout
from zuendstoff.engine.constants import BLUE, RED, YELLOW, E, N, S, W
from zuendstoff.engine.layout import problems
from zuendstoff.resources import builtin_layout


def test_r7_rotation_turns_rockets_clockwise():
    planet = make_discs({2: "ESN"}).planet(2)  # red E, yellow S, blue N
    assert [planet.side_of(RED, r) for r in range(4)] == [E, S, W, N]
    assert planet.side_of(BLUE, 1) == E
    assert planet.side_of(YELLOW, 3) == E


def test_r7_sun_rotation_moves_printed_sides_clockwise():
    sun = make_discs().sun  # N red, E yellow, S blue, W all three
    assert sun.colours_at(N, 0) == (RED,)
    assert sun.colours_at(E, 1) == (RED,)  # what was printed at N now shows at E
    assert sun.colours_at(N, 1) == (RED, YELLOW, BLUE)


def test_r8_layout_needs_one_sun_one_earth_and_at_most_14_slots():
    assert problems([(0, 0, "sun"), (0, 1, "earth")]) == []
    assert "there is no sun" in problems([(0, 1, "earth")])
    assert any("2 Earths" in p for p in problems([(0, 0, "sun"), (0, 1, "earth"), (0, 2, "earth")]))
    fifteen = [(0, 0, "sun"), (0, 1, "earth")] + [(1, c, "planet") for c in range(15)]
    assert any("15 planet slots" in p for p in problems(fifteen))
    with pytest.raises(DataError, match="R8"):
        Layout.build("x", fifteen)
    assert any("two discs" in p for p in problems([(0, 0, "sun"), (0, 0, "earth")]))


def test_r9_standard_layout():
    lay = builtin_layout("standard")
    assert len(lay.cells) == 16 and lay.rows == 4 and lay.cols == 4
    assert lay.cells[lay.sun] == (0, 0) and lay.cells[lay.earth] == (2, 2)
    assert len(lay.slots) == 14


def test_r10_alternative_layouts():
    alt1 = builtin_layout("alt1")
    assert sorted(alt1.triples()) == sorted([
        (0, 0, "sun"), (0, 1, "planet"), (1, 0, "planet"), (1, 1, "planet"), (1, 2, "planet"),
        (2, 1, "planet"), (2, 2, "earth")])
    alt2 = builtin_layout("alt2")
    assert alt2.cells[alt2.sun] == (0, 1) and alt2.cells[alt2.earth] == (5, 4)
    assert len(alt2.slots) == 14
    assert (4, 2) not in alt2.index  # the Decision: the sheet's extra slot is dropped
    assert {c for c in alt2.cells if c[0] == 2} == {(2, c) for c in range(5)}


def test_r11_neighbour_wraps_around_and_skips_gaps():
    alt1 = builtin_layout("alt1")
    idx, nb = alt1.index, alt1.neighbours
    # row 2 is: gap, planet (2,1), Earth (2,2): west of (2,1) wraps to (2,2)
    assert nb[idx[(2, 1)]][W] == idx[(2, 2)]
    # column 0 is sun (0,0), planet (1,0), gap (2,0): south of (1,0) wraps to the sun
    assert nb[idx[(1, 0)]][S] == idx[(0, 0)]
    # north of the sun wraps to the bottom of column 0
    assert nb[idx[(0, 0)]][N] == idx[(1, 0)]
    assert nb[idx[(1, 1)]][E] == idx[(1, 2)] and nb[idx[(1, 2)]][E] == idx[(1, 0)]


def test_r11_gap_in_the_middle_is_skipped():
    lay = make_layout(["SP.P", "E..."])
    assert lay.neighbours[lay.index[(0, 1)]][E] == lay.index[(0, 3)]


def test_r11_a_disc_alone_in_its_line_has_no_neighbour():
    lay = make_layout(["S.", ".E"])
    assert lay.neighbours[lay.earth] == (-1, -1, -1, -1)


def test_layout_json_round_trip():
    lay = builtin_layout("alt2")
    assert Layout.from_json(lay.to_json(), "x") == lay
