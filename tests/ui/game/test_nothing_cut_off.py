"""No visible text is cut off (issue 42, items 8 and 9): every label, button, table cell,
header, hand card and wrapped title shows its whole text, in the width and the height it
needs, in English and in German, in a window filling a 1280×720 and a 1600×1000 screen.

A whole hot-seat game is walked through the real window (two people and a computer, real
names, the standard board): the privacy screen, a hand at its first and second card, the
cards turned over, the choice of a colour, of where to stop (face-down planets' long
places), of a planet turn and of a face-down planet's side, a round's end, the game-over
dialog and the replay of the game. ``cut_off.py`` measures each text."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from cut_off import cut_off

sys.path.insert(0, str(Path(__file__).parents[2] / "document"))
from game_states import phase_is, reach  # noqa: E402
from game_states_path import reach_over  # noqa: E402
from helpers import on_privacy, settle
from PySide6.QtWidgets import QApplication
from zuendstoff import resources
from zuendstoff.document.game_model import SeatKind
from zuendstoff.engine import Game, Phase, Player
from zuendstoff.engine.bots import make_bot

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py; moments asked below)

# a window maximised on the screen: the screen less a title bar and a panel
SCREENS = {"1280x720": (1280, 720 - 40), "1600x1000": (1600, 1000 - 40),
           # …with the side column at its narrowest (dragged so, or a board that takes the
           # width: the German hand's title took three lines there, the cards a scroll bar)
           "1600x1000 narrow side": (1600, 1000 - 40)}


@pytest.fixture(params=["en", "de"])
def language(request, qapp):
    from zuendstoff import i18n
    i18n.install(request.param)
    yield request.param
    i18n.uninstall()


def _kind(window) -> str:
    game = window.model.game
    if window.flow.moment is not None:
        return f"moment {window.flow.moment.kind}"
    if on_privacy(window):
        return "privacy screen"
    if game.phase in (Phase.FIRST_CARD, Phase.SECOND_CARD):
        return f"hand {game.phase.name}" if window.hand.isVisible() else "waiting"
    return f"choice {game.phase.name}"


@pytest.mark.parametrize("screen", SCREENS)
def test_every_text_of_a_whole_game_is_shown_whole(qtbot, make_window, settings, language,
                                                   screen):
    settings.table_pause = -1  # the table moments wait for Continue, as at a real table
    if "narrow" in screen:
        from zuendstoff.ui.game.strips import SideFitter
        settings.side_width = SideFitter.MIN_SIDE
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Ben", "white"),
                     Player("Clara", "purple")], seed=5)
    window = make_window(game, [SeatKind(), SeatKind(), SeatKind("greedy")])
    window.resize(*SCREENS[screen])
    brains = {s: make_bot("greedy", s + 3) for s in range(3)}
    faults: dict[str, str] = {}  # fault → the state it was first seen in
    seen: set[str] = set()

    def look(where: str, root=None) -> None:
        QApplication.processEvents()
        seen.add(where)
        for fault in cut_off(root or window):
            faults.setdefault(fault, where)

    kinds = ("privacy screen", "hand FIRST_CARD", "hand SECOND_CARD", "moment reveal",
             "moment round", "choice STOP", "choice ROTATE", "choice FLIP")
    for _ in range(400):
        settle(qtbot, window)
        game = window.model.game
        if game.is_over or all(kind in seen for kind in kinds):
            break
        look(_kind(window))
        if window.flow.moment is not None:
            window.flow.continue_moment()
        elif game.phase in (Phase.FIRST_CARD, Phase.SECOND_CARD):
            if on_privacy(window):
                window.privacy.button.click()
                continue
            seat = window.flow.looking
            if seat is not None:
                window.hand.confirmed.emit(seat, brains[seat].decide(game.view(seat)).card)
        else:
            seat = game.pending_seats()[0]
            assert window.bar.seat == seat
            window.bar.decided.emit(brains[seat].decide(game.view(seat)))
    # a flight's colour chosen (a rarer moment: a game found that reaches it)
    window.model.set_game(reach(phase_is(Phase.PICK)), [SeatKind()] * 3)
    settle(qtbot, window)
    look("choice PICK")
    # the end of a whole game (the same players, played by computers to its end)
    window.model.set_game(reach_over(), [SeatKind(), SeatKind(), SeatKind("greedy")])
    settle(qtbot, window)
    if window.game_over_dialog is None:
        window.show_game_over()  # (as when the last flight ends the game)
    qtbot.waitUntil(lambda: window.game_over_dialog.isVisible(), timeout=5000)
    look("game over", window.game_over_dialog)
    look("game over, the window behind")
    window.close_game_over()
    viewer = window.replays.replay_current()
    viewer.resize(*SCREENS[screen])
    look("replay", viewer)
    viewer.close()
    for kind in kinds:
        assert kind in seen, (kind, sorted(seen))  # (the walk reached every kind of state)
    assert not faults, "cut off:\n" + "\n".join(f"[{where}] {fault}"
                                                for fault, where in faults.items())


def test_the_new_game_dialog_shows_every_text_whole(qtbot, settings, language):
    from zuendstoff.ui.dialogs.new_game import NewGameDialog
    dialog = NewGameDialog(None, settings)
    qtbot.addWidget(dialog)
    dialog.show()
    for count in (dialog.count.minimum(), dialog.count.maximum()):  # few seats and all five
        dialog.count.setValue(count)
        qtbot.waitUntil(dialog.isVisible)
        QApplication.processEvents()
        faults = cut_off(dialog)
        assert not faults, "cut off:\n" + "\n".join(faults)
