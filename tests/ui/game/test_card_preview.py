"""While a person chooses a card, the board shows where the card looked at would take their
piece (ui/game/card_preview.py over engine/preview.py): only for the seat whose hand is shown,
never at a privacy screen, the same whatever the hidden deal, said to a screen reader, and
off when the setting says so."""

from __future__ import annotations

import pytest
from helpers import new_game, on_privacy, pass_privacy, settle
from PySide6.QtTest import QTest
from zuendstoff import resources
from zuendstoff.engine import Game, Player
from zuendstoff.engine.preview import card_preview

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def test_the_card_selected_shows_its_flight_and_is_said(qtbot, make_window):
    game, kinds = new_game(n_humans=1, bots=("greedy",))
    window = make_window(game, kinds)
    settle(qtbot, window)
    assert window.flow.looking == 0
    said = []
    window.access.announcer.say = lambda text, urgent=False, private=False: said.append(text)
    for card in ("red2", "yellow3", "blue2", "sun", "planet", "black1"):
        window.hand.select_card(card)
        expected = card_preview(window.model.game.view(0), card)
        assert window.scene.shown_preview() == expected
        assert window.card_previews.sentence and said[-1] == window.card_previews.sentence
        assert window.hand.view.accessibleDescription() == window.card_previews.sentence
    assert "Earth" in said[0]  # the piece stands on Earth; its flight is worded
    assert window.scene.preview_item.isVisible()


def test_pointing_at_a_card_shows_it_and_leaving_goes_back_to_the_selection(qtbot, make_window):
    game, kinds = new_game(n_humans=1, bots=("greedy",))
    window = make_window(game, kinds)
    settle(qtbot, window)
    window.hand.select_card("red2")
    view = window.hand.view
    row = window.hand.model.row_of("blue3")
    rect = view.visualRect(window.hand.model.index(row, 0))
    QTest.mouseMove(view.viewport(), rect.center())
    qtbot.waitUntil(lambda: (window.scene.shown_preview() or None) is not None
                    and window.scene.shown_preview().card == "blue3", timeout=3000)
    window.hand.view.hovered.emit("")  # the mouse left the cards
    assert window.scene.shown_preview().card == "red2"


def test_never_at_a_privacy_screen_nor_after_the_card_is_laid(qtbot, make_window):
    game, kinds = new_game(n_humans=2, bots=())
    window = make_window(game, kinds)
    settle(qtbot, window)
    assert on_privacy(window)
    assert window.scene.shown_preview() is None
    pass_privacy(qtbot, window)
    window.hand.select_card("yellow2")
    assert window.scene.shown_preview() is not None
    window.hand.confirm()
    settle(qtbot, window)
    assert on_privacy(window) and window.scene.shown_preview() is None
    assert window.hand.view.accessibleDescription() == ""


def test_the_setting_switches_it_off(qtbot, make_window, settings):
    settings.card_preview = False
    game, kinds = new_game(n_humans=1, bots=("greedy",))
    window = make_window(game, kinds)
    settle(qtbot, window)
    window.hand.select_card("red3")
    assert window.scene.shown_preview() is None
    window.card_previews.set_enabled(True)
    assert window.scene.shown_preview() is not None


def test_the_same_whatever_lies_face_down(qtbot, make_window):
    """A counterfactual: two games alike in all that is public, dealt otherwise face down,
    show the same preview items and say the same sentences for every card."""
    def window_for(seed):
        players = [Player("Anna", "black"), Player("Ben", "white")]
        game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                        players, seed=seed)
        kinds = new_game(n_humans=1, bots=("greedy",))[1]
        w = make_window(game, kinds)
        settle(qtbot, w)
        return w
    a, b = window_for(1), window_for(2)
    assert a.model.game.faces != b.model.game.faces
    for card in ("red2", "red3", "yellow2", "yellow3", "blue2", "blue3", "sun", "planet",
                 "black1", "black3"):
        a.hand.select_card(card)
        b.hand.select_card(card)
        assert a.scene.shown_preview() == b.scene.shown_preview()
        assert a.card_previews.sentence == b.card_previews.sentence
