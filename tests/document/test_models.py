"""Hand, players and log models: what they show, and that they show no secret (R26)."""

from __future__ import annotations

from game_states import phase_is, reach
from PySide6.QtCore import Qt
from zuendstoff.document.game_model import GameModel, SeatKind
from zuendstoff.document.hand_model import CardRole, HandModel
from zuendstoff.document.log_model import LogModel
from zuendstoff.document.players_model import PlayersModel
from zuendstoff.engine import Phase, PlayCard


def _all_text(model):
    out = []
    for r in range(model.rowCount()):
        for c in range(model.columnCount()):
            index = model.index(r, c)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                out.append(str(model.data(index, role)))
            for k in range(model.rowCount(index)):
                out.append(str(model.data(model.index(k, 0, index))))
    return out


def test_hand_model_lists_each_card_and_clears(qapp):
    hand = HandModel()
    hand.set_hand(0, ["red3", "sun", "planet", "planet"])
    assert [hand.data(hand.index(r, 0), CardRole) for r in range(4)] == \
        ["sun", "planet", "planet", "red3"]
    assert hand.data(hand.index(3, 0)) == "Red 3"
    hand.clear()
    assert hand.rowCount() == 0 and hand.seat is None


def test_r26_players_and_log_models_do_not_depend_on_a_secret_choice(qapp):
    game = reach(phase_is(Phase.SECOND_CARD))
    model = GameModel(game, seats=[SeatKind()] * game.seats)
    players, log = PlayersModel(model), LogModel(model)
    model.game.apply(PlayCard(0, model.game.hand_list(0)[0]))
    model.changed.emit()
    seen = _all_text(players), _all_text(log)
    for card in set(model.game.hand_list(0)):
        game2 = model.game
        game2._choice[0] = ["sun", "planet", "red2", "red3", "yellow2", "yellow3", "blue2",
                            "blue3", "black1", "black3"].index(card)
        model.changed.emit()
        assert (_all_text(players), _all_text(log)) == seen
    assert any("card chosen" in t for t in seen[0])


def test_r26_log_shows_revealed_cards_round_by_round(qapp):
    game = reach(lambda g: g.round_no == 3 and g.phase is Phase.FIRST_CARD)
    model = GameModel(game)
    log = LogModel(model)
    lines = log.lines()
    assert lines[0][0] == "Round 1" and lines[1][0] == "Round 2"
    for seat in range(len(game.rounds[0]["cards"])):
        assert any(game.players[seat].name in line and "played" in line for line in lines[0])
    assert len(lines) == 3
