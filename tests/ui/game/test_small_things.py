"""Small things of a careful app (issue "Nothing lost"): dialogs start in the person's games
folder, the new-game dialog names files by their own name and lists the person's own, an
invalid disc set is refused before a file name is asked for."""

from __future__ import annotations

import os

import pytest
from helpers import new_game, settle
from PySide6.QtWidgets import QFileDialog, QMessageBox
from zuendstoff import resources, userdata

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def test_save_and_open_start_in_the_games_folder_then_the_last_used(qtbot, make_window, monkeypatch,
                                                                    tmp_path):
    window = make_window(*new_game(seed=4))
    settle(qtbot, window)
    asked = []
    target = tmp_path / "elsewhere" / "my game.zrec"
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda _p, _t, start, _f: asked.append(start) or (str(target), ""))
    assert window.files.save_as()
    assert os.path.dirname(asked[0]) == str(userdata.games_dir())
    assert "Anna" in os.path.basename(asked[0]) and str(userdata.data_dir()) not in asked[0]
    window.files.path = None
    window.files.save_as()
    assert os.path.dirname(asked[1]) == str(target.parent)  # the last one used


def test_the_new_game_dialog_names_files_by_their_own_name_and_lists_the_persons(qtbot, settings):
    from zuendstoff.ui.dialogs.new_game import NewGameDialog
    layout = resources.builtin_layout("alt1")
    own = userdata.games_dir() / "kitchen.zlayout"
    layout.__class__.build("Kitchen table", layout.triples()).save(str(own))
    dialog = NewGameDialog(None, settings)
    qtbot.addWidget(dialog)
    texts = [dialog.layout_combo.itemText(i) for i in range(dialog.layout_combo.count())]
    assert "Kitchen table (kitchen.zlayout)" in texts
    assert not any(str(own) == t for t in texts)  # not the full path
    i = dialog.layout_combo.findData(str(own))
    assert dialog.layout_combo.itemData(i, 3) == str(own)  # the path as tooltip


def test_an_invalid_disc_set_is_refused_before_a_file_name_is_asked(qtbot, make_window, monkeypatch):
    window = make_window(*new_game(seed=5))
    editor = window.open_editor("discset_editor", "DiscSetEditorWindow")
    qtbot.addWidget(editor)
    if editor.read_only:
        editor.duplicate()
    asked, said = [], []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: asked.append(a) or ("", ""))
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text, *a: said.append(text))
    monkeypatch.setattr(editor.model, "problems",
                        lambda: [(None, "R3: planet 4 has two rockets with the same number.")])
    assert editor.save_as() is False
    assert asked == [] and len(said) == 1 and "R3" in said[0]
    editor.setWindowModified(False)
    editor.close()


def test_a_shared_board_opens_in_the_layout_editor_with_its_disc_set(qtbot, make_window, tmp_path):
    from zuendstoff.engine.board import Board
    from zuendstoff.ui.editor.layout_editor import LayoutEditorWindow
    window = make_window(*new_game(seed=6))
    path = tmp_path / "ours.zboard"
    Board(resources.builtin_layout("alt1"), resources.default_discs()).save(str(path))
    assert window.open_file(str(path))
    (editor,) = window.findChildren(LayoutEditorWindow)
    qtbot.addWidget(editor)
    assert editor.model.to_layout() == resources.builtin_layout("alt1")
    assert editor.discs == resources.default_discs()
    editor.stack.setClean()
    editor.close()
