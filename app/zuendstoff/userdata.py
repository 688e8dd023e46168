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
