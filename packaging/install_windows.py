"""Windows: register the app's file types for the current user, or remove exactly that.

    zuendstoff.exe --install        (from the unzipped folder, where the program stays)
    zuendstoff.exe --uninstall

The Windows build is a portable folder (no installer), so it registers nothing by itself.
``--install`` writes, under ``HKEY_CURRENT_USER\\Software\\Classes`` (no administrator
needed), the file types of the app (.zrec games, .zlayout layouts, .zdiscs disc sets, .zboard boards,
:data:`buildinfo.FILE_TYPES`): one ProgID each with its description, the program's icon and
the open command ``"...\\zuendstoff.exe" "%1"``, the extension's default program (only where
no other program has one yet) and the ProgID in the extension's *Open with* list, and the
program under ``Applications\\zuendstoff.exe`` with its supported types. Double-clicking a
saved game then opens it in the game; a layout or disc set opens in its editor.

Every value it sets is listed in ``install-manifest.json`` next to the program (written
first); uninstall removes those values, and keys only when they are empty then, so another
program's settings for the same extensions stay. Explorer is told that associations changed.

``winreg`` is passed in (:func:`install`, :func:`uninstall`), so tests can run this with a
registry of their own on any system.
"""

from __future__ import annotations

import json
import ntpath
import sys
from pathlib import Path

try:
    import buildinfo
except ImportError:  # run as a file from the checkout
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import buildinfo

MANIFEST = "install-manifest.json"
CLASSES = r"Software\Classes"


def prog_id(ext: str) -> str:
    """The ProgID of one file type, e.g. ``Zuendstoff.zrec``."""
    return f"Zuendstoff.{ext}"


def open_command(exe: str) -> str:
    """The shell's open command: the program and the file, each quoted (spaces in paths)."""
    return f'"{exe}" "%1"'


def entries(exe: str, default_free: dict[str, bool]) -> list[tuple[str, str, str]]:
    """Every (key under Software\\Classes, value name, data) that --install sets.

    ``default_free[ext]``: the extension has no default program yet (then it becomes ours)."""
    name = ntpath.basename(exe)  # a Windows path, also when a test runs this elsewhere
    out: list[tuple[str, str, str]] = []
    for ext, mime, en, _de, _uti in buildinfo.FILE_TYPES:
        pid = prog_id(ext)
        out += [
            (pid, "", en),
            (pid, "FriendlyTypeName", en),
            (rf"{pid}\DefaultIcon", "", f'"{exe}",0'),
            (rf"{pid}\shell\open\command", "", open_command(exe)),
            (rf".{ext}\OpenWithProgids", pid, ""),
            (rf"Applications\{name}\SupportedTypes", f".{ext}", ""),
        ]
        if default_free.get(ext, False):
            out += [(f".{ext}", "", pid), (f".{ext}", "Content Type", mime)]
    # invitations to a far-away seat: zuendstoff://join?… opens the program (a URL protocol)
    scheme = buildinfo.URL_SCHEME
    out += [(scheme, "", "URL:Zündstoff invitation"), (scheme, "URL Protocol", ""),
            (rf"{scheme}\DefaultIcon", "", f'"{exe}",0'),
            (rf"{scheme}\shell\open\command", "", open_command(exe))]
    out += [(rf"Applications\{name}\shell\open\command", "", open_command(exe)),
            (rf"Applications\{name}", "FriendlyAppName", "Zündstoff")]
    return out


def _default_of(winreg, key: str) -> str | None:
    try:
        with winreg.OpenKey(winreg.HKEY_CURRENT_USER, rf"{CLASSES}\{key}") as handle:
            value, _type = winreg.QueryValueEx(handle, "")
            return value
    except OSError:
        return None


def _notify_shell() -> None:
    """Tell Explorer that file associations changed (SHCNE_ASSOCCHANGED)."""
    try:
        import ctypes

        ctypes.windll.shell32.SHChangeNotify(0x08000000, 0, None, None)
    except Exception:  # not on Windows, or no shell: the next login sees the change
        pass


