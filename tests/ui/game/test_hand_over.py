"""The screen passed between people at one computer (issue 41): a seat handed to its phone
never has its hand opened on the shared screen, even by a press of its button that was
already on its way; the next person at the screen is asked instead."""

from __future__ import annotations

import json

import fake_hub
import pytest
from helpers import new_game, on_privacy, pass_privacy, settle
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from zuendstoff.document.game_model import PHONE
from zuendstoff.engine.record import to_record
from zuendstoff.ui.game.flow import CARD_PHASES

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _hand_shown(window) -> bool:
    return window.hand_model.rowCount() > 0 or window.hand.shown is not None


def test_a_seat_handed_to_its_phone_never_opens_its_hand_here(qtbot, make_window, monkeypatch,
                                                              settings):
    settings.phone_host = "127.0.0.1"
    hubs = fake_hub.install(monkeypatch)
    game, seats = new_game(n_humans=3, bots=())
    window = make_window(game, seats)
    settle(qtbot, window)
    assert on_privacy(window) and window.privacy.seat == 0  # "Pass to Anna"
    button = window.privacy.button
    window.phones.move(0, PHONE)  # Game → Seats: Anna's hand goes to her phone
    window.privacy.accepted.emit(0)  # her press, sent before the move reached the screen
    QApplication.processEvents()
    assert window.flow.looking is None and not _hand_shown(window)
    assert not button.isVisible() or window.privacy.seat != 0
    qtbot.waitUntil(lambda: bool(hubs) and window.phones.join_shown, timeout=3000)
    window.phones.close_join()
    settle(qtbot, window)
    assert not _hand_shown(window)
    assert on_privacy(window) and window.privacy.seat == 1  # Ben is asked next, not Anna
    window.privacy.accepted.emit(0)  # a late press of Anna's button, with the table going on
    QApplication.processEvents()
    assert window.flow.looking is None and not _hand_shown(window)
    qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    assert window.flow.looking == 1 and window.hand_model.rowCount() > 0


def test_a_press_for_a_seat_that_has_already_chosen_opens_nothing(qtbot, make_window):
    game, seats = new_game(n_humans=2, bots=())
    window = make_window(game, seats)
    settle(qtbot, window)
    seat = pass_privacy(qtbot, window)
    card = window.model.game.hand_list(seat)[0]
    window.hand.confirmed.emit(seat, card)  # Anna lays her card
    settle(qtbot, window)
    assert window.model.game.has_chosen(seat)
    window.privacy.accepted.emit(seat)  # a second press of her button
    QApplication.processEvents()
    assert window.flow.looking != seat


def test_with_a_screen_reader_each_person_chooses_and_is_asked_their_way_again(
        qtbot, make_window, monkeypatch):
    """At a shared screen nobody's hand is read aloud unless they chose it; the next time
    each is asked, the way they chose last has the focus."""
    from zuendstoff.ui import announce
    monkeypatch.setattr(announce, "screen_reader_running", lambda: True)
    game, seats = new_game(n_humans=2, bots=(), seed=4)
    window = make_window(game, seats)
    privacy = window.privacy
    ways = {}
    for _round in range(2):
        for _seat in range(2):
            settle(qtbot, window)
            assert on_privacy(window) and privacy.quiet_button.isVisible()
            seat = privacy.seat
            first = privacy.first_button()
            if seat in ways:  # the way chosen last time has the focus
                assert first is (privacy.button if ways[seat] else privacy.quiet_button)
            else:  # the first time: without speech
                assert first is privacy.quiet_button
            ways[seat] = (seat == 1)  # Anna without speech, Ben with speech
            qtbot.mouseClick(privacy.button if ways[seat] else privacy.quiet_button,
                             Qt.MouseButton.LeftButton)
            assert window.flow.looking == seat
            assert window.hand.model.spoken is ways[seat]
            window.hand.confirmed.emit(seat, window.model.game.hand_list(seat)[0])
        settle(qtbot, window)
        while window.model.game.phase.name not in ("FIRST_CARD", "SECOND_CARD"):
            if window.flow.moment is not None:
                window.flow.continue_moment()
            else:  # the public decisions: the first legal one
                game = window.model.game
                window.flow.decide(game.legal_decisions(game.pending_seats()[0])[0])
            settle(qtbot, window)


def test_alone_with_a_screen_reader_the_hand_is_read_aloud(qtbot, make_window, monkeypatch):
    """One person and the computer: no privacy screen, and the screen reader reads the hand
    (nobody else is there to hear it)."""
    from zuendstoff.ui import announce
    monkeypatch.setattr(announce, "screen_reader_running", lambda: True)
    window = make_window(*new_game(n_humans=1, bots=("greedy",), seed=4))
    settle(qtbot, window)
    assert not on_privacy(window) and window.flow.looking == 0
    assert window.hand.model.spoken is True


