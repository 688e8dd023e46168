"""Tool buttons that are one choice among several: a screen reader gets radio buttons.

A checkable ``QToolButton`` is exposed by Qt as a check box, so the editors' tools (select,
sun, Earth, planet slot, eraser, path preview; one at a time, an exclusive ``QActionGroup``)
were read as six check boxes. :class:`RadioToolButton` shows its action like any tool
button and is exposed with the role RadioButton, checkable, checked when its tool is the
chosen one, its action's text as its name, and "Press" choosing the tool.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleActionInterface
from PySide6.QtWidgets import QAccessibleWidget, QToolButton

from .. import accessible_factory


class RadioToolButton(QToolButton):
    """A tool button for one action of an exclusive group (a radio button to a screen reader)."""

    def __init__(self, action, parent=None) -> None:
        _install()
        super().__init__(parent)
        self.setDefaultAction(action)


class RadioToolAccessible(QAccessibleWidget):
    def __init__(self, button: RadioToolButton) -> None:
        super().__init__(button, QAccessible.Role.RadioButton)
        self.button = button

    def role(self):
        return QAccessible.Role.RadioButton

    def text(self, kind):
        try:
            act = self.button.defaultAction()
            if kind == QAccessible.Text.Name:
                return (self.button.accessibleName() or (act.text() if act else "")).replace("&", "")
            if kind == QAccessible.Text.Description:
                return act.toolTip() if act else ""
        except RuntimeError:  # the window is being closed
            return ""
        return super().text(kind)

    def state(self):
        st = super().state()
        try:
            st.checkable = True
            st.checked = self.button.isChecked()
        except RuntimeError:
            pass
        return st

    def actionNames(self):  # noqa: N802 - Qt's name
        return [QAccessibleActionInterface.pressAction()]

    def doAction(self, name):  # noqa: N802
        if name == QAccessibleActionInterface.pressAction():
            self.button.click()


def _make(obj: QObject):
    return RadioToolAccessible(obj) if isinstance(obj, RadioToolButton) else None


def _install() -> None:
    accessible_factory.register(_make)
