"""The replay window's title (issue 42, item 11): it names the game by its players, never by
the file name the app gave a game it kept in the history, and says the round the "Go to
round" box shows (the title said "Runde 3" where the box said "Runde 4")."""

from __future__ import annotations

import os

import pytest
from helpers import new_game, settle
from zuendstoff import history, resources
from zuendstoff.sim import play_game
from zuendstoff.ui.replay.viewer import ReplayWindow

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def test_the_titles_round_is_the_round_box_at_every_step(qtbot):
    game = play_game(resources.default_discs(), resources.builtin_layout("standard"),
                     ["medium"] * 3, "title")
    viewer = ReplayWindow(game, None, animation_speed=0)
    qtbot.addWidget(viewer)
    viewer.show()
    differ = []
    for k in range(len(viewer.steps) + 1):
        viewer.go(k)
        box = viewer.round_spin.value()
        if not viewer.windowTitle().endswith(f"round {box}"):
            differ.append((k, viewer.windowTitle(), box))
    assert len(viewer.steps) > 20 and not differ, differ[:5]


def test_a_kept_game_is_named_by_its_players_not_its_file(qtbot, make_window, home):
    window = make_window(*new_game(n_humans=1, bots=("greedy",)))
    settle(qtbot, window)
    game = play_game(resources.default_discs(), resources.builtin_layout("standard"),
                     ["medium"] * 3, "kept title")
    path = history.keep(game)
    assert path is not None
    viewer = window.replays.open_path(str(path))
    qtbot.addWidget(viewer)
    title = viewer.windowTitle()
    assert os.path.basename(path) not in title and os.path.splitext(path.name)[0] not in title
    assert all(p.name in title for p in game.players), title
    # a file the person chose and named stays named so
    mine = home / "Freitagabend.zrec"
    mine.write_bytes(path.read_bytes())
    chosen = window.replays.open_path(str(mine))
    qtbot.addWidget(chosen)
    assert "Freitagabend" in chosen.windowTitle()
