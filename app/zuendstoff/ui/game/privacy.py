"""The privacy screen: covers the whole table before a person looks at their hand."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

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
        self.seat = -1
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
        self.button.clicked.connect(lambda: self.accepted.emit(self.seat))
        box = QVBoxLayout(self)
        box.addStretch(2)
        box.addWidget(self.title)
        box.addSpacing(12)
        box.addWidget(self.detail)
        box.addSpacing(24)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(3)
        self.cover()

    def set_seat(self, seat: int, name: str, second: bool) -> None:
        """Ask to pass the computer to ``seat`` (``name``); a seat < 0 only covers the table."""
        if seat < 0:
            self.cover()
            return
        asked = (seat, name, second)
        self.seat = seat
        self._shown = asked
        # the button is named before it is shown or focused: a screen reader never hears
        # the previous person's name on it
        self.retranslate()
        self.button.show()
        if asked != self._asked:
            self._asked = asked
            self.passTo.emit(self.tr("Pass to %1 — everyone else, look away.").replace("%1", name))

    def cover(self) -> None:
        """Only cover the table (the next person is not known yet): nobody's name, no button."""
        self.seat = -1
        self._asked = None
        self._shown = None
        self.button.clearFocus()  # (a page shown again must not give it the focus back)
        self.button.hide()
        self.retranslate()

    def retranslate(self) -> None:
        """The texts for the person asked (or for the covered table)."""
        if self._shown is None:
            self.title.setText(self.tr("One moment…"))
            self.detail.setText("")
            self.button.setText("")
            self.button.setAccessibleName("")
        else:
            _seat, name, second = self._shown
            self.title.setText(self.tr("Pass to %1").replace("%1", name))
            which = self.tr("second card") if second else self.tr("first card")
            self.detail.setText(
                self.tr("%1 chooses a %2 in secret. Everyone else, please look away.")
                .replace("%1", name).replace("%2", which))
            self.button.setText(self.tr("I am %1 – show my cards").replace("%1", name))
            self.button.setAccessibleName(self.button.text())
        self.setAccessibleName(self.title.text())

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        if self.seat >= 0:
            self.button.setFocus()
