"""Each step of a game tells a screen reader what changed, and nothing more (issue 40, "The app
people get"): a screen reader hears every focus change and every control switched on or off,
and Orca 43 throws queued events away, notices among them, once more than 50 wait ("Pruning
event queue due to flood"). So between one step's control and the next the focus
rests on no widget (never on an unnamed panel, never passing through the board), and a hand's
lay button is not switched off and on again for each card. Counted here at the widgets (every
focus change and enabled change a Qt accessibility bridge turns into AT-SPI events); Orca's
own hearing of a whole game is test_orca.py's."""

from __future__ import annotations

from helpers import new_game, settle
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from zuendstoff.engine.bots import make_bot

STEPS = 30


def _spoken_name(widget: QWidget) -> str:
    """What a screen reader says for ``widget`` taking the focus: its accessible name, else
    its text (a button's, a label's)."""
    if widget.accessibleName():
        return widget.accessibleName()
    if isinstance(widget, (QAbstractButton, QLabel)):
        return widget.text()
    return ""


class _Switches(QObject):
    """Counts the enabled changes of one widget."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__()
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.EnabledChange:
            self.count += 1
        return False


def _play_steps(qtbot, window, steps: int = STEPS) -> list[tuple[str, list, int]]:
    """The person's steps of a solo game, made as orca_game_app.py makes them; per step its
    kind, the focus changes it brought up to the next step ((old, new): each None or (what,
    its name)), and how often the hand's lay button was switched on or off meanwhile."""
    brain = make_bot("greedy", 9)
    moves: list = []

    def seen(widget: QWidget | None) -> tuple[str, str] | None:
        """(what it is, what a screen reader says for it) as the focus moves (a control of a
        step may be deleted afterwards)."""
        if widget is None:
            return None
        what = ("the decision bar" if widget is window.bar else
                "the board" if widget is window.board_view else type(widget).__name__)
        return what, _spoken_name(widget)
    QApplication.instance().focusChanged.connect(
        lambda old, new: moves.append((seen(old), seen(new))))
    lay = _Switches(window.hand.button)
    made: list[tuple[str, list, int]] = []
    for _ in range(400):
        settle(qtbot, window)
        if made:
            kind, _focus, _switches = made[-1]
            made[-1] = (kind, list(moves), lay.count)
        moves.clear()
        lay.count = 0
        game = window.model.game
        if game.is_over or len(made) >= steps:
            break
        if window.flow.moment is not None:
            made.append(("continue", [], 0))
            window.bar.continue_button.click()
        elif window.flow.looking is not None:
            made.append(("card", [], 0))
            window.hand.select_card(brain.decide(game.view(window.flow.looking)).card)
            window.hand.confirm()
        elif window.bar.seat is not None and not window.model.is_computer(window.bar.seat):
            made.append(("decision", [], 0))
            window.flow.decide(brain.decide(game.view(window.bar.seat)))
    return made


def test_each_step_moves_the_focus_once_to_a_named_control_and_leaves_the_lay_button_on(
        qtbot, make_window):
    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=4)
    window = make_window(game, kinds)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    made = _play_steps(qtbot, window)
    assert len(made) == STEPS and {"card", "decision"} <= {k for k, _f, _s in made}, made
    for kind, moves, _switches in made:
        gained = [new for _old, new in moves if new is not None]
        # the focus goes to the next step's control, with a name to say, and nowhere else
        assert all(name for _what, name in gained), (kind, moves)
        assert not [w for w, _n in gained if w in ("the decision bar", "the board")], (kind, moves)
        # lost once and gained once (at most): no stop on the way
        assert len(moves) <= 2, (kind, moves)
    # a hand's lay button is not switched off and on for each card (it stays on while the
    # hand is hidden; shown again, its first card is chosen)
    cards = [s for kind, _f, s in made if kind == "card"]
    assert len(cards) >= 10, made
    assert sum(cards) == 0, cards
    settle(qtbot, window)
    if window.flow.looking is not None:
        assert window.hand.button.isEnabled()
