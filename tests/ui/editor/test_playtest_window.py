"""Issue 36: Layout editor → Playtest… (ui/editor/playtest_window.py).

The window runs a small playtest in worker processes, fills in the figures beside the
standard layout's, paints the heat map on the layout's scene, saves PNG, JSON and CSV, and
Cancel stops the run and its workers.
"""

from __future__ import annotations

import json
import multiprocessing

import pytest
from PySide6.QtWidgets import QFileDialog
from zuendstoff.resources import builtin_layout
from zuendstoff.ui.editor.playtest_window import PlaytestWindow
from zuendstoff.ui.playtest import open_playtest


@pytest.fixture
def window(qtbot):
    win = PlaytestWindow(builtin_layout("alt1"), "alt1")
    qtbot.addWidget(win)
    win.games.setValue(10)
    win.players.setValue(2)
    yield win
    win.cancel()
    if win.thread is not None:
        win.thread.wait(5000)


def test_a_run_fills_in_the_figures_and_the_heat_maps(window, qtbot, tmp_path, monkeypatch):
    window.start()
    assert not window.run_button.isEnabled() and window.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: window.thread is None, timeout=120_000)
    assert set(window.reports) == {"layout", "standard"}
    mine = window.reports["layout"]
    assert mine["games"] == 10 and mine["complete"] and mine["layout"] == "alt1"
    assert window.reports["standard"]["layout"] == "standard"
    text = window.figures.toPlainText()
    assert "Seat 2 wins" in text and "Standard layout" in text
    assert window.heat.overlay.cells and window.heat_standard.overlay.cells
    assert window.progress.value() == window.progress.maximum()
    # saving: a PNG, the figures as JSON and as CSV
    for name, kind in (("map.png", "png"), ("f.json", "json"), ("f.csv", "csv")):
        path = str(tmp_path / name)
        monkeypatch.setattr(QFileDialog, "getSaveFileName",
                            staticmethod(lambda *a, p=path, k=kind: (p, k.upper())))
        (window.save_heat_map if kind == "png" else window.save_report)()
    assert (tmp_path / "map.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    doc = json.loads((tmp_path / "f.json").read_text("utf-8"))
    assert doc["games"] == 10 and doc["standard"]["games"] == 10
    assert (tmp_path / "f.csv").read_text("utf-8").startswith("section,figure,value,low,high")
    # in German the figures take German numbers ("0,873", "12,5 %"), in place
    from PySide6.QtWidgets import QApplication
    from zuendstoff import i18n
    balance = f"{mine['balance']:.3f}"
    assert balance in window.figures.toPlainText()
    try:
        i18n.install("de")
        QApplication.processEvents()
        text = window.figures.toPlainText().replace("\u00a0", " ")
        assert balance.replace(".", ",") in text and ",0 %" in text, text
        assert "%" in text and not any(f"{d}%" in text for d in "0123456789")
    finally:
        i18n.install("en")
        QApplication.processEvents()


def test_cancel_stops_the_run_and_its_workers(window, qtbot):
    window.games.setValue(5000)
    window.compare.setChecked(False)
    window.start()
    qtbot.waitUntil(lambda: "layout" in window.reports, timeout=60_000)
    window.cancel_button.click()
    qtbot.waitUntil(lambda: window.thread is None, timeout=10_000)
    assert window.run_button.isEnabled()
    assert window.reports["layout"]["games"] < 5000
    assert not multiprocessing.active_children()


def test_the_editor_entry_point_opens_the_window(qtbot):
    win = open_playtest(None, builtin_layout("standard"))
    qtbot.addWidget(win)
    assert win.isVisible() and "standard" in win.windowTitle().lower()
    assert win.heat.scene().items_by_cell
