"""The disc-set editor: read-only default, duplicate to edit, editing on the disc, R1–R3,
undo, files, bad input, and an edited set played to the end by the simulator's bots."""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeySequence, QUndoStack
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from zuendstoff import resources
from zuendstoff.document.discset_commands import (
    RenameDiscSet,
    RenamePlanet,
    SetRocketNumber,
    set_rocket_side,
    turn_planet,
    turn_rocket,
    turn_sun,
    turn_sun_side,
)
from zuendstoff.document.discset_model import SUN, DiscSetModel
from zuendstoff.engine.discs import DiscSet
from zuendstoff.engine.errors import DataError
from zuendstoff.sim import play_game
from zuendstoff.ui.editor.discset_scene import RADIUS, disc_centre
from zuendstoff.ui.editor.layout_items import SIDE_VECTORS

DEFAULT = resources.default_discs()


def side_point(disc: int, side: int) -> QPointF:
    dx, dy = SIDE_VECTORS[side]
    return disc_centre(disc) + QPointF(dx * (RADIUS - 6), dy * (RADIUS - 6))


def test_r3_default_set_is_read_only_until_duplicated(discset_window, mouse):
    win = discset_window
    assert win.read_only and win.panel.banner.isVisible()
    assert "Default disc set (read-only)" in win.windowTitle()
    before = win.model.snapshot()
    side = DEFAULT.planet(4).rockets[0].side
    mouse(win.view).click(side_point(4, side))
    assert win.model.snapshot() == before and win.stack.count() == 0
    assert "read-only" in win.statusBar().currentMessage()
    win.panel.duplicate_button.click()
    assert not win.read_only and not win.panel.banner.isVisible()
    assert win.model.name == "Copy of Zündstoff default"
    assert win.isWindowModified()
    assert win.act_undo.toolTip() == "Undo Duplicate disc set"


def test_r1_click_a_rocket_to_turn_it(discset_window, mouse):
    win = discset_window
    win.duplicate()
    m = mouse(win.view)
    face = win.model.planet(4)
    red_side = face.sides[0]
    m.click(side_point(4, red_side))
    new = win.model.planet(4)
    assert new.sides[0] == (red_side + 1) % 4
    assert len(set(new.sides)) == 3  # whatever was there took the red rocket's old side
    assert win.act_undo.toolTip() == "Undo Turn red rocket of Planet 4"
    assert win.scene.current == 4 and win.panel.disc == 4
    m.click(side_point(4, new.sides[0]), Qt.ShiftModifier)  # back
    assert win.model.planet(4) == face


def test_r2_turning_the_sun_keeps_it_valid(discset_window, mouse):
    win = discset_window
    win.duplicate()
    m = mouse(win.view)
    for side in (0, 1, 2, 3, 1, 1):
        m.click(side_point(SUN, side))
        assert win.model.is_valid()
    assert win.model.to_discset().sun.masks == win.model.sun
    # the panel's combo points the yellow rocket west
    win.scene.select_disc(SUN)
    win.panel.side_boxes[1].activated.emit(3)
    assert win.model.sun[3] == 0b010


def test_r3_numbers_are_edited_in_the_panel_and_typing_merges(discset_window, qtbot):
    win = discset_window
    win.duplicate()
    win.scene.select_disc(7)
    spin = win.panel.number_boxes[2]
    spin.setFocus()
    spin.selectAll()
    count = win.stack.count()
    QTest.keyClicks(spin, "87")
    assert win.model.planet(7).numbers[2] == 87
    assert win.stack.count() == count + 1
    assert win.act_undo.toolTip() == "Undo Set blue rocket number of Planet 7 to 87"
    win.stack.undo()
    assert win.model.planet(7).numbers[2] == DEFAULT.planet(7).rockets[2].number
    assert spin.value() == DEFAULT.planet(7).rockets[2].number  # the panel follows


