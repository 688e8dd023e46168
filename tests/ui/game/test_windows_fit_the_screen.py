"""Every window opens within the screen's available area (issue 32 item 4, issue 31 item 5):
the replay viewer (1280×820) on a 1000-px-high screen and on the small test screen, the
editors, the history; and the guided game opens exactly over the game window."""

from __future__ import annotations

import pytest
from helpers import new_game, settle
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QApplication, QWidget
from zuendstoff import resources
from zuendstoff.sim import play_game
from zuendstoff.ui import screen_fit

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _finished():
    return play_game(resources.default_discs(), resources.builtin_layout("standard"),
                     ["medium"] * 3, "fit")


def _within(window, area: QRect) -> bool:
    """The window and its frame inside ``area`` (the frame estimated before it is shown)."""
    return area.contains(window.geometry().marginsAdded(screen_fit.FRAME))


@pytest.fixture
def screen_1000(monkeypatch):
    """A 1600×1000 screen whose panel takes the top 30 px."""
    area = QRect(0, 30, 1600, 970)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget=None: QRect(area))
    return area


def test_the_replay_viewer_opens_within_a_1000_px_high_screen(qtbot, make_window, screen_1000):
    from zuendstoff.ui.replay.viewer import ReplayWindow
    main = make_window(*new_game(n_humans=2, bots=(), seed=1))
    main.setGeometry(200, 150, 1300, 840)  # low on the screen: centred over it, it would spill
    viewer = ReplayWindow(_finished(), "fit.zrec", main, animation_speed=0)
    qtbot.addWidget(viewer)
    assert _within(viewer, screen_1000), viewer.geometry()
    assert viewer.size() == QSize(1280, 820)  # it fits, so it keeps the size it wants


def test_windows_shrink_to_a_small_screen(qtbot, make_window):
    """On the test platform's real screen (800×800): every window of ours fits in it."""
    from zuendstoff.ui.editor.discset_editor import DiscSetEditorWindow
    from zuendstoff.ui.editor.layout_editor import LayoutEditorWindow
    from zuendstoff.ui.replay.history_dialog import HistoryDialog
    from zuendstoff.ui.replay.viewer import ReplayWindow
    area = QApplication.primaryScreen().availableGeometry()
    assert area.height() < 820  # the screen is smaller than the viewer would like
    main = make_window(*new_game(n_humans=2, bots=(), seed=1))
    windows = [ReplayWindow(_finished(), "fit.zrec", main, animation_speed=0),
               DiscSetEditorWindow(main), LayoutEditorWindow(main), HistoryDialog(main),
               ReplayWindow(_finished(), "alone.zrec", None, animation_speed=0)]
    for window in windows:
        qtbot.addWidget(window)
        window.show()
        QApplication.processEvents()
        frame = window.frameGeometry()
        assert area.contains(frame) or _within(window, area), (type(window).__name__, frame, area)


def _every_window(main):
    """One of each window and dialog that asks for a size of its own (the game window
    places itself: see test_window_width.py)."""
    from zuendstoff.ui.dialogs.manual import ManualDialog
    from zuendstoff.ui.dialogs.rules_help import RulesHelpDialog
    from zuendstoff.ui.editor.discset_editor import DiscSetEditorWindow
    from zuendstoff.ui.editor.layout_editor import LayoutEditorWindow
    from zuendstoff.ui.editor.playtest_window import PlaytestWindow
    from zuendstoff.ui.replay.history_dialog import HistoryDialog
    from zuendstoff.ui.replay.viewer import ReplayWindow
    return [LayoutEditorWindow(main), LayoutEditorWindow(), DiscSetEditorWindow(main),
            PlaytestWindow(resources.builtin_layout("standard"), "standard", parent=main),
            HistoryDialog(main), ReplayWindow(_finished(), "fit.zrec", main, animation_speed=0),
            RulesHelpDialog(main), ManualDialog(main)]


@pytest.mark.parametrize("area", [QRect(0, 0, 1280, 720), QRect(0, 0, 1024, 600),
                                  QRect(0, 0, 800, 600), QRect(0, 40, 800, 560)],
                         ids=["1280x720", "1024x600", "800x600", "800x600-panel"])
