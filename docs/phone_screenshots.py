"""Screenshots of the phone page for docs/security.md: ``python docs/phone_screenshots.py``.

Starts a PhoneHub on 127.0.0.1, publishes game positions reached by seeded random play,
and photographs the page in Debian's Chromium (driven by Playwright) at phone size
(360×640) and tablet size (1024×768), in English and German, into ``docs/phone/``.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright
from PySide6.QtCore import QCoreApplication
from zuendstoff.engine import Game, Phase, PlayCard, Player
from zuendstoff.net.hub import PhoneHub, TableInfo
from zuendstoff.resources import builtin_layout, default_discs

OUT = Path(__file__).parent / "phone"
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
PHONE = {"width": 360, "height": 640}
TABLET = {"width": 1024, "height": 768}
NAMES = ("Anna", "Ben", "Clara", "Dora")
KINDS = ("phone", "phone", "person", "computer")


def new_game(seed: int) -> Game:
    pieces = ("black", "white", "purple", "orange")
    return Game.new(default_discs(), builtin_layout("standard"),
                    [Player(n, p) for n, p in zip(NAMES, pieces)], seed=seed)


def reach(phase: Phase, seat: int = 0, min_round: int = 3) -> Game:
    """A game where ``seat`` must decide ``phase`` (seeded random play)."""
    for seed in range(500):
        game = new_game(seed)
        rng = random.Random(seed)
        for _ in range(400):
            if game.is_over:
                break
            if (game.phase is phase and game.round_no >= min_round and seat in game.pending_seats()
                    and len(game.legal_decisions(seat)) > 1):
                return game
            s = rng.choice(game.pending_seats())
            game.apply(rng.choice(game.legal_decisions(s)))
    raise RuntimeError(f"no game reaches {phase}")


def scenes():
    """(name, game, table info, what to do on the page before the shot)."""
    first = new_game(7)
    first.apply(PlayCard(1, "sun"))
    yield "choose", first, TableInfo(NAMES, KINDS, thinking=3), "select"
    laid = new_game(7)
    for s, card in ((0, "red3"), (3, "black1")):
        laid.apply(PlayCard(s, card))
    yield "laid", laid, TableInfo(NAMES, KINDS), None
    second = reach(Phase.SECOND_CARD, min_round=4)
    second.apply(PlayCard(2, second.legal_decisions(2)[0].card))
    yield "second", second, TableInfo(NAMES, KINDS), "select"
    yield "rotate", reach(Phase.ROTATE), TableInfo(NAMES, KINDS), None
    yield "stop", reach(Phase.STOP), TableInfo(NAMES, KINDS), None
    yield "flip", reach(Phase.FLIP, min_round=1), TableInfo(NAMES, KINDS), None


def main() -> int:
    if not Path(CHROMIUM).exists():
        print(f"no Chromium at {CHROMIUM}", file=sys.stderr)
        return 1
    OUT.mkdir(exist_ok=True)
    app = QCoreApplication.instance() or QCoreApplication([])  # noqa: F841 - the hub's QObject
    hub = PhoneHub("127.0.0.1", 0)
    hub.start()
    shots = []
    try:
        hub.set_seats([0])
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            for name, game, info, action in scenes():
                hub.publish(game, info)
                for lang, locale in (("en", "en-US"), ("de", "de-DE")):
                    for size, viewport in (("phone", PHONE), ("tablet", TABLET)):
                        ctx = browser.new_context(locale=locale, viewport=viewport, device_scale_factor=1)
                        page = ctx.new_page()
                        page.goto(hub.url(0))
                        page.wait_for_selector("#me-name:not(:empty)", timeout=10_000)
                        if action == "select":
                            cards = page.locator("#hand .card:not([disabled])")
                            cards.nth(min(4, cards.count() - 1)).click()
                        page.wait_for_timeout(250)
                        path = OUT / f"{size}-{name}-{lang}.png"
                        page.screenshot(path=str(path))
                        shots.append(path)
                        ctx.close()
            # the connection lost banner
            ctx = browser.new_context(locale="en-US", viewport=PHONE)
            page = ctx.new_page()
            page.goto(hub.url(0))
            page.wait_for_selector("#me-name:not(:empty)", timeout=10_000)
            hub.stop()
            page.wait_for_selector("#banner:not([hidden])", timeout=10_000)
            path = OUT / "phone-lost-en.png"
            page.screenshot(path=str(path))
            shots.append(path)
            ctx.close()
            browser.close()
    finally:
        hub.stop()
    for path in shots:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
