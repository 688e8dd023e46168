"""Keyboard shortcuts that differ between the systems.

Qt writes the Command key of macOS as ``Ctrl`` (and the Control key as ``Meta``), so a
shortcut written ``Ctrl+H`` is Cmd+H there, which macOS keeps for itself ("Hide"). The
game's own shortcuts come from here, per system:

- History: Ctrl+H on Linux and Windows; Cmd+Y on macOS (the browsers' History key there).
- Redo: Ctrl+Shift+Z everywhere, plus Ctrl+Y on Linux and Windows (macOS: Cmd+Y is History).
- Quit: Ctrl+Q everywhere (Cmd+Q on macOS). Qt's standard Quit key has no binding on
  Windows, where Alt+F4 closes the window as well.
"""

from __future__ import annotations

import sys

#: the system the shortcuts are for (the tests build the menus of another system)
PLATFORM = sys.platform

#: Cmd-key shortcuts macOS takes for itself (written as Qt writes them there)
MACOS_RESERVED = frozenset({
    "Ctrl+H",  # Hide the app
    "Ctrl+Alt+H",  # Hide others
    "Ctrl+M",  # Minimise
    "Ctrl+Tab", "Ctrl+Shift+Tab",  # switch apps
    "Ctrl+`",  # switch windows
    "Ctrl+Space", "Ctrl+Alt+Space",  # Spotlight
    "Ctrl+Alt+D",  # show or hide the Dock
    "Ctrl+Alt+Esc",  # Force Quit
    "Ctrl+Shift+3", "Ctrl+Shift+4", "Ctrl+Shift+5",  # screenshots
    "Ctrl+Meta+Q",  # lock the screen
    "Ctrl+Meta+F",  # full screen
})


def _mac() -> bool:
    return PLATFORM == "darwin"


def history() -> str:
    return "Ctrl+Y" if _mac() else "Ctrl+H"


def redo() -> list[str]:
    return ["Ctrl+Shift+Z"] if _mac() else ["Ctrl+Shift+Z", "Ctrl+Y"]


def quit_key() -> str:
    return "Ctrl+Q"
