"""Collect everything a person could read off the window, to prove no secret is in it.

``everything(window)`` gathers, from every widget of the window (shown, or hidden behind
the privacy screen) and every other visible window:
texts, tool tips, status tips, What's This, accessible names and descriptions, window
titles, combo-box entries, the data of every item model in every role a view can show,
every scene item's text and tool tip, menu actions, the undo stack's texts, the status
bar; plus a rendered image of the board scene (what is painted, not only text).

plus everything a screen reader can read (the accessibility tree, the board's discs included,
and what was announced).

``assert_no_secret(window)`` then changes each unrevealed choice to every other card the
seat holds and checks that none of it changes: if anything visible depended on a
secret choice, some swap would show it.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QAction, QImage, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QTextEdit,
    QWidget,
)
from zuendstoff.engine.constants import CARD_INDEX

ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
         Qt.ItemDataRole.StatusTipRole, Qt.ItemDataRole.WhatsThisRole,
         Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.AccessibleDescriptionRole,
         Qt.ItemDataRole.UserRole + 1)


def _cols(model, parent) -> int:
    try:
        return model.columnCount(parent)
    except TypeError:  # list models keep columnCount private: one column
        return 0 if parent.isValid() else 1


def _model_texts(model, parent=None, depth=0):
    parent = QModelIndex() if parent is None else parent
    out = []
    if model is None or depth > 4:
        return out
    for r in range(model.rowCount(parent)):
        for c in range(_cols(model, parent)):
            index = model.index(r, c, parent)
            for role in ROLES:
                value = model.data(index, role)
                if value is not None:
                    out.append(f"model[{r},{c},{int(role)}]={value}")
            if c == 0 and _cols(model, index) and model.rowCount(index) > 0:
                out += _model_texts(model, index, depth + 1)
    for c in range(_cols(model, parent)):
        out.append(f"header={model.headerData(c, Qt.Orientation.Horizontal)}")
    return out


def widget_texts(widget: QWidget) -> list[str]:
    out = [widget.toolTip(), widget.statusTip(), widget.whatsThis(), widget.accessibleName(),
           widget.accessibleDescription()]
    if widget.isWindow():
        out.append("title=" + widget.windowTitle())
    if isinstance(widget, (QLabel, QAbstractButton, QLineEdit)):
        out.append(widget.text())
    if isinstance(widget, QLineEdit):
        out.append(widget.placeholderText())
    if isinstance(widget, QTextEdit):
        out.append(widget.toPlainText())
    if isinstance(widget, QComboBox):
        out += [widget.itemText(i) for i in range(widget.count())]
    if isinstance(widget, QAbstractItemView):
        out += _model_texts(widget.model())
    for action in widget.actions():
        out += [action.text(), action.toolTip(), action.statusTip(), action.whatsThis()]
    return [f"{type(widget).__name__}:{t}" for t in out if t]


def scene_texts(scene) -> list[str]:
    out = []
    for item in scene.items():
        out.append(f"item:{type(item).__name__}:{item.toolTip()}")
        for name in ("text", "toPlainText"):
            getter = getattr(item, name, None)
            if callable(getter):
                try:
                    out.append(f"item-text:{getter()}")
                except TypeError:
                    pass
        for key in range(4):
            value = item.data(key)
            if value is not None:
                out.append(f"item-data:{key}:{value}")
    return sorted(out)


def scene_image(scene) -> QImage:
    rect = scene.sceneRect()
    image = QImage(max(1, int(rect.width() / 3)), max(1, int(rect.height() / 3)),
                   QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, image.rect(), rect)
    painter.end()
    return image


def accessible_texts(window, limit: int = 6000) -> list[str]:
    """Everything a screen reader can read of the window: every accessible object's role,
    name, description, value and actions, walked through QAccessible from the window down
    (the board's discs included), and what the window announced."""
    from PySide6.QtGui import QAccessible
    out: list[str] = []
    todo = [(QAccessible.queryAccessibleInterface(window), 0)]
    while todo and len(out) < limit:
        iface, depth = todo.pop()
        if iface is None or not iface.isValid() or depth > 40:
            continue
        texts = [iface.text(k) for k in (QAccessible.Text.Name, QAccessible.Text.Description,
                                         QAccessible.Text.Value, QAccessible.Text.Help)]
        actions = iface.actionInterface()
        names = actions.actionNames() if actions is not None else []
        out.append(f"a11y:{depth}:{iface.role().name}:{'|'.join(texts)}:{','.join(names)}")
        if isinstance(iface.object(), QAbstractItemView):
            continue  # its items: every role of its model is read above (_model_texts); Qt
            # builds their objects lazily, so their count varies while the view is hidden
        for i in range(iface.childCount() - 1, -1, -1):
            todo.append((iface.child(i), depth + 1))
    access = getattr(window, "access", None)
    announcer = getattr(access, "announcer", None)
    if announcer is not None:
        out += ["said:" + text for text in announcer.history]
        # and what waits to be said (texts are gathered a moment first: ui/announce.py)
        out += ["said:" + text for text, *_rest in getattr(announcer, "_queue", ())]
    return out


def everything(window) -> tuple[list[str], QImage]:
    texts = []
    # every widget of the window, shown or hidden behind the privacy screen (the next
    # person sees the table once they pass the screen), and every visible window
    widgets = [window] + window.findChildren(QWidget)
    widgets += [w for w in QApplication.allWidgets() if w.isVisible() and w not in widgets]
    for widget in widgets:
        texts += widget_texts(widget)
    for top in QApplication.topLevelWidgets():
        if top.isVisible():
            texts.append("window-title=" + top.windowTitle())
    for action in window.findChildren(QAction):
        texts += ["action:" + action.text(), action.toolTip(), action.statusTip()]
    stack = window.stack
    texts += [f"undo:{stack.command(i).text()}" for i in range(stack.count())]
    texts += ["undoText:" + stack.undoText(), "redoText:" + stack.redoText()]
    texts.append("statusbar:" + window.statusBar().currentMessage())
    texts.append("statusline:" + window.status_line.text())
    texts += scene_texts(window.scene)
    texts += accessible_texts(window)
    return texts, scene_image(window.scene)


def _refresh(window, qtbot):
    window.model.changed.emit()
    qtbot.wait(5)
    QApplication.processEvents()
    # what waits to be said goes out now (ui/announce.py gathers a moment's texts): else the
    # gathering timer firing between the base and a counterfactual moves texts into the kept
    # history, whose oldest fall off, and the two lists differ in order only (not a leak)
    announcer = getattr(getattr(window, "access", None), "announcer", None)
    if announcer is not None:
        announcer._flush(hold=False)  # (test-only: sent whether the window is active or not)


def unrevealed(game) -> list[int]:
    return [s for s in range(game.seats) if game.has_chosen(s)]


def assert_no_secret(window, qtbot, max_swaps=2, seats=None, hand_shown=False) -> int:
    """At a privacy screen: no chosen card is discoverable, no hand is on show.

    ``seats``: only these seats' choices are swapped (e.g. the phone seats, while a hot-seat
    person looks at their own hand: ``hand_shown``). Returns how many counterfactual swaps
    were checked (so callers can see it ran).
    """
    if not hand_shown:
        assert window.hand_model.rowCount() == 0, "a hand is still in the hand model"
        assert not window.hand.selected_card()
    # time stands still while the probe compares: the window's clock is held (ui/clock.py)
    # and a computer's answer waits (the runner paused): a pause that ends between two
    # snapshots (a forced move's ring, a status message) or a computer that finishes
    # thinking is not a leak
    clock = getattr(window, "clock", None)
    runner = getattr(window, "runner", None)
    pause = runner is not None and hasattr(runner, "pause") and not runner.paused
    if pause:
        runner.pause()
    try:
        if clock is None:
            return _compare(window, qtbot, max_swaps, seats)
        with clock.held():
            return _compare(window, qtbot, max_swaps, seats)
    finally:
        if pause:
            runner.resume()


def _compare(window, qtbot, max_swaps, seats) -> int:
    game = window.model.game
    _refresh(window, qtbot)  # the base is taken as every counterfactual is: just refreshed
    base_texts, base_image = everything(window)
    checked = 0
    for seat in unrevealed(game):
        if seats is not None and seat not in seats:
            continue
        real = game._choice[seat]  # the secret (test-only access to the engine's state)
        others = [c for c in game.hand(seat) if CARD_INDEX[c] != real][:max_swaps]
        for card in others:
            game._choice[seat] = CARD_INDEX[card]
            try:
                _refresh(window, qtbot)
                texts, image = everything(window)
            finally:
                game._choice[seat] = real
            assert texts == base_texts, (
                f"something visible depends on seat {seat}'s secret card: "
                f"{sorted(set(texts) ^ set(base_texts))[:6]}")
            assert image == base_image, f"the board shows seat {seat}'s secret card"
            checked += 1
    _refresh(window, qtbot)
    return checked
