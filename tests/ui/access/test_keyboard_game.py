"""A whole game played with key presses only (no mouse, no setFocus, no clicks): privacy
screens, hands, the board cursor, the decision bar, the compass rose and the game-over
dialog, all reached with Tab, arrows, Enter and Space on the focused widget."""

from __future__ import annotations

import json

import shiboken6
from helpers import is_card_phase, new_game, on_privacy, settle
from keys import activate_disc, cursor_to, focused_cell, press, tab_to
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from zuendstoff.document.names import colour_name
from zuendstoff.engine import Flip, PickColour, PlayCard, Rotate, Stop
from zuendstoff.engine.bots import make_bot
from zuendstoff.engine.record import to_record


def state(game) -> str:
    """Everything public and secret about ``game``: any decision changes it."""
    return json.dumps(to_record(game), sort_keys=True) + repr(
        [game.phase, [game.has_chosen(s) for s in range(game.seats)]])


def button_with(window, text):
    return lambda w: isinstance(w, QPushButton) and w.text() == text and window.isAncestorOf(w)


def choose_card(qtbot, window, card) -> None:
    view = window.hand.view
    assert QApplication.focusWidget() is view, "the hand must have the focus when shown"
    press(qtbot, window, Qt.Key.Key_Home)
    for _ in range(window.hand_model.row_of(card)):
        press(qtbot, window, Qt.Key.Key_Right)
    assert window.hand.selected_card() == card
    press(qtbot, window, Qt.Key.Key_Return)


def public(qtbot, window, decision) -> None:
    game = window.model.game
    if isinstance(decision, Rotate):
        if decision.target == game.piece_cell(decision.seat):
            activate_disc(qtbot, window, decision.target)
        else:
            activate_disc(qtbot, window, decision.target)  # choose the planet on the board
            assert window.scene.highlighted("choice") == {decision.target}
            text = {1: "¼ turn", 2: "½ turn", 3: "¾ turn"}[decision.quarters]
            tab_to(qtbot, window, button_with(window, text))
            press(qtbot, window, Qt.Key.Key_Space)
    elif isinstance(decision, PickColour):
        tab_to(qtbot, window, button_with(window, "Fly " + colour_name(decision.colour)))
        press(qtbot, window, Qt.Key.Key_Space)
    elif isinstance(decision, Stop):
        activate_disc(qtbot, window, decision.cell)
    elif isinstance(decision, Flip):
        compass = window.bar.compass
        tab_to(qtbot, window, lambda w: w in compass.buttons)
        key = (Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left)[decision.rotation]
        press(qtbot, window, key)
        assert QApplication.focusWidget() is compass.buttons[decision.rotation]
        press(qtbot, window, Qt.Key.Key_Space)
    else:
        raise AssertionError(decision)


def test_r13_r26_whole_game_with_the_keyboard_only(qtbot, make_window):
    game, kinds = new_game(n_humans=2, bots=("greedy",), seed=7)
    window = make_window(game, kinds)
    window.activateWindow()
    brains = {0: make_bot("greedy", 1), 1: make_bot("greedy", 2)}
    seen = set()
    for _ in range(3000):
        settle(qtbot, window)
        game = window.model.game
        if game.is_over:
            break
        before = state(game)
        if is_card_phase(game):
            if on_privacy(window):
                assert QApplication.focusWidget() is window.privacy.button
                press(qtbot, window, Qt.Key.Key_Space)
                seen.add("privacy")
            seat = window.flow.looking
            assert seat is not None
            decision = brains[seat].decide(game.view(seat))
            assert isinstance(decision, PlayCard)
            choose_card(qtbot, window, decision.card)
            seen.add("card")
        else:
            seat = game.pending_seats()[0]
            decision = brains[seat].decide(game.view(seat))
            public(qtbot, window, decision)
            seen.add(type(decision).__name__)
        settle(qtbot, window)
        assert state(window.model.game) != before, f"{decision} had no effect"
    else:
        raise AssertionError("the game did not end")
    assert window.model.game.winners
    assert {"privacy", "card", "Stop", "PickColour"} <= seen, seen
    qtbot.waitUntil(lambda: window.game_over_dialog is not None
                    and window.game_over_dialog.isVisible())
    # the game-over dialog closes from the keyboard too
    dialog = window.game_over_dialog
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None
                    and dialog.isAncestorOf(QApplication.focusWidget()))
    press(qtbot, window, Qt.Key.Key_Escape)
    # closed, and gone with it (deleted on close: nothing of the game is kept alive)
    qtbot.waitUntil(lambda: window.game_over_dialog is None and not shiboken6.isValid(dialog))


def test_board_cursor_moves_with_arrows_and_skips_gaps(qtbot, make_window):
    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=2, layout="alt2")
    window = make_window(game, kinds)
    window.activateWindow()
    settle(qtbot, window)
    cells = set(game.layout.cells)
    cursor_to(qtbot, window, game.layout.cells[0])
    visited = {focused_cell(window)}
    for key in [Qt.Key.Key_Right] * 6 + [Qt.Key.Key_Down] * 6 + [Qt.Key.Key_Left] * 6 \
            + [Qt.Key.Key_Up] * 3:
        press(qtbot, window, key)
        here = focused_cell(window)
        assert here in cells  # never a gap, never off the board
        visited.add(here)
    assert len(visited) >= 8
    # the focused disc is described for screen readers and in the status bar
    from PySide6.QtGui import QAccessible
    item = window.scene.focusItem()
    disc = QAccessible.queryAccessibleInterface(window.board_view).focusChild()
    text = disc.text(QAccessible.Text.Name) + ", " + disc.text(QAccessible.Text.Description)
    assert text.rstrip(", ").lower() == item.describe().lower()
    assert disc.text(QAccessible.Text.Name) == item.label() and disc.state().focused
    assert window.access.disc_label.text() == item.describe()


def test_the_cursor_reaches_every_disc_of_every_builtin_layout():
    from zuendstoff import resources
    from zuendstoff.ui.board.cursor import neighbour
    for key in ("standard", "alt1", "alt2"):
        cells = resources.builtin_layout(key).cells
        for start in cells:
            seen, todo = {start}, [start]
            while todo:
                here = todo.pop()
                for step in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                    nxt = neighbour(cells, here, step)
                    if nxt is not None and nxt not in seen:
                        seen.add(nxt)
                        todo.append(nxt)
            assert seen == set(cells), (key, start)
