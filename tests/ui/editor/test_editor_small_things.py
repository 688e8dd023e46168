"""Small things of the editors (issue 36): where the dialogs start, files readable like any
document, the title following a rename, the new-game dialog remembering the layout, and
which slot is one too many."""

from __future__ import annotations

import os
import stat

import pytest
from file_modes import assert_readable_like_any_document
from PySide6.QtWidgets import QFileDialog
from zuendstoff import userdata
from zuendstoff.engine import jsonio


@pytest.mark.parametrize("editor", ["layout_window", "discset_window"])
def test_save_and_open_start_in_the_designs_folder_then_the_last_used(request, monkeypatch, tmp_path,
                                                                      editor):
    win = request.getfixturevalue(editor)
    if getattr(win, "read_only", False):
        win.duplicate()
    else:
        win.scene.place((0, 0), "planet")
    asked = []
    target = tmp_path / "elsewhere" / ("mine" + win.SUFFIX)
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda _p, _t, start, _f: asked.append(start) or (str(target), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda _p, _t, start, _f: asked.append(start) or ("", ""))
    assert win.save_as()
    folder = {".zlayout": "Layouts", ".zdiscs": "Disc sets"}[win.SUFFIX]
    start = asked[0] if os.path.isdir(asked[0]) else os.path.dirname(asked[0])
    assert start == str(userdata.games_dir() / folder)
    assert os.path.isdir(start)
    win.path = None
    win.open_dialog()
    assert asked[1] == str(target.parent)  # the last one used


@pytest.mark.parametrize("editor", ["layout_window", "discset_window"])
def test_saved_designs_are_readable_like_any_document(request, tmp_path, editor):
    win = request.getfixturevalue(editor)
    if getattr(win, "read_only", False):
        win.duplicate()
    else:
        for cell, kind in (((0, 0), "sun"), ((0, 1), "earth")):
            win.scene.place(cell, kind)
    (tmp_path / "out").mkdir()
    path = tmp_path / "out" / ("mine" + win.SUFFIX)
    assert win.save_to(str(path))
    assert_readable_like_any_document(path)
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temporary file left


@pytest.mark.posix_only("file modes: a private file is 0600 and the umask is obeyed; Windows "
                        "reports 0o666 for every writable file (its ACLs say who may read)")
def test_write_atomic_keeps_other_files_private(tmp_path):
    path = tmp_path / "game.zrec"
    jsonio.write_atomic(path, "x")
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    jsonio.write_atomic(path, "y", shared=True)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o666 & ~jsonio.current_umask()
    old = os.umask(0o077)
    try:
        jsonio.write_atomic(path, "z", shared=True)
        assert stat.S_IMODE(os.stat(path).st_mode) == 0o600  # the umask is obeyed
    finally:
        os.umask(old)
    assert path.read_text() == "z"


def test_the_disc_set_editors_title_follows_a_rename_before_saving(discset_window, qtbot):
    win = discset_window
    win.duplicate()
    assert "Copy of" in win.windowTitle()
    win.panel.set_name.setText("Blue moon")
    win.panel.set_name.editingFinished.emit()
    assert win.model.name == "Blue moon"
    assert win.windowTitle().startswith("Blue moon")
    assert "Copy of" not in win.windowTitle()


def test_the_layout_editors_title_follows_a_rename_before_saving(layout_window):
    win = layout_window
    win.panel.name_edit.setText("Kitchen table")
    win.panel.name_edit.editingFinished.emit()
    assert win.windowTitle().startswith("Kitchen table")


def test_the_new_game_dialog_remembers_the_layout_chosen(qtbot, home):
    from zuendstoff.settings import Settings
    from zuendstoff.ui.dialogs.new_game import NewGameDialog

    settings = Settings(str(home / "test.ini"))
    dialog = NewGameDialog(None, settings)
    qtbot.addWidget(dialog)
    combo = dialog.layout_combo
    i = combo.findData("alt2")
    combo.setCurrentIndex(i)
    combo.activated.emit(i)
    dialog.reject()  # no game started: the choice is kept all the same
    again = NewGameDialog(None, Settings(str(home / "test.ini")))
    qtbot.addWidget(again)
    assert again.layout_combo.currentData() == "alt2"


def test_a_fifteenth_slot_is_marked_and_named(layout_window):
    win = layout_window
    for k in range(15):  # row by row: the deal's order; the last one gets no planet
        win.scene.place((k // 5, k % 5), "planet")
    ringed = sorted(c for c, item in win.scene.items_by_cell.items() if item.problem)
    assert ringed == [(2, 4)]
    text = win.panel.problems_label.text()
    assert "row 3, column 5" in text
    assert "1 too many" in win.panel.count_labels["planet"].text()
    win.scene.remove([(0, 0)])
    assert not any(item.problem for item in win.scene.items_by_cell.values())


def test_cancelling_a_layout_file_keeps_the_layout_chosen_before(qtbot, home, monkeypatch):
    from zuendstoff.settings import Settings
    from zuendstoff.ui.dialogs.new_game import NewGameDialog

    settings = Settings(str(home / "test.ini"))
    settings.last_layout = "alt1"
    dialog = NewGameDialog(None, settings)
    qtbot.addWidget(dialog)
    combo = dialog.layout_combo
    assert combo.currentData() == "alt1"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a: ("", ""))
    i = combo.findData("__file__")
    combo.setCurrentIndex(i)
    combo.activated.emit(i)
    assert combo.currentData() == "alt1" and settings.last_layout == "alt1"
