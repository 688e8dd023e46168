"""Start the built app on the system's own screen, as people start it, and check what it drew.

    python packaging/native_start.py [--game] [--launch-services] [--keep DIR] [PROGRAM]

Everything else in CI runs offscreen, so the platform plugin people actually get (``qxcb``
or ``qwayland`` on Linux, ``qwindows`` on Windows, ``qcocoa`` on macOS) is loaded only here.
The program starts plainly (no ``--self-test``), without ``QT_QPA_PLATFORM``, with a throwaway
data folder, and with the start probe of :mod:`zuendstoff.startup`: it writes what it painted
to a marker file (``first-frame``, ``platform: xcb``, ``board-frame``, ``game-frame: <title>``)
and quits. The marker file, not the program's output, is what counts: a windowed Windows
program has none, and a program started by macOS's LaunchServices is not ours to read.

- without ``--game``: the start a double-click on the program makes, to its first frame;
- ``--game``: a saved game (made here, ``game.zrec``) opened as a double-click on it opens
  it: ``PROGRAM game.zrec``; the window must paint that game on its board (its title names
  the file);
- ``--launch-services`` (macOS): through LaunchServices, as the Finder does: ``open -a
  Zuendstoff.app game.zrec``. ``open`` returns at once and passes no environment, so the probe
  is asked for by the file ``start-probe.json`` in the app's data folder (the runner's own,
  found as the app finds it), and this waits for the marker.

``--keep DIR`` copies the marker, what the program printed and the app's log folder (crash
reports) to DIR, for the workflow's logs (the throwaway data folder goes).

PROGRAM defaults to what people run: ``dist/Zuendstoff.app/Contents/MacOS/zuendstoff`` on
macOS (with ``--launch-services``: ``dist/Zuendstoff.app``), ``dist/zuendstoff/zuendstoff``
(``.exe``) elsewhere. On Linux it needs a display (CI: ``xvfb-run -a``).

Exit code 0 when the window painted (with ``--game``: the game) with the system's own
plugin; 1 otherwise, with what the program wrote.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import buildinfo  # noqa: E402

#: seconds the program may take to show its first frame (a cold start on a CI runner)
TIMEOUT = 180
#: the saved game's file name (the window's title must name it)
GAME = "game.zrec"
MARKER_ENV = "ZUENDSTOFF_FRAME_MARKER"  # as zuendstoff.startup names them
REQUEST_FILE = "start-probe.json"
NOT_NATIVE = ("", "offscreen", "minimal", "vnc")


def default_program(dist: Path | None = None, platform: str = sys.platform,
                    launch_services: bool = False) -> Path:
    dist = dist or buildinfo.ROOT / "dist"
    if platform == "darwin":
        app = dist / buildinfo.MAC_APP
        return app if launch_services else app / "Contents" / "MacOS" / buildinfo.NAME
    return dist / buildinfo.NAME / (buildinfo.NAME + (".exe" if platform == "win32" else ""))


def environment(base: dict[str, str], home: str, marker: str | None = None,
                until: str = "1") -> dict[str, str]:
    env = {k: v for k, v in base.items() if k != "QT_QPA_PLATFORM"}  # the native plugin
    env["ZUENDSTOFF_EXIT_AFTER_FIRST_FRAME"] = until
    env["ZUENDSTOFF_HOME"] = home  # never the runner's (or a person's) own games
    if marker:
        env[MARKER_ENV] = marker
    return env


def make_game(path: Path) -> None:
    """A saved game a few decisions in (the app's own engine writes it)."""
    try:
        import zuendstoff  # noqa: F401
    except ImportError:
        sys.path.insert(0, str(buildinfo.ROOT / "app"))
    from zuendstoff import resources
    from zuendstoff.engine import Game, Player, save_record
    from zuendstoff.engine.bots import make_bot

    players = [Player("Anna", "black"), Player("Ben", "white")]
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"), players,
                    seed=3)
    bots = [make_bot("random", seat) for seat in range(len(players))]
    for _ in range(30):
        seats = game.pending_seats()
        if not seats:
            break
        game.apply(bots[seats[0]].decide(game.view(seats[0])))
    save_record(game, path)


