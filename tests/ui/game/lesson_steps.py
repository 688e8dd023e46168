"""Playing the guided game in a test as a learner does: at the app's own pace (its default
animation speed, computer delay and table pause), on a machine that may be busy, doing what
each callout says with keys and clicks."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys

from helpers import click_disc, settle
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QPushButton
from zuendstoff.document.names import colour_name
from zuendstoff.engine import Flip, PickColour, PlayCard, Rotate, Stop

tr = QCoreApplication.translate

#: how long one step of the lesson may take at the real pace on a busy machine (a flight's
#: animation, the computer's "thinking…", a round's end): generous, but bounded
STEP_MS = 60_000


def app_pace(settings, folder) -> None:
    """Give ``settings`` the pace a person gets: the app's own defaults (read from a fresh
    settings file in ``folder``, not written down here) for the animation speed, the
    computer's delay and the table pause."""
    from zuendstoff.settings import Settings
    defaults = Settings(str(folder / "defaults.ini"))
    settings.animation_speed = defaults.animation_speed
    settings.bot_delay_ms = defaults.bot_delay_ms
    settings.table_pause = defaults.table_pause
    assert settings.animation_speed > 0 and settings.bot_delay_ms > 0  # (a real pace)


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
