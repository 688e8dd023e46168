"""The board never lies: whole games through the window (2–5 seats, people and computers,
undo, a saved game loaded, animations on and off), and at every moment the window shows
something new — a prompt, decision controls, a privacy screen, a hand, a computer starting
to think, a table moment — the board draws exactly the engine's state (board_truth.py).

While the board animates towards a new state, nothing of the next step may be shown:
the status line says the move being shown, and no control offers a decision.
"""

from __future__ import annotations

import pytest
from board_truth import differences
from helpers import at_moment, is_card_phase, new_game, on_privacy, settle
from PySide6.QtCore import Qt
from zuendstoff.engine.bots import make_bot
from zuendstoff.ui.game.flow import PRIVACY, WAIT

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


class Watch:
    """Hooks into the window and notes every moment it shows something ahead of the board."""

    def __init__(self, window) -> None:
        self.window = window
        self.problems: list[str] = []
        self.checks = 0
        flow = window.flow
        flow.statusChanged.connect(self.status)
        flow.momentShown.connect(lambda kind, _text: self.check("table moment " + kind))
        window.pages.currentChanged.connect(
            lambda i: self.check("privacy screen") if i == PRIVACY else None)
        window.runner.thinkingChanged.connect(
            lambda s: self.check(f"seat {s} starts thinking") if s >= 0 else None)
        for owner, name in ((window.bar, "begin"), (window.hand, "show_hand"),
                            (window.bar, "offer_continue")):
            original = getattr(owner, name)

            def wrapped(*args, _original=original, _name=name, **kwargs):
                result = _original(*args, **kwargs)
                self.check(_name)
                return result
            setattr(owner, name, wrapped)

    def status(self, text: str) -> None:
        if self.window.scene.is_animating() and not text.endswith("…"):
            # while the board moves, the line says the move being shown (or that it follows)
            self.problems.append(f"status {text!r} while the board animates")
        self.check("status " + repr(text))

    def check(self, what: str) -> None:
        window = self.window
        self.checks += 1
        scene, game = window.scene, window.model.game
        if scene.is_animating():
            # a transition: only the move being shown may be said; nothing may be offered
            if window.bar.seat is not None or window.bar.continue_button is not None:
                self.problems.append(f"{what}: decision controls while the board animates")
            if window.flow.looking is not None:
                self.problems.append(f"{what}: a hand while the board animates")
            if what.startswith(("privacy", "seat", "table", "begin", "show_hand", "offer")):
                self.problems.append(f"{what} while the board still animates")
            return
        diff = differences(scene, game)
        if diff:
            self.problems.append(f"{what} (round {game.round_no}, {game.phase.name}): "
                                 + "; ".join(diff[:4]))


def drive(qtbot, window, brains, rounds, undo_every=0, load_at=None, tmp_path=None):
    """Play until round ``rounds`` is over (or the game), persons' choices from ``brains``."""
    watch = Watch(window)
    decisions = undos = loads = moments = public = 0
    for _step in range(4000):
        # (with computers only, the table plays a whole round inside one wait: a bound for a
        # hang, not a measure of speed; a loaded machine took more than 20 s for it)
        settle(qtbot, window, timeout=120000)
        game = window.model.game
        assert differences(window.scene, game) == [], "the board differs when all is quiet"
        if game.is_over or game.round_no > rounds:
            break
        if at_moment(window):
            moments += 1
            qtbot.mouseClick(window.bar.continue_button, Qt.MouseButton.LeftButton)
            continue
        if load_at is not None and decisions == load_at and not loads:
            path = tmp_path / "midway.zrec"
            assert window.files.save_to(str(path))
            assert window.files.open_path(str(path))
            loads += 1
            continue
        if is_card_phase(game):
            if on_privacy(window):
                window.privacy.button.click()
            seat = window.flow.looking
            assert seat is not None, "no hand shown for a card choice"
            window.hand.confirmed.emit(seat, brains[seat].decide(game.view(seat)).card)
        else:
            seat = game.pending_seats()[0]
            assert not window.model.is_computer(seat)
            assert window.bar.seat == seat, "the decision bar does not offer the decision"
            decision = brains[seat].decide(game.view(seat))
            assert decision in window.bar.legal
            window.bar.decided.emit(decision)
            public += 1
            if undo_every and public % undo_every == 1 and window.undo.undo_action.isEnabled():
                settle(qtbot, window, timeout=20000)
                window.undo.undo_action.trigger()
                undos += 1
        decisions += 1
    else:
        raise AssertionError("the game did not get on")
    assert watch.checks > 20
    assert watch.problems == [], "\n".join(watch.problems[:12])
    return decisions, undos, loads, moments


TABLES = [
    # (people, computers, animation speed, table moments, undo, load, rounds, seed)
    pytest.param(2, (), 8.0, WAIT, 2, None, 6, 5, id="2-people-animated-undo"),
    pytest.param(2, ("greedy",), 6.0, WAIT, 0, None, 4, 7, id="3-seats-animated"),
    pytest.param(1, ("random", "greedy", "easy"), 0.0, WAIT, 0, 6, 99, 3,
                 id="4-seats-whole-game-no-animation-load"),
    pytest.param(3, ("greedy", "random"), 8.0, 0, 2, 10, 4, 9, id="5-seats-animated-load-undo"),
    pytest.param(0, ("greedy", "random"), 8.0, WAIT, 0, None, 2, 2, id="computers-only"),
]


@pytest.mark.parametrize("people,computers,speed,pause,undo,load,rounds,seed", TABLES)
def test_board_equals_the_game_at_every_step(qtbot, make_window, tmp_path, people, computers,
                                             speed, pause, undo, load, rounds, seed):
    game, kinds = new_game(n_humans=people, bots=computers, seed=seed)
    window = make_window(game, kinds, casual=bool(undo))
    window.scene.set_animation_speed(speed)
    window.reveal.speed = speed
    window.flow.moment_pause = pause
    window.flow.auto_forced = True
    brains = {s: make_bot("greedy", 100 + s) for s in range(people)}
    decisions, undos, loads, moments = drive(qtbot, window, brains, rounds, undo, load,
                                             tmp_path)
    played = window.model.game
    assert played.round_no > rounds or played.is_over
    if people:
        assert decisions > 5
    if undo:
        assert undos > 0
    if people > 1 and pause == WAIT:
        assert moments >= 2 * rounds
    if load is not None:
        assert loads == 1
