"""Hostile files for every reader: mutations of valid files, and special files.

Used by tests/engine/test_hostile_files.py (bounded, in CI) and benchmarks/hostile_files.py
(the figure in docs/benchmarks.md, many more files). A reader's answer to a file is one of:

* ``clean``: one DataError naming the file, on one line of at most a few hundred characters;
* ``accepted``: it loaded — then it must be a file of the right kind for real: saved again,
  it passes the schema and loads to the same thing (else ``wrongly accepted``);
* ``traceback``: any other exception (a defect);
* ``hang``: no answer within the time limit (a defect).
"""

from __future__ import annotations

import json
import os
import random
import signal
from contextlib import contextmanager
from pathlib import Path

from zuendstoff import resources
from zuendstoff.engine import DataError, DiscSet, Layout, load_record, to_record
from zuendstoff.engine.jsonio import dumps

try:
    from zuendstoff.engine.board import Board
except ImportError:  # an older checkout, measured for comparison (benchmarks/hostile_files.py)
    Board = None

try:
    from zuendstoff.engine.schema import check
except ImportError:  # an older checkout, measured for comparison (benchmarks/hostile_files.py)
    def check(doc, kind, source):
        import jsonschema
        schema = json.loads(resources.path("schemas", f"{kind}.schema.json").read_text("utf-8"))
        jsonschema.Draft202012Validator(schema).validate(doc)
from zuendstoff.sim import play_game

MAX_MESSAGE = 400


def valid_files() -> dict[str, bytes]:
    """One valid file of each kind (a record of a whole game, a layout, a disc set)."""
    game = play_game(resources.default_discs(), resources.builtin_layout("alt1"), ["medium"] * 3,
                     "hostile")
    files = {
        "record": dumps(to_record(game)).encode("utf-8"),
        "layout": resources.layout_path("standard").read_bytes(),
        "discs": resources.discs_path().read_bytes(),
    }
    if Board is not None:  # a layout with its disc set (.zboard)
        files["board"] = dumps(Board(resources.builtin_layout("alt2"),
                                     resources.default_discs()).to_json()).encode("utf-8")
    return files


LOADERS = {"record": load_record, "layout": Layout.load, "discs": DiscSet.load, "board": Board.load}
if Board is None:
    del LOADERS["board"]
SUFFIX = {"record": ".zrec", "layout": ".zlayout", "discs": ".zdiscs", "app": ".zrec", "board": ".zboard"}
APP_SECTION = {"seats": [{"kind": "human"}, {"kind": "computer", "bot": "hard"},
                         {"kind": "computer", "bot": "medium"}],
               "casual": False, "hints": {"allowed": True, "used": [[1, 0, 0]]}}


def with_app_reader() -> None:
    """Add the app's open path (File → Open, ``zuendstoff FILE``, the autosave) as the reader
    "app": a record with the app's own section, read by ``load_game`` (imports Qt, so only
    the benchmark and the GUI tests ask for it)."""
    from zuendstoff.ui.game.file_actions import load_game

    LOADERS["app"] = lambda source: load_game(source, {})[0]


def valid_app_record() -> bytes:
    doc = json.loads(valid_files()["record"])
    doc["zuendstoff_app"] = APP_SECTION
    return dumps(doc).encode("utf-8")


def _paths(doc, prefix=()):
    """Every path into a JSON document (keys and indices)."""
    yield prefix
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from _paths(v, prefix + (i,))


def _get(doc, path):
    for p in path:
        doc = doc[p]
    return doc


SWAPS = [None, True, False, 0, -1, 2.0, 0.5, 10**30, -(10**30), "", "x" * 5000, [], {}, [[0, 0]],
         [0, True], {"a": 1}, "red", [None] * 3]


