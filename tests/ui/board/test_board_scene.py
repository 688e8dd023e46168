"""The board scene shows the public state of a game (R1, R2, R6–R10, R22, R25)."""

from __future__ import annotations

import random
import re

import pytest
from board_helpers import all_play, game_about_to_flip, new_game, play_random
from PySide6.QtCore import QPointF
from zuendstoff.engine import Flip, Phase, Rotate
from zuendstoff.engine.layout import SUN_KIND
from zuendstoff.ui.board.art import DISC_R, PIECE_R
from zuendstoff.ui.board.disc_item import DiscItem
from zuendstoff.ui.board.items import GapItem, PieceItem


@pytest.mark.parametrize("layout,discs,gaps", [("standard", 16, 0), ("alt1", 7, 2),
                                               ("alt2", 16, 14)])
def test_r9_r10_one_item_per_disc_and_gap(board, layout, discs, gaps):
    model, scene = board(new_game(layout))
    disc_items = [i for i in scene.items() if isinstance(i, DiscItem)]
    assert len(disc_items) == discs == len(model.game.layout.cells)
    assert len([i for i in scene.items() if isinstance(i, GapItem)]) == gaps
    assert sorted(i.cell for i in disc_items) == sorted(model.game.layout.cells)
    suns = [i for i in disc_items if i.is_sun]
    assert [s.cell for s in suns] == [model.game.layout.cells[model.game.layout.sun]]
    for a in disc_items:  # each disc sits at its own cell: columns left to right, rows downwards
        for b in disc_items:
            (ra, ca), (rb, cb) = a.cell, b.cell
            assert (a.pos().x() < b.pos().x()) == (ca < cb)
            assert (a.pos().y() < b.pos().y()) == (ra < rb)


def test_r12_start_only_sun_and_earth_face_up(board):
    model, scene = board(new_game())
    game = model.game
    for item in scene.disc_items:
        i = game.layout.index[item.cell]
        if item.is_sun:
            assert item.face_up and item.planet_number is None
        elif game.layout.kinds[i] == 1:
            assert item.planet_number == 1
        else:
            assert not item.face_up and item.planet_number is None
            row, col = item.place
            assert item.describe() == f"Face-down planet, row {row}, column {col}"
            assert item.describe(with_name=False) == ""


def test_r2_sun_rockets_follow_sun_rotation(board):
    game = new_game(seats=3)
    all_play(game, "sun")
    all_play(game, "black1")  # R14: three sun cards turn the sun three quarters
    model, scene = board(game)
    assert game.sun_rotation == 3
    sun_item = next(i for i in scene.disc_items if i.is_sun)
    sides = sun_item.rocket_sides()
    for colour in range(3):
        want = tuple(s for s in range(4)
                     if colour in game.discs.sun.colours_at(s, game.sun_rotation))
        assert sides[colour] == want
    assert len([s for s in range(4) if all(s in sides[c] for c in range(3))]) == 1


def test_r7_rotate_decision_turns_rockets_like_the_engine(board):
    game = new_game()
    model, scene = board(game)
    all_play(game, "planet")
    all_play(game, "black1")
    model.changed.emit()
    assert game.phase is Phase.ROTATE
    seat = game.pending_seats()[0]
    earth = game.piece_cell(seat)
    model.apply(Rotate(seat, earth, 1))
    item = scene.disc_item(earth)
    i = game.layout.index[earth]
    assert game.rotations[i] == 1
    assert item.quarters() == 1
    planet = game.discs.planet(1)
    for colour in range(3):
        assert item.rocket_sides()[colour] == (planet.side_of(colour, game.rotations[i]),)
    # the description names the turned directions too
    side_words = ("north", "east", "south", "west")
    red = planet.rockets[0]
    assert (f"red rocket {red.number} pointing {side_words[planet.side_of(0, 1)]}"
            in item.describe())


def _strings_and_objects(item):
    """Every text an item offers to people or tools, and the objects it holds."""
    texts = [item.toolTip()]
    for role in list(range(0, 64)) + list(range(0x100, 0x110)):
        value = item.data(role)
        if value is not None:
            texts.append(str(value))
    if hasattr(item, "describe"):
        texts.append(item.describe())
    if hasattr(item, "text"):
        texts.append(item.text())
    if hasattr(item, "toPlainText"):
        texts.append(item.toPlainText())
    held = list(vars(item).values()) if hasattr(item, "__dict__") else []
    return texts, held


