"""The keyboard cursor on the board: arrow keys move the focus from disc to disc; N (Shift+N)
jumps to the next (previous) disc the current decision highlights.

Enter or Space on the focused disc acts like a click (``DiscItem.keyPressEvent`` emits
``BoardScene.discClicked``). The view tells screen readers what the focused disc shows.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

#: the key that says where the focused disc's rockets lead
ROCKETS_KEY = Qt.Key.Key_R

ARROWS = {Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0), Qt.Key.Key_Left: (0, -1),
          Qt.Key.Key_Right: (0, 1)}


#: the side (0 north … 3 west) each arrow key looks to
SIDES = {Qt.Key.Key_Up: 0, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 2, Qt.Key.Key_Left: 3}


def neighbour(cells, cell: tuple[int, int], direction: tuple[int, int]) -> tuple[int, int] | None:
    """The disc nearest to ``cell`` in ``direction`` (gaps are skipped), or None at the edge."""
    dr, dc = direction
    best, best_score = None, None
    for other in cells:
        ahead = (other[0] - cell[0]) * dr + (other[1] - cell[1]) * dc
        if ahead <= 0:
            continue
        aside = abs((other[0] - cell[0]) * dc) + abs((other[1] - cell[1]) * dr)
        score = (ahead + 2 * aside, aside)
        if best_score is None or score < best_score:
            best, best_score = other, score
    return best


def start_cell(scene) -> tuple[int, int] | None:
    """Where the cursor starts: a disc the current decision is about, else the first disc."""
    for role in ("choice", "path", "target"):
        cells = sorted(scene.highlighted(role))
        if cells:
            return cells[0]
    cells = list(scene.layout.cells)
    return cells[0] if cells else None


def move_focus(scene, key) -> bool:
    """Handle arrow key ``key`` on ``scene``; True if the focus moved or was placed."""
    if key not in ARROWS or not getattr(scene, "disc_items", None):
        return False
    item = scene.focusItem()
    current = getattr(item, "cell", None)
    if current is None or tuple(current) not in scene.layout.index:
        target = start_cell(scene)
    else:
        target = neighbour(scene.layout.cells, tuple(current), ARROWS[key])
        if target is None:
            return True  # at the edge: the cursor stays
    if target is None:
        return False
    scene.disc_item(target).setFocus(Qt.FocusReason.OtherFocusReason)
    return True


def focus_start(scene) -> None:
    """Put the cursor on the start disc if no disc has the focus."""
    if getattr(scene, "disc_items", None) and scene.focusItem() is None:
        target = start_cell(scene)
        if target is not None:
            scene.disc_item(target).setFocus(Qt.FocusReason.TabFocusReason)


JUMP_KEY = Qt.Key.Key_N


def highlighted_cells(scene) -> list[tuple[int, int]]:
    """Every disc the current decision highlights, in reading order (row by row)."""
    cells: set[tuple[int, int]] = set()
    for role in ("choice", "path", "target"):
        cells |= set(scene.highlighted(role))
    return sorted(c for c in cells if c in scene.layout.index)


def jump_focus(scene, backwards: bool = False) -> bool:
    """Move the cursor to the next (``backwards``: previous) highlighted disc, wrapping
    round; True if there was one."""
    if not getattr(scene, "disc_items", None):
        return False
    cells = highlighted_cells(scene)
    if not cells:
        return False
    item = scene.focusItem()
    here = tuple(getattr(item, "cell", None) or ()) or None
    if here is None:
        target = cells[-1] if backwards else cells[0]
    elif backwards:
        earlier = [c for c in cells if c < here]
        target = earlier[-1] if earlier else cells[-1]
    else:
        later = [c for c in cells if c > here]
        target = later[0] if later else cells[0]
    scene.disc_item(target).setFocus(Qt.FocusReason.OtherFocusReason)
    return True
