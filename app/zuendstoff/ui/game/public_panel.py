"""What everyone can know (R26): each player's cards left in hand (public by counting: every
set is the same and every card played is shown), the cards put aside, and the chip colours
each still needs to win (R23, R25). All of it comes from the engine's public view
(:class:`~zuendstoff.engine.view.SeatView`), the same for every seat, so it may be seen at
any time, at the privacy screen too.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from ...document.names import card_name, colour_name
from ...engine.constants import CARDS, COLOURS
from .. import palette
from ..retranslate import Retranslating
from .hand import CARD_MARK, card_kind


def card_marks(counts) -> list[tuple[str, str, int]]:
    """(card, its short mark, how many) for the cards counted in ``counts`` (per CARDS)."""
    out = []
    for i, n in enumerate(counts):
        if n:
            card = CARDS[i]
            kind = card_kind(card)
            value = card[-1] if kind not in ("sun", "planet") else ""
            out.append((card, f"{CARD_MARK[kind]}{value}", n))
    return out


class PublicPanel(Retranslating, QWidget):
    """A small panel beside the board: one paragraph per player."""

    def __init__(self, model, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("publicPanel")
        self.model = model
        self.heading = QLabel()
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.body = QLabel()
        self.body.setObjectName("publicPanelText")
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.body.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 4, 6, 4)
        box.setSpacing(2)
        box.addWidget(self.heading)
        box.addWidget(self.body)
        box.addStretch(1)
        model.changed.connect(self.retranslate)
        model.gameReplaced.connect(self.retranslate)
        self.retranslate()

    def lines(self) -> list[str]:
        """Each player's line in plain words (what a screen reader reads)."""
        return [plain for plain, _rich in self._rows()]

    def _rows(self) -> list[tuple[str, str]]:
        game = self.model.game
        view = game.view(0)  # the public part is the same from every seat
        rows = []
        for seat, player in enumerate(game.players):
            hand = view.hands[seat]
            total = sum(hand)
            marks = card_marks(hand)
            words = ", ".join(card_name(c) + (f" ×{n}" if n > 1 else "") for c, _m, n in marks)
            rich = " ".join(self._mark(c, m) + (f"×{n}" if n > 1 else "") for c, m, n in marks)
            aside = sum(view.put_aside[seat])
            more, colours = view.chips_needed(seat)
            needs = self._needs(more, colours)
            plain = self.tr("%1: %2 cards in hand (%3); %4 put aside; %5").replace(
                "%1", player.name).replace("%2", str(total)).replace("%3", words or "–").replace(
                "%4", str(aside)).replace("%5", needs)
            rich_line = (f"<b>{escape(player.name)}</b> · {rich or '–'}<br>"
                         + escape(self.tr("%1 in hand, %2 put aside · %3").replace(
                             "%1", str(total)).replace("%2", str(aside)).replace("%3", needs)))
            rows.append((plain, rich_line))
        return rows

    @staticmethod
    def _mark(card: str, mark: str) -> str:
        kind = card_kind(card)
        fill = palette.current().card_fill[kind]
        ink = palette.current().card_text[kind]
        return (f'<span style="background-color:{fill}; color:{ink}; font-weight:bold">'
                f"&nbsp;{escape(mark)}&nbsp;</span>")

    def _needs(self, more: int, colours) -> str:
        names = [colour_name(COLOURS[c]) for c in colours]
        if more == 0:
            return self.tr("has two chips")
        if more == 1:
            return self.tr("needs one more chip: %1").replace("%1", self.tr(" or ").join(names))
        return self.tr("needs two chips of %1").replace("%1", ", ".join(names))

    def retranslate(self) -> None:
        self.heading.setText(self.tr("What everyone can know"))
        self.heading.setToolTip(self.tr("Cards left in each hand can be counted from the "
                                        "cards played (R26); the chips each player still "
                                        "needs to win (R25)."))
        rows = self._rows()
        self.body.setText("<br>".join(rich for _p, rich in rows))
        self.setAccessibleName(self.tr("What everyone can know"))
        self.body.setAccessibleName(" ".join(p for p, _r in rows))
        area = self.area
        if area is not None:  # its Tab stop says what it is and what it holds
            area.setAccessibleName(self.tr("What everyone can know"))
            area.setAccessibleDescription(" ".join(p for p, _r in rows))

    #: the scroll area holding the panel (ui/game/assemble.py): a Tab stop of its own, so it
    #: is named (a screen reader said nothing there: an unnamed scroll area)
    area = None

    def set_area(self, area: QWidget) -> None:
        self.area = area
        self.retranslate()
