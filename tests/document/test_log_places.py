"""Issue 42 item 3: the log's lines (the replay's steps are said as them) name every disc a
piece flew to or a player turned with its place ("planet 4 at row 3, column 1"); a face-down
planet by its place only, never what lies face down."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication
from zuendstoff import resources
from zuendstoff.document.game_model import GameModel
from zuendstoff.document.log_model import LogModel, round_entries
from zuendstoff.document.names import place_text
from zuendstoff.engine import Game, Player
from zuendstoff.engine.bots import make_bot

PLACE = re.compile(r" at row \d+, column \d+")


def _played(seed: int) -> Game:
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Ben", "white"), Player("Cleo", "green")],
                    seed=seed)
    brains = [make_bot("greedy", s) for s in range(3)]
    for _ in range(2000):
        if game.is_over:
            break
        seat = game.pending_seats()[0]
        game.apply(brains[seat].decide(game.view(seat)))
    return game


@pytest.mark.parametrize("seed", [1, 2])
def test_every_flight_and_turn_in_the_log_has_its_place(qtbot, seed):
    game = _played(seed)
    flights = turns = 0
    for rnd in game.rounds:
        entries = round_entries(game, rnd)
        for f in rnd.get("flights", []):
            stop = f.get("stop")
            if stop is None or tuple(stop) == game.layout.cells[game.layout.sun]:
                continue
            flights += 1
            where = place_text(game.layout, stop)
            assert any("flew" in e and e.endswith(where) or f"{where} (turned" in e
                       for e in entries), (where, entries)
        for r in rnd.get("rotations", []):
            turns += 1
            where = place_text(game.layout, r["target"])
            assert any(" turned " in e and f"at {where} by " in e for e in entries), (where, entries)
    assert flights > 5 and turns > 0
    # the log the window and the replay show is made of these lines
    log = LogModel(GameModel(game))
    lines = [line for rnd in log.lines() for line in rnd[1:]]
    moved = [line for line in lines if " flew " in line and "into the sun" not in line
             or " turned " in line]
    assert moved and all(PLACE.search(line) for line in moved), [
        line for line in moved if not PLACE.search(line)]
    assert QCoreApplication.instance() is not None
