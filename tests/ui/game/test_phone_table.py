"""A table with hands on phones (issue 12), window side: the flow, the players panel, undo,
moving seats mid-game, the server's life, against a stand-in hub with the contract's API
(fake_hub.py; the real server's end-to-end test is test_phone_server_e2e.py)."""

from __future__ import annotations

import fake_hub
import pytest
from helpers import (
    at_moment,
    bar_button,
    choose_card_by_keys,
    is_card_phase,
    on_privacy,
    pass_privacy,
    play_public,
    press_continue,
    settle,
)
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from zuendstoff import resources
from zuendstoff.document.game_model import HUMAN, PHONE, SeatKind
from zuendstoff.document.names import colour_name
from zuendstoff.document.players_model import PlayersModel
from zuendstoff.engine import Flip, Game, PickColour, PlayCard, Player
from zuendstoff.engine.bots import make_bot

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)

NAMES = ["Anna", "Ben", "Clara", "David"]
PIECES = ["black", "white", "purple", "orange"]


@pytest.fixture
def hubs(monkeypatch, settings):
    settings.phone_host = "127.0.0.1"
    return fake_hub.install(monkeypatch)


MIXED = (HUMAN, PHONE, PHONE, SeatKind("random"))  # Anna here, Ben and Clara on phones, David the computer


def mixed_game(seed=5, kinds=MIXED):
    players = [Player(NAMES[i], PIECES[i]) for i in range(len(kinds))]
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"), players, seed=seed)
    return game, list(kinds)


def open_table(qtbot, make_window, hubs, kinds=None, seed=5):
    game, seats = mixed_game(seed, kinds) if kinds else mixed_game(seed)
    window = make_window(game, seats)
    qtbot.waitUntil(lambda: bool(hubs) and hubs[-1].running, timeout=3000)
    hub = hubs[-1]
    assert window.phones.join_shown
    return window, hub


def start_after_join(qtbot, window, hub):
    for seat in hub.seats():
        hub.connect_phone(seat)
    assert window.phones.join.start.isEnabled()
    qtbot.mouseClick(window.phones.join.start, Qt.MouseButton.LeftButton)
    assert not window.phones.join_shown
    settle(qtbot, window)


def status_of(window, seat):
    model = window.players_model
    return model.data(model.index(seat, PlayersModel.STATUS))


def test_phone_seats_choose_at_once_while_the_hot_seat_person_uses_the_screen(qtbot, make_window, hubs):
    window, hub = open_table(qtbot, make_window, hubs)
    assert hub.seats() == (1, 2) and hub.host == "127.0.0.1"
    # the table waits at the join screen: nobody is asked anything on this screen
    assert not on_privacy(window) and window.flow.held
    assert "Waiting" not in window.status_line.text()
    start_after_join(qtbot, window, hub)
    game = window.model.game
    # Anna (hot-seat) passes the screen; the phones are waited for meanwhile
    assert on_privacy(window) and window.privacy.seat == 0
    assert "Phones choose meanwhile" in window.status_line.text()
    assert status_of(window, 1) == "choosing on the phone"
    pass_privacy(qtbot, window)
    assert window.flow.looking == 0
    # Ben's phone lays its card while Anna looks at her hand: her hand stays
    ben = make_bot("random", 1).decide(game.view(1))
    hub.send(1, ben)
    settle(qtbot, window)
    assert game.has_chosen(1) and window.flow.looking == 0 and window.hand_model.rowCount() > 0
    assert status_of(window, 1) == "has chosen"
    choose_card_by_keys(qtbot, window, make_bot("random", 2).decide(game.view(0)).card)
    settle(qtbot, window)
    # Anna and the computer are done: only Clara's phone is missing; no privacy screen for it
    assert game.pending_seats() == (2,)
    assert not on_privacy(window) and window.hand_model.rowCount() == 0
    assert window.status_line.text() == "Waiting for Clara's phone…"
    hub.send(2, make_bot("random", 3).decide(game.view(2)))
    settle(qtbot, window)
    assert game.round_no == 1 and game.phase.value == "second_card"
    # every change was published to the hub, with the public table facts
    last_game, table = hub.published[-1]
    assert last_game.phase == game.phase and table.kinds == ("person", "phone", "phone", "computer")
    assert table.names == tuple(NAMES)


