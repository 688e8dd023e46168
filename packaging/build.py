"""Build the Zündstoff app with PyInstaller, in one command.

    python packaging/build.py [--check] [--archive] [--clean]

Leaves the app in ``dist/zuendstoff/`` (program ``dist/zuendstoff/zuendstoff``,
``zuendstoff.exe`` on Windows) and, on macOS, ``dist/Zuendstoff.app``.

--check    run the built program's ``--self-test`` (offscreen) and fail if it fails; on
           macOS also the one inside ``Zuendstoff.app`` (what people get) and
           ``codesign --verify`` on the .app
--archive  also pack the result for release: dist/zuendstoff-<version>-<system>-<arch>
           .tar.gz (Linux, macOS) or .zip (Windows)
--clean    rebuild from scratch (PyInstaller's --clean)

Needs the app's requirements and the pinned build tools::

    python -m pip install -r requirements.lock -r packaging/requirements-build.lock .

The GitHub Actions workflow (.github/workflows/build.yml) runs exactly this script.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import buildinfo  # noqa: E402

ROOT = buildinfo.ROOT
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
SPEC = ROOT / "packaging" / "zuendstoff.spec"


def program_path(dist: Path = DIST) -> Path:
    exe = buildinfo.NAME + (".exe" if sys.platform.startswith("win") else "")
    return dist / buildinfo.NAME / exe


def shipped_programs(dist: Path = DIST, platform: str = sys.platform) -> list[Path]:
    """The programs people run: the folder's program, and on macOS the one inside the .app
    (what the macOS archive holds; PyInstaller's BUNDLE copies the folder into it)."""
    programs = [program_path(dist)]
    if platform == "darwin":
        programs.append(dist / buildinfo.MAC_APP / "Contents" / "MacOS" / buildinfo.NAME)
    return programs


def check_app(app: Path) -> None:
    """macOS: the .app has the Info.plist keys and the localised texts people are shown."""
    import plistlib

    info = plistlib.loads((app / "Contents" / "Info.plist").read_bytes())
    for key in ("LSMinimumSystemVersion", "NSLocalNetworkUsageDescription"):
        if not info.get(key):
            sys.exit(f"build: {app} has no {key} in its Info.plist")
    for lang in buildinfo.MAC_PLIST_TEXTS:
        strings = app / "Contents" / "Resources" / f"{lang}.lproj" / "InfoPlist.strings"
        if not strings.is_file():
            sys.exit(f"build: {strings} is missing")
    print(f"build: {app}: Info.plist keys and InfoPlist.strings "
          f"({', '.join(buildinfo.MAC_PLIST_TEXTS)}) in place", flush=True)


def verify_signature(app: Path, run=subprocess.run) -> None:
    """macOS: the .app's (ad-hoc) code signature is whole; Apple silicon runs nothing else,
    and a file added or changed in the bundle after signing breaks it."""
    print(f"build: codesign --verify {app}", flush=True)
    result = run(["codesign", "--verify", "--deep", "--strict", "--verbose=2", str(app)],
                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    print(result.stdout, end="", flush=True)
    if result.returncode != 0:
        sys.exit(f"build: the signature of {app} does not verify (exit code {result.returncode})")


def folder_size(path: Path) -> int:
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build(clean: bool = False, dist: Path = DIST, work: Path = WORK) -> Path:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        sys.exit("build: PyInstaller is missing: "
                 "python -m pip install -r packaging/requirements-build.lock")
    compile_translations()
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
           "--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    if clean:
        cmd.insert(3, "--clean")
    print("build:", " ".join(cmd), flush=True)
    started = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, check=True)
    program = program_path(dist)
    if not program.exists():
        sys.exit(f"build: PyInstaller finished but {program} is missing")
    size = folder_size(dist / buildinfo.NAME)
    print(f"build: {program} ({size / 1e6:.1f} MB, {time.perf_counter() - started:.0f} s)")
    return program


def compile_translations() -> None:
    """pyside6-lrelease: resources/i18n/*.ts → *.qm, which ship with resources/ (the
    committed .qm files are the same; tests/ui/i18n checks that)."""
    subprocess.run([sys.executable, str(ROOT / "packaging" / "update_translations.py"),
                    "--release"], cwd=ROOT, check=True)


def self_test(program: Path) -> None:
    report = WORK / "self-test.txt"
    report.parent.mkdir(parents=True, exist_ok=True)
    report.unlink(missing_ok=True)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ZUENDSTOFF_SELFTEST_OUT=str(report))
    print(f"build: {program} --self-test", flush=True)
    result = subprocess.run([str(program), "--self-test"], env=env, timeout=300,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    # a windowed program on Windows prints nothing: its lines are in the report file too
    shown = result.stdout if result.stdout.strip() else (
        report.read_text(encoding="utf-8") if report.exists() else "")
    print(shown, end="" if shown.endswith("\n") else "\n", flush=True)
    if result.returncode != 0:
        sys.exit(f"build: the bundle's self-test failed (exit code {result.returncode})")


def archive(dist: Path = DIST) -> Path:
    system = {"linux": "linux", "darwin": "macos", "win32": "windows"}.get(sys.platform,
                                                                          sys.platform)
    arch = platform.machine().lower().replace("amd64", "x86_64")
    stem = f"{buildinfo.NAME}-{buildinfo.version()}-{system}-{arch}"
    if sys.platform == "win32":
        out = Path(shutil.make_archive(str(dist / stem), "zip", dist, buildinfo.NAME))
    else:
        top = buildinfo.MAC_APP if sys.platform == "darwin" else buildinfo.NAME
        out = dist / f"{stem}.tar.gz"
        with tarfile.open(out, "w:gz") as tar:  # keeps symlinks and permissions
            tar.add(dist / top, arcname=top)
    print(f"build: archive {out} ({out.stat().st_size / 1e6:.1f} MB)")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="run the bundle's --self-test")
    parser.add_argument("--archive", action="store_true", help="pack the result for release")
    parser.add_argument("--clean", action="store_true", help="rebuild from scratch")
    args = parser.parse_args(argv)
    build(clean=args.clean)
    if args.check:
        for shipped in shipped_programs():
            if not shipped.exists():
                sys.exit(f"build: {shipped} is missing")
            self_test(shipped)
        if sys.platform == "darwin":
            check_app(DIST / buildinfo.MAC_APP)
            verify_signature(DIST / buildinfo.MAC_APP)
    if args.archive:
        archive()
    return 0


if __name__ == "__main__":
    sys.exit(main())
