"""Every interactive widget tells a screen reader what it is: a non-empty accessible name
(set with setAccessibleName, or the visible text/buddy label Qt uses), read back through
QAccessible exactly as assistive technology reads it."""

from __future__ import annotations

from helpers import new_game, settle
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGraphicsView,
    QLineEdit,
    QToolBar,
    QWidget,
)

INTERACTIVE = (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox, QLineEdit,
               QAbstractSlider, QGraphicsView)


def accessible_name(widget: QWidget) -> str:
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None and iface.isValid(), widget
    return iface.text(QAccessible.Text.Name).strip()


def nameless(root: QWidget) -> list[str]:
    """The interactive widgets under ``root`` (shown ones) whose accessible name is empty."""
    QApplication.processEvents()
    missing = []
    widgets = [root] + root.findChildren(QWidget)
    for w in widgets:
        if not isinstance(w, INTERACTIVE) or not w.isVisibleTo(root):
            continue
        if w.focusPolicy() == Qt.FocusPolicy.NoFocus and not isinstance(w, QAbstractButton):
            continue  # e.g. a scroll bar: not a control of its own
        if isinstance(w.parent(), (QComboBox, QAbstractSpinBox)):
            continue  # the line edit inside a combo or spin box: the outer widget is named
        if isinstance(w.parent(), QToolBar) and w.objectName() == "qt_toolbar_ext_button":
            continue
        if not accessible_name(w):
            missing.append(f"{type(w).__name__} {w.objectName()!r} in "
                           f"{type(w.parent()).__name__}")
    return missing


def checked(root: QWidget) -> int:
    return sum(1 for w in [root] + root.findChildren(QWidget)
               if isinstance(w, INTERACTIVE) and w.isVisibleTo(root))


def test_main_window_in_every_phase_names_its_controls(qtbot, make_window):
    from zuendstoff.engine import Phase
    from zuendstoff.engine.bots import make_bot
    # seed 20: a whole game of 85 steps for the person that passes through every phase,
    # a pick of two colours (R19) included (seed 9 looped for all of its 400 steps)
    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=20)
    window = make_window(game, kinds)
    brain = make_bot("greedy", 1)
    phases = set()
    for _ in range(200):
        settle(qtbot, window)
        game = window.model.game
        assert nameless(window) == [], game.phase
        assert checked(window) >= 4
        phases.add(game.phase.name)
        if game.is_over:
            break
        seat = game.pending_seats()[0]
        window.flow.decide(brain.decide(game.view(seat)))
    assert game.is_over
    assert {p.name for p in Phase} == phases, phases


def test_privacy_screen_names_its_button(qtbot, make_window):
    game, kinds = new_game(n_humans=2, bots=(), seed=9)
    window = make_window(game, kinds)
    settle(qtbot, window)
    assert window.privacy.isVisible()
    assert nameless(window) == [] and accessible_name(window.privacy.button)


def test_new_game_and_settings_dialogs_name_their_controls(qtbot, make_window):
    game, kinds = new_game()
    window = make_window(game, kinds)
    dialog = window.new_game()
    qtbot.waitUntil(dialog.isVisible)
    assert checked(dialog) >= 8
    assert nameless(dialog) == []
    dialog.reject()
    window.open_settings()
    settings_dialog = window.settings_dialog
    qtbot.waitUntil(settings_dialog.isVisible)
    assert checked(settings_dialog) >= 6
    assert nameless(settings_dialog) == []
    settings_dialog.reject()


def test_both_editors_name_their_controls(qtbot, make_window):
    game, kinds = new_game()
    window = make_window(game, kinds)
    for module, cls in (("layout_editor", "LayoutEditorWindow"),
                        ("discset_editor", "DiscSetEditorWindow")):
        editor = window.open_editor(module, cls)
        qtbot.addWidget(editor)
        qtbot.waitUntil(editor.isVisible)
        assert checked(editor) >= 5, module
        assert nameless(editor) == [], module
        editor.close()


def test_every_other_dialog_and_window_names_its_controls(qtbot, make_window):
    """The game-over dialog, the rules help, the history, a replay viewer and the guided
    game: every shown control has a name a screen reader says (audit, issue 15)."""
    from zuendstoff.ui.dialogs.game_over import GameOverDialog
    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=9)
    window = make_window(game, kinds)
    settle(qtbot, window)
    over = GameOverDialog(window.model.game, window)
    qtbot.addWidget(over)
    over.show()
    assert checked(over) >= 1 and nameless(over) == []
    over.reject()
    window.show_rules()
    rules = window.rules_dialog
    qtbot.waitUntil(rules.isVisible)
    assert checked(rules) >= 1 and nameless(rules) == []
    rules.close()
    history = window.replays.show_history()
    qtbot.waitUntil(history.isVisible)
    assert checked(history) >= 1 and nameless(history) == []
    history.close()
    viewer = window.replays.replay_current()
    qtbot.addWidget(viewer)
    qtbot.waitUntil(viewer.isVisible)
    assert checked(viewer) >= 3 and nameless(viewer) == []
    viewer.close()
    lesson = window.learn(restart=True)
    qtbot.addWidget(lesson)
    qtbot.waitUntil(lesson.isVisible)
    settle(qtbot, lesson)
    assert checked(lesson) >= 4 and nameless(lesson) == []
    lesson.runner.shutdown()
    lesson.close()
