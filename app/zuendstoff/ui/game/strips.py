"""The strips above and below the board, each in a constant height, so the board keeps its
scale and place while they come and go (the cards on the table, the decision buttons, a
person's hand, a longer or shorter status line); a hint floats over the board's top edge.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QStackedLayout, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from .decisions import DecisionBar


class FixedStrip(QWidget):
    """Holds ``inner`` (which shows and hides itself) in the height it needs when shown."""

    def __init__(self, inner: QWidget, height: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(inner)
        box.addStretch(1)
        self.inner = inner
        self.setFixedHeight(height)


class ControlArea(QWidget):
    """Below the board: the decision bar, or a person's hand while they choose a card.

    Both share one place as tall as the hand, so neither moves the board: the hand is
    shown when it shows itself (``HandPanel.show_hand``) and gives the place back to the
    bar when it hides. A table where nobody chooses a card on this screen (computers only,
    or every person on a phone) keeps only the room the bar can need, and a table with
    nobody at it none: the board gets the rest. ``needs`` tells which of the two the table
    in play can use (hand, bar); it is asked again on ``refit`` (a new game, a seat changed
    hands). Whatever shows itself gets its room all the same.
    """

    def __init__(self, bar: DecisionBar, hand: QWidget, needs: Callable[[], tuple[bool, bool]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bar, self.hand = bar, hand
        self._needs = needs
        self.stack = QStackedLayout(self)
        self.stack.setContentsMargins(0, 0, 0, 0)
        self.stack.addWidget(bar)
        self.stack.addWidget(hand)
        self.stack.setCurrentWidget(bar)
        hand.hide()
        hand.installEventFilter(self)
        bar.installEventFilter(self)
        self.refit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if watched is self.hand:
            if kind == QEvent.Type.Show and self.stack.currentWidget() is not self.hand:
                self.refit()
                self.stack.setCurrentWidget(self.hand)
            elif kind == QEvent.Type.Hide and self.hand.isHidden() \
                    and self.stack.currentWidget() is self.hand:
                self.stack.setCurrentWidget(self.bar)  # (not when the whole window hides)
            elif kind == QEvent.Type.LayoutRequest:
                self.refit()  # the hand grew or shrank (a smaller window: compact cards)
        elif watched is self.bar and kind == QEvent.Type.LayoutRequest:
            self.refit()  # (never squeezed, even where the table was thought to need none)
        return False

    def refit(self) -> None:
        """Take the height the table in play can need below the board."""
        hand_needed, bar_needed = self._needs()
        height = 0
        if hand_needed or not self.hand.isHidden():
            height = self.hand.sizeHint().height()
        if bar_needed:
            height = max(height, self.bar.tallest())
        if bar_needed or self.bar.in_use():
            height = max(height, self.bar.sizeHint().height())
        self.setFixedHeight(height)


def status_height(label: QLabel, lines: int = 2) -> int:
    """The status line's constant height: ``lines`` lines of its font and its padding."""
    return label.fontMetrics().lineSpacing() * lines + 4


class Overlay(QObject):
    """Keeps ``widget`` floating over the top edge of ``host`` (the board view), as wide as the
    host, so showing and hiding it never moves the board (the hint's banner)."""

    def __init__(self, widget: QWidget, host: QWidget) -> None:
        super().__init__(host)
        self.widget, self.host = widget, host
        self.keep_clear = QRect()  # (host coordinates) what it must not cover: then it goes below
        widget.setParent(host)
        widget.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        widget.setAutoFillBackground(True)
        host.installEventFilter(self)
        widget.installEventFilter(self)
        self.place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.LayoutRequest):
            self.place()
        return False

    def place(self) -> None:
        width = max(1, self.host.width() - 16)
        layout = self.widget.layout()
        height = layout.totalHeightForWidth(width) if layout is not None \
            and layout.hasHeightForWidth() else self.widget.sizeHint().height()
        height = max(height, self.widget.minimumSizeHint().height())
        rect = QRect(8, 6, width, height)
        if not self.keep_clear.isEmpty() and rect.intersects(self.keep_clear):
            rect.moveBottom(self.host.height() - 7)  # the bottom edge, off what is pointed at
        self.widget.setGeometry(rect)
        self.widget.raise_()

    def avoid(self, rect: QRect | None) -> None:
        """Keep off ``rect`` (host coordinates; None: nothing), e.g. the disc a hint points at."""
        self.keep_clear = QRect(rect) if rect is not None else QRect()
        self.place()


class FittingLabel(QLabel):
    """The status line: word-wrapped in a constant height; a text too long for it (a round's
    end at five seats in a narrow window) is drawn in a smaller font rather than cut off."""

    MIN_POINTS = 8.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._points = 0.0  # the font's own size, set with setFont

    def setFont(self, font) -> None:  # noqa: N802
        self._points = font.pointSizeF()
        super().setFont(font)
        self._fit()

    def setText(self, text: str) -> None:  # noqa: N802
        super().setText(text)
        self._fit()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        if self._points <= 0 or self.width() <= 0:
            return
        font = self.font()
        points = self._points
        margins = self.contentsMargins()
        room_w = max(1, self.width() - margins.left() - margins.right() - 2 * self.margin() - 12)
        room_h = self.height() - margins.top() - margins.bottom() - 2 * self.margin() - 4
        while True:
            font.setPointSizeF(points)
            need = QFontMetrics(font).boundingRect(0, 0, room_w, 10_000,
                                                   int(Qt.TextFlag.TextWordWrap),
                                                   self.text()).height()
            if need <= room_h or points <= self.MIN_POINTS:
                break
            points -= 0.5
        if font.pointSizeF() != super().font().pointSizeF():
            QLabel.setFont(self, font)
