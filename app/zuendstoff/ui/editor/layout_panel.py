"""The layout editor's side panel: palette with counts, live validation, path preview controls."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QMimeData, Qt, Signal
from PySide6.QtGui import QAction, QDrag
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ... import i18n
from ...document.layout_model import MAX_NAME, LayoutModel
from ...engine.constants import MAX_SLOTS
from ...engine.layout import sun_reachable as winnable
from ..retranslate import Retranslating
from .common import all_good_html, check_box, name_field, problems_html, warning_html
from .layout_scene import KIND_MIME, extra_slots
from .quick_check import GAMES as QUICK_GAMES
from .radio_tools import RadioToolButton

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate
# plural forms (lupdate finds them only in X.tr(text, "", n) calls)
LayoutEditor = i18n.context("LayoutEditor")


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("LayoutEditor", text, None, n)


def unwinnable_text() -> str:
    return translate("LayoutEditor", "no piece can ever reach the sun from Earth (no disc in a row "
                     "or column with the sun can be reached), so nobody can win and the game never "
                     "ends. Put the sun in a row or column with a disc that Earth's rows and columns "
                     "lead to.")


def describe_problems(model: LayoutModel, label=None) -> list[str]:
    """What is wrong with the layout (R8), in plain words a designer can act on.

    The layout is playable exactly when the engine finds no problem
    (:meth:`LayoutModel.problems`); this gives the same facts, translatable, with advice.
    ``label`` (the grid's :meth:`LayoutScene.label`) lets it say which slots are too many.
    """
    out = []
    suns, earths, slots = model.count("sun"), model.count("earth"), model.count("planet")
    if suns == 0:
        out.append(translate("LayoutEditor", "There is no sun. Place one sun."))
    elif suns > 1:
        out.append(LayoutEditor.tr("There are %n suns; a layout has exactly one. "
                                   "Remove all but one.", "", suns))
    if earths == 0:
        out.append(translate("LayoutEditor", "There is no Earth. Place one Earth (all pieces start there)."))
    elif earths > 1:
        out.append(LayoutEditor.tr("There are %n Earths; a layout has exactly one. "
                                   "Remove all but one.", "", earths))
    if slots > MAX_SLOTS:
        text = (LayoutEditor.tr("There are %1 planet slots, but only %2 planets can be "
                                "dealt face down. Remove %n.", "", slots - MAX_SLOTS)
                .replace("%1", str(slots)).replace("%2", str(MAX_SLOTS)))
        if label is not None:  # which: the slots no planet reaches (dealt row by row)
            where = ", ".join(translate("LayoutEditor", "row %1, column %2").replace(
                "%1", str(label(cell)[0])).replace("%2", str(label(cell)[1]))
                for cell in extra_slots(model))
            text += " " + LayoutEditor.tr("Planets are dealt row by row, so the slot(s) ringed "
                                          "in red get none: %1.", "", slots - MAX_SLOTS
                                          ).replace("%1", where)
        out.append(text)
    if not out and model.problems():  # anything the engine knows that we do not word yet
        out.extend(model.problems())
    return out


class PaletteButton(RadioToolButton):
    """Click: choose the tool. Drag: drop a disc of this kind on a grid cell."""

    def __init__(self, kind: str, tool_action: QAction, parent=None) -> None:
        super().__init__(tool_action, parent)
        self.kind = kind
        self.setToolButtonStyle(Qt.ToolButtonTextOnly)
        self.setMinimumWidth(90)
        self._press = None

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.LeftButton:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self._press is not None and (event.position().toPoint() - self._press).manhattanLength() \
                >= QApplication.startDragDistance():
            self._press = None
            self.setDown(False)
            drag = QDrag(self)
            mime = QMimeData()
            mime.setData(KIND_MIME, self.kind.encode("ascii"))
            drag.setMimeData(mime)
            drag.exec(Qt.CopyAction)
            return
        super().mouseMoveEvent(event)


class LayoutPanel(Retranslating, QWidget):
    """Name, palette (slots left), problems, path preview controls."""

    renamed = Signal(str)
    colourChanged = Signal(int)
    chooseDiscSet = Signal()

    def __init__(self, model: LayoutModel, tool_actions: dict[str, QAction], parent=None) -> None:
        super().__init__(parent)
        self.model = model
        self.label = None  # the grid's row and column numbers (LayoutScene.label), once known
        lay = QVBoxLayout(self)

        self.name_edit, self.name_label = name_field(lay, MAX_NAME, self._name_edited)

        self.palette_box = palette = QGroupBox()
        pl = QVBoxLayout(palette)
        self.count_labels: dict[str, QLabel] = {}
        for kind in ("sun", "earth", "planet"):
            row = QHBoxLayout()
            row.addWidget(PaletteButton(kind, tool_actions[kind]))
            label = QLabel()
            self.count_labels[kind] = label
            row.addWidget(label, 1)
            pl.addLayout(row)
        tools = QHBoxLayout()
        for key in ("select", "erase", "path"):
            b = RadioToolButton(tool_actions[key])
            tools.addWidget(b)
        tools.addStretch(1)
        pl.addLayout(tools)
        lay.addWidget(palette)

        self.problems_label, self.check_box = check_box(lay)
        # the quick playtest's verdict (quick_check.py), below the rules' check
        self.quick_state = None
        self.quick_label = QLabel()
        self.quick_label.setWordWrap(True)
        self.quick_label.setTextFormat(Qt.RichText)
        self.quick_label.hide()
        self.check_box.layout().addWidget(self.quick_label)

        self.preview_box = prev = QGroupBox()
        vl = QVBoxLayout(prev)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        vl.addWidget(self.intro)
        form2 = QFormLayout()
        self.colour_box = QComboBox()
        self.colour_box.addItems(["", "", ""])
        self.colour_box.currentIndexChanged.connect(self.colourChanged)
        self.colour_label = QLabel()
        self.colour_label.setBuddy(self.colour_box)
        form2.addRow(self.colour_label, self.colour_box)
        discs_row = QHBoxLayout()
        self.discs_label = QLabel()
        discs_row.addWidget(self.discs_label, 1)
        self.choose_button = QPushButton()
        self.choose_button.clicked.connect(self.chooseDiscSet)
        discs_row.addWidget(self.choose_button)
        self.discs_row_label = QLabel()
        form2.addRow(self.discs_row_label, discs_row)
        vl.addLayout(form2)
        self.preview_label = QLabel()
        self.preview_label.setWordWrap(True)
        vl.addWidget(self.preview_label)
        lay.addWidget(prev)
        lay.addStretch(1)

        model.changed.connect(self.refresh)
        model.nameChanged.connect(self._show_name)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the panel, in the installed language (at start and on a switch)."""
        self.name_label.setText(translate("LayoutEditor", "&Name:"))
        self.name_edit.setPlaceholderText(translate("LayoutEditor", "Untitled layout"))
        self.palette_box.setTitle(translate("LayoutEditor", "Palette (click a tool or drag onto the grid)"))
        self.check_box.setTitle(translate("LayoutEditor", "Check"))
        self.preview_box.setTitle(translate("LayoutEditor", "How it plays: path preview"))
        self.intro.setText(translate(
            "LayoutEditor", "Choose the path tool, click a disc and pick a colour: the line "
            "shows where a piece would fly with every planet face up at "
            "rotation 0. Planet slots are dealt planets 2, 3, 4, … row by row. "
            "↻ marks a wrap-around to the far end of the line (gaps are "
            "skipped), ✕ the sun blocking the way, ↺ a disc already visited."))
        for i, text in enumerate((translate("LayoutEditor", "Red"), translate("LayoutEditor", "Yellow"),
                                  translate("LayoutEditor", "Blue"))):
            self.colour_box.setItemText(i, text)
        self.colour_label.setText(translate("LayoutEditor", "&Colour:"))
        self.choose_button.setText(translate("LayoutEditor", "Change…"))
        self.discs_row_label.setText(translate("LayoutEditor", "Disc set:"))
        self.retranslate_quick()
        self.refresh()

    def show_quick(self, state) -> None:
        """The quick playtest's state (:attr:`QuickCheck.state`), worded in this language."""
        self.quick_state = state
        self.retranslate_quick()

    def retranslate_quick(self) -> None:
        state = self.quick_state
        self.quick_label.setVisible(state is not None)
        if state is None:
            self.quick_label.clear()
            return
        kind = state[0]
        if kind in ("waiting", "running"):
            text = translate("LayoutEditor", "Quick playtest: %1 games by computer players, "
                             "in the background…").replace("%1", str(QUICK_GAMES))
            self.quick_label.setText("<i>" + html.escape(text) + "</i>")
            return
        if kind == "failed":
            self.quick_label.setText(html.escape(translate(
                "LayoutEditor", "Quick playtest could not run: %1").replace("%1", state[1])))
            return
        v = state[1]
        if v["kind"] == "ok":
            text = (translate("LayoutEditor", "Quick playtest: %1 games, all ended (median %2 "
                              "rounds).").replace("%1", str(v["games"]))
                    .replace("%2", f"{v['median']:.0f}"))
            self.quick_label.setText(all_good_html(text))
            return
        warnings = []
        if v["unfinished"]:
            warnings.append(translate(
                "LayoutEditor", "Quick playtest: %1 of %2 games did not end within %3 rounds — "
                "this board may never end.").replace("%1", str(v["unfinished"]))
                .replace("%2", str(v["games"])).replace("%3", str(v["limit"])))
        if v["kind"] == "slow":
            warnings.append(translate(
                "LayoutEditor", "Quick playtest: %1 games, all ended, but slowly: half of them "
                "took %2 rounds or more (slow above %3).").replace("%1", str(v["games"]))
                .replace("%2", f"{v['median']:.0f}").replace("%3", str(v["slow"])))
        for seat in v["never_won"]:
            warnings.append(translate("LayoutEditor", "Quick playtest: seat %1 never won in %2 "
                                      "games.").replace("%1", str(seat)).replace("%2", str(v["games"])))
        self.quick_label.setText(warning_html(translate(
            "LayoutEditor", "Warning (you can still play and save it):"), warnings))

    def _show_name(self, name: str) -> None:
        if self.name_edit.text() != name:
            self.name_edit.setText(name)

    def _name_edited(self) -> None:
        if self.name_edit.text() != self.model.name:
            self.renamed.emit(self.name_edit.text())

    def refresh(self) -> None:
        m = self.model
        for kind in ("sun", "earth"):
            self.count_labels[kind].setText(
                translate("LayoutEditor", "%1 of 1 placed").replace("%1", str(m.count(kind))))
        left = m.slots_left()
        if left >= 0:
            text = LayoutEditor.tr("%n slot(s) left", "", left)
        else:
            text = LayoutEditor.tr("%n too many", "", -left)
        self.count_labels["planet"].setText(
            translate("LayoutEditor", "%1 placed, ").replace("%1", str(m.count("planet"))) + text)
        problems = describe_problems(m, self.label)
        if problems:
            self.problems_label.setText(problems_html(
                translate("LayoutEditor", "Not playable yet (can be saved as a draft):"), problems))
        elif not winnable(m.to_layout()):
            self.problems_label.setText(problems_html(
                translate("LayoutEditor", "Playable, but it can never be won:"),
                [unwinnable_text()]))
        else:
            self.problems_label.setText(all_good_html(
                LayoutEditor.tr("Ready to play: one sun, one Earth, %n planet slot(s).", "",
                                m.count("planet"))))
