"""Builders for hand-made positions: disc sets and layouts whose rockets we choose."""

from __future__ import annotations

from zuendstoff.engine import DiscSet, Game, Layout, PlayCard, Player
from zuendstoff.engine.constants import COLOURS
from zuendstoff.resources import builtin_layout, default_discs


def make_discs(faces: dict[int, str] | None = None, sun: dict[str, list[str]] | None = None) -> DiscSet:
    """A disc set where planet ``n`` has rockets per ``faces[n]`` = "ESN" meaning red→E,
    yellow→S, blue→N (default "ESN" for every planet). Rocket numbers are 3n-2, 3n-1, 3n
    (red, yellow, blue), so higher planets have higher rocket numbers."""
    faces = faces or {}
    sun = sun or {"N": ["red"], "E": ["yellow"], "S": ["blue"], "W": ["red", "yellow", "blue"]}
    planets = []
    for n in range(1, 16):
        sides = faces.get(n, "ESN")
        planets.append({"number": n, "name": f"P{n}", "rockets": {
            COLOURS[c]: {"side": sides[c], "number": 3 * n - 2 + c} for c in range(3)}})
    return DiscSet.from_json({"sun": {"sides": sun}, "planets": planets}, "test")


def make_layout(rows: list[str]) -> Layout:
    """``rows`` like ["S..", ".E.", "PPP"]: S sun, E Earth, P planet slot, . gap."""
    kinds = {"S": "sun", "E": "earth", "P": "planet"}
    cells = [(r, c, kinds[ch]) for r, row in enumerate(rows) for c, ch in enumerate(row)
             if ch in kinds]
    return Layout.build("test", cells)


def players(n: int) -> list[Player]:
    pieces = ["black", "white", "purple", "orange", "green"]
    return [Player(chr(65 + i), pieces[i]) for i in range(n)]


def new_game(discs=None, layout=None, n=2, deal=None, seed=1, all_up=False) -> Game:
    layout = layout or builtin_layout("standard")
    game = Game.new(discs or default_discs(), layout, players(n), seed=seed, deal=deal)
    if all_up:
        for i in range(len(game.face_up)):
            turn_up(game, i)
    return game


def turn_up(game: Game, i: int) -> None:
    """Arrange a face-up planet on cell index ``i`` (at its current rotation)."""
    game.face_up[i] = True
    if i != game.layout.sun:
        game._known[i] = game.faces[i]
    game._pub = None


def play_cards(game: Game, cards: list[tuple[str, str]]) -> None:
    """Every seat plays (first, second), revealed together as R13 says."""
    for s, (a, _b) in enumerate(cards):
        game.apply(PlayCard(s, a))
    for s, (_a, b) in enumerate(cards):
        game.apply(PlayCard(s, b))


def at(game: Game, seat: int, cell: tuple[int, int]) -> None:
    """Put ``seat``'s piece on ``cell`` (arranging a position for a test)."""
    game.pieces[seat] = game.layout.index[cell]
    game._pub = None


def ordered_deal(layout: Layout) -> dict[tuple[int, int], int]:
    """Planets 2, 3, … dealt onto the slots in (row, col) order."""
    return {layout.cells[i]: 2 + k for k, i in enumerate(layout.slots)}