def test_every_window_opens_within_a_small_screen(qtbot, make_window, monkeypatch, area):
    """Each window's size is clamped to the available area and its place is inside it, and
    its smallest size (what its contents need) fits there too: it can be as small as the
    screen, its contents scroll or shrink."""
    monkeypatch.setattr(screen_fit, "available_area", lambda widget=None: QRect(area))
    main = make_window(*new_game(n_humans=2, bots=(), seed=1))
    room = area.marginsRemoved(screen_fit.FRAME)
    for window in _every_window(main):
        qtbot.addWidget(window)
        name = type(window).__name__
        assert _within(window, area), (name, window.geometry(), area)
        window.show()
        QApplication.processEvents()
        assert _within(window, area), (name, window.geometry(), area)
        least = window.minimumSizeHint().expandedTo(window.minimumSize())
        assert least.width() <= room.width() and least.height() <= room.height(), (name, least)


def test_the_helper_keeps_the_size_that_fits_and_slides_the_window_in(qtbot, screen_1000):
    window = QWidget()
    qtbot.addWidget(window)
    got = screen_fit.fit_on_screen(window, QSize(900, 600))
    assert got.size() == QSize(900, 600) and _within(window, screen_1000)
    got = screen_fit.fit_on_screen(window, QSize(2000, 1200))  # too big: as big as there is room
    assert _within(window, screen_1000)
    assert got.height() == screen_1000.height() - screen_fit.FRAME.top() - screen_fit.FRAME.bottom()


def test_the_guided_game_opens_exactly_over_the_game_window(qtbot, make_window, home):
    main = make_window(*new_game(n_humans=2, bots=(), seed=1))
    settle(qtbot, main)
    main.setGeometry(20, 45, 760, 700)  # within the test screen (800×800)
    QApplication.processEvents()
    lw = main.learn(restart=True)
    qtbot.addWidget(lw)
    assert lw.isVisible()
    assert lw.geometry() == main.geometry(), (lw.geometry(), main.geometry())


def test_the_guided_game_over_a_maximized_game_window_is_maximized(qtbot, make_window, home):
    main = make_window(*new_game(n_humans=2, bots=(), seed=1))
    settle(qtbot, main)
    main.showMaximized()
    QApplication.processEvents()
    lw = main.learn(restart=True)
    qtbot.addWidget(lw)
    assert lw.isMaximized()


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_new_game_dialog_fits_an_800_px_wide_screen(qtbot, settings, language):
    """Its long check boxes break into lines (in German one was 765 px wide on its own);
    a screen reader still gets each one's text in one piece."""
    from zuendstoff import i18n
    from zuendstoff.ui.dialogs.new_game import NewGameDialog
    i18n.install(language)
    try:
        dialog = NewGameDialog(None, settings)
        qtbot.addWidget(dialog)
        dialog.show()
        QApplication.processEvents()
        room = QRect(0, 0, 800, 600).marginsRemoved(screen_fit.FRAME)
        least = dialog.minimumSizeHint()
        assert least.width() <= room.width() and least.height() <= room.height(), least
        for box in (dialog.casual, dialog.hints):
            assert "\n" not in box.accessibleName()
            assert box.accessibleName().split() == box.text().split()
    finally:
        i18n.uninstall()


@pytest.mark.parametrize("area", [QRect(0, 0, 1280, 720), QRect(0, 0, 1024, 600),
                                  QRect(0, 40, 800, 560)], ids=["1280x720", "1024x600", "800x600-panel"])
def test_the_game_window_opens_within_a_small_screen(qtbot, settings, monkeypatch, area):
    """The game window at its first start (no size kept) lies inside the screen, and with a
    person's hand beside the board it asks for no more than the screen: its smallest size
    fits, the hand scrolling when the screen is very low."""
    from zuendstoff.ui.game.window import MainWindow
    monkeypatch.setattr(screen_fit, "available_area", lambda widget=None: QRect(area))
    window = MainWindow(settings=settings, game=new_game(n_humans=1, bots=("greedy",), seed=3)[0],
                        seats=new_game(n_humans=1, bots=("greedy",), seed=3)[1], bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    QApplication.processEvents()
    assert window.hand.isVisible()
    room = area.marginsRemoved(screen_fit.FRAME)
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    assert least.width() <= room.width() and least.height() <= room.height(), least
    assert _within(window, area), (window.geometry(), area)
    window.runner.shutdown()