def test_waiting_line_names_the_phones():
    from zuendstoff.ui.game.flow import TurnFlow
    flow = TurnFlow.__new__(TurnFlow)
    QOb = TurnFlow.__mro__[1]
    QOb.__init__(flow)
    assert flow.waiting_text(["Anna", "Ben"]) == "Waiting for Anna's and Ben's phones…"
    assert flow.waiting_text(["Anna", "Ben", "Clara"]) == "Waiting for the phones of Anna, Ben and Clara…"


def play_rounds(qtbot, window, hub, rounds, on_phone_public=True, checks=None):
    """Play until ``rounds`` more rounds have ended: Anna through the window, the phones by
    the hub's signal (public decisions too when ``on_phone_public``), the computer alone."""
    brains = {s: make_bot("random", 10 + s) for s in range(4)}
    game = window.model.game
    target = game.round_no + rounds
    for _ in range(2000):
        settle(qtbot, window)
        while at_moment(window):
            press_continue(qtbot, window)
            settle(qtbot, window)
        game = window.model.game
        if game.is_over or game.round_no >= target:
            return
        if checks:
            checks(window)
        if is_card_phase(game):
            phones = [s for s in game.pending_seats() if window.model.is_phone(s)]
            if phones:
                seat = phones[0]
                hub.send(seat, brains[seat].decide(game.view(seat)))
                continue
            if on_privacy(window):
                pass_privacy(qtbot, window)
            seat = window.flow.looking
            assert seat is not None and not window.model.is_phone(seat)
            choose_card_by_keys(qtbot, window, brains[seat].decide(game.view(seat)).card)
            continue
        seat = game.pending_seats()[0]
        decision = brains[seat].decide(game.view(seat))
        if window.model.is_phone(seat) and on_phone_public:
            hub.send(seat, decision)
        else:
            play_public(qtbot, window, decision)
    raise AssertionError("the rounds did not end")


def never_shows_a_phone_hand(window):
    if window.flow.looking is not None:
        assert not window.model.is_phone(window.flow.looking)
    if on_privacy(window):
        assert not window.model.is_phone(window.privacy.seat)


def test_mixed_table_plays_rounds_with_table_moments(qtbot, make_window, hubs, settings):
    settings.table_pause = -1  # the table moments stay, with phones counted as people
    window, hub = open_table(qtbot, make_window, hubs)
    window.flow.moment_pause = -1
    start_after_join(qtbot, window, hub)
    play_rounds(qtbot, window, hub, 3, checks=never_shows_a_phone_hand)
    assert window.model.game.round_no >= 4 or window.model.game.is_over


def test_public_decisions_of_a_phone_seat_also_at_the_table(qtbot, make_window, hubs):
    window, hub = open_table(qtbot, make_window, hubs)
    start_after_join(qtbot, window, hub)
    play_rounds(qtbot, window, hub, 2, on_phone_public=False, checks=never_shows_a_phone_hand)


def _to_public_decision_of(qtbot, window, hub, seat):
    brains = {s: make_bot("random", 20 + s) for s in range(4)}
    for _ in range(800):
        settle(qtbot, window)
        game = window.model.game
        if not is_card_phase(game) and game.pending_seats()[0] == seat and not game.is_over:
            return
        if is_card_phase(game):
            phones = [s for s in game.pending_seats() if window.model.is_phone(s)]
            if phones:
                hub.send(phones[0], brains[phones[0]].decide(game.view(phones[0])))
                continue
            if on_privacy(window):
                pass_privacy(qtbot, window)
            s = window.flow.looking
            choose_card_by_keys(qtbot, window, brains[s].decide(game.view(s)).card)
            continue
        s = game.pending_seats()[0]
        d = brains[s].decide(game.view(s))
        if window.model.is_phone(s):
            hub.send(s, d)
        else:
            play_public(qtbot, window, d)
    raise AssertionError(f"seat {seat} never had a public decision")


