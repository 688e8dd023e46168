"""What both editors share: recent files, the unsaved-changes prompt, error messages,
undo/redo actions that say what they do, the panels' name field and check box.

The window round a document (file actions, title, clean state) is in ``document_window.py``.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence, QPainter, QUndoStack
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from ...userdata import config_dir
from .. import palette
from ..board import art

MAX_RECENT = 8


# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate


def _tr(text: str) -> str:
    return QCoreApplication.translate("Editors", text)


def install_language(app) -> str:
    """For an editor started on its own (its ``main()``): the app's translations, installed
    exactly as the game installs them — the settings' language, else the system's. English
    needs its catalogue too (the plural forms: "1 slot left", "2 slots left")."""
    from ... import i18n
    from ...settings import Settings
    return i18n.install(i18n.resolve(Settings().language), app)


def settings() -> QSettings:
    """The editors' settings file, in the per-user config folder (ZUENDSTOFF_HOME aware)."""
    return QSettings(str(config_dir() / "editors.ini"), QSettings.IniFormat)


class RecentFiles:
    """Recently opened or saved files of one kind, newest first (QSettings)."""

    def __init__(self, key: str) -> None:
        self.key = f"recent/{key}"

    def paths(self) -> list[str]:
        value = settings().value(self.key, [])
        if isinstance(value, str):
            value = [value]
        return [p for p in (value or []) if isinstance(p, str)][:MAX_RECENT]

    def add(self, path: str) -> None:
        path = os.path.abspath(path)
        paths = [path] + [p for p in self.paths() if p != path]
        s = settings()
        s.setValue(self.key, paths[:MAX_RECENT])
        s.sync()

    def remove(self, path: str) -> None:
        s = settings()
        s.setValue(self.key, [p for p in self.paths() if p != path])
        s.sync()

    def fill_menu(self, menu: QMenu, open_path) -> None:
        """Rebuild ``menu`` (connect to its aboutToShow)."""
        menu.clear()
        paths = self.paths()
        for n, path in enumerate(paths, 1):
            act = menu.addAction(f"&{n} {os.path.basename(path)}")
            act.setToolTip(path)
            act.setStatusTip(path)
            act.triggered.connect(lambda _=False, p=path: open_path(p))
        if not paths:
            act = menu.addAction(translate("Editors", "No recent files"))
            act.setEnabled(False)
        else:
            menu.addSeparator()
            clear = menu.addAction(translate("Editors", "Clear list"))
            clear.triggered.connect(self._clear)

    def _clear(self) -> None:
        s = settings()
        s.remove(self.key)
        s.sync()


def paint_rocket_letter(p: QPainter, centre: QPointF, colour: int, pixel_size: float) -> None:
    """The colour's letter upright at ``centre``, as the board prints it on its rockets.

    Same letter (``art.colour_letter``: R, Y, B, translated), font (``art.font``) and
    colour on the rocket's fill (``palette.current().text``) as ``ui/board/disc_item.py``,
    so a rocket's colour reads without colour vision in the editors too.
    """
    p.save()
    p.setFont(art.font(pixel_size))
    p.setPen(palette.current().text(colour))
    box = QRectF(centre.x() - pixel_size, centre.y() - pixel_size * 0.75,
                 2 * pixel_size, 1.5 * pixel_size)
    p.drawText(box, Qt.AlignCenter, art.colour_letter(colour))
    p.restore()


def show_error(parent: QWidget, title: str, text: str) -> None:
    """One plain message; tests patch ``QMessageBox.warning``."""
    QMessageBox.warning(parent, title, text)


def ask_save_changes(parent: QWidget, what: str) -> str:
    """'save', 'discard' or 'cancel' for a document with unsaved changes."""
    answer = QMessageBox.question(
        parent, translate("Editors", "Unsaved changes"),
        translate("Editors", "%1 has unsaved changes. Save them before closing?").replace("%1", what),
        QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel, QMessageBox.Save)
    if answer == QMessageBox.Save:
        return "save"
    if answer == QMessageBox.Discard:
        return "discard"
    return "cancel"


