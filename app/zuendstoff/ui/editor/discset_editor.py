"""The disc-set editor window: enter the real faces of your discs (R1–R3), save ``.zdiscs``.

Run on its own for trying it out: ``python3 -m zuendstoff.ui.editor.discset_editor [FILE]``.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QPainter, QUndoStack
from PySide6.QtWidgets import QApplication, QDockWidget, QFileDialog, QGraphicsView, QMainWindow

from ... import i18n, resources
from ...document.discset_commands import (
    RenameDiscSet,
    RenamePlanet,
    SetRocketNumber,
    set_rocket_side,
    turn_planet,
    turn_rocket,
    turn_sun,
    turn_sun_side,
)
from ...document.discset_model import SUN, DiscSetModel
from ...document.error_text import data_error_text
from ...engine.constants import PLANET_COUNT
from ...engine.discs import DiscSet
from ...engine.errors import DataError
from .common import RecentFiles, action, ask_save_changes, show_error, undo_redo_actions
from .discset_panel import DiscSetPanel
from .discset_scene import COLUMNS, DiscSetScene

FILE_FILTER = "Zündstoff disc sets (*.zdiscs);;All files (*)"


class DiscSetView(QGraphicsView):
    def __init__(self, scene: DiscSetScene) -> None:
        super().__init__(scene)
        self.setRenderHint(QPainter.Antialiasing)
        self.setFocusPolicy(Qt.StrongFocus)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        rect = self.sceneRect()
        self.resetTransform()
        scale = min(1.0, (self.viewport().width() - 4) / rect.width(),
                    (self.viewport().height() - 4) / rect.height())
        if scale < 0.55:  # keep discs readable; scroll instead
            scale = min(1.0, (self.viewport().width() - 4) / rect.width())
        self.scale(scale, scale)

    def keyPressEvent(self, event) -> None:
        scene: DiscSetScene = self.scene()
        moves = {Qt.Key_Left: -1, Qt.Key_Right: 1, Qt.Key_Up: -COLUMNS, Qt.Key_Down: COLUMNS,
                 Qt.Key_Home: -99, Qt.Key_End: 99}
        if event.key() in moves:
            scene.select_disc(scene.current + moves[event.key()])
            event.accept()
            return
        super().keyPressEvent(event)


class DiscSetEditorWindow(QMainWindow):
    def __init__(self, parent=None, model: DiscSetModel | None = None,
                 stack: QUndoStack | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DiscSetEditorWindow")
        # model/stack given: rebuilt around an open document (language switch)
        opened = model is not None
        self.model = DiscSetModel(parent=self) if model is None else model
        self.model.setParent(self)
        self.stack = QUndoStack(self) if stack is None else stack
        self.stack.setParent(self)
        self.scene = DiscSetScene(self.model, self)
        self.view = DiscSetView(self.scene)
        self.view.setAccessibleName(self.tr("Disc set"))
        self.setCentralWidget(self.view)
        self.path: str | None = None
        self.read_only = False
        self.recent = RecentFiles("discsets")

        self.panel = DiscSetPanel(self.model, self)
        self.panel.setMaximumWidth(380)
        dock = QDockWidget(self.tr("Disc"), self)
        dock.setObjectName("discPanel")
        dock.setFeatures(QDockWidget.DockWidgetMovable)
        dock.setWidget(self.panel)
        self.addDockWidget(Qt.RightDockWidgetArea, dock)
        self._make_actions()
        self._make_menus()

        self.scene.sideClicked.connect(self.turn_side)
        self.scene.discSelected.connect(self.panel.show_disc)
        self.panel.duplicateRequested.connect(self.duplicate)
        self.panel.setRenamed.connect(lambda name: self._push(RenameDiscSet(self.model, name)))
        self.panel.planetRenamed.connect(
            lambda n, name: self._push(RenamePlanet(self.model, n, name)))
        self.panel.sideChosen.connect(self.choose_side)
        self.panel.numberChosen.connect(self.set_number)
        self.panel.turnRequested.connect(self.turn_disc)
        # a bound slot, not a lambda: Qt drops it when this window is destroyed
        self.stack.cleanChanged.connect(self._clean_changed)
        self.resize(1200, 900)
        if not opened:
            self.open_default()
        self.view.setFocus()

    # -------------------------------------------------------------- set-up
    def _make_actions(self) -> None:
        self.act_new = action(self, self.tr("&New disc set"), self.new_set, QKeySequence.New,
                              tip=self.tr("A new disc set, starting from a copy of the default"))
        self.act_open = action(self, self.tr("&Open…"), self.open_dialog, QKeySequence.Open)
        self.act_default = action(self, self.tr("Open the &default set"), self.open_default)
        self.act_save = action(self, self.tr("&Save"), self.save, QKeySequence.Save)
        self.act_save_as = action(self, self.tr("Save &as…"), self.save_as, QKeySequence.SaveAs)
        self.act_duplicate = action(self, self.tr("&Duplicate to edit"), self.duplicate, "Ctrl+D")
        self.act_close = action(self, self.tr("&Close"), self.close, QKeySequence.Close)
        self.act_undo, self.act_redo = undo_redo_actions(self.stack, self)
        self.turn_actions = []
        for c, (text, key) in enumerate(((self.tr("Turn the &red rocket"), "R"),
                                         (self.tr("Turn the &yellow rocket"), "Y"),
                                         (self.tr("Turn the &blue rocket"), "B"))):
            self.turn_actions.append(action(self, text, lambda _=False, c=c: self.turn_colour(c, 1),
                                            key))
            back = action(self, text.replace("&", "") + " " + self.tr("back"),
                          lambda _=False, c=c: self.turn_colour(c, 3), "Shift+" + key)
            self.turn_actions.append(back)
        self.act_turn = action(self, self.tr("&Turn the disc"), lambda: self.turn_disc(1), "T")
        self.act_turn_back = action(self, self.tr("Turn the disc bac&k"), lambda: self.turn_disc(3),
                                    "Shift+T")
        self.act_next = action(self, self.tr("&Next disc"), lambda: self._step(1), "Ctrl+PgDown")
        self.act_prev = action(self, self.tr("&Previous disc"), lambda: self._step(-1), "Ctrl+PgUp")

    def _make_menus(self) -> None:
        mb = self.menuBar()
        m = mb.addMenu(self.tr("&File"))
        m.addAction(self.act_new)
        m.addAction(self.act_open)
        m.addAction(self.act_default)
        self.recent_menu = m.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(
            lambda: self.recent.fill_menu(self.recent_menu, self.open_path))
        m.addSeparator()
        m.addAction(self.act_save)
        m.addAction(self.act_save_as)
        m.addAction(self.act_duplicate)
        m.addSeparator()
        m.addAction(self.act_close)
        e = mb.addMenu(self.tr("&Edit"))
        e.addAction(self.act_undo)
        e.addAction(self.act_redo)
        e.addSeparator()
        for act in self.turn_actions:
            e.addAction(act)
        e.addAction(self.act_turn)
        e.addAction(self.act_turn_back)
        e.addSeparator()
        e.addAction(self.act_next)
        e.addAction(self.act_prev)
        tb = self.addToolBar(self.tr("Edit"))
        tb.setObjectName("edit")
        tb.addAction(self.act_undo)
        tb.addAction(self.act_redo)
        tb.addSeparator()
        tb.addAction(self.act_duplicate)

    # ------------------------------------------------------------- state
    def display_name(self) -> str:
        if self.path:
            return os.path.basename(self.path)
        if self.read_only:
            return self.tr("Default disc set (read-only)")
        return self.model.name or self.tr("Untitled disc set")

    def _update_title(self) -> None:
        self.setWindowTitle(self.tr("%1[*] — Zündstoff disc-set editor").replace(
            "%1", self.display_name()))

    def take_state_from(self, old: "DiscSetEditorWindow") -> None:
        """After a language switch: the old window's file, read-only state and disc."""
        self.path = old.path
        self._set_read_only(old.read_only)
        self.scene.select_disc(old.scene.current)
        self.panel.show_disc(old.scene.current)
        self.setWindowModified(not self.stack.isClean())
        self._update_title()

    def _set_read_only(self, read_only: bool) -> None:
        self.read_only = read_only
        self.scene.editable = not read_only
        self.panel.set_read_only(read_only)
        for act in (*self.turn_actions, self.act_turn, self.act_turn_back):
            act.setEnabled(not read_only)
        self.act_duplicate.setEnabled(read_only)
        self.act_save.setEnabled(not read_only)

    def _push(self, command) -> bool:
        if self.read_only:
            self.statusBar().showMessage(self.tr("The default disc set is read-only: "
                                                 "duplicate it to edit."), 5000)
            return False
        self.stack.push(command)
        return True

    def _step(self, delta: int) -> None:
        self.scene.select_disc((self.scene.current + delta) % (PLANET_COUNT + 1))

    # ------------------------------------------------------------ editing
    def turn_side(self, disc: int, side: int, quarters: int = 1) -> bool:
        if disc == SUN:
            return self._push(turn_sun_side(self.model, side, quarters))
        return self._push(turn_rocket(self.model, disc, side, quarters))

    def turn_colour(self, colour: int, quarters: int = 1) -> bool:
        disc = self.scene.current
        if disc == SUN:
            side = next((s for s in range(4) if self.model.sun[s] == 1 << colour), None)
            if side is None:
                return False
        else:
            side = self.model.planet(disc).sides[colour]
        return self.turn_side(disc, side, quarters)

    def turn_disc(self, quarters: int = 1) -> bool:
        disc = self.scene.current
        if disc == SUN:
            return self._push(turn_sun(self.model, quarters))
        return self._push(turn_planet(self.model, disc, quarters))

    def choose_side(self, colour: int, side: int) -> bool:
        disc = self.scene.current
        if disc == SUN:
            old = next((s for s in range(4) if self.model.sun[s] == 1 << colour), None)
            if old is None or old == side:
                return False
            return self.turn_side(SUN, old, (side - old) & 3)
        if self.model.planet(disc).sides[colour] == side:
            return False
        return self._push(set_rocket_side(self.model, disc, colour, side))

    def set_number(self, colour: int, value: int) -> bool:
        disc = self.scene.current
        if disc == SUN or self.model.planet(disc).numbers[colour] == value:
            return False
        return self._push(SetRocketNumber(self.model, disc, colour, value))

    def duplicate(self) -> None:
        """Make an editable, untitled copy of what is open (the default set)."""
        name = self.model.name
        self.path = None
        self._set_read_only(False)
        self.stack.clear()
        command = RenameDiscSet(self.model, self.tr("Copy of %1").replace("%1", name)
                                if name else self.tr("My discs"))
        i18n.set_text(command, lambda: QCoreApplication.translate(  # again after a switch
            "DiscSetEditorWindow", "Duplicate disc set"))
        self.stack.push(command)
        self._update_title()
        self.statusBar().showMessage(self.tr("This copy is yours to edit; save it to keep it."),
                                     6000)

    # --------------------------------------------------------------- files
    def maybe_save(self) -> bool:
        if not self.isWindowModified():
            return True
        answer = ask_save_changes(self, self.display_name())
        if answer == "save":
            return self.save()
        return answer == "discard"

    def _install(self, discs: DiscSet, path: str | None, read_only: bool) -> None:
        self.model.replace(discs)
        self.stack.clear()
        self.stack.setClean()
        self.setWindowModified(False)
        self.path = path
        self._set_read_only(read_only)
        self.scene.select_disc(SUN)
        self.panel.show_disc(SUN)
        self._update_title()

    def open_default(self) -> bool:
        if not self.maybe_save():
            return False
        try:
            discs = resources.default_discs()
        except DataError as exc:
            show_error(self, self.tr("Cannot open disc set"), data_error_text(exc))
            return False
        self._install(discs, None, True)
        return True

    def new_set(self) -> None:
        if self.open_default():
            self.duplicate()

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open disc set"), self._folder(),
                                              self.tr("Zündstoff disc sets (*.zdiscs);;All files (*)"))
        if path:
            self.open_path(path, ask=False)

    def open_path(self, path: str, ask: bool = True) -> bool:
        """Open a ``.zdiscs`` file; on any problem show one message and change nothing."""
        if ask and not self.maybe_save():
            return False
        try:
            discs = DiscSet.load(path)
        except DataError as exc:
            show_error(self, self.tr("Cannot open disc set"), data_error_text(exc))
            return False
        read_only = _is_default_file(path)
        self._install(discs, None if read_only else os.path.abspath(path), read_only)
        if not read_only:
            self.recent.add(path)
        return True

    def save(self) -> bool:
        if self.read_only:
            return self.save_as()
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        start = os.path.join(self._folder(), _file_stem(self.model.name) + ".zdiscs")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save disc set as"), start,
                                              self.tr("Zündstoff disc sets (*.zdiscs);;All files (*)"))
        if not path:
            return False
        if not path.endswith(".zdiscs") and not os.path.exists(path):
            path += ".zdiscs"
        return self.save_to(path)

    def save_to(self, path: str) -> bool:
        """Save atomically through the engine (which checks R1–R3 again)."""
        if _is_default_file(path):
            show_error(self, self.tr("Cannot save disc set"),
                       self.tr("%1: the default disc set is read-only; choose another name.")
                       .replace("%1", path))
            return False
        problems = self.model.problems()
        if problems:
            show_error(self, self.tr("Cannot save disc set"),
                       self.tr("%1: fix these first: %2").replace("%1", path)
                       .replace("%2", " ".join(text for _d, text in problems)))
            return False
        try:
            self.model.to_discset(path).save(path)
        except (DataError, OSError) as exc:
            show_error(self, self.tr("Cannot save disc set"),
                       data_error_text(exc) if isinstance(exc, DataError) else f"{path}: {exc.strerror or exc}")
            return False
        self.path = os.path.abspath(path)
        self._set_read_only(False)
        self.stack.setClean()
        self.recent.add(path)
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved."), 4000)
        return True

    def _folder(self) -> str:
        if self.path:
            return os.path.dirname(self.path)
        paths = self.recent.paths()
        return os.path.dirname(paths[0]) if paths else os.path.expanduser("~")

    def _clean_changed(self, clean: bool) -> None:
        self.setWindowModified(not clean)

    def closeEvent(self, event) -> None:
        if self.maybe_save():
            event.accept()
        else:
            event.ignore()


def _file_stem(name: str) -> str:
    keep = "".join(ch if ch.isalnum() or ch in "-_ " else "_" for ch in name).strip()
    return keep or "discs"


def _is_default_file(path: str) -> bool:
    return os.path.realpath(path) == os.path.realpath(str(resources.discs_path()))


def main(argv: list[str] | None = None) -> int:
    """Open the disc-set editor alone (for trying it out)."""
    argv = list(sys.argv if argv is None else argv)
    app = QApplication.instance() or QApplication(argv)
    win = DiscSetEditorWindow()
    args = argv[1:]
    if args and args[0] == "--duplicate":
        win.duplicate()
        args = args[1:]
    if args:
        win.open_path(args[0])
    if len(args) > 1:
        win.scene.select_disc(int(args[1]))
    win.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