def test_the_status_is_said_again_when_the_language_changes(qtbot, make_window):
    window = make_window(*new_game(n_humans=2, bots=(), seed=4))
    said = []
    window.flow.statusChanged.connect(said.append)
    settle(qtbot, window)
    assert said and window.flow.status == said[-1]
    said.clear()
    window.flow.retranslate()  # (the language changed: the same words are said again)
    assert said == [window.flow.status]


def _brains(window):
    from zuendstoff.engine.bots import make_bot
    return {s: make_bot("random", s) for s in range(window.model.game.seats)}


def test_while_the_board_shows_a_rounds_end_the_table_is_still_in_that_round(
        qtbot, make_window):
    from helpers import step
    window = make_window(*new_game(n_humans=1, bots=("greedy",), seed=4))
    window.scene.set_animation_speed(1.0)  # the board takes its time, as in the app
    seen = []
    window.flow.situationChanged.connect(lambda s: seen.append(
        (window.model.game.round_no, s.animating, s.shown_round)))
    brains = _brains(window)
    while window.model.game.round_no < 3 and step(qtbot, window, brains):
        pass
    ends = [(r, shown) for r, animating, shown in seen if animating and r > 1]
    assert ends, "the board never animated a round's end"
    assert all(shown in (r - 1, r) for r, shown in ends)
    first = {}
    for r, shown in ends:
        first.setdefault(r, shown)
    assert all(shown == r - 1 for r, shown in first.items()), first  # the ended round


def test_one_person_with_the_computer_lays_a_card_without_any_cover(qtbot, make_window):
    window = make_window(*new_game(n_humans=1, bots=("greedy",), seed=4))
    settle(qtbot, window)
    pages = []
    window.pages.currentChanged.connect(pages.append)
    seat = window.flow.looking
    assert seat == 0
    window.hand.confirmed.emit(0, window.model.game.hand_list(0)[0])
    settle(qtbot, window)
    assert 1 not in pages and not on_privacy(window)  # nobody to hide the hand from


def test_the_last_card_of_a_step_is_not_covered_before_the_cards_turn_over(qtbot, make_window):
    window = make_window(*new_game(n_humans=2, bots=(), seed=4))
    window.flow.moment_pause = -1
    settle(qtbot, window)
    seat = pass_privacy(qtbot, window)
    window.hand.confirmed.emit(seat, window.model.game.hand_list(seat)[0])
    assert on_privacy(window)  # Anna laid hers: covered until Ben is asked
    settle(qtbot, window)
    seat = pass_privacy(qtbot, window)
    pages = []
    window.pages.currentChanged.connect(pages.append)
    window.hand.confirmed.emit(seat, window.model.game.hand_list(seat)[0])
    settle(qtbot, window)
    assert 1 not in pages  # the last card: the table sees both turned over at once


def test_an_illegal_decision_is_one_message_and_changes_nothing(qtbot, make_window):
    from zuendstoff.engine import Stop
    window = make_window(*new_game(n_humans=2, bots=(), seed=4))
    settle(qtbot, window)
    problems = []
    window.flow.problem.connect(problems.append)
    game = window.model.game
    before = json.dumps(to_record(game))
    window.flow.decide(Stop(0, game.layout.cells[game.layout.sun]))  # not now: cards first
    assert len(problems) == 1 and problems[0]
    assert json.dumps(to_record(window.model.game)) == before


def test_cards_turned_over_are_shown_before_the_status_says_what_comes_next(
        qtbot, make_window):
    window = make_window(*new_game(n_humans=2, bots=(), seed=4))
    window.flow.moment_pause = -1  # a table moment until Continue
    settle(qtbot, window)
    events = []
    window.flow.momentShown.connect(lambda kind, text: events.append(("moment", kind)))
    window.flow.statusChanged.connect(lambda text: events.append(("status", text)))
    for _ in range(2):
        seat = pass_privacy(qtbot, window)
        events.clear()
        window.hand.confirmed.emit(seat, window.model.game.hand_list(seat)[0])
        settle(qtbot, window)
    # the second card laid turned both over: the table says the moment (its line is the
    # status), never first what comes after it
    assert ("moment", "reveal") in events
    statuses = [text for kind, text in events if kind == "status"]
    assert statuses and statuses[0] == window.flow.moment_line(), events


def test_the_table_is_told_once_whom_to_pass_to(qtbot, make_window):
    window = make_window(*new_game(n_humans=2, bots=(), seed=4))
    told = []
    window.privacy.passTo.connect(told.append)
    settle(qtbot, window)
    assert on_privacy(window)
    name = window.model.game.players[window.privacy.seat].name
    window.flow.schedule()  # the flow looks again: the same person, not said again
    settle(qtbot, window)
    assert told == [f"Pass to {name} — everyone else, look away."]


