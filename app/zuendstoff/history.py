"""Game history: every game finished in the app is kept in the user's data folder.

Each finished game is its record (``.zrec``, the same format as a saved game) in
``<data>/history/``, named by the time it ended and a short hash of its content, so the
same game is kept once. Listing reads each file's players, winners and rounds without
replaying it; a damaged or foreign file is listed as such and never stops the list.
No Qt here: the dialog (ui/replay/history_dialog.py) shows what this module reads.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import userdata
from .engine import DataError, Game
from .engine.jsonio import read_json_file, write_atomic
from .engine.record import to_record

FOLDER = "history"
SUFFIX = ".zrec"


def history_dir() -> Path:
    path = userdata.data_dir() / FOLDER
    path.mkdir(parents=True, exist_ok=True)
    return path


@dataclass(frozen=True)
class Entry:
    """One finished game as listed: its file, when it ended, who played and who won."""

    path: Path
    ended: float  # seconds since the epoch
    players: tuple[str, ...]
    winners: tuple[int, ...]
    rounds: int
    problem: str = ""  # non-empty: the file could not be read (then the rest is empty)

    @property
    def winner_names(self) -> tuple[str, ...]:
        return tuple(self.players[s] for s in self.winners if 0 <= s < len(self.players))


def keep(game: Game, extra: dict[str, Any] | None = None, now: float | None = None) -> Path | None:
    """Keep a finished ``game`` in the history (atomically); the same game is kept once.

    Returns the file, or None when the game is not over. Raises OSError when it cannot be
    written (the caller reports it; nothing is lost: the game is also the autosave).
    """
    if not game.is_over:
        return None
    record = to_record(game, extra)
    text = json.dumps(record, ensure_ascii=False, indent=1) + "\n"
    digest = hashlib.sha256(json.dumps({k: record[k] for k in ("deal", "players", "rounds")},
                                       sort_keys=True).encode()).hexdigest()[:12]
    folder = history_dir()
    for existing in folder.glob(f"*-{digest}{SUFFIX}"):
        return existing
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now if now is not None else time.time()))
    path = folder / f"{stamp}-{digest}{SUFFIX}"
    write_atomic(path, text)
    return path


def _entry(path: Path) -> Entry:
    try:
        ended = path.stat().st_mtime
    except OSError:
        ended = 0.0
    stamp = path.name.split("-")
    if len(stamp) >= 3:
        try:
            ended = time.mktime(time.strptime(f"{stamp[0]}-{stamp[1]}", "%Y%m%d-%H%M%S"))
        except (ValueError, OverflowError):
            pass
    try:
        doc = read_json_file(path)
        players = doc["players"]
        names = tuple(str(p["name"])[:40] for p in players)
        winners = tuple(int(w) for w in doc.get("winners", []) if isinstance(w, int)
                        and not isinstance(w, bool))
        rounds = len(doc["rounds"])
        if not isinstance(doc["rounds"], list) or not 2 <= len(names) <= 5:
            raise ValueError("not a game record")
    except DataError as exc:
        return Entry(path, ended, (), (), 0, str(exc))
    except (KeyError, TypeError, ValueError, AttributeError):
        return Entry(path, ended, (), (), 0, "not a game record")
    return Entry(path, ended, names, winners, rounds)


def entries() -> list[Entry]:
    """The kept games, the newest first."""
    found = [_entry(p) for p in history_dir().glob(f"*{SUFFIX}") if p.is_file()]
    return sorted(found, key=lambda e: (e.ended, e.path.name), reverse=True)


@dataclass(frozen=True)
class PlayerStats:
    name: str
    games: int
    wins: int
    average_rounds: float


def player_stats(listed: list[Entry]) -> list[PlayerStats]:
    """Games, wins and average rounds per player name (shared wins count for each winner)."""
    games: dict[str, list[int]] = {}
    wins: dict[str, int] = {}
    for e in listed:
        if e.problem:
            continue
        for name in set(e.players):
            games.setdefault(name, []).append(e.rounds)
        for name in set(e.winner_names):
            wins[name] = wins.get(name, 0) + 1
    out = [PlayerStats(n, len(r), wins.get(n, 0), sum(r) / len(r)) for n, r in games.items()]
    return sorted(out, key=lambda s: (-s.wins, -s.games, s.name.casefold()))


def remove(path: Path) -> None:
    """Forget one kept game (the file goes; a missing file is not an error)."""
    try:
        os.remove(path)
    except FileNotFoundError:
        pass
