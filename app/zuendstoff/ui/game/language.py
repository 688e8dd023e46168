"""Switching the language while a game is on, without losing anything that matters.

Qt's way would be to handle ``QEvent.LanguageChange`` in every widget and set every text
again. The app instead rebuilds its windows: every text is set by the same code that set
it at start, so no widget, tooltip, menu, model or scene text can be forgotten. What
matters survives because the new windows are built around the same documents:

* the game window: the same :class:`GameModel` (the game) and the same ``QUndoStack``
  (the undo history, whose command texts are described again in the new language), the
  file it was saved to, its geometry and splitter; a computer seat that was thinking
  thinks again; a person looking at their hand sees the privacy screen first (nothing
  secret is shown by a rebuild); an open rules help is opened again, the game-over
  dialog comes back by itself;
* open editors: the same layout / disc-set model and undo stack, file, read-only state
  and selection (:func:`rebuild_editor`).
"""

from __future__ import annotations

import warnings

import shiboken6
from PySide6.QtCore import QMetaMethod, QObject, QTimer
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QMainWindow

from ... import i18n


def follow_language_setting(window) -> bool:
    """After the settings changed: switch if the chosen language is not the one shown.

    The switch runs from the event loop (the settings dialog that asked for it belongs to
    the window being replaced). Returns whether a switch is coming.
    """
    code = i18n.resolve(window.settings.language)
    if code == i18n.current():
        return False
    QTimer.singleShot(0, lambda: switch_language(window, code))
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
    """Install ``code`` and rebuild ``window`` (a MainWindow) and its editors.

    Returns the new main window (the old one is gone afterwards).
    """
    from .window import MainWindow

    if not shiboken6.isValid(window):
        return None
    i18n.install(code)
    retranslate_undo_texts(window.stack)
    editors = [w for w in window.findChildren(QMainWindow) if w is not window
               and w.parent() is window]
    rules_open = _visible(getattr(window, "rules_dialog", None))
    visible = window.isVisible()
    window.runner.shutdown()
    _disconnect_all(window.model, window.stack)  # the old window's slots and lambdas
    new = MainWindow(settings=window.settings, model=window.model, stack=window.stack,
                     bot_delay_ms=window.runner.delay_ms, bot_seed=window.flow.bot_seed)
    new.files.path = window.files.path
    new.flow.take_table_from(window.flow)  # a table moment stays, said in the new language
    new.phones.take_over(window.phones)  # the phones stay connected, with their codes
    new.restoreGeometry(window.saveGeometry())
    if not (window.isMaximized() or window.isFullScreen()):
        new.resize(window.size())
    new.splitter.restoreState(window.splitter.saveState())
    if visible:
        new.show()  # before the old one closes: the app must not see its last window go
    for editor in editors:
        rebuild_editor(editor, new)
    if rules_open:
        new.show_rules()
    window.close()  # stops its computer player, saves geometry like any close
    shiboken6.delete(window)  # now: its flow must not react to the game any more
    return new


def rebuild_editor(editor, parent):
    """A new editor window of the same kind around ``editor``'s document and undo stack."""
    cls = type(editor)
    retranslate_undo_texts(editor.stack)
    _disconnect_all(editor.model, editor.stack)
    new = cls(parent, model=editor.model, stack=editor.stack)
    if hasattr(new, "take_state_from"):
        new.take_state_from(editor)
    new.restoreGeometry(editor.saveGeometry())
    if hasattr(new, "playRequested") and hasattr(parent, "new_game_with_layout"):
        new.playRequested.connect(parent.new_game_with_layout)
    if editor.isVisible():
        new.show()
    editor.hide()
    shiboken6.delete(editor)
    return new


def _disconnect_all(*objects: QObject) -> None:
    """Cut every connection from the signals of ``objects`` (their own, not QObject's).

    The documents outlive the window being replaced; its slots and lambdas must not be
    called any more (the new window connects afresh).
    """
    first = QObject.staticMetaObject.methodCount()
    for obj in objects:
        meta = obj.metaObject()
        for i in range(first, meta.methodCount()):
            method = meta.method(i)
            if method.methodType() != QMetaMethod.MethodType.Signal:
                continue
            signal = getattr(obj, bytes(method.name().data()).decode(), None)
            if signal is None:
                continue
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                try:
                    signal.disconnect()
                except (RuntimeError, TypeError):
                    pass  # nothing connected


def _visible(widget) -> bool:
    return widget is not None and shiboken6.isValid(widget) and widget.isVisible()
