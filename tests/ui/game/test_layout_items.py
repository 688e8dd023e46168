"""The strips filled anew at every move (the revealed cards, a seat's decision buttons) keep
none of the layout items they take out (issue 41: each was kept for the whole session, some
600 a game; see docs/benchmarks.md, "A long evening"). The long evening's test counts the
same over six games; this is the quick look at a few rounds.

Zero pace on purpose: what is counted does not depend on how fast the computers play."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget
from taken_items import TakenItems
from zuendstoff import resources
from zuendstoff.document.game_model import SeatKind
from zuendstoff.engine import Game, Player
from zuendstoff.ui.layout_items import empty

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def test_a_few_rounds_of_computers_leave_no_taken_layout_item_alive(qtbot, make_window):
    players = [Player("Anna", "black"), Player("Ben", "white"), Player("Clara", "purple")]
    game = Game.new(resources.default_discs(), resources.builtin_layout("alt1"), players, seed=3)
    window = make_window(game, [SeatKind("random")] * 3)
    taken = TakenItems(window)
    qtbot.waitUntil(lambda: window.model.game.round_no >= 3 or window.model.game.is_over,
                    timeout=300_000)
    window.runner.shutdown()
    assert len(taken.seen) > 50  # the strips were filled again and again
    assert taken.kept() == 0


def test_empty_deletes_every_item_and_what_it_is_told_to(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    box = QHBoxLayout(host)
    label, inner_label = QLabel("Anna:"), QLabel("red 3")
    box.addWidget(label)
    box.addSpacing(8)
    inner = QVBoxLayout()
    inner.addWidget(inner_label)
    box.addLayout(inner)
    box.addStretch(1)
    plain = [box.itemAt(i) for i in (0, 1, 3)]
    empty(box)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert box.count() == 0
    assert not any(shiboken6.isValid(item) for item in plain)
    assert not shiboken6.isValid(label) and not shiboken6.isValid(inner)
    assert shiboken6.isValid(inner_label)  # a layout's widgets are its owner's to delete

    kept = QLabel("Ben:")
    box.addWidget(kept)
    empty(box, delete_widgets=False)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert box.count() == 0 and shiboken6.isValid(kept)
