"""How much memory Qt's pixmap cache may hold: what the boards on screen need.

The board's items keep their pictures in Qt's ``QPixmapCache``
(``QGraphicsItem.DeviceCoordinateCache``): a frame copies them instead of painting the vector
art again. A picture painted anew (a disc turned, a mark added, the window resized) goes into
the cache under a new key, and the old one stays there until the cache is full. With Qt's
fixed limit of 10 MB that has two costs:

* in a small window, a long evening fills 10 MB with pictures nobody will show again
  (``benchmarks/long_evening.py`` saw the cache's growth as most of its memory growth);
* on a large screen, the pictures of a board that fills it need more than 10 MB (a 3840×2160
  window's board about 20 MB), so every frame paints the whole board again.

So the limit follows the views that show cached items: one and a half times the device pixels
of every shown view (4 bytes each; items overlap: discs, their marks, the pieces), plus 1 MB for
what the style and the icons keep there, and never less than :data:`FLOOR_KB`. It is worked
out again whenever a watched view is shown, resized, hidden or deleted.
"""

from __future__ import annotations

import weakref

import shiboken6
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QPixmapCache
from PySide6.QtWidgets import QApplication

FLOOR_KB = 2048        # never below this (a board in a small window, and the style's pictures)
OTHERS_KB = 1024       # what the style and icons keep in the cache besides the boards
OVERLAP = 1.5          # cached items overlap: a disc, its marks, the pieces on it
_EVENTS = (QEvent.Show, QEvent.Hide, QEvent.Resize, QEvent.Destroy)


def needed_kb(views) -> int:
    """The limit for ``views`` (each shown one counts with its viewport's device pixels)."""
    pixels = 0.0
    for view in views:
        port = view.viewport()
        if not view.isVisible() or port is None:
            continue
        ratio = port.devicePixelRatioF()
        pixels += port.width() * port.height() * ratio * ratio
    return max(FLOOR_KB, OTHERS_KB + round(pixels * 4 * OVERLAP / 1024))


class _Budget(QObject):
    """Watches the views and sets the cache's limit (one per application)."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._views: weakref.WeakSet = weakref.WeakSet()

    def watch(self, view) -> None:
        self._views.add(view)
        view.installEventFilter(self)
        self.update()

    def views(self) -> list:
        return [v for v in list(self._views) if shiboken6.isValid(v)]

    def update(self) -> None:
        QPixmapCache.setCacheLimit(needed_kb(self.views()))

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if event.type() in _EVENTS:
            if event.type() == QEvent.Destroy:
                self._views.discard(watched)
            self.update()
        return False


def watch(view) -> None:
    """Count ``view`` (a ``QGraphicsView`` whose items cache their pictures) in the limit."""
    app = QApplication.instance()
    budget = app.findChild(_Budget, "pixmap-budget")
    if budget is None:
        budget = _Budget(app)
        budget.setObjectName("pixmap-budget")
    budget.watch(view)
