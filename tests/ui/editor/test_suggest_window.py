"""Issue 43: Layout editor → Board → Suggest a better board… (ui/editor/suggest_window.py).

The designer's board and the best candidates side by side, each with its figures and the
edits that make it; accepting one is ONE undoable edit; Cancel stops the search. The
search here is small (a few games a board): the full one is measured in
benchmarks/suggest_speed.py.
"""

from __future__ import annotations

import multiprocessing

from zuendstoff.ui.editor.suggest_window import SuggestWindow

SMALL = dict(candidates=4, beam=1, confirm=2, screen_games=4, confirm_games=6, final_games=8,
             keep=3)


def _line(window) -> None:
    """A row of 10 discs, opened as if from a file (row 1 is the file's first row)."""
    kinds = ["planet"] * 10
    kinds[0], kinds[5] = "earth", "sun"
    window.model.replace("line", [(0, c, k) for c, k in enumerate(kinds)])
    window.stack.clear()
    window.quick.cancel()  # the editor's own quick playtest (its own worker) is not tested here


def test_suggest_shows_the_best_boards_and_accepting_one_is_one_undo(layout_window, qtbot):
    _line(layout_window)
    before = layout_window.model.snapshot()
    layout_window.workbench.act_suggest.trigger()
    win = layout_window.findChild(SuggestWindow)
    assert win is not None and win.isVisible()
    qtbot.addWidget(win)
    win.players.setValue(2)
    win.edits.setValue(1)
    assert win.start(SMALL)
    assert not win.suggest_button.isEnabled() and win.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: win.thread is None, timeout=300_000)
    result = win.result
    assert result is not None, win.status.text()
    cands = result["candidates"]
    assert 1 <= len(cands) <= 3
    # the designer's board and each candidate: a drawing, its figures, its edits
    assert len(win.columns) == 1 + len(cands)
    figures = win.columns[1]["widgets"][2].text()
    assert "Median rounds" in figures and "Loops" in figures
    edits_text = win.columns[1]["widgets"][3].text()
    assert edits_text.count("<li>") == len(cands[0]["edits"]) == 1
    assert "row " in edits_text and "column " in edits_text
    # Accept: the candidate's board in the editor, as one undoable edit
    count = layout_window.stack.count()
    win.columns[1]["widgets"][4].click()
    assert layout_window.stack.count() == count + 1
    got = {(r, c, k) for r, c, k in layout_window.model.normalized()}
    want = {(x["row"], x["col"], x["kind"]) for x in cands[0]["cells"]}
    r0 = min(r for r, _c, _k in want)
    c0 = min(c for _r, c, _k in want)
    assert got == {(r - r0, c - c0, k) for r, c, k in want}
    assert layout_window.model.snapshot() != before
    layout_window.stack.undo()
    assert layout_window.model.snapshot() == before
    layout_window.stack.redo()
    assert {(r, c, k) for r, c, k in layout_window.model.normalized()} == got


def test_cancel_stops_the_search(layout_window, qtbot):
    _line(layout_window)
    win = SuggestWindow(layout_window)
    qtbot.addWidget(win)
    win.show()
    assert win.start(dict(SMALL, screen_games=20, confirm_games=40))
    qtbot.waitUntil(lambda: "Your board" in win.status.text() or win.thread is None,
                    timeout=300_000)
    win.cancel()
    qtbot.waitUntil(lambda: win.thread is None, timeout=60_000)
    assert win.status.text() == "Cancelled." and win.result is None
    assert win.suggest_button.isEnabled()
    from zuendstoff.ui.editor.quick_check import cancel_all

    cancel_all(10_000)  # a quick check the edits started (its own worker process)
    assert not multiprocessing.active_children()


def test_no_goal_and_a_broken_layout_say_so_plainly(layout_window, qtbot):
    win = SuggestWindow(layout_window)
    qtbot.addWidget(win)
    layout_window.model.replace("", [(0, 0, "sun")])
    assert not win.start() and win.status.text().startswith("Fix the layout first")
    for box in (win.use_median, win.no_loops, win.use_leads, win.fair_seats):
        box.setChecked(False)
    assert not win.start() and win.status.text() == "Choose at least one goal."
    assert "seat balance: little" in win.movable.text().lower()


def test_every_alt_letter_is_the_windows_once_in_both_languages(layout_window, qtbot):
    from PySide6.QtWidgets import QAbstractButton, QLabel
    from zuendstoff import i18n

    def letter(text: str):
        i = text.replace("&&", "").find("&")
        return None if i < 0 else text.replace("&&", "")[i + 1].lower()

    from zuendstoff.engine.layout import Layout

    win = SuggestWindow(layout_window)
    qtbot.addWidget(win)
    win.base_layout = Layout.build("", [(0, 0, "earth"), (0, 1, "sun")])
    win._done({"met": False, "already_met": False, "better": True, "max_edits": 1, "base": _summary(),
               "candidates": [_summary(), _summary(), _summary()]})
    try:
        for lang in ("en", "de"):
            i18n.install(lang)
            win.retranslate()
            texts = [w.text() for w in win.findChildren(QAbstractButton)]
            texts += [w.text() for w in win.findChildren(QLabel) if w.buddy() is not None]
            letters = [letter(t) for t in texts if letter(t)]
            assert len(letters) >= 12 and len(set(letters)) == len(letters), (lang, texts)
    finally:
        i18n.install("en")


def _summary() -> dict:
    """A board's figures as the search gives them (the window only shows them)."""
    return {"cells": [{"row": 0, "col": 0, "kind": "earth"}, {"row": 0, "col": 1, "kind": "sun"}],
            "edits": [{"action": "remove", "kind": "planet", "from": {"row": 0, "col": 2},
                       "to": None}],
            "games": 10, "met": False, "median": 12.0, "median_interval": [10.0, 14.0],
            "loops": 0, "loop_share": 0.0, "loop_interval": [0.0, 0.28], "lead_changes": 1.5,
            "seats_off": 0, "drama": None}
