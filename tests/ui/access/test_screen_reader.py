"""What a screen reader gets, read through Qt's accessibility API (offscreen): the board's discs
as objects with names, descriptions, focus and actions; announcements, once and in order;
Return/Enter on every button; the cursor's jump to highlighted discs; the focus never
passing through the board on the way to a hand, a cover or a decision; and no face-down
identity anywhere in the accessibility tree (counterfactual).

The same through the real AT-SPI bus: test_atspi_bus.py.
"""

from __future__ import annotations

import pytest
from helpers import new_game, settle
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication
from zuendstoff import resources
from zuendstoff.engine import Flip, Game, Phase, Player, Rotate, Stop
from zuendstoff.engine.bots import make_bot

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description


def board_iface(window):
    iface = QAccessible.queryAccessibleInterface(window.board_view)
    assert iface is not None and iface.isValid()
    return iface


def discs(window) -> list:
    iface = board_iface(window)
    return [iface.child(i) for i in range(iface.childCount())]


def to_person_decision(qtbot, window, phases=(Phase.STOP, Phase.ROTATE, Phase.FLIP), limit=400):
    """Play (people by a greedy brain) until a person's decision on the board is offered."""
    brain = make_bot("greedy", 7)
    for _ in range(limit):
        settle(qtbot, window)
        game = window.model.game
        if game.is_over:
            return False
        seat = game.pending_seats()[0]
        if window.model.is_computer(seat):
            continue
        if game.phase in phases and window.bar.seat == seat:
            return True
        if window.flow.looking is not None:
            window.hand.select_card(brain.decide(game.view(seat)).card)
            window.hand.confirm()
        else:
            window.flow.decide(brain.decide(game.view(seat)))
    return False


def expected_actions(window) -> dict[tuple[int, int], set[str]]:
    """From the engine's legal decisions: which disc offers which action."""
    game, seat = window.model.game, window.bar.seat
    out: dict[tuple[int, int], set[str]] = {}
    quarter = {1: "Turn a quarter", 2: "Turn half way round", 3: "Turn three quarters"}
    for d in game.legal_decisions(seat):
        if isinstance(d, Stop):
            out.setdefault(tuple(d.cell), set()).add("Stop here")
        elif isinstance(d, Rotate):
            out.setdefault(tuple(d.target), set()).add(quarter[d.quarters])
        elif isinstance(d, Flip):
            out.setdefault(tuple(game.piece_cell(seat)), set()).add(
                "Turn it face up, its top to the " + ("north", "east", "south", "west")[d.rotation])
    return out


def test_every_disc_is_an_object_with_name_description_focus_and_actions(qtbot, make_window):
    game, kinds = new_game(n_humans=1, bots=("greedy", "greedy"), seed=5)
    window = make_window(game, kinds)
    window.activateWindow()
    seen_phases = set()
    made = 0
    for _ in range(6):
        if not to_person_decision(qtbot, window):
            break
        game = window.model.game
        seen_phases.add(game.phase)
        items = window.scene.disc_items
        objects = discs(window)
        assert len(objects) == len(items) == len(game.layout.cells)
        wanted = expected_actions(window)
        for item, disc in zip(items, objects):
            assert disc.role() == QAccessible.Role.ListItem
            assert disc.text(NAME) == item.label() and disc.text(NAME)
            assert disc.text(DESCRIPTION) == item.describe(with_name=False)
            assert item.name() not in disc.text(DESCRIPTION)  # (nothing said twice)
            assert disc.parent().object() is window.board_view
            names = disc.actionInterface().actionNames()
            assert set(names) - {"SetFocus"} == wanted.get(tuple(item.cell), set()), item.cell
            if item.highlights:
                assert any(w in disc.text(DESCRIPTION).lower() for w in
                           ("on the flight path", "highlighted choice", "highlighted, can be chosen"))
        # the cursor's disc is the focused object
        window.board_view.setFocus()
        from zuendstoff.ui.board import cursor
        assert cursor.jump_focus(window.scene)
        focused = board_iface(window).focusChild()
        assert focused is not None and focused.state().focused
        assert focused.text(NAME) == window.scene.focusItem().label()
        assert sum(d.state().focused for d in discs(window)) == 1
        # a disc's action makes the decision, as a click would
        cell, names = sorted(wanted.items())[0]
        disc = objects[items.index(window.scene.disc_item(cell))]
        decided = []
        window.bar.decided.connect(decided.append)
        state = (game.phase, game.pending_seats(), game.legal_decisions(window.bar.seat))
        disc.actionInterface().doAction(sorted(names)[0])
        assert len(decided) == 1 and decided[0] in state[2]
        game = window.model.game
        assert (game.phase, game.pending_seats(), game.legal_decisions(game.pending_seats()[0])
                if not game.is_over else None) != state  # made in the game
        made += 1
    assert made >= 2 and Phase.STOP in seen_phases, seen_phases


