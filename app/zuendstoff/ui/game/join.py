"""The join screen: where people on phones join the table.

Shown in the table's place when a game with phone seats starts (or a seat is moved to a
phone, or someone opens it again to let a phone rejoin): one QR code per phone seat with
its address as text, the seat's name and piece, and whether its phone has joined. The
table waits until someone presses *Start — everyone has joined* (enabled when every phone
is connected) or, explicitly, *Start anyway*.

The QR code widget itself lives in :mod:`.qr_code`; the seat cards, the screen, and the
hint on what may keep phones out (firewall, local-network permission) live here.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...document.names import piece_name
from ..labels import heading_label
from ..retranslate import Retranslating
from .qr_code import GOOD_MODULE, MIN_MODULE, QUIET, QrCode, qr_matrix

__all__ = ["GOOD_MODULE", "MIN_MODULE", "QUIET", "JoinScreen", "JoinSeat", "QrCode",
           "SeatCard", "qr_matrix", "trouble_text"]

# how long the join screen waits for phones before it says what may keep them out (ms)
TROUBLE_AFTER_MS = 20000


@dataclass
class JoinSeat:
    """What the join screen shows of one phone seat."""

    seat: int
    name: str
    piece: str
    url: str
    state: str = "waiting"  # "waiting" | "connected" | "lost"


def trouble_text(platform: str | None = None, port: int | None = None) -> str:
    """What may keep phones out on this system, and what to do (shown when they do not
    connect): the firewall (Windows asks on the first start and blocks public networks),
    macOS's local-network permission, and the guest Wi-Fi that keeps devices apart."""
    import sys

    from PySide6.QtCore import QCoreApplication
    translate = QCoreApplication.translate
    platform = platform or sys.platform
    if platform == "win32":
        system = translate(
            "JoinScreen", "Windows Firewall may block them: if Windows asked whether Zündstoff may "
            "use the network, allow it for private networks, and make this Wi-Fi a private network "
            "(Settings → Network and internet → Wi-Fi → this network → Private). On a public network "
            "Windows keeps the phones out.")
    elif platform == "darwin":
        system = translate(
            "JoinScreen", "macOS may keep Zündstoff from the local network: allow it in System "
            "Settings → Privacy & Security → Local Network (and, if the firewall is on, allow "
            "incoming connections for Zündstoff in System Settings → Network → Firewall → Options).")
    elif port:
        system = translate(
            "JoinScreen", "A firewall on this computer (ufw, firewalld) may block them: allow "
            "incoming connections to TCP port %1.").replace("%1", str(port))
    else:
        system = translate(
            "JoinScreen", "A firewall on this computer (ufw, firewalld) may block them: allow "
            "incoming connections to Zündstoff's port.")
    return translate(
        "JoinScreen", "No phone has got through yet? %1 The phones must be on the same Wi-Fi as "
        "this computer, not a guest network that keeps devices apart.").replace("%1", system)


STATE_COLOURS = {"waiting": "#e8a200", "connected": "#2b8a3e", "lost": "#c92a2a"}
STATE_MARKS = {"waiting": "…", "connected": "✓", "lost": "✗"}  # never colour alone


