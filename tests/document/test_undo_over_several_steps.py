"""Undo and redo over several steps (R27), the forced flag, what a copied game has seen, and
the seen rotations kept in a record (R22): behaviour that one-step tests could not tell from a
broken command (issue 41, "tests that catch defects")."""

from __future__ import annotations

import json

from game_states import phase_is, states
from PySide6.QtGui import QUndoStack
from zuendstoff.document.game_commands import push_decision
from zuendstoff.document.game_model import RECORD_KEY, GameModel, SeatKind, seen_from_record
from zuendstoff.engine import Flip, Game, Phase, PlayCard
from zuendstoff.engine.record import replay, to_record
from zuendstoff.engine.view import seat_view

CARD_PHASES = (Phase.FIRST_CARD, Phase.SECOND_CARD)


def _state(game: Game) -> str:
    return json.dumps(to_record(game), sort_keys=True)


def _public_run(steps: int = 3):
    """A casual game and ``steps`` public decisions in a row that undo can take back, with the
    record after each (found over seeded games: the first where the run is long enough)."""
    for game in states(lambda g: g.phase not in CARD_PHASES and not g.is_over, tries=200):
        trial = game.copy()
        decisions = []
        while len(decisions) < steps and trial.phase not in CARD_PHASES and not trial.is_over:
            seat = trial.pending_seats()[0]
            decision = trial.legal_decisions(seat)[-1]
            reveals = trial.reveals
            trial.apply(decision)
            if trial.reveals != reveals and not isinstance(decision, Flip):
                break  # cards turned over: a barrier even in a casual game
            decisions.append(decision)
        if len(decisions) == steps:
            return game, decisions
    raise AssertionError("no run of public decisions found")


def _pushed(steps: int = 3):
    game, decisions = _public_run(steps)
    model = GameModel(game, seats=[SeatKind()] * game.seats, casual=True)
    stack = QUndoStack()
    states_after = [_state(model.game)]
    for decision in decisions:
        push_decision(stack, model, decision)
        states_after.append(_state(model.game))
    assert stack.count() == steps and stack.index() == steps
    return model, stack, states_after


def test_r27_two_undos_and_two_redos_walk_back_and_forth_one_step_at_a_time(qapp):
    model, stack, after = _pushed(3)
    stack.undo()
    assert _state(model.game) == after[2]
    stack.undo()
    assert _state(model.game) == after[1]
    stack.redo()  # one step on, not two
    assert _state(model.game) == after[2]
    stack.redo()
    assert _state(model.game) == after[3]
    stack.setIndex(0)  # all the way back, then all the way on
    assert _state(model.game) == after[0]
    stack.setIndex(3)
    assert _state(model.game) == after[3]


def test_r27_a_new_decision_after_an_undo_leaves_the_kept_states_alone(qapp):
    """The commands keep copies: playing on from a restored state never changes what an
    undo or a redo puts back."""
    model, stack, after = _pushed(3)
    stack.undo()
    stack.undo()
    assert _state(model.game) == after[1]
    seat = model.game.pending_seats()[0]
    other = model.game.legal_decisions(seat)[0]
    push_decision(stack, model, other)  # plays on the live game the undo put back
    stack.undo()
    assert _state(model.game) == after[1]
    stack.undo()
    assert _state(model.game) == after[0]
    stack.redo()
    assert _state(model.game) == after[1]
    stack.redo()
    assert _state(model.game) == after[2]
    seat = model.game.pending_seats()[0]
    push_decision(stack, model, model.game.legal_decisions(seat)[0])  # on from a redo
    stack.undo()
    assert _state(model.game) == after[2]
    stack.undo()
    stack.redo()
    assert _state(model.game) == after[2]


def test_the_forced_flag_is_kept_on_the_command(qapp):
    model, stack, _after = _pushed(2)
    assert [stack.command(i).forced for i in range(stack.count())] == [False, False]
    seat = model.game.pending_seats()[0]
    command = push_decision(stack, model, model.game.legal_decisions(seat)[0], forced=True)
    assert command.forced is True


def _at_flip() -> Game:
    for game in states(phase_is(Phase.FLIP), tries=200):
        return game
    raise AssertionError("no flip found")


def test_r26_after_an_undo_across_a_flip_nobody_sees_the_planet(qapp):
    """The copy an undo puts back does not share what the seats know with the later game: the
    planet turned up and then face down again shows its number in no seat's view."""
    game = _at_flip()
    seat = game.pending_seats()[0]
    index = game.layout.index[game.piece_cell(seat)]
    model = GameModel(game, seats=[SeatKind()] * game.seats, casual=True)
    stack = QUndoStack()
    hidden = [seat_view(model.game, s).faces[index] for s in range(game.seats)]
    assert not any(hidden)  # face down: nobody knows it
    push_decision(stack, model, Flip(seat, 2))
    number = game.faces[index]
    assert all(seat_view(model.game, s).faces[index] == number for s in range(game.seats))
    stack.undo()
    assert [seat_view(model.game, s).faces[index] for s in range(game.seats)] == hidden
    stack.redo()
    assert all(seat_view(model.game, s).faces[index] == number for s in range(game.seats))


def test_r26_a_copied_game_learns_nothing_from_its_original():
    game = _at_flip()
    seat = game.pending_seats()[0]
    index = game.layout.index[game.piece_cell(seat)]
    copy = game.copy()
    game.apply(Flip(seat, 1))
    assert seat_view(game, seat).faces[index] == game.faces[index]
    assert all(seat_view(copy, s).faces[index] == 0 for s in range(copy.seats))


def test_r22_the_rotation_seen_before_an_undo_is_saved_and_loaded_back(qapp):
    game = _at_flip()
    seat = game.pending_seats()[0]
    cell = game.piece_cell(seat)
    model = GameModel(game, seats=[SeatKind()] * game.seats, casual=True)
    stack = QUndoStack()
    push_decision(stack, model, Flip(seat, 3))
    stack.undo()  # face down again, its rotation kept (R22)
    doc = json.loads(json.dumps(to_record(model.game, model.record_extra())))
    assert doc[RECORD_KEY]["seen"] == [[cell[0], cell[1], 3]]
    loaded = replay(doc, "saved.zrec")
    assert loaded.legal_decisions(seat) != [Flip(seat, 3)]  # the record's moves alone…
    seen_from_record(doc, loaded)
    assert loaded.legal_decisions(seat) == [Flip(seat, 3)]  # …and with what was seen


def test_a_new_game_starts_with_hints_allowed_and_none_asked_for(qapp):
    game = _at_flip()
    model = GameModel(game, seats=[SeatKind()] * game.seats)
    model.set_hint_options(False, [(1, 0, 2)])
    assert (model.hints_allowed, model.hints_used) == (False, [(1, 0, 2)])
    model.set_game(game.copy())
    assert (model.hints_allowed, model.hints_used) == (True, [])


def test_the_sun_card_laid_face_down_counts_as_chosen(qapp):
    """The sun-rotation card is the first card of all (index 0): laid, it is chosen."""
    from zuendstoff.document.table_status import Situation, seat_step
    for game in states(lambda g: g.phase is Phase.FIRST_CARD and any(
            "sun" in g.hand_list(s) for s in range(g.seats)), tries=50):
        seat = next(s for s in range(game.seats) if "sun" in game.hand_list(s))
        assert not game.has_chosen(seat)
        game.apply(PlayCard(seat, "sun"))
        assert game.has_chosen(seat) and seat_view(game, 0).has_chosen[seat]
        assert seat_step(game, Situation(), seat) == "chosen"
        return
    raise AssertionError("no hand with the sun card found")
