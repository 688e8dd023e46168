"""The strips above and below the board, each in a constant height, so the board keeps its
scale and place while they come and go (the cards on the table, the decision buttons, a
person's hand, a longer or shorter status line).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel, QStackedLayout, QVBoxLayout, QWidget


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
    bar when it hides.
    """

    def __init__(self, bar: QWidget, hand: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bar, self.hand = bar, hand
        self.stack = QStackedLayout(self)
        self.stack.setContentsMargins(0, 0, 0, 0)
        self.stack.addWidget(bar)
        self.stack.addWidget(hand)
        self.stack.setCurrentWidget(bar)
        hand.hide()
        hand.installEventFilter(self)
        self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.hand:
            kind = event.type()
            if kind == QEvent.Type.Show and self.stack.currentWidget() is not self.hand:
                self.stack.setCurrentWidget(self.hand)
            elif kind == QEvent.Type.Hide and self.hand.isHidden() \
                    and self.stack.currentWidget() is self.hand:
                self.stack.setCurrentWidget(self.bar)  # (not when the whole window hides)
            elif kind == QEvent.Type.LayoutRequest:
                self._fit()  # the hand grew or shrank (a smaller window: compact cards)
        return False

    def _fit(self) -> None:
        self.setFixedHeight(max(self.hand.sizeHint().height(), self.bar.sizeHint().height()))


def status_height(label: QLabel, lines: int = 2) -> int:
    """The status line's constant height: ``lines`` lines of its font and its padding."""
    return label.fontMetrics().lineSpacing() * lines + 4
