"""The replay viewer speaks (issue 33): each step said once as the log's line, with where it
is ("Round 4 of 11, step 2"); the slider names the position in words; Escape closes the
viewer; the replay board's description names the keys it really has."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from zuendstoff import resources
from zuendstoff.sim import play_game
from zuendstoff.ui.replay.viewer import ReplayWindow


def _viewer(qtbot, keep=True):
    game = play_game(resources.default_discs(), resources.builtin_layout("standard"),
                     ["medium"] * 2, "replay")
    viewer = ReplayWindow(game, "test.zrec", animation_speed=0)
    if keep:  # (closed by the test otherwise: it deletes itself on close)
        qtbot.addWidget(viewer)
    viewer.show()
    viewer.activateWindow()
    qtbot.waitUntil(viewer.isActiveWindow, timeout=3000)
    return viewer


def test_each_step_is_said_as_the_log_line_with_round_and_step(qtbot):
    viewer = _viewer(qtbot)
    said = []
    viewer.announcer.announced.connect(said.append)
    rounds = viewer.steps[-1].round_no
    viewer.view.setFocus()
    for k in range(1, 6):
        qtbot.keyClick(viewer.view, Qt.Key.Key_Right)  # (the board's Left/Right step the replay)
        viewer.announcer.flush()
        assert viewer.index == k
        assert said[-1] == viewer.where_text() + ": " + viewer.describe(k)
        assert said[-1].startswith(f"Round 1 of {rounds}, step {k}: ") or \
            said[-1].startswith("Round 2 of ")
    assert len(said) == 5 and len(set(said)) == 5
    # the slider says where, in words
    name = QAccessible.queryAccessibleInterface(viewer.slider).text(QAccessible.Text.Name)
    assert name == "Position in the game: " + viewer.where_text()
    # a round further: the step counts from the round's start again
    qtbot.keyClick(viewer.view, Qt.Key.Key_PageDown)  # (to the end of round 1)
    qtbot.keyClick(viewer.view, Qt.Key.Key_Right)
    viewer.announcer.flush()
    assert viewer.where_text() == f"Round 2 of {rounds}, step 1"
    assert said[-1].startswith(viewer.where_text() + ": ")
    # back: said too
    qtbot.keyClick(viewer.view, Qt.Key.Key_Left)
    viewer.announcer.flush()
    assert said[-1] == viewer.where_text() + ": " + viewer.describe(viewer.index)


def test_the_replay_board_describes_its_own_keys_and_escape_closes(qtbot):
    viewer = _viewer(qtbot, keep=False)
    description = viewer.view.accessibleDescription()
    assert "Left and Right step the replay" in description and "Enter" not in description
    viewer.view.setFocus()
    closed = []
    viewer.destroyed.connect(lambda *_: closed.append(1))
    qtbot.keyClick(viewer.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: bool(closed), timeout=3000)  # closed, and deleted


def test_page_down_and_up_go_round_by_round_and_are_said(qtbot):
    """Page Down goes to the end of the shown round, and again to the end of the next (it
    stayed at the first round's end before); Page Up goes back the same way."""
    viewer = _viewer(qtbot)
    said = []
    viewer.announcer.announced.connect(said.append)
    ends = [k for k in range(1, len(viewer.steps) + 1)
            if k == len(viewer.steps) or viewer.steps[k].round_no != viewer.steps[k - 1].round_no]
    viewer.view.setFocus()
    for end in ends[:3]:
        qtbot.keyClick(viewer.view, Qt.Key.Key_PageDown)
        viewer.announcer.flush()
        assert viewer.index == end
        assert said[-1] == viewer.where_text() + ": " + viewer.describe(end)
    qtbot.keyClick(viewer.view, Qt.Key.Key_Left)  # (inside round 3: Page Up to its start)
    for start in (ends[1], ends[0], 0):
        qtbot.keyClick(viewer.view, Qt.Key.Key_PageUp)
        assert viewer.index == start
    viewer.announcer.flush()
    assert said[-1] == viewer.step_label.text()  # the start, said


def test_on_the_focused_slider_a_step_says_where_once(qtbot):
    """With the slider focused its new name says where ("Position in the game: Round 1 of
    16, step 3", spoken by a screen reader for the focused control): the notice says the
    step's line alone, not "Round 1 of 16, step 3" a second time."""
    viewer = _viewer(qtbot)
    said = []
    viewer.announcer.announced.connect(said.append)
    viewer.slider.setFocus()
    qtbot.waitUntil(viewer.slider.hasFocus, timeout=3000)
    for k in (1, 2, 3):
        qtbot.keyClick(viewer.slider, Qt.Key.Key_Right)
        viewer.announcer.flush()
        assert viewer.index == k and said[-1] == viewer.describe(k)
        name = QAccessible.queryAccessibleInterface(viewer.slider).text(QAccessible.Text.Name)
        assert name == "Position in the game: " + viewer.where_text()
    viewer.view.setFocus()  # elsewhere: the notice says where again
    qtbot.keyClick(viewer.view, Qt.Key.Key_Left)
    viewer.announcer.flush()
    assert said[-1] == viewer.where_text() + ": " + viewer.describe(2)
