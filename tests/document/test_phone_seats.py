"""Phone seats in records and settings: they round-trip, the schema takes them, and a hostile
file never turns a seat into anything but a person, a known computer level or a phone."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st
from zuendstoff import resources
from zuendstoff.document.game_model import HUMAN, PHONE, RECORD_KEY, GameModel, SeatKind, seats_from_record
from zuendstoff.engine import Game, Player, replay, to_record
from zuendstoff.engine.bots import BOTS


def _game(n=3) -> Game:
    return Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player(name, piece) for name, piece in
                     zip(["Anna", "Ben", "Clara", "David"], ["black", "white", "purple", "orange"])][:n],
                    seed=1)


def test_phone_seats_round_trip_through_a_record_and_its_schema(qapp, tmp_path):
    from zuendstoff.ui.game.file_actions import load_game
    game = _game()
    model = GameModel(game, seats=[HUMAN, PHONE, SeatKind("random")])
    extra = model.record_extra()
    assert extra[RECORD_KEY]["seats"] == [{"kind": "human"}, {"kind": "phone"}, {"kind": "computer",
                                                                               "bot": "random"}]
    path = tmp_path / "g.zrec"
    path.write_text(json.dumps(to_record(game, extra)), encoding="utf-8")
    loaded, seats, _casual = load_game(path)  # through the app's schema check
    assert seats == [HUMAN, PHONE, SeatKind("random")]
    assert [s.name for s in seats] == ["person", "phone", "computer"]
    assert not seats[1].is_computer and seats[1].is_phone
    replay(to_record(game, extra))  # other readers ignore the app's fields


def test_a_computer_is_never_a_phone():
    kind = SeatKind("random", phone=True)
    assert kind.is_computer and not kind.is_phone and kind.to_json()["kind"] == "computer"


def test_seat_moves_change_the_record_not_the_game(qapp):
    game = _game()
    model = GameModel(game, seats=[HUMAN, HUMAN, HUMAN])
    said = []
    model.seatsChanged.connect(lambda: said.append(1))
    before = json.dumps(to_record(game))
    model.set_seat(1, PHONE)
    model.set_seat(1, PHONE)  # no change, no signal
    assert said == [1] and model.phone_seats() == [1] and model.screen_seats() == [0, 2]
    assert model.human_seats() == [0, 1, 2]
    assert json.dumps(to_record(model.game)) == before


_json = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.text(max_size=10)
    | st.sampled_from(["phone", "human", "computer", "Phone", "medium", "hard"]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(
        st.sampled_from(["kind", "bot", "phone", "x"]) | st.text(max_size=4), inner, max_size=4),
    max_leaves=25)


@settings(max_examples=300, deadline=None)
@given(st.one_of(_json, st.lists(_json, min_size=3, max_size=3),
                 st.lists(st.dictionaries(st.sampled_from(["kind", "bot", "phone"]), _json, max_size=3),
                          min_size=3, max_size=3)))
def test_hostile_seat_kinds_stay_safe(value):
    doc = {RECORD_KEY: {"seats": value}}
    kinds, casual = seats_from_record(doc, 3)
    assert len(kinds) == 3 and casual is False
    for i, kind in enumerate(kinds):
        assert isinstance(kind, SeatKind)
        assert kind in (HUMAN, PHONE) or (kind.bot in BOTS and not kind.phone)
        item = value[i] if isinstance(value, list) and len(value) == 3 else None
        if kind == PHONE:  # only a seat written as a phone becomes one
            assert isinstance(item, dict) and item.get("kind") == "phone"
        if kind.is_computer:
            assert isinstance(item, dict) and item.get("kind") == "computer"


@settings(max_examples=100, deadline=None)
@given(_json)
def test_hostile_last_seats_in_settings_stay_safe(tmp_path_factory, value):
    from zuendstoff.settings import Settings
    path = tmp_path_factory.mktemp("s") / "s.ini"
    s = Settings(str(path))
    s.q.setValue("play/last_seats", json.dumps(value))
    seats = s.last_seats()
    assert 2 <= len(seats) <= 5
    for seat in seats:
        assert seat.phone in (True, False) and not (seat.phone and seat.bot)
    s.q.setValue("play/phone_host", value if isinstance(value, str) else json.dumps(value))
    host = s.phone_host
    assert host == "" or all(p.isdigit() for p in host.split("."))
