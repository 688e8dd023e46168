"""Saving, opening and autosaving games as records (the .zrec format).

A damaged or foreign file gives one message naming the file and the problem; the
game on the table and the autosave stay exactly as they were. Writes are atomic.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ... import userdata
from ...document.error_text import data_error_text
from ...document.game_model import GameModel, SeatKind, hints_from_record, seats_from_record, seen_from_record
from ...engine import DataError, Game
from ...engine.jsonio import fsync_folder, read_json_file, write_atomic
from ...engine.record import replay, save_record, to_record

# the folder (in the data folder) where unfinished games go when another takes the table
PREVIOUS = "previous-games"


def load_game(path: str | os.PathLike[str], options: dict | None = None,
              ) -> tuple[Game, list[SeatKind], bool]:
    """Load a record: the game, who plays each seat, casual or not. Raises DataError.

    ``options``, if given, receives this app's other options of the game: ``hints``
    (allowed, those asked for)."""
    source = os.fspath(path)
    doc = read_json_file(source)
    try:
        game = replay(doc, source)
    except DataError:
        raise
    except Exception as exc:  # a record we do not understand must not crash the app
        raise DataError(source, f"the file is not a game record the app can read ({exc})") \
            from None
    seats, casual = seats_from_record(doc, game.seats)
    if options is not None:
        options["hints"] = hints_from_record(doc, game.seats)
    seen_from_record(doc, game)
    return game, seats, casual


def write_record_fast(game: Game, path, extra) -> None:
    """Like engine.record.save_record (same record, atomic write), but compact JSON, which
    Python encodes in C: the autosave runs after every decision."""
    text = json.dumps(to_record(game, extra), ensure_ascii=False, separators=(",", ":"))
    write_atomic(path, text + "\n")


class FileActions(QObject):
    # a game was loaded from a file (or the autosave)
    loaded = Signal()
    # a message for the status bar
    message = Signal(str)
    # the file the game belongs to changed (saved as, opened, a new game: none)
    pathChanged = Signal()

    def _filter(self) -> str:
        return self.tr("Zündstoff games (*.zrec);;All files (*)")

    def __init__(self, window: QWidget, model: GameModel) -> None:
        super().__init__(window)
        self.window = window
        self.model = model
        self._path: str | None = None  # where the game was last saved or opened from
        # where the game autosaves (None: the app's autosave; the guided game has its own)
        self.autosave_file: Path | None = None
        # False while no game has been chosen (at start): the autosave is not touched
        self.autosave_enabled = True
        self.autosave_error: str | None = None

    @property
    def path(self) -> str | None:
        return self._path

    @path.setter
    def path(self, value: str | None) -> None:
        if value != self._path:
            self._path = value
            self.pathChanged.emit()

    # ---------------------------------------------------------------- autosave
    def autosave(self) -> bool:
        """Write the game to the autosave file atomically; a failure is reported, not fatal."""
        if not self.autosave_enabled:
            return False
        try:
            write_record_fast(self.model.game, self.autosave_file or userdata.autosave_path(),
                              self.model.record_extra())
        except Exception as exc:  # disk full, permissions, a failing rename…
            self.autosave_error = str(exc)
            self.message.emit(self.tr("Autosave failed: %1").replace("%1", str(exc)))
            return False
        self.autosave_error = None
        return True

    def autosave_game(self) -> tuple[Game, list[SeatKind], bool] | None:
        """The autosaved game if there is one that can be continued (not over).

        A damaged autosave is moved aside (kept for a bug report, never overwritten) and
        reported in one message.
        """
        path = userdata.autosave_path()
        if not path.exists():
            return None
        try:
            game, seats, casual = load_game(path)
        except DataError as exc:
            aside = path.with_name(time.strftime("autosave-damaged %Y-%m-%d %H%M%S.zrec"))
            try:
                os.replace(path, aside)
                kept = self.tr("It was kept as %1.").replace("%1", str(aside))
            except OSError:
                kept = ""
            QMessageBox.warning(self.window, self.tr("Cannot continue the last game"),
                                self.tr("The last game could not be continued.\n\n%1\n\n%2")
                                .replace("%1", data_error_text(exc)).replace("%2", kept))
            return None
        return None if game.is_over else (game, seats, casual)

    def keep_previous(self) -> Path | None:
        """Before another game takes the table: an unfinished game in the autosave is moved to
        the folder of previous games (dated), so a new game never overwrites it. Returns
        where it went (None: nothing to keep — no autosave, a finished game, or this one)."""
        path = self.autosave_file or userdata.autosave_path()
        if not path.is_file():
            return None
        try:
            game = load_game(path)[0]
        except DataError:
            return None  # a damaged autosave is dealt with (kept aside) at start
        if game.is_over:
            return None
        folder = userdata.data_dir() / PREVIOUS
        folder.mkdir(parents=True, exist_ok=True)
        names = "-".join("".join(c for c in p.name if c.isalnum())[:12] for p in game.players)
        stamp = time.strftime("%Y-%m-%d %H%M%S")
        target = folder / f"{stamp} {names} round {game.round_no}.zrec"
        n = 1
        while target.exists():
            n += 1
            target = folder / f"{stamp} {names} round {game.round_no} ({n}).zrec"
        os.replace(path, target)
        fsync_folder(folder)
        self.message.emit(self.tr("Your unfinished game was kept as %1 (Game → Open…).").replace(
            "%1", str(target)))
        return target

    # ---------------------------------------------------------------- save
    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def _folder(self) -> str:
        """Where the file dialogs start: the game's own folder, else the last one used,
        else the games folder in the person's documents (never the hidden data folder)."""
        if self.path and not self.path.startswith(str(userdata.data_dir())):
            return str(Path(self.path).parent)
        settings = getattr(self.window, "settings", None)
        last = settings.q.value("files/last_folder", "") if settings is not None else ""
        if isinstance(last, str) and last and os.path.isdir(last):
            return last
        return str(userdata.games_dir())

    def _remember_folder(self, path: str) -> None:
        settings = getattr(self.window, "settings", None)
        if settings is not None:
            settings.q.setValue("files/last_folder", str(Path(path).parent))

    def save_as(self) -> bool:
        name = "-".join(p.name for p in self.model.game.players)[:60] or "game"
        start = str(Path(self._folder()) / f"{name}.zrec")
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save game"), start,
                                              self._filter())
        if not path:
            return False
        if not Path(path).suffix:
            path += ".zrec"
        self._remember_folder(path)
        return self.save_to(path)

    def save_to(self, path: str) -> bool:
        try:
            save_record(self.model.game, path, self.model.record_extra())
        except OSError as exc:
            QMessageBox.warning(self.window, self.tr("Cannot save"),
                                self.tr("%1: %2").replace("%1", path).replace(
                                    "%2", exc.strerror or str(exc)))
            return False
        self.path = path
        self.message.emit(self.tr("Saved to %1").replace("%1", path))
        return True

    # ---------------------------------------------------------------- open
    def open(self) -> bool:
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open game"), self._folder(),
                                              self._filter())
        if path:
            self._remember_folder(path)
        return bool(path) and self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Load ``path``; on any problem one message, and the current game stays."""
        options: dict = {}
        try:
            game, seats, casual = load_game(path, options)
        except DataError as exc:
            QMessageBox.warning(self.window, self.tr("Cannot open this game"),
                                self.tr("The game could not be opened.\n\n%1").replace(
                                    "%1", data_error_text(exc)))
            return False
        if os.path.abspath(path) != os.path.abspath(self.autosave_file or userdata.autosave_path()):
            self.keep_previous()
        self.model.set_game(game, seats, casual)
        self.model.set_hint_options(*options["hints"])
        self.path = path
        self.loaded.emit()
        self.message.emit(self.tr("Opened %1").replace("%1", path))
        return True
