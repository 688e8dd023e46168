"""Side panels: the players table and the game log (views over document models)."""

from __future__ import annotations

from PySide6.QtCore import (
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QMenu,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QTreeView,
    QWidget,
)

from ...document.log_model import LogModel
from ...document.players_model import PlayersModel
from ..column_fit import fit_columns
from ..retranslate import Retranslating
from ..wrapped_rows import wrap_rows


class SwatchDelegate(QStyledItemDelegate):
    """A piece's colour swatch with a thin outline in the text's colour, so a light piece
    (white) stands out from the table's light background as clearly as a dark one."""

    def initStyleOption(self, option: QStyleOptionViewItem, index) -> None:  # noqa: N802
        super().initStyleOption(option, index)
        colour = index.data(Qt.ItemDataRole.DecorationRole)
        if not isinstance(colour, QColor):
            return
        size = option.decorationSize
        ratio = option.widget.devicePixelRatioF() if option.widget is not None else 1.0
        pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        outline = QColor(option.palette.text().color())
        outline.setAlpha(150)
        painter.setPen(QPen(outline, 1))
        painter.setBrush(colour)
        painter.drawRect(QRectF(0.5, 0.5, size.width() - 1, size.height() - 1))
        painter.end()
        option.icon = QIcon(pixmap)
        option.features |= QStyleOptionViewItem.ViewItemFeature.HasDecoration


class CurrentOnlyWithFocus:
    """A view whose current cell exists only while the view has the focus.

    Qt tells screen readers that a view's current cell is *focused* even after the focus
    went elsewhere, so after one visit to the log its "Round 1" cell and the widget that has
    the focus both claimed it. The current cell is put away when the focus leaves and comes
    back with it.
    """

    _kept: QPersistentModelIndex | None = None

    def focusOutEvent(self, event) -> None:  # noqa: N802
        super().focusOutEvent(event)
        current = self.currentIndex()
        if current.isValid():
            self._kept = QPersistentModelIndex(current)
            self.selectionModel().clearCurrentIndex()

    def focusInEvent(self, event) -> None:  # noqa: N802
        kept, self._kept = self._kept, None
        if kept is not None and kept.isValid() and not self.currentIndex().isValid():
            self.selectionModel().setCurrentIndex(
                QModelIndex(kept), QItemSelectionModel.SelectionFlag.NoUpdate)
        super().focusInEvent(event)


class PlayersView(CurrentOnlyWithFocus, Retranslating, QTableView):
    # a seat's menu is about to open (right click, or the menu key on its row): fill it
    seatMenuRequested = Signal(int, QMenu)

    def __init__(self, model: PlayersModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu_at)
        self.menu: QMenu | None = None
        self.setModel(model)
        self.setItemDelegateForColumn(PlayersModel.PIECE, SwatchDelegate(self))
        self.setObjectName("playersView")
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)  # Tab leaves the table (no keyboard trap)
        self.verticalHeader().hide()
        # every header and cell whole: the cards played and the state wrap (never "Plan…")
        fit_columns(self, (PlayersModel.PLAYED, PlayersModel.STATUS), PlayersModel.PLAYED)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setMinimumHeight(60)  # (beside a hand on a low screen; more rows scroll)
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Players"))

    def _menu_at(self, pos: QPoint) -> None:
        index = self.indexAt(pos)
        if not index.isValid():
            index = self.currentIndex()  # the menu key: the row the keyboard is on
        if not index.isValid():
            return
        self.menu = self.seat_menu(index.row())
        if not self.menu.isEmpty():
            self.menu.popup(self.viewport().mapToGlobal(pos))

    def seat_menu(self, seat: int) -> QMenu:
        """The menu of ``seat`` (who plays it); filled by whoever listens."""
        menu = QMenu(self)
        menu.setAccessibleName(self.tr("Seat menu"))
        self.seatMenuRequested.emit(seat, menu)
        return menu


class LogView(CurrentOnlyWithFocus, Retranslating, QTreeView):
    def __init__(self, model: LogModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.setObjectName("logView")
        self.retranslate()
        self.setHeaderHidden(True)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        wrap_rows(self)  # long lines whole, on as many lines as they need
        # at its end while it grows and while its rows are laid out again (a reopened game's
        # rows get their wrapped heights after the scroll to the end: it stopped short), until
        # a person scrolls up (and again once they scroll back to the end)
        self._at_end = True
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._keep_at_end)
        bar.actionTriggered.connect(
            lambda _action: setattr(self, "_at_end", bar.sliderPosition() >= bar.maximum()))
        model.updated.connect(self._follow)
        self._follow()  # a log filled already (a game resumed, or the window rebuilt)

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Game log"))

    def _follow(self) -> None:
        """Show the newest round opened, older rounds folded."""
        model = self.model()
        rows = model.rowCount()
        for r in range(rows):
            self.setExpanded(model.index(r, 0), r >= rows - 2)
        self._at_end = True
        self.scrollToBottom()

    def _keep_at_end(self, _low: int, high: int) -> None:
        if self._at_end:
            self.verticalScrollBar().setValue(high)
