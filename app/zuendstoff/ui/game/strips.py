"""How the table shares the window: the strips above the board, each in a constant height
(a longer or shorter status line, the cards on the table), so the board keeps its scale and
place while they come and go; and the side column beside it (the hint, a person's hand or
decision buttons, the hint, the panels), which takes the width the board cannot use (issue 31).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QSplitter, QStackedLayout, QVBoxLayout, QWidget

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
    """At the top of the side column: the decision bar, or a person's hand while they choose.

    Both share one place as tall as the hand, so the panels below do not jump as they take
    turns: the hand is shown when it shows itself (``HandPanel.show_hand``) and gives the
    place back to the bar when it hides. A table where nobody chooses a card on this screen
    (computers only, or every person on a phone) keeps only the room the bar can need, and a
    table with nobody at it none: the panels get the rest. ``needs`` tells which of the two
    the table in play can use (hand, bar); it is asked again on ``refit`` (a new game, a seat
    changed hands). Whatever shows itself gets its room all the same.
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
        """Take the height the table in play can need (its size hint; a window too low for
        it squeezes it, down to what the widget shown needs at least)."""
        hand_needed, bar_needed = self._needs()
        height = 0
        if hand_needed or not self.hand.isHidden():
            height = self.hand.sizeHint().height()
        if bar_needed:
            height = max(height, self.bar.tallest())
        if bar_needed or self.bar.in_use():
            height = max(height, self.bar.sizeHint().height())
        if height != self._room:
            self._room = height
            self.updateGeometry()
        least = self.stack.currentWidget().minimumSizeHint().height() if height else 0
        self.setMinimumHeight(min(height, least))
        self.setMaximumHeight(height)

    _room = -1

    def sizeHint(self):  # noqa: N802
        hint = super().sizeHint()
        hint.setHeight(max(0, self._room))
        return hint


class SideColumn(QWidget):
    """Beside the board, top to bottom: the controls (a hand or the decision bar), the hint
    (while there is one) and the panels (players, what everyone can know, the log)."""

    def __init__(self, controls: QWidget, panels: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sideColumn")
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.setSpacing(4)
        self.box.addWidget(controls)
        self.box.addWidget(panels, 1)

    def set_hint(self, banner: QWidget) -> None:
        """The hint's banner, right below the hand or the buttons it is about: it covers
        nothing, and its coming and going moves only the panels below it, never the board
        nor the cards (the one it suggests is selected where the mouse left it)."""
        self.box.insertWidget(1, banner)


class SideFitter(QObject):
    """Shares the table's width between the board and the side column.

    The board is drawn as large as its column's height allows (the view fits the scene,
    keeping its aspect); the board's column gets the width that height can use and the side
    column the rest, never less than ``MIN_SIDE`` (room for four cards a row and the
    panels) nor more than half the window. When the person drags the edge between them, their
    width for the side column is kept (``keep`` saves it in the settings, for the next start);
    the window's View menu → Fit the board gives the automatic width back.
    """

    MIN_SIDE = 380

    def __init__(self, splitter: QSplitter, view: QWidget, scene, settings) -> None:
        super().__init__(splitter)
        self.splitter, self.view, self.scene, self.settings = splitter, view, scene, settings
        self.chosen = settings.side_width  # 0: automatic
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.widget(1).setMinimumWidth(self.MIN_SIDE)  # (a drag stops there too)
        splitter.splitterMoved.connect(self._moved)  # (only a person's drag sends it)
        splitter.installEventFilter(self)
        self._pending = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show) and not self._pending:
            self._pending = True  # (once the layout above has its heights)
            QTimer.singleShot(0, self, self.fit)
        return False

    def side_width(self) -> int:
        """The side column's width for the splitter's width now."""
        total = self.splitter.width() - self.splitter.handleWidth()
        most = max(self.MIN_SIDE, total // 2)
        if self.chosen:
            return max(self.MIN_SIDE, min(self.chosen, most))
        rect = self.scene.sceneRect()
        height = self.view.height()
        if rect.height() <= 0 or height <= 0:
            return max(self.MIN_SIDE, min(total // 3, most))
        wanted = math.ceil(height * rect.width() / rect.height()) + 2 * self.view.frameWidth()
        return max(self.MIN_SIDE, min(total - wanted, most))

    def fit(self) -> None:
        """Give each column its width (after a resize, a new game or a zoom reset)."""
        self._pending = False
        total = self.splitter.width() - self.splitter.handleWidth()
        if total <= 0:
            return
        side = self.side_width()
        if self.splitter.sizes() != [total - side, side]:
            self.splitter.setSizes([total - side, side])

    def automatic(self) -> None:
        """Forget the person's width: the side column takes what the board cannot use."""
        self.chosen = 0
        self.fit()

    def keep(self) -> None:
        """Save the person's width (0 when they never dragged the edge)."""
        self.settings.side_width = self.chosen

    def _moved(self, _pos: int, _index: int) -> None:
        self.chosen = self.splitter.sizes()[1]


def status_height(label: QLabel, lines: int = 2) -> int:
    """The status line's constant height: ``lines`` lines of its font and its padding."""
    return label.fontMetrics().lineSpacing() * lines + 4


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
