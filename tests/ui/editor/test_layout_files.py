"""Layout files: save/open, drafts, built-ins read-only, recent files, dirty state, bad input."""

from __future__ import annotations

import json
import os

import pytest
from PySide6.QtWidgets import QMessageBox
from zuendstoff import resources
from zuendstoff.engine.errors import DataError
from zuendstoff.engine.layout import Layout
from zuendstoff.resources import builtin_layout


def test_save_and_open_round_trip(layout_window, tmp_path):
    win = layout_window
    win.open_builtin("alt1")
    win.scene.move({(2, 2): (2, 0)})  # Earth into the gap
    assert win.isWindowModified()
    path = str(tmp_path / "mine.zlayout")
    assert win.save_to(path)
    assert not win.isWindowModified()
    assert win.windowTitle().startswith("mine.zlayout[*]")
    loaded = Layout.load(path)  # the game's own loader reads it
    assert loaded == win.model.to_layout()
    win.new_layout()
    assert len(win.model) == 0
    assert win.open_path(path)
    assert win.model.to_layout() == loaded
    assert win.stack.count() == 0 and not win.isWindowModified()


def test_r8_invalid_layout_is_saved_as_a_draft_the_game_refuses(layout_window, tmp_path):
    win = layout_window
    win.scene.place((0, 0), "earth")
    win.scene.place((0, 1), "earth")
    path = str(tmp_path / "draft.zlayout")
    assert win.save_to(path)
    assert win.draft
    doc = json.loads(open(path, encoding="utf-8").read())
    assert doc["draft"] is True
    with pytest.raises(DataError) as err:
        Layout.load(path)  # what the game uses
    assert path in str(err.value) and "R8" in str(err.value) and "no sun" in str(err.value)
    assert not win.act_play.isEnabled()
    win.new_layout()
    assert win.open_path(path)  # the editor reads drafts
    assert win.model.cells() == [(0, 0, "earth"), (0, 1, "earth")]
    assert "This is a draft" in win.statusBar().currentMessage()
    # fixed and saved again: no longer a draft
    win.scene.place((0, 1), "sun")
    assert win.save()
    assert "draft" not in json.loads(open(path, encoding="utf-8").read())
    assert Layout.load(path).cells == ((0, 0), (0, 1))


def test_negative_editing_cells_are_saved_normalized(layout_window, tmp_path):
    win = layout_window
    win.scene.place((0, 0), "sun")
    win.scene.place((-1, 0), "earth")  # in the free row above
    path = str(tmp_path / "n.zlayout")
    assert win.save_to(path)
    assert Layout.load(path).triples() == [(0, 0, "earth"), (1, 0, "sun")]


def test_builtin_layouts_are_read_only_starting_points(layout_window, tmp_path, monkeypatch):
    win = layout_window
    assert win.open_builtin("standard")
    assert win.path is None and win.builtin == "standard"
    assert "built-in, read-only" in win.windowTitle()
    win.scene.remove([(0, 1)])
    asked = []

    def fake_dialog(*args, **kwargs):
        asked.append(args)
        return str(tmp_path / "copy.zlayout"), ""

    from zuendstoff.ui.editor import layout_editor

    monkeypatch.setattr(layout_editor.QFileDialog, "getSaveFileName", staticmethod(fake_dialog))
    assert win.save()  # Save on a built-in asks for a new name
    assert asked and win.path == str(tmp_path / "copy.zlayout")
    assert os.path.exists(win.path)


def test_saving_over_a_builtin_file_is_refused(layout_window, messages):
    win = layout_window
    win.open_builtin("alt2")
    target = str(resources.layout_path("alt2"))
    before = open(target, encoding="utf-8").read()
    win.scene.remove([(0, 0)])
    assert not win.save_to(target)
    assert len(messages) == 1 and "read-only" in messages[0][1]
    assert open(target, encoding="utf-8").read() == before


def test_recent_files_are_remembered(layout_window, tmp_path, home):
    from zuendstoff.ui.editor.common import RecentFiles

    win = layout_window
    paths = []
    for k in range(3):
        win.new_layout()
        win.scene.place((0, k), "sun")
        win.scene.place((1, k), "earth")
        p = str(tmp_path / f"l{k}.zlayout")
        assert win.save_to(p)
        paths.append(p)
    assert RecentFiles("layouts").paths() == paths[::-1]
    assert (home / "config" / "editors.ini").exists()
    win.recent_menu.aboutToShow.emit()
    texts = [a.text() for a in win.recent_menu.actions()]
    assert texts[0] == "&1 l2.zlayout"
    win.recent_menu.actions()[2].trigger()  # l0
    assert win.path == paths[0]


