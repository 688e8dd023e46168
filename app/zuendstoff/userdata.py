"""Per-user folders (autosave, settings, recent files, logs): never next to the program.

Uses platformdirs, so each system gets its usual place (XDG on Linux, AppData on
Windows, ~/Library on macOS). ``ZUENDSTOFF_HOME`` overrides the root (tests use it
to keep each test's files apart).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "zuendstoff"
APP_AUTHOR = "zuendstoff"
#: how paths are compared: this system's rules (the tests put in ``ntpath``: Windows's)
PATHS = os.path


def _override() -> Path | None:
    home = os.environ.get("ZUENDSTOFF_HOME")
    return Path(home) if home else None


def data_dir() -> Path:
    """Autosave, saved games by default, recent files."""
    root = _override()
    path = root / "data" if root else Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR))
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    root = _override()
    path = root / "config" if root else Path(platformdirs.user_config_dir(APP_NAME, APP_AUTHOR))
    path.mkdir(parents=True, exist_ok=True)
    return path


def log_dir() -> Path:
    root = _override()
    path = root / "logs" if root else Path(platformdirs.user_log_dir(APP_NAME, APP_AUTHOR))
    path.mkdir(parents=True, exist_ok=True)
    return path


def games_dir() -> Path:
    """Where save and open dialogs start the first time: a folder of the person's own
    documents ("Zündstoff"), made when first needed (the data folder is hidden)."""
    root = _override()
    if root:
        path = root / "games"
    else:
        try:
            path = Path(platformdirs.user_documents_dir()) / "Zündstoff"
        except Exception:  # no documents folder known: the home folder
            path = Path.home() / "Zündstoff"
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        return Path.home()
    return path


#: the folders for the person's own designs, inside the games folder
LAYOUTS_FOLDER, DISCSETS_FOLDER = "Layouts", "Disc sets"


def designs_dir(folder: str) -> Path:
    """Where the editors' save and open dialogs start the first time: ``folder`` (a layout's
    :data:`LAYOUTS_FOLDER`, a disc set's :data:`DISCSETS_FOLDER`) in the games folder, made
    when first needed (the games folder itself if it cannot be made)."""
    base = games_dir()
    path = base / folder
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        return base
    return path


def autosave_path() -> Path:
    return data_dir() / "autosave.zrec"


def _key(path: str | os.PathLike[str], paths) -> str:
    """A path as the system compares them: absolute, ``..`` and doubled separators gone, and
    on Windows ``/`` as ``\\`` and the case folded (``C:/Users/anna`` is ``c:\\users\\Anna``)."""
    return paths.normcase(paths.normpath(paths.abspath(os.fspath(path))))


def same_path(a: str | os.PathLike[str], b: str | os.PathLike[str], paths=None) -> bool:
    """Whether ``a`` and ``b`` name the same file (both there: the system says, through links
    and 8.3 names too; else compared as the system spells paths). ``paths``: the module
    whose rules compare (default :data:`PATHS`; ``ntpath`` compares as Windows does)."""
    paths = paths or PATHS
    if paths is os.path:
        try:
            return os.path.samefile(a, b)
        except OSError:
            pass
    return _key(a, paths) == _key(b, paths)


def inside(path: str | os.PathLike[str], folder: str | os.PathLike[str], paths=None) -> bool:
    """Whether ``path`` lies in ``folder`` (or is it), compared as the system spells paths."""
    paths = paths or PATHS
    p, f = _key(path, paths), _key(folder, paths)
    return p == f or p.startswith(f.rstrip(paths.sep) + paths.sep)


#: names Windows keeps for devices, with any extension (CON.zrec is the console)
WINDOWS_RESERVED = frozenset({"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$",
                              *(f"COM{i}" for i in "123456789¹²³"),
                              *(f"LPT{i}" for i in "123456789¹²³")})


def safe_file_name(name: str, fallback: str = "game") -> str:
    """``name`` made into a file name every system takes (a name proposed here may be saved
    on Windows or copied there): no ``< > : " / \\ | ? *`` or control characters, no trailing
    dot or space, not a device name such as ``CON`` or ``NUL``; ``fallback`` if nothing is
    left."""
    cleaned = "".join("_" if c in '<>:"/\\|?*' or ord(c) < 32 or ord(c) == 127 else c for c in name)
    cleaned = cleaned.strip().rstrip(". ")
    if not cleaned.strip("_"):
        return fallback
    if cleaned.split(".")[0].rstrip(" ").upper() in WINDOWS_RESERVED:
        cleaned = "_" + cleaned
    return cleaned
