"""The protocol's pure functions: what a seat is sent, what a phone may send."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from net_helpers import fingerprint, new_game, play_random, table
from zuendstoff.engine import PlayCard
from zuendstoff.net.protocol import (
    MAX_MESSAGE_BYTES,
    PhoneMessage,
    ProtocolError,
    decision_data,
    encode,
    parse_phone_message,
    seat_message,
    to_decision,
)


def decide(decision: dict, version: int = 1, msg_id: str = "a1") -> str:
    return json.dumps({"type": "decide", "id": msg_id, "version": version, "decision": decision})


def test_state_holds_the_seats_hand_its_laid_card_and_public_facts_only():
    game = new_game(3)
    game.apply(PlayCard(0, "red3"))
    msg = seat_message(game.view(0), table(3, thinking=2, moment="Cards turned over"), 7, lang="de")
    assert msg["type"] == "state" and msg["version"] == 7 and msg["seat"] == 0 and msg["lang"] == "de"
    assert msg["laid"] == "red3" and "red3" not in msg["hand"] and len(msg["hand"]) == 10
    assert msg["decisions"] == [] and msg["pending"] == [1, 2] and msg["waiting_for"] == "card"
    assert [p["chosen"] for p in msg["players"]] == [True, False, False]
    assert msg["thinking"] == 2 and msg["players"][2]["thinking"] and msg["moment"] == "Cards turned over"
    other = seat_message(game.view(1), table(3), 1)
    assert other["laid"] is None and len(other["hand"]) == 11
    assert {d["card"] for d in other["decisions"]} == {"sun", "planet", "red2", "red3", "yellow2",
                                                      "yellow3", "blue2", "blue3", "black1", "black3"}
    assert json.loads(encode(msg)) == msg


def test_state_says_whether_the_table_has_a_screen_for_public_decisions():
    game = new_game(3)
    assert seat_message(game.view(0), table(3), 1)["screen"] is True  # the window (the default)
    assert seat_message(game.view(0), table(3, screen=False), 1)["screen"] is False  # headless


def test_every_kind_of_decision_is_offered_with_public_labels_and_comes_back_legal():
    rng = random.Random(4)
    seen = set()
    for seed in range(40):
        game = new_game(3, seed)
        for _ in range(400):
            if game.is_over or seen >= {"card", "rotate", "pick", "stop", "flip"}:
                break
            for seat in game.pending_seats():
                view = game.view(seat)
                for d in view.legal:
                    data = decision_data(view, d)
                    seen.add(data["kind"])
                    label = data.get("label")
                    if label is not None:
                        assert label["disc"] in ("sun", "earth", "planet", "face-down")
                        if label["disc"] == "face-down":
                            assert "number" not in label
                    back = {k: data[k] for k in data if k in ("kind", "card", "target", "quarters",
                                                              "colour", "cell", "rotation")}
                    msg = parse_phone_message(decide(back))
                    assert to_decision(msg, view) == d
            play_random(game, rng, 1)
    assert seen == {"card", "rotate", "pick", "stop", "flip"}


def test_the_seat_comes_from_the_view_never_from_the_message():
    game = new_game(3)
    with pytest.raises(ProtocolError) as err:
        parse_phone_message(decide({"kind": "card", "card": "red3", "seat": 1}))
    assert err.value.code == "bad-message"
    msg = parse_phone_message(decide({"kind": "card", "card": "red3"}))
    assert to_decision(msg, game.view(2)) == PlayCard(2, "red3")


def test_out_of_turn_and_illegal_decisions_are_refused_with_a_reason():
    game = new_game(2)
    game.apply(PlayCard(0, "red3"))
    card = parse_phone_message(decide({"kind": "card", "card": "blue2"}))
    with pytest.raises(ProtocolError) as err:
        to_decision(card, game.view(0))  # seat 0 has laid its card
    assert err.value.code == "not-pending"
    flip = parse_phone_message(decide({"kind": "flip", "rotation": 2}))
    with pytest.raises(ProtocolError) as err:
        to_decision(flip, game.view(1))  # cards are being chosen, not planets turned up
    assert err.value.code == "illegal"
    game.apply(PlayCard(1, "blue2"))
    game.apply(PlayCard(0, "black1"))
    with pytest.raises(ProtocolError) as err:
        to_decision(parse_phone_message(decide({"kind": "card", "card": "blue2"})), game.view(1))
    assert err.value.code == "illegal"  # blue2 was played already: no longer in the hand


@pytest.mark.parametrize("raw, code", [
    ("", "bad-json"), ("{", "bad-json"), ("[]", "bad-message"), ("null", "bad-message"),
    ('{"type": "ping", "type": "ping"}', "bad-json"),
    ('{"type": "hello", "protocol": NaN}', "bad-json"),
    ('{"type": "hello", "protocol": 1.0}', "bad-json"),
    ('{"type": "hello", "protocol": true}', "bad-message"),
    ('{"type": "hello"}', "bad-message"),
    ('{"type": "shout"}', "bad-message"),
    ('{"type": "ping", "id": ""}', "bad-message"),
    ('{"type": "ping", "id": "' + "x" * 65 + '"}', "bad-message"),
    ('{"type": "decide", "id": "a", "version": -1, "decision": {"kind": "flip", "rotation": 1}}', "bad-message"),
    ('{"type": "decide", "id": "a", "version": 1, "decision": {"kind": "flip", "rotation": 4}}', "bad-message"),
    ('{"type": "decide", "id": "a", "version": 1, "decision": {"kind": "stop", "cell": [1]}}', "bad-message"),
    ('{"type": "decide", "id": "a", "version": 1, "decision": {"kind": "card", "card": "red4"}}', "bad-message"),
    ('{"type": "decide", "id": "a", "version": 1}', "bad-message"),
    (b"\xff\xfe", "bad-json"),
    ("x" * (MAX_MESSAGE_BYTES + 1), "too-large"),
    ('{"type": "ping", "id": "' + "é" * 2100 + '"}', "too-large"),
    ("[" * 3000 + "]" * 3000, "too-large"),
    ("[" * 2000 + "]" * 2000, "bad-json"),
], ids=lambda v: str(v)[:20] if isinstance(v, str) else None)
def test_malformed_messages_are_refused_with_a_reason(raw, code):
    with pytest.raises(ProtocolError) as err:
        parse_phone_message(raw)
    assert err.value.code == code and err.value.text


@pytest.mark.parametrize("raw, text", [
    ("[]", "the message: must be an object"),
    ('{"id": "a"}', "the message: the key 'type' is missing"),
    ('{"type": "shout"}', "type: must be one of hello, decide, ping"),
    ('{"type": "hello", "protocol": true}', "protocol: must be a whole number"),
    ('{"type": "hello"}', "the message: the key 'protocol' is missing"),
    ('{"type": "ping", "id": ""}', "id: must not be empty"),
    ('{"type": "ping", "id": "a b"}', "id: has characters that are not allowed"),
    ('{"type": "ping", "colour": 1}', "the message: has the unknown key 'colour'"),
    ('{"type": "decide", "id": "a", "version": -1, "decision": {"kind": "flip", "rotation": 1}}',
     "version: must be at least 0"),
    ('{"type": "decide", "id": "a", "version": 1}', "the message: the key 'decision' is missing"),
    ('{"type": "decide", "id": "a", "version": 1, "decision": 5}', "decision: must be an object"),
    ('{"type": "decide", "id": "a", "version": 1, "decision": {"card": "red3"}}',
     "decision: the key 'kind' is missing"),
    ('{"type": "decide", "id": "a", "version": 1, "decision": {"kind": "dance"}}',
     "decision.kind: must be one of card, rotate, pick, stop, flip"),
    ('{"type": "decide", "id": "a", "version": 1, "decision": {"kind": "flip", "rotation": 4}}',
     "decision.rotation: must be at most 3"),
    ('{"type": "decide", "id": "a", "version": 1, "decision": {"kind": "stop", "cell": [1]}}',
     "decision.cell: must have at least 2 entries"),
    ('{"type": "decide", "id": "a", "version": 1, "decision": {"kind": "stop", "cell": [1, 99]}}',
     "decision.cell[1]: must be at most 63"),
    ('{"type": "decide", "id": "a", "version": 1, "decision": {"kind": "card", "card": "red4"}}',
     "decision.card: must be one of sun, planet, red2, red3, yellow2, yellow3, blue2, blue3, black1, black3"),
    ('{"type": "decide", "id": "a", "version": 1, "decision": {"kind": "rotate", "target": [1, 2], '
     '"quarters": 2, "spin": 1}}', "decision: has the unknown key 'spin'"),
    ('{"type": "decide", "id": "a", "version": 1, "decision": {"kind": "pick", "colour": "green"}}',
     "decision.colour: must be one of red, yellow, blue"),
], ids=lambda v: v[-24:])
def test_a_refusal_names_the_field_that_was_wrong_never_just_the_schemas_one_of(raw, text):
    with pytest.raises(ProtocolError) as err:
        parse_phone_message(raw)
    assert err.value.code == "bad-message"
    assert err.value.text == text and "oneOf" not in err.value.text


_LEAF = st.one_of(st.none(), st.booleans(), st.integers(-5, 70), st.text(max_size=5),
                 st.sampled_from(["card", "rotate", "pick", "stop", "flip", "hello", "decide", "ping", "red3"]))
_KEYS = st.sampled_from(["type", "id", "version", "decision", "kind", "card", "target", "quarters",
                         "colour", "cell", "rotation", "protocol", "x"])
_DOCS = st.recursive(_LEAF, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_KEYS, inner, max_size=5),
                     max_leaves=15)
_MESSAGES = st.fixed_dictionaries({}, optional={
    "type": st.sampled_from(["hello", "decide", "ping"]) | _LEAF, "id": st.sampled_from(["a", "b c"]) | _LEAF,
    "version": _LEAF, "decision": _DOCS, "protocol": _LEAF})


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(_MESSAGES, _DOCS))
def test_every_schema_refusal_names_where_and_never_just_one_of(doc):
    try:
        parse_phone_message(json.dumps(doc))
    except ProtocolError as err:
        assert err.text and "oneOf" not in err.text and "none of the" not in err.text
        if err.code == "bad-message":
            where, _, what = err.text.partition(": ")
            assert where and what, err.text  # "field: what it must be"


def test_a_refusal_does_not_repeat_a_value_or_an_odd_key_that_was_sent():
    for raw in ('{"type": "ping", "<img src=x>": 1}', '{"type": "decide", "id": "a", "version": 1, '
                '"decision": {"kind": "card", "card": "<b>zz-mark</b>"}}'):
        with pytest.raises(ProtocolError) as err:
            parse_phone_message(raw)
        assert "<" not in err.value.text and "zz-mark" not in err.value.text


def test_well_formed_messages_parse():
    assert parse_phone_message('{"type": "ping"}') == PhoneMessage("ping")
    assert parse_phone_message('{"type": "hello", "protocol": 1, "id": "h"}').protocol == 1
    msg = parse_phone_message(decide({"kind": "rotate", "target": [2, 3], "quarters": 3}, 5, "r-1"))
    assert (msg.type, msg.id, msg.version, msg.decision["target"]) == ("decide", "r-1", 5, [2, 3])


# ------------------------------------------------------------------ generated hostility
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=12)
decision_like = st.fixed_dictionaries(
    {"kind": st.sampled_from(["card", "rotate", "pick", "stop", "flip", "seat", ""])},
    optional={"card": json_values | st.sampled_from(["red3", "sun", "planet"]),
              "target": json_values | st.lists(st.integers(-1, 70), max_size=3),
              "quarters": json_values | st.integers(-1, 5),
              "colour": json_values | st.sampled_from(["red", "blue"]),
              "cell": json_values | st.lists(st.integers(-1, 70), max_size=3),
              "rotation": json_values | st.integers(-1, 5), "seat": st.integers(0, 4)})
message_like = st.fixed_dictionaries(
    {"type": st.sampled_from(["decide", "hello", "ping", "state", "ok"]) | json_values},
    optional={"id": st.text(max_size=70) | json_values, "version": st.integers(-3, 50) | json_values,
              "decision": decision_like | json_values, "protocol": json_values, "seat": st.integers(0, 4)})
raw_messages = (st.binary(max_size=300) | st.text(max_size=300) | json_values.map(json.dumps)
                | message_like.map(json.dumps) | st.text(min_size=4097, max_size=5000))


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(raw=raw_messages)
def test_hostile_messages_are_refused_or_turn_into_a_legal_decision_only(raw):
    game = new_game(3, seed=9)
    game.apply(PlayCard(1, "sun"))
    before = fingerprint(game)
    for seat in range(3):
        view = game.view(seat)
        try:
            decision = to_decision(parse_phone_message(raw), view)
        except ProtocolError as exc:
            assert exc.code in ("bad-json", "bad-message", "too-large", "not-pending", "illegal")
            assert isinstance(exc.text, str) and exc.text
        else:
            assert decision in view.legal and decision.seat == seat
    assert fingerprint(game) == before