def _table_at_a_phones_public_decision(qtbot, make_window, hubs):
    """A phone table (seed 8) played on until seat 1's or seat 2's phone has a public decision."""
    window, hub = open_table(qtbot, make_window, hubs, seed=8)
    start_after_join(qtbot, window, hub)
    for seat in (1, 2):
        try:
            _to_public_decision_of(qtbot, window, hub, seat)
            break
        except AssertionError:
            continue
    return window, hub


def test_undo_after_a_phones_public_decision(qtbot, make_window, hubs, settings):
    window, hub = _table_at_a_phones_public_decision(qtbot, make_window, hubs)
    game = window.model.game
    seat = game.pending_seats()[0]
    before = game.copy()
    legal = game.legal_decisions(seat)
    decision = next((d for d in legal if not isinstance(d, PickColour)), legal[0])
    depth = window.stack.count()
    saves = []
    window.flow.decisionMade.connect(lambda: saves.append(1))
    hub.send(seat, decision)
    settle(qtbot, window)
    assert saves, "a phone's decision is autosaved like a click"
    assert window.stack.count() in (depth + 1, 0)  # pushed (or sealed by R27 if a reveal)
    if not isinstance(decision, Flip):  # (a planet turned face up is an R27 barrier)
        assert window.stack.canUndo()
        assert window.stack.undoText().startswith(NAMES[seat])
        window.undo.undo_action.trigger()
        settle(qtbot, window)
        now = window.model.game
        assert now.phase == before.phase and now.pending_seats() == before.pending_seats()
        assert hub.published[-1][0].phase == before.phase  # the phones are shown the undo
    else:  # the decision turned a planet face up (a barrier): no undo, as with hot-seat
        assert not window.undo.undo_action.isEnabled()


def test_a_phone_cannot_act_for_another_seat_or_out_of_turn(qtbot, make_window, hubs):
    window, hub = open_table(qtbot, make_window, hubs)
    start_after_join(qtbot, window, hub)
    game = window.model.game
    card = game.hand_list(2)[0]
    hub.send(1, PlayCard(2, card))  # Ben's phone, Clara's card
    hub.send(0, PlayCard(0, game.hand_list(0)[0]))  # Anna is on this screen
    settle(qtbot, window)
    assert not game.has_chosen(2) and not game.has_chosen(0)


def test_a_phone_seat_moved_back_to_this_screen_mid_choice_gets_the_privacy_screen(
        qtbot, make_window, hubs):
    window, hub = open_table(qtbot, make_window, hubs)
    start_after_join(qtbot, window, hub)
    assert on_privacy(window) and window.privacy.seat == 0
    pass_privacy(qtbot, window)
    choose_card_by_keys(qtbot, window, window.model.game.hand_list(0)[0])
    settle(qtbot, window)
    assert not on_privacy(window)
    window.phones.move(1, HUMAN)  # Ben's phone ran flat
    settle(qtbot, window)
    assert hub.seats() == (2,)
    assert on_privacy(window) and window.privacy.seat == 1
    assert status_of(window, 1) == "choosing"
    assert window.model.record_extra()["zuendstoff_app"]["seats"][1] == {"kind": "human"}
    pass_privacy(qtbot, window)
    assert window.hand_model.rowCount() > 0


