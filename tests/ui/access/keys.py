"""Driving the game window with the keyboard only: every key goes to the focused widget."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

ARROW_FOR = {(-1, 0): Qt.Key.Key_Up, (1, 0): Qt.Key.Key_Down, (0, -1): Qt.Key.Key_Left,
             (0, 1): Qt.Key.Key_Right}


def press(qtbot, window, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """Press ``key`` on whatever has the keyboard focus (the window if nothing has)."""
    target = QApplication.focusWidget() or window
    qtbot.keyClick(target, key, modifier)
    QApplication.processEvents()


def tab_to(qtbot, window, wanted, limit: int = 60):
    """Press Tab until ``wanted(focus_widget)`` holds; returns that widget."""
    for _ in range(limit):
        focus = QApplication.focusWidget()
        if focus is not None and wanted(focus):
            return focus
        press(qtbot, window, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached the wanted widget (focus: {QApplication.focusWidget()})")


def focused_cell(window):
    item = window.scene.focusItem()
    return tuple(item.cell) if item is not None and hasattr(item, "cell") else None


def cursor_to(qtbot, window, cell, limit: int = 40) -> None:
    """Tab to the board, then arrow keys until the disc cursor is on ``cell``."""
    tab_to(qtbot, window, lambda w: w is window.board_view)
    cell = tuple(cell)
    for _ in range(limit):
        here = focused_cell(window)
        assert here is not None, "the board has focus but no disc has the cursor"
        if here == cell:
            return
        dr, dc = cell[0] - here[0], cell[1] - here[1]
        step = (1 if dr > 0 else -1, 0) if dr else (0, 1 if dc > 0 else -1)
        press(qtbot, window, ARROW_FOR[step])
    raise AssertionError(f"the cursor did not reach {cell}")


def activate_disc(qtbot, window, cell) -> None:
    cursor_to(qtbot, window, cell)
    press(qtbot, window, Qt.Key.Key_Return)
