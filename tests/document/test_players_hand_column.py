"""The players table's hand column: the number of cards shown, the words in the tool tip
(issue 41: the two swapped went unnoticed)."""

from __future__ import annotations

from game_states import phase_is, reach
from PySide6.QtCore import Qt
from zuendstoff.document.game_model import GameModel, SeatKind
from zuendstoff.document.players_model import PlayersModel
from zuendstoff.engine import Phase


def test_the_hand_column_shows_the_count_and_says_it_in_words(qapp):
    game = reach(phase_is(Phase.FIRST_CARD))
    players = PlayersModel(GameModel(game, seats=[SeatKind()] * game.seats))
    for seat in range(game.seats):
        count = sum(game.hand(seat).values())
        index = players.index(seat, PlayersModel.HAND)
        assert players.data(index, Qt.ItemDataRole.DisplayRole) == str(count)
        tip = players.data(index, Qt.ItemDataRole.ToolTipRole)
        assert str(count) in tip and "in hand" in tip


def test_a_language_change_says_every_cell_again(qapp):
    game = reach(phase_is(Phase.FIRST_CARD))
    players = PlayersModel(GameModel(game, seats=[SeatKind()] * game.seats))
    changed = []
    players.dataChanged.connect(lambda top, bottom, roles=(): changed.append((top, bottom)))
    players.retranslate()
    (top, bottom), = changed
    assert (top.row(), top.column()) == (0, 0)
    assert bottom.isValid() and (bottom.row(), bottom.column()) == (
        game.seats - 1, players.columnCount() - 1)


def test_why_a_winner_won_names_both_chips(qapp):
    from zuendstoff.document.outcome import why_won
    game = reach(phase_is(Phase.FIRST_CARD))
    game.chips[0] = (0, 2)  # red and blue
    game.winners = (0,)
    assert why_won(game) == [f"{game.players[0].name} holds chips of two colours: red and blue."]


def test_no_reveal_line_before_any_card_is_turned_over(qapp):
    from zuendstoff.document.outcome import reveal_line
    game = reach(lambda g: g.phase is Phase.FIRST_CARD and g.round_no >= 2)
    assert game.rounds[-1]["cards"] == []  # this round: nothing turned over yet
    assert reveal_line(game) == ""
    assert reveal_line(game, 0, upto=0) == ""  # the line before the first cards of round 1
    assert reveal_line(game, 0, upto=1).startswith("First cards turned over: ")
