"""The setup sheet: a page to lay the physical board by (Layout editor → Export setup sheet…).

One A4 page (PDF, or a PNG image of it) in the interface's language: the layout's name, the
grid with its rows and columns numbered (row 1, column 1 at the top left, as the layout
file counts them plus one), the sun, Earth and each face-down slot drawn as in the editor,
north to the top, and in words where each goes and what to do (R12: sun and Earth face up
at rotation 0, the other planets shuffled and dealt face down onto the slots). The words
are text in the PDF, so a screen reader or a search finds them.

Files are written atomically and readable like any document (``write_atomic(shared=True)``).
"""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QPolygonF,
)

from ... import i18n
from ...document.names import grid_place
from ...engine.constants import MAX_SLOTS
from ...engine.jsonio import write_atomic
from ...engine.layout import EARTH_KIND, KINDS, PLANET_KIND, SUN_KIND, Layout
from ..board.art import font as board_font
from .layout_items import CELL, DiscItem

# A4 in millimetres; the painting works in millimetres scaled to the device
A4 = (210.0, 297.0)
MARGIN = 15.0
# a PNG sheet's resolution (dots per inch): sharp enough to print, small enough to send
PNG_DPI = 150
PDF_DPI = 300

INK, FAINT, GRID_FILL = QColor("#222222"), QColor("#9a9384"), QColor("#f7f4ee")


# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate
# plural forms (lupdate finds them only in X.tr(text, "", n) calls)
SetupSheet = i18n.context("SetupSheet")


def from_row_one(layout: Layout) -> Layout:
    """``layout`` with its first row and column of discs at row 0, column 0 (as every saved
    layout is): the sheet draws and numbers the grid from there, row 1 and column 1 being
    :func:`~zuendstoff.document.names.grid_place`'s (the board's and the editor's)."""
    first_row = min(r for r, _c in layout.cells)
    first_col = min(c for _r, c in layout.cells)
    if (first_row, first_col) == (0, 0):
        return layout
    return Layout.build(layout.name, [(r - first_row, c - first_col, k)
                                      for r, c, k in layout.triples()])


def texts(layout: Layout) -> dict:
    """The sheet's words in the interface's language (also what a test reads back)."""
    layout = from_row_one(layout)
    name = layout.name or translate("SetupSheet", "Untitled layout")
    slots = len(layout.slots)
    left_out = MAX_SLOTS - slots

    def where(i: int) -> str:
        r, c = grid_place(layout, layout.cells[i])
        return translate("SetupSheet", "row %1, column %2").replace("%1", str(r)).replace("%2", str(c))

    steps = [
        translate("SetupSheet", "Lay the sun on %1 and Earth on %2, face up, each with its printed north "
            "to the top of this sheet (rotation 0).").replace("%1", where(layout.sun))
        .replace("%2", where(layout.earth)),
        SetupSheet.tr("Shuffle the planets other than Earth and deal one face down on each of "
                      "the %n slot(s) marked with a compass rose.", "", slots)
        + (" " + SetupSheet.tr("%n planet(s) stay in the box.", "", left_out) if left_out > 0 else ""),
        translate("SetupSheet", "Put every piece on Earth. Each player takes a hand of 11 cards."),
    ]
    return {
        "title": translate("SetupSheet", "Setup sheet: %1").replace("%1", name),
        "subtitle": translate("SetupSheet", "Zündstoff · %1 rows × %2 columns · sun, Earth and %3 "
                              "face-down planets")
        .replace("%1", str(layout.rows)).replace("%2", str(layout.cols)).replace("%3", str(slots)),
        "row": translate("SetupSheet", "Row"),
        "column": translate("SetupSheet", "Column"),
        "north": translate("SetupSheet", "N", "north, on the sheet's compass"),
        "legend": {SUN_KIND: translate("SetupSheet", "Sun (face up)"),
                   EARTH_KIND: translate("SetupSheet", "Earth (face up, the start)"),
                   PLANET_KIND: translate("SetupSheet", "Planet slot (face down)")},
        "steps": steps,
        "slot_list": translate("SetupSheet", "Face-down slots: %1.").replace(
            "%1", "; ".join(where(i) for i in layout.slots)) if slots else "",
    }


