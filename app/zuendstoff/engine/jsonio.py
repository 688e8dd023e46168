"""Careful reading and atomic writing of the engine's JSON files.

Every file may be damaged or hostile. Readers here turn any problem into one
:class:`DataError` naming the file and the problem; nothing is half-loaded
because callers build their objects only after the whole file has been checked.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from .errors import DataError

#: no game file of ours comes near this; larger files are refused unread
MAX_FILE_BYTES = 8 * 1024 * 1024

#: Windows: a rename over a file that another program holds open (Defender, the search
#: indexer, OneDrive syncing the Documents folder) fails with PermissionError (WinError 5 or
#: 32) for a moment. :func:`replace` tries again this long (seconds) before it gives up.
REPLACE_PATIENCE = 2.0
#: whether a refused rename is tried again: only Windows refuses for a moment; elsewhere a
#: PermissionError is the folder's permissions and stays (the tests switch it on)
RETRY_RENAME = os.name == "nt"
# the clock and the pause of the retries (the tests stand in for them)
_clock = time.monotonic
_sleep = time.sleep


class FileBusyError(PermissionError):
    """Another program held the file for all of :data:`REPLACE_PATIENCE` seconds."""

    MESSAGE = ("another program is using the file (a virus scanner, the search indexer or "
               "OneDrive); try again in a moment")

    def __init__(self, path: str | os.PathLike[str]) -> None:
        super().__init__(13, self.MESSAGE, os.fspath(path))


def replace(src: str | os.PathLike[str], dst: str | os.PathLike[str],
            patience: float | None = None) -> None:
    """``os.replace(src, dst)``; on Windows, while another program holds ``dst`` (or ``src``)
    the rename is tried again with growing pauses for ``patience`` seconds (default
    :data:`REPLACE_PATIENCE`; 0: once), then :class:`FileBusyError`. ``src`` stays where it
    was when the rename did not happen."""
    if not RETRY_RENAME:
        os.replace(src, dst)
        return
    patience = REPLACE_PATIENCE if patience is None else patience
    deadline = _clock() + patience
    pause = 0.02
    while True:
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if _clock() + pause > deadline:
                raise FileBusyError(dst) from None
        _sleep(pause)
        pause = min(pause * 2, 0.4)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


class DuplicateKey(ValueError):
    pass


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object whose keys are all different: JSON leaves a repeated key's meaning open
    (most readers let the last one win silently), so a file with one is refused."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            shown = key if len(key) <= 40 else key[:39] + "…"
            raise DuplicateKey(f"the key {shown!r} appears twice in one object")
        out[key] = value
    return out


def parse_json_text(text: str | bytes, source: str) -> Any:
    """Parse JSON text, turning every failure into a DataError."""
    if len(text) > MAX_FILE_BYTES:
        raise DataError(source, "the file is too large to be a Zündstoff file")
    try:
        if isinstance(text, bytes):
            text = text.decode("utf-8")
        if text.startswith("\ufeff"):
            raise DataError(source, "the file starts with a byte-order mark (BOM); save it as "
                            "UTF-8 without one")
        return json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_no_duplicates)
    except DuplicateKey as exc:
        raise DataError(source, str(exc)) from None
    except UnicodeDecodeError:
        raise DataError(source, "the file is not UTF-8 text") from None
    except RecursionError:
        raise DataError(source, "the JSON is nested too deeply") from None
    except ValueError as exc:  # JSONDecodeError is a ValueError
        raise DataError(source, f"the file is not valid JSON ({exc})") from None


def read_json_file(path: str | os.PathLike[str]) -> Any:
    """Read and parse a JSON file; any problem becomes a DataError naming it."""
    source = os.fspath(path)
    try:
        # only a regular file is opened: a FIFO would block for ever, a device (/dev/zero)
        # never end; stat() neither opens nor blocks (and reports a symlink loop)
        if not stat.S_ISREG(os.stat(source).st_mode):
            if os.path.isdir(source):
                raise DataError(source, "this is a folder, not a file")
            raise DataError(source, "this is not a regular file (a device, pipe or socket)")
        fd = os.open(source, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as fh:
            if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):  # swapped since stat()
                raise DataError(source, "this is not a regular file (a device, pipe or socket)")
            if os.fstat(fh.fileno()).st_size > MAX_FILE_BYTES:
                raise DataError(source, "the file is too large to be a Zündstoff file")
            data = fh.read(MAX_FILE_BYTES + 1)
    except DataError:
        raise
    except FileNotFoundError:
        raise DataError(source, "the file does not exist") from None
    except IsADirectoryError:
        raise DataError(source, "this is a folder, not a file") from None
    except OSError as exc:
        raise DataError(source, f"the file cannot be read ({exc.strerror or exc})") from None
    return parse_json_text(data, source)


def fsync_folder(folder: str | os.PathLike[str]) -> None:
    """Make a rename in ``folder`` durable (power loss), where the system allows it."""
    if os.name != "posix":
        return  # Windows cannot open a folder for fsync; NTFS journals the rename
    try:
        fd = os.open(os.fspath(folder), os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temps(folder: str | os.PathLike[str], older_than: float = 60.0) -> list[Path]:
    """Remove temporary files of :func:`write_atomic` that a killed write left in ``folder``
    (``.<name>.<random>.tmp``, untouched for ``older_than`` seconds); returns them."""
    import time
    removed = []
    now = time.time()
    try:
        candidates = list(Path(folder).glob(".*.tmp"))
    except OSError:
        return removed
    for path in candidates:
        try:
            if path.is_file() and not path.is_symlink() and now - path.stat().st_mtime > older_than:
                path.unlink()
                removed.append(path)
        except OSError:
            pass
    return removed


def dumps(obj: Any) -> str:
    """The one JSON style the app writes: stable key order, compact, UTF-8 text."""
    return json.dumps(obj, ensure_ascii=False, indent=1, sort_keys=False) + "\n"


def current_umask() -> int:
    """The process's file-creation mask (read without changing it where the system tells)."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    mask = os.umask(0o022)  # elsewhere: set and put back at once
    os.umask(mask)
    return mask


