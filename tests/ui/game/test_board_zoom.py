"""The board fills its view and zooms: Ctrl+wheel, Ctrl+plus, Ctrl+minus and Ctrl+0 (fit)."""

from __future__ import annotations

import pytest
from helpers import new_game, settle
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _board_px(window) -> int:
    view = window.board_view
    return view.mapFromScene(window.scene.board_rect()).boundingRect().width()


def _wheel(view, steps: int, modifiers) -> None:
    pos = QPointF(view.viewport().rect().center())
    event = QWheelEvent(pos, view.viewport().mapToGlobal(pos), QPoint(), QPoint(0, 120 * steps),
                        Qt.NoButton, modifiers, Qt.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)


def test_keys_zoom_in_and_out_and_ctrl_0_fits(qtbot, make_window):
    window = make_window(*new_game(n_humans=1, bots=("greedy",)))
    settle(qtbot, window)
    fitted = _board_px(window)
    window.activateWindow()
    QTest.keySequence(window, "Ctrl++")
    assert _board_px(window) > fitted * 1.2
    QTest.keySequence(window, "Ctrl+-")
    assert abs(_board_px(window) - fitted) <= 2
    QTest.keySequence(window, "Ctrl+-")  # never smaller than the fit
    assert abs(_board_px(window) - fitted) <= 2
    window.menus.zoom_in.trigger()
    window.menus.zoom_in.trigger()
    assert window.board_view.zoom > 1.5
    QTest.keySequence(window, "Ctrl+0")
    assert window.board_view.zoom == 1.0 and abs(_board_px(window) - fitted) <= 2


def test_ctrl_wheel_zooms_and_a_resize_keeps_the_zoom_over_the_new_fit(qtbot, make_window):
    window = make_window(*new_game(n_humans=1, bots=("greedy",)))
    settle(qtbot, window)
    view = window.board_view
    fitted = _board_px(window)
    _wheel(view, 1, Qt.NoModifier)  # a plain wheel at the fit does not zoom
    assert view.zoom == 1.0
    _wheel(view, 2, Qt.ControlModifier)
    assert view.zoom > 1.5 and _board_px(window) > fitted * 1.5
    assert view.dragMode() == view.DragMode.ScrollHandDrag  # drag the sky to pan
    window.resize(1000, 700)
    QApplication.processEvents()
    view.fit()
    small = _board_px(window)
    assert small < fitted  # the fit follows the window's size
    assert view.dragMode() == view.DragMode.NoDrag


def test_the_board_grows_with_the_window(qtbot, make_window):
    window = make_window(*new_game(n_humans=1, bots=("greedy",)))
    settle(qtbot, window)
    window.resize(1100, 700)
    QApplication.processEvents()
    small = _board_px(window)
    window.resize(1800, 1100)
    QApplication.processEvents()
    assert _board_px(window) > small * 1.3


def test_a_click_on_a_disc_at_the_edge_of_a_zoomed_board_is_not_lost(qtbot, make_window):
    """Found by the model test: on a zoomed board, a click on a disc near the view's edge
    gave the disc the focus, the view scrolled it into full view between the press and the
    release, and the click was lost (the planet list kept another planet). A disc clicked is
    under the pointer already: the view no longer scrolls on a click."""
    window = make_window(*new_game(n_humans=1, bots=("greedy",)))
    settle(qtbot, window)
    view, scene = window.board_view, window.scene
    window.menus.zoom_in.trigger()
    window.menus.zoom_in.trigger()
    QApplication.processEvents()
    port = view.viewport().rect()
    # a disc whose edge reaches into the view's 20 px margin at the bottom, its centre inside
    near = None
    for cell in scene.layout.cells:
        rect = view.mapFromScene(scene.disc_item(tuple(cell)).sceneBoundingRect()).boundingRect()
        if port.contains(rect.center()) and port.bottom() - 20 < rect.bottom():
            near = tuple(cell)
            break
    assert near is not None, "no disc at the bottom edge of the zoomed view"
    clicked = []
    scene.discClicked.connect(clicked.append)
    before = (view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    centre = view.mapFromScene(scene.disc_item(near).sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(centre))
    assert clicked == [near]
    assert (view.horizontalScrollBar().value(), view.verticalScrollBar().value()) == before
