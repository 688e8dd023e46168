"""Translated names of the game's parts, for models, undo texts and the log.

Everything here is public information: nothing takes a seat's unrevealed choice.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import Game


def _t(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("names", text, disambiguation, n)


def card_name(card: str) -> str:
    names = {
        "sun": _t("Sun rotation"),
        "planet": _t("Planet rotation"),
        "red2": _t("Red 2"), "red3": _t("Red 3"),
        "yellow2": _t("Yellow 2"), "yellow3": _t("Yellow 3"),
        "blue2": _t("Blue 2"), "blue3": _t("Blue 3"),
        "black1": _t("Black 1"), "black3": _t("Black 3"),
    }
    return names.get(card, card)


def card_help(card: str) -> str:
    if card == "sun":
        return _t("Turns the sun one quarter clockwise (R14).")
    if card == "planet":
        return _t("Turn your own planet a quarter, or another empty face-up planet "
                  "1–3 quarters (R16).")
    if card.startswith("black"):
        return _t("Adds %1 to every colour you also play a card of (R17).").replace(
            "%1", card[-1])
    colour = colour_name(card[:-1])
    return _t("%1 matches for %2 (R17).").replace("%1", card[-1]).replace("%2", colour)


def colour_name(colour: str) -> str:
    return {"red": _t("red"), "yellow": _t("yellow"), "blue": _t("blue")}.get(colour, colour)


def piece_name(piece: str) -> str:
    return {"black": _t("black"), "white": _t("white"), "purple": _t("purple"),
            "orange": _t("orange"), "green": _t("green")}.get(piece, piece)


def side_name(rotation: int) -> str:
    return (_t("north"), _t("east"), _t("south"), _t("west"))[rotation & 3]


def quarters_text(quarters: int) -> str:
    return {1: _t("a quarter turn"), 2: _t("a half turn"), 3: _t("three quarter turns"),
            4: _t("a full turn")}.get(quarters, str(quarters))


def disc_name(game: Game, cell: tuple[int, int] | list[int]) -> str:
    """What lies at ``cell``, as far as everyone may know it (face-down stays unnamed)."""
    cell = (cell[0], cell[1])
    i = game.layout.index.get(cell)
    if i is None:
        return _t("an empty place")
    if i == game.layout.sun:
        return _t("the sun")
    number = game.planet_at(cell)
    if number is None:
        return _t("a face-down planet")
    if number == 1:
        return _t("Earth")
    return _t("planet %1").replace("%1", str(number))


def player_name(game: Game, seat: int) -> str:
    return game.players[seat].name
