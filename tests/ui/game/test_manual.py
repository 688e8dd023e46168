"""Help → Manual opens the player's manual in the app's language, offline (issue 34)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from helpers import new_game, settle
from PySide6.QtWidgets import QTextBrowser
from zuendstoff import i18n, resources
from zuendstoff.ui.dialogs.manual import ManualDialog, manual_text, slug
from zuendstoff.ui.retranslate import deliver_language_change

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)

ROOT = Path(__file__).resolve().parents[3]
DOCS = {"en": ROOT / "docs" / "manual.md", "de": ROOT / "docs" / "manual.de.md"}


def _first_heading(path: Path) -> str:
    return next(line[2:].strip() for line in path.read_text("utf-8").splitlines() if line.startswith("# "))


@pytest.fixture
def german(qapp):
    i18n.install("de")
    yield
    i18n.uninstall()


def _open_manual(qtbot, window) -> ManualDialog:
    assert "Shift+F1" in [s.toString() for s in window.manual_action.shortcuts()]
    assert window.manual_action in window.menuBar().actions()[-1].menu().actions()  # Help
    window.manual_action.trigger()
    dialog = window.manual_dialog
    assert isinstance(dialog, ManualDialog)
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.browser.isReadOnly()
    return dialog


def test_help_manual_opens_the_manual(qtbot, make_window):
    game, kinds = new_game()
    window = make_window(game, kinds)
    settle(qtbot, window)
    assert window.manual_action.text() == "&Manual"
    dialog = _open_manual(qtbot, window)
    assert dialog.heading() == _first_heading(DOCS["en"]) == "Zündstoff — the player's manual"
    assert "Fly your piece into the sun twice" in dialog.browser.toPlainText()
    dialog.close()


def test_help_manual_is_german_in_german(qtbot, make_window, german):
    game, kinds = new_game()
    window = make_window(game, kinds)
    settle(qtbot, window)
    assert window.manual_action.text() == "&Handbuch"
    dialog = _open_manual(qtbot, window)
    assert dialog.windowTitle() == "Zündstoff-Handbuch"
    assert dialog.heading() == _first_heading(DOCS["de"]) == "Zündstoff – das Handbuch"
    assert "Flieg mit deiner Spielfigur zweimal in die Sonne" in dialog.browser.toPlainText()
    dialog.close()


def test_an_open_manual_follows_a_language_switch(qtbot):
    dialog = ManualDialog()
    qtbot.addWidget(dialog)
    assert dialog.heading() == _first_heading(DOCS["en"])
    try:
        i18n.install("de")
        deliver_language_change()
        assert dialog.heading() == _first_heading(DOCS["de"])
        assert dialog.windowTitle() == "Zündstoff-Handbuch"
    finally:
        i18n.uninstall()
        deliver_language_change()
    assert dialog.heading() == _first_heading(DOCS["en"])


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_app_ships_the_manual_of_docs(language):
    """One text: the file in docs/ is the one the app shows (packaging/make_docs.py copies)."""
    shipped = resources.path("manual", f"manual.{language}.md")
    assert shipped.read_bytes() == DOCS[language].read_bytes(), \
        f"{shipped} differs from {DOCS[language]}: run python packaging/make_docs.py"


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_manual_is_whole_offline(language):
    """No pictures (they stay in docs/), no link to a page the app does not ship, and every
    link inside the manual leads to one of its headings."""
    text = manual_text(language)
    assert "![" not in text and "<img" not in text
    headings = {slug(line.lstrip("#")) for line in text.splitlines() if line.startswith("#")}
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        page, _, anchor = target.partition("#")
        assert page in ("", "manual.md", "manual.de.md", "rules.md", "rules.de.md") or \
            target.startswith("http"), target
        if not page:
            assert anchor in headings, f"#{anchor} is no heading of manual.{language}.md"


def test_a_link_inside_the_manual_scrolls_to_its_heading(qtbot):
    dialog = ManualDialog(language="en")
    qtbot.addWidget(dialog)
    dialog.resize(700, 500)
    dialog.show()
    qtbot.waitUntil(dialog.isVisible)
    bar = dialog.browser.verticalScrollBar()
    assert bar.value() == 0
    assert dialog.scroll_to("sound")
    assert bar.value() > 0
    assert dialog.browser.textCursor().block().text() == "Sound"
    assert not dialog.scroll_to("no-such-heading")
    assert isinstance(dialog.browser, QTextBrowser)
