"""The board's keyboard cursor (a broad ring) shows once the keyboard is used, not when a
window merely opens with the board focused: the replay viewer opened with a ring on the sun
that looked like a choice. Tab to the board, or the first arrow key on it, brings it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from zuendstoff import resources
from zuendstoff.sim import play_game


def test_the_replay_opens_without_a_cursor_and_the_first_arrow_key_brings_it(qtbot):
    from zuendstoff.ui.replay.viewer import ReplayWindow
    game = play_game(resources.default_discs(), resources.builtin_layout("standard"),
                     ["medium"] * 3, "cursor")
    viewer = ReplayWindow(game, "test.zrec", animation_speed=0)
    qtbot.addWidget(viewer)
    viewer.show()
    viewer.activateWindow()
    qtbot.waitUntil(lambda: viewer.view.hasFocus(), timeout=3000)  # the window's first widget
    QApplication.processEvents()
    scene = viewer.scene
    assert scene.focusItem() is None
    assert not any(item.marks.focus for item in scene.disc_items)
    qtbot.keyClick(viewer.view, Qt.Key.Key_Down)  # the keyboard is used: the cursor shows
    item = scene.focusItem()
    assert item is not None and item.marks.focus
    assert viewer.view.described_text()  # …and is said to screen readers
    item.clearFocus()
    viewer.view.clearFocus()
    viewer.view.setFocus(Qt.FocusReason.TabFocusReason)  # Tab to the board: the cursor at once
    assert scene.focusItem() is not None
