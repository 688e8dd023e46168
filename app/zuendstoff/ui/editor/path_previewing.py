"""The layout editor's path preview (:class:`PathPreviewing`, a part of the window) and what it
says under the grid: how many discs the piece can
stop on, how its path ends (the sun, a wall, a disc already visited, nothing that way), and how
often it wraps round the end of a line. Worded from the engine's preview (path_preview.py), in
the installed language, each time it is shown or the language changes."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog

from ... import i18n
from ...document.error_text import data_error_text
from ...document.names import disc_set_name
from ...engine.discs import DiscSet
from ...engine.errors import DataError
from .common import show_error
from .path_preview import preview, preview_faces

translate = QCoreApplication.translate

# the context lupdate and Qt both use for these texts (they were the window's own)
LayoutEditorWindow = i18n.context("LayoutEditorWindow")


def preview_text(pv) -> str:
    """The sentence for the preview ``pv`` (path_preview.preview)."""
    ends = {"sun": LayoutEditorWindow.tr("then it enters the sun."),
            "wall": LayoutEditorWindow.tr("then the sun blocks the way (its side shows no rocket "
                       "of this colour)."),
            "revisit": LayoutEditorWindow.tr("then it would come back to a disc it already visited, "
                          "so the path ends."),
            "alone": LayoutEditorWindow.tr("then no disc lies in that direction, so the path ends.")}
    if pv.end_wraps:  # the last attempted hop goes round to the far end of the line
        ends = {"wall": LayoutEditorWindow.tr("then it would wrap around to the far end of the line, "
                           "where the sun blocks the way (the side it would enter "
                           "shows no rocket of this colour)."),
                "revisit": LayoutEditorWindow.tr("then it would wrap around to the far end of the line, "
                              "back to a disc it already visited, so the path ends.")}
    hops = len(pv.path)
    wraps = sum(1 for s in pv.steps if s.wraps)
    text = LayoutEditorWindow.tr("The piece can stop on %n disc(s), ", "", hops) + ends[pv.end]
    if wraps:
        text += " " + LayoutEditorWindow.tr("The path wraps around %n time(s).", "", wraps)
    return text


class PathPreviewing:
    """The layout editor's path preview and the disc set it uses (a part of
    :class:`~.layout_editor.LayoutEditorWindow`; its texts keep that window's context)."""

    def set_preview_start(self, cell) -> None:
        if self.model.kind_at(cell) == "sun":
            self.status.show(lambda: translate(
                "LayoutEditorWindow", "A piece never starts on the sun; pick a planet."), 5000)
            return
        self.preview_start = cell
        self.update_preview()

    def update_preview(self) -> None:
        label = self.panel.preview_label
        self.scene.clear_preview()
        self.preview_result = None
        if not self.model.is_valid():
            label.setText(translate(
                "LayoutEditorWindow", "Fix the layout first: the preview needs a playable layout."))
            return
        if self.preview_start is None or self.model.kind_at(self.preview_start) in (None, "sun"):
            label.setText(translate("LayoutEditorWindow", "Click a planet or Earth to start the preview there."))
            return
        layout = self.model.to_layout()
        r0, c0 = self.model.origin()
        start = layout.index[(self.preview_start[0] - r0, self.preview_start[1] - c0)]
        colour = self.panel.colour_box.currentIndex()
        pv = preview(layout, self.discs, start, colour)
        self.preview_result = (layout, pv)
        self.scene.show_preview(pv, layout, preview_faces(layout), self.discs, colour)
        label.setText(preview_text(pv))

    def choose_disc_set(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, translate("LayoutEditorWindow", "Disc set for the preview"), "",
            translate("LayoutEditorWindow", "Zündstoff disc sets (*.zdiscs);;All files (*)"))
        if path:
            self.load_preview_discs(path)

    def load_preview_discs(self, path: str) -> bool:
        try:
            discs = DiscSet.load(path)
        except DataError as exc:
            show_error(self, translate("LayoutEditorWindow", "Cannot use this disc set"), data_error_text(exc))
            return False
        self.discs, self.discs_default = discs, False
        self.discs_name = disc_set_name(discs.name) or os.path.basename(path)
        self.panel.discs_label.setText(self.discs_name)
        if self.scene.tool == "path":
            self.update_preview()
        self.quick.schedule(force=True)  # the quick playtest plays with the chosen set
        return True
