"""Paths as Windows spells them (stand-in: ntpath): Qt's file dialogs give ``C:/Users/...``
while Python gives ``C:\\Users\\...``, and Windows does not care about case."""

from __future__ import annotations

import ntpath
import os
import sys

import pytest
from zuendstoff import userdata

DATA = "C:\\Users\\Anna\\AppData\\Local\\zuendstoff\\zuendstoff"


def test_the_same_file_spelt_two_ways():
    auto = DATA + "\\autosave.zrec"
    assert userdata.same_path("c:/users/anna/AppData/Local/zuendstoff/zuendstoff/AUTOSAVE.zrec",
                              auto, ntpath)
    assert userdata.same_path("C:/Users/Anna/AppData/Local/zuendstoff/./zuendstoff/autosave.zrec",
                              auto, ntpath)
    assert not userdata.same_path("C:/Users/Anna/Documents/autosave.zrec", auto, ntpath)
    assert userdata.inside("c:/users/ANNA/appdata/local/zuendstoff/zuendstoff/crash/x.zrec", DATA,
                           ntpath)
    assert not userdata.inside("C:/Users/Anna/AppData/Local/zuendstoff/zuendstoff-old/x.zrec",
                               DATA, ntpath)


@pytest.mark.skipif(sys.platform == "win32", reason="making a symbolic link needs developer mode "
                    "or administrator rights on Windows")
def test_on_this_system_a_link_is_the_same_file(tmp_path):
    real = tmp_path / "a.zrec"
    real.write_text("x")
    (tmp_path / "link.zrec").symlink_to(real)
    assert userdata.same_path(tmp_path / "link.zrec", real)
    assert userdata.inside(tmp_path / "sub" / ".." / "a.zrec", tmp_path)


def test_the_file_dialog_never_starts_in_the_hidden_data_folder(qapp, monkeypatch, tmp_path):
    """A game opened from the autosave (Qt's spelling, other case) must not make the save
    dialog start in the hidden data folder."""
    from PySide6.QtWidgets import QWidget
    from zuendstoff.ui.game.file_actions import FileActions

    monkeypatch.setattr(userdata, "PATHS", ntpath, raising=False)
    monkeypatch.setattr(userdata, "data_dir", lambda: DATA)
    monkeypatch.setattr(userdata, "games_dir", lambda: tmp_path / "games")
    window = QWidget()
    files = FileActions(window, model=None)
    files._path = "c:/users/anna/AppData/Local/zuendstoff/zuendstoff/autosave.zrec"
    assert files._folder() == str(tmp_path / "games")


def test_proposed_file_names_are_ones_windows_takes():
    import re

    for raw in ('Anna: "the best"-Bo?*', "a/b\\c|d<e>f", "CON", "nul", "Com1.x", "lpt9 ",
                "Anna.", "  ", "???", "Tab\there"):
        name = userdata.safe_file_name(raw)
        assert name and not re.search(r'[<>:"/\\|?*\x00-\x1f]', name), (raw, name)
        assert not name.endswith((".", " "))
        assert name.split(".")[0].strip().upper() not in userdata.WINDOWS_RESERVED, (raw, name)
    assert userdata.safe_file_name("Anna-Bo") == "Anna-Bo"
    assert userdata.safe_file_name("Zoë-Jürgen") == "Zoë-Jürgen"


def test_save_as_proposes_such_a_name(qtbot, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QFileDialog, QWidget
    from zuendstoff import resources
    from zuendstoff.document.game_model import GameModel
    from zuendstoff.engine import Game, Player
    from zuendstoff.ui.game.file_actions import FileActions

    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player('A: "1"', "black"), Player("B/2?", "white")], seed=3)
    model = GameModel(game)
    monkeypatch.setattr(userdata, "games_dir", lambda: tmp_path)
    proposed = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda parent, title, start, *a: proposed.append(start) or ("", ""))
    window = QWidget()
    qtbot.addWidget(window)
    FileActions(window, model).save_as()
    assert proposed and os.path.basename(proposed[0]) == 'A_ _1_-B_2_.zrec'