def install(winreg, exe: str, folder: Path) -> list[tuple[str, str, str]]:
    """Register the file types for ``exe``; returns what was set (also kept in the manifest)."""
    free = {}
    for ext, *_rest in buildinfo.FILE_TYPES:
        current = _default_of(winreg, f".{ext}")
        free[ext] = current in (None, "", prog_id(ext))
    done = entries(exe, free)
    # the record first: a folder that cannot take it gets nothing registered, and an install
    # broken off half way is still undone by --uninstall (it skips values never set)
    (folder / MANIFEST).write_text(json.dumps({"registry": done}, indent=1, ensure_ascii=False),
                                   encoding="utf-8")
    for key, name, data in done:
        with winreg.CreateKeyEx(winreg.HKEY_CURRENT_USER, rf"{CLASSES}\{key}", 0,
                                winreg.KEY_WRITE) as handle:
            winreg.SetValueEx(handle, name, 0, winreg.REG_SZ, data)
    _notify_shell()
    return done


def _delete_empty_keys(winreg, key: str) -> None:
    """Delete ``key`` and then its parents up to Software\\Classes, while they are empty."""
    parts = key.split("\\")
    while parts:
        path = CLASSES + "\\" + "\\".join(parts)
        try:
            with winreg.OpenKey(winreg.HKEY_CURRENT_USER, path) as handle:
                subkeys, values, _modified = winreg.QueryInfoKey(handle)
            if subkeys or values:
                return
            winreg.DeleteKey(winreg.HKEY_CURRENT_USER, path)
        except OSError:
            return
        parts.pop()


def uninstall(winreg, folder: Path) -> int:
    """Remove what :func:`install` set (from the manifest); returns how many values went."""
    manifest = folder / MANIFEST
    try:
        done = json.loads(manifest.read_text(encoding="utf-8"))["registry"]
    except (OSError, ValueError, KeyError, TypeError):
        return 0
    removed = 0
    for key, name, data in done:
        path = rf"{CLASSES}\{key}"
        try:
            with winreg.OpenKey(winreg.HKEY_CURRENT_USER, path, 0, winreg.KEY_ALL_ACCESS) as handle:
                value, _type = winreg.QueryValueEx(handle, name)
                if value != data:
                    continue  # changed since by someone else: theirs now
                winreg.DeleteValue(handle, name)
                removed += 1
        except OSError:
            continue
    for key in sorted({k for k, _n, _d in done}, key=lambda k: -k.count("\\")):
        _delete_empty_keys(winreg, key)
    manifest.unlink(missing_ok=True)
    _notify_shell()
    return removed


def _say(text: str, error: bool = False) -> None:
    """Tell the person: on the console if there is one, else in a message box (the bundle is a
    windowed program: Windows gives it no console to print to)."""
    stream = sys.stderr if error else sys.stdout
    if stream is not None:
        print(text, file=stream)
        return
    try:
        import ctypes

        ctypes.windll.user32.MessageBoxW(None, text, "Zündstoff", 0x10 if error else 0x40)
    except Exception:  # no way to say it: the registry tells
        pass


def main(argv: list[str]) -> int:
    import winreg  # Windows only

    exe = sys.executable  # the bundle's zuendstoff.exe
    folder = Path(exe).resolve().parent
    if argv[:1] == ["install"]:
        try:
            done = install(winreg, exe, folder)
        except OSError as exc:  # a read-only folder, a registry policy: one plain message
            _say(f"Zündstoff: the file types could not be registered ({exc}); "
                 f"'{ntpath.basename(exe)} --uninstall' removes what was set", error=True)
            return 1
        kinds = ", ".join(f".{ext}" for ext, *_rest in buildinfo.FILE_TYPES)
        _say(f"Zündstoff: {kinds} now open with {exe} ({len(done)} registry values; "
             f"'{ntpath.basename(exe)} --uninstall' removes them)")
        return 0
    if argv[:1] == ["uninstall"]:
        removed = uninstall(winreg, folder)
        _say(f"Zündstoff: removed {removed} registry values")
        return 0
    _say("usage: zuendstoff.exe --install | --uninstall", error=True)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
