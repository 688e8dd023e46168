"""The cards on the table: everyone's revealed cards of this round, turned over together the
moment they are revealed (each card flips from its back to its face, all at once), and kept
in sight while the second card is chosen (R13) and while the round is played out.

When a round has ended, its cards stay in sight ("Round 3 – played:") while the next round's
first cards are chosen, until those are turned over. So everyone sees what was just played
also when the second cards end the round at once (nobody flies), and can count cards while
choosing (the hands are public, R26). Only turned-over cards are ever shown here.

The strip is one line of a constant height (the board never moves) and never asks for more
width than the window has: at five seats, long names or a narrow window, the cards first
shrink to their mark and value (as on the hand's cards), then the names and the title are
shortened with "…". Whatever is shortened is whole in its tooltip and accessible name, and
the whole strip's text is the banner's tooltip."""

from __future__ import annotations

import math

from PySide6.QtCore import QEasingCurve, QRectF, QSize, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from ...document.game_model import GameModel
from ...document.names import card_name
from ...engine import Phase
from .. import palette
from ..layout_items import empty
from ..retranslate import Retranslating
from .hand import CARD_MARK, card_kind


class CardChip(Retranslating, QLabel):
    """One revealed card, small: colour band, shape mark and value, and the card's name.

    ``flip`` (0..1) turns it over: its back until half way, then its face, squeezed
    sideways like a card turned on the table; 1 is at rest (face up).
    """

    def __init__(self, card: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        kind = card_kind(card)
        value = "" if kind in ("sun", "planet") else card[-1]
        colours = palette.current()
        self.fill, self.fg = QColor(colours.card_fill[kind]), QColor(colours.card_text[kind])
        self.flip = 1.0
        self.card = card
        self.compact = False
        self.short_text = f"{CARD_MARK[kind]}{value}"  # (colour, shape and value still there)
        self.retranslate()
        self.setStyleSheet(f"QLabel {{ background: {colours.card_fill[kind]}; "
                           f"color: {colours.card_text[kind]}; "
                           "border-radius: 5px; padding: 2px 6px; }")

    def retranslate(self) -> None:
        name = card_name(self.card)
        self.full_text = f"{self.short_text} {name}"
        self.setText(self.short_text if self.compact else self.full_text)
        self.setToolTip(name)
        self.setAccessibleName(name)

    def set_compact(self, compact: bool) -> None:
        """Only the card's mark and value (its full name stays the tooltip and accessible name)."""
        self.compact = compact
        self.setText(self.short_text if compact else self.full_text)

    def set_flip(self, value: float) -> None:
        self.flip = max(0.0, min(1.0, float(value)))
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802
        if self.flip >= 1.0:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        w, h = self.width(), self.height()
        painter.translate(w / 2, 0)
        painter.scale(max(0.02, abs(math.cos(math.pi * self.flip))), 1.0)
        painter.translate(-w / 2, 0)
        rect = QRectF(0.5, 0.5, w - 1, h - 1)
        if self.flip < 0.5:  # the back every card shares: nothing of its face
            painter.setPen(QPen(QColor("#c9d2ff"), 1.5))
            painter.setBrush(QColor("#28306b"))
            painter.drawRoundedRect(rect, 5, 5)
            painter.setPen(QPen(QColor(255, 255, 255, 70), 1))
            for x in range(6, w, 8):
                painter.drawLine(x, 3, x - 4, h - 3)
        else:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.fill)
            painter.drawRoundedRect(rect, 5, 5)
            painter.setPen(self.fg)
            painter.setFont(self.font())
            painter.drawText(rect.adjusted(6, 0, -6, 0), Qt.AlignmentFlag.AlignCenter, self.text())
        painter.end()


