"""Forced moves are never silent: when a person's only legal choice is made for them
(Settings: "Do forced moves for me"), the window says what was done (status bar and screen
reader) and the board rings the disc it concerns for a moment."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

translate = QCoreApplication.translate

FLASH_MS = 2200  # how long the board rings the disc


class ForcedNotice(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.last = ""  # the last notice (tests)
        window.flow.forcedMade.connect(self.show)

    def show(self, text: str, cells: list) -> None:
        self.last = translate("ForcedNotice", "Done for you, the only choice: %1").replace(
            "%1", text)
        window = self.window
        window.statusBar().showMessage(self.last, 8000)
        access = getattr(window, "access", None)
        if access is not None:
            access.announcer.say(self.last)
        if cells and hasattr(window.scene, "flash"):
            window.scene.flash(cells, FLASH_MS)
