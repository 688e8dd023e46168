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


@pytest.mark.parametrize("casual", [False, True])
def test_a_planet_turned_up_far_away_is_taken_back_only_in_a_casual_game(
        qtbot, make_window, settings, broker, casual):  # noqa: F811
    """The table's rule, asked directly (FarSeats.undo_asked, what the hub calls on the
    table's thread): Anna (seat 0, far away) turns a planet up; not casual, that reveal seals
    it (R27); casual, it is taken back. Ben's decision last is never Anna's to take back."""
    from helpers import at_moment, press_continue, settle
    from zuendstoff.engine.decisions import Flip, PlayCard, Stop

    table = open_far_table(qtbot, make_window, settings, broker, kinds=(FAR, FAR), layout="alt1")
    table.far.dialog.close()
    table.model.set_game(table.model.game, list(table.model.seats), casual)
    table.begin_play()
    not_yours = None
    for _ in range(800):
        settle(qtbot, table)
        while at_moment(table):
            press_continue(qtbot, table)
            settle(qtbot, table)
        game = table.model.game
        assert not game.is_over, "Anna turned no planet up in this game"
        seat = game.pending_seats()[0]
        legal = game.legal_decisions(seat)
        if seat == 0 and game.phase is Phase.FLIP:
            break
        stops = [d for d in legal if isinstance(d, Stop)
                 and not game.face_up[game.layout.cells.index(d.cell)]]
        decision = stops[0] if seat == 0 and stops else legal[-1 if seat == 0 else 0]
        assert table.flow.phone_decision(seat, decision)
        if not_yours is None and seat == 1 and not isinstance(decision, PlayCard):
            settle(qtbot, table)
            target = table.undo.undo_target()
            if target is not None and table.stack.command(target).seat == 1:
                code, text = table.far.undo_asked(0)  # Ben's decision is the last: not Anna's
                not_yours = (code, text)
    else:
        raise AssertionError("Anna was never to turn a planet up")
    assert not_yours is not None and not_yours[0] == "not-yours" and "not yours" in not_yours[1]
    before = [i for i in game.layout.slots if game.face_up[i]]
    assert table.flow.phone_decision(0, Flip(0, game.legal_decisions(0)[0].rotation))
    settle(qtbot, table)
    while at_moment(table):
        press_continue(qtbot, table)
        settle(qtbot, table)
    turned = [i for i in table.model.game.layout.slots if table.model.game.face_up[i]]
    assert len(turned) == len(before) + 1 or table.model.game.round_no > game.round_no
    code, text = table.far.undo_asked(0)
    if casual:
        assert code is None and text.startswith("Taken back"), (code, text)
        assert [i for i in table.model.game.layout.slots if table.model.game.face_up[i]] == before
        assert table.model.game.phase is Phase.FLIP and 0 in table.model.game.pending_seats()
    else:
        assert code == "not-allowed" and "planet was turned face up" in text, (code, text)
