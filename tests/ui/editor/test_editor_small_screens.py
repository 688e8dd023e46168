"""The layout editor on small screens (issue 31 item 5): it opens within the available area
(tests/ui/game/test_windows_fit_the_screen.py), its grid's fit and the scroll bars never
resize each other in a loop, and at any window size a placement on the grid's edge moves
no cell under the pointer."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from zuendstoff.ui.editor.layout_view import LayoutView

# window sizes (frames off): an 800×800 screen, 1024×600, 800×600, 1280×720, and between
SIZES = [(784, 760), (1008, 528), (784, 528), (1264, 648), (700, 560), (900, 540)]


def _screen(win, cell):
    from zuendstoff.ui.editor.layout_items import cell_centre

    return win.view.mapFromScene(cell_centre(cell))


@pytest.fixture
def counted(monkeypatch):
    """Every fit of a layout view, and every change of its scroll bars' policy."""
    seen = {"fits": 0, "bars": []}
    fit, set_bars = LayoutView.fit, LayoutView.setHorizontalScrollBarPolicy

    def counting_fit(self):
        seen["fits"] += 1
        fit(self)

    def counting_bars(self, policy):
        seen["bars"].append(policy)
        set_bars(self, policy)

    monkeypatch.setattr(LayoutView, "fit", counting_fit)
    monkeypatch.setattr(LayoutView, "setHorizontalScrollBarPolicy", counting_bars)
    return seen


def test_opening_a_layout_fits_its_grid_once(layout_window, counted):
    win = layout_window
    for key in ("standard", "alt1", "alt2"):
        counted["fits"] = 0
        win.open_builtin(key)
        QApplication.processEvents()
        assert counted["fits"] == 1, (key, counted)  # (it was 4 for the standard layout)


@pytest.mark.parametrize("layout", ["standard", "alt1"])
def test_a_resize_fits_once_and_the_bars_stay_off(layout_window, counted, layout):
    """Each new window size fits the grid once; the fitted grid needs no scroll bars, and
    they are not turned on and off again (they were, at some sizes: the fit shrank the
    viewport by the bars, the bars went, the viewport grew, it fitted again...)."""
    win = layout_window
    win.open_builtin(layout)
    QApplication.processEvents()
    for w in range(500, 1300, 7):
        for h in (480, 560, 600, 680):
            counted["fits"], counted["bars"] = 0, []
            win.resize(w, h)
            QApplication.processEvents()
            assert counted["fits"] <= 1, (w, h, counted)
            assert counted["bars"] == [], (w, h, counted)
            assert win.view.horizontalScrollBarPolicy() == Qt.ScrollBarAlwaysOff
            px = 1.5 / win.view.transform().m11()  # (a pixel's rounding at the edges)
            assert win.view.visible_rect().adjusted(-px, -px, px, px).contains(
                win.scene.sceneRect()), (w, h)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("target", [(3, 3), (-1, -1), (3, -1)])
def test_the_grid_stays_still_under_a_placement_at_any_window_size(layout_window, mouse,
                                                                     cell_centre, size, target):
    """Before the first edit the grid still fits itself to the window; the placement that
    grows it (and brings the scroll bars in) must not fit it again."""
    win = layout_window
    win.resize(*size)
    QApplication.processEvents()
    win.open_builtin("alt1")
    QApplication.processEvents()
    cells = [(r, c) for r in range(-1, 4) for c in range(-1, 4)]
    before = {cell: _screen(win, cell) for cell in cells}
    win.tool_actions["planet"].trigger()
    mouse(win.view).click(cell_centre(target))
    QApplication.processEvents()
    assert win.model.kind_at(target) == "planet"
    assert {cell: _screen(win, cell) for cell in cells} == before
