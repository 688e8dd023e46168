"""The new-game dialog: seats, layout, disc set, seed."""

from __future__ import annotations

import os
import random
import textwrap
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ... import resources
from ...document.error_text import data_error_text
from ...document.names import disc_set_name, piece_name
from ...engine import PIECES, DataError, DiscSet, Layout
from ...settings import SeatSetup, Settings, default_seats
from .. import quiet_build
from .bot_names import bot_display_name, bot_keys, default_bot

MAX_NAME = 40
PHONE = "__phone__"  # "Played by": a person on a phone (the combo's data)
FAR = "__far__"  # "Played by": a person far away, in their own Zündstoff (internet play)
DEFAULT_NAMES = ("Anna", "Ben", "Clara", "David", "Emma")


@dataclass
class NewGameSetup:
    seats: list[SeatSetup]
    layout: Layout
    discs: DiscSet
    seed: int
    casual: bool
    layout_key: str  # built-in key or file path ("" for a layout from the editor)
    discs_key: str  # "" for the default set or a file path
    hints: bool = True  # people may ask the strongest computer player (the log tells)
    phone_host: str = ""  # the local address phones reach the table at ("": no phone seats)


# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate


def _designs_folder(recent_key: str) -> str:
    """Where choosing a layout (``recent_key`` "layouts") or disc set ("discsets") file starts:
    the last one's folder, else the editors' own folder for them."""
    from ... import userdata
    from ..editor.common import RecentFiles
    folder = userdata.LAYOUTS_FOLDER if recent_key == "layouts" else userdata.DISCSETS_FOLDER
    for path in RecentFiles(recent_key).paths():
        if os.path.isdir(os.path.dirname(path)):
            return os.path.dirname(path)
    return str(userdata.designs_dir(folder))


def _own_name(path: str) -> str:
    """The name written inside a layout or disc set file ('' if it has none or is unreadable)."""
    import json
    try:
        if os.path.getsize(path) > 1_000_000:
            return ""
        with open(path, encoding="utf-8") as fh:
            doc = json.load(fh)
        name = (doc.get("layout") or {}).get("name") or doc.get("name") or ""
        return str(name)[:60] if isinstance(name, str) else ""
    except (OSError, ValueError, AttributeError, TypeError):
        return ""


class SeatRow:
    def __init__(self, dialog: "NewGameDialog", grid: QGridLayout, row: int) -> None:
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME)
        self.name.setAccessibleName(translate("NewGameDialog", "Name of player %1").replace("%1", str(row)))
        self.piece = QComboBox()
        for p in PIECES:
            self.piece.addItem(piece_name(p), p)
        self.piece.setAccessibleName(translate("NewGameDialog", "Piece of player %1").replace("%1", str(row)))
        self.kind = QComboBox()
        self.kind.addItem(translate("NewGameDialog", "Person"), None)
        self.kind.addItem(translate("NewGameDialog", "Person on a phone"), PHONE)
        self.kind.setItemData(1, translate("NewGameDialog", "This person holds their hand on their own phone "
                                           "and chooses cards there, at the same time as everyone else."),
                              Qt.ItemDataRole.ToolTipRole)
        self.kind.addItem(translate("NewGameDialog", "Person far away"), FAR)
        self.kind.setItemData(2, translate("NewGameDialog", "A friend who plays from their own "
                                           "Zündstoff over the internet, with an invitation you "
                                           "send them (Settings → Internet play names the broker)."),
                              Qt.ItemDataRole.ToolTipRole)
        for key in bot_keys():
            self.kind.addItem(translate("NewGameDialog", "Computer: %1").replace("%1", bot_display_name(key)), key)
        self.kind.setAccessibleName(translate("NewGameDialog", "Who plays player %1").replace("%1", str(row)))
        self.label = QLabel(translate("NewGameDialog", "Player %1").replace("%1", str(row)))
        for col, w in enumerate((self.label, self.name, self.piece, self.kind)):
            grid.addWidget(w, row, col)
        for w in (self.name, self.piece, self.kind):
            w.textChanged.connect(dialog.validate) if isinstance(w, QLineEdit) else \
                w.currentIndexChanged.connect(dialog.validate)

    def set(self, seat: SeatSetup) -> None:
        self.name.setText(seat.name)
        self.piece.setCurrentIndex(max(0, self.piece.findData(seat.piece)))
        i = self.kind.findData(seat.bot) if seat.bot else (
            self.kind.findData(FAR) if getattr(seat, "far", False) else
            self.kind.findData(PHONE) if seat.phone else 0)
        self.kind.setCurrentIndex(i if i >= 0 else self.kind.findData(default_bot()))

    def get(self) -> SeatSetup:
        kind = self.kind.currentData()
        if kind == PHONE:
            return SeatSetup(self.name.text().strip(), self.piece.currentData(), None, True)
        if kind == FAR:
            return SeatSetup(self.name.text().strip(), self.piece.currentData(), None, far=True)
        return SeatSetup(self.name.text().strip(), self.piece.currentData(), kind)

    def set_visible(self, on: bool) -> None:
        for w in (self.label, self.name, self.piece, self.kind):
            w.setVisible(on)


