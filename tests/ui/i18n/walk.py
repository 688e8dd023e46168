"""Collect every text a person can see (or hear from a screen reader) in a window, and
find the ones left in the wrong language.

Walks all widgets (texts, titles, tooltips, status tips, placeholders, accessible names
and descriptions, combo-box items, menus and their actions, item models' display and
tooltip data and headers, text browsers) and the board scene's items (text items,
tooltips, the discs' screen-reader descriptions).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabWidget,
    QTextEdit,
    QWidget,
)

ROOT = Path(__file__).resolve().parents[3]
TS = ROOT / "resources" / "i18n" / "zuendstoff_de.ts"

#: the same in both languages, or not ours to translate (player names, version numbers)
ALLOW = {"Zündstoff", "OK", "Computer", "Name", "Chips", "Standard", "Normal", "STOP"}
#: Qt's own English texts of standard buttons (translated by qtbase_de.qm)
QT_ENGLISH = {"Cancel", "Close", "Yes", "No", "Apply", "Reset", "Discard", "Help",
              "Open", "Save", "&Yes", "&No", "&Cancel", "&OK", "&Close"}


def _plain(text: str) -> str:
    text = re.sub(r"<[^>]+>", " ", text)  # rich text
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _columns(model, parent) -> int:
    try:
        return model.columnCount(parent)
    except TypeError:  # a list model keeps columnCount private: one column
        return 1


def texts_of_model(model: QAbstractItemModel, parent: QModelIndex | None = None):
    parent = QModelIndex() if parent is None else parent
    out = []
    if parent == QModelIndex():
        for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
            count = _columns(model, QModelIndex()) \
                if orientation == Qt.Orientation.Horizontal else model.rowCount(QModelIndex())
            for section in range(count):
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    value = model.headerData(section, orientation, role)
                    if isinstance(value, str):
                        out.append(value)
    for row in range(model.rowCount(parent)):
        for col in range(_columns(model, parent)):
            index = model.index(row, col, parent)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
                         Qt.ItemDataRole.AccessibleTextRole,
                         Qt.ItemDataRole.AccessibleDescriptionRole):
                value = model.data(index, role)
                if isinstance(value, str):
                    out.append(value)
            if col == 0 and model.rowCount(index) > 0:
                out += texts_of_model(model, index)
    return out


def texts_of_action(action: QAction):
    out = [action.text(), action.toolTip(), action.statusTip(), action.whatsThis()]
    if action.menu() is not None:
        out += texts_of_widget(action.menu())
    return out


def texts_of_widget(w: QWidget):
    out = [w.windowTitle(), w.toolTip(), w.statusTip(), w.whatsThis(), w.accessibleName(),
           w.accessibleDescription()]
    if isinstance(w, (QLabel, QAbstractButton)):
        out.append(w.text())
    if isinstance(w, QLineEdit):
        out.append(w.placeholderText())  # its text is what the user typed
    if isinstance(w, QGroupBox):
        out.append(w.title())
    if isinstance(w, QComboBox):
        out += [w.itemText(i) for i in range(w.count())]
    if isinstance(w, QTabWidget):
        out += [w.tabText(i) for i in range(w.count())]
    if isinstance(w, QMenu):
        out.append(w.title())
    if isinstance(w, QDockWidget):
        out.append(w.windowTitle())
    if isinstance(w, QTextEdit):
        out.append(w.toPlainText())
    if isinstance(w, QAbstractItemView) and w.model() is not None:
        out += texts_of_model(w.model())
    if hasattr(w, "suffix"):
        out += [w.suffix(), w.prefix()]
    for action in w.actions():
        out += texts_of_action(action)
    if isinstance(w, QGraphicsView) and w.scene() is not None:
        out += texts_of_scene(w.scene())
    return out


def texts_of_scene(scene):
    out = []
    for item in scene.items():
        out.append(item.toolTip())
        if isinstance(item, (QGraphicsTextItem,)):
            out.append(item.toPlainText())
        if isinstance(item, QGraphicsSimpleTextItem):
            out.append(item.text())
        if hasattr(item, "describe") and callable(item.describe):
            out.append(item.describe())
        if hasattr(item, "accessible_name") and callable(item.accessible_name):
            out.append(item.accessible_name())
    return out


def _home(w: QWidget) -> QWidget:
    """The window ``w`` belongs to (a menu: the window of the bar or button it drops from)."""
    while isinstance(w, QMenu) and w.parentWidget() is not None:
        w = w.parentWidget()
    return w.window()


def all_texts(*roots: QWidget, own_window: bool = False) -> list[str]:
    """Every text of ``roots`` and all their descendants (hidden ones too); with
    ``own_window``, only those in the root's own window (not the editors, viewers and
    dialogs it owns, which are windows of their own)."""
    out = []
    for root in roots:
        for w in [root, *root.findChildren(QWidget)]:
            if own_window and _home(w) is not root.window():
                continue
            out += texts_of_widget(w)
        if hasattr(root, "menuBar"):
            for action in root.menuBar().actions():
                out += texts_of_action(action)
    return sorted({_plain(t).strip() for t in out if t and _plain(t).strip()})


# ----------------------------------------------------------------- wrong language
def catalogue():
    """[(context, English source, [German translations])] from zuendstoff_de.ts."""
    out = []
    for ctx in ET.parse(TS).getroot().iter("context"):
        name = ctx.findtext("name")
        for m in ctx.iter("message"):
            tr = m.find("translation")
            forms = [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]
            out.append((name, m.findtext("source"), forms))
    return out


def _fragments(text: str) -> list[str]:
    """The fixed parts of a message (between %1, %n, {x} placeholders), accelerators
    removed, that are long enough to say something."""
    parts = re.split(r"%\d|%n|\{\w+\}", _plain(text))
    return [p.strip(" .,:;–—()…\n") for p in parts if len(re.sub(r"\W", "", p)) >= 4]


#: English words that are no German words: seen in a German window, a text was missed
#: (also one that lupdate never found, which the catalogue check cannot see)
ENGLISH_WORDS = {"the", "and", "your", "you", "of", "to", "is", "with", "from", "for", "by",
                 "this", "that", "turn", "turns", "round", "cards", "card", "choose", "click",
                 "piece", "pieces", "rocket", "rockets", "sun", "disc", "discs", "undo", "redo",
                 "settings", "help", "game", "player", "players", "pointing", "face", "up",
                 "down", "chips", "none", "wins", "north", "east", "south", "west",
                 "red", "yellow", "blue", "black", "white", "green", "purple", "earth"}


def english_words(texts: list[str]) -> list[tuple[str, str]]:
    found = []
    for text in texts:
        if text in ALLOW:
            continue
        for word in re.findall(r"[A-Za-z]+", text):
            if word.lower() in ENGLISH_WORDS and word not in ALLOW:
                found.append((text, word))
                break
    return found


def left_in(texts: list[str], language: str) -> list[tuple[str, str]]:
    """(visible text, the fragment of the other language it contains) for every visible
    text that still shows a message of the other language than ``language``."""
    cat = catalogue()
    if language == "de":  # look for English
        wrong = {f for _c, src, forms in cat if src not in forms for f in _fragments(src)}
        right = {f for _c, _s, forms in cat for form in forms for f in _fragments(form)}
    else:  # look for German
        wrong = {f for _c, src, forms in cat for form in forms if form != src
                 for f in _fragments(form)}
        right = {f for _c, src, _f in cat for f in _fragments(src)}
    wrong = {f for f in wrong - ALLOW if not any(f in r for r in right)}
    found = []
    for text in texts:
        if text in ALLOW:
            continue
        for fragment in wrong:
            if re.search(r"(?<!\w)" + re.escape(fragment) + r"(?!\w)", text):
                found.append((text, fragment))
                break
        else:
            if language == "de" and text in QT_ENGLISH:
                found.append((text, text))
    return found


def german_problems(*roots: QWidget, own_window: bool = False):
    """(texts left in English, every text walked) of ``roots`` in a German window."""
    texts = all_texts(*roots, own_window=own_window)
    return left_in(texts, "de") + english_words(texts), texts