def test_r26_face_down_identity_is_nowhere_in_the_scene(board):
    from zuendstoff.engine.discs import Planet

    game = game_about_to_flip()  # some planets are up, the others are still secret
    model, scene = board(game)
    secret = {game.faces[i] for i, up in enumerate(game.face_up)
              if not up and game.layout.kinds[i] != SUN_KIND}
    shown = {game.faces[i] for i, up in enumerate(game.face_up)
             if up and game.layout.kinds[i] != SUN_KIND}
    assert secret and shown
    planets_held = set()
    for item in scene.items():
        texts, held = _strings_and_objects(item)
        planets_held |= {h.number for h in held if isinstance(h, Planet)}
        if isinstance(item, DiscItem) and not item.face_up:
            assert item.planet_number is None
            assert item.describe().startswith("Face-down planet")
            # (its place on the grid is public: its numbers are the layout's, not the face's)
            row, col = item.place
            assert item.label().endswith(f", row {row}, column {col}")
            unplaced = [t.replace(item.place_text(), "") for t in texts]
            numbers = {int(n) for t in unplaced for n in re.findall(r"\d+", t)}
            assert not numbers & secret, (item.cell, texts)
    assert planets_held == shown
    assert not planets_held & secret
    # the scene's own record of what it shows knows no secret face either
    assert set(scene._shown.faces) - {0} == shown


