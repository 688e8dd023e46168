"""The window with the real phone server (zuendstoff.net.hub) on 127.0.0.1 and phones played
by WebSocket clients (websockets' sync client): they join by their seats' URLs, choose at
the same time as the hot-seat person, make their public decisions, are re-issued and cut off,
and the server stops with the window. Every wait is bounded."""

from __future__ import annotations

import itertools
import json
import time

import pytest
from helpers import (
    at_moment,
    choose_card_by_keys,
    is_card_phase,
    on_privacy,
    pass_privacy,
    play_public,
    press_continue,
    settle,
)
from PySide6.QtCore import Qt
from test_phone_table import mixed_game
from zuendstoff.engine.bots import make_bot

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)

sync_client = pytest.importorskip("websockets.sync.client")
_ids = itertools.count(1)
FIELDS = {"card": ("card",), "rotate": ("target", "quarters"), "pick": ("colour",),
          "stop": ("cell",), "flip": ("rotation",)}


class Phone:
    """A phone's page, as far as the protocol goes: the latest state, and decisions sent."""

    def __init__(self, url: str) -> None:
        assert url.startswith("http://127.0.0.1:")
        # entered as a context manager (websockets 17 asks for it); left in close()
        self.ws = sync_client.connect(url.replace("http://", "ws://") + "/ws", open_timeout=3,
                                      close_timeout=1).__enter__()
        self.state: dict | None = None
        self.answers: list[dict] = []
        self.closed: str | None = None  # why the table closed the channel

    def read(self, wait: float = 0.05) -> None:
        from websockets.exceptions import ConnectionClosed
        for _ in range(200):
            if self.closed is not None:
                return
            try:
                raw = self.ws.recv(timeout=wait)
            except TimeoutError:
                return
            except ConnectionClosed as exc:
                self.closed = f"{exc.rcvd.code} {exc.rcvd.reason}" if exc.rcvd else "closed"
                return
            msg = json.loads(raw)
            if msg["type"] == "state":
                self.state = msg
            else:
                self.answers.append(msg)
            wait = 0.01

    def decide(self, data: dict) -> None:
        decision = {"kind": data["kind"], **{k: data[k] for k in FIELDS[data["kind"]]}}
        self.ws.send(json.dumps({"type": "decide", "id": f"m{next(_ids)}", "version": self.state["version"],
                                 "decision": decision}))

    def close(self) -> None:
        self.ws.__exit__(None, None, None)


