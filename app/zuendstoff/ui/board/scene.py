"""The board: a QGraphicsScene that follows a :class:`GameModel` (it never changes the game).

On ``changed`` it compares what it shows with the model's game and animates
the difference; on ``gameReplaced`` it rebuilds. A change that arrives while
an animation runs first finishes that animation at once, so the board never
shows a wrong state.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsScene

from ...document.names import grid_place
from ...engine.layout import SUN_KIND
from . import art
from .art import MARGIN, PITCH
from .disc_item import DiscItem
from .items import ChipToken, GapItem, PieceItem, SeatPanelItem
from .shown import Shown, cell_centre, piece_position

_PIECE_INDEX = {"black": 0, "white": 1, "purple": 2, "orange": 3, "green": 4}


class BoardScene(QGraphicsScene):
    # (row, col) of a disc the user clicked or activated with the keyboard
    discClicked = Signal(tuple)
    # the board has caught up with the model (also sent when nothing needed animating)
    animationsFinished = Signal()

    def __init__(self, model, parent=None) -> None:
        super().__init__(parent)
        self._model = model
        self._speed = 1.0
        self._highlights: dict[str, set[tuple[int, int]]] = {r: set() for r in art.HIGHLIGHT_ROLES}
        self._group = None
        self._target: Shown | None = None
        self._shown: Shown | None = None
        self.disc_items: list[DiscItem] = []
        self.piece_items: list[PieceItem] = []
        self.gap_items: list[GapItem] = []
        self.panel: SeatPanelItem | None = None
        self.preview_item = None  # the hand's card preview (ui/board/preview_item.py)
        self._flashes: list = []  # rings round the discs of a forced move, for a moment
        self.clock = None  # the window's clock (ui/clock.py; None: the app's)
        self._tokens: list[ChipToken] = []  # chips in flight, only while animating
        self._stars: dict[tuple[float, int], QPolygonF] = {}
        model.gameReplaced.connect(self._rebuild)
        model.changed.connect(self._on_changed)
        self._rebuild()

    # ------------------------------------------------------------ interface
    def retranslate(self) -> None:
        """The language changed: the items word themselves when asked (``describe``) and
        paint their words ("STOP", the chips' heading, the rockets' colour letters) when
        drawn, so every item is drawn again (its cached picture is dropped)."""
        for item in self.items():
            item.update()

    def set_highlight(self, cells: list[tuple[int, int]], role: str = "path") -> None:
        """Mark ``cells`` in ``role`` ("path", "choice" or "target"); [] clears that role."""
        if role not in self._highlights:
            raise ValueError(f"unknown highlight role {role!r}")
        self._highlights[role] = {tuple(c) for c in cells}
        if self._shown is not None:
            self._mark(self._shown)

    def set_preview(self, preview) -> None:
        """Draw a card's preview (:class:`~zuendstoff.engine.preview.CardPreview`), or none."""
        if self.preview_item is not None:
            self.preview_item.set_preview(preview)

    def flash(self, cells, ms: int = 2000) -> None:
        """Ring ``cells`` for ``ms`` milliseconds of the clock (a forced move made for a
        person)."""
        from PySide6.QtWidgets import QGraphicsEllipseItem

        from ..clock import app_clock
        clock = self.clock or app_clock()
        r = art.DISC_R + 22
        for cell in cells:
            if tuple(cell) not in self.layout.index:
                continue
            ring = QGraphicsEllipseItem(-r, -r, 2 * r, 2 * r)
            ring.setPen(QPen(QColor("#ffffff"), 12))
            ring.setZValue(2.6)
            # a mark only: a click on the ringed disc (or a neighbour under the ring's edge)
            # goes to the disc, as it does without the ring
            ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            ring.setAcceptHoverEvents(False)
            ring.setPos(cell_centre(tuple(cell)))
            self.addItem(ring)
            self._flashes.append(ring)
            clock.later(ms, self, lambda ring=ring: self._unflash(ring))

    def flashing(self) -> list:
        """The cells ringed now."""
        return [ring.pos() for ring in self._flashes]

    def _unflash(self, ring) -> None:
        if ring in self._flashes:
            self._flashes.remove(ring)
            self.removeItem(ring)

    def shown_preview(self):
        """The card preview drawn now (None when none is)."""
        item = self.preview_item
        return item.preview if item is not None and item.isVisible() else None

    def highlighted(self, role: str = "path") -> set[tuple[int, int]]:
        return set(self._highlights[role])

    def set_animation_speed(self, factor: float) -> None:
        """1.0 normal, 2.0 twice as fast, 0 no animation (everything jumps to its final state)."""
        self._speed = max(0.0, float(factor))
        if self._speed == 0.0 and self.is_animating():
            self._finish()
            self.animationsFinished.emit()

    def animation_speed(self) -> float:
        return self._speed

    def is_animating(self) -> bool:
        return self._group is not None

    def settle(self) -> None:
        """Jump a running animation to its end: the board shows the model's state now."""
        if self.is_animating():
            self._finish()
            self.animationsFinished.emit()

    def sync(self) -> None:
        """Bring every item to the model's state at once, without animation."""
        self._stop_group()
        self._apply(Shown.of(self._model.game))

    def add_chip_token(self, colour: int, at: QPointF) -> ChipToken:
        """A chip that flies to its seat during an animation (removed when the board settles)."""
        token = ChipToken(colour)
        token.setPos(at)
        self.addItem(token)
        self._tokens.append(token)
        return token

    def disc_item(self, cell: tuple[int, int]) -> DiscItem:
        return self.disc_items[self.layout.index[tuple(cell)]]

    def board_rect(self) -> QRectF:
        return QRectF(MARGIN, MARGIN, self.layout.cols * PITCH, self.layout.rows * PITCH)

    # ------------------------------------------------------------ building
    def _rebuild(self) -> None:
        self._stop_group()
        self.clear()
        self._flashes = []
        game = self._model.game
        self.layout, self.discs = game.layout, game.discs
        self.disc_items, self.piece_items, self.gap_items, self._tokens = [], [], [], []
        for i, cell in enumerate(self.layout.cells):
            is_sun = self.layout.kinds[i] == SUN_KIND
            item = DiscItem(cell, is_sun, self.discs.sun if is_sun else None)
            item.place = grid_place(self.layout, cell)
            item.setPos(cell_centre(cell))
            self.addItem(item)
            item.marks.setPos(item.pos())
            self.addItem(item.marks)
            self.disc_items.append(item)
        for r in range(self.layout.rows):
            for c in range(self.layout.cols):
                if (r, c) not in self.layout.index:
                    gap = GapItem((r, c))
                    gap.setPos(cell_centre((r, c)))
                    self.addItem(gap)
                    self.gap_items.append(gap)
        for seat, player in enumerate(game.players):
            piece = PieceItem(seat, _PIECE_INDEX[player.piece], player.name)
            self.addItem(piece)
            self.piece_items.append(piece)
        from .preview_item import PreviewItem
        self.preview_item = PreviewItem(self.layout)
        self.addItem(self.preview_item)
        self.panel = SeatPanelItem([(p.name, _PIECE_INDEX[p.piece]) for p in game.players])
        board = self.board_rect()
        self.panel.setPos(board.right() + 50, board.top())
        self.addItem(self.panel)
        height = max(board.height(), self.panel.boundingRect().height())
        self.setSceneRect(0, 0, board.right() + 50 + art.PANEL_W + MARGIN,
                          height + 2 * MARGIN)
        self._make_stars()
        self._apply(Shown.of(game))

    def _make_stars(self) -> None:
        rng = random.Random(1995)
        rect = self.sceneRect()
        n = int(rect.width() * rect.height() / 6000)
        stars: dict[tuple[float, int], list[QPointF]] = {}
        for _ in range(n):  # grouped by size and brightness: one drawPoints call per group
            key = (rng.choice((1.6, 2.0, 2.6, 3.6, 4.8)), rng.choice((80, 130, 180, 230)))
            stars.setdefault(key, []).append(QPointF(rng.uniform(0, rect.width()),
                                                     rng.uniform(0, rect.height())))
        self._stars = {key: QPolygonF(points) for key, points in stars.items()}

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        scene = self.sceneRect()
        g = QLinearGradient(scene.topLeft(), scene.bottomRight())
        g.setColorAt(0.0, art.SPACE_TOP)
        g.setColorAt(1.0, art.SPACE_BOTTOM)
        painter.fillRect(rect, g)
        painter.setRenderHint(QPainter.Antialiasing, True)
        for (size, alpha), points in self._stars.items():
            pen = QPen(QColor(255, 255, 255, alpha), size)
            pen.setCapStyle(Qt.RoundCap)
            painter.setPen(pen)
            painter.drawPoints(points)

    # ---------------------------------------------------------- following
    def _on_changed(self) -> None:
        if self._model.game.layout is not self.layout or len(self._model.game.players) != len(
                self.piece_items):
            self._rebuild()  # a different game arrived without gameReplaced
            self.animationsFinished.emit()
            return
        if self.is_animating():
            self._finish()
        new = Shown.of(self._model.game)
        old = self._shown
        group = None
        if self._speed > 0.0 and old is not None and old != new:
            from . import animation  # imported on first use: starting the app stays quick

            group = animation.plan(self, old, new, self._speed)
        if group is None:
            self._apply(new)
            self.animationsFinished.emit()
            return
        self._target = new
        self._group = group
        group.finished.connect(self._on_group_finished)
        group.start()

    def _on_group_finished(self) -> None:
        group, self._group = self._group, None
        if group is None:
            return
        group.deleteLater()
        self._apply(self._target)
        self.animationsFinished.emit()

    def _finish(self) -> None:
        """Cut the running animation short and show its final state."""
        if self._group is not None:
            target = self._target
            self._stop_group()
            self._apply(target)

    def _stop_group(self) -> None:
        group, self._group = self._group, None
        if group is not None:
            group.finished.disconnect(self._on_group_finished)
            group.stop()
            group.deleteLater()

    def _apply(self, shown: Shown) -> None:
        """Put every item into the state ``shown`` at once."""
        self._shown = shown
        for token in self._tokens:
            self.removeItem(token)
        self._tokens.clear()
        for i, item in enumerate(self.disc_items):
            if item.is_sun:
                item.angle = shown.sun_rotation * 90.0
            else:
                number = shown.faces[i]
                item.set_planet(self.discs.planet(number) if number else None)
                item.angle = shown.rotations[i] * 90.0
            item.flip = 1.0
        for seat, piece in enumerate(self.piece_items):
            piece.setOpacity(1.0)
            piece.setPos(piece_position(shown, self.layout, self.discs, seat))
            piece.set_active(seat == shown.active)
        self.panel.set_state(list(shown.chips), shown.active, shown.winners)
        self._mark(shown)

    def _mark(self, shown: Shown) -> None:
        names = [p.player for p in self.piece_items]
        for i, item in enumerate(self.disc_items):
            cell = self.layout.cells[i]
            roles = {r for r, cells in self._highlights.items() if cell in cells}
            item.set_marks(bool(shown.stop_mask >> i & 1), roles,
                           [names[s] for s in shown.occupants(i)])
