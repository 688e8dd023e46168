"""Hints at the table: asked for by the person deciding, shown with a reason, logged for
everyone, gone before the next privacy screen, absent in a game without hints."""

from __future__ import annotations

import pytest
from helpers import new_game, on_privacy, pass_privacy, settle
from privacy_probe import assert_no_secret
from PySide6.QtCore import Qt
from zuendstoff.engine import PlayCard

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _log_text(window):
    return [line for rnd in window.log_model.lines() for line in rnd]


def _ask(qtbot, window):
    window.hints.budget = None  # the bot's fixed sample budget: quick and reproducible
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: not window.hints.busy, timeout=20000)


def test_a_hint_for_a_hidden_card_is_shown_logged_and_gone_at_the_privacy_screen(qtbot, make_window):
    window = make_window(*new_game(n_humans=2, bots=("greedy",), seed=3))
    settle(qtbot, window)
    assert on_privacy(window)
    seat = pass_privacy(qtbot, window)
    _ask(qtbot, window)
    hint = window.hints.last
    assert isinstance(hint.decision, PlayCard) and hint.decision.seat == seat
    text = window.hints.banner.label.text()
    assert window.hints.banner.isVisible() and "Hint for Anna" in text and len(text) < 300
    assert window.hand.selected_card() == hint.decision.card  # pointed at in the hand
    assert "Anna asked for a hint" in _log_text(window)
    # Anna lays a card: the hint goes with her hand; the next screen shows nothing of it
    qtbot.keyClick(window.hand.view, Qt.Key.Key_Return)
    settle(qtbot, window)
    assert on_privacy(window)
    assert window.hints.banner.label.text() == "" and not window.hints.banner.isVisible()
    assert assert_no_secret(window, qtbot) >= 1
    assert "Anna asked for a hint" in _log_text(window)  # the table knows


def test_no_hint_for_nobody_and_none_in_a_game_without_hints(qtbot, make_window):
    window = make_window(*new_game(n_humans=2, bots=("greedy",), seed=4))
    settle(qtbot, window)
    assert on_privacy(window)
    assert window.hints.request() is False  # nobody's hand is on show
    assert window.hints.banner.label.text() == ""
    window.model.set_hint_options(False)
    pass_privacy(qtbot, window)
    assert window.hints.request() is False
    assert "without hints" in window.statusBar().currentMessage()
    assert not any("hint" in line for line in _log_text(window))
    assert window.model.record_extra()["zuendstoff_app"]["hints"] == {"allowed": False, "used": []}


def test_the_new_game_dialog_offers_and_records_hints(qtbot, settings, make_window, tmp_path):
    from PySide6.QtWidgets import QDialogButtonBox
    from zuendstoff.ui.dialogs.new_game import NewGameDialog
    window = make_window(*new_game(n_humans=2, bots=("greedy",), seed=5))
    dialog = NewGameDialog(None, settings)
    qtbot.addWidget(dialog)
    assert dialog.hints.isChecked()
    dialog.hints.setChecked(False)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.result_setup.hints is False
    window.start_game(dialog.result_setup)
    assert window.model.hints_allowed is False
    # saved and opened again: still a game without hints
    path = tmp_path / "nohints.zrec"
    assert window.files.save_to(str(path))
    window.model.set_hint_options(True)
    assert window.files.open_path(str(path))
    assert window.model.hints_allowed is False


def test_a_hint_for_a_board_decision_and_its_log_line_survive_save_and_open(qtbot, make_window, tmp_path):
    from helpers import step
    from zuendstoff.engine import Phase
    from zuendstoff.engine.bots import make_bot
    window = make_window(*new_game(n_humans=1, bots=("greedy",), seed=6))
    brains = {0: make_bot("greedy", 1)}
    for _ in range(400):
        settle(qtbot, window)
        g = window.model.game
        if g.phase is Phase.STOP and not window.model.is_computer(g.pending_seats()[0]):
            break
        assert step(qtbot, window, brains)
    else:
        raise AssertionError("no stop for the person")
    _ask(qtbot, window)
    hint = window.hints.last
    assert hint is not None and hint.decision in window.model.game.legal_decisions(0)
    assert hint.reason in ("sun", "closer", "hold")
    # the banner covers nothing on the board: it sits in the side column, beside the board
    banner, view = window.hints.banner, window.board_view
    assert banner.isVisible() and not view.isAncestorOf(banner)
    top_left = banner.mapTo(window, banner.rect().topLeft())
    on_window = banner.rect().translated(top_left)
    board = view.rect().translated(view.mapTo(window, view.rect().topLeft()))
    assert not on_window.intersects(board)
    path = tmp_path / "hinted.zrec"
    window.files.save_to(str(path))
    before = _log_text(window)
    window.files.open_path(str(path))
    assert _log_text(window) == before and "Anna asked for a hint" in before


def test_the_hint_stays_while_the_computer_lays_its_card(qtbot, make_window):
    """Found in the real window: the computer laying its card while Anna reads her hint (all
    lay their cards at once) emptied her banner. Another seat's move leaves her decision as it
    was, so her hint stays until she decides."""
    from zuendstoff.engine.bots import make_bot
    window = make_window(*new_game(n_humans=1, bots=("greedy",), seed=3))
    window.runner.delay_ms = 60000  # the computer takes its time: Anna asks first
    qtbot.waitUntil(lambda: window.flow.looking == 0, timeout=10000)  # Anna's hand is on show
    assert tuple(window.model.game.pending_seats()) == (0, 1)
    _ask(qtbot, window)
    assert window.hints.banner.isVisible() and "Hint for Anna" in window.hints.banner.label.text()
    window.runner.cancel()
    computer = window.model.game.view(1)
    window.flow._bot_decided(1, make_bot("greedy", 1).decide(computer))  # as the runner delivers it
    assert 1 not in window.model.game.pending_seats()
    assert window.hints.banner.isVisible() and "Hint for Anna" in window.hints.banner.label.text()
    assert window.hints.last is not None
    qtbot.keyClick(window.hand.view, Qt.Key.Key_Return)  # Anna lays her card: now it goes
    assert window.hints.banner.label.text() == "" and not window.hints.banner.isVisible()


def test_a_card_hint_names_its_colour_flight_and_what_it_sets_up(qtbot):
    """The reason for a card: which colour, which flight, what it sets up (not 'it did best')."""
    from helpers import new_game
    from zuendstoff.engine import PlayCard
    from zuendstoff.engine.hints import Hint, explain
    from zuendstoff.ui.game.hints import reason_text
    game, _kinds = new_game(n_humans=1, bots=("greedy",))
    view = game.view(0)
    texts = {}
    for card in ("red2", "yellow3", "blue2", "sun", "planet", "black1"):
        reason, values = explain(view, PlayCard(0, card))
        assert reason == "cards"
        texts[card] = reason_text(game, Hint(PlayCard(0, card), reason, values))
        assert "did best" not in texts[card]
    assert "red" in texts["red2"] and ("fly" in texts["red2"] or "sun" in texts["red2"])
    assert "sun" in texts["sun"] and "planet" in texts["planet"]
    assert "other card" in texts["black1"]
