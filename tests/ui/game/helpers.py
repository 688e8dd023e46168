"""Helpers for driving the game window like a person would: clicks and keys."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from zuendstoff import resources
from zuendstoff.document.game_model import SeatKind
from zuendstoff.engine import Game, Phase, Player

PRIVACY = 1


def new_game(n_humans=2, bots=("greedy",), seed=11, layout="standard"):
    names = ["Anna", "Ben", "Clara", "David", "Emma"]
    pieces = ["black", "white", "purple", "orange", "green"]
    kinds = [SeatKind()] * n_humans + [SeatKind(b) for b in bots]
    players = [Player(names[i], pieces[i]) for i in range(len(kinds))]
    game = Game.new(resources.default_discs(), resources.builtin_layout(layout), players,
                    seed=seed)
    return game, kinds


def settle(qtbot, window, timeout=10000):
    """Wait until the window has set up the next step (no bot thinking, nothing queued)."""
    def idle():
        scene = window.scene
        return (not window.runner.busy and not window.flow._scheduled
                and not (hasattr(scene, "is_animating") and scene.is_animating()))
    qtbot.waitUntil(idle, timeout=timeout)
    QApplication.processEvents()


def on_privacy(window) -> bool:
    return window.pages.currentIndex() == PRIVACY and window.privacy.isVisible()


def pass_privacy(qtbot, window):
    seat = window.privacy.seat
    qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    assert window.flow.looking == seat
    return seat


def choose_card_by_keys(qtbot, window, card):
    """Move through the hand with the arrow keys to ``card`` and press Enter."""
    view = window.hand.view
    view.setFocus()
    target = window.hand_model.row_of(card)
    qtbot.keyClick(view, Qt.Key.Key_Home)
    for _ in range(target):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert window.hand.selected_card() == card
    qtbot.keyClick(view, Qt.Key.Key_Return)


def click_disc(qtbot, window, cell):
    """A mouse click on the disc at ``cell`` on the board (or the stand-in's equivalent)."""
    scene = window.scene
    if hasattr(scene, "disc_item"):
        item = scene.disc_item(tuple(cell))
        view = window.board_view
        pos = view.mapFromScene(item.sceneBoundingRect().center())
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(pos))
    else:
        scene.click(cell)


def bar_button(window, text):
    from PySide6.QtWidgets import QPushButton
    for b in window.bar.findChildren(QPushButton):
        if b.isVisible() and b.text() == text:
            return b
    raise AssertionError(f"no button {text!r} in the decision bar: "
                         f"{[b.text() for b in window.bar.findChildren(QPushButton)]}")


def is_card_phase(game) -> bool:
    return game.phase in (Phase.FIRST_CARD, Phase.SECOND_CARD)
