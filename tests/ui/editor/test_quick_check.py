"""Issue 36, item 5: the layout editor's quick playtest (ui/editor/quick_check.py).

After an edit settles, a playable layout is played by fast computer players in the
background; the check panel warns (never refuses) when games do not end or a seat never
wins. The real runs here use the standard layout (24 easy games, about 2 s); the warnings
are fed through the same path a finished run takes (QuickCheck.show_report), since no
layout stalls with the quick check's easy players fast enough for a unit test.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from zuendstoff.ui.editor import quick_check


def _report(games=24, unfinished=0, won=(6, 6, 6, 6), median=12.0, limit=100):
    return {"games": games, "unfinished": unfinished, "finished": games - unfinished,
            "round_limit": limit, "rounds": {"median": median},
            "seats": [{"seat": s + 1, "won": w} for s, w in enumerate(won)]}


def _text(win) -> str:
    label = win.panel.quick_label
    return label.text() if label.isVisible() else ""


def test_an_edit_starts_the_check_only_after_it_settles(layout_window):
    win = layout_window
    assert win.quick.state is None  # an empty grid is not playable: nothing to play
    win.open_builtin("standard")
    assert win.quick.timer.isActive() and win.quick.timer.interval() == quick_check.DELAY_MS
    assert win.quick.thread is None  # nothing runs yet
    assert win.quick.state == ("waiting",)
    win.quick.cancel()


def test_the_standard_layout_plays_in_the_background_without_a_warning(layout_window, qtbot):
    win = layout_window
    win.open_builtin("standard")
    ticks = []
    beat = QTimer()
    beat.timeout.connect(lambda: ticks.append(1))
    beat.start(20)
    win.quick.timer.setInterval(0)
    win.quick.schedule(force=True)
    qtbot.waitUntil(lambda: win.quick.thread is not None, timeout=2000)
    qtbot.waitUntil(lambda: win.quick.state[0] == "result", timeout=60_000)
    beat.stop()
    assert len(ticks) >= 10  # the editor's event loop kept turning while the games ran
    v = win.quick.state[1]
    assert v["kind"] == "ok" and v["games"] == quick_check.GAMES and v["unfinished"] == 0
    text = _text(win)
    assert "Quick playtest: 24 games, all ended (median" in text and "Warning" not in text
    assert win.act_play.isEnabled()


def test_games_that_do_not_end_give_a_warning_not_a_refusal(layout_window):
    win = layout_window
    win.open_builtin("standard")
    win.quick.cancel()
    win.quick.show_report(_report(unfinished=7, won=(5, 4, 4, 4)))
    text = _text(win)
    assert "Warning" in text
    assert "Quick playtest: 7 of 24 games did not end within 100 rounds — this board may never end." in text
    assert "never won" not in text  # 17 finished games are too few to say so
    assert win.act_play.isEnabled() and win.act_save.isEnabled()
    win.panel.retranslate()  # worded anew from the stored figures
    assert "7 of 24 games did not end" in _text(win)


def test_a_seat_that_never_won_gives_a_warning(layout_window):
    win = layout_window
    win.open_builtin("standard")
    win.quick.cancel()
    win.quick.show_report(_report(won=(8, 8, 0, 8)))
    text = _text(win)
    assert "Warning" in text and "Quick playtest: seat 3 never won in 24 games." in text
    assert "all ended" not in text and win.act_play.isEnabled()


def test_a_new_edit_cancels_the_running_check(layout_window, qtbot):
    win = layout_window
    win.open_builtin("standard")
    win.quick.timer.setInterval(0)
    win.quick.schedule(force=True)
    qtbot.waitUntil(lambda: win.quick.thread is not None, timeout=2000)
    old, old_generation = win.quick.thread, win.quick.generation
    assert win.quick.state == ("running",)
    # an edit: a planet slot fewer (still playable)
    slot = next((r, c) for r, c, kind in win.model.cells() if kind == "planet")
    win.model.set_cells({slot: None})
    assert old._cancel and win.quick.generation != old_generation
    assert win.quick.state == ("waiting",)
    qtbot.waitUntil(lambda: old.isFinished(), timeout=5000)  # stops within a fraction of a second
    # the old run's figures, arriving late, never show for the new layout
    win.quick._done(old_generation, _report(unfinished=9))
    assert win.quick.state[0] != "result" and "did not end" not in _text(win)


def test_closing_the_editor_cancels_the_check(layout_window, qtbot):
    win = layout_window
    win.open_builtin("standard")
    win.quick.timer.setInterval(0)
    win.quick.schedule(force=True)
    qtbot.waitUntil(lambda: win.quick.thread is not None, timeout=2000)
    thread = win.quick.thread
    win.close()
    assert thread._cancel and not win.quick.timer.isActive()
    qtbot.waitUntil(lambda: thread.isFinished(), timeout=5000)


def test_the_warning_is_worded_anew_on_a_language_switch(layout_window):
    from zuendstoff import i18n
    from zuendstoff.ui.retranslate import deliver_language_change

    win = layout_window
    win.open_builtin("standard")
    win.quick.cancel()
    win.quick.show_report(_report(unfinished=7, won=(5, 4, 4, 4)))
    i18n.install("de")
    try:
        deliver_language_change()
        text = _text(win)
    finally:
        i18n.uninstall()
        deliver_language_change()
    assert "Warnung" in text and "7 von 24 Partien endeten nicht innerhalb von 100 Runden" in text
    assert "7 of 24 games did not end" in _text(win)  # and back
