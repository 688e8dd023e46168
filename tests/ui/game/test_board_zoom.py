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
