"""The path preview matches the engine's flights exactly (R11 wrap-around and gaps, R21–R23)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from zuendstoff.engine.game import Game, Player
from zuendstoff.engine.layout import SUN_KIND, Layout
from zuendstoff.resources import builtin_layout, default_discs
from zuendstoff.ui.editor.path_preview import preview, preview_faces

DISCS = default_discs()


def _game_path(layout: Layout, start: int, colour: int) -> tuple[int, ...]:
    """The same flight asked of a real game: planets dealt in slot order, all face up."""
    faces = preview_faces(layout)
    deal = {layout.cells[i]: faces[i] for i in layout.slots}
    game = Game.new(DISCS, layout, [Player("a", "black"), Player("b", "white")], seed=1, deal=deal)
    game.face_up = [True] * len(layout.cells)
    game.pieces[0] = start
    path = game.path_for(0, ("red", "yellow", "blue")[colour])
    return tuple(layout.index[c] for c in path)


def _check_layout(layout: Layout) -> None:
    for start in range(len(layout.cells)):
        if layout.kinds[start] == SUN_KIND:
            continue
        for colour in range(3):
            pv = preview(layout, DISCS, start, colour)
            assert pv.path == _game_path(layout, start, colour)
            assert [s.dst for s in pv.steps] == list(pv.path)
            if pv.steps:
                assert pv.steps[0].src == start
            for a, b in zip(pv.steps, pv.steps[1:]):
                assert a.dst == b.src
            # R11: a hop goes to the neighbour the engine's table names
            for s in pv.steps:
                assert layout.neighbours[s.src][s.direction] == s.dst
            if pv.end == "sun":
                assert pv.path[-1] == layout.sun
            if pv.end == "wall":
                assert pv.blocked_at == layout.sun
            if pv.end == "revisit":
                assert pv.blocked_at == start or pv.blocked_at in pv.path


def test_r11_r21_preview_matches_the_engine_on_the_builtin_layouts():
    for key in ("standard", "alt1", "alt2"):
        _check_layout(builtin_layout(key))


cells = st.sets(st.tuples(st.integers(0, 6), st.integers(0, 6)), min_size=2, max_size=16)


@settings(max_examples=120, deadline=None)
@given(cells, st.randoms(use_true_random=False))
def test_r11_preview_matches_the_engine_on_random_layouts(cell_set, rnd):
    cell_list = sorted(cell_set)
    rnd.shuffle(cell_list)
    kinds = ["sun", "earth"] + ["planet"] * (len(cell_list) - 2)
    layout = Layout.build("random", [(r, c, k) for (r, c), k in zip(cell_list, kinds)])
    _check_layout(layout)


def test_r11_wrap_around_and_gaps_are_reported():
    # one row: planet, gap, gap, Earth, planet; the sun elsewhere
    layout = Layout.build("line", [(0, 0, "planet"), (0, 3, "earth"), (0, 4, "planet"),
                                   (2, 2, "sun")])
    earth = layout.earth
    faces = preview_faces(layout)
    checked = 0
    for c in range(3):
        pv = preview(layout, DISCS, earth, c)
        side = DISCS.planet(1).rockets[c].side
        if side == 1:  # east: the planet next door
            assert layout.cells[pv.steps[0].dst] == (0, 4) and not pv.steps[0].wraps
            checked += 1
        elif side == 3:  # west: over two gaps to (0,0), no wrap
            first = pv.steps[0]
            assert layout.cells[first.dst] == (0, 0) and first.gaps == 2 and not first.wraps
            checked += 1
    # from (0,0) going west wraps to the far end of the row, (0,4)
    start = layout.index[(0, 0)]
    for c in range(3):
        if DISCS.planet(faces[start]).rockets[c].side == 3:
            pv = preview(layout, DISCS, start, c)
            assert layout.cells[pv.steps[0].dst] == (0, 4) and pv.steps[0].wraps
            checked += 1
    assert checked >= 2  # the default disc set has rockets pointing these ways


def test_preview_in_the_window_shows_the_engine_path(layout_window, mouse, cell_centre):
    win = layout_window
    win.open_builtin("standard")
    win.tool_actions["path"].trigger()
    layout, pv = win.preview_result  # starts at Earth
    assert pv.start == layout.earth
    assert pv.path == _game_path(layout, layout.earth, 0)
    # pick another disc with the mouse and another colour
    mouse(win.view).click(cell_centre((3, 1)))
    win.panel.colour_box.setCurrentIndex(2)
    layout, pv = win.preview_result
    assert pv.start == layout.index[(3, 1)]
    assert pv.path == _game_path(layout, pv.start, 2)
    assert win.scene.overlay.boundingRect().isValid()
    marks = [text for _pt, text in win.scene.overlay._marks]
    assert marks.count("↻") == sum(1 for st_ in pv.steps if st_.wraps)  # wrap-arounds shown
    assert [m for m in marks if m.isdigit()] == [str(k + 1) for k in range(len(pv.path))]
    assert "The piece can stop on" in win.panel.preview_label.text()
    # the discs show the planet dealt to them for the preview
    assert win.scene.items_by_cell[(0, 1)].face == 2
    # leaving the tool removes the preview
    win.tool_actions["select"].trigger()
    assert win.scene.items_by_cell[(0, 1)].face == 0
    assert win.preview_result is None


def test_preview_needs_a_playable_layout(layout_window):
    win = layout_window
    win.scene.place((0, 0), "earth")
    win.tool_actions["path"].trigger()
    assert win.preview_result is None
    assert "Fix the layout first" in win.panel.preview_label.text()
    win.scene.place((0, 2), "sun")
    assert win.preview_result is not None  # follows the edit live


def test_preview_with_another_disc_set(layout_window, tmp_path):
    from zuendstoff.engine.discs import DiscSet

    data = DISCS.to_json()
    for p in data["planets"]:
        p["rockets"]["red"]["side"], p["rockets"]["blue"]["side"] = \
            p["rockets"]["blue"]["side"], p["rockets"]["red"]["side"]
    other = DiscSet.from_json(data, "x", "Swapped")
    path = tmp_path / "swapped.zdiscs"
    other.save(str(path))
    win = layout_window
    win.open_builtin("standard")
    win.tool_actions["path"].trigger()
    assert win.load_preview_discs(str(path))
    layout, pv = win.preview_result
    assert win.panel.discs_label.text() == "Swapped"
    assert pv == preview(layout, other, layout.earth, 0)


def test_preview_refuses_a_bad_disc_set_with_one_message(layout_window, tmp_path, messages):
    bad = tmp_path / "bad.zdiscs"
    bad.write_text("{\"format\": \"zuendstoff-discs\"")
    win = layout_window
    assert not win.load_preview_discs(str(bad))
    assert len(messages) == 1 and str(bad) in messages[0][1]
    assert win.discs is not None and win.panel.discs_label.text() == "Zündstoff default"
