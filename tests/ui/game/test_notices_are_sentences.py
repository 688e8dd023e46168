"""Issue 42 item 6, heard at the app's own pace: what is said together is whole sentences
("Anna flies yellow Ben flies red…" ran together), "Ben is thinking…" is not said as a notice
of its own each time, and a prompt is not said again after the computer thought about it;
alone at the screen, what was said about the hand stays until a screen reader read it."""

from __future__ import annotations

import pytest
from helpers import new_game
from test_real_pace import _play
from zuendstoff.engine.bots import make_bot
from zuendstoff.ui.announce import Announcer

pytestmark = pytest.mark.usefixtures("real_pace")  # (tests/pace.py)


def test_texts_said_together_are_whole_sentences():
    from zuendstoff.ui.announce import joined
    assert joined(["Anna flies yellow", "Ben flies red and chooses where to stop.",
                   "Ben is thinking…"]) == \
        "Anna flies yellow. Ben flies red and chooses where to stop. Ben is thinking…"
    assert joined(["Ben stops on planet 4 at row 3, column 1 (round the edge)", "Anna: go!"]) \
        == "Ben stops on planet 4 at row 3, column 1 (round the edge). Anna: go!"
    assert joined(["Anna flies yellow"]) == "Anna flies yellow"  # alone: as it is


def test_three_rounds_alone_against_the_computer_say_each_prompt_once(qtbot, make_window,
                                                                       real_pace):
    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=4)
    window = make_window(game, kinds)
    assert window.runner.delay_ms == real_pace.bot_delay_ms > 0
    said: list[str] = []
    window.access.announcer.announced.connect(said.append)
    moves: list[str] = []
    window.flow.moveMade.connect(moves.append)
    thought = []
    window.runner.thinkingChanged.connect(lambda seat: thought.append(seat) if seat >= 0 else None)
    _play(qtbot, window, {0: make_bot("greedy", 1)}, rounds=3)
    window.access.announcer.flush()
    computer = game.players[1].name
    assert thought.count(1) >= 6  # the computer was seen thinking, again and again
    assert not [t for t in said if t.startswith(computer + " is thinking")], said
    # the computer's prompts ("Ben flies red and chooses where to stop."): each said once
    # until a move is made
    reports = [i for i, t in enumerate(said) if t.startswith(computer + " ")
               and t.endswith(("chooses where to stop.", "chooses the colour to fly.",
                               "chooses which planet to turn.", "will point."))]
    assert reports
    for i in reports:
        later = [j for j in range(i + 1, len(said)) if said[j] == said[i]]
        if later:
            between = said[i + 1:later[0]]
            assert any(t in moves for t in between), (said[i], between)
    assert set(moves) <= set(said)


def test_alone_at_the_screen_a_card_preview_notice_stays_after_the_hand_goes(qtbot,
                                                                             make_window):
    game, kinds = new_game(n_humans=1, bots=("greedy",), seed=4)
    window = make_window(game, kinds)
    announcer = window.access.announcer
    if announcer.notices is None:
        pytest.skip("notices are Linux's way (ui/announce.py)")
    forgotten = []
    original = Announcer.forget_private
    window.access.announcer.forget_private = lambda: (forgotten.append(1), original(announcer))
    _play(qtbot, window, {0: make_bot("greedy", 1)}, rounds=1)
    assert forgotten == []  # nobody else comes to this screen: nothing of the hand withdrawn
