"""Undo commands over the game model and the R27 barriers (document layer, no widgets)."""

from __future__ import annotations

import json

import pytest
from game_states import phase_is, reach, rotate_with_other_targets
from PySide6.QtGui import QUndoStack
from zuendstoff.document.game_commands import describe, push_decision
from zuendstoff.document.game_model import GameModel, SeatKind, seats_from_record
from zuendstoff.engine import CARDS, Flip, IllegalDecision, Phase, PlayCard, Rotate, Stop
from zuendstoff.engine.record import to_record


def _model(game, casual=False):
    return GameModel(game, seats=[SeatKind()] * game.seats, casual=casual)


def _check_undo_redo(qapp, game, casual=False):
    model = _model(game, casual)
    stack = QUndoStack()
    seat = game.pending_seats()[0]
    decision = game.legal_decisions(seat)[-1]
    before = game.snapshot(), game.phase, game.reveals, json.dumps(to_record(game))
    push_decision(stack, model, decision)
    after = model.game.snapshot(), model.game.phase, json.dumps(to_record(model.game))
    return model, stack, decision, before, after


@pytest.mark.parametrize("want", [rotate_with_other_targets, phase_is(Phase.PICK),
                                  phase_is(Phase.STOP)],
                         ids=["R16-rotate", "R19-pick", "R21-stop"])
def test_r27_public_decisions_undo_and_redo_exactly(qapp, want):
    game = reach(want)
    model, stack, decision, before, after = _check_undo_redo(qapp, game)
    if model.game.reveals != before[2]:
        # this stop went on into a reveal elsewhere: then it is sealed (checked below)
        assert stack.count() == 0
        return
    assert stack.canUndo()
    stack.undo()
    assert (model.game.snapshot(), model.game.phase) == before[:2]
    assert json.dumps(to_record(model.game)) == before[3]
    stack.redo()
    assert (model.game.snapshot(), model.game.phase, json.dumps(to_record(model.game))) == after


def test_r27_card_choice_is_final_and_text_hides_the_card(qapp):
    game = reach(phase_is(Phase.FIRST_CARD))
    model = _model(game)
    stack = QUndoStack()
    push_decision(stack, model, PlayCard(0, "red3"))
    assert stack.count() == 0 and not stack.canUndo()
    text = describe(game, PlayCard(0, "red3"))
    assert "red" not in text.lower() and "3" not in text


def test_r27_flip_seals_the_stack_in_a_normal_game(qapp):
    game = reach(phase_is(Phase.FLIP))
    model = _model(game)
    stack = QUndoStack()
    seat = game.pending_seats()[0]
    push_decision(stack, model, Flip(seat, 2))
    assert stack.count() == 0 and not stack.canUndo()


def test_r27_casual_game_undoes_a_flip_but_never_redeals(qapp):
    game = reach(phase_is(Phase.FLIP))
    model = _model(game, casual=True)
    stack = QUndoStack()
    seat = game.pending_seats()[0]
    cell = game.piece_cell(seat)
    faces = game.faces
    push_decision(stack, model, Flip(seat, 1))
    number = model.game.planet_at(cell)
    assert number is not None and stack.canUndo()
    stack.undo()
    assert model.game.planet_at(cell) is None  # face down again…
    assert model.game.faces == faces  # …with the same planet under it
    stack.redo()
    assert model.game.planet_at(cell) == number


def test_r27_casual_game_still_seals_card_reveals(qapp):
    game = reach(phase_is(Phase.SECOND_CARD))
    model = _model(game, casual=True)
    stack = QUndoStack()
    for seat in game.pending_seats():
        push_decision(stack, model, model.game.legal_decisions(seat)[0])
        assert stack.count() == 0


def test_illegal_decision_changes_nothing(qapp):
    game = reach(phase_is(Phase.STOP))
    model = _model(game)
    stack = QUndoStack()
    seat = game.pending_seats()[0]
    off_path = next(c for c in game.layout.cells if c not in game.flight_path_cells())
    before = json.dumps(to_record(game))
    with pytest.raises(IllegalDecision):
        push_decision(stack, model, Stop(seat, off_path))
    with pytest.raises(IllegalDecision):
        push_decision(stack, model, Rotate(seat, off_path, 1))
    assert stack.count() == 0 and json.dumps(to_record(model.game)) == before


def test_seat_kinds_round_trip_through_a_record_and_tolerate_junk(qapp):
    game = reach(phase_is(Phase.FIRST_CARD))
    model = GameModel(game, seats=[SeatKind(), SeatKind("greedy"), SeatKind("random")])
    doc = to_record(game, model.record_extra())
    kinds, casual = seats_from_record(doc, 3)
    assert [k.bot for k in kinds] == [None, "greedy", "random"] and casual is False
    for junk in (None, 5, {"seats": "x"}, {"seats": [1, 2, 3]}, {"seats": [{}] * 2}):
        doc["zuendstoff_app"] = junk
        kinds, casual = seats_from_record(doc, 3)
        assert all(not k.is_computer for k in kinds)
    assert len(CARDS) == 10
