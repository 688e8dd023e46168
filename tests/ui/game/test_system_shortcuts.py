"""Shortcuts per system: none that macOS keeps for itself (Qt writes Cmd as Ctrl there: Ctrl+H
is Cmd+H, "Hide"), none used twice, and a Quit key on Windows, which has no standard one."""

from __future__ import annotations

import pytest
from helpers import new_game
from PySide6.QtGui import QAction, QKeySequence
from zuendstoff.ui import shortcuts

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _keys(window) -> dict[str, list[str]]:
    """Each key and the actions it triggers. An action that only stands in for another
    while that one is greyed out (the Undo key saying why Undo cannot be made) counts as that
    action, and is never enabled together with it."""
    keys: dict[str, list[str]] = {}
    for action in window.findChildren(QAction):
        counted = action.property("standsInFor") or action
        if counted is not action:
            assert not (action.isEnabled() and counted.isEnabled()), action.shortcuts()
        for seq in action.shortcuts():
            text = seq.toString(QKeySequence.SequenceFormat.PortableText)
            keys.setdefault(text, []).append(counted.text())
    return keys


@pytest.mark.parametrize("platform", ["darwin", "win32", "linux"])
def test_the_game_windows_shortcuts_suit_the_system(platform, qtbot, make_window, monkeypatch):
    monkeypatch.setattr(shortcuts, "PLATFORM", platform)
    window = make_window(*new_game(seed=3))
    keys = _keys(window)
    twice = {k: v for k, v in keys.items() if len(set(v)) > 1}
    assert twice == {}
    if platform == "darwin":
        assert set(keys) & shortcuts.MACOS_RESERVED == set(), keys
    quit_keys = [k for k, v in keys.items() if any(t.replace("&", "") == "Quit" for t in v)]
    assert quit_keys == ["Ctrl+Q"]  # on Windows too (Qt's standard Quit key is none there)
    history = [k for k, v in keys.items() if any("History" in t for t in v)]
    assert history == (["Ctrl+Y"] if platform == "darwin" else ["Ctrl+H"])


def test_the_application_menu_of_macos_gets_settings_about_and_quit_and_nothing_else(
        qtbot, make_window):
    """Which entries macOS moves into the application menu is said, not guessed from their
    (translated) text: German "Einstellungen" would stay where it is, and an entry whose text
    happened to say "options" would move."""
    window = make_window(*new_game(seed=3))
    roles = {}
    for action in window.menuBar().findChildren(QAction) + window.findChildren(QAction):
        if action.menuRole() not in (QAction.MenuRole.NoRole, QAction.MenuRole.TextHeuristicRole):
            roles[action.text().replace("&", "")] = action.menuRole()
    assert roles == {"Settings…": QAction.MenuRole.PreferencesRole,
                     "About Zündstoff": QAction.MenuRole.AboutRole,
                     "Quit": QAction.MenuRole.QuitRole}
    menu_actions = [a for m in window.menuBar().actions() if m.menu()
                    for a in m.menu().actions() if not a.isSeparator() and not a.menu()]
    assert all(a.menuRole() is not QAction.MenuRole.TextHeuristicRole for a in menu_actions
               if a.text().replace("&", "") not in ("Undo", "Redo"))
