"""The designer's workbench in the layout editor: the Board menu.

* **Export setup sheet…**: a PDF or PNG page to lay the physical board by (``setup_sheet``).
* **Share board…** / **Open shared board…**: a ``.zboard`` file with the layout and the
  disc set of the preview (``engine/board.py``).
* **Share code…** / **Open share code…**: the same as a ``ZB1-`` code to paste into a
  message, shown with its QR code.
* **Playtest…**: the playtest report of this layout (``ui/playtest``, built alongside).

Every text is set in :meth:`Workbench.retranslate` (the window calls it from its own).
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QAction, QGuiApplication, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
)

from ...document.error_text import data_error_text
from ...document.names import disc_set_name
from ...engine.board import Board
from ...engine.errors import DataError
from .common import show_error
from .document_window import file_stem
from .layout_panel import describe_problems

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate


class Workbench(QObject):
    """The Board menu of a :class:`LayoutEditorWindow` and what its actions do."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.menu = window.menuBar().addMenu("")
        self.act_sheet = QAction(window)
        self.act_sheet.triggered.connect(lambda _=False: self.export_sheet())
        self.act_share = QAction(window)
        self.act_share.triggered.connect(lambda _=False: self.share_file())
        self.act_open = QAction(window)
        self.act_open.triggered.connect(lambda _=False: self.open_file())
        self.act_code = QAction(window)
        self.act_code.triggered.connect(lambda _=False: self.show_code())
        self.act_open_code = QAction(window)
        self.act_open_code.triggered.connect(lambda _=False: self.open_code())
        self.act_playtest = QAction(window)
        self.act_playtest.setShortcut("Ctrl+T")
        self.act_playtest.triggered.connect(lambda _=False: self.playtest())
        self.act_suggest = QAction(window)
        self.act_suggest.triggered.connect(lambda _=False: self.suggest())
        for act in (self.act_sheet, None, self.act_share, self.act_code, self.act_open,
                    self.act_open_code, None, self.act_playtest, self.act_suggest):
            if act is None:
                self.menu.addSeparator()
            else:
                self.menu.addAction(act)
        window.model.changed.connect(self.update_enabled)
        self.retranslate()
        self.update_enabled()

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("&Board"))
        for act, text, tip in (
                (self.act_sheet, self.tr("Export &setup sheet…"),
                 self.tr("A page (PDF or PNG) to lay the physical board by: where the sun, Earth and "
                    "each face-down planet go, rows and columns numbered")),
                (self.act_share, self.tr("S&hare board…"),
                 self.tr("Save the layout with the preview's disc set in one file to hand round (.zboard)")),
                (self.act_code, self.tr("Share &code…"),
                 self.tr("The layout with its disc set as a code to paste into a message, and its QR code")),
                (self.act_open, self.tr("Open shared &board…"),
                 self.tr("Open a .zboard file: its layout, and its disc set for the preview")),
                (self.act_open_code, self.tr("Open share c&ode…"), self.tr("Paste a share code (ZB1-…)")),
                (self.act_playtest, self.tr("&Playtest…"),
                 self.tr("Let computer players play this layout many times: balance, length, "
                    "whether games end, where pieces go")),
                (self.act_suggest, self.tr("S&uggest a better board…"),
                 self.tr("State goals (length, loops, lead changes, seats) and let computer "
                    "players try layouts a few edits from this one"))):
            act.setText(text)
            act.setToolTip(tip)
            act.setStatusTip(tip)

    def update_enabled(self) -> None:
        playable = self.window.model.is_valid()
        for act in (self.act_sheet, self.act_share, self.act_code, self.act_playtest,
                    self.act_suggest):
            act.setEnabled(playable)

    # ------------------------------------------------------------ helpers
    def _layout(self):
        """The engine layout of the document, or None (after saying what is wrong)."""
        win = self.window
        if not win.model.is_valid():
            show_error(win, self.tr("Fix the layout first"), " ".join(describe_problems(win.model)))
            return None
        win.number_as_saved()  # the grid numbered as the sheet and a shared board number it
        return win.model.to_layout(win.path or win.display_name())

    def _start(self, suffix: str) -> str:
        win = self.window
        return os.path.join(win._folder(), file_stem(win.model.name, win.DEFAULT_STEM) + suffix)

    def board(self) -> Board | None:
        layout = self._layout()
        return None if layout is None else Board(layout, self.window.discs)

    # ------------------------------------------------------------ actions
    def export_sheet(self, path: str | None = None) -> bool:
        from . import setup_sheet
        layout = self._layout()
        if layout is None:
            return False
        if path is None:
            pdf, png = self.tr("PDF document (*.pdf)"), self.tr("PNG image (*.png)")
            path, chosen = QFileDialog.getSaveFileName(
                self.window, self.tr("Export setup sheet"), self._start(".pdf"), f"{pdf};;{png}")
            if not path:
                return False
            if not path.lower().endswith((".pdf", ".png")):
                path += ".png" if chosen == png else ".pdf"
        try:
            setup_sheet.export(layout, path)
        except OSError as exc:
            show_error(self.window, self.tr("Cannot export the setup sheet"), f"{path}: {exc.strerror or exc}")
            return False
        self.window.statusBar().showMessage(
            self.tr("Setup sheet saved: %1").replace("%1", os.path.basename(path)), 6000)
        return True

    def share_file(self, path: str | None = None) -> bool:
        board = self.board()
        if board is None:
            return False
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self.window, self.tr("Share board"), self._start(".zboard"),
                self.tr("Zündstoff boards (*.zboard);;All files (*)"))
            if not path:
                return False
            if not os.path.splitext(path)[1]:
                path += ".zboard"
        try:
            board.save(path)
        except OSError as exc:
            show_error(self.window, self.tr("Cannot save the board"), f"{path}: {exc.strerror or exc}")
            return False
        self.window.statusBar().showMessage(
            self.tr("Board saved with its disc set: %1").replace("%1", os.path.basename(path)), 6000)
        return True

    def open_file(self, path: str | None = None) -> bool:
        if not self.window.maybe_save():
            return False
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self.window, self.tr("Open shared board"), self.window._folder(),
                self.tr("Zündstoff boards (*.zboard);;All files (*)"))
            if not path:
                return False
        try:
            board = Board.load(path)
        except DataError as exc:
            show_error(self.window, self.tr("Cannot open the board"), data_error_text(exc))
            return False
        self.install(board)
        return True

    def open_code(self, code: str | None = None) -> bool:
        if code is None:  # ask for it (not blocking); OK comes back here with the text
            dialog = CodeDialog(self.window, "", editable=True)
            dialog.setAttribute(Qt.WA_DeleteOnClose)
            dialog.accepted.connect(lambda: self.open_code(dialog.text()))
            dialog.open()
            self.code_dialog = dialog
            return False
        if not self.window.maybe_save():
            return False
        try:
            board = Board.from_code(code)
        except DataError as exc:
            show_error(self.window, self.tr("Cannot read the share code"), data_error_text(exc))
            return False
        self.install(board)
        return True

    def install(self, board: Board) -> None:
        """Show a shared board: its layout as a new document (Save asks for a name), its disc
        set for the preview."""
        win = self.window
        win._install(board.layout.name, board.layout.triples(), None, None, False)
        win.discs = board.discs
        win.discs_name = disc_set_name(board.discs.name) or self.tr("the board's disc set")
        if hasattr(win, "discs_default"):
            win.discs_default = False
        win.panel.discs_label.setText(win.discs_name)
        if win.scene.tool == "path":
            win.update_preview()
        win.statusBar().showMessage(self.tr("A shared board: its disc set is used for the preview. "
                                       "Save keeps the layout as a .zlayout file."), 8000)

    def show_code(self) -> CodeDialog | None:
        board = self.board()
        if board is None:
            return None
        dialog = CodeDialog(self.window, board.code(), editable=False)
        dialog.setAttribute(Qt.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def playtest(self):
        """Layout → Playtest…: the report window helper "playtest" builds
        (``zuendstoff.ui.playtest.open_playtest(parent, layout, discs)``)."""
        layout = self._layout()
        if layout is None:
            return None
        try:
            from ..playtest import open_playtest
        except ImportError:
            show_error(self.window, self.tr("Playtest"),
                       self.tr("The playtest is not part of this version of Zündstoff yet."))
            return None
        return open_playtest(self.window, layout, self.window.discs)

    def suggest(self):
        """Board → Suggest a better board…: the search for a layout nearer the designer's
        goals (``suggest_window``); accepting a suggestion is one undoable edit."""
        if self._layout() is None:
            return None
        from .suggest_window import open_suggest

        return open_suggest(self.window)


class CodeDialog(QDialog):
    """A share code: shown (with its QR code and Copy) or pasted."""

    def __init__(self, parent, code: str, editable: bool) -> None:
        super().__init__(parent)
        self.editable = editable
        box = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        box.addWidget(self.intro)
        self.qr = QLabel()
        self.qr.setAlignment(Qt.AlignCenter)
        if code and not editable:
            self.qr.setPixmap(QPixmap.fromImage(qr_image(code, 4)))
            box.addWidget(self.qr)
        self.edit = QPlainTextEdit(code)
        self.edit.setReadOnly(not editable)
        self.edit.setMinimumWidth(420)
        self.edit.setMaximumHeight(120)
        box.addWidget(self.edit)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel if editable
                                        else QDialogButtonBox.Close)
        self.copy = None
        if not editable:
            self.copy = QPushButton()
            self.copy.clicked.connect(self.copy_code)
            self.buttons.addButton(self.copy, QDialogButtonBox.ActionRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        box.addWidget(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        if self.editable:
            self.setWindowTitle(translate("Workbench", "Open share code"))
            self.intro.setText(translate("Workbench", "Paste a share code (it starts with ZB1-). It "
                                         "brings a layout and the disc set to play it with."))
        else:
            self.setWindowTitle(translate("Workbench", "Share code"))
            self.intro.setText(translate("Workbench", "This code carries the layout and its disc set. "
                                         "Send it in a message (or scan the QR code with a phone); "
                                         "in Zündstoff, Board → Open share code… opens it."))
            self.copy.setText(translate("Workbench", "&Copy"))
        self.edit.setAccessibleName(translate("Workbench", "Share code"))
        self.qr.setAccessibleName(translate("Workbench", "QR code of the share code"))

    def text(self) -> str:
        return self.edit.toPlainText()

    def copy_code(self) -> None:
        QGuiApplication.clipboard().setText(self.text())


def qr_image(text: str, scale: int = 4) -> QImage:
    """The QR code of ``text`` (segno), black on white with a quiet zone."""
    import segno
    code = segno.make(text, error="l", micro=False)
    matrix = code.matrix
    n = len(matrix)
    quiet = 4
    size = (n + 2 * quiet) * scale
    image = QImage(size, size, QImage.Format_RGB32)
    image.fill(Qt.white)
    p = QPainter(image)
    p.setPen(Qt.NoPen)
    p.setBrush(Qt.black)
    for r, row in enumerate(matrix):
        for c, dark in enumerate(row):
            if dark & 1:
                p.drawRect(QRectF(QPointF((c + quiet) * scale, (r + quiet) * scale),
                                  QPointF((c + quiet + 1) * scale, (r + quiet + 1) * scale)))
    p.end()
    return image
