"""The night sky the game window shows for the moment before its board is built.

At start the window is put on the screen first (see :mod:`zuendstoff.startup`) and
holds this backdrop, the sky the board is drawn on, until its parts are built a
fraction of a second later. Qt fills it in by itself: no text (no font to load), and
no painting from Python, whose first ``QPainter`` call builds all ~100 enum types of
Qt's ``Qt`` namespace to choose an overload (about 35 ms).
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

# the middle of the board's sky (``ui/board/art.py`` SPACE_TOP to SPACE_BOTTOM; a test
# checks); one colour, as a gradient's first use builds QGradient's enum types (3.5 ms)
SKY = "#080a21"


class Backdrop(QWidget):
    """The board's sky, filling the widget."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("backdrop")
        self.setAccessibleName(self.tr("Zündstoff is starting"))
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor(SKY))
        self.setPalette(palette)
        self.setAutoFillBackground(True)
