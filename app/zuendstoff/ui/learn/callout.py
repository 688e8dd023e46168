"""The guided game's speech bubble: it points at the disc, the hand or the control of the
move to make, and stays inside the window without covering what it points at."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygon
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..retranslate import Retranslating

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate


class Callout(Retranslating, QFrame):
    """A speech bubble over the window that points at something on the board or beside it.

    Its buttons are named in :meth:`retranslate`; what it says is worded by the lesson,
    which words it again when the bubble tells it the language changed (``retranslated``).
    """

    closed = Signal()
    skipped = Signal()
    # what the bubble says now (title and text), for screen readers
    said = Signal(str)
    # the language changed (after the buttons were named again): the lesson words the text anew
    retranslated = Signal()

    ARROW = 14

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("lessonCallout")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.title = QLabel()
        self.title.setObjectName("lessonCalloutTitle")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setObjectName("lessonCalloutText")
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # the text, scrolled when the window is too short for it (shown from its end, where the
        # instruction is: never cut off at the top or the bottom)
        self.scroll = QScrollArea()
        self.scroll.setObjectName("lessonCalloutScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setWidget(self.text)
        self.scroll.viewport().setAutoFillBackground(False)
        self.text.setAutoFillBackground(False)
        self.ok_button = QPushButton()
        self.ok_button.clicked.connect(lambda _c=False: (self.hide(), self.closed.emit()))
        self.skip_button = QPushButton()
        self.skip_button.clicked.connect(lambda _c=False: self.skipped.emit())
        self.extra_button = QPushButton()
        self.extra_button.hide()
        buttons = QHBoxLayout()
        buttons.addWidget(self.skip_button)
        buttons.addStretch(1)
        buttons.addWidget(self.extra_button)
        buttons.addWidget(self.ok_button)
        box = QVBoxLayout(self)
        m = self.ARROW + 10
        box.setContentsMargins(m, m, m, m)
        box.addWidget(self.title)
        box.addWidget(self.scroll)
        box.addLayout(buttons)
        self.box = box
        self.setStyleSheet("#lessonCalloutTitle { font-weight: bold; font-size: 12pt; color: #1b2a4a; }"
                           "#lessonCalloutText { font-size: 11pt; color: #1b2a4a; }")
        self.setFixedWidth(400)
        self._target = QRect()
        self._aim = QPoint()
        self._avoid: list[QRect] = []
        self._side = "left"
        self._said = ""
        self.ending = False  # the lesson is over: "Start a real game", "Close the lesson"
        self.hide()
        self.retranslate()

    def retranslate(self) -> None:
        """The buttons' names in the installed language; then the lesson words the text."""
        self.ok_button.setText(translate("Lesson", "Got it"))
        self.skip_button.setText(translate("Lesson", "Close the lesson") if self.ending
                                 else translate("Lesson", "Skip the lesson"))
        self.extra_button.setText(translate("Lesson", "Start a real game"))
        self.retranslated.emit()

    def show_end(self) -> None:
        """The lesson is over: a real game, or close it."""
        self.ending = True
        self.retranslate()
        self.extra_button.show()
        self.ok_button.hide()

    def show_at(self, title: str, text: str, target: QRect, avoid: list[QRect] | tuple = (),
                aim: QPoint | None = None) -> None:
        """Show the bubble beside ``target`` (in the parent's coordinates), its arrow pointing
        at it (as near ``aim`` as it can: the marked card in the hand; else its centre), and
        if it can be, off each of ``avoid`` too (what the move needs in sight: the other
        stops, the controls beside the board, the chips), the first ones first."""
        self.title.setText(title)
        self.text.setText(text)
        self.setAccessibleName(title)
        self.setAccessibleDescription(text)
        self._target = QRect(target)
        self._aim = QPoint(aim) if aim is not None and target.contains(aim) else target.center()
        self._avoid = [QRect(r) for r in avoid if not r.isEmpty()]
        self._fit_height()
        self._place()
        self.show()
        self.raise_()
        self.update()
        said = title + ". " + " ".join(text.split())
        if said != self._said:  # (the same bubble shown again is not said again)
            self._said = said
            self.said.emit(said)

    def _fit_height(self) -> None:
        """As tall as the text needs; at most the window's height, the text then scrolled to
        its end (the instruction)."""
        box = self.box
        m = box.contentsMargins()
        inner = self.width() - m.left() - m.right()
        bar = self.scroll.verticalScrollBar().sizeHint().width()
        need = self.text.heightForWidth(inner) + 4
        rest = (m.top() + m.bottom() + self.title.sizeHint().height()
                + max(self.ok_button.sizeHint().height(), self.skip_button.sizeHint().height())
                + 2 * box.spacing())
        room = self.parentWidget().height() - 8 - rest
        if need > room:  # too short a window: scroll, with room for the scroll bar
            need = self.text.heightForWidth(inner - bar) + 4
        height = max(40, min(need, room))
        self.scroll.setFixedHeight(height)
        self.setFixedHeight(rest + height)
        self.layout().activate()
        scrollbar = self.scroll.verticalScrollBar()
        scrollbar.setValue(scrollbar.maximum())  # the end of the text: the instruction

    def instruction_visible(self) -> bool:
        """Whether the text's last line is in view (tests)."""
        viewport = self.scroll.viewport()
        bottom = self.text.mapTo(viewport, self.text.rect().bottomLeft()).y()
        return self.isVisible() and bottom <= viewport.height() + 2

    def _place(self) -> None:
        """Beside the target on the side and at the place that covers neither the target nor,
        as far as it can, what is to be avoided (the first ones weigh most), with the arrow's
        tip on the target's span; else the window's top right corner."""
        area = self.parentWidget().rect()
        t, w, h = self._target, self.width(), self.height()
        reach = self.ARROW + 20  # the arrow's tip keeps this far from the bubble's corners
        sides = []  # (side, fixed coordinate, along: y for left/right, x for top/bottom)
        for side, fixed in (("left", t.right() + 4), ("right", t.left() - w - 4)):
            lo, hi = max(area.top(), t.top() - h + reach + 4), min(area.bottom() - h, t.bottom() - reach - 4)
            centre = self._aim.y() - h // 2
            steps = {max(lo, min(centre, hi))} | {lo + (hi - lo) * i // 8 for i in range(9)} if lo <= hi else set()
            sides += [(side, QPoint(fixed, y)) for y in sorted(steps, key=lambda y: abs(y - centre))]
        for side, fixed in (("top", t.bottom() + 4), ("bottom", t.top() - h - 4)):
            lo, hi = max(area.left(), t.left() - w + reach + 4), min(area.right() - w, t.right() - reach - 4)
            centre = self._aim.x() - w // 2
            steps = {max(lo, min(centre, hi))} | {lo + (hi - lo) * i // 8 for i in range(9)} if lo <= hi else set()
            sides += [(side, QPoint(x, fixed)) for x in sorted(steps, key=lambda x: abs(x - centre))]
        best = None
        for order, (side, pos) in enumerate(sides):
            rect = QRect(pos, self.size())
            if not area.contains(rect) or rect.intersects(t):
                continue
            covered = sum(1 << (len(self._avoid) - i) for i, r in enumerate(self._avoid)
                          if rect.intersects(r))
            if best is None or (covered, order) < best[0]:
                best = ((covered, order), side, rect)
        if best is None:
            side, rect = "top", QRect(QPoint(area.right() - w - 8, area.top() + 8), self.size())
        else:
            _score, side, rect = best
        self._side = side
        self.move(rect.topLeft())

    def arrow_tip(self) -> tuple[QPoint, QPoint]:
        """Where the arrow's tip is (in the parent's coordinates) and the way it points (a unit
        step: (-1, 0) to the left …)."""
        tip, _base = self._arrow()
        step = {"left": QPoint(-1, 0), "right": QPoint(1, 0), "top": QPoint(0, -1),
                "bottom": QPoint(0, 1)}[self._side]
        return self.mapToParent(tip), step

    def _arrow(self) -> tuple[QPoint, list[QPoint]]:
        """The arrow's tip and the two ends of its base, in the bubble's coordinates: on the
        side facing the target, as near the target's centre as the bubble's body allows."""
        a = self.ARROW
        body = self.rect().adjusted(a, a, -a, -a)
        target = QRect(self.mapFromParent(self._target.topLeft()), self._target.size())
        centre = self.mapFromParent(self._aim)

        def along(value: int, lo: int, hi: int, t_lo: int, t_hi: int) -> int:
            lo, hi = lo + 20, hi - 20  # (off the rounded corners)
            both_lo, both_hi = max(lo, t_lo + 4), min(hi, t_hi - 4)
            if both_lo <= both_hi:  # on the target's span, nearest its centre
                return max(both_lo, min(value, both_hi))
            return max(lo, min(value, hi))

        if self._side in ("left", "right"):
            y = along(centre.y(), body.top(), body.bottom(), target.top(), target.bottom())
            edge = body.left() if self._side == "left" else body.right()
            tip = QPoint(0 if self._side == "left" else self.width() - 1, y)
            return tip, [QPoint(edge, y - 9), QPoint(edge, y + 9)]
        x = along(centre.x(), body.left(), body.right(), target.left(), target.right())
        edge = body.top() if self._side == "top" else body.bottom()
        tip = QPoint(x, 0 if self._side == "top" else self.height() - 1)
        return tip, [QPoint(x - 9, edge), QPoint(x + 9, edge)]

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        a = self.ARROW
        body = self.rect().adjusted(a, a, -a, -a)
        path = QPainterPath()
        path.addRoundedRect(body, 10, 10)
        tip, base = self._arrow()
        arrow = QPainterPath()
        arrow.addPolygon(QPolygon([base[0], tip, base[1]]))
        path = path.united(arrow)
        painter.setPen(QPen(QColor("#3b6fd8"), 3))
        painter.setBrush(QColor("#fffbe6"))
        painter.drawPath(path)
