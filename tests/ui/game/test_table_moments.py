"""The table's shared moments: cards turned over (R13) and a round's end are shown to everyone
before the next privacy screen; forced moves; a board that keeps its scale and place."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from helpers import at_moment, is_card_phase, new_game, on_privacy, press_continue, settle
from privacy_probe import assert_no_secret
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from zuendstoff.document.names import card_name
from zuendstoff.document.outcome import round_line
from zuendstoff.engine import Phase
from zuendstoff.engine.bots import make_bot
from zuendstoff.ui.game.flow import PRIVACY, WAIT

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)

sys.path.insert(0, str(Path(__file__).parents[2] / "document"))
from game_states import states  # noqa: E402


class Events:
    """What the window showed, in order: table moments and privacy screens."""

    def __init__(self, window) -> None:
        self.seen: list[tuple[str, str]] = []
        window.flow.momentShown.connect(lambda kind, text: self.seen.append((kind, text)))
        window.pages.currentChanged.connect(
            lambda i: self.seen.append(("privacy", str(window.privacy.seat)))
            if i == PRIVACY else None)

    def kinds(self) -> list[str]:
        return [k for k, _t in self.seen]


def _person_step(qtbot, window, brains) -> None:
    """One person's step (no table moment is showing)."""
    game = window.model.game
    if is_card_phase(game):
        if on_privacy(window):
            qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
        seat = window.flow.looking
        window.hand.confirmed.emit(seat, brains[seat].decide(game.view(seat)).card)
    else:
        seat = game.pending_seats()[0]
        window.bar.decided.emit(brains[seat].decide(game.view(seat)))


def _table(make_window, people=2, bots=("greedy",), seed=7, pause=WAIT):
    game, kinds = new_game(n_humans=people, bots=bots, seed=seed)
    window = make_window(game, kinds)
    window.flow.moment_pause = pause
    brains = {s: make_bot("greedy", 50 + s) for s in range(people)}
    return window, brains


def test_a_rounds_end_is_shown_to_everyone_before_the_privacy_screen(qtbot, make_window):
    window, brains = _table(make_window)
    events = Events(window)
    ended = []
    for _ in range(400):
        settle(qtbot, window)
        game = window.model.game
        if at_moment(window):
            moment = window.flow.moment
            # the table is in sight, with the one line, and nothing of the next step
            assert window.pages.currentIndex() != PRIVACY and window.board_view.isVisible()
            assert window.status_line.text() == window.flow.moment_line()
            assert window.bar.continue_button.hasFocus()
            assert window.bar.seat is None and window.flow.looking is None
            if moment.kind == "round":
                ended.append(game.round_no - 1)
                assert window.flow.moment_line() == round_line(game, game.round_no - 1)
                # after the round's last decision: no privacy screen yet
                assert events.kinds()[-1] == "round"
                for flight in game.rounds[-2]["flights"]:
                    assert game.players[flight["seat"]].name in window.flow.moment_line()
                if len(ended) == 1:  # the computer lays its next card meanwhile, unseen
                    qtbot.waitUntil(lambda: window.model.game.has_chosen(2), timeout=5000)
                    assert at_moment(window)
                    assert assert_no_secret(window, qtbot) > 0
            press_continue(qtbot, window)
            continue
        if len(ended) >= 3 or game.is_over:
            break
        _person_step(qtbot, window, brains)
    assert len(ended) >= 3
    kinds = events.kinds()
    assert kinds.count("reveal") >= 6
    # after Continue, the next person's privacy screen follows each round's end
    for i, kind in enumerate(kinds[:-1]):
        if kind == "round":
            assert kinds[i + 1] == "privacy"


