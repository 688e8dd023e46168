"""Undo and redo in the window across every kind of public decision, and the R27 barriers."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QUndoStack

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)

sys.path.insert(0, str(Path(__file__).parents[2] / "document"))

from game_states import phase_is, reach, rotate_with_other_targets, states  # noqa: E402
from helpers import bar_button, click_disc, settle  # noqa: E402
from zuendstoff.document.game_commands import push_decision  # noqa: E402
from zuendstoff.document.game_model import GameModel, SeatKind  # noqa: E402
from zuendstoff.engine import Phase, Rotate, Stop  # noqa: E402
from zuendstoff.engine.record import to_record  # noqa: E402
from zuendstoff.ui.game.undo_actions import UndoActions  # noqa: E402


def _state(window):
    return json.dumps(to_record(window.model.game)), window.model.game.phase


def _humans(game):
    return [SeatKind()] * game.seats


def test_r16_rotate_another_planet_then_undo_and_redo(qtbot, make_window):
    game = reach(rotate_with_other_targets)
    window = make_window(game, _humans(game))
    settle(qtbot, window)
    seat = game.pending_seats()[0]
    target = next(d.target for d in game.legal_decisions(seat)
                  if isinstance(d, Rotate) and d.target != game.piece_cell(seat))
    before = _state(window)
    assert not window.undo.undo_action.isEnabled()
    click_disc(qtbot, window, target)
    qtbot.mouseClick(bar_button(window, "½ turn"), Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    after = _state(window)
    assert after != before
    rnd = window.model.game.rounds[-1]["rotations"][-1]
    assert rnd == {"seat": seat, "target": list(target), "quarters": 2}
    assert window.undo.undo_action.text().startswith("Undo: ")
    assert game.players[seat].name in window.undo.undo_action.text()
    window.undo.undo_action.trigger()
    settle(qtbot, window)
    assert _state(window) == before
    assert window.bar.seat == seat  # the decision is offered again
    window.undo.redo_action.trigger()
    settle(qtbot, window)
    assert _state(window) == after


def test_r19_pick_undo_with_ctrl_z_and_redo_with_ctrl_shift_z(qtbot, make_window):
    game = reach(phase_is(Phase.PICK))
    window = make_window(game, _humans(game))
    settle(qtbot, window)
    window.activateWindow()
    seat = game.pending_seats()[0]
    colour = game.legal_decisions(seat)[0].colour
    before = _state(window)
    qtbot.mouseClick(bar_button(window, f"Fly {colour}"), Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    after = _state(window)
    if window.model.game.reveals != game.reveals or not window.undo.undo_action.isEnabled():
        return  # the pick led straight into a sealed step; the barrier test covers it
    assert window.model.game.rounds[-1]["picks"][-1] == {"seat": seat, "colour": colour}
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window)
    assert _state(window) == before
    qtbot.keyClick(window, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    settle(qtbot, window)
    assert _state(window) == after


def test_r21_stop_undo_and_redo(qtbot, make_window):
    game = reach(lambda g: g.phase is Phase.STOP and any(
        g.planet_at(c) is not None or c == g.layout.cells[g.layout.sun]
        for c in g.flight_path_cells()))
    window = make_window(game, _humans(game))
    settle(qtbot, window)
    seat = game.pending_seats()[0]
    sun = game.layout.cells[game.layout.sun]
    cell = next(c for c in game.flight_path_cells() if game.planet_at(c) is not None or c == sun)
    before = _state(window)
    path = set(game.flight_path_cells())
    click_disc(qtbot, window, cell)
    settle(qtbot, window)
    assert window.model.game.rounds[-1]["flights"][-1]["stop"] == list(cell)
    after = _state(window)
    if not window.undo.undo_action.isEnabled():
        assert window.model.game.phase in (Phase.FIRST_CARD,)  # round ended: a card barrier
        return
    window.undo.undo_action.trigger()
    settle(qtbot, window)
    assert _state(window) == before
    assert window.scene.highlighted("path") == path
    window.undo.redo_action.trigger()
    settle(qtbot, window)
    assert _state(window) == after
    del seat


def test_r22_r27_flip_is_a_barrier_in_a_normal_game(qtbot, make_window):
    game = reach(phase_is(Phase.FLIP))
    window = make_window(game, _humans(game))
    settle(qtbot, window)
    cell = game.piece_cell(game.pending_seats()[0])
    assert window.scene.highlighted("choice") == {cell}
    qtbot.mouseClick(window.bar.compass.buttons[3], Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert window.model.game.planet_at(cell) is not None
    assert not window.undo.undo_action.isEnabled() and window.stack.count() == 0


def test_r27_casual_game_may_undo_a_flip_without_redealing(qtbot, make_window):
    game = reach(phase_is(Phase.FLIP))
    window = make_window(game, _humans(game), casual=True)
    settle(qtbot, window)
    seat = game.pending_seats()[0]
    cell = game.piece_cell(seat)
    qtbot.mouseClick(window.bar.compass.buttons[1], Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    number = window.model.game.planet_at(cell)
    assert number is not None
    assert window.undo.undo_action.isEnabled()
    window.undo.undo_action.trigger()
    settle(qtbot, window)
    assert window.model.game.planet_at(cell) is None
    assert window.model.game.phase is Phase.FLIP and window.bar.compass is not None
    qtbot.mouseClick(window.bar.compass.buttons[2], Qt.MouseButton.LeftButton)  # (disabled)
    settle(qtbot, window)
    assert window.model.game.planet_at(cell) is None  # R22: no other rotation after seeing it
    qtbot.mouseClick(window.bar.compass.buttons[1], Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert window.model.game.planet_at(cell) == number  # same planet, same rotation
    assert window.model.game.rotations[window.model.game.layout.index[cell]] == 1


def test_r27_card_reveal_is_a_barrier_even_in_a_casual_game(qtbot, make_window):
    game = reach(lambda g: g.phase is Phase.FIRST_CARD and g.round_no == 2)
    window = make_window(game, [SeatKind(), SeatKind("random"), SeatKind("random")],
                         casual=True)
    settle(qtbot, window)
    assert window.flow.looking == 0  # a single person: no privacy screen needed
    qtbot.keyClick(window.hand.view, Qt.Key.Key_Return)
    settle(qtbot, window)
    assert window.model.game.phase is not Phase.FIRST_CARD or window.model.game.round_no > 2
    assert window.stack.count() == 0 or all(
        window.stack.command(i).decision.__class__.__name__ != "PlayCard"
        for i in range(window.stack.count()))


def test_undo_takes_back_the_computers_moves_with_the_persons(qapp):
    """Undo goes back to the person's last decision (else the computer would redo its own)."""
    def two_flights(g):
        order = g.flight_order()
        return (g.phase is Phase.STOP and len(order) >= 2 and order[0][0] != order[1][0]
                and g.current_flight() == order[0]
                and any(g.planet_at(c) is not None for c in g.flight_path_cells()))
    checked = 0
    keep = []  # Qt objects of every try stay alive until the end of the test
    for game in states(two_flights):
        first, second = game.flight_order()[0][0], game.flight_order()[1][0]
        seats = [SeatKind("random") if s == second else SeatKind() for s in range(game.seats)]
        owner = QObject()
        model = GameModel(game, owner, seats=seats)
        stack = QUndoStack(owner)
        undo = UndoActions(stack, model, lambda: None, lambda: None, owner)
        keep.append(owner)
        cell = next(c for c in game.flight_path_cells() if game.planet_at(c) is not None)
        before = json.dumps(to_record(game))
        push_decision(stack, model, Stop(first, cell))
        if model.game.pending_seats() != (second,) or model.game.phase is not Phase.STOP:
            continue
        sun = game.layout.cells[game.layout.sun]
        bot_move = next((d for d in model.game.legal_decisions(second)
                         if model.game.planet_at(d.cell) is not None or d.cell == sun), None)
        if bot_move is None:
            continue
        push_decision(stack, model, bot_move)
        if stack.count() < 2:
            continue  # the round ended: sealed by the card barrier
        after = json.dumps(to_record(model.game))
        assert game.players[first].name in undo.undo_action.text()
        undo.undo()
        assert json.dumps(to_record(model.game)) == before and stack.index() == 0
        undo.redo()
        assert json.dumps(to_record(model.game)) == after and stack.index() == 2
        checked += 1
        if checked == 3:
            break
    assert checked == 3
    for owner in keep:
        shiboken6.delete(owner)


