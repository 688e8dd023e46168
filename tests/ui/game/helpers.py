"""Helpers for driving the game window like a person would: clicks and keys."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from zuendstoff import resources
from zuendstoff.document.game_model import SeatKind
from zuendstoff.document.names import colour_name
from zuendstoff.engine import Flip, Game, Phase, PickColour, Player, Rotate, Stop

PRIVACY = 1


def new_game(n_humans=2, bots=("greedy",), seed=11, layout="standard"):
    names = ["Anna", "Ben", "Clara", "David", "Emma"]
    pieces = ["black", "white", "purple", "orange", "green"]
    kinds = [SeatKind()] * n_humans + [SeatKind(b) for b in bots]
    players = [Player(names[i], pieces[i]) for i in range(len(kinds))]
    game = Game.new(resources.default_discs(), resources.builtin_layout(layout), players,
                    seed=seed)
    return game, kinds


def settle(qtbot, window, timeout=30000):
    """Wait until the window has set up the next step (no bot thinking, nothing queued).

    A bound, not a measure of speed: on a busy machine a computer player's decision can take
    seconds (10 s timed out once beside a real-pace Orca game)."""
    def idle():
        scene = window.scene
        return (not window.runner.busy and not window.flow._scheduled
                and not (hasattr(scene, "is_animating") and scene.is_animating()))
    qtbot.waitUntil(idle, timeout=timeout)
    files = getattr(window, "files", None)
    if files is not None and hasattr(files, "flush"):
        files.flush(timeout / 1000)  # the autosave is written on a thread of its own
    QApplication.processEvents()


def at_moment(window) -> bool:
    """The table is shown to everyone (cards turned over, a round's end) until Continue."""
    return getattr(window.flow, "moment", None) is not None


def press_continue(qtbot, window) -> str:
    """Press the table moment's Continue button, as a person would; returns the moment's line."""
    text = window.flow.moment_line()
    assert window.status_line.text() == text
    button = window.bar.continue_button
    assert button is not None and button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.flow.moment is None
    return text


def on_privacy(window) -> bool:
    return window.pages.currentIndex() == PRIVACY and window.privacy.isVisible()


def pass_privacy(qtbot, window):
    seat = window.privacy.seat
    qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    assert window.flow.looking == seat
    return seat


def choose_card_by_keys(qtbot, window, card):
    """Move through the hand with the arrow keys to ``card`` and press Enter."""
    view = window.hand.view
    view.setFocus()
    target = window.hand_model.row_of(card)
    qtbot.keyClick(view, Qt.Key.Key_Home)
    for _ in range(target):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert window.hand.selected_card() == card
    qtbot.keyClick(view, Qt.Key.Key_Return)


def click_disc(qtbot, window, cell):
    """A mouse click on the disc at ``cell`` on the board (or the stand-in's equivalent)."""
    scene = window.scene
    if hasattr(scene, "disc_item"):
        item = scene.disc_item(tuple(cell))
        view = window.board_view
        pos = view.mapFromScene(item.sceneBoundingRect().center())
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(pos))
    else:
        scene.click(cell)


def bar_button(window, text):
    from PySide6.QtWidgets import QPushButton
    for b in window.bar.findChildren(QPushButton):
        if b.isVisible() and b.text() == text:
            return b
    raise AssertionError(f"no button {text!r} in the decision bar: "
                         f"{[b.text() for b in window.bar.findChildren(QPushButton)]}")


def is_card_phase(game) -> bool:
    return game.phase in (Phase.FIRST_CARD, Phase.SECOND_CARD)


def play_public(qtbot, window, decision):
    """Make a public decision the way a person would: on the board or in the bar."""
    game = window.model.game
    if isinstance(decision, Rotate):
        if decision.target == game.piece_cell(decision.seat):
            click_disc(qtbot, window, decision.target)
        else:
            click_disc(qtbot, window, decision.target)  # choose the planet on the board…
            assert window.scene.highlighted("choice") == {decision.target}
            text = {1: "¼ turn", 2: "½ turn", 3: "¾ turn"}[decision.quarters]
            qtbot.mouseClick(bar_button(window, text), Qt.MouseButton.LeftButton)  # …and turn
    elif isinstance(decision, PickColour):
        button = bar_button(window, "Fly " + colour_name(decision.colour))
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    elif isinstance(decision, Stop):
        assert set(game.flight_path_cells()) == window.scene.highlighted("path")
        click_disc(qtbot, window, decision.cell)
    elif isinstance(decision, Flip):
        compass = window.bar.compass
        assert compass is not None
        qtbot.mouseClick(compass.buttons[decision.rotation], Qt.MouseButton.LeftButton)
    else:
        raise AssertionError(decision)




def step(qtbot, window, brains) -> bool:
    """One person's step through the window (card via privacy screen and keys, or a public
    decision by clicks). Returns False when the game is over."""
    settle(qtbot, window)
    while at_moment(window):
        press_continue(qtbot, window)
        settle(qtbot, window)
    game = window.model.game
    if game.is_over:
        return False
    if is_card_phase(game):
        if on_privacy(window):
            pass_privacy(qtbot, window)
        seat = window.flow.looking
        choose_card_by_keys(qtbot, window, brains[seat].decide(game.view(seat)).card)
        return True
    seat = game.pending_seats()[0]
    play_public(qtbot, window, brains[seat].decide(game.view(seat)))
    return True
