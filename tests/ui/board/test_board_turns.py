"""Turns animate what happened: forward the way the rules turn (R7, R14, R16), undone backwards.

The rules turn discs only clockwise, by one quarter (own planet), by one to three quarters
(another planet, R16) or by one quarter per sun card (R14). So the rotations before and
after cannot tell an undone quarter turn from three quarters forward; the board counts
the turns made since setup (``Shown.turned``) and animates the difference.
"""

from __future__ import annotations

import random

from board_helpers import all_play, new_game, play_random
from PySide6.QtCore import QPropertyAnimation
from PySide6.QtGui import QUndoStack
from zuendstoff.document.game_commands import push_decision
from zuendstoff.engine import Phase, Rotate
from zuendstoff.ui.board import animation
from zuendstoff.ui.board.shown import Shown, turns_made


def _game_offering(quarters: int):
    """A seeded game in the R16 phase whose pending seat may turn some planet by ``quarters``."""
    def offers(g):
        return g.phase is Phase.ROTATE and any(
            isinstance(d, Rotate) and d.quarters == quarters
            for d in g.legal_decisions(g.pending_seats()[0]))

    for s in range(1, 120):
        game = new_game(seed=s)
        if play_random(game, random.Random(s), offers):
            seat = game.pending_seats()[0]
            turn = next(d for d in game.legal_decisions(seat)
                        if isinstance(d, Rotate) and d.quarters == quarters)
            return game, turn
    raise AssertionError(f"no seeded game offered a turn by {quarters}")


def _angle_animations(group) -> dict[object, tuple[float, float]]:
    """target item -> (start, end) of every angle animation in ``group``."""
    found = {}

    def walk(anim):
        if isinstance(anim, QPropertyAnimation):
            if bytes(anim.propertyName()) == b"angle":
                found[anim.targetObject()] = (anim.startValue(), anim.endValue())
            return
        for k in range(anim.animationCount()):
            walk(anim.animationAt(k))

    walk(group)
    return found


def _planned_turns(scene, old: Shown, new: Shown) -> dict[tuple[int, int], tuple[float, float]]:
    group = animation.plan(scene, old, new, 1.0)
    try:
        turns = _angle_animations(group) if group is not None else {}
    finally:
        if group is not None:
            group.setParent(None)
    return {item.cell: value for item, value in turns.items()}


def _watch_angle(scene, qtbot, item, change) -> list[float]:
    """Every angle ``item`` shows while the animation of ``change()`` runs."""
    seen = [item.angle]
    with qtbot.waitSignal(scene.animationsFinished, timeout=10000):
        change()
        assert scene.is_animating()
        while scene.is_animating():
            qtbot.wait(5)
            seen.append(item.angle)
    seen.append(item.angle)
    return seen


def test_r7_turn_count_matches_every_rotation_through_whole_games():
    """The count of turns made, modulo 4, is each disc's rotation at every step (R7, R14, R16, R22)."""
    checked = 0
    for s in (2, 5, 9):
        game = new_game(seats=5, seed=s)
        rng = random.Random(s)
        while not game.is_over and checked < 3000:
            turned = turns_made(game)
            assert turned[game.layout.sun] & 3 == game.sun_rotation
            for i, up in enumerate(game.face_up):
                if up and i != game.layout.sun:
                    assert turned[i] & 3 == game.rotations[i]
            seat = game.pending_seats()[0]
            game.apply(rng.choice(game.legal_decisions(seat)))
            checked += 1
    assert checked > 300


def test_r16_a_quarter_turn_animates_one_quarter_clockwise_and_its_undo_one_back(board, qtbot):
    game, turn = _game_offering(1)
    model, scene = board(game, speed=3.0)
    stack = QUndoStack()
    item = scene.disc_item(turn.target)
    r = game.rotations[game.layout.index[tuple(turn.target)]]
    start = item.angle
    assert start == r * 90.0
    forward = _watch_angle(scene, qtbot, item, lambda: push_decision(stack, model, turn))
    assert forward[-1] == ((r + 1) & 3) * 90.0  # at rest in the new rotation
    moving = forward[1:-1]
    assert all(start <= a <= start + 90.0 for a in moving), moving  # clockwise, one quarter
    assert any(start < a < start + 90.0 for a in moving)  # and it was seen turning

    assert stack.canUndo()
    rest = item.angle
    back = _watch_angle(scene, qtbot, item, stack.undo)
    assert back[-1] == start  # back where it was
    # from the turned position one quarter counter-clockwise, never three quarters forward
    moving = back[1:-1]
    assert all(rest - 90.0 <= a <= rest for a in moving), moving
    assert any(rest - 90.0 < a < rest for a in moving)


def test_r16_three_quarters_forward_stay_three_quarters_clockwise_and_undo_turns_them_back(board):
    game, turn = _game_offering(3)
    old = Shown.of(game)
    after = game.copy()
    after.apply(turn)
    new = Shown.of(after)
    model, scene = board(game)
    cell = tuple(turn.target)
    r = game.rotations[game.layout.index[cell]]
    assert _planned_turns(scene, old, new) == {cell: (r * 90.0, (r + 3) * 90.0)}  # clockwise
    back = ((r + 3) & 3) * 90.0
    assert _planned_turns(scene, new, old) == {cell: (back, back - 270.0)}  # the undo


def test_r16_undo_and_redo_of_a_quarter_turn_are_planned_as_one_quarter_each_way(board):
    game, turn = _game_offering(1)
    old = Shown.of(game)
    after = game.copy()
    after.apply(turn)
    new = Shown.of(after)
    model, scene = board(game)
    cell = tuple(turn.target)
    r = game.rotations[game.layout.index[cell]]
    assert _planned_turns(scene, old, new) == {cell: (r * 90.0, (r + 1) * 90.0)}  # redo too
    back = ((r + 1) & 3) * 90.0
    assert _planned_turns(scene, new, old) == {cell: (back, back - 90.0)}  # not +270


def test_r14_four_sun_cards_turn_the_sun_a_whole_turn(board):
    """Four sun cards: rotation unchanged, but the sun turned four quarters and is shown so."""
    game = new_game(seats=4)
    model, scene = board(game)
    all_play(game, "sun")
    old = Shown.of(game)
    all_play(game, "black1")
    new = Shown.of(game)
    assert old.sun_rotation == new.sun_rotation == 0
    sun = game.layout.cells[game.layout.sun]
    assert _planned_turns(scene, old, new) == {sun: (0.0, 360.0)}
    assert _planned_turns(scene, new, old) == {sun: (0.0, -360.0)}


def test_r7_without_a_turn_count_the_board_turns_clockwise(board):
    """A Shown built without the count (an older caller) keeps the rules' direction."""
    game, turn = _game_offering(1)
    old = Shown.of(game)
    after = game.copy()
    after.apply(turn)
    new = Shown.of(after)
    model, scene = board(game)
    cell = tuple(turn.target)
    r = game.rotations[game.layout.index[cell]]
    bare_old, bare_new = _without_count(old), _without_count(new)
    back = ((r + 1) & 3) * 90.0
    assert _planned_turns(scene, bare_new, bare_old) == {cell: (back, back + 270.0)}


def _without_count(shown: Shown) -> Shown:
    from dataclasses import replace

    return replace(shown, turned=())
