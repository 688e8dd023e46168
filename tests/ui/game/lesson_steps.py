"""Playing the guided game in a test as a learner does: at the app's own pace (its default
animation speed, computer delay and table pause), on a machine that may be busy, doing what
each callout says with keys and clicks."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys

from helpers import click_disc, settle
from PySide6.QtCore import QCoreApplication, QPoint, QRect, QRectF, Qt
from PySide6.QtWidgets import QPushButton, QWidget
from zuendstoff.document.names import colour_name
from zuendstoff.engine import Flip, PickColour, PlayCard, Rotate, Stop

tr = QCoreApplication.translate

#: how long one step of the lesson may take at the real pace on a busy machine (a flight's
#: animation, the computer's "thinking…", a round's end): generous, but bounded
STEP_MS = 60_000


@contextlib.contextmanager
def busy_machine(hogs: int | None = None):
    """One busy loop per core beside the test (killed afterwards): the machine a person's
    other programs keep busy."""
    count = hogs if hogs is not None else max(2, os.cpu_count() or 2)
    procs = [subprocess.Popen([sys.executable, "-c", "while True: pass"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
             for _ in range(count)]
    try:
        yield procs
    finally:
        for proc in procs:
            proc.kill()
            proc.wait(timeout=10)


def caught_up(lw) -> bool:
    """The lesson's callout follows the board as it is: the callout for the learner's next
    move is up (or the lesson has ended)."""
    lesson = lw.lesson
    if lesson.done:
        return True
    want = lesson.script.expected(lw.model.game, 0)
    return want is not None and want == getattr(lesson, "_want", None) \
        and not lesson._timer.isActive()


def settle_lesson(qtbot, lw, timeout: int = STEP_MS) -> None:
    """Wait until the board has shown the last move and the lesson says what to do next
    (or has ended)."""
    settle(qtbot, lw, timeout=timeout)
    try:
        qtbot.waitUntil(lambda: caught_up(lw), timeout=timeout)
    except qtbot.TimeoutError:
        game = lw.model.game
        raise AssertionError(
            f"the lesson stands still: round {game.round_no}, {lw.lesson.script.done_in(game)} of "
            f"{len(lw.lesson.script.decisions)} scripted steps made, status "
            f"{lw.status_line.text()!r}, {lw.statusBar().currentMessage()!r}") from None
    settle(qtbot, lw, timeout=timeout)


def bar_button(window, text):
    for b in window.bar.findChildren(QPushButton):
        if b.isVisible() and b.text() == text:
            return b
    raise AssertionError(f"no button {text!r}: {[b.text() for b in window.bar.findChildren(QPushButton)]}")


def make_move(qtbot, lw, want) -> None:
    """Make the move ``want`` as the callout says: Enter on the marked card, a click on the
    disc, the button beside the board."""
    game = lw.model.game
    if isinstance(want, PlayCard):
        assert lw.flow.looking == 0
        assert lw.hand.selected_card() == want.card  # the lesson marked it
        qtbot.keyClick(lw.hand.view, Qt.Key.Key_Return)
    elif isinstance(want, Rotate):
        click_disc(qtbot, lw, want.target)
        if tuple(want.target) != game.piece_cell(want.seat):
            text = {1: "¼ turn", 2: "½ turn", 3: "¾ turn"}[want.quarters]
            qtbot.mouseClick(bar_button(lw, tr("DecisionBar", text)), Qt.MouseButton.LeftButton)
    elif isinstance(want, PickColour):
        text = tr("DecisionBar", "Fly %1").replace("%1", colour_name(want.colour))
        qtbot.mouseClick(bar_button(lw, text), Qt.MouseButton.LeftButton)
    elif isinstance(want, Stop):
        click_disc(qtbot, lw, want.cell)
    elif isinstance(want, Flip):
        qtbot.mouseClick(lw.bar.compass.buttons[want.rotation], Qt.MouseButton.LeftButton)


# ------------------------------------------------------------------ where the callout is
def _on_window(lw, widget) -> QRect:
    return QRect(widget.mapTo(lw, QPoint(0, 0)), widget.size())


def _scene_on_window(lw, rect) -> QRect:
    view = lw.board_view
    shown = view.mapFromScene(rect).boundingRect()
    return QRect(view.viewport().mapTo(lw, shown.topLeft()), shown.size())


def disc_on_window(lw, cell) -> QRect:
    return _scene_on_window(lw, lw.scene.disc_item(tuple(cell)).sceneBoundingRect())


def looked_at(lw) -> tuple[str, QRect, dict[str, QRect]]:
    """What the learner must find for the step shown (found as a person finds it: the disc on
    the board, the button by its words, the hand's cards, the learner's chip) and what must
    stay in sight beside it (the other stops, the words and buttons beside the board, the
    disc a move there is about, the chips), in the window's coordinates."""
    lesson, game = lw.lesson, lw.model.game
    panel = lw.scene.panel
    chips = _scene_on_window(lw, panel.mapRectToScene(panel.boundingRect()))
    if lesson.done:  # the end: the learner's new chip
        centre = panel.chip_pos(0, 0)
        chip = _scene_on_window(lw, QRectF(centre.x() - 20, centre.y() - 20, 40, 40))
        return "the learner's chip", chip, {}
    want = lesson._want
    keep: dict[str, QRect] = {"the chips": chips}
    controls = [w for w in lw.bar.findChildren(QWidget) if w.isVisible() and w.parent() is lw.bar]
    for w in controls:
        keep[f"the {type(w).__name__} “{getattr(w, 'text', lambda: '')()}” beside the board"] = \
            _on_window(lw, w)
    if isinstance(want, PlayCard):
        return "the hand's cards", _on_window(lw, lw.hand.view), keep
    if isinstance(want, PickColour):
        text = tr("DecisionBar", "Fly %1").replace("%1", colour_name(want.colour))
        button = bar_button(lw, text)
        keep.pop(f"the QPushButton “{text}” beside the board")
        keep["the flying piece"] = disc_on_window(lw, game.piece_cell(0))
        return f"the button {text!r}", _on_window(lw, button), keep
    if isinstance(want, Flip):
        compass = lw.bar.compass
        keep.pop("the CompassChooser “” beside the board")
        keep["the face-down planet"] = disc_on_window(lw, game.piece_cell(0))
        return "the compass rose", _on_window(lw, compass), keep
    cell = want.cell if isinstance(want, Stop) else want.target
    if isinstance(want, Stop):
        for d in game.legal_decisions(0):
            if d != want:
                keep[f"the other stop {d.cell}"] = disc_on_window(lw, d.cell)
    return f"the disc {tuple(cell)}", disc_on_window(lw, cell), keep


