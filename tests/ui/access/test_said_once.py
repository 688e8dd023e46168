"""Everything that happens is said once, in plain words, with where (issue 33): the
computer's moves reported with the disc's place (never worded as instructions to the
person at the screen), no "click", the sun's turn, a planet chosen by Enter said and
shown, and the winner first at the game's end."""

from __future__ import annotations

import re

from helpers import new_game, settle
from PySide6.QtCore import Qt
from zuendstoff.engine import Phase, Rotate
from zuendstoff.engine.bots import make_bot


def play_solo_game(qtbot, window, said, limit=3000):
    """Play the person's seat with a greedy brain until the game is over."""
    brain = make_bot("greedy", 9)
    for _ in range(limit):
        settle(qtbot, window)
        window.access.announcer.flush()
        game = window.model.game
        if game.is_over:
            break
        if window.flow.moment is not None:
            window.bar.continue_button.click()
        elif window.flow.looking is not None:
            window.hand.select_card(brain.decide(game.view(window.flow.looking)).card)
            window.hand.confirm()
        elif window.bar.seat is not None and not window.model.is_computer(window.bar.seat):
            window.flow.decide(brain.decide(game.view(window.bar.seat)))
    settle(qtbot, window)
    window.access.announcer.flush()
    return window.model.game


def test_a_whole_solo_game_is_said_with_places_and_the_winner_first(qtbot, make_window):
    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=4)
    window = make_window(game, kinds)
    window.activateWindow()
    said: list[str] = []
    window.access.announcer.announced.connect(said.append)
    moves = []  # every public decision, as the undo stack names it
    window.flow.moveMade.connect(moves.append)
    game = play_solo_game(qtbot, window, said)
    assert game.is_over
    # no instruction says "click"; the computer is never asked to "choose your planet" etc.
    assert not [t for t in said if "click" in t.lower()], said
    computer = game.players[1].name
    assert not [t for t in said if t.startswith(computer + " ") and ": choose" in t], said
    # every move was said once, with where it went
    stops = [m for m in moves if " stops on " in m]
    assert stops and all(re.search(r" at row \d+, column \d+", m) for m in stops), stops
    for move in moves:
        assert said.count(move) >= 1, move
    assert any(m.startswith(computer + " stops on ") for m in moves)
    # each round's reveal and end were said
    rounds = len(game.rounds)
    assert sum(t.startswith("Second cards turned over") or " Second cards turned over" in t
               for t in said) >= rounds - 1
    for n in range(1, rounds + 1):
        assert any(f"End of round {n}:" in t for t in said), n
    # the sun's turn is said whenever sun-rotation cards were played
    turned = [r for r in game.rounds if sum(list(p).count("sun") for p in r["cards"]) % 4]
    if turned:
        assert any("the sun turned " in t for t in said)
    # the winner first: the end screen's name and description (what Orca 43 reads of a
    # dialog as it opens) begin with the winners' line; the last round's line begins with it
    qtbot.waitUntil(lambda: window.game_over_dialog is not None
                    and window.game_over_dialog.isVisible())
    dialog = window.game_over_dialog
    line = dialog.winners_line()
    assert game.winners and line.startswith(game.players[game.winners[0]].name)
    assert dialog.accessibleName() == line
    assert dialog.accessibleDescription().startswith(line + " ")
    last = [t for t in said if f"End of round {rounds}:" in t]
    assert last and "won the game!" in last[-1].split(f"End of round {rounds}:")[0]
    dialog.reject()


def _to_a_choice_of_planets():
    """A game where the person (seat 0) is to turn a planet and may choose another one."""
    from zuendstoff.engine import PlayCard
    from zuendstoff.engine.game import Phase as P
    for seed in range(1, 60):
        game, kinds = new_game(n_humans=1, bots=("greedy",), seed=seed)
        brains = [make_bot("greedy", 1), make_bot("greedy", 2)]
        for _ in range(300):
            if game.is_over:
                break
            seat = game.pending_seats()[0]
            if game.phase is P.ROTATE and seat == 0 and any(
                    d.target != game.piece_cell(0) for d in game.legal_decisions(0)):
                return game, kinds
            if game.phase in (P.FIRST_CARD, P.SECOND_CARD) and 0 in game.pending_seats() \
                    and "planet" in game.hand_list(0):
                game.apply(PlayCard(0, "planet"))
                continue
            game.apply(brains[seat].decide(game.view(seat)))
    raise AssertionError("no game offered a choice of planets to turn")