class RevealBanner(Retranslating, QWidget):
    SEAT_GAP = 10  # between one seat's cards and the next seat's name
    MIN_NAME = 24  # the narrowest a shortened name gets (a letter or two and "…")

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("revealBanner")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#revealBanner { background: #e7f5ff; }")
        self.model = model
        self.speed = 1.0
        self._shown: tuple = ()
        self.box = QHBoxLayout(self)
        self.box.setContentsMargins(8, 1, 8, 1)
        self.turning: list[CardChip] = []  # the cards being turned over now
        self.title: QLabel | None = None
        self.title_text = ""
        self.names: list[tuple[QLabel, str]] = []  # each seat's name label and its whole text
        self.chips: list[CardChip] = []
        self.full_text = ""
        self.turn = QVariantAnimation(self)  # all new cards flip together
        self.turn.setStartValue(0.0)
        self.turn.setEndValue(1.0)
        self.turn.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self.turn.valueChanged.connect(self._turn_to)
        self.turn.finished.connect(lambda: self._turn_to(1.0))
        model.changed.connect(self.refresh)
        model.gameReplaced.connect(self.refresh)
        self.hide()
        self.refresh()

    def _say(self) -> None:
        """The strip's title, tooltip and description for what it shows (made again on a
        language change)."""
        content = self._shown
        if not content or self.title is None:
            return
        self.title_text = (self.tr("Round %1 – played:") if content[2] else
                           self.tr("Round %1 – on the table:")).replace("%1", str(content[0]))
        self.title.setText(self.title_text)
        game = self.model.game
        parts = [f"{game.players[seat].name}: {', '.join(card_name(c) for c in cards)}"
                 for seat, cards in enumerate(content[1])]
        self.full_text = "\n".join([self.title_text] + parts)
        self.setToolTip(self.full_text)
        self.setAccessibleDescription(self.full_text)
        self._fit()

    def retranslate(self) -> None:
        self._say()

    def row_height(self) -> int:
        """The banner's height with cards in it (its place is kept while it is empty)."""
        sample = CardChip("red2")
        height = sample.sizeHint().height()
        sample.deleteLater()
        margins = self.box.contentsMargins()
        return height + margins.top() + margins.bottom() + 2

    def content(self) -> tuple:
        """(round, per seat the revealed cards, whether that round has ended) or () when
        nothing is on the table: this round's cards once the first are turned over, before
        that the last round's."""
        game = self.model.game
        if game.is_over:
            return ()
        if game.phase is Phase.FIRST_CARD:
            if len(game.rounds) < 2:
                return ()
            cards = tuple(tuple(pair) for pair in game.rounds[-2]["cards"])
            return (game.round_no - 1, cards, True) if any(cards) else ()
        cards = tuple(tuple(game.revealed_cards(s)) for s in range(game.seats))
        return (game.round_no, cards, False) if any(cards) else ()

    def refresh(self) -> None:
        content = self.content()
        if content == self._shown:
            return
        new_reveal = bool(content) and (not self._shown or content[1] != self._shown[1])
        if content and content[2]:  # an ended round's cards turn over only after its first ones
            new_reveal = new_reveal and bool(self._shown) and self._shown[0] == content[0]
        known = dict(enumerate(self._shown[1])) if self._shown and content \
            and self._shown[0] == content[0] else {}
        self._shown = content
        self.turn.stop()
        self.turning = []
        empty(self.box)  # (its items deleted too: a taken item is the taker's to delete)
        if not content:
            self.hide()
            return
        self.title = title = QLabel()
        bold = QFont()
        bold.setBold(True)
        title.setFont(bold)
        self.box.addWidget(title)
        self.names, self.chips = [], []
        game = self.model.game
        for seat, cards in enumerate(content[1]):
            self.box.addSpacing(self.SEAT_GAP)
            name = game.players[seat].name + ":"
            label = QLabel(name)
            label.setAccessibleName(name)
            self.names.append((label, name))
            self.box.addWidget(label)
            for k, card in enumerate(cards):
                chip = CardChip(card)
                if k >= len(known.get(seat, ())):
                    self.turning.append(chip)  # turned over just now
                self.chips.append(chip)
                self.box.addWidget(chip)
        self.box.addStretch(1)
        self._say()
        self.show()
        if new_reveal and self.speed > 0 and self.turning:
            self._turn_to(0.0)
            self.turn.setDuration(int(900 / self.speed))
            self.turn.start()
        else:
            self.turning = []

    # ---------------------------------------------------------------- fitting in the width
    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """Any width: the strip fits itself into what the window gives it (``_fit``)."""
        return QSize(0, super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(0, super().sizeHint().height())

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit()

    def _needed(self) -> int:
        """The width the strip's contents take as they are set now."""
        for widget in [self.title] + [label for label, _ in self.names] + self.chips:
            widget.setVisible(True)  # (counted by the layout at once, not when shown later)
        self.box.invalidate()
        return self.box.sizeHint().width()

    def _fit(self) -> None:
        """Fit the strip in its width: whole names and cards if they fit; else the cards'
        mark and value; else names (then the title) shortened with "…", all alike."""
        if self.title is None:
            return
        room = self.width() if self.width() > 0 else 10_000
        title_text = self.title_text
        self.title.setText(title_text)
        self.title.setToolTip("")
        for label, name in self.names:
            label.setText(name)
            label.setToolTip("")
        for chip in self.chips:
            chip.set_compact(False)
        if self._needed() <= room:
            return
        for chip in self.chips:
            chip.set_compact(True)
        if self._needed() <= room or not self.names:
            return
        # names: the longest are shortened first, to one width (short names stay whole)
        widths = [label.sizeHint().width() for label, _ in self.names]
        free = room - (self._needed() - sum(widths))
        cap = max(widths)
        while cap > self.MIN_NAME and sum(min(w, cap) for w in widths) > free:
            cap -= 2
        for (label, name), width in zip(self.names, widths):
            if width > cap:
                extra = width - label.fontMetrics().horizontalAdvance(name)  # margins
                label.setText(label.fontMetrics().elidedText(
                    name, Qt.TextElideMode.ElideRight, max(1, cap - extra)))
                label.setToolTip(name)
        over = self._needed() - room
        if over > 0:  # the title last
            metrics = self.title.fontMetrics()
            keep = max(2 * self.MIN_NAME, metrics.horizontalAdvance(title_text) - over - 4)
            self.title.setText(metrics.elidedText(title_text, Qt.TextElideMode.ElideRight, keep))
            self.title.setToolTip(title_text)

    def _turn_to(self, value) -> None:
        for chip in self.turning:
            chip.set_flip(float(value))
        if float(value) >= 1.0:
            self.turning = []

    def is_turning(self) -> bool:
        return bool(self.turning)
