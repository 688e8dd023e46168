"""R26 with hands on phones: the table's screen never shows a phone seat's hand or chosen
card. Counterfactually: change a phone seat's unrevealed card (and its hand), and nothing the
window shows changes — at the hot-seat person's privacy screen, while that person looks at
their own hand, while the table waits for the last phone, and in the second card phase."""

from __future__ import annotations

import fake_hub
import pytest
from helpers import at_moment, choose_card_by_keys, on_privacy, pass_privacy, press_continue, settle
from privacy_probe import _refresh, assert_no_secret, everything
from test_phone_table import mixed_game
from zuendstoff.engine.bots import make_bot
from zuendstoff.engine.constants import CARD_INDEX

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


@pytest.fixture
def table(qtbot, make_window, monkeypatch, settings):
    settings.phone_host = "127.0.0.1"
    hubs = fake_hub.install(monkeypatch)
    game, seats = mixed_game(seed=9)
    window = make_window(game, seats)
    qtbot.waitUntil(lambda: bool(hubs) and window.phones.join_shown, timeout=3000)
    hub = hubs[-1]
    for seat in hub.seats():
        hub.connect_phone(seat)
    window.phones.close_join()
    settle(qtbot, window)
    return window, hub


def phones_choose(qtbot, window, hub, seats=(1, 2)):
    game = window.model.game
    shown = {s: len(game.revealed_cards(s)) for s in seats}
    for seat in seats:
        hub.send(seat, make_bot("random", seat).decide(game.view(seat)))
    settle(qtbot, window)
    # laid face down, or already turned over with everyone's (the last card of the step)
    assert all(game.has_chosen(s) or len(game.revealed_cards(s)) > shown[s] for s in seats)


def assert_phone_hands_unseen(window, qtbot, seats=(1, 2)) -> int:
    """Swap each phone seat's whole hand for another of the same size: nothing shown changes."""
    game = window.model.game
    _refresh(window, qtbot)
    base_texts, base_image = everything(window)
    checked = 0
    for seat in seats:
        real_hand, real_choice = list(game.hands[seat]), game._choice[seat]
        size = sum(real_hand)
        other = [0] * len(real_hand)
        other[CARD_INDEX["black1"]] = size  # a hand no seat has: all the same card
        game.hands[seat] = other
        if real_choice >= 0:
            game._choice[seat] = CARD_INDEX["black1"]
        try:
            _refresh(window, qtbot)
            texts, image = everything(window)
        finally:
            game.hands[seat], game._choice[seat] = real_hand, real_choice
        assert texts == base_texts, sorted(set(texts) ^ set(base_texts))[:6]
        assert image == base_image
        checked += 1
    _refresh(window, qtbot)
    return checked


def test_phone_choices_unseen_at_the_privacy_screen(qtbot, table):
    window, hub = table
    assert on_privacy(window) and window.privacy.seat == 0
    phones_choose(qtbot, window, hub)
    assert assert_no_secret(window, qtbot, seats=(1, 2)) >= 2
    assert assert_phone_hands_unseen(window, qtbot) == 2


def test_phone_choices_unseen_while_the_hot_seat_person_looks_at_her_hand(qtbot, table):
    window, hub = table
    pass_privacy(qtbot, window)
    phones_choose(qtbot, window, hub)
    assert window.flow.looking == 0 and window.hand_model.rowCount() > 0
    assert assert_no_secret(window, qtbot, seats=(1, 2), hand_shown=True) >= 2
    assert assert_phone_hands_unseen(window, qtbot) == 2


def test_phone_choice_unseen_while_the_table_waits_for_the_last_phone(qtbot, table):
    window, hub = table
    pass_privacy(qtbot, window)
    game = window.model.game
    choose_card_by_keys(qtbot, window, game.hand_list(0)[0])
    phones_choose(qtbot, window, hub, seats=(1,))
    assert game.pending_seats() == (2,) and not on_privacy(window)
    assert window.status_line.text() == "Waiting for Clara's phone…"
    assert assert_no_secret(window, qtbot, seats=(1, 2)) >= 1
    assert assert_phone_hands_unseen(window, qtbot) == 2


def test_second_card_phase_with_phones(qtbot, table):
    window, hub = table
    window.flow.moment_pause = -1
    pass_privacy(qtbot, window)
    choose_card_by_keys(qtbot, window, window.model.game.hand_list(0)[0])
    phones_choose(qtbot, window, hub)
    settle(qtbot, window)
    while at_moment(window):
        press_continue(qtbot, window)
        settle(qtbot, window)
    game = window.model.game
    assert game.phase.value == "second_card" and on_privacy(window)
    phones_choose(qtbot, window, hub)
    assert game.has_chosen(1) and game.has_chosen(2) and len(game.revealed_cards(1)) == 1
    assert assert_no_secret(window, qtbot, seats=(1, 2)) >= 2
    assert assert_phone_hands_unseen(window, qtbot) == 2


def test_the_probe_sees_a_leak_of_a_phone_card(qtbot, table):
    """The check can fail: a status line that named a phone's card is caught."""
    window, hub = table
    phones_choose(qtbot, window, hub)

    def leak():
        window.status_line.setText(str(window.model.game.chosen_card(1)))
    window.model.changed.connect(leak)
    leak()
    with pytest.raises(AssertionError, match="secret"):
        assert_no_secret(window, qtbot, seats=(1,))
