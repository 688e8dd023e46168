"""Keyboard mnemonics (the underlined letters, Alt+letter) are unambiguous in both languages.

For every window with a menu bar (the game window on the empty table and during a game,
the layout and disc-set editors, the replay viewer) and for the history dialog:

* no two entries of one menu (and no two titles of the menu bar) share a letter: Alt+S
  would otherwise only move between them instead of opening the one asked for;
* no widget of the window that takes Alt+letter (a button, a tab, a label with a buddy,
  a group box's title) shares its letter with a title of the menu bar — Qt then gives the
  shortcut to the widget (German "&Spielen lernen …" took Alt+S from the "&Spiel" menu) —
  nor with another such widget that is visible at the same time.
"""

from __future__ import annotations

from collections import defaultdict

import pytest
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMenu, QMenuBar, QTabBar, QWidget
from zuendstoff import i18n

LANGUAGES = ["en", "de"]


def mnemonic(text: str) -> str | None:
    """The letter after the first single ``&`` of ``text`` (lower case), or None."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] == "&":
                i += 2
                continue
            return text[i + 1].lower()
        i += 1
    return None


def clashes(entries) -> list:
    """[(letter, [texts])] of letters that more than one entry has."""
    by_letter = defaultdict(list)
    for text in entries:
        letter = mnemonic(text)
        if letter is not None:
            by_letter[letter].append(text)
    return [(letter, texts) for letter, texts in sorted(by_letter.items()) if len(texts) > 1]


def menu_clashes(menu: QMenu, where: str) -> list:
    menu.aboutToShow.emit()  # menus filled on demand
    actions = [a for a in menu.actions() if not a.isSeparator() and a.isVisible()]
    found = [(where, c) for c in clashes(a.text() for a in actions)]
    for a in actions:
        if a.menu() is not None:
            found += menu_clashes(a.menu(), f"{where} ▸ {a.text()}")
    return found


def bar_titles(window) -> list[str]:
    return [a.text() for a in window.menuBar().actions() if a.isVisible()]


def all_menu_clashes(window) -> list:
    found = [("menu bar", c) for c in clashes(bar_titles(window))]
    for a in window.menuBar().actions():
        if a.menu() is not None:
            found += menu_clashes(a.menu(), a.text())
    return found


def widget_texts(window, visible_only: bool) -> list[str]:
    """Texts of the widgets in ``window`` that react to Alt+letter (menus aside)."""
    out = []
    for w in window.findChildren(QWidget):
        if isinstance(w, (QMenu, QMenuBar)) or any(
                isinstance(p, (QMenu, QMenuBar)) for p in _ancestors(w)):
            continue
        if visible_only and not w.isVisible():
            continue
        if isinstance(w, QAbstractButton):
            out.append(w.text())
        elif isinstance(w, QLabel) and w.buddy() is not None:
            out.append(w.text())
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QTabBar):
            out += [w.tabText(i) for i in range(w.count()) if w.isTabVisible(i)]
    return [t for t in out if mnemonic(t) is not None]


def _ancestors(w):
    p = w.parentWidget()
    while p is not None:
        yield p
        p = p.parentWidget()


def widget_clashes(window) -> list:
    """Widgets (shown or not) whose letter is a menu-bar title's, and visible widgets that
    share a letter among themselves."""
    titles = {mnemonic(t): t for t in bar_titles(window) if mnemonic(t)}
    found = [("widget vs menu bar", (titles[mnemonic(t)], t))
             for t in widget_texts(window, visible_only=False) if mnemonic(t) in titles]
    found += [("widgets", c) for c in clashes(widget_texts(window, visible_only=True))]
    return found


@pytest.fixture(params=LANGUAGES)
def lang(request, qapp):
    i18n.install(request.param)
    return request.param


def _check(window) -> None:
    window.show()
    problems = all_menu_clashes(window) + widget_clashes(window)
    assert not problems, problems


def test_the_empty_table_and_its_menus(lang, make_window):
    window = make_window()
    assert not window.has_game and window.pages.currentWidget() is window.no_game
    assert widget_texts(window, visible_only=True)  # the page's buttons were seen
    _check(window)


def test_the_game_window_during_a_game(lang, make_window):
    from helpers import new_game
    game, seats = new_game(n_humans=2, bots=("greedy",))
    _check(make_window(game, seats))


def test_the_layout_editor(lang, layout_window_fresh):
    _check(layout_window_fresh)


def test_the_disc_set_editor(lang, discset_window_fresh):
    window = discset_window_fresh
    _check(window)
    window.duplicate()  # editable: the panel's fields are shown
    _check(window)


def test_the_replay_viewer(lang, qtbot):
    from helpers import new_game
    from zuendstoff.ui.replay.viewer import ReplayWindow
    game, _seats = new_game()
    viewer = ReplayWindow(game, "test.zrec", animation_speed=0)
    qtbot.addWidget(viewer)
    _check(viewer)


def test_the_history_dialog(lang, qtbot, settings):
    from zuendstoff.ui.replay.history_dialog import HistoryDialog
    dialog = HistoryDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert widget_texts(dialog, visible_only=True)
    assert not clashes(widget_texts(dialog, visible_only=True))


def _editor(qtbot, cls):
    window = cls()  # made after the language is installed: its texts are in it
    yield window
    window.stack.setClean()  # closed without asking to save
    window.setWindowModified(False)
    window.close()
    window.deleteLater()


@pytest.fixture
def layout_window_fresh(qtbot, lang, settings):
    from zuendstoff.ui.editor.layout_editor import LayoutEditorWindow
    yield from _editor(qtbot, LayoutEditorWindow)


@pytest.fixture
def discset_window_fresh(qtbot, lang, settings):
    from zuendstoff.ui.editor.discset_editor import DiscSetEditorWindow
    yield from _editor(qtbot, DiscSetEditorWindow)


def test_mnemonic_reads_the_letter():
    assert mnemonic("Ö&ffnen …") == "f"
    assert mnemonic("Save &as…") == "a"
    assert mnemonic("Tom && Jerry") is None
    assert mnemonic("&&x &Y") == "y"
