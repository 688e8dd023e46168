"""The window both editors are built on: one document (a model and its undo stack) shown in
a view with a side panel, and the file work round it.

:class:`DocumentWindow` holds what the layout editor and the disc-set editor do alike:
new/open/save/save as with the unsaved-changes question, atomic writes through the engine,
one message naming the file when a file cannot be read or written (the open document stays
as it was), recent files, undo/redo actions that name what they undo, and the title with its
modified marker ``[*]`` following the undo stack's clean state.

A language switch changes the window in place (``ui/retranslate.py``): every text is set in
:meth:`DocumentWindow.retranslate` (and the editors' own ``retranslate``), called at the end
of the editor's ``__init__`` and again on ``QEvent.LanguageChange``. Each editor says its
words itself (:meth:`DocumentWindow.texts`, with its own ``self.tr``): they stay in the
editor's translation context, so the catalogue keeps its entries.
"""

from __future__ import annotations

import os
from typing import Callable, NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QFrame,
    QMainWindow,
    QMenu,
    QScrollArea,
    QToolBar,
    QWidget,
)

from ...document.error_text import data_error_text
from ...engine.errors import DataError
from .. import file_guard
from ..retranslate import Retranslating
from ..screen_fit import fit_on_screen
from ..status_line import StatusLine
from .common import RecentFiles, UndoRedoActions, action, ask_save_changes, show_error


class DocumentTexts(NamedTuple):
    """The words of a document window, translated in the editor's own context."""

    open: str  #: the File menu's "&Open…"
    save: str  #: "&Save"
    save_as: str  #: "Save &as…"
    close: str  #: "&Close"
    file_menu: str  #: "&File"
    edit_menu: str  #: "&Edit"
    recent_menu: str  #: "Open &recent"
    saved: str  #: the status line after saving
    open_title: str  #: the open dialog's title
    save_title: str  #: the save dialog's title
    file_filter: str  #: both dialogs' file types
    cannot_open: str  #: the title of the message about a file that cannot be opened
    cannot_save: str  #: ... that cannot be saved
    window_title: str  #: "%1[*] — …", %1 the document's name (:meth:`DocumentWindow.display_name`)
    new: str  #: the editor's own "&New …"
    new_tip: str  #: its tooltip ("" for none)
    view_name: str  #: the view's accessible name
    panel_title: str  #: the side panel's dock title
    toolbar_title: str  #: the tool bar's title


