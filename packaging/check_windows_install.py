"""Windows: ``--install`` and ``--uninstall`` of the built program against the real registry.

    python packaging/check_windows_install.py [PROGRAM]

Runs ``PROGRAM --install`` (default ``dist/zuendstoff/zuendstoff.exe``), then asks Windows
what it now says, as docs/install.md describes it: ``assoc .zrec`` names the ProgID
``Zuendstoff.zrec`` (where no other program had the extension), ``ftype Zuendstoff.zrec`` is
the open command ``"…\\zuendstoff.exe" "%1"``, and under ``HKEY_CURRENT_USER\\Software\\Classes``
each file type's ProgID has that command and the program's icon, and the extension lists the
ProgID under *Open with*. Then ``PROGRAM --uninstall``, after which none of it is left.
For the workflow's Windows runner (a fresh user: no program has the extensions yet).

Exit code 0 when everything said what the docs say; 1 with each difference otherwise.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import buildinfo  # noqa: E402
import install_windows  # noqa: E402


def expected(exe: str) -> dict[str, dict[str, str]]:
    """Per extension: what assoc and ftype must say, and the registry's values."""
    out = {}
    for ext, *_rest in buildinfo.FILE_TYPES:
        pid = install_windows.prog_id(ext)
        out[ext] = {"assoc": f".{ext}={pid}",
                    "ftype": f"{pid}={install_windows.open_command(exe)}",
                    "command": install_windows.open_command(exe), "icon": f'"{exe}",0',
                    "progid": pid}
    return out


def check_installed(exe: str, ask, read) -> list[str]:
    """Differences after --install. ``ask(cmd)``: what ``cmd /c cmd`` printed; ``read(key,
    name)``: a value under HKCU\\Software\\Classes (None when missing)."""
    problems = []
    for ext, want in expected(exe).items():
        pid = want["progid"]
        for what in ("assoc", "ftype"):
            said = ask(f"{what} {('.' + ext) if what == 'assoc' else pid}").strip()
            if said != want[what]:
                problems.append(f"{what} for .{ext} says {said!r}, the docs {want[what]!r}")
        for key, name, value in ((rf"{pid}\shell\open\command", "", want["command"]),
                                 (rf"{pid}\DefaultIcon", "", want["icon"]),
                                 (rf".{ext}\OpenWithProgids", pid, ""),
                                 (f".{ext}", "", pid)):
            got = read(key, name)
            if got != value:
                problems.append(rf"HKCU\Software\Classes\{key} [{name or '(default)'}] is "
                                f"{got!r}, not {value!r}")
    return problems


def check_uninstalled(exe: str, ask, read) -> list[str]:
    """Differences after --uninstall: nothing of the app is left."""
    problems = []
    for ext, want in expected(exe).items():
        pid = want["progid"]
        if read(rf"{pid}\shell\open\command", "") is not None:
            problems.append(rf"HKCU\Software\Classes\{pid} is still there")
        if read(rf".{ext}\OpenWithProgids", pid) is not None:
            problems.append(f".{ext} still lists {pid} under Open with")
        if pid in ask(f"assoc .{ext}"):
            problems.append(f"assoc .{ext} still names {pid}")
    return problems


def _ask(command: str) -> str:
    result = subprocess.run(["cmd", "/c", command], capture_output=True, text=True)
    return result.stdout if result.returncode == 0 else ""


def _read(key: str, name: str):
    import winreg

    try:
        with winreg.OpenKey(winreg.HKEY_CURRENT_USER, rf"{install_windows.CLASSES}\{key}") as h:
            return winreg.QueryValueEx(h, name)[0]
    except OSError:
        return None


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    program = Path(argv[0] if argv else buildinfo.ROOT / "dist" / buildinfo.NAME /
                   f"{buildinfo.NAME}.exe").resolve()
    exe = str(program)
    problems = []
    for step, check in (("--install", check_installed), ("--uninstall", check_uninstalled)):
        result = subprocess.run([exe, step], capture_output=True, text=True, timeout=120)
        print(f"windows-install: {program.name} {step}: exit code {result.returncode}")
        print(result.stdout.rstrip())
        if result.returncode != 0:
            problems.append(f"{step} failed: {result.stderr.strip()}")
            break
        found = check(exe, _ask, _read)
        problems += found
        print(f"windows-install: after {step}: " + ("as the docs say" if not found else
                                                    f"{len(found)} differences"))
    for problem in problems:
        print(f"windows-install: {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