def callout_problems(lw, strict: bool = True) -> list[str]:
    """What is wrong with where the callout is: outside the window, over what it points at,
    its arrow pointing elsewhere, or (``strict``: a window with room for it) over what must
    stay in sight."""
    callout = lw.lesson.callout
    if not callout.isVisible():
        return ["no callout is shown"]
    box = callout.geometry()
    name, target, keep = looked_at(lw)
    out = []
    if not lw.rect().contains(box):
        out.append(f"the callout {box.getRect()} reaches out of the window {lw.rect().getRect()}")
    if box.intersects(target):
        out.append(f"the callout {box.getRect()} covers {name} {target.getRect()}")
    tip, step = callout.arrow_tip()
    if not any(target.contains(tip + step * k) for k in range(1, 31)):
        out.append(f"the arrow at {tip.toTuple()} points past {name} {target.getRect()}")
    if strict:
        out += [f"the callout {box.getRect()} covers {what} {rect.getRect()}"
                for what, rect in keep.items() if box.intersects(rect)]
    return out


def focused_move(qtbot, lw) -> str:
    """After "Got it", the keys go on where the move is made: Enter (a card, a disc) or Space
    (a button) on what has the focus makes it. Returns what had the focus."""
    from PySide6.QtWidgets import QApplication, QGraphicsView
    focus = QApplication.focusWidget()
    assert focus is not None, "nothing has the focus"
    if isinstance(focus, QPushButton):
        qtbot.keyClick(focus, Qt.Key.Key_Space)
    else:
        target = focus
        if isinstance(focus.parent(), QGraphicsView):
            target = focus.parent()
        qtbot.keyClick(target, Qt.Key.Key_Return)
    item = getattr(lw.scene, "focusItem", lambda: None)()
    return type(focus).__name__ + (f" {item.cell}" if getattr(item, "cell", None) else "")
