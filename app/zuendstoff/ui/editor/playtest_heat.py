"""The playtest window's heat maps: :class:`HeatView` shows a layout on the editor's own
scene, read-only, and :class:`HeatOverlay` paints a playtest's usage over it (a red disc
growing with the stops a game on each disc, the share of games a slot's planet was turned
up, bars at the sun's sides for the flights that entered through them). :func:`side_by_side`
and :func:`png` make the PNG the window saves of one or both maps.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QUndoStack
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from ... import i18n
from ...document.layout_model import LayoutModel
from .layout_items import CELL, SIDE_VECTORS
from .layout_scene import LayoutScene

HEAT = QColor(220, 60, 20)


class HeatOverlay(QGraphicsItem):
    """The playtest's usage painted over the layout's discs: a red disc that grows with the
    stops a game, the share of games a slot was turned up, and bars at the sun's sides
    for the flights that entered through them."""

    def __init__(self, scene: LayoutScene) -> None:
        super().__init__()
        self.scene_ = scene
        self.cells: list[dict] = []
        self.sun: dict = {}
        self.setZValue(50)

    def set_report(self, report: dict | None) -> None:
        self.prepareGeometryChange()
        self.cells = report["visits"]["cells"] if report else []
        self.sun = report["visits"]["sun"]["by_side"] if report else {}
        self.update()

    def boundingRect(self) -> QRectF:
        return self.scene_.sceneRect().adjusted(-CELL, -CELL, CELL, CELL)

    def _origin(self, cell):
        item = self.scene_.items_by_cell.get(cell)
        return item.pos() if item is not None else None

    def paint(self, p: QPainter, option, widget=None) -> None:
        if not self.cells:
            return
        top = max((c["stops_per_game"] for c in self.cells), default=0.0) or 1.0
        p.setRenderHint(QPainter.Antialiasing)
        font = QFont(p.font())
        font.setPixelSize(11)
        font.setBold(True)
        p.setFont(font)
        # the report counts rows and columns from 1 at the layout's first disc
        keys = self.scene_.items_by_cell
        r0 = min((k[0] for k in keys), default=0)
        c0 = min((k[1] for k in keys), default=0)
        for c in self.cells:
            o = self._origin((c["row"] - 1 + r0, c["col"] - 1 + c0))
            if o is None:
                continue
            cx, cy = o.x() + CELL / 2, o.y() + CELL / 2
            if c["kind"] == "sun":
                total = max(1, sum(self.sun.values()))
                for k, side in enumerate(("N", "E", "S", "W")):
                    share = self.sun.get(side, 0) / total
                    dx, dy = SIDE_VECTORS[k]
                    length = 6 + 22 * share
                    p.setPen(QPen(HEAT, 3 + 8 * share, Qt.SolidLine, Qt.RoundCap))
                    p.drawLine(cx + dx * CELL * 0.42, cy + dy * CELL * 0.42,
                               cx + dx * (CELL * 0.42 + length), cy + dy * (CELL * 0.42 + length))
                continue
            share = c["stops_per_game"] / top
            radius = 6 + 22 * share
            colour = QColor(HEAT)
            colour.setAlphaF(0.25 + 0.55 * share)
            p.setPen(Qt.NoPen)
            p.setBrush(colour)
            p.drawEllipse(QRectF(cx - radius, cy - radius, 2 * radius, 2 * radius))
            p.setPen(QColor("white"))
            label = i18n.number(c["stops_per_game"], 1)
            if "turned_up_share" in c:
                label += "\n" + i18n.percent(c["turned_up_share"], 0)
            p.drawText(QRectF(o.x(), o.y(), CELL, CELL), Qt.AlignCenter, label)


# the heat map is drawn at least this large (a disc 48 px wide, its numbers 8 px high);
# a board that fits at this size or larger is fitted as before
MIN_SCALE = 0.75


class HeatView(QGraphicsView):
    """The layout's own editor scene, read-only, with the heat overlay."""

    def __init__(self, layout, parent=None) -> None:
        self.model = LayoutModel()
        self.model.replace(layout.name, layout.triples())
        self.stack = QUndoStack()
        scene = LayoutScene(self.model, self.stack)
        scene.set_editable(False)
        super().__init__(scene, parent)
        self.setRenderHint(QPainter.Antialiasing)
        self.overlay = HeatOverlay(scene)
        scene.addItem(self.overlay)
        self.setMinimumSize(140, 140)  # two side by side still fit an 800-px-wide screen
        self.setFocusPolicy(Qt.NoFocus)

    def set_report(self, report: dict | None) -> None:
        self.overlay.set_report(report)
        self.fit()

    def fit(self) -> None:
        """The whole layout in the view, but never smaller than :data:`MIN_SCALE` (its
        numbers stay readable on a wide board, which then scrolls)."""
        rect = self.scene().sceneRect()
        if not rect.isEmpty():
            self.fitInView(rect, Qt.KeepAspectRatio)
            if self.transform().m11() < MIN_SCALE:
                self.resetTransform()
                self.scale(MIN_SCALE, MIN_SCALE)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def image(self) -> QImage:
        rect = self.scene().sceneRect()
        img = QImage(int(rect.width()), int(rect.height()), QImage.Format_ARGB32)
        img.fill(Qt.white)
        p = QPainter(img)
        self.scene().render(p, QRectF(img.rect()), rect)
        p.end()
        return img


def side_by_side(a: QImage, b: QImage) -> QImage:
    """Two heat maps in one image, 16 pixels apart on white."""
    img = QImage(a.width() + b.width() + 16, max(a.height(), b.height()), QImage.Format_ARGB32)
    img.fill(Qt.white)
    p = QPainter(img)
    p.drawImage(0, 0, a)
    p.drawImage(a.width() + 16, 0, b)
    p.end()
    return img


def png(img: QImage) -> bytes:
    """``img`` as the bytes of a PNG file."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    buf = QByteArray()
    b = QBuffer(buf)
    b.open(QIODevice.WriteOnly)
    img.save(b, "PNG")
    b.close()
    return bytes(buf)
