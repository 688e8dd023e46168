"""Boards that cannot be won (engine/layout.py sun_reachable): a piece must be able to reach
the sun from Earth along R11 neighbours, or the game never ends."""

from __future__ import annotations

import pytest
from zuendstoff import resources
from zuendstoff.engine.layout import Layout, sun_reachable
from zuendstoff.sim import play_game


@pytest.mark.parametrize("key", ["standard", "alt1", "alt2"])
def test_the_shipped_layouts_can_be_won(key):
    assert sun_reachable(resources.builtin_layout(key))


@pytest.mark.parametrize("cells,reachable", [
    ([(0, 0, "sun"), (1, 1, "earth")], False),                      # the case found: apart
    ([(0, 0, "sun"), (0, 3, "earth")], True),                        # one row: wrap or not
    ([(0, 0, "sun"), (2, 2, "earth"), (2, 0, "planet")], True),      # via a planet's column
    ([(0, 0, "sun"), (2, 2, "earth"), (3, 3, "planet")], False),     # planets, but none in line
    ([(0, 0, "sun"), (0, 1, "planet"), (5, 5, "earth"), (5, 7, "planet")], False),
])
def test_small_boards(cells, reachable):
    assert sun_reachable(Layout.build("t", cells)) is reachable


def test_a_reachable_board_is_won_in_play_and_an_unreachable_one_never_moves():
    won = Layout.build("t", [(0, 0, "sun"), (0, 2, "earth"), (1, 2, "planet"), (1, 0, "planet")])
    game = play_game(resources.default_discs(), won, ["medium", "medium"], "win", round_limit=400)
    assert game.winners  # the analysis said yes, and play agrees
    stuck = Layout.build("t", [(0, 0, "sun"), (1, 1, "earth"), (2, 2, "planet")])
    game = play_game(resources.default_discs(), stuck, ["medium", "medium"], "stuck", round_limit=60)
    assert not game.winners and game.end == "limit"

