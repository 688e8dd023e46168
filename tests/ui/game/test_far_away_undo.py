"""Undo from far away (issue 44): a far-away seat asks, the table decides by its own Undo
(ui/game/undo_actions.py). Two far-away windows play one table through a real broker on
loopback (no computer at the table: nothing moves unless the test acts). Every wait is
bounded."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest
from test_far_away_table import broker, open_far_table  # noqa: F401 - (the broker fixture)
from zuendstoff.document.game_model import FAR
from zuendstoff.engine.decisions import Phase

sys.path.insert(0, str(Path(__file__).parents[2] / "net"))
from net_helpers import fingerprint  # noqa: E402
from test_remote_window import act  # noqa: E402

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py; the far side at its own)

PUBLIC = (Phase.ROTATE, Phase.PICK)  # decisions that reveal nothing (a stop may turn a planet)


def settled(qtbot, table, *fars):
    """Every far window has the table's present state and waits for no answer."""
    def calm():
        return all(f.client.pending is None and f.client.state is not None
                   and f.client.state.get("version") == table.far.hub.remote.channels.version(s)
                   for s, f in enumerate(fars))
    qtbot.waitUntil(calm, timeout=10000)


def test_the_table_undoes_a_far_seats_public_decision_and_refuses_after_a_reveal(
        qtbot, make_window, settings, broker):  # noqa: F811
    from zuendstoff.ui.remote.join_dialog import open_far_window

    table = open_far_table(qtbot, make_window, settings, broker, kinds=(FAR, FAR), layout="alt1")
    table.far.dialog.close()
    ann, ben = (open_far_window(table.far.hub.invitations[s].code()) for s in (0, 1))
    qtbot.addWidget(ann)
    qtbot.addWidget(ben)
    try:
        qtbot.waitUntil(lambda: table.far.connected(0) and table.far.connected(1), timeout=10000)
        # 1. the first cards: laid by both, turned over (a reveal, R27): Ann asks, refused
        qtbot.waitUntil(lambda: ann.client.offered() and ben.client.offered(), timeout=10000)
        assert act(ann) and act(ben)
        qtbot.waitUntil(lambda: table.model.game.phase is not Phase.FIRST_CARD, timeout=10000)
        settled(qtbot, table, ann, ben)
        before = fingerprint(table.model.game)
        qtbot.waitUntil(ann.undo_button.isEnabled, timeout=3000)
        ann.undo_button.click()
        assert ann.undo_text.text() == "Asked the table to undo…"
        qtbot.waitUntil(lambda: "did not undo" in ann.undo_text.text(), timeout=10000)
        assert "Undo is not possible" in ann.undo_text.text() and "R27" in ann.undo_text.text()
        assert fingerprint(table.model.game) == before
        assert (0, "not-allowed") in table.far.hub.remote.refusals

        # 2. Ann's public decision (a planet turned or a colour picked): asked, taken back
        end = time.monotonic() + 60
        while time.monotonic() < end:
            qtbot.wait(30)
            view = ann.client.view()
            if ann.client.offered() and view is not None and view.phase in PUBLIC:
                break
            act(ann) or act(ben)
        else:
            raise AssertionError("Ann was offered no turn of a planet or pick within 60 s")
        settled(qtbot, table, ann, ben)
        game = table.model.game
        before, phase, stack = fingerprint(game), game.phase, table.stack.index()
        assert act(ann)
        qtbot.waitUntil(lambda: table.stack.index() > stack, timeout=10000)
        settled(qtbot, table, ann, ben)
        assert fingerprint(table.model.game) != before
        ann.undo_action.trigger()  # Ctrl+Z
        qtbot.waitUntil(lambda: "took it back" in ann.undo_text.text(), timeout=10000)
        assert fingerprint(table.model.game) == before and table.model.game.phase is phase
        qtbot.waitUntil(ann.client.offered, timeout=10000)  # her choice again
        assert ann.client.view().phase is phase
    finally:
        ann.close()
        ben.close()
