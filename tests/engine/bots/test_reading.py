"""Issue 13: the expert reads its rivals (engine/bots/reading.py).

* the medium level plays one of the model's cards (checked in real games; it chooses among
  pairs of near-equal worth, issue 36);
* the belief rises for a rival that plays them and falls for one that searches (hard);
* the expert that reads its rivals still sees only its view (R26): with the rivals' hidden
  cards changed before each of its card decisions, a whole game goes the same way;
* an undo that goes back rounds forgets what was seen in them.
"""

from __future__ import annotations

import copy

import pytest
from zuendstoff.engine.bots import ExpertBot, make_bot
from zuendstoff.engine.bots.hard import HardBot
from zuendstoff.engine.bots.ismcts import READ_FROM
from zuendstoff.engine.bots.reading import PRIOR, Reader, model_cards, posterior
from zuendstoff.engine.constants import CARD_INDEX, PIECES
from zuendstoff.engine.decisions import Phase
from zuendstoff.engine.game import Game, Player
from zuendstoff.resources import builtin_layout, default_discs


def _game(n: int, seed, layout: str = "standard") -> Game:
    players = [Player(f"P{s}", PIECES[s]) for s in range(n)]
    return Game.new(default_discs(), builtin_layout(layout), players, seed=seed)


def test_belief_follows_the_evidence():
    assert posterior(0, 0) == pytest.approx(PRIOR)
    # every match raises it, every miss lowers it
    beliefs = [posterior(k, k) for k in range(10)]
    assert beliefs == sorted(beliefs) and beliefs[-1] > 0.9
    for k in range(1, 10):
        assert posterior(k - 1, k) < posterior(k - 1, k - 1)
    # a rival agreeing with the obvious estimate two times in five is not read
    assert posterior(2, 5) < READ_FROM
    assert posterior(8, 10) < 0.5  # two misses in ten: not a rival that plays the model


@pytest.mark.parametrize("n,layout", [(2, "standard"), (3, "alt1"), (4, "alt2")])
def test_model_cards_are_the_cards_the_medium_level_plays(n, layout):
    game = _game(n, f"model{n}", layout)
    bots = [make_bot("medium", f"m{s}") for s in range(n)]
    compared = 0
    while not game.is_over and game.round_no <= 12:
        if game.phase is Phase.SECOND_CARD:
            view = game.view(0)
            one, two = model_cards(view)
            seconds = {}
            for s in game.pending_seats():
                seconds[s] = CARD_INDEX[bots[s].decide(game.view(s)).card]
            for s in range(n):
                if one[s] is not None:
                    assert view.first[s] in one[s]
                    compared += 1
                if two[s] is not None and s in seconds:
                    assert seconds[s] in two[s]
                    compared += 1
        for s in game.pending_seats():
            game.apply(bots[s].decide(game.view(s)))
    assert compared >= 8 * n


def _read_game(rival, rounds: int = 8) -> tuple[float, ...]:
    """Seat 0 an expert (few iterations), seat 1 ``rival``; seat 0's beliefs at the end."""
    game = _game(2, "read")
    expert = ExpertBot("e", iterations=40)
    bots = [expert, rival]
    while not game.is_over and game.round_no <= rounds:
        for s in game.pending_seats():
            game.apply(bots[s].decide(game.view(s)))
    assert expert.reads is not None
    return expert.reads


def test_a_rival_that_plays_the_models_cards_is_read():
    reads = _read_game(make_bot("medium", "m"))
    assert reads[0] == 0.0 and reads[1] > 0.9


def test_a_rival_that_searches_its_cards_is_not_read():
    reads = _read_game(HardBot("h", iterations=16))
    assert reads[1] < READ_FROM


def test_reading_uses_only_what_the_table_saw():
    """Counterfactual (R26): two copies of one game; before each of the expert's card
    decisions the rival lays a different hidden card in each copy (then takes it back and
    plays its own). The expert of each copy keeps its reading across the whole game: its
    beliefs and decisions are the same in both."""
    a, b = _game(2, "twin"), _game(2, "twin")
    ea, eb = ExpertBot("same", iterations=40), ExpertBot("same", iterations=40)
    rival = make_bot("medium", "m")
    decided = 0
    while not a.is_over and a.round_no <= 30:
        pending = a.pending_seats()
        mine = None
        if 0 in pending and a.phase in (Phase.FIRST_CARD, Phase.SECOND_CARD) and 1 in pending:
            la, lb = a.legal_decisions(1), b.legal_decisions(1)
            a.push(la[0])
            b.push(lb[-1])
            mine = ea.decide(a.view(0))
            assert eb.decide(b.view(0)) == mine
            assert ea.reads == eb.reads
            decided += 1
            a.pop()
            b.pop()
        for s in pending:
            if s == 0:
                d = mine if mine is not None else ea.decide(a.view(0))
                if mine is None:
                    assert eb.decide(b.view(0)) == d
            else:
                d = rival.decide(a.view(1))
            a.apply(d)
            b.apply(d)
        assert a.view(0) == b.view(0)
    assert decided >= 10 and ea.reads[1] > 0.9


def test_going_back_rounds_forgets_them():
    game = _game(2, "undo")
    bots = [make_bot("medium", s) for s in range(2)]
    reader = Reader()
    views = []
    while game.round_no <= 5:
        for s in game.pending_seats():
            v = game.view(s)
            if s == 0:
                reader.observe(v)
                views.append(v)
            game.apply(bots[s].decide(v))
    assert reader.weights(0, 2)[1] > posterior(0, 0)
    assert set(reader.rounds) >= {1, 2, 3, 4, 5}
    # the table went back to round 2's first card (an undo): rounds 2 on are forgotten
    back = next(v for v in views if v.round_no == 2 and v.phase is Phase.FIRST_CARD)
    reader.observe(back)
    assert set(reader.rounds) == {1}


