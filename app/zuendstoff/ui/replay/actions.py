"""The game window's side of replays and history: the menu entries' actions, and keeping
every game finished at this table in the history."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox

from ... import history, userdata
from ...document.error_text import data_error_text
from ...engine import DataError, Game

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate


class ReplayActions(QObject):
    """Open replays and the history from the game window; keep finished games."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.windows: list = []  # open replay windows (kept alive)
        self.history_dialog = None
        window.flow.decisionMade.connect(self._maybe_keep)

    # ---------------------------------------------------------------- history
    def _maybe_keep(self) -> None:
        """A decision made at this table ended the game: keep it in the history."""
        game = self.window.model.game
        if not game.is_over:
            return
        try:
            history.keep(game, self.window.model.record_extra())
        except OSError as exc:
            self.window.statusBar().showMessage(
                translate("Replays", "The finished game could not be kept in the history: %1")
                .replace("%1", exc.strerror or str(exc)), 8000)

    def show_history(self):
        """Game → History (window-modal). Watch the replay closes it first and then opens the
        viewer in front: an open History kept the viewer blocked and behind it."""
        from .history_dialog import HistoryDialog
        dialog = HistoryDialog(self.window)
        dialog.replayRequested.connect(lambda path: self._replay_from_history(dialog, path))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        self.history_dialog = dialog
        return dialog

    def _replay_from_history(self, dialog, path: str):
        dialog.accept()  # History steps aside; the viewer comes to the front, usable
        return self.open_path(path)

    # ---------------------------------------------------------------- replays
    def open_file(self):
        start = str(userdata.data_dir())
        path, _ = QFileDialog.getOpenFileName(
            self.window, translate("Replays", "Watch a replay"), start,
            translate("Replays", "Zündstoff games (*.zrec);;All files (*)"))
        return self.open_path(path) if path else None

    def open_path(self, path: str):
        """Open the record ``path`` in a replay window; a bad file gives one message."""
        from ..game.file_actions import load_game
        try:
            game = load_game(path)[0]
        except DataError as exc:
            QMessageBox.warning(self.window, translate("Replays", "Cannot replay this game"),
                                translate("Replays", "The game could not be opened.\n\n%1")
                                .replace("%1", data_error_text(exc)))
            return None
        # a file the person chose is named as they named it; a game kept in the history by its
        # players (its file name is the app's own, a date and a number: it was the title)
        kept = os.path.dirname(os.path.abspath(path)) == os.path.abspath(history.history_dir())
        return self.show(game, ", ".join(p.name for p in game.players) if kept
                         else os.path.basename(path))

    def replay_current(self):
        """The game on the table from its start (what has been revealed so far)."""
        return self.show(self.window.model.game.copy(), None)  # the viewer names it

    def show(self, game: Game, title: str | None):
        from .viewer import ReplayWindow
        speed = getattr(self.window.settings, "animation_speed", 1.0)
        viewer = ReplayWindow(game, title, self.window, animation_speed=speed)
        viewer.playOnRequested.connect(self.play_on)
        viewer.destroyed.connect(lambda _o=None, v=viewer: self._forget(v))
        self.windows.append(viewer)
        viewer.show()
        viewer.raise_()  # in front of the window that opened it (the game window, History)
        viewer.activateWindow()
        return viewer

    def _forget(self, viewer) -> None:
        if viewer in self.windows:
            self.windows.remove(viewer)

    def play_on(self, game: Game, seats) -> bool:
        """Start a new game at the table from ``game``'s position, asking before an
        unfinished game on the table is replaced (it stays in its saved file, if any)."""
        window = self.window
        current = window.model.game
        if not current.is_over and current.rounds and (current.rounds[0]["cards"] or current.round_no > 1):
            answer = QMessageBox.question(
                window, translate("Replays", "Replace the game on the table?"),
                translate("Replays", "The game on the table is not finished. Play on from the "
                          "replay instead? (Save the game on the table first if you want to "
                          "come back to it.)"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No)
            if answer != QMessageBox.StandardButton.Yes:
                return False
        if not window.files.keep_previous():  # said why; the table stays as it is
            return False
        window.files.path = None
        window.model.set_game(game.copy(), list(seats), False)
        window.begin_play()
        window.files.autosave()
        window.raise_()
        window.activateWindow()
        return True

    def close_all(self) -> None:
        for viewer in list(self.windows):
            viewer.close()
