"""Return and keypad Enter press the focused button, as Space does (issue: "Heard and pressed").

Qt's push buttons take Enter only inside dialogs (as their default button) and tool buttons
never; players who press Enter on a focused button (the compass rose, the decision bar,
Continue) expect it to act. :func:`press_on_enter`, called by the application's one event
filter (:mod:`.app_events`), makes every focused, enabled push or tool button act on
Return/Enter the way it acts on Space. Check boxes and radio
buttons inside a dialog keep the platform's way (Enter there accepts the dialog).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QDialog, QRadioButton

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def press_on_enter(watched: QObject, event: QEvent) -> bool:
    """A key press (``event``) for ``watched``: True if it was Return/Enter on a focused
    button and the button was pressed (the event is then used up)."""
    if event.key() not in ENTER_KEYS:
        return False
    if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier != Qt.KeyboardModifier.NoModifier:
        return False
    if not isinstance(watched, QAbstractButton) or not watched.hasFocus() \
            or not watched.isEnabled() or not watched.isVisible():
        return False
    if isinstance(watched, (QCheckBox, QRadioButton)) and isinstance(watched.window(), QDialog):
        return False
    if event.isAutoRepeat():
        return True  # held down: pressed once
    watched.animateClick()
    return True
