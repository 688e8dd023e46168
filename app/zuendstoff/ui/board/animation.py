"""Turning discs, turning planets over and flying pieces, as Qt animations.

:func:`plan` compares what the board shows with what it should show and
returns one animation group (or None when nothing moves). Durations are
divided by the speed factor. Every animation only changes items; the scene
puts every item into its final state when the group ends or is cut short.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)

from ...engine.layout import SUN_KIND
from .art import MARGIN, PITCH
from .shown import Shown, cell_centre, hop_direction, piece_position, route, wraps

TURN_MS = 420  # one quarter turn
FLIP_MS = 560
HOP_MS = 330
PAUSE_MS = 90
SHUFFLE_MS = 200
CHIP_MS = 650


def _prop(target, name: bytes, start, end, ms: float,
          curve: QEasingCurve.Type = QEasingCurve.InOutCubic) -> QPropertyAnimation:
    a = QPropertyAnimation(target, name)
    a.setStartValue(start)
    a.setEndValue(end)
    a.setDuration(max(1, round(ms)))
    a.setEasingCurve(curve)
    return a


def turn_between(old: Shown, new: Shown, i: int, before: int, after: int) -> int:
    """The quarter turns disc ``i`` makes from ``old`` to ``new``: > 0 clockwise, < 0 back.

    The rules turn discs only clockwise (R7, R14, R16), but by up to three quarters (R16)
    or, for the sun, by one quarter per sun card (R14), so the rotations alone cannot tell
    an undone quarter turn from three quarters forward. The board's count of turns made
    since setup can: what was done is played forward, an undo plays it back.
    """
    if old.turned and new.turned:
        quarters = new.turned[i] - old.turned[i]
        if (before + quarters) & 3 == after:
            return quarters
    return (after - before) & 3  # no count to go by: the rules' direction


def plan(scene, old: Shown, new: Shown, speed: float) -> QAbstractAnimation | None:
    """The animation that takes the board from ``old`` to ``new``."""
    layout, discs = scene.layout, scene.discs
    discs_stage = QParallelAnimationGroup()
    for i, item in enumerate(scene.disc_items):
        if item.is_sun:
            before, after = old.sun_rotation, new.sun_rotation
        else:
            before, after = old.rotations[i], new.rotations[i]
        if old.face_up[i] != new.face_up[i]:
            number = new.faces[i]
            item.set_planet(discs.planet(number) if number else None)
            item.angle = after * 90.0
            item.start_flip(new.face_up[i])
            discs_stage.addAnimation(_prop(item, b"flip", 0.0, 1.0, FLIP_MS / speed))
        elif new.face_up[i] and (quarters := turn_between(old, new, i, before, after)):
            discs_stage.addAnimation(_prop(item, b"angle", before * 90.0,
                                           (before + quarters) * 90.0,
                                           TURN_MS * min(abs(quarters), 2) / speed))
    pieces_stage = QParallelAnimationGroup()
    for seat, piece in enumerate(scene.piece_items):
        end = piece_position(new, layout, discs, seat)
        if old.pieces[seat] != new.pieces[seat]:
            pieces_stage.addAnimation(_flight(scene, old, new, seat, end, speed))
        elif piece.pos() != end:
            pieces_stage.addAnimation(_prop(piece, b"pos", piece.pos(), end,
                                            SHUFFLE_MS / speed))
    chips_stage = QParallelAnimationGroup()
    sun_at = cell_centre(layout.cells[layout.kinds.index(SUN_KIND)])
    for seat, held in enumerate(new.chips):
        for k in range(len(old.chips[seat]), len(held)):  # R23: a chip from the sun
            token = scene.add_chip_token(held[k], sun_at)
            fly = QParallelAnimationGroup()
            fly.addAnimation(_prop(token, b"pos", sun_at, scene.panel.chip_pos(seat, k),
                                   CHIP_MS / speed))
            fade = _prop(token, b"opacity", 0.0, 1.0, CHIP_MS / speed, QEasingCurve.Linear)
            fade.setKeyValueAt(0.15, 1.0)
            fly.addAnimation(fade)
            chips_stage.addAnimation(fly)
    group = QSequentialAnimationGroup(scene)  # owned by the scene; deleted later, never mid-signal
    for stage in (discs_stage, pieces_stage, chips_stage):
        if stage.animationCount():
            group.addAnimation(stage)
    if group.animationCount():
        return group
    group.setParent(None)
    return None


def _flight(scene, old: Shown, new: Shown, seat: int, end: QPointF,
            speed: float) -> QAbstractAnimation:
    """R21/R23: disc by disc along the path, wrapping around edges; from the sun back to Earth."""
    layout, discs = scene.layout, scene.discs
    piece = scene.piece_items[seat]
    sun = layout.kinds.index(SUN_KIND)
    stops = route(old, new, seat, layout)
    seq = QSequentialAnimationGroup()
    at = old.pieces[seat]
    here = piece.pos()
    colour = old.flight[1] if old.flight and old.flight[0] == seat else None
    for k, nxt in enumerate(stops):
        target = end if k == len(stops) - 1 else cell_centre(layout.cells[nxt])
        side = hop_direction(old, discs, at, colour, sun) if colour is not None else None
        if side is not None and wraps(layout.cells[at], layout.cells[nxt], side):
            seq.addAnimation(_wrap_hop(scene, piece, here, target, side, speed))
        else:
            seq.addAnimation(_prop(piece, b"pos", here, target, HOP_MS / speed))
        if k < len(stops) - 1:
            seq.addAnimation(QPauseAnimation(max(1, round(PAUSE_MS / speed))))
        here, at = target, nxt
    return seq


def _wrap_hop(scene, piece, start: QPointF, target: QPointF, side: int,
              speed: float) -> QAbstractAnimation:
    """R11: leave the board over one edge and come back in over the opposite edge."""
    rows, cols = scene.layout.rows, scene.layout.cols
    lo_x, hi_x = MARGIN - PITCH * 0.15, MARGIN + cols * PITCH + PITCH * 0.15
    lo_y, hi_y = MARGIN - PITCH * 0.15, MARGIN + rows * PITCH + PITCH * 0.15
    if side == 0:
        out, back = QPointF(start.x(), lo_y), QPointF(target.x(), hi_y)
    elif side == 1:
        out, back = QPointF(hi_x, start.y()), QPointF(lo_x, target.y())
    elif side == 2:
        out, back = QPointF(start.x(), hi_y), QPointF(target.x(), lo_y)
    else:
        out, back = QPointF(lo_x, start.y()), QPointF(hi_x, target.y())
    half = HOP_MS * 0.75 / speed
    leave, enter = QParallelAnimationGroup(), QParallelAnimationGroup()
    leave.addAnimation(_prop(piece, b"pos", start, out, half, QEasingCurve.InCubic))
    leave.addAnimation(_prop(piece, b"opacity", 1.0, 0.0, half, QEasingCurve.InQuad))
    enter.addAnimation(_prop(piece, b"pos", back, target, half, QEasingCurve.OutCubic))
    enter.addAnimation(_prop(piece, b"opacity", 0.0, 1.0, half, QEasingCurve.OutQuad))
    seq = QSequentialAnimationGroup()
    seq.addAnimation(leave)
    seq.addAnimation(enter)
    return seq
