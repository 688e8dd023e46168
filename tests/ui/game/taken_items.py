"""Layout items taken out of the strips that are filled anew at every move and never deleted
(issue 41: ``QLayout.takeAt`` leaves the taken item to the caller, and PySide does not delete
it)."""

from __future__ import annotations

import shiboken6


class TakenItems:
    """Watches the layouts filled anew at every move (the revealed cards' strip, the decision
    bar): every item seen in them is noted after each change of the game, and an item that
    has left its layout but is still alive (not deleted) is one kept for good -- a taken
    ``QLayoutItem`` is no Python object, so only its wrapper, kept here, can tell.
    Only plain items are noted (a widget's, a spacing, a stretch), not layouts."""

    def __init__(self, window) -> None:
        self.boxes = [window.reveal.box, window.bar.box]
        self.seen: dict[int, object] = {}
        window.model.changed.connect(self.note)
        window.model.gameReplaced.connect(self.note)

    def current(self) -> list:
        items = []
        for box in self.boxes:
            items += [box.itemAt(i) for i in range(box.count())]
        return items

    def note(self) -> None:
        for item in self.current():
            if item.layout() is None:
                self.seen[id(item)] = item

    def kept(self) -> int:
        now = {id(item) for item in self.current()}
        return sum(shiboken6.isValid(item) and key not in now for key, item in self.seen.items())
