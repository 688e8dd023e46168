"""Where the guided game's callout points, and what it keeps clear of, on the window.

Everything in the window's coordinates: the disc of a move on the board, the button of a move
made beside the board, the hand's cards, the sunglasses chips. The lesson hands these to its
callout (``callout.py``), which places itself beside the target.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtWidgets import QWidget

from ...engine import Decision, Flip, PickColour, PlayCard, Stop
from ...engine.lesson import LEARNER


def widget_rect(window, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def scene_rect(window, rect: QRectF) -> QRect:
    """A rectangle of the board's scene on the screen."""
    view = window.board_view
    shown = view.mapFromScene(rect).boundingRect()
    return QRect(view.viewport().mapTo(window, shown.topLeft()), shown.size())


def cell_rect(window, cell) -> QRect:
    """The disc at ``cell`` on the screen."""
    item = window.scene.disc_item(tuple(cell)) if hasattr(window.scene, "disc_item") else None
    if item is None:
        return widget_rect(window, window.board_view)
    return scene_rect(window, item.sceneBoundingRect())


def controls_rect(window) -> QRect:
    """The decision bar's controls shown now (empty: none)."""
    rect = QRect()
    for widget in window.bar.controls():
        if widget.isVisible():
            rect = rect.united(widget_rect(window, widget))
    return rect


def chips_rect(window, seat: int | None = None, held: bool = False) -> QRect:
    """The sunglasses chips beside the board (empty: not shown): all of them, or ``seat``'s
    row, or (``held``) the chips ``seat`` holds."""
    panel = getattr(window.scene, "panel", None)
    if panel is None:
        return QRect()
    box = panel.mapRectToScene(panel.boundingRect())
    if seat is not None:
        box = panel.mapRectToScene(QRectF(0, panel.HEAD_H + seat * panel.ROW_H, box.width(),
                                          panel.ROW_H))
        chips = window.model.game.chips[seat]
        if held and chips:
            ends = [panel.chip_pos(seat, k) for k in (0, len(chips) - 1)]
            box = QRectF(ends[0].x() - 22, ends[0].y() - 22, ends[1].x() - ends[0].x() + 44, 44)
    return scene_rect(window, box)


def target_rect(window, want: Decision | None, done: bool) -> QRect:
    """Where the callout points: the disc of the move (a stop, a planet to turn), the control
    of a move made beside the board (the colour's button, the compass rose), the hand's cards
    for a card; at the end, the learner's sunglasses chips."""
    if done:
        return chips_rect(window, LEARNER, held=True)
    if isinstance(want, PlayCard):  # the cards (the arrow at the one to lay: aim)
        view = window.hand.view
        return widget_rect(window, view if view.isVisible() else window.hand)
    if isinstance(want, (PickColour, Flip)):  # (a side: on the whole compass rose)
        control = window.bar.compass if isinstance(want, Flip) else window.bar.control_for(want)
        if control is not None and control.isVisible():
            return widget_rect(window, control)
        return widget_rect(window, window.bar)  # (until its controls are laid out)
    cell = getattr(want, "cell", None) or getattr(want, "target", None)
    if cell is not None:
        return cell_rect(window, cell)
    return widget_rect(window, window.board_view)


def aim(window, want: Decision | None, done: bool) -> QPoint | None:
    """Where in its target the arrow points: the card to lay, in the hand."""
    hand = window.hand
    if done or not isinstance(want, PlayCard) or not hand.view.isVisible():
        return None
    try:
        row = hand.model.row_of(want.card)
    except ValueError:  # (not this hand: another person's, or none yet)
        return None
    rect = hand.view.visualRect(hand.model.index(row, 0))
    return hand.view.viewport().mapTo(window, rect.center())


def avoid_rects(window, want: Decision | None, done: bool) -> list[QRect]:
    """What the callout keeps clear of if it can, the most needed first: the other discs the
    move may choose (the stops of a flight), the controls beside the board, the disc a move
    made there is about (the face-down planet, the piece of a colour choice), the chips."""
    game = window.model.game
    if done:
        return [cell_rect(window, game.layout.cells[game.layout.sun])]
    out: list[QRect] = []
    if isinstance(want, Stop):
        out += [cell_rect(window, d.cell) for d in game.legal_decisions(want.seat)
                if isinstance(d, Stop) and d != want]
    if not isinstance(want, PlayCard):
        out.append(controls_rect(window))
    if isinstance(want, (PickColour, Flip)):
        out.append(cell_rect(window, game.piece_cell(want.seat)))
    out.append(chips_rect(window))
    return [r for r in out if not r.isEmpty()]