def test_r22_casual_undo_of_a_flip_never_lets_the_rotation_be_chosen_again(
        qtbot, make_window, tmp_path):
    """Issue: undoing a turn-up put the planet face down, and the player who had seen its
    face chose its rotation again. Now the planet keeps the rotation it was turned up with."""
    from zuendstoff.engine import Flip
    game = reach(phase_is(Phase.FLIP))
    window = make_window(game.copy(), _humans(game), casual=True)
    settle(qtbot, window)
    seat = game.pending_seats()[0]
    cell = game.piece_cell(seat)
    compass = window.bar.compass
    assert all(b.isEnabled() for b in compass.buttons)  # unseen: a free choice
    qtbot.mouseClick(compass.buttons[2], Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert window.model.game.planet_at(cell) is not None
    assert window.undo.undo_action.isEnabled()  # casual: the turn-up may be taken back
    window.undo.undo_action.trigger()
    settle(qtbot, window)
    again = window.model.game
    assert again.phase is Phase.FLIP and again.planet_at(cell) is None
    assert again.legal_decisions(seat) == [Flip(seat, 2)]
    compass = window.bar.compass
    assert [b.isEnabled() for b in compass.buttons] == [False, False, True, False]
    assert "south" in window.status_line.text()
    # a save and a load keep it too
    path = tmp_path / "casual.zrec"
    assert window.files.save_to(str(path))
    assert window.files.open_path(str(path))
    settle(qtbot, window)
    assert window.model.game.legal_decisions(seat) == [Flip(seat, 2)]
    # with forced moves made for people, it is simply turned up the same way again
    window.flow.auto_forced = True
    window.flow.schedule()
    settle(qtbot, window)
    assert window.model.game.planet_at(cell) is not None
    assert window.model.game.rotations[window.model.game.layout.index[cell]] == 2


def test_undo_never_stops_where_the_table_would_decide_again_at_once(qtbot, make_window):
    """A walk of the model test found it: in a casual game with "do forced moves for me" on,
    a person stopped on a face-down planet, turned it up, and pressed Undo. The turn-up was
    taken back, but the planet keeps the rotation it was seen with (R22), so turning it up
    again was the person's only choice, and the table made it again at once: Undo did
    nothing a person could see. Now Undo goes back past it, to the stop, where the person
    has a choice again."""
    from zuendstoff.engine import Flip

    def stop_on_a_face_down_planet(g):
        if g.phase is not Phase.STOP:
            return False
        legal = g.legal_decisions(g.pending_seats()[0])
        return len(legal) > 1 and any(_face_down(g, d.cell) for d in legal)
    game = reach(stop_on_a_face_down_planet)
    window = make_window(game.copy(), _humans(game), casual=True)
    window.flow.auto_forced = True  # (the setting's default: forced moves made for people)
    settle(qtbot, window)
    seat = game.pending_seats()[0]
    stop = next(d for d in game.legal_decisions(seat) if _face_down(game, d.cell))
    before = _state(window)
    window.bar.decided.emit(stop)  # (as its button does)
    settle(qtbot, window)
    assert window.model.game.phase is Phase.FLIP and window.bar.compass is not None
    qtbot.mouseClick(window.bar.compass.buttons[3], Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert window.model.game.planet_at(stop.cell) is not None
    # Undo names the stop, not the turn-up it would at once make again
    assert "stops on" in window.undo.undo_action.text()
    window.undo.undo_action.trigger()
    settle(qtbot, window)
    assert _state(window) == before  # back at the stop, and it stays there
    assert window.bar.seat == seat and window.model.game.phase is Phase.STOP
    # stopping there again: the turn-up is the seen one (R22), made at once for the person
    window.bar.decided.emit(stop)
    settle(qtbot, window)
    game = window.model.game
    assert game.planet_at(stop.cell) is not None
    assert game.rotations[game.layout.index[stop.cell]] == 3
    assert Flip(seat, 3) in [window.stack.command(i).decision for i in range(window.stack.count())]


def _face_down(game, cell) -> bool:
    i = game.layout.index[tuple(cell)]
    return i in game.layout.slots and not game.face_up[i]
