"""Fixtures for the editor tests: private user folders, captured message boxes, windows,
and gestures sent through the real view (mouse events on its viewport)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QMessageBox


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Settings and recent files go to a folder of this test only."""
    monkeypatch.setenv("ZUENDSTOFF_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def messages(monkeypatch):
    """Every QMessageBox.warning shown, as (title, text); nothing blocks."""
    shown: list[tuple[str, str]] = []

    def warning(parent, title, text, *args, **kwargs):
        shown.append((title, text))
        return QMessageBox.Ok

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(warning))
    return shown


@pytest.fixture
def no_prompts(monkeypatch):
    """Fail loudly if an unexpected question box would block a test."""
    def question(*args, **kwargs):
        raise AssertionError("unexpected question box")

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))


@pytest.fixture
def layout_window(qtbot, messages, no_prompts):
    from zuendstoff.ui.editor.layout_editor import LayoutEditorWindow

    yield from _shown(qtbot, LayoutEditorWindow)


@pytest.fixture
def discset_window(qtbot, messages, no_prompts):
    from zuendstoff.ui.editor.discset_editor import DiscSetEditorWindow

    yield from _shown(qtbot, DiscSetEditorWindow)


def _shown(qtbot, window_class):
    """A new editor window on the screen; closed without a prompt after the test."""
    win = window_class()
    win.show()
    qtbot.waitExposed(win)
    yield win
    _dispose(win)


def _dispose(win) -> None:
    win.stack.setClean()  # let the window close without a prompt
    win.setWindowModified(False)
    win.close()
    win.deleteLater()
    QApplication.processEvents()


def _send(view, kind, scene_pos: QPointF, button, buttons, modifiers=Qt.NoModifier):
    pos = QPointF(view.mapFromScene(scene_pos))
    glob = QPointF(view.viewport().mapToGlobal(pos.toPoint()))
    ev = QMouseEvent(kind, pos, glob, button, buttons, modifiers)
    QApplication.sendEvent(view.viewport(), ev)


class Mouse:
    """Clicks and drags on a QGraphicsView, in scene coordinates."""

    def __init__(self, view):
        self.view = view

    def click(self, scene_pos: QPointF, modifiers=Qt.NoModifier) -> None:
        _send(self.view, QEvent.MouseButtonPress, scene_pos, Qt.LeftButton, Qt.LeftButton, modifiers)
        _send(self.view, QEvent.MouseButtonRelease, scene_pos, Qt.LeftButton, Qt.NoButton, modifiers)

    def drag(self, start: QPointF, end: QPointF, steps: int = 8) -> None:
        _send(self.view, QEvent.MouseButtonPress, start, Qt.LeftButton, Qt.LeftButton)
        for k in range(1, steps + 1):
            t = k / steps
            pt = QPointF(start.x() + (end.x() - start.x()) * t, start.y() + (end.y() - start.y()) * t)
            _send(self.view, QEvent.MouseMove, pt, Qt.NoButton, Qt.LeftButton)
        _send(self.view, QEvent.MouseButtonRelease, end, Qt.LeftButton, Qt.NoButton)


@pytest.fixture
def mouse():
    return Mouse


def centre(cell) -> QPointF:
    from zuendstoff.ui.editor.layout_items import CELL

    return QPointF((cell[1] + 0.5) * CELL, (cell[0] + 0.5) * CELL)


@pytest.fixture
def cell_centre():
    return centre