def test_seats_move_through_the_players_panel_menu(qtbot, make_window, hubs):
    window, hub = open_table(qtbot, make_window, hubs)
    start_after_join(qtbot, window, hub)
    menu = window.players_view.seat_menu(0)
    texts = [a.text() for a in menu.actions() if a.text()]
    assert texts == ["Anna plays on this screen", "Anna plays on a phone", "The computer plays for Anna"]
    next(a for a in menu.actions() if a.text() == "Anna plays on a phone").trigger()
    settle(qtbot, window)
    assert window.model.is_phone(0) and hub.seats() == (0, 1, 2)
    # the join screen comes back with Anna's code; Ben and Clara stay connected
    assert window.phones.join_shown and set(window.phones.join.cards) == {0, 1, 2}
    assert not window.phones.join.start.isEnabled()
    assert window.phones.join.start.text() == "Continue — everyone has joined"
    qtbot.mouseClick(window.phones.join.anyway, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert not on_privacy(window)  # nobody left on this screen
    assert "Anna" in window.status_line.text() and "phone" in window.status_line.text()
    # re-issue Ben's code: the hub gives a new URL; the join screen shows it
    old = hub.url(1)
    menu = window.players_view.seat_menu(1)
    next(a for a in menu.actions() if a.text() == "New code for Ben's phone").trigger()
    assert hub.url(1) != old and window.phones.join.cards[1].url.text() == hub.url(1)
    assert window.phones.join.cards[1].state_label.text().endswith("Waiting for the phone")
    qtbot.mouseClick(window.phones.join.anyway, Qt.MouseButton.LeftButton)
    # Clara to the computer: her seat leaves the hub and a bot chooses for her
    menu = window.players_view.seat_menu(2)
    next(a for a in menu.actions() if a.text() == "The computer plays for Clara").trigger()
    settle(qtbot, window)
    assert hub.seats() == (0, 1) and window.model.is_computer(2)
    assert window.model.game.has_chosen(2)


def test_players_panel_shows_each_phones_state(qtbot, make_window, hubs):
    window, hub = open_table(qtbot, make_window, hubs)
    assert status_of(window, 1) == "phone not joined yet"
    model = window.players_model
    assert model.data(model.index(1, PlayersModel.NAME)) == "Ben (phone)"
    start_after_join(qtbot, window, hub)
    assert status_of(window, 1) == "choosing on the phone"
    hub.lose(1)
    assert status_of(window, 1) == "phone lost connection"
    assert window.statusBar().currentMessage().startswith("Ben's phone lost its connection.")
    hub.connect_phone(1)
    hub.send(1, PlayCard(1, window.model.game.hand_list(1)[0]))
    settle(qtbot, window)
    assert status_of(window, 1) == "has chosen"


def test_the_server_stops_on_close_and_at_the_game_end(qtbot, make_window, hubs):
    window, hub = open_table(qtbot, make_window, hubs)
    window.close()
    assert not hub.running and hub.stopped >= 1
    # a game that ends: the final state is published, then the hub stops
    game, seats = mixed_game(4, (PHONE, SeatKind("random")))
    window = make_window(game, seats)
    window.phones.stop_grace_ms = 0
    qtbot.waitUntil(lambda: len(hubs) == 2 and hubs[-1].running, timeout=3000)
    hub = hubs[-1]
    start_after_join(qtbot, window, hub)
    brain = make_bot("random", 3)
    for _ in range(3000):
        settle(qtbot, window)
        game = window.model.game
        if game.is_over:
            break
        if 0 in game.pending_seats():
            hub.send(0, brain.decide(game.view(0)))
    assert window.model.game.is_over
    qtbot.waitUntil(lambda: not hub.running, timeout=3000)
    assert hub.published[-1][0].is_over
    finished = window.model.game.copy()
    # a new phone game gets a new server; a finished game opened over it stops that one
    window.model.set_game(*mixed_game(5))
    qtbot.waitUntil(lambda: len(hubs) == 3 and hubs[-1].running, timeout=3000)
    window.model.set_game(finished, seats)
    qtbot.waitUntil(lambda: not hubs[-1].running, timeout=3000)
    QApplication.processEvents()
    assert len(hubs) == 3 and not window.phones.join_shown


def test_a_new_game_without_phones_stops_the_server(qtbot, make_window, hubs):
    window, hub = open_table(qtbot, make_window, hubs)
    game, seats = mixed_game(3, (HUMAN, HUMAN))
    window.model.set_game(game, seats)
    qtbot.waitUntil(lambda: not hub.running, timeout=3000)
    assert not window.phones.join_shown and len(hubs) == 1


def test_no_server_no_phones_one_message_and_hot_seat(qtbot, make_window, hubs, monkeypatch):
    from PySide6.QtWidgets import QMessageBox
    shown = []
    monkeypatch.setattr(QMessageBox, "open", lambda self: shown.append(self.text()))
    fake_hub.FakeHub.refuse = "the address 127.0.0.1 is not available"
    game, seats = mixed_game()
    window = make_window(game, seats)
    qtbot.waitUntil(lambda: bool(shown), timeout=3000)
    settle(qtbot, window)
    assert len(shown) == 1 and "127.0.0.1 is not available" in shown[0]
    assert "Ben, Clara play on this screen" in shown[0]
    assert window.model.phone_seats() == [] and not window.phones.join_shown
    assert on_privacy(window) and window.privacy.seat == 0


def test_a_failing_server_mid_game_falls_back_to_hot_seat(qtbot, make_window, hubs, monkeypatch):
    from PySide6.QtWidgets import QMessageBox
    shown = []
    monkeypatch.setattr(QMessageBox, "open", lambda self: shown.append(self.text()))
    window, hub = open_table(qtbot, make_window, hubs)
    start_after_join(qtbot, window, hub)
    hub.failed.emit("The network went away.")
    settle(qtbot, window)
    assert len(shown) == 1 and "The network went away." in shown[0]
    assert window.model.phone_seats() == [] and not hub.running


def test_a_phone_decision_during_a_table_moment_waits_for_continue(qtbot, make_window, hubs):
    window, hub = open_table(qtbot, make_window, hubs, kinds=(PHONE, PHONE))
    window.flow.moment_pause = -1
    start_after_join(qtbot, window, hub)
    brains = {0: make_bot("random", 1), 1: make_bot("random", 2)}
    for _ in range(400):
        settle(qtbot, window)
        game = window.model.game
        if at_moment(window) and not is_card_phase(game):
            break
        if at_moment(window):
            press_continue(qtbot, window)
            continue
        seat = game.pending_seats()[0]
        hub.send(seat, brains[seat].decide(game.view(seat)))
    game = window.model.game
    seat = game.pending_seats()[0]
    decision = game.legal_decisions(seat)[0]
    before = game.snapshot()
    hub.send(seat, decision)
    settle(qtbot, window)
    assert at_moment(window) and window.model.game.snapshot() == before  # not yet
    press_continue(qtbot, window)
    settle(qtbot, window)
    assert window.model.game.snapshot() != before  # made once the table went on


def test_bar_is_offered_for_a_phone_seats_public_decision(qtbot, make_window, hubs):
    window, hub = open_table(qtbot, make_window, hubs, kinds=(PHONE, PHONE), seed=2)
    start_after_join(qtbot, window, hub)
    brains = {0: make_bot("random", 1), 1: make_bot("random", 2)}
    for _ in range(400):
        settle(qtbot, window)
        game = window.model.game
        if not is_card_phase(game) and isinstance(game.legal_decisions()[0], PickColour):
            break
        seat = game.pending_seats()[0]
        hub.send(seat, brains[seat].decide(game.view(seat)))
    else:
        pytest.skip("no colour pick came up")
    seat = game.pending_seats()[0]
    colour = game.legal_decisions(seat)[0].colour
    qtbot.mouseClick(bar_button(window, "Fly " + colour_name(colour)), Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert window.model.game.current_flight() == (seat, colour)  # picked at the table's screen


def test_a_hot_seat_game_reopened_then_moved_to_phones_says_nothing_of_old_codes(
        qtbot, make_window, hubs, tmp_path):
    game, seats = mixed_game(3, (HUMAN, HUMAN))
    window = make_window(game, seats)
    path = str(tmp_path / "hot.zrec")
    assert window.files.save_to(path) and window.files.open_path(path)
    settle(qtbot, window)
    assert not hubs
    pass_privacy(qtbot, window)
    choose_card_by_keys(qtbot, window, window.model.game.hand_list(0)[0])
    settle(qtbot, window)
    window.phones.move(1, PHONE)
    qtbot.waitUntil(lambda: bool(hubs) and window.phones.join_shown, timeout=3000)
    join = window.phones.join
    assert not join.note.isVisible()  # no phone had a code before
    assert join.start.text() == "Continue — everyone has joined"  # the game is under way


def test_odd_decisions_from_the_hub_change_nothing(qtbot, make_window, hubs):
    """Whatever the hub hands over (it checks, but the window does not rely on it): only a
    legal decision of a phone seat, for that seat, changes the game; nothing raises."""
    from hypothesis import HealthCheck, given
    from hypothesis import settings as hsettings
    from hypothesis import strategies as st
    from zuendstoff.engine import Flip, Rotate, Stop
    window, hub = open_table(qtbot, make_window, hubs)
    start_after_join(qtbot, window, hub)
    game = window.model.game
    cards = st.sampled_from(["sun", "planet", "red2", "red3", "black1", "nonsense", ""])
    decisions = st.one_of(
        st.builds(PlayCard, st.integers(-2, 6), cards),
        st.builds(Rotate, st.integers(-1, 5), st.tuples(st.integers(-1, 6), st.integers(-1, 6)),
                  st.integers(-1, 5)),
        st.builds(Stop, st.integers(-1, 5), st.tuples(st.integers(-1, 6), st.integers(-1, 6))),
        st.builds(Flip, st.integers(-1, 5), st.integers(-2, 6)),
        st.none(), st.integers(), st.text(max_size=5))

    @hsettings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.integers(-2, 6), decisions)
    def odd(seat, decision):
        before = game.snapshot(), [game.has_chosen(s) for s in range(game.seats)]
        legal = seat in (1, 2) and getattr(decision, "seat", None) == seat and \
            decision in game.legal_decisions(seat)
        hub.send(seat, decision)
        QApplication.processEvents()
        after = game.snapshot(), [game.has_chosen(s) for s in range(game.seats)]
        if not legal:
            assert after == before
        else:  # laid; taken back (test-only) for the next example: nothing was revealed
            assert game.has_chosen(seat) and game.pending_seats()
            game._choice[seat] = -1
    odd()


def test_a_phones_public_decision_sent_while_the_codes_are_shown_is_made_after_continue(
        qtbot, make_window, hubs):
    window, hub = _table_at_a_phones_public_decision(qtbot, make_window, hubs)
    game = window.model.game
    seat = game.pending_seats()[0]
    assert window.model.is_phone(seat)
    assert window.phones.show_join()  # someone opens Game → Phones… to let a phone rejoin
    before = game.snapshot()
    hub.send(seat, game.legal_decisions(seat)[0])
    settle(qtbot, window)
    assert game.snapshot() == before and window.phones.join_shown  # the table waits…
    qtbot.mouseClick(window.phones.join.anyway, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert window.model.game.snapshot() != before  # …and then makes it: nothing is lost


def test_a_table_of_phones_gives_the_hands_room_to_the_panels(qtbot, make_window, hubs, settings):
    """Nobody chooses a card on this screen: at the top of the side column stays only the room
    the decision bar can need (its compass, a table moment's Continue), never the hand's, and
    whatever the bar shows fits in it."""
    settings.table_pause = -1
    window, hub = open_table(qtbot, make_window, hubs, kinds=(PHONE, PHONE, PHONE, SeatKind("random")))
    window.flow.moment_pause = -1
    start_after_join(qtbot, window, hub)
    hand_room = window.hand.sizeHint().height()
    room = window.controls.height()
    assert 0 < room < hand_room - 40
    shown = []

    def bar_fits(window):
        never_shows_a_phone_hand(window)
        assert window.hand.isHidden() and window.controls.height() == room
        if window.bar.in_use():
            shown.append(window.model.game.phase)
            assert window.bar.sizeHint().height() <= room
            assert window.bar.minimumSizeHint().height() <= room

    play_rounds(qtbot, window, hub, 3, on_phone_public=False, checks=bar_fits)
    assert shown  # the bar was used (public decisions at the table), and always fitted
    # a seat moved to this screen mid-game: the hand gets its room back before it shows
    window.model.set_seat(0, HUMAN)
    QApplication.processEvents()  # (the side column lays itself out again)
    assert window.controls.height() == hand_room
