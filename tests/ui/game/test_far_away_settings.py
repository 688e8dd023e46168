"""Friends far away, without a broker: Settings → Internet play refuses what it must, New game
says when a far-away seat has no broker, and the keys file is used only for its own game."""

from __future__ import annotations

import json

import pytest
from test_far_away_table import far_game
from zuendstoff.net.remote import keystore

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def test_settings_refuse_an_unencrypted_broker_far_away(qtbot, settings):
    from zuendstoff.ui.dialogs.settings_dialog import SettingsDialog
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.internet.broker.setText("mqtt://broker.example.org:1883")
    dialog.accept()
    assert dialog.isVisible() and dialog.result() == 0
    assert dialog.internet.problem.isVisible()
    assert "only on this computer" in dialog.internet.problem.text()
    assert settings.broker == ""
    dialog.internet.broker.setText("mqtts://broker.example.org:8883")
    dialog.internet.wait.setValue(90)
    dialog.accept()
    assert settings.broker == "mqtts://broker.example.org:8883" and settings.far_wait_s == 90
    dialog2 = SettingsDialog(settings)
    qtbot.addWidget(dialog2)
    dialog2.internet.broker.setText("mqtt://127.0.0.1:1883")  # a broker on this machine
    dialog2.accept()
    assert settings.broker == "mqtt://127.0.0.1:1883"


def test_new_game_says_when_a_far_away_seat_has_no_broker(qtbot, settings):
    from PySide6.QtWidgets import QDialogButtonBox
    from zuendstoff.ui.dialogs.new_game import FAR as FAR_DATA
    from zuendstoff.ui.dialogs.new_game import NewGameDialog
    dialog = NewGameDialog(None, settings)
    qtbot.addWidget(dialog)
    row = dialog.rows[1]
    row.kind.setCurrentIndex(row.kind.findData(FAR_DATA))
    assert row.kind.currentText() == "Person far away"
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert "Settings → Internet play" in dialog.problem.text() and not ok.isEnabled()
    settings.broker = "mqtts://broker.example.org"
    dialog.validate()
    assert dialog.problem.text() == "" and ok.isEnabled()
    assert dialog.seats()[1].far and dialog.seats()[1].bot is None


def test_the_keys_of_another_game_or_a_damaged_file_are_not_used(home):
    from zuendstoff.net.remote.invitation import Invitation, parse_broker
    game, _ = far_game(seed=5)
    other, _ = far_game(seed=6)
    inv = Invitation.new(parse_broker("mqtts://broker.example.org"))
    keystore.save(game, {1: inv})
    assert keystore.load(game) == {1: inv}
    assert keystore.load(other) == {}  # another deal: new invitations for that game
    from zuendstoff.engine.bots import make_bot
    for _ in range(40):  # the same game later on (planets turned, pieces moved): the same keys
        seat = game.pending_seats()[0]
        game.apply(make_bot("greedy", seat).decide(game.view(seat)))
    assert game.round_no > 1 and keystore.load(game) == {1: inv}
    keystore.keys_path().write_text("{not json", encoding="utf-8")
    assert keystore.load(game) == {}
    keystore.keys_path().write_text(json.dumps({"format": 1, "game": keystore.fingerprint(game),
                                                "broker": "mqtt://evil.example.org", "room": "x",
                                                "seats": {"1": "y"}}), encoding="utf-8")
    assert keystore.load(game) == {}

