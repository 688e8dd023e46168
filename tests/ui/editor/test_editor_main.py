"""The editors started on their own (their ``main()``) speak the game's language.

``python3 -m zuendstoff.ui.editor.layout_editor standard`` and the disc-set editor's
``main`` install the app's translations as the game does (the settings' language, else the
system's): German when German is chosen, and in English the plural forms ("0 slots left",
not the source text "0 slot(s) left"), which come from the English catalogue.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from zuendstoff import i18n


@pytest.fixture
def started(monkeypatch, qapp):
    """Run an editor's ``main(argv)`` without its event loop; returns its window."""
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    opened = []

    def start(main, argv, cls):
        before = set(QApplication.topLevelWidgets())
        assert main(argv) == 0
        new = [w for w in QApplication.topLevelWidgets() if w not in before and isinstance(w, cls)]
        assert len(new) == 1
        opened.append(new[0])
        return new[0]
    yield start
    for win in opened:
        win.stack.setClean()
        win.setWindowModified(False)
        win.close()
        win.deleteLater()
    i18n.uninstall()  # as the other tests expect: no translator at all
    QApplication.processEvents()


def _choose(language: str) -> None:
    from zuendstoff.settings import Settings
    Settings().language = language  # the settings file of this test's ZUENDSTOFF_HOME


def _labels(win) -> str:
    return "\n".join(label.text() for label in win.findChildren(QLabel))


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_layout_editor_alone_speaks_the_settings_language(started, language):
    from zuendstoff.ui.editor import layout_editor
    _choose(language)
    win = started(layout_editor.main, ["layout_editor", "standard", "--preview"],
                  layout_editor.LayoutEditorWindow)
    assert i18n.current() == language
    texts = _labels(win)
    assert "(s)" not in texts, texts  # plural forms, not the source texts
    title = win.menuBar().actions()[0].text()
    if language == "de":
        assert title == "&Datei"
        assert "14 gesetzt, noch 0 Plätze frei" in texts
        assert "14 Planetenplätze" in texts
    else:
        assert title == "&File"
        assert "14 placed, 0 slots left" in texts
        assert "14 planet slots" in texts


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_disc_set_editor_alone_speaks_the_settings_language(started, language):
    from zuendstoff.ui.editor import discset_editor
    _choose(language)
    win = started(discset_editor.main, ["discset_editor", "--duplicate"],
                  discset_editor.DiscSetEditorWindow)
    assert i18n.current() == language
    assert win.menuBar().actions()[0].text() == ("&Datei" if language == "de" else "&File")
    assert ("Kopie von" if language == "de" else "Copy of") in win.model.name


def test_with_no_language_chosen_the_editors_follow_the_system(started, monkeypatch):
    from zuendstoff.ui.editor import layout_editor
    _choose("")
    monkeypatch.setattr(i18n, "system_language", lambda locale=None: "de")
    win = started(layout_editor.main, ["layout_editor"], layout_editor.LayoutEditorWindow)
    assert i18n.current() == "de" and win.menuBar().actions()[0].text() == "&Datei"


def test_play_this_layout_is_off_in_an_editor_started_alone_and_says_why(started):
    from zuendstoff.ui.editor import layout_editor
    win = started(layout_editor.main, ["layout_editor", "standard"], layout_editor.LayoutEditorWindow)
    assert win.model.is_valid()
    assert not win.act_play.isEnabled()
    assert "Tools menu" in win.act_play.toolTip()
    win.scene.place((9, 9), "planet")  # an edit does not turn it on
    assert not win.act_play.isEnabled()
