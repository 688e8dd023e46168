"""The screen passed between people at one computer (issue 41): a seat handed to its phone
never has its hand opened on the shared screen, even by a press of its button that was
already on its way; the next person at the screen is asked instead."""

from __future__ import annotations

import fake_hub
from helpers import new_game, on_privacy, pass_privacy, settle
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from zuendstoff.document.game_model import PHONE


def _hand_shown(window) -> bool:
    return window.hand_model.rowCount() > 0 or window.hand.shown is not None


def test_a_seat_handed_to_its_phone_never_opens_its_hand_here(qtbot, make_window, monkeypatch,
                                                              settings):
    settings.phone_host = "127.0.0.1"
    hubs = fake_hub.install(monkeypatch)
    game, seats = new_game(n_humans=3, bots=())
    window = make_window(game, seats)
    settle(qtbot, window)
    assert on_privacy(window) and window.privacy.seat == 0  # "Pass to Anna"
    button = window.privacy.button
    window.phones.move(0, PHONE)  # Game → Seats: Anna's hand goes to her phone
    window.privacy.accepted.emit(0)  # her press, sent before the move reached the screen
    QApplication.processEvents()
    assert window.flow.looking is None and not _hand_shown(window)
    assert not button.isVisible() or window.privacy.seat != 0
    qtbot.waitUntil(lambda: bool(hubs) and window.phones.join_shown, timeout=3000)
    window.phones.close_join()
    settle(qtbot, window)
    assert not _hand_shown(window)
    assert on_privacy(window) and window.privacy.seat == 1  # Ben is asked next, not Anna
    window.privacy.accepted.emit(0)  # a late press of Anna's button, with the table going on
    QApplication.processEvents()
    assert window.flow.looking is None and not _hand_shown(window)
    qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    assert window.flow.looking == 1 and window.hand_model.rowCount() > 0


def test_a_press_for_a_seat_that_has_already_chosen_opens_nothing(qtbot, make_window):
    game, seats = new_game(n_humans=2, bots=())
    window = make_window(game, seats)
    settle(qtbot, window)
    seat = pass_privacy(qtbot, window)
    card = window.model.game.hand_list(seat)[0]
    window.hand.confirmed.emit(seat, card)  # Anna lays her card
    settle(qtbot, window)
    assert window.model.game.has_chosen(seat)
    window.privacy.accepted.emit(seat)  # a second press of her button
    QApplication.processEvents()
    assert window.flow.looking != seat
