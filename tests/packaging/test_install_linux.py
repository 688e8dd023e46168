"""Installing on Linux puts the bundle, menu entry and icons in the user's folders, and
uninstalling removes exactly those (packaging/install_linux.py)."""

from __future__ import annotations

import configparser
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
    # a path with a space is quoted in Exec (Desktop Entry spec)
    assert section["Exec"] == f'"{program}"'
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
