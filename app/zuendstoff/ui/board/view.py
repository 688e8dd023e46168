"""The view of the board: scales the scene to the window, keeps its aspect, stays crisp."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

from .. import pixmap_budget
from ..retranslate import Retranslating
from . import cursor
from .scene import BoardScene


class BoardView(Retranslating, QGraphicsView):
    """Shows a :class:`BoardScene` as large as the widget allows, with its aspect kept.

    Everything on the board is vector art drawn at the device pixel ratio, so it
    stays sharp on high-DPI screens at any size.
    Keyboard: arrow keys move a cursor from disc to disc, N / Shift+N jump to the next /
    previous highlighted disc, Enter or Space activates the disc (same as a click). For
    screen readers every disc is an accessible object (:mod:`.accessible`), focused with
    the cursor; the focused disc's sentence also goes to :attr:`described`.

    Zoom: :meth:`zoom_by` (Ctrl+wheel, Ctrl+plus, Ctrl+minus; the window's View menu) up to
    :attr:`MAX_ZOOM` times the fitted size, :meth:`fit` (Ctrl+0) back to the whole board in
    the window. Zoomed in, the board is panned by dragging the sky, with the wheel (Shift for
    sideways), and follows the keyboard cursor.
    """

    MAX_ZOOM = 4.0
    ZOOM_STEP = 1.25
    zoomChanged = Signal(float)

    # the sentence describing the focused disc (empty when no disc has the focus)
    described = Signal(str)
    # an answer to a key that asks about the board (Shift+arrow: the next disc that way;
    # R: where this disc's rockets lead), for a screen reader and the status bar
    spoken = Signal(str)

    def __init__(self, scene: BoardScene, parent=None, replay_keys: bool = False) -> None:
        super().__init__(scene, parent)
        self.replay_keys = replay_keys  # in the replay viewer: its keys are described
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing
                            | QPainter.SmoothPixmapTransform)
        self.setFrameShape(QFrame.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.DontSavePainterState, True)
        pixmap_budget.watch(self)  # its items' pictures: the pixmap cache is sized for them
        self.setBackgroundBrush(scene.backgroundBrush())
        self.setAlignment(Qt.AlignCenter)
        self.setMinimumSize(320, 240)
        self.setFocusPolicy(Qt.StrongFocus)
        scene.sceneRectChanged.connect(lambda _rect: self._fit())
        self.zoom = 1.0  # times the size that fits the view (1: the whole board)
        self._described: str | None = None  # the focused disc's sentence last told (None: none yet)
        scene.focusItemChanged.connect(self._on_focus_item)
        from .accessible import BoardAccess
        self.access = BoardAccess(self)
        self.retranslate()
        if hasattr(scene, "animationsFinished"):  # the focused disc may have changed
            scene.animationsFinished.connect(self._describe_focus)

    def retranslate(self) -> None:
        """Its description, and the focused disc's sentence said anew (the board's items
        word themselves when asked; ``BoardScene.retranslate`` repaints their marks)."""
        self.setAccessibleName(self.tr("Board"))
        self.setAccessibleDescription(self.keys_text())
        self._describe_focus()

    def keys_text(self) -> str:
        """What its keys do (the accessible description; the replay viewer's board says its
        own)."""
        if self.replay_keys:  # (the replay viewer's Left, Right, Space… step the replay)
            return self.tr(
                "Left and Right step the replay back and forward, Space plays or pauses, Home "
                "and End go to the start and the end, Page Up and Page Down by round; Up and "
                "Down move between the discs; Shift and an arrow key say the next disc that "
                "way; R says where this disc's rockets lead.")
        return self.tr(
            "Arrow keys move between the discs; Shift and an arrow key say the next disc that "
            "way; R says where this disc's rockets lead; N and Shift+N jump to the highlighted "
            "discs; Enter or Space chooses the disc.")

    def _on_focus_item(self, item, _old, reason) -> None:
        """Screen readers hear the focused disc described (never a face-down identity)."""
        self._described = None
        self._describe_focus()
        if reason != Qt.FocusReason.MouseFocusReason:
            # (a disc clicked is under the pointer already: scrolling it there between the
            # press and the release lost the click on a zoomed board)
            self.ensure_focus_visible()
        self.access.cursor_moved()

    def _describe_focus(self) -> None:
        scene = self.scene()
        item = scene.focusItem() if scene is not None else None
        describe = getattr(item, "describe", None)
        text = describe() if describe else ""
        if text != self._described:
            if self._described is not None:
                self.access.changed()  # the same disc, now looking different
            self._described = text
            self.described.emit(text)

    def described_text(self) -> str:
        """The sentence of the focused disc ('' when no disc has the cursor)."""
        return self._described or ""

    # the board got the focus without a key: the window opened or came to the front, a click
    # on the sky, a menu closed (no ring on a disc that would look like a choice made)
    NOT_BY_KEYS = (Qt.ActiveWindowFocusReason, Qt.MouseFocusReason, Qt.PopupFocusReason)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        """Arrow keys move the disc cursor; everything else as usual (Enter reaches the disc)."""
        modifiers = event.modifiers() & ~Qt.KeypadModifier
        if modifiers == Qt.NoModifier and cursor.move_focus(self.scene(), event.key()):
            event.accept()
            return
        if event.key() == cursor.JUMP_KEY and modifiers in (Qt.NoModifier, Qt.ShiftModifier):
            if not cursor.jump_focus(self.scene(), backwards=modifiers == Qt.ShiftModifier):
                self.spoken.emit(self.tr("No disc is highlighted now."))
            event.accept()
            return
        if modifiers == Qt.ShiftModifier and event.key() in cursor.ARROWS:
            self._say(self.neighbour_text(cursor.SIDES[event.key()]))
            event.accept()
            return
        if modifiers == Qt.NoModifier and event.key() == cursor.ROCKETS_KEY:
            self._say(self.rockets_text())
            event.accept()
            return
        super().keyPressEvent(event)

    # ------------------------------------------------------------ asking about the board
    def _focused(self):
        scene = self.scene()
        item = scene.focusItem() if scene is not None else None
        return item if hasattr(item, "place") else None

    def _say(self, text: str) -> None:
        if text:
            self.spoken.emit(text[:1].upper() + text[1:])

    def _next_item(self, item, side: int):
        """The disc a piece on ``item`` would reach flying towards ``side`` (R11: the next
        disc in that row or column, round the edge), or None when it is alone there."""
        scene = self.scene()
        layout = getattr(scene, "layout", None)
        if layout is None:
            return None, False
        i = layout.index.get(tuple(item.cell))
        j = layout.neighbours[i][side] if i is not None else -1
        if j is None or j < 0:
            return None, False
        other = scene.disc_items[j]
        here, there = tuple(item.cell), tuple(other.cell)
        ahead = (there[0] - here[0], there[1] - here[1])[side % 2 == 1]
        forward = (-1, 1, 1, -1)[side]
        return other, ahead * forward < 0  # (round the edge)

    def neighbour_text(self, side: int) -> str:
        """"North: Planet 7, row 1, column 4" (what a flight that way would reach)."""
        from .art import side_name
        item = self._focused()
        if item is None:
            return self.tr("No disc has the cursor: press an arrow key first.")
        other, wrapped = self._next_item(item, side)
        if other is None:
            return self.tr("%1: no other disc in this line.").replace("%1", side_name(side))
        text = self.tr("%1: %2").replace("%1", side_name(side)).replace("%2", other.label())
        if wrapped:
            text = self.tr("%1: round the edge to %2").replace("%1", side_name(side)).replace(
                "%2", other.label())
        return text

    def rockets_text(self) -> str:
        """Where each rocket of the focused disc points and which disc it leads to."""
        from .art import colour_name, side_name
        item = self._focused()
        if item is None:
            return self.tr("No disc has the cursor: press an arrow key first.")
        sides = item.rocket_sides()
        if not sides:
            return self.tr("%1: face down, its rockets are not known yet.").replace(
                "%1", item.label())
        parts = []
        for colour, towards in sides.items():
            for side in towards:
                other, _wrapped = self._next_item(item, side)
                parts.append(self.tr("%1 rocket points %2 to %3").replace("%1", colour_name(colour))
                             .replace("%2", side_name(side))
                             .replace("%3", other.label() if other is not None
                                      else self.tr("no other disc")))
        return item.label() + ": " + "; ".join(parts) + "."

    def focusInEvent(self, event) -> None:  # noqa: N802
        super().focusInEvent(event)
        if event.reason() not in self.NOT_BY_KEYS:  # the cursor shows once the keys are used:
            cursor.focus_start(self.scene())      # Tab here, or the first arrow key (or N)
        self.access.cursor_moved()  # the disc under the cursor is said after the board

    def _fit(self) -> None:
        """The whole board in the view (keeping its aspect), then the zoom on top of it,
        round the same point of the board as before."""
        scene = self.scene()
        if scene is None:
            return
        centre = self.mapToScene(self.viewport().rect().center()) if self.zoom > 1.0 else None
        self.fitInView(scene.sceneRect(), Qt.KeepAspectRatio)
        if self.zoom > 1.0:
            self.scale(self.zoom, self.zoom)
            self.centerOn(centre)
        self.setDragMode(QGraphicsView.ScrollHandDrag if self.zoom > 1.0 else QGraphicsView.NoDrag)
        self.resetCachedContent()

    def zoom_by(self, factor: float, anchor=None) -> None:
        """Zoom by ``factor`` (1.25: in a step), keeping the board point under ``anchor``
        (a viewport position; None: the middle) where it is; never smaller than the fit."""
        zoom = min(self.MAX_ZOOM, max(1.0, self.zoom * factor))
        if zoom == self.zoom:
            return
        scene = self.scene()
        pos = anchor if anchor is not None else self.viewport().rect().center()
        before = self.mapToScene(pos)
        self.zoom = zoom
        self.fitInView(scene.sceneRect(), Qt.KeepAspectRatio)
        if zoom > 1.0:
            self.scale(zoom, zoom)
            # the point that was under the anchor is under it again
            after = self.mapToScene(pos)
            centre = self.mapToScene(self.viewport().rect().center())
            self.centerOn(centre + (before - after))
        self.setDragMode(QGraphicsView.ScrollHandDrag if zoom > 1.0 else QGraphicsView.NoDrag)
        self.resetCachedContent()
        self.zoomChanged.emit(self.zoom)

    def fit(self) -> None:
        """The whole board in the view again (Ctrl+0)."""
        if self.zoom != 1.0:
            self.zoom = 1.0
            self._fit()
            self.zoomChanged.emit(self.zoom)

    def wheelEvent(self, event) -> None:  # noqa: N802
        if event.modifiers() & Qt.ControlModifier:
            steps = event.angleDelta().y() / 120.0
            if steps:
                self.zoom_by(self.ZOOM_STEP ** steps, event.position().toPoint())
            event.accept()
            return
        if self.zoom > 1.0:
            super().wheelEvent(event)  # pans the zoomed board
        else:
            event.ignore()

    def ensure_focus_visible(self) -> None:
        """Zoomed in: the disc with the keyboard cursor is scrolled into the view."""
        scene = self.scene()
        item = scene.focusItem() if scene is not None else None
        if item is not None and self.zoom > 1.0:
            self.ensureVisible(item.sceneBoundingRect(), 20, 20)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self._fit()
