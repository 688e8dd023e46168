"""The panel of what everyone can know: each player's cards left (public by counting, R26)
and the chip colours each still needs (R25), from the engine's public view."""

from __future__ import annotations

import pytest
from helpers import new_game, settle
from zuendstoff.engine import PlayCard

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def test_cards_left_and_chips_needed(qtbot, make_window):
    game, kinds = new_game(n_humans=2, bots=())
    game.apply(PlayCard(0, "red2"))
    game.apply(PlayCard(1, "sun"))
    game.apply(PlayCard(0, "blue3"))  # Anna's second card: chosen, not yet turned over
    game.chips[1] = (1,)  # Ben holds a yellow chip
    game._pub = None
    window = make_window(game, kinds)
    settle(qtbot, window)
    anna, ben = window.public_panel.lines()
    # Anna: 11 − red 2 played − her unrevealed choice, which is still counted (R26)
    assert anna.startswith("Anna: 10 cards in hand") and "Red 2" not in anna
    assert "Blue 3" in anna  # her face-down choice is not taken off: nobody has seen it
    assert "needs two chips of red, yellow, blue" in anna
    assert ben.startswith("Ben: 10 cards in hand") and "Sun rotation" not in ben
    assert "needs one more chip: red or blue" in ben
    assert "What everyone can know" == window.public_panel.heading.text()


def test_the_panel_is_the_same_whatever_was_chosen_in_secret(qtbot, make_window):
    lines = []
    for card in ("red3", "black1"):
        game, kinds = new_game(n_humans=2, bots=())
        game.apply(PlayCard(0, card))
        window = make_window(game, kinds)
        settle(qtbot, window)
        lines.append(window.public_panel.lines())
    assert lines[0] == lines[1]
