"""Saving, opening and autosaving games as records (the .zrec format).

A damaged or foreign file gives one message naming the file and the problem; the
game on the table and the autosave stay exactly as they were. Writes are atomic. Nothing a
person saved is overwritten unless they chose it: Save asks first when the file was changed
on disk since it was opened or saved here, Save as asks about the name with ``.zrec`` added
(:mod:`..file_guard`), and an unfinished game in the autosave is kept aside before another
game takes the table (:meth:`FileActions.keep_previous`; when that cannot be done, the other
game does not come).
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
from ...document.game_model import (
    RECORD_KEY,
    GameModel,
    SeatKind,
    hints_from_record,
    seats_from_record,
    seen_from_record,
)
from ...engine import DataError, Game, jsonio
from ...engine.jsonio import FileBusyError, fsync_folder, read_json_file, write_atomic
from ...engine.record import replay, save_record, to_record
from .. import file_guard

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
    if options is not None:
        options["file"] = file_from_record(doc)
    return game, seats, casual


def file_from_record(doc) -> tuple[str, tuple[int, int] | None] | None:
    """The file an autosaved game belongs to (its path, and its stamp when last read or
    written here), from the autosave's own field; None when absent or odd."""
    from ...document.game_model import RECORD_KEY
    extra = doc.get(RECORD_KEY) if isinstance(doc, dict) else None
    raw = extra.get("file") if isinstance(extra, dict) else None
    if not isinstance(raw, dict) or not isinstance(raw.get("path"), str) or not raw["path"]:
        return None
    when, size = raw.get("mtime_ns"), raw.get("size")
    known = (when, size) if all(isinstance(v, int) and not isinstance(v, bool)
                                for v in (when, size)) else None
    return raw["path"], known


def record_text_fast(game: Game, extra) -> str:
    """The record's text as engine.record.save_record writes it, but compact JSON, which
    Python encodes in C: the autosave runs after every decision."""
    return json.dumps(to_record(game, extra, for_text=True), ensure_ascii=False, separators=(",", ":")) + "\n"


def write_record_fast(game: Game, path, extra, patience: float | None = None) -> None:
    """:func:`record_text_fast`, written atomically to ``path``."""
    write_atomic(path, record_text_fast(game, extra), patience)


