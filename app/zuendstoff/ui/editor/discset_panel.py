"""The disc-set editor's side panel: the selected disc's rockets by keyboard, the problems."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...document.discset_model import MAX_PLANET_NAME, MAX_SET_NAME, SUN, DiscSetModel
from ...document.names import disc_set_name
from ...engine.discs import MAX_ROCKET_NUMBER
from ..board.art import colour_letter
from ..retranslate import Retranslating
from .common import all_good_html, check_box, name_field, problems_html

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate


def _tr(text: str) -> str:
    return QCoreApplication.translate("DiscSetEditor", text)


class DiscSetPanel(Retranslating, QWidget):
    duplicateRequested = Signal()
    setRenamed = Signal(str)
    planetRenamed = Signal(int, str)
    sideChosen = Signal(int, int)  # colour, side
    numberChosen = Signal(int, int)  # colour, value
    turnRequested = Signal(int)  # quarters

    SWATCHES = ("#d62828", "#f2c200", "#1f6fd1")

    def __init__(self, model: DiscSetModel, parent=None) -> None:
        super().__init__(parent)
        self.model = model
        self.disc = SUN
        self.read_only = False
        lay = QVBoxLayout(self)

        self.banner = QWidget()
        bl = QVBoxLayout(self.banner)
        bl.setContentsMargins(8, 8, 8, 8)
        self.banner.setObjectName("readOnlyBanner")
        self.banner.setAttribute(Qt.WA_StyledBackground, True)
        self.banner.setStyleSheet("#readOnlyBanner { background:#fff3c4; border-radius:6px; }")
        self.banner_text = QLabel()
        self.banner_text.setWordWrap(True)
        bl.addWidget(self.banner_text)
        self.duplicate_button = QPushButton()
        self.duplicate_button.clicked.connect(self.duplicateRequested)
        bl.addWidget(self.duplicate_button)
        lay.addWidget(self.banner)

        self.set_name, self.set_name_label = name_field(lay, MAX_SET_NAME, self._set_name_edited)

        self.disc_box = QGroupBox()
        dl = QVBoxLayout(self.disc_box)
        nf = QFormLayout()
        self.planet_name = QLineEdit()
        self.planet_name.setMaxLength(MAX_PLANET_NAME)
        self.planet_name.editingFinished.connect(self._planet_name_edited)
        self.planet_name_label = QLabel()
        self.planet_name_label.setBuddy(self.planet_name)
        nf.addRow(self.planet_name_label, self.planet_name)
        dl.addLayout(nf)
        grid = QGridLayout()
        self.rocket_header = QLabel()
        grid.addWidget(self.rocket_header, 0, 0)
        self.side_header = QLabel()
        grid.addWidget(self.side_header, 0, 1)
        self.number_header = QLabel()
        grid.addWidget(self.number_header, 0, 2)
        self.rocket_labels: list[QLabel] = []
        self.side_boxes: list[QComboBox] = []
        self.number_boxes: list[QSpinBox] = []
        for c in range(3):
            label = QLabel()
            grid.addWidget(label, c + 1, 0)
            box = QComboBox()
            box.addItems(["", "", "", ""])  # the sides: retranslate
            box.activated.connect(lambda side, c=c: self.sideChosen.emit(c, side))
            grid.addWidget(box, c + 1, 1)
            spin = QSpinBox()
            spin.setRange(1, MAX_ROCKET_NUMBER)
            spin.valueChanged.connect(lambda v, c=c: self._number_edited(c, v))
            grid.addWidget(spin, c + 1, 2)
            self.rocket_labels.append(label)
            self.side_boxes.append(box)
            self.number_boxes.append(spin)
        dl.addLayout(grid)
        self.sun_note = QLabel()
        self.sun_note.setWordWrap(True)
        dl.addWidget(self.sun_note)
        turns = QHBoxLayout()
        self.turn_back = QPushButton()
        self.turn_back.clicked.connect(lambda: self.turnRequested.emit(3))
        self.turn_on = QPushButton()
        self.turn_on.clicked.connect(lambda: self.turnRequested.emit(1))
        turns.addWidget(self.turn_back)
        turns.addWidget(self.turn_on)
        dl.addLayout(turns)
        self.keys_hint = QLabel()
        self.keys_hint.setWordWrap(True)
        dl.addWidget(self.keys_hint)
        lay.addWidget(self.disc_box)

        self.problems_label, self.check_box = check_box(lay)
        lay.addStretch(1)

        model.changed.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the panel, in the installed language (at start and on a switch)."""
        self.banner_text.setText(translate(
            "DiscSetEditor", "This is the default disc set. It is read-only: duplicate it to "
            "enter the faces of your own discs."))
        self.duplicate_button.setText(translate("DiscSetEditor", "&Duplicate to edit"))
        self.set_name_label.setText(translate("DiscSetEditor", "Disc set &name:"))
        self.set_name.setPlaceholderText(translate("DiscSetEditor", "Untitled disc set"))
        self.planet_name_label.setText(translate("DiscSetEditor", "Planet n&ame:"))
        self.rocket_header.setText(translate("DiscSetEditor", "Rocket"))
        self.side_header.setText(translate("DiscSetEditor", "Points to"))
        self.number_header.setText(translate("DiscSetEditor", "Number"))
        names = (translate("DiscSetEditor", "&Red"), translate("DiscSetEditor", "&Yellow"),
                 translate("DiscSetEditor", "&Blue"))
        sides = (translate("DiscSetEditor", "North"), translate("DiscSetEditor", "East"),
                 translate("DiscSetEditor", "South"), translate("DiscSetEditor", "West"))
        for label, box, name, swatch in zip(self.rocket_labels, self.side_boxes, names, self.SWATCHES):
            label.setText(f"<span style='color:{swatch}'>■</span> " + name.replace("&", ""))
            for side, text in enumerate(sides):
                box.setItemText(side, text)
        self.sun_note.setText(translate("DiscSetEditor", "The sun's fourth side shows all three rockets (R2)."))
        self.turn_back.setText(translate("DiscSetEditor", "⟲ Turn disc"))
        self.turn_on.setText(translate("DiscSetEditor", "Turn disc ⟳"))
        letters = [colour_letter(c).upper() for c in range(3)]  # the keys (colour_keys)
        self.keys_hint.setText(translate(
            "DiscSetEditor", "On the disc: click a rocket to turn it a quarter clockwise "
            "(Shift+click: back). Keys: %1, %2, %3 turn the red, yellow, blue "
            "rocket; T turns the disc; arrows choose a disc.")
            .replace("%1", letters[0]).replace("%2", letters[1]).replace("%3", letters[2]))
        self.check_box.setTitle(translate("DiscSetEditor", "Check (R1–R3)"))
        self.refresh()  # the disc's title, the check's result

    # ------------------------------------------------------------ slots
    def _set_name_edited(self) -> None:
        if not self.read_only and self.set_name.text() != self.model.name:
            self.setRenamed.emit(self.set_name.text())

    def _planet_name_edited(self) -> None:
        if self.read_only or self.disc == SUN:
            return
        if self.planet_name.text() != self.model.planet(self.disc).name:
            self.planetRenamed.emit(self.disc, self.planet_name.text())

    def _number_edited(self, colour: int, value: int) -> None:
        if not self.read_only and self.disc != SUN:
            self.numberChosen.emit(colour, value)

    def show_disc(self, disc: int) -> None:
        self.disc = disc
        self.refresh()

    def set_read_only(self, read_only: bool) -> None:
        self.read_only = read_only
        self.banner.setVisible(read_only)
        for w in (self.set_name, self.planet_name, self.turn_back, self.turn_on,
                  *self.side_boxes, *self.number_boxes):
            w.setEnabled(not read_only)
        self.refresh()

    def refresh(self) -> None:
        m = self.model
        shown = disc_set_name(m.name) if self.read_only else m.name  # the app's set, translated
        if self.set_name.text() != shown:
            self.set_name.setText(shown)
        sun = self.disc == SUN
        if sun:
            title = translate("DiscSetEditor", "Sun")
        else:
            title = translate("DiscSetEditor", "Planet %1").replace("%1", str(self.disc))
            if m.planet_name(self.disc) != title:
                title = translate("DiscSetEditor", "%1: %2").replace("%1", title).replace(
                    "%2", m.planet_name(self.disc))
        self.disc_box.setTitle(title)
        self.planet_name.setVisible(not sun)
        self.planet_name_label.setVisible(not sun)
        self.sun_note.setVisible(sun)
        self.number_header.setVisible(not sun)
        for c in range(3):
            box, spin = self.side_boxes[c], self.number_boxes[c]
            box.blockSignals(True)
            spin.blockSignals(True)
            if sun:
                side = next((s for s in range(4) if m.sun[s] == 1 << c), -1)
                box.setCurrentIndex(side)
                spin.setVisible(False)
            else:
                face = m.planet(self.disc)
                box.setCurrentIndex(face.sides[c])
                spin.setVisible(True)
                if spin.value() != face.numbers[c]:
                    spin.setValue(face.numbers[c])
            box.blockSignals(False)
            spin.blockSignals(False)
        if not sun and not self.planet_name.hasFocus():
            self.planet_name.setText(m.planet(self.disc).name)
        problems = m.problems()
        if problems:
            self.problems_label.setText(problems_html(translate("DiscSetEditor", "Cannot be used yet:"),
                                                      (text for _d, text in problems)))
        else:
            self.problems_label.setText(all_good_html(translate(
                "DiscSetEditor", "Complete: the sun and 15 planets, Earth is planet 1, every planet has "
                "three rockets on three sides with three different numbers.")))
