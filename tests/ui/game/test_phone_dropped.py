"""A phone's decision that the table answered ``ok`` and then did not make must not leave
that phone's page saying "Sent — waiting for the table" for ever: the decision is made
later as promised, or the phone is asked again (a state with a new ``offer``). The window
with the real phone server on 127.0.0.1; the phones are WebSocket clients that track what
the page would show (it waits while the offer it sent for is the state's offer)."""

from __future__ import annotations

import itertools
import json
import time

import pytest
from helpers import at_moment, is_card_phase, press_continue, settle
from PySide6.QtCore import Qt
from test_phone_table import mixed_game
from zuendstoff.document.game_model import PHONE, SeatKind

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)

sync_client = pytest.importorskip("websockets.sync.client")
_ids = itertools.count(1)
FIELDS = {"card": ("card",), "rotate": ("target", "quarters"), "pick": ("colour",),
          "stop": ("cell",), "flip": ("rotation",)}
KINDS = (PHONE, PHONE, SeatKind("random"))  # two phones (table moments on), the computer


class Page:
    """The phone's page as far as "Sent — waiting for the table" goes (resources/web/phone.js:
    waitingForTable() is ``sentOffer === state.offer``; a refusal clears it)."""

    def __init__(self, url: str) -> None:
        self.ws = sync_client.connect(url.replace("http://", "ws://") + "/ws", open_timeout=3,
                                      close_timeout=1).__enter__()
        self.state: dict | None = None
        self.answers: list[dict] = []
        self.sent_offer: int | None = None

    def read(self, wait: float = 0.01) -> None:
        for _ in range(200):  # bounded
            try:
                raw = self.ws.recv(timeout=wait)
            except TimeoutError:
                return
            msg = json.loads(raw)
            if msg["type"] == "state":
                if self.state is None or msg["version"] >= self.state["version"]:
                    self.state = msg
            else:
                self.answers.append(msg)
                if msg["type"] == "refused":
                    self.sent_offer = None
            wait = 0.005

    @property
    def waiting_for_table(self) -> bool:
        return self.state is not None and self.sent_offer is not None and self.sent_offer == self.state["offer"]

    def decide(self, data: dict) -> str:
        msg_id = f"m{next(_ids)}"
        decision = {"kind": data["kind"], **{k: data[k] for k in FIELDS[data["kind"]]}}
        self.sent_offer = self.state["offer"]
        self.ws.send(json.dumps({"type": "decide", "id": msg_id, "version": self.state["version"],
                                 "decision": decision}))
        return msg_id

    def answer(self, msg_id: str) -> dict | None:
        return next((a for a in self.answers if a.get("id") == msg_id), None)

    def close(self) -> None:
        self.ws.__exit__(None, None, None)


def run(qtbot, pages, condition, timeout=5.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        qtbot.wait(20)
        for page in pages:
            page.read()
        if condition():
            return
    raise AssertionError("timed out")


@pytest.fixture
def table(qtbot, make_window, settings):
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
    window.phones.shutdown()


def held_phone_decision(qtbot, window, pages) -> tuple[int, str]:
    """Play (phones' other choices straight into the flow) until a table moment stands while
    a phone seat's public decision is due; that phone sends it and is answered ``ok``, and
    the table holds it until Continue. Returns (seat, message id)."""
    from zuendstoff.engine.bots import make_bot
    brains = {s: make_bot("random", 40 + s) for s in (0, 1)}
    for _ in range(400):
        settle(qtbot, window)
        game = window.model.game
        assert not game.is_over
        if at_moment(window) and not is_card_phase(game) and game.pending_seats()[0] in pages:
            break
        if at_moment(window):
            press_continue(qtbot, window)
            continue
        for seat in [s for s in game.pending_seats() if s in pages]:
            assert window.flow.phone_decision(seat, brains[seat].decide(game.view(seat)))
            break
    else:
        raise AssertionError("no table moment before a phone's public decision")
    seat = window.model.game.pending_seats()[0]
    page = pages[seat]
    run(qtbot, pages.values(), lambda: bool(page.state["decisions"]) and page.state["waiting_for"] != "card")
    before = window.model.game.snapshot()
    msg_id = page.decide(page.state["decisions"][0])
    run(qtbot, pages.values(), lambda: page.answer(msg_id) is not None)
    assert page.answer(msg_id)["type"] == "ok"
    settle(qtbot, window)
    assert at_moment(window) and window.model.game.snapshot() == before  # held until Continue
    assert page.waiting_for_table
    return seat, msg_id


def test_a_held_decision_the_table_drops_is_asked_again_on_the_phone(qtbot, table):
    """Whatever makes the table forget a held phone decision (here the flow's interrupt, as
    a reset does) tells that phone: a new offer; its new choice counts."""
    window, pages = table
    seat, _ = held_phone_decision(qtbot, window, pages)
    page = pages[seat]
    before = window.model.game.snapshot()
    window.flow.interrupt()  # the held decision is dropped; the game did not change
    settle(qtbot, window)
    run(qtbot, pages.values(), lambda: not page.waiting_for_table, timeout=3.0)
    assert window.model.game.snapshot() == before and page.state["decisions"]
    # asked again: choosing again is accepted and made at Continue
    msg_id = page.decide(page.state["decisions"][0])
    run(qtbot, pages.values(), lambda: page.answer(msg_id) is not None)
    assert page.answer(msg_id)["type"] == "ok"
    settle(qtbot, window)
    if at_moment(window):
        press_continue(qtbot, window)
    run(qtbot, pages.values(), lambda: window.model.game.snapshot() != before)


def test_a_decision_the_table_refuses_after_ok_is_asked_again_on_the_phone(qtbot, table, monkeypatch):
    """The server checked the decision against the last state it sent; when the table then
    does not take it (phone_decision says no: the game paused, the seat not its own), the
    page is not left waiting."""
    window, pages = table
    settle(qtbot, window)
    game = window.model.game
    assert is_card_phase(game) and 0 in game.pending_seats()
    page = pages[0]
    run(qtbot, pages.values(), lambda: bool(page.state["decisions"]))
    monkeypatch.setattr(window.flow, "paused", True)  # the table is not taking decisions
    msg_id = page.decide(page.state["decisions"][0])
    run(qtbot, pages.values(), lambda: page.answer(msg_id) is not None)
    assert page.answer(msg_id)["type"] == "ok"
    run(qtbot, pages.values(), lambda: not page.waiting_for_table, timeout=3.0)
    assert not window.model.game.has_chosen(0) and page.state["decisions"]
