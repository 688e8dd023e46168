"""Installing on Linux puts the bundle, menu entry and icons in the user's folders, and
uninstalling removes exactly those (packaging/install_linux.py)."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
from pathlib import Path

import buildinfo
import install_linux
import pytest

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux install")


def fake_bundle(root: Path) -> Path:
    """A bundle laid out as the spec lays it out, with a program that prints a line."""
    bundle = root / "dist" / "zuendstoff"
    share = bundle / "_internal" / "share"
    program = bundle / "zuendstoff"
    program.parent.mkdir(parents=True)
    program.write_text("#!/bin/sh\necho zuendstoff-ran \"$@\"\n")
    program.chmod(0o755)
    (share / "applications").mkdir(parents=True)
    (bundle / "_internal" / "libexample.so").write_bytes(b"\x7fELF")
    (share / "applications" / f"{buildinfo.APP_ID}.desktop").write_text(
        (buildinfo.PACKAGING / "linux" / f"{buildinfo.APP_ID}.desktop").read_text("utf-8"), "utf-8")
    (share / "metainfo").mkdir()
    (share / "metainfo" / f"{buildinfo.APP_ID}.metainfo.xml").write_text("<component/>")
    for size in (16, 48):
        icon = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{buildinfo.APP_ID}.png"
        icon.parent.mkdir(parents=True)
        icon.write_bytes(b"png%d" % size)
    return bundle


def tree(root: Path) -> dict[str, bytes | str]:
    out: dict[str, bytes | str] = {}
    for p in sorted(root.rglob("*")):
        rel = str(p.relative_to(root))
        out[rel] = ("link:" + str(p.readlink())) if p.is_symlink() else (
            "dir" if p.is_dir() else p.read_bytes())
    return out


@pytest.fixture
def user(tmp_path, monkeypatch):
    home = tmp_path / "home dir"  # a space, as some people's home folders have
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    # things the user already had, which must survive install + uninstall
    apps = home / ".local" / "share" / "applications"
    apps.mkdir(parents=True)
    (apps / "other.desktop").write_text("[Desktop Entry]\nName=Other\n")
    (home / ".local" / "share" / "zuendstoff").mkdir()  # the game's own user data folder
    (home / ".local" / "share" / "zuendstoff" / "autosave.zrec").write_text("{}")
    return home


def test_install_puts_files_in_user_folders(user, tmp_path):
    bundle = fake_bundle(tmp_path)
    program = install_linux.install(bundle, quiet=True)
    share = user / ".local" / "share"
    assert program == user / ".local" / "lib" / "zuendstoff" / "zuendstoff"
    assert (program.parent / "_internal" / "libexample.so").exists()
    entry = share / "applications" / f"{buildinfo.APP_ID}.desktop"
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(entry, encoding="utf-8")
    section = parser["Desktop Entry"]
    assert section["Name"] == "Zündstoff"
    assert section["Icon"] == buildinfo.APP_ID
    assert section["TryExec"] == str(program)
    # a path with a space is quoted in Exec (Desktop Entry spec), and the file to open follows
    assert section["Exec"] == f'"{program}" %u'
    assert set(section["MimeType"].strip(";").split(";")) == {
        m for _e, m, *_r in buildinfo.FILE_TYPES} | {buildinfo.SCHEME_MIME}  # and invitations
    mime = share / "mime" / "packages" / f"{buildinfo.APP_ID}.xml"
    assert mime.read_text("utf-8") == buildinfo.mime_xml()
    assert (share / "icons" / "hicolor" / "48x48" / "apps" / f"{buildinfo.APP_ID}.png").read_bytes() == b"png48"
    assert (share / "metainfo" / f"{buildinfo.APP_ID}.metainfo.xml").exists()
    link = user / ".local" / "bin" / "zuendstoff"
    assert link.resolve() == program
    ran = subprocess.run([str(link), "x"], capture_output=True, text=True, check=True)
    assert ran.stdout.strip() == "zuendstoff-ran x"


def test_uninstall_removes_exactly_what_install_added(user, tmp_path):
    bundle = fake_bundle(tmp_path)
    before = tree(user)
    install_linux.install(bundle, quiet=True)
    assert tree(user) != before
    # the player plays: user data written after install stays after uninstall
    (user / ".local" / "share" / "zuendstoff" / "autosave.zrec").write_text('{"new": 1}')
    before[".local/share/zuendstoff/autosave.zrec"] = b'{"new": 1}'
    assert install_linux.uninstall(quiet=True) is True
    assert tree(user) == before
    assert install_linux.uninstall(quiet=True) is False  # nothing left to remove


def test_uninstall_keeps_folders_that_got_other_files(user, tmp_path):
    install_linux.install(fake_bundle(tmp_path), quiet=True)
    other = user / ".local" / "share" / "icons" / "hicolor" / "16x16" / "apps" / "other.png"
    other.write_bytes(b"someone else's")
    install_linux.uninstall(quiet=True)
    assert other.read_bytes() == b"someone else's"
    assert not (user / ".local" / "lib" / "zuendstoff").exists()
    assert not list((user / ".local" / "share" / "icons").rglob(f"{buildinfo.APP_ID}.*"))


def test_reinstall_replaces_and_foreign_folder_is_refused(user, tmp_path):
    bundle = fake_bundle(tmp_path)
    install_linux.install(bundle, quiet=True)
    install_linux.install(bundle, quiet=True)  # again: the old install is replaced
    install_linux.uninstall(quiet=True)
    assert not (user / ".local" / "lib" / "zuendstoff").exists()
    (user / ".local" / "lib" / "zuendstoff").mkdir(parents=True)
    with pytest.raises(SystemExit, match="not made by this installer"):
        install_linux.install(bundle, quiet=True)


def test_existing_command_name_is_left_alone(user, tmp_path):
    mine = user / ".local" / "bin" / "zuendstoff"
    mine.parent.mkdir(parents=True)
    mine.write_text("#!/bin/sh\necho mine\n")
    install_linux.install(fake_bundle(tmp_path), quiet=True)
    install_linux.uninstall(quiet=True)
    assert mine.read_text() == "#!/bin/sh\necho mine\n"


def test_missing_bundle_is_a_clear_error(user, tmp_path):
    with pytest.raises(SystemExit, match="build it first"):
        install_linux.install(tmp_path / "nothing", quiet=True)


def test_exec_quoting():
    assert install_linux._quote_exec(Path("/opt/z/zuendstoff")) == "/opt/z/zuendstoff"
    assert install_linux._quote_exec(Path('/a b/$x"y')) == '"/a b/\\\\$x\\\\"y"'


# ------------------------------------------------------------- the desktop's own validators
def _exec_argv(value: str) -> list[str]:
    """Undo the two levels of Exec escaping as the Desktop Entry spec defines them: string
    escapes first, then quoting (inside double quotes a backslash escapes ", `, $ and \\)."""
    text, i, out, cur, quoted = value.replace("\\\\", "\\"), 0, [], "", False
    while i < len(text):
        c = text[i]
        if quoted and c == "\\" and i + 1 < len(text) and text[i + 1] in '"`$\\':
            cur += text[i + 1]
            i += 2
            continue
        if c == '"':
            quoted = not quoted
        elif c == " " and not quoted:
            out.append(cur)
            cur = ""
        else:
            cur += c
        i += 1
    return out + [cur]


@pytest.mark.parametrize("odd", ["plain", "with space", "dollar$HOME", "per%scent", "quote\"d",
                                 "back\\slash", "tick`s"])
def test_exec_survives_any_install_path(odd, tmp_path, monkeypatch):
    """Spaces, $, %, quotes and backslashes in the install path: the entry passes
    desktop-file-validate and its Exec gives back exactly the program, then %u."""
    program = tmp_path / odd / "zuendstoff"
    template = (buildinfo.PACKAGING / "linux" / f"{buildinfo.APP_ID}.desktop").read_text("utf-8")
    entry = install_linux.desktop_entry(template, program)
    line = next(x for x in entry.splitlines() if x.startswith("Exec="))[len("Exec="):]
    argv = _exec_argv(line)
    assert argv[-1] == "%u" and argv[0].replace("%%", "%") == str(program), (line, argv)
    validator = shutil.which("desktop-file-validate")
    if validator is None:
        pytest.skip("desktop-file-validate is not installed")
    path = tmp_path / f"{buildinfo.APP_ID}.desktop"
    path.write_text(entry, "utf-8")
    out = subprocess.run([validator, str(path)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and "error" not in out.stdout.lower(), out.stdout + out.stderr


def test_the_mime_package_names_every_file_type_and_is_valid_xml():
    import xml.etree.ElementTree as ET
    root = ET.fromstring(buildinfo.mime_xml())
    ns = "{http://www.freedesktop.org/standards/shared-mime-info}"
    types = {t.get("type"): t.find(ns + "glob").get("pattern") for t in root.findall(ns + "mime-type")}
    assert types == {m: f"*.{e}" for e, m, *_r in buildinfo.FILE_TYPES}


def test_the_metainfo_passes_appstreamcli(tmp_path):
    tool = shutil.which("appstreamcli")
    if tool is None:
        pytest.skip("appstreamcli is not installed")
    text = (buildinfo.PACKAGING / "linux" / f"{buildinfo.APP_ID}.metainfo.xml").read_text("utf-8")
    path = tmp_path / f"{buildinfo.APP_ID}.metainfo.xml"
    path.write_text(text.replace("@VERSION@", "0.1.0").replace("@DATE@", "2026-11-23"), "utf-8")
    out = subprocess.run([tool, "validate", "--no-net", "--explain", str(path)],
                         capture_output=True, text=True, timeout=120)
    problems = [x for x in out.stdout.splitlines() if x.startswith(("E:", "W:"))
                and "cid-rdns-contains-uppercase" not in x]  # the component ID's case: known, kept
    assert not problems, out.stdout


def test_a_record_opens_in_the_installed_app_from_the_desktop(user, tmp_path):
    """Install into a throwaway home, then open a .zrec the way a file manager does (gio open):
    the desktop knows the file type, names our entry as its application, and runs the
    installed program with the file (the fake program writes down its arguments)."""
    import time
    for tool in ("xdg-mime", "gio", "update-mime-database", "update-desktop-database"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed")
    bundle = fake_bundle(tmp_path)
    opened = tmp_path / "opened.txt"
    (bundle / "zuendstoff").write_text(f'#!/bin/sh\nprintf "%s" "$@" > "{opened}"\n')
    install_linux.install(bundle, quiet=True)
    game = tmp_path / "a saved game.zrec"
    game.write_text('{"format": "zuendstoff-record"}', "utf-8")
    env = dict(os.environ, HOME=str(user), XDG_DATA_HOME=str(user / ".local" / "share"),
               XDG_CONFIG_HOME=str(user / ".config"), XDG_DATA_DIRS="/usr/share")
    env.pop("DISPLAY", None)

    def run(*cmd):
        return subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=60)
    assert run("xdg-mime", "query", "filetype", str(game)).stdout.strip() == buildinfo.RECORD_MIME
    assert f"Default application for “{buildinfo.RECORD_MIME}”: {buildinfo.APP_ID}.desktop" in \
        run("gio", "mime", buildinfo.RECORD_MIME).stdout
    assert run("gio", "open", str(game)).returncode == 0
    for _ in range(100):  # bounded: 10 s at most
        if opened.exists():
            break
        time.sleep(0.1)
    assert opened.read_text() == str(game)
    install_linux.uninstall(quiet=True)
    assert buildinfo.APP_ID not in run("gio", "mime", buildinfo.RECORD_MIME).stdout
