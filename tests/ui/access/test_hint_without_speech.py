"""Fairness at a shared screen with a screen reader (issue 33 item 6): a hand looked at
*without speech* stays unspoken when its holder asks for a hint (F2) or looks at a card's
preview. Counterfactual: with everything else the same, a hint for another card, or another
card looked at, changes nothing a screen reader can read (every accessible object's name,
description and value, the hand's item texts, the status bar, the log) or was told (the
announcements); the sighted holder still sees the hint's card on the screen."""

from __future__ import annotations

import pytest
from helpers import new_game, settle
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget
from zuendstoff.document.names import card_name, colour_name
from zuendstoff.engine import PlayCard
from zuendstoff.engine.constants import COLOURS
from zuendstoff.engine.hints import Hint
from zuendstoff.engine.preview import card_preview

ITEM_ROLES = (Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.AccessibleDescriptionRole,
              Qt.ItemDataRole.ToolTipRole)


def _laid_out(window) -> tuple:
    """Where every widget of the window is and whether it shows (a scroll bar comes and goes
    with the layout)."""
    return tuple((w.objectName(), type(w).__name__, w.isVisible(), w.geometry().getRect())
                 for w in window.findChildren(QWidget))


def _readable(window, qtbot) -> list[str]:
    """Everything a screen reader can read of the window once its layout has come to rest
    (a busy machine lays out later: the same for either hint), and all it was told."""
    import privacy_probe

    window.access.announcer.flush()
    before = [None]

    def at_rest() -> bool:
        QApplication.processEvents()
        now = _laid_out(window)
        rest, before[0] = now == before[0], now
        return rest
    qtbot.wait(50)
    qtbot.waitUntil(at_rest, timeout=5000)
    texts = privacy_probe.accessible_texts(window)  # the tree, and what was announced
    hand = window.hand
    for r in range(hand.model.rowCount()):  # the hand's items (built lazily by Qt: by role)
        texts += [f"item{r}:{hand.model.index(r, 0).data(role)}" for role in ITEM_ROLES]
    texts.append(f"current:{hand.view.currentIndex().row()}")
    focus = QApplication.focusWidget()
    texts.append(f"focus:{type(focus).__name__}:{focus.accessibleName() if focus else ''}")
    texts.append("statusbar:" + window.statusBar().currentMessage())
    texts += ["log:" + line for rnd in window.log_model.lines() for line in rnd]
    return texts


@pytest.fixture
def unspoken_hand(qtbot, make_window, monkeypatch):
    """Makes a window with Anna's hand on show without speech, a screen reader running at
    the shared screen (each one the same game at the same moment)."""
    from zuendstoff.ui import announce
    monkeypatch.setattr(announce, "screen_reader_running", lambda: True)

    def make():
        window = make_window(*new_game(n_humans=2, bots=(), seed=3))
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=3000)
        settle(qtbot, window)
        qtbot.mouseClick(window.privacy.quiet_button, Qt.MouseButton.LeftButton)
        settle(qtbot, window)
        assert window.flow.looking == 0 and not window.hand.model.spoken
        window.access.announcer.flush()
        return window
    return make


def _two_cards_of_other_colours(window):
    game = window.model.game
    view = game.view(0)
    flights = {}
    for card in game.hand(0):
        p = card_preview(view, card)
        if p.kind == "flight":
            flights.setdefault(p.colour, card)
    assert len(flights) >= 2, flights
    (ca, a), (cb, b) = list(flights.items())[:2]
    return (a, COLOURS[ca]), (b, COLOURS[cb])


def _hint_for(qtbot, window, monkeypatch, card, colour, goal):
    from zuendstoff.ui.game import hints
    values = {"card": card, "kind": "flight", "colour": colour, "goal": goal}
    monkeypatch.setattr(hints, "ask", lambda view, **_k: Hint(PlayCard(0, card), "cards", values))
    window.hints.banner.clear()
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: not window.hints.busy, timeout=5000)
    assert window.hints.last.decision.card == card


def test_a_hint_for_a_hand_without_speech_is_for_the_eyes_only(qtbot, unspoken_hand, monkeypatch):
    first = unspoken_hand()
    (a, colour_a), (b, colour_b) = _two_cards_of_other_colours(first)
    _hint_for(qtbot, first, monkeypatch, a, colour_a, "sun")
    seen_a, said_a = first.hints.banner.label.text(), _readable(first, qtbot)
    first.close()
    # the same game at the same moment, with another card hinted, for another colour and reason
    second = unspoken_hand()
    _hint_for(qtbot, second, monkeypatch, b, colour_b, "still")
    seen_b, said_b = second.hints.banner.label.text(), _readable(second, qtbot)
    # the sighted holder sees which card and why
    assert card_name(a) in seen_a and colour_name(colour_a) in seen_a
    assert card_name(b) in seen_b and colour_name(colour_b) in seen_b
    # a screen reader can read, and was told, exactly the same both times
    assert said_a == said_b, [t for t in said_a + said_b if (t in said_a) != (t in said_b)]
    banner = second.hints.banner
    assert banner.label.accessibleName() == banner.accessibleDescription() == \
        "Hint for Anna: on the screen only (your hand is not read aloud)."
    assert "log:Anna asked for a hint" in said_b  # the table still knows one was asked


def test_with_speech_the_hint_is_said_as_it_is_shown(qtbot, make_window, monkeypatch):
    from zuendstoff.ui import announce
    monkeypatch.setattr(announce, "screen_reader_running", lambda: True)
    window = make_window(*new_game(n_humans=2, bots=(), seed=3))
    settle(qtbot, window)
    qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)  # with speech
    settle(qtbot, window)
    assert window.hand.model.spoken
    (a, colour_a), _b = _two_cards_of_other_colours(window)
    _hint_for(qtbot, window, monkeypatch, a, colour_a, "sun")
    banner = window.hints.banner
    name = QAccessible.queryAccessibleInterface(banner.label).text(QAccessible.Text.Name)
    assert card_name(a) in name
    assert name == banner.label.text() == banner.accessibleDescription()
    assert window.hand.selected_card() == a  # pointed at in the hand


def test_the_card_preview_is_not_said_for_a_hand_without_speech(qtbot, unspoken_hand):
    window = unspoken_hand()
    hand = window.hand
    (a, _ca), (b, _cb) = _two_cards_of_other_colours(window)
    looked = []
    for card in (a, b):
        hand.select_card(card)
        hand.looked.emit(card, True)  # as the arrow keys do: the preview would be said
        QApplication.processEvents()
        assert window.scene.shown_preview() is not None  # drawn on the board, for the eyes
        texts = _readable(window, qtbot)
        looked.append([t for t in texts if not t.startswith("current:")])  # (the selection moved)
    assert looked[0] == looked[1], [t for t in looked[0] + looked[1]
                                    if (t in looked[0]) != (t in looked[1])]