def test_the_shared_reveal_flips_the_cards_together_and_keeps_secrets(qtbot, make_window):
    window, brains = _table(make_window, people=2, bots=("greedy",), seed=3)
    window.reveal.speed = 0.5  # slow enough to see the cards turning
    events = Events(window)
    for _ in range(20):
        settle(qtbot, window)
        if at_moment(window):
            break
        _person_step(qtbot, window, brains)
    moment = window.flow.moment
    assert moment is not None and moment.kind == "reveal"
    game = window.model.game
    assert game.phase is Phase.SECOND_CARD
    # all the cards just turned over flip together, from their backs
    turning = window.reveal.turning
    assert len(turning) == game.seats and window.reveal.is_turning()
    flips = {round(chip.flip, 6) for chip in turning}
    assert len(flips) == 1 and flips.pop() < 1.0
    assert sorted(chip.text().split(" ", 1)[1] for chip in turning) == sorted(
        card_name(game.revealed_cards(s)[0]) for s in range(game.seats))
    assert events.kinds()[-1] == "reveal" and window.flow.moment_line().startswith("First cards turned over")
    for seat in range(game.seats):
        assert game.players[seat].name in window.flow.moment_line()
    qtbot.waitUntil(lambda: not window.reveal.is_turning(), timeout=5000)
    assert all(chip.flip == 1.0 for chip in window.reveal.findChildren(type(turning[0])))
    # the computer chooses its second card while the table looks; nothing shows it
    bot = 2
    qtbot.waitUntil(lambda: window.model.game.has_chosen(bot), timeout=5000)
    assert at_moment(window)
    assert assert_no_secret(window, qtbot) > 0
    press_continue(qtbot, window)
    settle(qtbot, window)
    assert on_privacy(window)
    assert assert_no_secret(window, qtbot) > 0


def test_second_reveal_says_match_counts_and_flight_winners(qtbot, make_window):
    window, brains = _table(make_window, people=3, bots=(), seed=4)
    for _ in range(40):
        settle(qtbot, window)
        if at_moment(window) and window.flow.moment_line().startswith("Second"):
            break
        if at_moment(window):
            press_continue(qtbot, window)
            continue
        _person_step(qtbot, window, brains)
    text = window.flow.moment_line()
    from zuendstoff.engine.reveal import flight_winners, match_counts
    cards = [tuple(c) for c in window.model.game.rounds[-1]["cards"]]
    winners, counts = flight_winners(cards), match_counts(cards)
    for colour, seats in winners.items():
        name = {"red": "red", "yellow": "yellow", "blue": "blue"}[colour]
        assert f"{name}: " in text
        if seats:
            best = max(c[colour] for c in counts)
            assert f"with {best}" in text
            for s in seats:
                assert window.model.game.players[s].name in text.split(f"{name}: ")[1]


def test_a_pause_instead_of_continue_and_continue_skips_it(qtbot, make_window):
    window, brains = _table(make_window, pause=1)
    for _ in range(20):
        settle(qtbot, window)
        if at_moment(window):
            break
        _person_step(qtbot, window, brains)
    assert at_moment(window) and "1 s" in " ".join(
        w.text() for w in window.bar.findChildren(QLabel))
    qtbot.waitUntil(lambda: not at_moment(window), timeout=3000)  # the pause ends by itself
    settle(qtbot, window)
    assert on_privacy(window)
    window.flow.moment_pause = 10
    _person_step(qtbot, window, brains)  # the second card of the next person...
    for _ in range(10):
        settle(qtbot, window)
        if at_moment(window):
            break
        _person_step(qtbot, window, brains)
    assert at_moment(window)
    press_continue(qtbot, window)  # long before the 10 s
    assert not at_moment(window)


def test_moments_off_single_person_and_computers_keep_todays_pace(qtbot, make_window):
    for people, bots, pause in ((2, ("greedy",), 0), (1, ("greedy", "random"), WAIT),
                                (0, ("greedy", "random"), WAIT)):
        window, brains = _table(make_window, people=people, bots=bots, pause=pause)
        said = []
        window.flow.momentShown.connect(lambda kind, text, said=said: said.append(kind))
        game_on = window.model
        for _ in range(300):
            if not people:
                # the computers play on by themselves (the window is never idle until the
                # game ends): a moment waiting for Continue would stop them for good
                qtbot.waitUntil(lambda m=game_on: m.game.round_no > 2 or m.game.is_over,
                                timeout=60000)
                assert not at_moment(window)
                break
            settle(qtbot, window)
            assert not at_moment(window)
            if window.model.game.round_no > 2 or window.model.game.is_over:
                break
            _person_step(qtbot, window, brains)
        assert window.model.game.round_no > 2
        assert "round" in said and "reveal" in said  # still said (for screen readers)
        window.close()


