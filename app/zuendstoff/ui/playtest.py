"""The playtest window's entry point for the layout editor's Board menu (Playtest…): see
:mod:`.editor.playtest_window`."""

from __future__ import annotations

from .editor.playtest_window import PlaytestWindow, open_playtest

__all__ = ["PlaytestWindow", "open_playtest"]
