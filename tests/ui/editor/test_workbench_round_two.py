"""Issue 43, the designer's smaller points (item 6) and the playtest window's new figures.

* saving a layout that gets renumbered says "Saved." and the renumbering together;
* after File → Open the grid has the keyboard, not the Name field;
* a 16-wide board's heat map stays readable (it scrolls instead of shrinking);
* a grid that is only too wide gets only a horizontal scroll bar;
* the window's first-seat advantage has its interval, and the window shows the seat test,
  Ludii's metrics and the offer to play the games a seat verdict needs;
* the quick check calls a straight line of 16 discs slow (its median passes the threshold).
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from zuendstoff import playtest
from zuendstoff.engine.layout import Layout
from zuendstoff.resources import builtin_layout, default_discs

LINE16 = Layout.build("line16", [(0, c, "sun" if c == 0 else "earth" if c == 15 else "planet")
                                 for c in range(16)])


def test_saving_says_saved_and_that_the_grid_was_renumbered(layout_window, tmp_path):
    win = layout_window
    win.open_builtin("alt1")  # its grid runs from row -1: a disc there is above row 1
    win.model.set_cells({(-1, 1): "planet"})
    assert win.save_to(str(tmp_path / "grown.zlayout"))
    text = win.statusBar().currentMessage()
    assert text.startswith("Saved.") and "numbered as the saved layout" in text


def test_after_opening_a_file_the_grid_has_the_keys(layout_window, tmp_path, qtbot):
    win = layout_window
    path = tmp_path / "line.zlayout"
    LINE16.save(str(path))
    win.activateWindow()
    win.panel.name_edit.setFocus()  # typing a name, then File → Open
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.panel.name_edit, timeout=2000)
    assert win.open_path(str(path), ask=False)
    assert QApplication.focusWidget() is win.view
    name = win.panel.name_edit.text()
    qtbot.keyClick(QApplication.focusWidget(), "s")  # the Sun tool's key
    assert win.panel.name_edit.text() == name and win.scene.tool == "sun"


def test_a_wide_grid_gets_only_the_horizontal_scroll_bar(layout_window, tmp_path):
    win = layout_window
    win.resize(900, 700)
    path = tmp_path / "line.zlayout"
    LINE16.save(str(path))
    assert win.open_path(str(path), ask=False)
    QApplication.processEvents()
    win.view.zoom(2.0)  # now only the width overflows: one row of discs is low
    QApplication.processEvents()
    assert win.view.horizontalScrollBar().isVisible()
    assert not win.view.verticalScrollBar().isVisible()


def test_the_heat_map_of_a_16_wide_board_stays_readable(qtbot):
    from zuendstoff.ui.editor.playtest_window import PlaytestWindow

    win = PlaytestWindow(LINE16, "line16")
    qtbot.addWidget(win)
    win.show()
    report = playtest.run(LINE16, default_discs(), 2, 1, "easy", 1, skill_games=0,
                          round_limit=5).report()
    win._finished_one("layout", report)
    QApplication.processEvents()
    scale = win.heat.transform().m11()
    assert scale >= 0.75  # a disc is 48 px or more, its numbers 8 px high (it was 0.17)
    assert win.heat.horizontalScrollBar().maximum() > 0  # the rest is a scroll away


def test_the_window_shows_the_intervals_metrics_and_the_offer_of_more_games(qtbot):
    from zuendstoff.ui.editor.playtest_window import PlaytestWindow

    win = PlaytestWindow(builtin_layout("standard"), "standard")
    qtbot.addWidget(win)
    win.show()
    report = playtest.run(builtin_layout("standard"), default_discs(), 2, 20, "medium", 1,
                          skill_games=0).report()
    win._finished_one("layout", report)
    win._thread_done()
    text = win.figures.toPlainText()
    a = report["first_seat_advantage"]
    assert f"[{a['low'] * 100:+.1f}%, {a['high'] * 100:+.1f}%]" in text  # its interval
    assert "Holm" in text and "Branching factor" in text and "Lead stability" in text
    assert "Skill: hard against medium (fair share)\nnot played" in text
    needed = report["seat_test"]["games_needed"]
    assert f"play about {needed} games" in text
    assert win.more_button.isVisible() and str(needed) in win.more_button.text()
    assert win.settings()["trace_games"] == 0  # the skill trace is slow: off unless ticked
    win.trace.setChecked(True)
    assert win.settings()["trace_games"] == 20
    win.trace.setChecked(False)
    win.play_more()  # runs again with that many games
    try:
        assert win.games.value() == min(needed, win.games.maximum()) and win.thread is not None
    finally:
        win.cancel()
        qtbot.waitUntil(lambda: win.thread is None, timeout=30_000)


def test_the_quick_check_calls_a_straight_line_of_16_discs_slow(layout_window, tmp_path, qtbot):
    win = layout_window
    path = tmp_path / "line.zlayout"
    LINE16.save(str(path))
    assert win.open_path(str(path), ask=False)
    win.quick.timer.setInterval(0)
    win.quick.schedule(force=True)
    qtbot.waitUntil(lambda: win.quick.state and win.quick.state[0] == "result", timeout=300_000)
    v = win.quick.state[1]
    assert v["unfinished"] == 0 and v["median"] > playtest.SLOW_ROUNDS and v["kind"] == "slow"
    text = win.panel.quick_label.text()
    assert "slowly" in text and "all ended (median" not in text


def test_the_window_says_a_board_nobody_can_win_before_playing(qtbot):
    from zuendstoff.ui.editor.playtest_window import PlaytestWindow

    apart = Layout.build("apart", [(0, 0, "sun"), (1, 1, "earth"), (2, 2, "planet")])
    win = PlaytestWindow(apart, "apart")
    qtbot.addWidget(win)
    win.compare.setChecked(False)
    win.start()
    qtbot.waitUntil(lambda: win.thread is None, timeout=30_000)
    report = win.reports["layout"]
    assert report["games"] == 0 and not report["played"]
    text = win.figures.toPlainText()
    assert "nobody can win" in text and "Seat 1 wins" not in text