def test_r3_duplicate_numbers_are_reported_and_cannot_be_saved(discset_window, tmp_path,
                                                               messages):
    win = discset_window
    win.duplicate()
    win.scene.select_disc(5)
    red = win.model.planet(5).numbers[0]
    win.panel.number_boxes[1].setValue(red)
    assert win.model.problems() == [(5, "R3: Planet 5 has two rockets with the same number.")]
    assert "Planet 5 has two rockets with the same number" in win.panel.problems_label.text()
    assert win.scene.discs[5].problem
    path = str(tmp_path / "bad.zdiscs")
    assert not win.save_to(path)
    assert len(messages) == 1 and "same number" in messages[0][1]
    assert not os.path.exists(path)
    win.stack.undo()
    assert win.model.is_valid() and not win.scene.discs[5].problem


def test_keyboard_turns_rockets_and_discs(discset_window):
    win = discset_window
    win.duplicate()
    view = win.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key_Right)
    QTest.keyClick(view, Qt.Key_Right)
    assert win.scene.current == 2
    QTest.keyClick(view, Qt.Key_Down)
    assert win.scene.current == 6
    before = win.model.planet(6)
    QTest.keyClick(view, Qt.Key_B)
    assert win.model.planet(6).sides[2] == (before.sides[2] + 1) % 4
    QTest.keyClick(view, Qt.Key_B, Qt.ShiftModifier)
    assert win.model.planet(6) == before
    QTest.keyClick(view, Qt.Key_T)
    assert win.model.planet(6).sides == tuple((s + 1) % 4 for s in before.sides)
    assert win.act_undo.toolTip() == "Undo Turn Planet 6"


def test_typing_in_a_name_does_not_turn_rockets(discset_window):
    win = discset_window
    win.duplicate()
    win.scene.select_disc(3)
    before = win.model.planet(3)
    edit = win.panel.planet_name
    edit.setFocus()
    edit.selectAll()
    QTest.keyClicks(edit, "Tyrbt")
    QTest.keyClick(edit, Qt.Key_Return)
    assert win.model.planet(3).sides == before.sides
    assert win.model.planet(3).name == "Tyrbt"
    assert win.scene.discs[3].disc == 3


def test_every_disc_command_undone_and_redone_restores_the_model(qapp):
    m = DiscSetModel(DEFAULT)
    stack = QUndoStack()
    commands = [
        lambda: turn_rocket(m, 3, m.planet(3).sides[1]),
        lambda: turn_rocket(m, 3, 0, 3),
        lambda: turn_planet(m, 1, 2),
        lambda: set_rocket_side(m, 9, 0, 2),
        lambda: SetRocketNumber(m, 12, 1, 500),
        lambda: turn_sun_side(m, 2),
        lambda: turn_sun(m, 1),
        lambda: RenamePlanet(m, 2, "Vulcan"),
        lambda: RenameDiscSet(m, "Mine"),
    ]
    for make in commands:
        before = m.snapshot()
        stack.push(make())
        after = m.snapshot()
        assert after != before
        stack.undo()
        assert m.snapshot() == before
        stack.redo()
        assert m.snapshot() == after


disc_edits = st.lists(st.one_of(
    st.tuples(st.just("rocket"), st.integers(1, 15), st.integers(0, 3), st.sampled_from([1, 3])),
    st.tuples(st.just("disc"), st.integers(1, 15), st.integers(1, 3), st.none()),
    st.tuples(st.just("side"), st.integers(1, 15), st.integers(0, 2), st.integers(0, 3)),
    st.tuples(st.just("number"), st.integers(1, 15), st.integers(0, 2), st.integers(1, 999)),
    st.tuples(st.just("sunside"), st.integers(0, 3), st.sampled_from([1, 3]), st.none()),
    st.tuples(st.just("sun"), st.integers(1, 3), st.none(), st.none()),
), min_size=1, max_size=30)


