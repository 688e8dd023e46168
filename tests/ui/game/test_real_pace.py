"""Journeys at the app's own pace (issue 40): the settings' defaults, as a person gets them
on a first start — the board animates at normal speed, a computer shows "thinking…" for its
delay, a table moment waits for Continue, a forced move is made for a person and ringed.

The test acts as a person does: when the window *offers* the next step (a privacy screen,
a hand, the decision bar, Continue), waiting for that offer with a bound, never sleeping to
guess. Each offer must come with the board caught up: it draws the engine's state.

With ``ZUENDSTOFF_CPU_HOGS=1`` each journey runs beside one busy loop per core (a slow,
busy computer: the ``cpu_hogs`` fixture); docs/testing.md gives the figures.
"""

from __future__ import annotations

import pytest
from board_truth import differences
from helpers import at_moment, choose_card_by_keys, new_game, on_privacy, play_public
from privacy_probe import assert_no_secret
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from zuendstoff.engine.bots import make_bot

pytestmark = pytest.mark.usefixtures("real_pace", "cpu_hogs")  # (tests/pace.py)

#: the longest a person waits for the window's next offer, even on a loaded machine (a
#: computer's delay, the board's animation, a reveal: seconds, never this long)
OFFER_S = 60


def _offer(window) -> str:
    """What the window offers a person at this screen now ("" while it is still busy)."""
    dialog = window.game_over_dialog
    if dialog is not None and dialog.isVisible():
        return "over"
    if at_moment(window):
        button = window.bar.continue_button
        return "continue" if button is not None and button.isVisible() else ""
    if on_privacy(window):
        return "privacy" if window.privacy.seat >= 0 and window.privacy.button.isEnabled() else ""
    if window.flow.looking is not None and window.hand_model.rowCount() and window.hand.isVisible():
        return "hand"
    seat = window.bar.seat
    if seat is not None and not window.model.is_computer(seat) and window.bar.isVisible():
        return "public"
    return ""


def next_offer(qtbot, window) -> str:
    """Wait (bounded) until the window offers the next step; the board must then show the game."""
    qtbot.waitUntil(lambda: _offer(window) != "", timeout=OFFER_S * 1000)
    offer = _offer(window)
    if offer != "over":
        assert not window.scene.is_animating(), f"offered {offer} while the board still moves"
        diff = differences(window.scene, window.model.game)
        assert not diff, f"offered {offer}, the board differs: {diff[:4]}"
    return offer


def _play(qtbot, window, brains, rounds: int | None = None, probe: bool = False) -> dict:
    """Play a person's steps as offered until the game is over (or ``rounds`` have ended)."""
    seen: dict[str, int] = {}
    for _step in range(5000):
        game = window.model.game
        if rounds is not None and game.round_no > rounds and not at_moment(window):
            return seen
        offer = next_offer(qtbot, window)
        seen[offer] = seen.get(offer, 0) + 1
        if offer == "over":
            return seen
        if offer == "continue":
            qtbot.mouseClick(window.bar.continue_button, Qt.MouseButton.LeftButton)
        elif offer == "privacy":
            if probe:
                seen["swaps"] = seen.get("swaps", 0) + assert_no_secret(window, qtbot)
            qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
        elif offer == "hand":
            seat = window.flow.looking
            choose_card_by_keys(qtbot, window, brains[seat].decide(game.view(seat)).card)
        else:
            seat = window.bar.seat
            play_public(qtbot, window, brains[seat].decide(game.view(seat)))
    raise AssertionError(f"the journey did not end: {seen}")


def test_a_whole_game_against_two_computers_at_the_apps_pace(qtbot, make_window, real_pace):
    game, kinds = new_game(n_humans=1, bots=("medium", "greedy"), seed=7)
    window = make_window(game, kinds)
    assert window.runner.delay_ms == real_pace.bot_delay_ms > 0
    assert window.scene.animation_speed() == real_pace.animation_speed > 0
    thinking = []
    window.runner.thinkingChanged.connect(lambda seat: thinking.append(seat) if seat >= 0 else None)
    seen = _play(qtbot, window, {0: make_bot("greedy", 1)})
    assert seen.get("hand", 0) >= 8 and seen.get("public", 0) >= 4, seen
    end = window.model.game
    assert end.is_over and end.winners
    dialog = window.game_over_dialog
    assert all(end.players[s].name in dialog.title.text() for s in end.winners)
    assert set(thinking) == {1, 2}  # both computers were seen thinking
    assert not differences(window.scene, end)
    dialog.reject()
    QApplication.processEvents()


def test_two_rounds_of_a_hot_seat_game_at_the_apps_pace(qtbot, make_window, real_pace):
    """Two people at one screen and a computer: privacy screens (checked for secrets, with
    forced moves ringed on the board), the hands, table moments waiting for Continue."""
    assert real_pace.table_pause < 0 and real_pace.auto_forced  # (the defaults this needs)
    game, kinds = new_game(n_humans=2, bots=("greedy",), seed=7)
    window = make_window(game, kinds)
    brains = {0: make_bot("greedy", 1), 1: make_bot("greedy", 2)}
    seen = _play(qtbot, window, brains, rounds=2, probe=True)
    assert window.model.game.round_no == 3
    assert seen["privacy"] >= 8 and seen["hand"] >= 8 and seen.get("swaps", 0) >= 4, seen
    assert seen["continue"] >= 4, seen  # two reveals and a round's end a round, at least


def test_the_replay_viewer_at_the_apps_pace(qtbot, real_pace):
    """Play through the first steps, then Right, Right pressed at once, Left and Page Down
    (keys on the board), each step animated at normal speed: when the board comes to rest it draws the
    position the viewer names."""
    from zuendstoff import resources
    from zuendstoff.sim import play_game
    from zuendstoff.ui.replay.viewer import ReplayWindow
    game = play_game(resources.default_discs(), resources.builtin_layout("standard"),
                     ["medium"] * 3, "real-pace")
    viewer = ReplayWindow(game, "test.zrec", animation_speed=real_pace.animation_speed)
    qtbot.addWidget(viewer)
    viewer.show()
    viewer.activateWindow()
    qtbot.waitExposed(viewer)

    def at_rest() -> None:
        qtbot.waitUntil(lambda: not viewer.scene.is_animating(), timeout=OFFER_S * 1000)
        assert viewer.index > 0
        shown = viewer.steps[viewer.index - 1].after
        diff = differences(viewer.scene, shown)
        assert not diff, f"step {viewer.index}: {diff[:4]}"

    animated = []
    viewer.scene.animationsFinished.connect(lambda: animated.append(viewer.index))
    qtbot.mouseClick(viewer.play_button, Qt.MouseButton.LeftButton)
    assert viewer.playing
    qtbot.waitUntil(lambda: viewer.index >= 6, timeout=OFFER_S * 1000)
    qtbot.mouseClick(viewer.play_button, Qt.MouseButton.LeftButton)
    assert not viewer.playing
    at_rest()
    k = viewer.index
    qtbot.keyClick(viewer.view, Qt.Key.Key_Right)
    qtbot.keyClick(viewer.view, Qt.Key.Key_Right)  # before the first step's animation ends
    assert viewer.index == k + 2
    at_rest()
    qtbot.keyClick(viewer.view, Qt.Key.Key_Left)
    at_rest()
    qtbot.keyClick(viewer.view, Qt.Key.Key_PageDown)
    at_rest()
    assert viewer.index > k + 1 and len(animated) >= 6
    viewer.close()
