"""Switching the language while a game is on: every window retranslates in place.

Qt's way (STYLE §4): :func:`zuendstoff.i18n.install` makes Qt send ``QEvent.LanguageChange``
to every window, and each widget sets its texts again in its ``retranslate()`` (the one
place that sets them, also called when it is made; :mod:`zuendstoff.ui.retranslate`). No
window is rebuilt, so nothing has to be carried across: the game, its undo history, the
file and its change stamp, a table moment, the phones and a decision one of them sent, the
hand-over to later starts, open editors, the replay viewer and the guided game all simply
stay. What is not a widget is told by the window that owns it (``MainWindow.retranslate``):
menus, the board's items, the players table, the log, the undo texts, the status line.
"""

from __future__ import annotations

from PySide6.QtGui import QUndoStack

from ... import i18n
from ..retranslate import deliver_language_change


def follow_language_setting(window) -> bool:
    """After the settings changed: switch if the chosen language is not the one shown.
    Returns whether it switched."""
    code = i18n.resolve(window.settings.language)
    if code == i18n.current():
        return False
    switch_language(window, code)
    return True


def retranslate_undo_texts(stack: QUndoStack) -> None:
    """Describe every command of ``stack`` again in the installed language."""
    for i in range(stack.count()):
        command = stack.command(i)
        make = getattr(command, "_make_text", None)  # i18n.set_text
        if make is not None:
            command.setText(make())
        elif hasattr(command, "retranslate"):
            command.retranslate()


def switch_language(window, code: str):
    """Install ``code``; every window (``window`` among them) retranslates in place at once.

    Returns ``window``, the same window as before."""
    i18n.install(code)
    deliver_language_change()
    return window