@pytest.mark.parametrize("phase", [Phase.FIRST_CARD, Phase.SECOND_CARD])
def test_the_search_lets_a_read_rival_play_the_models_cards_in_its_share(phase):
    """A rival believed to play the model's cards does so in that share of the iterations:
    its own statistics at the card step are left alone then, and its cards are the model's."""
    from zuendstoff.engine.bots.ismcts import Search

    game = _game(2, "share")
    bots = [make_bot("medium", s) for s in range(2)]
    while game.round_no < 3 or game.phase is not phase:
        for s in game.pending_seats():
            game.apply(bots[s].decide(game.view(s)))
    view = game.view(0)
    searched = {}
    for belief in (0.0, 0.5, 1.0):
        tree = Search(view, 0.25, (0.0, belief))
        for _ in range(400):
            tree.iterate()
        searched[belief] = tree.root_cards[1].total
    assert searched[0.0] == 400 and searched[1.0] == 0
    assert 140 <= searched[0.5] <= 260  # binomial(400, 0.5): 200, 6 standard deviations
    # the cards a fully read rival plays are the medium level's
    tree = Search(view, 0.25, (0.0, 1.0))
    medium = make_bot("medium", "x")
    first = medium.decide(game.view(1))
    assert CARD_INDEX[first.card] in tree.read_cards[()][1]
    if phase is Phase.FIRST_CARD:
        # and its second card, for every first card of this seat the tree may turn over
        for mine in game.legal_decisions(0):
            game.push(mine)
            game.push(first)
            second = medium.decide(game.view(1))
            fk = (CARD_INDEX[mine.card], CARD_INDEX[first.card])
            assert CARD_INDEX[second.card] in tree._read_seconds(fk)[1]
            game.pop()
            game.pop()


def _played(rounds: int, seed: str = "recall"):
    """A game of an expert (seat 0, few iterations) against medium, played ``rounds`` rounds
    (it stands at the next round's first cards, nobody has laid one)."""
    game = _game(2, seed)
    expert = ExpertBot("e", iterations=40)
    rival = make_bot("medium", "m")
    bots = [expert, rival]
    while game.round_no <= rounds:
        for s in game.pending_seats():
            game.apply(bots[s].decide(game.view(s)))
    assert not game.is_over and game.phase is Phase.FIRST_CARD
    return game, expert, rival


def test_a_seat_taken_over_mid_game_reads_what_it_would_have_watched():
    """Recall (a loaded game, a seat changing hands, a hint): the first cards it learns are
    the ones the expert that played the game learnt, round by round; it also has the second
    cards wherever the live expert had them."""
    game, expert, _rival = _played(8)
    fresh = ExpertBot("other", iterations=40)
    fresh.recall(game, 0)
    assert fresh.reads is None  # it reads the past at its next decision, on its own thread
    fresh.decide(game.view(0))
    live, recalled = expert.reader.rounds, fresh.reader.rounds
    assert set(recalled) == set(range(1, 9))
    assert set(live) <= set(recalled)
    seconds = 0
    for r, (firsts, _two, secs) in live.items():
        assert recalled[r][0] == firsts
        for s, m in enumerate(secs):
            if m is not None:
                assert recalled[r][2][s] == m
                seconds += 1
    assert seconds > 0  # the live reader saw some second cards to compare
    assert fresh.reads[0] == 0.0 and fresh.reads[1] > 0.9
    assert fresh.reads[1] >= expert.reads[1]  # never less evidence than watching gave
    # the other seat's view of the same past: it reads the expert, which searches
    other = ExpertBot("o", iterations=40)
    other.recall(game, 1)
    other.decide(game.view(1))
    assert other.reads[1] == 0.0 and other.reads[0] < READ_FROM


def test_recall_learns_nothing_secret():
    """Counterfactual (R26): the same past, with the rival's unrevealed first card different,
    gives the same reading."""
    game, _expert, _rival = _played(5, "secret")
    legal = game.legal_decisions(1)
    assert legal[0] != legal[-1]
    twins = []
    for pick in (legal[0], legal[-1]):
        g = game.copy()
        g.apply(pick)
        twins.append(g)
    readers = []
    for g in twins:
        reader = Reader()
        reader.recall(g, 0)
        readers.append(reader)
    assert readers[0].rounds == readers[1].rounds and len(readers[0].rounds) == 5


def test_a_past_that_does_not_replay_leaves_the_reader_knowing_nothing():
    game, _expert, _rival = _played(3, "broken")
    broken = game.copy()
    broken.rounds = copy.deepcopy(game.rounds)
    broken.rounds[1]["cards"][0] = [99, 99]  # no such card: the history does not replay
    reader = Reader()
    reader.rounds[7] = "stale"
    reader.recall(broken, 0)
    assert reader.rounds == {}
    reader.recall(game, 0)
    assert set(reader.rounds) == {1, 2, 3}


def test_a_hint_reads_the_rivals_from_the_games_past(monkeypatch):
    from zuendstoff.engine import hints

    game, _expert, _rival = _played(6, "hint")
    searched = []
    search = ExpertBot.search

    def spy(self, view, seed, *args, **kw):
        searched.append(self.reads)
        return search(self, view, seed, *args, **kw)

    monkeypatch.setattr(ExpertBot, "search", spy)
    monkeypatch.setattr(ExpertBot, "_limit", lambda self: 200)
    hints.ask(game.view(0), seed="h", time_budget=None, past=game)
    hints.ask(game.view(0), seed="h", time_budget=None)  # no past: the prior
    assert searched[0][1] > 0.9 and searched[1][1] == pytest.approx(PRIOR)
