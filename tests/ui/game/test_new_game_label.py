"""The New game dialog never shows a label with nothing after it (an unnamed layout from
the layout editor)."""

from __future__ import annotations

import pytest
from helpers import new_game
from zuendstoff.engine import Layout
from zuendstoff.resources import builtin_layout

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def test_an_unnamed_editor_layout_has_a_whole_label(qtbot, make_window):
    window = make_window(*new_game())
    cells = builtin_layout("alt1").triples()
    for name in ("", "   "):
        dialog = window.new_game(layout=Layout.build(name, cells))
        text = dialog.layout_combo.currentText()
        assert text and not text.rstrip().endswith(":"), text
        assert "unnamed" in text
        dialog.reject()
    dialog = window.new_game(layout=Layout.build("Ring", cells))
    assert dialog.layout_combo.currentText() == "From the layout editor: Ring"
    dialog.reject()
