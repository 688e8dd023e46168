"""The board animates what happens and always ends in the game's state (R11, R14, R21–R23)."""

from __future__ import annotations

import random

from board_helpers import all_play, game_about_to_flip, game_with_stop_to, new_game, play_random
from PySide6.QtCore import QPointF
from zuendstoff.engine import Flip, Phase, Stop
from zuendstoff.ui.board.items import ChipToken
from zuendstoff.ui.board.shown import Shown, piece_position, route


def _settled(scene, game):
    """Every item shows ``game`` exactly."""
    shown = Shown.of(game)
    for seat, piece in enumerate(scene.piece_items):
        assert piece.pos() == piece_position(shown, scene.layout, scene.discs, seat)
        assert piece.opacity() == 1.0
    for i, item in enumerate(scene.disc_items):
        assert item.flip == 1.0
        want = game.sun_rotation if item.is_sun else game.rotations[i]
        assert item.angle == want * 90.0
        assert item.planet_number == game.planet_at(game.layout.cells[i])


def test_animation_off_jumps_to_the_final_state(board):
    game, stop = game_with_stop_to("far")
    model, scene = board(game, speed=0.0)
    finished = []
    scene.animationsFinished.connect(lambda: finished.append(True))
    model.apply(stop)
    assert not scene.is_animating()
    assert finished == [True]
    _settled(scene, game)


def test_r21_flight_animates_and_reports_when_done(board, qtbot):
    game, stop = game_with_stop_to("far")
    model, scene = board(game, speed=4.0)
    seat = stop.seat
    start = scene.piece_items[seat].pos()
    with qtbot.waitSignal(scene.animationsFinished, timeout=10000):
        model.apply(stop)
        assert scene.is_animating()
        assert scene.piece_items[seat].pos() == start  # nothing jumped ahead
    assert not scene.is_animating()
    _settled(scene, game)


def test_r21_route_is_the_path_disc_by_disc():
    game, stop = game_with_stop_to("far")
    old = Shown.of(game)
    path = list(old.path)
    game.apply(stop)
    new = Shown.of(game)
    steps = route(old, new, stop.seat, game.layout)
    sun = game.layout.sun
    if sun in path and len(new.chips[stop.seat]) > len(old.chips[stop.seat]):
        assert steps == path + [game.layout.earth]  # R23: into the sun, back to Earth
    else:
        assert steps == path
    assert len(steps) >= 2


def test_r14_sun_turn_and_r22_flip_animate(board, qtbot):
    game = new_game(seats=3)
    model, scene = board(game, speed=6.0)
    all_play(game, "sun")
    model.changed.emit()
    all_play(game, "black1")
    assert game.sun_rotation == 3  # R14: three sun cards, three quarters
    with qtbot.waitSignal(scene.animationsFinished, timeout=10000):
        model.changed.emit()
        assert scene.is_animating()
    _settled(scene, game)

    game = game_about_to_flip()
    model, scene = board(game, speed=6.0)
    seat = game.pending_seats()[0]
    item = scene.disc_item(game.piece_cell(seat))
    with qtbot.waitSignal(scene.animationsFinished, timeout=10000):
        model.apply(Flip(seat, 2))
        assert scene.is_animating()
        assert item.flip < 1.0
    _settled(scene, game)


def test_a_change_during_an_animation_finishes_it_first(board, qtbot):
    game, stop = game_with_stop_to("far")
    model, scene = board(game, speed=0.5)
    model.apply(stop)
    assert scene.is_animating()
    # the next decision arrives at once (say a computer seat): no wrong state in between
    play_random(game, random.Random(1), lambda g: g.phase in (Phase.FIRST_CARD, Phase.OVER)
                or bool(g.path) and g.phase is Phase.STOP, limit=1)
    model.changed.emit()
    if scene.is_animating():
        scene.set_animation_speed(0)  # switching off ends it at once as well
    assert not scene.is_animating()
    _settled(scene, game)


def test_a_whole_game_with_animations_always_ends_settled(board, qtbot):
    game = new_game(seats=5, seed=11)
    model, scene = board(game, speed=25.0)
    rng = random.Random(11)
    animated = 0
    for _ in range(150):
        if game.is_over:
            break
        seat = game.pending_seats()[0]
        model.apply(rng.choice(game.legal_decisions(seat)))
        if scene.is_animating():
            animated += 1
            with qtbot.waitSignal(scene.animationsFinished, timeout=10000):
                pass
        _settled(scene, game)
    assert animated > 5


def test_game_replaced_rebuilds(board):
    model, scene = board(new_game("standard"))
    model.set_game(new_game("alt1", seats=2))
    assert len(scene.disc_items) == 7 and len(scene.piece_items) == 2
    _settled(scene, model.game)


def test_sync_brings_items_to_the_model(board):
    game = new_game(seats=3)
    model, scene = board(game, speed=1.0)
    all_play(game, "sun")
    all_play(game, "black1")  # changed without a signal: the scene still shows the old board
    assert next(i for i in scene.disc_items if i.is_sun).angle == 0.0
    scene.sync()
    _settled(scene, game)
    assert QPointF(0, 0) != scene.piece_items[0].pos()


def test_stop_decision_into_the_sun_returns_to_earth(board, qtbot):
    # play seeded games until some flight may stop in the sun (R23), then take it animated
    for s in range(1, 80):
        game = new_game(seed=s)
        if play_random(game, random.Random(s), lambda g: g.phase is Phase.STOP
                       and g.layout.cells[g.layout.sun] in g.flight_path_cells()):
            break
    else:
        raise AssertionError("no seeded game offered the sun")
    model, scene = board(game, speed=8.0)
    seat = game.pending_seats()[0]
    with qtbot.waitSignal(scene.animationsFinished, timeout=10000):
        model.apply(Stop(seat, game.layout.cells[game.layout.sun]))
        tokens = [i for i in scene.items() if isinstance(i, ChipToken)]
        assert [t.colour for t in tokens] == [game.chips[seat][-1]]  # on its way to the seat
    assert not [i for i in scene.items() if isinstance(i, ChipToken)]
    assert game.piece_cell(seat) == game.layout.cells[game.layout.earth]
    assert len(scene.panel.chips[seat]) == len(game.chips[seat]) >= 1
    _settled(scene, game)


def test_r27_undoing_a_flip_hides_the_face_at_once(board, qtbot):
    """Turning a planet back face down (an undo) never shows its face, not even mid-animation."""
    game = game_about_to_flip()
    before = game.copy()
    model, scene = board(game, speed=0.0)
    seat = game.pending_seats()[0]
    cell = game.piece_cell(seat)
    model.apply(Flip(seat, 1))
    assert scene.disc_item(cell).planet_number == game.planet_at(cell)
    scene.set_animation_speed(2.0)
    with qtbot.waitSignal(scene.animationsFinished, timeout=10000):
        model.restore(before)
        item = scene.disc_item(cell)
        assert scene.is_animating() and item.flip < 1.0
        assert item.planet_number is None  # the face is gone before the turn starts
        assert item.describe().startswith("Face-down planet")
    _settled(scene, model.game)
