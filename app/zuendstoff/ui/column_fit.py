"""A table's columns shared out so that every header and cell shows its whole text.

Qt's own modes cut texts off in a narrow table: a stretched column shrinks under its header
("Gespielt" clipped) and its cells are elided ("Plan… Dre… Son…", issue 42). Here each
column gets the width its header and cells need on one line; when the table is narrower
than that, the columns whose cells may wrap give up width, down to their longest word (a
row grows a line instead), and what is left over goes to one column. Only if even that is
too wide does the table scroll sideways: nothing is ever elided.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QHeaderView, QStyle, QTableView


def longest_unbroken(font, text: str) -> int:
    """The width of the widest piece ``text`` cannot be broken within (a word; a hyphenated
    word may break after its hyphen, as Qt wraps it)."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    widest = 0.0
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(1.0)  # every break it may take
        widest = max(widest, line.naturalTextWidth())
    layout.endLayout()
    return int(widest + 0.999)


class ColumnFitter(QObject):
    """Keeps ``view``'s column widths fitted (see the module's text)."""

    def __init__(self, view: QTableView, wrapping: tuple[int, ...], rest: int) -> None:
        super().__init__(view)
        self.view, self.wrapping, self.rest = view, wrapping, rest
        view.setWordWrap(True)
        header = view.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        model = view.model()
        for signal in (model.modelReset, model.dataChanged, model.rowsInserted,
                       model.rowsRemoved, model.headerDataChanged, model.layoutChanged):
            signal.connect(self.later)
        view.viewport().installEventFilter(self)
        self._pending = False
        self.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.FontChange):
            self.later()
        return False

    def later(self, *_args) -> None:
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self.fit)

    def _margin(self) -> int:
        """The room the style keeps on each side of a cell's text."""
        view = self.view
        return view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1

    def widths(self) -> list[int]:
        """Each column's width for the view's width now."""
        view, model = self.view, self.view.model()
        header = view.horizontalHeader()
        columns = model.columnCount()
        margin = self._margin()
        natural, least = [], []
        for col in range(columns):
            head = header.sectionSizeHint(col)
            cells = view.sizeHintForColumn(col)
            natural.append(max(head, cells))
            if col in self.wrapping:
                word = 0
                for row in range(model.rowCount()):
                    index = model.index(row, col)
                    text = index.data(Qt.ItemDataRole.DisplayRole)
                    if isinstance(text, str) and text:
                        font = index.data(Qt.ItemDataRole.FontRole) or view.font()
                        word = max(word, longest_unbroken(font, text))
                least.append(max(head, word + 2 * margin + 2))
            else:
                least.append(natural[-1])
        room = view.viewport().width()
        out = list(natural)
        short = sum(out) - room
        for col in self.wrapping:  # (in the order given: the first gives up width first)
            if short <= 0:
                break
            give = min(short, out[col] - least[col])
            if give > 0:
                out[col] -= give
                short -= give
        if short < 0 and 0 <= self.rest < columns:
            out[self.rest] += -short
        return out

    def fit(self) -> None:
        self._pending = False
        view = self.view
        if view.model() is None:
            return
        header = view.horizontalHeader()
        changed = False
        for col, width in enumerate(self.widths()):
            if header.sectionSize(col) != width:
                header.resizeSection(col, width)
                changed = True
        if changed:
            view.resizeRowsToContents()


def fit_columns(view: QTableView, wrapping: tuple[int, ...], rest: int) -> ColumnFitter:
    """Fit ``view``'s columns to their texts: ``wrapping`` may wrap (the first gives up width
    first), ``rest`` takes the width left over."""
    return ColumnFitter(view, wrapping, rest)
