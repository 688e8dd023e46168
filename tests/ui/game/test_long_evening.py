"""A long evening costs nothing (issue 41): game after game in one window — three computer
players, Rematch on each game-over dialog — leaves no window, dialog, timer or thread
behind, and none of the Python objects a game makes by the hundred (the computers' views
of the table, the log's lines, the spoken texts' timers) or once (the bots, the rules' tables for the discs and
board), nor the layout items of the strips filled anew at every move (the revealed cards,
the decision buttons): Qt leaves a taken item to the taker to delete, and PySide does not.
(Memory over 100 games is measured by benchmarks/long_evening.py.)

Zero pace on purpose: what is counted does not depend on how fast the computers play. The
small built-in layout and a small window keep the six games short (random players end a
game there in about 230 decisions)."""

from __future__ import annotations

import gc
import os
import threading
import weakref

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QThread, QTimer
from PySide6.QtGui import QStandardItem
from PySide6.QtWidgets import QApplication, QDialog
from taken_items import TakenItems
from zuendstoff import resources
from zuendstoff.document.game_model import SeatKind
from zuendstoff.engine import DiscSet, Game, Player, SeatView
from zuendstoff.engine.bots import Bot
from zuendstoff.engine.tables import Tables
from zuendstoff.ui.announce import Announcer

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)

REMATCHES = 5

#: the process's threads, where the system lists them (Linux); elsewhere counted as 0
TASKS = "/proc/self/task"  # not POSIX-only: read only where it exists



def counts(window) -> dict[str, int]:
    """What one evening could pile up, counted where it would be."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    app = QApplication.instance()
    widgets = QApplication.allWidgets()
    return {
        "top-level windows": len(QApplication.topLevelWidgets()),
        "visible top-level windows": sum(w.isVisible() for w in QApplication.topLevelWidgets()),
        "dialogs": sum(isinstance(w, QDialog) for w in widgets),
        "widgets": len(widgets),
        "timers": len(window.findChildren(QTimer)) + len(app.findChildren(QTimer)),
        "QObjects of the window": len(window.findChildren(QObject)),
        "QThreads": len(window.findChildren(QThread)) + len(app.findChildren(QThread)),
        "Python threads": threading.active_count(),
        "threads of the process": len(os.listdir(TASKS)) if os.path.isdir(TASKS) else 0,
        **python_objects(),
        "layout items taken out and kept": window.taken_items.kept(),
    }


def python_objects() -> dict[str, int]:
    """Python objects alive by kind: each is made by the hundred in a game (a view of the
    table for every decision a computer makes, a log line for every move) or once per
    game (bots; a disc set read back with the finished game), so a kind that is kept
    piles up fast."""
    gc.collect()
    kinds = {"computers' views": SeatView, "bots": Bot, "log items (Python side)": QStandardItem,
             "disc sets": DiscSet, "rules' tables": Tables}
    found = dict.fromkeys(kinds, 0)
    found["weak references to an announcer"] = 0  # (one for each text it gathered, once)
    for obj in gc.get_objects():
        for name, kind in kinds.items():
            if isinstance(obj, kind):
                found[name] += 1
        if isinstance(obj, weakref.ReferenceType) and isinstance(obj(), Announcer):
            found["weak references to an announcer"] += 1
    return found


def game_over(qtbot, window):
    # a game is some 230 decisions: about 25 s on an idle machine, several times that on a
    # shared one (bounded all the same)
    qtbot.waitUntil(lambda: window.game_over_dialog is not None
                    and window.game_over_dialog.isVisible(), timeout=600_000)
    return window.game_over_dialog


def test_five_rematches_leave_no_window_dialog_timer_or_thread_behind(qtbot, make_window, home):
    players = [Player("Anna", "black"), Player("Ben", "white"), Player("Clara", "purple")]
    game = Game.new(resources.default_discs(), resources.builtin_layout("alt1"), players, seed=3)
    window = make_window(game, [SeatKind("random")] * 3)
    window.taken_items = TakenItems(window)
    window.resize(800, 560)
    dialog = game_over(qtbot, window)
    qtbot.mouseClick(dialog.rematch_button, Qt.MouseButton.LeftButton)
    dialog = game_over(qtbot, window)  # the second game over: the evening has settled
    settled = counts(window)
    seen = [settled]
    for _ in range(REMATCHES - 1):
        ended = window.model.game
        qtbot.mouseClick(dialog.rematch_button, Qt.MouseButton.LeftButton)
        assert window.model.game is not ended
        dialog = game_over(qtbot, window)
        seen.append(counts(window))
    grown = {key: [c[key] for c in seen] for key in settled
             if seen[-1][key] > settled[key]}
    assert not grown, f"piles up game after game: {grown}"
    assert settled["visible top-level windows"] == 2  # the game window and its game-over dialog
