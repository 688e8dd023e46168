"""The layout editor window driven like a person would: tools, clicks, drags, keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from zuendstoff.engine.constants import MAX_SLOTS
from zuendstoff.resources import builtin_layout
from zuendstoff.ui.editor.layout_panel import describe_problems


def _place_all(win, mouse, cell_centre, layout):
    """Place a built-in layout's discs on an empty grid with the tools and mouse clicks."""
    m = mouse(win.view)
    for (r, c), k in zip(layout.cells, layout.kinds):
        tool = ("sun", "earth", "planet")[k]
        win.tool_actions[tool].trigger()
        m.click(cell_centre((r, c)))


def test_r9_build_the_standard_layout_from_an_empty_grid(layout_window, mouse, cell_centre,
                                                        qtbot):
    win = layout_window
    standard = builtin_layout("standard")
    assert len(win.model) == 0
    _place_all(win, mouse, cell_centre, standard)
    win.panel.name_edit.setText("Standard")
    win.panel.name_edit.editingFinished.emit()
    assert win.model.to_layout() == standard
    assert win.model.to_layout().neighbours == standard.neighbours
    assert win.act_play.isEnabled()
    assert win.panel.count_labels["planet"].text().startswith("14 placed")
    assert win.isWindowModified()


def test_r10_build_alt1_with_a_drag_to_fix_a_mistake(layout_window, mouse, cell_centre):
    win = layout_window
    alt1 = builtin_layout("alt1")
    m = mouse(win.view)
    # a mistake first: Earth in the gap at row 2, col 0 ...
    win.tool_actions["earth"].trigger()
    m.click(cell_centre((2, 0)))
    for (r, c), k in zip(alt1.cells, alt1.kinds):
        if k != 1:
            win.tool_actions[("sun", "earth", "planet")[k]].trigger()
            m.click(cell_centre((r, c)))
    assert win.model.kind_at((2, 0)) == "earth"
    # ... then dragged to where it belongs with the select tool: one command
    win.tool_actions["select"].trigger()
    count = win.stack.count()
    m.drag(cell_centre((2, 0)), cell_centre((2, 2)))
    assert win.stack.count() == count + 1
    assert win.act_undo.toolTip() == "Undo Move Earth"
    win.panel.name_edit.setText("Alternative 1")
    win.panel.name_edit.editingFinished.emit()
    assert win.model.to_layout() == alt1


def test_drag_onto_another_disc_swaps_them(layout_window, mouse, cell_centre):
    win = layout_window
    m = mouse(win.view)
    win.tool_actions["sun"].trigger()
    m.click(cell_centre((0, 0)))
    win.tool_actions["earth"].trigger()
    m.click(cell_centre((0, 2)))
    win.tool_actions["select"].trigger()
    m.drag(cell_centre((0, 0)), cell_centre((0, 2)))
    assert win.model.kind_at((0, 2)) == "sun" and win.model.kind_at((0, 0)) == "earth"
    assert win.act_undo.toolTip() == "Undo Swap sun and Earth"
    win.stack.undo()
    assert win.model.kind_at((0, 0)) == "sun" and win.model.kind_at((0, 2)) == "earth"
    # the items follow the model: each sits on its cell again
    for cell, item in win.scene.items_by_cell.items():
        assert win.scene.cell_at(item.pos()) == cell


def test_drag_off_the_grid_snaps_back(layout_window, mouse, cell_centre):
    win = layout_window
    m = mouse(win.view)
    win.tool_actions["sun"].trigger()
    m.click(cell_centre((0, 0)))
    win.tool_actions["select"].trigger()
    before = win.stack.count()
    m.drag(cell_centre((0, 0)), cell_centre((9, 9)))
    assert win.stack.count() == before
    assert win.model.kind_at((0, 0)) == "sun"
    assert win.scene.cell_at(win.scene.items_by_cell[(0, 0)].pos()) == (0, 0)


def _screen(win, cell):
    """Where ``cell``'s centre is on the screen (the view's viewport, in pixels)."""
    from zuendstoff.ui.editor.layout_items import cell_centre as centre_of

    return win.view.mapFromScene(centre_of(cell))


