"""The engine's fast paths agree with the rules they stand for.

The simulator hands random bots ``game.legal_now(seat)`` instead of a view, the
engine keeps hands as numbers and looks rockets and decisions up in shared
tables, and ``apply`` checks the usual case before the message-building one.
These tests hold all of that to the slow, obvious answer on many positions.
"""

from __future__ import annotations

import random
import re

import pytest
from zuendstoff import sim
from zuendstoff.engine import Flip, Game, IllegalDecision, PickColour, PlayCard, Player, Rotate, Stop
from zuendstoff.engine.bots import RandomBot, make_bot
from zuendstoff.engine.constants import BLACK, CARD_COLOUR, CARD_VALUE, CARDS, COLOURS, PIECES
from zuendstoff.engine.decisions import Phase
from zuendstoff.engine.flight import flight_path
from zuendstoff.engine.game import flight_winners
from zuendstoff.engine.record import record_text
from zuendstoff.engine.tables import HANDS, hand_code
from zuendstoff.resources import builtin_layout, default_discs

DISCS = default_discs()
CASES = [("standard", 4, 1), ("alt1", 2, 2), ("alt2", 5, 3), ("standard", 3, 4)]


def _players(n: int) -> list[Player]:
    return [Player(f"P{s}", PIECES[s]) for s in range(n)]


def _positions(layout_key: str, n: int, seed: int, games: int = 3):
    """Every position of a few seeded random games (the game itself, not a copy)."""
    layout = builtin_layout(layout_key)
    for g in range(games):
        game = Game.new(DISCS, layout, _players(n), seed=seed * 100 + g)
        rng = random.Random(seed * 100 + g)
        while not game.is_over:
            yield game
            seat = rng.choice(game.pending_seats())
            legal = game.legal_decisions(seat)
            game.apply(legal[int(rng.random() * len(legal))])
        yield game


def _candidates(game: Game) -> list:
    """Decisions of every kind for every seat, most of them illegal."""
    cells = list(game.layout.cells)
    out = []
    for s in range(game.seats):
        out += [PlayCard(s, c) for c in CARDS]
        out += [Rotate(s, c, q) for c in cells for q in (1, 2, 3)]
        out += [Rotate(s, cells[0], 0), Rotate(s, cells[0], 4), Rotate(s, (99, 99), 1)]
        out += [Stop(s, c) for c in cells] + [Stop(s, (99, 99)), Stop(s, (0,))]
        out += [Flip(s, r) for r in (-1, 0, 1, 2, 3, 4)]
        out += [PickColour(s, c) for c in (*COLOURS, "green")]
    out += [PlayCard(game.seats, "sun"), PlayCard(True, "sun"), PlayCard(0, ["sun"])]
    return out


@pytest.mark.parametrize("layout_key,n,seed", CASES)
def test_r13_to_r25_apply_accepts_exactly_the_legal_decisions(layout_key, n, seed):
    checked = 0
    for k, game in enumerate(_positions(layout_key, n, seed, games=1)):
        if k % 11 and game.phase in (Phase.FIRST_CARD, Phase.SECOND_CARD):
            continue  # card choices are many and alike: a sample of them keeps the test quick
        # by repr: PlayCard(True, ...) equals PlayCard(1, ...) but names no seat (R6)
        legal = {repr(d) for d in game.legal_decisions()}
        for d in _candidates(game):
            trial = game.copy()
            try:
                trial.apply(d)
            except IllegalDecision as exc:
                assert repr(d) not in legal, f"{d} is legal but was refused: {exc}"
                assert re.fullmatch(r"R\d+", exc.rule) and exc.message
            else:
                assert repr(d) in legal, f"{d} is not legal but was applied"
            checked += 1
    assert checked > 1000


@pytest.mark.parametrize("layout_key,n,seed", CASES)
def test_legal_now_is_the_legal_list_the_view_holds(layout_key, n, seed):
    for game in _positions(layout_key, n, seed):
        for s in range(n):
            fast = game.legal_now(s)
            assert isinstance(fast, tuple)
            assert fast == tuple(game.legal_decisions(s)) == game.view(s).legal
            assert all(d.seat == s for d in fast)
            # the hand kept as a number is the hand kept as counts
            assert HANDS[game._hc[s]][0] == game.hands[s]
            assert hand_code(game.put_aside[s]) == game._pc[s]


