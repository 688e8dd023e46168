"""The far-away window (issue 44) against the headless table through a real broker on
loopback (conftest's ``broker``): ``zuendstoff-table`` with a far-away seat as its own
process, as the host would run it, and the window of that seat here, played with its own
buttons as a person plays it (the first card of the hand, the first control of the bar).
A spy on ``#`` sees everything the broker carries. Every wait is bounded."""

from __future__ import annotations

import time

import pytest
from test_remote_game import NAMES, Spy, table
from zuendstoff.engine.record import load_record

GAME_SECONDS = 120


def spec(url: str, **extra) -> dict:
    return {"players": [{"name": "Anna", "kind": "remote"},
                        {"name": "Ben", "kind": "computer", "level": "easy"}],
            "seed": 5, "broker": url, **extra}


def far_window(qtbot, invitation: str):
    from zuendstoff.ui.remote.join_dialog import open_far_window

    window = open_far_window(invitation)
    assert window is not None
    qtbot.addWidget(window)
    return window


def act(window) -> bool:
    """What a person does when it is their turn: the card selected first in the hand (its
    button), else the first control the bar offers. False when it is not their turn."""
    if not getattr(window, "model", None) or not window.client.offered():
        return False
    if window.hand.isVisible() and window.hand.button.isEnabled():
        window.hand.button.click()
        return True
    bar = window.bar
    if bar.seat is None or not bar.legal:
        return False
    decision = bar.legal[0]
    control = bar.control_for(decision)
    if control is not None and control.isEnabled():
        control.click()
    else:
        bar.perform(decision)  # (a planet turn: the bar's list chooses the target first)
    return True


def play_until(qtbot, window, done, seconds: float = GAME_SECONDS, each=None) -> None:
    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        qtbot.wait(30)
        act(window)
        if each is not None:
            each()
    state = window.client.state or {}
    assert done(), (f"not done within {seconds} s: {window.connection.text()!r}, round "
                    f"{state.get('round')}, {state.get('phase')}, offer {state.get('offer')}, "
                    f"decisions {len(state.get('decisions') or [])}, pending seats "
                    f"{state.get('pending')}, offered {window.client.offered()}, "
                    f"pending {window.client.pending}, refused {window.client.refused}, "
                    f"frames refused {window.client.end.refusals[-5:]}")


def test_a_whole_game_in_the_far_away_window_shows_the_spy_no_hand(qtbot, tmp_path, broker):
    spy = Spy(broker.port)
    t, first = table(tmp_path, spec(broker.url))
    try:
        window = far_window(qtbot, first["remote"][0]["invitation"])
        seen_hand = set()

        def look() -> None:
            if window.client.view() is not None:
                seen_hand.update(window.client.view().hand_names())

        play_until(qtbot, window, lambda: window.client.over, each=look)
        over = t.finish()
    finally:
        spy.stop()
    game = window.model.game
    assert game.is_over and [NAMES[s] for s in game.winners] == over["winners"]
    assert "The game is over" in window.doing.text()
    assert window.log_lines[0] == "Round 1" and any("flies" in line for line in window.log_lines)
    assert window.connection.text() == "Connected"
    # the broker carried ciphertext only: no name, no card the seat held, no message kind
    words = [f'"{w}"'.encode() for w in (*NAMES, *seen_hand, "state", "decide", "hand")]
    assert len(spy.seen) > 20 and seen_hand
    for topic, payload in spy.seen:
        assert len(topic) == 32 and not any(w in payload for w in words)


@pytest.mark.posix_only("the test broker is Debian's mosquitto, killed and started again")
def test_the_window_survives_the_broker_going_away_and_joins_again_after_being_closed(
        qtbot, tmp_path, broker):
    record = tmp_path / "game.zrec"
    t, first = table(tmp_path, spec(broker.url, bot_delay=0.05), "--record", str(record))
    invitation = first["remote"][0]["code"]
    window = far_window(qtbot, invitation)
    play_until(qtbot, window, lambda: window.client.state is not None
               and window.client.state.get("round", 1) >= 2, 60)
    broker.kill()
    statuses = set()
    play_until(qtbot, window, lambda: "Reconnecting" in window.connection.text(), 20)
    statuses.add(window.connection.text())
    broker.start()
    round_now = window.client.state["round"]
    play_until(qtbot, window, lambda: window.client.over
               or window.client.state.get("round", 0) > round_now, 60)
    assert window.connection.text() == "Connected"
    window.close()  # closed in the middle of the game: the same invitation joins again
    again = far_window(qtbot, invitation)
    play_until(qtbot, again, lambda: again.client.over)
    over = t.finish()
    assert statuses == {"Reconnecting to the broker…"}
    game = load_record(str(record))  # every move legal in turn: none lost, none applied twice
    assert game.is_over and [game.players[s].name for s in game.winners] == over["winners"]
    assert [NAMES[s] for s in again.model.game.winners] == over["winners"]

