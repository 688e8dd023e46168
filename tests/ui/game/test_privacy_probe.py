"""The privacy check itself must be able to fail: plant leaks and see it catch them (R26)."""

from __future__ import annotations

import pytest
from helpers import choose_card_by_keys, new_game, on_privacy, pass_privacy, settle
from privacy_probe import assert_no_secret
from PySide6.QtWidgets import QGraphicsSimpleTextItem
from zuendstoff.document.names import card_name

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _first_choice_made(qtbot, make_window):
    game, kinds = new_game(n_humans=2, bots=(), seed=3)
    window = make_window(game, kinds)
    settle(qtbot, window)
    assert on_privacy(window)
    assert assert_no_secret(window, qtbot) == 0  # nobody has chosen yet: nothing to swap
    pass_privacy(qtbot, window)
    choose_card_by_keys(qtbot, window, "red3")
    settle(qtbot, window)
    assert on_privacy(window) and window.privacy.seat == 1
    return window


def test_r26_probe_passes_on_the_real_window(qtbot, make_window):
    window = _first_choice_made(qtbot, make_window)
    assert assert_no_secret(window, qtbot) > 0


def test_r26_probe_catches_a_leaking_tooltip(qtbot, make_window):
    window = _first_choice_made(qtbot, make_window)

    def leak():
        window.players_view.setToolTip(str(window.model.game.chosen_card(0)))
    window.model.changed.connect(leak)
    leak()
    with pytest.raises(AssertionError, match="secret"):
        assert_no_secret(window, qtbot)


def test_r26_probe_catches_a_card_painted_on_the_board(qtbot, make_window):
    window = _first_choice_made(qtbot, make_window)
    item = QGraphicsSimpleTextItem()
    window.scene.addItem(item)
    item.setPos(window.scene.sceneRect().center())

    def leak():
        # painted only: no text property the probe reads, so the image must catch it
        item.setText(card_name(window.model.game.chosen_card(0)))
        item.setToolTip("")
    window.model.changed.connect(leak)
    leak()
    item.text = None  # hide the text from the probe's text pass
    with pytest.raises(AssertionError, match="board shows"):
        assert_no_secret(window, qtbot)


def test_r26_previous_hand_gone_when_the_screen_covers(qtbot, make_window):
    window = _first_choice_made(qtbot, make_window)
    assert window.hand_model.rowCount() == 0
    assert window.hand.title.text() == ""
    # nothing of it can be pressed: the hand is hidden with its lay button (the button keeps
    # its state while hidden, so it is not switched off and on for each card: a screen
    # reader's flood, tests/ui/access/test_quiet_steps.py)
    assert not window.hand.isVisible() and not window.hand.button.isVisible()
