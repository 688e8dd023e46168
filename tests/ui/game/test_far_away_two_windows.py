"""Done when (issue 44): two Zündstoff windows play a whole game through a real broker on
loopback — the table's window (a computer at the table, Ben far away) and Ben's far-away
window (Game → Join a game far away…, played with its own buttons) — and a spy subscribed to
``#`` never sees Ben's hand in plaintext. Every wait is bounded."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest
from test_far_away_table import broker, open_far_table  # noqa: F401 - (the broker fixture)
from zuendstoff.document.game_model import FAR, SeatKind

sys.path.insert(0, str(Path(__file__).parents[2] / "net"))
from test_remote_game import Spy  # noqa: E402
from test_remote_window import act  # noqa: E402

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py; the far side at its own)


def test_two_windows_play_a_whole_game_and_the_spy_sees_no_hand(qtbot, make_window, settings,
                                                                  broker):  # noqa: F811
    from zuendstoff.ui.remote.join_dialog import JoinDialog, open_far_window

    spy = Spy(broker.port)
    table = open_far_table(qtbot, make_window, settings, broker,
                           kinds=(SeatKind("random"), FAR), layout="alt1")
    table.far.dialog.close()
    code = table.far.hub.invitations[1].code()
    dialog = JoinDialog()  # Ben pastes the code his friend sent
    qtbot.addWidget(dialog)
    dialog.text.setPlainText(code)
    dialog.join_button.click()
    assert dialog.invitation == table.far.hub.invitations[1]
    far = open_far_window(dialog.text.toPlainText())
    qtbot.addWidget(far)
    held = set()
    try:
        qtbot.waitUntil(lambda: table.far.connected(1), timeout=10000)
        end = time.monotonic() + 90
        while not (table.model.game.is_over and far.client.over) and time.monotonic() < end:
            qtbot.wait(20)
            if far.client.view() is not None:
                held.update(far.client.view().hand_names())
            act(far)
        # the end: the table sent the game's record, and Ben watches the replay
        qtbot.waitUntil(lambda: far.client.record_game is not None, timeout=10000)
        qtbot.waitUntil(far.replay_button.isVisible, timeout=2000)
        assert far.replay_button.text() == "Watch the replay"
        far.replay_button.click()
        viewer = far.replay_viewer
        qtbot.waitUntil(viewer.isVisible, timeout=2000)
        assert not viewer.play_on_action.isVisible()  # no table here to play on at
        shown = []
        for _ in range(len(viewer.steps)):
            viewer.forward_button.click()
            shown.append(viewer.index)
        assert shown == list(range(1, len(viewer.steps) + 1))
        replayed = viewer.model.game
        table_game = table.model.game
        assert replayed.is_over and replayed.winners == table_game.winners
        assert replayed.pieces == table_game.pieces and replayed.chips == table_game.chips
        for cell in table_game.layout.cells:  # every planet anyone saw, and no other
            assert replayed.planet_at(cell) == table_game.planet_at(cell)
        viewer.close()
    finally:
        spy.stop()
        far.close()
    game = table.model.game
    assert game.is_over and far.client.over, "the game did not end within 90 s"
    assert list(far.model.game.winners) == list(game.winners)
    assert "The game is over" in far.doing.text()
    assert table.model.seats[1] == FAR and not table.far.hub.remote.refusals  # Ben played it
    # every card Ben held crossed the broker only encrypted (and neither name nor message kind)
    words = [f'"{w}"'.encode() for w in (*held, "Ben", "hand", "state", "decide")]
    assert held and len(spy.seen) > 20
    for topic, payload in spy.seen:
        assert len(topic) == 32 and not any(w in payload for w in words), topic