def test_setfocus_action_moves_the_cursor(qtbot, make_window):
    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=3)
    window = make_window(game, kinds)
    window.activateWindow()
    settle(qtbot, window)
    objects = discs(window)
    objects[5].actionInterface().doAction("SetFocus")
    assert window.scene.focusItem() is window.scene.disc_items[5]
    assert board_iface(window).focusChild().text(NAME) == window.scene.disc_items[5].label()


def _deal(game) -> dict:
    return {game.layout.cells[i]: game.faces[i] for i in game.layout.slots}


def test_no_face_down_identity_in_the_accessibility_tree_counterfactual(qtbot, make_window):
    """Swap the secret faces of two face-down planets: nothing a screen reader can read changes."""
    from privacy_probe import accessible_texts
    layout, discs_ = resources.builtin_layout("standard"), resources.default_discs()
    players = [Player("Anna", "black"), Player("Ben", "white")]
    real = Game.new(discs_, layout, players, seed=21)
    brains = [make_bot("greedy", 1), make_bot("greedy", 2)]
    decisions = []
    for _ in range(200):  # into the game, until a piece flies (planets still face down)
        if real.phase is Phase.STOP or real.is_over:
            break
        seat = real.pending_seats()[0]
        decision = brains[seat].decide(real.view(seat))
        real.apply(decision)
        decisions.append(decision)
    assert real.phase is Phase.STOP
    down = [layout.cells[i] for i in layout.slots if not real.face_up[i]]
    assert len(down) >= 2
    deal = _deal(real)
    deal[down[0]], deal[down[1]] = deal[down[1]], deal[down[0]]
    other = Game.new(discs_, layout, players, deal=deal)
    for decision in decisions:
        other.apply(decision)
    assert other.faces != real.faces
    game, kinds = new_game(n_humans=2, bots=(), seed=21)
    window = make_window(real, kinds)
    window.activateWindow()
    window.access.announcer.history.clear()
    settle(qtbot, window)
    window.board_view.setFocus()
    window.scene.disc_item(down[0]).setFocus()
    settle(qtbot, window)
    first = accessible_texts(window)
    focused = board_iface(window).focusChild()
    row, col = window.scene.disc_item(down[0]).place
    assert focused.text(NAME) == f"Face-down planet, row {row}, column {col}"
    assert "Face-down planet" not in focused.text(DESCRIPTION)
    assert "rocket" not in focused.text(DESCRIPTION)
    window.model.set_game(other, kinds)
    settle(qtbot, window)
    window.board_view.setFocus()
    window.scene.disc_item(down[0]).setFocus()
    settle(qtbot, window)
    second = accessible_texts(window)
    assert len(first) > 60 and sum(":ListItem:" in t for t in first) == len(layout.cells)
    assert [t for t in first if not t.startswith("said:")] == \
        [t for t in second if not t.startswith("said:")]


def test_announcements_once_in_order_and_never_the_privacy_prompt(qtbot, make_window):
    game, kinds = new_game(n_humans=2, bots=("greedy",), seed=3)
    window = make_window(game, kinds)
    window.activateWindow()
    window.flow.moment_pause = -1  # the table's moments wait for Continue
    said = []
    window.access.announcer.announced.connect(said.append)
    brain = make_bot("greedy", 4)
    for _ in range(40):
        settle(qtbot, window)
        window.access.announcer.flush()
        game = window.model.game
        if game.round_no > 1 or game.is_over:
            break
        if window.flow.moment is not None:
            window.bar.continue_button.click()
        elif window.privacy.isVisible() and window.privacy.seat >= 0:
            window.privacy.button.click()
        elif window.flow.looking is not None:
            window.hand.select_card(brain.decide(game.view(window.flow.looking)).card)
            window.hand.confirm()
        elif not window.model.is_computer(game.pending_seats()[0]):
            window.flow.decide(brain.decide(game.view(game.pending_seats()[0])))
    window.access.announcer.flush()
    assert said[0] == "Pass to Anna — everyone else, look away."
    assert "Pass to Ben — everyone else, look away." in said
    assert any(t.startswith("Anna: choose your first card") for t in said)
    assert not [t for t in said if t.startswith("Pass the computer to")]  # the screen says it
    assert all(a != b for a, b in zip(said, said[1:])), said
    first = next(i for i, t in enumerate(said) if t.startswith("First cards turned over"))
    # nothing of the next step is said before the table's moment
    assert not [t for t in said[:first] if "second card" in t], said[:first + 1]
    assert any(t.startswith("Second cards turned over") for t in said), said
    assert any(t.startswith("End of round 1") for t in said), said


