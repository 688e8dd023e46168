"""Settings: animation speed (or off) and how long computer seats show 'thinking…'."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QSpinBox,
    QWidget,
)

from ...settings import Settings

SPEEDS = ((0.0, "Off"), (0.5, "Slow"), (1.0, "Normal"), (2.0, "Fast"), (4.0, "Very fast"))


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Settings"))
        self.speed = QComboBox()
        names = {"Off": self.tr("Off"), "Slow": self.tr("Slow"), "Normal": self.tr("Normal"),
                 "Fast": self.tr("Fast"), "Very fast": self.tr("Very fast")}
        for value, name in SPEEDS:
            self.speed.addItem(names[name], value)
        current = settings.animation_speed
        best = min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i][0] - current))
        self.speed.setCurrentIndex(best)
        self.delay = QSpinBox()
        self.delay.setRange(0, 5000)
        self.delay.setSingleStep(100)
        self.delay.setSuffix(self.tr(" ms"))
        self.delay.setValue(settings.bot_delay_ms)
        form = QFormLayout(self)
        form.addRow(self.tr("Animations:"), self.speed)
        form.addRow(self.tr("Computer players think at least:"), self.delay)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def accept(self) -> None:
        self.settings.animation_speed = float(self.speed.currentData())
        self.settings.bot_delay_ms = self.delay.value()
        self.settings.sync()
        super().accept()
