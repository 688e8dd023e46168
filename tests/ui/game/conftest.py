"""Fixtures for the game-window tests: a window over the real board scene, user folders
in tmp_path, at the pace the test chose by name: ``zero_pace`` (animations off, computer
seats without a thinking delay, no table moments' wait) or ``real_pace`` (the app's
defaults); see tests/pace.py. A module whose tests do not care says so with
``pytestmark = pytest.mark.usefixtures("zero_pace")``."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))



def _factories():
    """The real board scene and view; the stand-in only if asked for or not importable."""
    if os.environ.get("ZUENDSTOFF_STANDIN_SCENE") != "1":
        try:
            from zuendstoff.ui.board.scene import BoardScene
            from zuendstoff.ui.board.view import BoardView
            return BoardScene, BoardView
        except ImportError:
            pass
    from standin_scene import StandInScene, make_view
    return StandInScene, make_view


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("ZUENDSTOFF_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def settings(home, pace):
    from zuendstoff.settings import Settings
    s = Settings(str(home / "test.ini"))
    # at zero pace, table moments and forced moves have tests of their own
    # (test_table_moments.py): the game goes on at once and asks every decision
    pace.apply(s)
    s.lesson_offered = True  # the first-start offer of the guided game has its own test
    return s


@pytest.fixture
def make_window(qtbot, settings, pace):
    from zuendstoff.ui.game.window import MainWindow
    scene_factory, view_factory = _factories()
    made = []

    def make(game=None, seats=None, casual=False):
        settings.casual = casual
        window = MainWindow(settings=settings, game=game, seats=seats,
                            scene_factory=scene_factory, view_factory=view_factory,
                            bot_delay_ms=pace.bot_delay_ms, bot_seed=0)
        window.scene.set_animation_speed(pace.animation_speed)
        qtbot.addWidget(window)
        window.resize(1400, 900)
        window.show()
        made.append(window)
        return window

    yield make
    for window in made:  # no thinking thread outlives its test (closing may not have run)
        window.runner.shutdown()
        window.hints.shutdown()
