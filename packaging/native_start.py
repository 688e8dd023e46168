"""Start the built app on the system's own screen once, and check that it drew a frame.

    python packaging/native_start.py [PROGRAM]

Everything else in CI runs offscreen, so the platform plugin people actually get (``qxcb``
or ``qwayland`` on Linux, ``qwindows`` on Windows, ``qcocoa`` on macOS) is loaded only here.
The program starts with ``ZUENDSTOFF_EXIT_AFTER_FIRST_FRAME=1`` (it prints ``first-frame``
once its window has painted, and quits; :mod:`zuendstoff.startup`), without
``QT_QPA_PLATFORM``, with a throwaway data folder. PROGRAM defaults to what people run:
``dist/Zuendstoff.app/Contents/MacOS/zuendstoff`` on macOS, ``dist/zuendstoff/zuendstoff``
(``.exe``) elsewhere. On Linux it needs a display (CI: ``xvfb-run -a``).

Exit code 0 when the window painted with the system's own plugin (the program says which on
stderr: ``platform: xcb``); 1 otherwise, with what the program printed.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import buildinfo  # noqa: E402

#: seconds the program may take to show its first frame (a cold start on a CI runner)
TIMEOUT = 180


def default_program(dist: Path | None = None, platform: str = sys.platform) -> Path:
    dist = dist or buildinfo.ROOT / "dist"
    if platform == "darwin":
        return dist / buildinfo.MAC_APP / "Contents" / "MacOS" / buildinfo.NAME
    return dist / buildinfo.NAME / (buildinfo.NAME + (".exe" if platform == "win32" else ""))


def environment(base: dict[str, str], home: str) -> dict[str, str]:
    env = {k: v for k, v in base.items() if k != "QT_QPA_PLATFORM"}  # the native plugin
    env["ZUENDSTOFF_EXIT_AFTER_FIRST_FRAME"] = "1"
    env["ZUENDSTOFF_HOME"] = home  # never the runner's (or a person's) own games
    return env


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    program = Path(argv[0]) if argv else default_program()
    if not program.exists():
        print(f"native-start: {program} is missing (build it first: packaging/build.py)")
        return 1
    with tempfile.TemporaryDirectory() as home:
        try:
            result = subprocess.run([str(program)], env=environment(dict(os.environ), home),
                                    stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                    errors="replace", timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            print(f"native-start: {program} showed no frame within {TIMEOUT} s")
            return 1
    out = result.stdout
    ok = result.returncode == 0 and "first-frame" in out.split()
    plugin = next((line.split(":", 1)[1].strip() for line in out.splitlines()
                   if line.startswith("platform:")), "")
    native = plugin not in ("", "offscreen", "minimal", "vnc")
    print(f"native-start: {program}: exit code {result.returncode}, "
          + ("the window painted" if ok else "NO painted window")
          + f", window plugin {plugin or 'unknown'}" + ("" if native else " (not the system's own)"))
    ok = ok and native
    if out.strip():
        print(out.rstrip())
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