def test_a_planet_chosen_by_enter_is_said_and_shown(qtbot, make_window):
    from zuendstoff.document.names import disc_label_at
    game, kinds = _to_a_choice_of_planets()
    window = make_window(game, kinds)
    window.activateWindow()
    settle(qtbot, window)
    assert window.bar.seat == 0 and window.model.game.phase is Phase.ROTATE
    own = game.piece_cell(0)
    others = sorted({d.target for d in window.bar.legal
                     if isinstance(d, Rotate) and d.target != own})
    said = []
    window.access.announcer.announced.connect(said.append)
    target = others[-1]
    window.board_view.setFocus()
    window.scene.disc_item(target).setFocus()
    qtbot.keyClick(window.board_view, Qt.Key.Key_Return)
    window.access.announcer.flush()
    expected = disc_label_at(game, target) + " chosen: now choose ¼, ½ or ¾ turn."
    assert said[-1] == expected
    assert window.statusBar().currentMessage() == expected
    assert window.bar.combo.currentText() == disc_label_at(game, target)


def test_the_computers_decision_is_reported_not_asked():
    from zuendstoff.document.table_status import Situation, status_line
    game, _kinds = new_game(n_humans=1, bots=("greedy",), seed=5)
    brains = [make_bot("greedy", 1), make_bot("greedy", 2)]
    seen = 0
    for _ in range(400):
        if game.is_over:
            break
        seat = game.pending_seats()[0]
        if game.phase in (Phase.STOP, Phase.ROTATE, Phase.PICK, Phase.FLIP):
            text = status_line(game, Situation(computers=frozenset({seat})))
            assert text.startswith(game.players[seat].name + " ")
            assert "your" not in text and "click" not in text, text
            assert " chooses " in text, text
            asked = status_line(game, Situation())
            assert "click" not in asked, asked
            seen += 1
        game.apply(brains[seat].decide(game.view(seat)))
    assert seen >= 5


def test_a_closed_combo_box_changed_by_the_keys_says_its_new_value(qtbot, settings):
    from PySide6.QtWidgets import QComboBox
    from zuendstoff.ui import app_events
    from zuendstoff.ui.announce import Announcer
    from zuendstoff.ui.dialogs.new_game import NewGameDialog
    app_events.install()
    dialog = NewGameDialog(None, settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
    combo = next(c for c in dialog.findChildren(QComboBox)
                 if c.isVisible() and c.isEnabled() and c.count() > 1 and c.currentIndex() == 0)
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus, timeout=2000)
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentIndex() == 1
    announcer = dialog.findChild(Announcer)
    assert announcer is not None
    announcer.flush()
    assert list(announcer.history)[-1] == combo.currentText()
    # a change the program makes (not the person's keys, not focused) is not said
    other = next(c for c in dialog.findChildren(QComboBox) if c is not combo and c.count() > 1)
    before = len(announcer.history)
    other.setCurrentIndex((other.currentIndex() + 1) % other.count())
    announcer.flush()
    assert len(announcer.history) == before


