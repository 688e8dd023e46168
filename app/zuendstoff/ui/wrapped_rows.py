"""Word-wrapped rows in a tree or list view: a long line (a flight into the sun with a long
name, a German step in the replay's timeline) is shown whole on as many lines as it needs,
instead of being cut off with "…". The row heights follow the view's width."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QRect, QSize
from PySide6.QtWidgets import QAbstractItemView, QStyledItemDelegate, QStyleOptionViewItem, QTreeView


class WrappingDelegate(QStyledItemDelegate):
    """Measures each row at the width its text really has in ``view`` (less its indentation)."""

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self.view = view

    def text_width(self, index: QModelIndex | QPersistentModelIndex) -> int:
        view = self.view
        width = view.viewport().width()
        if isinstance(view, QTreeView):
            if not view.isHeaderHidden() or view.model().columnCount(index.parent()) > 1:
                width = view.header().sectionSize(index.column()) or width
            if index.column() == 0:
                depth = 0 if view.rootIsDecorated() else -1
                parent = index.parent()
                while parent.isValid():
                    depth += 1
                    parent = parent.parent()
                width -= max(0, depth + 1) * view.indentation()
        return max(40, width)

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:  # noqa: N802
        opt = QStyleOptionViewItem(option)
        opt.rect = QRect(0, 0, self.text_width(index), 1)
        opt.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        return super().sizeHint(opt, index)


class _Rewrap(QObject):
    """Lays the rows out again when the view's width changes (their heights change)."""

    def __init__(self, view: QAbstractItemView, delegate: WrappingDelegate) -> None:
        super().__init__(view)
        self.view, self.delegate = view, delegate
        self._width = view.viewport().width()
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize:
            width = self.view.viewport().width()
            if width != self._width:
                self._width = width
                self.delegate.sizeHintChanged.emit(QModelIndex())  # (re-measures every row)
        return False


def wrap_rows(view: QAbstractItemView) -> WrappingDelegate:
    """Show ``view``'s rows word-wrapped, whole, at any width of the view."""
    view.setWordWrap(True)
    if isinstance(view, QTreeView):
        view.setUniformRowHeights(False)
    delegate = WrappingDelegate(view)
    view.setItemDelegate(delegate)
    _Rewrap(view, delegate)
    return delegate
