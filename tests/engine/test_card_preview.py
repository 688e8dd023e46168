"""The hand's "where would this card take me?" preview (engine/preview.py): the engine's own
flight for every colour on random positions, from the seat's view only (a counterfactual
test: another deal or other hands give the same preview), and what a rotation card turns."""

from __future__ import annotations

import random

from engine_helpers import make_discs, make_layout, new_game
from hypothesis import given, settings
from hypothesis import strategies as st
from zuendstoff.engine import Game
from zuendstoff.engine.constants import CARDS, COLOURS, DEALT_PLANETS
from zuendstoff.engine.decisions import Phase
from zuendstoff.engine.preview import card_preview, flight_preview
from zuendstoff.resources import builtin_layout

LAYOUTS = ("standard", "alt1", "alt2")


def _layout(name):
    return builtin_layout(name)


def random_position(seed: int, steps: int, layout: str, n: int) -> tuple[Game, list[Game]]:
    """A game after ``steps`` random legal decisions, and every position on the way."""
    rng = random.Random(seed)
    game = new_game(layout=_layout(layout), n=n, seed=seed)
    seen = [game.copy()]
    for _ in range(steps):
        if game.is_over:
            break
        seat = rng.choice(game.pending_seats())
        game.apply(rng.choice(game.legal_decisions(seat)))
        seen.append(game.copy())
    return game, seen


positions = st.tuples(st.integers(0, 10**6), st.integers(0, 120), st.sampled_from(LAYOUTS),
                      st.integers(2, 5))


@settings(max_examples=60, deadline=None)
@given(positions)
def test_the_preview_is_the_engines_flight_for_every_colour(pos):
    _game, seen = random_position(*pos)
    for game in seen:
        for seat in range(game.seats):
            view = game.view(seat)
            if not game.face_up[game.pieces[seat]]:
                continue  # (R22: the piece waits on a face-down planet; no card is chosen)
            for c, colour in enumerate(COLOURS):
                p = flight_preview(view, c)
                assert [game.layout.cells[i] for i in p.path] == game.path_for(seat, colour)
                # each hop goes to the R11 neighbour in the direction the rocket points
                cur = game.pieces[seat]
                for h in p.hops:
                    assert h.src == cur and game.layout.neighbours[cur][h.direction] == h.dst
                    cur = h.dst
                assert p.end in ("sun", "unknown", "stop", "wall", "revisit", "alone")
                assert (p.unknown >= 0) == (bool(p.path) and not game.face_up[p.path[-1]])
            if game.phase is Phase.STOP and game.current_flight()[0] == seat:
                # the flight that is flown now is the one its seat's preview showed
                _s, colour = game.current_flight()
                assert flight_preview(view, COLOURS.index(colour)).path == tuple(game.path)


def _other_deal(game: Game, rng: random.Random) -> Game:
    """The same public game with the face-down planets dealt otherwise and every other
    seat's unrevealed choice another card of its hand."""
    other = game.copy()
    down = [i for i, up in enumerate(game.face_up) if not up]
    faces = list(game.faces)
    numbers = [faces[i] for i in down]
    unused = [p for p in DEALT_PLANETS if p not in faces]
    pool = numbers + unused
    rng.shuffle(pool)
    for i, p in zip(down, pool):
        faces[i] = p
    other.faces = tuple(faces)
    return other


def _other_choices(game: Game, seat: int, rng: random.Random) -> None:
    for s in range(game.seats):
        if s != seat and game._choice[s] >= 0:
            held = [i for i, n in enumerate(game.hands[s]) if n]
            game._choice[s] = rng.choice(held)
    game._pub = None


@settings(max_examples=40, deadline=None)
@given(positions, st.integers(0, 10**6))
def test_the_preview_never_varies_with_hidden_information(pos, seed):
    rng = random.Random(seed)
    _game, seen = random_position(*pos)
    for game in seen[-8:]:
        for seat in range(game.seats):
            other = _other_deal(game, rng)
            _other_choices(other, seat, rng)
            for card in CARDS:
                assert card_preview(game.view(seat), card) == card_preview(other.view(seat), card)


