"""The German words checked against the German rule sheet (issue "the words are right"):
who chooses after a hand-over, colours joined with "und", stopping is "anhalten", the
focused (not selected) disc, article-less names on buttons and in brackets."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from zuendstoff import i18n, resources
from zuendstoff.document.names import disc_label, disc_name
from zuendstoff.engine import Game, Player

tr = QCoreApplication.translate


@pytest.fixture
def german(qapp):
    i18n.install("de")
    yield
    i18n.install("en")


def test_the_wording_faults_found_are_gone(german):
    said = {
        ("TurnFlow", "Pass the computer to %1 to choose a %2 card."):
            "Gib den Computer an %1 weiter – %1 wählt die %2 Karte.",
        ("DecisionBar", "Stop on:"): "Anhalten auf:",
        ("LogModel", " (turned face up, top to the %1)"): " (aufgedeckt, Oberseite nach %1)",
        ("TurnFlow", "%1 won %2: choose the one colour to fly."):
            "%1 hat %2 gewonnen: Wähle die Farbe, mit der du fliegst.",
        ("WindowAccess", "Focused disc"): "Scheibe im Fokus",
        ("PlayersModel", "Now"): "Zustand",
        ("SettingsDialog", "High contrast (colour-blind friendly)"): "Hoher Kontrast (für Farbfehlsichtige)",
        ("bots", "Random (plays anything)"): "Zufall (spielt beliebige Züge)",
        ("commands", "%1 stops on %2"): "%1 wählt %2 als Halt",
    }
    for (ctx, source), german_text in said.items():
        assert tr(ctx, source) == german_text


def test_a_disc_is_described_with_in_and_und(german, qtbot):
    from zuendstoff.document.game_model import GameModel
    from zuendstoff.ui.board.scene import BoardScene
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Ben", "white")], seed=1)
    scene = BoardScene(GameModel(game))
    sun = scene.disc_item(game.layout.cells[game.layout.sun]).describe()
    assert "Raketen in Rot, Gelb und Blau zeigen nach" in sun or \
        "Raketen in Rot, Blau und Gelb" in sun or "und" in sun.split("Raketen in", 1)[1], sun
    earth = scene.disc_item(game.layout.cells[game.layout.earth]).describe()
    assert "Rakete in Rot (" in earth and "zeigt nach" in earth, earth


def test_names_in_a_sentence_and_on_their_own(german):
    game = Game.new(resources.default_discs(), resources.builtin_layout("standard"),
                    [Player("Anna", "black"), Player("Ben", "white")], seed=1)
    earth = game.layout.cells[game.layout.earth]
    sun = game.layout.cells[game.layout.sun]
    assert disc_name(game, earth) == "die Erde" and disc_label(game, earth) == "Erde"
    assert disc_name(game, sun) == "die Sonne" and disc_label(game, sun) == "Sonne"
    prompt = tr("TurnFlow", "%1 played a planet-rotation card: turn your planet (%2) a quarter.")
    assert "(die " not in prompt.replace("%2", disc_label(game, earth))
