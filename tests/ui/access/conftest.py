"""Accessibility tests: colour vision, keyboard, accessible names, scaling, sound.

The game-window helpers (tests/ui/game/helpers.py) are reused; user folders go to tmp_path,
sound never touches a device (ZUENDSTOFF_NO_SOUND=1), the palette is reset after each test.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "game"))



@pytest.fixture(autouse=True)
def quiet_home(tmp_path, monkeypatch):
    monkeypatch.setenv("ZUENDSTOFF_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("ZUENDSTOFF_NO_SOUND", "1")
    yield tmp_path / "home"
    from zuendstoff.ui import palette
    palette.set_current("default")


@pytest.fixture
def settings(quiet_home, zero_pace):
    from zuendstoff.settings import Settings
    s = Settings(str(quiet_home / "test.ini"))
    # these tests do not care about a person's pace (tests/pace.py): table moments and
    # forced moves have tests of their own (test_table_moments.py); here the game goes on
    # at once and asks every decision
    zero_pace.apply(s)
    s.lesson_offered = True
    return s


@pytest.fixture
def make_window(qtbot, settings):
    from zuendstoff.ui.game.window import MainWindow
    made = []

    def make(game=None, seats=None, size=(1400, 900)):
        window = MainWindow(settings=settings, game=game, seats=seats, bot_delay_ms=0,
                            bot_seed=0)
        window.scene.set_animation_speed(0)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        made.append(window)
        return window

    yield make
    for window in made:  # no thinking thread outlives its test (closing may not have run)
        window.runner.shutdown()
        window.hints.shutdown()