def test_dirty_state_and_close_prompt(layout_window, monkeypatch, tmp_path):
    from zuendstoff.ui.editor import document_window, layout_editor

    win = layout_window
    assert "[*]" in win.windowTitle() and not win.isWindowModified()
    win.scene.place((0, 0), "sun")
    assert win.isWindowModified()
    win.stack.undo()
    assert not win.isWindowModified()  # back at the saved state
    win.stack.redo()
    answers = ["cancel"]
    monkeypatch.setattr(document_window, "ask_save_changes", lambda parent, what: answers.pop(0))
    assert not win.close()  # cancel keeps the window and the edit
    assert win.isVisible() and win.model.kind_at((0, 0)) == "sun"
    monkeypatch.setattr(layout_editor.QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(tmp_path / "closing.zlayout"), "")))
    answers.append("save")
    assert win.close()
    assert os.path.exists(tmp_path / "closing.zlayout")


def test_discard_on_new_drops_changes(layout_window, monkeypatch):
    from zuendstoff.ui.editor import document_window

    win = layout_window
    win.scene.place((0, 0), "sun")
    monkeypatch.setattr(document_window, "ask_save_changes", lambda parent, what: "discard")
    win.act_new.trigger()
    assert len(win.model) == 0 and not win.isWindowModified()


def test_the_real_close_prompt_is_a_question(layout_window, monkeypatch):
    win = layout_window
    win.scene.place((0, 0), "sun")
    seen = []

    def question(parent, title, text, buttons, default):
        seen.append(text)
        return QMessageBox.Cancel

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    assert not win.close()
    assert seen and "unsaved changes" in seen[0]


# ------------------------------------------------------------------ bad input
def _doc(cells, **extra):
    d = {"format": "zuendstoff-layout", "version": 1,
         "layout": {"name": "x", "cells": cells}}
    d.update(extra)
    return json.dumps(d)


GOOD = [{"row": 0, "col": 0, "kind": "sun"}, {"row": 0, "col": 1, "kind": "earth"}]
BAD_FILES = {
    "truncated": _doc(GOOD)[:-7],
    "wrong_types": _doc([{"row": "0", "col": 0, "kind": "sun"}]),
    "cells_not_a_list": json.dumps({"format": "zuendstoff-layout", "version": 1,
                                    "layout": {"cells": {"row": 0}}}),
    "huge_grid": _doc(GOOD + [{"row": 9999, "col": 9999, "kind": "planet"}]),
    "negative_cell": _doc(GOOD + [{"row": -1, "col": 2, "kind": "planet"}]),
    "duplicate_cells": _doc(GOOD + [{"row": 0, "col": 1, "kind": "planet"}]),
    "duplicate_cells_in_a_draft": _doc(GOOD + [{"row": 0, "col": 1, "kind": "planet"}],
                                       draft=True),
    "unknown_kind": _doc(GOOD + [{"row": 1, "col": 1, "kind": "moon"}]),
    "not_a_layout": json.dumps({"format": "zuendstoff-discs", "version": 1}),
    "future_version": _doc(GOOD).replace('"version": 1', '"version": 7'),
    "r8_two_suns": _doc(GOOD + [{"row": 1, "col": 1, "kind": "sun"}]),
    "draft_flag_not_boolean": _doc(GOOD, draft="yes"),
    "binary": "\udcff",
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_bad_layout_file_gives_one_message_and_leaves_the_document(layout_window, tmp_path,
                                                                    messages, case):
    win = layout_window
    win.open_builtin("alt1")
    win.scene.remove([(1, 1)])  # an unsaved edit that must survive
    before = (win.model.snapshot(), win.stack.count(), win.stack.index(), win.path,
              win.builtin, win.isWindowModified(), win.windowTitle())
    path = tmp_path / f"{case}.zlayout"
    if case == "binary":
        path.write_bytes(b"\xff\xfe\x00garbage")
    else:
        path.write_text(BAD_FILES[case], encoding="utf-8")
    assert not win.open_path(str(path), ask=False)
    assert len(messages) == 1
    title, text = messages[0]
    assert title == "Cannot open layout"
    assert str(path) in text and "\n" not in text and "Traceback" not in text
    after = (win.model.snapshot(), win.stack.count(), win.stack.index(), win.path,
             win.builtin, win.isWindowModified(), win.windowTitle())
    assert after == before


def test_missing_file_and_folder_give_one_message(layout_window, tmp_path, messages):
    win = layout_window
    assert not win.open_path(str(tmp_path / "nope.zlayout"), ask=False)
    assert not win.open_path(str(tmp_path), ask=False)
    assert [t for t, _ in messages] == ["Cannot open layout"] * 2
    assert "does not exist" in messages[0][1] and "folder" in messages[1][1]


def test_save_failure_gives_one_message_and_keeps_the_document(layout_window, tmp_path,
                                                               messages):
    win = layout_window
    win.scene.place((0, 0), "sun")
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert not win.save_to(str(blocker / "sub" / "x.zlayout"))  # parent is a file
    assert len(messages) == 1 and str(blocker) in messages[0][1]
    assert win.isWindowModified() and win.path is None


def test_open_builtin_compares_with_the_engine(layout_window):
    win = layout_window
    for key in ("standard", "alt1", "alt2"):
        win.open_builtin(key)
        assert win.model.to_layout() == builtin_layout(key)
