"""Issue 13: a computer seat that starts in the middle of a game has watched it from the
start (engine/bots/reading.py, Reader.recall): a loaded game's computers, a seat that
changes hands to a computer, and the hint's strongest player all read the rivals' past cards.
"""

from __future__ import annotations

import pytest
from helpers import settle
from zuendstoff import resources
from zuendstoff.document.game_model import SeatKind
from zuendstoff.engine import PlayCard
from zuendstoff.engine.bots import ExpertBot, make_bot
from zuendstoff.engine.bots.reading import PRIOR
from zuendstoff.engine.decisions import Phase
from zuendstoff.engine.game import Game, Player

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def _played(rounds: int = 6) -> Game:
    """Two seats that both played the medium level's cards for ``rounds`` rounds."""
    players = [Player("Anna", "black"), Player("Ben", "white")]
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"), players,
                    seed=21)
    bots = [make_bot("medium", s) for s in range(2)]
    while game.round_no <= rounds:
        for s in game.pending_seats():
            game.apply(bots[s].decide(game.view(s)))
    assert not game.is_over and game.phase is Phase.FIRST_CARD
    return game


def _first_decision(qtbot, window, expert) -> tuple[float, ...]:
    """The expert's beliefs as it starts its first decision (then it is stopped)."""
    assert isinstance(expert, ExpertBot) and expert.reads is None
    qtbot.waitUntil(lambda: expert.reads is not None, timeout=20000)
    reads = expert.reads
    window.flow.interrupt()
    window.runner.shutdown(wait_ms=20_000)
    return reads


def test_a_loaded_games_expert_has_watched_it(qtbot, make_window):
    window = make_window(_played(), [SeatKind("expert"), SeatKind()])
    expert = window.flow.bots[0]
    reads = _first_decision(qtbot, window, expert)
    assert set(expert.reader.rounds) >= set(range(1, 7))
    assert reads[0] == 0.0 and reads[1] > 0.9  # Ben played the medium level's cards


def test_a_seat_handed_to_the_expert_mid_game_has_watched_it(qtbot, make_window):
    window = make_window(_played(), [SeatKind(), SeatKind()])
    settle(qtbot, window)
    assert window.flow.bots == {}
    window.phones.move(1, SeatKind("expert"))  # Ben leaves; the computer plays his seat
    reads = _first_decision(qtbot, window, window.flow.bots[1])
    assert reads[1] == 0.0 and reads[0] > 0.9


def test_the_hints_strongest_player_reads_the_rivals_too(qtbot, make_window, monkeypatch):
    import zuendstoff.ui.game.hints as hints

    asked, searched = [], []
    real, search = hints.ask, ExpertBot.search

    def ask(view, **kw):
        asked.append(kw["past"])
        return real(view, **kw)

    def spy(self, view, seed, *args, **kw):
        searched.append(self.reads)
        return search(self, view, seed, *args, **kw)

    monkeypatch.setattr(hints, "ask", ask)
    monkeypatch.setattr(ExpertBot, "search", spy)
    game = _played()
    window = make_window(game, [SeatKind(), SeatKind("medium")])
    settle(qtbot, window)
    window.hints.budget = None  # the bot's fixed sample budget: quick and reproducible
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: not window.hints.busy, timeout=30000)
    assert isinstance(window.hints.last.decision, PlayCard)
    (past,) = asked
    assert past is not window.model.game and past.rounds[:6] == window.model.game.rounds[:6]
    assert searched and searched[0][1] > 0.9 > PRIOR  # Ben's past cards were the medium level's
