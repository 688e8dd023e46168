"""The page in a real browser when the table drops a choice it had answered ``ok``: the
window calls PhoneHub.reoffer (ui/game/phones.py), and the page stops saying "Sent — waiting
for the table" and offers the choices again."""

from __future__ import annotations

import pytest
from net_helpers import table
from test_phone_page import public_choice_of_seat_0, reach
from zuendstoff.net.hub import PhoneHub

expect = pytest.importorskip("playwright.sync_api").expect


@pytest.fixture
def hub():
    made = []
    yield made
    for h in made:
        h.stop()


def test_a_choice_the_table_dropped_is_asked_again_on_the_page(qtbot, context, hub):
    game = reach(public_choice_of_seat_0)
    h = PhoneHub("127.0.0.1", 0)
    hub.append(h)
    h.start()
    h.set_seats((0,))
    h.publish(game, table(2, moment="Cards turned over"))  # the window holds public choices
    got = []
    h.decisionReceived.connect(lambda seat, decision, _offer: got.append(decision))
    page = context().new_page()
    problems = []
    page.on("pageerror", lambda exc: problems.append(str(exc)))
    page.goto(h.url(0))
    page.wait_for_selector(".choice:not([disabled])")
    page.locator(".choice").nth(1).click()
    expect(page.locator("#status-sub")).to_contain_text("Sent — waiting for the table.")
    qtbot.waitUntil(lambda: bool(got), timeout=5000)  # accepted ("ok"); the table drops it:
    h.reoffer(0)
    expect(page.locator("#status-sub")).not_to_contain_text("Sent — waiting for the table.")
    expect(page.locator(".choice.chosen")).to_have_count(0)
    assert page.locator(".choice:not([disabled])").count() >= 2
    assert not problems
