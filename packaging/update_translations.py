"""Keep the app's translations up to date, with Qt's own tools.

    python packaging/update_translations.py            # lupdate, then lrelease
    python packaging/update_translations.py --release  # only lrelease (the build runs this)

1. ``pyside6-lupdate`` reads every module of the app that shows text (all of
   ``app/zuendstoff`` except the Qt-free ``engine``) and updates
   ``resources/i18n/zuendstoff_de.ts`` (every string) and ``zuendstoff_en.ts`` (only the
   plural forms, ``-pluralonly``: English needs "1 disc" / "2 discs" too). Strings no
   longer in the sources are dropped (``-no-obsolete``); new ones come in unfinished, to be
   translated with Qt Linguist or a text editor.
2. ``pyside6-lrelease`` compiles each ``.ts`` to the ``.qm`` file the app loads
   (``zuendstoff.i18n``). The ``.qm`` files are committed: a checkout and a wheel then work
   without a build step, and ``tests/ui/i18n`` checks that they match the ``.ts`` files.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "app" / "zuendstoff"
I18N = ROOT / "resources" / "i18n"
#: the catalogues: language → lupdate options
CATALOGUES = {"de": [], "en": ["-pluralonly"]}


def tool(name: str) -> str:
    """``pyside6-lupdate`` / ``pyside6-lrelease`` (next to this Python, or on PATH)."""
    for folder in (Path(sys.executable).parent, Path(sys.executable).resolve().parent):
        for candidate in (folder / f"pyside6-{name}", folder / f"pyside6-{name}.exe"):
            if candidate.exists():
                return str(candidate)
    found = shutil.which(f"pyside6-{name}")
    if not found:
        sys.exit(f"update_translations: pyside6-{name} not found (it comes with PySide6)")
    return found


def sources() -> list[Path]:
    """The modules lupdate reads: the whole app but the engine (which has no Qt)."""
    return sorted(p for p in APP.rglob("*.py")
                  if "engine" not in p.relative_to(APP).parts and "__pycache__" not in p.parts)


def lupdate(ts: Path, extra: list[str] | None = None) -> str:
    """Run lupdate over the sources into ``ts`` (created or updated); returns its report."""
    files = [str(p) for p in sources()]
    cmd = [tool("lupdate"), "-no-obsolete", "-locations", "none", *(extra or []),
           *files, "-ts", str(ts)]
    result = subprocess.run(cmd, capture_output=True, text=True, check=True)
    return result.stdout + result.stderr


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def release_all(folder: Path = I18N) -> list[Path]:
    out = []
    for lang in CATALOGUES:
        ts = folder / f"zuendstoff_{lang}.ts"
        qm = ts.with_suffix(".qm")
        lrelease(ts, qm)
        out.append(qm)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--release", action="store_true",
                        help="only compile the .ts files to .qm (no lupdate)")
    args = parser.parse_args(argv)
    if not args.release:
        for lang, extra in CATALOGUES.items():
            report = lupdate(I18N / f"zuendstoff_{lang}.ts", extra)
            print(f"{lang}: {' '.join(report.split())}")
    for qm in release_all():
        print(f"compiled {qm.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