def os_error_text(exc: OSError) -> str:
    """What went wrong with a file, in one plain line (the system's own words, or ours for
    a file another program kept busy)."""
    if isinstance(exc, FileBusyError):
        return FileActions.tr_busy()
    return exc.strerror or str(exc)


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
        # that file as it was then (file_guard.stamp): Save asks when it changed since
        self._stamp: tuple[int, int] | None = None
        # where the game autosaves (None: the app's autosave; the guided game has its own)
        self.autosave_file: Path | None = None
        # False while no game has been chosen (at start): the autosave is not touched
        self.autosave_enabled = True
        self.autosave_error: str | None = None
        # writes the autosave on a thread of its own (never the window's)
        from .autosave_writer import AutosaveWriter
        self.writer = AutosaveWriter(self)
        self.writer.written.connect(self._autosave_done)

    @property
    def path(self) -> str | None:
        return self._path

    @path.setter
    def path(self, value: str | None) -> None:
        if value != self._path:
            self._path = value
            self._stamp = file_guard.stamp(value)
            self.pathChanged.emit()

    def belong_to(self, path: str, known: tuple[int, int] | None) -> None:
        """The game on the table belongs to ``path`` again (a continued game), as it was
        known when last read or written here: a change by another program since then is
        still asked about at Save."""
        self.path = path
        self._stamp = known

    # ---------------------------------------------------------------- autosave
    @staticmethod
    def tr_busy() -> str:
        from PySide6.QtCore import QCoreApplication
        return QCoreApplication.translate(
            "FileActions", "another program is using the file (a virus scanner, the search "
            "indexer or OneDrive); try again in a moment")

    def _autosave_text(self) -> str | None:
        """The autosave's record text of the game as it is now (None: no autosave now)."""
        if not self.autosave_enabled:
            return None
        extra = self.model.record_extra()
        if self._path is not None:  # "continue the last game" keeps its file (Save saves there)
            own = {"path": self._path}
            if self._stamp is not None:
                own["mtime_ns"], own["size"] = self._stamp
            extra[RECORD_KEY] = {**extra[RECORD_KEY], "file": own}
        return record_text_fast(self.model.game, extra)

    def autosave(self) -> bool:
        """Write the game to the autosave file atomically, now (a new game, a seat moved to a
        phone): True when it is on disk. A failure is reported, not fatal; the last good
        autosave stays. On Windows a file another program holds is tried again for about 2 s
        (:func:`jsonio.replace`)."""
        try:
            text = self._autosave_text()
            if text is None:
                return False
            self.flush()  # an earlier decision's write first: the newest text wins
            write_atomic(self.autosave_file or userdata.autosave_path(), text)
        except Exception as exc:  # disk full, permissions, a busy file…
            self._autosave_done(exc)
            return False
        self._autosave_done(None)
        return True

    def autosave_soon(self) -> bool:
        """After every decision: the record's text is made here (the game as it is now) and
        written on the autosave's own thread (:mod:`.autosave_writer`), so the window never
        waits for the disk (fsync; on Windows up to about 2 s for a file another program
        holds). A failure comes back to the status bar. True when the text was handed over."""
        try:
            text = self._autosave_text()
        except Exception as exc:  # a game that cannot be written (a bug): said, not fatal
            self._autosave_done(exc)
            return False
        if text is None:
            return False
        self.writer.submit(self.autosave_file or userdata.autosave_path(), text)
        return True

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until the autosave handed over is on disk (before anything reads it)."""
        return self.writer.flush(timeout)

    def _autosave_done(self, exc: Exception | None) -> None:
        if exc is None:
            self.autosave_error = None
            return
        text = os_error_text(exc) if isinstance(exc, OSError) else str(exc)
        self.autosave_error = text
        self.message.emit(self.tr("Autosave failed: %1").replace("%1", text))

    def autosave_game(self, options: dict | None = None,
                      ) -> tuple[Game, list[SeatKind], bool] | None:
        """The autosaved game if there is one that can be continued (not over).

        ``options``, if given, receives the game's other options as :func:`load_game` gives
        them (hints; the file it belongs to). A damaged autosave is moved aside (kept for a
        bug report, never overwritten) and reported in one message.
        """
        self.flush()  # (a write handed over is on disk before the file is read)
        path = userdata.autosave_path()
        if not path.exists():
            return None
        try:
            game, seats, casual = load_game(path, options)
        except DataError as exc:
            aside = path.with_name(time.strftime("autosave-damaged %Y-%m-%d %H%M%S.zrec"))
            try:
                jsonio.replace(path, aside)
                kept = self.tr("It was kept as %1.").replace("%1", str(aside))
            except OSError:
                # (held by another program): a copy, so the next autosave loses nothing
                try:
                    import shutil
                    shutil.copyfile(path, aside)
                    kept = self.tr("It was kept as %1.").replace("%1", str(aside))
                except OSError:
                    kept = ""
            QMessageBox.warning(self.window, self.tr("Cannot continue the last game"),
                                self.tr("The last game could not be continued.\n\n%1\n\n%2")
                                .replace("%1", data_error_text(exc)).replace("%2", kept))
            return None
        return None if game.is_over else (game, seats, casual)

    def keep_previous(self) -> bool:
        """Before another game takes the table: an unfinished game in the autosave is moved to
        the folder of previous games (dated), so a new game never overwrites it.

        True: the other game may come (the unfinished one was kept, or there was nothing to
        keep: no autosave, a finished game). False: it could not be kept (a full disk, a
        folder that cannot be written); one message says so, and the caller leaves the table
        as it is, so the autosave is not overwritten either."""
        self.flush()  # the autosave as the last decision left it
        path = self.autosave_file or userdata.autosave_path()
        if not path.is_file():
            return True
        try:
            game, seats, _casual = load_game(path)
        except DataError:
            return True  # a damaged autosave is dealt with (kept aside) at start
        people = [i for i, kind in enumerate(seats) if not kind.is_computer]
        if game.is_over or game.untouched_by(people):
            return True  # nothing to lose: over, or no person has made a move yet
        folder = userdata.data_dir() / PREVIOUS
        names = "-".join("".join(c for c in p.name if c.isalnum())[:12] for p in game.players)
        when = time.strftime("%Y-%m-%d %H%M%S")
        # "2026-11-26 101500 Anna-Ben round 6.zrec", in the interface's language
        stem = self.tr("%1 %2 round %3").replace("%1", when).replace("%2", names).replace(
            "%3", str(game.round_no))
        try:
            folder.mkdir(parents=True, exist_ok=True)
            target = folder / f"{stem}.zrec"
            n = 1
            while target.exists():
                n += 1
                target = folder / f"{stem} ({n}).zrec"
            jsonio.replace(path, target)
        except OSError as exc:
            QMessageBox.warning(
                self.window, self.tr("Cannot keep the unfinished game"),
                self.tr("The unfinished game could not be kept in %1, so it stays on the table "
                        "(save it with Game → Save as…, or free the folder, then try again)."
                        "\n\n%2").replace("%1", str(folder))
                .replace("%2", os_error_text(exc)))
            return False
        try:
            fsync_folder(folder)
        except OSError:
            pass  # the move is done; only its durability on a power cut is not assured
        self.message.emit(self.tr("Your unfinished game was kept as %1 (Game → Open…).").replace(
            "%1", str(target)))
        return True

    # ---------------------------------------------------------------- save
    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        if file_guard.changed_since(self.path, self._stamp):
            answer = file_guard.ask_changed(self.window, self.path)
            if answer == file_guard.SAVE_AS:
                return self.save_as()
            if answer != file_guard.REPLACE:
                return False
        return self.save_to(self.path)

    def _folder(self) -> str:
        """Where the file dialogs start: the game's own folder, else the last one used,
        else the games folder in the person's documents (never the hidden data folder)."""
        if self.path and not userdata.inside(self.path, userdata.data_dir()):
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
        # players' names may hold characters Windows refuses in a file name (: ? * " < > | /)
        name = userdata.safe_file_name("-".join(p.name for p in self.model.game.players)[:60])
        start = str(Path(self._folder()) / f"{name}.zrec")
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save game"), start,
                                              self._filter())
        if not path:
            return False
        path = file_guard.with_suffix(self.window, path, ".zrec")
        if not path:
            return False
        self._remember_folder(path)
        return self.save_to(path)

    def save_to(self, path: str) -> bool:
        try:
            save_record(self.model.game, path, self.model.record_extra())
        except OSError as exc:
            QMessageBox.warning(self.window, self.tr("Cannot save"),
                                self.tr("%1: %2").replace("%1", path).replace(
                                    "%2", os_error_text(exc)))
            return False
        self.path = path
        self._stamp = file_guard.stamp(path)  # the file as this save left it
        self.autosave()  # the autosave knows the file now (a next start continues with it)
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
        before = file_guard.stamp(path)  # taken before reading: a change while reading counts
        try:
            game, seats, casual = load_game(path, options)
        except DataError as exc:
            QMessageBox.warning(self.window, self.tr("Cannot open this game"),
                                self.tr("The game could not be opened.\n\n%1").replace(
                                    "%1", data_error_text(exc)))
            return False
        if not userdata.same_path(path, self.autosave_file or userdata.autosave_path()):
            if not self.keep_previous():
                return False
        self.model.set_game(game, seats, casual)
        self.model.set_hint_options(*options["hints"])
        self.path = path
        self._stamp = before
        self.loaded.emit()
        # the opened game is the one on the table now: the next start offers it (the game
        # that was in the autosave was kept aside above)
        self.autosave()
        self.message.emit(self.tr("Opened %1").replace("%1", path))
        return True
