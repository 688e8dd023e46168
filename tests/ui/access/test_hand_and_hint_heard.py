"""Issue 42, heard at the table: the hand is a list for the keys (Up and Down step card by card
in reading order and reach every card, at any width), and a hint (F2) is said once, with its
reason (or, for a hand without speech, that it is on the screen only)."""

from __future__ import annotations

import pytest
from helpers import new_game, settle
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from zuendstoff.document.names import card_name
from zuendstoff.engine import PlayCard
from zuendstoff.engine.hints import Hint


def _hand_on_show(qtbot, make_window, size=(1400, 900), spoken=True):
    window = make_window(*new_game(n_humans=2, bots=(), seed=3), size=size)
    window.activateWindow()
    settle(qtbot, window)
    button = window.privacy.button if spoken else window.privacy.quiet_button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert window.flow.looking == 0
    return window


def _walk(qtbot, view, key, steps):
    seen = []
    for _ in range(steps):
        qtbot.keyClick(view, key)
        seen.append(view.currentIndex().row())
    return seen


@pytest.mark.parametrize("size", [(1400, 900), (1000, 700), (1900, 1000)])
def test_up_and_down_step_through_every_card_in_reading_order(qtbot, make_window, size):
    window = _hand_on_show(qtbot, make_window, size)
    view = window.hand.view
    count = window.hand.model.rowCount()
    assert count > 4  # more cards than a row holds somewhere: the grid wraps
    assert QApplication.focusWidget() is view
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert view.currentIndex().row() == 0
    # Down: every card once, in the order shown (left to right, row by row), then it stays
    assert _walk(qtbot, view, Qt.Key.Key_Down, count) == list(range(1, count)) + [count - 1]
    # Up: back the same way
    assert _walk(qtbot, view, Qt.Key.Key_Up, count) == list(range(count - 2, -1, -1)) + [0]
    # Left and Right do the same
    assert _walk(qtbot, view, Qt.Key.Key_Right, 2) == [1, 2]
    assert _walk(qtbot, view, Qt.Key.Key_Left, 2) == [1, 0]
    # what is shown is that order: each card right of or below the one before
    rects = [view.visualRect(window.hand.model.index(r, 0)) for r in range(count)]
    for a, b in zip(rects, rects[1:]):
        assert (b.top() == a.top() and b.left() > a.left()) or b.top() > a.top()


def _hint(qtbot, window, monkeypatch, decision, values):
    from zuendstoff.ui.game import hints
    monkeypatch.setattr(hints, "ask", lambda view, **_k: Hint(decision, "cards", values))
    window.access.announcer.flush()
    said_before = len(window.access.announcer.history)
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: not window.hints.busy, timeout=5000)
    window.access.announcer.flush()
    return list(window.access.announcer.history)[said_before:]


def _a_flight(window):
    from zuendstoff.engine.constants import COLOURS
    from zuendstoff.engine.preview import card_preview
    game = window.model.game
    for card in game.hand(0):
        p = card_preview(game.view(0), card)
        if p.kind == "flight":
            return card, COLOURS[p.colour]
    raise AssertionError("no flight card")


def test_a_hint_is_said_once_with_its_reason(qtbot, make_window, monkeypatch):
    from zuendstoff.ui import announce
    monkeypatch.setattr(announce, "screen_reader_running", lambda: True)
    window = _hand_on_show(qtbot, make_window)
    card, colour = _a_flight(window)
    said = _hint(qtbot, window, monkeypatch, PlayCard(0, card),
                 {"card": card, "kind": "flight", "colour": colour, "goal": "sun"})
    shown = window.hints.banner.label.text()
    assert shown.startswith("Hint for Anna: ") and card_name(card) in shown
    # the whole line, its reason too, once (after the hinted card's own preview)
    assert [s for s in said if s.startswith("Hint")] == [shown], said
    assert window.hand.selected_card() == card
    # asked again: said again (a person asked twice)
    window.hints.banner.clear()
    again = _hint(qtbot, window, monkeypatch, PlayCard(0, card),
                  {"card": card, "kind": "flight", "colour": colour, "goal": "sun"})
    assert [s for s in again if s.startswith("Hint")] == [shown], again


def test_a_hint_for_a_hand_without_speech_says_so(qtbot, make_window, monkeypatch):
    from zuendstoff.ui import announce
    monkeypatch.setattr(announce, "screen_reader_running", lambda: True)
    window = _hand_on_show(qtbot, make_window, spoken=False)
    assert not window.hand.model.spoken
    card, colour = _a_flight(window)
    said = _hint(qtbot, window, monkeypatch, PlayCard(0, card),
                 {"card": card, "kind": "flight", "colour": colour, "goal": "sun"})
    assert said == ["Hint for Anna: on the screen only (your hand is not read aloud)."]


def test_no_hint_now_is_said_too(qtbot, make_window):
    window = make_window(*new_game(n_humans=2, bots=(), seed=3))
    settle(qtbot, window)
    assert window.flow.looking is None  # the privacy screen: nobody's choice on the screen
    window.hint_action.trigger()
    window.access.announcer.flush()
    assert list(window.access.announcer.history)[-1].startswith("A hint is for the person")


def test_a_card_preview_names_a_face_down_planet_by_its_place(qtbot):
    """Item 7: "would fly to a face-down planet" said where, never what lies there."""
    from zuendstoff import resources
    from zuendstoff.document.names import place_text
    from zuendstoff.engine import Game, Player
    from zuendstoff.engine.preview import card_preview
    from zuendstoff.ui.game.card_preview import preview_sentence
    found = 0
    for seed in range(1, 6):
        game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                        [Player("Anna", "black"), Player("Ben", "white")], seed=seed)
        for card in sorted(set(game.hand(0))):
            preview = card_preview(game.view(0), card)
            if preview.kind != "flight" or not preview.path:
                continue
            sentence = preview_sentence(game, preview)
            for hop in preview.hops:
                cell = game.layout.cells[hop.dst]
                if hop.dst != game.layout.sun and game.planet_at(cell) is None:
                    found += 1
                    assert f"a face-down planet at {place_text(game.layout, cell)}" in sentence, \
                        sentence
    assert found > 0
