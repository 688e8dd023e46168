"""Install the built app for the current user on Linux, or remove exactly what was installed.

    dist/zuendstoff/zuendstoff --install          (the bundle installs itself)
    ~/.local/bin/zuendstoff --uninstall
    python3 packaging/install_linux.py install [--bundle dist/zuendstoff]
    python3 packaging/install_linux.py uninstall

Puts, for this user only (no root needed):

- the bundle in ``~/.local/lib/zuendstoff/`` and a link ``~/.local/bin/zuendstoff`` to it
  (unless something else already has that name);
- ``$XDG_DATA_HOME/applications/<APP_ID>.desktop`` (``~/.local/share/...``), with the
  installed program's full path, so the game shows in the desktop's menu;
- the icons in ``$XDG_DATA_HOME/icons/hicolor/<size>/apps/``, the AppStream
  metainfo in ``$XDG_DATA_HOME/metainfo/`` and the file types (.zrec, .zlayout, .zdiscs, .zboard)
  in ``$XDG_DATA_HOME/mime/packages/`` (then update-mime-database and
  update-desktop-database, where installed, so double-clicking such a file opens the game).

Every file and every folder it created is listed in
``~/.local/lib/zuendstoff/install-manifest.json``; uninstall removes those and
nothing else (folders only if they are empty then). The player's own data
(autosave, settings, logs in ~/.local/share/zuendstoff, ~/.config/zuendstoff, ...)
is never touched.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

try:
    import buildinfo
except ImportError:  # run as a file from the checkout
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import buildinfo

MANIFEST = "install-manifest.json"


def home() -> Path:
    return Path(os.environ.get("HOME") or Path.home())


def data_home() -> Path:
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if value and os.path.isabs(value) else home() / ".local" / "share"


def app_dir() -> Path:
    return home() / ".local" / "lib" / buildinfo.NAME


def bin_link() -> Path:
    return home() / ".local" / "bin" / buildinfo.NAME


def default_bundle() -> Path:
    """The running bundle, or dist/zuendstoff of the checkout this file lies in."""
    if getattr(sys, "frozen", False):
        return Path(sys.executable).resolve().parent
    return buildinfo.ROOT / "dist" / buildinfo.NAME


def share_dir(bundle: Path) -> Path:
    """Where the spec put the desktop files inside a bundle."""
    for candidate in (bundle / "_internal" / "share", bundle / "share"):
        if candidate.is_dir():
            return candidate
    raise SystemExit(f"install: {bundle} holds no share/ folder: is it a Linux build "
                     "made by packaging/build.py?")


def _quote_exec(path: Path) -> str:
    """A path as one argument of a .desktop Exec key (Desktop Entry spec, "The Exec key").

    Reserved characters put the argument in double quotes, inside which ``"``, `` ` ``, ``$``
    and ``\\`` take a backslash; ``%`` is always doubled (a lone ``%`` starts a field code);
    and the whole value is then escaped as a string (each backslash doubled)."""
    text = str(path).replace("%", "%%")
    if any(c in text for c in " \t\n\"'\\><~|&;$*?#()`"):
        for ch in ("\\", '"', "`", "$"):
            text = text.replace(ch, "\\" + ch)
        text = '"' + text + '"'
    return text.replace("\\", "\\\\")


def _string_value(text: str) -> str:
    """A value of type string in a .desktop file (backslash escapes, spec "Possible value types")."""
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")


def desktop_entry(template: str, program: Path) -> str:
    out = []
    for line in template.splitlines():
        if line.startswith("Exec="):
            rest = line[len("Exec="):].split(" ", 1)  # keep the field codes (%u)
            line = f"Exec={_quote_exec(program)}" + (f" {rest[1]}" if len(rest) > 1 else "")
        elif line.startswith("TryExec="):
            line = f"TryExec={_string_value(str(program))}"
        out.append(line)
    return "\n".join(out) + "\n"


def _refresh_desktop_databases(data: Path) -> None:
    """Tell the desktop about new or removed MIME types and handlers, where the tools exist."""
    for tool, folder in (("update-mime-database", data / "mime"),
                         ("update-desktop-database", data / "applications")):
        if shutil.which(tool) and folder.is_dir():
            subprocess.run([tool, str(folder)], check=False, capture_output=True, timeout=60)


class _Recorder:
    """Creates folders and files, remembering which of them did not exist before."""

    def __init__(self) -> None:
        self.files: list[str] = []
        self.dirs: list[str] = []

    def mkdir(self, path: Path) -> None:
        missing = []
        p = path
        while not p.exists():
            missing.append(p)
            p = p.parent
        for d in reversed(missing):
            d.mkdir()
            self.dirs.append(str(d))

    def write(self, path: Path, data: bytes) -> None:
        self.mkdir(path.parent)
        path.write_bytes(data)
        self.files.append(str(path))


def install(bundle: Path | None = None, quiet: bool = False) -> Path:
    """Install ``bundle`` for this user; returns the installed program's path."""
    bundle = (bundle or default_bundle()).resolve()
    program_name = buildinfo.NAME
    if not (bundle / program_name).is_file():
        raise SystemExit(f"install: no program {bundle / program_name}: build it first "
                         "(python packaging/build.py)")
    share = share_dir(bundle)
    target = app_dir()
    if target.exists():
        if (target / MANIFEST).exists():
            uninstall(quiet=True)
        else:
            raise SystemExit(f"install: {target} exists and was not made by this installer")
    rec = _Recorder()
    rec.mkdir(target.parent)
    if bundle != target:
        shutil.copytree(bundle, target, symlinks=True)
    rec.dirs.append(str(target))  # the whole folder is ours
    program = target / program_name

    # the menu entry, pointing at the installed program
    template = (share / "applications" / f"{buildinfo.APP_ID}.desktop").read_text(encoding="utf-8")
    rec.write(data_home() / "applications" / f"{buildinfo.APP_ID}.desktop",
              desktop_entry(template, program).encode("utf-8"))
    # icons at every size the build made, and the AppStream metainfo
    icons = share / "icons" / "hicolor"
    for icon in sorted(p for p in icons.rglob("*") if p.is_file()):
        rec.write(data_home() / "icons" / "hicolor" / icon.relative_to(icons), icon.read_bytes())
    for meta in sorted((share / "metainfo").glob("*.xml")):
        rec.write(data_home() / "metainfo" / meta.name, meta.read_bytes())
    # the app's file types (.zrec, .zlayout, .zdiscs, .zboard), opened by the menu entry's %u; the
    # desktop's caches that the update tools make are ours to remove only if they were not there
    caches = [p for p in (data_home() / "mime", data_home() / "applications" / "mimeinfo.cache")
              if not p.exists()]
    rec.write(data_home() / "mime" / "packages" / f"{buildinfo.APP_ID}.xml",
              buildinfo.mime_xml().encode("utf-8"))
    _refresh_desktop_databases(data_home())
    # a command for the terminal, unless the name is taken
    link = bin_link()
    linked = False
    if not link.exists() and not link.is_symlink():
        rec.mkdir(link.parent)
        link.symlink_to(program)
        rec.files.append(str(link))
        linked = True

    manifest = {"version": buildinfo.version(), "program": str(program),
                "files": rec.files, "dirs": rec.dirs, "caches": [str(p) for p in caches]}
    (target / MANIFEST).write_text(json.dumps(manifest, indent=1), encoding="utf-8")
    if not quiet:
        print(f"install: {buildinfo.DISPLAY_NAME} installed in {target}")
        print(f"install: menu entry {rec.files[0]}")
        if linked:
            print(f"install: command {link}")
        print(f"install: remove it with: {link if linked else program} --uninstall")
    return program


