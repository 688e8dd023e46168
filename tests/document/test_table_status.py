"""The table's words come from (game, situation) alone: the status line, the title's round and
the players table's "Now" column say the same step (document/table_status.py)."""

from __future__ import annotations

from game_states import reach
from zuendstoff.document.outcome import reveal_line, round_line
from zuendstoff.document.table_status import (
    CARD_PHASES,
    Situation,
    TableMoment,
    seat_step,
    status_line,
    title_round,
)
from zuendstoff.engine import Phase


def test_a_rounds_end_on_screen_names_that_round_everywhere(qapp):
    game = reach(lambda g: g.round_no == 2 and g.phase is Phase.FIRST_CARD
                 and not any(g.has_chosen(s) for s in range(g.seats)))
    moment = TableMoment("round", 1)
    s = Situation(shown_round=1, moment=moment)
    assert status_line(game, s) == moment.line(game) == round_line(game, 1)
    assert title_round(game, s) == 1
    assert [seat_step(game, s, seat) for seat in range(game.seats)] == [""] * game.seats
    after = Situation(shown_round=2)  # Continue pressed
    assert title_round(game, after) == 2
    assert [seat_step(game, after, seat) for seat in range(game.seats)] == \
        ["choosing"] * game.seats


def test_a_moment_keeps_facts_and_says_only_the_cards_it_was_about(qapp):
    # the first cards' moment, said again after the second cards were turned over meanwhile
    # (phones choose during a moment): it still says the first cards only
    game = reach(lambda g: g.phase not in CARD_PHASES and not g.is_over)
    moment = TableMoment("reveal", game.round_no, 1)
    assert reveal_line(game).startswith("Second cards turned over")
    assert moment.line(game).startswith("First cards turned over")
    assert moment.line(game) == reveal_line(game, game.round_no - 1, 1)


def test_while_the_board_shows_a_move_nobody_is_asked(qapp):
    game = reach(lambda g: g.phase not in CARD_PHASES and not g.is_over)
    seat = game.pending_seats()[0]
    asked = Situation(shown_round=game.round_no)
    showing = Situation(shown_round=game.round_no, animating=True, last_move="Ben flew red")
    assert seat_step(game, asked, seat) == "to move"
    assert seat_step(game, showing, seat) == ""
    assert status_line(game, showing) == "Ben flew red…"
    thinking = Situation(shown_round=game.round_no, thinking=seat, computers=frozenset({seat}))
    assert seat_step(game, thinking, seat) == "thinking"
    assert status_line(game, thinking) == game.players[seat].name + " is thinking…"