#: the mode of a document meant to be shared (a layout, a disc set, a board): readable by all,
#: like any document a program saves (before the umask)
SHARED_MODE = 0o666


def write_atomic(path: str | os.PathLike[str], text: str | bytes, patience: float | None = None,
                 shared: bool = False) -> None:
    """Write ``text`` to ``path`` so that readers see the old or the new file, never half.

    The text goes to a temporary file in the same folder, is flushed to disk, and
    then replaces the target in one rename (:func:`replace`: on Windows tried again for
    ``patience`` seconds while another program holds the target). The temporary file is private (0600), and so
    is the result, unless ``shared``: a document to hand round (layouts, disc sets,
    boards, setup sheets) gets the mode any program's document gets, 0666 less the umask
    (0644 under the usual umask 022).
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        if shared and hasattr(os, "fchmod"):
            os.fchmod(fd, SHARED_MODE & ~current_umask())
        if isinstance(text, bytes):
            with os.fdopen(fd, "wb") as fh:
                fh.write(text)
                fh.flush()
                os.fsync(fh.fileno())
        else:
            with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
                fh.write(text)
                fh.flush()
                os.fsync(fh.fileno())
        replace(tmp, target, patience)
        fsync_folder(target.parent)  # the rename itself survives a power loss
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


class Reader:
    """Typed access to a parsed JSON document, with messages that say where.

    >>> r = Reader("x.zlayout")
    >>> r.int({"a": 1}, "a", "layout")
    1
    """

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, where: str, problem: str) -> DataError:
        return DataError(self.source, f"{where}: {problem}" if where else problem)

    def obj(self, value: Any, where: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(where, f"expected an object, found {_kind(value)}")
        return value

    def lst(self, value: Any, where: str, max_len: int = 10_000) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(where, f"expected a list, found {_kind(value)}")
        if len(value) > max_len:
            raise self.fail(where, f"has {len(value)} entries, at most {max_len} are allowed")
        return value

    def key(self, d: dict[str, Any], key: str, where: str) -> Any:
        if key not in d:
            raise self.fail(where, f"the key '{key}' is missing")
        return d[key]

    def int(self, d: dict[str, Any], key: str, where: str, lo: int | None = None,
            hi: int | None = None) -> int:
        return self.as_int(self.key(d, key, where), f"{where}.{key}" if where else key, lo, hi)

    def as_int(self, value: Any, where: str, lo: int | None = None, hi: int | None = None) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(where, f"expected a whole number, found {_kind(value)}")
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            raise self.fail(where, f"{_short(value)} is out of range ({lo}..{hi})")
        return value

    def str(self, d: dict[str, Any], key: str, where: str, max_len: int = 200) -> str:
        value = self.key(d, key, where)
        return self.as_str(value, f"{where}.{key}" if where else key, max_len)

    def as_str(self, value: Any, where: str, max_len: int = 200) -> str:
        if not isinstance(value, str):
            raise self.fail(where, f"expected text, found {_kind(value)}")
        if len(value) > max_len:
            raise self.fail(where, f"the text is longer than {max_len} characters")
        return value

    def choice(self, value: Any, where: str, names: tuple[str, ...]) -> int:
        """The index of ``value`` in ``names``."""
        if not isinstance(value, str) or value not in names:
            raise self.fail(where, f"{_short(value)} is not one of {', '.join(names)}")
        return names.index(value)

    def cell(self, value: Any, where: str, hi: int) -> tuple[int, int]:
        lst = self.lst(value, where)
        if len(lst) != 2:
            raise self.fail(where, "a cell is a list of two numbers [row, col]")
        return (self.as_int(lst[0], f"{where}[0]", 0, hi), self.as_int(lst[1], f"{where}[1]", 0, hi))

    def header(self, doc: Any, fmt: str, version: int) -> dict[str, Any]:
        d = self.obj(doc, "")
        if d.get("format") != fmt:
            raise self.fail("", f"this is not a {fmt} file (its 'format' is {_short(d.get('format'))})")
        if d.get("version") != version:
            raise self.fail("", f"version {_short(d.get('version'))} is not supported "
                            f"(this app reads version {version})")
        return d


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, float)):
        return f"the number {_short(value)}"
    if isinstance(value, str):
        return f"the text {_short(value)}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else repr(value)
    if len(text) > 40:
        text = text[:37] + "..."
    return text