def test_grid_grows_at_its_edges_and_never_shrinks_while_editing(layout_window, mouse, cell_centre):
    win = layout_window
    m = mouse(win.view)
    assert win.scene.region == (0, 0, 4, 4)
    win.tool_actions["planet"].trigger()
    m.click(cell_centre((4, 4)))
    assert win.scene.region == (0, 0, 5, 5)  # a free row and column beyond the disc
    for k in range(5, 9):  # each disc on the edge makes room for the next one
        m.click(cell_centre((k, k)))
    assert win.scene.region == (0, 0, 9, 9)
    win.tool_actions["erase"].trigger()
    for k in range(8, 3, -1):
        m.click(cell_centre((k, k)))
    assert win.scene.region == (0, 0, 9, 9)  # nothing moves under the pointer
    # a disc on the top-left edge grows the grid there, without renumbering
    win.tool_actions["sun"].trigger()
    m.click(cell_centre((0, 0)))
    assert win.scene.region == (-1, -1, 9, 9)
    assert win.scene.label((0, 0)) == (1, 1)
    # opening a document fits the grid round it again
    win.stack.setClean()
    win.new_layout()
    assert win.scene.region == (0, 0, 4, 4)


@pytest.mark.parametrize("target", [(3, 3), (-1, -1), (-1, 3), (3, -1), (1, 3)])
def test_the_grid_does_not_move_under_a_placement(layout_window, mouse, cell_centre, target):
    """In pixels: every cell is where it was on the screen after a disc is placed on the
    grid's edge (which grows the grid); in coordinates: the numbers said stay."""
    win = layout_window
    win.open_builtin("alt1")  # a 3 x 3 layout: its grid is 5 x 5, from (-1, -1) to (3, 3)
    assert win.scene.region == (-1, -1, 3, 3)
    cells = [(r, c) for r in range(-1, 4) for c in range(-1, 4)]
    before = {cell: _screen(win, cell) for cell in cells}
    labels = {cell: win.scene.label(cell) for cell in cells}
    win.tool_actions["planet"].trigger()
    mouse(win.view).click(cell_centre(target))
    assert win.model.kind_at(target) == "planet"
    assert {cell: _screen(win, cell) for cell in cells} == before
    assert {cell: win.scene.label(cell) for cell in cells} == labels
    # the cursor is on the placed disc, named as before
    assert win.scene.cursor == target
    assert win.speech.cursor_text().startswith(
        "Row %d, column %d:" % labels[target])
    # and undoing it moves nothing either
    win.stack.undo()
    assert {cell: _screen(win, cell) for cell in cells} == before


def test_a_layout_larger_than_the_view_scrolls(layout_window):
    win = layout_window
    win.resize(700, 500)
    win.view.zoom(2.0)
    for k in range(0, 12):
        win.scene.place((k, k), "planet")
    view = win.view
    assert view.horizontalScrollBar().maximum() > view.horizontalScrollBar().minimum()
    assert view.verticalScrollBar().maximum() > view.verticalScrollBar().minimum()
    rect = view.sceneRect()
    assert rect.contains(win.scene.sceneRect())


def test_keyboard_placements_keep_the_cursor_cell_in_place(layout_window, qtbot):
    win = layout_window
    view = win.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key_P)
    for _ in range(4):
        before = _screen(win, win.scene.cursor)
        said = win.speech.cursor_text()
        QTest.keyClick(view, Qt.Key_Space)
        assert _screen(win, win.scene.cursor) == before
        assert win.speech.cursor_text().split(":")[0] == said.split(":")[0]
        QTest.keyClick(view, Qt.Key_Right)
        QTest.keyClick(view, Qt.Key_Down)


def test_r8_palette_counts_slots_left_and_validation_speaks_plainly(layout_window):
    win = layout_window
    assert "There is no sun" in win.panel.problems_label.text()
    assert not win.act_play.isEnabled()
    for c in range(MAX_SLOTS + 1):
        win.scene.place((0, c), "planet")
    win.scene.place((1, 0), "sun")
    win.scene.place((1, 1), "earth")
    win.scene.place((1, 2), "earth")
    text = win.panel.problems_label.text()
    assert "There are 15 planet slots, but only 14 planets can be dealt face down" in text
    assert "There are 2 Earths" in text
    assert "1 too many" in win.panel.count_labels["planet"].text()
    assert not win.act_play.isEnabled()
    win.scene.remove([(0, 0), (1, 2)])
    assert "Ready to play" in win.panel.problems_label.text()
    assert win.act_play.isEnabled()


