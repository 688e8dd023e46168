"""The phone page in a real browser: phones join, choose at once, reload, get cut off."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading

import pytest
from net_helpers import new_game, table
from zuendstoff.engine import PlayCard
from zuendstoff.net.hub import PhoneHub

expect = pytest.importorskip("playwright.sync_api").expect

NAMES = ["Anna", "Ben", "Clara"]


@pytest.fixture
def headless(tmp_path):
    """A headless table with three phone seats on 127.0.0.1 (port 0)."""
    spec = tmp_path / "spec.json"
    spec.write_text(json.dumps({"players": [{"name": n, "kind": "phone"} for n in NAMES], "seed": 2,
                                "host": "127.0.0.1", "port": 0}), encoding="utf-8")
    proc = subprocess.Popen([sys.executable, "-m", "zuendstoff.net.headless", str(spec)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    lines: queue.Queue = queue.Queue()
    threading.Thread(target=lambda: [lines.put(x) for x in proc.stdout], daemon=True).start()
    try:
        yield json.loads(lines.get(timeout=30))
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


def open_phone(context, url, locale="en-US"):
    page = context(locale).new_page()
    page.problems = []  # errors the page met: a script error, a request the CSP blocked
    page.on("pageerror", lambda exc: page.problems.append(str(exc)))
    page.on("console", lambda m: page.problems.append(m.text) if m.type == "error" else None)
    page.goto(url)
    page.wait_for_selector("#hand .card:not([disabled])")
    return page


def lay_first_card(page) -> str:
    card = page.locator("#hand .card:not([disabled])").first
    name = card.get_attribute("aria-label")
    card.click()
    page.click("#lay")
    return name


def test_three_phones_choose_at_once_the_table_reveals_and_a_reload_keeps_the_laid_card(context, headless):
    urls = [s["url"] for s in headless["seats"]]
    pages = [open_phone(context, u) for u in urls]
    for i, page in enumerate(pages):
        assert page.locator("#me-name").inner_text() == NAMES[i]
        assert page.locator("#status-text").inner_text() == "Choose your first card"
        assert page.locator("#hand .card").count() == 11
    # all three select, then all three lay: the table reveals when the last card is down
    cards = [p.locator("#hand .card:not([disabled])").nth(3 + i) for i, p in enumerate(pages)]
    chosen = []
    for card in cards:
        chosen.append(card.get_attribute("aria-label"))
        card.click()
    pages[0].click("#lay")
    pages[0].wait_for_selector("#laid:not([hidden])")
    assert pages[0].locator("#status-text").inner_text() == "Your card is laid face down"
    assert pages[0].locator("#status-sub").inner_text() == "Waiting for Ben and Clara."
    assert chosen[0] in pages[0].locator("#laid").inner_text()
    # what seat 1 sees of seat 0: that it has chosen, never which card
    expect(pages[1].locator("#players")).to_contain_text("has chosen")
    assert chosen[0] not in pages[1].locator("#players").inner_text()
    pages[1].click("#lay")
    pages[2].click("#lay")
    for page in pages:
        expect(page.locator("#status-text")).to_have_text("Choose your second card")
        firsts = page.locator("#players .card.small")
        assert firsts.count() == 3
        assert [firsts.nth(i).get_attribute("aria-label") for i in range(3)] == chosen
    # seat 0 lays its second card, then its phone reloads mid-round: the card stays laid
    second = lay_first_card(pages[0])
    pages[0].wait_for_selector("#laid:not([hidden])")
    pages[0].reload()
    pages[0].wait_for_selector("#laid:not([hidden])")
    assert second in pages[0].locator("#laid").inner_text()
    assert pages[0].locator("#status-text").inner_text() == "Your card is laid face down"
    assert pages[0].locator("#lay").is_hidden()
    assert pages[0].locator("#banner").is_hidden()
    for page in pages:
        assert page.problems == []  # no script error, nothing the CSP refused


def test_a_wrong_token_gets_a_bare_404(context, headless):
    base = headless["seats"][0]["url"].rsplit("/", 1)[0]
    page = context().new_page()
    for path in ("/" + "A" * 32, "/" + "A" * 32 + "/", "/../", ""):
        response = page.goto(base + path)
        assert response.status == 404
        assert page.locator("body").inner_text().strip() == "Not found"
        assert "Anna" not in page.content()


def test_a_reissued_seat_cuts_the_old_page_off(qtbot, context):
    game = new_game(3)
    hub = PhoneHub("127.0.0.1", 0)
    hub.start()
    try:
        hub.set_seats([0, 1])
        hub.publish(game, table(3))
        old_url = hub.url(0)
        page = open_phone(context, old_url)
        new_url = hub.reissue(0)
        expect(page.locator("#banner")).to_be_visible()
        assert "no longer works" in page.locator("#banner").inner_text()
        assert page.locator("#hand .card").count() == 0  # the old page shows no hand any more
        game.apply(PlayCard(1, "sun"))
        hub.publish(game, table(3))  # nothing reaches the old page
        page.wait_for_timeout(300)
        assert page.locator("#players").inner_text() == "" or page.locator("#table-box").is_hidden()
        assert page.goto(old_url).status == 404
        fresh = open_phone(context, new_url)
        assert fresh.locator("#me-name").inner_text() == "Anna"
    finally:
        hub.stop()


@pytest.mark.parametrize("locale, table_lang, expected", [
    ("de-DE", "en", "Wählen Sie Ihre erste Karte"),
    ("en-GB", "de", "Choose your first card"),
    ("fr-FR", "de", "Wählen Sie Ihre erste Karte"),  # neither: the table's language
    ("fr-FR", "en", "Choose your first card"),
])
def test_the_browsers_language_first_else_the_tables(qtbot, context, locale, table_lang, expected):
    game = new_game(2)
    hub = PhoneHub("127.0.0.1", 0)
    hub.start()
    try:
        hub.set_language(table_lang)
        hub.set_seats([0])
        hub.publish(game, table(2))
        page = open_phone(context, hub.url(0), locale)
        assert page.locator("#status-text").inner_text() == expected
    finally:
        hub.stop()


def test_the_phone_reconnects_after_the_server_comes_back(qtbot, context):
    """Wi-Fi gone (the socket dropped): a banner says so, and the page comes back by itself."""
    game = new_game(2)
    hub = PhoneHub("127.0.0.1", 0)
    hub.start()
    try:
        hub.set_seats([0])
        hub.publish(game, table(2))
        url = hub.url(0)
        page = open_phone(context, url)
        port = hub.address[1]
        hub.stop()
        expect(page.locator("#banner")).to_contain_text("reconnecting")
        again = PhoneHub("127.0.0.1", port, tokens=hub.tokens)  # same codes, same port
        again.start()
        try:
            again.set_seats([0])
            again.publish(game, table(2))
            expect(page.locator("#banner")).to_be_hidden(timeout=15_000)
            assert page.locator("#hand .card").count() == 11
        finally:
            again.stop()
    finally:
        hub.stop()