def mutate(data: bytes, rng: random.Random) -> bytes:
    """One hostile change to a valid file."""
    how = rng.choice(["truncate", "flip", "swap", "delete", "duplicate", "nest", "utf8", "bom",
                      "swap", "swap", "number", "insert"])
    if how == "truncate" or not data:
        return data[: rng.randrange(len(data) + 1)]
    if how == "flip":
        b = bytearray(data)
        if not b:
            return data
        for _ in range(rng.randint(1, 8)):
            i = rng.randrange(len(b))
            b[i] ^= 1 << rng.randrange(8)
        return bytes(b)
    if how == "utf8":
        i = rng.randrange(len(data) + 1)
        return data[:i] + b"\xff\xfe\xc3" + data[i:]
    if how == "bom":
        return b"\xef\xbb\xbf" + data
    try:
        doc = json.loads(data)
    except (ValueError, RecursionError):  # already broken by an earlier mutation: cut it
        return data[: rng.randrange(len(data) + 1)]
    paths = [p for p in _paths(doc) if p]
    if not paths:
        return data[: rng.randrange(len(data) + 1)]
    path = rng.choice(paths)
    parent, key = _get(doc, path[:-1]), path[-1]
    if how == "swap":
        parent[key] = rng.choice(SWAPS)
    elif how == "number":
        parent[key] = rng.choice([10**rng.randint(3, 40), -rng.randint(1, 10**6), 3.0, 1e308, -0.0])
    elif how == "delete":
        del parent[key]
    elif how == "insert":
        target = _get(doc, path)
        if isinstance(target, dict):
            target[rng.choice(["zz", "extra", "rounds", "cells"])] = rng.choice(SWAPS)
        elif isinstance(target, list):
            target.insert(rng.randint(0, len(target)), rng.choice(SWAPS))
        else:
            parent[key] = [target, target]
    elif how == "nest":
        deep = 0
        for _ in range(rng.choice([10, 100, 5000])):
            deep = [deep]
        parent[key] = deep
    elif how == "duplicate":
        text = json.dumps(doc)
        if isinstance(parent, dict):  # the same key twice in one object, as text
            token = json.dumps(key) + ": "
            i = text.find(token)
            if i >= 0:
                return (text[:i] + token + "1, " + text[i:]).encode("utf-8")
        elif isinstance(parent, list):
            parent.insert(key, parent[key])  # an entry twice (a disc, a seat, a planet)
    try:
        return json.dumps(doc).encode("utf-8")
    except (RecursionError, ValueError):
        return data[: len(data) // 2]


class Hang(Exception):
    pass


@contextmanager
def time_limit(seconds: float):
    if not hasattr(signal, "SIGALRM"):  # Windows: no alarm, and no FIFO that could hang
        yield
        return

    def alarm(_sig, _frame):
        raise Hang()
    old = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def verdict(kind: str, path: Path, seconds: float = 20.0) -> tuple[str, str]:
    """What the reader of ``kind`` makes of the file at ``path``: (verdict, detail)."""
    source = os.fspath(path)
    try:
        with time_limit(seconds):
            loaded = LOADERS[kind](source)
    except Hang:
        return "hang", ""
    except DataError as exc:
        text = str(exc)
        if not text.startswith(source) or "\n" in text or len(text) > len(source) + MAX_MESSAGE:
            return "traceback", f"a message that is not one short line naming the file: {text[:200]}"
        return "clean", text
    except Exception as exc:  # noqa: BLE001 - exactly what the suite looks for
        return "traceback", f"{type(exc).__name__}: {str(exc)[:200]}"
    # accepted: it must be a true file of its kind (saved again, it checks and loads the same)
    try:
        if kind in ("record", "app"):
            again = to_record(loaded)
            check(again, "record", "again")
            same = to_record(load_record_from(again)) == again
        elif kind == "layout":
            again = loaded.to_file_json()
            check(again, "layout", "again")
            same = Layout.from_file_json(json.loads(json.dumps(again)), "again").to_file_json() == again
        elif kind == "board":
            again = loaded.to_json()
            check(again, "board", "again")
            same = Board.from_json(json.loads(json.dumps(again)), "again").to_json() == again
        else:
            again = loaded.to_file_json()
            check(again, "discs", "again")
            same = DiscSet.from_file_json(json.loads(json.dumps(again)), "again").to_file_json() == again
    except Exception as exc:  # noqa: BLE001
        return "wrongly accepted", f"{type(exc).__name__}: {str(exc)[:200]}"
    return ("accepted", "") if same else ("wrongly accepted", "saved again it loads differently")


def load_record_from(doc):
    from zuendstoff.engine.record import replay
    return replay(json.loads(json.dumps(doc)), "again")


def special_files(folder: Path) -> dict[str, Path]:
    """A FIFO, a folder, a missing file, an empty one, 200 MB (sparse), a symlink loop, /dev/zero."""
    folder.mkdir(parents=True, exist_ok=True)
    out = {}
    fifo = folder / "fifo.zrec"
    if hasattr(os, "mkfifo"):
        os.mkfifo(fifo)
        out["fifo"] = fifo
    (folder / "folder.zrec").mkdir()
    out["folder"] = folder / "folder.zrec"
    out["missing"] = folder / "missing.zrec"
    (folder / "empty.zrec").write_bytes(b"")
    out["empty"] = folder / "empty.zrec"
    big = folder / "big.zrec"
    with open(big, "wb") as fh:
        fh.truncate(200 * 1024 * 1024)
    out["200 MB"] = big
    loop = folder / "loop.zrec"
    try:
        os.symlink(loop, loop)  # not POSIX-only: tried, and left out where it is refused
        out["symlink loop"] = loop
    except (OSError, NotImplementedError):  # Windows without the right to make links
        pass
    zero = "/dev/zero"  # not POSIX-only: used only where it exists (not on Windows)
    if os.path.exists(zero):
        out[zero] = Path(zero)
    return out
