"""The playtest window's layout: :func:`build` makes the settings column (players, level,
disc set, games, seed, the standard layout beside it; Run and Cancel, the progress and
status, the save buttons) and the two heat maps above the figures, as attributes of the
window, and connects the buttons to its slots. It sets no text: the window's
``retranslate`` names everything (so every string stays in one translation context).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ... import resources
from .playtest_heat import HeatView


def build(win) -> None:
    """Build ``win``'s (a :class:`.playtest_window.PlaytestWindow`'s) widgets and layout."""
    win.players = QSpinBox(minimum=2, maximum=5, value=4)
    win.level = QComboBox()
    win.games = QSpinBox(minimum=10, maximum=10000, value=200, singleStep=50)
    win.seed = QSpinBox(minimum=0, maximum=2**31 - 1, value=1)
    win.compare = QCheckBox(checked=True)
    win.trace = QCheckBox(checked=False)  # the skill trace over the levels (slow: off)
    win.discs_label = QLabel()
    win.discs_button = QPushButton()
    win.discs_button.clicked.connect(win.choose_discs)
    win.run_button = QPushButton()
    win.run_button.clicked.connect(win.start)
    win.cancel_button = QPushButton(enabled=False)
    win.cancel_button.clicked.connect(win.cancel)
    win.more_button = QPushButton()  # offered when the seat verdict rests on too few games
    win.more_button.hide()
    win.more_button.clicked.connect(win.play_more)
    win.progress = QProgressBar()
    win.status = QLabel()
    win.status.setWordWrap(True)
    win.save_png = QPushButton(enabled=False)
    win.save_png.clicked.connect(win.save_heat_map)
    win.save_figures = QPushButton(enabled=False)
    win.save_figures.clicked.connect(win.save_report)

    win.form = QFormLayout()
    win.form_labels = [QLabel() for _ in range(7)]
    discs_row = QHBoxLayout()
    discs_row.addWidget(win.discs_label, 1)
    discs_row.addWidget(win.discs_button)
    for label, field in zip(win.form_labels, (win.players, win.level, discs_row, win.games,
                                               win.seed, win.compare, win.trace)):
        win.form.addRow(label, field)
        if isinstance(field, QWidget):
            label.setBuddy(field)
    buttons = QHBoxLayout()
    buttons.addWidget(win.run_button)
    buttons.addWidget(win.cancel_button)
    saves = QHBoxLayout()
    saves.addWidget(win.save_png)
    saves.addWidget(win.save_figures)
    left = QVBoxLayout()
    left.addLayout(win.form)
    left.addLayout(buttons)
    left.addWidget(win.more_button)
    left.addWidget(win.progress)
    left.addWidget(win.status)
    left.addStretch(1)
    left.addLayout(saves)
    settings = QWidget()
    settings.setLayout(left)

    win.heat = HeatView(win.layout_)
    win.heat_standard = HeatView(resources.builtin_layout("standard"))
    win.heat_titles = (QLabel(), QLabel())
    maps = QHBoxLayout()
    for title, view in zip(win.heat_titles, (win.heat, win.heat_standard)):
        col = QVBoxLayout()
        title.setAlignment(Qt.AlignCenter)
        col.addWidget(title)
        col.addWidget(view, 1)
        maps.addLayout(col, 1)
    win.figures = QTextBrowser()
    win.figures.setObjectName("playtestFigures")
    right = QSplitter(Qt.Vertical)
    top = QWidget()
    top.setLayout(maps)
    right.addWidget(top)
    right.addWidget(win.figures)
    right.setSizes([320, 420])
    main = QHBoxLayout(win)
    main.addWidget(settings)
    main.addWidget(right, 1)