def wait_for(qtbot, phones, condition, timeout=5.0):
    """Run the window's loop and read the phones until ``condition()`` (bounded)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        qtbot.wait(20)
        for phone in phones:
            phone.read(0.005)
        if condition():
            return
    raise AssertionError("timed out")


@pytest.fixture
def real_table(qtbot, make_window, settings):
    settings.phone_host = "127.0.0.1"
    game, seats = mixed_game(seed=6)
    window = make_window(game, seats)
    qtbot.waitUntil(lambda: window.phones.running and window.phones.join_shown, timeout=5000)
    hub = window.phones.hub
    assert hub.address[0] == "127.0.0.1"
    phones = {}
    yield window, hub, phones
    for phone in phones.values():
        phone.close()
    window.phones.shutdown()


def test_a_real_round_with_websocket_phones(qtbot, real_table):
    window, hub, phones = real_table
    join = window.phones.join
    for seat in (1, 2):
        assert join.cards[seat].url.text() == hub.url(seat)
        phones[seat] = Phone(hub.url(seat))
    wait_for(qtbot, phones.values(), lambda: join.start.isEnabled() and all(p.state for p in phones.values()))
    assert all(join.cards[s].state_label.text().endswith("Connected") for s in (1, 2))
    qtbot.mouseClick(join.start, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    game = window.model.game
    # the phone's state: its own hand only, the others' counts
    ben = phones[1].state
    assert sorted(ben["hand"]) == sorted(game.hand_list(1)) and ben["seat"] == 1
    assert [p["kind"] for p in ben["players"]] == ["person", "phone", "phone", "computer"]
    brains = {s: make_bot("random", 30 + s) for s in range(4)}
    start_round = game.round_no
    phone_public = 0
    for _ in range(600):
        settle(qtbot, window)
        while at_moment(window):
            press_continue(qtbot, window)
            settle(qtbot, window)
        game = window.model.game
        if game.is_over or game.round_no >= start_round + 2:
            break
        for phone in phones.values():
            phone.read(0.005)
        if is_card_phase(game):
            waiting = [s for s in game.pending_seats() if s in phones]
            if on_privacy(window) or window.flow.looking is not None:
                if on_privacy(window):
                    pass_privacy(qtbot, window)
                seat = window.flow.looking
                # the phones choose while Anna looks at her hand
                for s in waiting:
                    card = brains[s].decide(game.view(s)).card
                    phones[s].decide({"kind": "card", "card": card})
                wait_for(qtbot, phones.values(),
                         lambda g=game, w=tuple(waiting): all(g.has_chosen(s) for s in w))
                assert window.flow.looking == seat  # her hand stayed
                choose_card_by_keys(qtbot, window, brains[seat].decide(game.view(seat)).card)
                continue
            assert waiting, "the table waits for nobody"
            assert "phone" in window.status_line.text()
            s = waiting[0]
            phones[s].decide({"kind": "card", "card": brains[s].decide(game.view(s)).card})
            wait_for(qtbot, phones.values(), lambda s=s: not window.model.game.pending_seats()
                     or s not in window.model.game.pending_seats())
            continue
        seat = game.pending_seats()[0]
        if seat in phones:
            before = game.snapshot(), game.phase
            wait_for(qtbot, phones.values(), lambda seat=seat: bool(phones[seat].state["decisions"]))
            phones[seat].decide(phones[seat].state["decisions"][0])
            wait_for(qtbot, phones.values(), lambda b=before: (window.model.game.snapshot(),
                                                               window.model.game.phase) != b)
            phone_public += 1
        else:
            play_public(qtbot, window, brains[seat].decide(game.view(seat)))
    else:
        raise AssertionError("two rounds did not end")
    assert window.model.game.round_no >= start_round + 2 or window.model.game.is_over
    assert phone_public > 0, "no phone made a public decision"
    refusals = [a for p in phones.values() for a in p.answers if a["type"] == "refused"]
    assert not refusals, refusals


def test_reissue_cuts_the_old_phone_off_and_closing_the_window_stops_the_server(qtbot, real_table):
    window, hub, phones = real_table
    phones[1] = Phone(hub.url(1))
    wait_for(qtbot, phones.values(), lambda: window.players_model.connection(1) == "connected")
    old_url = hub.url(1)
    window.phones.reissue(1)
    new_url = hub.url(1)
    assert new_url != old_url and window.phones.join.cards[1].url.text() == new_url
    old = phones[1]
    wait_for(qtbot, phones.values(), lambda: old.closed is not None)
    assert old.closed == "4403 code replaced"
    assert window.players_model.connection(1) == "waiting"
    assert window.phones.join_shown  # the new code is on the screen
    from websockets.exceptions import InvalidStatus
    with pytest.raises(InvalidStatus, match="404"):  # the old code is refused: nothing there
        Phone(old_url)
    phones[1] = Phone(new_url)
    wait_for(qtbot, phones.values(), lambda: window.players_model.connection(1) == "connected")
    host, port = hub.address
    window.close()
    assert not hub.running
    with pytest.raises(OSError):
        Phone(new_url)
    assert port > 0 and host == "127.0.0.1"


def test_a_phone_that_reloads_keeps_its_seat_and_its_laid_card(qtbot, real_table):
    window, hub, phones = real_table
    phones[1] = Phone(hub.url(1))
    wait_for(qtbot, phones.values(), lambda: phones[1].state is not None)
    window.phones.close_join()
    settle(qtbot, window)
    card = phones[1].state["hand"][0]
    phones[1].decide({"kind": "card", "card": card})
    wait_for(qtbot, phones.values(), lambda: window.model.game.has_chosen(1))
    phones.pop(1).close()  # the phone sleeps
    wait_for(qtbot, [], lambda: window.players_model.connection(1) == "lost")
    model = window.players_model
    assert model.data(model.index(1, model.STATUS)) == "phone lost connection"
    phones[1] = Phone(hub.url(1))  # and comes back with the same code
    wait_for(qtbot, phones.values(), lambda: window.players_model.connection(1) == "connected"
             and phones[1].state is not None)
    assert phones[1].state["laid"] == card and window.model.game.chosen_card(1) == card
    assert model.data(model.index(1, model.STATUS)) == "has chosen"