def _before_a_forced_move(game) -> bool:
    if game.phase in (Phase.FIRST_CARD, Phase.SECOND_CARD, Phase.OVER, Phase.FLIP):
        return False  # (turning a planet face up seals the undo stack, R27)
    seat = game.pending_seats()[0]
    legal = game.legal_decisions(seat)
    if len(legal) < 2:
        return False
    after = game.copy()
    after.apply(legal[0])
    return after.phase in (Phase.ROTATE, Phase.STOP, Phase.FLIP) \
        and len(after.legal_decisions(after.pending_seats()[0])) == 1


def test_forced_moves_are_made_and_undone_with_the_decision_before(qtbot, make_window):
    from zuendstoff.document.game_model import SeatKind
    game = next(states(_before_a_forced_move, seats=3))
    window = make_window(game.copy(), [SeatKind()] * 3)
    window.flow.auto_forced = True
    settle(qtbot, window)
    seat = game.pending_seats()[0]
    first = game.legal_decisions(seat)[0]
    assert window.bar.seat == seat
    window.bar.decided.emit(first)
    settle(qtbot, window)
    stack = window.stack
    commands = [stack.command(i) for i in range(stack.count())]
    assert [c.forced for c in commands[:2]] == [False, True]  # made for the next person
    assert window.undo.undo_target() == 0
    window.undo.undo_action.trigger()
    settle(qtbot, window)
    assert window.model.game.phase is game.phase
    assert window.model.game.legal_decisions(seat) == game.legal_decisions(seat)
    assert window.bar.seat == seat  # back to the person's choice, not the forced move


def test_forced_moves_wait_for_a_click_when_switched_off(qtbot, make_window):
    from zuendstoff.document.game_model import SeatKind
    game = next(states(_before_a_forced_move, seats=3))
    game.apply(game.legal_decisions(game.pending_seats()[0])[0])
    window = make_window(game.copy(), [SeatKind()] * 3)
    window.flow.auto_forced = False
    settle(qtbot, window)
    seat = game.pending_seats()[0]
    assert window.bar.seat == seat and len(window.bar.legal) == 1
    assert window.model.game.phase is game.phase  # still waiting


def test_the_board_keeps_its_scale_and_place(qtbot, make_window):
    """Strips come and go (cards on the table, buttons, a hand, a table moment, short and
    long prompts): the board is drawn at the same scale in the same place throughout."""
    window, brains = _table(make_window, people=1, bots=("greedy", "random"), seed=5)
    view = window.board_view
    placed = set()
    shown = set()
    hinted = False
    for _ in range(120):
        settle(qtbot, window)
        game = window.model.game
        if game.round_no > 2 or game.is_over:
            break
        rect = view.mapFromScene(window.scene.sceneRect()).boundingRect()
        placed.add((round(view.transform().m11(), 6), rect.x(), rect.y(), rect.width()))
        shown.add((window.hand.isVisible(), window.reveal.isVisible(),
                   bool(window.bar.findChildren(type(window.hand.button)))))
        if hasattr(window, "hint_action") and not hinted and window.hint_action.isEnabled():
            window.hints.budget = None
            window.hint_action.trigger()  # the hint's banner floats over the board's top edge
            qtbot.waitUntil(lambda: not window.hints.busy, timeout=20000)
            assert window.hints.banner.isVisible()
            hinted = True
            continue
        _person_step(qtbot, window, brains)
    assert len(shown) >= 3  # the strips really came and went
    assert hinted
    assert len(placed) == 1, placed



def test_a_long_line_is_drawn_smaller_not_cut_off(qtbot, make_window):
    from PySide6.QtGui import QFontMetrics
    game, kinds = new_game(n_humans=1, bots=("greedy", "random", "easy", "greedy"), seed=2)
    window = make_window(game, kinds)  # one person: the table, not a privacy screen
    window.resize(1280, 720)
    settle(qtbot, window)
    qtbot.waitUntil(lambda: window.status_line.width() > 1000)
    line = window.status_line
    base = line.font().pointSizeF()
    height = line.height()
    flight = "Anna flew yellow to planet 12 and turned it face up, top to the north; "
    line.setText("End of round 7: " + flight * 4)
    assert line.height() == height  # the board does not move
    assert line.font().pointSizeF() < base
    need = QFontMetrics(line.font()).boundingRect(
        0, 0, line.contentsRect().width(), 10_000, int(Qt.TextFlag.TextWordWrap),
        line.text()).height()
    assert need <= line.contentsRect().height()
    line.setText("Anna: choose your first card.")
    assert line.font().pointSizeF() == base
