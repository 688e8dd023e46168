"""The layout editor window: design boards, check them live, preview paths, play them.

Run on its own for trying it out: ``python3 -m zuendstoff.ui.editor.layout_editor [FILE|standard]``.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox  # noqa: F401 (tests patch QFileDialog here)

from ... import resources, userdata
from ...document.layout_commands import RemoveDiscs, RenameLayout
from ...document.layout_model import LayoutModel, read_layout_file, write_layout_file
from ...document.names import disc_set_name
from ...engine.discs import DiscSet
from ...engine.layout import sun_reachable
from .common import action, install_language, set_texts, show_error
from .document_window import DocumentTexts, DocumentWindow
from .layout_panel import LayoutPanel, describe_problems, unwinnable_text
from .layout_scene import LayoutScene
from .layout_view import LayoutView
from .path_previewing import PathPreviewing
from .quick_check import QuickCheck
from .radio_tools import RadioToolButton
from .workbench import Workbench


class LayoutEditorWindow(PathPreviewing, DocumentWindow):
    # "Play this layout": carries an engine Layout
    playRequested = Signal(object)
    SUFFIX = ".zlayout"
    RECENT_KEY = "layouts"
    DEFAULT_STEM = "layout"
    FOLDER = userdata.LAYOUTS_FOLDER

    def __init__(self, parent=None) -> None:
        super().__init__(parent, LayoutModel)
        self.scene = LayoutScene(self.model, self.stack, self)
        self._set_view(LayoutView(self.scene))
        self.speech.follow_grid(self.scene, self.view)  # the cursor's cell is said
        self.builtin: str | None = None  # key of an opened built-in layout
        self.draft = False  # whether the file on disk is a draft
        self.discs: DiscSet = resources.default_discs()
        self.discs_default = True  # the app's set: named in the installed language
        self.discs_name = disc_set_name(self.discs.name)
        self.preview_start = None  # model cell the preview starts from
        self.preview_result = None

        self._make_actions()
        self._add_panel(LayoutPanel(self.model, self.tool_actions, self), "layoutPanel", 400)
        self.panel.label = self.scene.label
        self.panel.refresh()
        self.panel.renamed.connect(self._rename)
        self.panel.colourChanged.connect(lambda _c: self.update_preview())
        self.panel.chooseDiscSet.connect(self.choose_disc_set)
        self._make_menus()
        self.workbench = Workbench(self)  # the Board menu: setup sheet, sharing, playtest

        self.model.changed.connect(self._model_changed)
        # the quick playtest: after an edit settles, in the background (quick_check.py)
        self.quick = QuickCheck(self._quick_layout, lambda: self.discs, self)
        self.quick.changed.connect(lambda: self.panel.show_quick(self.quick.state))
        self.model.changed.connect(self.quick.schedule)
        self.scene.refused.connect(lambda make: self.status.show(make, 5000))
        self.scene.startPicked.connect(self.set_preview_start)
        self.scene.confirm_replace = self.confirm_replace
        self._open_sized(1200, 800)  # shrunk to the screen's available area and placed in it
        self._model_changed()
        self.status.show(lambda: self.tr(
            "Arrows move the cursor, Shift+arrows nudge discs, Space uses the tool, "
            "S/E/P choose sun/Earth/slot, Del removes."))
        self.retranslate()
        self.view.setFocus()

    # -------------------------------------------------------------- set-up
    def texts(self) -> DocumentTexts:
        """The window's words, in this editor's own translation context."""
        return DocumentTexts(
            open=self.tr("&Open…"), save=self.tr("&Save"), save_as=self.tr("Save &as…"),
            close=self.tr("&Close"), file_menu=self.tr("&File"), edit_menu=self.tr("&Edit"),
            recent_menu=self.tr("Open &recent"), saved=self.tr("Saved."),
            open_title=self.tr("Open layout"), save_title=self.tr("Save layout as"),
            file_filter=self.tr("Zündstoff layouts (*.zlayout);;All files (*)"),
            cannot_open=self.tr("Cannot open layout"), cannot_save=self.tr("Cannot save layout"),
            window_title=self.tr("%1[*] — Zündstoff layout editor"),
            new=self.tr("&New layout"), new_tip="", view_name=self.tr("Layout grid"),
            panel_title=self.tr("Layout"), toolbar_title=self.tr("Tools"))

    def retranslate(self) -> None:
        """Every text of the window, in the installed language (at start and on a switch)."""
        super().retranslate()
        for act, text, tip in (
                (self.act_play, self.tr("&Play this layout"), self.tr("Start a new game on this layout")),
                (self.act_delete, self.tr("&Delete"), None),
                (self.act_select_all, self.tr("Select &all"), None),
                (self.act_clear, self.tr("C&lear the grid"), None),
                (self.act_zoom_in, self.tr("Zoom &in"), None),
                (self.act_zoom_out, self.tr("Zoom &out"), None),
                (self.act_zoom_fit, self.tr("&Fit to window"), None),
                (self.tool_actions["select"], self.tr("Select"), self.tr("Select and drag discs (V)")),
                (self.tool_actions["sun"], self.tr("Sun"), self.tr("Click a cell to place the sun (S)")),
                (self.tool_actions["earth"], self.tr("Earth"), self.tr("Click a cell to place Earth (E)")),
                (self.tool_actions["planet"], self.tr("Planet slot"),
                 self.tr("Click a cell to place a face-down planet slot (P)")),
                (self.tool_actions["erase"], self.tr("Eraser"), self.tr("Click a disc to remove it (X)")),
                (self.tool_actions["path"], self.tr("Path preview"),
                 self.tr("Click a disc to see where a piece would fly from it (F)"))):
            set_texts(act, text, tip)
        self.retranslate_play()
        self.tools_menu.setTitle(self.tr("&Tools"))
        self.view_menu.setTitle(self.tr("&View"))
        self.builtin_menu.setTitle(self.tr("Open &built-in"))
        for act, text in zip(self.builtin_actions, (self.tr("Standard (R9)"), self.tr("Alternative 1 (R10)"),
                                                     self.tr("Alternative 2 (R10)"))):
            act.setText(text)
        if self.discs_default:  # the app's set, by its shown name in this language
            self.discs_name = disc_set_name(self.discs.name)
        self.panel.discs_label.setText(self.discs_name)
        self.scene.retranslate()
        self.workbench.retranslate()
        # the grid's description (the cursor's cell) in this language, focused or not
        self.view.setAccessibleDescription(self.speech.cursor_text())
        if self.scene.tool == "path":
            self.update_preview()

    def _make_actions(self) -> None:
        self._make_file_actions(self.new_layout)
        self.act_play = action(self, "", self.play, "Ctrl+R")
        self.act_delete = action(self, "", self.delete_selected, [QKeySequence.Delete, "Backspace"])
        self.act_select_all = action(self, "", self.select_all, QKeySequence.SelectAll)
        self.act_clear = action(self, "", self.clear_grid, "Ctrl+Shift+Del")
        self.act_zoom_in = action(self, "", lambda: self.view.zoom(1.25), QKeySequence.ZoomIn)
        self.act_zoom_out = action(self, "", lambda: self.view.zoom(0.8), QKeySequence.ZoomOut)
        self.act_zoom_fit = action(self, "", self.view.zoom_fit, "Ctrl+0")
        group = QActionGroup(self)
        self.tool_actions = {}
        for key, sc in (("select", "V"), ("sun", "S"), ("earth", "E"), ("planet", "P"),
                        ("erase", "X"), ("path", "F")):
            act = action(self, "", None, sc, checkable=True)
            act.setData(key)
            group.addAction(act)
            act.triggered.connect(lambda _=False, k=key: self.set_tool(k))
            self.tool_actions[key] = act
        self.tool_actions["select"].setChecked(True)
        # keys that act on the grid act only while the grid has the focus (never while the
        # name, a button or the colour box has it); the menus still offer them
        for act in (*self.tool_actions.values(), self.act_delete, self.act_select_all, self.act_clear):
            act.setShortcutContext(Qt.WidgetWithChildrenShortcut)
            self.view.addAction(act)

    def _make_menus(self) -> None:
        self._add_file_menu(self._add_builtin_menu, [None, self.act_play])
        e = self._add_edit_menu()
        e.addAction(self.act_delete)
        e.addAction(self.act_select_all)
        e.addAction(self.act_clear)
        mb = self.menuBar()
        t = self.tools_menu = mb.addMenu("")
        for act in self.tool_actions.values():
            t.addAction(act)
        v = self.view_menu = mb.addMenu("")
        v.addAction(self.act_zoom_in)
        v.addAction(self.act_zoom_out)
        v.addAction(self.act_zoom_fit)
        tb = self._add_toolbar("tools")
        self.tool_buttons = {}
        for key, act in self.tool_actions.items():  # one choice of several: radio buttons
            self.tool_buttons[key] = RadioToolButton(act, tb)
            tb.addWidget(self.tool_buttons[key])
        tb.addSeparator()
        tb.addAction(self.act_play)

    def _add_builtin_menu(self, file_menu) -> None:
        self.builtin_menu = file_menu.addMenu("")
        self.builtin_actions = [action(self, "", lambda _=False, k=key: self.open_builtin(k))
                                for key in ("standard", "alt1", "alt2")]
        self.builtin_menu.addActions(self.builtin_actions)

    # ------------------------------------------------------------- state
    def display_name(self) -> str:
        if self.path:
            return os.path.basename(self.path)
        if self.builtin:
            return self.tr("%1 (built-in, read-only)").replace("%1", self.model.name)
        return self.model.name or self.tr("Untitled layout")

    def set_can_play(self, can: bool) -> None:
        """Whether "Play this layout" has a game window to start the game in (an editor
        started on its own has none: the action stays off, its tip says why)."""
        self.can_play = can
        self.retranslate_play()
        self._model_changed()

    def retranslate_play(self) -> None:
        if getattr(self, "can_play", True):
            tip = self.tr("Start a new game on this layout")
        else:
            tip = self.tr("To play this layout, open the layout editor from the game's "
                          "Tools menu (this editor was started on its own).")
        self.act_play.setToolTip(tip)
        self.act_play.setStatusTip(tip)

    def _model_changed(self) -> None:
        valid = self.model.is_valid()
        self.act_play.setEnabled(valid and getattr(self, "can_play", True))
        if self.scene.tool == "path":
            self.update_preview()

    def set_tool(self, key: str) -> None:
        self.tool_actions[key].setChecked(True)
        if key != self.scene.tool:
            self.speech.say_tool(self.tool_actions[key].text())
        self.scene.tool = key
        if key == "path":
            if self.preview_start is None or self.model.kind_at(self.preview_start) in (None, "sun"):
                earth = [(r, c) for r, c, k in self.model.cells() if k == "earth"]
                self.preview_start = earth[0] if earth else None
            self.update_preview()
        else:
            self.scene.clear_preview()
            self.panel.preview_label.setText("")
            self.preview_result = None
        self.view.setFocus()

    # ------------------------------------------------------------ editing
    def confirm_replace(self, old: str, new: str) -> bool:
        """Whether the sun or Earth on a cell may be replaced by a disc of another kind."""
        question = {
            ("earth", "planet"): self.tr("Replace Earth with a planet slot?"),
            ("earth", "sun"): self.tr("Replace Earth with the sun?"),
            ("sun", "planet"): self.tr("Replace the sun with a planet slot?"),
            ("sun", "earth"): self.tr("Replace the sun with Earth?")}.get((old, new))
        if question is None:
            return True
        answer = QMessageBox.question(
            self, self.tr("Replace a disc"),
            question + " " + self.tr("All pieces start on Earth and finish in the sun; "
                                     "Undo takes a replacement back."),
            QMessageBox.Yes | QMessageBox.No, QMessageBox.No)
        return answer == QMessageBox.Yes

    def _rename(self, name: str) -> None:
        self.stack.push(RenameLayout(self.model, name))

    def delete_selected(self) -> None:
        cells = self.scene.selected_cells()
        if not cells and self.model.kind_at(self.scene.cursor):
            cells = [self.scene.cursor]
        self.scene.remove(cells)

    def select_all(self) -> None:
        for item in self.scene.items_by_cell.values():
            item.setSelected(True)

    def clear_grid(self) -> None:
        if len(self.model):
            self.stack.push(RemoveDiscs(  # the text is made again after a language switch
                self.model, self.model.occupied(),
                lambda: QCoreApplication.translate("LayoutEditorWindow", "Clear the grid")))

    def _quick_layout(self):
        """The layout for the quick playtest: None unless it is playable and winnable."""
        if not self.model.is_valid():
            return None
        layout = self.model.to_layout()
        return layout if sun_reachable(layout) else None

    def closeEvent(self, event) -> None:
        super().closeEvent(event)
        if event.isAccepted():
            self.quick.cancel()

    # --------------------------------------------------------------- files
    def _install(self, name: str, cells, path: str | None, builtin: str | None,
                 draft: bool) -> None:
        self.scene.clearSelection()
        self.preview_start = None
        self.model.replace(name, cells)
        self.scene.reset_region()
        self.panel.refresh()  # the rows and columns it names are counted anew
        self._fresh_history()
        self.path, self.builtin, self.draft = path, builtin, draft
        self._update_title()
        if self.scene.tool == "path":
            self.set_tool("path")
        self.view.zoom_fit()

    def new_layout(self) -> None:
        if self.maybe_save():
            self._install("", [], None, None, False)

    def _read_file(self, path: str):
        """A ``.zlayout`` file or draft: (name, cells, draft)."""
        return read_layout_file(path)

    def _opened(self, path: str, document) -> None:
        name, cells, draft = document
        self._install(name, cells, os.path.abspath(path), None, draft)
        self.view.setFocus()  # the grid, not the name field: the first tool key is a tool
        self.recent.add(path)
        if draft:
            self.status.show(lambda: self.tr("This is a draft: fix the problems listed on the "
                                             "right to play it."), 8000)

    def open_builtin(self, key: str) -> bool:
        if not self.maybe_save():
            return False
        document = self._read(read_layout_file, str(resources.layout_path(key)))
        if document is None:
            return False
        name, cells, _draft = document
        self._install(name, cells, None, key, False)
        self.status.show(lambda: self.tr("Built-in layouts are read-only starting points: "
                                         "use Save as to keep your changes."), 8000)
        return True

    def _suggested_path(self) -> str:
        # an unnamed layout: the folder only
        return super()._suggested_path() if self.model.name else self._folder()

    def _refuse_save(self, path: str) -> str | None:
        if _is_builtin_file(path):
            return self.tr("%1: the built-in layouts are read-only; choose another name.").replace("%1", path)
        return None

    def _write(self, path: str) -> bool:
        """Save atomically (a draft if the layout is not playable); whether it is a draft."""
        return write_layout_file(path, self.model)

    def _saved(self, draft: bool) -> None:
        self.builtin, self.draft = None, draft
        self._renumbered = self.number_as_saved()

    def _renumber_text(self) -> str:
        return self.tr("The grid is numbered as the saved layout now: row 1 and column 1 are "
                       "the first with a disc.")

    def number_as_saved(self) -> bool:
        """The grid numbered as the saved layout, the game's board and the setup sheet
        number it (:meth:`LayoutScene.number_as_saved`), saying so when that changed it
        (and answering whether it did)."""
        if not self.scene.number_as_saved():
            return False
        self.panel.refresh()  # the problems it lists name rows and columns
        self.view.setAccessibleDescription(self.speech.cursor_text())
        self.status.show(self._renumber_text, 8000)
        return True

    def _saved_message(self, draft: bool):
        if draft:
            make, ms = (lambda: self.tr("Saved as a draft: it cannot be played until the "
                                        "problems are fixed."), 8000)
        else:
            make, ms = super()._saved_message(draft)
        if getattr(self, "_renumbered", False):  # said together: "Saved." does not hide it
            self._renumbered = False
            return (lambda: make() + " " + self._renumber_text()), max(ms, 8000)
        return make, ms

    # ---------------------------------------------------------------- play
    def play(self) -> None:
        if not self.model.is_valid():
            show_error(self, self.tr("Cannot play this layout"), " ".join(describe_problems(self.model)))
            return
        layout = self.model.to_layout(self.path or self.display_name())
        self.number_as_saved()  # the board's discs are named by these numbers
        if not sun_reachable(layout):  # the new-game dialog says it too, before a game starts
            show_error(self, self.tr("This layout can never be won"), unwinnable_text())
        self.playRequested.emit(layout)


def _is_builtin_file(path: str) -> bool:
    target = os.path.realpath(path)
    return any(os.path.realpath(str(resources.layout_path(k))) == target
               for k in resources.BUILTIN_LAYOUTS)


def main(argv: list[str] | None = None) -> int:
    """Open the layout editor alone (for trying it out)."""
    argv = list(sys.argv if argv is None else argv)
    app = QApplication.instance() or QApplication(argv)
    install_language(app)  # the game's language (settings, else the system's)
    win = LayoutEditorWindow()
    args = argv[1:]
    if args:
        if args[0] in resources.BUILTIN_LAYOUTS:
            win.open_builtin(args[0])
        else:
            win.open_path(args[0])
    if len(args) > 1 and args[1] == "--preview":
        win.set_tool("path")
    win.set_can_play(False)  # no game window to start a game in

    win.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
