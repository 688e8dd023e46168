"""A Situation made without the flow's words (the players table before the flow said anything,
a test) means: round 1 on the table, nobody asked at the privacy screen (issue 41)."""

from __future__ import annotations

from game_states import phase_is, reach
from zuendstoff.document.table_status import Situation, status_line, title_round
from zuendstoff.engine import Phase


def test_a_bare_situation_asks_nobody_and_looks_at_round_one(qapp):
    game = reach(lambda g: g.phase is Phase.FIRST_CARD and g.round_no >= 3)
    s = Situation()
    assert s.privacy_seat == -1 and s.shown_round == 1
    assert status_line(game, s) == "Everyone chooses a first card in secret."
    assert title_round(game, s) == 1
    first = reach(phase_is(Phase.FIRST_CARD))
    assert title_round(first, Situation(shown_round=first.round_no)) == first.round_no
