"""A record whose own section says ``"casual": "yes"`` (or anything but true or false) is
refused with one plain message naming the file; it is never opened, and never as a casual
game (issue 41). Through the file reader, the window's Open and the autosave at start."""

from __future__ import annotations

import json

import pytest
from helpers import new_game, settle
from test_files import Messages, _record
from zuendstoff import userdata
from zuendstoff.engine import DataError
from zuendstoff.ui.game.file_actions import load_game

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)

ODD = ["yes", "true", 1, 0, None, [], {}]


def _saved(window, tmp_path, casual) -> str:
    path = tmp_path / "game.zrec"
    window.files.save_to(str(path))
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["zuendstoff_app"]["casual"] = casual
    odd = tmp_path / f"casual-{json.dumps(casual).strip(chr(34))}.zrec"
    odd.write_text(json.dumps(doc), encoding="utf-8")
    return str(odd)


@pytest.fixture
def window(qtbot, make_window):
    game, kinds = new_game(n_humans=2, bots=(), seed=2)
    window = make_window(game, kinds, casual=False)
    settle(qtbot, window)
    return window


def test_load_game_refuses_an_odd_casual_field_naming_the_file(window, tmp_path):
    for value in ODD:
        path = _saved(window, tmp_path, value)
        with pytest.raises(DataError) as err:
            load_game(path)
        assert err.value.source == path and "casual" in err.value.problem
    path = _saved(window, tmp_path, True)  # the two values a record may hold
    assert load_game(path)[2] is True
    path = _saved(window, tmp_path, False)
    assert load_game(path)[2] is False


def test_open_refuses_casual_yes_with_one_message_and_the_game_stays(window, tmp_path,
                                                                    monkeypatch):
    messages = Messages(monkeypatch)
    current, before = window.model.game, _record(window.model.game)
    path = _saved(window, tmp_path, "yes")
    messages.shown.clear()
    assert window.files.open_path(path) is False
    assert len(messages.shown) == 1 and path in messages.shown[0][1]
    assert "Traceback" not in messages.shown[0][1]
    assert window.model.game is current and _record(window.model.game) == before
    assert window.model.casual is False


def test_an_autosave_with_casual_yes_is_not_continued(window, tmp_path, monkeypatch):
    messages = Messages(monkeypatch)
    path = _saved(window, tmp_path, "yes")
    auto = userdata.autosave_path()
    auto.write_bytes(open(path, "rb").read())
    messages.shown.clear()
    assert window.files.autosave_game() is None  # kept aside, one message
    assert len(messages.shown) == 1 and str(auto) in messages.shown[0][1]