@pytest.mark.parametrize("layout_key,n,seed", CASES)
def test_r21_r23_flight_paths_match_the_reference_function(layout_key, n, seed):
    flights = 0
    for game in _positions(layout_key, n, seed):
        if game.phase is not Phase.STOP:
            continue
        seat, colour = game._queue[game._qpos]
        mask = 0
        for c in game.chips[seat]:
            mask |= 1 << c
        assert game.path == flight_path(game.layout, game.discs, game.faces, game.rotations,
                                         game.face_up, game.sun_rotation, game.stop_mask,
                                         game.pieces[seat], colour, mask)
        flights += 1
    assert flights > 10


def test_r26_legal_now_is_the_same_in_games_differing_only_in_secrets():
    layout = builtin_layout("standard")
    a = Game.new(DISCS, layout, _players(3), seed=1)
    b = Game.new(DISCS, layout, _players(3), seed=2)  # another face-down deal
    assert a.faces != b.faces
    a.apply(PlayCard(0, "red3"))
    b.apply(PlayCard(0, "sun"))  # and another hidden choice
    for s in (1, 2):
        assert a.legal_now(s) == b.legal_now(s)
    assert a.legal_now(0) == b.legal_now(0) == ()  # seat 0 waits; its choice is not shown


def test_random_bot_decides_alike_from_a_view_or_from_the_legal_tuple():
    layout = builtin_layout("alt1")
    game = Game.new(DISCS, layout, _players(4), seed=5)
    by_view = [RandomBot(f"x{s}") for s in range(4)]
    by_legal = [RandomBot(f"x{s}") for s in range(4)]
    decisions = 0
    while not game.is_over:
        for seat in game.pending_seats():
            d = by_view[seat].decide(game.view(seat))
            assert by_legal[seat].choose(game.legal_now(seat)) is d
            game.apply(d)
            decisions += 1
    assert decisions > 50


@pytest.mark.parametrize("bots", [["random"] * 4, ["random", "greedy", "easy", "random"]])
def test_simulator_records_are_the_same_with_or_without_views(monkeypatch, bots):
    layout = builtin_layout("standard")
    lean = [record_text(sim.play_game(DISCS, layout, bots, f"7:{g}")) for g in range(3)]
    monkeypatch.setattr(RandomBot, "needs_view", True)  # every bot gets a full view
    full = [record_text(sim.play_game(DISCS, layout, bots, f"7:{g}")) for g in range(3)]
    assert lean == full


def test_only_bots_that_ask_for_no_view_get_the_legal_tuple():
    assert make_bot("random").needs_view is False
    for name in ("greedy", "easy", "medium", "hard"):
        assert make_bot(name).needs_view is True


def _winners_by_the_rules(cards: list[tuple[str, str]]) -> dict[str, list[int]]:
    """R17/R18 spelled out: per colour, the seats with the highest positive match count;
    black cards add to every colour the seat played and count nothing alone."""
    counts = []
    for pair in cards:
        idx = [CARDS.index(c) for c in pair]
        colours = {CARD_COLOUR[i] for i in idx} - {None, BLACK}
        black = sum(CARD_VALUE[i] for i in idx if CARD_COLOUR[i] == BLACK)
        counts.append([sum(CARD_VALUE[i] for i in idx if CARD_COLOUR[i] == col)
                       + (black if col in colours else 0) for col in range(3)])
    out = {}
    for col, name in enumerate(COLOURS):
        best = max(c[col] for c in counts)
        out[name] = [s for s, c in enumerate(counts) if best > 0 and c[col] == best]
    return out


def test_r17_r18_flight_winners_from_the_match_table_follow_the_rules():
    rng = random.Random(17)
    for _ in range(3000):
        n = rng.randint(2, 5)
        cards = [(rng.choice(CARDS), rng.choice(CARDS)) for _ in range(n)]
        assert flight_winners(cards) == _winners_by_the_rules(cards), cards
