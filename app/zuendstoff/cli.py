"""Command-line arguments of the ``zuendstoff`` launcher, in the user's language.

The arguments are read before there is a QApplication, so Qt's installed translators
cannot help yet (``QCoreApplication.installTranslator`` refuses without an application
and ``QCoreApplication.translate`` then returns the source text). This module loads the
app's catalogue for the language the app would use (the settings' choice, else the
system's: :func:`zuendstoff.i18n.resolve`) into a QTranslator of its own and asks it
directly. It does so only when there is text to show (help, usage, an error): parsing
the arguments of an ordinary start loads no catalogue, and importing this module imports
nothing of Qt at all.
"""

from __future__ import annotations

import argparse
import sys

CONTEXT = "CommandLine"

_catalogue = None  # (language, QTranslator or None), loaded on first use


def language() -> str:
    """The language the app will speak: the settings' choice, else the system's."""
    from . import i18n

    try:
        from .settings import Settings

        choice = Settings().language
    except Exception:  # a damaged settings file never stops the app
        choice = ""
    return i18n.resolve(choice)


def translate(context: str, text: str) -> str:
    """``text`` in the user's language (the source text where the catalogue has none)."""
    global _catalogue
    if _catalogue is None:
        from PySide6.QtCore import QTranslator

        from . import i18n

        code = language()
        translator = QTranslator()
        _catalogue = (code, translator if translator.load(str(i18n.catalogue_path(code)))
                      else None)
    translator = _catalogue[1]
    return (translator.translate(context, text) if translator is not None else "") or text


def forget_catalogue() -> None:
    """Look up the language again on the next text (tests change settings and LANG)."""
    global _catalogue
    _catalogue = None


def _texts() -> dict[str, str]:
    """Every text of the command line, translated (lupdate finds them here)."""
    return {
        "description": translate(
            "CommandLine",
            "Zündstoff (Al Capone – Race to the Sun): the board game for 2–5 players."),
        "help": translate("CommandLine", "show this help message and exit"),
        "version": translate("CommandLine", "show the version and exit"),
        "screenshot": translate("CommandLine",
                                "render the board of a game offscreen to a PNG and exit"),
        "record": translate("CommandLine", "with --screenshot: the game record (.zrec) to render"),
        "new": translate("CommandLine",
                         "start with the new-game dialog, without offering to continue"),
        "game": translate("CommandLine", "a file to open: a saved game, a layout (opens in the layout "
                                         "editor) or a disc set (in the disc-set editor)"),
        "FILE.png": translate("CommandLine", "FILE.png"),
        "FILE": translate("CommandLine", "FILE"),
        "FILE.zrec": translate("CommandLine", "FILE.zrec"),
        "positionals": translate("CommandLine", "positional arguments"),
        "optionals": translate("CommandLine", "options"),
    }


class _Formatter(argparse.HelpFormatter):
    def add_usage(self, usage, actions, groups, prefix=None):
        if prefix is None:
            prefix = translate("CommandLine", "usage: ")
        super().add_usage(usage, actions, groups, prefix)


class _Parser(argparse.ArgumentParser):
    """An argument parser whose texts are translated when they are shown."""

    _translated = False

    def _translate(self) -> None:
        if self._translated:
            return
        self._translated = True
        texts = _texts()
        self.description = texts["description"]
        self._positionals.title = texts["positionals"]
        self._optionals.title = texts["optionals"]
        for action in self._actions:
            if action.dest in texts:
                action.help = texts[action.dest]
            if action.metavar in texts:
                action.metavar = texts[action.metavar]

    def format_usage(self) -> str:
        self._translate()
        return super().format_usage()

    def format_help(self) -> str:
        self._translate()
        return super().format_help()

    def error(self, message: str):
        self.print_usage(sys.stderr)
        self.exit(2, translate("CommandLine", "%1: error: %2").replace("%1", self.prog)
                  .replace("%2", message) + "\n")


def parser() -> argparse.ArgumentParser:
    """The launcher's parser; its texts are the source texts until it shows them."""
    p = _Parser(prog="zuendstoff", formatter_class=_Formatter, add_help=False,
                exit_on_error=False)
    p.add_argument("-h", "--help", action="help", dest="help", default=argparse.SUPPRESS)
    from . import __version__
    p.add_argument("--version", action="version", version=f"zuendstoff {__version__}")
    p.add_argument("--screenshot", metavar="FILE.png")
    p.add_argument("--record", metavar="FILE")
    p.add_argument("--new", action="store_true")
    p.add_argument("game", nargs="?", metavar="FILE.zrec")
    return p


def _argument_error(err: argparse.ArgumentError) -> str:
    """argparse's own message about one argument, in the user's language where known."""
    message = err.message
    if message == "expected one argument":
        message = translate("CommandLine", "expected one argument")
    if err.argument_name is None:
        return message
    return (translate("CommandLine", "argument %1: %2").replace("%1", err.argument_name)
            .replace("%2", message))


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    p = parser()
    try:
        args, _qt_args = p.parse_known_args(argv)
    except argparse.ArgumentError as err:
        p.error(_argument_error(err))
    if args.record and not args.screenshot:
        p.error(translate("CommandLine", "--record needs --screenshot"))
    return args


def no_display() -> str | None:
    """On Linux and other X11/Wayland systems: the message to print when there is no display
    to open the window on (instead of Qt's abort and its hint about a missing library)."""
    import os

    if sys.platform in ("win32", "darwin") or os.environ.get("QT_QPA_PLATFORM"):
        return None  # (a platform the user chose, such as offscreen, is theirs to keep)
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return translate(
        "CommandLine",
        "zuendstoff: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set), so the "
        "game window cannot open.\nStart Zündstoff from a desktop session, or give it a "
        "display, for example:\n  DISPLAY=:0 zuendstoff          (a running X screen)\n"
        "  xvfb-run zuendstoff            (a virtual screen, from the package xvfb)\n"
        "Without any window: zuendstoff --screenshot board.png, or zuendstoff --self-test.")
