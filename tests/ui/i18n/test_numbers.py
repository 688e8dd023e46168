"""Numbers in the interface's language (i18n.number, i18n.percent): the playtest's figures,
the table moment's countdown, a kept pause setting."""

from __future__ import annotations

from zuendstoff import i18n


def test_numbers_and_percentages_follow_the_language(qapp):
    try:
        i18n.install("de")
        assert i18n.number(0.8734, 3) == "0,873"
        assert i18n.number(1.5, None) == "1,5" and i18n.number(3.0, None) == "3"
        assert i18n.percent(0.125) == "12,5\u00a0%"
        assert i18n.percent(0.05, sign=True) == "+5,0\u00a0%" and i18n.percent(0.0, sign=True) == "0,0\u00a0%"
        i18n.install("en")
        assert i18n.number(0.8734, 3) == "0.873"
        assert i18n.number(1.5, None) == "1.5" and i18n.number(3.0, None) == "3"
        assert i18n.percent(0.125) == "12.5%" and i18n.percent(0.3, 0) == "30%"
    finally:
        i18n.install("en")


def test_the_countdown_of_a_table_moment_is_in_german_numbers(qtbot, qapp):
    from PySide6.QtWidgets import QLabel
    from zuendstoff import resources
    from zuendstoff.document.game_model import GameModel
    from zuendstoff.engine import Game, Player
    from zuendstoff.ui.game.decisions import DecisionBar

    class Scene:
        def set_highlight(self, cells, role):
            pass
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Ben", "white")], seed=1)
    try:
        i18n.install("de")
        bar = DecisionBar(GameModel(game), Scene())
        qtbot.addWidget(bar)
        bar.offer_continue(1.5)
        texts = [w.text() for w in bar._widgets if isinstance(w, QLabel)]
        assert any("1,5 s" in t for t in texts), texts
    finally:
        i18n.install("en")
