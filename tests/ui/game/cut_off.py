"""Find every text a person cannot read whole in a window: a label, a button, a table's or
list's cell, a header, a hand card's label or a wrapped title that does not get the width
and the height its text needs (a wrapped text needs all its lines; a cell shows its whole
text, never elided "Plan…"), or that starts in lower case (a button's text cut from a
sentence).

Measured with the widgets' own fonts and Qt's own measures (``QLabel.heightForWidth``, the
style's contents rectangles, the font's metrics), on the widgets as laid out now.
:func:`cut_off` returns one line per fault, naming the widget and its text.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QCheckBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionViewItem,
    QWidget,
)

BIG = 100_000
# the room the style keeps beside a cell's text (QCommonStyle: the focus frame's margin + 1)
SLACK = 1


def _rich(text: str) -> bool:
    from PySide6.QtGui import Qt as GuiQt
    return GuiQt.mightBeRichText(text)


def _plain(text: str) -> str:
    text = re.sub(r"<[^>]+>", " ", text) if _rich(text) else text
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _name(w: QWidget, text: str) -> str:
    return f"{type(w).__name__} {w.objectName() or ''} {text!r}".replace("  ", " ")


def _shown(w: QWidget) -> bool:
    return w.isVisible() and w.width() > 0 and w.height() > 0


def _in_scroll_viewport(w: QWidget) -> bool:
    """Whether ``w`` sits in a scroll area's scrolled page (cut there only by scrolling)."""
    parent = w.parentWidget()
    while parent is not None:
        area = parent.parentWidget()
        if isinstance(area, QAbstractScrollArea) and parent is area.viewport():
            return True
        parent = area
    return False


def _outside_parents(w: QWidget) -> bool:
    """Part of ``w`` lies outside the widgets it sits in (cut off by them)."""
    if _in_scroll_viewport(w):
        return False
    return w.visibleRegion().boundingRect() != w.rect()


def _widest_line(font, text: str, width: float) -> tuple[float, str, int]:
    """``text`` wrapped at word boundaries (and after hyphens) as Qt wraps it in ``width``:
    its widest line's width, that line, and how many lines it takes."""
    from PySide6.QtGui import QTextLayout, QTextOption
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    widest, which, count = 0.0, "", 0
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(1.0, width))
        count += 1
        if line.naturalTextWidth() > widest:
            widest = line.naturalTextWidth()
            which = text[line.textStart():line.textStart() + line.textLength()]
    layout.endLayout()
    return widest, which, count


def label_faults(label: QLabel) -> list[str]:
    text = label.text()
    if not text or not _shown(label) or label.pixmap() is not None and not label.pixmap().isNull():
        return []
    out = []
    plain = _plain(text)
    if label.wordWrap():
        need = label.heightForWidth(label.width())
        if need > label.height():
            out.append(f"{_name(label, plain)}: needs {need} px high at {label.width()} px "
                       f"wide, has {label.height()}")
        room = label.contentsRect().width() - 2 * label.margin()
        if _rich(text):
            room -= 8  # (a rich text's document margins)
        wide, word, _n = _widest_line(label.font(), plain, room)
        if wide > room + 0.5:
            out.append(f"{_name(label, plain)}: {word!r} needs {wide:.0f} px, has {room}")
    else:
        hint = label.sizeHint()
        if hint.width() > label.width() or hint.height() > label.height():
            out.append(f"{_name(label, plain)}: needs {hint.width()}×{hint.height()}, has "
                       f"{label.width()}×{label.height()}")
    if _outside_parents(label):
        out.append(f"{_name(label, plain)}: partly outside the widget it sits in")
    return out


def button_faults(button: QAbstractButton) -> list[str]:
    text = _plain(button.text())
    if not text or not _shown(button):
        return []
    out = []
    style = button.style()
    fm = button.fontMetrics()
    if isinstance(button, (QPushButton, QCheckBox, QRadioButton)):
        option = QStyleOptionButton()
        button.initStyleOption(option)
        element = (QStyle.SubElement.SE_CheckBoxContents if isinstance(button, QCheckBox) else
                   QStyle.SubElement.SE_RadioButtonContents if isinstance(button, QRadioButton)
                   else QStyle.SubElement.SE_PushButtonContents)
        room = style.subElementRect(element, option, button)
        lines = text.split("\n")  # (a text on lines of its own: the widest, all of them)
        need = max(fm.horizontalAdvance(line) for line in lines)
        high = fm.height() + (len(lines) - 1) * fm.lineSpacing()
        if not button.icon().isNull():
            need += button.iconSize().width() + 4
        if need > room.width() or high > room.height():
            out.append(f"{_name(button, text)}: needs {need}×{high}, has "
                       f"{room.width()}×{room.height()}")
    else:
        hint = button.sizeHint()
        if hint.width() > button.width():
            out.append(f"{_name(button, text)}: needs {hint.width()} px, has {button.width()}")
    first = next((c for c in text if c.isalpha()), "")
    if first and first.islower() and isinstance(button, QPushButton):
        out.append(f"{_name(button, text)}: starts in lower case")
    if _outside_parents(button):
        out.append(f"{_name(button, text)}: partly outside the widget it sits in")
    return out