def test_r8_wording_agrees_with_the_engine(qapp):
    import itertools

    from zuendstoff.document.layout_model import LayoutModel

    for suns, earths, slots in itertools.product(range(3), range(3), (0, 14, 15)):
        m = LayoutModel()
        cells = ["sun"] * suns + ["earth"] * earths + ["planet"] * slots
        m.set_cells({(i // 8, i % 8): k for i, k in enumerate(cells)})
        assert bool(describe_problems(m)) == bool(m.problems())


def test_keyboard_only_editing(layout_window, qtbot):
    win = layout_window
    view = win.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key_S)  # sun tool
    assert win.scene.tool == "sun"
    QTest.keyClick(view, Qt.Key_Space)
    QTest.keyClick(view, Qt.Key_Right)
    QTest.keyClick(view, Qt.Key_E)
    QTest.keyClick(view, Qt.Key_Return)
    assert win.model.cells() == [(0, 0, "sun"), (0, 1, "earth")]
    # Shift+arrows nudge the disc under the cursor; the nudges merge into one undo step
    QTest.keyClick(view, Qt.Key_V)
    for _ in range(3):
        QTest.keyClick(view, Qt.Key_Down, Qt.ShiftModifier)
    assert win.model.kind_at((3, 1)) == "earth"
    assert win.act_undo.toolTip() == "Undo Nudge Earth"
    QTest.keyClick(view, Qt.Key_Z, Qt.ControlModifier)
    assert win.model.kind_at((0, 1)) == "earth"
    QTest.keyClick(view, Qt.Key_Z, Qt.ShiftModifier | Qt.ControlModifier)
    assert win.model.kind_at((3, 1)) == "earth"
    QTest.keyClick(view, Qt.Key_Delete)
    assert win.model.cells() == [(0, 0, "sun")]


def test_typing_a_name_does_not_trigger_tool_shortcuts(layout_window, qtbot):
    win = layout_window
    edit = win.panel.name_edit
    edit.setFocus()
    QTest.keyClicks(edit, "Spee")
    assert edit.text() == "Spee"
    assert win.scene.tool == "select"
    QTest.keyClick(edit, Qt.Key_Return)
    assert win.model.name == "Spee"
    assert win.act_undo.toolTip() == "Undo Rename layout"


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # Qt's drag-event constructors
def test_palette_drop_places_a_disc(layout_window, cell_centre):
    from PySide6.QtCore import QMimeData, QPointF
    from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
    from PySide6.QtWidgets import QApplication
    from zuendstoff.ui.editor.layout_scene import KIND_MIME

    win = layout_window
    mime = QMimeData()
    mime.setData(KIND_MIME, b"earth")
    pos = win.view.mapFromScene(cell_centre((2, 3)))
    vp = win.view.viewport()
    for cls in (QDragEnterEvent, QDragMoveEvent):
        ev = cls(pos, Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier)
        QApplication.sendEvent(vp, ev)
    QApplication.sendEvent(vp, QDropEvent(QPointF(pos), Qt.CopyAction, mime, Qt.LeftButton,
                                          Qt.NoModifier))
    assert win.model.cells() == [(2, 3, "earth")]


def test_undo_redo_keep_their_text_and_say_what_they_do_in_their_tips(layout_window):
    win = layout_window
    assert win.act_undo.text() == "Undo" and not win.act_undo.isEnabled()
    win.scene.place((0, 0), "planet")
    assert win.act_undo.text() == "Undo" and win.act_undo.isEnabled()
    assert win.act_undo.toolTip() == "Undo Place planet slot"
    assert win.act_undo.statusTip() == "Undo Place planet slot"
    win.scene.place((0, 0), "sun")
    assert win.act_undo.toolTip() == "Undo Change planet slot to sun"
    win.stack.undo()
    assert win.act_redo.text() == "Redo" and win.act_redo.isEnabled()
    assert win.act_redo.toolTip() == "Redo Change planet slot to sun"
    win.stack.undo()
    assert win.act_undo.toolTip() == "Undo" and not win.act_undo.isEnabled()


def test_the_toolbar_stays_put_after_edits_and_undos(layout_window, qtbot):
    from PySide6.QtWidgets import QToolBar, QToolButton

    win = layout_window
    (bar,) = [tb for tb in win.findChildren(QToolBar) if tb.objectName() == "tools"]

    def button(act):  # the tool bar's button showing ``act``
        (b,) = [w for w in bar.findChildren(QToolButton) if w.defaultAction() is act]
        return b

    def xs():
        QApplication.processEvents()
        return {key: button(act).geometry().x() for key, act in win.tool_actions.items()}

    before = xs()
    win.scene.place((0, 0), "planet")
    win.scene.place((0, 0), "earth")  # "Undo Change planet slot to Earth"
    assert xs() == before
    win.stack.undo()  # "Redo Change planet slot to Earth"
    assert xs() == before
    win.stack.undo()
    assert xs() == before


def test_play_this_layout_emits_the_engine_layout(layout_window, qtbot):
    win = layout_window
    win.open_builtin("alt2")
    with qtbot.waitSignal(win.playRequested) as blocker:
        win.act_play.trigger()
    assert blocker.args[0] == builtin_layout("alt2")


def test_r8_extra_suns_and_earths_are_ringed_on_the_grid(layout_window):
    win = layout_window
    win.scene.place((0, 0), "earth")
    win.scene.place((0, 1), "sun")
    assert not any(i.problem for i in win.scene.items_by_cell.values())
    win.scene.place((1, 1), "earth")
    assert [c for c, i in sorted(win.scene.items_by_cell.items()) if i.problem] == [(0, 0), (1, 1)]
    win.stack.undo()
    assert not win.scene.items_by_cell[(0, 0)].problem


def test_play_is_refused_with_plain_words_when_invalid(layout_window, messages):
    win = layout_window
    win.scene.place((0, 0), "earth")
    win.play()  # e.g. from a stale shortcut: the action itself is disabled
    assert messages == [("Cannot play this layout", "There is no sun. Place one sun.")]


def test_dragging_a_selection_moves_all_of_it_in_one_command(layout_window, mouse, cell_centre):
    win = layout_window
    win.open_builtin("alt1")
    win.scene.clearSelection()
    for cell in ((1, 0), (1, 1), (1, 2)):  # the middle row
        win.scene.items_by_cell[cell].setSelected(True)
    count = win.stack.count()
    mouse(win.view).drag(cell_centre((1, 1)), cell_centre((3, 1)))
    assert win.stack.count() == count + 1
    assert win.act_undo.toolTip() == "Undo Move 3 disc(s)"
    assert {(r, c) for r, c, _k in win.model.cells()} == {
        (0, 0), (0, 1), (3, 0), (3, 1), (3, 2), (2, 1), (2, 2)}
    # a group move onto discs that stay is refused and snaps back
    count = win.stack.count()
    mouse(win.view).drag(cell_centre((3, 1)), cell_centre((2, 1)))
    assert win.stack.count() == count
    assert "in the way" in win.statusBar().currentMessage()
    for cell, item in win.scene.items_by_cell.items():
        assert win.scene.cell_at(item.pos()) == cell


def test_a_new_layouts_empty_grid_is_the_scene_and_sits_in_the_middle_of_the_view(layout_window):
    """An empty layout's grid (5 x 5 cells from (0, 0)) is the whole scene, and the view shows
    it in its middle, as it does for a layout with discs (it sat with its corner in the
    middle of the view while the scene was only as large as the cursor's item)."""
    from zuendstoff.ui.editor.layout_scene import CELL, MIN_COLS, MIN_ROWS

    win = layout_window
    scene, view = win.scene, win.view
    assert scene.region == (0, 0, MIN_ROWS - 1, MIN_COLS - 1)
    rect = scene.sceneRect()
    from zuendstoff.ui.editor.layout_scene import RULER  # the margin with the row/column numbers
    assert (rect.left(), rect.top()) == (-RULER, -RULER)
    assert (rect.width(), rect.height()) == (MIN_COLS * CELL + 2 * RULER, MIN_ROWS * CELL + 2 * RULER)
    grid = view.mapFromScene(rect.center())
    middle = view.viewport().rect().center()
    assert abs(grid.x() - middle.x()) <= 2 and abs(grid.y() - middle.y()) <= 2


def test_keys_act_on_the_grid_only_while_the_grid_has_the_focus(layout_window, qtbot):
    """Typing anywhere else (the colour box, a button, the name) never edits the grid."""
    win = layout_window
    win.open_builtin("alt1")
    earth = next((r, c) for r, c, k in win.model.cells() if k == "earth")
    win.scene.set_cursor(earth)
    before = win.model.snapshot()
    for widget in (win.panel.colour_box, win.panel.name_edit):
        widget.setFocus()
        qtbot.waitUntil(widget.hasFocus)
        for key in (Qt.Key_P, Qt.Key_X, Qt.Key_S, Qt.Key_E):
            QTest.keyClick(widget, key)
            assert win.scene.tool == "select"
        QTest.keyClick(widget, Qt.Key_Delete)
        QTest.keyClick(widget, Qt.Key_A, Qt.ControlModifier)
        assert win.model.snapshot()[1] == before[1]
        assert win.scene.selected_cells() == []
    # on the grid, the same keys choose tools and act
    win.view.setFocus()
    qtbot.waitUntil(win.view.hasFocus)
    QTest.keyClick(win.view, Qt.Key_X)
    assert win.scene.tool == "erase"
    QTest.keyClick(win.view, Qt.Key_Delete)
    assert win.model.kind_at(earth) is None


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_earth_is_replaced_only_after_a_yes(layout_window, monkeypatch, answer):
    from PySide6.QtWidgets import QMessageBox

    asked = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return QMessageBox.Yes if answer == "yes" else QMessageBox.No

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    win = layout_window
    win.scene.place((0, 0), "earth")
    win.scene.place((0, 1), "sun")
    win.scene.place((0, 0), "planet")
    assert asked and asked[0].startswith("Replace Earth with a planet slot?")
    assert win.model.kind_at((0, 0)) == ("planet" if answer == "yes" else "earth")
    win.scene.place((0, 1), "planet")
    assert asked[1].startswith("Replace the sun with a planet slot?")
    # a second Earth goes without a question (the layout keeps one)
    asked.clear()
    win.scene.place((1, 0), "earth")
    win.scene.place((2, 0), "earth")
    win.scene.place((2, 0), "planet")
    assert asked == [] and win.model.kind_at((2, 0)) == "planet"


def test_the_tools_are_one_group_of_radio_buttons_to_a_screen_reader(layout_window):
    from PySide6.QtGui import QAccessible, QAccessibleActionInterface
    from PySide6.QtWidgets import QToolButton

    win = layout_window
    buttons = [b for b in win.findChildren(QToolButton)
               if b.defaultAction() in win.tool_actions.values() and b.isVisible()]
    assert len(buttons) >= len(win.tool_actions)  # the tool bar's and the palette's
    for b in buttons:
        iface = QAccessible.queryAccessibleInterface(b)
        assert iface.role() == QAccessible.Role.RadioButton, b.defaultAction().text()
        assert iface.state().checkable
        assert iface.text(QAccessible.Text.Name)
        assert iface.state().checked == (b.defaultAction().data() == win.scene.tool)
    # pressing one through the accessibility interface chooses that tool, only that one
    (sun,) = [b for b in buttons if b.defaultAction().data() == "sun"
              and b.parentWidget().objectName() == "tools"]  # the tool bar's
    QAccessible.queryAccessibleInterface(sun).actionInterface().doAction(
        QAccessibleActionInterface.pressAction())
    assert win.scene.tool == "sun"
    checked = {b.defaultAction().data() for b in buttons
               if QAccessible.queryAccessibleInterface(b).state().checked}
    assert checked == {"sun"}


def test_each_cursor_move_is_said_once_and_the_chosen_tool_too(layout_window, qtbot):
    """One announcement per move; the grid's description (which a screen reader speaks
    again when it changes on the focused grid) stays put while the grid has the focus and
    is brought up to date when the focus leaves."""
    win = layout_window
    view = win.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    said = []
    win.speech.announcer.announced.connect(said.append)
    description = view.accessibleDescription()
    QTest.keyClick(view, Qt.Key_Right)
    win.speech.announcer.flush()
    QTest.keyClick(view, Qt.Key_Down)
    win.speech.announcer.flush()
    assert said == ["Row 1, column 2: empty", "Row 2, column 2: empty"]
    assert view.accessibleDescription() == description
    QTest.keyClick(view, Qt.Key_S)
    win.speech.announcer.flush()
    assert said[-1] == "Tool: Sun"
    QTest.keyClick(view, Qt.Key_P)
    win.speech.announcer.flush()
    assert said[-1] == "Tool: Planet slot"
    win.panel.name_edit.setFocus()
    qtbot.waitUntil(lambda: not view.hasFocus())
    assert view.accessibleDescription() == "Row 2, column 2: empty"


def test_typing_letters_into_the_grid_points_to_the_name_field(layout_window, qtbot):
    win = layout_window
    win.view.setFocus()
    qtbot.waitUntil(win.view.hasFocus)
    QTest.keyClick(win.view, Qt.Key_L)  # no tool's key
    assert "Name field (Alt+N)" in win.statusBar().currentMessage()
    assert win.model.cells() == []
