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


def test_a_wrong_token_gets_one_neutral_readable_line_in_both_languages(context, headless):
    base = headless["seats"][0]["url"].rsplit("/", 1)[0]
    page = context().new_page()
    problems = []
    page.on("console", lambda m: problems.append(m.text)
            if m.type == "error" and "status of 404" not in m.text else None)  # (the 404 itself)
    for path in ("/" + "A" * 32, "/" + "A" * 32 + "/", "/../", ""):
        response = page.goto(base + path)
        assert response.status == 404
        assert page.locator("body").inner_text().split("\n") == [
            "Not found — this link does not work (any more).", "",
            "Nicht gefunden – dieser Link gilt nicht (mehr)."]
        assert "Anna" not in page.content()
        # styled (its style allowed by the CSP's hash) and readable on a phone
        assert page.evaluate("() => getComputedStyle(document.body).fontSize") == "18px"
    assert problems == []  # nothing the CSP refused


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
    ("de-DE", "en", "Wähle deine erste Karte"),
    ("en-GB", "de", "Choose your first card"),
    ("fr-FR", "de", "Wähle deine erste Karte"),  # neither: the table's language
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


# ---------------------------------------------------------------- how a page ends, and quiet pages
LANDSCAPE = {"width": 844, "height": 390}


def reach(pred, n: int = 2, seeds: int = 60, steps: int = 800):
    """A game (random legal play, bounded) in which ``pred`` holds."""
    import random

    for seed in range(seeds):
        game = new_game(n, seed)
        rng = random.Random(seed)
        for _ in range(steps):
            if pred(game):
                return game
            if game.is_over:
                break
            seat = rng.choice(game.pending_seats())
            game.apply(rng.choice(game.legal_decisions(seat)))
    raise AssertionError("no game reached the wanted situation")


def public_choice_of_seat_0(game) -> bool:
    from zuendstoff.engine import Phase
    return game.phase in (Phase.ROTATE, Phase.PICK, Phase.STOP, Phase.FLIP) and 0 in game.pending_seats() \
        and len(game.legal_decisions(0)) >= 2


@pytest.fixture
def hub():
    made = []

    def make(game, seats=(0,), info=None):
        h = PhoneHub("127.0.0.1", 0)
        made.append(h)
        h.start()
        h.set_seats(seats)
        h.publish(game, info or table(game.seats))
        return h

    yield make
    for h in made:
        h.stop()


def sent_frames(page) -> list:
    """The JSON messages ``page`` sends over its sockets from now on."""
    frames: list = []
    page.on("websocket", lambda ws: ws.on("framesent", lambda f: frames.append(json.loads(f))))
    return frames


def buttons_smaller_than(page, px: int) -> list:
    return page.evaluate("""(px) => Array.from(document.querySelectorAll('button'))
        .filter((b) => { const r = b.getBoundingClientRect(); return r.width > 0 && r.height > 0
                          && (r.width < px || r.height < px); })
        .map((b) => b.textContent + ' ' + Math.round(b.getBoundingClientRect().height))""", px)


@pytest.mark.parametrize("locale, final", [("en-US", "The game is over — thanks for playing!"),
                                           ("de-DE", "Das Spiel ist zu Ende – danke fürs Mitspielen!")])
def test_after_the_game_the_table_closing_ends_the_page_calmly(qtbot, context, hub, locale, final):
    game = reach(lambda g: g.is_over)
    h = hub(game)
    page = context(locale).new_page()
    page.goto(h.url(0))
    expect(page.locator("#status-text")).to_have_text("Game over" if locale == "en-US" else "Spielende")
    h.stop()  # the table stops its server after the end (the window after 1.5 s, headless after --linger)
    expect(page.locator("#status-text")).to_have_text(final)
    winners = page.locator("#status-sub").inner_text()
    assert winners and "!" in winners  # "You win!" or "Ben wins!": the result stays on show
    page.wait_for_timeout(2500)  # longer than the first reconnect steps (0.5 s, 1 s)
    assert page.locator("#banner").is_hidden()  # no "Connection lost — reconnecting"
    assert page.evaluate("() => page.attempt") == 0 and page.locator("#table-box").is_visible()


def test_a_replaced_page_accepts_nothing_and_takes_over_with_the_tables_state(qtbot, context, hub):
    game = new_game(2)
    h = hub(game)
    old = open_phone(context, h.url(0))
    frames = sent_frames(old)
    new = open_phone(context, h.url(0))
    expect(old.locator("#banner")).to_contain_text("stays quiet")
    # nothing to tap on the quiet page: no enabled card, no lay button, nothing kept to send
    assert old.locator("#hand .card:not([disabled])").count() == 0
    assert old.locator("#lay").is_hidden()
    old.locator("#hand .card").first.click(force=True)
    assert old.evaluate("() => [page.selected, page.outbox.size]") == [None, 0]
    assert old.locator("#toast").is_hidden()
    assert buttons_smaller_than(old, 44) == []  # "Use this page" too
    # the new page lays a card (the table applies it); the old one takes the seat back and
    # shows that, sending no choice of its own
    received = []
    h.decisionReceived.connect(lambda seat, decision, _offer: received.append(decision))
    laid = lay_first_card(new)
    qtbot.waitUntil(lambda: len(received) == 1, timeout=5000)
    game.apply(received[0])
    h.publish(game, table(2))
    new.wait_for_selector("#laid:not([hidden])")
    old.locator("#banner button").click()
    expect(old.locator("#laid")).to_contain_text(laid)
    expect(new.locator("#banner")).to_contain_text("stays quiet")
    assert [f for f in frames if f["type"] == "decide"] == []


