"""The game window never asks for more width than a 1280×720 screen offers: five people with
long names (the longest the new-game dialog takes), in German (the longer words), at every
step of a game. The cards on the table fit their one line (shorter cards and names, all of it
in the tooltips and accessible names) instead of widening the window."""

from __future__ import annotations

import pytest
from helpers import on_privacy, settle
from PySide6.QtWidgets import QApplication
from zuendstoff import resources
from zuendstoff.document.game_model import SeatKind
from zuendstoff.document.names import card_name
from zuendstoff.engine import Game, Phase, Player
from zuendstoff.engine.bots import make_bot
from zuendstoff.ui.dialogs.new_game import MAX_NAME

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)

SCREEN_W = 1280
FIRST = ["Annemarie Schmidt-Löwenberg", "Bartholomäus Wiesenthaler", "Clara-Sophie Hohenstein",
         "Dietrich von Falkenhausen", "Emmanuelle Vandenberghe"]
NAMES = [(n + " " + "Langname" * 5)[:MAX_NAME] for n in FIRST]


@pytest.fixture
def german(qapp):
    from zuendstoff import i18n
    i18n.install("de")
    yield
    i18n.uninstall()


def test_five_long_names_in_german_never_widen_the_window_past_the_screen(
        qtbot, make_window, german):
    pieces = ["black", "white", "purple", "orange", "green"]
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player(n, p) for n, p in zip(NAMES, pieces)], seed=7)
    window = make_window(game, [SeatKind()] * 5)
    window.resize(1228, 677)
    brains = {s: make_bot("greedy", s + 11) for s in range(5)}
    widest = []  # (width the window asks for, round, phase)
    banner = []  # the cards on the table shown: (room, width their line takes)
    whole = []  # …and whether all of it is in the tooltips and accessible names
    cards = {card_name(c) for c in ("sun", "planet", "red2", "red3", "yellow2", "yellow3",
                                    "blue2", "blue3", "black1", "black3")}

    def look():
        QApplication.processEvents()
        g = window.model.game
        widest.append((window.minimumSizeHint().width(), g.round_no, g.phase.name))
        reveal = window.reveal
        if reveal.isVisible():
            banner.append((reveal.width(), reveal.box.sizeHint().width()))
            whole.append(all(name in reveal.toolTip() for name in NAMES) and all(
                # each card whole for screen readers and in its tooltip
                chip.accessibleName() == chip.toolTip() and chip.toolTip() in cards
                for chip in getattr(reveal, "chips", [])))

    window.model.changed.connect(look)
    for _ in range(400):
        settle(qtbot, window)
        g = window.model.game
        look()
        if g.is_over or g.round_no > 6:
            break
        if window.flow.moment is not None:
            window.flow.continue_moment()
        elif g.phase in (Phase.FIRST_CARD, Phase.SECOND_CARD):
            if on_privacy(window):
                window.privacy.button.click()
            seat = window.flow.looking
            if seat is not None:
                window.hand.confirmed.emit(seat, brains[seat].decide(g.view(seat)).card)
        else:
            seat = g.pending_seats()[0]
            assert window.bar.seat == seat
            window.bar.decided.emit(brains[seat].decide(g.view(seat)))
    assert window.model.game.round_no > 3 and len(widest) > 50
    assert max(widest)[0] <= SCREEN_W, max(widest)
    assert banner and all(need <= room for room, need in banner), banner
    assert all(whole)
