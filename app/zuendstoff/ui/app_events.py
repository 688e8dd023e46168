"""The application's one event filter: every event of the app passes a Python filter, so
the app keeps a single one (each costs about 1.3 µs per event) and hands the few events it
cares about to their modules: Return/Enter on a focused button (:mod:`.keys`) and a combo
box being shown or retranslated (:mod:`.combo_labels`)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QComboBox

from . import combo_labels, keys

_KEY_PRESS = QEvent.Type.KeyPress
_SHOW = QEvent.Type.Show
_LANGUAGE = QEvent.Type.LanguageChange


class AppEvents(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind == _KEY_PRESS:
            return keys.press_on_enter(watched, event)
        if (kind == _SHOW or kind == _LANGUAGE) and isinstance(watched, QComboBox):
            # (a combo box hears of a language change after its owner, which named it anew)
            combo_labels.ensure_label(watched)
        return False


def install() -> None:
    """Install the filter on the application (once)."""
    app = QApplication.instance()
    if app is None or app.property("zuendstoffAppEvents"):
        return
    app.setProperty("zuendstoffAppEvents", True)
    app.installEventFilter(AppEvents(app))
