"""A phone's message at its limits (issue 41): 4096 bytes pass and 4097 do not; an id's
length is refused with words that say which way it is wrong."""

from __future__ import annotations

import json

import pytest
from zuendstoff.net.protocol import MAX_MESSAGE_BYTES, ProtocolError, parse_phone_message


def _decide(msg_id: str = "m1") -> dict:
    return {"type": "decide", "id": msg_id, "version": 3,
            "decision": {"kind": "card", "card": "sun"}}


def _padded(size: int) -> str:
    text = json.dumps(_decide())
    return text[:-1] + " " * (size - len(text)) + "}"  # JSON whitespace up to ``size`` bytes


def test_a_message_of_exactly_the_limit_passes_and_one_byte_more_does_not():
    assert MAX_MESSAGE_BYTES == 4096
    assert len(_padded(4096).encode()) == 4096
    parse_phone_message(_padded(4096))
    parse_phone_message(_padded(4096).encode())
    with pytest.raises(ProtocolError) as err:
        parse_phone_message(_padded(4097))
    assert err.value.code == "too-large" and "4097" in err.value.text


def test_an_id_too_long_or_empty_is_refused_saying_which():
    parse_phone_message(json.dumps(_decide("a" * 64)))
    with pytest.raises(ProtocolError) as err:
        parse_phone_message(json.dumps(_decide("a" * 65)))
    assert "at most 64 characters" in err.value.text and "at least" not in err.value.text
    with pytest.raises(ProtocolError) as err:
        parse_phone_message(json.dumps(_decide("")))
    assert "must not be empty" in err.value.text