def page_size_mm(layout: Layout) -> tuple[float, float]:
    """A4, turned to landscape when the layout is wider than tall."""
    layout = from_row_one(layout)
    return (A4[1], A4[0]) if layout.cols > layout.rows + 1 else A4


def paint_sheet(p: QPainter, layout: Layout, width_mm: float, height_mm: float, px_per_mm: float) -> None:
    """Paint the sheet; the device is ``width_mm`` x ``height_mm`` at ``px_per_mm``."""
    layout = from_row_one(layout)
    words = texts(layout)
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    p.scale(px_per_mm, px_per_mm)  # from here on: millimetres

    def font(size_mm: float, bold: bool = False) -> QFont:
        # the board's sans fonts, one per system (DejaVu Sans alone is Linux's only)
        return board_font(size_mm * px_per_mm, bold)

    def text(rect: QRectF, flags, string: str, size: float, bold: bool = False, colour=INK) -> QRectF:
        # fonts in device pixels: draw unscaled so glyph sizes are exact
        p.save()
        p.scale(1 / px_per_mm, 1 / px_per_mm)
        p.setFont(font(size, bold))
        p.setPen(colour)
        r = QRectF(rect.x() * px_per_mm, rect.y() * px_per_mm, rect.width() * px_per_mm,
                   rect.height() * px_per_mm)
        used = p.boundingRect(r, flags, string)
        p.drawText(r, flags, string)
        p.restore()
        return QRectF(used.x() / px_per_mm, used.y() / px_per_mm, used.width() / px_per_mm,
                      used.height() / px_per_mm)

    left, top = MARGIN, MARGIN
    inner_w = width_mm - 2 * MARGIN
    y = top
    y = text(QRectF(left, y, inner_w, 14), Qt.AlignLeft | Qt.TextWordWrap, words["title"], 7.0, True).bottom() + 1
    y = text(QRectF(left, y, inner_w, 8), Qt.AlignLeft | Qt.TextWordWrap, words["subtitle"], 3.6,
             colour=QColor("#555555")).bottom() + 5

    # the instructions and the legend below the grid take this much
    bottom_space = 62.0
    label_w = 9.0  # row numbers on the left; column numbers above
    avail_w = inner_w - label_w - 8
    avail_h = height_mm - MARGIN - bottom_space - y - label_w
    cell = max(4.0, min(30.0, avail_w / layout.cols, avail_h / layout.rows))
    grid_w, grid_h = cell * layout.cols, cell * layout.rows
    gx = left + label_w + (avail_w - grid_w) / 2
    gy = y + label_w

    # column numbers above, row numbers on the left; axis names in the corner
    num = min(5.0, cell * 0.4)
    for c in range(layout.cols):
        text(QRectF(gx + c * cell, gy - label_w, cell, label_w), Qt.AlignCenter, str(c + 1), num, True)
    for r in range(layout.rows):
        text(QRectF(gx - label_w - 1, gy + r * cell, label_w, cell), Qt.AlignRight | Qt.AlignVCenter,
             str(r + 1), num, True)
    text(QRectF(gx - label_w - 30, gy - label_w - 1, 30 + label_w - 1, label_w), Qt.AlignRight | Qt.AlignBottom,
         words["row"] + " ↓  " + words["column"] + " →", 2.6, colour=QColor("#555555"))

    # the grid
    p.fillRect(QRectF(gx, gy, grid_w, grid_h), GRID_FILL)
    p.setPen(QPen(FAINT, 0.25))
    for r in range(layout.rows + 1):
        p.drawLine(QPointF(gx, gy + r * cell), QPointF(gx + grid_w, gy + r * cell))
    for c in range(layout.cols + 1):
        p.drawLine(QPointF(gx + c * cell, gy), QPointF(gx + c * cell, gy + grid_h))
    for (r, c), k in zip(layout.cells, layout.kinds):
        _paint_disc(p, KINDS[k], QPointF(gx + c * cell, gy + r * cell), cell)

    # north, to the right of the grid
    nx, ny = gx + grid_w + 4, gy
    arrow = QPolygonF([QPointF(nx + 2.5, ny), QPointF(nx + 5, ny + 6), QPointF(nx, ny + 6)])
    p.setPen(QPen(INK, 0.3))
    p.setBrush(INK)
    p.drawPolygon(arrow)
    text(QRectF(nx - 2, ny + 6.5, 9, 5), Qt.AlignHCenter | Qt.AlignTop, words["north"], 3.5, True)

    # legend
    y = gy + grid_h + 7
    x = left
    for kind_index, label in words["legend"].items():
        _paint_disc(p, KINDS[kind_index], QPointF(x, y - 1), 9)
        used = text(QRectF(x + 10, y, 60, 8), Qt.AlignLeft | Qt.AlignVCenter, label, 3.2)
        x = used.right() + 8
    y += 12
    for k, step in enumerate(words["steps"], 1):
        used = text(QRectF(left, y, inner_w, 20), Qt.AlignLeft | Qt.TextWordWrap, f"{k}. {step}", 3.4)
        y = used.bottom() + 2
    if words["slot_list"]:
        text(QRectF(left, y + 1, inner_w, 30), Qt.AlignLeft | Qt.TextWordWrap, words["slot_list"], 2.8,
             colour=QColor("#444444"))
    p.restore()


