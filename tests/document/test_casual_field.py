"""The record's casual field as this app reads it from a record's dict (issue 41): only true
is casual; "yes", 1 or anything else never makes a game casual (the file reader refuses such
a record before, naming the file: tests/ui/game/test_casual_field.py)."""

from __future__ import annotations

from game_states import phase_is, reach
from zuendstoff.document.game_model import RECORD_KEY, GameModel, SeatKind, seats_from_record
from zuendstoff.engine import Phase
from zuendstoff.engine.record import to_record


def test_only_true_is_casual(qapp):
    game = reach(phase_is(Phase.FIRST_CARD))
    model = GameModel(game, seats=[SeatKind()] * game.seats, casual=True)
    doc = to_record(game, model.record_extra())
    assert seats_from_record(doc, game.seats)[1] is True
    for odd in ("yes", "true", 1, [True], {"casual": True}, None):
        doc[RECORD_KEY]["casual"] = odd
        assert seats_from_record(doc, game.seats)[1] is False, odd
    doc[RECORD_KEY]["casual"] = False
    assert seats_from_record(doc, game.seats)[1] is False
