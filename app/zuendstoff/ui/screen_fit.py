"""Windows open within the screen's available area (issue 31 item 5, issue 32 item 4).

A window that asks for 1280×820 on a 1366×768 laptop, or on a 1000-px-high screen with a
panel, would open with its bottom (and its buttons) off the screen. Every window that opens
asks :func:`fit_on_screen` for its size and place instead of calling ``resize`` alone: the
size it would like, shrunk to the available area (``QScreen.availableGeometry``: the
screen less its panels and docks), and a place that keeps the whole window, frame and
title bar included, inside that area. :func:`place_over` puts one window exactly over
another (the guided game over the game window).
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: the window frame and title bar a window manager adds, until the window is shown and its
#: real frame is known
FRAME = QMargins(8, 32, 8, 8)


def available_area(widget: QWidget | None = None) -> QRect:
    """The available area of ``widget``'s screen (its parent's, else the primary screen)."""
    screen = None
    while widget is not None and screen is None:
        screen = widget.screen()
        widget = widget.parentWidget()
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect()


def _frame(window: QWidget) -> QMargins:
    if window.isVisible():
        outer, inner = window.frameGeometry(), window.geometry()
        margins = QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                           outer.right() - inner.right(), outer.bottom() - inner.bottom())
        if margins != QMargins():
            return margins
    return FRAME


def _inside(rect: QRect, room: QRect, minimum: QSize) -> QRect:
    """``rect`` shrunk to ``room``'s size (not below ``minimum``) and slid into ``room``."""
    size = rect.size().boundedTo(room.size()).expandedTo(minimum)
    x = max(room.left(), min(rect.left(), room.right() + 1 - size.width()))
    y = max(room.top(), min(rect.top(), room.bottom() + 1 - size.height()))
    return QRect(QPoint(x, y), size)


def fit_on_screen(window: QWidget, size: QSize | None = None,
                  near: QWidget | None = None) -> QRect:
    """Give ``window`` ``size`` (default: its size now), shrunk to fit the available area,
    and move it inside that area: centred over ``near`` (default: its parent) when that is
    shown, else where it is if it is shown, else centred. Returns the geometry given
    (without the frame)."""
    near = near if near is not None else window.parentWidget()
    area = available_area(near or window)
    size = QSize(size) if size is not None else window.size()
    if area.isEmpty():
        window.resize(size)
        return window.geometry()
    room = area.marginsRemoved(_frame(window))
    if near is not None and near.isVisible():
        centre = near.frameGeometry().center()
    elif window.isVisible():
        centre = window.geometry().center()
    else:
        centre = room.center()
    wanted = QRect(QPoint(centre.x() - size.width() // 2, centre.y() - size.height() // 2), size)
    window.setGeometry(_inside(wanted, room, window.minimumSize()))
    return window.geometry()


def place_over(window: QWidget, other: QWidget) -> None:
    """``window`` exactly over ``other``: the same place and size (maximized or full
    screen if ``other`` is), kept within the available area."""
    window.setGeometry(other.geometry())
    states = other.windowState() & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen)
    if states:
        window.setWindowState(window.windowState() | states)
        return
    area = available_area(other)
    if not area.isEmpty():
        window.setGeometry(_inside(other.geometry(), area.marginsRemoved(_frame(other)),
                                   window.minimumSize()))