def test_r1_face_down_discs_all_look_the_same(board, qtbot):
    from PySide6.QtGui import QImage, QPainter

    game = game_about_to_flip()
    model, scene = board(game)
    images = set()
    for item in scene.disc_items:
        if item.face_up or item.occupants or item.stop:
            continue
        image = QImage(320, 320, QImage.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        painter.translate(160, 160)
        item.paint(painter, None)
        painter.end()
        images.add(bytes(image.constBits()))
    assert len(images) == 1


def test_r22_flip_shows_the_face_and_marks_a_stop_disc(board):
    game = game_about_to_flip()
    model, scene = board(game)
    seat = game.pending_seats()[0]
    cell = game.piece_cell(seat)
    item = scene.disc_item(cell)
    assert not item.face_up and item.planet_number is None and not item.stop
    model.apply(Flip(seat, 3))
    assert item.planet_number == game.planet_at(cell) is not None
    assert item.quarters() == 3
    assert item.stop == (cell in game.stop_discs())
    assert f"Planet {game.planet_at(cell)}" in item.describe()
    if item.stop:
        assert "stop disc" in item.describe()


def _piece_cells(scene, game):
    out = []
    for piece in scene.piece_items:
        best = min(scene.disc_items, key=lambda d: (d.pos() - piece.pos()).manhattanLength())
        out.append(best.cell)
    return out


def test_r6_pieces_follow_the_game_and_never_overlap(board):
    game = new_game(seats=5, seed=7)
    model, scene = board(game)
    rng = random.Random(7)
    for _ in range(25):
        play_random(game, rng, lambda g: False, limit=12)
        model.changed.emit()
        assert _piece_cells(scene, game) == [game.piece_cell(s) for s in range(game.seats)]
        for piece in scene.piece_items:
            centre = scene.disc_item(game.piece_cell(piece.seat)).pos()
            assert (piece.pos() - centre).manhattanLength() < DISC_R
        for a in scene.piece_items:
            for b in scene.piece_items:
                if a is not b:
                    d = a.pos() - b.pos()
                    assert (d.x() ** 2 + d.y() ** 2) ** 0.5 >= 2 * PIECE_R
        if game.is_over:
            break


def test_r6_five_pieces_on_earth_have_five_shapes(board):
    from zuendstoff.ui.board import art

    model, scene = board(new_game(seats=5))
    pieces = [i for i in scene.items() if isinstance(i, PieceItem)]
    assert len(pieces) == 5
    shapes = {art.piece_path(p.piece).toFillPolygon().size() for p in pieces}
    assert len({art.PIECE_SHAPES[p.piece] for p in pieces}) == 5
    assert len(shapes) >= 4  # circle, square, triangle, diamond, hexagon outlines differ
    earth = scene.disc_item(model.game.piece_cell(0))
    assert "5 pieces: Anna, Ben, Carla, Dario, Emil" in earth.describe()


def test_r25_chips_are_shown_per_seat(board):
    game = new_game(seats=3, seed=2)
    model, scene = board(game)
    assert play_random(game, random.Random(3), lambda g: any(g.chips))
    model.changed.emit()
    assert scene.panel.chips == [tuple(c) for c in game.chips]
    holder = next(s for s in range(3) if game.chips[s])
    colour = ("red", "yellow", "blue")[game.chips[holder][0]]
    assert f"{game.players[holder].name}: chips {colour}" in scene.panel.describe()


def test_highlights_by_role_and_clearing(board):
    model, scene = board(new_game())
    cells = [(0, 1), (1, 1)]
    scene.set_highlight(cells, "path")
    scene.set_highlight([(2, 2)], "choice")
    assert scene.disc_item((0, 1)).highlights == {"path"}
    assert scene.disc_item((2, 2)).highlights == {"choice"}
    scene.set_highlight([(2, 2)], "target")
    assert scene.disc_item((2, 2)).highlights == {"choice", "target"}
    scene.set_highlight([], "path")
    assert scene.disc_item((0, 1)).highlights == set()
    assert scene.highlighted("choice") == {(2, 2)}
    with pytest.raises(ValueError):
        scene.set_highlight(cells, "sparkle")


def test_clicking_a_disc_emits_its_cell(board, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from zuendstoff.ui.board import BoardView

    model, scene = board(new_game())
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    qtbot.waitExposed(view)
    for cell in [(0, 0), (1, 2), (3, 3)]:
        at = view.mapFromScene(scene.disc_item(cell).pos() + QPointF(30, 60))
        with qtbot.waitSignal(scene.discClicked, timeout=2000) as blocker:
            QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, at)
        assert blocker.args == [cell]


def test_keyboard_activates_the_focused_disc(board, qtbot):
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent

    model, scene = board(new_game())
    item = scene.disc_item((1, 1))
    got = []
    scene.discClicked.connect(got.append)
    item.keyPressEvent(QKeyEvent(QEvent.KeyPress, Qt.Key_Return, Qt.NoModifier))
    assert got == [(1, 1)]


def test_sun_describes_its_all_colour_side(board):
    model, scene = board(new_game())
    sun = next(i for i in scene.disc_items if i.is_sun)
    text = sun.describe()
    assert text.startswith("Sun")
    assert "red, yellow and blue rockets pointing" in text


def test_r25_winners_are_marked_in_the_seat_panel(board):
    game = new_game(seats=5, seed=2)
    assert play_random(game, random.Random(3), lambda g: g.is_over and bool(g.winners))
    model, scene = board(game)
    assert scene.panel.winners == tuple(game.winners)
    for seat in game.winners:
        assert f"{game.players[seat].name}: chips" in scene.panel.describe()
        assert len(game.chips[seat]) == 2
    assert scene.panel.describe().count(", wins") == len(game.winners)


def test_view_describes_the_focused_disc_for_screen_readers(board, qtbot):
    from zuendstoff.ui.board import BoardView

    model, scene = board(new_game())
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    view.setFocus()
    qtbot.waitUntil(scene.isActive, timeout=3000)
    from PySide6.QtGui import QAccessible
    board_iface = QAccessible.queryAccessibleInterface(view)
    assert board_iface.childCount() == len(scene.disc_items)
    earth = scene.disc_item(model.game.piece_cell(0))
    scene.setFocusItem(earth)
    assert view.described_text() == earth.describe()
    assert view.described_text().startswith("Earth, planet 1")
    disc = board_iface.child(scene.disc_items.index(earth))
    assert disc.text(QAccessible.Text.Description) == earth.describe(with_name=False)
    assert earth.describe().startswith(disc.text(QAccessible.Text.Name) + ", ")
    assert disc.text(QAccessible.Text.Description).startswith("Red rocket 43")
    assert disc.state().focused and board_iface.focusChild().text(QAccessible.Text.Name) \
        == "Earth, planet 1, row 3, column 3"
    hidden = scene.disc_item((0, 1))
    scene.setFocusItem(hidden)
    assert view.described_text() == "Face-down planet, row 1, column 2"
    assert not disc.state().focused
