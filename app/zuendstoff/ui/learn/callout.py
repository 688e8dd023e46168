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

    def show_at(self, title: str, text: str, target: QRect, spare: QRect | None = None) -> None:
        """Show the bubble beside ``target`` (in the parent's coordinates), and if it can be,
        off ``spare`` too (the disc a move is about, when the bubble points at the controls)."""
        self.title.setText(title)
        self.text.setText(text)
        self.setAccessibleName(title)
        self.setAccessibleDescription(text)
        self._target = QRect(target)
        self._spare = QRect(spare) if spare is not None else QRect()
        self._fit_height()
        self._place()
        self.show()
        self.raise_()
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
        area = self.parentWidget().rect()
        t, w, h = self._target, self.width(), self.height()

        def within(lo: int, value: int, hi: int) -> int:  # slid along its side to stay inside
            return max(lo, min(value, hi))

        y = within(area.top(), t.center().y() - h // 2, area.bottom() - h)
        x = within(area.left(), t.center().x() - w // 2, area.right() - w)
        candidates = [("left", QPoint(t.right() + 4, y)), ("right", QPoint(t.left() - w - 4, y)),
                      ("top", QPoint(x, t.bottom() + 4)), ("bottom", QPoint(x, t.top() - h - 4))]
        rects = [(side, QRect(pos, self.size())) for side, pos in candidates]
        fits = [(side, rect) for side, rect in rects if area.contains(rect) and not rect.intersects(t)]
        spare = getattr(self, "_spare", QRect())
        clear = [(side, rect) for side, rect in fits if spare.isEmpty() or not rect.intersects(spare)]
        # the first that fits without covering the target (nor the spare disc, if one does),
        # else the window's top right corner
        chosen = (clear or fits)
        side, rect = chosen[0] if chosen else ("top", QRect(QPoint(area.right() - w - 8, area.top() + 8),
                                                            self.size()))
        self._side = side
        self.move(rect.topLeft())

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        a = self.ARROW
        body = self.rect().adjusted(a, a, -a, -a)
        path = QPainterPath()
        path.addRoundedRect(body, 10, 10)
        target = self.mapFromParent(self._target.center())
        mid = QPoint(min(max(target.x(), body.left() + 20), body.right() - 20),
                     min(max(target.y(), body.top() + 20), body.bottom() - 20))
        tip = {"left": QPoint(0, mid.y()), "right": QPoint(self.width(), mid.y()),
               "top": QPoint(mid.x(), 0), "bottom": QPoint(mid.x(), self.height())}[self._side]
        if self._side in ("left", "right"):
            edge = body.left() if self._side == "left" else body.right()
            base = [QPoint(edge, mid.y() - 9), QPoint(edge, mid.y() + 9)]
        else:
            edge = body.top() if self._side == "top" else body.bottom()
            base = [QPoint(mid.x() - 9, edge), QPoint(mid.x() + 9, edge)]
        arrow = QPainterPath()
        arrow.addPolygon(QPolygon([base[0], tip, base[1]]))
        path = path.united(arrow)
        painter.setPen(QPen(QColor("#3b6fd8"), 3))
        painter.setBrush(QColor("#fffbe6"))
        painter.drawPath(path)