def _long_check_box(text: str, width: int = 56) -> QCheckBox:
    """A check box whose long text is broken into lines of about ``width`` characters (a
    check box does not wrap: the German ones made the dialog wider than an 800-px screen);
    a screen reader gets the text in one piece."""
    box = QCheckBox(textwrap.fill(text, width))
    box.setAccessibleName(text)
    return box


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, settings: Settings | None = None) -> None:
        # built and filled quietly: a screen reader reads the finished dialog as it opens
        # (the ~160 events of its building kept Orca from saying it; ui/quiet_build.py)
        with quiet_build.quiet():
            self._build(parent, settings)

    def _build(self, parent: QWidget | None, settings: Settings | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.settings = settings
        self._editor_layout: Layout | None = None
        self._chosen_layout = "standard"  # the layout chosen before "From a file…" (its key)
        self.result_setup: NewGameSetup | None = None

        self.count = QSpinBox()
        self.count.setRange(2, 5)
        self.count.setAccessibleName(self.tr("Number of players"))
        seats_box = QGroupBox(self.tr("Players"))
        grid = QGridLayout(seats_box)
        for col, text in enumerate((self.tr("Seat"), self.tr("Name"), self.tr("Piece"),
                                    self.tr("Played by"))):
            grid.addWidget(QLabel(f"<b>{text}</b>"), 0, col)
        self.rows = [SeatRow(self, grid, i + 1) for i in range(5)]
        self.count.valueChanged.connect(self._count_changed)

        self.layout_combo = QComboBox()
        self.layout_combo.addItem(self.tr("Standard (4 × 4)"), "standard")
        self.layout_combo.addItem(self.tr("Alternative 1 (small)"), "alt1")
        self.layout_combo.addItem(self.tr("Alternative 2 (long)"), "alt2")
        self.layout_combo.addItem(self.tr("From a file…"), "__file__")
        self.layout_combo.activated.connect(self._layout_activated)
        self.layout_combo.setAccessibleName(self.tr("Layout"))
        self.discs_combo = QComboBox()
        self.discs_combo.addItem(self.tr("The app's default disc set"), "")
        self.discs_combo.addItem(self.tr("From a file…"), "__file__")
        self.discs_combo.activated.connect(self._discs_activated)
        self.discs_combo.setAccessibleName(self.tr("Disc set"))
        self._list_own_files()
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setToolTip(self.tr("The same seed deals the face-down planets the same way."))
        self.seed.textChanged.connect(self.validate)
        self.casual = _long_check_box(self.tr("Casual game: public decisions may be undone after "
                                              "a planet is turned face up"))
        form = QFormLayout()
        form.addRow(self.tr("Number of players:"), self.count)
        form.addRow(self.tr("Layout:"), self.layout_combo)
        form.addRow(self.tr("Disc set:"), self.discs_combo)
        form.addRow(self.tr("Seed:"), self.seed)
        form.addRow("", self.casual)
        self.hints = _long_check_box(self.tr("Allow hints (everyone sees in the log who asked "
                                             "for one)"))
        self.hints.setChecked(True)
        form.addRow("", self.hints)
        self._build_phones()
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #c92a2a;")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(seats_box)
        box.addWidget(self.phones_box)
        box.addLayout(form)
        box.addWidget(self.problem)
        box.addWidget(self.buttons)
        self._load_settings()

    def _build_phones(self) -> None:
        """Shown when a seat is played on a phone: the address phones reach the table at."""
        from .phone_address import PhoneAddressBox
        self.phones_box = PhoneAddressBox(self.settings, self)
        self.address, self.address_help = self.phones_box.address, self.phones_box.help
        self.phones_box.hide()

    def addresses(self) -> list[str]:
        return self.phones_box.addresses()

    def has_phones(self) -> bool:
        return any(s.phone for s in self.seats())

    # ---------------------------------------------------------------- setup
    def _load_settings(self) -> None:
        seats = self.settings.last_seats() if self.settings else default_seats()
        self.count.setValue(len(seats))
        used = {s.piece for s in seats}
        spare = [p for p in PIECES if p not in used]
        for i, row in enumerate(self.rows):
            if i < len(seats):
                row.set(seats[i])
            else:
                row.set(SeatSetup(DEFAULT_NAMES[i], spare.pop(0) if spare else PIECES[i]))
        self._count_changed(len(seats))
        if self.settings:
            self.select_layout(self.settings.last_layout, quiet=True)
            self.casual.setChecked(self.settings.casual)
            discs = self.settings.last_discs
            if discs:
                self._set_file_item(self.discs_combo, discs)

    def _count_changed(self, n: int) -> None:
        for i, row in enumerate(self.rows):
            row.set_visible(i < n)
        self.validate()

    def seats(self) -> list[SeatSetup]:
        return [r.get() for r in self.rows[: self.count.value()]]

    def select_layout(self, layout_or_path, quiet: bool = False) -> None:
        """Preselect a layout: a built-in key, a ``.zlayout`` path or a Layout object."""
        if isinstance(layout_or_path, Layout):
            self._editor_layout = layout_or_path
            i = self.layout_combo.findData("__editor__")
            name = (layout_or_path.name or "").strip()
            # an unnamed layout is not followed by an empty name
            text = self.tr("From the layout editor: %1").replace("%1", name) if name \
                else self.tr("From the layout editor (unnamed)")
            if i < 0:
                self.layout_combo.insertItem(3, text, "__editor__")
                i = 3
            else:
                self.layout_combo.setItemText(i, text)
            self.layout_combo.setCurrentIndex(i)
            self._chosen_layout = "__editor__"
            return
        key = str(layout_or_path)
        if key in resources.BUILTIN_LAYOUTS:
            self.layout_combo.setCurrentIndex(self.layout_combo.findData(key))
        elif key:
            self._set_file_item(self.layout_combo, key)
        self._chosen_layout = self.layout_combo.currentData()

    def _set_file_item(self, combo: QComboBox, path: str, select: bool = True) -> None:
        """A file in a combo box: shown by its own name (the layout's or disc set's name, else
        the file name), the full path as tooltip."""
        path = os.path.abspath(path)
        i = combo.findData(path)
        if i < 0:
            name = disc_set_name(_own_name(path)) or os.path.basename(path)
            combo.insertItem(combo.count() - 1, self.tr("%1 (%2)").replace("%1", name).replace(
                "%2", os.path.basename(path)), path)
            i = combo.findData(path)
            combo.setItemData(i, path, Qt.ItemDataRole.ToolTipRole)
        if select:
            combo.setCurrentIndex(i)

    def _list_own_files(self) -> None:
        """The person's recent and saved layouts and disc sets, ready to choose."""
        from ... import userdata
        from ..editor.common import RecentFiles
        for combo, key, suffix in ((self.layout_combo, "layouts", ".zlayout"),
                                   (self.discs_combo, "discsets", ".zdiscs")):
            seen = []
            try:
                seen += [p for p in RecentFiles(key).paths() if os.path.isfile(p)]
                seen += sorted(str(p) for p in userdata.games_dir().glob(f"*{suffix}"))
                for folder in (userdata.LAYOUTS_FOLDER, userdata.DISCSETS_FOLDER):
                    seen += sorted(str(p) for p in (userdata.games_dir() / folder).glob(f"*{suffix}"))
            except OSError:
                pass
            for path in seen[:12]:
                self._set_file_item(combo, path, select=False)

    def _layout_activated(self, i: int) -> None:
        if self.layout_combo.itemData(i) == "__file__":
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a layout"),
                                                  _designs_folder("layouts"),
                                                  self.tr("Layouts and shared boards (*.zlayout *.zboard);;"
                                                          "All files (*)"))
            if path:
                self._set_file_item(self.layout_combo, path)
            else:  # cancelled: the layout chosen before stays
                self.layout_combo.setCurrentIndex(max(0, self.layout_combo.findData(self._chosen_layout)))
        self._remember_layout()

    def _remember_layout(self) -> None:
        """The layout chosen is the one the dialog offers next time, game started or not
        (a layout handed over by the editor has no file to remember)."""
        key = self.layout_combo.currentData()
        self._chosen_layout = key
        if self.settings and key and key not in ("__file__", "__editor__"):
            self.settings.last_layout = key

    def _discs_activated(self, i: int) -> None:
        if self.discs_combo.itemData(i) == "__file__":
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a disc set"),
                                                  _designs_folder("discsets"),
                                                  self.tr("Disc sets (*.zdiscs);;All files (*)"))
            if path:
                self._set_file_item(self.discs_combo, path)
            else:
                self.discs_combo.setCurrentIndex(0)

    # ---------------------------------------------------------------- checks
    def check(self) -> str:
        """The first problem with the form, in plain words, or ''."""
        seats = self.seats()
        for i, s in enumerate(seats, 1):
            if not s.name:
                return self.tr("Player %1 needs a name.").replace("%1", str(i))
        if len({s.piece for s in seats}) != len(seats):
            return self.tr("Every player needs a different piece.")
        text = self.seed.text().strip()
        if text and not text.lstrip("-").isdigit():
            return self.tr("The seed must be a whole number (or empty for a random one).")
        if any(s.far for s in seats) and not (self.settings.broker if self.settings else ""):
            return self.tr("A person far away needs a broker: set one in Settings → Internet play.")
        return ""

    def validate(self) -> None:
        if hasattr(self, "phones_box"):
            self.phones_box.setVisible(self.has_phones())
        problem = self.check()
        self.problem.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def accept(self) -> None:
        if self.check():
            return
        key = self.layout_combo.currentData()
        try:
            dkey = self.discs_combo.currentData() or ""
            discs = DiscSet.load(dkey) if dkey else resources.default_discs()
            if key == "__editor__":
                layout, layout_key = self._editor_layout, ""
            elif str(key).lower().endswith(".zboard"):  # a shared board brings its disc set
                from ...engine.board import Board
                board = Board.load(key)
                layout, layout_key, discs, dkey = board.layout, key, board.discs, ""
            else:
                layout, layout_key = resources.layout_from_arg(key), key
        except DataError as exc:
            QMessageBox.warning(self, self.tr("Cannot use this file"), data_error_text(exc))
            return
        from ...engine.layout import sun_reachable
        if not sun_reachable(layout):  # the game could never end: say so before it starts
            answer = QMessageBox.question(
                self, self.tr("This layout can never be won"),
                self.tr("On this layout no piece can ever reach the sun from Earth, so nobody can "
                        "win and the game never ends. Start it anyway?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No)
            if answer != QMessageBox.StandardButton.Yes:
                return
        text = self.seed.text().strip()
        seed = int(text) if text else random.randrange(2**31)
        self.result_setup = NewGameSetup(self.seats(), layout, discs, seed,
                                         self.casual.isChecked(), layout_key, dkey,
                                         self.hints.isChecked(),
                                         self.address.currentData() if self.has_phones() else "")
        if self.settings:
            self.settings.set_last_seats(self.result_setup.seats)
            if layout_key:
                self.settings.last_layout = layout_key
            self.settings.last_discs = dkey
            self.settings.casual = self.casual.isChecked()
            if self.result_setup.phone_host:
                self.settings.phone_host = self.result_setup.phone_host
        super().accept()
