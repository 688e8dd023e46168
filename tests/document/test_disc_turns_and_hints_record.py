"""Quarter turns in the disc-set editor's commands, where a half turn cannot tell clockwise
from counter-clockwise, and the hint options read back from a record (issue 41)."""

from __future__ import annotations

from zuendstoff import resources
from zuendstoff.document.discset_commands import colour_name, turn_planet, turn_rocket, turn_sun, turn_sun_side
from zuendstoff.document.discset_model import DiscSetModel, PlanetFace
from zuendstoff.document.game_model import GameModel, SeatKind, hints_from_record
from zuendstoff.engine import Game, Player
from zuendstoff.engine.record import to_record

N, E, S, W = range(4)
RED, YELLOW, BLUE = range(3)


def _model() -> DiscSetModel:
    model = DiscSetModel()
    model.set_planet(5, PlanetFace("", (N, E, S), (1, 2, 3)))  # red N, yellow E, blue S
    model.set_sun((1, 2, 4, 7))  # red N, yellow E, blue S, all three W
    return model


def test_an_empty_side_turned_a_quarter_takes_the_rocket_clockwise_after_it(qapp):
    model = _model()
    one = turn_rocket(model, 5, W, 1)  # W's clockwise neighbour is N: the red rocket comes
    assert colour_name(RED) in one.text()
    one.redo()
    assert model.planet(5).sides == (W, E, S)
    three = turn_rocket(_model(), 5, W, 3)  # three quarters on is S: the blue rocket comes
    assert colour_name(BLUE) in three.text()


def test_a_planet_and_the_sun_turned_a_quarter_each_way(qapp):
    model = _model()
    turn_planet(model, 5, 1).redo()
    assert model.planet(5).sides == (E, S, W)  # every rocket one side clockwise
    turn_planet(model, 5, 3).redo()
    assert model.planet(5).sides == (N, E, S)
    turn_sun(model, 1).redo()
    assert model.sun == (7, 1, 2, 4)  # what was at N is at E
    turn_sun(model, 3).redo()
    assert model.sun == (1, 2, 4, 7)
    turn_sun_side(model, N, 1).redo()
    assert model.sun == (2, 1, 4, 7)  # N's rocket swaps with E's
    turn_sun_side(model, N, 3).redo()
    assert model.sun == (7, 1, 4, 2)  # N's (now yellow) swaps with W's


def test_hint_options_go_into_a_record_and_come_back(qapp):
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Ben", "white")], seed=3)
    model = GameModel(game, seats=[SeatKind()] * 2)
    model.set_hint_options(False, [(1, 1, 0), (2, 0, 4)])
    doc = to_record(game, model.record_extra())
    assert hints_from_record(doc, 2) == (False, [(1, 1, 0), (2, 0, 4)])
    model.set_hint_options(True, [])
    assert hints_from_record(to_record(game, model.record_extra()), 2) == (True, [])