class DocumentWindow(Retranslating, QMainWindow):
    """An editor window of one document kind; subclasses fill in the hooks below."""

    # the file ending of this editor's documents, added when Save as is given a bare name
    SUFFIX = ""
    # the key of this editor's recent-files list (:class:`RecentFiles`)
    RECENT_KEY = ""
    # the file name Save as suggests for an unnamed document
    DEFAULT_STEM = ""
    # the folder (in the games folder) where the dialogs start before any file was used
    FOLDER = ""
    # a read-only document is saved under a new name (Save goes to Save as)
    read_only = False

    def __init__(self, parent: QWidget | None, model_class) -> None:
        super().__init__(parent)
        self.setObjectName(type(self).__name__)
        self.model = model_class()
        self.model.setParent(self)
        self.stack = QUndoStack(self)
        self.path: str | None = None
        # the file at ``path`` as it was when read or written here (file_guard.stamp)
        self._stamp: tuple[int, int] | None = None
        self.recent = RecentFiles(self.RECENT_KEY)
        # a bound slot, not a lambda: Qt drops it when this window is destroyed
        self.stack.cleanChanged.connect(self._clean_changed)
        # an unsaved document is called by its name: the title follows a rename at once
        self.model.nameChanged.connect(self._name_changed)
        from .. import app_events
        from .speech import EditorSpeech
        self.speech = EditorSpeech(self)  # a screen reader hears every edit, undo and redo
        self.status = StatusLine(self.statusBar())
        app_events.install()  # Return/Enter press the focused button; combo boxes' labels

    # ------------------------------------------------------------ hooks
    def texts(self) -> DocumentTexts:
        raise NotImplementedError

    def display_name(self) -> str:
        """The document's name for the title and the unsaved-changes question."""
        raise NotImplementedError

    def _read_file(self, path: str):
        """The document in ``path``; raises ``DataError`` naming the file."""
        raise NotImplementedError

    def _opened(self, path: str, document) -> None:
        """Show ``document``, just read from ``path``."""
        raise NotImplementedError

    def _refuse_save(self, path: str) -> str | None:
        """Why the document must not be saved to ``path`` (a message naming it), or None."""
        return None

    def _write(self, path: str):
        """Write the document to ``path`` atomically; the result goes to :meth:`_saved`."""
        raise NotImplementedError

    def _saved(self, result) -> None:
        """The editor's own state after a save (``self.path`` is set already)."""

    def _saved_message(self, result) -> tuple[Callable[[], str], int]:
        """The status line after a save (a function wording it), and for how many ms."""
        return lambda: self.texts().saved, 4000

    def _suggested_path(self) -> str:
        """Where Save as starts: the folder, and a file named after the document."""
        return os.path.join(self._folder(), file_stem(self.model.name, self.DEFAULT_STEM) + self.SUFFIX)

    # ----------------------------------------------------------- set-up
    def _set_view(self, view: QWidget) -> None:
        self.view = view
        self.setCentralWidget(view)

    def _add_panel(self, panel: QWidget, object_name: str, max_width: int) -> QDockWidget:
        """The side panel, in a dock on the right that can be moved but not closed."""
        self.panel = panel
        panel.setMaximumWidth(max_width)
        # on a low screen the panel scrolls (its texts are never squeezed into each other)
        scroll = QScrollArea()
        scroll.setObjectName(object_name + "Scroll")
        scroll.setWidget(panel)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        scroll.setMaximumWidth(max_width + scroll.verticalScrollBar().sizeHint().width())
        dock = QDockWidget(self)
        dock.setObjectName(object_name)
        dock.setFeatures(QDockWidget.DockWidgetMovable)
        dock.setWidget(scroll)
        self.addDockWidget(Qt.RightDockWidgetArea, dock)
        self.dock = dock
        return dock

    def _make_file_actions(self, new_slot) -> None:
        """New (the editor's own), Open, Save, Save as, Close, Undo and Redo."""
        self.act_new = action(self, "", new_slot, QKeySequence.New)
        self.act_open = action(self, "", self.open_dialog, QKeySequence.Open)
        self.act_save = action(self, "", self.save, QKeySequence.Save)
        self.act_save_as = action(self, "", self.save_as, QKeySequence.SaveAs)
        self.act_close = action(self, "", self.close, QKeySequence.Close)
        self.undo_redo = UndoRedoActions(self.stack, self)
        self.act_undo, self.act_redo = self.undo_redo.undo, self.undo_redo.redo

    def _add_file_menu(self, add_opens, after_save) -> QMenu:
        """File: New, Open…, the editor's other ways to open (``add_opens(menu)``), Open recent,
        Save, Save as, ``after_save`` (actions; None for a separator), Close."""
        m = self.file_menu = self.menuBar().addMenu("")
        m.addAction(self.act_new)
        m.addAction(self.act_open)
        add_opens(m)
        self.recent_menu = m.addMenu("")
        self.recent_menu.aboutToShow.connect(
            lambda: self.recent.fill_menu(self.recent_menu, self.open_path))
        m.addSeparator()
        m.addAction(self.act_save)
        m.addAction(self.act_save_as)
        for act in after_save:
            if act is None:
                m.addSeparator()
            else:
                m.addAction(act)
        m.addSeparator()
        m.addAction(self.act_close)
        return m

    def _add_edit_menu(self) -> QMenu:
        """Edit: Undo, Redo and a separator; the editor adds its own actions."""
        e = self.edit_menu = self.menuBar().addMenu("")
        e.addAction(self.act_undo)
        e.addAction(self.act_redo)
        e.addSeparator()
        return e

    def _add_toolbar(self, object_name: str) -> QToolBar:
        """A tool bar with Undo, Redo and a separator; the editor adds its own actions."""
        tb = self.toolbar = self.addToolBar("")
        tb.setObjectName(object_name)
        tb.addAction(self.act_undo)
        tb.addAction(self.act_redo)
        tb.addSeparator()
        return tb

    def _open_sized(self, width: int, height: int) -> None:
        """The size the editor would like, within the screen's available area; in a narrow
        window the side panel takes at most two fifths of the width (the document keeps the
        rest)."""
        fit_on_screen(self, QSize(width, height))
        wanted = self.dock.sizeHint().width()
        if wanted > self.width() * 2 // 5:
            self.resizeDocks([self.dock], [self.width() * 2 // 5], Qt.Horizontal)

    # ------------------------------------------------------ language
    def retranslate(self) -> None:
        """Every text the window round the document shows (the editor adds its own)."""
        t = self.texts()
        for act, text in ((self.act_new, t.new), (self.act_open, t.open), (self.act_save, t.save),
                          (self.act_save_as, t.save_as), (self.act_close, t.close)):
            act.setText(text)
        self.act_new.setToolTip(t.new_tip or t.new.replace("&", ""))
        self.act_new.setStatusTip(t.new_tip)
        self.file_menu.setTitle(t.file_menu)
        self.edit_menu.setTitle(t.edit_menu)
        self.recent_menu.setTitle(t.recent_menu)
        self.view.setAccessibleName(t.view_name)
        self.dock.setWindowTitle(t.panel_title)
        # Qt names the dock's title buttons (for screen readers) only on a style change
        QCoreApplication.sendEvent(self.dock, QEvent(QEvent.Type.StyleChange))
        self.toolbar.setWindowTitle(t.toolbar_title)
        from ..game.language import retranslate_undo_texts
        retranslate_undo_texts(self.stack)  # the commands' texts, then the actions naming them
        self.undo_redo.retranslate()
        self.status.retranslate()
        self._update_title()

    # ------------------------------------------------------------- state
    def _update_title(self) -> None:
        self.setWindowTitle(self.texts().window_title.replace("%1", self.display_name()))

    def _fresh_history(self) -> None:
        """A document just opened: no undo history, nothing modified."""
        self.stack.clear()
        self.stack.setClean()
        self.setWindowModified(False)

    def _name_changed(self, _name: str) -> None:
        self._update_title()

    def _clean_changed(self, clean: bool) -> None:
        self.setWindowModified(not clean)

    def _folder(self) -> str:
        """Where the file dialogs start: the document's folder, else the last file's (opened or
        saved), else this kind's own folder (:func:`userdata.designs_dir`), never the games."""
        if self.path:
            return os.path.dirname(self.path)
        paths = [p for p in self.recent.paths() if os.path.isdir(os.path.dirname(p))]
        from ... import userdata
        return os.path.dirname(paths[0]) if paths else str(userdata.designs_dir(self.FOLDER))

    # ------------------------------------------------------------- files
    def maybe_save(self) -> bool:
        """True when it is fine to drop the current document."""
        if not self.isWindowModified():
            return True
        answer = ask_save_changes(self, self.display_name())
        if answer == "save":
            return self.save()
        return answer == "discard"

    def _read(self, read, *args):
        """``read(*args)``; when that raises ``DataError``, one message naming the file and None."""
        try:
            return read(*args)
        except DataError as exc:
            show_error(self, self.texts().cannot_open, data_error_text(exc))
            return None

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        t = self.texts()
        path, _ = QFileDialog.getOpenFileName(self, t.open_title, self._folder(), t.file_filter)
        if path:
            self.open_path(path, ask=False)

    def open_path(self, path: str, ask: bool = True) -> bool:
        """Open a file of this editor's kind; on any problem show one message, change nothing."""
        if ask and not self.maybe_save():
            return False
        before = file_guard.stamp(path)  # taken before reading: a change while reading counts
        document = self._read(self._read_file, path)
        if document is None:
            return False
        self._opened(path, document)
        self._stamp = before
        return True

    def save(self) -> bool:
        if self.read_only or self.path is None:
            return self.save_as()
        if file_guard.changed_since(self.path, self._stamp):  # another program wrote it
            answer = file_guard.ask_changed(self, self.path)
            if answer == file_guard.SAVE_AS:
                return self.save_as()
            if answer != file_guard.REPLACE:
                return False
        return self.save_to(self.path)

    def save_as(self) -> bool:
        t = self.texts()
        refusal = self._refuse_before_asking()
        if refusal:  # say it now, not after the person has chosen a file name
            show_error(self, t.cannot_save, refusal)
            return False
        path, _ = QFileDialog.getSaveFileName(self, t.save_title, self._suggested_path(), t.file_filter)
        path = file_guard.with_suffix(self, path, self.SUFFIX) if path else None
        if not path:
            return False
        return self.save_to(path)

    def _refuse_before_asking(self) -> str | None:
        """Why this document cannot be saved at all, whatever its file name (None: it can)."""
        return None

    def save_to(self, path: str) -> bool:
        """Save atomically; a refusal or a failure is one message naming the file. Returns success."""
        t = self.texts()
        refusal = self._refuse_save(path)
        if refusal:
            show_error(self, t.cannot_save, refusal)
            return False
        try:
            result = self._write(path)
        except (DataError, OSError) as exc:
            show_error(self, t.cannot_save,
                       data_error_text(exc) if isinstance(exc, DataError) else f"{path}: {exc.strerror or exc}")
            return False
        self.path = os.path.abspath(path)
        self._stamp = file_guard.stamp(self.path)  # the file as this save left it
        self._saved(result)
        self.stack.setClean()
        self.recent.add(path)
        self._update_title()
        self.status.show(*self._saved_message(result))
        return True

    def closeEvent(self, event) -> None:
        if self.maybe_save():
            event.accept()
        else:
            event.ignore()


def file_stem(name: str, default: str) -> str:
    """A file name made from a document's name (``default`` when nothing of it is left)."""
    keep = "".join(ch if ch.isalnum() or ch in "-_ " else "_" for ch in name).strip()
    return keep or default
