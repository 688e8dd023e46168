"""Switching the language with phones at the table: the same server goes on (the phones keep
their codes and connections), the join screen stays up, all in German."""

from __future__ import annotations

import fake_hub
from helpers import settle
from test_phone_table import mixed_game
from test_switch_language import close_all
from zuendstoff.ui.game.language import switch_language


def test_phones_stay_connected_through_a_language_switch(qtbot, make_window, settings, monkeypatch):
    settings.phone_host = "127.0.0.1"
    hubs = fake_hub.install(monkeypatch)
    game, seats = mixed_game()
    window = make_window(game, seats)
    qtbot.waitUntil(lambda: bool(hubs) and window.phones.join_shown, timeout=3000)
    hub = hubs[0]
    urls = {s: hub.url(s) for s in hub.seats()}
    hub.connect_phone(1)
    try:
        new = switch_language(window, "de")
        assert new is window
        settle(qtbot, new)
        assert len(hubs) == 1 and hub.running and new.phones.hub is hub and hub.language == "de"
        assert {s: hub.url(s) for s in hub.seats()} == urls
        assert new.phones.join_shown and new.phones.join.cards[1].state_label.text().endswith("Verbunden")
        assert new.phones.join.start.text() == "Beginnen – alle sind dabei"
        hub.connect_phone(2)
        assert new.phones.join.start.isEnabled()
        new.phones.close_join()
        settle(qtbot, new)
        hub.send(1, new.model.game.legal_decisions(1)[0])
        settle(qtbot, new)
        assert new.model.game.has_chosen(1)  # the window still takes the phones' decisions
        new.close()
        assert not hub.running
    finally:
        close_all()
