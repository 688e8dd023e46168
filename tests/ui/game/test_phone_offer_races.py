"""A phone's decision and something done at the table at the same time (issue 41): the
decision carries the offer it answers, and the window makes it only while that offer is
still the seat's present one. The window with the real phone server on 127.0.0.1; the
phone is a WebSocket client (test_phone_dropped.Page: what the page would show)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from helpers import settle
from PySide6.QtCore import Qt
from test_phone_dropped import Page, run
from test_phone_table import hubs, mixed_game, open_table, start_after_join  # noqa: F401
from zuendstoff.document.game_model import HUMAN, PHONE
from zuendstoff.engine import Phase, PlayCard, Rotate

sys.path.insert(0, str(Path(__file__).parents[2] / "document"))
from game_states import reach, rotate_with_other_targets  # noqa: E402

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)

BEN = 1


def ben_has_two_planet_turns(game) -> bool:
    """Ben's planet turn is pending, his next step is another one, and he may turn other
    planets than his own (so his turns change what he sees)."""
    return (rotate_with_other_targets(game) and game.pending_seats() == (BEN,)
            and game.view(BEN).queue[:2] == (BEN, BEN))


def as_page_decision(page: Page, decision: Rotate) -> dict:
    """The entry of the phone's offered decisions that is ``decision``."""
    for entry in page.state["decisions"]:
        if entry["kind"] == "rotate" and tuple(entry["target"]) == tuple(decision.target) \
                and entry["quarters"] == decision.quarters:
            return entry
    raise AssertionError(f"{decision} is not offered on the phone")


@pytest.fixture
def ben_on_a_phone(qtbot, make_window, settings):
    """Anna at the screen, Ben on his phone, at Ben's first of two planet turns."""
    settings.phone_host = "127.0.0.1"
    game = reach(ben_has_two_planet_turns, seats=2)
    window = make_window(game, [HUMAN, PHONE])
    qtbot.waitUntil(lambda: window.phones.running and window.phones.join_shown, timeout=5000)
    page = Page(window.phones.hub.url(BEN))
    run(qtbot, [page], lambda: page.state is not None and window.phones.join.start.isEnabled())
    qtbot.mouseClick(window.phones.join.start, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    yield window, page
    page.close()
    window.phones.shutdown()


def test_a_phone_turn_answered_ok_before_an_undo_is_not_made_in_the_position_before_it(
        qtbot, ben_on_a_phone):
    """Ben sends his second planet turn and the server answers ``ok``; before the window
    handles that message, Anna presses Ctrl+Z, which takes back Ben's first turn. The window
    must not make the second turn in the position before the first: it drops it, and Ben's
    phone, shown the position after the undo, is asked again."""
    window, page = ben_on_a_phone
    game = window.model.game
    before_first = game.copy()
    earlier_legal = set(game.legal_decisions(BEN))
    first = next(d for d in game.legal_decisions(BEN)
                 if isinstance(d, Rotate) and d.target != game.piece_cell(BEN))
    run(qtbot, [page], lambda: bool(page.state["decisions"]))
    sent = page.decide(as_page_decision(page, first))
    run(qtbot, [page], lambda: page.answer(sent) is not None and window.stack.count() == 1)
    settle(qtbot, window)
    game = window.model.game
    assert game.phase is Phase.ROTATE and game.pending_seats() == (BEN,)
    after_first = game.snapshot()
    run(qtbot, [page], lambda: page.state["offer"] != page.sent_offer and bool(page.state["decisions"]))
    # Ben's second turn: one he could also have made as his first (so the position it is
    # made in decides whether it is right)
    second = next(d for d in game.legal_decisions(BEN) if d in earlier_legal and d != first)
    arrived: list[bool] = []  # the window got the decision
    window.phones.hub.decisionReceived.connect(lambda *_a: arrived.append(True))
    sent = page.decide(as_page_decision(page, second))
    page.read(wait=5.0)  # the server's answer, read while the window does nothing
    assert page.answer(sent) is not None and page.answer(sent)["type"] == "ok"
    assert not arrived  # the window has not handled the message yet ...
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # ... Anna's Ctrl+Z
    assert window.stack.index() == 0 and window.model.game.snapshot() == before_first.snapshot()
    qtbot.waitUntil(lambda: bool(arrived), timeout=5000)  # now it arrives, after the undo
    settle(qtbot, window)
    # not made: the game is where the undo put it, Ben's first turn still to make
    game = window.model.game
    assert game.snapshot() == before_first.snapshot() != after_first
    assert window.stack.count() == 1 and window.stack.index() == 0  # (Redo still brings it back)
    assert game.pending_seats() == (BEN,) and set(game.legal_decisions(BEN)) == earlier_legal
    # Ben's phone shows the position after the undo and asks him again; what he sends counts
    run(qtbot, [page], lambda: not page.waiting_for_table and bool(page.state["decisions"])
        and page.state["offer"] > page.answer(sent)["version"])
    again = page.decide(as_page_decision(page, second))
    run(qtbot, [page], lambda: page.answer(again) is not None)
    assert page.answer(again)["type"] == "ok"
    qtbot.waitUntil(lambda: window.stack.count() == 1 and window.stack.index() == 1, timeout=5000)
    settle(qtbot, window)
    made = window.model.game.rounds[-1]["rotations"][-1]
    assert made == {"seat": BEN, "target": list(second.target), "quarters": second.quarters}


def test_the_phones_of_a_game_that_left_the_table_see_nothing_of_the_next_and_decide_nothing_in_it(
        qtbot, make_window, hubs):
    """Another game takes the table (here put in place as Open does) while the phones of the
    last one are still connected: until the table has given the new game's seats new codes,
    nothing of it is published to the old phones, and a card an old phone laid meanwhile
    (answered ``ok`` for its old offer) is not laid in the new game."""
    window, hub = open_table(qtbot, make_window, hubs)
    start_after_join(qtbot, window, hub)
    published = len(hub.published)
    game, seats = mixed_game(seed=9)  # Ben and Clara on phones again
    window.model.set_game(game, seats)
    assert len(hub.published) == published  # Ben's old phone is not shown Ben's new hand
    hub.send(1, PlayCard(1, game.hand_list(1)[0]))
    qtbot.waitUntil(lambda: not hub.running and len(hubs) == 2, timeout=3000)
    settle(qtbot, window)
    assert window.model.game is game and not game.has_chosen(1)
