"""Help → Manual: the player's manual in the app's language, offline and read-only.

The manual is one text, written in ``docs/manual.md`` (English) and ``docs/manual.de.md``
(German); ``packaging/make_docs.py`` copies both into the app's resources
(``resources/manual/manual.<language>.md``) and a test checks the copies are the same. The
dialog shows the copy for the language installed now (English where there is none), as Qt
renders Markdown, and shows it again in the new language after a switch.

Offline means: pictures (which stay in ``docs/``) are left out, and a link to another page
of the documentation becomes its plain text; links inside the manual scroll to their
heading, a link to the rules opens the rules help (F1), and the link to the manual in the
other language shows that one.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QSize, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QTextCursor, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ... import i18n, resources
from ..retranslate import Retranslating
from ..screen_fit import fit_on_screen

_IMAGE = re.compile(r"^\s*!\[[^\]]*\]\([^)]*\)\s*$", re.M)
_LINK = re.compile(r"(?<!!)\[([^\]]+)\]\(([^)\s]+)\)")
# the pages the dialog can show itself (everything else in docs/ is not shipped)
_OWN = {"manual.md": "en", "manual.de.md": "de"}
_RULES = {"rules.md", "rules.de.md"}


def manual_path(language: str) -> Path:
    """The manual shipped for ``language`` (the English one where there is none)."""
    path = resources.path("manual", f"manual.{language}.md")
    return path if path.is_file() else resources.path("manual", "manual.en.md")


def _offline_link(match: re.Match) -> str:
    text, target = match.group(1), match.group(2)
    page = target.split("#", 1)[0]
    if target.startswith(("#", "http://", "https://")) or page in _OWN or page in _RULES:
        return match.group(0)
    return text  # another page of docs/ (not shipped): its words, no link


def manual_text(language: str) -> str:
    """The manual's Markdown for ``language``, ready to show offline (see the module)."""
    text = manual_path(language).read_text(encoding="utf-8")
    text = _IMAGE.sub("", text)
    return _LINK.sub(_offline_link, text)


def slug(heading: str) -> str:
    """A heading's anchor as GitHub makes it (``## How you win`` → ``how-you-win``)."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


class ManualDialog(Retranslating, QDialog):
    def __init__(self, parent: QWidget | None = None, language: str | None = None) -> None:
        super().__init__(parent)
        fit_on_screen(self, QSize(760, 800))  # within the screen's available area
        # the language asked for (None: the app's, also after a language switch)
        self.language = language
        # the language shown now (the reader may pick the other one by its link)
        self.shown = ""
        self.browser = QTextBrowser()
        self.browser.setReadOnly(True)
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._follow)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.browser)
        box.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Zündstoff manual"))
        self.show_language(self.language or i18n.current())

    def show_language(self, language: str) -> None:
        self.shown = language
        self.browser.document().setMarkdown(manual_text(language),
                                            QTextDocument.MarkdownFeature.MarkdownDialectGitHub)
        self.browser.moveCursor(QTextCursor.MoveOperation.Start)

    def heading(self) -> str:
        """The manual's first heading (what the reader sees first)."""
        block = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel() > 0:
                return block.text()
            block = block.next()
        return ""

    def scroll_to(self, anchor: str) -> bool:
        """Scroll to the heading whose anchor is ``anchor``; False if there is none."""
        block = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel() > 0 and slug(block.text()) == anchor:
                cursor = QTextCursor(block)
                self.browser.setTextCursor(cursor)
                self.browser.verticalScrollBar().setValue(self.browser.verticalScrollBar().maximum())
                self.browser.ensureCursorVisible()
                return True
            block = block.next()
        return False

    def _follow(self, url: QUrl) -> None:
        target = url.toString()
        page, _, anchor = target.partition("#")
        if url.scheme() in ("http", "https"):
            QDesktopServices.openUrl(url)
        elif page in _OWN:
            self.show_language(_OWN[page])
            if anchor:
                self.scroll_to(anchor)
        elif page in _RULES:
            show_rules = getattr(self.parent(), "show_rules", None)
            if show_rules is not None:
                show_rules()
        elif not page and anchor:
            self.scroll_to(anchor)


def show_manual(window: QWidget) -> ManualDialog:
    """Open the manual beside ``window`` (not modal: the game goes on behind it)."""
    old = getattr(window, "manual_dialog", None)
    if old is not None:
        try:
            old.close()
        except RuntimeError:  # already deleted with WA_DeleteOnClose
            pass
    dialog = ManualDialog(window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    window.manual_dialog = dialog
    return dialog


__all__ = ["ManualDialog", "manual_path", "manual_text", "show_manual", "slug"]
