"""Names and numbers every packaging step shares (spec, build script, installer, CI).

Kept free of third-party imports so that ``install_linux.py`` and the tests can use it.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"

#: the program's file name and the bundle folder's name (dist/zuendstoff/zuendstoff)
NAME = "zuendstoff"
#: the name people see
DISPLAY_NAME = "Zündstoff"
#: the macOS .app (ASCII, so that every file system and shell takes it)
MAC_APP = "Zuendstoff.app"
#: reverse-DNS id: .desktop file, AppStream id, icon name, macOS bundle identifier
APP_ID = "io.github.zuendstoff.Zuendstoff"
#: invitations to a far-away seat (issue 44): zuendstoff://join?… opens the app
URL_SCHEME = "zuendstoff"
SCHEME_MIME = f"x-scheme-handler/{URL_SCHEME}"
SUMMARY = "The 1995 board game Zündstoff (Al Capone — Race to the Sun)"
#: the one SVG the icons in every format are made from
ICON_SVG = ROOT / "resources" / "art" / "zuendstoff.svg"
#: sizes of the PNG icons (Linux hicolor theme); .ico and .icns take their own subsets
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
RECORD_MIME = "application/x-zuendstoff-record"
#: the app's own files: extension, MIME type, what it is (English, German), its macOS type id
FILE_TYPES = (
    ("zrec", RECORD_MIME, "Zündstoff game record", "Zündstoff-Spielstand", f"{APP_ID}.record"),
    ("zlayout", "application/x-zuendstoff-layout", "Zündstoff board layout", "Zündstoff-Spielplan",
     f"{APP_ID}.layout"),
    ("zdiscs", "application/x-zuendstoff-discs", "Zündstoff disc set", "Zündstoff-Scheibensatz",
     f"{APP_ID}.discs"),
    ("zboard", "application/x-zuendstoff-board", "Zündstoff shared board (layout and disc set)",
     "Geteiltes Zündstoff-Brett (Spielplan und Scheibensatz)", f"{APP_ID}.board"),
)


def mime_xml() -> str:
    """The shared-mime-info package for the app's files (installed on Linux)."""
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">']
    for ext, mime, en, de, _uti in FILE_TYPES:
        lines += [f'  <mime-type type="{mime}">', f"    <comment>{en}</comment>",
                  f'    <comment xml:lang="de">{de}</comment>',
                  '    <sub-class-of type="application/json"/>',
                  f'    <glob pattern="*.{ext}"/>', "  </mime-type>"]
    return "\n".join(lines + ["</mime-info>"]) + "\n"


def version() -> str:
    """The package's version, read from the source (no import: the build may run elsewhere)."""
    source = ROOT / "app" / "zuendstoff" / "__init__.py"
    if not source.exists():  # inside the bundle (install_linux.py): the app knows its version
        from zuendstoff import __version__

        return __version__
    text = source.read_text(encoding="utf-8")
    match = re.search(r'^__version__\s*=\s*["\']([^"\']+)["\']', text, re.M)
    if not match:
        raise RuntimeError("app/zuendstoff/__init__.py has no __version__")
    return match.group(1)


def version_tuple() -> tuple[int, int, int, int]:
    """Four numbers for the Windows version resource (1.2.3rc1 → (1, 2, 3, 0))."""
    release = re.match(r"\d+(?:\.\d+)*", version())
    nums = [int(n) for n in release.group(0).split(".")][:4] if release else []
    return tuple((nums + [0, 0, 0, 0])[:4])  # type: ignore[return-value]


#: the oldest macOS the app starts on: what the pinned Qt (PySide6 6.11) supports
#: (doc.qt.io/qt-6.11/macos.html: macOS 13 or higher); raise it with Qt
MACOS_MINIMUM = "13.0"

#: Info.plist texts macOS shows people, per language (Contents/Resources/<lang>.lproj/
#: InfoPlist.strings; the Info.plist itself holds the English ones)
MAC_PLIST_TEXTS = {
    "en": {
        # macOS 15 asks before an app reaches devices on the local network (the phones)
        "NSLocalNetworkUsageDescription":
            "Zündstoff lets players join the game with their phones on your local network. "
            "Allow it to reach them, or play without phones.",
        "NSHumanReadableCopyright": "MIT License",
    },
    "de": {
        "NSLocalNetworkUsageDescription":
            "Zündstoff lässt Mitspieler mit ihren Handys im lokalen Netzwerk am Spiel "
            "teilnehmen. Erlaube den Zugriff darauf, oder spielt ohne Handys.",
        "NSHumanReadableCopyright": "MIT-Lizenz",
    },
}


def mac_strings(language: str) -> str:
    """``InfoPlist.strings`` of ``language`` (UTF-8, which macOS reads)."""
    def quote(text: str) -> str:
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'

    return "".join(f"{quote(k)} = {quote(v)};\n" for k, v in MAC_PLIST_TEXTS[language].items())


def mac_info_plist() -> dict:
    """Info.plist entries of the macOS app (PyInstaller's BUNDLE adds the bundle id, icon, ...)."""
    ver = version()
    return {
        "CFBundleName": DISPLAY_NAME,
        "CFBundleDisplayName": DISPLAY_NAME,
        "CFBundleShortVersionString": ver,
        "CFBundleVersion": ver,
        "CFBundleDevelopmentRegion": "en",
        "CFBundleLocalizations": ["en", "de"],
        "LSApplicationCategoryType": "public.app-category.board-games",
        "NSHighResolutionCapable": True,
        "NSSupportsAutomaticGraphicsSwitching": True,
        "LSMinimumSystemVersion": MACOS_MINIMUM,
        **MAC_PLIST_TEXTS["en"],
        # the app's files: what they are, and that the app opens them (Finder double-click)
        "UTExportedTypeDeclarations": [{
            "UTTypeIdentifier": uti,
            "UTTypeDescription": en,
            "UTTypeConformsTo": ["public.json", "public.data"],
            "UTTypeTagSpecification": {"public.filename-extension": [ext],
                                       "public.mime-type": [mime]},
        } for ext, mime, en, _de, uti in FILE_TYPES],
        "CFBundleDocumentTypes": [{
            "CFBundleTypeName": en,
            "CFBundleTypeRole": "Editor",
            "LSHandlerRank": "Owner",
            "LSItemContentTypes": [uti],
            "CFBundleTypeExtensions": [ext],
        } for ext, _mime, en, _de, uti in FILE_TYPES],
        # an invitation link (zuendstoff://join?…) opens the app (a URL event, issue 44)
        "CFBundleURLTypes": [{"CFBundleURLName": f"{APP_ID}.invitation",
                              "CFBundleURLSchemes": [URL_SCHEME]}],
    }
