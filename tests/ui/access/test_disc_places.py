"""Every disc says where it is (issue 33): a name unique on the board with the row and
column of the layout's grid, a description that does not repeat it, buttons that name their
disc by its place, and keys that say the neighbours and where the rockets lead. Read through
Qt's accessibility interface, in process."""

from __future__ import annotations

import re

from helpers import new_game, settle
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from test_screen_reader import board_iface, discs, to_person_decision
from zuendstoff.document.names import grid_place
from zuendstoff.engine import Phase

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description
PLACE = re.compile(r", row (\d+), column (\d+)$")


def test_every_disc_has_a_unique_name_with_its_row_and_column(qtbot, make_window):
    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=5)
    window = make_window(game, kinds)
    window.activateWindow()
    settle(qtbot, window)
    layout = window.model.game.layout
    names = [d.text(NAME) for d in discs(window)]
    assert len(names) == len(layout.cells) == 16
    assert len(set(names)) == len(names), names  # (before: 3 distinct names among 16)
    for cell, name, disc in zip(layout.cells, names, discs(window)):
        match = PLACE.search(name)
        assert match, name
        assert (int(match[1]), int(match[2])) == grid_place(layout, cell)
        assert "row" not in disc.text(DESCRIPTION)  # the description adds, never repeats
    # the standard layout's corners (its grid counts from row 1, column 1)
    sun = names[layout.sun]
    assert sun == "Sun, row 1, column 1"
    assert names[layout.earth] == "Earth, planet 1, row 3, column 3"
    assert sum(n.startswith("Face-down planet, row ") for n in names) == len(layout.slots)


def test_stop_buttons_name_their_disc_by_its_place_and_are_never_alike(qtbot, make_window):
    seen = 0
    for seed in (5, 6, 7):
        game, kinds = new_game(n_humans=1, bots=("greedy",), seed=seed)
        window = make_window(game, kinds)
        window.activateWindow()
        if not to_person_decision(qtbot, window, phases=(Phase.STOP,)):
            continue
        buttons = [w for w in window.bar._widgets if w.metaObject().className() == "QPushButton"]
        names = [b.accessibleName() for b in buttons]
        texts = [b.text() for b in buttons]
        assert len(set(names)) == len(names) and len(set(texts)) == len(texts), names
        assert all(n.startswith("Stop on ") and PLACE.search(n) for n in names), names
        seen += 1
    assert seen


def test_shift_arrows_say_the_next_disc_and_r_says_where_the_rockets_lead(qtbot, make_window):
    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=5)
    window = make_window(game, kinds)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    settle(qtbot, window)
    view, scene = window.board_view, window.scene
    said = []
    view.spoken.connect(said.append)
    view.setFocus()
    earth = scene.disc_item(window.model.game.layout.cells[window.model.game.layout.earth])
    earth.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert said[-1] == "East: " + scene.disc_item((2, 3)).label()
    qtbot.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert scene.focusItem() is earth  # (it only says: the cursor stays)
    scene.disc_item((2, 3)).setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert said[-1] == "East: round the edge to " + scene.disc_item((2, 0)).label()
    earth.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_R)
    text = said[-1]
    assert text.startswith(earth.label() + ": ")
    for colour, (side,) in earth.rocket_sides().items():
        assert ("red", "yellow", "blue")[colour] + " rocket points " + \
            ("north", "east", "south", "west")[side] + " to " in text.lower()
    assert text.count(" rocket points ") == 3
    # a face-down planet keeps its rockets to itself
    hidden = scene.disc_item((0, 1))
    hidden.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_R)
    assert said[-1] == hidden.label() + ": face down, its rockets are not known yet."
    # and the status bar shows what was said
    window.access.announcer.flush()
    assert window.statusBar().currentMessage() == said[-1]
    assert "Shift" in board_iface(window).text(DESCRIPTION)


def test_enter_on_a_disc_with_nothing_to_do_says_so(qtbot, make_window):
    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=5)
    window = make_window(game, kinds)
    window.activateWindow()
    assert to_person_decision(qtbot, window, phases=(Phase.STOP,))
    said = []
    window.access.announcer.announced.connect(said.append)
    game = window.model.game
    path = set(map(tuple, window.scene.highlighted("path")))
    idle = next(c for c in game.layout.cells if c not in path)
    window.board_view.setFocus()
    window.scene.disc_item(idle).setFocus()
    qtbot.keyClick(window.board_view, Qt.Key.Key_Return)
    window.access.announcer.flush()
    assert said and said[-1] == "Nothing to do on " + window.scene.disc_item(idle).label().replace(
        "Earth, planet 1", "Earth") + " now."
    assert window.bar.seat is not None  # nothing was decided
