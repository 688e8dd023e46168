"""The line said and shown as the second cards are turned over names the sun's turn (issue 42,
item 11): the board shows the sun already turned (R14), the text did not say so."""

from __future__ import annotations

from zuendstoff import resources
from zuendstoff.document.outcome import reveal_line
from zuendstoff.engine import Game, PlayCard, Player


def _revealed(cards) -> Game:
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Ben", "white")], seed=5)
    for seat, card in cards:
        game.apply(PlayCard(seat, card))
    return game


def test_the_second_reveal_says_the_sun_turned_and_by_whose_cards():
    game = _revealed(((0, "sun"), (1, "sun"), (0, "red2"), (1, "red3")))
    line = reveal_line(game)
    assert line.startswith("Second cards turned over:"), line
    assert line.endswith("The sun turned a half turn (Anna, Ben)."), line
    assert reveal_line(game, upto=1).startswith("First cards turned over:")
    assert "sun turned" not in reveal_line(game, upto=1)  # (it turns once both are over)


def test_no_sun_card_no_word_of_the_sun():
    game = _revealed(((0, "red2"), (1, "blue2"), (0, "planet"), (1, "red3")))
    assert "sun" not in reveal_line(game).lower().replace("sun rotation", "")
