"""The layout editor's view of its grid: it fits the grid when a layout is opened, then keeps
every cell where it is while the designer edits (the grid only grows at its edges), scrolls a
grid larger than the window, and zooms (issue 36: a steady grid)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsView

from .. import pixmap_budget
from .layout_scene import LayoutScene


class LayoutView(QGraphicsView):
    """The grid, steady while it is edited: cells never move in the view.

    The view's own scene rectangle is the grid united with what the view shows, so growing
    the grid only widens the scroll range (a grid larger than the view scrolls) and never
    re-centres or rescales it. Only opening a document, "Fit to window" and resizing the
    window before the first edit fit the grid into the view.

    A fit fills the view's inside without scroll bars (a fitted grid needs none) and turns
    them off, and scroll bars coming or going never fit again (only the view's own size
    changing does): the fit and the bars cannot resize each other in a loop, and a placement
    that brings the bars in (the grid grew at its edge) moves no cell, even before the first
    edit has ended the fitting on resize.
    """

    def __init__(self, scene: LayoutScene) -> None:
        super().__init__(scene)
        self.setRenderHint(QPainter.Antialiasing)
        self.setDragMode(QGraphicsView.RubberBandDrag)
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheBackground)  # the grid; redrawn when it changes
        pixmap_budget.watch(self)  # the slots' pictures: the pixmap cache is sized for them
        self.setFocusPolicy(Qt.StrongFocus)
        self.setAcceptDrops(True)
        self.setTransformationAnchor(QGraphicsView.NoAnchor)
        self.setResizeAnchor(QGraphicsView.NoAnchor)
        # fit on resizing until the first edit or zoom (the window coming up)
        self._auto_fit = True
        self._fitting = False
        self._fitted_room = QSize()  # the view's inside (bars or not) at the last fit
        scene.sceneRectChanged.connect(lambda _r: self.keep_steady())
        scene.model.changed.connect(self._edited)

    def _edited(self) -> None:
        self._auto_fit = False

    def visible_rect(self):
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def keep_steady(self) -> None:
        """Widen the view's scene rectangle to the grid and what is shown, so that nothing
        shown moves (the scroll bars' values keep their meaning)."""
        self.setSceneRect(self.scene().sceneRect().united(self.visible_rect()).united(self.sceneRect()))
        self._update_bars()

    def _update_bars(self) -> None:
        """Scroll bars only while part of the grid is out of sight, each on its own: a grid
        only too wide gets only the horizontal bar (they come in at the right and the bottom,
        so no cell moves)."""
        grid = self.scene().sceneRect()
        seen = self.visible_rect().adjusted(-1, -1, 1, 1)
        wide = grid.left() < seen.left() or grid.right() > seen.right()
        tall = grid.top() < seen.top() or grid.bottom() > seen.bottom()
        self._set_bars(Qt.ScrollBarAsNeeded if wide else Qt.ScrollBarAlwaysOff,
                       Qt.ScrollBarAsNeeded if tall else Qt.ScrollBarAlwaysOff)

    def _set_bars(self, policy, vertical=None) -> None:
        vertical = policy if vertical is None else vertical
        if self.horizontalScrollBarPolicy() != policy:
            self.setHorizontalScrollBarPolicy(policy)
        if self.verticalScrollBarPolicy() != vertical:
            self.setVerticalScrollBarPolicy(vertical)

    def room(self) -> QSize:
        """The view's inside as if it had no scroll bars: what a fit fills."""
        return self.contentsRect().size()

    def fit(self) -> None:
        rect = self.scene().sceneRect()
        if rect.isEmpty():
            return
        self._fitting = True  # (the bars going off resize the viewport: not a new fit)
        try:
            self._set_bars(Qt.ScrollBarAlwaysOff)  # all of the grid is shown: no bars
            self.resetTransform()
            self.setSceneRect(rect)
            room = self._fitted_room = self.room()
            vw, vh = max(1, room.width() - 4), max(1, room.height() - 4)
            scale = min(1.25, vw / rect.width(), vh / rect.height())
            self.scale(scale, scale)
            self.centerOn(rect.center())
            self.setSceneRect(rect.united(self.visible_rect()))
        finally:
            self._fitting = False

    def zoom(self, factor: float) -> None:
        self._auto_fit = False
        centre = self.visible_rect().center()
        self.scale(factor, factor)
        self.setSceneRect(self.scene().sceneRect().united(self.sceneRect()))
        self.centerOn(centre)
        self.keep_steady()

    def zoom_fit(self) -> None:
        self._auto_fit = True
        self.fit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._fitting:
            return
        if self._auto_fit and self.room() != self._fitted_room:
            self.fit()  # the view's own size changed (the window coming up or resized)
        else:  # edited or zoomed, or only the scroll bars came or went: nothing moves
            self.keep_steady()
