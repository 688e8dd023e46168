"""The compass-rose chooser: the rotation of a face-down planet before it is seen (R22)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QWidget

from ...document.names import side_name
from ..retranslate import Retranslating

ARROWS = ("▲", "▶", "▼", "◀")


def button_text(rotation: int) -> str:
    """The compass rose's button for ``rotation`` (0 north … 3 west): its arrow and the side's
    initial in the installed language ("◀ W")."""
    return f"{ARROWS[rotation]} {side_name(rotation)[:1].upper()}"


class CompassChooser(Retranslating, QWidget):
    """Four buttons laid out as a compass rose: where the planet's printed top will point."""

    chosen = Signal(int)  # rotation 0..3

    KEYS = (Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(2)
        self.buttons: list[QPushButton] = []
        places = ((0, 1), (1, 2), (2, 1), (1, 0))
        for rotation, (row, col) in enumerate(places):
            button = QPushButton()
            button.setFixedWidth(64)
            button.clicked.connect(lambda _=False, r=rotation: self.chosen.emit(r))
            button.installEventFilter(self)  # arrows pick a side (a button alone would move on)
            grid.addWidget(button, row, col)
            self.buttons.append(button)
        rose = QLabel("✦")
        rose.setAlignment(Qt.AlignmentFlag.AlignCenter)
        grid.addWidget(rose, 1, 1)
        for a, b in zip(self.buttons, self.buttons[1:]):
            self.setTabOrder(a, b)
        self.retranslate()

    def retranslate(self) -> None:
        for rotation, button in enumerate(self.buttons):
            side = side_name(rotation)
            button.setText(button_text(rotation))
            # named as what it does (a button is an action, not a state)
            button.setToolTip(self.tr("Turn the planet face up with its top to the %1").replace(
                "%1", side))
            button.setAccessibleName(self.tr("Turn the top to the %1").replace("%1", side))

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.KeyPress and event.key() in self.KEYS \
                and event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier \
                == Qt.KeyboardModifier.NoModifier:
            self.buttons[self.KEYS.index(event.key())].setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.key() in self.KEYS:
            self.buttons[self.KEYS.index(event.key())].setFocus()
            return
        super().keyPressEvent(event)