def test_no_game_on_the_table_says_no_prompt(qtbot, settings):
    """The empty table holds a stand-in game nobody plays: its prompt is never said."""
    from zuendstoff.ui.game.window import MainWindow
    window = MainWindow(settings=settings, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.built and bool(window.status_line.text()), timeout=5000)
    assert not window.has_game  # (the stand-in's status line is set, on the hidden table)
    window.access.announcer.flush()
    assert list(window.access.announcer.history) == []
    # a game chosen then: its first prompt is said
    from types import SimpleNamespace

    from zuendstoff import resources
    from zuendstoff.settings import SeatSetup
    setup = SimpleNamespace(discs=resources.default_discs(), layout=resources.builtin_layout("standard"),
                            seats=[SeatSetup("Anna", "black"), SeatSetup("Ben", "white", "greedy")],
                            seed=3, casual=False, hints=True)
    window.start_game(setup)
    qtbot.waitUntil(lambda: window.flow.looking == 0, timeout=5000)
    window.access.announcer.flush()
    assert [t for t in window.access.announcer.history if t.startswith("Anna: choose your first card")]
    window.runner.shutdown()


def test_return_and_keypad_enter_press_buttons_like_space(qtbot, make_window):
    from zuendstoff.ui.game.compass import CompassChooser
    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=5)
    window = make_window(game, kinds)  # (the window installs the Enter filter)
    window.activateWindow()
    compass = CompassChooser()
    qtbot.addWidget(compass)
    compass.show()
    compass.activateWindow()
    qtbot.waitUntil(compass.isActiveWindow, timeout=3000)
    chosen = []
    compass.chosen.connect(chosen.append)
    for rotation, (key, modifier) in enumerate(((Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier),
                                                (Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier),
                                                (Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier))):
        compass.buttons[rotation].setFocus()
        qtbot.keyClick(compass.buttons[rotation], key, modifier)
        qtbot.waitUntil(lambda n=rotation: len(chosen) == n + 1, timeout=2000)
    assert chosen == [0, 1, 2]
    # the decision bar's buttons, and Continue
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    assert to_person_decision(qtbot, window, phases=(Phase.STOP,))
    buttons = [w for w in window.bar._widgets if w.metaObject().className() == "QPushButton"]
    assert buttons
    decided = []
    window.flow.decisionMade.connect(lambda: decided.append(1))
    buttons[0].setFocus()
    qtbot.keyClick(buttons[0], Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: decided == [1], timeout=2000)
    pressed = []
    button = window.bar.offer_continue()
    window.bar.continued.connect(lambda: pressed.append(1))
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    qtbot.waitUntil(lambda: pressed == [1], timeout=2000)
    window.bar.end()


def test_n_jumps_the_cursor_through_the_highlighted_discs(qtbot, make_window):
    game, kinds = new_game(n_humans=1, bots=("greedy", "greedy"), seed=5)
    window = make_window(game, kinds)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    assert to_person_decision(qtbot, window)
    scene, view = window.scene, window.board_view
    marked = sorted({c for r in ("choice", "path", "target") for c in scene.highlighted(r)})
    assert marked
    view.setFocus()
    visited = []
    for _ in range(len(marked) + 1):
        qtbot.keyClick(view, Qt.Key.Key_N)
        visited.append(tuple(scene.focusItem().cell))
    assert visited[:len(marked)] == marked and visited[-1] == marked[0]  # wraps round
    qtbot.keyClick(view, Qt.Key.Key_N, Qt.KeyboardModifier.ShiftModifier)
    assert tuple(scene.focusItem().cell) == marked[-1]
    # and the board tells a screen reader how
    assert "Shift+N" in board_iface(window).text(DESCRIPTION)


def test_focus_never_passes_through_the_board_to_a_hand_a_cover_or_a_decision(qtbot, make_window):
    game, kinds = new_game(n_humans=2, bots=("greedy",), seed=3)
    window = make_window(game, kinds)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    window.flow.moment_pause = -1
    focus = []
    QApplication.instance().focusChanged.connect(lambda _old, new: focus.append(new))
    brain = make_bot("greedy", 4)
    steps = []
    for _ in range(60):
        settle(qtbot, window)
        game = window.model.game
        if game.round_no > 1 or game.is_over:
            break
        focus.clear()
        if window.flow.moment is not None:
            window.bar.continue_button.click()
            steps.append("continue")
        elif window.privacy.isVisible() and window.privacy.seat >= 0:
            window.privacy.button.click()
            steps.append("I am")
        elif window.flow.looking is not None:
            window.hand.select_card(brain.decide(game.view(window.flow.looking)).card)
            window.hand.confirm()
            steps.append("confirm")
        elif not window.model.is_computer(game.pending_seats()[0]):
            window.flow.decide(brain.decide(game.view(game.pending_seats()[0])))
            steps.append("decide")
        else:
            continue
        settle(qtbot, window)
        assert window.board_view not in focus, (steps[-1], focus)
    assert steps.count("I am") >= 4 and steps.count("confirm") >= 4 and "continue" in steps


