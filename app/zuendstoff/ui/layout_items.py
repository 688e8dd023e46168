"""Emptying a layout without leaving its items behind.

``QLayout.takeAt`` hands the taken item to the caller, who must delete it. PySide does not
take that over: the Python object it returns owns nothing (``shiboken6.ownedByPython`` is
False), so an item taken and dropped stays in memory for the rest of the session. A strip
that is filled anew at every move (the revealed cards, a seat's decision buttons) lost one
item for each of its widgets, spacings and stretches every time: about 600 items, some
60 KB, in every game of a long evening (issue 41; found with heaptrack, see
docs/benchmarks.md, "A long evening").
"""

from __future__ import annotations

import shiboken6
from PySide6.QtWidgets import QLayout


def empty(box: QLayout, *, delete_widgets: bool = True) -> None:
    """Take every item out of ``box`` and delete it: a widget's item (the widget too, later,
    if ``delete_widgets``), a spacing or stretch, and a layout inside it (later, with the
    items it holds; their widgets are left to the caller)."""
    while box.count():
        item = box.takeAt(0)
        inner = item.layout()
        if inner is not None:
            inner.deleteLater()  # (a layout deletes its own items)
            continue
        widget = item.widget()
        if widget is not None and delete_widgets:
            widget.deleteLater()
        shiboken6.delete(item)
