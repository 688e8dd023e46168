"""Fixtures for the language tests: user folders in tmp_path, animations off, and the
app's translators put back to English after every test (they are global to the app)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parent.parent / "game"))  # helpers.py: driving a game


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    from zuendstoff import i18n
    i18n.install("en")
    yield
    i18n.uninstall()  # as other tests expect: no translator at all


@pytest.fixture
def settings(tmp_path, monkeypatch, zero_pace):
    monkeypatch.setenv("ZUENDSTOFF_HOME", str(tmp_path / "home"))
    from zuendstoff.settings import Settings
    s = Settings(str(tmp_path / "home" / "test.ini"))
    # these tests do not care about a person's pace (tests/pace.py): table moments and
    # forced moves have tests of their own (test_table_moments.py); here the game goes on
    # at once and asks every decision
    zero_pace.apply(s)
    return s


@pytest.fixture
def make_window(qtbot, settings):
    from zuendstoff.ui.game.window import MainWindow

    def make(game=None, seats=None):
        window = MainWindow(settings=settings, game=game, seats=seats, bot_delay_ms=0,
                            bot_seed=0)
        window.scene.set_animation_speed(0)
        window.resize(1400, 900)
        window.show()
        return window
    yield make
    close_all()  # a switch keeps the windows: every one made (and what it opened) goes now


def close_all():
    """Close every window, its editors' changes taken as saved (nothing asks)."""
    import shiboken6
    from PySide6.QtGui import QUndoStack
    from PySide6.QtWidgets import QApplication
    windows = [w for w in QApplication.topLevelWidgets() if shiboken6.isValid(w)]
    for w in windows:  # first all clean: closing the game window closes its editors too
        if isinstance(getattr(w, "stack", None), QUndoStack):
            w.stack.setClean()  # an editor would ask whether to save its changes
    for w in windows:
        if shiboken6.isValid(w):
            w.close()
            w.deleteLater()
    QApplication.processEvents()
