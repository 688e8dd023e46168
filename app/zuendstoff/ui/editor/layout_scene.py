"""The layout editor's scene: a steady grid that grows at its edges as discs reach them.

Items follow the :class:`LayoutModel`'s signals; every gesture (click with a tool, drag,
drop from the palette, keyboard) becomes an undo command pushed on the window's stack.
How far the grid reaches is worked out by :mod:`.grid_region`, the grid and its rulers
are painted by :mod:`.grid_painting`, and a path preview's arrows and marks are worked
out by :mod:`.path_drawing` (their names used elsewhere are re-exported here).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QUndoStack
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from ...document.layout_commands import MoveDiscs, NudgeDiscs, PlaceDisc, RemoveDiscs
from ...document.layout_model import Cell, LayoutModel
from ...engine.constants import MAX_SLOTS
from .. import palette
from .grid_painting import GRID_FILL, GRID_LINE, RULER, RULER_TEXT, paint_grid
from .grid_region import MIN_COLS, MIN_ROWS, grown_region, opening_region, region_rect
from .layout_items import CELL, DiscItem, PathOverlay, cell_centre, cell_origin
from .path_drawing import preview_geometry

__all__ = ["CELL", "GRID_FILL", "GRID_LINE", "KIND_MIME", "MIN_COLS", "MIN_ROWS", "RULER", "RULER_TEXT",
           "TOOLS", "LayoutScene", "extra_slots", "preview_geometry"]

KIND_MIME = "application/x-zuendstoff-layout-kind"
TOOLS = ("select", "sun", "earth", "planet", "erase", "path")
CURSOR = QColor("#0a84ff")


def extra_slots(model: LayoutModel) -> list[Cell]:
    """The planet slots that are too many (R8): those after the first MAX_SLOTS in the order
    the planets are dealt (row by row, left to right), which no planet would reach."""
    slots = [(r, c) for r, c, k in model.cells() if k == "planet"]
    return slots[MAX_SLOTS:]


class LayoutScene(QGraphicsScene):
    # the path tool picked a disc (model cell)
    startPicked = Signal(object)
    # a gesture was refused: a function that says why, in the installed language (the status
    # bar says it again after a language switch)
    refused = Signal(object)
    # the keyboard cursor moved
    cursorMoved = Signal(object)

    def __init__(self, model: LayoutModel, stack: QUndoStack, parent=None) -> None:
        super().__init__(parent)
        self.model, self.stack = model, stack
        self.items_by_cell: dict[Cell, DiscItem] = {}
        self.tool = "select"
        self.editable = True
        self.cursor: Cell = (0, 0)
        # no cell yet: the first _update_region() always sets the scene to the grid (an empty
        # layout's grid is (0, 0)-(4, 4); starting from it left the scene unset)
        self.region = (0, 0, -1, -1)
        self.origin: Cell = (0, 0)  # the cell numbered row 1, column 1 (:meth:`label`)
        self.overlay = PathOverlay()
        self.addItem(self.overlay)
        self._press_cells: dict[DiscItem, Cell] | None = None
        # asked before the sun or Earth is replaced by another kind: (old, new) -> allowed
        self.confirm_replace = None
        model.cellChanged.connect(self._on_cell_changed)
        model.discsMoved.connect(self._on_moved)
        model.changed.connect(self._update_region)
        model.changed.connect(self._mark_problems)
        for r, c, k in model.cells():
            self._on_cell_changed(r, c, k)
        self.reset_region()

    # ----------------------------------------------------------- geometry
    @staticmethod
    def cell_at(pos: QPointF) -> Cell:
        return (int(pos.y() // CELL), int(pos.x() // CELL))

    def in_region(self, cell: Cell) -> bool:
        r0, c0, r1, c1 = self.region
        return r0 <= cell[0] <= r1 and c0 <= cell[1] <= c1

    def reset_region(self) -> None:
        """The grid round a layout just opened (or a new one): one free row and column all
        round the discs, at least MIN_ROWS x MIN_COLS. Row 1, column 1 (:meth:`label`) is
        the file's row 0, column 0 (as the setup sheet counts; the free ring round it is row
        and column 0), or the empty grid's top-left cell, until the next document is opened."""
        region, self.origin = opening_region(self.model.bounds())
        self._set_region(region)
        if not self.in_region(self.cursor):
            r0, c0, r1, c1 = self.region
            self.set_cursor((min(max(self.cursor[0], r0), r1), min(max(self.cursor[1], c0), c1)))

    def _update_region(self) -> None:
        """A steady grid: while editing the grid only grows, at the edge a disc reached (one
        free row or column beyond it), and never moves or renumbers a cell."""
        b = self.model.bounds()
        if b is not None:
            self._set_region(grown_region(self.region, b))

    def _set_region(self, region_t) -> None:
        if region_t != self.region:
            self.region = region_t
            self.setSceneRect(region_rect(region_t))
            self.invalidate(self.sceneRect(), QGraphicsScene.BackgroundLayer)  # cached grid
            self.update()

    def number_as_saved(self) -> bool:
        """Number the grid as the layout is saved, played and printed (row 1, column 1: its
        first row and column with a disc, :func:`~zuendstoff.document.names.grid_place`).
        While editing the numbers stay (a disc placed above row 1 is on row 0); saving,
        playing, sharing and the setup sheet call this. No cell moves. Whether the numbers
        changed."""
        b = self.model.bounds()
        if b is None or (b[0], b[1]) == self.origin:
            return False
        self.origin = (b[0], b[1])
        self.invalidate(self.sceneRect(), QGraphicsScene.BackgroundLayer)  # the rulers
        self.update()
        return True

    def label(self, cell: Cell) -> tuple[int, int]:
        """The row and column numbers said and shown for ``cell``: counted from the grid's
        top-left cell when the document was opened (row 1, column 1), so they stay while the
        grid grows (rows added above the first are 0, -1, ...)."""
        return cell[0] - self.origin[0] + 1, cell[1] - self.origin[1] + 1

    def drawBackground(self, p: QPainter, rect: QRectF) -> None:
        paint_grid(p, rect, self.region, self.label)

    def drawForeground(self, p: QPainter, rect: QRectF) -> None:
        if self.hasFocus() or self.views() and self.views()[0].hasFocus():
            p.setPen(QPen(CURSOR, 3))
            p.setBrush(Qt.NoBrush)
            o = cell_origin(self.cursor)
            p.drawRect(QRectF(o.x() + 1.5, o.y() + 1.5, CELL - 3, CELL - 3))

    def _mark_problems(self) -> None:
        """Ring every sun when there are several, likewise every Earth, and each planet slot
        beyond the 14 that can be dealt (R8; :func:`extra_slots`)."""
        many = {k for k in ("sun", "earth") if self.model.count(k) > 1}
        extra = set(extra_slots(self.model))
        for cell, item in self.items_by_cell.items():
            item.set_problem(item.kind in many or cell in extra)

    def set_cursor(self, cell: Cell) -> None:
        old = self.cursor
        self.cursor = cell
        for c in (old, cell):
            o = cell_origin(c)
            self.update(QRectF(o.x() - 2, o.y() - 2, CELL + 4, CELL + 4))
        self.cursorMoved.emit(cell)

    # ------------------------------------------------------ model signals
    def _on_cell_changed(self, r: int, c: int, kind: str) -> None:
        cell = (r, c)
        item = self.items_by_cell.get(cell)
        if not kind:
            if item is not None:
                del self.items_by_cell[cell]
                self.removeItem(item)
        elif item is None:
            item = DiscItem(cell, kind)
            item.setFlag(DiscItem.ItemIsMovable, self.editable)
            self.items_by_cell[cell] = item
            self.addItem(item)
        else:
            item.set_kind(kind)

    def _on_moved(self, mapping: dict) -> None:
        moving = {src: self.items_by_cell.pop(src) for src in mapping}
        for src, dst in mapping.items():
            item = moving[src]
            item.cell = dst
            item.setPos(cell_origin(dst))
            self.items_by_cell[dst] = item

    # ------------------------------------------------------------ editing
    def set_editable(self, editable: bool) -> None:
        self.editable = editable
        for item in self.items_by_cell.values():
            item.setFlag(DiscItem.ItemIsMovable, editable)

    def retranslate(self) -> None:
        """After a language switch: the discs' tooltips and painted letters anew."""
        for item in self.items_by_cell.values():
            item.set_kind(item.kind)
        self.update()

    def selected_cells(self) -> list[Cell]:
        return sorted(i.cell for i in self.selectedItems() if isinstance(i, DiscItem))

    def place(self, cell: Cell, kind: str) -> bool:
        """Put a disc of ``kind`` on ``cell`` (the tools, the palette, the keyboard)."""
        if not self.editable:
            return False
        before = self.model.kind_at(cell)
        if before == kind:
            return False
        # the one sun or the one Earth: ask first (a duplicate goes without a question)
        if before in ("sun", "earth") and self.model.count(before) == 1 \
                and self.confirm_replace is not None and not self.confirm_replace(before, kind):
            return False
        if not self.model.fits(self.model.occupied() | {cell}):
            self.refused.emit(lambda: self.tr("The grid cannot grow any further in that direction."))
            return False
        self.stack.push(PlaceDisc(self.model, cell, kind))
        return True

    def remove(self, cells) -> bool:
        cells = [c for c in cells if self.model.kind_at(c)]
        if not self.editable or not cells:
            return False
        self.stack.push(RemoveDiscs(self.model, cells))
        return True

    def move(self, mapping: dict[Cell, Cell]) -> bool:
        """Move discs (a drag); dropping one disc on another swaps them."""
        mapping = {s: d for s, d in mapping.items() if s != d}
        if not self.editable or not mapping:
            return False
        if len(mapping) == 1:
            (src, dst), = mapping.items()
            if self.model.kind_at(dst) is not None:
                mapping = {src: dst, dst: src}
        if not self.model.can_move(mapping):
            self.refused.emit(lambda: self.tr("The discs cannot go there: another disc is in "
                                              "the way."))
            return False
        self.stack.push(MoveDiscs(self.model, mapping))
        return True

    def nudge(self, cells, dr: int, dc: int) -> bool:
        cells = [c for c in cells if self.model.kind_at(c)]
        if not self.editable or not cells:
            return False
        mapping = {(r, c): (r + dr, c + dc) for r, c in cells}
        if not self.model.can_move(mapping):
            self.refused.emit(lambda: self.tr("The discs cannot go there: another disc is in "
                                              "the way."))
            return False
        self.stack.push(NudgeDiscs(self.model, cells, dr, dc))
        return True

    # ------------------------------------------------------------- mouse
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        cell = self.cell_at(event.scenePos())
        if event.button() != Qt.LeftButton:
            super().mousePressEvent(event)
            return
        if self.in_region(cell):
            self.set_cursor(cell)
        if self.tool in ("sun", "earth", "planet"):
            if self.in_region(cell):
                self.place(cell, self.tool)
            event.accept()
            return
        if self.tool == "erase":
            self.remove([cell])
            event.accept()
            return
        if self.tool == "path":
            if self.model.kind_at(cell):
                self.startPicked.emit(cell)
            event.accept()
            return
        super().mousePressEvent(event)
        self._press_cells = {i: i.cell for i in self.selectedItems() if isinstance(i, DiscItem)}

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        pressed, self._press_cells = self._press_cells, None
        if not pressed or event.button() != Qt.LeftButton:
            return
        mapping = {}
        for item, cell in pressed.items():
            centre = item.pos() + QPointF(CELL / 2, CELL / 2)
            target = self.cell_at(centre)
            if target != cell:
                mapping[cell] = target
        if not mapping:
            return
        if not all(self.in_region(t) for t in mapping.values()) or not self.move(mapping):
            if not all(self.in_region(t) for t in mapping.values()):
                self.refused.emit(lambda: self.tr("Drop the discs on the grid."))
            for item in pressed:  # snap back
                if item.scene() is self:
                    item.setPos(cell_origin(item.cell))
        else:
            for item in pressed:
                if item.scene() is self:
                    item.setPos(cell_origin(item.cell))

    # ---------------------------------------------------- palette drops
    def dragEnterEvent(self, event) -> None:
        event.setAccepted(self.editable and event.mimeData().hasFormat(KIND_MIME))

    def dragMoveEvent(self, event) -> None:
        ok = self.editable and event.mimeData().hasFormat(KIND_MIME)
        cell = self.cell_at(event.scenePos())
        event.setAccepted(ok and self.in_region(cell))
        if ok and self.in_region(cell):
            self.set_cursor(cell)

    def dropEvent(self, event) -> None:
        kind = bytes(event.mimeData().data(KIND_MIME)).decode("ascii", "replace")
        cell = self.cell_at(event.scenePos())
        if kind in ("sun", "earth", "planet") and self.in_region(cell):
            self.place(cell, kind)
            event.acceptProposedAction()
        else:
            event.ignore()

    # ---------------------------------------------------------- keyboard
    def keyPressEvent(self, event) -> None:
        arrows = {Qt.Key_Up: (-1, 0), Qt.Key_Down: (1, 0), Qt.Key_Left: (0, -1), Qt.Key_Right: (0, 1)}
        key, mods = event.key(), event.modifiers()
        if key in arrows:
            dr, dc = arrows[key]
            if mods & Qt.ShiftModifier:
                cells = self.selected_cells() or ([self.cursor] if self.model.kind_at(self.cursor) else [])
                if self.nudge(cells, dr, dc):
                    self.set_cursor((self.cursor[0] + dr, self.cursor[1] + dc))
                    self._select_cells([(r + dr, c + dc) for r, c in cells])
            else:
                nxt = (self.cursor[0] + dr, self.cursor[1] + dc)
                if self.in_region(nxt):
                    self.set_cursor(nxt)
                    if not mods & Qt.ControlModifier:
                        self._select_cells([nxt] if self.model.kind_at(nxt) else [])
            event.accept()
            return
        if key in (Qt.Key_Space, Qt.Key_Return, Qt.Key_Enter):
            self.apply_tool_at_cursor()
            event.accept()
            return
        super().keyPressEvent(event)
        text = event.text()
        if text and text.isprintable() and not text.isspace() \
                and not mods & (Qt.ControlModifier | Qt.AltModifier):
            # letters that are no tool's key: someone typing a name into the grid
            self.refused.emit(lambda: self.tr("The grid takes keys for its tools. To type the "
                                              "name, go to the Name field (Alt+N)."))

    def apply_tool_at_cursor(self) -> None:
        cell = self.cursor
        if self.tool in ("sun", "earth", "planet"):
            self.place(cell, self.tool)
        elif self.tool == "erase":
            self.remove([cell])
        elif self.tool == "path":
            if self.model.kind_at(cell):
                self.startPicked.emit(cell)
        else:
            item = self.items_by_cell.get(cell)
            if item is not None:
                item.setSelected(not item.isSelected())

    def _select_cells(self, cells) -> None:
        self.clearSelection()
        for cell in cells:
            item = self.items_by_cell.get(cell)
            if item is not None:
                item.setSelected(True)

    # ------------------------------------------------------- path preview
    def show_preview(self, pv, layout, faces, discs, colour: int) -> None:
        """Draw a :class:`~.path_preview.Preview` of ``layout`` (normalized cells)."""
        r0, c0 = self.model.origin()
        to_model = [(r + r0, c + c0) for r, c in layout.cells]
        rockets = []
        for i, cell in enumerate(to_model):
            item = self.items_by_cell.get(cell)
            if item is not None and faces[i]:
                side = discs.planets[faces[i] - 1].rockets[colour].side
                item.set_preview(faces[i], side, colour)
                rockets.append((cell_centre(cell), side))
        segments, marks = preview_geometry(pv, to_model, self.model.bounds())
        self.overlay.set_path(segments, marks, palette.current().fill(colour), rockets, colour)

    def clear_preview(self) -> None:
        for item in self.items_by_cell.values():
            item.set_preview(0, -1, 0)
        self.overlay.clear()
