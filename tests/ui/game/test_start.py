"""The start: the window is on the screen with its sky before its parts are built."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtGui import QColor, QPalette

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def test_a_deferred_window_shows_the_sky_until_it_is_built(qtbot, settings):
    from zuendstoff.ui.game.backdrop import Backdrop
    from zuendstoff.ui.game.window import MainWindow

    window = MainWindow(settings=settings, deferred=True, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    assert isinstance(window.centralWidget(), Backdrop)
    assert not window.built and not hasattr(window, "model")
    assert window.menuBar().actions() == []  # the menus come with the parts
    window.build()
    assert window.built
    assert window.centralWidget() is window.pages
    assert window.model.game.players  # the default game, from the last seats
    assert window.menuBar().actions()
    window.build()  # once only
    assert window.centralWidget() is window.pages


def test_a_short_window_built_after_it_was_shown_gets_the_compact_hand(qtbot, settings):
    from zuendstoff.ui.game.hand import CardDelegate
    from zuendstoff.ui.game.window import MainWindow

    window = MainWindow(settings=settings, deferred=True, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(760, 560)  # offscreen screens are small: a short window
    window.show()
    qtbot.wait(10)
    window.build()  # no resize event comes after this one
    assert window.hand.view.delegate.size == CardDelegate.COMPACT


def test_a_window_closed_before_it_was_built_keeps_its_place(qtbot, settings):
    from zuendstoff.ui.game.window import MainWindow

    window = MainWindow(settings=settings, deferred=True)
    qtbot.addWidget(window)
    window.show()
    window.resize(700, 500)
    qtbot.wait(10)
    assert window.close()
    reopened = MainWindow(settings=settings, deferred=True)
    qtbot.addWidget(reopened)
    assert (reopened.width(), reopened.height()) == (700, 500)


def test_the_backdrop_is_the_boards_sky():
    from zuendstoff.ui.board import art
    from zuendstoff.ui.game.backdrop import SKY, Backdrop

    sky = QColor(SKY)
    for channel in ("red", "green", "blue"):
        low, high = sorted((getattr(art.SPACE_TOP, channel)(), getattr(art.SPACE_BOTTOM, channel)()))
        assert low <= getattr(sky, channel)() <= high
    assert Backdrop().palette().color(QPalette.ColorRole.Window) == sky


def test_the_window_module_imports_no_game_parts():
    """What the first frame needs stays small: the engine, documents and board come later."""
    code = ("import sys, zuendstoff.ui.game.window, zuendstoff.ui.game.backdrop, zuendstoff.i18n; "
            "print(sorted(m for m in sys.modules if m.startswith(('zuendstoff.engine', "
            "'zuendstoff.document', 'zuendstoff.ui.board', 'zuendstoff.ui.game.assemble'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