def _disc_command(m, edit):
    op, a, b, c = edit
    if op == "rocket":
        return turn_rocket(m, a, b, c)
    if op == "disc":
        return turn_planet(m, a, b)
    if op == "side":
        return set_rocket_side(m, a, b, c)
    if op == "number":
        return SetRocketNumber(m, a, b, c)
    if op == "sunside":
        return turn_sun_side(m, a, b)
    return turn_sun(m, a)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(disc_edits)
def test_random_disc_edits_undo_and_redo_exactly(qapp, seq):
    m = DiscSetModel(DEFAULT)
    stack = QUndoStack()
    start = m.snapshot()
    for edit in seq:
        stack.push(_disc_command(m, edit))
        # turning never breaks R1/R2: sides stay distinct, the sun stays a sun
        assert all(len(set(m.planet(n).sides)) == 3 for n in range(1, 16))
        assert sorted(bin(x).count("1") for x in m.sun) == [1, 1, 1, 3]
    final = m.snapshot()
    while stack.canUndo():
        stack.undo()
    assert m.snapshot() == start
    while stack.canRedo():
        stack.redo()
    assert m.snapshot() == final
    # the editor's verdict agrees with the engine's
    try:
        m.to_discset()
        engine_ok = True
    except DataError:
        engine_ok = False
    assert engine_ok == m.is_valid()


def test_edited_set_saved_loaded_and_played_to_the_end(discset_window, tmp_path):
    win = discset_window
    win.duplicate()
    m = mouse_free_edits(win)
    path = str(tmp_path / "real.zdiscs")
    assert win.save_to(path)
    assert not win.isWindowModified() and win.path == path
    loaded = DiscSet.load(path)
    assert loaded == win.model.to_discset()
    assert loaded != DEFAULT and loaded.planet(2).rockets != DEFAULT.planet(2).rockets
    assert m == loaded.name
    layout = resources.builtin_layout("standard")
    game = play_game(loaded, layout, ["greedy", "random", "greedy"], seed="editor")
    assert game.is_over and (game.winners or game.end)
    assert game.discs == loaded
    # and reopened in the editor
    assert win.open_default()
    assert win.open_path(path)
    assert win.model.to_discset() == loaded and not win.read_only


def mouse_free_edits(win) -> str:
    win.scene.select_disc(2)
    win.turn_colour(0)
    win.turn_disc(1)
    win.set_number(1, 77)
    win.scene.select_disc(SUN)
    win.turn_side(SUN, 0)
    win.panel.set_name.setText("My real discs")
    win.panel.set_name.editingFinished.emit()
    return "My real discs"


def test_r3_saving_over_the_default_is_refused(discset_window, messages):
    win = discset_window
    win.duplicate()
    target = str(resources.discs_path())
    before = open(target, encoding="utf-8").read()
    assert not win.save_to(target)
    assert len(messages) == 1 and "read-only" in messages[0][1]
    assert open(target, encoding="utf-8").read() == before


def test_close_prompt_with_unsaved_changes(discset_window, monkeypatch):
    from zuendstoff.ui.editor import document_window

    win = discset_window
    assert win.close()  # the default set, unchanged: closes without a question
    win.show()
    win.duplicate()
    answers = ["cancel", "discard"]
    monkeypatch.setattr(document_window, "ask_save_changes", lambda parent, what: answers.pop(0))
    assert not win.close()
    assert win.isVisible()
    assert win.close()


# ------------------------------------------------------------------ bad input
def _discs_doc(mutate=None, text=None):
    doc = DEFAULT.to_file_json()
    if mutate:
        mutate(doc)
    return text if text is not None else json.dumps(doc)


def _two_rockets_on_one_side(doc):
    p = doc["discs"]["planets"][3]["rockets"]
    p["yellow"]["side"] = p["red"]["side"]


