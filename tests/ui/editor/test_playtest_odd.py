"""Issue 43: the playtest window lists every odd game with its seed, and one click on it
opens that game in the replay viewer.

The board is the straight line of 16 discs, where medium players can fall into a loop; the
playtest's seed 1 has such a game (number 19), which the players now break out of.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication
from zuendstoff import playtest
from zuendstoff.ui.editor.playtest_window import PlaytestWindow
from zuendstoff.ui.replay.viewer import ReplayWindow

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "engine"))
from engine_helpers import make_layout  # noqa: E402

LINE16 = make_layout(["SPPPPPPPPPPPPPPE"])


def _link_point(browser, href: str) -> QPoint:
    """Where the link ``href`` is drawn in the browser's viewport (scrolled into view)."""
    block = browser.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            frag = it.fragment()
            if frag.charFormat().anchorHref() == href:
                cursor = QTextCursor(browser.document())
                cursor.setPosition(frag.position() + 1)
                browser.setTextCursor(cursor)
                browser.ensureCursorVisible()
                return browser.cursorRect(cursor).center()
            it += 1
        block = block.next()
    raise AssertionError(f"no link {href} in {browser.toPlainText()!r}")


def test_an_odd_game_is_listed_with_its_seed_and_one_click_replays_it(qtbot):
    win = PlaytestWindow(LINE16, "line16")
    qtbot.addWidget(win)
    win.show()
    report = playtest.run(LINE16, win.discs, 4, 20, "medium", 1, skill_games=0).report()
    win.reports["layout"] = report
    win._show_figures()
    text = win.figures.toPlainText()
    assert "Game 19 (seed 1:19)" in text and "Loops" in text
    odd = next(o for o in report["odd_games"] if o["game"] == 19)
    before = set(QApplication.topLevelWidgets())
    point = _link_point(win.figures, "game:19")
    qtbot.mouseClick(win.figures.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: any(isinstance(w, ReplayWindow) and w.isVisible()
                                for w in set(QApplication.topLevelWidgets()) - before),
                    timeout=60_000)
    viewer = next(w for w in set(QApplication.topLevelWidgets()) - before
                  if isinstance(w, ReplayWindow))
    assert "1:19" in viewer.windowTitle()
    # the replayed game is the listed one: its last step is in its last round, it has ended
    last = viewer.steps[-1]
    assert last.round_no == odd["rounds"] and last.after.winners
    viewer.close()
