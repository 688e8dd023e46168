"""Issue 42 item 4: no silent Tab stop. Every place Tab reaches in the game window, the hand's
turn and the board's, says what it is: "What everyone can know" (the public card counts) was an
unnamed scroll area, and a screen reader said nothing there."""

from __future__ import annotations

from helpers import new_game, settle
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication


def _tab_round(qtbot, window) -> list:
    stops = []
    for _ in range(60):
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        if focus in stops:
            break
        stops.append(focus)
    return stops


def _said(widget) -> str:
    iface = QAccessible.queryAccessibleInterface(widget)
    return (iface.text(QAccessible.Text.Name) or "").strip() if iface else ""


def test_every_tab_stop_has_a_name(qtbot, make_window):
    window = make_window(*new_game(n_humans=1, bots=("greedy",), seed=3))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    settle(qtbot, window)
    assert window.flow.looking == 0 and window.hand.view.hasFocus()
    stops = _tab_round(qtbot, window)
    assert len(stops) > 3
    public = [w for w in stops if window.public_panel in (w, *w.findChildren(type(w)))
              or w.isAncestorOf(window.public_panel)]
    assert public, "the public card counts are a Tab stop"
    assert _said(public[0]) == "What everyone can know"
    iface = QAccessible.queryAccessibleInterface(public[0])
    counts = iface.text(QAccessible.Text.Description)
    for line in window.public_panel.lines():
        assert line in counts  # what it holds, said with it
    unnamed = [(type(w).__name__, w.objectName()) for w in stops if not _said(w)]
    assert unnamed == []