def test_the_privacy_button_never_names_the_previous_person(qtbot, make_window):
    game, kinds = new_game(n_humans=2, bots=(), seed=3)
    window = make_window(game, kinds)
    window.activateWindow()
    names = []
    QApplication.instance().focusChanged.connect(
        lambda _old, new: names.append(new.accessibleName() if new is window.privacy.button
                                       else None))
    settle(qtbot, window)
    assert window.privacy.button.hasFocus() or window.privacy.seat == 0
    window.privacy.button.click()
    settle(qtbot, window)
    window.hand.select_card(window.model.game.hand_list(0)[0])
    window.hand.confirm()
    settle(qtbot, window)
    assert window.privacy.seat == 1
    assert "I am Anna – show my cards" not in [n for n in names[1:] if n]
    assert window.privacy.button.accessibleName() == "I am Ben – show my cards"
    # while it only covers the table, the screen names nobody and offers no button
    window.privacy.cover()
    assert window.privacy.button.isHidden() and window.privacy.accessibleName() == "One moment…"


def test_the_layout_editor_says_its_cursor_and_its_edits(qtbot, make_window):
    game, kinds = new_game()
    window = make_window(game, kinds)
    editor = window.open_editor("layout_editor", "LayoutEditorWindow")
    qtbot.addWidget(editor)
    editor.activateWindow()
    qtbot.waitUntil(editor.isActiveWindow, timeout=3000)
    editor.view.setFocus()
    said = []
    editor.speech.announcer.announced.connect(said.append)
    qtbot.keyClick(editor.view, Qt.Key.Key_Right)
    editor.speech.announcer.flush()
    assert said and said[-1].startswith("Row ") and said[-1].endswith(": empty")
    qtbot.keyClick(editor.view, Qt.Key.Key_S)
    qtbot.keyClick(editor.view, Qt.Key.Key_Space)
    editor.speech.announcer.flush()
    assert editor.stack.count() >= 1 and editor.stack.text(editor.stack.index() - 1) in said
    assert editor.speech.cursor_text().endswith(": sun")
    editor.stack.undo()
    editor.speech.announcer.flush()
    assert said[-1].startswith("Undone: ")
    editor.stack.setClean()
    editor.close()


@pytest.mark.parametrize("palette_key", ["default", "high_contrast"])
def test_the_focus_ring_is_broad_and_light_on_a_dark_halo(qtbot, make_window, palette_key):
    """The cursor's ring is drawn (not a thin dotted line) in every palette: the pixels on
    its circle are light, the ones just outside its halo dark."""
    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtGui import QColor, QImage, QPainter
    from zuendstoff.ui import palette
    from zuendstoff.ui.board.marks import FOCUS_R
    palette.set_current(palette_key)
    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=3)
    window = make_window(game, kinds)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    settle(qtbot, window)
    window.board_view.setFocus()
    item = window.scene.focusItem()
    assert item is not None and item.marks.focus
    centre = item.scenePos()
    size = int(2 * (FOCUS_R + 60))
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    source = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
    item.marks.scene().render(painter, QRectF(0, 0, size, size), source)
    painter.end()
    import math
    light = 0
    for k in range(16):  # around the ring, off the brackets' diagonals
        a = math.radians(k * 22.5 + 10)
        p = QPointF(size / 2 + FOCUS_R * math.cos(a), size / 2 + FOCUS_R * math.sin(a))
        light += QColor(image.pixel(int(p.x()), int(p.y()))).lightness() > 200
    assert light >= 14, light


def test_a_disc_that_fails_to_describe_itself_gives_empty_answers_not_an_exception(qtbot, make_window):
    """Any error inside the board's accessible interfaces (not only a deleted object's
    RuntimeError) is answered with an empty value: nothing may raise into Qt's C++ caller."""
    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=3)
    window = make_window(game, kinds)
    settle(qtbot, window)
    item = window.scene.disc_items[5]

    def broken(*_args):
        raise ValueError("a bug in a disc's texts")

    item.describe = item.label = broken
    window.board_view.access.actions = broken
    disc = discs(window)[5]
    assert disc.text(NAME) == "" and disc.text(DESCRIPTION) == ""
    names = disc.actionInterface().actionNames()
    assert names == [disc.actionInterface().setFocusAction()]
    disc.actionInterface().doAction("Stop here")  # nothing happens, nothing raises
    assert discs(window)[4].text(NAME) == window.scene.disc_items[4].label()  # the others still speak
