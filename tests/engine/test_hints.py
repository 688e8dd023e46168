"""Hints (engine/hints.py): the strongest bot's move for a seat, from its view only (R26),
with a plain reason measured on the public board."""

from __future__ import annotations

import random

from zuendstoff import resources
from zuendstoff.engine import Game, Phase, Player
from zuendstoff.engine.bots import make_bot
from zuendstoff.engine.constants import CARD_INDEX
from zuendstoff.engine.hints import STRONGEST, ask, explain, strongest_bot

REASONS = {"sun", "closer", "hold", "block", "flip", "cards", "best"}


def _game(n=3, seed=7):
    players = [Player(name, piece) for name, piece in
               zip(("Anna", "Ben", "Clara", "David"), ("black", "white", "purple", "orange"))][:n]
    return Game.new(resources.default_discs(), resources.builtin_layout("standard"), players, seed=seed)


def _play(game, bots, until):
    """Let medium bots play until ``until(game)`` or the end."""
    for _ in range(4000):
        if game.is_over or until(game):
            return
        seat = game.pending_seats()[0]
        game.apply(bots[seat].decide(game.view(seat)))


def test_the_strongest_registered_level_is_asked():
    assert strongest_bot() in STRONGEST


def test_every_kind_of_decision_gets_a_legal_move_and_a_reason():
    game = _game()
    bots = [make_bot("medium", s) for s in range(3)]
    seen = set()
    for _ in range(3000):
        if game.is_over:
            break
        seat = game.pending_seats()[0]
        view = game.view(seat)
        if game.phase not in seen or random.Random(len(game.rounds)).random() < 0.02:
            hint = ask(view, seed=1, time_budget=None, bot="hard")
            assert hint.decision in view.legal
            assert hint.reason in REASONS
            if hint.reason in ("closer", "hold"):
                assert hint.values["after"] >= 0 and hint.values["now"] >= 0
            if hint.reason == "closer":
                assert hint.values["after"] < hint.values["now"]
            seen.add(game.phase)
        game.apply(bots[seat].decide(view))
    assert {Phase.FIRST_CARD, Phase.SECOND_CARD, Phase.STOP} <= seen


def test_a_hint_is_blind_to_secrets():
    """Two games that differ only in secrets (another seat's laid card, which planet lies
    face down where) give the same hint."""
    game = _game(3, seed=11)
    bots = [make_bot("medium", s) for s in range(3)]
    checked = 0
    for rnd in range(1, 8):
        _play(game, bots, lambda g, r=rnd: g.round_no == r and g.phase is Phase.FIRST_CARD)
        if game.is_over:
            break
        game.apply(bots[1].decide(game.view(1)))  # Ben lays a card face down
        other = game.copy()
        hand = [c for c in other.hand(1) if CARD_INDEX[c] != other._choice[1]]
        other._choice[1] = CARD_INDEX[hand[0]]
        down = [i for i in other.layout.slots if not other.face_up[i]]
        faces = list(other.faces)
        faces[down[0]], faces[down[-1]] = faces[down[-1]], faces[down[0]]
        other.faces = tuple(faces)
        other._pub = None
        assert game.view(0) == other.view(0)
        a = ask(game.view(0), seed=3, time_budget=None, bot="hard")
        b = ask(other.view(0), seed=3, time_budget=None, bot="hard")
        assert a == b
        checked += 1
    assert checked >= 3


def test_a_stop_in_the_sun_is_explained_by_its_chip():
    """Searched over seeded games (medium against medium) until a flight may stop in the sun;
    the first such stop is always found, and explained."""
    explained = 0
    for seed in range(5, 25):
        game = _game(2, seed=seed)
        bots = [make_bot("medium", s) for s in range(2)]
        for _ in range(200):
            _play(game, bots, lambda g: g.phase is Phase.STOP)
            if game.is_over or explained:
                break
            seat = game.pending_seats()[0]
            view = game.view(seat)
            sun = game.layout.cells[game.layout.sun]
            for d in view.legal:
                if getattr(d, "cell", None) == sun:
                    reason, values = explain(view, d)
                    assert reason == "sun" and values["colour"] in ("red", "yellow", "blue")
                    explained += 1
            game.apply(bots[seat].decide(view))
        if explained:
            break
    assert explained, "no flight could stop in the sun in 20 seeded games"
