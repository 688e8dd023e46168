"""The privacy screen: covers the whole table before a person looks at their hand.

A screen reader at a shared screen (issue 33): whatever it reads, everyone at the table
hears. When one is running (``announce.screen_reader_running``) the screen says so to the
table, and offers each person two ways to look at their hand: *with speech* (a blind player:
the screen reader reads the cards) or *without speech* (a sighted player: the cards are on
the screen, the screen reader names none of them). Nobody's hand is read aloud unless they
chose it: the first time a seat is asked, the button without speech has the focus; after
that, the way that seat chose last. The line also suggests that sighted players hold their
hands on their phones (Game → Seats), where nothing is heard at all.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from .. import announce
from ..labels import heading_label
from ..retranslate import Retranslating


class PrivacyScreen(Retranslating, QWidget):
    """'Pass to Anna' and a button only Anna should press. Shows no card of anyone."""

    accepted = Signal(int)  # the seat that is now looking
    # the screen now asks to pass to someone: the line a screen reader says about it
    passTo = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("privacyScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#privacyScreen { background: #14213d; }"
                           "#privacyScreen QLabel { color: #f5f5f5; }")
        self.title = heading_label(28)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        small = QFont()
        small.setPointSize(14)
        self.detail.setFont(small)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.setAutoDefault(True)
        self.button.setMinimumHeight(48)
        self.button.setFont(small)
        self.button.clicked.connect(lambda: self._accept(True))
        # a screen reader runs: the same, without speech (see the module's text)
        self.quiet_button = QPushButton()
        self.quiet_button.setObjectName("quietButton")
        self.quiet_button.setAutoDefault(True)
        self.quiet_button.setMinimumHeight(48)
        self.quiet_button.setFont(small)
        self.quiet_button.clicked.connect(lambda: self._accept(False))
        self.quiet_button.hide()
        self.reader_note = QLabel()
        self.reader_note.setObjectName("screenReaderNote")
        self.reader_note.setWordWrap(True)
        self.reader_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reader_note.hide()
        self.spoken: dict[int, bool] = {}  # per seat: the way chosen last (True: read aloud)
        self._reader = False  # a screen reader was running when the seat was asked
        box = QVBoxLayout(self)
        box.addStretch(2)
        box.addWidget(self.title)
        box.addSpacing(12)
        box.addWidget(self.detail)
        box.addSpacing(24)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.quiet_button, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addSpacing(12)
        box.addWidget(self.reader_note)
        box.addStretch(3)
        self.cover()  # (sets ``seat``: -1, nobody asked)

    def set_seat(self, seat: int, name: str, second: bool) -> None:
        """Ask to pass the computer to ``seat`` (``name``); a seat < 0 only covers the table."""
        if seat < 0:
            self.cover()
            return
        asked = (seat, name, second)
        self.seat = seat
        self._shown = asked
        self._reader = announce.screen_reader_running()
        # the button is named before it is shown or focused: a screen reader never hears
        # the previous person's name on it
        self.retranslate()
        self.button.show()
        self.quiet_button.setVisible(self._reader)
        self.reader_note.setVisible(self._reader)
        if asked != self._asked:
            self._asked = asked
            line = self.tr("Pass to %1 — everyone else, look away.").replace("%1", name)
            if self._reader and seat not in self.spoken:  # the table is told, once per seat
                line += " " + self.tr("A screen reader is running: %1 chooses whether it reads "
                                      "their hand aloud.").replace("%1", name)
            self.passTo.emit(line)

    def cover(self) -> None:
        """Only cover the table (the next person is not known yet): nobody's name, no button."""
        self.seat = -1
        self._asked = None
        self._shown = None
        self.button.clearFocus()  # (a page shown again must not give it the focus back)
        self.button.hide()
        self.quiet_button.clearFocus()
        self.quiet_button.hide()
        self.reader_note.hide()
        self.retranslate()

    def speaks(self, seat: int) -> bool:
        """Whether ``seat``'s hand may be read aloud: always when no screen reader runs; else
        as the person chose (never without their choice)."""
        return self.spoken.get(seat, False) if self._reader else True

    def first_button(self) -> QPushButton:
        """The button that gets the focus: the way this seat chose last; the first time,
        without speech (nobody's hand is read aloud without their choosing it)."""
        if self._reader and not self.spoken.get(self.seat, False):
            return self.quiet_button
        return self.button

    def _accept(self, spoken: bool) -> None:
        if self.seat < 0:
            return
        if self._reader:
            self.spoken[self.seat] = spoken
        self.accepted.emit(self.seat)

    def retranslate(self) -> None:
        """The texts for the person asked (or for the covered table)."""
        if self._shown is None:
            self.title.setText(self.tr("One moment…"))
            self.detail.setText("")
            self.button.setText("")
            self.button.setAccessibleName("")
            self.quiet_button.setText("")
            self.reader_note.setText("")
        else:
            _seat, name, second = self._shown
            self.title.setText(self.tr("Pass to %1").replace("%1", name))
            which = self.tr("second card") if second else self.tr("first card")
            self.detail.setText(
                self.tr("%1 chooses a %2 in secret. Everyone else, please look away.")
                .replace("%1", name).replace("%2", which))
            if self._reader:
                self.button.setText(self.tr("I am %1 – show my cards and read them aloud")
                                    .replace("%1", name))
                self.quiet_button.setText(self.tr("I am %1 – show my cards without speech")
                                          .replace("%1", name))
            else:
                self.button.setText(self.tr("I am %1 – show my cards").replace("%1", name))
            self.button.setAccessibleName(self.button.text())
            self.quiet_button.setAccessibleName(self.quiet_button.text())
            self.reader_note.setText(self.tr(
                "A screen reader is running: a hand shown with speech is heard by everyone at "
                "this table. If you read the screen yourself, choose “without speech”. Sighted "
                "players can also hold their hands on their phones (Game → Seats)."))
        self.setAccessibleName(self.title.text())

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        if self.seat >= 0:
            self.first_button().setFocus()