@pytest.mark.parametrize("locale, words", [("en-US", "now played at the table"),
                                           ("de-DE", "jetzt am Tisch gespielt")])
def test_a_seat_moved_off_the_phones_says_so_and_not_that_a_new_code_exists(qtbot, context, hub, locale,
                                                                            words):
    h = hub(new_game(2), seats=(0, 1))
    page = context(locale).new_page()
    page.goto(h.url(0))
    page.wait_for_selector("#hand .card")
    h.set_seats([1])  # seat 0 plays on the table's screen (or the computer plays it) from now on
    expect(page.locator("#banner")).to_contain_text(words)
    text = page.locator("#banner").inner_text()
    assert "QR" not in text and "no longer works" not in text
    # a clean end: no empty yellow status box, no blank piece ring, no hand
    assert page.locator("#status").is_hidden() and page.locator("#me-piece").is_hidden()
    assert page.locator("#hand .card").count() == 0
    page.wait_for_timeout(1500)
    assert words in page.locator("#banner").inner_text()  # no reconnecting afterwards


def test_a_revoked_page_shows_no_empty_status_box_or_piece(qtbot, context, hub):
    h = hub(new_game(2))
    page = open_phone(context, h.url(0))
    h.reissue(0)
    expect(page.locator("#banner")).to_contain_text("no longer works")
    assert page.locator("#status").is_hidden() and page.locator("#me-piece").is_hidden()
    assert page.locator("header.top").is_hidden()


def test_every_banner_button_is_big_enough_to_tap(qtbot, context, hub):
    h = hub(new_game(2))
    page = open_phone(context, h.url(0))
    page.evaluate("() => { page.ws.onclose = null; page.ws.close(); page.ws = null; "
                  "page.attempt = 40; scheduleReconnect(); }")  # (the tries used up)
    expect(page.locator("#banner button")).to_be_visible()
    assert buttons_smaller_than(page, 44) == []


@pytest.mark.parametrize("viewport", [None, LANDSCAPE])
def test_a_choice_the_table_holds_is_marked_as_sent(qtbot, context, hub, viewport):
    """The window keeps a phone's public choice until Continue (a table moment): here nothing
    applies it at all, so the page must say it is sent and waiting, and which option."""
    game = reach(public_choice_of_seat_0)
    h = hub(game, info=table(2, moment="Cards turned over"))
    page = context(viewport=viewport).new_page()
    page.goto(h.url(0))
    page.wait_for_selector(".choice:not([disabled])")
    choice = page.locator(".choice").nth(1)
    words = choice.inner_text()
    choice.click()
    expect(page.locator("#status-sub")).to_contain_text("Sent — waiting for the table.")
    expect(page.locator(".choice.chosen")).to_have_count(1)
    assert page.locator(".choice.chosen").inner_text().endswith(words)
    assert page.locator(".choice.chosen").get_attribute("aria-pressed") == "true"
    assert page.locator(".choice:not([disabled])").count() == 0


@pytest.mark.parametrize("screen", [True, False])
def test_the_tables_screen_is_mentioned_only_where_there_is_one(qtbot, context, hub, screen):
    game = reach(public_choice_of_seat_0)
    h = hub(game, info=table(2, screen=screen))
    page = context().new_page()
    page.goto(h.url(0))
    page.wait_for_selector(".choice:not([disabled])")
    assert ("table's screen" in page.locator("#status").inner_text()) is screen


def overlap(a: dict, b: dict) -> bool:
    return a["x"] < b["x"] + b["width"] and b["x"] < a["x"] + a["width"] \
        and a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"]


@pytest.mark.parametrize("viewport", [None, {"width": 390, "height": 844}, LANDSCAPE])
def test_a_refusal_never_covers_the_lay_button(qtbot, context, hub, viewport):
    h = hub(new_game(2))
    page = context(viewport=viewport).new_page()
    page.goto(h.url(0))
    page.locator("#hand .card:not([disabled])").nth(2).click()
    page.evaluate("""() => receive(JSON.stringify({type: 'refused', id: 'x', code: 'stale',
                       text: 'the game has moved on', version: page.state.version}))""")
    expect(page.locator("#toast")).to_be_visible()
    assert not overlap(page.locator("#toast").bounding_box(), page.locator("#lay").bounding_box())


@pytest.mark.parametrize("locale", ["en-US", "de-DE"])
def test_landscape_shows_the_whole_hand_and_the_lay_button_without_scrolling(qtbot, context, hub, locale):
    h = hub(new_game(3), seats=(0,), info=table(3, thinking=2))
    page = context(locale, LANDSCAPE).new_page()
    page.goto(h.url(0))
    page.wait_for_selector("#hand .card:not([disabled])")
    page.locator("#hand .card").nth(1).click()
    lay = page.locator("#lay").bounding_box()
    assert lay["y"] >= 0 and lay["y"] + lay["height"] <= LANDSCAPE["height"]
    cards = page.locator("#hand .card")
    assert cards.count() == 11
    for i in range(11):
        box = cards.nth(i).bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= LANDSCAPE["height"], (i, box)
        assert not overlap(box, lay), (i, box, lay)
