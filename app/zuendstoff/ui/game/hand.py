"""The hand panel: one seat's cards as a view of the HandModel, chosen with mouse or keys."""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QModelIndex, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPen,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QListView,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ...document.hand_model import CardRole, HandModel
from .. import palette
from ..retranslate import Retranslating
from .strips import FittingLabel, status_height

CARD_FILL = palette.DEFAULT.card_fill  # the colours now: palette.current().card_fill
CARD_MARK = {"red": "▲", "yellow": "●", "blue": "■", "black": "◆", "sun": "☀", "planet": "↻"}


def card_kind(card: str) -> str:
    return card if card in ("sun", "planet") else card[:-1]


def wrapped(text: str, font: QFont, width: float, anywhere: bool = False) -> list[str]:
    """``text`` broken into lines of ``width`` between words (or also within a word)."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere if anywhere
                       else QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        lines.append(text[line.textStart():line.textStart() + line.textLength()].strip())
    layout.endLayout()
    return lines


class CardDelegate(QStyledItemDelegate):
    """Paints a card as a small tile: colour, a shape mark (not colour alone), the value."""

    SIZE = QSize(96, 132)
    COMPACT = QSize(78, 104)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.size = self.SIZE

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:  # noqa: N802
        return self.size

    def label_lines(self, tile, text: str, font: QFont) -> tuple[list[str], tuple[QRectF, QFont]]:
        """The card's label under its colour band in the tile ``tile``: its lines, the box they
        are drawn in and their font."""
        rect = QRectF(tile).adjusted(5, 5, -5, -5)
        band_bottom = rect.top() + 6 + rect.height() * 0.55
        box = QRectF(rect.left() + 4, band_bottom + 2, rect.width() - 8,
                     rect.bottom() - band_bottom - 4)
        text = re.sub(r" (?=\d)", "\u00a0", text)  # "Schwarz 1" never broken before its number
        small = QFont(font)
        for points in (9.0, 8.5, 8.0, 7.5, 7.0):  # (German words in the small cards)
            small.setPointSizeF(points)
            lines = wrapped(text, small, box.width())
            metrics = QFontMetricsF(small)
            if len(lines) * metrics.lineSpacing() <= box.height() + 1 and all(
                    metrics.horizontalAdvance(line) <= box.width() + 0.5 for line in lines):
                return lines, (box, small)
        return wrapped(text, small, box.width(), anywhere=True), (box, small)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        card = index.data(CardRole)
        if not card:
            return
        from PySide6.QtWidgets import QStyle  # first use builds ~15 enum types: not at start

        kind = card_kind(card)
        rect = QRectF(option.rect).adjusted(5, 5, -5, -5)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        painter.setPen(QPen(QColor("#ffd43b" if selected else "#555555"), 5 if selected else 1))
        painter.setBrush(QColor("#fbfbf8"))
        painter.drawRoundedRect(rect, 8, 8)
        band = QRectF(rect.left() + 6, rect.top() + 6, rect.width() - 12, rect.height() * 0.55)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(palette.current().card_fill[kind]))
        painter.drawRoundedRect(band, 6, 6)
        big = QFont(option.font)
        big.setPointSize(22 if self.size == self.SIZE else 17)
        big.setBold(True)
        painter.setFont(big)
        painter.setPen(QColor(palette.current().card_text[kind]))
        value = card[-1] if kind not in ("sun", "planet") else ""
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, f"{CARD_MARK[kind]}{value}")
        painter.setPen(QColor("#202020"))
        lines, (text_rect, small) = self.label_lines(option.rect, index.data(), option.font)
        painter.setFont(small)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))
        if option.state & QStyle.StateFlag.State_HasFocus:
            painter.setPen(QPen(QColor("#1c7ed6"), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 10, 10)
        painter.restore()


class HandView(QListView):
    """Cards in rows, as many to a row as the width holds; arrow keys move, Enter or
    double-click confirms. Always as tall as a full hand needs (``HAND_SIZE`` cards), so the
    panels below it keep their place as cards are played.

    A list, not a grid, for the keys: Up and Down step card by card in reading order, like
    Left and Right (a screen reader announces a list; Up and Down moving by rows of the
    wrapped grid skipped most cards, and the cards a row holds change with the width)."""

    activatedCard = Signal()
    # the mouse points at a card ("" when it leaves the cards)
    hovered = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.entered.connect(lambda index: self.hovered.emit(index.data(CardRole) or ""))
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        self.setUniformItemSizes(True)
        self.setSpacing(self.SPACING)
        self.delegate = CardDelegate(self)
        self.setItemDelegate(self.delegate)
        # (as tall as its rows, but on a very low screen: then it scrolls)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.doubleClicked.connect(lambda _i: self.activatedCard.emit())
        self.short = False  # a short window: the smaller cards
        self._fit()

    SPACING = 2

    def set_compact(self, compact: bool) -> None:
        """Smaller cards for short windows, so the panels below keep some room."""
        self.short = compact
        self._fit()

    def per_row(self, size: QSize) -> int:
        """How many cards of ``size`` a row holds at the view's width now."""
        room = self.width() - 2 * self.frameWidth() - 2
        return max(1, room // (size.width() + 2 * self.SPACING))

    def _fit(self) -> None:
        """The cards' size (the large ones where a full hand fits them in three rows and the
        window is tall enough) and the height of the rows a full hand needs (its size hint;
        on a very low screen it may get less, down to one row, and then scrolls)."""
        from ...engine.constants import HAND_SIZE
        large = not self.short and math.ceil(HAND_SIZE / self.per_row(CardDelegate.SIZE)) <= 3
        size = CardDelegate.SIZE if large else CardDelegate.COMPACT
        rows = math.ceil(HAND_SIZE / self.per_row(size))
        row = size.height() + 2 * self.SPACING
        height = rows * row + 2 * self.frameWidth() + 2
        if size != self.delegate.size:
            self.delegate.size = size
            self.scheduleDelayedItemsLayout()
        if height != self._rows_height:
            self._rows_height = height
            self.setMinimumHeight(row + 2 * self.frameWidth() + 2)
            self.updateGeometry()

    _rows_height = 0

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(super().sizeHint().width(), self._rows_height)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit()

    def leaveEvent(self, event) -> None:  # noqa: N802
        super().leaveEvent(event)
        self.hovered.emit("")

    def viewportEvent(self, event) -> bool:  # noqa: N802
        from PySide6.QtCore import QEvent
        if event.type() == QEvent.Type.MouseMove and not self.indexAt(event.position().toPoint()).isValid():
            self.hovered.emit("")  # between or beside the cards
        return super().viewportEvent(event)

    def moveCursor(self, action, modifiers):  # noqa: N802
        """Up and Left go to the card before, Down and Right to the next (reading order); Home
        and End to the first and last; a step past either end stays."""
        action_kind = QListView.CursorAction
        step = {action_kind.MoveUp: -1, action_kind.MoveLeft: -1, action_kind.MovePrevious: -1,
                action_kind.MoveDown: 1, action_kind.MoveRight: 1, action_kind.MoveNext: 1}
        model = self.model()
        count = model.rowCount() if model is not None else 0
        if action not in step or count == 0:
            return super().moveCursor(action, modifiers)
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft and action in (
                action_kind.MoveLeft, action_kind.MoveRight):
            step[action] = -step[action]  # (right to left: Left is the next card)
        current = self.currentIndex()
        row = current.row() + step[action] if current.isValid() else 0
        return model.index(min(max(row, 0), count - 1), 0)

    MOVES = {Qt.Key.Key_Up: QListView.CursorAction.MoveUp,
             Qt.Key.Key_Down: QListView.CursorAction.MoveDown,
             Qt.Key.Key_Left: QListView.CursorAction.MoveLeft,
             Qt.Key.Key_Right: QListView.CursorAction.MoveRight,
             Qt.Key.Key_Home: QListView.CursorAction.MoveHome,
             Qt.Key.Key_End: QListView.CursorAction.MoveEnd}

    def move_to(self, index: QModelIndex) -> None:
        """Make ``index`` the current card, selected before the focus comes to it and the
        card before deselected after: Qt's own order (the old card deselected while it still
        had the focus, then the focus moving) made Orca say "not selected" at every step."""
        model = self.selectionModel()
        old = self.currentIndex()
        if not index.isValid() or index == old:
            return
        flags = model.SelectionFlag
        model.select(index, flags.Select)
        model.setCurrentIndex(index, flags.NoUpdate)
        for other in model.selectedIndexes():
            if other != index:
                model.select(other, flags.Deselect)
        self.scrollTo(index)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.currentIndex().isValid():
                self.activatedCard.emit()
            return
        action = self.MOVES.get(Qt.Key(event.key()))
        if action is not None and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.move_to(self.moveCursor(action, event.modifiers()))
            event.accept()
            return
        super().keyPressEvent(event)


class HandPanel(Retranslating, QWidget):
    """Shown beside the board while one person chooses a card; empty otherwise."""

    confirmed = Signal(int, str)  # seat, card
    # the card looked at changed: (card or "" for none, whether the selection moved to it;
    # False: the mouse points at it). The board shows where it would take the piece.
    looked = Signal(str, bool)

    def __init__(self, model: HandModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handPanel")
        self.model = model
        # (in its two lines, in a smaller font where a long name and German need more)
        self.title = FittingLabel()
        bold = QFont()
        bold.setPointSize(12)
        bold.setBold(True)
        self.title.setFont(bold)
        self.view = HandView()
        self.view.setModel(model)
        self.view.activatedCard.connect(self.confirm)
        self._hovered = ""
        self.view.hovered.connect(self._hover)
        self.button = QPushButton()
        self.shown: tuple[str, bool] | None = None  # (whose hand, second card) while shown
        self.button.clicked.connect(self.confirm)
        self.button.setEnabled(False)
        self.view.selectionModel().currentChanged.connect(self._current_changed)
        model.modelReset.connect(self._reset)
        # the cards in rows, whose hand and the button below them (in the side column beside
        # the board: ui/game/strips.py)
        self.title.setWordWrap(True)
        # (two lines kept, said or not: the hand's height stays as it shows and hides; a
        # third line took the cards' room, the last row scrolled away)
        self.title.setFixedHeight(status_height(self.title))
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 4, 6, 4)
        box.addWidget(self.view)
        row = QHBoxLayout()
        row.addWidget(self.title, 1)
        row.addWidget(self.button, 0, Qt.AlignmentFlag.AlignTop)
        box.addLayout(row)
        self.setTabOrder(self.view, self.button)
        self.retranslate()

    def retranslate(self) -> None:
        self.view.setAccessibleName(self.tr("Your hand") if self.model.spoken else
                                    self.tr("Your hand, not read aloud"))
        self.button.setText(self.tr("Lay this card face down"))
        self.button.setToolTip(self.tr("Confirm your choice (Enter)"))
        if self.shown is None:
            self.title.setText("")
            return
        name, second = self.shown
        which = self.tr("second card") if second else self.tr("first card")
        self.title.setText(self.tr("%1's hand – your %2").replace("%1", name).replace(
            "%2", which))

    def show_hand(self, seat: int, name: str, cards: list[str], second: bool,
                  spoken: bool = True) -> None:
        """``spoken`` False: a screen reader hears no card of it (see ui/game/privacy.py)."""
        self.model.set_hand(seat, cards, spoken)
        self.show()
        self.shown = (name, second)
        self.retranslate()
        self.view.setCurrentIndex(self.model.index(0, 0))
        self.looked.emit(self.looked_at(), True)
        self.view.setFocus()

    def clear(self) -> None:
        focus = QApplication.focusWidget()
        if focus is not None and self.isAncestorOf(focus):
            # the focus waits for the next step's control on no widget (see
            # DecisionBar.end): not on the bar nor passing through the board
            focus.clearFocus()
        self.hide()  # the board gets the room while nobody chooses a card
        self.model.clear()  # (hidden first: its button stays as it is until shown again)
        self.shown = None
        self._hovered = ""
        self.title.setText("")
        self.looked.emit("", False)

    def selected_card(self) -> str | None:
        index = self.view.currentIndex()
        return index.data(CardRole) if index.isValid() else None

    def select_card(self, card: str) -> None:
        index = self.model.index(self.model.row_of(card), 0)
        if self.view.currentIndex().isValid():
            self.view.move_to(index)  # (selected before the focus comes: see move_to)
        else:
            self.view.setCurrentIndex(index)

    def confirm(self) -> None:
        card = self.selected_card()
        seat = self.model.seat
        if card is None or seat is None:
            return
        self.confirmed.emit(seat, card)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self.button.setEnabled(current.isValid())
        self._hovered = ""
        self.looked.emit(self.looked_at(), True)

    def _hover(self, card: str) -> None:
        if card != self._hovered:
            self._hovered = card
            self.looked.emit(self.looked_at(), False)

    def looked_at(self) -> str:
        """The card the mouse points at, else the selected one ("" while no hand is shown)."""
        if self.shown is None:
            return ""
        return self._hovered or self.selected_card() or ""

    def _reset(self) -> None:
        if self.isVisible():  # (a hidden hand's button is not pressed: shown again, it
            # is enabled with the first card's selection, not switched off and on again)
            self.button.setEnabled(False)