def _sun_two_triples(doc):
    doc["discs"]["sun"]["sides"]["N"] = ["red", "yellow", "blue"]


BAD_DISCS = {
    "truncated": _discs_doc()[:200],
    "wrong_types": _discs_doc(lambda d: d["discs"]["planets"][0]["rockets"]["red"]
                              .update(number="seven")),
    "two_rockets_on_one_side": _discs_doc(_two_rockets_on_one_side),
    "same_numbers": _discs_doc(lambda d: d["discs"]["planets"][2]["rockets"]["blue"]
                               .update(number=d["discs"]["planets"][2]["rockets"]["red"]["number"])),
    "fourteen_planets": _discs_doc(lambda d: d["discs"]["planets"].pop()),
    "planet_twice": _discs_doc(lambda d: d["discs"]["planets"][4].update(number=2)),
    "bad_sun": _discs_doc(_sun_two_triples),
    "unknown_side": _discs_doc(lambda d: d["discs"]["planets"][1]["rockets"]["red"]
                               .update(side="NE")),
    "not_discs": json.dumps({"format": "zuendstoff-layout", "version": 1}),
}


@pytest.mark.parametrize("case", sorted(BAD_DISCS))
def test_bad_disc_set_file_gives_one_message_and_leaves_the_document(discset_window, tmp_path,
                                                                      messages, case):
    win = discset_window
    win.duplicate()
    win.scene.select_disc(4)
    win.turn_disc(1)  # an unsaved edit that must survive
    before = (win.model.snapshot(), win.stack.count(), win.path, win.read_only,
              win.isWindowModified(), win.windowTitle())
    path = tmp_path / f"{case}.zdiscs"
    path.write_text(BAD_DISCS[case], encoding="utf-8")
    assert not win.open_path(str(path), ask=False)
    assert len(messages) == 1
    title, text = messages[0]
    assert title == "Cannot open disc set" and str(path) in text and "\n" not in text
    if case == "two_rockets_on_one_side":
        assert "two rockets on one side" in text
    after = (win.model.snapshot(), win.stack.count(), win.path, win.read_only,
             win.isWindowModified(), win.windowTitle())
    assert after == before


@pytest.mark.parametrize("language, keys, extra", [
    ("en", (Qt.Key_R, Qt.Key_Y, Qt.Key_B), ()),
    ("de", (Qt.Key_R, Qt.Key_G, Qt.Key_B), ((1, Qt.Key_Y),)),  # rot, gelb, blau; Y still works
])
def test_the_colour_keys_are_the_letters_on_the_rockets(qtbot, messages, no_prompts, language,
                                                         keys, extra):
    """The key that turns a rocket is the letter it carries (German: G for gelb, not Y)."""
    from zuendstoff import i18n
    from zuendstoff.ui.board.art import colour_letter
    from zuendstoff.ui.editor.discset_editor import DiscSetEditorWindow
    i18n.install(language)
    try:
        win = DiscSetEditorWindow()  # made in the language, as after a switch
        win.show()
        win.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is win)  # shortcuts need it
        win.duplicate()
        win.scene.select_disc(6)
        view = win.view
        view.setFocus()
        assert [QKeySequence(key).toString() for key in keys] == \
            [colour_letter(c) for c in range(3)]
        for colour, key in [*enumerate(keys), *extra]:
            before = win.model.planet(6)
            QTest.keyClick(view, key)
            after = win.model.planet(6)
            assert after.sides[colour] == (before.sides[colour] + 1) % 4, (language, key)
            QTest.keyClick(view, key, Qt.ShiftModifier)
            assert win.model.planet(6) == before
        hint = win.panel.keys_hint.text()
        letters = ", ".join(colour_letter(c) for c in range(3))
        assert letters in hint and ("R, Y, B" in hint) == (language == "en")
        win.stack.setClean()
        win.setWindowModified(False)
        win.close()
        win.deleteLater()
    finally:
        i18n.uninstall()
