"""The board for screen readers: every disc (and the sun) an accessible object of its own.

The board is painted in a QGraphicsScene, whose items Qt does not expose to assistive
technology: through AT-SPI the view was one unnamed filler. Here the view gets an
accessible interface of its own (a *list* named "Board") whose children are the discs,
each a *list item* with

* a name: the disc and its place on the layout's grid ("Planet 7, row 1, column 4",
  "Face-down planet, row 2, column 3": never more for a face-down planet, R26), unique on
  the board,
* a description: the rest of the sentence :meth:`DiscItem.describe` builds, without the
  name (rockets and where they point, face up, stop disc, path or choice, the pieces on it),
* states: focusable, and focused while the board's keyboard cursor is on it,
* actions: the decisions that can be made on it now ("Stop here", "Turn a quarter", …),
  plus *SetFocus*, which moves the cursor there.

How: PySide6 can install a Python accessibility factory (``QAccessible.installFactory``)
and subclass ``QAccessibleWidget``, but a Python interface cannot hand Qt a separate
action interface (``interface_cast`` would have to return a C++ pointer). ``QAccessibleWidget``
is its own action interface, so each disc gets a tiny :class:`DiscProxy` widget, never
shown and never focused, that only carries the disc's interface; the view's interface
lists the proxies as its children. Keyboard focus stays on the view (the scene's focus
item is the cursor); when the cursor moves, a Focus event for the disc's proxy tells the
screen reader, after the view's own focus event.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from .. import accessible_factory


def _safe(default):
    """Answer ``default`` instead of raising into Qt (an interface's method is called from
    C++): a screen reader may ask while the window is torn down (RuntimeError: an object
    already deleted), and a screen reader's query must never break the game."""
    def wrap(method):
        def safe(*args):
            try:
                return method(*args)
            except Exception:  # noqa: BLE001 - see above
                return default() if callable(default) else default
        safe.__name__, safe.__doc__ = method.__name__, method.__doc__
        return safe
    return wrap


def install() -> None:
    """Let the app's accessibility factory make the board's interfaces (once per process)."""
    accessible_factory.register(_make)


def _make(obj: QObject):
    if isinstance(obj, DiscProxy):
        return DiscAccessible(obj)
    access = getattr(obj, "board_access", None) if isinstance(obj, QWidget) else None
    if isinstance(access, BoardAccess) and access.view is obj:
        return BoardAccessible(obj, access)
    return None


class DiscProxy(QWidget):
    """Stands for disc number ``index`` of the board in the accessibility tree (never shown)."""

    def __init__(self, access: BoardAccess, index: int) -> None:
        super().__init__(access.view)
        self.access = access
        self.index = index
        self.setObjectName(f"disc{index}")
        self.hide()


class BoardAccess(QObject):
    """Keeps one :class:`DiscProxy` per disc of ``view``'s scene and tells screen readers
    where the board's cursor is. ``actions``, set by the game window, gives the decisions
    that can be made on a cell now, as (name, callable) pairs."""

    def __init__(self, view) -> None:
        super().__init__(view)
        install()
        self.view = view
        self.proxies: list[DiscProxy] = []
        self.actions: Callable[[tuple[int, int]], list[tuple[str, Callable[[], None]]]] = \
            lambda _cell: []
        self._pending_focus = False
        view.board_access = self

    # ------------------------------------------------------------ discs
    def scene(self):
        return self.view.scene()

    def items(self) -> list:
        scene = self.scene()
        return list(getattr(scene, "disc_items", ()) or ())

    def sync(self) -> list[DiscProxy]:
        """One proxy per disc (the layout may have changed with a new game)."""
        n = len(self.items())
        if len(self.proxies) != n:
            while len(self.proxies) > n:
                self.proxies.pop().deleteLater()
            while len(self.proxies) < n:
                self.proxies.append(DiscProxy(self, len(self.proxies)))
            if QAccessible.isActive():
                QAccessible.updateAccessibility(QAccessibleEvent(self.view,
                                                                 QAccessible.Event.ObjectReorder))
        return self.proxies

    def item(self, index: int):
        items = self.items()
        return items[index] if 0 <= index < len(items) else None

    def focused_index(self) -> int | None:
        scene = self.scene()
        item = scene.focusItem() if scene is not None else None
        items = self.items()
        return items.index(item) if item in items else None

    def has_cursor(self, index: int) -> bool:
        return self.view.hasFocus() and self.focused_index() == index

    def disc_rect(self, index: int) -> QRect:
        """Where the disc is on the screen (global coordinates)."""
        item = self.item(index)
        if item is None or not self.view.isVisible():
            return QRect()
        poly = self.view.mapFromScene(item.mapToScene(item.shape().boundingRect()))
        rect = poly.boundingRect()
        top_left = self.view.viewport().mapToGlobal(rect.topLeft())
        return QRect(top_left, rect.size())

    # ------------------------------------------------------------ events
    def cursor_moved(self) -> None:
        """The cursor moved (or the board got the focus): the focused disc is announced,
        after the view's own focus event (posted, so it comes last)."""
        if not self._pending_focus:
            self._pending_focus = True
            QTimer.singleShot(0, self, self._send_focus)

    def _send_focus(self) -> None:
        self._pending_focus = False
        index = self.focused_index()
        if index is None or not self.view.hasFocus() or not QAccessible.isActive():
            return
        proxies = self.sync()
        if index < len(proxies):
            QAccessible.updateAccessibility(QAccessibleEvent(proxies[index],
                                                             QAccessible.Event.Focus))

    def changed(self) -> None:
        """The board changed (a turn, a flip, marks): the focused disc's texts may differ."""
        index = self.focused_index()
        if index is None or not QAccessible.isActive():
            return
        proxies = self.sync()
        if index < len(proxies):
            for kind in (QAccessible.Event.NameChanged, QAccessible.Event.DescriptionChanged):
                QAccessible.updateAccessibility(QAccessibleEvent(proxies[index], kind))

    def move_cursor_to(self, index: int) -> None:
        item = self.item(index)
        if item is not None:
            self.view.setFocus()
            item.setFocus(Qt.FocusReason.OtherFocusReason)


