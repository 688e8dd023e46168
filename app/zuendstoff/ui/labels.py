"""Labels the screens share."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel


def heading_label(point_size: int, text: str = "") -> QLabel:
    """A centred bold heading (the privacy screen, the empty table, the join screen, …)."""
    label = QLabel(text)
    font = QFont()
    font.setPointSize(point_size)
    font.setBold(True)
    label.setFont(font)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)  # a long name in it never widens the window
    return label