def test_a_screen_reader_at_a_shared_screen_reads_a_hand_only_when_its_holder_chooses(
        qtbot, make_window, monkeypatch):
    """Fairness: with a screen reader running, each person chooses at the privacy screen
    whether their hand is read aloud; without speech, no accessible text names a card."""
    from zuendstoff.ui import announce
    monkeypatch.setattr(announce, "screen_reader_running", lambda: True)
    game, kinds = new_game(n_humans=2, bots=(), seed=3)
    window = make_window(game, kinds)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    said = []
    window.access.announcer.announced.connect(said.append)
    settle(qtbot, window)
    privacy = window.privacy
    assert privacy.seat == 0 and privacy.quiet_button.isVisible() and privacy.reader_note.isVisible()
    assert "phones" in privacy.reader_note.text()
    # the first time, the focus is on the way without speech
    assert privacy.first_button() is privacy.quiet_button
    window.access.announcer.flush()
    assert [t for t in window.access.announcer.history if t.startswith("Pass to Anna") and
            "A screen reader is running: Anna chooses whether it reads their hand aloud." in t]
    qtbot.mouseClick(privacy.quiet_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert window.flow.looking == 0
    hand = window.hand
    cards = [hand.model.card(r) for r in range(hand.model.rowCount())]
    from zuendstoff.document.names import card_help, card_name
    spoken_roles = (Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.AccessibleDescriptionRole,
                    Qt.ItemDataRole.ToolTipRole)

    def said_of_hand():
        """What a screen reader can say of the hand: its name and each card's accessible
        roles (Qt's list items take their name from AccessibleTextRole when it is set)."""
        texts = [hand.view.accessibleName(), hand.view.accessibleDescription()]
        for r in range(hand.model.rowCount()):
            index = hand.model.index(r, 0)
            texts += [str(index.data(role) or "") for role in spoken_roles]
        return texts

    texts = said_of_hand()
    for card in set(cards):
        assert not [t for t in texts if card_name(card) in t or card_help(card) in t], texts
    assert hand.view.accessibleName() == "Your hand, not read aloud"
    assert "Card 1 of " in " ".join(texts)
    # the pictures still show the cards (DisplayRole), for the eyes only
    assert hand.model.index(0, 0).data() == card_name(cards[0])
    hand.select_card(cards[0])
    hand.confirm()
    settle(qtbot, window)
    # Ben chooses speech: his hand is read aloud, with what each card does
    assert privacy.seat == 1 and privacy.first_button() is privacy.quiet_button
    qtbot.mouseClick(privacy.button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert window.flow.looking == 1 and hand.view.accessibleName() == "Your hand"
    first = hand.model.card(0)
    assert card_name(first) in said_of_hand()
    assert hand.model.index(0, 0).data(Qt.ItemDataRole.AccessibleDescriptionRole) == card_help(first)
    hand.select_card(first)
    hand.confirm()
    settle(qtbot, window)
    # next time each seat is offered the way it chose first
    for _ in range(40):
        settle(qtbot, window)
        if window.flow.moment is not None:
            window.bar.continue_button.click()
        elif privacy.isVisible() and privacy.seat >= 0:
            break
        elif window.bar.seat is not None:
            window.flow.decide(window.bar.legal[0])
    assert privacy.seat in (0, 1)
    expected = privacy.quiet_button if privacy.seat == 0 else privacy.button
    assert privacy.first_button() is expected


def test_without_a_screen_reader_the_privacy_screen_is_as_before(qtbot, make_window):
    game, kinds = new_game(n_humans=2, bots=(), seed=3)
    window = make_window(game, kinds)
    window.activateWindow()
    settle(qtbot, window)
    privacy = window.privacy
    assert privacy.button.isVisible() and not privacy.quiet_button.isVisible()
    assert privacy.button.text() == "I am Anna – show my cards"
    privacy.button.click()
    settle(qtbot, window)
    assert window.hand.model.spoken and window.hand.view.accessibleName() == "Your hand"


def test_the_rules_are_a_document_with_a_caret_headings_and_links(qtbot):
    """F1: a read-only text a screen reader walks by line, heading and link."""
    from PySide6.QtGui import QAccessible, QTextCursor
    from zuendstoff.ui.dialogs.rules_help import RulesHelpDialog
    dialog = RulesHelpDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
    browser = dialog.browser
    assert browser.hasFocus() and browser.isReadOnly()
    assert browser.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByKeyboard
    iface = QAccessible.queryAccessibleInterface(browser)
    assert iface.text(QAccessible.Text.Name) == "The rules"
    assert iface.textInterface() is not None  # read by line, word, character
    # the caret moves by line
    browser.moveCursor(QTextCursor.MoveOperation.Start)
    start = browser.textCursor().position()
    qtbot.keyClick(browser, Qt.Key.Key_Down)
    assert browser.textCursor().position() > start
    # headings are headings, and the contents link to them
    sections = dialog.sections()
    block, levels = browser.document().begin(), []
    while block.isValid():
        if block.blockFormat().headingLevel() == 2:
            levels.append(block.text())
        block = block.next()
    assert levels == [heading for heading, _items in sections]
    anchors = [f"#section{k}" for k in range(1, len(sections) + 1)]
    assert all(a in dialog.page() for a in anchors)
    browser.scrollToAnchor("section3")
    assert browser.verticalScrollBar().value() > 0
