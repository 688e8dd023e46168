"""The QR code on the phones' join screen: one address as a square of modules.

The code is made by segno (its module matrix; segno is imported only when a code is
first made, so the app starts without it) and painted here with QPainter: whole pixels
per module, no smoothing, with the standard quiet zone of four modules, so that phone
cameras read it at a glance. A few seats get larger modules, easier to scan from across
the table; :class:`QrCode` is used by the seat cards in :mod:`.join`.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

QUIET = 4  # modules of white round the symbol (ISO/IEC 18004)
MIN_MODULE, GOOD_MODULE = 4, 6  # pixels per module: at least, and what it asks for by default


def qr_matrix(text: str) -> list[list[bool]]:
    """The QR code's modules for ``text`` (True: dark), without the quiet zone."""
    import segno
    code = segno.make(text, error="m", micro=False)
    return [[bool(v) for v in row] for row in code.matrix]


class QrCode(QWidget):
    """A QR code of one text, painted crisply at whole pixels per module."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._matrix: list[list[bool]] = []
        self._module = GOOD_MODULE
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.set_text(text)

    @property
    def text(self) -> str:
        return self._text

    @property
    def matrix(self) -> list[list[bool]]:
        return self._matrix

    def set_text(self, text: str) -> None:
        self._text = text
        self._matrix = qr_matrix(text) if text else []
        self.setFixedSize(self.sizeHint())
        self.update()

    def set_module(self, pixels: int) -> None:
        """How large a module is painted (at least MIN_MODULE pixels): a few seats get
        larger codes, easier to scan from across the table."""
        self._module = max(MIN_MODULE, int(pixels))
        self.setFixedSize(self.sizeHint())
        self.update()

    def modules(self) -> int:
        """Modules across, quiet zone included."""
        return len(self._matrix) + 2 * QUIET if self._matrix else 0

    def sizeHint(self) -> QSize:  # noqa: N802
        side = max(1, self.modules()) * self._module
        return QSize(side, side)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        side = max(1, self.modules()) * MIN_MODULE
        return QSize(side, side)

    def symbol_rect(self) -> QRect:
        """Where the symbol (quiet zone included) is painted, in whole pixels per module."""
        n = self.modules()
        if not n:
            return QRect()
        module = max(1, min(self.width(), self.height()) // n)
        side = module * n
        return QRect((self.width() - side) // 2, (self.height() - side) // 2, side, side)

    def paintEvent(self, event) -> None:  # noqa: N802
        if not self._matrix:
            return
        rect = self.symbol_rect()
        module = rect.width() // self.modules()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.fillRect(rect, QColor("#ffffff"))
        dark = QColor("#000000")
        left = rect.left() + QUIET * module
        top = rect.top() + QUIET * module
        for y, row in enumerate(self._matrix):
            x = 0
            while x < len(row):  # one rectangle per run of dark modules
                if not row[x]:
                    x += 1
                    continue
                start = x
                while x < len(row) and row[x]:
                    x += 1
                painter.fillRect(left + start * module, top + y * module,
                                 (x - start) * module, module, dark)
        painter.end()
