"""The new-game dialog warns before a game on a board that can never be won starts."""

from __future__ import annotations

import pytest
from zuendstoff.engine.layout import Layout

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def test_the_editor_and_the_new_game_dialog_say_so(qtbot, monkeypatch):
    from PySide6.QtWidgets import QDialogButtonBox, QMessageBox
    from zuendstoff.settings import Settings
    from zuendstoff.ui.dialogs.new_game import NewGameDialog
    stuck = Layout.build("apart", [(0, 0, "sun"), (1, 1, "earth")])
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda _p, title, text, *a: asked.append(text) or QMessageBox.StandardButton.No)
    import tempfile
    dialog = NewGameDialog(None, Settings(tempfile.mktemp(suffix=".ini")))
    qtbot.addWidget(dialog)
    dialog.select_layout(stuck)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert len(asked) == 1 and "never" in asked[0] and dialog.result_setup is None
    dialog.select_layout("standard")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert len(asked) == 1 and dialog.result_setup is not None  # a good board: no question
