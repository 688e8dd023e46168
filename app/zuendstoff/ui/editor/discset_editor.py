"""The disc-set editor window: enter the real faces of your discs (R1–R3), save ``.zdiscs``.

Run on its own for trying it out: ``python3 -m zuendstoff.ui.editor.discset_editor [FILE]``.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsView

from ... import i18n, resources, userdata
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
from ...document.names import disc_set_name
from ...engine.constants import PLANET_COUNT
from ...engine.discs import DiscSet
from ..board.art import colour_letter
from .common import action, install_language
from .discset_panel import DiscSetPanel
from .discset_scene import COLUMNS, DiscSetScene
from .document_window import DocumentTexts, DocumentWindow


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


class DiscSetEditorWindow(DocumentWindow):
    SUFFIX = ".zdiscs"
    RECENT_KEY = "discsets"
    FOLDER = userdata.DISCSETS_FOLDER
    DEFAULT_STEM = "discs"

    def __init__(self, parent=None) -> None:
        super().__init__(parent, DiscSetModel)
        self.scene = DiscSetScene(self.model, self)
        self._set_view(DiscSetView(self.scene))
        self.read_only = False

        self._add_panel(DiscSetPanel(self.model, self), "discPanel", 380)
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
        self._open_sized(1200, 900)
        self.open_default()
        self.retranslate()
        self.view.setFocus()

    # -------------------------------------------------------------- set-up
    def texts(self) -> DocumentTexts:
        """The window's words, in this editor's own translation context."""
        return DocumentTexts(
            open=self.tr("&Open…"), save=self.tr("&Save"), save_as=self.tr("Save &as…"),
            close=self.tr("&Close"), file_menu=self.tr("&File"), edit_menu=self.tr("&Edit"),
            recent_menu=self.tr("Open &recent"), saved=self.tr("Saved."),
            open_title=self.tr("Open disc set"), save_title=self.tr("Save disc set as"),
            file_filter=self.tr("Zündstoff disc sets (*.zdiscs);;All files (*)"),
            cannot_open=self.tr("Cannot open disc set"), cannot_save=self.tr("Cannot save disc set"),
            window_title=self.tr("%1[*] — Zündstoff disc-set editor"),
            new=self.tr("&New disc set"),
            new_tip=self.tr("A new disc set, starting from a copy of the default"),
            view_name=self.tr("Disc set"), panel_title=self.tr("Disc"), toolbar_title=self.tr("Edit"))

    def retranslate(self) -> None:
        """Every text of the window, in the installed language (at start and on a switch);
        the keys that turn a rocket are its colour's letter in this language."""
        super().retranslate()
        names = (self.tr("Turn the &red rocket"), self.tr("Turn the &yellow rocket"),
                 self.tr("Turn the &blue rocket"))
        for c, (text, keys) in enumerate(zip(names, colour_keys())):
            on, back = self.turn_actions[2 * c], self.turn_actions[2 * c + 1]
            on.setText(text)
            on.setShortcuts([QKeySequence(key) for key in keys])
            back.setText(text.replace("&", "") + " " + self.tr("back"))
            back.setShortcuts([QKeySequence("Shift+" + key) for key in keys])
        for act, text in ((self.act_default, self.tr("Open the de&fault set")),
                          (self.act_duplicate, self.tr("&Duplicate to edit")),
                          (self.act_turn, self.tr("&Turn the disc")),
                          (self.act_turn_back, self.tr("Turn the disc bac&k")),
                          (self.act_next, self.tr("&Next disc")),
                          (self.act_prev, self.tr("&Previous disc"))):
            act.setText(text)
        self.scene.update()  # the discs' painted names and letters

    def _make_actions(self) -> None:
        self._make_file_actions(self.new_set)
        self.act_default = action(self, "", self.open_default)
        self.act_duplicate = action(self, "", self.duplicate, "Ctrl+D")
        self.turn_actions = []
        for c in range(3):  # texts and keys: retranslate
            self.turn_actions.append(action(self, "", lambda _=False, c=c: self.turn_colour(c, 1)))
            self.turn_actions.append(action(self, "", lambda _=False, c=c: self.turn_colour(c, 3)))
        self.act_turn = action(self, "", lambda: self.turn_disc(1), "T")
        self.act_turn_back = action(self, "", lambda: self.turn_disc(3), "Shift+T")
        self.act_next = action(self, "", lambda: self._step(1), "Ctrl+PgDown")
        self.act_prev = action(self, "", lambda: self._step(-1), "Ctrl+PgUp")

    def _make_menus(self) -> None:
        self._add_file_menu(lambda m: m.addAction(self.act_default), [self.act_duplicate])
        e = self._add_edit_menu()
        for act in self.turn_actions:
            e.addAction(act)
        e.addAction(self.act_turn)
        e.addAction(self.act_turn_back)
        e.addSeparator()
        e.addAction(self.act_next)
        e.addAction(self.act_prev)
        tb = self._add_toolbar("edit")
        tb.addAction(self.act_duplicate)

    # ------------------------------------------------------------- state
    def display_name(self) -> str:
        if self.path:
            return os.path.basename(self.path)
        if self.read_only:
            return self.tr("Default disc set (read-only)")
        return self.model.name or self.tr("Untitled disc set")

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
            self.status.show(lambda: self.tr("The default disc set is read-only: "
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
        command = RenameDiscSet(self.model, self.tr("Copy of %1").replace("%1", disc_set_name(name))
                                if name else self.tr("My discs"))
        i18n.set_text(command, lambda: QCoreApplication.translate(  # again after a switch
            "DiscSetEditorWindow", "Duplicate disc set"))
        self.stack.push(command)
        self._update_title()
        self.status.show(lambda: self.tr("This copy is yours to edit; save it to keep it."), 6000)

    # --------------------------------------------------------------- files
    def _install(self, discs: DiscSet, path: str | None, read_only: bool) -> None:
        self.model.replace(discs)
        self._fresh_history()
        self.path = path
        self._set_read_only(read_only)
        self.scene.select_disc(SUN)
        self.panel.show_disc(SUN)
        self._update_title()

    def open_default(self) -> bool:
        if not self.maybe_save():
            return False
        discs = self._read(resources.default_discs)
        if discs is None:
            return False
        self._install(discs, None, True)
        return True

    def new_set(self) -> None:
        if self.open_default():
            self.duplicate()

    def _read_file(self, path: str) -> DiscSet:
        """A ``.zdiscs`` file."""
        return DiscSet.load(path)

    def _opened(self, path: str, discs: DiscSet) -> None:
        read_only = _is_default_file(path)
        self._install(discs, None if read_only else os.path.abspath(path), read_only)
        if not read_only:
            self.recent.add(path)

    def _refuse_before_asking(self) -> str | None:
        problems = self.model.problems()
        if problems:  # an invalid set is refused before a file name is asked for
            return self.tr("This disc set cannot be saved yet: %1").replace(
                "%1", " ".join(text for _d, text in problems))
        return None

    def _refuse_save(self, path: str) -> str | None:
        if _is_default_file(path):
            return self.tr("%1: the default disc set is read-only; choose another name.").replace("%1", path)
        problems = self.model.problems()
        if problems:
            return (self.tr("%1: fix these first: %2").replace("%1", path)
                    .replace("%2", " ".join(text for _d, text in problems)))
        return None

    def _write(self, path: str) -> None:
        """Save atomically through the engine (which checks R1–R3 again)."""
        self.model.to_discset(path).save(path)

    def _saved(self, _result) -> None:
        self._set_read_only(False)


def colour_keys() -> list[list[str]]:
    """The keys that turn the red, yellow and blue rocket: the letters the rockets carry in
    this language (``art.colour_letter``: R, Y, B; German R, G, B), first, and the English
    letters as well where they stay free (Y keeps working in German)."""
    own = [colour_letter(c).upper() for c in range(3)]
    keys = [[letter] for letter in own]
    for c, letter in enumerate("RYB"):
        if letter not in own and letter != "T":  # T turns the disc
            keys[c].append(letter)
    return keys


def _is_default_file(path: str) -> bool:
    return os.path.realpath(path) == os.path.realpath(str(resources.discs_path()))


def main(argv: list[str] | None = None) -> int:
    """Open the disc-set editor alone (for trying it out)."""
    argv = list(sys.argv if argv is None else argv)
    app = QApplication.instance() or QApplication(argv)
    install_language(app)  # the game's language (settings, else the system's)
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