class UndoRedoActions(QObject):
    """Undo and Redo with fixed texts, so that tool bars never shift (an undo used to carry
    "Undo Change Earth to planet slot" and pushed the tools aside by up to 290 px); what
    they would undo or redo is in their tool tip and status tip ("Undo Move sun")."""

    def __init__(self, stack: QUndoStack, parent) -> None:
        super().__init__(parent)
        self.stack = stack
        self.undo = QAction(parent)
        self.undo.setShortcuts(QKeySequence.Undo)
        self.undo.triggered.connect(stack.undo)
        self.redo = QAction(parent)
        self.redo.setShortcuts(QKeySequence.Redo)
        self.redo.triggered.connect(stack.redo)
        stack.canUndoChanged.connect(self.undo.setEnabled)
        stack.canRedoChanged.connect(self.redo.setEnabled)
        # bound methods: Qt drops them with this object (a window rebuilt round the stack)
        stack.undoTextChanged.connect(self._text_changed)
        stack.redoTextChanged.connect(self._text_changed)
        self.undo.setEnabled(stack.canUndo())
        self.redo.setEnabled(stack.canRedo())
        self.retranslate()

    def _text_changed(self, _text: str) -> None:
        self.retranslate()

    def retranslate(self) -> None:
        """The texts (and, after every change on the stack, the tips)."""
        try:
            undo_text, redo_text = self.stack.undoText(), self.stack.redoText()
            self.undo.text()
        except RuntimeError:  # the stack or the actions are being deleted with their window
            return
        for act, fixed, named, what in (
                (self.undo, translate("Editors", "Undo"), translate("Editors", "Undo %1"), undo_text),
                (self.redo, translate("Editors", "Redo"), translate("Editors", "Redo %1"), redo_text)):
            act.setText(fixed)
            tip = named.replace("%1", what) if what else fixed
            act.setToolTip(tip)
            act.setStatusTip(tip)


def undo_redo_actions(stack: QUndoStack, parent) -> tuple[QAction, QAction]:
    """Undo/redo actions: fixed texts, what they do in their tips (:class:`UndoRedoActions`)."""
    pair = UndoRedoActions(stack, parent)
    parent._undo_redo = pair  # kept with the window (its retranslate() can call pair's)
    return pair.undo, pair.redo


def action(parent, text: str, slot=None, shortcut=None, checkable: bool = False,
           tip: str | None = None) -> QAction:
    act = QAction(text, parent)
    if shortcut is not None:
        if isinstance(shortcut, (list, tuple)):
            act.setShortcuts([QKeySequence(s) for s in shortcut])
        else:
            act.setShortcut(QKeySequence(shortcut))
    act.setCheckable(checkable)
    if tip:
        act.setStatusTip(tip)
        act.setToolTip(tip)
    if slot is not None:  # called with no argument (triggered's ``checked`` is not a parameter)
        act.triggered.connect(lambda _checked=False, f=slot: f())
    return act


def set_texts(act: QAction, text: str, tip: str | None = None) -> None:
    """An action's text, and its tooltip and status tip (for :meth:`retranslate` methods)."""
    act.setText(text)
    if tip is not None:
        act.setToolTip(tip)
        act.setStatusTip(tip)


# ------------------------------------------------------------------ panel parts
def name_field(layout: QVBoxLayout, max_length: int, edited) -> tuple[QLineEdit, QLabel]:
    """A form row with the document's name, added to ``layout``; ``edited`` when editing ends.
    The field and its label (texts set by the panel's ``retranslate``)."""
    form = QFormLayout()
    field = QLineEdit()
    field.setMaxLength(max_length)
    field.editingFinished.connect(edited)
    label = QLabel()
    label.setBuddy(field)
    form.addRow(label, field)
    layout.addLayout(form)
    return field, label


def check_box(layout: QVBoxLayout) -> tuple[QLabel, QGroupBox]:
    """A group box added to ``layout``, with the label that shows the check's result."""
    box = QGroupBox()
    inner = QVBoxLayout(box)
    label = QLabel()
    label.setWordWrap(True)
    label.setTextFormat(Qt.RichText)
    inner.addWidget(label)
    layout.addWidget(box)
    return label, box


def problems_html(heading: str, problems) -> str:
    """``heading`` in bold over a list of what is wrong (rich text for :func:`check_box`)."""
    items = "".join(f"<li>{_escape(text)}</li>" for text in problems)
    return "<b>" + _escape(heading) + "</b>" + f"<ul style='margin-left:-20px'>{items}</ul>"


def all_good_html(text: str) -> str:
    """``text`` in bold green: nothing is wrong."""
    return "<b style='color:#1b7f3a'>" + _escape(text) + "</b>"


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
