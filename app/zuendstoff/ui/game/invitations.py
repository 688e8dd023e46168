"""The invitations of a game's far-away seats (internet play): one card per seat with the
``zuendstoff://`` link, the code to paste into a message (each with a copy button) and the
link's QR code (the phone join screen's widget, :mod:`.qr_code`).

Whoever holds an invitation can play that seat: the dialog says so, and the table's people
send each invitation only to its own person (docs/security.md). Non-modal: the game waits
for the far-away players anyway (ui/game/far_seats.py), and the dialog can be opened again
(Game → Far-away invitations…). A seat's invitation that went astray is replaced from Game →
Seats (ui/game/far_seats.py): the dialog then says so above the new one.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from .qr_code import QrCode

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate


@dataclass(frozen=True)
class FarInvitation:
    seat: int
    name: str
    link: str
    code: str


class _SeatCard(QGroupBox):
    def __init__(self, inv: FarInvitation, parent: QWidget | None = None) -> None:
        super().__init__(translate("FarInvitations", "Invitation for %1").replace("%1", inv.name), parent)
        self.seat = inv.seat
        self.link = self._field(inv.link, translate("FarInvitations", "Link for %1").replace("%1", inv.name))
        self.code = self._field(inv.code, translate("FarInvitations", "Code for %1").replace("%1", inv.name))
        self.copy_link = QPushButton(translate("FarInvitations", "Copy link"))
        self.copy_code = QPushButton(translate("FarInvitations", "Copy code"))
        self.copy_link.clicked.connect(lambda: self._copy(self.link.text()))
        self.copy_code.clicked.connect(lambda: self._copy(self.code.text()))
        self.qr = QrCode(inv.link)
        self.qr.set_module(3)  # (a phone's camera reads it from the screen; the card stays small)
        self.qr.setAccessibleName(translate("FarInvitations", "QR code of %1's link").replace("%1", inv.name))
        grid = QGridLayout(self)
        grid.addWidget(QLabel(translate("FarInvitations", "Link:")), 0, 0)
        grid.addWidget(self.link, 0, 1)
        grid.addWidget(self.copy_link, 0, 2)
        grid.addWidget(QLabel(translate("FarInvitations", "Code:")), 1, 0)
        grid.addWidget(self.code, 1, 1)
        grid.addWidget(self.copy_code, 1, 2)
        grid.addWidget(self.qr, 0, 3, 3, 1, Qt.AlignmentFlag.AlignRight)
        grid.setColumnStretch(1, 1)

    @staticmethod
    def _field(text: str, name: str) -> QLineEdit:
        field = QLineEdit(text)
        field.setReadOnly(True)
        field.setCursorPosition(0)
        field.setAccessibleName(name)
        field.setMinimumWidth(320)
        return field

    def _copy(self, text: str) -> None:
        QGuiApplication.clipboard().setText(text)
        window = self.window()
        if isinstance(window, InvitationsDialog):
            window.said.setText(translate("FarInvitations", "Copied. Send it to that person only."))


class InvitationsDialog(QDialog):
    def __init__(self, invitations: list[FarInvitation], broker: str, parent: QWidget | None = None,
                 again: bool = False, renewed: int | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("FarInvitations", "Invite friends far away"))
        intro = QLabel(translate(
            "FarInvitations",
            "Send each person far away their own invitation (in a message, or let them scan the "
            "code). They open it in Zündstoff (Game → Join a game far away…). Whoever has an invitation "
            "can play that seat: send it to that person only.") if not again else translate(
            "FarInvitations",
            "These invitations still work: a far-away player who lost the connection or closed "
            "Zündstoff joins again with the same one."))
        intro.setWordWrap(True)
        broker_line = QLabel(translate("FarInvitations", "Broker: %1").replace("%1", broker))
        broker_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.cards = [_SeatCard(inv) for inv in invitations]
        inner = QWidget()
        column = QVBoxLayout(inner)
        for card in self.cards:
            column.addWidget(card)
        column.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        self.said = QLabel()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(translate("FarInvitations", "Done"))
        box = QVBoxLayout(self)
        box.addWidget(intro)
        box.addWidget(broker_line)
        box.addWidget(scroll, 1)
        row = QHBoxLayout()
        row.addWidget(self.said, 1)
        row.addWidget(buttons)
        box.addLayout(row)
        inner.adjustSize()
        self.resize(max(760, inner.sizeHint().width() + 60),
                    min(760, inner.sizeHint().height() + 170))
        if renewed is not None:  # a seat's new invitation: said, in sight, its Copy focused
            card = self.card(renewed)
            name = next(inv.name for inv in invitations if inv.seat == renewed)
            self.said.setText(translate(
                "FarInvitations", "New invitation for %1: the one sent before no longer works. "
                                  "Send this one to %1 only.").replace("%1", name))
            self.said.setWordWrap(True)
            scroll.ensureWidgetVisible(card)
            card.copy_link.setFocus()

    def card(self, seat: int) -> _SeatCard:
        return next(c for c in self.cards if c.seat == seat)