def test_a_changed_deal_changes_the_real_game_but_not_the_preview():
    """The counterfactual has teeth: a preview that looked at the real faces would differ."""
    discs = make_discs()
    layout = make_layout(["S..", "EPP"])
    a = new_game(discs, layout, deal={(1, 1): 2, (1, 2): 3})
    b = new_game(discs, layout, deal={(1, 1): 3, (1, 2): 2})
    assert a.faces != b.faces
    for card in CARDS:
        assert card_preview(a.view(0), card) == card_preview(b.view(0), card)
    p = card_preview(a.view(0), "red2")
    assert p.end == "unknown" and p.unknown == layout.index[(1, 1)]


def test_wrap_around_and_the_sun():
    discs = make_discs({1: "WNE", 2: "WNE"})
    layout = make_layout(["PS.", "EP."])
    game = new_game(discs, layout, deal={(0, 0): 2, (1, 1): 3}, all_up=True)
    red = card_preview(game.view(0), "red2")
    # Earth (1, 0) red points W: nothing west of it in row 1, so it wraps to (1, 1)
    assert red.path[0] == layout.index[(1, 1)] and red.hops[0].wraps
    yellow = card_preview(game.view(0), "yellow3")
    # yellow points N: (0, 0) is planet 2, whose yellow points N again: wraps to Earth, visited
    assert yellow.path == (layout.index[(0, 0)],) and yellow.end == "revisit"
    assert yellow.blocked_at == layout.index[(1, 0)] and yellow.hops[0].wraps is False


def test_sun_entered_and_sun_as_a_wall():
    discs = make_discs({1: "NES"}, sun={"S": ["red"], "N": ["yellow"], "E": ["blue"],
                                        "W": ["red", "yellow", "blue"]})
    layout = make_layout(["S", "E"])
    game = new_game(discs, layout)
    # red flies N from Earth and enters the sun through its south side, which shows red
    red = card_preview(game.view(0), "red2")
    assert red.end == "sun" and red.path == (layout.sun,)
    # yellow points E: Earth is alone in its row (R11)
    assert card_preview(game.view(0), "yellow2").end == "alone"
    # blue flies S, wraps round the edge into the sun's north side, which shows no blue
    blue = card_preview(game.view(0), "blue3")
    assert blue.path == () and blue.end == "wall" and blue.blocked_at == layout.sun
    game.chips[0] = (0,)  # holding red: the sun is a wall for red too (R23)
    game._pub = None
    assert card_preview(game.view(0), "red3").end == "wall"


def test_rotation_cards_show_what_they_would_turn():
    game = new_game(all_up=True)
    view = game.view(0)
    sun = card_preview(view, "sun")
    assert sun.kind == "sun" and sun.turns == (game.layout.sun,) and sun.sun_rotation == 1
    planet = card_preview(view, "planet")
    assert planet.kind == "planet" and planet.turns[0] == game.pieces[0]
    # another piece on the same planet (everyone starts on Earth): only its own planet (R16)
    assert planet.turns == (game.layout.earth,)
    game.pieces[1] = next(i for i in range(len(game.faces)) if i not in (game.layout.sun,
                                                                         game.layout.earth))
    game._pub = None
    planet = card_preview(game.view(0), "planet")
    assert game.layout.sun not in planet.turns and game.pieces[1] not in planet.turns
    assert len(planet.turns) == len(game.faces) - 2


def test_black_shows_the_colour_it_adds_to():
    game = new_game()
    assert card_preview(game.view(0), "black1").kind == "none"
    from zuendstoff.engine import PlayCard
    game.apply(PlayCard(0, "yellow2"))
    game.apply(PlayCard(1, "red2"))
    black = card_preview(game.view(0), "black3")
    assert black.kind == "flight" and black.colour == COLOURS.index("yellow")
