"""The built bundle (packaging/ci.sh builds it and points ZUENDSTOFF_TEST_BUNDLE at it):
lean contents, every library it needs present, and the Linux install of the real thing."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import buildinfo
import pytest

BUNDLE = Path(os.environ["ZUENDSTOFF_TEST_BUNDLE"]) if os.environ.get("ZUENDSTOFF_TEST_BUNDLE") else None
pytestmark = pytest.mark.skipif(BUNDLE is None, reason="needs the bundle packaging/ci.sh builds")


def _files(pattern: str) -> list[Path]:
    return sorted(p for p in BUNDLE.rglob(pattern))


def test_lean_contents():
    internal = BUNDLE / "_internal"
    plugins = internal / "PySide6" / "Qt" / "plugins"
    if sys.platform.startswith("linux"):
        kinds = {p.name for p in plugins.iterdir()}
        assert not kinds & {"egldeviceintegrations", "generic", "networkinformation", "tls",
                            "sqldrivers", "printsupport", "qmltooling"}, kinds
        assert sorted(p.name for p in (plugins / "platforms").iterdir()) == [
            "libqoffscreen.so", "libqwayland.so", "libqxcb.so"]
        assert [p.name for p in (plugins / "imageformats").iterdir()] == ["libqsvg.so"]
        assert not (plugins / "platformthemes" / "libqgtk3.so").exists()
        assert not _files("libgtk-3*") and not _files("libcairo*")
    assert [p.name for p in _files("*.qm") if "PySide6" in str(p)] == ["qtbase_de.qm"]
    assert not _files("*Qt6Qml*") and not _files("QtQml*")
    # kept since issue 40: the join screen's adapters by name (QtNetwork)
    assert _files("*Qt6Network*") or _files("QtNetwork*")
    # kept since issue 44: internet play's TLS to its broker, and AES-GCM (cryptography)
    assert _files("_ssl*") and _files("_rust*")  # (paho, pure Python, is in the archive)
    assert not [p for p in BUNDLE.rglob("*") if p.is_symlink() and not p.exists()], "dangling"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF check")
def test_binaries_stripped_and_no_qt_library_missing():
    internal = BUNDLE / "_internal"
    python_lib = next(internal.glob("libpython3*.so*"))
    assert "not stripped" not in subprocess.run(["file", "-L", str(python_lib)],
                                                capture_output=True, text=True).stdout
    missing = set()
    for lib in [*internal.rglob("*.so"), *internal.rglob("*.so.*")]:
        if lib.is_symlink():
            continue
        out = subprocess.run(["ldd", str(lib)], capture_output=True, text=True,
                             env=dict(os.environ, LD_LIBRARY_PATH=str(internal))).stdout
        for name in re.findall(r"^\s*(\S+) => not found", out, re.M):
            # system libraries the target machine brings (libwayland-*, ...) may be absent
            # here; what the bundle itself ships (Qt, ICU, Python) must never be
            if name.startswith(("libQt6", "libicu", "libpyside", "libshiboken", "libpython")):
                missing.add((lib.name, name))
    assert not missing, sorted(missing)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux install")
def test_real_bundle_installs_runs_and_uninstalls(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "PYTHON"))}
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / ".local" / "share"),
               QT_QPA_PLATFORM="offscreen", ZUENDSTOFF_HOME=str(tmp_path / "userdata"))

    def run(*cmd):
        r = subprocess.run([str(c) for c in cmd], env=env, capture_output=True, text=True,
                           timeout=300)
        assert r.returncode == 0, r.stdout + r.stderr
        return r.stdout

    run(BUNDLE / "zuendstoff", "--install")
    share = home / ".local" / "share"
    entry = (share / "applications" / f"{buildinfo.APP_ID}.desktop").read_text(encoding="utf-8")
    program = home / ".local" / "lib" / "zuendstoff" / "zuendstoff"
    assert f"Exec={program}\n" in entry
    for size in buildinfo.PNG_SIZES:
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{buildinfo.APP_ID}.png").is_file()
    assert (share / "metainfo" / f"{buildinfo.APP_ID}.metainfo.xml").is_file()
    out = run(home / ".local" / "bin" / "zuendstoff", "--self-test")
    assert out.strip().splitlines()[-1] == "self-test: passed"
    assert f"in {program.parent / '_internal' / 'zuendstoff' / 'data'})" in out
    run(home / ".local" / "bin" / "zuendstoff", "--uninstall")
    assert [p for p in home.rglob("*")] == []  # exactly what it added is gone


def test_running_the_bundle_writes_nothing_next_to_it(tmp_path):
    """User data goes to the per-user folders; the program's folder stays as installed."""
    def listing():
        return sorted((str(p.relative_to(BUNDLE)), p.lstat().st_size) for p in BUNDLE.rglob("*"))

    before = listing()
    userdata = tmp_path / "userdata"
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(QT_QPA_PLATFORM="offscreen", ZUENDSTOFF_HOME=str(userdata))
    exe = "zuendstoff.exe" if sys.platform == "win32" else "zuendstoff"
    r = subprocess.run([str(BUNDLE / exe), "--self-test"], env=env, capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert listing() == before


def _self_test() -> str:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(QT_QPA_PLATFORM="offscreen")
    exe = "zuendstoff.exe" if sys.platform == "win32" else "zuendstoff"
    r = subprocess.run([str(BUNDLE / exe), "--self-test"], env=env, capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    return r.stdout


def test_the_bundle_plays_as_the_venv(userdata_home):
    """The bundle's playtest runs in worker processes (multiprocessing is in it), and its join
    screen offers the very addresses the venv offers, found by adapter name (QtNetwork)."""
    from zuendstoff.ui.dialogs import addresses

    out = _self_test()
    assert "self-test: ok playtest (2 games in 2 worker processes" in out, out
    line = next(x for x in out.splitlines() if x.startswith("self-test: ok addresses"))
    listed = line.split("(", 1)[1].split(" (QtNetwork", 1)[0].split(", ")
    assert listed == addresses.lookup()
    assert "(QtNetwork," in line
