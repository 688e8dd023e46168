"""The issue's case of a phone decision answered ``ok`` and then dropped: a phone's public
decision held at a table moment, then Settings → Language. The window with the real phone
server on 127.0.0.1 (tests/ui/game/test_phone_dropped.py has the page model)."""

from __future__ import annotations

import pytest
from helpers import at_moment, settle
from test_phone_dropped import KINDS, Page, held_phone_decision, run
from test_phone_table import mixed_game
from test_switch_language import close_all


@pytest.fixture
def table(qtbot, make_window, settings):
    from PySide6.QtCore import Qt
    settings.phone_host = "127.0.0.1"
    game, seats = mixed_game(seed=11, kinds=KINDS)
    window = make_window(game, seats)
    window.flow.moment_pause = -1  # table moments wait for Continue
    qtbot.waitUntil(lambda: window.phones.running and window.phones.join_shown, timeout=5000)
    hub = window.phones.hub
    pages = {s: Page(hub.url(s)) for s in (0, 1)}
    run(qtbot, pages.values(), lambda: all(p.state for p in pages.values()) and window.phones.join.start.isEnabled())
    qtbot.mouseClick(window.phones.join.start, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    yield window, pages
    for page in pages.values():
        page.close()
    close_all()


def test_a_held_decision_survives_a_language_switch_and_is_made_at_continue(qtbot, table):
    """The issue's case: a phone's public decision held at a table moment, then Settings →
    Language. The phone was told ``ok``: at Continue the decision is made (or, at the very
    least, the phone is asked again) — never "Sent — waiting for the table" for ever."""
    from zuendstoff.ui.game.language import switch_language
    window, pages = table
    seat, _ = held_phone_decision(qtbot, window, pages)
    page = pages[seat]
    before = window.model.game.snapshot()
    new = switch_language(window, "de") or window
    if new is not window:
        qtbot.addWidget(new)
    settle(qtbot, new)
    if at_moment(new):
        new.bar.continue_button.click()
    settle(qtbot, new)
    run(qtbot, pages.values(), lambda: new.model.game.snapshot() != before or not page.waiting_for_table,
        timeout=3.0)
    assert new.model.game.snapshot() != before  # made at Continue, as the phone was told
    run(qtbot, pages.values(), lambda: not page.waiting_for_table, timeout=3.0)
