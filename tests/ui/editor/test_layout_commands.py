"""Layout document and its undo commands: every command undone and redone restores exactly
the earlier model; random edit sequences undo to empty and redo to the same layout."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QUndoStack
from zuendstoff.document.layout_commands import (
    MoveDiscs,
    NudgeDiscs,
    PlaceDisc,
    RemoveDiscs,
    RenameLayout,
)
from zuendstoff.document.layout_model import LayoutModel
from zuendstoff.engine.layout import Layout
from zuendstoff.resources import builtin_layout


def test_r8_problems_follow_the_engine(qapp):
    m = LayoutModel()
    assert m.problems() == ["there is no sun", "there is no Earth"]
    m.set_cells({(3, 3): "sun", (5, 5): "earth"})
    assert m.is_valid()
    m.set_cells({(9, 9): "earth"})
    assert m.problems() == ["there are 2 Earths; a layout has exactly one"]
    m.set_cells({(9, 9): None})
    m.set_cells({(10, c): "planet" for c in range(15)})
    assert m.slots_left() == -1
    assert "there are 15 planet slots" in m.problems()[0]


def test_r8_normalized_cells_are_what_files_hold(qapp):
    m = LayoutModel()
    m.set_cells({(-2, -1): "sun", (0, 1): "earth", (-1, 0): "planet"})
    assert m.normalized() == [(0, 0, "sun"), (1, 1, "planet"), (2, 2, "earth")]
    layout = m.to_layout()
    assert layout.cells == ((0, 0), (1, 1), (2, 2))


def test_move_swaps_and_refuses_collisions(qapp):
    m = LayoutModel()
    m.set_cells({(0, 0): "sun", (0, 1): "earth", (0, 2): "planet"})
    assert m.can_move({(0, 0): (0, 1), (0, 1): (0, 0)})
    assert not m.can_move({(0, 0): (0, 1)})  # Earth stays there
    assert not m.can_move({(5, 5): (6, 6)})  # nothing to move
    assert not m.can_move({(0, 0): (0, 70)})  # larger than a file can hold
    m.move({(0, 0): (0, 1), (0, 1): (0, 0)})
    assert m.kind_at((0, 0)) == "earth" and m.kind_at((0, 1)) == "sun"


def _check_undo_redo(stack: QUndoStack, model: LayoutModel, command) -> None:
    before = model.snapshot()
    stack.push(command)
    after = model.snapshot()
    stack.undo()
    assert model.snapshot() == before
    stack.redo()
    assert model.snapshot() == after


def test_every_command_undone_and_redone_restores_the_model(qapp):
    m = LayoutModel()
    stack = QUndoStack()
    _check_undo_redo(stack, m, PlaceDisc(m, (0, 0), "sun"))
    _check_undo_redo(stack, m, PlaceDisc(m, (1, 1), "earth"))
    _check_undo_redo(stack, m, PlaceDisc(m, (1, 1), "planet"))  # change kind
    _check_undo_redo(stack, m, PlaceDisc(m, (2, 2), "earth"))
    _check_undo_redo(stack, m, MoveDiscs(m, {(0, 0): (3, 3)}))
    _check_undo_redo(stack, m, MoveDiscs(m, {(3, 3): (2, 2), (2, 2): (3, 3)}))
    _check_undo_redo(stack, m, NudgeDiscs(m, [(2, 2), (3, 3)], 0, 1))
    _check_undo_redo(stack, m, RemoveDiscs(m, [(1, 1), (2, 3)]))
    _check_undo_redo(stack, m, RenameLayout(m, "Mine"))
    assert stack.undoText() == "Rename layout"


def test_repeated_nudges_merge_into_one_command(qapp):
    m = LayoutModel()
    stack = QUndoStack()
    stack.push(PlaceDisc(m, (0, 0), "sun"))
    start = m.snapshot()
    for _ in range(3):
        stack.push(NudgeDiscs(m, [m.cells()[0][:2]], 0, 1))
    stack.push(NudgeDiscs(m, [(0, 3)], 1, 0))
    assert m.kind_at((1, 3)) == "sun"
    assert stack.count() == 2  # the place + one merged nudge
    assert stack.undoText() == "Nudge sun"
    stack.undo()
    assert m.snapshot() == start
    stack.redo()
    assert m.kind_at((1, 3)) == "sun"


def test_nudging_back_to_the_start_leaves_no_command(qapp):
    m = LayoutModel()
    stack = QUndoStack()
    stack.push(PlaceDisc(m, (0, 0), "sun"))
    stack.push(NudgeDiscs(m, [(0, 0)], 0, 1))
    stack.push(NudgeDiscs(m, [(0, 1)], 0, -1))
    assert stack.count() == 1
    assert m.kind_at((0, 0)) == "sun"


def test_nudges_of_different_discs_do_not_merge(qapp):
    m = LayoutModel()
    stack = QUndoStack()
    stack.push(PlaceDisc(m, (0, 0), "sun"))
    stack.push(PlaceDisc(m, (5, 5), "earth"))
    stack.push(NudgeDiscs(m, [(0, 0)], 0, 1))
    stack.push(NudgeDiscs(m, [(5, 5)], 0, 1))
    assert stack.count() == 4


# ------------------------------------------------------------------ hypothesis
cells = st.tuples(st.integers(-3, 6), st.integers(-3, 6))
kinds = st.sampled_from(["sun", "earth", "planet"])
edits = st.lists(
    st.one_of(
        st.tuples(st.just("place"), cells, kinds),
        st.tuples(st.just("remove"), cells, st.none()),
        st.tuples(st.just("move"), cells, cells),
        st.tuples(st.just("nudge"), cells, st.sampled_from([(0, 1), (1, 0), (0, -1), (-1, 0)])),
        st.tuples(st.just("rename"), st.text(max_size=5), st.none()),
    ),
    min_size=1, max_size=40)


def _command(m: LayoutModel, edit):
    op, a, b = edit
    if op == "place":
        return PlaceDisc(m, a, b) if m.kind_at(a) != b else None
    if op == "remove":
        return RemoveDiscs(m, [a]) if m.kind_at(a) else None
    if op == "move":
        mapping = {a: b}
        if m.kind_at(b) and a != b:
            mapping = {a: b, b: a}
        return MoveDiscs(m, mapping) if a != b and m.can_move(mapping) else None
    if op == "nudge":
        mapping = {a: (a[0] + b[0], a[1] + b[1])}
        return NudgeDiscs(m, [a], *b) if m.can_move(mapping) else None
    return RenameLayout(m, a) if a != m.name else None


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(edits)
def test_random_edits_undo_to_empty_and_redo_to_the_same_layout(qapp, seq):
    m = LayoutModel()
    stack = QUndoStack()
    empty = m.snapshot()
    history = [m.snapshot()]
    for edit in seq:
        cmd = _command(m, edit)
        if cmd is None:
            continue
        before = m.snapshot()
        count = stack.count()
        stack.push(cmd)
        after = m.snapshot()
        # every single command: undo restores exactly the earlier model, redo the later one
        if stack.count() > count:  # not merged into the previous command
            stack.undo()
            assert m.snapshot() == before
            stack.redo()
            assert m.snapshot() == after
            history.append(after)
        elif stack.count() == count:  # merged nudge
            history[-1] = after
        else:  # nudged back to where it started: the merged command is dropped
            history.pop()
            assert m.snapshot() == history[-1]
    final = m.snapshot()
    steps = stack.index()
    while stack.canUndo():
        stack.undo()
    assert m.snapshot() == empty
    for k in range(steps):
        stack.redo()
        assert m.snapshot() == history[k + 1]
    assert m.snapshot() == final
    if m.is_valid():
        assert isinstance(m.to_layout(), Layout)


def test_builtin_layouts_round_trip_through_the_model(qapp):
    for key in ("standard", "alt1", "alt2"):
        built = builtin_layout(key)
        m = LayoutModel()
        m.replace(built.name, built.triples())
        assert m.to_layout() == built