class BoardAccessible(QAccessibleWidget):
    """The board view: a list of discs."""

    def __init__(self, view, access: BoardAccess) -> None:
        super().__init__(view, QAccessible.Role.List)
        self.access = access

    @_safe("")
    def text(self, kind):
        view = self.widget()
        if kind == QAccessible.Text.Name:
            return view.accessibleName()
        if kind == QAccessible.Text.Description:
            return view.accessibleDescription()
        return super().text(kind)

    @_safe(0)
    def childCount(self) -> int:  # noqa: N802
        return len(self.access.sync())

    @_safe(None)
    def child(self, index: int):
        proxies = self.access.sync()
        if 0 <= index < len(proxies):
            return QAccessible.queryAccessibleInterface(proxies[index])
        return None

    @_safe(-1)
    def indexOfChild(self, child) -> int:  # noqa: N802
        obj = child.object() if child is not None else None
        proxies = self.access.sync()
        return proxies.index(obj) if obj in proxies else -1

    @_safe(None)
    def focusChild(self):  # noqa: N802
        index = self.access.focused_index()
        if index is not None and self.access.view.hasFocus():
            return self.child(index)
        return None

    @_safe(None)
    def childAt(self, x: int, y: int):  # noqa: N802
        for i in range(self.childCount()):
            if self.access.disc_rect(i).contains(QPoint(x, y)):
                return self.child(i)
        return None


class DiscAccessible(QAccessibleWidget):
    """One disc: name, description, focus and the decisions that can be made on it."""

    def __init__(self, proxy: DiscProxy) -> None:
        super().__init__(proxy, QAccessible.Role.ListItem)
        self.proxy = proxy

    def _item(self):
        return self.proxy.access.item(self.proxy.index)

    def role(self):
        return QAccessible.Role.ListItem

    @_safe("")
    def text(self, kind):
        item = self._item()
        if item is None:
            return ""
        if kind == QAccessible.Text.Name:
            return item.label()
        if kind == QAccessible.Text.Description:
            return item.describe(with_name=False)
        return ""

    @_safe(QAccessible.State)
    def state(self):
        state = QAccessible.State()
        access = self.proxy.access
        state.focusable = True
        state.selectable = True
        state.focused = access.has_cursor(self.proxy.index)
        state.selected = state.focused
        state.invisible = not access.view.isVisible()
        state.offscreen = state.invisible
        item = self._item()
        state.disabled = item is None
        return state

    @_safe(QRect)
    def rect(self) -> QRect:
        return self.proxy.access.disc_rect(self.proxy.index)

    @_safe(None)
    def parent(self):
        return QAccessible.queryAccessibleInterface(self.proxy.access.view)

    @_safe(0)
    def childCount(self) -> int:  # noqa: N802
        return 0

    def child(self, _index: int):
        return None

    def indexOfChild(self, _child) -> int:  # noqa: N802
        return -1

    def childAt(self, _x: int, _y: int):  # noqa: N802
        return None

    def focusChild(self):  # noqa: N802
        return None

    # ------------------------------------------------------------ actions
    def _actions(self) -> list[tuple[str, Callable[[], None]]]:
        item = self._item()
        if item is None:
            return []
        try:
            return list(self.proxy.access.actions(tuple(item.cell)))
        except Exception:  # noqa: BLE001 - the disc still offers SetFocus
            return []

    @_safe(list)
    def actionNames(self) -> list[str]:  # noqa: N802
        return [name for name, _do in self._actions()] + [QAccessibleWidget.setFocusAction()]

    def localizedActionName(self, name: str) -> str:  # noqa: N802
        return name if name != QAccessibleWidget.setFocusAction() else super().localizedActionName(name)

    def localizedActionDescription(self, name: str) -> str:  # noqa: N802
        return self.localizedActionName(name)

    def keyBindingsForAction(self, _name: str) -> list[str]:  # noqa: N802
        return []

    @_safe(None)
    def doAction(self, name: str) -> None:  # noqa: N802
        if name == QAccessibleWidget.setFocusAction():
            self.proxy.access.move_cursor_to(self.proxy.index)
            return
        for action_name, do in self._actions():
            if action_name == name:
                do()
                return
