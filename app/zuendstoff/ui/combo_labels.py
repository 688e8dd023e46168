"""Combo boxes say what they are for, also through AT-SPI (Linux).

On Linux, Qt reports a combo box's *current value* as its accessible name ("black, combo
box") and expects a label to say what it is for (the AT-SPI *labelled-by* relation, made
from a QLabel whose buddy is the combo box). Our combo boxes carry their purpose as their
accessible name ("Piece of player 1"); :func:`ensure_label`, called by the application's one
event filter (:mod:`.app_events`) when a combo box is shown (and again after a language
change, when its owner has named it anew), gives every combo box that has
one, and no label of its own, a hidden label with that text as its buddy,
so a screen reader says "Piece of player 1, combo box, black".

A closed combo box whose value the arrow keys change says the new value (an announcement of
its window), since Orca does not.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel

LABEL_NAME = "comboPurpose"
_DIRECT = Qt.FindChildOption.FindDirectChildrenOnly  # a label is its combo box's sibling


def label_of(combo: QComboBox) -> QLabel | None:
    """The label (visible or our hidden one) whose buddy is ``combo``, if any."""
    parent = combo.parentWidget()
    if parent is None:
        return None
    for label in parent.findChildren(QLabel, options=_DIRECT):
        if label.buddy() is combo:
            return label
    return None


def announcer_for(widget):
    """The announcer of ``widget``'s window (the game window's own, or one made for a
    dialog the first time it has something to say)."""
    from .announce import Announcer
    window = widget.window()
    found = window.findChild(Announcer)
    return found if found is not None and found.widget is window else Announcer(window)


def _say_value(combo: QComboBox) -> None:
    """A closed combo box changed by the keys says its new value: Orca reads a closed combo
    box's new value on some desktops only (not at all in Debian's Orca 43)."""
    try:
        if combo.hasFocus() and not combo.view().isVisible() and combo.currentText():
            announcer_for(combo).say(combo.currentText())
    except RuntimeError:  # closing
        pass


def ensure_label(combo: QComboBox) -> None:
    if not combo.property("zuendstoffSaysValue"):
        combo.setProperty("zuendstoffSaysValue", True)
        combo.currentIndexChanged.connect(lambda _i, c=combo: _say_value(c))
    name = combo.accessibleName()
    parent = combo.parentWidget()
    if not name or parent is None:
        return
    for stale in parent.findChildren(QLabel, LABEL_NAME, _DIRECT):
        if stale.buddy() is None:
            stale.deleteLater()  # its combo box is gone (the decision bar's come and go)
    label = label_of(combo)
    if label is None:
        label = QLabel(name, parent)
        label.setObjectName(LABEL_NAME)
        label.setBuddy(combo)
        label.hide()  # seen only by screen readers, as the combo box's label
        combo.destroyed.connect(label.deleteLater)  # it goes with its combo box
    elif label.objectName() == LABEL_NAME and label.text() != name:
        label.setText(name)