def uninstall(quiet: bool = False) -> bool:
    """Remove what :func:`install` recorded; False if nothing was installed."""
    target = app_dir()
    manifest_path = target / MANIFEST
    if not manifest_path.exists():
        if not quiet:
            print(f"uninstall: nothing to remove ({manifest_path} is missing)")
        return False
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    for name in manifest["files"]:
        path = Path(name)
        if path.is_symlink() or path.is_file():
            path.unlink()
    _refresh_desktop_databases(data_home())  # forget the file types
    for name in manifest.get("caches", []):  # caches that came with the install go with it
        path = Path(name)
        if path.name == "mime" and path.is_dir() and not any((path / "packages").glob("*.xml")):
            shutil.rmtree(path)
        elif path.name == "mimeinfo.cache" and path.is_file():
            path.unlink()
    # The program's own folder goes after everything that may run or import more code: the
    # running bundle lives in it, and once it is gone no module not yet loaded can be read.
    if target.exists():
        shutil.rmtree(target)
    # folders we created, deepest first, only where nothing else was put since
    for name in sorted(manifest["dirs"], key=lambda d: d.count(os.sep), reverse=True):
        path = Path(name)
        try:
            path.rmdir()
        except OSError:
            pass  # not empty (or already gone): someone else's files live there now
    if not quiet:
        print(f"uninstall: removed {buildinfo.DISPLAY_NAME} from {target} and its menu entry")
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Install Zündstoff for this user (Linux).")
    parser.add_argument("action", choices=("install", "uninstall"))
    parser.add_argument("--bundle", type=Path, help="the built app folder (default: "
                        "the running bundle, or dist/zuendstoff)")
    args = parser.parse_args(argv)
    if args.action == "install":
        install(args.bundle)
    else:
        uninstall()
    return 0


if __name__ == "__main__":
    sys.exit(main())