class SeatCard(Retranslating, QFrame):
    """One phone seat: name and piece, QR code, address, connection state, actions."""

    reissueRequested = Signal(int)
    hotSeatRequested = Signal(int)

    def __init__(self, entry: JoinSeat, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = entry.seat
        self.setObjectName(f"joinSeat{entry.seat}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(f"#joinSeat{entry.seat} {{ background: #ffffff; border: 1px solid #ced4da;"
                           " border-radius: 8px; }")
        self.title = heading_label(14)
        self.qr = QrCode()
        self.url = QLineEdit()
        self.url.setReadOnly(True)  # selectable and copyable, by mouse and keyboard
        self.url.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.url.setMinimumWidth(260)
        self.state_label = QLabel()
        self.state_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reissue = QPushButton()
        self.reissue.clicked.connect(lambda: self.reissueRequested.emit(self.seat))
        self.hot_seat = QPushButton()
        self.hot_seat.clicked.connect(lambda: self.hotSeatRequested.emit(self.seat))
        buttons = QHBoxLayout()
        buttons.addWidget(self.reissue)
        buttons.addWidget(self.hot_seat)
        box = QVBoxLayout(self)
        box.setSpacing(6)
        box.addWidget(self.title)
        box.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.url)
        box.addWidget(self.state_label)
        box.addLayout(buttons)
        self.set_entry(entry)

    def set_entry(self, entry: JoinSeat) -> None:
        self.entry = entry
        self.qr.set_text(entry.url)
        self.qr.setAccessibleDescription(entry.url)
        self.url.setText(entry.url)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the card (at start, for a new entry, on a language change)."""
        entry = self.entry
        self.reissue.setText(self.tr("New code"))
        self.reissue.setToolTip(self.tr("A new code for this seat: the old one stops working at once "
                                        "(a lost or shared phone)."))
        self.hot_seat.setText(self.tr("Play on this screen"))
        self.hot_seat.setToolTip(self.tr("This person plays on this computer instead, behind the "
                                         "privacy screen."))
        self.title.setText(self.tr("%1 – %2 piece").replace("%1", entry.name).replace(
            "%2", piece_name(entry.piece)))
        self.qr.setAccessibleName(self.tr("QR code to join as %1").replace("%1", entry.name))
        self.url.setAccessibleName(self.tr("Address for %1's phone").replace("%1", entry.name))
        self.reissue.setAccessibleName(self.tr("New code for %1's phone").replace("%1", entry.name))
        self.hot_seat.setAccessibleName(self.tr("%1 plays on this screen").replace("%1", entry.name))
        self.set_state(entry.state)

    def set_state(self, state: str) -> None:
        self.entry.state = state
        text = {"connected": self.tr("Connected"), "lost": self.tr("Connection lost")}.get(
            state, self.tr("Waiting for the phone"))
        colour = STATE_COLOURS.get(state, STATE_COLOURS["waiting"])
        self.state_label.setText(f"{STATE_MARKS.get(state, '…')} {text}")
        self.state_label.setStyleSheet(f"color: {colour}; font-weight: bold; font-size: 13pt;")
        self.state_label.setAccessibleName(self.tr("%1: %2").replace("%1", self.entry.name).replace(
            "%2", text))


class JoinScreen(Retranslating, QWidget):
    """The join screen (a page of the window's stack, in the table's place)."""

    # Start (or Continue) was pressed: everyone has joined, or "anyway"
    startRequested = Signal()
    reissueRequested = Signal(int)
    hotSeatRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("joinScreen")
        self.cards: dict[int, SeatCard] = {}
        self.mid_game = False
        self.host = ""
        self.heading = heading_label(20)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.intro.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.intro.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setStyleSheet("background: #fff3bf; padding: 6px; border-radius: 4px;")
        self.note.hide()
        # what may keep phones out (firewall, local-network permission): said when none
        # has connected for a while
        self.trouble = QLabel()
        self.trouble.setWordWrap(True)
        self.trouble.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.trouble.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.trouble.setStyleSheet("background: #fff3bf; padding: 6px; border-radius: 4px;")
        self.trouble.hide()
        self._trouble_port: int | None = None  # the port the hint on show names
        # the wait is an alarm of the app's clock (ui/clock.py), as every pause a person
        # waits through: a test that holds the clock sees the hint come only when it lets
        # the time pass, never between two looks at the screen
        self._trouble_alarm = None
        self.grid_host = QWidget()
        centred = QVBoxLayout(self.grid_host)
        self.grid = QGridLayout()
        self.grid.setSpacing(16)
        centred.addStretch(1)
        centred.addLayout(self.grid)
        centred.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.grid_host)
        self.summary = QLabel()
        self.summary.setWordWrap(True)  # long names of those still missing: never wider
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.start = QPushButton()
        self.start.setDefault(True)
        self.start.setMinimumHeight(40)
        self.start.clicked.connect(self.startRequested.emit)
        self.anyway = QPushButton()
        self.anyway.setMinimumHeight(40)
        larger = QFont()  # both buttons alike: the start is marked only once it can be pressed
        larger.setPointSize(12)
        self.start.setFont(larger)
        self.anyway.setFont(larger)
        self.anyway.clicked.connect(self.startRequested.emit)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.start)
        buttons.addWidget(self.anyway)
        buttons.addStretch(1)
        box = QVBoxLayout(self)
        box.setContentsMargins(24, 16, 24, 16)
        box.addWidget(self.heading)
        box.addWidget(self.intro)
        box.addWidget(self.note)
        box.addWidget(scroll, 1)
        box.addWidget(self.summary)
        box.addWidget(self.trouble)
        box.addLayout(buttons)
        self.setStyleSheet("#joinScreen { background: #f1f3f5; }")
        self.setAutoFillBackground(True)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the screen (the seat cards retranslate themselves)."""
        self.setAccessibleName(self.tr("Phones join the table"))
        self.heading.setText(self.tr("Phones join the table"))
        self.set_address(self.host)
        self._update_buttons()

    def set_address(self, host: str) -> None:
        self.host = host
        text = self.tr("Each person on a phone scans their seat's code with the phone's camera, or types "
                       "the address below it into the phone's browser. The phones must be on the same "
                       "network (the same Wi-Fi) as this computer.")
        if host:
            text += " " + self.tr("They reach this computer at %1.").replace("%1", host)
        self.intro.setText(text)

    def set_note(self, text: str) -> None:
        """A line above the codes (e.g. a saved game reopened: every phone needs its new code)."""
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def set_seats(self, entries: list[JoinSeat], mid_game: bool) -> None:
        """Show these phone seats (in this order); earlier cards go."""
        self.mid_game = mid_game
        for card in self.cards.values():
            self.grid.removeWidget(card)
            card.hide()
            card.deleteLater()
        self.cards = {}
        columns = 3 if len(entries) > 4 else max(1, min(len(entries), 4))
        module = {1: 9, 2: 9, 3: 8}.get(len(entries), 5)  # as large as fits on one screen
        for i, entry in enumerate(entries):
            card = SeatCard(entry)
            card.qr.set_module(module)
            card.reissueRequested.connect(self.reissueRequested.emit)
            card.hotSeatRequested.connect(self.hotSeatRequested.emit)
            self.grid.addWidget(card, i // columns, i % columns, Qt.AlignmentFlag.AlignTop)
            self.cards[entry.seat] = card
        self._update_buttons()

    def set_url(self, seat: int, url: str) -> None:
        card = self.cards.get(seat)
        if card is not None:
            card.entry.url = url
            card.set_entry(card.entry)
            self._update_buttons()

    def set_state(self, seat: int, state: str) -> None:
        card = self.cards.get(seat)
        if card is not None:
            card.set_state(state)
            self._update_buttons()

    def _watch_for_trouble(self) -> None:
        """While phones are awaited and none has connected, the hint comes after a while. A
        server on another port (a new game's) starts the wait again: the hint on show named
        the old one."""
        waiting = bool(self.cards) and not any(
            c.entry.state == "connected" for c in self.cards.values())
        if waiting and self.trouble.isVisible() and self._port() != self._trouble_port:
            self.trouble.hide()
        alarm = self._trouble_alarm
        if not waiting:
            if alarm is not None:
                alarm.cancel()
            self._trouble_alarm = None
            self.trouble.hide()
        elif (alarm is None or not alarm.pending) and not self.trouble.isVisible():
            from ..clock import app_clock
            self._trouble_alarm = app_clock().later(TROUBLE_AFTER_MS, self, self._show_trouble)

    def _port(self) -> int | None:
        """The port the phones' addresses name (the server's)."""
        from urllib.parse import urlsplit
        if not self.cards:
            return None
        try:
            return urlsplit(next(iter(self.cards.values())).entry.url).port
        except ValueError:
            return None

    def _show_trouble(self) -> None:
        if self.cards and not any(c.entry.state == "connected" for c in self.cards.values()):
            port = self._trouble_port = self._port()
            self.trouble.setText(trouble_text(port=port))
            self.trouble.setAccessibleName(self.trouble.text())
            self.trouble.show()

    def all_connected(self) -> bool:
        return all(c.entry.state == "connected" for c in self.cards.values())

    def _update_buttons(self) -> None:
        if self.mid_game:
            self.start.setText(self.tr("Continue — everyone has joined"))
            self.anyway.setText(self.tr("Continue anyway"))
        else:
            self.start.setText(self.tr("Start — everyone has joined"))
            self.anyway.setText(self.tr("Start anyway"))
        self.start.setAccessibleName(self.start.text())
        self.anyway.setAccessibleName(self.anyway.text())
        ready = self.all_connected()
        self.start.setEnabled(ready)
        font = self.start.font()
        font.setBold(ready)
        self.start.setFont(font)
        missing = [c.entry.name for c in self.cards.values() if c.entry.state != "connected"]
        if not self.cards:
            self.summary.setText("")
        elif ready:
            self.summary.setText(self.tr("Everyone has joined."))
        else:
            self.summary.setText(self.tr("Not joined yet: %1. “%2” starts without them: their "
                                         "phone(s) can join later.", "", len(missing))
                                 .replace("%1", ", ".join(missing))
                                 .replace("%2", self.anyway.text()))
        self.anyway.setToolTip(self.summary.text())
        self.summary.setAccessibleName(self.summary.text())
        self._watch_for_trouble()
        if ready and self.isVisible():
            self.start.setFocus()