def header_faults(header: QHeaderView) -> list[str]:
    if not _shown(header) or header.model() is None:
        return []
    out = []
    model = header.model()
    for section in range(header.count()):
        if header.isSectionHidden(section):
            continue
        text = model.headerData(section, header.orientation(), Qt.ItemDataRole.DisplayRole)
        if not isinstance(text, str) or not text:
            continue
        need = header.sectionSizeFromContents(section)
        size = header.sectionSize(section)
        has = size if header.orientation() == Qt.Orientation.Horizontal else header.width()
        wanted = need.width()
        if wanted > has:
            out.append(f"{_name(header, text)}: header needs {wanted} px, has {has}")
    return out


def cell_faults(view: QAbstractItemView) -> list[str]:
    """Every cell of the view's model (all rows: a list may scroll up and down, but no cell
    may be narrower or lower than its own text)."""
    model = view.model()
    if model is None or not _shown(view) or view.__class__.__name__ == "HandView":
        return []
    out = []
    style = view.style()
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + SLACK

    def columns(parent) -> int:
        try:
            return model.columnCount(parent)
        except TypeError:  # a list model keeps columnCount private: one column
            return 1

    def walk(parent):
        for row in range(model.rowCount(parent)):
            for col in range(columns(parent)):
                index = model.index(row, col, parent)
                rect = view.visualRect(index)
                if rect.isEmpty():
                    continue  # a folded branch, a hidden column
                text = index.data(Qt.ItemDataRole.DisplayRole)
                if isinstance(text, str) and text:
                    out.extend(_cell(view, index, text, rect, margin))
                if col == 0 and model.rowCount(index) > 0:
                    walk(index)

    walk(view.rootIndex())
    return out


def _cell(view, index, text, rect: QRect, margin: int) -> list[str]:
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    option.rect = rect
    font = index.data(Qt.ItemDataRole.FontRole) or option.font
    fm = QFontMetrics(font)
    room = rect.width() - 2 * margin
    if index.data(Qt.ItemDataRole.DecorationRole) is not None:
        room -= option.decorationSize.width() + 2 * margin
    where = f"{type(view).__name__} {view.objectName()} cell ({index.row()}, {index.column()})"
    wrap = view.wordWrap() if hasattr(view, "wordWrap") else False
    if not wrap:
        need = fm.horizontalAdvance(text)
        if need > room:
            return [f"{where} {text!r}: needs {need} px, has {room}"]
        return []
    wide, word, count = _widest_line(font, text, room)
    if wide > room + 0.5:
        return [f"{where} {text!r}: {word!r} needs {wide:.0f} px, has {room}"]
    high = count * fm.lineSpacing()
    if high > rect.height():
        return [f"{where} {text!r}: needs {high} px high, has {rect.height()}"]
    return []


def hand_faults(view) -> list[str]:
    """A card's label: on the lines its tile keeps for it, and a colour never on another line
    than its number ("Black / 1")."""
    if not _shown(view) or view.model() is None:
        return []
    out = []
    delegate = view.itemDelegate()
    page = view.viewport().rect()
    for row in range(view.model().rowCount()):
        index = view.model().index(row, 0)
        text = index.data(Qt.ItemDataRole.DisplayRole)
        rect = view.visualRect(index)
        if not text or rect.isEmpty():
            continue
        if not page.contains(rect):
            out.append(f"hand card {text!r}: outside the hand's visible rows ({rect} in {page})")
        lines, room = delegate.label_lines(rect, text, view.font())
        fm_lines = len(lines)
        box, font = room
        fm = QFontMetrics(font)
        if fm_lines * fm.lineSpacing() > box.height() + 1:
            out.append(f"hand card {text!r}: {fm_lines} lines of {fm.lineSpacing()} px, has "
                       f"{box.height():.0f}")
        for line in lines:
            if fm.horizontalAdvance(line) > box.width() + 0.5:
                out.append(f"hand card {text!r}: line {line!r} wider than {box.width():.0f}")
            if re.fullmatch(r"\d+", line.strip()):
                out.append(f"hand card {text!r}: its number on a line of its own ({lines})")
    return out


def cut_off(root: QWidget) -> list[str]:
    """Every fault in ``root`` and the widgets in it that are shown now."""
    out: list[str] = []
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisible():
            continue
        if isinstance(w, QLabel):
            out += label_faults(w)
        elif isinstance(w, QAbstractButton):
            out += button_faults(w)
        elif isinstance(w, QHeaderView):
            out += header_faults(w)
        elif isinstance(w, QAbstractItemView):
            if w.__class__.__name__ == "HandView":
                out += hand_faults(w)
            else:
                out += cell_faults(w)
    return out