def _paint_disc(p: QPainter, kind: str, origin: QPointF, size: float) -> None:
    """A disc as the editor draws it (``DiscItem``), scaled into a ``size`` square."""
    item = DiscItem((0, 0), kind)
    p.save()
    p.translate(origin)
    p.scale(size / CELL, size / CELL)
    item.paint(p, None)
    p.restore()


# ------------------------------------------------------------------ files
def pdf_bytes(layout: Layout) -> bytes:
    """The sheet as a one-page PDF (A4, its title in the document's information)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.WriteOnly)
    writer = QPdfWriter(buffer)
    w, h = page_size_mm(layout)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.A4),
                                     QPageLayout.Landscape if w > h else QPageLayout.Portrait,
                                     QMarginsF(0, 0, 0, 0), QPageLayout.Millimeter))
    writer.setResolution(PDF_DPI)
    writer.setTitle(texts(layout)["title"])
    writer.setCreator("Zündstoff")
    p = QPainter(writer)
    paint_sheet(p, layout, w, h, PDF_DPI / 25.4)
    p.end()
    buffer.close()
    return bytes(data.data())


def png_image(layout: Layout, dpi: int = PNG_DPI) -> QImage:
    w, h = page_size_mm(layout)
    scale = dpi / 25.4
    image = QImage(round(w * scale), round(h * scale), QImage.Format_RGB32)
    image.fill(Qt.white)
    image.setDotsPerMeterX(round(dpi / 0.0254))
    image.setDotsPerMeterY(round(dpi / 0.0254))
    p = QPainter(image)
    paint_sheet(p, layout, w, h, scale)
    p.end()
    return image


def png_bytes(layout: Layout, dpi: int = PNG_DPI) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.WriteOnly)
    png_image(layout, dpi).save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def export(layout: Layout, path: str) -> None:
    """Write the sheet to ``path``: a PNG image when it ends in ``.png``, else a PDF.
    Atomic; raises OSError when the file cannot be written."""
    data = png_bytes(layout) if path.lower().endswith(".png") else pdf_bytes(layout)
    write_atomic(path, data, shared=True)