def test_the_privacy_screen_opens_with_the_button_of_the_person_asked(qtbot):
    """Whenever the screen comes into view asking for Anna (seat 0), her button has the
    focus: Enter or Space opens her hand, whoever was asked before her."""
    from zuendstoff.ui.game.privacy import PrivacyScreen
    screen = PrivacyScreen()
    qtbot.addWidget(screen)
    screen.set_seat(0, "Anna", False)
    screen.show()
    qtbot.waitExposed(screen)
    assert screen.focusWidget() is screen.button


def test_the_privacy_screen_says_which_card_the_person_chooses(qtbot):
    from zuendstoff.ui.game.privacy import PrivacyScreen
    screen = PrivacyScreen()
    qtbot.addWidget(screen)
    screen.set_seat(0, "Anna", False)
    assert "first card" in screen.detail.text() and "second" not in screen.detail.text()
    screen.set_seat(1, "Ben", True)
    assert "second card" in screen.detail.text() and "first" not in screen.detail.text()


def test_a_table_told_to_stop_plays_no_more(qtbot, make_window):
    """The guided game's end (flow.stop): no computer is asked for a move any more, no hand
    is offered, and the status line says the words it was given."""
    game, seats = new_game(n_humans=1, bots=("greedy", "greedy"))
    window = make_window(game, seats)
    settle(qtbot, window)
    assert window.flow.looking == 0  # Anna alone: her hand is offered
    before = json.dumps(to_record(window.model.game))
    window.flow.stop(lambda: "The lesson is over.")
    settle(qtbot, window)
    assert window.flow.looking is None and not _hand_shown(window)
    window.hand.confirmed.emit(0, window.model.game.hand_list(0)[0])  # a late press
    settle(qtbot, window)
    assert json.dumps(to_record(window.model.game)) == before
    assert window.status_line.text() == "The lesson is over."


def test_between_two_people_the_table_names_nobody(qtbot, make_window):
    """Anna has laid her card; until the table knows who is next, the status line (which a
    screen reader says) names nobody to pass to, never Anna again."""
    game, seats = new_game(n_humans=3, bots=())
    window = make_window(game, seats)
    settle(qtbot, window)
    seat = pass_privacy(qtbot, window)
    lines = []
    window.flow.statusChanged.connect(lines.append)
    window.hand.confirmed.emit(seat, window.model.game.hand_list(seat)[0])
    settle(qtbot, window)
    assert on_privacy(window) and window.privacy.seat == 1
    assert lines and not any("Anna" in line for line in lines), lines  # (what is said)


def test_a_screen_reader_hears_each_prompt_after_a_move(qtbot, make_window):
    """A move is said when it is made, and the status line that shows it is not said again;
    but the prompt that follows a move must be said: a person playing by ear is never left
    without it."""
    from helpers import step
    window = make_window(*new_game(n_humans=1, bots=("greedy",), seed=4))
    said = []
    window.access.announcer.say = lambda text, *_a, **_k: said.append(text)
    brains = _brains(window)
    prompts = []
    while len(prompts) < 3 and step(qtbot, window, brains):
        settle(qtbot, window)
        game = window.model.game
        if not game.is_over and window.flow.moment is None \
                and tuple(game.pending_seats()) == (0,) and game.phase not in CARD_PHASES:
            prompts.append(window.status_line.text())
    assert prompts, "Anna never had a public decision"
    assert all(prompt in said for prompt in prompts), (prompts, said[-5:])


def test_a_phones_move_sent_while_the_codes_are_shown_is_made_after_them(
        qtbot, make_window, monkeypatch, settings):
    """Anna's phone sends her public move while the table shows the phones' codes (Game →
    Phones…): the table makes that move once the codes are closed; her phone is not asked
    again."""
    settings.phone_host = "127.0.0.1"
    hubs = fake_hub.install(monkeypatch)
    game, seats = new_game(n_humans=1, bots=("greedy",), seed=4)
    window = make_window(game, [PHONE, seats[1]])
    brains = _brains(window)
    qtbot.waitUntil(lambda: bool(hubs) and window.phones.join_shown, timeout=3000)
    window.phones.close_join()
    for _ in range(40):  # Anna's phone plays her cards until she has a public decision
        settle(qtbot, window)
        game = window.model.game
        if 0 in game.pending_seats() and game.phase not in CARD_PHASES:
            break
        if 0 in game.pending_seats() and not game.has_chosen(0):
            hubs[-1].send(0, brains[0].decide(game.view(0)))
    assert 0 in game.pending_seats() and game.phase not in CARD_PHASES
    dropped = []
    window.flow.phoneDecisionDropped.connect(dropped.append)
    assert window.phones.show_join()
    settle(qtbot, window)
    before = json.dumps(to_record(window.model.game))
    hubs[-1].send(0, brains[0].decide(game.view(0)))
    settle(qtbot, window)
    assert json.dumps(to_record(window.model.game)) == before  # the table waits behind them
    window.phones.close_join()
    settle(qtbot, window)
    assert dropped == [] and json.dumps(to_record(window.model.game)) != before
