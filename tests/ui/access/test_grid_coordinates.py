"""One way of numbering the grid (issue 33 item 1): the layout editor (what its rulers show
and what it says), the setup sheet and the board's accessible names give every cell the
same row and column, counted from 1, rows going down and columns going right; asked of
each of the three for the same cells of a layout wider than tall, written as the editor
saves it and as a hand-written file that starts further down and right."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication
from test_screen_reader import discs
from zuendstoff import resources
from zuendstoff.engine import Game, Player
from zuendstoff.engine.layout import Layout

PLACE = re.compile(r"row (\d+), column (\d+)")
NAME = QAccessible.Text.Name

# three rows of five columns (not square, so a row and a column cannot be mixed up)
CELLS = [(0, 0, "planet"), (0, 2, "planet"), (0, 4, "sun"),
         (1, 1, "planet"), (1, 3, "planet"),
         (2, 0, "earth"), (2, 2, "planet"), (2, 4, "planet")]


def _write(path, shift):
    cells = [{"row": r + shift[0], "col": c + shift[1], "kind": k} for r, c, k in CELLS]
    path.write_text(json.dumps({"format": "zuendstoff-layout", "version": 1,
                                "layout": {"name": "Wide", "cells": cells}}))
    return str(path)


def _places(text: str) -> list[tuple[int, int]]:
    return [(int(r), int(c)) for r, c in PLACE.findall(text)]


def _sheet(layout: Layout) -> dict[tuple[int, int], tuple[int, int]]:
    """The setup sheet's row and column of the sun, Earth and each slot (by the layout's cell)."""
    from zuendstoff.ui.editor import setup_sheet

    words = setup_sheet.texts(layout)
    sun, earth = _places(words["steps"][0])
    slots = _places(words["slot_list"])
    cells = {layout.cells[layout.sun]: sun, layout.cells[layout.earth]: earth}
    cells.update({layout.cells[i]: place for i, place in zip(layout.slots, slots)})
    assert len(cells) == len(layout.cells)
    return cells


def _editor(win) -> dict[tuple[int, int], tuple[int, int]]:
    """The editor's row and column of each disc: said (the cursor on it) and drawn."""
    out = {}
    for r, c, _k in win.model.cells():
        win.scene.set_cursor((r, c))
        said = tuple(int(n) for n in re.match(r"Row (-?\d+), column (-?\d+):",
                                             win.speech.cursor_text()).groups())
        assert said == win.scene.label((r, c))  # the rulers are drawn from label()
        out[(r, c)] = said
    return out


def _board(window) -> dict[tuple[int, int], tuple[int, int]]:
    layout = window.model.game.layout
    names = [d.text(NAME) for d in discs(window)]
    return {cell: _places(name)[-1] for cell, name in zip(layout.cells, names)}


@pytest.fixture
def editor(qtbot, quiet_home):
    from zuendstoff.ui.editor.layout_editor import LayoutEditorWindow

    win = LayoutEditorWindow()
    win.show()
    yield win
    win.stack.setClean()  # closed without the unsaved-changes question
    win.setWindowModified(False)
    win.close()
    win.deleteLater()
    QApplication.processEvents()


@pytest.mark.parametrize("shift", [(0, 0), (2, 1)], ids=["as-saved", "hand-written-further-in"])
def test_the_editor_the_sheet_and_the_board_number_every_cell_alike(qtbot, make_window, editor,
                                                                    tmp_path, shift):
    path = _write(tmp_path / "wide.zlayout", shift)
    layout = Layout.load(path)
    assert editor.open_path(path)
    game = Game.new(resources.default_discs(), layout, [Player("Anna", "black"),
                                                        Player("Ben", "white")], seed=3)
    window = make_window(game, None)
    said, sheet, board = _editor(editor), _sheet(layout), _board(window)
    expected = {(r + shift[0], c + shift[1]): (r + 1, c + 1) for r, c, _k in CELLS}
    assert said == expected
    assert sheet == expected
    assert board == expected
    # and the sheet the editor exports is the same (it is made from the normalized layout)
    assert set(_sheet(editor.model.to_layout()).values()) == set(expected.values())


def test_after_an_edit_above_row_1_saving_numbers_the_grid_as_the_file(editor, tmp_path):
    """While editing the numbers stay (a disc above row 1 is on row 0); the setup sheet,
    saving and playing number the layout from its first row with a disc: the editor then
    numbers it so too, and every cell agrees with the sheet again."""
    path = _write(tmp_path / "wide.zlayout", (0, 0))
    assert editor.open_path(path)
    editor.scene.place((-1, 2), "planet")
    assert editor.scene.label((-1, 2)) == (0, 3)  # steady while editing
    assert editor.scene.label((0, 4)) == (1, 5)
    layout = editor.model.to_layout()  # what the sheet, a shared board and a game get
    sheet = {}
    for (r, c), place in _sheet(layout).items():
        sheet[(r - 1, c)] = place  # (the normalized layout starts one row further up)
    assert editor.workbench.export_sheet(str(tmp_path / "sheet.png"))
    assert _editor(editor) == sheet
    assert editor.scene.label((-1, 2)) == (1, 3)
