"""Settings: animation speed (or off), how long computer seats show 'thinking…', how long
the table sees cards turned over and a round's end, forced moves made for you, colours
(default or high contrast), interface scale (after a restart), sound volume and mute."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QSpinBox,
    QWidget,
)

from ... import i18n
from ...settings import Settings

SPEEDS = ((0.0, "Off"), (0.5, "Slow"), (1.0, "Normal"), (2.0, "Fast"), (4.0, "Very fast"))
SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)
PAUSES = (-1, 5, 3, 0)  # the table's moments: wait for Continue, 5 s, 3 s, go on at once


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
        self.budget = QDoubleSpinBox()
        self.budget.setRange(0.1, 30.0)
        self.budget.setSingleStep(0.5)
        self.budget.setDecimals(1)
        self.budget.setSuffix(self.tr(" s"))
        self.budget.setValue(settings.think_budget)
        self.budget.setToolTip(self.tr("The most time for one decision: an expert computer player "
                                       "thinks until its move is settled or the time is up; a "
                                       "hard one stops sooner when it has sampled enough."))
        form = QFormLayout(self)
        self.language = QComboBox()
        self.language.addItem(self.tr("System language"), "")
        for code, name in i18n.LANGUAGES.items():  # each in its own language
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        form.addRow(self.tr("&Language:"), self.language)
        form.addRow(self.tr("Animations:"), self.speed)
        form.addRow(self.tr("Computer players think at least:"), self.delay)
        form.addRow(self.tr("Hard and expert computer players think:"), self.budget)
        self.pause = QComboBox()
        pause_names = {-1: self.tr("Wait until someone presses Continue"),
                       5: self.tr("Pause 5 seconds (Continue skips)"),
                       3: self.tr("Pause 3 seconds (Continue skips)"),
                       0: self.tr("Go on at once")}
        for value in PAUSES:
            self.pause.addItem(pause_names[value], value)
        i = self.pause.findData(settings.table_pause)
        if i < 0:
            self.pause.addItem(self.tr("Pause %1 seconds (Continue skips)").replace(
                "%1", i18n.number(settings.table_pause, None)), settings.table_pause)
            i = self.pause.count() - 1
        self.pause.setCurrentIndex(i)
        self.pause.setToolTip(self.tr("With two or more people at the table: how long the "
                                      "table sees cards turned over and a round's end before "
                                      "the next privacy screen."))
        form.addRow(self.tr("Cards turned over, round's end:"), self.pause)
        self.forced = QCheckBox(self.tr("Do &forced moves for me"))
        self.forced.setToolTip(self.tr("A decision with only one legal choice (turn your own "
                                       "planet, stop on the only disc) is made at once. Undo "
                                       "takes it back together with your decision before it."))
        self.forced.setChecked(settings.auto_forced)
        form.addRow("", self.forced)
        self.preview = QCheckBox(self.tr("Show where a card would take my &piece"))
        self.preview.setToolTip(self.tr("While you choose a card, the board shows the flight "
                                        "of its colour from where your piece stands, or what "
                                        "a rotation card would turn."))
        self.preview.setChecked(settings.card_preview)
        form.addRow("", self.preview)
        self._add_access_rows(form, settings)
        from .internet_settings import InternetPlayBox
        self.internet = InternetPlayBox(settings)
        form.addRow(self.internet)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _add_access_rows(self, form: QFormLayout, settings: Settings) -> None:
        self.colours = QComboBox()
        self.colours.addItem(self.tr("Standard"), "default")
        self.colours.addItem(self.tr("High contrast (colour-blind friendly)"), "high_contrast")
        self.colours.setCurrentIndex(max(0, self.colours.findData(settings.palette)))
        form.addRow(self.tr("&Colours:"), self.colours)
        self.scale = QComboBox()
        for value in SCALES:
            self.scale.addItem(self.tr("%1 %").replace("%1", str(round(value * 100))), value)
        best = min(range(len(SCALES)), key=lambda i: abs(SCALES[i] - settings.ui_scale))
        self.scale.setCurrentIndex(best)
        self.scale.setToolTip(self.tr("Takes effect when Zündstoff starts the next time."))
        form.addRow(self.tr("Interface &size (after restart):"), self.scale)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setValue(settings.sound_volume)
        self.volume.setAccessibleName(self.tr("Sound volume"))
        shown = QLabel()
        shown.setMinimumWidth(44)
        self.volume.valueChanged.connect(
            lambda v: shown.setText(self.tr("%1 %").replace("%1", str(v))))
        shown.setText(self.tr("%1 %").replace("%1", str(self.volume.value())))
        row = QHBoxLayout()
        row.addWidget(self.volume, 1)
        row.addWidget(shown)
        form.addRow(self.tr("Sound &volume:"), row)
        form.labelForField(row).setBuddy(self.volume)  # the label's shortcut, not a "&"
        self.mute = QCheckBox(self.tr("&Mute all sounds"))
        self.mute.setChecked(settings.sound_muted)
        self.volume.setEnabled(not settings.sound_muted)
        self.mute.toggled.connect(lambda on: self.volume.setEnabled(not on))
        form.addRow("", self.mute)

    def accept(self) -> None:
        if not self.internet.check():
            return  # (said in the dialog: an address the app cannot use is never saved)
        self.internet.save(self.settings)
        self.settings.animation_speed = float(self.speed.currentData())
        self.settings.bot_delay_ms = self.delay.value()
        self.settings.think_budget = self.budget.value()
        self.settings.table_pause = int(self.pause.currentData())
        self.settings.auto_forced = self.forced.isChecked()
        self.settings.card_preview = self.preview.isChecked()
        self.settings.palette = str(self.colours.currentData())
        self.settings.ui_scale = float(self.scale.currentData())
        self.settings.sound_volume = self.volume.value()
        self.settings.sound_muted = self.mute.isChecked()
        self.settings.language = str(self.language.currentData())
        self.settings.sync()
        super().accept()