def verdict(lines: list[str], game: bool) -> tuple[bool, str]:
    """(passed, what it says) from the marker's lines."""
    plugin = next((line.split(":", 1)[1].strip() for line in lines
                   if line.startswith("platform:")), "")
    painted = "first-frame" in lines
    shown = next((line for line in lines if line.startswith("game-frame:")), "")
    ok = painted and plugin not in NOT_NATIVE
    said = ("the window painted" if painted else "NO painted window") + \
        f", window plugin {plugin or 'unknown'}" + \
        ("" if plugin not in NOT_NATIVE else " (not the system's own)")
    if game:
        opened = GAME in shown and "board-frame" in lines
        ok = ok and opened
        said += f", the saved game: {shown}" if opened else ", the saved game NOT shown"
    return ok, said


def _read(marker: Path) -> list[str]:
    try:
        return marker.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return []


def keep(into: Path, name: str, work: Path, out: str, logs: Path) -> None:
    """The marker, the program's output and the app's logs, under ``into``/``name``."""
    import shutil

    target = into / name
    target.mkdir(parents=True, exist_ok=True)
    (target / "output.txt").write_text(out, encoding="utf-8")
    if (work / "marker.txt").exists():
        shutil.copy2(work / "marker.txt", target / "marker.txt")
    if logs.is_dir():
        shutil.copytree(logs, target / "app-logs", dirs_exist_ok=True)


def run_direct(program: Path, work: Path, game: bool) -> tuple[list[str], str]:
    marker = work / "marker.txt"
    home = work / "home"  # (the app's logs: home/logs)
    cmd = [str(program)]
    if game:
        make_game(work / GAME)
        cmd.append(str(work / GAME))
    env = environment(dict(os.environ), str(home), str(marker), "game" if game else "1")
    try:
        result = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                text=True, errors="replace", timeout=TIMEOUT)
        out = f"exit code {result.returncode}\n{result.stdout}"
    except subprocess.TimeoutExpired as exc:
        out = f"no end within {TIMEOUT} s\n{exc.stdout or ''}"
    return _read(marker), out


def data_folder() -> Path:
    """The app's data folder as the app finds it without ZUENDSTOFF_HOME (platformdirs)."""
    import platformdirs

    return Path(platformdirs.user_data_dir("zuendstoff", "zuendstoff"))


def run_launch_services(app: Path, work: Path, opener=subprocess.run,
                        data: Path | None = None) -> tuple[list[str], str]:
    """``open -a APP game.zrec``, the probe asked for in the data folder; wait for the marker."""
    marker = work / "marker.txt"
    work.mkdir(parents=True, exist_ok=True)
    make_game(work / GAME)
    data = data or data_folder()
    data.mkdir(parents=True, exist_ok=True)
    request = data / REQUEST_FILE
    request.write_text(json.dumps({"until": "game", "marker": str(marker)}), encoding="utf-8")
    cmd = ["open", "-a", str(app), str(work / GAME)]
    result = opener(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    out = f"{' '.join(cmd)}: exit code {result.returncode} {result.stdout or ''}".strip()
    deadline = time.monotonic() + TIMEOUT
    lines = _read(marker)
    while result.returncode == 0 and time.monotonic() < deadline and not any(
            line.startswith(("game-frame", "no-game", "no-frame")) for line in lines):
        time.sleep(0.5)
        lines = _read(marker)
    if request.exists():
        out += f"\nthe app never read {request}"
        request.unlink()
    return lines, out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="store_true", help="open a saved game with it")
    parser.add_argument("--launch-services", action="store_true",
                        help="macOS: through LaunchServices (open -a), with a saved game")
    parser.add_argument("--keep", type=Path, metavar="DIR",
                        help="copy the marker, the output and the app's logs to DIR")
    parser.add_argument("program", nargs="?", type=Path)
    args = parser.parse_args(argv)
    game = args.game or args.launch_services
    program = args.program or default_program(launch_services=args.launch_services)
    if not program.exists():
        print(f"native-start: {program} is missing (build it first: packaging/build.py)")
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        if args.launch_services:
            lines, out = run_launch_services(program, work)
            logs = Path(__import__("platformdirs").user_log_dir("zuendstoff", "zuendstoff"))
        else:
            lines, out = run_direct(program, work, game)
            logs = work / "home" / "logs"
        if args.keep:
            name = "launch-services" if args.launch_services else "game" if game else "plain"
            keep(args.keep, f"native-start-{name}", work, out, logs)
    ok, said = verdict(lines, game)
    how = "open -a" if args.launch_services else "started"
    print(f"native-start: {program} {how}" + (f" with {GAME}" if game else "") + f": {said}")
    print("native-start: the marker file said: " + (" | ".join(lines) or "nothing"))
    if not ok and out.strip():
        print(out.rstrip())
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
